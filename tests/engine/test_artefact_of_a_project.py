"""The artefact of a project a figure goes into, named around the request.

A register, a runbook, a checklist or a report of the asker's project, named by the
project's own words, is read from where it stands (``_artefact``): a label before a colon
marked as the project's by a numbered item or the asker's activity, the place a verb of
putting sends the figure to ("It feeds the options appraisal", "paste it into …", "plug
it in"), a ticket's title in brackets, or a Chinese or Japanese noun phrase before a
particle of place or purpose and the asker's verb of writing, putting or using
(「验收清单里要填」, 「切替手順書に…記載したい」). The request is answered as asked alone.

Still refused: an artefact named by a channel, a store, a place or an amount of the
project's own ("Franchise tracker", 「门店验收清单」, 「大阪店の課題管理表」, "Cost savings
log"), and a clause of the asker's naming more than the figure ("so I can compare it with
online sales").

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # a label marked by a numbered item
        ("Issue register, item 9: what was ACME Japan's revenue in FY2024?", 103200.0),
        # where the figure goes, said after the request
        ("What was Singapore's EBITDA in FY2024? It feeds the options appraisal.", 226.0),
        (
            "Please pull Hong Kong's headcount for FY2024 and I'll paste it into the "
            "hypercare playbook.",
            3245.0,
        ),
        # the asker's activity on the artefact, as a label
        ("Updating our lessons-learned register: what was the group's revenue in FY2024?", 3564.0),
        # an item with its title, and the figure set beside it
        (
            "Decision log entry D-12 (yen hedging) — I'll quote the group's FY2025 net profit "
            "beside it. What is it?",
            519.0,
        ),
        ("I need ACME Japan's revenue for FY2024 so we can reference it.", 103200.0),
        # the source wished before the asker's purpose asks the figure only
        (
            "Can you get Japan's revenue for FY2023 with its source so that we can cite it?",
            98400.0,
        ),
        # a ticket's title in brackets, and a verb of putting with its particle
        (
            "Ticket OPS-31 (Heron cut-over checklist) says 'add Japan FY2024 revenue'. "
            "Could you plug it in?",
            103200.0,
        ),
        # an item of the project needing the figure, as the sentence's subject
        (
            "The acceptance criteria for story ACME-88 reference Japan's FY2024 revenue. "
            "What is it?",
            103200.0,
        ),
        ("WBS 2.3の成果物に記載する日本の2024年度の売上高はいくらですか？", 103200.0),
        ("验收清单里要填香港2024财年的收入，是多少？", 1596.0),
        ("写结项报告时要用集团2025财年的净利润，帮忙查一下。", 519.0),
        ("问题清单上需要对照新加坡2024财年的EBITDA，这个数多少？", 226.0),
        ("要把香港2024财年的收入填进验收清单，是多少？", 1596.0),
        ("香港2024财年的收入要写进项目章程，麻烦查一下。", 1596.0),
        ("切替手順書に香港の2024年度の従業員数を記載したいです。", 3245.0),
        ("日本の2024年度の売上高を要件定義書に記入したいです。", 103200.0),
        (
            "レトロ資料の5ページ目にシンガポールの2024年度のEBITDAを載せます。数字を教えてください。",
            226.0,
        ),
        ("移行判定会議で共有したいので、日本の2024年度の従業員数をお願いします。", 2284.0),
    ],
)
def test_a_request_beside_the_artefact_it_goes_into(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Franchise tracker, line 3: what was Japan's revenue in FY2024?",
        "Cost savings log, item 4: what was Japan's revenue in FY2024?",
        "What was Japan's revenue in FY2024? It goes into the Osaka store tracker.",
        "I need Japan's FY2024 revenue so I can compare it with online sales.",
        "Ticket OPS-31 (online launch) says 'add Japan FY2024 revenue'. Could you plug it in?",
        "Ticket OPS-31 (Project Taiwan) says 'add Japan FY2024 revenue'. Could you plug it in?",
        "香港2024财年的收入做线上数据，是多少？",
        "线上用，香港2024财年的收入是多少？",
        "Risk R-07 in the online log needs Japan's FY2024 net profit.",
        "WBS 2.3の店舗成果物に記載する日本の2024年度の売上高はいくらですか？",
        "门店验收清单里要填香港2024财年的收入，是多少？",
        "免税店周报要放新加坡2024财年的毛利率，是多少？",
        "卸売の資料に日本の2024年度の売上高を記載したいです。",
        "日本の2024年度の売上高をお願いします。オンラインの数字をレトロ資料に使います。",
        "项目预算表里要填香港2024财年的收入，是多少？",
        "门店周报需要香港2024财年的收入。",
        "香港2024财年的收入要写进线上项目章程，麻烦查一下。",
        "大阪店の課題管理表に日本の2024年度の売上高を記載したいです。",
        "オンライン課題管理表に日本の2024年度の売上高を記載したいです。",
        "オンライン施策の定例会で共有したいので、日本の2024年度の売上高をお願いします。",
    ],
)
def test_an_artefact_naming_a_part_or_an_amount_still_refuses(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a form's item or a log's label whose bracketed note narrows the figure
        "Line 3 (adjusted): group EBITDA FY2024?",
        "Item 4 (excluding Macau): group revenue FY2024?",
        "Issue register, item 9 (online channel): what was ACME Japan's revenue in FY2024?",
    ],
)
def test_an_items_note_narrowing_the_figure_is_read_with_the_request(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))
