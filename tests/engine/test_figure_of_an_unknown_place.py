"""A KB metric asked of a place or body the KB holds no figure of, with no year
(``engine/_route.py``, ``_metric_of_an_unknown_thing``).

Read: beside the metric only names (a city, a district, a store's place) or English words
no dictionary knows, or a name and one word more (「…の店舗」), or in Chinese and
Japanese a name's phrase and one compound more written onto the metric (「…の店舗単体」),
is a figure of that thing: refused as a scope the KB lacks, in no year as in one.
Before, a passage naming the place beside the market's own figure (「日本事業の売上高は…。
特に大阪と京都の店舗では…」) was quoted, the market's figure given for the city's.

Still answered: a question saying more of the place than whose figure it is (what
shoppers going to Shenzhen do to Hong Kong's stores, what a report says of a change in a
city's sales), asking how the figure stands (「大阪的门店收入怎么样」) or naming a KB market
too (the name may be a part of it a passage speaks of) is weighed as a question about a
passage, as before.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "京都店の純利益を教えて",
        "名古屋の売上高はどのくらい？",
        "大阪の店舗の売上高は",
        "京都门店的收入是多少",
        "深圳的净利润有多少",
        "kyoto revenue?",
        "what is the osaka net profit",
        "Shenzhen EBITDA please",
        "京都の店舗単体の純利益はいくらですか？",
        "京都の旗艦店単独の売上高は？",
        "名古屋门店单店的收入是多少？",
    ],
)
def test_a_metric_of_a_place_the_kb_lacks_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused and answer.route == "refuse", answer.answer
    assert answer.value is None and answer.source is None
    assert not answer.sources, answer.answer  # no passage quoted beside the refusal


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        (
            "Our HK shops are emptier on weekends as people head to Shenzhen - what is the "
            "HK business doing about it?",
            "ACME_HK_Market_Review_FY2025.docx",
        ),
        ("大阪の免税売上はどれくらい伸びた", "ACME_Japan_Business_Strategy_FY2025.pdf"),
        ("大阪的门店收入怎么样", "ACME_Japan_Business_Strategy_FY2025.pdf"),  # how it stands
        ("大阪と京都の免税売上の伸びは？", "ACME_Japan_Business_Strategy_FY2025.pdf"),  # two places
        # A phrase of its own apart from the metric: when, not whose figure.
        (
            "大阪・関西万博の開催期間中、関西地区の売上はどれくらい増えましたか？",
            "ACME_Japan_Business_Strategy_FY2025.pdf",
        ),
    ],
)
def test_a_question_saying_more_of_the_place_reads_its_passage(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.value is None
    assert doc in answer.sources, answer.sources
