"""A bare phrase of a market, a year and a thing the KB has no name for ("Singapore
footfall FY24?") asks its number as "What was …" does (``engine/_evidence.py``,
``bare_request``).

Read only from a passage that names that year and states a number of the thing: a
market update whose keywords call visitor arrivals footfall, or a FY2025 paragraph on
revenue, is no answer. A bare phrase naming a metric is a figure request as before, and a
thing a passage states a number of for the year is still read. Only a phrase that is the
whole question is read so: a table row beside a request to fill it in is read as before.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused

REFUSED = [
    "Singapore footfall FY24?",
    "Singapore footfall FY25?",
    "Macau visitor numbers FY2025?",
    "Singapore footfall in FY2025 please",
    "Hong Kong weekend footfall FY2025?",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_a_number_no_passage_states_for_the_year_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_metric_said_bare_is_a_figure_request(kb: KnowledgeBase, mode: str) -> None:
    assert_figure(ask(kb, "Singapore revenue FY24?", mode), 915.0)


@pytest.mark.parametrize("mode", MODES)
def test_a_number_stated_for_the_year_is_read(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "Hong Kong membership FY2025?", mode)
    assert answer.route == "narrative", answer.answer
    assert "120" in answer.answer, answer.answer


TABLE_ROWS = [
    "| Item | FY2025 actual | 2030 target |\n|---|---|---|\n| Group women in management "
    "share | | |\nPlease fill in the actual and the target.",
    "| 項目 | FY2025の実績 | 2030年の目標 |\n|---|---|---|\n| グループの女性管理職比率 | | |\n"
    "この行の実績と目標を記入してください。",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", TABLE_ROWS)
def test_a_row_beside_a_request_is_read_as_before(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert "38" in answer.answer, answer.answer
