"""A KB figure asked of a narrative document the asker names as where it is seen.

Read (``reference._Run.figure_of_named``): a clause naming a narrative document and asking
one KB metric's figure ("the Hong Kong review mentions FY2025 net profit for Hong Kong",
「我印象中数据保护政策里写过…日本的EBITDA」, 「人材育成方針に載っていた気がする…香港の
従業員数」) is a figure request, read with every rule of
one as if the document were not named: the KB's figure, citing where it holds it. The
document's sentences are quoted only where they write the figure; where none does, the
answer says the document does not state it. A reason word in a document's name
(リスク*要因*報告書) asks no reason, and a demonstrative before a year's word after the
year the clause writes (「2024财年资料里，澳门那一年的收入」) is that year.

A number asked in the sentence of a metric named with no asking word of its own ("Japan net
profit FY2024 - the figure the Japan strategy shows") is that figure's.

Still refused or asked: a measure the KB lacks written onto a metric's name, asked of a
named document ("What *inventory* turnover days does the HK review give?"), never its
sentence on sales; a number asked of a thing no paragraph of the named document speaks of
(「日本事業戦略で、*在庫回転日数*の値は」, 「香港市场回顾里的库存周转天数」); a market
pointed at but not named (「风险因素报告里提到的那个市场」) is asked, not read from it;
a bare "profit" is asked which; a number of such a thing asked in its own sentence
after a figure request.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_asks_first,
    assert_refused,
    fact_value,
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "fact"),
    [
        (
            "I believe the ESG report lists Singapore's FY2024 revenue - what is the number?",
            ("ACME_SG", "REVENUE", "FY2024"),
        ),
        (
            "我印象中数据保护政策里写过日本2024财年EBITDA，具体数字呢？",
            ("ACME_JP", "EBITDA", "FY2024"),
        ),
        (
            "人材育成方針に載っていた気がするんですけど、香港の従業員数って2024年度で何人？",
            ("ACME_HK", "HEADCOUNT", "FY2024"),
        ),
        (
            "リスク要因報告書に出ていたと思うのですが、グループ純利益（2024年度）を教えて。",
            ("ACME_GROUP", "NET_PROFIT", "FY2024"),
        ),
    ],
)
def test_a_document_not_stating_the_figure_is_said_so(
    kb: KnowledgeBase, mode: str, question: str, fact: tuple[str, str, str]
) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert answer.value == fact_value(kb, *fact), answer.answer
    assert answer.source is not None and answer.source.doc.endswith((".pptx", ".pdf", ".xlsx"))


@pytest.mark.parametrize("mode", MODES)
def test_a_document_writing_the_figure_is_quoted_beside_it(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(
        kb, "The Hong Kong review mentions FY2025 net profit for Hong Kong - what figure?", mode
    )
    assert answer.value == fact_value(kb, "ACME_HK", "NET_PROFIT", "FY2025"), answer.answer
    assert "263" in answer.answer.split("(source", 1)[-1], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What inventory turnover days does the HK market review give for FY2025?",
        "The Japan strategy should list adjusted EBITDA - what is the FY2025 number?",
        "日本事業戦略で、在庫回転日数の2024年度の値は？",
        "棚卸回転日数を日本事業戦略で見た記憶があります。2024年度の値は？",
        "香港市场回顾的PDF里，库存周转天数有多少？",
        "新加坡市场动态里的顾客流失率是多少？",
    ],
)
def test_a_measure_the_named_document_never_speaks_of_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)
    assert not answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "风险因素报告里提到的那个市场，它2024财年的EBITDA有多少？",
        "2024财年业绩材料里，香港那一年的利润呢？",
        "How much profit did Japan make in FY2024 according to the HK market review?",
    ],
)
def test_a_market_pointed_at_or_a_bare_profit_is_asked(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_year_pointed_at_after_its_year_is_that_year(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "2024财年业绩材料里，澳门那一年的收入呢？", mode)
    assert answer.value == fact_value(kb, "ACME_MO", "REVENUE", "FY2024"), answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_a_demonstrative_year_with_no_year_before_it_is_refused(
    kb: KnowledgeBase, mode: str
) -> None:
    assert_refused(ask(kb, "澳门那一年的收入呢？", mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "fact"),
    [
        (
            "Japan net profit FY2024 - the figure the Japan strategy shows in its summary table",
            ("ACME_JP", "NET_PROFIT", "FY2024"),
        ),
        (
            "Hong Kong revenue FY2024, the number the ESG report's overview panel gives",
            ("ACME_HK", "REVENUE", "FY2024"),
        ),
    ],
)
def test_a_number_asked_of_a_metric_named_in_its_sentence_is_that_figure(
    kb: KnowledgeBase, mode: str, question: str, fact: tuple[str, str, str]
) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert answer.value == fact_value(kb, *fact), answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Singapore EBITDA in FY2025? How many dashboard refresh cycles does the ESG"
        " report assume?",
        "2024年度の日本の純利益は？ESGレポートのダッシュボード更新回数はいくつ？",
    ],
)
def test_a_number_of_an_unspoken_thing_asked_in_its_own_sentence_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))
