"""An amount of a thing measured in a unit is a number of that thing.

"how much used packaging was collected in Hong Kong and Macau?" asks a number of a thing
no metric names, of the markets it names: a passage answers only where it states a number
of that very thing. "1,200 *tonnes* of used packaging" does: the unit between the number
and the thing says how much of it there is, not that the number is another thing's (as
"60 *pilot* stores" is for a question on stores). In Chinese and Japanese the unit is
written onto the number (「1,200吨废弃包装」, 「1,200トンを超える使用済み包装材」).
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._counted import states_a_count
from ragspine_eval_pipeline.kb.analysis import Word, normalize, stem
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_no_figure

ESG = "ACME_ESG_Report_FY2025.pdf"


def _latin(*words: str) -> tuple[Word, ...]:
    return tuple(Word(w, stem(w), True) for w in words)


def _cjk(*words: str) -> tuple[Word, ...]:
    return tuple(Word(w, w, False) for w in words)


@pytest.mark.parametrize(
    ("phrase", "text", "question", "stated"),
    [
        (
            _latin("used", "packaging"),
            "the group collected over 1,200 tonnes of used packaging.",
            "how much used packaging was collected",
            True,
        ),
        (
            _latin("food", "waste"),
            "stores sent 300 kg of food waste to composting.",
            "how much food waste did the stores send",
            True,
        ),
        (_cjk("废弃包装"), "集团回收了超过1,200吨废弃包装。", "回收了多少废弃包装", True),
        (
            _cjk("使用済み包装材"),
            "1,200トンを超える使用済み包装材を回収しました。",
            "使用済み包装材はどのくらい",
            True,
        ),
        (_cjk("食品废弃物"), "门店把300公斤的食品废弃物送去堆肥。", "多少食品废弃物", True),
        # Another word between the number and the thing makes it another thing's.
        (
            _latin("stores"),
            "the group opened 60 pilot stores.",
            "how many stores",
            False,
        ),
        (_cjk("门店"), "开设60家试点门店。", "多少门店", False),
    ],
)
def test_a_unit_between_a_number_and_its_thing(
    phrase: tuple[Word, ...], text: str, question: str, stated: bool
) -> None:
    assert states_a_count(phrase, text, normalize(question)) is stated


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "how much used packaging was collected in Hong Kong and Macau?",
        "How much used packaging was collected in Hong Kong and Macau in FY2025?",
        "For an environmental review: what did the group do about single-use plastic bags "
        "in Hong Kong and Macau, and how much used packaging was collected?",
        "香港和澳门回收了多少废弃包装？",
        "香港とマカオでは使用済み包装材はどのくらい回収されましたか？",
    ],
)
def test_an_amount_in_tonnes_answers_how_much(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [ESG], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How much food waste did Hong Kong send to landfill?",
        "香港送往堆填区的食物垃圾有多少？",
        "香港の食品廃棄物はどのくらい埋め立てられましたか？",
    ],
)
def test_an_amount_no_passage_states_is_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert ESG not in answer.sources, answer.answer
