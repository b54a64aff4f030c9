"""The polite "you" of Chinese (您, and 妳) asks nothing: the analyser tags it an unknown
morpheme, and the engine reads it as the pronoun it is, wherever it stands in the request.
A word the KB lacks beside it still refuses."""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused, fact_value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        ("董事长，请您说一下新加坡2023财年的净利润。", "ACME_SG", "NET_PROFIT", "FY2023"),
        ("能否麻烦您查一下日本2025财年的员工人数？", "ACME_JP", "HEADCOUNT", "FY2025"),
        ("您知道澳门2024财年的EBITDA吗？", "ACME_MO", "EBITDA", "FY2024"),
    ],
)
def test_the_polite_you_asks_nothing(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "请您告诉我新加坡2023财年线上的净利润。",
        "您能查一下台湾2024财年的收入吗？",
    ],
)
def test_a_word_the_kb_lacks_beside_it_still_refuses(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))
