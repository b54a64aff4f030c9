""" "GM" is gross margin and a general manager's title, in all three languages.

Where grammar makes it a person, it names who asks or who wants a figure, never the
figure: the asker's role ("I'm the Japan GM", "as the GM for Singapore", "SG GM here",
「日本のGMです」, 「我是新加坡的GM」) or someone asking ("the SG GM asked me …", 「香港GM
から頼まれて」, 「GM让我查…」). The role's market is the one asked about when the request
speaks of the asker's own business ("our revenue", 「うちの売上高」, 「我们的收入」); else
the engine asks which. Said as a noun of a figure ("What's the Japan GM for FY2024?",
「日本のGMは？」, 「香港GM 2024年度」) it is still gross margin. 总经理, ゼネラルマネージャー,
支配人 and 店長 are titles only.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

JP_REVENUE_2023 = 98400.0
JP_REVENUE_2024 = 103200.0
SG_REVENUE_2024 = 915.0


def _no_gross_margin(question: str, kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert "GROSS_MARGIN" not in answer.answer, answer.answer
    assert answer.unit != "PCT", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I'm the Japan GM.",
        "I am the new GM for Singapore.",
        "GM Singapore here.",
        "HK GM here!",
        "日本のGMです。",
        "香港のGMをしております。",
        "我是新加坡的GM。",
        "作为香港GM，",
    ],
)
def test_the_askers_title_is_no_gross_margin(kb: KnowledgeBase, question: str, mode: str) -> None:
    _no_gross_margin(question, kb, mode)
    assert ask(kb, question, mode).value is None


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("As the GM for Singapore, what was our revenue in FY2024?", SG_REVENUE_2024),
        ("SG GM here - what were our sales in FY2024?", SG_REVENUE_2024),
        ("I'm the Japan GM. What was our revenue in FY2023?", JP_REVENUE_2023),
        ("I'm asking as the Japan GM: what was our revenue in FY2024?", JP_REVENUE_2024),
        ("日本のGMです。うちの2023年度の売上高は？", JP_REVENUE_2023),
        ("作为新加坡的GM，我想知道我们2024财年的收入。", SG_REVENUE_2024),
    ],
)
def test_the_askers_market_is_that_of_our_figure(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I'm the Japan GM. What was revenue in FY2023?",
        "GM Singapore here. Revenue FY2024?",
        "日本のGMです。2023年度の売上高は？",
        "我是新加坡的GM。2024财年的收入是多少？",
    ],
)
def test_a_request_not_said_of_our_own_asks_which_market(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    _no_gross_margin(question, kb, mode)
    assert answer.route == "clarify", answer.answer
    assert answer.value is None, answer.answer
    assert "FY2025" not in answer.answer, answer.answer  # the year said is kept


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("My GM needs the FY2024 revenue for Japan.", JP_REVENUE_2024),
        ("The SG GM asked me for Japan revenue in FY2024.", JP_REVENUE_2024),
        ("GM here. What was Japan revenue in FY2024?", JP_REVENUE_2024),
        ("GM让我查一下新加坡2024财年的收入。", SG_REVENUE_2024),
        ("我们GM让我查一下新加坡2024财年的收入。", SG_REVENUE_2024),
        ("GMから頼まれたのですが、日本の2024年度の売上高を教えてください。", JP_REVENUE_2024),
    ],
)
def test_a_gm_asking_names_no_figure(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "The SG GM asked me for revenue in FY2024.",
        "Our HK GM wants the revenue for FY2024.",
        "香港GMから頼まれて、2024年度の売上高を知りたいです。",
        "新加坡GM让我查一下2024财年的收入。",
    ],
)
def test_a_gm_asking_is_never_gross_margin(kb: KnowledgeBase, question: str, mode: str) -> None:
    _no_gross_margin(question, kb, mode)
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "我是新加坡的总经理。",
        "我是新加坡的总经理。2024财年的收入是多少？",
        "日本のゼネラルマネージャーです。",
        "日本の支配人です。2024年度の売上高は？",
        "香港の店長です。",
        "店長から頼まれて、香港の2024年度の数字を知りたいです。",
    ],
)
def test_titles_written_out_are_never_a_metric(kb: KnowledgeBase, question: str, mode: str) -> None:
    _no_gross_margin(question, kb, mode)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What's the Japan GM for FY2024?", 34.0),
        ("Japan GM FY2024", 34.0),
        ("GM for HK in FY2023?", 41.2),
        ("What was our GM in FY2024 for Japan?", 34.0),
        ("香港GM 2024年度", 42.0),
        ("日本2024财年的GM是多少？", 34.0),
        ("日本のGMは？2024年度で。", 34.0),
    ],
)
def test_gm_said_of_a_figure_is_gross_margin(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
def test_gm_alone_of_a_market_is_still_gross_margin(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "日本のGMは？", mode)
    assert "GROSS_MARGIN" in answer.answer, answer.answer
