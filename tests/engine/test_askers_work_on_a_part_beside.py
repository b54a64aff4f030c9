"""A statement after the request putting the figure into the asker's work on a part of
the business ("I need it for my *online* segment build", "It goes into a memo on our
*airport* shops"): the part written onto the work is the part of the figure wanted, so
no figure is given, nor a passage holding the part's word beside the whole. The same
work with no part written onto it stays context, and the figure is given alone.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused_without_passage


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What's Macau EBITDA? I need it for my online segment build.",
        "What's Macau EBITDA in FY2024? I need it for the online slide.",
        "What was Japan revenue in FY2024? It's for the wholesale deck.",
        "What was Singapore's headcount in FY2023? It goes into a memo on our airport shops.",
        "What was Japan's revenue in FY2024? It goes into a note on our duty-free stores.",
        "澳门2024财年的EBITDA是多少？我在准备线上分析。",
    ],
)
def test_work_on_a_part_beside_the_request_refuses(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What's Macau EBITDA in FY2024? I need it for my segment build.", 612.0),
        ("What was Japan revenue in FY2024? It's for the deck.", 103200.0),
        ("What was Singapore's headcount in FY2023? It goes into a memo.", 1480.0),
        ("What was Japan's revenue in FY2024? It goes into a note on our stores.", 103200.0),
        # Two nouns before the stores say where they stand as often as which they are.
        (
            "What was Japan's revenue in FY2024? It goes into a note on our city centre stores.",
            103200.0,
        ),
        ("澳门2024财年的EBITDA是多少？我要放进模型里。", 612.0),
        ("マカオの2024年度のEBITDAは？資料に使います。", 612.0),
    ],
)
def test_work_with_no_part_is_context(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, value)
    assert len(answer.sources) == 1, answer.answer
