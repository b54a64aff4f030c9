"""Figure requests written in shorthand: abbreviations of names and of grammar, a unit
stated as the format of the answer, forwarded requests and bare requests.

Each shorthand reads as the plain form it stands for and only that: a range of two
years is asked which, a unit the figure is not reported in still refuses, and a word
the KB lacks is refused however the request around it is put.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.kb.analysis import normalize
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, TODAY, ask


@pytest.mark.parametrize(
    ("phrase", "years"),
    [
        ("last yr", [2025]),
        ("the previous fiscal yr", [2025]),
        ("fiscal yr 2024", [2024]),
        ("2 yrs ago", [2024]),
        ("the yr before last", [2024]),
        ("FY23-24", [2023, 2024]),
        ("fy'24/25", [2024, 2025]),
        ("FY23-FY24", [2023, 2024]),
        ("last FY", [2025]),
        ("prev FY", [2025]),
        ("this FY", [2026]),
        ("next FY", [2027]),
        ("CY24", [2024]),
    ],
)
def test_year_abbreviations_name_the_fiscal_years(phrase: str, years: list[int]) -> None:
    spans = find_periods(normalize(phrase), "en", TODAY)
    assert [s.period.year for s in spans if s.period] == years


@pytest.mark.parametrize(
    ("phrase", "lang"), [("23-24年度", "ja"), ("23/24财年", "zh"), ("23～24年度", "ja")]
)
def test_two_digit_ranges_in_chinese_and_japanese_name_both_years(phrase: str, lang: str) -> None:
    spans = find_periods(normalize(phrase), lang, TODAY)
    assert [s.period.year for s in spans if s.period] == [2023, 2024]


@pytest.mark.parametrize(
    "phrase",
    ["covid-19 period", "in 12-15 stores", "top 10-20", "FY24, 25 stores", "过去10年和20年来"],
)
def test_numbers_joined_by_a_dash_are_no_range_of_years(phrase: str) -> None:
    lang = "en" if phrase.isascii() else "zh"
    years = [s.period.year for s in find_periods(normalize(phrase), lang, TODAY) if s.period]
    assert len(years) <= 1


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Singapore EBITDA FY23-24?",
        "HK rev FY24/25",
        "日本の23-24年度の売上高は？",
        "香港23/24财年收入是多少",
        "HK rev FY24 or 25?",
        "HK revenue FY2024 and 2025",
        "香港24还是25财年的收入",
        "香港の24か25年度の売上高",
    ],
)
def test_a_shorthand_range_of_years_is_asked_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "clarify" and answer.value is None, answer.answer
    assert "FY2023" in answer.answer or "FY2024" in answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("HK rev FY24?", 1596.0),
        ("HK rev 2 yrs ago", 1596.0),
        ("need SG staff count as at end of last fiscal yr", 1652.0),
        ("Japan revenue fiscal yr 2024", 103200.0),
        ("JP staff count yr before last", 2284.0),
        ("HK rev last FY?", 1702.0),
        ("日本 last FY 売上", 109800.0),
        ("SG headcount YE FY24", 1566.0),
        ("SG headcount at FYE 2024", 1566.0),
    ],
)
def test_abbreviated_names_and_years_reach_the_figure(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "numeric" and answer.value == value, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Japan net profit FY2023 (JPY mn)", 7900.0),
        ("Japan net profit FY2023 in million yen", 7900.0),
        ("HK revenue last yr (USD mn)", 1702.0),
        ("HK revenue FY24 in US dollars million", 1596.0),
        ("Macau revenue FY2024, HKD m", 2610.0),
        ("日本上财年EBITDA是多少，单位百万日元", 21700.0),
        ("日本2024财年收入，单位：百万日元", 103200.0),
        ("香港2024财年收入是多少，以百万美元为单位", 1596.0),
        ("日本の2024年度の売上高（百万円単位で）", 103200.0),
        ("マカオの2024年度の売上高、百万香港ドル単位で", 2610.0),
        ("Macau rev FY24 (HK$ mn)", 2610.0),
        ("HK rev FY24 (US$ mn)", 1596.0),
        ("JP net profit FY23 in ¥ mn", 7900.0),
        # A scale written onto the unit rescales the KB's unit: the figure as stated.
        ("Japan revenue FY2024 in billion yen", 103200.0),
        ("日本2024财年营收多少（亿日元）", 103200.0),
        ("香港2024财年收入多少亿美元", 1596.0),
        ("日本の2024年度の売上高は何億円？", 103200.0),
        ("日本の2024年度の売上高（千円単位）", 103200.0),
        ("日本の2024年度の売上高は何万円？", 103200.0),
    ],
)
def test_a_unit_stated_as_the_format_is_the_unit_asked_in(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "numeric" and answer.value == value, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Japan revenue FY2024 in USD m",
        "HK revenue FY2024, HKD mn",
        "日本上财年EBITDA是多少，单位百万美元",
        "香港の2024年度の売上高（百万円単位で）",
        "日本上财年EBITDA是多少，单位",
        "日本2024财年客流量是多少，单位百万日元",
        "HK revenue FY24 in HK$",
        "Japan revenue FY24 in HK$",
        "日本2023财年净利润（¥百万）",
        "SG rev FY24 in S$",
    ],
)
def test_a_format_the_fact_is_not_reported_in_or_an_unknown_measure_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "refuse" and answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ('Fwd from Linda: "can someone send me group gross margin % for fiscal 2024?"', 39.3),
        ("FW: can someone send me HK revenue FY2024?", 1596.0),
        ("Fwd: could you send over Japan EBITDA FY2023?", 18600.0),
        ("pls send HK revenue FY2024", 1596.0),
        ("转发：香港2024财年收入是多少？", 1596.0),
        ("給我香港2024財年收入", 1596.0),
        ("転送：香港の2024年度の売上高は？", 1596.0),
        ("香港の2024年度の売上高ちょうだい", 1596.0),
        ("香港の2024年度の売上高を下さい", 1596.0),
        ("need HK rev for last fiscal yr asap", 1702.0),
        ('Note from Linda - "HK revenue FY2024?" thanks', 1596.0),
        ('Fwd: Linda says "need Japan EBITDA FY23"', 18600.0),
        ("Linda问：“新加坡2024财年EBITDA是多少？”", 226.0),
        ("転送：田中さんより「香港の2024年度の売上高を教えてください」", 1596.0),
        ("田中さんから：「日本の2023年度の純利益は？」", 7900.0),
        ("can u send HK rev FY24", 1596.0),
        ("send HK rev FY24 pls", 1596.0),
        ("HK rev FY24 - need by EOD", 1596.0),
        ("香港2024财年收入发一下", 1596.0),
        ("发给我香港2024财年收入", 1596.0),
        ("香港の24年度の売上高お願い", 1596.0),
        ("香港の24年度売上を送ってください", 1596.0),
    ],
)
def test_forwarded_and_bare_requests_reach_the_figure(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "numeric" and answer.value == value, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["2024年度の売上高ください", "pls send revenue FY2024", "转发：2024财年收入是多少？"],
)
def test_a_bare_request_with_no_scope_is_asked_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "clarify" and answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Fwd from Linda: HK churn rate FY2024?",
        "pls send HK store count FY2024",
        "can someone send me SG basket size FY2024?",
        "转发：香港2024财年会员人数是多少？",
        "香港の2024年度の店舗数ください",
        "FW: HK rev per sq ft FY24",
        'Note from Linda - "HK churn rate FY2024?" thanks',
        'Note from Linda - "HK revenue FY2024?" for the loyalty scheme',
        "Linda问：“香港2024财年会员收入是多少？”",
        "田中さんより「香港の2024年度の在庫回転率は？」",
        "send HK store count FY24 pls",
        "can u send HK basket size FY24",
        "香港の24年度の店舗数お願い",
        "香港2024财年客单价发一下",
    ],
)
def test_shorthand_around_an_unknown_measure_keeps_it_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None
    assert answer.route == "refuse", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        ("ESG FY25 - women in mgmt %?", "ACME_ESG_Report_FY2025.pdf"),
        ("what share of mgmt roles are women in the ESG report", "ACME_ESG_Report_FY2025.pdf"),
    ],
)
def test_an_everyday_abbreviation_reads_as_its_word(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert doc in answer.sources


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "HK rev last qtr",
        "group rev FY24 excl. Japan",
        "SG avg basket FY24",
        "HK rev 3 mths to FY24",
    ],
)
def test_an_abbreviation_of_a_part_a_derivation_or_an_unknown_measure_gives_no_value(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None and answer.route in ("refuse", "clarify"), answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question", ["HK rev this FY", "HK revenue in the current FY", "SG EBITDA next FY"]
)
def test_the_open_fiscal_year_in_shorthand_is_no_closed_one(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None and answer.route == "refuse", answer.answer
    assert "FY2025" not in answer.answer
