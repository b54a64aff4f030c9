"""A project's talk around a request: codenames, workstreams, tickets, sprints, owners.

The project's codename ("Project Falcon", 「启明」项目, ひばりPJ), a workstream ("the
tax-reporting workstream", 成本管控专项, 物流WS), a ticket's or task's id ("OPS-2211",
需求单 RQ-808, 課題 PM-31), a sprint or milestone ("sprint 31 retro", 第6个迭代,
M4ゲート), owners and reviewers ("owner: Tomasz", 负责人：赵磊, レビューは@松本さん) and a
task's state ("blocked", 搁置, 保留中) are the asker's work
(``_project_talk.project_marks``, read as logistics by ``_context_logistics``): none of
them is a scope, a period or a metric, and the request is answered as asked alone.

Still refused or asked as the request alone would be: a market, a channel or a part of
the business named in the request; a codename or workstream naming a place or a channel
("the Taiwan workstream" beside a Japan figure is read word by word, 「线上工作流」,
店舗WS); another company's figure; a request naming no market.

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
    assert_refused,
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "Project Falcon, sprint 31 retro prep (tax-reporting workstream, OPS-2211): "
            "what was ACME Japan's revenue in FY2024?",
            103200.0,
        ),
        (
            "Working TAX-90 for Project Heron, status: blocked. Singapore EBITDA FY2024? "
            "Reviewer: Tomasz.",
            226.0,
        ),
        (
            "I own the cost model for Project Heron and @Ana Silva is reviewing. What was "
            "the group's net profit in FY2025?",
            519.0,
        ),
        (
            "Falcon workstream, ticket #5521, still WIP: Hong Kong's gross margin for FY2025?",
            42.8,
        ),
        (
            "For the M4 gate review on Heron: Hong Kong headcount FY2024, owner is Bogdan.",
            3245.0,
        ),
        ("「启明」项目第6个迭代评审要用，需求单 RQ-808：日本2024财年的收入是多少？", 103200.0),
        ("成本管控专项（任务 CK-12，搁置），负责人：赵磊。新加坡2024财年的EBITDA是多少？", 226.0),
        ("启明项目 Sprint 4 复盘，@周杰 评审：集团2025财年的净利润是多少？", 519.0),
        (
            "ひばりPJの物流WS、課題 PM-31（保留中）です。香港の2024年度の売上高を教えてください。",
            1596.0,
        ),
        (
            "プロジェクト「ひばり」のM4ゲート用です。グループの2024年度の売上高を教えてください。"
            "担当：松本。",
            3564.0,
        ),
    ],
)
def test_a_request_among_project_talk(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Project Falcon, ticket OPS-77: what was ACME Japan's online revenue in FY2024?",
        "Project Taiwan sprint 2: what was the group's revenue in FY2024?",
        "Falcon stores workstream, task FA-3: what was Japan's revenue in FY2024?",
        "Owner: Tomasz. Sprint 5, task HER-2: what was Costco's revenue in FY2024?",
        "Ticket OPS-9, owner Bogdan: what was Osaka's revenue in FY2024?",
        "「启明」项目线上工作流（需求单 RQ-7）：香港2024财年的收入是多少？",
        "「启明」项目门店运营专项，任务 CK-1：集团2024财年的收入是多少？",
        "ひばりPJの店舗WS（課題 PM-1）：日本の2024年度の売上高は？",
        "启明项目第2个迭代，需求单 RQ-9：台湾2024财年的收入是多少？",
        # a project's word written onto the metric or the business describes the figure
        "What was Japan's on hold revenue in FY2024?",
        "What did ACME's Falcon squad business earn in FY2024?",
    ],
)
def test_a_narrowing_word_beside_project_talk_still_refuses(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Project Falcon, sprint 8, ticket FIN-41: what was revenue in FY2024?",
        "「启明」项目需求单 RQ-31（负责人：赵磊）：2024财年的收入是多少？",
    ],
)
def test_a_request_naming_no_market_beside_project_talk_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Operation Heron, ticket HR-5: what was Japan's revenue in FY2024?", 103200.0),
        ("cc Tomasz. What was Hong Kong's revenue in FY2024?", 1596.0),
        ("Bogdan (PO) and Ines (QA) need Singapore's EBITDA for FY2024.", 226.0),
    ],
)
def test_a_request_beside_a_codename_or_people_copied(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)
