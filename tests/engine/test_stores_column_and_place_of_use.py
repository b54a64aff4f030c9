"""The stores heading a column of the figure narrow it; where in the asker's work the
figure goes does not.

- The stores written onto a place where a figure stands ("the *store* column", "the
  *stores* tab", 「*店舗*の列」, 「*门店*表格」) name the stores' share of the figure beside
  the online one: a part of it, so the whole figure is refused, never given, and no
  passage on the stores is quoted beside it. Onto a thing that holds no figure ("the store
  rota", 「店舗会議用に」) they are where the work is for.
- What someone wants placed in the asker's work ("wants staff numbers *in the
  appendix*", "headcount *on the slide*") is context beside a request naming the same
  figure; a word of its own in that place ("in the *store* appendix") or before it ("the
  *online* numbers", "*quarterly* revenue", "revenue *in yen*") is still read.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's FY2024 revenue? I need it for the store column.",
        "What was Japan's FY2024 revenue? I need it for the store slide.",
        "What was Japan's FY2024 revenue? It's for the stores tab.",
        "What was Japan's FY2024 revenue? It goes in the outlet column.",
        "I need Japan's FY2024 revenue for the shop numbers.",
        "日本の2024年度の売上高は？店舗の列に入れます。",
        "日本の2024年度の売上高は？店舗のスライドに使います。",
        "日本2024财年的收入是多少？要填进门店表格。",
        "My manager wants the online numbers in the appendix. How many employees did ACME "
        "Singapore have at the end of FY2023?",
        "My manager wants staff numbers in the store appendix. How many employees did ACME "
        "Singapore have at the end of FY2023?",
        "My boss wants quarterly revenue in the deck. What was Japan's revenue in FY2024?",
        "My boss wants revenue in yen in the deck. What was Japan's revenue in FY2024?",
        "My boss wants revenue excluding franchise stores in the deck. What was Japan's "
        "revenue in FY2024?",
        "My boss wants EBITDA in the deck. What was Japan's revenue in FY2024?",
    ],
)
def test_a_part_beside_the_request_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert not answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What was Japan's FY2024 revenue? I need it for the store rota.", 103200.0),
        ("What was Japan's FY2024 revenue? I need it for the board slide.", 103200.0),
        ("日本の2024年度の売上高は？資料の列に入れます。", 103200.0),
        ("日本の2024年度の売上高は？店舗会議用に使います。", 103200.0),
        (
            "My manager wants headcount on the slide. How many employees did ACME Singapore "
            "have at the end of FY2023?",
            1480.0,
        ),
        (
            "The CFO wants staff numbers in the appendix. How many employees did ACME "
            "Singapore have at the end of FY2023?",
            1480.0,
        ),
        ("My boss wants revenue in the deck. What was Japan's revenue in FY2024?", 103200.0),
        ("上司が付録に従業員数を載せたいそうです。シンガポールの2023年度末の従業員数は？", 1480.0),
        ("老板要在附录里放员工人数。新加坡2023财年末有多少员工？", 1480.0),
    ],
)
def test_where_the_figure_goes_is_context(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)
