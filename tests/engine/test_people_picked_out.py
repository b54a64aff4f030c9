"""Staff picked out by a clause before them are those people, not the headcount.

A noun for the staff (従業員, 社員, 员工) after a clause that describes them with a word
the KB lacks (「社内公募制度を利用して異動した従業員」, 「通过社内公募制度调岗的员工」)
counts the people that clause picks out: no headcount is asked, so the question is one
about a document, answered from a passage that holds its words or refused.

Neighbours: a clause of the KB's words only still asks the headcount (「日本事業に在籍
している従業員」); a word the KB lacks in it still refuses any figure (「パートで働いている
従業員」, 「オンラインで働いている」, "used the internal job posting scheme to change roles").

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

POLICY = "ACME_Talent_Development_Policy.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "社内公募制度を利用して異動した社員は何人いましたか。",
        "2025年度に社内公募制度で異動した従業員はどのくらいですか。",
        "有多少通过社内公募制度调岗的员工？",
    ],
)
def test_people_a_clause_picks_out_are_asked_of_a_document(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None and answer.sources == [POLICY], answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_a_clause_of_kb_words_still_asks_the_headcount(kb: KnowledgeBase, mode: str) -> None:
    assert_figure(ask(kb, "日本事業に在籍している従業員は2024年度に何人でしたか。", mode), 2284.0)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "パートで働いている従業員は何人ですか。",
        "日本のオンラインで働いている従業員は2024年度に何人？",
        "How many employees used the internal job posting scheme to change roles in FY2025?",
        "新加坡兼职的员工有多少？",
    ],
)
def test_a_word_the_kb_lacks_still_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
