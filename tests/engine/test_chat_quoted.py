"""A colleague's chat message quoted, and the bot asked to answer it.

In a chat a question is passed on by quoting the message with its writer's name ("> Priya:
what was …", 「> 老李：…」, 「> 鈴木: …」) and asking the bot to answer that person ("could you
answer Priya for me?", 帮老李回一下, 鈴木さんに答えてあげてください). The quoted question is
what is asked; the name is who asked it, never a market the KB lacks (a quoted question
naming no market is asked which market). A question put to
whoever in the channel has the figure ("anyone got … to hand?", 「…有人知道吗」, 「…わかる
人いる？」) asks that figure. An unknown metric or market in the quoted message is still
refused, and so is a part the words around it add.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_no_figure

FIGURES = [
    (
        "> Jonas: anyone got Macau's headcount for FY2024 to hand?\n@FinBot pls reply to Jonas",
        688.0,
    ),
    ("> Ana: has anyone got Japan revenue FY2024 on hand?\n@FinBot ^ for Ana", 103200.0),
    ("> 老李：新加坡2023财年净利润有人知道吗？\n@数据助手 帮老李回一下 🙏", 98.0),
    ("> 小周：日本2024财年营收谁知道？\n@数据助手 回复一下小周", 103200.0),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "value"), FIGURES)
def test_the_quoted_question_is_answered(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "> Priya: what was the FY2024 revenue?\n@FinBot could you answer Priya's q?",
        "> 老李：2023财年净利润有人知道吗？\n@数据助手 帮老李回一下",
        "> 鈴木: 2024年度の売上高、出せる人いる？\n@集計ボット 鈴木さんの質問お願いします",
        "> 山本: 2025年度のEBITDA、知ってる人いますか？\n@集計ボット 山本さんに返信お願いします",
    ],
)
def test_a_quoted_question_naming_no_market_asks_which(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    """Who wrote the quoted message is no market: the engine asks which market."""
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("does anyone have Singapore's net profit for FY2023 handy?", 98.0),
        ("澳门2024财年的员工人数谁手上有？", 688.0),
        ("香港の2025年度のEBITDA出せる人いる？", 468.0),
    ],
)
def test_a_figure_asked_of_the_channel(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "> Priya: anyone have Japan's inventory turnover for FY2024 handy?\n@FinBot answer Priya",
        "> Priya: what was revenue in Taiwan for FY2024?\n@FinBot can you get that for Priya?",
        "> Priya: what was Hong Kong's EBITDA in FY2024?\n@FinBot answer Priya, online only",
        "> Taiwan: revenue FY2024?\n@FinBot ^",
        "> 老李：日本2024财年的存货周转率有人知道吗？\n@数据助手 帮老李回一下",
        "> 老李：台湾2024财年的收入谁知道？\n@数据助手 帮老李回一下",
        "> 老李：新加坡2023财年净利润有人知道吗？\n@数据助手 帮老李回一下，只要线上部分",
        "> 鈴木: 日本の2024年度の在庫回転率、わかる人いる？\n@集計ボット 鈴木さんに答えてあげて",
        "> 鈴木: タイの2024年度の売上、わかる人いる？\n@集計ボット 鈴木さんに答えてあげて",
        "香港の2025年度の在庫回転率、知ってる人いますか？",
    ],
)
def test_what_the_kb_lacks_stays_unanswered(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))
