"""A year said as the asker's context beside a question about a standing policy.

"For our FY2023 review, what does the talent development policy say about training
hours?": the policy's rule (40 hours of training a year) is no figure of one year, so the
year said beside the question never drops the passage stating it, and no other paragraph
of the policy answers in its place.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "For our FY2023 review, what does the talent development policy say about training hours?",
        "2023财年的回顾：人才培养政策对培训时间有什么要求？",
        "2023年度の振り返りで、人材育成方針は研修時間について何と言っていますか？",
    ],
)
def test_the_policy_rule_is_quoted(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert "40" in answer.answer, answer.answer
    assert set(answer.sources) == {"ACME_Talent_Development_Policy.pdf"}, answer.answer
