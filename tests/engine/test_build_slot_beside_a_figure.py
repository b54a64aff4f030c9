"""Where the figure goes in what the asker builds: a dashboard tile, a widget, a KPI card.

Read: the slot and the verbs of filling it say where the figure goes, never what it is
("For the HK tile on the dashboard I need FY2024 revenue", "What should the HK revenue
widget show for FY2024?", "I need to hard-code group revenue for FY2025 as a fallback",
「看板上新加坡的卡片要显示2025财年EBITDA，多少？」, 「香港那一栏要填2024财年的收入，是多少？」,
「ダッシュボードの日本のタイルに2023年度の従業員数を入れたいです。」), and so does the
asker's paper or report said as needing it (「我的论文需要引用…」, 「卒論用に…」). Still
refused: a figure the KB lacks put in a slot (free cash flow, a month, Taiwan); a question
about a topic on the dashboard names no metric and is read as before.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_figure, assert_refused

ANSWERED = [
    ("For the HK tile on the dashboard I need FY2024 revenue.", 1596.0),
    ("populate headcount widget: JP, FY2023", 2210.0),
    ("placeholder value for the SG headcount tile (FY2024)?", 1566.0),
    ("What should the HK revenue widget show for FY2024?", 1596.0),
    ("The JP tile shows headcount — FY2023 value please.", 2210.0),
    ("I need to hard-code group revenue for FY2025 as a fallback. What is it?", 3773.0),
    ("香港那一栏要填2024财年的收入，是多少？", 1596.0),
    ("看板上新加坡的卡片要显示2025财年EBITDA，多少？", 247.0),
    ("大屏上要放集团2025财年收入，数字多少？", 3773.0),
    ("ダッシュボードの日本のタイルに2023年度の従業員数を入れたいです。", 2210.0),
    ("ダッシュボードに載せたいので、香港の2024年度の売上高を教えてください。", 1596.0),
    ("我的论文需要引用集团2024财年的收入。", 3564.0),
    ("我的案例分析需要集团2024财年的收入。", 3564.0),
    ("报告里要用到新加坡2023财年的员工人数，请提供。", 1480.0),
    ("卒論用に香港の2025年度のEBITDAを教えてください。", 468.0),
    ("Could you give me the top line for Macau in FY2023 for a footnote?", 2350.0),
    ("卒業論文の脚注に、グループの2023年度の従業員数を記載したいのですが。", 7450.0),
]

REFUSED = [
    "What should the HK free cash flow widget show for FY2024?",
    "monthly revenue tile for HK, March 2025?",
    "看板上台湾的卡片要显示2025财年收入，多少？",
    "ダッシュボードの台湾のタイルに2024年度の売上高を入れたいです。",
    "我的论文需要引用集团2024财年的自由现金流。",
    "卒論用に香港の2022年度のEBITDAを教えてください。",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "value"), ANSWERED)
def test_the_slot_is_not_the_figure(kb: Any, question: str, value: float, mode: str) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_a_figure_the_kb_lacks_in_a_slot_is_refused(kb: Any, question: str, mode: str) -> None:
    assert_refused(ask(kb, question, mode))
