"""A chat message written in Markdown is read without its marks (``engine/_markup.py``).

Bold, italics, strike-through and inline code are taken off and their words read as
written; a code fence's lines and a list's items are the lines they are (a block of
fields one to a line is one request, and 「上面这个数字」, 「上記の数値」 point at it); a
blank line still breaks the line; a heading is a label, set aside when the message names
a market and the heading nothing of its own. A quoted line's attribution after a dash
("— someone in the channel") is who said it; a line saying a figure is out already
(「已经公布了」, 「もう発表されました」) is what the asker has, beside the question asked;
a quarterly meeting is no part of a year; a kaomoji waving its arms (「(＾▽＾)ノ」) is
chat furniture.

What still refuses or asks: a heading naming a market the KB lacks (「## 台湾」), a part of
the business ("## Online", 「## 线上」) or a forecast; an unknown metric in bold or code; a
forecast asked beside a figure said to be out; a market pointed at with nothing naming
it ("**our market's** revenue"); a quarter's figure asked ("quarterly revenue").

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_refused

HK_REVENUE_FY2024 = 1596.0
JP_REVENUE_FY2024 = 103200.0
MO_REVENUE_FY2023 = 2350.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("## HK revenue\n\nWhat was **ACME Hong Kong's** revenue in `FY2024`?", HK_REVENUE_FY2024),
        ("Quick one — what was *Japan's* __revenue__ for FY2024? 🙏", JP_REVENUE_FY2024),
        ("- working on the board deck\n- **Hong Kong revenue FY2024?**", HK_REVENUE_FY2024),
        (
            '> "Japan had a strong year" — someone in the channel\n\n'
            "What was Japan's revenue in FY2024?",
            JP_REVENUE_FY2024,
        ),
        ("Prepping the quarterly sync: what was Japan revenue in FY2024?", JP_REVENUE_FY2024),
        ("## 香港收入\n\n**ACME香港** `2024财年`的收入是多少？", HK_REVENUE_FY2024),
        (
            "```\n市场：香港\n指标：收入\n年度：2024财年\n```\n请帮忙查一下上面这个数字",
            HK_REVENUE_FY2024,
        ),
        ("1. 在准备月度汇报\n2. **香港2024财年收入**是多少？", HK_REVENUE_FY2024),
        ("ACME日本2024财年的收入是多少？用日元就行 (＾▽＾)ノ", JP_REVENUE_FY2024),
        ("## 日本の売上高\n\n**日本事業**の`2024年度`の売上高はいくらですか？", JP_REVENUE_FY2024),
        (
            "```\n対象：日本\n指標：売上高\n年度：2024年度\n```\n上記の数値をお願いします",
            JP_REVENUE_FY2024,
        ),
        ("- 月次報告を準備中です\n- *日本事業*の2024年度の売上高は？", JP_REVENUE_FY2024),
        (
            "1. マカオの資料を作っています\n2. 一つだけ数字が足りません\n"
            "3. **マカオの2023年度の売上高**は？",
            MO_REVENUE_FY2023,
        ),
    ],
)
def test_marks_are_taken_off(kb: KnowledgeBase, question: str, value: float, mode: str) -> None:
    """The marks, the heading, the list's context lines and the fence name nothing."""
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "## Taiwan\n\nWhat was revenue in FY2024?",
        "## Online\n\nWhat was **Hong Kong** revenue in FY2024?",
        "## Forecast\n\nWhat will **Japan** revenue be in FY2026?",
        "**Japan** *inventory turnover* FY2024?",
        "- FY2025 group revenue is out already\n- what will **FY2026 group revenue** come to?",
        "What was Japan's quarterly revenue in FY2024?",
        "## 台湾\n\n2024财年收入是多少？",
        "## 线上\n\n**香港**2024财年收入是多少？",
        "`香港` **存货周转率** 2024财年是多少？",
        "- 2025财年集团收入已经公布了\n- **2026财年集团收入**预计多少？",
        "## 台湾\n\n2024年度の売上高は？",
        "## オンライン\n\n**日本事業**の2024年度の売上高は？",
        "**日本事業**の*在庫回転率*は2024年度でいくら？",
        "- 2025年度のグループ売上高はもう発表されました\n"
        "- **2026年度のグループ売上高**の見通しは？",
    ],
)
def test_what_the_marks_hold_is_still_read(kb: KnowledgeBase, question: str, mode: str) -> None:
    """A heading naming a market the KB lacks, a part or a forecast stays; an unknown
    metric in bold is still refused, and a forecast beside a figure said to be out too."""
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What is our **market's** revenue for FY2024?",
        "**我们市场**2024财年的收入是多少？",
        "> 下周开会要用\n\n**本市场**2024财年的收入是多少？",
        "**うちの市場**の2024年度の売上高は？",
    ],
)
def test_a_market_pointed_at_in_bold_is_asked(kb: KnowledgeBase, question: str, mode: str) -> None:
    """A market pointed at with nothing naming it is asked which, bold or not."""
    assert_asks_first(ask(kb, question, mode))
