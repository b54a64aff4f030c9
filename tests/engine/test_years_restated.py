"""One year said twice is one year; a year restated or corrected is the year meant.

A year said relative and then outright ("last year, I mean FY2024", 「前期っていうのは
2025年度のことです」, 「前年…，就是2026年往前数两年那个」) or corrected (「2024年度じゃなくて
2025年度」) names the year said last, never two years to choose from; so does a sentence
of its own that only restates it. A year counted back from another (「2026年往前数两年」,
「2026年度の2年前」, "two years before 2026") is the year it lands on. 前年比較 ("the
comparison with the year before") names no year. The year word 年份 is grammar, so an
asker who cannot remember which of two years is asked which.

Neighbours still refuse or ask: a word the KB lacks written onto the metric, two years
said with no restatement between them, a comparison with the year before.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What was Singapore's EBITDA last fiscal year, I mean FY2024?", 226.0),
        ("Singapore EBITDA for FY2024, no wait, FY2025?", 247.0),
        ("新加坡去年的EBITDA是多少？我说的去年是指2024财年。", 226.0),
        ("日本2024财年，不对，2025财年的净利润是多少？", 9750.0),
        ("シンガポールの前期のEBITDAを教えてください。前期っていうのは2024年度のことです。", 226.0),
        ("日本の2024年度じゃなくて2025年度の純利益は？", 9750.0),
        ("What was Singapore's gross margin two years before FY2026?", 38.1),
        ("新加坡2026财年往前推一年的毛利率是多少？", 38.9),
        ("シンガポールの2026年度の2年前の粗利益率は？", 38.1),
    ],
)
def test_a_year_restated_is_the_year_meant(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I do not remember whether it was FY2024 or FY2025. What was Japan's net profit for it?",
        "我记不清是2023财年还是2024财年了，新加坡的收入是多少，就那个年份的",
        "2024年度か2025年度か覚えていないのですが、日本の純利益をその年度の分で教えてください。",
    ],
)
def test_two_years_remembered_either_way_are_asked(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "clarify" and answer.clarification == "ask_first", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Singapore online revenue last year, I mean FY2024?",
        "新加坡去年的线上收入，就是2024财年那个",
        "シンガポールの前期のオンライン売上高、前期っていうのは2024年度のことです",
        "香港の売上高の前年比較は？",
        "香港の2025年度の売上高の前年比は？",
    ],
)
def test_restated_years_refuse_what_they_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert ask(kb, question, mode).value is None
