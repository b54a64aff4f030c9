"""A part of the business written onto the asker's deck or table, or greeted as a team.

"… in the franchise deck", "It goes in the franchise table.", 「フランチャイズの表に入れます」,
「要填进加盟表格」: the figure goes where that part's figures stand, so the part narrows
what is asked and the whole is never given in its place. A channel the dictionary tags as
a noun (franchise, duty, airport) says so as an adjective (online) does. "Hi online team,
…" writes to a part of the business, whose share of the figure may be wanted. The
asker's board deck or table, a company function's team ("Hi finance team") and a team
alone are context, and the figure is given.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan revenue in FY2024 in the franchise deck?",
        "What was Japan revenue in FY2024 in the duty free deck?",
        "What was Hong Kong EBITDA in FY2025 for the airport slide?",
        "For the franchise deck, what was Japan revenue in FY2024?",
        "What was Singapore EBITDA in FY2024? It goes in the franchise table.",
        "What was Singapore EBITDA in FY2024? It goes in the duty-free table.",
        "Hi online team, what was Japan revenue in FY2024?",
        "Hi franchise team, what was Japan revenue in FY2024?",
        "Hello franchise team. What was Japan revenue in FY2024?",
        "Dear wholesale department, what was Hong Kong revenue in FY2025?",
        "Good morning wholesale team - what was Hong Kong EBITDA in FY2025?",
        "Hi online team, what was Taiwan revenue in FY2024?",
        "Hi franchise team, what was Japan's inventory turnover in FY2024?",
        "日本の2024年度の売上高は？フランチャイズの表に入れます。",
        "日本の2024年度の売上高は？免税店のスライドに載せます。",
        "新加坡2024财年的EBITDA是多少？要填进加盟表格。",
        "香港2025财年的收入是多少？要放进线上的表里。",
        "线上团队你好，日本2024财年的收入是多少？",
        "オンラインチームの皆さん、日本の2024年度の売上高は？",
    ],
)
def test_a_part_onto_the_askers_things_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What was Japan revenue in FY2024 in the board deck?", 103200.0),
        ("What was Singapore EBITDA in FY2024? It goes in the board table.", 226.0),
        ("Hi finance team, what was Japan revenue in FY2024?", 103200.0),
        ("Hi team, what was Japan revenue in FY2024?", 103200.0),
        ("Hi Japan team, what was revenue in FY2024?", 103200.0),
        (
            "Hello, I only joined the payroll team last week. How many people did ACME have "
            "in Singapore in FY2023?",
            1480.0,
        ),
    ],
)
def test_the_askers_own_things_give_the_figure(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)
