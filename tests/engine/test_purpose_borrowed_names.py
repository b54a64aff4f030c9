"""A Japanese purpose of the asker's work is context, its work's name borrowed or not.

A piece closed by a purpose marker (用に, 向けに, のために, に使いたくて) whose words head
on a noun of an action (採用, 訴求, 説明: Sudachi's nouns taking する) or of the asker's
world (スライド, 資料), or on a loanword or Latin word written after one (「採用
ブランディング」, 「採用キャンペーン」), says what the figure is for: it is set aside, and a
market it is said of (「シンガポールの採用ブランディング用に、…」) is the market the request
beside it asks about when that names none. A loanword with no such noun (「オンライン用に」,
「ネットショッピング用に」) may name a channel or goods; a name the KB lacks, a store, a part
of a business or a portion (「大阪の…」, 「免税店用に」, 「飲料事業向けに」, 「オンライン分
用に」) says which part is wanted: those are refused, never answered with the whole.
「免税店用に、…売上高」 gave the whole figure before.

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
        ("採用ブランディング用に、シンガポールの2024年度の従業員数を教えてください。", 1566.0),
        ("ダイバーシティ訴求のスライド用に、グループの2024年度の純利益を教えてください。", 468.0),
        ("日本の2024年度のEBITDAは？現地イベントの体制説明に使いたくて", 19900.0),
        ("採用イベントの説明資料用に、日本の2024年度の従業員数を教えてください。", 2284.0),
        # the purpose's market is the one the request asks about
        ("シンガポールの採用ブランディング用に、2024年度の従業員数を教えてください。", 1566.0),
        ("香港の採用キャンペーン向けに、2023年度の従業員数を知りたいです。", 3120.0),
        # the same purpose in Chinese and English, read as before
        ("雇主品牌campaign要用，香港2024财年一共有多少人？", 3245.0),
        ("For my notes, what was Singapore's headcount in FY2024?", 1566.0),
    ],
)
def test_a_purpose_of_the_askers_work_is_context(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
def test_a_purpose_with_its_market_asks_a_people_count_of_it(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(
        kb, "マカオって2024年度は何人くらいで回してたの？現地イベントの体制説明に使いたくて", mode
    )
    assert_figure(answer, 688.0, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a loanword with no noun of the asker's work may name a channel or goods
        "オンライン用に、日本の2024年度の売上高を教えてください。",
        "ネットショッピング用に、シンガポールの2024年度の売上高を教えてください。",
        "シンガポールのオンライン用に、2024年度の売上高を教えてください。",
        # a store, a part of a business, a portion
        "免税店用に、シンガポールの2024年度の売上高を教えてください。",
        "免税店の資料用に、シンガポールの2024年度の売上高を教えてください。",
        "飲料事業向けに、シンガポールの2024年度の売上高を教えてください。",
        "オンライン分用に、日本の2024年度の売上高を教えてください。",
        # a place the KB lacks, in the purpose beside another market
        "大阪の採用ブランディング用に、日本の2024年度の従業員数を教えてください。",
        # the purpose's market is not carried past a market the request names
        "シンガポールの採用ブランディング用に、日本の2024年度の従業員数を教えてください。",
        # the same hazards in Chinese and English
        "线上收入的汇报要用，香港2024财年的收入是多少？",
        "For the online revenue deck, what was Singapore's revenue in FY2024?",
    ],
)
def test_a_purpose_naming_a_part_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))
