"""The level a metric stands at, asked with a verb closed by "at" in statement order
("what gross margin the Singapore stores *are running at*") or "what kind of" the metric
before it: the metric's figure. A market's stores are the market ("the Singapore
*stores*"); a kind of store written before them ("the *franchise* stores") is a part,
which gives no figure, and "what kind of" without a verb of level may ask what the
metric is made of.
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
            "A supplier rep asked what kind of gross margin the Singapore stores are running "
            "at in FY2024. What should I say?",
            38.1,
        ),
        ("What gross margin are the Singapore stores running at in FY2024?", 38.1),
        ("What kind of gross margin are the Singapore stores running at in FY2024?", 38.1),
        ("I want to know what gross margin Japan was running at in FY2024.", 34.0),
        ("新加坡2024财年的毛利率是多少？", 38.1),
        ("シンガポールの2024年度の粗利率は？", 38.1),
    ],
)
def test_the_level_a_metric_runs_at_is_its_figure(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What kind of gross margin are the franchise stores running at in FY2024?",
        "What gross margin are the Singapore franchise stores running at in FY2024?",
        "What kind of revenue did Japan have in FY2024?",
        "新加坡加盟店2024财年的毛利率是多少？",
        "シンガポールのフランチャイズ店舗の2024年度の粗利率は？",
    ],
)
def test_a_kind_of_store_or_of_metric_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
