"""The asker's own work beside a Chinese or Japanese figure request.

- A year not yet closed in a piece of the asker's work (「来期の要員計画を作っています」,
  「做明年的人力预算」) is the year of their plan or budget when the request names a closed
  year of its own: the request's year is asked, never "which of FY2027 and FY2024".
  Without a year of the request's own, the open year stays and is refused, never
  assumed away.
- How many figures are wanted (「数字を一個だけ」, 「只要一个数字」) stresses the count: its
  だけ narrows nothing, so 「スライドに数字を一個だけ入れたい」 is the asker's work.
- A figure named by a word of its own in the asker's statement (「*オンライン*の数字を
  入れたい」) is the part of the figure they will use: the request is refused, where the
  whole was given before.

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
        ("做明年的人力预算，需要参考一下集团2024财年的总营收，是多少？", 3564.0),
        ("在做2027财年的预算，想看一下香港2023财年的净利润是多少。", 221.0),
        ("来期の要員計画を作っています。日本事業の2025年度の従業員数を教えてください。", 2301.0),
        ("来年度の予算を組んでいます。シンガポールの2024年度の売上高はいくらですか。", 915.0),
    ],
)
def test_the_year_of_the_askers_plan_is_no_year_asked(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # the request names no year: the open year is not dropped for an assumed one
        "做明年的人力预算，需要参考一下集团的总营收，是多少？",
        # the open year is asked in the request itself
        "来期の要員計画を作っています。日本事業の来期の従業員数を教えてください。",
        # a closed year in the asker's work may be a year the figure is wanted for
        "做2024财年的复盘，需要集团2025财年的总营收，是多少？",
        # English is read by its own rules: never another year than the request's
        "I'm working on the FY2027 budget. What was Singapore's revenue in FY2025?",
    ],
)
def test_a_year_beside_the_request_is_never_dropped_otherwise(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None or answer.clarification == "none", answer.answer
    if answer.value is not None:
        # only the request's own year may be answered
        assert "FY2025" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("マカオ、2024年度の売上高は？スライドに数字を一個だけ入れたい", 2610.0),
        ("香港の2023年度の純利益を教えてください。資料には数字を一つだけ載せます。", 221.0),
        ("澳门2024财年的收入是多少？只要一个数字就行。", 2610.0),
        ("What was Macau's revenue in FY2024? I need one number.", 2610.0),
    ],
)
def test_how_many_figures_are_wanted_narrows_nothing(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
def test_one_figure_asked_of_generic_results_is_asked_which(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "マカオ、2024年度はどうだった？スライドに数字を一個だけ入れたい", mode)
    assert answer.route == "clarify", answer.answer
    assert answer.clarification == "ask_first", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "マカオ、2024年度の売上高は？オンラインの数字を入れたい",
        "マカオ、2024年度の売上高は？スライドにオンラインの数字を入れたい",
        "マカオ、2024年度の売上高は？オンラインの数字を一個だけ入れたい",
        "日本の2024年度の売上高を教えてください。免税店の数字を資料に使います。",
        "澳门2024财年的收入是多少？PPT上要放线上的数字。",
    ],
)
def test_a_part_of_the_figure_the_asker_will_use_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # where the figure is, or the figure as reported, names no part of it
        ("我们要跟财报的数字核对，新加坡2024财年的收入是多少？", 915.0),
        ("シンガポールの2024年度の売上高は？確定の数字を資料に載せたい", 915.0),
        ("What was Singapore's revenue in FY2024? I need the reported number.", 915.0),
    ],
)
def test_the_figure_as_reported_names_no_part(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)
