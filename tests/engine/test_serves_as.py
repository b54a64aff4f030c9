"""What the figure serves as (「前年比較の起点として」), said beside a figure request.

A piece said with 「として」 ("as") that names only what the figure serves as, one noun
beside comparison words (「前年比較の起点として」, 「前年比較の基準として」), is the asker's
purpose, as 「比較用に」 is: the comparison is the asker's to make, and 「…の数字が必要です」
(必要, "I need") asks the request's own figure again. Chinese says it with 「作为…」, which
the engine reads so already.

Neighbours still refuse: a purpose naming something more (「免税店の比較の起点として」),
a word the KB lacks on the metric asked with 必要 (「オンライン売上高が必要です」), and the
English "As the baseline for the comparison, …", whose words stay unexplained.

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
        (
            "シンガポールの2024年度の純利益はいくらですか。前年比較の基準として、2024年度の数字が必要です。",
            112.0,
        ),
        ("香港2023财年的EBITDA是多少？作为同比比较的起点，需要2023财年的数字。", 402.0),
        ("日本の2024年度の売上高が必要です。", 103200.0),
    ],
)
def test_what_the_figure_serves_as_is_the_askers_purpose(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港のEBITDAは？免税店の比較の起点として、2023年度の数字が必要です。",
        "日本の2024年度のオンライン売上高が必要です。",
        "What was Hong Kong's EBITDA in FY2023? As the baseline for the year-on-year "
        "comparison, I need the FY2023 figure.",
    ],
)
def test_a_purpose_naming_more_still_refuses(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))
