"""A question typed out from a transcript: labels, stage notes and other turns are no request.

An earnings call, a press conference or an interview comes as turns after speaker
labels, with timestamps and stage notes; the management's answer lines and the
moderator's hand-over stand beside the question. The question is read alone; what it
says itself (a market the KB lacks, a part of the business) is read as before, and a
turn before it that narrows the figure is kept with it.

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
            "HOST: Next up we have Maria from UBS.\n"
            "Maria Gomez, UBS: Hello [inaudible] — Maria Gomez, UBS. What was Singapore "
            "EBITDA in FY2023?",
            "ACME_SG",
            "EBITDA",
            "FY2023",
        ),
        (
            "[10:15:02] Q: Can you hear me? (crosstalk) OK. What was the Macau headcount for "
            "FY2024?\n[10:15:40] A: Let me check that for you.",
            "ACME_MO",
            "HEADCOUNT",
            "FY2024",
        ),
        (
            "CFO: Japan had a good year overall, we were pleased.\n"
            "Analyst (Citi): Understood. And the Japan net profit for FY2025, please?",
            "ACME_JP",
            "NET_PROFIT",
            "FY2025",
        ),
        (
            "记者（南方日报）：谢谢。我是南方日报记者。请问香港业务2025财年的EBITDA是多少？（掌声）",
            "ACME_HK",
            "EBITDA",
            "FY2025",
        ),
        (
            "問：日本事業の2023年度の従業員数は何人でしたか。（笑）\n答：確認してお答えします。",
            "ACME_JP",
            "HEADCOUNT",
            "FY2023",
        ),
    ],
)
def test_the_question_is_read_alone(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # The question itself names a market or a part of the business the KB lacks.
        "MODERATOR: Last question.\nTom Lee, HSBC: Thanks. What was Taiwan revenue in FY2024?",
        "主持人：请提问。\n提问者：谢谢。香港线上业务2024财年的收入是多少？",
        "司会：どうぞ。\n質問者（記者）：フィリピン事業の2025年度の売上高はいくらですか。",
        # A turn before the question narrows the figure.
        "INTERVIEWER: Let's stick to franchise stores only.\nCEO: Sure.\n"
        "INTERVIEWER: What was Japan revenue in FY2024?",
        # A quarter asked in the question itself.
        "Q. (Ana Silva, Reuters): Japan revenue for Q2 of FY2025 — what was it?",
    ],
)
def test_what_the_question_says_still_refuses(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))
