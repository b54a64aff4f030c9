"""A metric requested after a figure request without a question mark.

"…? Also the headcount.", "…? Plus headcount.", 「…？それと従業員数。」, 「…？従業員数も
お願いします。」, 「…？员工人数也说一下。」, 「…？另外员工人数也要。」: a bare phrase or a
request to be given or told the metric asks for it as "…? And the EBITDA?" does, so the
engine asks which figure is wanted; it never answers the first and drops the second in
silence. A statement of what the asker is doing with a metric ("I'm also checking the
headcount.", 「従業員数も確認しています。」, 「我也在看员工人数。」) and a figure ruled out
("…? Revenue, not EBITDA.", 「不要EBITDA。」) ask nothing more: the figure is answered.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure

JAPAN_REVENUE_FY2024_JPY = 103200.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's revenue in FY2024? Also the headcount.",
        "What was Japan's revenue in FY2024? Plus headcount.",
        "What was Japan's revenue in FY2024? The headcount too, please.",
        "日本の2024年度の売上高は？それと従業員数。",
        "日本の2024年度の売上高は？従業員数もお願いします。",
        "日本の2024年度の売上高は？従業員数も教えて。",
        "日本2024财年的收入是多少？员工人数也说一下。",
        "日本2024财年的收入是多少？另外员工人数也要。",
        "日本2024财年的收入是多少？还有员工人数。",
    ],
)
def test_a_metric_requested_after_the_figure_asks_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "clarify", answer.answer
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's revenue in FY2024? I'm also checking the headcount.",
        "What was Japan's revenue in FY2024? Revenue, not EBITDA.",
        "日本の2024年度の売上高は？従業員数も確認しています。",
        "日本2024财年的收入是多少？我也在看员工人数。",
        "日本2024财年的收入是多少？不要EBITDA。",
    ],
)
def test_a_statement_or_a_figure_ruled_out_asks_nothing_more(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_figure(ask(kb, question, mode), JAPAN_REVENUE_FY2024_JPY)
