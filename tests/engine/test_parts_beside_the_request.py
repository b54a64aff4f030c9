"""A part of the figure said beside a request is refused, whatever the sentence says it
for.

The figure's generic name or the basis it is counted on, with a word of its own written
onto it ("put the *online* number on the slide", "use the *store* view", 「*店舗*ベースで」),
says which part of the figure is wanted; so does a part of the business the asker says
they work in ("I started on the *online team*") or their work is on, named by a
classifying word written onto the noun of the work ("For *the online* push", "preparing
*the wholesale* analysis"); a noun there ("the store rota", "the budget review") is a
place or a thing the work is for, as 「门店的排班计划」 is, and a gradable word ("the deep
dive") or one of order ("the next meeting") names no part. The KB reports no such part, so the
whole figure is never given in its place; nor when a thing is counted in or left out
(「*フランチャイズ店舗*も含めてです」, 「把*批发*也算进去」), or a bare phrase said of the
figure stands between commas in the request (「不好意思，*线上的*，…」), or a part is
written onto the staff the asker's work is for (「准备*兼职*员工培训」: 兼职, which the
tagger reads as a verb, stands between the statement's verb and the metric). A version
of the figure ("the official number", 「連結ベース」), a unit (「ドルベース」) or the
figure alone names no part. One market asked with all the markets counted together
("all markets combined", 「所有市场合计」) contradicts itself: the engine asks which.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a part written onto the figure's generic name or its basis
        "What was Japan's revenue in FY2025? I want to put the franchise number in my notes.",
        "What was HK revenue in FY2024? Use the wholesale view.",
        "How many employees did Singapore have in FY2024? Show me the store breakdown.",
        "香港の2024年度の売上高は？店舗ベースでお願いします。",
        "日本事業の2025年度の従業員数は？オンラインのベースで。",
        # a thing counted in or left out of the figure
        "日本事業の2025年度の従業員数は？アルバイトも含めてです。",
        "シンガポールの2024年度の売上高を教えてください。卸売込みでお願いします。",
        "日本业务2024财年的收入是多少？把批发也算进去。",
        "新加坡2024财年有多少员工？含兼职在内。",
        # a bare phrase said of the figure, a segment of the request's own sentence
        "不好意思，线上的，日本业务2024财年收入是多少？",
        "麻烦问下，加盟店的，新加坡2024财年有多少员工？",
        # a part written onto the staff the asker's work is for (兼职 read as a verb)
        "我在准备兼职员工培训，日本2024财年有多少员工？",
        "我们在筹备派遣员工管理制度，新加坡2024财年有多少员工？",
        # a part of the business the asker works in or their work is on
        "We are preparing the wholesale analysis, how many employees did Japan have in FY2024?",
        "For the online campaign, what was Hong Kong's revenue in FY2025?",
        "I'm drafting the overseas review. What was Singapore's revenue in FY2024?",
        "I started on the online team. What was Japan's revenue in FY2024?",
        "I joined the wholesale side last week. How many employees did Japan have in FY2024?",
    ],
)
def test_a_part_said_beside_the_request_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What was HK revenue in FY2024? I want to put the official number in my notes.", 1596.0),
        ("What was Japan's revenue in FY2025? I want to put the number in my notes.", 109800.0),
        ("I started on the payroll team. What was Japan's revenue in FY2024?", 103200.0),
        ("香港の2024年度の売上高は？ドルベースでお願いします。", 1596.0),
        ("我在做澳门门店的排班计划，澳门业务2025财年有多少员工？", 731.0),
        ("我在准备做员工培训，日本2024财年有多少员工？", 2284.0),
        ("For the deep dive, what was Singapore's revenue in FY2024?", 915.0),
        ("I'm preparing my first market briefing. What was Japan's revenue in FY2024?", 103200.0),
        ("For the next board meeting, what was Singapore's revenue in FY2024?", 915.0),
        ("We are preparing the budget review, what was Japan's revenue in FY2025?", 109800.0),
        ("好的，日本业务2024财年收入是多少？", 103200.0),
    ],
)
def test_a_version_a_unit_or_the_askers_team_names_no_part(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's headcount in FY2024 (all markets combined)?",
        "What was Singapore's revenue in FY2025 across all markets?",
        "日本2024财年有多少员工（所有市场合计）？",
        "日本事業の2024年度の従業員数は？全市場合計で。",
    ],
)
def test_one_market_and_all_markets_combined_at_once_asks_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "clarify", answer.answer
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_the_group_with_all_markets_combined_is_the_group(kb: KnowledgeBase, mode: str) -> None:
    question = "What was the group's headcount in FY2024 (all markets combined)?"
    assert_figure(ask(kb, question, mode), 7783.0)
