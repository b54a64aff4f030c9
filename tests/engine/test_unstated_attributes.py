"""An attribute of a topic a document covers, asked where no passage states it.

What is read (``engine/_attribute.py``): the attribute a question asks of its topic (the
phrase after "what is the" owning another by *of*/*for*; in Chinese and Japanese the one
before the closing question word or after a question word of number and its counter;
before a kind of number or a budget, the word it is of) must be held by the passage
(its text, translation or keywords); who a role is and what things are called need a
name in a sentence naming the thing; when needs a time, how long a span, what time of
day a clock time, how big a place is a number, each in the passage's own sentences; what
the topic can be done with (「…可以兑换什么」) needs the verb.

What still answers: the same questions where the passage states the attribute, in its
own or a reader's words, and questions whose asked noun says what kind of answer is
wanted (a reason, a purpose, a condition, 「什么设施」, "what safeguards"), which a
passage gives in its own words; how big an impact is (a degree, not a size); how often
(「多久…一次」), a frequency, not a span.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # the attribute asked is held nowhere
        "What is the monthly stipend of the Greater Bay Area interns?",
        "What is the seating capacity of the café at the Marina Bay store?",
        "东莞配送中心的建设成本是多少？",
        "メンター制度の参加費はいくらですか？",
        # who, a name: no name in a sentence naming the thing
        "Who is the head of the security operations centre?",
        "What are the names of the three contract manufacturers?",
        "审计委员会的负责人是谁？",
        "1on1ミーティングの進行役は誰ですか？",
        # when, how long, what time of day, how big a place is
        "When will the shared service centre be completed?",
        "数据泄露应急演练每次持续多长时间？",
        "香港门店周末几点关门？",
        "How big is the experience zone in the Tsim Sha Tsui store?",
        "尖沙咀门店的体验专区面积多大？",
        # what it can be done with
        "会员积分可以兑换什么？",
        "会員ポイントは何と交換できますか？",
    ],
)
def test_unstated_attribute_is_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        ("When did the Marina Bay flagship store open?", "Singapore_Market_Update"),
        ("How big is the consumer market of the Greater Bay Area?", "GBA_Expansion"),
        (
            "What are the names of the Singapore stores that had their highest sales since "
            "opening?",
            "Singapore_Market_Update",
        ),
        ("数据泄露后多长时间内要向监管机构报告？", "Data_Protection"),
        ("大湾区拓展计划的投资金额是多少？", "GBA_Expansion"),
        ("港澳青年实习计划每年招多少名大学毕业生？", "GBA_Expansion"),
        ("新加坡旗舰店是什么时候开业的？", "Singapore_Market_Update"),
        ("东莞配送中心的送达时效是多久？", "GBA_Expansion"),
        ("集团的风险登记册多久审阅一次？", "Risk_Factors"),
        ("集团计划在东莞建设什么设施？", "GBA_Expansion"),
        ("跨境传输个人信息的前提条件是什么？", "Data_Protection"),
        ("セルフレジの導入時期はいつですか？", "Japan_Business_Strategy"),
        ("マリーナベイの旗艦店はいつオープンしましたか？", "Singapore_Market_Update"),
        ("社内公募制度を利用した人数は何名ですか？", "Talent_Development"),
        ("セルフレジ導入の狙いは何ですか？", "Japan_Business_Strategy"),
    ],
)
def test_stated_attribute_is_answered(
    kb: KnowledgeBase, question: str, doc: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert any(doc in str(source) for source in answer.sources), answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["北上消费对香港零售的影响有多大？", "How big is the impact of northbound spending?"],
)
def test_how_big_an_impact_is_no_size(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert any("HK_Market_Review" in str(source) for source in answer.sources), answer.answer
