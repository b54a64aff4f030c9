"""A number of a part of a KB metric is refused in whatever year it is asked.

"How much *online* revenue …", 「*线上*收入是多少」, 「*オンライン*売上はいくら」 ask the figure
of a part the KB does not report: the request is refused outright, never read as a
question about a passage holding the part's words (the online-store target of a plan, the
market's total revenue) nor met with a question about the year, which is moot. The
Chinese locative the analyser cuts apart (线|上) is one place word. The whole figure is
still given.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What is the online revenue of Singapore's stores?",
        "How much online revenue did Hong Kong's stores make?",
        "新加坡门店的线上收入是多少？",
        "日本线上收入是多少？",
        "シンガポールの店舗のオンライン売上高はいくらですか？",
        "香港のオンライン売上はいくら？",
    ],
)
def test_a_part_of_a_metric_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "refuse", answer.answer
    assert answer.value is None, answer.answer
    assert not answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["How much revenue did Hong Kong make?", "香港的收入是多少？", "香港の売上高はいくらですか？"],
)
def test_the_whole_metric_is_still_given(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_figure(ask(kb, question, mode), 1702.0)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Singapore online net profit?",
        "香港线上净利润呢？",
        "シンガポールのオンライン純利益は？",
        "シンガポール事業のオンラインのEBITDAを教えて",
    ],
)
def test_a_part_said_with_no_number_word_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    """The part alone written onto a market's metric asks that part's figure, with no
    word asking a number: no passage on the part's words (the online-store target of a
    plan) is given for it."""
    answer = ask(kb, question, mode)
    assert answer.route == "refuse", answer.answer
    assert answer.value is None, answer.answer
    assert not answer.sources, answer.answer
