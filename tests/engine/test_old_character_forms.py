"""Old kanji and old kana spelling in a Japanese question (``engine/_old_forms.py``).

What is read: in a Japanese question, a kanji written only in its pre-reform form (國,
賣, 圓, 當, 體, 從, 數, 對) is read as its current form before any rule reads the text,
so a grammar word or a unit written so is the word it is (「その國」 points at a market,
「圓安」 is the yen's fall, 「何圓」 asks yen); the historical kana ゐ, ゑ and a verb's は-row
ending after its kanji (「教へて」, 「買ひ時」) are read in current spelling. Full-width
letters and digits and half-width katakana are read through NFKC, as before.

What still refuses or asks: an old-form word the KB has no name for (「國債」, 「營業外
收益」 in Japanese), an old-form market the KB lacks (「臺灣」), a particle へ after a noun is
left as it is, and a character traditional and simplified Chinese share (收) is not read
as Japanese. The property test: a word of old-form kanji whose current form holds no KB
name never yields a figure.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ragspine_eval_pipeline.engine._old_forms import in_current_forms
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from ragspine_eval_pipeline.kb.synthetic_vocabulary import EVAL_VOCABULARY
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
    ("香港事業の2024年度の賣上高を教へてください", "ACME_HK", "REVENUE", "FY2024"),
    ("ｼﾝｶﾞﾎﾟｰﾙの２０２３年度の當期純利益は？", "ACME_SG", "NET_PROFIT", "FY2023"),
    ("マカオの2025年度の從業員數を敎へて", "ACME_MO", "HEADCOUNT", "FY2025"),
    ("日本の2023年度の純利益は何圓ですか", "ACME_JP", "NET_PROFIT", "FY2023"),
    ("ＡＣＭＥ　Ｊａｐａｎ　ＥＢＩＴＤＡ　ＦＹ２０２５？", "ACME_JP", "EBITDA", "FY2025"),
    ("香港2023財年的淨利潤是多少？", "ACME_HK", "NET_PROFIT", "FY2023"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "scope", "metric", "period"), READ)
def test_a_name_in_an_old_or_wide_form_is_read(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period), "none")


ASKED = [
    "あの國の2023年度の純利益はいくら？",  # a market pointed at, none named before
    "圓高が進んだ年のマカオの賣上高は？",  # a year named by what happened in it
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ASKED)
def test_an_old_form_grammar_word_asks_as_its_current_form(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


REFUSED = [
    "日本の2024年度の國債の殘高は？",  # government bonds: no KB name
    "臺灣事業の2024年度の賣上高は？",  # a market the KB lacks
    "香港の2025年度の營業外收益は？",  # a measure the KB lacks
    "シンガポールの2024年度の賣上高をユーロで敎へて",  # a currency it is not reported in
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_an_old_form_word_the_kb_lacks_is_still_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("その國の賣上", "その国の売上"),
        ("どのくらゐ減らしましたか", "どのくらい減らしましたか"),
        ("ヰスキーの賣上を教へて", "ヰスキーの売上を教えて"),  # a loanword's wi
        ("今が買ひ時かと思ふ。", "今が買い時かと思う。"),
        ("日本へ行く", "日本へ行く"),  # the particle へ after a noun
        ("東京へ戻る", "東京へ戻る"),
        ("收入と增加", "收入と增加"),  # characters Chinese writes in both scripts
    ],
)
def test_the_current_form_of_each_old_form(written: str, read: str) -> None:
    assert in_current_forms(written) == read


_OLD = [chr(c) for c in range(0x4E00, 0x9FA6) if in_current_forms(chr(c)) != chr(c)]
_JA_NAMES = [
    alias
    for term in EVAL_VOCABULARY.terms
    for alias in term.aliases
    if not alias.isascii() and len(alias) > 1
]


def _names_nothing(word: str) -> bool:
    """Whether ``word`` read in current forms holds no KB name and no single-character
    unit, counter or grammar word of it (歳 counts years as 年 does, 「香港の歳売上高」 is
    the yearly revenue; 為 is the formal noun ため)."""
    current = in_current_forms(word)
    return not any(name in current or current in name for name in _JA_NAMES) and not any(
        c in "円国人名数年度期事業歳為" for c in current
    )


old_words = st.text(alphabet=st.sampled_from(_OLD), min_size=1, max_size=3).filter(_names_nothing)
TEMPLATES = [
    "日本の2024年度の{w}はいくらですか？",
    "{w}事業の2025年度の売上高は？",
    "香港の{w}売上高は？",
    "マカオの2023年度の{w}を教へて",
]


@settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(word=old_words, template=st.sampled_from(TEMPLATES), mode=st.sampled_from(MODES))
def test_an_unknown_old_form_word_never_yields_a_value(
    kb: KnowledgeBase, word: str, template: str, mode: str
) -> None:
    assert_no_figure(ask(kb, template.format(w=word), mode))
