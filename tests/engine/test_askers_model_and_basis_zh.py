"""The asker's own model or report beside a Chinese request, and the basis they use.

- 「我们模型里用日元口径」: the asker's model (模型, 底稿, 报告) named as the place of the
  basis they use says only where the figure goes; the basis after it is read as said of
  the figure, as 「用日元口径」 is: a unit the figure is reported in is answered.
- 「我在更新覆盖报告里的收入表」: the table of the metric asked, placed in a work product of
  the asker's, restates the request: the figure is answered (with the year assumed when
  none is said).
- Safety: a basis or a statement of the asker's naming a part of the business as the
  basis or the only thing counted (「线上口径」, 「我们用的是线上口径」, 「我们用门店口径」,
  「我们模型里只算线上」, 「我们报告里只包括线下」), a part after "only" (「只有线上」,
  「我们模型里只放线上」), looked at or left out (「关注的是线上」, 「扣掉批发」), counted by
  (「按门店算的」) or written onto a noun of the figure or of a part (「线上的数」, 「门店数据」,
  「线上那一栏」, 「线上渠道的」),
  a part written onto their work through 的 (「我在写海外的报告」), or a part before the
  report the table sits in (「门店报告里的收入表」) narrows the figure: the whole is never
  given. English and Japanese say the same by their own rules.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

JAPAN_EBITDA_FY2024_JPY = 19900.0
SINGAPORE_NET_PROFIT_FY2024 = 112.0
HONG_KONG_REVENUE_FY2024 = 1596.0
GROUP_REVENUE_FY2025 = 3773.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("日本2024财年的EBITDA是多少？我的模型里用日元口径。", JAPAN_EBITDA_FY2024_JPY),
        ("日本2024财年的EBITDA是多少？我们的底稿里用日元。", JAPAN_EBITDA_FY2024_JPY),
        ("新加坡2024财年的净利润是多少？我们模型里按美元口径。", SINGAPORE_NET_PROFIT_FY2024),
        ("日本2024财年的EBITDA是多少？我们的模型用的是日元口径。", JAPAN_EBITDA_FY2024_JPY),
        ("香港2024财年的收入是多少？我正在更新报告里的收入表。", HONG_KONG_REVENUE_FY2024),
    ],
)
def test_the_askers_model_or_report_is_where_the_figure_goes(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
def test_a_yearless_request_beside_the_askers_table_assumes_the_year(
    kb: KnowledgeBase, mode: str
) -> None:
    answer = ask(kb, "集团的收入是多少？我在更新周报里的收入表。", mode)
    assert_figure(answer, GROUP_REVENUE_FY2025, "answer_with_assumptions")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港2024财年的收入是多少？我们用门店口径。",
        "香港2024财年的收入是多少？我们用的是线上口径。",
        "香港2024财年的收入是多少？线上口径。",
        "香港2024财年线上口径的收入是多少？",
        "香港2024财年的收入是多少？我们模型用的是线上口径。",
        "香港2024财年的收入是多少？我们模型里用线上口径。",
        "香港2024财年的收入是多少？我们报告里用门店口径。",
        "集团2025财年的收入是多少？我们模型里只算线上。",
        "香港2024财年的收入是多少？我们只统计线下。",
        "香港2024财年的收入是多少？我们报告里只包括线下。",
        "香港2024财年的收入是多少？只有线上。",
        "香港2024财年的收入是多少？我们的报表只有线上。",
        "香港2024财年的收入是多少？我们模型里只放线上。",
        "香港2024财年的收入是多少？模型里是线上的数。",
        "香港2024财年的收入是多少？我们模型里是门店数据。",
        "香港2024财年的收入是多少？要填线上那一栏。",
        "香港2024财年的收入是多少？我们模型里是按门店算的。",
        "香港2024财年的收入是多少？我们关注的是线上。",
        "香港2024财年的收入是多少？主要是线上那块。",
        "香港2024财年的收入是多少？线上渠道的。",
        "香港2024财年的收入是多少？扣掉批发。",
        "我在写海外的报告。集团2025财年的收入是多少？",
        "集团2025财年的收入是多少？我在写线上的报告。",
        "我们在准备批发的资料，香港2024财年的收入是多少？",
        "香港2024财年的收入是多少？我在更新门店报告里的收入表。",
        # the same said in English and Japanese is read by their own rules
        "What was Hong Kong's revenue in FY2024? We only count online in our model.",
        "香港事業の2024年度の売上高は？モデルではオンラインだけを計上しています。",
    ],
)
def test_a_part_said_through_the_askers_work_narrows_the_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("我在写年度的报告。集团2025财年的收入是多少？", GROUP_REVENUE_FY2025),
        ("我在写董事会的报告。集团2025财年的收入是多少？", GROUP_REVENUE_FY2025),
        ("我在做入职培训的作业，集团2025财年的收入是多少？", GROUP_REVENUE_FY2025),
        ("集团2025财年的收入是多少？线上线下都算。", GROUP_REVENUE_FY2025),
        ("集团2025财年的收入是多少？我在门店上班。", GROUP_REVENUE_FY2025),
        ("我是门店店长，集团2025财年的收入是多少？", GROUP_REVENUE_FY2025),
        ("集团2025财年的收入是多少？我只有一个问题。", GROUP_REVENUE_FY2025),
    ],
)
def test_a_work_of_no_part_or_the_whole_leaves_the_figure(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")
