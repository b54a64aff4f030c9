"""The finance team's abbreviations of the KB's metrics, in all three languages.

GP% (gross profit as a percentage of sales), GP margin and GPM are the gross margin; NP
is the net profit (``kb/synthetic_vocabulary.py``). "GP" alone is the gross profit, an
amount the KB does not hold, so it is refused. A percent sign written onto a metric or
asked as its unit ("EBITDA %", "NP%", "in %", 「净利润%」, 「売上の何%」) asks the metric as
a percentage: a margin is one, an amount is not, so the amount is never given for it.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("group GP% FY2023?", 38.6),
        ("What was the GP % for the group in FY2023?", 38.6),
        ("SG GPM FY2024", 38.1),
        ("Singapore GP margin, FY2024", 38.1),
        ("香港GP% 2024财年是多少", 42.0),
        ("新加坡 GP margin 2024财年", 38.1),
        ("日本のGP%、2024年度は？", 34.0),
        ("JP NP FY2025", 9750.0),
        ("What was Hong Kong's NP in FY2024?", 240.0),
        ("集团NP FY2024是多少", 468.0),
        ("香港のNP、2024年度は？", 240.0),
        ("group gross margin FY2023 as a %", 38.6),
        ("日本の粗利率は何%？2024年度", 34.0),
    ],
)
def test_abbreviations_name_the_metric(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # Gross profit, an amount the KB does not hold.
        "group GP FY2023?",
        "What was Singapore's GP in FY2024?",
        "SG gross profit FY2024",
        "香港GP 2024财年是多少",
        "日本のGP、2024年度は？",
        # An abbreviation with a word the KB lacks written onto it.
        "NP margin group FY2023",
        "group NP budget FY2026",
        "group NP per store FY2024",
        "日本 NP 预测 2026财年",
    ],
)
def test_gross_profit_and_parts_are_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "group NP% FY2023?",
        "group net profit % FY2023?",
        "group EBITDA% FY2023",
        "NP of Japan in FY2024 in %",
        "what % of revenue is Japan FY2023",
        "集团净利润% FY2024",
        "香港 EBITDA % 2024财年",
        "日本のEBITDA%、2024年度は？",
        "日本は売上の何% FY2023",
    ],
)
def test_an_amount_asked_as_a_percentage_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
