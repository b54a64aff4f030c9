"""Metrics asked for in everyday words (``kb/synthetic_metric_phrases.py``).

A question in plain words for a metric, a scope and a year gets that fact's value; a
phrase that may mean several metrics is asked which; an everyday phrase about something
the KB lacks, or about a market it does not hold, gets no value.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._question import parse_question
from ragspine_eval_pipeline.kb.analysis import normalize
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from ragspine_eval_pipeline.kb.synthetic import _EVAL_FACT_ROWS, _EVAL_NARRATIVE_DOCS
from ragspine_eval_pipeline.kb.synthetic_keywords import KEYWORDS
from ragspine_eval_pipeline.kb.synthetic_metric_phrases import EVERYDAY_PHRASES
from ragspine_eval_pipeline.kb.synthetic_translations import TRANSLATIONS
from ragspine_eval_pipeline.kb.vocabulary import Term, Vocabulary
from tests.engine.asking import MODES, TODAY, ask

FACTS = {(r.scope, r.metric, r.period): r for r in _EVAL_FACT_ROWS}


# (question, scope, metric, year)
EVERYDAY = [
    # Revenue: what a market sold, took in, brought in; the money coming in.
    ("How much did Japan bring in in FY2024?", "ACME_JP", "REVENUE", "FY2024"),
    ("What did the Hong Kong business take in during fiscal 2023?", "ACME_HK", "REVENUE", "FY2023"),
    ("How much was brought in by Singapore in FY2025?", "ACME_SG", "REVENUE", "FY2025"),
    ("How much money came in for Macau in FY2024?", "ACME_MO", "REVENUE", "FY2024"),
    ("What did Hong Kong ring up in FY2025?", "ACME_HK", "REVENUE", "FY2025"),
    ("日本2024财年进账多少？", "ACME_JP", "REVENUE", "FY2024"),
    ("香港2025财年做了多少生意？", "ACME_HK", "REVENUE", "FY2025"),
    ("新加坡2023财年收了多少钱？", "ACME_SG", "REVENUE", "FY2023"),
    ("日本は2024年度にいくら売れましたか", "ACME_JP", "REVENUE", "FY2024"),
    ("香港の2025年度の販売額を教えてください", "ACME_HK", "REVENUE", "FY2025"),
    ("マカオは2023年度、いくら売ったの？", "ACME_MO", "REVENUE", "FY2023"),
    # Net profit: what is left after every cost.
    ("What did Japan earn after every cost in FY2024?", "ACME_JP", "NET_PROFIT", "FY2024"),
    ("What did Macau make after taxes in FY2024?", "ACME_MO", "NET_PROFIT", "FY2024"),
    ("What were Singapore's after-tax earnings in FY2023?", "ACME_SG", "NET_PROFIT", "FY2023"),
    (
        "How much did Hong Kong keep after all costs and taxes in FY2025?",
        "ACME_HK",
        "NET_PROFIT",
        "FY2025",
    ),
    (
        "What was Singapore's profit after all expenses in FY2023?",
        "ACME_SG",
        "NET_PROFIT",
        "FY2023",
    ),
    ("新加坡2024财年扣除所有成本和税后还剩多少？", "ACME_SG", "NET_PROFIT", "FY2024"),
    ("澳门2025财年最终赚了多少？", "ACME_MO", "NET_PROFIT", "FY2025"),
    ("香港2023财年去掉全部费用后的利润是多少", "ACME_HK", "NET_PROFIT", "FY2023"),
    ("シンガポールの2024年度、すべての費用を差し引いた利益は？", "ACME_SG", "NET_PROFIT", "FY2024"),
    ("日本の2025年度の最終的な儲けはいくらですか", "ACME_JP", "NET_PROFIT", "FY2025"),
    ("香港は2023年度、経費を全部引いていくら残りましたか", "ACME_HK", "NET_PROFIT", "FY2023"),
    # EBITDA: profit before interest, tax and write-downs, in plain words.
    (
        "What was Singapore's profit before interest, tax and write-downs in FY2024?",
        "ACME_SG",
        "EBITDA",
        "FY2024",
    ),
    (
        "What did Japan make before interest, taxes, depreciation and amortisation in FY2023?",
        "ACME_JP",
        "EBITDA",
        "FY2023",
    ),
    (
        "Hong Kong's earnings before paying interest and tax and depreciation, FY2025?",
        "ACME_HK",
        "EBITDA",
        "FY2025",
    ),
    ("澳门2024财年利息、税和折旧前的利润是多少？", "ACME_MO", "EBITDA", "FY2024"),
    ("香港2023财年扣除利息、税项、折旧及摊销之前的盈利？", "ACME_HK", "EBITDA", "FY2023"),
    ("日本2025财年未计利息、税项、折旧及摊销前的利润", "ACME_JP", "EBITDA", "FY2025"),
    ("マカオの2023年度の利息・税金・減価償却前の利益は？", "ACME_MO", "EBITDA", "FY2023"),
    ("シンガポールの2025年度、金利や税金や償却を引く前の儲けは？", "ACME_SG", "EBITDA", "FY2025"),
    ("日本の2024年度の利息、税金、減価償却を差し引く前の利益", "ACME_JP", "EBITDA", "FY2024"),
    # Headcount: how many people work there, are on the payroll.
    (
        "How many people are on the payroll in Singapore in FY2025?",
        "ACME_SG",
        "HEADCOUNT",
        "FY2025",
    ),
    ("How many work at Macau in FY2024?", "ACME_MO", "HEADCOUNT", "FY2024"),
    ("How many does Japan employ in FY2023?", "ACME_JP", "HEADCOUNT", "FY2023"),
    ("What's the team size in Hong Kong in FY2025?", "ACME_HK", "HEADCOUNT", "FY2025"),
    ("香港有几号人？2025财年", "ACME_HK", "HEADCOUNT", "FY2025"),
    ("澳门2024财年在职人数？", "ACME_MO", "HEADCOUNT", "FY2024"),
    ("新加坡2023财年上班的人有多少", "ACME_SG", "HEADCOUNT", "FY2023"),
    ("2024年度の香港の在籍人数は？", "ACME_HK", "HEADCOUNT", "FY2024"),
    ("日本は2023年度、何人雇っていましたか", "ACME_JP", "HEADCOUNT", "FY2023"),
    ("2025年度、シンガポールの働いている人は何人？", "ACME_SG", "HEADCOUNT", "FY2025"),
    # Gross margin: what share of sales is left after the cost of goods.
    (
        "What share of sales is left after the cost of goods for Hong Kong in FY2024?",
        "ACME_HK",
        "GROSS_MARGIN",
        "FY2024",
    ),
    (
        "What percentage is kept after cost of goods in Singapore FY2023?",
        "ACME_SG",
        "GROSS_MARGIN",
        "FY2023",
    ),
    (
        "For Japan in FY2025, how much of each sale is left after paying for the goods?",
        "ACME_JP",
        "GROSS_MARGIN",
        "FY2025",
    ),
    ("日本2024财年扣除进货成本后还剩几成？", "ACME_JP", "GROSS_MARGIN", "FY2024"),
    ("香港2025财年毛利占比多少？", "ACME_HK", "GROSS_MARGIN", "FY2025"),
    ("新加坡2023财年销售额去掉商品成本剩下的比例", "ACME_SG", "GROSS_MARGIN", "FY2023"),
    ("日本の2023年度の粗利の割合は？", "ACME_JP", "GROSS_MARGIN", "FY2023"),
    (
        "香港は2024年度、売上から原価を引いて何パーセント残りましたか",
        "ACME_HK",
        "GROSS_MARGIN",
        "FY2024",
    ),
    ("シンガポールの2025年度、粗利は売上の何パーセント？", "ACME_SG", "GROSS_MARGIN", "FY2025"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "scope", "metric", "period"), EVERYDAY)
def test_a_metric_asked_in_everyday_words_gets_its_value(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    fact = FACTS[(scope, metric, period)]
    answer = ask(kb, question, mode)
    assert (answer.route, answer.clarification, answer.refused) == ("numeric", "none", False)
    assert (answer.value, answer.unit) == (fact.value, fact.unit)
    assert answer.source is not None and answer.source.doc == fact.doc


def test_every_metric_is_asked_in_everyday_words_in_every_language() -> None:
    asked = {(metric, _lang(question)) for question, _, metric, _ in EVERYDAY}
    assert asked == {(m, lang) for m in EVERYDAY_PHRASES for lang in ("en", "zh", "ja")}


def _lang(question: str) -> str:
    if question.isascii():
        return "en"
    return "ja" if any("\u3040" <= ch <= "\u30ff" for ch in question) else "zh"


@pytest.mark.parametrize(
    ("question", "metrics"),
    [
        # The money made: the takings or a profit.
        ("香港2024财年赚的钱是多少？", {"REVENUE", "EBITDA", "NET_PROFIT"}),
        # A profit made, never the takings.
        ("日本2024财年的赚头是多少？", {"EBITDA", "NET_PROFIT"}),
        ("日本の2024年度の儲けは？", {"EBITDA", "NET_PROFIT"}),
    ],
)
@pytest.mark.parametrize("mode", MODES)
def test_a_phrase_several_metrics_share_is_asked_which(
    kb: KnowledgeBase, question: str, metrics: set[str], mode: str
) -> None:
    parsed = parse_question(question, TODAY, kb.vocabulary())
    assert [set(c.metrics) for c in parsed.clauses] == [metrics]
    answer = ask(kb, question, mode)
    assert (answer.route, answer.clarification, answer.value) == ("clarify", "ask_first", None)


@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        ("How much revenue did Japan make in FY2024?", "ACME_JP", "REVENUE", "FY2024"),
        ("How much EBITDA did Hong Kong earn in FY2023?", "ACME_HK", "EBITDA", "FY2023"),
        ("マカオは2025年度、純利益ベースでいくら稼ぎましたか", "ACME_MO", "NET_PROFIT", "FY2025"),
    ],
)
@pytest.mark.parametrize("mode", MODES)
def test_a_verb_of_getting_money_beside_a_metric_keeps_that_metric(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    # The verbs are not listed as names (a clause's names are all read, so "make" would
    # make "how much revenue did it make" a question of which figure).
    answer = ask(kb, question, mode)
    assert (answer.route, answer.value) == ("numeric", FACTS[(scope, metric, period)].value)


@pytest.mark.parametrize(
    "question",
    [
        # Everyday words around a thing the KB lacks.
        "How much money did the loyalty programme bring in in FY2024?",
        "How much did the loyalty programme earn after tax in FY2024?",
        "How many customers visited Japan's stores in FY2024?",
        "How much did the online shop bring in for Hong Kong in FY2025?",
        "What did Japan sell most in FY2024?",  # which products, not the takings
        "How much is left after the cost of goods for Japan in FY2024?",  # a sum: gross profit
        "会员计划2024财年进账多少？",
        "日本のポイント制度は2024年度にいくら売れましたか",
        # Everyday words with a market the KB does not hold.
        "How much did Taiwan bring in in FY2024?",
        "How many people are on the payroll in Korea in FY2025?",
        "台湾2024财年进账多少？",
        "韩国2025财年有几号人？",
        "台湾は2024年度にいくら売れましたか",
        "韓国の2023年度の在籍人数は？",
    ],
)
@pytest.mark.parametrize("mode", MODES)
def test_everyday_words_about_what_the_kb_lacks_are_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused and answer.value is None


@pytest.mark.parametrize(
    "question",
    [
        # A count of stores: weighed against the documents, which hold no store count.
        "日本的门店有多少家",
        # How much was sold, which may be a number of goods: the engine asks which figure.
        "日本は2024年度にどのくらい売れましたか",
    ],
)
@pytest.mark.parametrize("mode", MODES)
def test_words_no_phrase_holds_name_no_metric(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert parse_question(question, TODAY, kb.vocabulary()).clauses[0].metrics == ()
    answer = ask(kb, question, mode)
    assert answer.value is None and answer.route != "numeric"


LACKING = (
    "cash", "store", "shop", "customer", "visitor", "member", "wage", "salary", "take-home",
    "现金", "门店", "店铺", "顾客", "客流", "会员", "工资", "薪",
    "現金", "店舗", "顧客", "客数", "会員", "給与", "給料", "手取り",
)  # fmt: skip
"""Words of measures the KB does not hold: cash, stores, customers, members, pay."""


@pytest.mark.parametrize("metric", sorted(EVERYDAY_PHRASES))
def test_no_phrase_names_a_measure_the_kb_lacks(metric: str) -> None:
    assert [p for p in EVERYDAY_PHRASES[metric] if any(w in p for w in LACKING)] == []


@pytest.mark.parametrize("metric", sorted(EVERYDAY_PHRASES))
def test_no_phrase_holds_a_cue_that_refuses_the_question(metric: str) -> None:
    cues = (gr.DERIVED_RE, gr.FORECAST_RE, gr.OPINION_RE, gr.COMPETITOR_RE)
    phrases = EVERYDAY_PHRASES[metric]
    assert [p for p in phrases if any(c.search(normalize(p)) for c in cues)] == []


def test_the_built_kb_carries_the_phrases(kb: KnowledgeBase) -> None:
    vocabulary = kb.vocabulary()
    for metric, phrases in EVERYDAY_PHRASES.items():
        term = vocabulary.term(metric)
        assert term is not None and set(phrases) <= set(term.aliases)


def _document_texts() -> list[str]:
    """Every paragraph and title of the KB's documents, their translations and keywords."""
    texts: list[str] = []
    for doc in _EVAL_NARRATIVE_DOCS.values():
        texts += [doc.title, *doc.paragraphs]
    for by_lang in TRANSLATIONS.values():
        for title, paragraphs in by_lang.values():
            texts += [title, *paragraphs]
    for paragraphs in KEYWORDS.values():
        texts += [" / ".join(words) for lists in paragraphs for words in lists.values()]
    return texts


def test_no_phrase_is_found_in_the_documents_words() -> None:
    # A question in a document's own words (or a reader's keywords for it) must not read
    # as a figure request because a phrase sits inside them ("sold" in "sold out").
    phrases = Vocabulary(
        terms=tuple(
            Term(code=f"everyday {code}", kind="metric", aliases=aliases)
            for code, aliases in EVERYDAY_PHRASES.items()
        )
    )
    matcher = Matcher(phrases)
    texts = _document_texts()
    assert len(texts) > 300
    found = {
        normalize(text)[m.start : m.end] for text in texts for m in matcher.find(normalize(text))
    }
    assert found == set()
