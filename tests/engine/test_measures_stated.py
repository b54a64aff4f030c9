"""A number asked of a measure the KB has no fact for is never answered with a passage
that states something else.

Two forms reached a passage before: a change of a metric qualified by words the KB lacks
("same store sales growth", read as a question about a plan that holds those words), and
an amount of a measure no metric names whose passage states a narrower kind of it
("cash flow" against "forecast *yen* cash flows"). Beside them, the narrative questions
whose counts a report does state stay answered.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._stated import stated_as_asked
from ragspine_eval_pipeline.kb.analysis import Word, normalize, stem
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a change of a metric, qualified by words no name accounts for
        "Japan same store sales growth FY2024",
        "What was like-for-like revenue growth in Hong Kong in FY2025?",
        "What was Macau's comparable-store sales growth in FY2024?",
        "香港2025年同店销售增长是多少？",
        "日本の2024年度の既存店売上高伸び率は？",
        # an amount of a measure no metric names, a narrower kind of which a passage states
        "How much cash flow did the group have in FY2025?",
        "What was the group's cash flow in FY2024?",
        "集团2025年的自由现金流是多少？",
        "集团2024年的现金流是多少？",
    ],
)
def test_a_number_of_a_measure_the_kb_lacks_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.refused, answer.value, answer.sources) == (
        "refuse",
        True,
        None,
        [],
    )


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        (
            "By how much did ACME cut its Scope 1 and Scope 2 emissions?",
            "ACME_ESG_Report_FY2025.pdf",
        ),
        (
            "How many university scholarships did the ACME Foundation fund?",
            "ACME_ESG_Report_FY2025.pdf",
        ),
        ("ACME香港的会员消费占销售额的比例是多少？", "ACME_HK_Market_Review_FY2025.docx"),
        ("日本那边的食品浪费这几年减少了多少？", "ACME_Sustainability_Report_Japan_2025.pdf"),
        (
            "How much of its forecast yen cash flow does group treasury hedge?",
            "ACME_Risk_Factors_FY2025.pdf",
        ),
    ],
)
def test_a_count_a_report_states_is_still_answered(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.refused, answer.value) == ("narrative", False, None)
    assert answer.sources == [doc]


def _latin(*words: str) -> tuple[Word, ...]:
    return tuple(Word(w, stem(w), True) for w in words)


@pytest.mark.parametrize(
    ("text", "question", "stated"),
    [
        ("treasury hedges 60 percent of forecast yen cash flows.", "how much cash flow?", False),
        ("treasury hedges 60 percent of forecast yen cash flows.", "yen cash flow?", True),
        ("the group's cash flow was strong.", "how much cash flow?", True),
        ("cash flow rose.", "how much cash flow?", True),
        ("operating cash flow rose.", "how much cash flow?", False),
    ],
)
def test_a_latin_measure_is_stated_only_unqualified(text: str, question: str, stated: bool) -> None:
    assert stated_as_asked(_latin("cash", "flow"), normalize(text), normalize(question)) is stated


@pytest.mark.parametrize(
    ("text", "question", "stated"),
    [
        ("集团财务部对冲预计日元现金流的60%。", "集团的现金流是多少？", False),
        ("资金来自集团现金流。", "集团的现金流是多少？", True),
        ("现金流保持稳定。", "集团的现金流是多少？", True),
    ],
)
def test_a_cjk_measure_is_stated_only_unqualified(text: str, question: str, stated: bool) -> None:
    phrase = (Word("现金流", "现金流", False),)
    assert stated_as_asked(phrase, normalize(text), normalize(question)) is stated
