"""A Chinese verb written onto a metric through 的 (送货的收入, 出租的收入, 团购的收入) says
what the figure comes from: a part of it the KB does not report, so no figure is given. A
verb of reporting or asking (确认的收入, 我想知道的收入) names the figure itself. English
and Japanese write the same part onto the metric as a noun, which refuses already.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本业务2024财年外卖的收入是多少？",
        "日本业务2024财年送货的收入是多少？",
        "日本业务2024财年团购的收入是多少？",
        "日本业务2024财年出租的收入是多少？",
        "What was Japan's rental revenue in FY2024?",
        "日本事業の2024年度の宅配の売上高は？",
    ],
)
def test_a_verb_onto_the_metric_names_a_part(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本业务2024财年的收入是多少？",
        "日本业务2024财年确认的收入是多少？",
        "我想知道的收入是日本业务2024财年的。",
    ],
)
def test_reporting_or_asking_names_the_figure(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_figure(ask(kb, question, mode), 103200.0)
