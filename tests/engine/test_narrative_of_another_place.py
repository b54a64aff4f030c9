"""A narrative question naming no market of the KB but a place, anywhere in the message:
where that place is a country, or one another market's document writes (Osaka is in the
Japan strategy), the account of a market whose document never writes it is no answer,
and the question is refused, naming the place. A place the document writes, a market
named beside it, or a district no document writes (it may lie inside the market) keeps
the answer.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine.protocol import EngineAnswer
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage

JAPAN_STRATEGY = "ACME_Japan_Business_Strategy_FY2025.pdf"
SINGAPORE_UPDATE = "ACME_Singapore_Market_Update_FY2025.pdf"
HK_REVIEW = "ACME_HK_Market_Review_FY2025.docx"


def assert_narrative(answer: EngineAnswer, doc: str) -> None:
    assert (answer.route, answer.refused, answer.value) == ("narrative", False, None)
    assert answer.sources == [doc]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "place"),
    [
        # the place only in the purpose or the setting, before or after the question
        ("We're writing the Osaka branch newsletter: what drove growth last year?", "Osaka"),
        ("What drove growth last year? I need it for the Kyoto store page.", "Kyoto"),
        ("For our Taiwan brochure, how many members does the loyalty programme have?", "Taiwan"),
        ("Vietnam team here. What was the main growth driver?", "Vietnam"),
        # Chinese and Japanese
        ("要放进韩国同事的简报里：会员计划现在有多少会员？", "韩国"),
        ("大阪店の掲示用です。会員プログラムの会員数は？", "大阪"),
        ("タイの担当者向けの資料です。成長をけん引したのは何でしたか。", "タイ"),
        # a region CLDR names though the analysers mark it no country, in either script
        ("台湾のページに載せたいので、会員プログラムの会員数は？", "台湾"),
        ("臺灣同事要看：會員計劃現在有多少會員？", "台湾"),
    ],
)
def test_a_place_no_market_document_mentions_is_refused(
    kb: KnowledgeBase, mode: str, question: str, place: str
) -> None:
    answer = ask(kb, question, mode)
    assert_refused_without_passage(answer)
    assert place in answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        # a place the document itself writes, in the question's language or another
        ("How did tax-free sales go at the Kyoto store?", JAPAN_STRATEGY),
        ("京都の店舗の免税売上はどうでしたか？", JAPAN_STRATEGY),
        # the market is named beside the place
        ("For the Penang page: what was Singapore's main growth driver?", SINGAPORE_UPDATE),
        ("要放进台湾的简报：香港的会员计划有多少会员？", HK_REVIEW),
        # a district no document writes may lie inside the market
        ("湾仔店的同事问：会员计划现在有多少会员？", HK_REVIEW),
        ("灣仔店的同事問：會員計劃現在有多少會員？", HK_REVIEW),
    ],
)
def test_a_place_the_document_writes_or_its_market_keeps_the_answer(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    assert_narrative(ask(kb, question, mode), doc)
