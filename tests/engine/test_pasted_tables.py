"""Rows of a sheet pasted above a question (tab-separated, CSV, Markdown): the table is
the asker's context, the question after it is what is asked (``engine/_pasted_table.py``).

Read: the question alone, the table and its caption set aside, so a pasted number, year
or market is never taken as the KB's figure or as the year asked; a question pointing at
the table ("the FY2023 cell", 「新加坡那一格」, 「2024年度の欄」, "fill in the blank row")
asks the blank cells it names, by their row label, column header, the unit in the row and
the caption less its words of pasting; a sentence saying the numbers are the asker's own
("These are my own estimates.", 「这是我自己猜的数。」) goes with the table.
Still refused or asked: a cell whose labels name a measure, market or year the KB lacks
or has not closed, a bare profit column (asked which), a cell marked in the sheet by a
colour the paste does not carry (the table stays as written), and a message of one line
is never read as a table.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_asks_first,
    assert_figure,
    assert_refused,
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "From our planning sheet (Singapore revenue, USD m):\n"
            "Market\tFY2023\tFY2024\nSingapore\t\t915\nWhat belongs in the FY2023 cell?",
            842.0,
        ),
        (
            "| Market | FY2024 net profit |\n|---|---|\n| Singapore | |\n| Japan | 8,600 |\n\n"
            "What goes in the Singapore cell?",
            112.0,
        ),
        ("year,group_ebitda_usd_m\nFY2023,900\nFY2024,\n\nCan you fill in the blank row?", 935.0),
        (
            "Region,Headcount FY2025,Note\nJapan,2500,rough count\n\n"
            "These are my own estimates. What was Japan's official headcount for FY2025?",
            2301.0,
        ),
        (
            "Copied from a colleague's deck:\nHong Kong,revenue,FY2024,1650\n\n"
            "What revenue did ACME actually report for Hong Kong in FY2024?",
            1596.0,
        ),
        (
            "从报表里贴过来的（单位：百万美元）：\n| 市场 | 2024财年收入 |\n|---|---|\n"
            "| 新加坡 | |\n| 香港 | 1596 |\n新加坡那一格应该填多少？",
            915.0,
        ),
        (
            "日本,净利润,2025财年,9000（我猜的）\n这是我自己猜的数。日本2025财年的净利润实际是多少？",
            9750.0,
        ),
        (
            "年份\t集团收入\t备注\n2023财年\t\t待确认\n2024财年\t3564\t\n麻烦补一下2023财年的集团收入。",
            3334.0,
        ),
        (
            "表から貼り付けます（単位：百万米ドル）\n項目\t2024年度\t2025年度\n"
            "シンガポール 売上高\t\t968\n2024年度の欄に入る数字は？",
            915.0,
        ),
        (
            "| 事業 | 従業員数（2025年度） |\n|---|---|\n| 香港 | |\n| 日本 | 2,400 |\n"
            "香港の欄を埋めてください。",
            3390.0,
        ),
        (
            "拠点,純利益(2024年度),備考\n日本,8000?,記憶ベース\n日本事業の2024年度純利益について、正確な数字を教えて。",
            8600.0,
        ),
        ("澳门收入（百万港元）\n2023财年,2350\n2024财年,\n最后一行应该填多少？", 2610.0),
        ("年度,グループ純利益（百万米ドル）\n2024年度,\n2025年度,519\n2024年度はいくら？", 468.0),
        (
            "KPI,FY2024,FY2025\nJapan headcount,2250,\n\n"
            "The FY2025 value is missing. Can you complete it?",
            2301.0,
        ),
        (
            "Market,FY2024 revenue (USD m)\nHong Kong,1600\nSingapore,\n\n"
            "What should I put for Singapore?",
            915.0,
        ),
    ],
)
def test_the_question_under_a_pasted_table_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Group EBITDA (USD m)\nFY2025,1018\nFY2026,\n\nWhat's the FY2026 figure?",
        "| Market | Revenue FY2025 | Average basket size |\n|---|---|---|\n"
        "| Japan | 109,800 | |\n\nCan you fill in the basket size cell?",
        "市场\t收入\n香港\t1702\n马来西亚\t\n马来西亚那一格是多少？",
        "年度,純利益(百万円)\n2025年度,9750\n2026年度(予想),\n2026年度の欄を埋めてください。",
        "| 店舗 | 2025年度 売上高 |\n|---|---|\n| 渋谷店 | |\n渋谷店の欄に入る数字は？",
        "| Metric | FY2025 |\n|---|---|\n| HK online revenue | |\n\nWhat goes in that cell?",
        "| 指标 | 2025财年 |\n|---|---|\n| 香港线上收入 | |\n这一格填多少？",
        "| 指標 | 2025年度 |\n|---|---|\n| 香港 オンライン売上高 | |\nこの欄を埋めてください。",
    ],
)
def test_a_cell_the_kb_lacks_is_still_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "market,fy2024_profit_usd_m\nJapan,\n\nWhat belongs in the profit field?",
        "| 指标 | 2025财年 |\n|---|---|\n| 香港利润 | |\n香港利润那一格填多少？",
        "項目\t2025年度\nシンガポール 利益\t\n利益の欄はいくらですか？",
        "Item\tQ1\nTravel\t1200\n\nAlso, what was revenue for our market in FY2025?",
    ],
)
def test_a_cell_left_open_is_asked_which(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_pasted_number_is_never_the_figure(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "Year\tGroup gross margin\nFY2024\t39.3%\nFY2023\t\n\nFill in FY2023.", mode)
    assert_figure(answer, 38.6, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Hong Kong | revenue | FY2024?", 1596.0),
        ("What was Hong Kong revenue in FY2024, in USD m?", 1596.0),
    ],
)
def test_a_line_with_pipes_or_commas_alone_is_read_as_before(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")
