"""The KB's CJK names and the grammar's CJK nouns, read in every script.

Staff writing in a second language mix the scripts and words of Chinese and Japanese: a
Chinese question with a Japanese word in simplified script (「从业员」 for 従業員, 「纯利益」
for 純利益, 「事业」 for 事業), a Japanese question with a Chinese word in traditional script
(「員工數」), or either in traditional script (「從業員人數」). The engine derives the other
scripts of each name (OpenCC), never two words made one: a form listed for another term,
shared by names of different terms, or a grammar word is left out, and a short name (社員,
連結, 中計: 社员, a club member; 联结, a link; 中计, a trap, in Chinese) keeps its own.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._names import (
    SCRIPT_VARIANT_LENGTH,
    Matcher,
    script_variants,
)
from ragspine_eval_pipeline.engine._words import _grammar_in_other_scripts
from ragspine_eval_pipeline.kb.analysis import normalize
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from ragspine_eval_pipeline.kb.synthetic_vocabulary import EVAL_VOCABULARY
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("新加坡的从业员数2024财年是多少？", 1566.0),
        ("新加坡2024財年的從業員人數是多少？", 1566.0),
        ("香港2024财年的当期纯利益是多少？", 240.0),
        ("香港事业2024财年的纯利益是多少？", 240.0),
        ("澳门事业2024财年的收入是多少？", 2610.0),
        ("日本の2024年度の從業員數は？", 2284.0),
        ("日本の2024年度の販賣額は？", 103200.0),
        ("How many 从业员 did Singapore have in FY2024?", 1566.0),
        ("What was 新加坡事业 revenue in FY2024?", 915.0),
        # 社员数 is 社員数 with 員 in simplified script: the staff count, as 从业员 is 従業員
        # (社员 alone, a club's member in Chinese, keeps its own: see below).
        ("新加坡2024财年的社员数是多少？", 1566.0),
        ("シンガポールの2024年度の社员数は？", 1566.0),
    ],
)
def test_names_written_in_another_script(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港2024财年的社员人数是多少？",
        "香港2024财年的联结收入是多少？",
        "集団の2024年度の売上高は？",
        "澳门事业2024财年的线上收入是多少？",
        "日本事业的从业员满意度是多少？",
        "香港事业2024财年的纯利益率是多少？",
    ],
)
def test_false_friends_and_other_measures_stay_unanswered(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


def _entries(*names: tuple[str, str]) -> list[tuple[str, str, str]]:
    return [("metric", code, alias) for code, alias in names]


def test_a_name_is_derived_in_the_scripts_it_is_not_listed_in() -> None:
    derived = script_variants(_entries(("NET", "当期純利益"), ("STAFF", "従業員数")))
    assert ("metric", "NET", "当期纯利益") in derived
    assert ("metric", "STAFF", "从业员数") in derived
    assert ("metric", "STAFF", "從業員數") in derived


def test_a_form_listed_for_another_term_stays_with_that_term() -> None:
    derived = script_variants(_entries(("A", "營業額"), ("B", "营业额")))
    assert [form for _, _, form in derived if form in ("营业额", "營業額")] == []


def test_a_form_two_terms_would_share_is_left_out() -> None:
    derived = script_variants(_entries(("A", "従業員数"), ("B", "從業員數")))
    assert not [entry for entry in derived if entry[2] == "从业员数"]


def test_a_form_that_is_a_grammar_word_is_left_out() -> None:
    derived = script_variants(_entries(("A", "會計年度")))
    assert {form for _, _, form in derived} & (gr.CHINESE_GRAMMAR | gr.JAPANESE_GRAMMAR) == set()


def test_a_short_name_keeps_its_own_scripts() -> None:
    assert script_variants(_entries(("STAFF", "社員"), ("GROUP", "連結"), ("PLAN", "中計"))) == []


def test_no_derived_form_of_the_kb_makes_two_words_one() -> None:
    matcher = Matcher(EVAL_VOCABULARY)
    entries = [(t.kind, t.code, a) for t in EVAL_VOCABULARY.terms for a in (t.code, *t.aliases)]
    listed = {normalize(alias) for _, _, alias in entries}
    grammar = gr.CHINESE_GRAMMAR | gr.JAPANESE_GRAMMAR
    derived = script_variants(entries)
    assert len(derived) > 500
    owners: dict[str, set[str]] = {}
    for _, code, form in derived:
        assert form not in listed and form not in grammar, form
        assert len(form) >= SCRIPT_VARIANT_LENGTH, form
        owners.setdefault(form, set()).add(code)
    found = dict(matcher.cjk)
    for form, codes in owners.items():
        assert {code for _, code in found[form]} == codes, form


def test_grammar_in_other_scripts_names_nothing_the_kb_names() -> None:
    forms = _grammar_in_other_scripts()
    assert {"事业", "會計年度", "數據"} <= forms
    names = {normalize(a) for t in EVAL_VOCABULARY.terms for a in (t.code, *t.aliases)}
    assert not forms & names
    assert all(len(form) > 1 for form in forms)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港の時間売上高は？",
        "香港2024財年的時間收入是多少？",
        "日本の2024年度の表現売上高は？",
    ],
)
def test_a_chinese_grammar_noun_that_is_a_japanese_word_still_counts(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


def test_grammar_forms_that_are_japanese_words_are_no_grammar() -> None:
    forms = _grammar_in_other_scripts()
    assert not {"時間", "表現", "市場", "情況"} & forms
    assert {"數據", "總額", "事业"} <= forms
