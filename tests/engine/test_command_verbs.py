"""Requests typed as commands, as to a chat-ops bot, in all three languages.

A verb of fetching opening an English clause in its base form ("*pull* SG EBITDA FY24",
"pls *dump* HK top line", "*grab* me the …", "*look up* …", "gimme") is the imperative
the request is put in, read from the dictionary's classes, not a measure the KB lacks. A
Japanese verbal noun closing the clause after を with its する left unsaid (「…を*表示*」,
「…を*抽出*」) is the verb of the request, as 「…を表示して」 is; Chinese verbs of
fetching (拉一下, 查一下, 给我) were read so already.

The command never lets an unknown measure or market through: "pull SG inventory
turnover FY24" still refuses in every language. A word that may name a part or a version
of the figure ("*franchise* HK revenue", "*plan* SG EBITDA", "*cash* EBITDA", "*export*
sales") is no command verb, and the clause is refused as before.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("pull SG EBITDA FY24", 226.0),
        ("dump HK top line for FY23", 1488.0),
        ("grab me the Japan headcount for FY2024", 2284.0),
        ("pls list HK revenue FY2024", 1596.0),
        ("pull up group NP FY2024", 468.0),
        ("look up SG EBITDA FY24", 226.0),
        ("gimme HK top line for FY23", 1488.0),
        ("集团NP FY2024 拉一下", 468.0),
        ("拉一下集团净利润 FY2024", 468.0),
        ("香港 EBITDA FY23 を表示", 402.0),
        ("グループ 純利益 2024年度 を抽出", 468.0),
        ("日本の従業員数 2024年度を出力。", 2284.0),
    ],
)
def test_a_command_asks_the_figure(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "pull SG inventory turnover FY24",
        "look up SG inventory turnover FY24",
        "gimme Taiwan revenue FY24",
        "grab Taiwan revenue FY24",
        "dump SG capex FY24",
        "pull SG EBITDA FY24 and the store count",
        "franchise HK revenue FY24",
        "plan SG EBITDA FY24",
        "cash SG EBITDA FY24",
        "export HK revenue FY23",
        "拉一下新加坡库存周转率 FY24",
        "查一下台湾营收 FY24",
        "给我新加坡资本开支 2024财年",
        "シンガポール 在庫回転率 2024年度 を表示",
        "台湾 売上 2024年度 出して",
        "香港 設備投資 FY23 を抽出",
        "香港の売上 FY23 を卸売",
    ],
)
def test_a_command_lets_no_unknown_measure_through(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
