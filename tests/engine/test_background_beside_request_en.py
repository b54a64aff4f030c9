"""The asker's background sentences beside an English request that stands on its own.

What is now read: two to four sentences of background before or around the request (who
the asker is, the meeting, what the boss said, the asker's own numbers: "our own budget
line is ¥900m", "our team's estimate of 40%") are set aside when the request names its
own metric, market and year, or leaves the year to be assumed where the background
names none; a remark that only the latest figure is wanted is set aside beside a request
naming no year. The request is found wherever it sits, and what is left is read as the
request alone would be ("profit" still asks which, "our market" still asks which market).

What still refuses or asks: one sentence of background alone beside the request, read by
the context rules as before ("Beverage team here."); background naming a part of the
business ("the online store", "the franchise stores", "duty-free shops"), a year where
the request names none,
a unit wanted ("shown in US dollars"), a figure the KB lacks; a sentence after the
request asking something of "it" ("wants it compared with FY2023"); a request pointing
back at the background ("revenue there") or at a question someone else asked ("What
number should I give her?"); the latest wanted beside a year asked; a question about a
document that says only what it wants ("What does the group aim for?"), whose topic may
be the background's. A question written without its mark ("And what does …") is a
request, never background.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "I'm new on the Tokyo controlling team and the country director is presenting on "
            "Wednesday. She mentioned the yen has hurt imports and that our own budget line is "
            "¥900m. Could you tell me Japan's EBITDA for FY2024?",
            19900.0,
        ),
        (
            "My supervisor is building the Macau headcount chart for the union meeting next "
            "month. He said last year's hiring freeze is over now, and he only wants the "
            "published number. How many people did Macau employ at the end of FY2025?",
            731.0,
        ),
        (
            "I'm a second-year analyst covering the Hong Kong market and my boss keeps saying "
            "margins have improved since the reopening. What was Hong Kong's gross margin in "
            "FY2025? I'll put it next to our team's own estimate of 40%.",
            42.8,
        ),
        (
            "My colleague left for holiday and I'm covering her pack for the Singapore review. "
            "What was ACME Singapore's EBITDA in FY2023? Thanks a lot, and apologies for the "
            "short notice.",
            201.0,
        ),
        (
            "I've been asked to prepare the lender briefing for next week. My boss thinks our "
            "own debt of about USD 400m is manageable. What was ACME Group's EBITDA for FY2024?",
            935.0,
        ),
    ],
)
def test_background_set_aside_beside_a_complete_request(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I'm new to the Japan team and my manager keeps talking about profitability. What is "
        "Japan's net profit? Only the latest figure is fine.",
        "My manager keeps asking how Japan is doing at the bottom line. What is Japan's net "
        "profit? I don't need the history, only where it is now.",
    ],
)
def test_latest_wanted_beside_a_request_naming_no_year(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), 9750.0, "answer_with_assumptions")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I just joined the regional finance team and I'm building a pack for our market. What "
        "was revenue in our market in FY2024?",
        "My manager said the Hong Kong figure looked off in last week's deck. What was Hong "
        "Kong's profit in FY2025?",
    ],
)
def test_request_still_asks_which_without_its_background(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a part of the business in the background
        "I run the online store in Japan and my manager keeps quoting our numbers at every "
        "meeting. What was Japan's revenue in FY2024?",
        "Our team looks after the franchise stores and we've had a rough year with rent. What "
        "was Singapore's EBITDA in FY2025?",
        "My boss keeps asking about the duty-free shops and I'm building her deck tonight. "
        "What was Hong Kong's revenue in FY2024?",
        # a year in the background, none in the request
        "We're putting together the FY2023 review pack for Thursday's board meeting and the "
        "chair wants the Japan page first. What was Japan's revenue?",
        # a unit wanted
        "My director wants everything shown in US dollars for the board. What was Japan's "
        "revenue in FY2024?",
        # something asked of the figure after the request
        "What was Japan's revenue in FY2024? My director wants it compared with FY2023 on the "
        "same slide.",
        # the latest wanted beside a year asked
        "What was Japan's revenue in FY2023? Just the most recent figure is fine.",
        # a figure the KB lacks, the asker's own number beside it
        "Our team's stock turns about 7 times a year, which my planner thinks is low. What was "
        "Singapore's inventory turnover in FY2025?",
        # words without a clause after the request that say which figure
        "What was Japan's EBITDA in FY2024? Only the Osaka number.",
        # the request points back at the background
        "My manager told me about Macau last week. What was revenue there in FY2024?",
        # a question someone else asked, which the request points at
        'My director asked me "what was the group\'s profit last year?" What number should I '
        "give her?",
    ],
)
def test_background_that_may_change_the_figure_is_kept(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_question_without_its_mark_is_a_request(kb: KnowledgeBase, mode: str) -> None:
    # "And what does …" asks though no question mark closes it: never set aside.
    answer = ask(
        kb,
        "I'm preparing the people section of our quarterly pack for the Tokyo office. It goes "
        "to the country director on Friday. What was "
        "Japan's headcount at the end of FY2024? And what does the talent development policy "
        "say about digital talent",
        mode,
    )
    assert answer.route == "composite", answer.answer
    assert answer.value == 2284.0, answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_a_question_asking_no_topic_of_its_own_keeps_its_background(
    kb: KnowledgeBase, mode: str
) -> None:
    # The topic may be the background's: the request alone ("what does the group aim
    # for") is never read without it.
    answer = ask(
        kb,
        "I'm writing the sustainability piece for the staff newsletter and last year's article "
        "only covered the LED lighting retrofits. What does the group aim for, and by when?",
        mode,
    )
    assert answer.route == "refuse", answer.answer
