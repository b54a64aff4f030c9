"""Requests written into meeting notes and minutes (``engine/_meeting_notes.py``).

What is read: the notes' title ("Budget review minutes", 「财务周会纪要」, 「月次定例 議事録」),
agenda and decision labels ("Agenda item 2:", 「议程三：」, 「議題：」), the action item's marker
("AI:", "AI Ravi:", "TODO", "Action items:", 待办, 行动项, 宿題, ToDo), its owner and due
date ("(owner: Nadia, due EOD)", "Helen to check …", "… by Monday", 「负责人：王磊，截止7/1」,
「李总要」, 「本周内确认」, 「（担当：渡辺、期限：7/2）」, 「担当は岡田さん、来週中」) and the
meeting's other items ("• AI Mia: lunch order", "2. Room booking moved to 7/3") are set
aside, and the request is answered as it would be alone; a topic listed under the marker
(「②円安による…への対応策」) is asked beside the figure item.

What still asks or refuses: a bare profit and a market left unsaid ("the region's",
「我们市场」) are asked which; a market the KB lacks, a part of the business (also in an
owner's field, "responsible for online sales"), an open year, a month a due date may be
read as (「截止6月底」), and a title naming a market or a part the request leaves unsaid
("Taiwan launch sync", "Online channel review") keep the figure from being given.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_asks_first,
    assert_figure,
    assert_no_figure,
    assert_refused,
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "Budget review minutes – AI (owner: Nadia, due EOD): group net profit FY2024",
            468.0,
        ),
        ("- TODO @omar: Macau headcount FY2025, due 7/2", 731.0),
        (
            "Action items:\n1. Helen to check Japan EBITDA for FY2023\n"
            "2. Room booking moved to 7/3",
            18600.0,
        ),
        (
            "Sync notes\n• AI Ravi: Hong Kong gross margin FY2024 (due Tue)\n• AI Mia: lunch order",
            42.0,
        ),
        (
            "Agenda item 2: Japan top line\n"
            "AI: Kenji to confirm Japan revenue for FY2024, due 6/30",
            103200.0,
        ),
        ("Pricing sync\n- Action item (owner: Ola, due Wed): Singapore EBITDA FY2023", 201.0),
        ("AI (Carlos, due Thu): pull Singapore EBITDA for FY2024 by Monday", 226.0),
        ("财务周会纪要\n待办：澳门2024财年EBITDA，负责人：王磊，截止7/1", 612.0),
        ("【季度复盘会】行动项2：集团2023财年收入是多少？负责人：刘芳，周五前", 3334.0),
        ("待办（负责人：陈静，下周三前）：新加坡2024财年员工人数", 1566.0),
        ("待办：香港2024财年员工人数，负责人：王磊，截止6月15日", 3245.0),
        ("会议纪要：待办——日本2025财年净利润，李总要，负责人小王，周一前", 9750.0),
        ("待办——香港2023财年毛利率，财务BP赵女士本周内确认", 41.2),
        ("【月次定例 議事録】\n宿題：シンガポールの2023年度EBITDA（担当：渡辺、期限：7/2）", 201.0),
        (
            "・議題：香港事業の振り返り\n・宿題：香港事業の2024年度売上高を確認（担当：小川さん、水曜まで）",
            1596.0,
        ),
        ("ToDo：マカオの2023年度従業員数、担当は岡田さん、来週中", 640.0),
        ("・日本事業の2024年度の売上総利益率は？　担当：石井　期限：来週金曜", 34.0),
    ],
)
def test_the_action_item_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Ops huddle\n- AI (owner: Bea, due Fri): total Japan headcount. what do we have?", 2301.0),
        ("待办（负责人：何伟，周二前）：香港业务的EBITDA", 468.0),
        ("宿題（担当：森田、期限：7/3）：シンガポールの売上高を確認", 968.0),
    ],
)
def test_an_action_item_naming_no_year_assumes_the_latest(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "answer_with_assumptions")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Finance sync minutes\nAI Lin: profit for Singapore FY2024, due 7/1",
        "Action items:\n1. Priya to send the region's revenue for FY2024 by Monday\n"
        "2. Next call moved to 7/8",
        "待办：我们市场2024财年的收入，负责人：孙明，周四前",
        "会议纪要：待办——澳门2024财年的利润，负责人小李，周五前",
        "宿題：香港事業の2024年度の利益を確認（担当：原、期限：金曜）",
    ],
)
def test_what_the_action_item_leaves_open_is_asked(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "AI (Sara, due Mon): Korea revenue FY2024",
        "Board prep TODOs\n- online revenue for Japan FY2024 – owner Ken, due Fri\n"
        "- print packs – owner Li",
        "待办：新加坡2024财年线上收入，负责人：周磊，周五前",
        "行动项：香港2024财年存货周转天数，负责人：采购部，6/30前交",
        "宿題：台湾事業の2024年度売上高（担当：西田、期限：6/30）",
        "待办：香港员工人数，截止6月底，负责人：王磊",
        "AI (owner: Lee): Japan revenue FY2024, responsible for online sales",
        "ToDo：2026年度の香港事業のEBITDA（担当：林、7/1まで）",
        "Strategy sync – AI (owner: Jo, due 7/1): Japan revenue forecast for FY2026",
    ],
)
def test_what_the_kb_lacks_is_still_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Taiwan launch sync\nAI (owner: Amy, due Fri): revenue FY2024",
        "Online channel review minutes\nAI: Japan revenue FY2024",
        "加盟店复盘会纪要\n待办：日本2024财年收入，负责人：钱程，周五前",
    ],
)
def test_a_title_naming_what_the_request_leaves_unsaid_keeps_the_figure_back(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "宿題（担当：高田、期限：7/1）\n①日本事業の2024年度EBITDA\n②円安による仕入れコスト上昇への対応策",
        "待办（负责人：马丽，周五前）：\n1）日本2024财年EBITDA\n2）日元贬值带来的进货成本上升的对策",
    ],
)
def test_a_topic_listed_under_the_marker_is_asked_beside_the_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value == 19900.0, answer.answer
    assert "ACME_Japan_Business_Strategy_FY2025.pdf" in answer.sources, answer.answer
