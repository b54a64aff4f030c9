"""A year named by what happened in it, with a noun phrase for its subject
(``engine/_described_year.py``).

What is read: English "the year" a clause describes whose subject is a noun phrase of
its own, of dictionary nouns and adjectives ("the year the expansion started", "the year
the new store format rolled out"), and a Japanese clause closed by a past form voiced
after ん or い (「円安が進んだ年」, 「新店舗の出店を急いだ年度」): which fiscal year is meant is
the asker's to say, so the engine asks which, never assumes the latest year.

What still answers or refuses as before: "the year ended 2024" (a year by the calendar),
a subject holding a name the dictionary lacks ("the year the Osaka store opened": a place
the KB lacks, refused) or a KB name (read as before), and a measure the KB lacks in such
a question.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_refused

ASKED = [
    "What was Singapore's revenue in the year the expansion started?",
    "Macau EBITDA for the year the new store format rolled out?",
    "Hong Kong headcount in the year the office moved",
    "円安が進んだ年の香港の売上高は？",
    "新店舗の出店を急いだ年度のシンガポールの純利益を教えて",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ASKED)
def test_a_year_described_by_an_event_is_asked(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_year_by_the_calendar_is_answered(kb: KnowledgeBase, mode: str) -> None:
    fact = kb.lookup_fact("ACME_MO", "REVENUE", "FY2024")
    assert fact is not None
    answer = ask(kb, "What was Macau's revenue for the year ended 2024?", mode)
    assert_figure(answer, fact.value, "none")


REFUSED = [
    "What was Japan's inventory turnover in the year the expansion started?",
    "What was Macau's revenue in the year the Osaka store opened?",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_what_the_kb_lacks_is_still_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused(ask(kb, question, mode))
