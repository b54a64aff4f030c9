"""An unknown word refuses a figure only where it stands in the request's own phrase.

A figure request whose metric, scope and year resolve is answered though the same
sentence holds words the KB lacks, when those words stand outside the request's phrase:
in a piece built as a clause of its own (the asker's purpose, the documents checked
against), in a tail citing where the figure is, or naming where it lives (a tab, a
sheet, the segments). A word in the piece naming the metric, written onto a scope, in a
verbless fragment beside the request, or a name the KB lacks anywhere in the clause,
still refuses, in three languages.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # English: a purpose clause before the request, a citing tail after it, a tab
        (
            "We are drafting the budget memo, what revenue did Singapore book in FY2024 "
            "according to the results deck?",
            915.0,
        ),
        (
            "As we roll forward the cost allocation, what was the headcount of the Japan "
            "business in FY2024 as shown in the Headcount tab?",
            2284.0,
        ),
        (
            "We are reconciling the payroll ledger, so what was the headcount of the Japan "
            "business in FY2024?",
            2284.0,
        ),
        # Chinese: the asker's situation in a piece of its own, 分部 before the metric
        ("我们正在做分部收入的复核，2024财年新加坡的收入是多少？", 915.0),
        ("财务这边在整理汇率敞口，2024财年新加坡的收入是多少？", 915.0),
        # Japanese: a sheet named after the metric, a purpose piece before the request
        ("人員数シートでは、日本事業の2024年度の従業員数は何名ですか。", 2284.0),
        ("経費の監査で照合していますが、シンガポール事業の2024年度の売上高はいくらですか。", 915.0),
    ],
)
def test_words_outside_the_request_phrase_are_context(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # an unknown qualifier in the metric's phrase, beside the same purpose pieces
        "While drafting the budget memo, what online revenue did Singapore book in FY2024?",
        "While drafting the budget memo, what was the budget for Singapore's revenue in FY2024?",
        "We are reconciling the payroll ledger, so what was Singapore's revenue per store in "
        "FY2024?",
        "What was Singapore's revenue in FY2024, online only?",
        "What was Singapore's revenue in FY2024, not including franchise stores?",
        "How much revenue did the loyalty programme bring in for Singapore in FY2024?",
        "我们正在做分部收入的复核，2024财年新加坡的线上收入是多少？",
        "财务这边在整理汇率敞口，2024财年新加坡门店的收入是多少？",
        "人員数シートでは、日本事業の2024年度のパート従業員数は何名ですか。",
        "経費の監査で照合していますが、シンガポール事業の2024年度のオンライン売上高はいくらですか。",
        # an unknown place or market anywhere in the clause
        "While drafting the budget memo for Taiwan, what revenue did Singapore book in FY2024?",
        "In preparing the analysis for the Philippines segment, what was Japan's net profit in "
        "FY2024?",
        "我们正在做分部收入的复核，2024财年韩国的收入是多少？",
        "経費の監査で照合していますが、タイ事業の2024年度の売上高はいくらですか。",
    ],
)
def test_words_in_the_request_phrase_and_unknown_places_still_refuse(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
