"""A committee's own name, "just need the number" and "a single number" beside a request.

"For the nom & rem committee pack", "prepping the sustainability committee briefing": the
words before a body of people (committee, board) that the dictionary does not know are
that body's name, so the phrase is the asker's occasion. "just need the number" and "a
single number for the comparison table" ask for one figure, the answer's form. A channel
before the committee ("the online committee pack"), a part written onto the number ("a
single online number"), a market or a metric the KB lacks still keep the figure back.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value", "clarification"),
    [
        (
            "For the nom & rem committee pack I need Macau's headcount at the end of FY2024.",
            688.0,
            "none",
        ),
        (
            "For the sustainability committee briefing I need Japan's headcount in FY2023.",
            2210.0,
            "none",
        ),
        ("What's Hong Kong's gross margin? just need the number", 42.8, "answer_with_assumptions"),
        ("What was Singapore EBITDA in FY2024? Just want the number, thanks.", 226.0, "none"),
        (
            "Please confirm Singapore's EBITDA for FY2024. We need a single number for the "
            "comparison table in our report.",
            226.0,
            "none",
        ),
    ],
)
def test_the_askers_occasion_gives_the_figure(
    kb: KnowledgeBase, question: str, value: float, clarification: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value, clarification)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "For the online committee pack I need Japan's headcount in FY2023.",
        "For the franchise committee pack I need Japan's headcount in FY2023.",
        "For the nom & rem committee pack I need Taiwan's headcount in FY2023.",
        "For the nom & rem committee pack I need Japan's attrition rate in FY2023.",
        "What's Hong Kong's gross margin? just need the online number",
        "What's Taiwan's gross margin? just need the number",
        "What was Singapore EBITDA in FY2024? We need a single online number for the table.",
        "What was Singapore EBITDA in FY2024? We need a single number for the franchise table.",
        "What was Taiwan EBITDA in FY2024? We need a single number for the comparison table.",
        "新加坡2024财年的EBITDA是多少？只要线上的一个数字。",
        "シンガポールの2024年度のEBITDAは？オンラインの数字だけで結構です。",
    ],
)
def test_a_part_or_unknown_name_beside_it_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_split_year_for_one_number_asks_which(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(
        kb,
        "Please confirm the EBITDA figure for the Singapore segment for FY2024/25. We need a "
        "single number for the comparison table in our report.",
        mode,
    )
    assert answer.route == "clarify", answer.answer
    assert answer.clarification == "ask_first", answer.answer
