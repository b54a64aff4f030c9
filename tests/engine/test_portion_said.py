"""A portion of the figure named in a piece built as a clause of its own is still asked.

「免税店分として…の数字をください」 names the duty-free stores' portion (a noun with 分
written onto it) in a piece with a verb of its own: that piece is not the asker's context
but the part of the figure wanted, so the request is refused, as "the duty-free share"
and 「免税店那份」 are. A word holding 分 (自分, 十分) names no part.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港のEBITDA、フランチャイズ分として2025年度の数値をお願いします。",
        "シンガポールの売上高、卸売分で2024年度の数字をください。",
        "Japan's revenue, give me the duty-free share for FY2025.",
        "Japan's revenue, send me the figure for duty-free stores for FY2025.",
        "日本的收入，给我免税店那份2025财年的数字。",
        "日本的收入，免税店那块给我2025财年的数字。",
    ],
)
def test_a_portion_named_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "refuse", answer.answer
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本の売上高、2025年度の数字を十分に確認したうえで教えてください。",
        "日本の売上高、自分として2025年度の数字を知りたいです。",
    ],
)
def test_a_word_holding_the_portion_sign_is_answered(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_figure(ask(kb, question, mode), 109800.0)
