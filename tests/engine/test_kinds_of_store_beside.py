"""A kind of the business's stores said in the asker's statement beside a figure request.

- A word written onto the stores ("*franchise* stores", 「*加盟*店」, 「*フランチャイズ*店」,
  「*空港*店舗」) says which stores the asker's work is on (their research topic, what
  they study), whoever owns the stores (the company, the group, a market): that part is
  the share of the figure wanted, which the KB does not report, so no figure is given, nor
  a passage.
  So does a part of the business written onto the business a market or the company owns
  ("the group's *online* business").
- Where the asker works (「我在*直营*店上班」, 「*フランチャイズ*店で働いています」,
  「*直営*店の店長です」) says who asks, as a market in their charge does: context.
- A place the stores stand in ("all the shops in Osaka", 「大阪的所有门店」, 「大阪の全店舗」)
  and the stores alone (「我在门店上班」, 「店舗で働いています」, "our company's stores") are
  the whole: the asker's context, so a request naming its market is answered. A request
  for the asker's own figure ("our revenue") after the stores of a city the KB does not
  name gives no figure: the city is no market of the KB's, so the asker's charge of a
  market gives it no market.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_figure,
    assert_no_figure,
    assert_refused_without_passage,
)

JAPAN_REVENUE_FY2024 = 103200.0
MACAU_REVENUE_FY2024 = 2610.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I'm studying the firm's duty-free stores. What was Japan's revenue in FY2024?",
        "I'm writing about the group's online business. What was Japan's revenue in FY2024?",
        "My research topic is franchise stores. What was Macau's revenue in FY2024?",
        "My dissertation is on the company's franchise outlets. What was Macau's revenue in "
        "FY2024?",
        "加盟店是我的研究对象。澳门2024财年的收入是多少？",
        "我的论文主题是机场门店。日本业务2024财年的收入是多少？",
        "私の卒論のテーマは空港店舗です。日本事業の2024年度の売上高は？",
    ],
)
def test_a_kind_of_store_beside_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "I manage all the shops in Osaka. What was Japan's revenue in FY2024?",
            JAPAN_REVENUE_FY2024,
        ),
        (
            "I'm researching our company's stores. What was Macau's revenue in FY2024?",
            MACAU_REVENUE_FY2024,
        ),
        ("大阪的所有门店都归我管。日本业务2024财年的收入是多少？", JAPAN_REVENUE_FY2024),
        ("我在门店上班。日本业务2024财年的收入是多少？", JAPAN_REVENUE_FY2024),
        ("大阪の全店舗を管理しています。日本事業の2024年度の売上高は？", JAPAN_REVENUE_FY2024),
        ("店舗で働いています。日本事業の2024年度の売上高は？", JAPAN_REVENUE_FY2024),
        ("我在直营店上班。日本业务2024财年的收入是多少？", JAPAN_REVENUE_FY2024),
        ("フランチャイズ店で働いています。日本事業の2024年度の売上高は？", JAPAN_REVENUE_FY2024),
        ("直営店の店長です。日本事業の2024年度の売上高は？", JAPAN_REVENUE_FY2024),
    ],
)
def test_the_stores_of_a_place_or_all_of_them_are_context(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I manage all the shops in Osaka. What was our revenue in FY2024?",
        "大阪的所有门店都归我管。我们2024财年的收入是多少？",
        "大阪の全店舗を管理しています。うちの2024年度の売上高は？",
    ],
)
def test_our_figure_after_a_citys_stores_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
