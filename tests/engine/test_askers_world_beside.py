"""A sentence of its own beside a figure request naming only the asker's world is set aside.

"Board pack.", 「取締役会用。」 and 「董事会材料。」 say what the figure is for: the figure is
given alone, with no passage beside it. A bare noun phrase naming a part of the figure
("Store.", 「门店。」) still narrows it, and the request is refused.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Japan revenue FY2024? Board pack.",
        "What was Japan's revenue in FY2024? Meeting notes.",
        "日本2024财年的收入？董事会材料。",
        "日本2024财年的收入？给董事会用。",
        "日本の2024年度の売上高は？取締役会用。",
        "日本の2024年度の売上高は？役員会のメモ。",
    ],
)
def test_the_askers_world_beside_a_figure_is_set_aside(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, 103200.0)
    assert answer.route == "numeric", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Japan revenue FY2024? Store.",
        "Japan revenue FY2024? Online deck.",
        "日本2024财年的收入？门店。",
        "日本2024财年的收入？线上材料。",
        "日本の2024年度の売上高は？店舗。",
        "日本の2024年度の売上高は？オンラインのメモ。",
    ],
)
def test_a_part_beside_a_figure_still_narrows_it(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused and answer.value is None, answer.answer
