"""A number asked of a thing no metric names is read only where a passage counts it.

「新加坡有几家门店」 asks a number of Singapore's stores: a paragraph on Singapore's revenue
that mentions store productivity, or a plan's sentence on new stores it will open, states
no count of them, so the question is refused. A number of a KB metric asked where a
competitor word stands in the clause is another company's figure, refused however a
passage on the market's own revenue mentions its competitors. Beside them, what a
paragraph does count stays answered.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._counted import counted_phrase, states_a_count
from ragspine_eval_pipeline.kb.analysis import Word, normalize
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_no_figure

STORES = (Word("门店", "门店", False),)


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("集团现有120家门店。", True),
        ("门店总数为120。", True),
        ("集团计划新开60家门店。", False),  # a plan's target, not a count of what is
        ("门店生产力提升，收入达到968。", False),  # the stores named, another number stated
        ("只有在门店能够于18个月内实现盈亏平衡。", False),
    ],
)
def test_a_count_stands_beside_the_thing(text: str, held: bool) -> None:
    assert states_a_count(STORES, text, normalize("新加坡有几家门店")) is held


def test_english_counts_need_the_thing_itself() -> None:
    stores = (Word("stores", "store", True),)
    question = normalize("How many stores does Singapore have?")
    assert states_a_count(stores, "Singapore runs 40 stores.", question)
    assert not states_a_count(stores, "It tests 2 pilot stores in Kuala Lumpur.", question)


def test_the_counted_phrase_is_the_one_the_question_word_is_written_onto() -> None:
    stores = (Word("门店", "门店", False),)
    assert counted_phrase("新加坡有几家门店", [stores]) == stores
    water = (Word("用水量", "用水量", False),)
    factory = (Word("工厂", "工厂", False),)
    assert counted_phrase("工厂的用水量是多少", [factory, water]) == water
    used = (Word("制度", "制度", False),)
    assert counted_phrase("制度は去年どのくらい使われましたか", [used]) is None


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "新加坡有几家门店",
        "澳门有多少家门店？",
        "How many stores does Singapore have?",
        "How many stores does Macau run?",
        "シンガポールには店舗がいくつありますか？",
        "マカオの店舗数はいくつですか？",
    ],
)
def test_a_count_of_a_markets_thing_no_passage_counts_is_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.sources == [], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "这几年新加坡竞争对手的收入是多少",
        "香港的竞争对手2024财年的收入是多少？",
        "What revenue did our competitors in Singapore make in recent years?",
        "How much EBITDA did our rivals in Japan make?",
        "シンガポールの競合他社の売上高はいくらですか？",
        "日本のライバル企業のEBITDAはいくらでしたか？",
    ],
)
def test_a_competitors_figure_is_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "refuse", answer.answer
    assert answer.sources == [], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        ("新加坡市场呢？竞争对手都出了什么招？", "ACME_Singapore_Market_Update_FY2025.pdf"),
        ("How did competitors respond in Singapore?", "ACME_Singapore_Market_Update_FY2025.pdf"),
        ("集团计划新开多少家门店？", "ACME_Strategic_Plan.pdf"),
        ("How many scholarships did the ACME Foundation fund?", "ACME_ESG_Report_FY2025.pdf"),
        ("ACME財団は大学奨学金を何件提供しましたか？", "ACME_ESG_Report_FY2025.pdf"),
    ],
)
def test_what_a_passage_does_state_is_still_answered(
    kb: KnowledgeBase, question: str, doc: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert doc in answer.sources, answer.answer
