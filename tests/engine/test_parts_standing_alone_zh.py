"""A Chinese word for a part of the business standing on its own beside a metric.

- 「澳门 净利润 2023财年 线上」, 「日本2024财年营收（批发）」, 「新加坡2024财年的收入，免税」:
  a part word said as a keyword, in brackets or after a comma says which part of the
  figure is asked, as 「线上的净利润」 does; the engine refused that and gave the whole
  figure for this. A part word is a place word (线上, 网上), one of the parts the grammar
  lists (门店, 批发, 外卖) or a verb the analyser's dictionary holds with 业 or 店 written
  onto it, a trade (零售业, 免税店). The same said in Japanese or English was refused
  already (「マカオ 純利益 2023年度 オンライン」, "Macau net profit FY2023 online").
- Kept apart: courtesy (「，谢谢」), a word of time (最近) and a verb of asking (「帮我查下」)
  standing alone name no part; the figure is answered. A place word written against a
  year (「当地2025财年」) is not set off: "the local market" asks which market.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_no_figure

MACAU_NET_PROFIT_FY2023 = 266.0
SINGAPORE_NET_PROFIT_FY2023 = 98.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "澳门 净利润 2023财年 线上",
        "日本2024财年营收（批发）",
        "新加坡2024财年的收入，免税",
        "香港2023财年EBITDA 外卖",
        "集团2024财年收入，零售",
        "澳门 员工人数 2024财年 线上 多少",
        "マカオ 純利益 2023年度 オンライン",
        "Macau net profit FY2023 online",
    ],
)
def test_a_part_said_on_its_own_beside_the_metric_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("澳门 净利润 2023财年", MACAU_NET_PROFIT_FY2023),
        ("澳门2023财年净利润，谢谢", MACAU_NET_PROFIT_FY2023),
        ("澳门 净利润 2023财年 最近", MACAU_NET_PROFIT_FY2023),
        (
            "不好意思打扰一下，帮我查下新加坡2023财年的净利润，我们下午开会要用，多谢！",
            SINGAPORE_NET_PROFIT_FY2023,
        ),
    ],
)
def test_words_naming_no_part_leave_the_figure(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question", ["当地2025财年收入是多少？", "帮我准备一页：当地2024财年营收多少"]
)
def test_a_word_written_against_the_year_is_not_set_off(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))
