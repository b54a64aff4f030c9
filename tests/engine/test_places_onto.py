"""A Chinese place or position word written onto a metric names a part of the figure.

jieba tags 线上 ("online"), 店内 ("in store"), 网上, 海外 and 国内 as localisers or place
words, not nouns; written onto a metric, straight or through 的, they ask for the part
of the figure made there, which the KB does not report, so the figure is refused and the
whole is never given. A bare localiser or a word of time (以上, 期间, 最近) is grammar.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港业务2024财年线上的EBITDA是多少？",
        "新加坡2025财年网上收入是多少？",
        "日本2023财年店内的销售额有多少？",
        "香港2024财年国内的收入是多少？",
        "澳门2025财年线下的净利润是多少？",
    ],
)
def test_a_place_written_onto_a_metric_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused and answer.route == "refuse", answer.answer
    assert answer.value is None


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("香港2024财年的EBITDA是多少？", 431.0),  # no place word
        ("最近一个财年新加坡的收入是多少？", 968.0),  # a word of time, not a place
        ("2024财年期间日本的净利润是多少？", 8600.0),  # a bare localiser
    ],
)
def test_time_words_and_bare_localisers_stay_grammar(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)
