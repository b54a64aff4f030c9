"""A figure asked as of today: "What is Japan's revenue as of today?", 「今天的营收」.

Fiscal years are calendar years; on the reference date (2026-06-12) FY2025 is the latest
closed year and FY2026 is open. Today dating the figure asked ("as of today", "as at
today", "up to today", "today's" written onto a KB name, 「截至今天」, 「今天的」 onto a name,
「今日時点」, 「本日現在」, 「今日の」 onto a name) asks a figure of the open year, which the KB
does not hold (``_periods._TODAY``), and so does a closing "today" in a question of the
figure ("What's the headcount in Japan today?", ``_grammar.TODAY_ASKED_RE``): refused,
where before FY2025 was assumed. Today said of the asker's plans and deadlines ("I need it
today", "for today's meeting", "Can you send me … today?", 「今天要交」, 「今日中に」) dates
nothing asked, and a question naming no year still answers FY2025 with
the assumption said, as a closing "now" or "currently" does.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused, fact_value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What is Japan's revenue as of today?",
        "How many employees does Japan have as at today?",
        "What is today's group revenue?",
        "What's the headcount in Japan today?",
        "What's Macau's EBITDA today?",
        "How many people work for the group today?",
        "今天集团的营收是多少？",
        "截至今天，香港有多少员工？",
        "今日時点の日本の従業員数は？",
        "本日現在のグループ売上高は？",
    ],
)
def test_a_figure_dated_today_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)
    assert "FY2026" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        ("I need Japan's FY2024 revenue today.", "ACME_JP", "REVENUE", "FY2024"),
        ("Japan's FY2024 revenue please, for today's meeting.", "ACME_JP", "REVENUE", "FY2024"),
        ("今天要交，日本2024财年的收入是多少？", "ACME_JP", "REVENUE", "FY2024"),
        ("今日中に日本の2024年度の売上高を教えてください。", "ACME_JP", "REVENUE", "FY2024"),
        ("What's Japan's FY2024 revenue? Need it today.", "ACME_JP", "REVENUE", "FY2024"),
    ],
)
def test_today_of_the_askers_deadline_dates_nothing(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What is Japan's revenue?",
        "What is Japan's revenue right now?",
        "Can you send me Japan's revenue today?",
        "日本的收入是多少？",
    ],
)
def test_no_year_still_assumes_the_latest_closed_one(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, fact_value(kb, "ACME_JP", "REVENUE", "FY2025"), "answer_with_assumptions")
