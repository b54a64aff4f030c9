"""A figure's label quoted from the asker's form, and a part said around a quotation.

- The one box of a form the figure goes into (「…という欄が一つだけあるのですが」,
  「模板里只有一栏“…”」) says how many figures are wanted, as 「数字を一つだけ」 does: its
  だけ narrows nothing, so the quoted label is read as the request, and a label naming two
  years (「2024・2025年度 グループ売上高」) is asked which.
- Around a quoted request, a part of its figure said in the asker's own sentence
  (「オンライン分の数字を教えてください」, 「要线上的数字」, "I need the online number") is
  no context: the request is refused, where the whole figure was given before.

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
        "社内研修のテンプレートに「2023・2024年度 日本の売上高」という欄が一つだけあるのですが、"
        "何を入れればいいですか。",
        "培训材料的模板里只有一栏“2023、2024财年 日本收入”，这里该填哪个数？",
        "The template has one box, labelled 'FY2023-24 Japan revenue'. What goes there?",
    ],
)
def test_a_label_of_two_years_in_the_one_box_is_asked_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer
    assert answer.route != "numeric", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "社内資料に「2024年度 グループ売上高」という欄が一つだけあります。"
            "ここに入れる数字を教えてください。",
            3564.0,
        ),
        ("模板里只有一栏“集团2024财年收入”，这里该填哪个数？", 3564.0),
        ('The template has one box labelled "FY2024 group revenue". What goes there?', 3564.0),
    ],
)
def test_a_label_of_one_year_in_the_one_box_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "上司から「2024年度のグループ売上高は？」と聞かれました。オンライン分の数字を教えてください。",
        "研修資料に「2024年度 グループ売上高」という欄が一つだけあります。"
        "オンライン分の数字を教えてください。",
        "领导说：“集团2024财年的收入是多少？”要线上的数字。",
        'My boss asked "what was group revenue in FY2024?" I need the online number.',
    ],
)
def test_a_part_said_around_a_quotation_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
