"""Narratives asked in the reader's words, through the domain's cross-language concepts.

Every paragraph holding a word of a concept (``kb.concepts``) is searched and weighed with
the concept's words in all three languages: a member data leak finds the policy on data
breaches, "top priorities" the strategy's 優先, "understaffed" its 人手不足. A paragraph
holding no word of a concept gains none, and a topic no document covers is still refused.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.concepts import CONCEPTS, expand_keywords
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask

DATA_PROTECTION = "ACME_Data_Protection_Policy.docx"
JAPAN_STRATEGY = "ACME_Japan_Business_Strategy_FY2025.pdf"


def test_every_concept_has_words_in_the_three_languages() -> None:
    for concept in CONCEPTS:
        assert set(concept) == {"en", "zh", "ja"}
        assert all(concept[lang] for lang in concept)


def test_a_paragraph_gains_the_words_of_the_concepts_it_holds_only() -> None:
    keywords = {"en": ("incident",), "zh": ("事件",), "ja": ("事故",)}
    expanded = expand_keywords(["A serious data breach must be reported."], keywords)
    assert "外泄" in expanded["zh"] and "漏洩" in expanded["ja"] and "leak" in expanded["en"]
    assert expanded["en"][0] == "incident"  # what the paragraph's own keywords say stays first
    untouched = expand_keywords(["Stores open at nine."], keywords)
    assert untouched == keywords


def test_a_word_inside_another_is_not_the_concept() -> None:
    """ "applies to" (a policy's scope) is not "apply for" (a post); stems match as words."""
    expanded = expand_keywords(["This policy applies to every site."], {"ja": ("方針",)})
    assert "手を挙げ" not in expanded["ja"]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        ("万一客户资料外泄，公司规定多长时间内要上报？", DATA_PROTECTION),
        ("如果会员数据外泄，按规定要多快通报？", DATA_PROTECTION),
        (
            "If customer information is leaked, how quickly do the rules say we must report it?",
            DATA_PROTECTION,
        ),
        ("会員情報が漏洩した場合、規定では何時間以内に報告が必要ですか？", DATA_PROTECTION),
        ("What are the Japan business's top priorities for FY2026?", JAPAN_STRATEGY),
        ("日本事業が2026年度に最優先で取り組むことは何ですか？", JAPAN_STRATEGY),
        ("How is the Japan business coping with being understaffed in its stores?", JAPAN_STRATEGY),
        ("日本门店人员短缺，有什么办法？", JAPAN_STRATEGY),
    ],
)
def test_a_narrative_in_the_readers_words_reaches_its_document(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [doc]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What is the group's policy on employee parking?",
        "员工停车的规定是什么？",
        "社員の駐車場についての規定は？",
        "If a customer's parcel leaks, who pays for it?",
    ],
)
def test_a_concept_word_beside_a_topic_no_document_covers_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert ask(kb, question, mode).route == "refuse"
