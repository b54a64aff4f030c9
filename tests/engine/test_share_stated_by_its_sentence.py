"""A share asked of what a document states, answered from the sentence stating it.

Read: a percentage asked by its own words as a share ("What % of HK sales came from
members?", "How many percent of …", 「香港销售额中会员占百分之几？」, 「有百分之几的门店…」,
「香港の売上のうち会員は何%？」, 「日本の店舗の何割に…」, 「セルフレジ導入率、FY25末で何%？」,
「比率は2025年度末時点でだいたい何%くらい」) is a share of its subject, never the % unit of
a KB figure nor a number of the part; a market named by an abbreviation is searched by its
name. The answer quotes the sentence of the document stating that share for that subject
(``engine/_share_quoted.py``): the 58% of Hong Kong sales, the 70% of Japan's stores with
the sentence naming the self-checkouts before it, never a sentence about the subject
stating none (「全店舗へのセルフレジの導入を進めています」 alone) nor one writing another
percentage (revenue "增长约7%", rent "cut by about 12%": a change is no share).
Still refused: a share no sentence states for that subject (Macau's members, tourists'
share of Hong Kong sales, Singapore's stores with self-checkouts). A gross margin asked in
percent is the KB figure, and a percentage asked of a change (「何%削減」, 「賃料を何%カット」) or
of a rate (「物品サービス税は何%に」) is read as before.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused, fact_value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What % of HK sales came from members?",
        "What % of Hong Kong revenue comes from members?",
        "What proportion of HK revenue comes from members?",
        "How many percent of Hong Kong sales come from members?",
        "香港销售额中会员占百分之几？",
        "香港的销售额有百分之几来自会员？",
        "香港的会员消费占销售额的百分之多少？",
        "香港の売上のうち会員は何%？",
    ],
)
def test_the_members_share_is_quoted_alone(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.refused) == ("narrative", False), answer.answer
    assert "58%" in answer.answer, answer.answer
    assert "7%" not in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What % of Japan stores have self-checkouts?",
        "How many percent of Japan stores had self-checkout by the end of FY2025?",
        "日本有百分之几的门店装了自助收银？",
        "日本の店舗の何割にセルフレジが導入されていますか？",
        "セルフレジ導入率は何%？",
        "セルフレジ導入率、FY25末で何%？",
    ],
)
def test_the_sentence_writing_the_stores_share_is_quoted(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.refused) == ("narrative", False), answer.answer
    assert "70%" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "女性管理職の比率は2025年度末時点でだいたい何%くらいでしたか？",
        "女性管理職の比率は今どのくらいですか？",
    ],
)
def test_a_share_asked_after_a_time_is_read_where_stated(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.refused) == ("narrative", False), answer.answer
    assert "38 percent" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What % of Macau sales came from members?",
        "What % of Hong Kong sales came from tourists?",
        "What % of Singapore stores have self-checkouts?",
        "What % of Hong Kong stores were closed?",
        "澳门销售额中会员占百分之几？",
        "澳门的会员消费占销售额的百分之多少？",
        "新加坡有百分之几的门店装了自助收银？",
        "香港の売上のうち観光客は何%？",
        "シンガポールの店舗の何割にセルフレジが導入されていますか？",
        "フランチャイズ比率、FY25末で何%？",
    ],
)
def test_a_share_no_sentence_states_refuses(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)
    assert "%" not in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What is Japan's gross margin %?",
        "日本的毛利率是百分之几？",
        "日本の粗利率は何%？",
    ],
)
def test_a_gross_margin_in_percent_is_the_kb_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(
        answer, fact_value(kb, "ACME_JP", "GROSS_MARGIN", "FY2025"), "answer_with_assumptions"
    )


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "stated"),
    [
        ("2025年度の食品廃棄量は何%削減しましたか？", "30%"),
        ("香港的平均租金下调了百分之几？", "12%"),
        ("香港では賃料を何%カットできましたか？", "12%"),
        ("シンガポールの物品サービス税は何%に引き上げられましたか？", "9 percent"),
        ("What share of managers completed inclusive leadership training?", "All managers"),
    ],
)
def test_a_change_or_a_whole_is_read_as_before(
    kb: KnowledgeBase, mode: str, question: str, stated: str
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.refused) == ("narrative", False), answer.answer
    assert stated in answer.answer, answer.answer
