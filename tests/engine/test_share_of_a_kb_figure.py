"""A share asked of a figure the KB holds: "What share of group revenue came from Japan?".

A share whose whole or part is a KB metric ("of group revenue", "of staff", 「集团收入」,
「グループ売上高」) or a market named with it is answered only from a sentence that writes a
share and names them all (``_measure_asked.writes_share_naming``): that very share. Before,
a share of what only the KB's names name had no topic word to hold, so any paragraph
writing a percentage answered it: the stores' renewable-electricity share (52%) for
Japan's share of group revenue, women's share of management positions for a share of
staff. The KB splits no figure into markets' shares, so these refuse; a sentence writing
the share of group sales the online store makes still answers a share of group sales from
online, and a share of a topic naming no KB figure (women managers) reads as before.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused

PERCENT_ELSEWHERE = ("52", "46", "38", "60")
"""Shares the KB writes of other things (renewable electricity, women managers, hedges)."""


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What share of group revenue came from Japan in FY2025?",
        "What proportion of the group's sales did Singapore contribute?",
        "What percentage of revenue came from Macau?",
        "What percentage of staff are women?",
        "日本占集团收入的比例是多少？",
        "集团销售额中新加坡占多少？",
        "グループ売上高に占める日本の割合は？",
        "グループの売上のうちマカオの比率はどのくらいですか？",
    ],
)
def test_a_share_of_a_kb_figure_no_sentence_writes_refuses(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)
    assert not any(
        f"{p}%" in answer.answer or f"{p} percent" in answer.answer for p in PERCENT_ELSEWHERE
    )


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "share"),
    [
        ("What share of group sales came from online in FY2025?", "22 percent"),
        ("线上占集团销售额的比例是多少？", "22 percent"),
        ("What share of the Hong Kong business's sales comes from loyalty members?", "58%"),
        ("香港の売上に占める会員の割合は？", "58%"),
        ("What share of managers are women?", "38 percent"),
        ("管理職の女性比率は？", "38 percent"),
    ],
)
def test_a_sentence_writing_that_share_answers(
    kb: KnowledgeBase, mode: str, question: str, share: str
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.refused) == ("narrative", False), answer.answer
    assert share in answer.answer, answer.answer
