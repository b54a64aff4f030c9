"""The deck, page or meeting a figure is wanted for, named around the request.

Executive assistants name where the figure goes: "board pack p.3, …", "org slide for
tmrw - …", "… on the opening slide", "… for the chairman's slide", 「董事会材料第3页：…」,
「取締役会資料の3ページ目：…」. A thing of the asker's world (a deck, a pack, a slide, an
offsite), its page, whose it is (a role: the chairman's, the CEO's), where in the work it
stands (opening, cover) and when it is needed are context, never a part of the figure.

A word written onto that thing that is a part ("the online slide", "the franchise
manager's slide"), a market the KB lacks ("Taiwan slide") or a describing word before a
noun read as a verb ("online slide for tmrw") keeps the request from a figure.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("board pack p.3, Singapore EBITDA FY2023 - need it asap", 201.0),
        ("deck page 4 - Hong Kong revenue FY2024?", 1596.0),
        ("org slide for tmrw - Singapore EBITDA FY2023?", 201.0),
        ("HR slide for tomorrow - how many staff did Macau have in FY2024?", 688.0),
        ("Strategy offsite deck: group revenue FY2024?", 3564.0),
        ("CFO wants Singapore EBITDA for FY2023 on the cover slide - what's the number?", 201.0),
        ("Need FY2024 revenue for Hong Kong for the chairman's slide - one number", 1596.0),
        ("Ahead of Thursday's board call, what was Singapore's EBITDA in FY2023?", 201.0),
        ("董事会材料第3页：新加坡2023财年的EBITDA是多少？", 201.0),
        ("取締役会資料の3ページ目：シンガポールの2023年度のEBITDAは？", 201.0),
    ],
)
def test_the_askers_deck_is_context(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "online pack p.3, Singapore EBITDA FY2023 - need it asap",
        "board pack p.3, Singapore EBITDA FY2023 - need the online number asap",
        "online slide for tmrw - Singapore EBITDA FY2023?",
        "Taiwan slide for tmrw - Singapore EBITDA FY2023?",
        "duty-free slide for tomorrow - Singapore EBITDA FY2023?",
        "CFO wants Singapore EBITDA for FY2023 on the online slide - what's the number?",
        "Need FY2024 revenue for Hong Kong for the franchise manager's slide - one number",
        "台湾材料第3页：新加坡2023财年的EBITDA是多少？",
        "台湾の資料の3ページ目：シンガポールの2023年度のEBITDAは？",
        "董事会材料第3页：新加坡2023财年线上的EBITDA是多少？",
        "取締役会資料の3ページ目：シンガポールの2023年度のオンラインのEBITDAは？",
    ],
)
def test_a_part_or_a_market_on_the_deck_still_refuses(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
