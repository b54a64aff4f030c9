"""Minutes recording a question in reported speech: what was asked is the question.

A minute-taker writes the question put at a meeting under numbered items ("1.2 Ms Lee
asked how many …", 「李董事询问…」, 「佐藤委員は、…を質問した。」). The reported question is
read as asked; the other items (the title, the chair's invitation, the reply promised)
go, unless one limits what the meeting spoke of. What the question itself says is read
as before.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure, fact_value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            "MINUTES — Ops Committee\n1.1 The Chair opened the meeting.\n"
            "1.2 Ms Lee asked how many employees Macau had at the end of FY2024.\n"
            "1.3 The CFO undertook to reply.",
            "ACME_MO",
            "HEADCOUNT",
            "FY2024",
        ),
        (
            "会议纪要\n4.1 主席请各位提问。\n4.2 李董事询问新加坡业务2023财年的毛利率是多少。\n"
            "4.3 财务总监表示会后回复。",
            "ACME_SG",
            "GROSS_MARGIN",
            "FY2023",
        ),
        (
            "議事録\n2.1 議長が質疑を求めた。\n"
            "2.2 佐藤委員は、香港事業の2024年度の売上高を質問した。\n2.3 事務局が後日回答する。",
            "ACME_HK",
            "REVENUE",
            "FY2024",
        ),
    ],
)
def test_the_reported_question_is_read(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "MINUTES — Ops Committee\n1.1 The Chair opened the meeting.\n"
        "1.2 Ms Lee asked what revenue the Taiwan business had recorded for FY2024.\n"
        "1.3 The CFO undertook to reply.",
        "会议纪要\n4.1 委员同意只讨论加盟店。\n4.2 李董事询问新加坡业务2023财年的收入是多少。",
        "議事録\n2.1 議長が質疑を求めた。\n"
        "2.2 佐藤委員は、香港事業のオンライン売上高の2024年度の金額を質問した。",
        "Minutes\n1.1 Members noted the online channel papers.\n"
        "1.2 Ms Lee asked what revenue Japan had recorded in FY2024.",
    ],
)
def test_what_the_minutes_limit_or_the_question_names_still_refuses(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
