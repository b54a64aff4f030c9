"""How a market or the group stands, asked with no figure named: the engine asks which.

- A noun of a business's state or of an overview of it ("the financial *picture*", "a
  *snapshot*", "what *shape*", "the *headline numbers*", "KPIs", 「经营*状况*」, 「*概况*」,
  「*基本面*」, 「*关键数据*」, 「経営*状態*」, 「*近況*」, 「*主要指標*」), asked of a market or
  the group with nothing else, names no figure: the engine asks which one, where it
  refused the noun as a metric the KB lacks or quoted a passage holding it.
- So does how it fares ("*How solid* was…", "*holding up*", "Is it *healthy*?",
  「做得*好不好*」, 「*好調*ですか」, 「経営*は*どう」), and the present or the respect said
  as an adverb ("*these days*", "*financially*", 「*最近*」) beside either; and so does
  the business said by a common noun ("the company", 「公司」, 「会社全体」).
- Kept apart: the state of a metric the KB lacks ("the state of Japan's inventory
  turnover") is still refused, and so is a state said of no business at all ("what's
  the status?"); a state noun beside a topic's words ("the state of food waste
  reduction in Japan") or a document ("an overview of the Japan sustainability report")
  is still a narrative question; why a market stands as it does (「なぜ…経営状態は
  良くなった」) is not asked which figure; a year not closed is still refused.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What's the state of the Japan business?",
        "Can I get a snapshot of Hong Kong for FY2024?",
        "What kind of shape was Hong Kong in last year?",
        "What shape is Japan in?",
        "What's Macau's financial standing?",
        "What are the headline numbers for Japan in FY2025?",
        "What are Singapore's KPIs for FY2024?",
        "What's the big picture for the group?",
        "What's the financial health of the group?",
        "Key figures for Macau FY2024?",
        "Give me a rough idea of how Macau did last year.",
        "How solid was Japan in FY2025?",
        "How's Hong Kong holding up?",
        "How's the group shaping up?",
        "How is Macau performing these days?",
        "What's the financial picture for Japan and Macau in FY2024?",
        "Can you summarize Japan's situation?",
        "Is Japan in good shape?",
        "Is Hong Kong healthy?",
        "What kind of year did Macau have?",
        "How did the group's FY2024 turn out?",
        "Walk me through how the group did in FY2025.",
        "How is the group positioned financially?",
        "In short, how's Macau?",
        "Any idea how Japan did in FY2024?",
        "What's the health of the Hong Kong business looking like?",
        "How are Singapore's fundamentals?",
        "Give me a health check on Macau.",
    ],
)
def test_english_state_of_a_market_asks_which_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "新加坡2024财年的财务状况如何？",
        "澳门业务的概况是怎样的？",
        "日本的经营状况怎么样？",
        "集团的财务状况如何？",
        "新加坡最近表现怎么样？",
        "日本市场的基本面怎么样？",
        "香港的关键数据有哪些？",
        "澳门经营得怎么样？",
        "新加坡做得好不好？",
        "集团整体经营如何？",
        "介绍一下澳门2025财年的经营概况。",
        "香港的运营情况怎么样？",
        "澳门的经营怎么样？",
        "澳门最近怎么样？",
        "日本的财务怎么样？",
        "请概括一下香港2024财年的经营表现。",
        "澳门的经营状况好吗？",
        "集团整体财务表现如何？",
        "日本的经营成果怎么样？",
        "集团财务稳不稳？",
        "新加坡的基本盘怎么样？",
    ],
)
def test_chinese_state_of_a_market_asks_which_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港の2024年度の経営状態は？",
        "マカオの財務状況はどうですか？",
        "グループの経営状況を教えて。",
        "日本の具合はどう？",
        "マカオの2025年度の概況を教えてください。",
        "シンガポールの近況は？",
        "香港事業の現状はどうなっていますか？",
        "グループの主要指標は？",
        "マカオ事業の健全性はどうですか？",
        "シンガポールの足元の状況は？",
        "日本の昨年度の経営はどうでしたか？",
        "香港の調子はどうですか？",
        "シンガポールは好調ですか？",
        "香港の経営はどうですか？",
        "マカオの財務面はどうですか？",
        "香港の足元はどうですか？",
        "日本の業績の全体感を知りたいです。",
        "入社したばかりですが、マカオ事業の全体像を教えてください。",
        "グループの財務状況をざっくり教えて。",
        "日本事業の実情を教えて。",
        "マカオの実態はどうですか？",
    ],
)
def test_japanese_state_of_a_market_asks_which_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What's the company's overall state?",
        "Give me a snapshot of the whole company for FY2025.",
        "公司的财务状况怎么样？",
        "各市场的经营情况如何？",
        "会社全体の財務状態を教えて。",
        "ACMEの経営状況はどうですか？",
    ],
)
def test_the_business_said_by_a_common_noun_is_asked_which_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What's the state of Japan's inventory turnover?",
        "What's the picture for Hong Kong's same-store sales in FY2024?",
        "What's Japan's cash position?",
        "What's Taiwan's financial picture?",
        "日本库存周转率的情况如何？",
        "香港的同店销售情况如何？",
        "香港线上业务的经营情况如何？",
        "日本の在庫回転率の状況は？",
        "香港の既存店売上高の状況を教えて。",
        "日本の2026年度の経営状況は？",
        "日本2026财年的经营情况如何？",
        "What's the FY2026 picture for Japan?",
        "What's the status?",
        "What's the story?",
    ],
)
def test_a_state_of_what_the_kb_lacks_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "refuse", answer.answer
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What's the state of food waste reduction in Japan?",
        "What's the state of Hong Kong's membership programme?",
        "Give me an overview of the Japan sustainability report.",
        "香港会员计划的情况如何？",
        "日本食物浪费的减少情况怎么样？",
        "香港の会員プログラムの状況を教えてください。",
        "日本の食品ロス削減の状況は？",
        "シンガポールの出店計画の進捗状況は？",
    ],
)
def test_a_state_beside_a_topic_is_a_narrative(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.clarification != "ask_first", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Why did Hong Kong's performance weaken in FY2024?",
        "为什么日本的经营状况变差了？",
        "なぜ日本の経営状態は良くなったのですか？",
        "なぜマカオの業績は悪化したのですか？",
    ],
)
def test_why_a_market_stands_so_is_not_asked_which_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer
    assert answer.clarification != "ask_first", answer.answer
