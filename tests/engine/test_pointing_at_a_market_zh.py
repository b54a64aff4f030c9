"""A Chinese demonstrative after a market's name points at that market (「香港那块」,
「日本这边」: the Hong Kong side), as 那边 does; written between a head several markets
share and its noun (「特区那块业务」) it names those markets, so a figure of
it asks which. A part of the business said with it still gives no figure, and a place
of the area joined by 的 (「大湾区的区域配送中心」) is no market.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("香港那块2024财年的收入是多少？", 1596.0),
        ("香港这块2024财年收入多少？", 1596.0),
        ("澳门那一块2023财年的员工人数是多少？", 640.0),
    ],
)
def test_a_market_pointed_at_is_that_market(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "公司在特区那块业务2024财年营收多少？",
        "港澳那边业务2024财年收入是多少？",
        "特区这块业务FY2024的员工人数？",
    ],
)
def test_shared_markets_pointed_at_are_asked_which(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.clarification == "ask_first", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "线上那块2024财年的收入是多少？",
        "香港线上那块2024财年的收入是多少？",
        "香港那块的线上收入2024财年是多少？",
        "港澳那块的加盟业务2024财年收入是多少？",
    ],
)
def test_a_part_pointed_at_gives_no_figure(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_place_of_the_area_is_no_market(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "大湾区的区域配送中心设在哪里？", mode)
    assert not answer.refused, answer.answer
    assert "ACME_GBA_Expansion_Plan.docx" in answer.sources, answer.answer
