"""A part of the business written onto the asker's own work in Chinese.

- In a Chinese sentence of the asker's own work (我/我们 在准备/在做/在写/在核对, 负责), a
  part of the business written straight onto the noun of the work material (「我在核对
  *批发*资料」, 「我们在准备*线上*分析」, 「我在写*门店*报告」) or standing alone as what the
  asker is in charge of (「我只负责*线上*」) says which part of the figure is wanted, as
  "I'm preparing the online analysis." does: the whole figure is refused, where it was
  given before.
- Nothing else in the asker's work narrows the figure: a work named by its stage or course
  (「入职培训的作业」), a market's share of it (「负责日本那部分」), the place the asker works
  (「我在门店上班」), a purpose (「为了年度汇报」) or a work material of no part (「董事会材料」,
  「财务分析」) leaves the figure answered.

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
        "我在核对批发资料。日本2024财年的收入是多少？",
        "我们在准备线上分析，香港2024财年的收入是多少？",
        "我在写门店报告，香港2024财年的收入是多少？",
        "我只负责线上。香港2024财年的收入是多少？",
        "我负责海外数据。香港2024财年的收入是多少？",
        "我在做线下汇报，香港2024财年的收入是多少？",
        "我們在準備電商資料，香港2024財年的收入是多少？",
        "我主要负责加盟。香港2024财年的收入是多少？",
        "我在准备免税数据，澳门2024财年的收入是多少？",
    ],
)
def test_a_part_written_onto_the_askers_work_narrows_the_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # the same said in English and Japanese is read by their own rules
        "I'm preparing the online analysis. What was Hong Kong's revenue in FY2024?",
        "I started on the online team. What was Hong Kong's revenue in FY2024?",
        "I'm checking the wholesale files. What was Japan's revenue in FY2024?",
        "卸売資料を確認しています。日本事業の2024年度の売上高はいくらですか。",
    ],
)
def test_the_same_in_english_and_japanese(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("请问澳门业务前年的营收是多少？我在做入职培训的作业，想引用一下。", 2610.0),
        (
            "内控测试需要抽查毛利率这一项：KPI工作簿中香港业务2023财年的毛利率是多少？"
            "只看香港，不是集团。",
            41.2,
        ),
        (
            "各位好，我是投资者关系部的。下周有分析师电话会，想确认一下日本业务2024年度的"
            "营业收入，请帮忙提供，多谢。",
            103200.0,
        ),
        ("我在门店上班，香港2024财年的收入是多少？", 1596.0),
        ("澳门门店的排班计划要用，澳门2024财年的员工人数是多少？", 688.0),
        ("我们在准备董事会材料，香港2024财年的收入是多少？", 1596.0),
        ("为了年度汇报，香港2024财年的收入是多少？", 1596.0),
        ("采购报价要用，香港2024财年的收入是多少？", 1596.0),
        ("我在做财务分析，香港2024财年的收入是多少？", 1596.0),
        ("我在做年度汇报，香港2024财年的收入是多少？", 1596.0),
        ("我在核对资料。日本2024财年的收入是多少？", 103200.0),
        ("我负责日本那部分。日本2024财年的收入是多少？", 103200.0),
        ("I'm preparing the board pack. What was Hong Kong's revenue in FY2024?", 1596.0),
    ],
)
def test_other_work_of_the_askers_leaves_the_figure_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
def test_which_profit_is_still_asked(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(
        kb,
        "您好，我在准备入职培训的小组作业，负责日本那部分。请问日本业务2024财年的利润是多少？",
        mode,
    )
    assert answer.value is None, answer.answer
    assert answer.route == "clarify", answer.answer
