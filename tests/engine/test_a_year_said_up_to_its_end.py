"""A fiscal year named up to its end (「截至2025财年末」, "as at the end of FY2025",
「2025年度末時点」) is that year, wherever it stands; a part of a year or a year the KB
lacks, said the same way, is refused."""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure, fact_value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        ("ACME日本截至2025财年末的员工人数", "ACME_JP", "HEADCOUNT", "FY2025"),
        ("请提供香港业务截止2024财年末的员工总数。", "ACME_HK", "HEADCOUNT", "FY2024"),
        ("新加坡截至2023财年的收入是多少？", "ACME_SG", "REVENUE", "FY2023"),
        ("截至2025财年末，ACME日本的员工人数是多少？", "ACME_JP", "HEADCOUNT", "FY2025"),
        (
            "What was ACME Japan's headcount as at the end of FY2025?",
            "ACME_JP",
            "HEADCOUNT",
            "FY2025",
        ),
        ("2024年度末時点の香港の従業員数を教えてください。", "ACME_HK", "HEADCOUNT", "FY2024"),
    ],
)
def test_the_year_up_to_its_end_is_that_year(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period), "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "ACME日本截至2025财年第三季度末的员工人数",
        "ACME日本截至2027财年末的员工人数",
        "澳门截至2022财年末的员工人数是多少？",
        "ACME日本截至2025财年末的加盟店员工人数",
    ],
)
def test_a_part_or_an_unheld_year_up_to_its_end_is_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
