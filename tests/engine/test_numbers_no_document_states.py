"""A number asked of a measure the KB lacks, or of a thing no document counts, gives
neither a figure nor a passage, however it is asked: property-style, in three languages.

Reading a number from the passage that states it must never answer a number of
something else. Each of these gave a passage on the code before: "What is the capex of
Singapore now?" (the solar panels that *now* operate on Singapore's distribution centres),
"What percentage is Macau's net debt?" (a rise of one *percentage* point in rates),
「集团的资本开支是多少？」 (the strategic plan's capex *budget*, a plan, not a figure of
what was), 「集团的自由现金流是多少？」 (the GBA plan's *internal cash flow*, beside a
budget), "What was the group's investment amount?" (an *investment*-grade balance sheet).
The words saying the number is asked as it stands now or as a percentage are how it is
asked, no evidence a passage holds; a number stated as planned or budgeted answers only a
question asking the plan; and a sentence writing such a number states it of what it
names, never lending the next sentence's number to it.

The measures and things are words no independent set asks; the market and year words
are the KB's.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ragspine_eval_pipeline.engine.protocol import EngineAnswer
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_no_figure, assert_refused_without_passage

_PROPERTY = settings(
    max_examples=int(os.environ.get("PROPERTY_EXAMPLES", "40")),  # the whole grid: 2500
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)

MEASURES = {
    "en": [
        "inventory turnover",
        "net debt",
        "capex",
        "capital expenditure",
        "free cash flow",
        "interest cover",
        "water usage",
        "overtime",
        "staff turnover",
        "investment amount",
        "marketing spend",
    ],
    "zh": [
        "存货周转率",
        "净负债",
        "资本开支",
        "自由现金流",
        "用水量",
        "加班时间",
        "员工流失率",
        "投资额",
        "营销费用",
    ],
    "ja": [
        "在庫回転率",
        "純有利子負債",
        "設備投資額",
        "フリーキャッシュフロー",
        "水使用量",
        "残業時間",
        "離職率",
        "投資額",
        "広告宣伝費",
    ],
}
"""Measures of a business the KB reports no figure of (some a plan budgets)."""

SCOPES = {
    "en": ["Hong Kong", "Japan", "Singapore", "Macau", "the group"],
    "zh": ["香港", "日本", "新加坡", "澳门", "集团"],
    "ja": ["香港", "日本", "シンガポール", "マカオ", "グループ"],
}

MEASURE_TEMPLATES = {
    "en": [
        "How much {m} did {s} have in FY2025?",
        "What was {s}'s {m}?",
        "What percentage is {s}'s {m}?",
        "How many hours of {m} did {s} log?",
        "What is the {m} of {s} now?",
    ],
    "zh": [
        "{s}的{m}是多少？",
        "{s}2025财年的{m}有多少？",
        "{s}的{m}是百分之多少？",
        "{s}现在的{m}大概多少？",
    ],
    "ja": [
        "{s}の{m}はいくらですか？",
        "{s}の2025年度の{m}は何%ですか？",
        "{s}の{m}はどれくらいですか？",
        "{s}の{m}は今何時間ですか？",
    ],
}

THINGS = {
    "en": [
        "drones",
        "electric vans",
        "franchise stores",
        "vending machines",
        "warehouses",
        "charging points",
    ],
    "zh": ["无人机", "电动货车", "加盟店", "自动售货机", "仓库", "充电桩"],
    "ja": ["ドローン", "電気トラック", "フランチャイズ店", "自動販売機", "倉庫", "充電スタンド"],
}
"""Things no document counts (the distribution centres are counted nowhere either)."""

COUNT_TEMPLATES = {
    "en": ["How many {m} does {s} run?", "How many {m} did {s} have in FY2025?"],
    "zh": ["{s}有多少{m}？", "{s}2025财年有几个{m}？"],
    "ja": ["{s}の{m}は何台ですか？", "{s}には{m}がいくつありますか？"],
}


def assert_neither_figure_nor_passage(answer: EngineAnswer) -> None:
    """No figure and no passage: a refusal, or a question back (which figure or year)."""
    assert_no_figure(answer)
    assert not answer.sources, answer.answer


def _asked(lang: str, templates: dict[str, list[str]], nouns: dict[str, list[str]]):
    return st.builds(
        lambda t, s, m: t.format(s=s, m=m),
        st.sampled_from(templates[lang]),
        st.sampled_from(SCOPES[lang]),
        st.sampled_from(nouns[lang]),
    )


@_PROPERTY
@given(question=_asked("en", MEASURE_TEMPLATES, MEASURES), mode=st.sampled_from(MODES))
def test_english_measures_the_kb_lacks_are_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_neither_figure_nor_passage(ask(kb, question, mode))


@_PROPERTY
@given(question=_asked("zh", MEASURE_TEMPLATES, MEASURES), mode=st.sampled_from(MODES))
def test_chinese_measures_the_kb_lacks_are_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_neither_figure_nor_passage(ask(kb, question, mode))


@_PROPERTY
@given(question=_asked("ja", MEASURE_TEMPLATES, MEASURES), mode=st.sampled_from(MODES))
def test_japanese_measures_the_kb_lacks_are_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_neither_figure_nor_passage(ask(kb, question, mode))


@_PROPERTY
@given(
    lang=st.sampled_from(["en", "zh", "ja"]),
    data=st.data(),
    mode=st.sampled_from(MODES),
)
def test_counts_of_things_no_document_counts_are_refused(
    kb: KnowledgeBase, lang: str, data: st.DataObject, mode: str
) -> None:
    question = data.draw(_asked(lang, COUNT_TEMPLATES, THINGS))
    assert_neither_figure_nor_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What is the capex of Singapore now?",
        "What percentage is Macau's net debt?",
        "集团的资本开支是多少？",
        "集团的自由现金流是多少？",
        "What was the group's investment amount?",
        "グループの設備投資額はいくらですか？",
    ],
)
def test_the_passages_that_answered_them_before(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc", "number"),
    [
        (
            "How much does the strategic plan budget for capital expenditure?",
            "ACME_Strategic_Plan.pdf",
            "900",
        ),
        ("战略计划的资本开支预算是多少？", "ACME_Strategic_Plan.pdf", "900"),
        (
            "日本の再生可能エネルギー比率は何%ですか？",
            "ACME_Sustainability_Report_Japan_2025.pdf",
            "52",
        ),
        (
            "What percentage of Japan's store electricity is renewable now?",
            "ACME_Sustainability_Report_Japan_2025.pdf",
            "52",
        ),
    ],
)
def test_a_plan_asked_reads_its_budget_and_a_markets_report_its_share(
    kb: KnowledgeBase, mode: str, question: str, doc: str, number: str
) -> None:
    """A budget answers a question asking the plan; a share stated in a market's own
    report is that market's, though the sentence does not repeat its name."""
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [doc], answer.answer
    assert number in answer.answer, answer.answer
