"""The asker's aim to check whether a claim someone tells holds ("trying to check if this
'margin expansion' story the press keeps pushing actually holds up", 「想验证一下媒体的
说法是不是真的」, 「報道の話が本当か確かめたいです」) is what the figure is for: context,
never a question put to the engine. A claim about a part of the business ("if the
*online* story holds up") may say which part is wanted, and still refuses.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's EBITDA in FY2024? Trying to check whether the recovery headline the "
        "papers ran is true.",
        "Japan EBITDA FY2024 pls, want to verify if this turnaround narrative everyone repeats "
        "really holds up",
        "What was Japan's EBITDA in FY2024? I'm trying to test if that cost-cutting story "
        "checks out.",
        "日本业务2024财年的EBITDA是多少？想验证一下媒体的说法是不是真的。",
        "日本事業の2024年度のEBITDAは？報道の話が本当か確かめたいです。",
    ],
)
def test_a_claim_checked_is_context(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_figure(ask(kb, question, mode), 19900.0)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's EBITDA in FY2024? Trying to check if the online story holds up.",
        "What was Japan's EBITDA in FY2024? Trying to check if the franchise claim adds up.",
    ],
)
def test_a_claim_about_a_part_gives_no_figure(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))
