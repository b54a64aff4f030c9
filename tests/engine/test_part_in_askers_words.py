"""A part of the figure asked, written in the asker's own words beside the request.

"I'm building the *online* revenue deck.", 「我们在准备*线上*收入的简报。」,
「*オンライン*売上の資料を作っています。」: the statement of the asker's work writes a word the
KB lacks onto the very metric asked. The KB reports no such part, so the request is
refused, never answered with the whole. A work named by a word of its own ("the budget
review", "the board numbers", 「入职汇报」) or the metric with no word onto it
(「売上の資料」) narrows nothing.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I'm building the online revenue deck. What was Hong Kong's revenue in FY2024?",
        "We're preparing the franchise revenue review. What was Singapore's revenue in FY2024?",
        "我们在准备线上收入的简报。香港2024财年的收入是多少？",
        "我在准备加盟店收入的对账，新加坡2024财年的收入是多少？",
        "香港事業の2024年度の売上高は？オンライン売上の資料を作っています。",
        "フランチャイズ売上の報告書をまとめています。シンガポールの2024年度の売上高は？",
    ],
)
def test_a_part_in_the_askers_words_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("I'm preparing the budget review. What was Hong Kong's revenue in FY2024?", 1596.0),
        ("I'm double-checking the board numbers. What was Hong Kong's revenue in FY2024?", 1596.0),
        ("我在准备入职汇报。日本业务2024财年的收入是多少？", 103200.0),
        ("売上の資料を作っています。日本事業の2024年度の売上高は？", 103200.0),
    ],
)
def test_the_askers_work_alone_narrows_nothing(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)
