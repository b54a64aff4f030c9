"""How an analyst opens a question on a call: thanks for taking it, coming back to the
conversation ("following up on the consolidated numbers"), the aim of their own check
("just to tie out my numbers", "for our tie-out of the segment revenue table").

Such a lead-in is context when its object is only the asker's figures or the names the
request asks for again; one naming a part ("the franchise numbers", "the online
model"), another metric or a year of its own still keeps the request from a figure.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Thanks for taking my question. What was Japan's EBITDA in FY2024?", 19900.0),
        ("Thank you for taking my questions. What was Hong Kong revenue in FY24?", 1596.0),
        ("Following up on the consolidated numbers - what was group EBITDA for FY2023?", 862.0),
        ("Hi, circling back - what was Singapore's net profit in FY2023?", 98.0),
        ("Just to tie out my numbers - what was group EBITDA for FY24?", 935.0),
        ("To reconcile my model, what was Japan revenue in FY2024?", 103200.0),
        ("Just to double-check, what was Macau revenue in FY2024?", 2610.0),
        (
            "For our tie-out of the segment revenue table, could you confirm the Hong Kong "
            "revenue figure for FY2024?",
            1596.0,
        ),
        ("谢谢您接受我的提问。香港2024财年的收入是多少？", 1596.0),
        ("为了核对我的数字，集团2024财年的EBITDA是多少？", 935.0),
        ("質問の機会をいただきありがとうございます。香港の2024年度の売上高は？", 1596.0),
        ("数字の突合のため、グループの2024年度のEBITDAを教えてください。", 935.0),
    ],
)
def test_a_call_lead_in_is_context(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Just to tie out my numbers - what was the group's profit for FY24?",
        "为了核对我的数字，集团2024财年的利润是多少？",
        "数字の突合のため、グループの2024年度の利益を教えてください。",
    ],
)
def test_a_lead_in_leaves_a_shared_name_asked_which(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.clarification == "ask_first", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Just to tie out the franchise numbers - what was group EBITDA for FY24?",
        "Following up on the online numbers - what was group EBITDA for FY2023?",
        "Following up on the group's store numbers - what was group EBITDA for FY2023?",
        "Following up on the FY2022 numbers - what was group EBITDA for FY2023?",
        "To reconcile the wholesale model, what was Japan revenue in FY2024?",
        "Just to double-check the online number, what was Macau revenue in FY2024?",
        "For our tie-out of the franchise revenue table, could you confirm the Hong Kong "
        "revenue figure for FY2024?",
        "For our tie-out of the segment EBITDA table, could you confirm the Hong Kong "
        "revenue figure for FY2024?",
        "Thanks for taking my question on the franchise stores. What was Japan's revenue in FY24?",
        "Thanks for taking my question. What was Japan's online revenue in FY2024?",
        "为了核对加盟店的数字，集团2024财年的EBITDA是多少？",
        "谢谢您接受我的提问。香港2024财年线上收入是多少？",
        "フランチャイズの数字の突合のため、グループの2024年度のEBITDAを教えてください。",
        "質問の機会をいただきありがとうございます。香港の2024年度のオンライン売上高を教えてください。",
    ],
)
def test_a_lead_in_naming_a_part_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
