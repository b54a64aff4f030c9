"""A Japanese question written by a second-language writer with Chinese words in it.

A word the Japanese analyser does not know, written in Chinese script, is read in
Japanese script (「日本事*业*の」 is 日本事業の, 「*净利润*」 is 浄利潤, the KB's 净利润 in
Japanese script), so it is not split into unknown characters; a word the analyser knows
keeps its characters (准教授). The Chinese possessive 的 is read as の where Japanese has no
的 of its own: after a market or a year (「香港的」, 「去年的」) or before a number
(「グループ全体的2024年度」). Japanese 的 making an adjective (全体的な, 実質的純利益,
具体的数値) stays, and a word the KB lacks is still refused in either script (「线上」,
「免税店」).

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._scripts import in_japanese_script
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

JAPAN_REVENUE_FY2024 = 103200.0
JAPAN_HEADCOUNT_FY2024 = 2284.0
SINGAPORE_NET_PROFIT_FY2024 = 112.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("日本事业の2024年度の売上高は？", JAPAN_REVENUE_FY2024),
        ("日本事业の2024年度の员工数は？", JAPAN_HEADCOUNT_FY2024),
        ("日本的2024年度の売上高はいくらですか？", JAPAN_REVENUE_FY2024),
        ("新加坡的2024年度の净利润を教えてください", SINGAPORE_NET_PROFIT_FY2024),
        ("シンガポール事業の2024年度的純利益は？", SINGAPORE_NET_PROFIT_FY2024),
        ("日本事業の2024年度の売上高を一个の数字でお願いします", JAPAN_REVENUE_FY2024),
        ("新加坡2024财年的净利润是多少？", SINGAPORE_NET_PROFIT_FY2024),
    ],
)
def test_chinese_words_in_a_japanese_request(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本事业的线上売上高は？",
        "香港的免税店の2024年度の売上高は？",
        "日本事業の2024年度の実質的純利益は？",
        "日本事業の2024年度の具体的数値は？",
        "日本の2024年度の全体的な売上高は？",
        "新加坡的线上2024年度の净利润は？",
    ],
)
def test_a_word_the_kb_lacks_in_either_script_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("日本事业の", "日本事業の"),
        ("营业额", "営業額"),
        ("一个の数字", "一個の数字"),
        ("干す准教授の里", "干す准教授の里"),
        ("全体的な売上", "全体的な売上"),
    ],
)
def test_unknown_words_read_in_japanese_script(text: str, read: str) -> None:
    assert in_japanese_script(text) == read
