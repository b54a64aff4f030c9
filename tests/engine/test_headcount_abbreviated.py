"""Headcount as data and HR people abbreviate it: "hc" ("JP hc", "total hc"), in English
and inside Chinese and Japanese sentences (「澳门 hc」, 「香港の hc」).

The abbreviation names the KB's headcount and only that: a word the KB lacks written
onto it (a cost, a plan, a store's or the online business's count, a ratio) is still
refused, and "hc" beside another metric's name asks which figure is meant.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What was SG hc in FY2023?", 1480.0),
        ("Japan HC, FY2024", 2284.0),
        ("hc for Hong Kong in fiscal 2024?", 3245.0),
        ("新加坡 hc 2023财年是多少？", 1480.0),
        ("日本2024财年的hc多少人", 2284.0),
        ("シンガポールの hc（2023年度）は？", 1480.0),
        ("日本のhc、2024年度は何人？", 2284.0),
    ],
)
def test_hc_names_the_headcount(kb: KnowledgeBase, question: str, value: float, mode: str) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Japan hc cost FY2024?",
        "What was the hc budget for Japan in FY2024?",
        "Japan online hc FY2024?",
        "Japan store hc FY2024?",
        "Japan hc per store FY2024?",
        "Japan hc attrition FY2024",
        "What did the hc (health check) score come to in Japan for FY2024?",
        "Can you send a hc of the Japan FY2024 revenue?",
        "日本 hc 成本 FY2024 是多少？",
        "日本门店 hc FY2024 多少人？",
        "日本の hc 計画、2026年度",
        "日本の店舗 hc、2024年度",
    ],
)
def test_hc_with_a_word_the_kb_lacks_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
