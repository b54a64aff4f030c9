"""A personal view asked of the assistant, or a decision judged for its merit, is refused.

- An adverb of the asker's own view between "you" and the verb ("do you *personally*
  think", 「你*个人*觉得」, 「あなた*個人として*はどう思いますか」) still asks an opinion, and
  so does "your own take", 「你的看法」.
- Whether a decision was wise, smart or right ("a wise move", 「是不是一个明智的决定」,
  「賢明な判断でしたか」) is a judgement no report states, even where a document describes
  the decision: it is refused with no passage, where the plan's opening sentence was
  quoted before.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused_without_passage


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Do you personally think opening self-checkouts in Japan was the right call?",
        "Honestly, what's your own take on the Singapore flagship store?",
        "Was the Greater Bay Area expansion a smart move, in your view?",
        "Was it wise of ACME to hedge its yen cash flows?",
        "你个人觉得日本导入自助收银是不是正确的选择？",
        "您本人认为新加坡开旗舰店明智吗？",
        "你个人的看法是什么：香港续租降租金算不算明智？",
        "大湾区拓展计划是不是一个好决定？",
        "あなた個人としては、日本のセルフレジ導入をどう思いますか？",
        "個人的には、シンガポールの旗艦店出店は賢明な判断だったと思いますか？",
        "グレーターベイエリア拡大計画は賢明でしたか。",
        "香港の賃料交渉は正しい判断でしたか？",
    ],
)
def test_a_personal_view_or_a_judged_decision_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Do you really have Singapore's revenue for FY2025?", 968.0),
        ("新加坡2025财年的收入是多少？我个人需要核对一下。", 968.0),
        ("個人的に確認したいのですが、シンガポールの2025年度の売上高は？", 968.0),
    ],
)
def test_a_figure_asked_beside_those_words_is_still_given(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)
