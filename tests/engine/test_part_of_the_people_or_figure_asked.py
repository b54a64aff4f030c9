"""A part of the people or the figure asked, said around the metric in English.

What is read:

* a noun owning the metric by a possessive or after "of" ("the Japan *franchisees'*
  revenue", "the revenue of the Hong Kong *franchisees*", "the Japan *interns'*
  headcount") is a part of the market or another body, unless it is a noun of the
  business or its stores ("the Japan division's", "the Singapore stores") (``_english``);
* a participle said of the metric before its be-auxiliary ("How many employees were
  *promoted*", "How much revenue was *deferred*"), beside the grammar's verbs of
  earning and reporting ("was generated", "were employed");
* an adverb of how or where after a verb of working or earning ("work *remotely*",
  "employed *permanently*", "earn *locally*"), beside those of how much or when
  ("currently", "in total", "overall");
* an age beside the people (``engine/_people_described.py``: "over 40", 「30岁以下」,
  「30歳未満」, 「50代」);
* a Chinese passive said of the metric (「有多少员工*被解雇*」, 「多少收入*被退回*」,
  ``_clause._passive_onto``);
* a ratio whose count is the only metric named ("How much did Hong Kong make *per
  employee*") is a derived figure, never the headcount (``_unit_wishes``).

Before, each gave the whole figure (or the headcount). What still answers: the market's
business, division, segment, entity or stores owning the metric, the neutral verbs and
adverbs, and an amount claimed beside a figure.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was the Japan franchisees' revenue in FY2025?",
        "What was the revenue of the Hong Kong franchisees in FY2024?",
        "What was the Japan interns' headcount in FY2025?",
        "What was the Singapore partners' revenue in FY2025?",
        "How many employees were promoted in Hong Kong in FY2025?",
        "How much revenue was deferred in Japan in FY2025?",
        "How much net profit was reinvested in Singapore in FY2025?",
        "How many employees work remotely in Hong Kong in FY2025?",
        "How many people are employed permanently in Japan?",
        "How much revenue did Hong Kong earn locally in FY2024?",
        "How many employees over 40 does Hong Kong have?",
        "How many Japan employees are aged 50 or above?",
        "香港有多少30岁以下的员工？",
        "日本の30歳未満の社員は何人？",
        "How much did Hong Kong make per employee in FY2025?",
        "香港2025财年有多少员工被解雇？",
        "新加坡2025财年有多少收入被退回？",
        "工会想了解：香港2025财年有多少员工被裁？",
    ],
)
def test_a_part_said_around_the_metric_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What was the Japan division's net profit in FY2025?", 9750.0),
        ("What was the revenue of the Japan business in FY2025?", 109800.0),
        ("What is the gross margin of the Singapore stores in FY2024?", 38.1),
        ("What was the Japan segment's EBITDA in FY2025?", 21700.0),
        ("How many staff are on the Macau payroll in FY2025?", 731.0),
        ("How much revenue was generated in Japan in FY2025?", 109800.0),
        ("How many employees were employed in Hong Kong in FY2025?", 3390.0),
        ("How much revenue was recognised in Japan in FY2025?", 109800.0),
        ("How many staff were there in Japan in FY2025?", 2301.0),
        ("How much revenue did Japan make overall in FY2025?", 109800.0),
        ("How many people work for ACME Japan in total in FY2025?", 2301.0),
        ("Was Hong Kong revenue over 1500 million in FY2024?", 1596.0),
        ("香港2025财年有多少员工？", 3390.0),
        ("听说日本2024财年的净利润被日元贬值吃掉了一部分，实际数字是多少？", 8600.0),
    ],
)
def test_the_whole_said_around_the_metric_still_answers(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)
