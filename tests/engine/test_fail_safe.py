"""The reference engine fails safe: what it cannot resolve from the KB it asks or refuses.

Unknown metrics and scopes are refused (never answered with the nearest known figure),
a period phrase it cannot read as a whole fiscal year never becomes the default year,
opinions, advice and forecasts are refused, and a missing period is assumed and said.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from wordfreq import top_n_list

from ragspine_eval_pipeline.engine._chat_words import EN_STANCE
from ragspine_eval_pipeline.engine._grammar import (
    ABBREVIATIONS,
    CHINESE_GRAMMAR,
    ENGLISH_GRAMMAR,
    FILLER_RE,
    JAPANESE_GRAMMAR,
)
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._phrase import SEGMENT_NOUNS
from ragspine_eval_pipeline.kb.analysis import LATIN_WORD_RE, cjk_tokens, normalize, stem
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from ragspine_eval_pipeline.kb.synthetic_vocabulary import EVAL_VOCABULARY
from ragspine_eval_pipeline.text import STOPWORDS
from tests.engine.asking import MODES, ask

REFUSED = [
    "What was Japan's inventory turnover in FY2024?",  # "turnover" alone would be revenue
    "What was Singapore's net profit margin in FY2025?",  # a metric beside a known one
    "What was Hong Kong's revenue per store in FY2025?",
    "How much revenue did ACME's Philippines business make in FY2025?",  # not the group
    "What was the revenue of the Philippines in FY2025?",
    "日本2024财年的库存周转率是多少？",
    "菲律宾业务2025财年的收入是多少？",
    "香港2025财年的经营利润是多少？",
    "日本の2024年度の在庫回転率は？",
    "香港の2024年度の純利益率は？",  # 純利益 + 率 is a margin the KB does not hold
    "フィリピン事業の2025年度の売上高はいくらですか？",
    "What was Hong Kong's revenue in Q3 FY2025?",  # part of a year: never the whole year
    "新加坡2025年第三季度的收入是多少？",
    "香港の2025年度上期の売上高は？",
    "Should I buy ACME shares?",  # advice
    "现在值得买入ACME的股票吗？",
    "ACMEの株を今買うべきですか？",
    "What do you expect Japan's EBITDA to be next year?",  # forecast
    "预计集团2026财年的EBITDA是多少？",
    "来期の日本の純利益の見通しを教えてください。",
    "What was Japan's revenue in FY2024 in US dollars?",  # reported in yen, not converted
    "日本の売上高は前年度と比べてどうですか？",  # a comparison, not one year's figure
    "What was Japan's free cash flow in FY2024?",  # a passage holds "cash flows" only
    "What was Japan's operating cash flow?",
    "How much revenue did the Hong Kong online business make in FY2025?",  # a sub-market
    "What was group revenue excluding Japan in FY2025?",  # the whole less a part
    "香港以外的收入是多少？",
    "日本以外の売上高はいくらですか？",
    "How much revenue did Japan lose in FY2025?",  # a change, not the figure
    "How much revenue did Japan target in FY2025?",  # a plan, not the reported figure
    "What revenue was budgeted for Hong Kong in FY2024?",
    "Is ACME stock a buy?",  # advice
    "ACMEの株は今が買いでしょうか？",  # a share as a buy, asked as a noun
    "ACME株、売りですか？",
    "香港の2025年度の地域売上高は？",  # a noun written onto a metric makes another one
    "香港2025财年的差不多收入是多少？",
    "What was Japan's employee turnover in FY2024?",  # two metric names make a third
    "What was Hong Kong's revenue per employee in FY2025?",
    "日本2024财年的员工收入是多少？",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_refused_without_a_figure(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused and answer.route == "refuse"
    assert answer.value is None and answer.source is None


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "period"),
    [
        ("Singapore sales, FY'24?", "FY2024"),
        ("香港24年度的营业额是多少？", "FY2024"),
        ("日本事業の前期の純益は？", "FY2025"),
        ("シンガポールの前々期のEBITDAを教えてください。", "FY2024"),
        ("日本上年度的净利是多少？", "FY2025"),
        ("Macau's turnover two years ago?", "FY2024"),
    ],
)
def test_the_period_answered_is_the_period_asked(
    kb: KnowledgeBase, mode: str, question: str, period: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.clarification == "none" and answer.source is not None
    facts = [
        f for f in (kb.lookup_fact(s, m, period) for s in kb.scopes() for m in kb.metrics()) if f
    ]
    assert answer.source in [f.source for f in facts]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            "How much EBITDA did the Hong Kong business pull in for FY2023?",
            "ACME_HK",
            "EBITDA",
            "FY2023",
        ),  # a verb the grammar does not list
        ("One more thing: what was Japan's revenue in FY2024?", "ACME_JP", "REVENUE", "FY2024"),
        (
            "How many people were on the Singapore payroll in FY2024?",
            "ACME_SG",
            "HEADCOUNT",
            "FY2024",
        ),
        ("新加坡那边2023财年一共有多少员工？", "ACME_SG", "HEADCOUNT", "FY2023"),
        ("2024财年日本区的税息折旧及摊销前利润是多少？", "ACME_JP", "EBITDA", "FY2024"),
        ("麻烦告诉我一下香港2023财年的员工总数。", "ACME_HK", "HEADCOUNT", "FY2023"),
        ("集团2024财年的净利润大概是多少？", "ACME_GROUP", "NET_PROFIT", "FY2024"),  # adverb
        ("ちなみに、マカオの2024年度の売上高は？", "ACME_MO", "REVENUE", "FY2024"),
        ("By the way, what was Macau's EBITDA in FY2023?", "ACME_MO", "EBITDA", "FY2023"),
        ("香港2024财年业务收入是多少？", "ACME_HK", "REVENUE", "FY2024"),  # 业务 heads the scope
        ("日本事業の2023年度売上高は？", "ACME_JP", "REVENUE", "FY2023"),
    ],
)
def test_words_that_name_nothing_do_not_block_a_figure(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    answer = ask(kb, question, mode)
    fact = kb.lookup_fact(scope, metric, period)
    assert fact is not None and answer.source == fact.source and answer.value == fact.value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["What was Macau's profit in FY2024?", "香港2024财年的利润是多少？", "日本の前期の利益は？"],
)
def test_a_word_for_several_metrics_is_asked_about(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.clarification == "ask_first" and answer.value is None
    assert all(
        kb.vocabulary().name(m, answer_lang(question)) in answer.answer
        for m in ("EBITDA", "NET_PROFIT")
    )


def answer_lang(question: str) -> str:
    return "ja" if "の" in question else ("zh" if not question.isascii() else "en")


@pytest.mark.parametrize("mode", MODES)
def test_every_year_asks_which_of_the_closed_years(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "Show me Macau revenue for each year", mode)
    assert answer.clarification == "ask_first" and answer.value is None
    periods = sorted(f.period for f in kb.facts_for("ACME_MO", "REVENUE"))
    assert periods and all(p in answer.answer for p in periods if p < "FY2026")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本の従業員は何人ですか？",
        "What's the latest EBITDA figure for Japan?",  # "latest" is the assumed year, said
        "日本の直近の純利益を教えてください。",
    ],
)
def test_a_missing_period_is_assumed_and_said(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.clarification == "answer_with_assumptions" and "FY2025" in answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_a_metric_word_inside_a_narrative_question_does_not_take_over(
    kb: KnowledgeBase, mode: str
) -> None:
    answer = ask(kb, "ACME香港的会员消费占销售额的比例是多少？", mode)
    assert answer.route == "narrative" and answer.value is None
    assert answer.sources == ["ACME_HK_Market_Review_FY2025.docx"]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        (
            "What does the Japan business strategy say about self-checkout?",
            "ACME_Japan_Business_Strategy_FY2025.pdf",
        ),
        ("风险因素报告对汇率风险怎么说？", "ACME_Risk_Factors_FY2025.pdf"),
        (
            "香港市場レビューでは会員プログラムについて何と述べていますか？",
            "ACME_HK_Market_Review_FY2025.docx",
        ),
    ],
)
def test_a_question_reaches_a_document_in_another_language(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative" and answer.sources == [doc]
    text = kb.document_text(doc)
    assert text is not None and answer.answer and answer.answer.split(" ")[0][:8] in text


# -- property: words the KB has no name for never yield a value --------------------------

_KNOWN_STEMS = {
    stem(w)
    for term in EVAL_VOCABULARY.terms
    for alias in (term.code, *term.aliases)
    for w in LATIN_WORD_RE.findall(normalize(alias))
} | {"acme"}
_PERIOD_WORDS = {"q", "h", "fy", "ytd", "month", "quarter", "half", "interim"}


_SPELLINGS = Matcher(EVAL_VOCABULARY, misspellings=True).spellings


def _unknown_latin(word: str) -> bool:
    # A shorthand the engine writes out ("thru", "abt") is the word it stands for, and a
    # misspelling of one name word ("revnue", ``_spelling``) is that name.
    written_out = ABBREVIATIONS.get(word, word)
    return (
        _SPELLINGS is not None
        and _SPELLINGS.read(word) is None
        and word not in ENGLISH_GRAMMAR
        and word not in STOPWORDS
        and written_out not in ENGLISH_GRAMMAR
        and written_out not in STOPWORDS
        and stem(word) not in _KNOWN_STEMS
        and not any(word.startswith(p) for p in _PERIOD_WORDS)
        # A hesitation ("umm", "erm") is speech the engine drops, not a word.
        and FILLER_RE.fullmatch(word) is None
        # A chat word of stance ("iirc", "tbh") is the writer's hedge, set aside as such.
        and word not in EN_STANCE
    )


_CJK_KNOWN = (
    "".join(a for t in EVAL_VOCABULARY.terms for a in t.aliases if not a.isascii())
    + "年度期季月半前去今明上下本来昨当翌直近的是有为在和与及或了吗呢多少几何人数个"
    # One-character grammar words ("区" as in 香港区) are known words, not unknown ones.
    + "".join(w for w in CHINESE_GRAMMAR | JAPANESE_GRAMMAR if len(w) == 1)
    # 仅 ("only") written onto a metric stresses it (仅收入, ``EMPHASIS_RE``): no unknown word.
    + "仅"
    # A scale (亿, 万, 千) is the unit the figure is wished in (「億の売上高」, ``OTHER_SCALE_RE``):
    # a word the engine knows, so a random word holding one is no unknown word.
    + "十百千亿億万兆"
)
_HAN = st.characters(min_codepoint=0x4E00, max_codepoint=0x9FA5).filter(
    lambda c: c not in _CJK_KNOWN
)
_KATAKANA = st.characters(min_codepoint=0x30A2, max_codepoint=0x30F3)

latin_words = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=3, max_size=10).filter(
    _unknown_latin
)
_CJK_ALIASES = [a for t in EVAL_VOCABULARY.terms for a in t.aliases if not a.isascii()]


def _no_alias(word: str) -> bool:
    return not any(alias in word for alias in _CJK_ALIASES) and word not in SEGMENT_NOUNS


def _not_grammar(word: str) -> bool:
    """A word, not a particle or an auxiliary (such as 也 read as classical なり), alone
    or where the templates write it, after 的 or の (the analyser reads 的並 as one
    conjunction: there 並 is grammar, as 并 is)."""
    return not any(
        token.particle and token.word.surface != lead
        for japanese in (True, False)
        for lead in ("", "的", "の")
        for token in cjk_tokens(lead + word, japanese)
    )


han_words = st.text(alphabet=_HAN, min_size=1, max_size=4).filter(_not_grammar)
kana_words = (
    st.text(alphabet=_KATAKANA, min_size=2, max_size=6).filter(_no_alias).filter(_not_grammar)
)

METRIC_TEMPLATES = [
    "What was Japan's {w} in FY2024?",
    "How much {w} did Hong Kong make in FY2025?",
    "What is the group's {w} revenue?",
    "Singapore {w}, FY'24?",
]
SCOPE_TEMPLATES = [
    "What was {W}'s revenue in FY2025?",
    "How much revenue did ACME's {W} business make in FY2025?",
    "{W} EBITDA last year?",
]
ZH_TEMPLATES = [
    "日本2024财年的{w}是多少？",
    "香港2025财年的{w}收入是多少？",
    "{w}业务2024财年的收入是多少？",
]
JA_TEMPLATES = [
    "日本の2024年度の{w}はいくらですか？",
    "{w}事業の2025年度の売上高は？",
    "香港の{w}売上高は？",
]

_PROPERTY = settings(
    max_examples=int(os.environ.get("PROPERTY_EXAMPLES", "40")),  # more: PROPERTY_EXAMPLES=2500
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)


@_PROPERTY
@given(word=latin_words, template=st.sampled_from(METRIC_TEMPLATES), mode=st.sampled_from(MODES))
def test_unknown_english_metric_words_never_yield_a_value(
    kb: KnowledgeBase, word: str, template: str, mode: str
) -> None:
    answer = ask(kb, template.format(w=word), mode)
    assert answer.value is None and answer.source is None


@_PROPERTY
@given(word=latin_words, template=st.sampled_from(SCOPE_TEMPLATES), mode=st.sampled_from(MODES))
def test_unknown_english_scope_words_never_yield_a_value(
    kb: KnowledgeBase, word: str, template: str, mode: str
) -> None:
    answer = ask(kb, template.format(W=word.capitalize()), mode)
    assert answer.value is None and answer.source is None


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "word", sorted(w for w in ABBREVIATIONS if w.isalpha() and len(w) > 2 and w not in STOPWORDS)
)
def test_a_capitalized_abbreviation_named_as_a_scope_never_yields_a_value(
    kb: KnowledgeBase, word: str, mode: str
) -> None:
    """ "ACME's Incl business": a capitalized word inside a sentence is a name, never the
    abbreviation it spells ("incl." for including), so an unknown one is refused."""
    for template in SCOPE_TEMPLATES:
        answer = ask(kb, template.format(W=word.capitalize()), mode)
        assert answer.value is None and answer.source is None, template


@_PROPERTY
@given(word=han_words, template=st.sampled_from(ZH_TEMPLATES), mode=st.sampled_from(MODES))
def test_unknown_chinese_words_never_yield_a_value(
    kb: KnowledgeBase, word: str, template: str, mode: str
) -> None:
    answer = ask(kb, template.format(w=word), mode)
    assert answer.value is None and answer.source is None


@_PROPERTY
@given(
    word=st.one_of(kana_words, han_words),
    template=st.sampled_from(JA_TEMPLATES),
    mode=st.sampled_from(MODES),
)
def test_unknown_japanese_words_never_yield_a_value(
    kb: KnowledgeBase, word: str, template: str, mode: str
) -> None:
    answer = ask(kb, template.format(w=word), mode)
    assert answer.value is None and answer.source is None


# -- the same property over real English words, the commonest ones first ----------------

COMMON_WORDS = [
    w
    for w in top_n_list("en", 400)
    if w.isascii() and w.isalpha() and len(w) >= 3 and _unknown_latin(w)
]


def test_common_english_words_beside_a_name_never_yield_a_value(kb: KnowledgeBase) -> None:
    # Real words, unlike random strings, include the verbs, adverbs and adjectives the
    # engine may pass over: none of them may turn a template into a figure.
    assert len(COMMON_WORDS) > 100
    valued = [
        question
        for word in COMMON_WORDS
        for question in [t.format(w=word) for t in METRIC_TEMPLATES]
        + [t.format(W=word.capitalize()) for t in SCOPE_TEMPLATES]
        if ask(kb, question, "tool").value is not None
    ]
    assert valued == []


_LEAD_INS = (
    "I'm studying {q} {m}. What was it for Japan in 2025?",
    "I'm looking into {q} {m}: how much was it for Hong Kong in 2024?",
    "Quick check before the board pack goes out: what was Japan's {q} {m} in 2025?",
    "My boss wants the {q} {m}. What was it for Macau in 2024?",
    "Our team tracks {q} {m}. How much did Singapore report in 2025?",
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("form", _LEAD_INS)
@pytest.mark.parametrize("qualifier", ["inventory", "adjusted", "online", "diluted", "franchise"])
@pytest.mark.parametrize("metric", ["revenue", "EBITDA", "net profit", "headcount"])
def test_a_qualified_metric_in_a_lead_in_or_its_request_never_yields_a_value(
    kb: KnowledgeBase, mode: str, form: str, qualifier: str, metric: str
) -> None:
    answer = ask(kb, form.format(q=qualifier, m=metric), mode)
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "word",
    sorted(
        w
        for w, words in ABBREVIATIONS.items()
        if w.isalpha()
        and len(words.split()) > 1
        and all(x in ENGLISH_GRAMMAR for x in words.split())
    ),
)
def test_an_abbreviation_of_grammar_words_owned_never_yields_a_value(
    kb: KnowledgeBase, word: str, mode: str
) -> None:
    """ "the group's lemme revenue": after an owner, an abbreviation running grammar words
    together ("let me", "want to") is a word of the thing owned, unknown, never dropped."""
    answer = ask(kb, f"What is the group's {word} revenue?", mode)
    assert answer.value is None and answer.source is None, answer.answer
