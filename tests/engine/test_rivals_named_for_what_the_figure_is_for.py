"""A competitor word saying what the company's own figure is for.

- "Benchmarking vs. rivals: ACME's Japan arm EBITDA FY2025?", 「競合分析用：ACMEのシンガ
  ポール事業の2025年度EBITDAを教えてください。」, 「竞品对标：ACME香港2024财年的营收是
  多少？」: the request names the company's figure, so the rivals beside it say why it is
  wanted, and the figure is answered.
- Still refused: the rivals inside the request ("What is the rivals' EBITDA in Japan …",
  "Compare ACME's … with its rivals."), and a lead-in naming rivals over a request that
  names no company ("Benchmarking vs. rivals: Japan EBITDA FY2025?"), whose figure may
  be a rival's.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused

JP_EBITDA_FY2025 = 21700.0
SG_EBITDA_FY2025 = 247.0
HK_REVENUE_FY2024 = 1596.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Benchmarking vs. rivals: ACME's Japan arm EBITDA FY2025?", JP_EBITDA_FY2025),
        ("競合分析用：ACMEのシンガポール事業の2025年度EBITDAを教えてください。", SG_EBITDA_FY2025),
        ("竞品对标：ACME香港2024财年的营收是多少？", HK_REVENUE_FY2024),
    ],
)
def test_the_companys_figure_beside_rivals_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Benchmarking vs. rivals: Japan EBITDA FY2025?",
        "What is the rivals' EBITDA in Japan FY2025 vs ACME's?",
        "Compare ACME's Japan EBITDA FY2025 with its rivals.",
        "竞品对标：香港2024财年的营收是多少？",
    ],
)
def test_rivals_in_the_request_or_no_company_named_still_refuse(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))
