""" "Only" or "just" written onto a name the KB holds stresses that name; it narrows nothing.

"For FY2024 only", "Hong Kong only, not the group", 「只要2024财年」, 「2024年度だけ」 say
again which year or market is meant, so the figure is given. Before a word the KB lacks
("only online", "only for the stores") the same words still name a part, and the figure
is refused.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What was Hong Kong revenue for FY2024 only?", 1596.0),
        ("What was Hong Kong revenue for FY2024 only, not the group?", 1596.0),
        ("Only for FY2024: what was Japan's EBITDA?", 19900.0),
        ("What was revenue in Hong Kong only in FY2025?", 1702.0),
        ("香港2024财年的收入是多少？只要2024财年。", 1596.0),
        ("2024年度だけの香港の売上高はいくらですか？", 1596.0),
    ],
)
def test_only_onto_a_known_name_stresses_it(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Hong Kong revenue in FY2025, only online?",
        "What was Hong Kong revenue only for the stores in FY2025?",
        "What was Hong Kong online only revenue in FY2025?",
        "香港2025财年的收入是多少？只看线上。",
        "香港の2025年度の売上高はいくらですか？オンラインだけで。",
        "I only care about online. What was HK revenue in FY2024?",
    ],
)
def test_only_before_a_part_still_narrows(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))
