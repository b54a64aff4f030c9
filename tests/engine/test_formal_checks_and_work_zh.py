"""A figure asked in the words of a formal check or for the asker's work in Chinese: a
verb of checking the analyser reads as a noun (请*核实*…), a company function's department
(「投资者关系部门」), the asker's speech or draft (「老板讲话稿用」, 「稿件」), "in all"
(一共) and a reply asked in a sentence (「一句话给我就行」) say how or why the figure is
asked, never which. A part of the figure, or a word the KB lacks, said beside them still
gives no figure.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("请核实澳门业务2024财年的营收。", 2610.0),
        ("烦请核查集团2024财年的EBITDA。", 935.0),
        ("我们正在核对分部数据，请证实日本业务2023财年的营收。", 98400.0),
        ("财务部门需要更新资料，烦请告知集团2024财年的EBITDA。", 935.0),
        ("投资者关系部门需要资料，请告诉我集团2024财年的EBITDA。", 935.0),
        ("董事长讲话稿用，集团2024财年EBITDA是多少？", 935.0),
        ("发言稿用 集团2024财年EBITDA是多少", 935.0),
        ("集团2024财年EBITDA，用两句话说就好", 935.0),
        ("日本业务2023财年一共多少员工？", 2210.0),
        ("Please verify the group's FY2024 EBITDA.", 935.0),
        ("グループの2024年度のEBITDAを確認させてください。", 935.0),
    ],
)
def test_the_words_of_a_check_or_of_the_askers_work_ask_the_figure(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "请核实澳门业务2024财年的线上营收。",
        "我们正在核对线上分部数据，请核实日本业务2023财年的营收。",
        "饮料部门需要，烦请告知集团2024财年的EBITDA。",
        "免税店材料用，集团2024财年EBITDA是多少？",
        "线上讲话稿用，集团2024财年EBITDA是多少？",
        "加盟店讲话稿用，集团2024财年EBITDA是多少？",
        "集团2024财年加盟店的EBITDA，一句话给我就行",
        "日本业务2023财年兼职员工一共多少人？",
        "请核实澳门业务2024财年的客单价。",
        "Please verify the group's FY2024 online EBITDA.",
        "グループの2024年度のオンラインのEBITDAをご確認ください。",
    ],
)
def test_a_part_beside_them_gives_no_figure(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("请核实集团2024财年的EBITDA，我们需要在新闻稿中引用。", 935.0),
        ("集团2024财年的EBITDA是多少？我们的报道引用了它，需要在发稿前核对一致。", 935.0),
        ("What was the group's FY2024 EBITDA? We need to quote it in our article.", 935.0),
    ],
)
def test_the_askers_draft_and_when_it_goes_out_narrow_nothing(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "集团2024财年的EBITDA是多少？我们需要在线上稿件中引用。",
        "集团2024财年的EBITDA是多少？报道引用了它，需要线上的。",
        "集团2024财年的EBITDA是多少？我需要店内的。",
    ],
)
def test_a_part_said_with_the_askers_draft_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
