"""A translator's frame around a request: the work and the cited term are context.

What is read: the asker's translating or localising, its object (their deck, slide,
page or table, a document) and the language it goes into ("I'm localising the results
deck into Chinese.", 「我在把年报翻成英文」, 「決算資料を英訳しています」); the translating
said of the thing the figure goes in ("the row … in the deck I'm localising"), what it
is for ("for the glossary", "to match it"); a term cited from the text translated that
only restates the request ("The Japanese draft says 「香港事業 EBITDA」", 「英文稿写的是
'net profit'」). A cited term the rest does not name, pointed at by a question for its
figure ("The slide only says 「売上高」 for Macau in FY2024. What number goes there?",
「…に「売上高」とだけあって…数字を教えてください」), is the request itself.

What still refuses or asks: a part or a name the KB lacks in the request or in the thing
translated ("the *Taiwan* slide", 「台湾的营收」, "*online* revenue", 「オンライン純利益」), a
cited term naming another market than the request ('香港净利润' beside Macau), and a
cited term naming a figure several metrics share (「利润」), which is asked which.
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
            "I'm localising the results deck into Chinese. What was Japan's net profit in FY2024?",
            8600.0,
        ),
        (
            "What was Hong Kong's EBITDA in FY2024? The Japanese draft says 「香港事業 EBITDA」 "
            "and I want to be sure of the number.",
            431.0,
        ),
        (
            "Hong Kong gross margin for FY2023? My ja copy has 粗利率 and I need the figure to "
            "match it.",
            41.2,
        ),
        ("What's the Hong Kong revenue row for FY2024 in the deck I'm localising?", 1596.0),
        (
            "For the glossary: what's the group headcount in FY2024? The Japanese draft says "
            "従業員数.",
            7783.0,
        ),
        ("我在把年报翻成英文，日本业务2024财年的营收是多少？", 103200.0),
        ("日本2024财年净利润是多少？英文稿写的是 'net profit'，我要核对一下", 8600.0),
        ("シンガポールの2023年度の純利益は？決算資料を英訳しています", 98.0),
        (
            "The slide I'm localising only says 「売上高」 for Macau in FY2024. What number goes "
            "there?",
            2610.0,
        ),
    ],
)
def test_translators_frame_is_context(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I'm translating the FY2024 deck into Japanese. What was Hong Kong's online revenue "
        "in FY2024?",
        "The Chinese version says '香港净利润'. What was Macau's net profit in FY2025?",
        "I'm translating the Taiwan slide into Chinese. What was revenue in FY2024?",
        "我在把年报翻成日文，台湾的营收是多少？",
        "シンガポールの2023年度のオンライン純利益は？決算資料を英訳しています",
    ],
)
def test_what_the_kb_lacks_beside_the_frame_still_refuses(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "My page just says 「利润」 for Singapore in FY2023, nothing else. What's the figure?",
        "訳しているページに「売上高」とだけあって、前のページが抜けています。数字を教えてください。",
    ],
)
def test_a_cited_term_asked_for_its_figure_asks_what_it_lacks(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_asks_first(ask(kb, question, mode))
