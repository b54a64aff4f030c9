"""A part or a market the KB lacks in the asker's lead-in before the request ("I'm
following up on *the online* numbers - …", "Circling back on the *Taiwan* numbers: …")
says which figure is wanted: the request gives no figure. Built as the asker's own
clause or closed by a colon, the lead-in is weighed with the request as it is before a
dash. The same lead-in on the asker's figures alone stays context.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I'm following up on the online numbers - what was group EBITDA for FY2023?",
        "I am looking at the online numbers - what was group EBITDA for FY2023?",
        "We're reviewing the wholesale figures - what was Japan revenue in FY2024?",
        "Circling back on the Taiwan numbers: what was Japan revenue in FY2024?",
        "Following up on Taiwan: what was Japan revenue in FY2024?",
        "Quick follow-up on Vietnam: what was Singapore's net profit in FY2023?",
        "Circling back on the online numbers: what was Japan revenue in FY2024?",
        "我在看线上的数字——集团2023财年的EBITDA是多少？",
        "关于台湾的数字：日本2024财年的收入是多少？",
        "オンラインの数字を見ています。グループの2023年度のEBITDAは？",
        "台湾の数字について：日本の2024年度の売上高は？",
    ],
)
def test_a_part_or_unknown_market_in_the_lead_in_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("I'm following up on the numbers - what was group EBITDA for FY2023?", 862.0),
        ("I am looking at the numbers - what was group EBITDA for FY2023?", 862.0),
        ("We're reviewing the figures - what was Japan revenue in FY2024?", 103200.0),
        ("Circling back on the numbers: what was Japan revenue in FY2024?", 103200.0),
        ("Quick follow-up: what was Singapore's net profit in FY2023?", 98.0),
        ("Hi Linda: what was Japan revenue in FY2024?", 103200.0),
        ("我在看这些数字——集团2023财年的EBITDA是多少？", 862.0),
        ("关于这些数字：日本2024财年的收入是多少？", 103200.0),
        ("数字を見ています。グループの2023年度のEBITDAは？", 862.0),
        ("数字について：日本の2024年度の売上高は？", 103200.0),
    ],
)
def test_a_lead_in_on_the_askers_figures_is_context(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)
