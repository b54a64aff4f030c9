"""Fields written as JSON, keys and values in quotes, are read as any other fields.

Read: ``{"market": "HK", "kpi": "revenue", "year": "FY2024"}``, ``{"市场": "香港", "指标":
"收入", "年度": "2024"}``, ``{"市場": "日本", "指標": "従業員数", "年度": "FY2023"}``: the
quotes come off and each key names the part its value fills. Unchanged: a placeholder year
(``"year": "?"``) asks which year; a metric the KB lacks is refused.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_refused


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ('{"market": "HK", "kpi": "revenue", "year": "FY2024"}', 1596.0),
        ('{"市场": "香港", "指标": "收入", "年度": "2024"}', 1596.0),
        ('{"市場": "日本", "指標": "従業員数", "年度": "FY2023"}', 2210.0),
        ("{'scope': 'SG', 'metric': 'EBITDA', 'fy': 2025}", 247.0),
    ],
)
def test_quoted_fields_are_read(kb: Any, question: str, value: float, mode: str) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
def test_a_placeholder_year_still_asks(kb: Any, mode: str) -> None:
    assert_asks_first(ask(kb, '{"market": "HK", "metric": "revenue", "year": "?"}', mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        '{"market": "HK", "metric": "free cash flow", "year": "FY2024"}',
        '{"市场": "香港", "指标": "存货周转率", "年度": "2024"}',
    ],
)
def test_a_quoted_metric_the_kb_lacks_is_refused(kb: Any, question: str, mode: str) -> None:
    assert_refused(ask(kb, question, mode))
