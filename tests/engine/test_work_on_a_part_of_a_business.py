"""The asker's work on a part written onto a noun of a business or its stores
(「卒論で*オンライン*事業を扱っています」, 「*フランチャイズ*店を研究しています」, "I'm
researching *franchise* stores"): the part is the share of the figure the asker wants, as
「*オンライン*を担当しています」 and "a memo on the franchise stores" say, so no figure is
given, nor a passage. Work on the business as a whole (「人事制度を扱っています」, "I'm
visiting the stores") stays the asker's, and the figure is given.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused_without_passage

JAPAN_REVENUE_FY2024 = 103200.0
JA = "日本事業の2024年度の売上高は？"
EN = "What was Japan's revenue in FY2024?"
ZH = "日本业务2024财年的收入是多少？"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        f"オンライン事業を扱っています。{JA}",
        f"修士論文でオンライン事業を取り扱っています。{JA}",
        f"オンラインビジネスを調べています。{JA}",
        f"フランチャイズ店を研究しています。{JA}",
        f"空港店舗を調べています。{JA}",
        f"オンラインを扱っています。{JA}",
        f"I'm researching franchise stores. {EN}",
        f"I study airport shops. {EN}",
        f"We analyse duty-free stores. {EN}",
        f"I'm researching Japan's franchise stores. {EN}",
        f"I'm studying ACME's airport shops. {EN}",
        f"我在研究加盟店。{ZH}",
    ],
)
def test_work_on_a_part_refuses(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        f"人事制度を扱っています。{JA}",
        f"店舗を管理しています。{JA}",
        f"I'm visiting the stores. {EN}",
        f"I'm researching the stores. {EN}",
    ],
)
def test_work_on_the_whole_gives_the_figure(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_figure(ask(kb, question, mode), JAPAN_REVENUE_FY2024)
