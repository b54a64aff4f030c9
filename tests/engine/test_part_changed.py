"""A change asked of a part of a KB metric is read where a document states that change.

The KB holds no fact of tax-free sales, let alone of their growth: 「大阪・京都の店舗の免税
売上、前年度比でどれくらい伸びた」 is answered by the Japan strategy, whose sentence writes
免税売上 and how far it grew (「前年度の2倍近くに拡大」). A year written as the base of the
comparison (「前年度比」, 「比上一年」, 「何年度比」) is no year asked of a figure, and its 比
no topic. A change of a KB metric itself (Hong Kong's revenue), or of a part no passage
states a change of (existing-store sales: the strategy only refits existing stores),
is still declined as a derived figure.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._names import matcher_for, vocabulary_key
from ragspine_eval_pipeline.engine._part_changed import parts_asked, states_the_part
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.kb.analysis import normalize
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, TODAY, ask, assert_refused_without_passage

STRATEGY = "ACME_Japan_Business_Strategy_FY2025.pdf"
SUSTAINABILITY = "ACME_Sustainability_Report_Japan_2025.pdf"


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("前年度比でどれくらい伸びた", "ja"),
        ("前年比で何%増えた", "ja"),
        ("比上一年增长了多少", "zh"),
        ("较去年下降了多少", "zh"),
    ],
)
def test_the_base_of_a_comparison_is_no_year_asked(text: str, lang: str) -> None:
    assert find_periods(normalize(text), lang, TODAY) == []


@pytest.mark.parametrize(
    ("text", "lang"),
    [("前年度の売上高はいくら", "ja"), ("上一年的收入是多少", "zh"), ("去年比前年多吗", "zh")],
)
def test_a_year_asked_is_still_read(text: str, lang: str) -> None:
    years = [s.period.year for s in find_periods(normalize(text), lang, TODAY) if s.period]
    assert years[:1] == [2025]


def test_the_part_written_onto_a_metric_is_what_a_passage_must_state(kb: KnowledgeBase) -> None:
    matcher = matcher_for(vocabulary_key(kb.vocabulary()))
    asked = parts_asked(normalize("大阪の店舗の免税売上はどれくらい伸びた"), "ja", matcher)
    assert asked == [("免税", "REVENUE")]
    assert parts_asked(normalize("how much did tax-free sales grow"), "en", matcher) == [
        ("tax-free", "REVENUE")
    ]
    assert parts_asked(normalize("香港の売上高はどれくらい伸びた"), "ja", matcher) == []
    stated = normalize("特に大阪の店舗では、免税売上が前年度の2倍近くに拡大しました。")
    assert states_the_part(stated, "免税", "REVENUE", matcher)
    refit = normalize("2026年度は既存店の改装を優先します。デジタル会員の拡大です。\n既存店")
    assert not states_the_part(refit, "既存店", "REVENUE", matcher)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "大阪と京都の店舗で免税売上は前年度比でどのくらい増えましたか？",
        "大阪和京都门店的免税销售额比上一年增长了多少？",
        "How much did tax-free sales at the Osaka and Kyoto stores grow on the year before?",
    ],
)
def test_a_change_of_a_part_a_document_states_is_read_from_it(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [STRATEGY], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本事業の食品ロスはどのくらい減りましたか？何年度比で何％減りましたか？",
        "日本の食品廃棄はどこまで減った？何年度比？",
    ],
)
def test_a_base_year_asked_after_a_topic_is_read_with_it(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert SUSTAINABILITY in answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港の売上高は前年度比でどれくらい伸びた？",
        "日本の既存店売上高、前年度比でどれくらい伸びた？",
        "香港的收入比去年增长了多少？",
        "日本业务的同店销售额比上一年增长了多少？",
        "What was Japan's same store sales growth on the year before?",
        "How much did Hong Kong's revenue grow on the year before?",
        "何年度比で何%減りましたか？",
    ],
)
def test_a_change_no_document_states_is_declined(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本の既存店売上高の伸び率は？",
        "日本の既存店売上の伸び率を教えて",
        "日本の既存店の売上高の伸び率はどれくらい？",
        "日本业务同店销售额的增长率？",
        "What's the growth rate of Japan's same-store sales?",
    ],
)
def test_a_change_of_a_part_asked_without_a_year_is_declined(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    """「売上高の伸び率」 asks the revenue's change (``_clause._changes``), never a thing the
    metric owns: the part-change check holds, and the strategy's paragraph refitting
    existing stores is no answer."""
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question", ["大阪・京都の店舗の免税売上の伸び率は？", "大阪と京都の免税売上の伸びは？"]
)
def test_the_change_of_a_part_a_document_states_is_read_without_a_year(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [STRATEGY], answer.answer
