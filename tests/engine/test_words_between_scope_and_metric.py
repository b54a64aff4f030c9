"""Words between whose figure it is and the metric: a linking word, or a kind of business.

- A word that links phrases and qualifies no noun, written straight after a possessive
  and straight before a metric, leaves the request not understood: an English
  preposition or conjunction after 's or a determiner ("the group's *through* revenue",
  "Japan's *via* revenue", "the *of* revenue"), a Chinese one after 的 (「集团的*通过*收入」),
  a Japanese conjunction after の (「グループの*しかし*売上高」). The whole figure is never
  given. (A Japanese adverb there says how the request is asked, 「*たしか*純利益」, as
  ``test_adverbs_before_a_name`` states.) A describing word in that place ("the group's
  *total* revenue", 「集团的*总*收入」) and a joining word between two names ("Japan's and
  Hong Kong's revenue", "Japan's FY2024 and FY2025 revenue") are read as before.
- A verb, an adjective or a word setting one apart, written straight onto a noun of a line
  of business, says what kind of business it is (「*外卖*业务」, 「*团购*业务」, 「*新*业务」,
  「*其他*业务」, 「*新規*事業」, "the *catering* business"): a part the KB does not report,
  so no figure is given, with a scope named or not. A market's business (日本业务, 香港业务),
  the group's (集团业务), the whole (所有业务, 整体业务) are answered, and the markets
  abroad or at home (海外业务, 本地业务) still ask which market.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

GROUP_REVENUE_FY2024 = 3564.0
JAPAN_REVENUE_FY2024_JPY = 103200.0
HONG_KONG_REVENUE_FY2024 = 1596.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What is the group's thru revenue?",
        "What was the group's through revenue in FY2024?",
        "What was Japan's via revenue in FY2024?",
        "What was Hong Kong's with revenue in FY2024?",
        "What was the of revenue for Japan in FY2024?",
        "What was Japan's and revenue in FY2024?",
        "集团2024财年的通过收入是多少？",
        "日本2024财年的对收入是多少？",
        "香港的和收入是多少？",
        "グループの2024年度のしかし売上高は？",
        "日本の2024年度のおよび売上高は？",
        "香港のしかし売上高は？",
    ],
)
def test_a_linking_word_before_the_metric_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What was the group's total revenue in FY2024?", GROUP_REVENUE_FY2024),
        ("What was the group's revenue through FY2024?", GROUP_REVENUE_FY2024),
        ("集团2024财年的总收入是多少？", GROUP_REVENUE_FY2024),
        ("日本の2024年度の売上高は？", JAPAN_REVENUE_FY2024_JPY),
    ],
)
def test_a_describing_word_or_none_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What were Japan's FY2024 and FY2025 revenue?",
        "What was Japan's and Hong Kong's revenue in FY2024?",
    ],
)
def test_a_joining_word_between_names_still_asks_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "clarify", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "外卖业务的收入是多少？",
        "集团2024财年外卖业务的收入是多少？",
        "日本2024财年团购业务的收入是多少？",
        "香港2024财年配送业务的收入是多少？",
        "集团2024财年新业务的收入是多少？",
        "集团2024财年其他业务的收入是多少？",
        "日本2024财年直营业务的收入是多少？",
        "グループの2024年度の新規事業の売上高は？",
        "日本の2024年度の主要事業の売上高は？",
        "グループのデリバリー事業の2024年度の売上高は？",
        "What was the catering business's revenue in FY2024?",
        "What was the group's catering business revenue in FY2024?",
        "What was Japan's existing business revenue in FY2024?",
    ],
)
def test_a_kind_of_business_gives_no_figure(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("日本业务2024财年的收入是多少？", JAPAN_REVENUE_FY2024_JPY),
        ("香港业务2024财年的收入是多少？", HONG_KONG_REVENUE_FY2024),
        ("集团业务2024财年的收入是多少？", GROUP_REVENUE_FY2024),
        ("集团2024财年所有业务的收入是多少？", GROUP_REVENUE_FY2024),
        ("集团2024财年整体业务的收入是多少？", GROUP_REVENUE_FY2024),
        ("日本事業の2024年度の売上高は？", JAPAN_REVENUE_FY2024_JPY),
        ("How much revenue did the Japan business bring in during FY2024?", 103200.0),
    ],
)
def test_a_market_or_the_whole_business_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question", ["集团2024财年海外业务的收入是多少？", "本地业务2024财年的EBITDA是多少？"]
)
def test_the_business_abroad_or_at_home_asks_which_market(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert ask(kb, question, mode).route == "clarify"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "外卖业务的收入是多少？",
        "What was the catering business's revenue in FY2024?",
        "デリバリー事業の2024年度の売上高は？",
    ],
)
def test_a_kind_of_business_alone_is_refused_not_asked_which_market(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "refuse", answer.answer
    assert not answer.sources, answer.answer
