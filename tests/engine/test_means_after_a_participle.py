"""A means said through a passive participle narrows what is asked, as "by" alone does.

"If deliveries are made by drone, what does the Greater Bay Area plan say?" asks about
drone deliveries as "deliveries by drone" does: the participle between the thing and its
means ("are *made* by", "stores are *run* by robots") joins them into one phrase, whose
narrowing word must be held, so the plan's paragraph on deliveries by van answers
nothing. A means of several words ("electricity supplied by renewable sources") may say
in other words what a passage calls the thing, and is weighed word by word as before.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._topic import joined_by_means
from ragspine_eval_pipeline.kb.analysis import Word, normalize, stem
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage


def _latin(*words: str) -> tuple[Word, ...]:
    return tuple(Word(w, stem(w), True) for w in words)


def test_a_participle_joins_the_thing_to_its_means() -> None:
    text = normalize("if deliveries are made by drone, what does the plan say")
    assert joined_by_means(text, [_latin("deliveries"), _latin("drone")], "en") == [
        _latin("drone", "deliveries")
    ]
    text = normalize("if stores are run by robots, what does the strategy say")
    heads = [_latin("stores"), _latin("run"), _latin("robots")]
    assert joined_by_means(text, heads, "en") == [_latin("robots", "stores")]
    text = normalize("electricity supplied by renewable sources")
    heads = [_latin("electricity"), _latin("renewable", "sources")]
    assert joined_by_means(text, heads, "en") == heads


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "If deliveries are made by drone, what does the Greater Bay Area plan say?",
        "What does the Greater Bay Area plan say about deliveries made by drone?",
        "If stores are run by robots, what does the Japan strategy say?",
        "If orders are delivered by drone, what does the Singapore update say?",
        "如果用无人机配送的话，大湾区计划是怎么安排的？",
        "ドローンで配送する場合、大湾区の計画ではどうなっていますか？",
    ],
)
def test_a_means_no_passage_holds_is_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        (
            "What does the ESG report say about electricity supplied by renewable sources?",
            "ACME_ESG_Report_FY2025.pdf",
        ),
        (
            "What does the Hong Kong review say about stores closed by the company?",
            "ACME_HK_Market_Review_FY2025.docx",
        ),
        (
            "What does the Greater Bay Area plan say about the distribution centre?",
            "ACME_GBA_Expansion_Plan.docx",
        ),
    ],
)
def test_what_a_passage_holds_is_still_answered(
    kb: KnowledgeBase, question: str, doc: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [doc], answer.answer
