"""A part of the business heading the asker's work or purpose beside a Chinese request.

「我们在准备*线上*分析，…」, 「为了*加盟*推广，…」, 「给*门店*做培训，…」: the work is on a part
of the business, so the figure asked may be that part's; the whole is never given for
it (as "For the *online* push, what was …?" is refused). A place word, a place name the
KB lacks, a noun of a store or a part of a business, or a verb written between the
asker's verb and the verbal noun of the work names the part. A purpose naming none
(「董事会材料」, 「年度汇报」, 「财务分析」), or one saying only whose the work is through 的
(「澳门门店的排班计划」), is still answered.

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
        "我们在准备线上渠道的复盘，新加坡2025财年的收入是多少？",
        "我在做海外分析，集团2024财年的EBITDA是多少？",
        "为了门店推广，澳门2024财年的收入是多少？",
        "为了加盟招商，香港2025财年的收入是多少？",
        "我们在做批发分析，日本2025财年的收入是多少？",
        "用于免税业务汇报的材料，日本2024财年的收入是多少？",
        "给门店做培训，香港2025财年的员工数是多少？",
        "给线上团队做汇报，新加坡2024财年的收入是多少？",
        "For the online push, what was Hong Kong's revenue in FY2024?",
    ],
)
def test_a_part_heading_the_askers_work_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "我们在准备董事会材料，香港2024财年的收入是多少？",
        "为了年度汇报，香港2024财年的收入是多少？",
        "用于董事会汇报，香港2024财年的收入是多少？",
        "给老板做汇报，香港2024财年的收入是多少？",
        "我们在做财务分析，香港2024财年的收入是多少？",
        "做品牌联名活动要用，香港2024财年的收入是多少？",
        "我这边要放进工作底稿里，香港2024财年的收入是多少？",
        "取締役会資料を準備しています。香港の2024年度の売上高はいくらですか。",
        "I'm preparing the board pack. What was Hong Kong's revenue in FY2024?",
    ],
)
def test_a_purpose_naming_no_part_is_answered(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_figure(ask(kb, question, mode), 1596.0)


@pytest.mark.parametrize("mode", MODES)
def test_whose_the_work_is_through_de_is_answered(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "我在做澳门门店的排班计划，澳门2024财年的员工数是多少？", mode)
    assert answer.value is not None, answer.answer
