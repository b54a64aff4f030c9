"""A sentence beside a figure request that names the request's metric again with a part
written onto it.

"Wholesale revenue, for FY2024.", 「请按加盟店收入」, 「フランチャイズ売上として…が欲しい
です」: the metric is the one asked, but the word written onto it (straight, or through
的/の) names the part of that figure wanted. The KB reports no such part, so the request
is refused, never answered with the whole. A sentence naming the metric alone again, or
taking it for the object of a verb (「我要核对收入」), narrows nothing.

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
        "What was Singapore's revenue in FY2024? I need it as franchise revenue, for FY2024.",
        "How many employees did the group have in FY2025? Going by contract employees, please.",
        "What was Singapore's revenue in FY2024? Wholesale revenue, for FY2024.",
        "新加坡2024财年的收入是多少？请按加盟店收入。",
        "日本2025财年的员工人数？请按KPI工作簿的临时员工。",
        "新加坡2024财年的收入是多少？按批发的收入算。",
        "シンガポールの2024年度の売上高は？フランチャイズ売上として、2024年度の数字が欲しいです。",
        "日本の2025年度の従業員数は？パート従業員として必要です。",
        "シンガポールの2024年度の売上高は？卸売の売上として必要です。",
    ],
)
def test_a_part_written_onto_the_metric_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Singapore's revenue in FY2024? The revenue for FY2024, I mean.",
        "新加坡2024财年的收入是多少？请按业绩简报的收入。",
        "新加坡2024财年的收入是多少？我要核对收入。",
        "シンガポールの2024年度の売上高は？売上として2024年度の数字が必要です。",
    ],
)
def test_the_metric_said_again_narrows_nothing(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_figure(ask(kb, question, mode), 915.0)
