"""The actual figure named in a Japanese request: the figure the KB reports.

The KB holds the closed years' reported figures only, so 「…の実績値」, 「…の実績数値」
and 「…（実績）」 ("the actual value of …", as an FP&A analyst writes beside a budget) ask
for the figure itself, as 「…の開示値」 does. A budget, a forecast, a plan or an expected
actual (予算値, 予想値, 計画値, 実績見込み) is another figure and is still refused, and so
is a part of the figure, a metric the KB lacks or a market it does not cover.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("香港事業の2024年度のEBITDAの実績値はいくらですか", 431.0),
        ("シンガポール事業の2024年度売上高（実績値）", 915.0),
        ("2024年度の実績値で、シンガポール事業の売上高は？", 915.0),
        ("マカオ事業の2024年度売上高の実績数値をお知らせください。", 2610.0),
        ("マカオ事業の2024年度の売上高（実績）を教えてください", 2610.0),
    ],
)
def test_the_actual_value_is_the_reported_figure(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "シンガポール事業の2026年度売上高の予算値を教えてください",
        "シンガポール事業の2025年度売上高の予想値を教えてください",
        "シンガポール事業の2025年度売上高の計画値を教えてください",
        "シンガポール事業の2025年度売上高の実績見込み値を教えてください",
        "シンガポール事業の2025年度売上高の実績見込みを教えてください",
        "シンガポール事業の2024年度の店舗売上高の実績値を教えてください",
        "シンガポール事業の2024年度のオンライン売上高の実績値を教えてください",
        "シンガポール事業の2024年度売上高の実績値（法人向け）を教えてください",
        "シンガポール事業の2024年度客単価の実績値を教えてください",
        "台湾事業の2024年度売上高の実績値を教えてください",
        "シンガポール事業の2024年度売上高の予実差を教えてください",
    ],
)
def test_another_figure_than_the_actual_is_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
