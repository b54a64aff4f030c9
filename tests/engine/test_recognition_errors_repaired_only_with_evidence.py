"""Text run through OCR: a misread glyph is repaired only where the text is evidence for it.

A year with a letter for a digit (``FY2O24``, 「2O23财年」), a word with rn for m or 1 for l
(``ernployees``, ``sa1es``), a word split by a space (``reve nue``) and a CJK look-alike
(「曰本」, 「マ力オ」, 「シンガポ一ル」) are read as written; a glyph that may stand for two
digits asks which year, and a token no repair makes a known word stays unknown.
"""

from __future__ import annotations

from typing import Any

import pytest

from ragspine_eval_pipeline.engine._names import matcher_for, vocabulary_key
from ragspine_eval_pipeline.engine._ocr_noise import without_recognition_errors
from tests.engine.asking import (
    MODES,
    ask,
    assert_asks_first,
    assert_figure,
    assert_no_figure,
    fact_value,
)


def _repaired(kb: Any, text: str) -> str:
    return without_recognition_errors(text, matcher_for(vocabulary_key(kb.vocabulary())))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        ("Could you send ACME Japan's net profit for FY2O24?", "ACME_JP", "NET_PROFIT", "FY2024"),
        (
            "How rnany people did ACME Singapore ernploy in FY2O23?",
            "ACME_SG",
            "HEADCOUNT",
            "FY2023",
        ),
        ("Macau reve nue for fiscal 2O2S, please.", "ACME_MO", "REVENUE", "FY2025"),
        ("Hong Kong EBlTDA in FY2O23 ?", "ACME_HK", "EBITDA", "FY2023"),
        ("曰本业务2O24财年的收入是多少？", "ACME_JP", "REVENUE", "FY2024"),
        ("香 港业务2O23财年的毛 利率是多少？", "ACME_HK", "GROSS_MARGIN", "FY2023"),
        ("集团2O25财年未的员工人数是多少？", "ACME_GROUP", "HEADCOUNT", "FY2025"),
        ("マ力オ事業の2O24年度の売上高は？", "ACME_MO", "REVENUE", "FY2024"),
        ("シンガポ一ルの2O23年度の従業貝数を教えてください。", "ACME_SG", "HEADCOUNT", "FY2023"),
        ("グル一プ全体のEBlTDA（2O25年度）はいくらでしたか", "ACME_GROUP", "EBITDA", "FY2025"),
    ],
)
def test_an_evidenced_repair_is_read_as_written(
    kb: Any, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was ACME Japan's net profit in FY2O2B?",
        "ACME新加坡2O2B财年的收入是多少？",
        "シンガポ一ルの2O2B年度の売上高は？",
    ],
)
def test_a_glyph_that_reads_as_two_digits_asks_which_year(
    kb: Any, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Singapore revenue FY202■?",
        "What was ACME Hong Kong's revenue in 2O2l?",
        "What was the revenue of ACME Phi1ippines in FY2O24?",
        "What was Singapore's reve nuex in FY2O24?",
        "HK same-store sa1es growth for FY2O25 pls",
        "What was Hong Kong's O2O revenue in FY2024?",
        "マ力ロ事業の2O24年度の売上高は？",
        "シンガポ一ルの2O2■年度の売上高は？",
        "台弯2O24财年的收入是多少？",
    ],
)
def test_a_token_no_repair_accounts_for_gives_no_figure(kb: Any, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("revenue in FY2O23", "revenue in FY2023"),
        ("Printed l2/O6/2O26", "Printed 12/06/2026"),
        ("the nurnber in yen", "the number in yen"),
        ("To Group lnvestor Relations", "To Group Investor Relations"),
        ("net pro fit in FY2O23", "net profit in FY2023"),
        ("上次的数字己经找不到了", "上次的数字已经找不到了"),
        ("IR窗ロ", "IR窗口"),
    ],
)
def test_the_repairs_the_text_gives_evidence_for(kb: Any, text: str, expected: str) -> None:
    assert _repaired(kb, text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Hong Kong's O2O revenue",  # a term of the trade, no year
        "B2B sales",
        "their S3 bucket",
        "the phone +65 6BBB OOOO",  # B is 8 or 3: no one reading
        "2024财年未审计的净利润",  # 未 qualifies 审计: no period's end
        "人口と未来",  # 口 and 未 in words of their own
        "Sven Bornholm",  # rn in a name no repair makes a word of
        "a round number",  # two words: never joined
        "net pro fit",  # nothing else misread: words side by side are the asker's
        "dial-in ext. 7781",
    ],
)
def test_text_without_evidence_is_left_as_written(kb: Any, text: str) -> None:
    assert _repaired(kb, text) == text
