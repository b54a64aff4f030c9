"""The place in the asker's material a figure goes in, said as the subject of a verb of
holding or labelling ("Our board pack template has a box for Singapore EBITDA", "The
summary sheet row says 'Profit' for Japan FY2024", "My model has a cell labelled …"), is
where the figure is written, never which figure: the label is the request, and asks
which where it names two years or a word several metrics share. A part of the business
written onto the place ("the *online* deck template", "the *store* column") still refuses.

The Chinese and Japanese forms (「模板里有一栏是…」, 「テンプレートに…の欄があります」) are
not read so yet; 「ブリッジのタブに「JP EBITDA FY24/FY25」というセルがあります」 asks which year.
None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "Our board pack template has a box for Singapore EBITDA in FY2024. What goes in it?",
            226.0,
        ),
        (
            "The workbook tab has a field for Macau headcount FY2025 - what should I put?",
            731.0,
        ),
    ],
)
def test_the_place_of_a_whole_label_gives_its_figure(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "The summary sheet row says 'Profit' for Japan FY2024 - what do I enter?",
        "My model has a cell labelled 'HK revenue FY2023/FY2024'. What number goes there?",
        "ブリッジのタブに「JP EBITDA FY24/FY25」というセルがあります。何の数字を入れますか？",
    ],
)
def test_the_place_of_an_open_label_asks(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "The online deck template has a box for Singapore EBITDA in FY2024. What goes in it?",
        "The franchise tab has a box for Japan net profit for FY2024. What goes in it?",
        "The store column has a cell for Japan revenue FY2024. What goes in it?",
        "The template has a box for Japan's free cash flow in FY2024. What goes in it?",
    ],
)
def test_a_place_of_a_part_gives_no_figure(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))
