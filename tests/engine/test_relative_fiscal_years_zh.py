"""A Chinese relative year written with 年度 (去年度, 今年度) is read as the same year
written with 年 (去年, 今年), as a second-language writer means it: last year's figure is
given without an assumption, this year's is not closed. 前年度 stays unread, since it is
the year before in Japanese and two years back in Chinese.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "澳门的去年度的营业收入是多少？用港币回答就可以了。",
        "新加坡去年度的员工人数是多少？",
    ],
)
def test_last_year_with_nendo_is_last_year(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert answer.clarification == "none", answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_this_year_with_nendo_is_not_closed(kb: KnowledgeBase, mode: str) -> None:
    assert_no_figure(ask(kb, "澳门今年度的营业收入是多少？", mode))


@pytest.mark.parametrize("mode", MODES)
def test_zen_nendo_gives_no_figure_in_chinese(kb: KnowledgeBase, mode: str) -> None:
    assert_no_figure(ask(kb, "澳门前年度的营业收入是多少？", mode))


@pytest.mark.parametrize("mode", MODES)
def test_last_year_said_plainly_reads_as_before(kb: KnowledgeBase, mode: str) -> None:
    assert_figure(ask(kb, "澳门去年的营业收入是多少？用港币回答就可以了。", mode), 2884.0, "none")
