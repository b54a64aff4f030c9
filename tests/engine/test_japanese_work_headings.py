"""A Japanese heading of the asker's work before the request, and how short the reply is.

An executive assistant heads a request with the paper it is for, set off by a space
(「取締役会資料　…」, 「組織図スライド用　…」), as a colon sets it off: nouns of the asker's
work (資料, スライド, 取締役会) say what the figure is for, never which. A heading naming
a part of the business (「免税店資料」, 「オンライン資料」, 「飲料事業：」) or a place the KB
lacks (「台湾資料」) says which figure is wanted, and is refused, with a space or a colon.
A heading naming the market or a year is the start of the request (「香港　…」).

How short the reply is to be, said with a numeral and で (「…を一言で」, 「一行でお願いします」),
is the form of the answer; the part or market beside it is still read.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("役員会資料　シンガポールの2024年度の売上高をお願いします", 915.0),
        ("経営会議スライド用　シンガポールの2024年度の売上高", 915.0),
        ("取締役会資料 シンガポールの2024年度の売上高は？", 915.0),
        ("シンガポール　2024年度の売上高は？", 915.0),
        ("社長向けメモ　シンガポールの2024年度の売上高", 915.0),
        ("組織図用　シンガポールの人員数、2025年度末時点", 1652.0),
        ("Board deck: Singapore revenue FY2024", 915.0),
    ],
)
def test_a_heading_of_the_askers_work_is_context(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "免税店資料　シンガポールの2024年度の売上高",
        "オンライン資料　シンガポールの2024年度の売上高",
        "卸売用　シンガポールの2024年度の売上高",
        "台湾資料　グループ全体の2024年度の売上高",
        "免税店資料：グループ全体の2024年度の売上高",
        "飲料事業：シンガポールの2024年度の売上高は？",
        "EC向けメモ　シンガポールの2024年度の売上高",
        "免税店グラフ用　シンガポールの2024年度の売上高",
    ],
)
def test_a_heading_naming_a_part_or_place_is_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("シンガポールの2024年度の売上高を一言で", 915.0),
        ("シンガポールの2024年度の売上高を一行でお願いします", 915.0),
        ("シンガポールの従業員数、2025年度末を二行でまとめて", 1652.0),
    ],
)
def test_how_short_the_reply_is_is_no_part(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "シンガポールの2024年度のオンライン売上高を一言で",
        "シンガポールの免税店の2024年度の売上高を一行でお願いします",
        "台湾の2024年度の売上高を一言で",
    ],
)
def test_a_part_beside_how_short_is_still_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
