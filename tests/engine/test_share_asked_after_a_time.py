"""A Japanese share asked with a time said between its topic and its question word.

What is read (``engine/_measure_asked.py``, ``_JA_WHEN``): 「比率は*2025年度末時点で*何％」,
「比率は*2025年度末で*何％」 ask the share as 「比率は何％」 does; the time says when it
stood. Only a sentence writing a share of the thing answers (women's share of management
positions, 38%), never a paragraph that names the ratio and states none (a mentoring
programme "to raise" it).

What still refuses: a share of a thing no sentence writes a share of (part-time staff),
however the time is said.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "女性管理職の比率は2025年度末で何％でしたか？",
        "2025年度末の時点で、女性管理職の比率は何パーセントですか？",
        "2025财年末女性管理层的比例是多少？",
    ],
)
def test_the_share_is_read_from_the_sentence_writing_it(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == ["ACME_ESG_Report_FY2025.pdf"], answer.sources
    assert "38" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "パート社員の比率は2025年度末で何％でしたか？",
        "2025财年末兼职员工的比例是多少？",
    ],
)
def test_a_share_no_sentence_writes_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused(ask(kb, question, mode))
