"""Chinese and Japanese ways of asking a figure, and names read across CJK text.

- 「该填多少」, 「要报多少」: what to write down in the asker's form asks the amount, as
  「是多少」 does.
- 「報告どおりの数字で」, 「開示のとおりに」, 「公表通りの数字で」: the figure as reported,
  no part of it; another basis (「予算どおり」) or a part beside it is still refused.
- A keyword query with no kana but a kanji only Japanese writes (実, 従, 営: 「日本 2024年度
  実績」) is read as Japanese, so its words are analysed as Japanese.
- Latin words with CJK text between them are no name of the KB's: 「*ESG*委员会开会前，
  …澳门业务*2025*财年…」 names no "ESG 2025" report.
- The Greater Bay Area business (大湾区业务, 大湾区の事業, "GBA business") is Hong Kong and
  Macau in the KB, whose plan pivots on those two businesses: a figure of it is asked
  which market; a part of it, or a metric the KB lacks, is refused.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("新加坡2024财年的员工人数该填多少？", 1566.0),
        ("表格里只有一个格子：香港2024财年的收入该填多少？", 1596.0),
        ("香港2024财年的收入要报多少？", 1596.0),
        ("香港の2024年度の売上高は？報告どおりの数字でお願いします。", 1596.0),
        ("香港の2024年度の売上高を、開示のとおりに教えてください。", 1596.0),
        ("香港の2024年度の売上高を公表通りの数字で教えてください。", 1596.0),
    ],
)
def test_ways_of_asking_the_reported_figure(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "2024年度のEBITDAはいくらでしたか？報告どおりの数字でお願いします。",
        "新加坡2024/2025财年的员工人数该填多少？",
        "日本 2024年度 実績",
        "ESG委员会开会前，想了解一下澳门业务2025财年表现怎么样？",
        "ESG委員会の前に、マカオ事業の2025年度の業績はどうでしたか？",
        "Before the ESG committee meets, how did Macau do in FY2025?",
        "大湾区业务2025财年的营收是多少？",
        "大灣區業務2024財年的淨利潤是多少？",
        "大湾区事業の2025年度の売上高は？",
        "What was GBA business revenue in FY2025?",
    ],
)
def test_left_unsaid_is_asked(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.clarification == "ask_first", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "2024年度のEBITDAはいくらでしたか？予算どおりの数字でお願いします。",
        "香港の2024年度の売上高は？報告どおりのオンラインの数字でお願いします。",
        "新加坡2024财年的线上员工人数该填多少？",
        "台湾2024财年的员工人数该填多少？",
        "香港 2023年度 実績 台湾",
        "香港 2023年度 実績 在庫回転率",
        "大湾区业务2025财年的线上营收是多少？",
        "大湾区业务的库存周转率是多少？",
    ],
)
def test_a_part_an_unknown_market_or_metric_is_still_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.clarification != "ask_first", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # a salutation before the request (「ご担当者様、」, "To whom it may concern,")
        ("ご担当者様、香港の2024年度の売上高を教えてください。", 1596.0),
        ("ご担当者様　香港の2024年度の売上高を教えてください。", 1596.0),
        ("関係者各位　香港の2024年度の売上高を教えてください。", 1596.0),
        ("To whom it may concern, what was Hong Kong's revenue in FY2024?", 1596.0),
        # where in the asker's work the figure is quoted, after the question mark
        ("香港2024财年的收入是多少？我们需要在稿件中引用。", 1596.0),
        ("香港2024财年的收入是多少？我们要在报告里引用。", 1596.0),
        ("What was Hong Kong's revenue in FY2024? We need to quote it in our article.", 1596.0),
        # how short the reply is, inside the request
        ("一句话告诉我香港2024财年的收入", 1596.0),
        ("用一句话说一下香港2024财年的收入是多少", 1596.0),
    ],
)
def test_how_the_request_is_put_narrows_nothing(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "ご担当者様、台湾の2024年度の売上高を教えてください。",
        "ご担当者様、香港の2024年度のオンライン売上高を教えてください。",
        "香港2024财年的收入是多少？我们需要在线上渠道统计的。",
        "香港2024财年的收入是多少？我们需要在稿件中引用线上的数。",
        "用一句话说一下台湾2024财年的收入是多少",
        "用一句话说一下香港2024财年的线上收入是多少",
    ],
)
def test_beside_such_wording_a_part_or_unknown_market_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
