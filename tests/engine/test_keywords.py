"""Narrative questions asked in a reader's own words, answered through the paragraphs'
keywords: found and weighed by them, quoted from the original alone."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from ragspine_eval_pipeline.engine._compose import split_sentences
from ragspine_eval_pipeline.engine.protocol import EngineAnswer
from ragspine_eval_pipeline.engine.reference import ReferenceEngine
from ragspine_eval_pipeline.kb.format import KEYWORDS_FILE, MANIFEST_FILE
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from ragspine_eval_pipeline.kb.synthetic import _EVAL_NARRATIVE_DOCS, _manifest, build_eval_kb

MODES = ("tool", "agent")
DAY = date(2026, 6, 12)

# Each question says its paragraph's points in other words than the paragraph (or its
# translations) does; without the keywords the engine refuses every one of them.
PARAPHRASES = [
    # everyday words for the terms: "yearly minimum" for "at least ... a year"
    (
        "What is the yearly minimum of learning hours for staff?",
        "ACME_Talent_Development_Policy.pdf",
    ),
    # general words for the specifics: vendors, self-service machines, shops
    (
        "Which vendors build the self-service machines used in the shops?",
        "ACME_Risk_Factors_FY2025.pdf",
    ),
    ("What equipment problems could hold up new store launches?", "ACME_Risk_Factors_FY2025.pdf"),
    # the question a fact answers: "what share" of sales, "how quickly" after a leak
    (
        "What share of the Hong Kong business's sales comes from loyalty members?",
        "ACME_HK_Market_Review_FY2025.docx",
    ),
    (
        "How quickly must the regulators be told after a data leak is discovered?",
        "ACME_Data_Protection_Policy.docx",
    ),
    # Chinese readers' words for an English paragraph
    ("新加坡的电商竞争对手用了什么降价手段？", "ACME_Singapore_Market_Update_FY2025.pdf"),
    ("集团的网络攻击防护措施有哪些？", "ACME_Risk_Factors_FY2025.pdf"),
    # Japanese readers' words for English paragraphs
    (
        "シンガポールでは競合他社の値下げ攻勢はどうでしたか。",
        "ACME_Singapore_Market_Update_FY2025.pdf",
    ),
    ("グループの利上げへの感応度はどのくらいですか。", "ACME_Risk_Factors_FY2025.pdf"),
]


@pytest.fixture(scope="module")
def plain_kb(tmp_path_factory: pytest.TempPathFactory) -> KnowledgeBase:
    """The same KB written without ``keywords.jsonl``."""
    root: Path = tmp_path_factory.mktemp("plain_kb")
    build_eval_kb(root)
    (root / KEYWORDS_FILE).unlink()
    listed = json.loads((root / MANIFEST_FILE).read_text(encoding="utf-8"))["files"]
    files = {name: (root / name).read_bytes() for name in listed if name != KEYWORDS_FILE}
    (root / MANIFEST_FILE).write_bytes(_manifest(files))
    return KnowledgeBase.load(root)


def ask(kb: KnowledgeBase, question: str, mode: str) -> EngineAnswer:
    return ReferenceEngine().answer(question, mode=mode, reference_date=DAY, kb=kb)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "doc"), PARAPHRASES)
def test_a_paraphrase_is_answered_from_its_paragraph(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [doc]
    # Quoted from the original only: every sentence is one of the document's own.
    sentences = {s for p in _EVAL_NARRATIVE_DOCS[doc].paragraphs for s in split_sentences(p)}
    quoted = split_sentences(answer.answer)
    assert quoted and set(quoted) <= sentences


# Found from the text alone since the clear lead is 1.5: the cyber-security paragraph's
# translation holds 网络攻击 and leads every other document by that much, so it is answered
# from the same paragraph without keywords.
# A share asked of a part of a KB figure is read where the sentence writing it holds the
# part: the members paragraph's translation writes "Member spending accounted for 58% of
# Hong Kong sales", found by the question less its share words ("loyalty" is the keywords').
FOUND_BY_THE_TEXT_LEAD = {
    "集团的网络攻击防护措施有哪些？",
    "What share of the Hong Kong business's sales comes from loyalty members?",
}


@pytest.mark.parametrize(
    ("question", "doc"), [p for p in PARAPHRASES if p[0] not in FOUND_BY_THE_TEXT_LEAD]
)
def test_without_keywords_the_paraphrase_is_refused(
    plain_kb: KnowledgeBase, question: str, doc: str
) -> None:
    # The evidence above is the keywords': the paragraph alone does not hold the words.
    assert ask(plain_kb, question, "tool").refused


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What is ACME's policy on remote work?",
        # words the keywords hold (payments, checkout; サイバー) about what no paragraph says
        "What is ACME's stance on cryptocurrency payments at the checkout?",
        "グループのサイバー保険の加入状況はどうですか？",
        "集团对员工持股计划有什么安排？",
        "ACMEの役員報酬の決め方を教えてください。",
    ],
)
def test_a_topic_no_paragraph_covers_stays_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert ask(kb, question, mode).refused


@pytest.mark.parametrize("mode", MODES)
def test_a_question_in_the_texts_own_words_keeps_what_it_quoted(
    kb: KnowledgeBase, plain_kb: KnowledgeBase, mode: str
) -> None:
    # Same document, and every sentence quoted without keywords still quoted, first: the
    # keywords may add a sentence of a paragraph they name ("main risks" for "What is the
    # main operational risk"), never displace the text's own match.
    for question in (
        "What is the main operational risk in the risk factors report?",
        "What drove tourism sales at the Singapore stores?",
        "香港业务的会员计划有多少会员？",
        "日本事業は人手不足にどう対応していますか。",
    ):
        with_keywords, without = ask(kb, question, mode), ask(plain_kb, question, mode)
        assert with_keywords.route == without.route == "narrative", with_keywords.answer
        assert with_keywords.sources == without.sources
        before, after = split_sentences(without.answer), split_sentences(with_keywords.answer)
        assert after[0] == before[0] and set(before) <= set(after)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "passage_id"),
    [
        # The paragraph's sentences share few of the question's words; other paragraphs of
        # the same report share some. The keywords pick the paragraph to quote from.
        ("グループの利上げへの感応度はどのくらいですか。", "ACME_Risk_Factors_FY2025.pdf#p5"),
        ("集团的网络攻击防护措施有哪些？", "ACME_Risk_Factors_FY2025.pdf#p4"),
        ("新加坡的电商竞争对手用了什么降价手段？", "ACME_Singapore_Market_Update_FY2025.pdf#p3"),
    ],
)
def test_the_sentences_quoted_are_the_paragraph_the_keywords_found(
    kb: KnowledgeBase, mode: str, question: str, passage_id: str
) -> None:
    doc, number = passage_id.split("#p")
    paragraph = _EVAL_NARRATIVE_DOCS[doc].paragraphs[int(number) - 1]
    quoted = split_sentences(ask(kb, question, mode).answer)
    assert quoted and set(quoted) <= set(split_sentences(paragraph))
