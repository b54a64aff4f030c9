"""A measure described by its definition, not named (``engine/_definitions.py``), and the
figure asked "as it stands now" (``_grammar.NOW_RE``).

A description whose parts are one metric's definition whole gets that metric's value; a
description that is no metric's definition whole ("after rent", "before interest and
tax") or fits two gets no value. Words for "now" that date a metric named ask the latest
closed year, said as an assumption; the open year, a range, "now" of the discourse and
"now" beside an explicit year stay as they were.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._question import parse_question
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from ragspine_eval_pipeline.kb.synthetic import _EVAL_FACT_ROWS
from tests.engine.asking import MODES, TODAY, ask

FACTS = {(r.scope, r.metric, r.period): r for r in _EVAL_FACT_ROWS}

DEFINED = [
    # Gross margin: a share of sales left after the cost of goods, or gross profit as a
    # share of sales.
    (
        "What proportion of revenue did Japan retain after the cost of goods in FY2024?",
        "ACME_JP",
        "GROSS_MARGIN",
        "FY2024",
    ),
    (
        "In fiscal 2023, how much of every sales dollar stayed with Singapore once it had "
        "paid for the merchandise?",
        "ACME_SG",
        "GROSS_MARGIN",
        "FY2023",
    ),
    (
        "Hong Kong's gross profit as a percentage of sales in FY2025?",
        "ACME_HK",
        "GROSS_MARGIN",
        "FY2025",
    ),
    ("2024财年日本的毛利占营收的比例有多少？", "ACME_JP", "GROSS_MARGIN", "FY2024"),
    ("香港2023年度收入里扣掉进货成本以后剩下百分之几？", "ACME_HK", "GROSS_MARGIN", "FY2023"),
    ("集团2025财年销售毛利率是多少？", "ACME_GROUP", "GROSS_MARGIN", "FY2025"),
    ("日本の2023年度、売上高に対する粗利益の割合は？", "ACME_JP", "GROSS_MARGIN", "FY2023"),
    (
        "香港は2024年度、売上から原価を引いて何%が手元に残りましたか",
        "ACME_HK",
        "GROSS_MARGIN",
        "FY2024",
    ),
    ("シンガポールの2025年度の売上の粗利率を教えて", "ACME_SG", "GROSS_MARGIN", "FY2025"),
    # EBITDA: what was earned before interest, tax, depreciation (and amortisation).
    (
        "How much did Macau make in FY2024 before interest, taxes, depreciation and amortization?",
        "ACME_MO",
        "EBITDA",
        "FY2024",
    ),
    (
        "What were Hong Kong's earnings before depreciation, interest and tax in FY2023?",
        "ACME_HK",
        "EBITDA",
        "FY2023",
    ),
    ("新加坡2025财年未计利息、税项、折旧及摊销的盈利是多少？", "ACME_SG", "EBITDA", "FY2025"),
    ("日本2023年在付利息和税、折旧之前挣了多少？", "ACME_JP", "EBITDA", "FY2023"),
    ("マカオの2025年度、金利と税金と減価償却の前の儲けはいくら？", "ACME_MO", "EBITDA", "FY2025"),
    # Net profit: what was earned in the end, the bottom line.
    ("What did Japan earn all told in FY2023?", "ACME_JP", "NET_PROFIT", "FY2023"),
    (
        "How much profit did Macau end up with at the end of the day in FY2025?",
        "ACME_MO",
        "NET_PROFIT",
        "FY2025",
    ),
    ("香港2024财年到头来赚了多少？", "ACME_HK", "NET_PROFIT", "FY2024"),
    ("グループの2023年度、最終的に稼いだ利益はいくら？", "ACME_GROUP", "NET_PROFIT", "FY2023"),
    ("日本は2024年度、結局いくら儲かったの？", "ACME_JP", "NET_PROFIT", "FY2024"),
    # Revenue: the money taken from selling.
    ("How much money did Singapore take from selling in FY2024?", "ACME_SG", "REVENUE", "FY2024"),
    ("マカオは2023年度に売ったお金はいくら？", "ACME_MO", "REVENUE", "FY2023"),
    (
        "What share of its takings did Japan keep once the goods were paid for in FY2024?",
        "ACME_JP",
        "GROSS_MARGIN",
        "FY2024",
    ),
    ("日本の2024年度、売上に占める粗利の割合は？", "ACME_JP", "GROSS_MARGIN", "FY2024"),
    ("新加坡2024年息税折旧前赚了多少？", "ACME_SG", "EBITDA", "FY2024"),
    ("香港の2024年度の利払い・税金・償却前の利益は？", "ACME_HK", "EBITDA", "FY2024"),
    (
        "In FY2024, before paying interest and tax, and before depreciation, how much did "
        "Japan earn?",
        "ACME_JP",
        "EBITDA",
        "FY2024",
    ),
    (
        "How much money did Japan earn before interest, tax and depreciation in FY2024?",
        "ACME_JP",
        "EBITDA",
        "FY2024",
    ),
    ("What did Singapore end up earning in FY2024?", "ACME_SG", "NET_PROFIT", "FY2024"),
    ("香港2024年最终挣了多少钱？", "ACME_HK", "NET_PROFIT", "FY2024"),
    # Headcount: the people employed, working there.
    ("日本には2024年度、何人ぐらいが働いていましたか", "ACME_JP", "HEADCOUNT", "FY2024"),
    ("香港は2023年度に何名在籍していましたか", "ACME_HK", "HEADCOUNT", "FY2023"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "scope", "metric", "period"), DEFINED)
def test_a_measure_described_by_its_definition_gets_its_value(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    fact = FACTS[(scope, metric, period)]
    answer = ask(kb, question, mode)
    assert (answer.route, answer.clarification, answer.refused) == ("numeric", "none", False)
    assert (answer.value, answer.unit) == (fact.value, fact.unit)


def test_every_definition_is_read_in_every_language() -> None:
    def lang(question: str) -> str:
        if question.isascii():
            return "en"
        return "ja" if any("\u3040" <= ch <= "\u30ff" for ch in question) else "zh"

    asked = {(metric, lang(q)) for q, _, metric, _ in DEFINED}
    for metric in ("GROSS_MARGIN", "EBITDA", "NET_PROFIT"):
        assert {lang_ for m, lang_ in asked if m == metric} == {"en", "zh", "ja"}


NO_DEFINITION = [
    # Not the cost of goods: no KB metric.
    "What percentage of sales did Japan keep after paying rent in FY2024?",
    "香港2024财年收入扣掉租金后还剩百分之几？",
    "日本の2024年度、売上から家賃を引いて何パーセント残りましたか",
    # Before interest and tax only: EBIT, no KB metric.
    "What did Singapore earn before interest and tax in FY2024?",
    "新加坡2024财年未计利息和税项的利润是多少？",
    "シンガポールの2024年度の利息・税金前の利益は？",
    # Before interest, tax and amortisation, without depreciation: EBITA.
    "What was Hong Kong's profit before interest, tax and amortisation in FY2024?",
    # A share left after the cost of goods, of what is not said: the gross profit alone.
    "How much gross profit did Japan make in FY2024?",
    "日本の2024年度の粗利はいくら？",
]


_EBITDA_PARTS = {
    "en": ("interest", "tax", "depreciation"),
    "zh": ("利息", "税", "折旧"),
    "ja": ("利息", "税金", "減価償却"),
}
_EBITDA_FORMS = {
    "en": "How much did Japan earn before {} in FY2024?",
    "zh": "日本2024财年在{}之前赚了多少？",
    "ja": "日本の2024年度の{}前の利益は？",
}
_JOIN = {"en": " and ", "zh": "和", "ja": "・"}
PART_LEFT_OUT = [
    _EBITDA_FORMS[lang].format(_JOIN[lang].join(p for p in parts if p != dropped))
    for lang, parts in _EBITDA_PARTS.items()
    for dropped in parts
]
"""EBITDA's description with one of its parts left out, in each language: EBIT, or a
profit before tax alone, none of them a KB metric."""


@pytest.mark.parametrize("question", PART_LEFT_OUT)
def test_a_definition_with_a_part_left_out_gets_no_value(kb: KnowledgeBase, question: str) -> None:
    answer = ask(kb, question, "tool")
    assert answer.value is None and answer.route != "numeric"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", NO_DEFINITION)
def test_a_description_that_is_no_metrics_definition_gets_no_value(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None and answer.route != "numeric"


@pytest.mark.parametrize(
    "question",
    [
        # Two definitions at once: before interest, tax and depreciation, and in the end.
        "What did Japan earn in the end before interest, tax and depreciation in FY2024?",
        # A definition beside another metric's name: the name is what is asked.
        "How much revenue did Japan make in the end in FY2024?",
        # A part's words listed on with a thing no definition holds (EBITDAR is no KB metric).
        "日本2024年扣除租金、利息、税和折旧之前赚了多少？",
        "What percentage of its sales did Hong Kong keep after the cost of goods and rent "
        "in FY2024?",
        # The selling verb with an object of its own: proceeds from selling stores.
        "How much money did Japan make from selling stores in FY2024?",
    ],
)
def test_a_description_fitting_two_metrics_or_beside_a_name_is_not_rewritten(
    kb: KnowledgeBase, question: str
) -> None:
    parsed = parse_question(question, TODAY, kb.vocabulary())
    assert "NET_PROFIT" not in parsed.text and "EBITDA" not in parsed.text


@pytest.mark.parametrize(
    "question",
    [
        "What were Japan's earnings in FY2025?",
        "How were Hong Kong's earnings in fiscal 2024?",
        "マカオの2024年度の稼ぎはいくら？",
    ],
)
@pytest.mark.parametrize("mode", MODES)
def test_a_word_several_metrics_definitions_cover_is_asked_which(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    parsed = parse_question(question, TODAY, kb.vocabulary())
    assert [set(c.metrics) for c in parsed.clauses] == [{"EBITDA", "NET_PROFIT"}]
    answer = ask(kb, question, mode)
    assert (answer.route, answer.clarification, answer.value) == ("clarify", "ask_first", None)


@pytest.mark.parametrize(
    ("question", "metric"),
    [
        ("What were Japan's after-tax earnings in FY2024?", "NET_PROFIT"),
        (
            "What were Japan's earnings before interest, taxes, depreciation and amortization "
            "in FY2024?",
            "EBITDA",
        ),
    ],
)
def test_earnings_inside_a_metrics_name_keeps_that_metric(
    kb: KnowledgeBase, question: str, metric: str
) -> None:
    answer = ask(kb, question, "tool")
    assert (answer.route, answer.value) == ("numeric", FACTS[("ACME_JP", metric, "FY2024")].value)


NOW = [
    ("What's Singapore's revenue right now?", "ACME_SG", "REVENUE"),
    ("How many people does Hong Kong employ at the moment?", "ACME_HK", "HEADCOUNT"),
    ("What is the group's EBITDA at present?", "ACME_GROUP", "EBITDA"),
    ("Japan net profit these days?", "ACME_JP", "NET_PROFIT"),
    ("What's Hong Kong's gross margin now?", "ACME_HK", "GROSS_MARGIN"),
    ("新加坡如今的收入是多少？", "ACME_SG", "REVENUE"),
    ("澳门最近的净利润是多少？", "ACME_MO", "NET_PROFIT"),
    ("香港目前有多少员工？", "ACME_HK", "HEADCOUNT"),
    ("マカオの最近の売上高は？", "ACME_MO", "REVENUE"),
    ("日本は今何人くらい働いていますか", "ACME_JP", "HEADCOUNT"),
    ("グループの今のところのEBITDAは？", "ACME_GROUP", "EBITDA"),
    ("What's Macau's EBITDA as things stand?", "ACME_MO", "EBITDA"),
    ("香港当下的毛利率是多少？", "ACME_HK", "GROSS_MARGIN"),
    ("集团现阶段有多少员工？", "ACME_GROUP", "HEADCOUNT"),
    ("シンガポールの現時点の売上高は？", "ACME_SG", "REVENUE"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "scope", "metric"), NOW)
def test_now_is_the_latest_closed_year_said_as_an_assumption(
    kb: KnowledgeBase, question: str, scope: str, metric: str, mode: str
) -> None:
    fact = FACTS[(scope, metric, "FY2025")]
    answer = ask(kb, question, mode)
    assert (answer.route, answer.clarification) == ("numeric", "answer_with_assumptions")
    assert answer.value == fact.value and "FY2025" in str(answer.answer)


@pytest.mark.parametrize(
    ("question", "period"),
    [
        ("What was Japan's gross margin in FY2024, as it stands now?", "FY2024"),
        ("What is Singapore's headcount for fiscal 2023 right now?", "FY2023"),
        ("香港2024财年的收入如今是多少？", "FY2024"),
    ],
)
def test_now_beside_a_year_leaves_the_year_to_decide(
    kb: KnowledgeBase, question: str, period: str
) -> None:
    answer = ask(kb, question, "tool")
    assert answer.route == "numeric" and period in str(answer.answer)
    assert answer.clarification == "none"


@pytest.mark.parametrize(
    "question",
    [
        # The open year: a forecast, refused.
        "What's Japan's gross margin this fiscal year?",
        "What is Hong Kong's revenue this year right now?",
        "日本本财年的毛利率现在是多少？",
        "日本今年的收入如今是多少？",
        "日本の今期の売上高は今どのくらい？",
        # A range of years.
        "日本最近三年的毛利率是多少？",
        # A forecast from now.
        "What will Japan's revenue be a year from now?",
    ],
)
@pytest.mark.parametrize("mode", MODES)
def test_now_does_not_make_the_open_year_or_a_range_a_closed_year(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None


def test_now_opening_a_clause_is_the_discourses_and_is_kept(kb: KnowledgeBase) -> None:
    # The discourse's "Now" is a follow-up's lead-in (``_follow_up``), never the figure's
    # date: the year asked stands, with nothing assumed.
    parsed = parse_question(
        "Now the same for Singapore: what was its revenue in FY2024?", TODAY, kb.vocabulary()
    )
    assert [p.year for c in parsed.clauses for p in c.periods] == [2024]
    answer = ask(kb, "Now the same for Singapore: what was its revenue in FY2024?", "tool")
    assert answer.value == 915.0 and answer.clarification == "none", answer.answer


@pytest.mark.parametrize(
    "question",
    [
        "今から会議なので、香港の2024年度の売上高を教えてください。",
        "I'm in a meeting right now - what was HK revenue in FY2024?",
        "我最近在做报告，香港2024财年的收入是多少？",
    ],
)
def test_now_in_the_askers_own_situation_leaves_the_year_asked(
    kb: KnowledgeBase, question: str
) -> None:
    answer = ask(kb, question, "tool")
    assert (answer.route, answer.value) == (
        "numeric",
        FACTS[("ACME_HK", "REVENUE", "FY2024")].value,
    )
