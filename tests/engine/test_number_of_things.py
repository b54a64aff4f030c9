""" "The number of X" asks a count of X; a fragment after a quoted request narrows it.

"What is the number of franchise partners?" puts the measure noun before the thing
counted: a passage is an answer only where it states a number of that thing, never one
mentioning partners of another kind. A fragment after a quoted figure request ("…?" for
the franchise partners, 「…」加盟伙伴的, 「…」フランチャイズ向け) says which part of that
figure is wanted: the request is refused, never answered with the whole figure and a
loose passage beside it.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What is the number of logistics partners?",
        "What's the total number of franchise partners in Hong Kong?",
        "加盟伙伴的数量是多少？",
        "フランチャイズパートナーの数は？",
    ],
)
def test_a_number_of_a_thing_no_passage_counts_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        'From Ann: "What was Japan\'s EBITDA in FY2024?" for the delivery partners',
        "Ann转来：“日本2024财年的EBITDA是多少？”物流伙伴的",
        "アンさんから：「日本の2024年度のEBITDAは？」物流パートナー向け",
    ],
)
def test_a_part_said_after_a_quoted_request_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        'From Ann: "What was Japan\'s EBITDA in FY2024?" Thanks!',
        "Ann转来：“日本2024财年的EBITDA是多少？”谢谢",
        "アンさんから：「日本の2024年度のEBITDAは？」よろしくお願いします",
    ],
)
def test_a_quoted_request_alone_is_answered(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "numeric", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question", ["日本の店舗のドローン比率はいくつ？", "宇宙事業の拠点はいくつですか？"]
)
def test_a_question_word_is_never_named_as_unknown(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused, answer.answer
    assert "いくつ" not in answer.answer, answer.answer
