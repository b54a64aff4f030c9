"""Figures asked in everyday words: how much a business sold, what was left once
everything was paid.

"Could you tell me how much the Japan business sold in 2024?" leaves the auxiliary out of
an embedded question: "sold" after "how much" and a subject naming a market (its noun of
the business, "the Macau business", too) is the clause's verb (``_english``); a revenue
named beside it is the figure, and with none named the engine asks which. A net profit
glossed "what was left after everything was paid, tax included" is the definition whole
(``_grammar.DEFINITION_PARTS``). "I'd still like to know" asks as "I'd like to know" does.

Still refused: a verb acting on the metric asked ("how much revenue … lost"), a part left
out beside the gloss ("excluding online"), a word written onto the metric after "still".
None of these phrasings is in an independent set or the golden set.
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
            "Please tell me how much the Macau business sold altogether in 2023 - the revenue.",
            2350.0,
        ),
        (
            "How much net profit did Hong Kong make in 2024 - what was left after everything was "
            "paid, taxes included?",
            240.0,
        ),
        ("I'd still like to know what the revenue was for Japan in 2024.", 103200.0),
    ],
)
def test_everyday_words_ask_the_figure(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
def test_sold_with_no_metric_asks_which(kb: KnowledgeBase, mode: str) -> None:
    assert_asks_first(ask(kb, "Could you tell me how much the Japan business sold in 2024?", mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Tell me how much revenue the Japan business lost in 2024.",
        "How much did Hong Kong have left in 2024 after everything was paid, tax included, "
        "excluding online?",
        "I'd still like to know what the adjusted revenue was for Japan in 2024.",
    ],
)
def test_what_changes_the_figure_still_refuses(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))
