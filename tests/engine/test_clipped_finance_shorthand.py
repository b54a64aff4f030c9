"""Finance shorthand read as a grammar: clipped names, clipped grammar words, acronyms.

What is read: the KB's names as finance teams clip them, through the KB's own aliases
(``kb/synthetic_vocabulary.py``): "grp" (the group), "gross mgn", "net inc"; Hong Kong
and Macau clipped to one character before a region noun in Chinese (港区, 澳区), a name
said so in Chinese only (``Term.aliases_in``), so 港区 in a Japanese text (Tokyo's Minato
ward) is no market; grammar words clipped ("our mkt", "the 2030 tgt", "mgmt's FY26
focus", "HH spending", "renewable elec") as the words they stand for; a half written
number first before its year ("1H FY25"); a year in capitals after the figure ("SG rev
TY", "LY", "PY"; "ty" is thanks); a phrasal verb naming the event a year is
known by ("the yr we kicked off the expansion"); 「…FY25と、26年度の…」 as two questions.

What still refuses or asks: acronyms of measures the KB lacks (LFL, capex, ROE, ROIC,
DSO, opex, EBIT, NI, 同店销售, 既存店売上), never the nearest metric; a change asked
year on year (YoY, 同比, 前年比), which the KB states as no figure; a half of a year;
a bare profit (asked which); the management's own things ("management's pay").
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.kb.analysis import normalize
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from ragspine_eval_pipeline.kb.vocabulary import Term, Vocabulary
from tests.engine.asking import (
    MODES,
    ask,
    assert_asks_first,
    assert_figure,
    assert_refused,
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("grp GM% FY23", 38.6),
        ("grp rev FY24", 3564.0),
        ("What was grp NP in FY2025?", 519.0),
        ("grp-level EBITDA FY25", 1018.0),
        ("HK gross mgn FY24", 42.0),
        ("JP net inc FY24", 8600.0),
        ("港区FY25毛利率多少？", 42.8),
        ("港區2025財年員工人數", 3390.0),
        ("澳区FY23 EBITDA（HKD m）", 540.0),
        ("澳区2024财年收入", 2610.0),
        ("2023财年香港区的EBITDA有多少？", 402.0),
        ("香港区域FY25收入", 1702.0),
        ("SG rev LY", 968.0),
        ("JP NP PY", 9750.0),
        ("SG rev FY24, TY!", 915.0),
        ("SG rev FY24 ty", 915.0),
    ],
)
def test_clipped_names_reach_the_figure(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "rev for our mkt FY25, USD m?",
        "grp HC in the yr we kicked off the expansion?",
        "group headcount in the year we scaled back?",
        "港区FY25利润多少？",
        "港澳区FY25营收",
    ],
)
def test_clipped_words_still_ask_what_they_leave_open(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "grp LFL FY25",
        "grp ROE FY25?",
        "grp capex FY25?",
        "HK ROIC FY24",
        "SG DSO FY25",
        "JP opex FY25",
        "grp EBIT FY24",
        "JP NI FY24",
        "HK EBITDA mgn FY24",
        "集团FY25 ROE多少",
        "集团FY24 CAPEX",
        "港区FY25同店销售同比多少？",
        "日本のROE 2025年度",
        "日本 既存店売上 FY25",
        "日本の粗利 2024年度",
    ],
)
def test_acronyms_of_measures_the_kb_lacks_are_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "HK rev YoY FY25?",
        "grp NP YoY chg FY24",
        "SG HC YoY FY25",
        "香港FY25营收同比多少？",
        "港区营收FY25同比增速",
        "日本の売上高 前年比 2025年度",
        "日本 売上 YoY FY25",
        "SG rev TY",
        "JP HC FY25 vs PY",
        "SG rev 1H FY25?",
        "JP NP 2H24",
    ],
)
def test_changes_and_halves_in_shorthand_are_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["港区の売上高 2024年度", "港区の店舗の売上高は？", "天津港区的收入是多少"],
)
def test_a_port_district_is_no_market(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused(ask(kb, question, mode))


def test_a_name_said_in_one_language_is_read_in_that_language_only() -> None:
    vocabulary = Vocabulary(
        terms=(Term(code="HK", kind="scope", aliases=("香港",), aliases_in={"zh": ("港区",)}),)
    )
    matcher = Matcher(vocabulary)
    assert [m.code for m in matcher.find(normalize("港区收入"))] == ["HK"]
    assert matcher.find(normalize("港区の売上高")) == []
    both = Vocabulary(
        terms=(Term(code="HK", kind="scope", aliases=("香港",), aliases_in={"zh": ("港区",)}),)
    )
    # The full name is read first: 香港区 is Hong Kong and its region noun.
    assert [(m.code, m.end) for m in Matcher(both).find(normalize("香港区收入"))] == [("HK", 2)]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc", "said"),
    [
        ("What's mgmt's FY26 focus in SG?", "Singapore", "renegotiating leases"),
        ("grp renewable elec % FY25?", "ESG", "46 percent"),
        ("SG 1H FY25 HH spend soft - was it the GST hike?", "Singapore", "9 percent"),
        ("几小时内通知DPO？", "Data_Protection", "24"),
        ("DPOへの通知は何時間以内？", "Data_Protection", "24"),
    ],
)
def test_clipped_words_of_a_narrative_question_find_its_passage(
    kb: KnowledgeBase, mode: str, question: str, doc: str, said: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative" and not answer.refused, answer.answer
    assert any(doc in s for s in answer.sources), answer.sources
    assert said in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value", "doc"),
    [
        ("SG NP FY25 + what's mgmt's FY26 focus there?", 125.0, "Singapore"),
        ("JP EBITDA FY25と、26年度の重点施策を教えて", 21700.0, "Japan_Business_Strategy"),
    ],
)
def test_a_figure_and_a_plan_in_shorthand_are_both_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "composite" and answer.value == value, answer.answer
    assert any(doc in s for s in answer.sources), answer.sources


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "what is management's pay in Singapore?",
        "What did management's bonus amount to in FY2025?",
    ],
)
def test_the_managements_own_things_are_not_the_companys(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))
