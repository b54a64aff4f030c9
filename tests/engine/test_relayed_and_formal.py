"""Requests relayed from a third party, and formal wording around a request.

Staff relaying what someone else asked ("A shop visitor is asking for …", "Buyer on the
phone wants to know …") put the request inside a frame of who asked and where they are;
the frame and the staff member's own question about answering ("What do I say?", "Which
figure do I give?") are context. Everything of the embedded request stays: a word the KB
lacks there, an opinion, other companies, a request naming no figure or two years for
one number are refused or asked about as before.

Formal wording that only restates the KB's own basis ("per the audited accounts", "as
disclosed", "please state the figure and its source") or how the asking is meant ("For
the avoidance of doubt", "Subject to final sign-off", "As part of our review", a label
of the asker's paper and its stage) is context; wording of another version of the
figure ("restated", "pro forma", "on a like-for-like basis", "before the audit
adjustments") still refuses.

Chinese and Japanese relaying is read by their own rules (``_context``); the cases here
in those languages pin what the English rules must leave alone.

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
        ("A shop visitor is asking for Japan's headcount in FY2025. What do I say?", 2301.0),
        ("Buyer on the phone wants to know Hong Kong's revenue for FY2024.", 1596.0),
        ("Caller at reception wants to know Hong Kong's revenue for FY2024.", 1596.0),
        (
            "A journalist emailed asking what Singapore's revenue was in FY2024. "
            "Which figure do I give?",
            915.0,
        ),
        (
            "Got a student on the line asking about Japan's headcount in FY2025 - "
            "he's holding, so a quick answer would be great.",
            2301.0,
        ),
        (
            "Macau's revenue for FY2024, please. She's holding, so a fast answer would be great.",
            2610.0,
        ),
        ("A visitor called about Macau's revenue for FY2024 - what do I tell her?", 2610.0),
        (
            "A student filling in a form wants Japan's headcount for FY2025 for the box. "
            "What do I say?",
            2301.0,
        ),
        ("日本2025财年的员工人数是多少？", 2301.0),
        ("日本事業の2025年度の従業員数は？", 2301.0),
    ],
)
def test_a_relayed_request_is_the_request(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "A shop visitor asked me Japan's inventory turnover for FY2024. What do I say?",
        "Buyer on the phone wants to know Hong Kong's online sales for FY2024.",
        "A customer at the online shop asked what Hong Kong's revenue was in FY2024.",
        "A buyer from the franchise stores wants to know Hong Kong's revenue for FY2024.",
        "A journalist asked what our competitors in Macau made in FY2024. What do I tell him?",
        "A visitor asks whether he should buy ACME shares - what do I tell him?",
        "A visitor is asking for Singapore's adjusted EBITDA for FY2023. What do I say?",
        "A student asked me how Singapore did in FY2024. What should I say?",
        "A student wants Japan's headcount for FY2024 and FY2025 but one single number. "
        "Which number do I give?",
        "A visitor in Hong Kong asked what revenue was in FY2024. What do I tell her?",
        "A visitor called about the online business - what was Macau's revenue for FY2024?",
        "What do I say?",
        "Can you help me answer both?",
        "Please state the figure and its source.",
    ],
)
def test_the_embedded_request_still_refuses_or_asks(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What was Japan's revenue for FY2025? Please state the figure and its source.", 109800.0),
        ("Per the audited accounts, what was the group's net profit in FY2025?", 519.0),
        (
            "What was the group's net profit in FY2025? For the avoidance of doubt, "
            "I mean the group as a whole, not any single market.",
            519.0,
        ),
        ("Subject to final sign-off, what was the group's net profit for FY25?", 519.0),
        ("As part of our audit review, what was Singapore's revenue in FY2024?", 915.0),
        ("Committee memo draft - pls confirm Singapore revenue for fiscal 2024.", 915.0),
    ],
)
def test_formal_wording_is_context(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Per the audited accounts, what was the group's restated net profit in FY2025?",
        "For the avoidance of doubt, what was Singapore's revenue for FY2024 excluding one-offs?",
        "What was Macau's net profit for FY2024 on a like-for-like basis?",
        "What was the group's net profit for FY2025 before the audit adjustments?",
        "Subject to final sign-off, what was the group's pro forma net profit for FY25?",
        "As part of our review, what was the online part of Hong Kong's revenue in FY2024?",
        "Online deck draft - pls confirm Singapore revenue for fiscal 2024.",
        "What are the sources of Hong Kong's revenue in FY2024?",
        "集团2025财年调整后的净利润是多少？",
        "グループの2025年度の調整後純利益は？",
    ],
)
def test_another_version_of_the_figure_still_refuses(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "document"),
    [
        (
            "The office is quiet today and a student is asking how much of our yen exposure "
            "the treasury team hedges.",
            "ACME_Risk_Factors_FY2025.pdf",
        ),
        (
            "How fast do we have to tell affected customers if there's a breach? "
            "What's our policy say?",
            "ACME_Data_Protection_Policy.docx",
        ),
    ],
)
def test_a_relayed_narrative_reaches_its_document(
    kb: KnowledgeBase, mode: str, question: str, document: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert document in answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "Macau's revenue for FY2024 - frankly no idea what revenue even means, pls pull it",
            2610.0,
        ),
        ("Please provide the FY2024 revenue of Singapore for the audit paper review.", 915.0),
        ("Japan's headcount for FY2025 for the committee paper draft, please.", 2301.0),
    ],
)
def test_the_askers_unfamiliarity_and_work_beside_a_request_are_context(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Macau's revenue for FY2024 - not sure if that's the online revenue.",
        "Macau's revenue for FY2024 - not sure what revenue margin is.",
        "Please provide the FY2024 revenue of Singapore for the loyalty scheme.",
        "Please provide the FY2024 revenue of Singapore for the online review.",
        "Please provide the FY2023 revenue of our overseas operations for the filing check.",
    ],
)
def test_what_narrows_beside_those_still_refuses_or_asks(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What gross margin does Singapore run at in FY2024?", 38.1),
        ("What gross margin did Japan sit at in FY2024?", 34.0),
    ],
)
def test_the_level_a_metric_stands_at_is_the_metric(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How much revenue did Japan miss in FY2024?",
        "How much revenue did Japan lose at the airport stores in FY2024?",
        "What gross margin does Singapore aim at for FY2028?",
    ],
)
def test_what_a_market_does_to_a_metric_is_kept(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
