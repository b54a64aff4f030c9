"""Forms a question may take that name nothing new: a fiscal year named by its end, the
nouns a segment is called by, two questions joined by a comma, and a question about what
a passage says that names a metric and a year.

Each reads as the plain form it stands for, and only that: a year ending in another month
than December is not a fiscal year the KB holds, and a segment noun heads a scope's
phrase only right after the scope's name.
"""

from __future__ import annotations

from datetime import date

import pytest

from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine.protocol import EngineAnswer
from ragspine_eval_pipeline.engine.reference import ReferenceEngine
from ragspine_eval_pipeline.kb.analysis import normalize
from ragspine_eval_pipeline.kb.store import KnowledgeBase

TODAY = date(2026, 6, 12)
MODES = ("tool", "agent")


def ask(kb: KnowledgeBase, question: str, mode: str) -> EngineAnswer:
    return ReferenceEngine().answer(question, mode=mode, reference_date=TODAY, kb=kb)


@pytest.mark.parametrize(
    ("phrase", "lang", "year"),
    [
        ("the fiscal year ending December 31, 2023", "en", 2023),
        ("for the year ended 31st December 2025", "en", 2025),
        ("back in fiscal 2024", "en", 2024),
        ("截至2023年12月31日止年度", "zh", 2023),
        ("2025年12月期", "ja", 2025),
        ("2024年12月31日に終了した事業年度", "ja", 2024),
    ],
)
def test_a_year_named_by_its_end_is_that_fiscal_year(phrase: str, lang: str, year: int) -> None:
    spans = find_periods(normalize(phrase), lang, TODAY)
    assert [s.period.year if s.period else None for s in spans] == [year]


@pytest.mark.parametrize(
    "phrase",
    ["the year ended 30 June 2024", "the year ending March 31, 2025", "2024年3月期"],
)
def test_a_year_ending_in_another_month_is_a_part_of_a_year(phrase: str) -> None:
    lang = "ja" if "期" in phrase else "en"
    spans = find_periods(normalize(phrase), lang, TODAY)
    assert any(s.period is None and not s.every for s in spans)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "period"),
    [
        (
            "What was Singapore's revenue for the fiscal year ending December 31, 2023?",
            "ACME_SG",
            "FY2023",
        ),
        ("How much EBITDA did Macau report back in 2024?", "ACME_MO", "FY2024"),
        ("香港2024年12月期の純利益を教えてください。", "ACME_HK", "FY2024"),
        ("新加坡分部2024财年的收入是多少？", "ACME_SG", "FY2024"),
        ("日本セグメントの2025年度の売上高は？", "ACME_JP", "FY2025"),
        ("2023财年集团整体的收入是多少？", "ACME_GROUP", "FY2023"),
    ],
)
def test_plain_forms_reach_the_figure(
    kb: KnowledgeBase, mode: str, question: str, scope: str, period: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "numeric", answer.answer
    assert answer.value is not None
    assert f"{scope} " in answer.answer and period in answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's revenue for the year ended 30 June 2024?",
        "分部收入是多少？",  # a segment noun with no scope before it names nothing
        "セグメント売上高はいくらですか？",
        "整体收入是多少？",
    ],
)
def test_forms_that_name_no_fiscal_year_or_scope_give_no_value(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None
    assert answer.route in ("refuse", "clarify"), answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港业务2024财年的收入是多少，香港市场回顾中提到了哪些租金方面的措施？",
        "日本事業の2025年度の売上高はいくらで、日本事業戦略では2026年度に何を優先しますか？",
    ],
)
def test_a_figure_then_a_document_question_after_a_comma_answers_both(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "composite", answer.answer
    assert answer.value is not None
    assert len(answer.sources) == 2


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        # と joins two nouns here, not two questions: the half after it is no figure request.
        (
            "人材育成方針では、データ分析とアプリ開発のスキルを持つ従業員を2028年度までに何名育成しますか？",
            "ACME_Talent_Development_Policy.pdf",
        ),
        # A metric and a year, beside several words one passage holds every one of.
        ("2025财年会员消费占香港销售额的多少？", "ACME_HK_Market_Review_FY2025.docx"),
    ],
)
def test_a_question_about_what_a_passage_says_is_read_from_it(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.value is None
    assert answer.sources == [doc]


@pytest.mark.parametrize("mode", MODES)
def test_a_metric_and_a_year_beside_words_no_passage_holds_are_refused(
    kb: KnowledgeBase, mode: str
) -> None:
    answer = ask(kb, "香港2025财年的会员退款收入是多少？", mode)
    assert answer.route == "refuse"
    assert answer.value is None
