"""Sentences that only ask for a request to be handled, requests relayed in Japanese, a
market said again against another, and a Chinese verb written onto the metric asked.

"Can you check?", 「麻烦看一下」, 「ご確認をお願いできますか」 beside a request ask nothing of
their own: they pull in no passage, and alone they are refused. A Japanese request
relayed as an instruction (「Xより、…を調べるよう依頼がありました」) is the request; who
gave it is context, and より before a comma or before 売上高 compares nothing. "Hong Kong
only, not the group" beside a Hong Kong request says which market is meant. A piece
whose metric is the object of a plain verb (「审计要核对收入这一项」) beside a request for that
metric is what the asker does with it.

Neighbours still refuse or ask: a word the KB lacks beside "only" (online), a sender
that is a market the KB names does not vanish, a time before から keeps its period, a
qualifier written before the metric (「调整后」, 「线上」), a real comparison with より.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_figure,
    assert_no_figure,
    assert_refused_without_passage,
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What was Japan's headcount in FY2025? Could you please look into it for me?", 2301.0),
        ("日本2025财年的员工人数是多少？麻烦看一下", 2301.0),
        ("日本事業の2025年度の従業員数は？確認していただけますか。", 2301.0),
        ("課長より、2024年度の香港事業の売上高を調べるよう依頼がありました。", 1596.0),
        ("経理部から、2025年度の日本事業の従業員数を確認するよう指示がありました。", 2301.0),
        ("What was Hong Kong revenue in FY2024? Hong Kong only, not the group.", 1596.0),
        ("KPI工作簿中香港业务2023财年的毛利率是多少？只看香港，不是集团。", 41.2),
        ("香港事業の2024年度の売上高はいくらですか。香港だけで、グループではなく。", 1596.0),
        ("审计要核对收入这一项：新加坡2024财年的收入是多少？", 915.0),
    ],
)
def test_handling_relaying_and_saying_again_are_context(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["Can you check?", "麻烦看一下", "ご確認をお願いできますか"],
)
def test_handling_alone_gives_no_passage(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Hong Kong revenue in FY2024? Hong Kong online only, not the group.",
        "KPI工作簿中香港业务2023财年的毛利率是多少？只看香港线上，不是集团。",
        "来期から、日本事業の売上高を調べるよう依頼がありました。",
        "我们需要调整后毛利率：香港2023财年的毛利率是多少？",
        "审计需要抽查线上毛利率这一项：香港2023财年的毛利率是多少？",
        "2024年度の香港事業の売上高は日本事業より高かったですか。",
    ],
)
def test_neighbours_still_refuse_or_ask(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "台湾から、2024年度の売上高を調べるよう依頼がありました。",
        "ベトナム事業部より、昨年度の従業員数を確認するよう指示がございました。",
    ],
)
def test_a_place_the_request_was_relayed_from_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    # The place may be the market asked about: it stays, and the KB has no such market.
    answer = ask(kb, question, mode)
    assert answer.refused and answer.route == "refuse", answer.answer


def test_a_narrowing_without_words_is_named_whole(kb: KnowledgeBase) -> None:
    answer = ask(kb, "香港2023财年的毛利率是多少？只看香港，不含集团。", "tool")
    assert answer.refused
    assert not answer.answer.endswith("知识库不报告。"), answer.answer
