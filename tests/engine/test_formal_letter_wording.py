"""Auditors and journalists write as in a letter: "Dear Sir or Madam, …", "the gross margin
percentage *disclosed* for the Japanese business".

A formal salutation naming no one in particular ("Dear Sir or Madam", 「尊敬的先生/女士」)
is courtesy (「ご担当者様、」 before a request is not yet read so); a participle of
reporting after the metric ("disclosed", "published", as "reported" already was) names
the figure as reported, no other one.

A market the KB lacks or a part written onto the metric still refuses.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Dear Sir or Madam, please confirm Singapore's EBITDA for FY2023.", 201.0),
        ("Dear Sir and Madam, what was Hong Kong revenue in FY2024?", 1596.0),
        ("Please confirm the EBITDA disclosed for Singapore for FY2023.", 201.0),
        ("What was the revenue Hong Kong published for FY2024?", 1596.0),
        ("尊敬的先生/女士：请确认新加坡2023财年的EBITDA。", 201.0),
    ],
)
def test_formal_letter_wording_is_context(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Dear Sir or Madam, please confirm Taiwan's EBITDA for FY2023.",
        "Please confirm the online EBITDA disclosed for Singapore for FY2023.",
        "What was the duty-free revenue Hong Kong published for FY2024?",
        "尊敬的先生/女士：请确认台湾2023财年的EBITDA。",
        "ご担当者様、シンガポールの2023年度のオンラインのEBITDAをご確認ください。",
    ],
)
def test_a_part_or_a_market_the_kb_lacks_still_refuses(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
