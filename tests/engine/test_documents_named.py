"""Documents named as people name them, and what is asked after a clause that names one.

A document is named by its register name, shortened (a market's abbreviation, a name
too bare to stand alone followed by a word saying it is a document or by its fiscal
year) or half translated (a Japanese word said as its katakana loanword); a name two
documents share picks neither. A clause after one that names a document, naming no
metric, unit, document or other market of its own, asks what that document says.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._question import parse_question
from ragspine_eval_pipeline.engine._route import plan_route
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from ragspine_eval_pipeline.kb.synthetic_vocabulary import EVAL_VOCABULARY
from ragspine_eval_pipeline.kb.vocabulary import Term
from tests.engine.asking import MODES, TODAY, ask

JAPAN_STRATEGY = "ACME_Japan_Business_Strategy_FY2025.pdf"
HK_REVIEW = "ACME_HK_Market_Review_FY2025.docx"
SG_UPDATE = "ACME_Singapore_Market_Update_FY2025.pdf"
ESG = "ACME_ESG_Report_FY2025.pdf"
TALENT = "ACME_Talent_Development_Policy.pdf"
SUSTAINABILITY_JP = "ACME_Sustainability_Report_Japan_2025.pdf"
DATA_PROTECTION = "ACME_Data_Protection_Policy.docx"
RISK = "ACME_Risk_Factors_FY2025.pdf"


def docs_named(question: str) -> tuple[str, ...]:
    parsed = parse_question(question, TODAY, EVAL_VOCABULARY)
    return tuple(d for c in parsed.clauses for d in c.docs)


@pytest.mark.parametrize(
    ("question", "doc"),
    [
        ("what does the JP strategy paper say about self-checkout", JAPAN_STRATEGY),  # JP
        ("SG update doc: what drove growth", SG_UPDATE),  # market abbreviation, doc
        ("HK review - what happened with the leases", HK_REVIEW),  # market word dropped
        ("ESG 2025: what about renewable power", ESG),  # bare name with its year
        ("ESG doc on renewable power", ESG),  # bare name with a word saying document
        ("the risk doc on currency", RISK),  # bare name with a word saying document
        ("新加坡市场报告里说了什么", SG_UPDATE),  # zh: report for update
        ("人才方针怎么说培训", TALENT),  # zh: short name
        ("シンガポールマーケットアップデートによると", SG_UPDATE),  # ja: loanword マーケット
        ("人材育成ポリシーでは研修は何時間", TALENT),  # ja: loanword ポリシー
        ("データ保護ポリシーの資料で", DATA_PROTECTION),  # ja: loanword, 資料
        ("サステナレポートによると", SUSTAINABILITY_JP),  # ja: clipped loanword
        ("人材方針では", TALENT),  # ja: the middle word left out
    ],
)
def test_a_document_is_named_by_its_short_and_half_translated_names(
    question: str, doc: str
) -> None:
    assert docs_named(question) == (doc,)


@pytest.mark.parametrize(
    "question",
    [
        "What is the ESG score of Japan?",  # a bare name alone names no document
        "What are the main risks to Hong Kong revenue?",  # nor does "risk" alone
        "日本の戦略は？",  # a word of the name, not the name
    ],
)
def test_a_name_too_bare_to_stand_alone_names_no_document(question: str) -> None:
    assert docs_named(question) == ()


def test_no_short_name_is_shared_by_two_documents() -> None:
    owners: dict[str, set[str]] = {}
    for term in EVAL_VOCABULARY.terms:
        if term.kind == "document":
            for alias in term.aliases:
                owners.setdefault(alias.casefold(), set()).add(term.code)
    assert {a: c for a, c in owners.items() if len(c) > 1} == {}


def test_a_name_two_documents_share_picks_neither() -> None:
    shared = tuple(
        t.model_copy(update={"aliases": (*t.aliases, "market report")})
        if t.code in (HK_REVIEW, SG_UPDATE)
        else t
        for t in EVAL_VOCABULARY.terms
    )
    vocabulary = EVAL_VOCABULARY.model_copy(update={"terms": shared})
    parsed = parse_question("What does the market report say about rents?", TODAY, vocabulary)
    assert set(parsed.clauses[0].docs) == {HK_REVIEW, SG_UPDATE}
    route = plan_route(parsed, TODAY, "ACME_GROUP", lambda clause, need: False)
    assert route.kind == "narrative"
    assert route.doc is None  # the passages decide, not the order of the register
    assert all(isinstance(t, Term) for t in shared)


@pytest.mark.parametrize(
    ("question", "doc", "quoted"),
    [
        # en: a period and how far along, after the clause naming the document
        (
            "JP strategy paper on self-checkout at the tills? how far along by end FY25",
            JAPAN_STRATEGY,
            "70%",
        ),
        # en: a comparison against a target the document states is what it says
        ("ESG 2025 doc - women in management, vs target?", ESG, "45 percent"),
        # zh: the base year asked after the named document
        ("日本可持续报告，食品浪费减少了多少？和哪一年比？", SUSTAINABILITY_JP, "30%"),
        # ja: 比 after a clause that names the document
        ("サステナレポート、食品ロスはどれだけ減った？何年度比？", SUSTAINABILITY_JP, "30%"),
        # ja: a loanword name, then how it turned out
        ("香港マーケットレビュー、家賃交渉は？結果はどうだった？", HK_REVIEW, "12%"),
    ],
)
@pytest.mark.parametrize("mode", MODES)
def test_a_clause_after_a_named_document_asks_what_it_says(
    kb: KnowledgeBase, question: str, doc: str, quoted: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative"
    assert answer.sources == [doc]
    assert quoted in answer.answer
    assert answer.value is None


@pytest.mark.parametrize(
    ("question", "route"),
    [
        # a metric named after the document is a figure request of its own
        ("HK review - rent talks? and Singapore revenue FY2024", "composite"),
        # words no passage holds after the document are refused, not read from it
        ("JP strategy paper on self-checkout? also inventory turnover FY2024", "refuse"),
        # another market named after the document is a question of its own
        ("サステナレポート、食品ロスは？台湾の売上高は？", "refuse"),
        # an unknown market asked after the document is refused
        ("ESG doc on renewable power? how much was it in Taiwan?", "refuse"),
    ],
)
@pytest.mark.parametrize("mode", MODES)
def test_a_clause_after_a_named_document_that_names_more_is_its_own(
    kb: KnowledgeBase, question: str, route: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == route
    if route == "refuse":
        assert answer.value is None
