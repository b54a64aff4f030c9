"""A question asking what the assistant would decide is an opinion, refused.

After "would you" only a closed class of request verbs asks for what the KB holds
("would you tell me", "would you have"); any other verb asks for a decision ("would you
sign off on", "would you approve"), and "yes or no" asks for one outright.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Based on the FY2025 results, would you sign off on a loan to ACME?",
        "Would you approve a bigger budget for the Singapore stores?",
        "Would you rate ACME's Japan business above its Hong Kong one?",
        "Given the risk report, would you lend to ACME? Yes or no.",
        "Is the Greater Bay Area plan realistic, yes or no?",
    ],
)
def test_a_decision_asked_of_the_assistant_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused and answer.route == "refuse", answer.answer
    assert answer.value is None and not answer.sources


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Would you tell me Japan's revenue for FY2024?", 103200.0),
        ("Would you have Hong Kong's EBITDA for FY2025?", 468.0),
        ("Would you happen to know Singapore's revenue in FY2025?", 968.0),
        ("Would you kindly give me the group's net profit for FY2024?", 468.0),
    ],
)
def test_a_polite_request_is_still_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("My boss wants Japan's revenue for FY2024. What should I tell him?", 103200.0),
        ("Singapore's net profit for FY2025, please. What should I send?", 125.0),
        ("Hong Kong EBITDA FY2024: what should I quote?", 431.0),
    ],
)
def test_what_to_send_or_say_asks_for_the_figure(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    # "What should I send?" asks which figure to pass on, not for advice.
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
def test_what_to_do_is_still_advice(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "Hong Kong's EBITDA fell in FY2024. What should I invest in?", mode)
    assert answer.refused and answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "After the rotation I can stay in Hong Kong or move to Singapore. Which is better?",
        "Stay in retail operations or move to finance, what would you do?",
        "我可以去新加坡或者留在澳门，您认为我去哪边更合适？",
        "实习结束后留在香港还是去日本，哪个更好？",
        "配属先は香港とシンガポールのどちらがいいでしょうか。",
    ],
)
def test_a_choice_put_to_the_assistant_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused and answer.route == "refuse", answer.answer
    assert answer.value is None and not answer.sources


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "澳门业务的收入大概有多少？年份我不确定，您觉得合适的就行。",
        "我不知道看哪一年，你认为哪年合适都可以。澳门业务的收入是多少？",
    ],
)
def test_a_choice_left_to_the_assistant_is_no_opinion(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, 2884.0)
    assert answer.clarification == "answer_with_assumptions"
