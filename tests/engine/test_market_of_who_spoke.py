"""A market written onto someone of the asker's world who spoke of what is asked is where
that person is, not what is asked of.

「香港の同僚が言ってた大湾区の拡大計画、投資額は？」 asks what the GBA plan invests; Hong Kong
is where the colleague works. Read as the scope of the question, it held the plan to
paragraphs naming Hong Kong (the investment paragraph names none) and the question was
refused as an unknown figure. The colleague and the saying are context; a figure asked
that way names no market, so the engine asks which, never gives that market's figure
unasked; a market the request names itself still scopes it.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure

GBA = "ACME_GBA_Expansion_Plan.docx"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港の同僚が言ってた大湾区の拡大計画では、投資額はどれくらいですか？",
        "香港同事说的大湾区拓展计划，投资额是多少？",
        "The Greater Bay Area plan my Hong Kong colleague mentioned - how much money is it "
        "investing?",
    ],
)
def test_what_a_colleague_in_a_market_spoke_of_is_read(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [GBA], answer.answer
    assert "2亿美元" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港の同僚が言ってた売上高はいくらですか？",
        "香港同事说的收入是多少？",
        "What was the revenue my Hong Kong colleague mentioned?",
    ],
)
def test_a_figure_a_colleague_spoke_of_asks_which_market(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    """Hong Kong's figure is not given for what a colleague there mentioned."""
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港の同僚が言ってた香港の2025年度の売上高はいくらですか？",
        "香港同事说的香港2025财年收入是多少？",
        "What was Hong Kong's revenue in FY2025, the one my Hong Kong colleague mentioned?",
    ],
)
def test_a_market_the_request_names_still_scopes_it(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_figure(ask(kb, question, mode), 1702.0)
