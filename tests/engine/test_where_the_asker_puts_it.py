"""Where the asker puts the figure, and who asked it in quotation marks, are context.

- A Chinese lead naming the asker's work product and whom it is for, with the verb of
  putting the figure into it (「给客户的pitch要放…」, 「给老板的周报里要写…」), says what
  the asker does with the figure; whom it is for must be a plain noun: a place word or a
  store (「给线上的…」, 「给门店的…」) may say which part is wanted, and is read.
- A Japanese product of the asker's work the figure goes into (「資料に載せたい」,
  「スライドに入れたい」) likewise; a word written onto it (「オンラインのスライド」) is read.
- Who asked, said before the quotation of what they asked (「客户问“…”」, 「老板问我：“…”」),
  is set aside as 「客户让我查…」 is: the quoted request is read, and a market it leaves
  unnamed (「你们在当地」) is asked which.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("给客户的pitch要放新加坡2024财年的毛利率，是多少？", 38.1),
        ("给老板的周报里要写香港2024财年的营收，是多少？", 1596.0),
        ("給客戶的簡報裡要放新加坡2024財年的毛利率", 38.1),
        ("シンガポールの2024年度の粗利率を資料に載せたいです。", 38.1),
        ("客户问“新加坡2024财年的毛利率是多少”，帮我查一下", 38.1),
        ('My client asked "what was Singapore\'s gross margin in FY2024?"', 38.1),
    ],
)
def test_where_the_figure_goes_and_who_asked_are_context(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "给客户的pitch要放香港营收，FY2024和FY2025的，给我一个数就行，别给两个",
        "シンガポールの粗利率、2023年度と2024年度の数字を一つだけスライドに入れたい",
        "常務より「香港の純利益、2024年度と2025年度の数字を一つだけ資料に載せたい」とのご依頼です。",
        "For the client pitch, I need Singapore's gross margin: FY2023 or FY2024, just one number.",
        # a market left unnamed inside the quotation
        "客户问“你们在当地有多少员工”，2025财年的，帮我找个数放slide上",
    ],
)
def test_the_request_left_open_is_asked_back(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "clarify", answer.answer
    assert answer.clarification == "ask_first", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "给门店的pitch要放香港2024财年的营收，是多少？",
        "给线上的pitch要放香港2024财年的营收，是多少？",
        "给兼职的材料里要放香港2024财年的员工人数，是多少？",
        "给饮料部门的PPT上要放香港2024财年的收入，是多少？",
        "给客户的pitch要放香港2024财年的线上营收，是多少？",
        "シンガポールの2024年度の粗利率をオンラインのスライドに入れたい",
        "香港の2024年度の純利益をオンライン資料に載せたい",
        "客户问“香港2024财年的收入是多少”，要线上的",
    ],
)
def test_a_part_said_where_the_figure_goes_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
