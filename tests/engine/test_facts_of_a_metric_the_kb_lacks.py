"""Facts the KB lacks about a metric it holds: who left, a pay band, a restated figure.

The KB holds each metric as reported, one figure a year. A question asking more of it is
refused, never answered with the headcount or the reported figure:

* people leaving counted with a verb of the flow (「退休了多少员工」, 「离职了多少人」,
  「退職した従業員は何人」, "How many employees resigned"; ``_counted.FLOW_RE``), as hires
  and lay-offs are: before, a Chinese verb opening the clause was passed over and the
  engine asked which market's headcount;
* a pay band ("How many employees earn over $100,000?", "… make over HK$1m";
  ``_people_described.pay_bands_described``; Chinese and Japanese write the pay noun, 年薪,
  年収, refused as before);
* another version of the figure ("the restated FY2024 revenue", "as originally reported",
  "the adjusted FY2024 EBITDA", 「调整后的EBITDA」, 「重述后的收入」, 「修正再表示後の売上高」;
  ``_version_asked``), wherever it stands beside the metric.

The figure as reported ("the reported FY2024 revenue"), EBITDA named by its long name
(write-downs included) and verbs of reaching a figure (「获得了多少收入」, 「创造了多少收入」)
read as before.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused, fact_value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "退休了多少员工",
        "离职了多少员工？",
        "香港去年离职了多少人？",
        "2024年度に退職した従業員は何人？",
        "How many employees resigned in Japan in FY2024?",
        "How many staff retired in FY2024?",
        "How many employees earn over $100,000?",
        "How many Japan employees earn more than 10 million yen?",
        "How many staff in Hong Kong make over HK$1m a year?",
        "What was the restated FY2024 revenue?",
        "What was Japan's restated FY2024 revenue?",
        "What was the group revenue in FY2024 as restated?",
        "What was the FY2024 group revenue as originally reported?",
        "What was the adjusted FY2024 group EBITDA?",
        "集团2024财年调整后的EBITDA是多少？",
        "集团2024财年重述后的收入是多少？",
        "グループの2024年度の修正再表示後の売上高は？",
    ],
)
def test_a_fact_the_kb_lacks_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        ("What was the reported FY2024 group revenue?", "ACME_GROUP", "REVENUE", "FY2024"),
        (
            "What was the group's earnings before interest, tax, write-downs in FY2024?",
            "ACME_GROUP",
            "EBITDA",
            "FY2024",
        ),
        ("集团2024财年获得了多少收入？", "ACME_GROUP", "REVENUE", "FY2024"),
        ("日本2024财年创造了多少收入？", "ACME_JP", "REVENUE", "FY2024"),
        ("How many employees did Japan have in FY2024?", "ACME_JP", "HEADCOUNT", "FY2024"),
    ],
)
def test_the_figure_as_reported_still_answers(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))
