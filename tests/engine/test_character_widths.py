"""Full-width letters and digits and half-width katakana (``engine/_width.py``).

What is read: a question typed in full-width letters and digits (ＦＹ２０２５, ＥＢＩＴＤＡ,
ＭＡＣＡＵ) or with half-width katakana (ﾏｶｵ, ｸﾞﾙｰﾌﾟ) is read in the usual width where the
question is read, so every rule sees FY2025 and マカオ, in all three languages.

What still refuses or asks: a full-width measure or market the KB lacks (ＲＯＥ, ﾏﾚｰｼｱ),
a full-width open year (ＦＹ２０２６), a word two metrics share in half-width kana; and
only letters, digits and kana change width: full-width punctuation, a list's circled
numbers and the half-width dots of a face keep their forms.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._width import in_usual_width
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_asks_first,
    assert_figure,
    assert_no_figure,
    assert_refused,
    fact_value,
)

READ = [
    (
        "Ｗｈａｔ ｗａｓ ＭＡＣＡＵ'ｓ ｈｅａｄｃｏｕｎｔ ｉｎ ＦＹ２０２３？",
        "ACME_MO",
        "HEADCOUNT",
        "FY2023",
    ),
    ("Japan net profit, fiscal ２０２５", "ACME_JP", "NET_PROFIT", "FY2025"),
    ("ｸﾞﾙｰﾌﾟの２０２３年度のＥＢＩＴＤＡは？", "ACME_GROUP", "EBITDA", "FY2023"),
    ("ﾏｶｵ事業の2024年度の純利益を教えて", "ACME_MO", "NET_PROFIT", "FY2024"),
    ("新加坡ＦＹ２０２５的毛利率是多少？", "ACME_SG", "GROSS_MARGIN", "FY2025"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "scope", "metric", "period"), READ)
def test_a_question_in_another_width_is_read(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period), "none")


REFUSED = [
    "What was Japan's ＲＯＥ in ＦＹ２０２４？",
    "ﾏﾚｰｼｱの2025年度の売上高は？",
    "香港ＦＹ２０２６的收入是多少？",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_what_the_kb_lacks_is_refused_in_any_width(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_shared_word_in_half_width_kana_is_asked(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "ｼﾝｶﾞﾎﾟｰﾙの2024年度のﾌﾟﾛﾌｨｯﾄは？", mode)
    assert_no_figure(answer)


@pytest.mark.parametrize("mode", MODES)
def test_a_market_pointed_at_in_full_width_is_asked(kb: KnowledgeBase, mode: str) -> None:
    assert_asks_first(
        ask(kb, "ＥＢＩＴＤＡ ｆｏｒ ｔｈａｔ ｃｏｕｎｔｒｙ ｉｎ ＦＹ２０２４？", mode)
    )


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("ＦＹ２０２４？", "FY2024？"),  # the full-width question mark is kept
        ("①ｼﾝｶﾞﾎﾟｰﾙ", "①シンガポール"),  # a list's circled number is kept
        ("(｡･ω･｡)", "(｡･ω･｡)"),  # a face's half-width dots
        ("ＡＣＭＥ　Ｊａｐａｎ", "ACME　Japan"),  # the ideographic space is kept
    ],
)
def test_only_letters_digits_and_kana_change_width(written: str, read: str) -> None:
    assert in_usual_width(written) == read
