"""A scenario the asker sets up around a request for a reported figure.

The scenario ("We're stress-testing a 15% fall in …", 「要是…下滑5%」, 「仮に…増えるとしたら、
という試算の前に」) is the asker's own work: the reported figure asked after it is
answered, its year assumed and said when unsaid. The scenario's result ("what would …
be", 「会是多少」, 「いくらになりますか」), a figure of a year not closed however a document
is named, a supposition of what did not happen and a condition that narrows the figure
are never answered with a reported figure; a bare "profit" or a market left unsaid is
asked.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_asks_first,
    assert_figure,
    assert_refused,
    fact_value,
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "fact"),
    [
        (
            "We're stress-testing a 15% fall in Japan's revenue. What was Japan revenue in FY2024?",
            ("ACME_JP", "REVENUE", "FY2024"),
        ),
        (
            "Suppose Macau's EBITDA jumps 20% next year - I'll run the numbers myself."
            " Macau EBITDA for FY2023?",
            ("ACME_MO", "EBITDA", "FY2023"),
        ),
        (
            "For a what-if where Singapore loses a fifth of its staff, what was the Singapore"
            " headcount in FY2025?",
            ("ACME_SG", "HEADCOUNT", "FY2025"),
        ),
        (
            "Imagine group net profit halves; to start, what was the group's net profit in FY2024?",
            ("ACME_GROUP", "NET_PROFIT", "FY2024"),
        ),
        (
            "要是新加坡的收入下滑5%，我先要一个起点：新加坡2024财年的收入是多少？",
            ("ACME_SG", "REVENUE", "FY2024"),
        ),
        (
            "我在做敏感性测算，假如日本EBITDA上涨一成，日本2023财年的EBITDA是多少？",
            ("ACME_JP", "EBITDA", "FY2023"),
        ),
        (
            "仮に香港の純利益が2割増えるとしたら、という試算の前に、香港の2024年度の純利益を教えてください。",
            ("ACME_HK", "NET_PROFIT", "FY2024"),
        ),
        (
            "シンガポールの売上高が5%下がるシナリオを作るので、シンガポールの2023年度の売上高の実績を"
            "教えてください。",
            ("ACME_SG", "REVENUE", "FY2023"),
        ),
        # A supposition of the years to come beside a closed year asked.
        (
            "Suppose Macau revenue rises 8% next year. What was Macau revenue in FY2025?",
            ("ACME_MO", "REVENUE", "FY2025"),
        ),
        (
            "假设明年日本收入增长5%，那日本2025财年的收入是多少？",
            ("ACME_JP", "REVENUE", "FY2025"),
        ),
        (
            "仮に来期の日本の売上高が5%増えるとしたら、2024年度の日本の売上高はいくらでしたか？",
            ("ACME_JP", "REVENUE", "FY2024"),
        ),
    ],
)
def test_the_base_figure_of_a_scenario_is_answered(
    kb: KnowledgeBase, mode: str, question: str, fact: tuple[str, str, str]
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, *fact), "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "fact"),
    [
        (
            "If Hong Kong's headcount grew by 300, what's the Hong Kong headcount to start from?",
            ("ACME_HK", "HEADCOUNT", "FY2025"),
        ),
        ("假如澳门EBITDA提升两成，澳门EBITDA的基数是多少？", ("ACME_MO", "EBITDA", "FY2025")),
        (
            "仮に日本の従業員が1割減るとしたら、その基準となる日本の従業員数は何人ですか？",
            ("ACME_JP", "HEADCOUNT", "FY2025"),
        ),
    ],
)
def test_a_base_asked_without_a_year_assumes_the_latest(
    kb: KnowledgeBase, mode: str, question: str, fact: tuple[str, str, str]
) -> None:
    """The asker's word for the base ("to start from", 基数, 基準となる) is the reported
    figure; the year unsaid is the latest closed one, said."""
    assert_figure(ask(kb, question, mode), fact_value(kb, *fact), "answer_with_assumptions")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "If Singapore's revenue grew 10%, what would the group's EBITDA be?",
        "Suppose Japan's headcount falls 5% - what would Japan's headcount be in FY2025?",
        "假如香港收入增长一成，集团2025财年的净利润会是多少？",
        "もしマカオの売上高が1割増えたら、グループの2025年度のEBITDAはいくらになりますか？",
        "Assuming the Greater Bay Area plan goes ahead, what will Macau's revenue be in FY2027?",
        "假设战略计划如期推进，集团2026财年的收入会是多少？",
        "戦略計画どおりに進んだとしたら、グループの2026年度の売上高はいくらになりますか？",
        "In a scenario where the yen weakens 10%, what is Japan's revenue in FY2025?",
        "在日元贬值10%的情景下，日本2025财年的收入是多少？",
        "円安が1割進むシナリオでは、日本の2025年度の売上高はいくらですか？",
        "If the yen had not fallen, what was Japan's revenue in FY2025?",
        "If we count only the franchise stores, what was Japan revenue in FY2024?",
        "如果只算线上，香港2024财年的收入是多少？",
        "もしオンラインだけで見たら、香港の2024年度の売上高は？",
    ],
)
def test_a_scenarios_result_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    """What the figure would be under the scenario, a year not closed, a supposition of
    what did not happen and a condition narrowing the figure: no reported figure."""
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "According to the strategic plan, what will group revenue be in FY2026?",
        "What does the strategic plan say group EBITDA will be in FY2027?",
        "按照战略计划，集团2026财年的收入会是多少？",
        "根据大湾区拓展计划，澳门2027财年的EBITDA预计是多少？",
    ],
)
def test_a_figure_of_a_year_ahead_is_refused_beside_a_document(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    """A document named is no source of a KB figure for a year not closed: never its
    paragraph writing another year's figure."""
    answer = ask(kb, question, mode)
    assert_refused(answer)
    assert not answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Suppose Hong Kong's costs rise 3% - before I work it through, what was Hong Kong's"
        " profit in FY2024?",
        "假如那边的租金上涨一成，它2024财年的收入是多少？",
        "もし人件費が1割上がったら、という試算のために、2024年度のEBITDAを教えてください。",
    ],
)
def test_a_scenario_leaving_the_figure_open_asks(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))
