"""A label before a colon, or a note in a heading's brackets, that names a part of the
business (a line of goods, an activity, a channel) says what the figure would be of, so
the request is refused, never the market's whole figure given in its place ("Bakery:
what was Japan's …", 「药店：…」, 「花屋：…」, "Row 5 (bakery): …"). A label naming
who asks (a company function: "Treasury:", 「人力资源部：」), what the message is
("Background:", 「背景：」) or the asker's act ("Following up:") leaves the request as
it was. A label opening on a name the KB lacks, before a request naming no market of its
own ("Vietnam expansion memo: headcount FY2023?"), is refused too.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure, fact_value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Bakery: what was Japan's revenue in FY2023?",
        "Electronics: how much EBITDA did Hong Kong make in FY2025?",
        "Tailoring: Macau net profit for FY2024?",
        "Kiosk: what was Japan's revenue in FY2023?",
        "Row 5 (bakery): Japan revenue FY2023?",
        "Vietnam expansion memo: headcount FY2023?",
        "药店：日本2023财年的收入是多少？",
        "服装：香港2025财年EBITDA是多少？",
        "网店：澳门2024财年净利润？",
        "花屋：日本の2023年度の売上高はいくらですか？",
        "雑貨：香港の2025年度のEBITDAは？",
        "デリバリー：マカオの2024年度の純利益は？",
    ],
)
def test_a_label_naming_a_part_is_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Treasury: what was Japan's revenue in FY2023?",
        "Background: what was Japan's revenue in FY2023?",
        "Following up: what was Japan's revenue in FY2023?",
        "Reminder: what was Japan's revenue in FY2023?",
        "Row 5 (urgent): Japan revenue FY2023?",
        "人力资源部：日本2023财年的收入是多少？",
        "背景：日本2023财年的收入是多少？",
        "件名：日本の2023年度の売上高はいくらですか？",
        "質問：日本の2023年度の売上高はいくらですか？",
    ],
)
def test_a_label_of_who_asks_or_of_the_message_leaves_the_request(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, "ACME_JP", "REVENUE", "FY2023"))


@pytest.mark.parametrize("mode", MODES)
def test_a_place_the_kb_lacks_beside_a_named_scope_leaves_the_request(
    kb: KnowledgeBase, mode: str
) -> None:
    # The figure asked is the group's, named in the request: the plan the asker updates
    # is theirs, not whose figure is asked.
    question = "Drafting the Vietnam entry memo: what was the group's revenue in FY2023?"
    assert_figure(ask(kb, question, mode), fact_value(kb, "ACME_GROUP", "REVENUE", "FY2023"))
