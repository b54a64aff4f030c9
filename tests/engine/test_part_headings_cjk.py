"""A part of the business in a heading or lead-in of the asker's, and a version of a figure
said before its market.

- A Chinese heading or colon lead-in naming the asker's work material qualified by a part
  of the business (「*线上*材料：」, 「*免税店*资料　…」, 「*批发*资料：」, 「*门店*汇报：」), like
  "*Online* deck:" in English, says the figure asked is that part's: it is refused, where
  the whole figure was given before. A heading of the asker's work and whom it is for
  (「董事会材料　…」, 「股东材料　…」, "Board deck:") narrows nothing and is set aside.
- A Japanese 向け on a noun of whom the business sells to (「*法人*向け」, 「*個人*向けに」,
  「法人向けの売上高」) names a part; on who reads the asker's work (「株主向け」,
  「部長会用」, 「投資家向けに」) it is what the figure is for.
- A version word before the market and year (「*未经审计的*香港2025财年收入」,
  「*重述后的*香港…」) still asks another version of the figure than the one the KB
  reports: refused, as 「未经审计的收入」 was.
- A market, a metric or a part the KB lacks beside such a heading is still refused.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "线上材料：集团2024财年收入",
        "线上材料：集团2024财年的收入是多少？",
        "免税店资料：香港2024财年的收入是多少？",
        "免税店资料　香港2024财年的收入是多少？",
        "批发资料：日本2024财年的收入是多少？",
        "门店汇报：香港2024财年的收入是多少？",
        "董事会线上材料：香港2024财年的收入是多少？",
        "加盟店数据　香港2024财年的收入是多少？",
        "取締役会のオンライン資料：グループの2024年度の売上高を教えてください。",
        "Online deck: what was group revenue in FY2024?",
        "Wholesale pack: what was Japan's revenue in FY2024?",
        "Overseas summary: what was Japan's revenue in FY2024?",
    ],
)
def test_a_part_heading_the_askers_work_narrows_the_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "法人向け　香港の2024年度の売上高を教えてください。",
        "法人向けに、香港の2024年度の売上高を教えてください。",
        "個人向けに、香港の2024年度の売上高を教えてください。",
        "若者向けに、香港の2024年度の売上高を教えてください。",
        "法人向けの香港の2024年度の売上高を教えてください。",
        "香港の2024年度の法人向けの売上高は？",
        "会社向け　香港の2024年度の売上高を教えてください。",
    ],
)
def test_whom_the_business_sells_to_is_a_part(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "请告诉我未经审计的香港2025财年收入。",
        "请告诉我香港未经审计的2025财年收入。",
        "请告诉我重述后的香港2025财年收入。",
        "重述后的集团2024财年的净利润是多少？",
        "未監査の香港の2025年度の売上高を教えてください。",
        "修正後の日本の2024年度の純利益を教えてください。",
        "Please give me the unaudited Hong Kong revenue for FY2025.",
        "Please give me Hong Kong's restated revenue for FY2025.",
    ],
)
def test_a_version_before_the_market_is_another_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("董事会材料　香港2024财年的收入是多少？", 1596.0),
        ("董事会材料：香港2024财年的收入是多少？", 1596.0),
        ("董事会材料，香港2024财年的收入是多少？", 1596.0),
        ("股东材料　集团2024财年的净利润是多少？", 468.0),
        ("给董事会的材料：香港2024财年的收入是多少？", 1596.0),
        # Whose material it is or what meeting it is for names no part of the business.
        ("周会资料：香港2024财年的收入是多少？", 1596.0),
        ("区域资料：香港2024财年的收入是多少？", 1596.0),
        ("请告诉我经审计的香港2025财年收入。", 1702.0),
        ("株主向け　香港の2024年度の売上高を教えてください。", 1596.0),
        ("部長会用　香港の2024年度の売上高を教えてください。", 1596.0),
        ("投資家向けに、グループの2024年度の売上高を教えてください。", 3564.0),
        ("取締役会向けに、グループの2024年度の売上高を教えてください。", 3564.0),
        ("Board deck: what was group revenue in FY2024?", 3564.0),
    ],
)
def test_a_heading_of_the_askers_work_narrows_nothing(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "董事会材料　台湾2024财年的收入是多少？",
        "董事会材料　香港2024财年的库存周转率是多少？",
        "董事会材料　香港线上收入2024财年是多少？",
        "株主向け　台湾の2024年度の売上高を教えてください。",
        "株主向け　香港の2024年度の在庫回転率を教えてください。",
        "株主向け　香港のオンライン売上高を2024年度で教えてください。",
        "Board deck: what was Taiwan's revenue in FY2024?",
    ],
)
def test_what_the_kb_lacks_beside_such_a_heading_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
