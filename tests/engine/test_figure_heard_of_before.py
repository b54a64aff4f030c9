"""What the asker heard said of a figure before asking its number ("Someone said Hong
Kong's profit was really good last year. What was the profit number?", 「听说香港去年的
利润非常好。利润是多少？」, 「香港の去年の利益がかなり良かったと聞きました。利益の数字は
いくらですか？」) gives the request its market, metric and years; what was said of it (good,
jumped, appears in the decks) is the asker's to check. A word the KB lacks or a part said
there ("Hong Kong's *online* profit", "in the *franchise* stores", "in *Kowloon*") stays
with the request and refuses; a word several metrics share, or two years, asks which.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "A colleague said Singapore's profit was strong last year. What was the profit number?",
        "I read a post that Japan's profit surged in FY2024. What was the profit figure exactly?",
        "I was told Hong Kong's revenue shows up in the FY2023 and FY2024 slides. What's the "
        "revenue number?",
        "听说香港去年的利润非常好。利润是多少？",
        "香港の去年の利益がかなり良かったと聞きました。利益の数字はいくらですか？",
    ],
)
def test_a_figure_heard_of_asks_what_the_request_leaves_open(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("My colleague says Singapore's net profit was weak in FY2024. What was it?", 112.0),
        (
            "I read an article that Japan's EBITDA was strong in FY2024. What was the EBITDA?",
            19900.0,
        ),
    ],
)
def test_a_figure_heard_of_is_the_one_asked(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Someone said Hong Kong's online profit was really good last year. What was the "
        "profit number?",
        "A friend said Hong Kong's revenue was great in the franchise stores in FY2024. What "
        "was the revenue number?",
        "Someone said Hong Kong's revenue was good in Kowloon in FY2024. What was the revenue "
        "number?",
    ],
)
def test_a_part_heard_of_gives_no_figure(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.route == "refuse", answer.answer
