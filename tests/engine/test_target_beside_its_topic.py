"""A target asked after a conjunction, with no topic of its own, is the target of what the
half before names.

「…グループの女性管理職比率と、2030年の*目標値*を教えてください」 asks the ratio and its
target: one question, read from the document stating both (the ESG report), never split
into a ratio and a target of nothing. 目標値 and 目标值 ("target value") are target words
as 目標 is. A sentence of the asker's check before it (「ESG開示の確認です。」) adds
nothing. A target of a KB metric (「売上高と、2030年の目標値」) is a forecast the KB does
not hold, and a target of a topic no passage states (「包装回収率と、2030年の目標値」,
「奨学金の目標値」) is refused.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask

ESG_REPORT = "ACME_ESG_Report_FY2025.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "2025年度末時点のグループの女性管理職比率と、2030年の目標値を教えてください。",
        "ESG開示の確認です。2025年度末時点のグループの女性管理職比率と、2030年の目標値を教えてください。",
        "グループの女性管理職比率の2030年の目標値を教えてください。",
        "What was the group's share of women in management at the end of FY2025, "
        "and the 2030 target value?",
    ],
)
def test_a_target_after_its_topic_is_read_with_it(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [ESG_REPORT], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本事業の2024年度の売上高と、2030年の目標値を教えてください。",
        "グループの包装回収率と、2030年の目標値を教えてください。",
        "電子棚札の導入率と、2030年の目標値を教えてください。",
        "奨学金の2030年の目標値は？",
        "集团包装回收率和2030年的目标值是多少？",
        "What is the group's packaging recycling rate and its 2030 target value?",
    ],
)
def test_a_target_the_kb_does_not_state_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "refuse", answer.answer
    assert answer.value is None, answer.answer
