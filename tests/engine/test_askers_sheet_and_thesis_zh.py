"""The asker's sheet, thesis and its background section beside a Chinese request.

- 「人效分析表要填…」, 「模型Segment页C列要填…」: a lead naming the sheet, page or column
  the figure is filled into, each word before it a plain noun, a noun of the sheet or a
  Latin label, says where the figure goes, never which figure.
- 「我在写一篇关于ACME的毕业论文」: the company itself named as the topic of the asker's
  work, beside a request for one of its markets, is context ("I'm writing a thesis on
  ACME.", 「ACMEについて卒論を書いています。」 say the same).
- 「写论文背景介绍用」: a background written in a purpose is the asker's own section, not
  a reason asked.
- Safety: a part of the business or a channel in the sheet's label (「线上分析表」, 「门店表」,
  "Online页", 「批发页」), a part in the request after the thesis, or a part in a purpose
  (「做线上分析用」) still narrows the figure.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

HONG_KONG_REVENUE_FY2024 = 1596.0
HONG_KONG_REVENUE_FY2023 = 1488.0
HONG_KONG_HEADCOUNT_FY2025 = 3390.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value", "clarification"),
    [
        ("成本分析表要填香港2024财年的收入，是多少？", HONG_KONG_REVENUE_FY2024, "none"),
        ("模型Summary页D列要填香港2024财年的收入，是多少？", HONG_KONG_REVENUE_FY2024, "none"),
        (
            "我在写一篇关于ACME的论文，2023财年香港业务的营收是多少？",
            HONG_KONG_REVENUE_FY2023,
            "none",
        ),
        (
            "I'm writing a thesis on ACME. What was Hong Kong's revenue in FY2023?",
            HONG_KONG_REVENUE_FY2023,
            "none",
        ),
        (
            "ACMEについて卒論を書いています。香港の2023年度の売上高は？",
            HONG_KONG_REVENUE_FY2023,
            "none",
        ),
        (
            "香港有多少员工？写报告背景介绍用。",
            HONG_KONG_HEADCOUNT_FY2025,
            "answer_with_assumptions",
        ),
    ],
)
def test_the_askers_sheet_thesis_or_section_is_context(
    kb: KnowledgeBase, mode: str, question: str, value: float, clarification: str
) -> None:
    assert_figure(ask(kb, question, mode), value, clarification)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "线上分析表要填香港2024财年的收入，是多少？",
        "门店表要填香港2024财年的收入，是多少？",
        "Online页要填香港2024财年的收入，是多少？",
        "批发页C列要填香港2024财年的收入，是多少？",
        "我在写一篇关于ACME线上业务的论文，2023财年香港业务的营收是多少？",
        "我在写一篇关于ACME的论文，2023财年香港的线上营收是多少？",
        "香港2024财年收入是多少？做线上分析用。",
    ],
)
def test_a_part_in_the_sheet_or_beside_the_thesis_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
