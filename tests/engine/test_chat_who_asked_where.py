"""Who asked, and in which chat, said after the request: context, never part of the figure.

A chat message passes on a question with who raised it and where ("my boss asked in the
chat", 「老李在群里问了」, 「課長がスレッドで聞いてます」). The chat, the channel and the thread
are where the asker speaks (the "group" of a group chat is no group of companies); the
sentence asks nothing. What stays: a thing put first as the topic of what was asked
(「存货周转率也问了」 asks inventory turnover), a market the KB lacks, and a request naming
no market, which is asked which market, never given the group's figure.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Hong Kong EBITDA for FY2025? Priya asked in the group chat", 468.0),
        ("Macau headcount in FY2024? Raj asked in the chat", 688.0),
        ("日本2024财年收入多少？领导在群里问呢", 103200.0),
        ("新加坡2023财年净利润多少？老李在群里问了", 98.0),
        ("日本の2024年度の売上高は？部長がチャンネルで聞いてました", 103200.0),
        ("マカオの2024年度の従業員数は？課長がスレッドで聞いてます", 688.0),
    ],
)
def test_who_asked_where_is_context(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, value)
    assert len(answer.sources) == 1, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What's our revenue for FY2024? asked in the group chat",
        "2024财年收入多少？老板在群里问了",
        "2024年度の売上高は？部長がグループチャットで聞いてました",
    ],
)
def test_the_group_chat_names_no_group(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's inventory turnover in FY2024? my boss asked in the chat",
        "Taiwan revenue for FY2024? my boss asked in the chat",
        "日本2024财年收入多少？存货周转率也问了",
        "日本2024财年收入多少？台湾客户在群里问了",
        "台湾2024财年收入多少？老板在群里问了",
        "日本の2024年度の在庫回転率は？部長がチャンネルで聞いてました",
        "2024年度の売上高は？台湾の担当者がチャンネルで聞いてました",
    ],
)
def test_what_the_kb_lacks_stays_unanswered(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))
