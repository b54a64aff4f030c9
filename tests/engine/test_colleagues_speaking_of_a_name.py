"""The asker's colleagues speaking of a name before the request that points back at it
("People on my team keep talking about 'the SAR business' … What was its EBITDA?"): who
speaks is context, never the people counted, and the name is what "its" points at. The
place the asker puts the figure, named by a stage of their work ("in my *onboarding*
notes"), is context too. A part or a market the KB lacks in what is spoken of still
gives no figure.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "People on my team keep talking about 'the SAR business'. What was its EBITDA for FY2025?",
        "My colleagues keep talking about 'the SAR business' and I'd like to put its EBITDA "
        "for FY2025 in my onboarding notes. What was that figure?",
        "我的同事一直在说SAR业务，它2025财年的EBITDA是多少？",
        "香港・マカオ事業の2025年度のEBITDAは？",
    ],
)
def test_a_shared_name_spoken_of_is_asked_which(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.clarification == "ask_first", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("People on my team keep talking about Macau. What was its EBITDA for FY2025?", 701.0),
        ("Everyone on my team keeps talking about Macau. What was its EBITDA for FY2025?", 701.0),
        ("I'd like to put Macau's EBITDA for FY2025 in my onboarding notes.", 701.0),
        ("澳门2025财年的EBITDA是多少？", 701.0),
        ("マカオの2025年度のEBITDAは？", 701.0),
    ],
)
def test_colleagues_and_the_askers_notes_are_context(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "People on my team keep talking about Taiwan. What was its EBITDA for FY2025?",
        "People on my team keep talking about the franchise business. What was Japan's "
        "EBITDA for FY2025?",
        "People on my team keep talking about the online numbers and I'd like to put Japan's "
        "EBITDA for FY2025 in my notes.",
        "I'd like to put Macau's EBITDA for FY2025 in my online notes.",
        "我的同事一直在说台湾，它2025财年的EBITDA是多少？",
        "同僚が台湾の話ばかりしています。その2025年度のEBITDAは？",
    ],
)
def test_a_part_or_unknown_market_spoken_of_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
