"""The noun for "the value" (値, 值, "value") asks the figure itself.

「マカオ EBITDA 昨年度の*値*は？」 asks Macau's EBITDA, as 「…の数値は？」 does: 値 names the
figure, never another measure. Written into another noun (平均値, 予想値, 估值, 平均值) it
is a measure the KB does not report, and is refused as before; with no metric named
(「マカオの2024年度の値は？」) the engine asks which.

The phrasings are not in the golden set; the first is 39-ja-04's kind.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "マカオのEBITDA、2024年度の値は？",
        "マカオ EBITDA 2024年度の値は？",
        "澳门 EBITDA 2024财年的值是多少？",
        "澳门EBITDA 2024财年的值？",
        "What was the value of Macau EBITDA in FY2024?",
    ],
)
def test_the_value_asked_is_the_figure(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_figure(ask(kb, question, mode), 612.0)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "マカオのEBITDAの2024年度の平均値は？",
        "マカオのEBITDAの2024年度の予想値は？",
        "マカオのEBITDAの2024年度の理論値は？",
        "澳门2024财年收入的平均值是多少？",
        "澳门2024财年收入的预测值是多少？",
        "澳门2024财年EBITDA的估值是多少？",
        "マカオの2024年度の値は？",
        "澳门2024财年的值是多少？",
    ],
)
def test_another_value_or_none_named_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
