"""Written Cantonese read as Standard Chinese (``engine/_cantonese.py``).

- Hong Kong staff write the Cantonese function words: 嘅 (的), 係 (是), 幾多 (多少), 舊年
  (去年), 咗 (了), 嗰 (那), 冇 (没有), 唔 (不), 睇 (看), 搵 (找), sentence-final 㗎, 喎, 囉 ...
  A figure request so written gives the figure, in traditional or simplified script.
- Only the closed class is read: a metric or a market the KB lacks written in Cantonese
  (「香港嘅存貨周轉率係幾多」, 「菲律賓嘅收入係幾多」) is still refused, and so are a part of
  the figure, a forecast and an opinion.
- The classifier 個 between two nouns marks whose a thing is (「集團*個* plan」, 的); after a
  numeral or a demonstrative it counts (每個, 呢個), and 舖 is a shop (店).
- A Mandarin word holding one of these characters keeps it (關係, 系數, 重點, 三點, 那邊), and
  a word Mandarin also writes in another sense (係, 點, 邊) is read as Cantonese only in a
  Cantonese sentence.

The class exists in Chinese only. None of these phrasings is in an independent set or
the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._cantonese import as_standard_chinese
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("香港舊年嘅營業額係幾多？", 1702.0),
        ("日本2024財年嘅淨利潤有幾多呀？", 8600.0),
        ("澳門2023財年嘅員工人數係幾多㗎？", 640.0),
        ("新加坡去年嘅EBITDA係幾多喎？", 247.0),
        ("想睇下香港2025財年嘅收入", 1702.0),
        ("唔該幫我搵下新加坡舊年嘅淨利潤", 125.0),
        ("香港旧年嘅营业额系几多？", 1702.0),
        ("嗰個澳門2024財年嘅收入係幾多囉？", 2610.0),
        ("日本個 EBITDA 2024財年係幾多？", 19900.0),
    ],
)
def test_cantonese_figure_requests_give_the_figure(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "集團2024財年嘅利潤係幾多？",
        "香港2024財年嘅收入係幾多？定係2025財年？",
        "2024財年嘅收入係幾多？",
    ],
)
def test_cantonese_requests_still_ask_which(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港嘅存貨周轉率係幾多",
        "新加坡舊年嘅客單價係幾多呀？",
        "菲律賓嘅收入係幾多",
        "香港舊年網上嘅收入係幾多？",
        "日本2027財年嘅收入會係幾多？",
        "你覺得ACME股票值唔值得買？",
        "香港舊年嘅存货周转率系几多？",
        "佢哋嘅收入係幾多？",
        "香港2025财年的啩收入是多少？",
        "日本2024财年的啫是多少？",
        "香港2025财年的一畀收入是多少？",
        "香港2025财年的睇收入是多少？",
        "香港2025财年的嘅收入是多少？",
        "香港2025财年的一咗收入是多少？",
    ],
)
def test_cantonese_opens_no_path_for_unknown_words(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.clarification != "ask_first" or "佢哋" in question, answer.answer


@pytest.mark.parametrize(
    ("text", "reading"),
    [
        ("香港嘅收入係幾多", "香港的收入是多少"),
        ("日本嗰邊減咗幾多？同邊年比？", "日本那边减了多少？同哪年比？"),
        ("新加坡做成點呀？", "新加坡做成怎样呀？"),
        ("即係成個集團", "就是整个集团"),
        ("關係到香港的收入", "关系到香港的收入"),
        ("香港的收入系数", "香港的收入系数"),
        ("上升了3個百分點", "上升了3个百分点"),
        ("香港那边的收入是多少", "香港那边的收入是多少"),
        ("香港的重點是什麼", "香港的重点是什么"),
        ("新加坡事業的员工", "新加坡事業的员工"),
        ("我哋公司個 headcount 係幾多", "我们公司的 headcount 是多少"),
        ("每個員工有幾多", "每个员工有多少"),
        ("集團個人收入係幾多", "集团个人收入是多少"),
        ("要開幾多間新舖", "要开多少间新店"),
        ("店舖嘅數", "店铺的数"),
        ("新加坡事業的員工", "新加坡事业的员工"),
        ("香港嘅收入係幾多啩？", "香港的收入是多少？"),
        ("香港嘅收入幾多啫", "香港的收入多少"),
        ("香港的啩收入是多少", "香港的啩收入是多少"),
        ("日本的啫是多少", "日本的啫是多少"),
        ("的一畀收入", "的一畀收入"),
        ("收入係一啲", "收入是一些"),
    ],
)
def test_the_class_is_read_where_it_stands_as_a_word(text: str, reading: str) -> None:
    assert as_standard_chinese(text) == reading


def test_mandarin_shares_are_read_as_cantonese_only_in_cantonese() -> None:
    assert as_standard_chinese("关系系统一点") == "关系系统一点"
    assert as_standard_chinese("系几多") == "是多少"
    assert as_standard_chinese("系统边上") == "系统边上"
