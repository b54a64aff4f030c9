"""A message typed into a team chat: mentions, emoji, reactions and tags are no words asked.

The bot is addressed by an @mention (``@FinBot``, ``@数据助手``, ``@集計ボット``), a
colleague too (``@Priya``); the writer adds emoji (🤞, 😭, ``:pray:``), emoticons and
stickers (``:D``, ``[捂脸]``, （汗）), reactions ("haha", "+1", 呵呵, ``www``) and tags
or channel names (``#q-review``, ``#财务``, ``#決算``). None of it asks anything: the
figure asked is answered as if they were not there. What stays refused: a metric or
market the KB lacks beside the furniture, a tag naming an unknown market where the
message names none, and an emoji in the place of a metric (it never stands for one).

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._chat import without_chat_furniture
from ragspine_eval_pipeline.engine._names import matcher_for, vocabulary_key
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

FIGURES = [
    ("@FinBot Japan revenue for FY2024 please 🤞", 103200.0),
    ("@Priya @FinBot could you pull Hong Kong's EBITDA for FY2025? :D", 468.0),
    ("yo @FinBot, Macau headcount FY2024?? 😭😭 haha", 688.0),
    ("@FinBot Singapore net profit FY2023 pls, cheers 👍🏽 #q-review", 98.0),
    ("@数据助手 日本2024财年的营收是多少？[捂脸]", 103200.0),
    ("@数据助手 香港2025财年EBITDA多少 呵呵 #财务", 468.0),
    ("@小王 @数据助手 澳门2024财年员工人数？🙏🙏", 688.0),
    ("@集計ボット 日本の2024年度の売上高を教えてください（汗）", 103200.0),
    ("@集計ボット 香港の2025年度のEBITDAは？ www #決算", 468.0),
    ("@佐々木 @集計ボット シンガポールの2023年度の純利益 🙇‍♂️", 98.0),
    ("@FinBot Japan revenue for FY2024 :pray: :joy:", 103200.0),
    ("@数据助手 澳门2024财年员工人数？:thumbsup:", 688.0),
    ("@集計ボット 香港の2025年度のEBITDAは？:bow:", 468.0),
    ("@FinBot same q as Priya: Hong Kong EBITDA FY2025?", 468.0),
    ("@FinBot (sorry if dup) Macau headcount FY2024? tia", 688.0),
    ("@FinBot Japan revenue FY2024? cc @Priya @Tom", 103200.0),
    ("@数据助手 香港2025财年EBITDA多少 cc @小王", 468.0),
    ("@集計ボット 日本の2024年度の売上高、わかる？w", 103200.0),
    ("@集計ボット マカオの2024年度の従業員数は？ cc: @佐藤さん", 688.0),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "value"), FIGURES)
def test_chat_furniture_is_read_around(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "@FinBot Japan inventory turnover FY2024 🤞",
        "@AcmeBot Japan inventory turnover FY24 🙏",
        "@ACME助手 日本24财年存货周转率多少？🙏",
        "@ACMEボット 日本の24年度の在庫回転率は？🙏",
        "@FinBot what's HK's same-store sales growth for FY2025? 📈 #retail",
        "#taiwan revenue for FY2024? 🙏",
        "@FinBot Macau 📈 FY2024?",
        "@FinBot Singapore 💰 FY2023? haha",
        "@数据助手 日本2024财年的存货周转率是多少？🙏",
        "@数据助手 #台湾 2024财年收入多少？",
        "@数据助手 香港2025财年 📈 多少？",
        "@集計ボット 日本の2024年度の在庫回転率は？🙏",
        "@集計ボット #台湾 2024年度の売上高は？",
        "@集計ボット シンガポールの2023年度の 💴 は？",
        "@FinBot Japan :moneybag: FY2024?",
        "@FinBot Japan inventory turnover FY2024 :pray:",
        "@数据助手 日本2024财年 :moneybag: 多少？",
        "@集計ボット 日本の2024年度の :moneybag: は？",
        "@FinBot +1 to Taiwan revenue FY2024",
        "Was there a bump in Japan revenue in FY2024? lol",
    ],
)
def test_what_the_kb_lacks_stays_unanswered(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("@FinBot Japan revenue (¥) please :)", "Japan revenue (¥) please"),
        ("@FinBot HK gross margin (%) FY2024", "HK gross margin (%) FY2024"),
        ("#japan revenue FY2024?", "japan revenue FY2024?"),
        ("@hk-finance our revenue for FY2024?", "hk finance our revenue for FY2024?"),
        ("items: 1) Japan revenue 8) Macau EBITDA", "items: 1) Japan revenue 8) Macau EBITDA"),
        ("email me at ops@acme.com", "email me at ops@acme.com"),
    ],
)
def test_what_is_kept(kb: KnowledgeBase, text: str, kept: str) -> None:
    """A unit in brackets, a tag or a mention naming the market of a message naming none,
    numbered items and an e-mail address are no furniture."""
    matcher = matcher_for(vocabulary_key(kb.vocabulary()))
    assert without_chat_furniture(text, matcher) == kept
