"""A figure asked under a condition contrary to fact, in forms beyond "if … would".

What is read (``engine/_contrary.py``, before any frame or segment is set aside):
English conditions with the verb first ("Had GST not risen, what would …", "Were it not
for …"), after the request ("… have been had tourists not returned"), "but for", a
supposition opened by "say" with a past verb, "hypothetically"; Chinese conditions
opened by 如果, 假如, 若, 要是, 要不是 … or closed by 的话, on the world (a negation, a
change), before a modal of the result (会, 将, 就); Japanese ones closed by 「なかったら」,
「なければ」, or opened by もし, 仮に or closed by 「だとしたら」 on the world before a result
(「どうなっていましたか」, 「いくらになりますか」). Each is refused as a forecast is.
Before, the condition went as the asker's context and the reported figure was given.

What still answers: the courteous conditions ("If possible", "Say, what was …",
「如果方便的话」, 「可以的话」, 「差し支えなければ」, 「もし可能であれば」, 「ご存知でしたら」), an
inverted "Had a look" that is no condition, "Would you have …", 「かもしれませんが」 (no
もし), a figure asked in a sentence before one holding a condition, the asker's own
doings as the condition ("Say I was building a model", 「如果我要做情景分析」, 「仮にモデルに
使うとしたら」), and a plain 「是多少」 or 「いくらですか」 after a condition: the figure as
reported, the base of the asker's scenario.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Had the rents stayed high, what would Hong Kong EBITDA have been in FY2025?",
        "Were it not for the Expo, what would Japan revenue have been in FY2025?",
        "What would Singapore net profit have been in FY2025 had the GST stayed at 8%?",
        "But for the weak yen, what would Japan's FY2025 EBITDA be?",
        "Say Macau had kept its FY2023 margin: Macau EBITDA FY2025?",
        "Hypothetically, what is Japan's FY2025 revenue at 100 yen to the dollar?",
        "若去年没有关店，香港2025财年的收入会是多少？",
        "要是没有旅客回升，香港2025财年的净利润会是多少？",
        "没有世博会的话，日本2025财年收入会是多少？",
        "もし円安でなかったら、日本の2025年度の売上高はいくらでしたか",
        "万博がなければ、日本の2025年度の純利益はどうなっていましたか",
        "仮に為替が横ばいだったら、日本の2025年度のEBITDAはいくらになっていましたか",
    ],
)
def test_a_condition_contrary_to_fact_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Say, what was Japan revenue in FY2025?", 109800.0),
        ("Had a look at the deck but couldn't find it: what was HK EBITDA in FY2025?", 468.0),
        ("Would you have Hong Kong EBITDA for FY2025? I had a look already.", 468.0),
        ("If you have it, what was Macau EBITDA in FY2025?", 701.0),
        ("如果方便的话，日本2025财年的收入是多少？", 109800.0),
        ("可以的话，日本2025财年的收入是多少？", 109800.0),
        ("差し支えなければ、日本の2025年度の売上高を教えてください", 109800.0),
        ("もし可能であれば、日本の2025年度の売上高を教えてください", 109800.0),
        ("ご存知でしたら、日本の2025年度の売上高を教えてください", 109800.0),
        ("初歩的な質問かもしれませんが、日本の2025年度の売上高はいくらですか", 109800.0),
        ("Say I was building a model: Japan revenue FY2025?", 109800.0),
        ("Hypothetically, if I'm building a scenario, what was Japan revenue in FY2025?", 109800.0),
        ("如果我要做情景分析，日本2025财年的收入是多少？", 109800.0),
        ("假设用2025财年的数据做模型，日本收入是多少？", 109800.0),
        ("仮にモデルに使うとしたら、日本の2025年度の売上高はいくらですか", 109800.0),
        (
            "シナリオを作っています。もし2025年度の数字があれば、日本の売上高を教えてください",
            109800.0,
        ),
    ],
)
def test_a_courteous_condition_still_answers(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "澳门2025财年EBITDA是多少？另外，要是利率上升一个百分点，利息成本会增加多少？",
            701.0,
        ),
        (
            "What was Macau EBITDA in FY2025? Also, had rates risen a point, what would"
            " interest cost have been?",
            701.0,
        ),
    ],
)
def test_a_condition_in_another_sentence_leaves_the_figure(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    """A condition said in a sentence of its own conditions only that sentence's request:
    the figure asked before it is given (the condition may be a sensitivity a document
    states)."""
    answer = ask(kb, question, mode)
    assert answer.value == value, answer.answer
