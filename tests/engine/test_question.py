"""Question parsing: names from the KB's vocabulary, the period grammar, clauses."""

from __future__ import annotations

from datetime import date

import pytest

from ragspine_eval_pipeline.engine._question import ParsedQuestion, detect_lang, parse_question
from ragspine_eval_pipeline.kb.synthetic_vocabulary import EVAL_VOCABULARY
from ragspine_eval_pipeline.kb.vocabulary import Term, Vocabulary

TODAY = date(2026, 6, 12)


def parse(
    question: str, day: date = TODAY, vocabulary: Vocabulary = EVAL_VOCABULARY
) -> ParsedQuestion:
    return parse_question(question, day, vocabulary)


@pytest.mark.parametrize(
    ("question", "year"),
    [
        ("Revenue in FY2025?", 2025),  # explicit FY code
        ("Revenue in FY24?", 2024),  # two-digit FY code
        ("Revenue in FY'24?", 2024),  # apostrophe
        ("Revenue in FY 2023?", 2023),  # a space inside
        ("Revenue for fiscal 2023?", 2023),  # "fiscal" + year
        ("Revenue for financial year 2023?", 2023),
        ("Revenue in 2023?", 2023),  # a bare year
        ("2025财年的收入", 2025),  # Chinese fiscal year
        ("24年度的营业额", 2024),  # two-digit year + 年度
        ("2024年度の売上高", 2024),  # Japanese fiscal year
        ("2024会計年度の売上高", 2024),
        ("Revenue last fiscal year?", 2025),  # relative: the latest closed year
        ("Revenue for the prior fiscal year?", 2025),
        ("Revenue two years ago?", 2024),
        ("Revenue for the year before last?", 2024),
        ("Revenue three years ago?", 2023),
        ("去年的收入", 2025),  # zh: last year
        ("上一财年的收入", 2025),  # zh: previous fiscal year
        ("上一个财年的收入", 2025),  # with a measure word
        ("上年度的收入", 2025),
        ("上上个财年的收入", 2024),  # zh: two fiscal years back
        ("这个财年的收入", 2026),  # zh: this fiscal year, still open
        ("這一財年的收入", 2026),
        ("香港前年的收入", 2024),  # zh: 前年 is the year before last
        ("昨年度の売上高", 2025),  # ja: last fiscal year
        ("前年度の売上高", 2025),
        ("前年の売上高", 2025),  # ja: 前年 is the previous year
        ("前期の売上高", 2025),  # ja: the previous fiscal period
        ("前々期の売上高", 2024),
        ("一昨年度の売上高", 2024),
        ("一昨々年度の売上高", 2023),  # ja: three fiscal years back
        ("Revenue next year?", 2027),  # future, refused later
        ("今年度の売上高", 2026),  # the current, still open, fiscal year
        ("今期の売上高", 2026),
        ("来期の売上高", 2027),
    ],
)
def test_periods(question: str, year: int) -> None:
    clause = parse(question).clauses[0]
    assert [p.year for p in clause.periods] == [year]
    assert not clause.sub_year


def test_relative_periods_follow_the_reference_date() -> None:
    clause = parse("Revenue last year?", date(2025, 3, 1)).clauses[0]
    assert clause.period is not None and clause.period.code == "FY2024"


def test_a_period_inside_a_metric_name_is_not_a_period() -> None:
    # 当期純利益 is net profit, not "this period's" anything.
    clause = parse("香港の2023年度の当期純利益は？").clauses[0]
    assert clause.metrics == ("NET_PROFIT",) and [p.year for p in clause.periods] == [2023]


@pytest.mark.parametrize(
    "question",
    [
        "Hong Kong revenue in Q3 FY2025?",
        "Revenue in H1 2025?",
        "Revenue for the first half of 2025?",
        "Revenue in September 2025?",
        "新加坡2025年第三季度的收入",
        "香港2025年上半年的收入",
        "香港の2025年度上期の売上高",
        "香港の2025年度第2四半期の売上高",
    ],
)
def test_a_part_of_a_year_is_recognised_not_read_as_a_year(question: str) -> None:
    assert parse(question).clauses[0].sub_year


@pytest.mark.parametrize(
    ("question", "scope"),
    [
        ("Hong Kong revenue", "ACME_HK"),
        ("HK revenue", "ACME_HK"),
        ("香港法人的收入", "ACME_HK"),
        ("シンガポールの売上高", "ACME_SG"),
        ("新加坡的收入", "ACME_SG"),
        ("日本の売上高", "ACME_JP"),
        ("What was 日本's revenue", "ACME_JP"),  # a name in another language
        ("澳门的收入", "ACME_MO"),
        ("集团的收入", "ACME_GROUP"),
        ("グループの売上高", "ACME_GROUP"),
        ("ACME_SG NET_PROFIT", "ACME_SG"),
        ("ACME Group's Hong Kong revenue", "ACME_HK"),  # the market is more precise
    ],
)
def test_scopes(question: str, scope: str) -> None:
    assert parse(question).clauses[0].scopes == (scope,)


@pytest.mark.parametrize(
    ("question", "metric"),
    [
        ("sales of Japan", "REVENUE"),
        ("Japan's top-line", "REVENUE"),
        ("Japan's top line", "REVENUE"),
        ("revenues of Japan", "REVENUE"),  # matched on stems
        ("营收", "REVENUE"),
        ("売上高", "REVENUE"),
        ("净利润", "NET_PROFIT"),
        ("純益", "NET_PROFIT"),
        ("net income", "NET_PROFIT"),
        ("税息折旧及摊销前利润", "EBITDA"),
        ("员工人数", "HEADCOUNT"),
        ("従業員は何人", "HEADCOUNT"),
        ("how many employees", "HEADCOUNT"),
        ("毛利率", "GROSS_MARGIN"),
        ("粗利益率", "GROSS_MARGIN"),
        ("GROSS_MARGIN", "GROSS_MARGIN"),
    ],
)
def test_metrics(question: str, metric: str) -> None:
    clause = parse(question).clauses[0]
    assert clause.metrics == (metric,)
    assert clause.residual == ()


@pytest.mark.parametrize(
    ("question", "word"),
    [
        ("What was Japan's inventory turnover in FY2024?", "inventory"),  # not revenue
        ("What was ACME_US revenue in FY2025?", "acme_us"),  # a scope code the KB lacks
        ("How much revenue did ACME's Philippines business make?", "philippines"),
        ("日本2024财年的库存周转率是多少？", "库存"),
        ("香港の2024年度の純利益率は？", "率"),  # a suffix makes another metric
        ("香港2025财年的X收入是多少？", "x"),
    ],
)
def test_words_no_name_accounts_for_are_kept_as_residual(question: str, word: str) -> None:
    residual = [w.surface for c in parse(question).clauses for w in c.residual]
    assert word in residual


def test_an_unknown_capitalized_word_is_a_name() -> None:
    clause = parse("What was the revenue of the Philippines in FY2025?").clauses[0]
    assert [w.name for w in clause.residual] == [True]


def test_the_vocabulary_comes_from_the_kb() -> None:
    question = "What was Japan's inventory turnover in FY2024?"
    assert parse(question).clauses[0].metrics == ("REVENUE",)  # "turnover" alone is revenue
    richer = EVAL_VOCABULARY.model_copy(
        update={
            "terms": (
                *EVAL_VOCABULARY.terms,
                Term(code="INVENTORY_TURNOVER", kind="metric", aliases=("inventory turnover",)),
            )
        }
    )
    clause = parse(question, vocabulary=richer).clauses[0]
    assert clause.metrics == ("INVENTORY_TURNOVER",) and clause.residual == ()
    bare = Vocabulary.from_codes(["ACME_HK"], ["REVENUE"], [])
    clause = parse("Hong Kong revenue in FY2025?", vocabulary=bare).clauses[0]
    assert clause.scopes == () and {w.surface for w in clause.residual} == {"hong", "kong"}


@pytest.mark.parametrize(
    ("question", "n"),
    [
        ("What was X's revenue in FY2024 and what risks does the risk report highlight?", 2),
        ("Give me Hong Kong's EBITDA for FY'24 and the ESG report's renewable target.", 2),
        ("新加坡去年的净利润是多少？以及发生数据泄露后需要多久报告？", 2),
        ("香港2025财年的净利润以及会员计划的会员人数", 2),
        ("集团24年度的收入和大湾区拓展计划的投资规模是多少？", 2),
        ("日本の売上高はいくらですか。また、リスクは？", 2),
        ("日本の前期の売上高と、セルフレジの導入状況を教えてください。", 2),
        ("シンガポールの2024年度のEBITDAおよび研修時間の方針について教えてください。", 2),
        ("香港FY2025的REVENUE是多少", 1),
        ("ACME_HK GROSS_MARGIN FY2025 was 42.8 percent.", 1),  # a decimal point ends nothing
        ("シンガポールと香港の売上高は？", 1),  # と between two names joins no questions
        ("What were Japan's revenue and EBITDA in FY2024?", 1),  # two figures, one question
        ("By how much did ACME cut its Scope 1 and Scope 2 emissions?", 1),
        ("社内公募制度とはどのような制度ですか？", 1),
    ],
)
def test_clauses(question: str, n: int) -> None:
    assert len(parse(question).clauses) == n


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("香港FY2025的REVENUE是多少", "zh"),
        ("香港の売上高は？", "ja"),
        ("香港2025年度売上高", "ja"),  # no kana, but a Japanese-only word
        ("What was revenue?", "en"),
    ],
)
def test_language(text: str, lang: str) -> None:
    assert detect_lang(text) == lang


@pytest.mark.parametrize(
    "question",
    [
        "Should I buy ACME shares?",
        "Is Hong Kong a better investment than Singapore?",
        "Would you recommend investing in ACME?",
        "现在值得买入ACME的股票吗？",
        "你认为香港业务的前景怎么样？",
        "ACMEの株を今買うべきですか？",
    ],
)
def test_opinion_and_advice_are_recognised(question: str) -> None:
    assert parse(question).opinion


@pytest.mark.parametrize(
    ("question", "passed", "evidence"),
    [
        ("How much EBITDA does Singapore pull in?", "pull", True),  # the verb after a subject
        ("What headcount is the Hong Kong business running at?", "running", True),  # a participle
        ("Can you fetch Macau's net profit for FY2024?", "fetch", True),
        ("What was Japan's revenue in FY2024, roughly?", "roughly", False),  # only an adverb
        ("How many people were on the Japan payroll in FY2024?", "payroll", True),  # heads a scope
        ("What's the headcount across the group?", "across", False),  # an adverb after a metric
        ("How big is the Japanese workforce?", "big", False),  # "how big" asks an amount
    ],
)
def test_english_words_that_cannot_name_a_figure_are_passed_over(
    question: str, passed: str, evidence: bool
) -> None:
    clause = parse(question).clauses[0]
    assert clause.residual == () and clause.metrics
    # A verb or a noun passed over is still evidence a passage should hold; an adverb says
    # how the question is asked, not what about.
    held = passed in [w.surface for phrase in clause.phrases for w in phrase]
    assert held == evidence


@pytest.mark.parametrize(
    ("question", "word"),
    [
        ("What was Japan's adjusted EBITDA in FY2024?", "adjusted"),  # touches the metric
        ("What was Japan's EBITDA margin in FY2024?", "margin"),
        ("What was Hong Kong's free cash flow in FY2025?", "free"),  # after a possessive
        ("How much revenue did the Hong Kong online business make?", "online"),  # no verb
        ("What was the Hong Kong dividend in FY2025?", "dividend"),  # no other metric named
        ("What was Japan's revenue at the airport stores in FY2024?", "airport"),
    ],
)
def test_english_words_that_may_name_a_figure_stay_unexplained(question: str, word: str) -> None:
    assert word in [w.surface for c in parse(question).clauses for w in c.residual]


@pytest.mark.parametrize(
    ("question", "metrics"),
    [
        ("How much profit did Macau make in FY2024?", ("EBITDA", "NET_PROFIT")),
        ("香港2024财年的利润是多少？", ("EBITDA", "NET_PROFIT")),
        ("マカオの2023年度の利益は？", ("EBITDA", "NET_PROFIT")),
        ("How much money did Japan make?", ("REVENUE", "EBITDA", "NET_PROFIT")),
        ("What was Macau's net profit in FY2024?", ("NET_PROFIT",)),  # the longer name wins
    ],
)
def test_a_name_shared_by_several_metrics_names_them_all(
    question: str, metrics: tuple[str, ...]
) -> None:
    clause = parse(question).clauses[0]
    assert set(clause.metrics) == set(metrics) and clause.residual == ()


def test_a_conjunction_inside_a_name_splits_nothing() -> None:
    clauses = parse("新加坡2024财年的税息折旧及摊销前利润是多少？").clauses
    assert len(clauses) == 1 and clauses[0].metrics == ("EBITDA",)


@pytest.mark.parametrize(
    ("question", "kept"),
    [
        ("One more thing: what was Japan's EBITDA in FY2024?", False),  # names nothing
        ("顺便问一下：日本2024财年的EBITDA是多少？", False),
        ("FY2024: what was Japan's EBITDA?", True),  # a period is part of the question
        ("Risk factors: what does the report say about currencies?", True),  # a document
    ],
)
def test_a_lead_in_that_names_nothing_is_dropped(question: str, kept: bool) -> None:
    parsed = parse(question)
    lead = parsed.text.split(":")[0]
    assert (lead in parsed.clauses[0].text) is kept


@pytest.mark.parametrize(
    "question",
    ["Show me Japan's EBITDA for each year.", "日本历年的员工人数", "日本の年度別の売上高"],
)
def test_every_year_is_a_series_not_a_year(question: str) -> None:
    clause = parse(question).clauses[0]
    assert clause.every_year and clause.periods == () and not clause.sub_year
