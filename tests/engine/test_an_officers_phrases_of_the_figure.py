"""An officer's phrases of the figure itself: the year named by a period's noun ("the
reporting period FY2024", "the financial year ended 2024"), the company's own papers ("as
reported in your submission", "per your return"), the evidence asked ("with supporting
documents"), a checking verb chained before the telling one ("verify and state") and a
lead naming the year or the market before the request ("With respect to FY2024, state
…"). The figure is given; a channel or a store beside them is still read, and refused.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure, fact_value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            "With respect to the reporting period FY2024, state the revenue of ACME Japan.",
            "ACME_JP",
            "REVENUE",
            "FY2024",
        ),
        (
            "Please verify the FY2023 revenue of ACME Macau reported in your submission.",
            "ACME_MO",
            "REVENUE",
            "FY2023",
        ),
        (
            "Please substantiate the FY2023 gross margin of the Group with supporting documents.",
            "ACME_GROUP",
            "GROSS_MARGIN",
            "FY2023",
        ),
        (
            "Please reconcile and state the FY2024 EBITDA of ACME Hong Kong.",
            "ACME_HK",
            "EBITDA",
            "FY2024",
        ),
        (
            "Kindly advise this office of the FY2024 revenue of ACME Singapore.",
            "ACME_SG",
            "REVENUE",
            "FY2024",
        ),
        ("For ACME Japan, please state the FY2024 revenue.", "ACME_JP", "REVENUE", "FY2024"),
        (
            "Regarding the financial year 2023, please confirm the net profit of ACME Hong"
            " Kong per your return.",
            "ACME_HK",
            "NET_PROFIT",
            "FY2023",
        ),
    ],
)
def test_an_officers_phrases_of_the_figure_are_no_words_of_it(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "For the online channel, please state the FY2024 revenue of ACME Japan.",
        "For FY2024, please state the revenue of the Osaka store.",
        "Please verify the FY2024 loyalty revenue of ACME Japan reported in your submission.",
    ],
)
def test_a_narrowing_beside_an_officers_phrases_is_still_read(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
