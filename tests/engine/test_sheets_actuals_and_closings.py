"""The asker's sheet and writing around a figure request, the figure called its actual,
and the closings and ordinals of a second-language writer.

- A place in the asker's work ("into *col E of the Segments tab*", "in *chapter 4*",
  "for *the first column of my table*", "what goes *in the cell*") says where the figure
  goes; a row or column named by a word of its own ("the *store* column", "the *online*
  tab") is a part of the figure and refuses.
- "Actual" is the reported figure, the only kind the KB holds; a budget still refuses.
- Thanks for the answer and "please answer me with …" are courtesy; what "with" names
  is still read ("the *online* amount" refuses).
- "First, … Second, …" (「まず、…次に、…」) number the requests; "first-half" stays a part
  of the year.
- A grammar word with two letters swapped ("Accroding to") is that word; a misspelt name
  or narrowing word stays unknown.
- "bodies" on the payroll are people; "ccy" is currency; an FX bridge is the asker's work;
  constant FX still refuses.

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
        ("Putting Japan's FY2024 revenue into col C of the Markets tab - what is it?", 103200.0),
        ("What was Japan's revenue in FY2024? It goes in chapter 3 of my thesis.", 103200.0),
        (
            "What was Japan's revenue in FY2024? "
            "I need it for the last column of my table (JPY m).",
            103200.0,
        ),
        ("Japan revenue for FY2024 in JPY m for the FX bridge, what goes in the cell?", 103200.0),
        ("What was the FY2023 actual for group EBITDA?", 862.0),
        ("Group EBITDA actual for FY2023, please.", 862.0),
        ("What was group EBITDA in FY2023? Thank you for your kind reply.", 862.0),
        ("What was Japan's EBITDA in FY2024? Please answer me in yen.", 19900.0),
        (
            "Two questions. First, the Macau headcount in FY2023. Second, group EBITDA in FY2023.",
            640.0,
        ),
        ("Acocrding to the annual report, what was group EBITDA in FY2023?", 862.0),
        ("How many bodies were on the payroll at ACME Macau in FY2023?", 640.0),
        ("Japan EBITDA for FY2023 in local ccy (JPY m) for the FX bridge?", 18600.0),
        ("My manager told me to quote Japan's FY2024 revenue in chapter 2, what is it?", 103200.0),
        (
            "2点あります。まず、マカオの2023年度の従業員数。次に、グループの2023年度のEBITDA。",
            640.0,
        ),
    ],
)
def test_the_askers_sheet_and_closings_ask_the_figure(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's FY2024 revenue in the store column of my table?",
        "Putting Japan's FY2024 revenue into col C of the online tab - what is it?",
        "I need Japan's FY2024 revenue for row 3 of the franchise table.",
        "What was the group EBITDA budget for FY2024?",
        "What was group EBITDA actual vs budget in FY2024?",
        "What was Japan's EBITDA in FY2024? Please answer me with the online amount.",
        "First, the first-half revenue for Japan in FY2024.",
        "まず、シンガポールのオンライン売上高は？",
        "What was the group's onilne revenue in FY2023?",
        "What was Japan's EBITDA in FY2024 exlcuding Tokyo?",
        "How many bodies did the Singapore online team have in FY2024?",
        "Japan EBITDA for FY2023 at constant FX for my bridge?",
        "My supervisor told me to use the online revenue for Japan in FY2025 in chapter 4, "
        "what is that figure?",
    ],
)
def test_a_part_said_around_the_sheet_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "My supervisor told me to use the segment revenue for FY2025 in chapter 4, what is it?",
        "What was the profit of Macau in FY2024? Thank you for your kind answer.",
    ],
)
def test_what_the_sheet_leaves_open_is_asked(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "clarify", answer.answer
    assert answer.value is None, answer.answer
