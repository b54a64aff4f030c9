"""A Chinese part of the business heading a noun of a business, a store or a model.

- A word for a part of the business written straight onto 业务, 部门, 板块, 分部, a team,
  a kind of store or trader, or a work material (「*线上*业务」, 「*批发*业务」, 「*线上*分部
  模型」, 「*线上*团队要的」, 「*加盟*店的幻灯片」, 「*加盟*商分析」, 「*电商*周报」), in
  the request itself or in a sentence beside it, says the figure is of that part: the
  whole is never given. So does such a word standing alone with 的 before the request
  (「*批发的*，日本业务…」).
- A market's own business (「日本业务」, 「香港业务」) names that market, and the markets
  abroad (「海外业务」, 「海外的业务」) still ask which market; a segment model naming no
  part (「分部模型」), a slide of no part (「董事会的幻灯片」) and a store's staff
  (「门店店长」) leave the figure answered.
- A forecast or a budget the asker's work names (「我在更新收入*预测*表」, 「要放进*预算*
  表」, 「我在更新*预测*模型」) may want a forecast figure, which the KB does not hold:
  the reported figure is refused rather than given in its place, as a forecast asked
  outright is. A table of the figure with no forecast (「收入表」) and someone else's
  budget the figure is wanted for (「采购部那边在做年度预算」) are still answered.

English and Japanese say a part heading a business by their own rules. None of these
phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

JAPAN_HEADCOUNT_FY2024 = 2284.0
JAPAN_REVENUE_FY2024_JPY = 103200.0
HONG_KONG_REVENUE_FY2024 = 1596.0
MACAU_EBITDA_FY2025 = 701.0
SINGAPORE_REVENUE_FY2024 = 915.0
GROUP_REVENUE_FY2025 = 3773.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本2024财年线上业务有多少员工？",
        "日本2024财年批发业务的收入是多少？",
        "日本2024财年网上业务的收入是多少？",
        "香港2024财年门店部门的收入是多少？",
        "线上业务。日本2024财年有多少员工？",
        "日本2024财年有多少员工？线上业务。",
        "香港2024财年的收入是多少？加盟业务。",
        "澳门2025财年的EBITDA是多少？我做线上分部模型要用",
        "澳门2025财年的EBITDA是多少？要放进加盟店的幻灯片里",
        "香港2024财年的收入是多少？要放进免税店的材料里。",
        "批发的，日本业务2024财年的收入是多少？",
        "线下的，香港2024财年的收入是多少？",
        "香港2024财年的收入是多少？线上团队要的。",
        "香港2024财年的收入是多少？做加盟商分析用。",
        "香港2024财年的收入是多少？放进电商周报。",
        "香港2024财年的收入是多少？要放进批发那页。",
        # the same said in English and Japanese is read by their own rules
        "How many employees did Japan's online business have in FY2024?",
        "日本の卸売事業の2024年度の売上高は？",
    ],
)
def test_a_part_heading_a_business_narrows_the_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("日本2024财年有多少员工？", JAPAN_HEADCOUNT_FY2024),
        ("日本业务2024财年有多少员工？", JAPAN_HEADCOUNT_FY2024),
        ("日本业务2024财年的收入是多少？", JAPAN_REVENUE_FY2024_JPY),
        ("香港业务2024财年的收入是多少？", HONG_KONG_REVENUE_FY2024),
        ("澳门2025财年的EBITDA是多少？我做分部模型要用", MACAU_EBITDA_FY2025),
        ("新加坡业务2024财年的收入是多少？我们做分部模型要用。", SINGAPORE_REVENUE_FY2024),
        ("澳门2025财年的EBITDA是多少？要放进幻灯片里", MACAU_EBITDA_FY2025),
        ("澳门2025财年的EBITDA是多少？要放进董事会的幻灯片里", MACAU_EBITDA_FY2025),
        ("我是门店店长，集团2025财年的收入是多少？", GROUP_REVENUE_FY2025),
        ("我在更新收入表。日本业务2024财年的收入是多少？", JAPAN_REVENUE_FY2024_JPY),
        ("香港2024财年的收入是多少？要放进周报。", HONG_KONG_REVENUE_FY2024),
        ("我在门店上班，香港2024财年的收入是多少？", HONG_KONG_REVENUE_FY2024),
        # someone else's budget the figure is wanted for is no table it goes in
        ("采购部那边在做年度预算，香港业务2024财年的收入是多少？", HONG_KONG_REVENUE_FY2024),
    ],
)
def test_the_same_without_a_part_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question", ["海外业务2024财年的收入是多少？", "海外的业务2024财年的收入是多少？"]
)
def test_the_business_abroad_still_asks_which_market(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "clarify", answer.answer
    assert answer.clarification == "ask_first", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "我在更新收入预测表。日本业务2024财年的收入是多少？",
        "日本业务2024财年的收入是多少？我在更新预测模型。",
        "日本业务2024财年的收入是多少？要放进预算表。",
        "集团2025财年的收入是多少？要放进年度预测里",
        # a forecast asked outright is refused the same way
        "日本2026财年的收入预测是多少？",
        "What is Japan's revenue forecast for FY2026?",
        "日本事業の2026年度の売上高予測は？",
    ],
)
def test_a_forecast_in_the_askers_work_is_never_given_the_reported_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert not answer.sources, answer.answer
