"""A count of the classes a thing is divided into is read where a passage states one.

「我们公司把数据分成几个等级」 asks how many classes the data is divided into: 数据 is the
topic (not a data event 数据分成, nor a noun a figure request is phrased with), and the
data protection policy, stating 「四个级别」, answers it though it calls them 级别. A count
of classes of something no document divides (the membership programme) is refused, even
where a class word of the question (段階, ランク) and a word of its topic (会員) are held
by the policy: its sentence stating four levels divides the data, nothing else.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._classes import (
    asks_class_count,
    divided_things,
    states_class_count,
    states_classes_of,
)
from ragspine_eval_pipeline.kb.analysis import Word, normalize
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage

POLICY = "ACME_Data_Protection_Policy.docx"


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("我们公司把数据分成几个等级", True),
        ("数据划分为多少类", True),
        ("how many levels is data classified into", True),
        ("how many security tiers are there", True),
        ("データは何段階に分類されていますか", True),
        ("いくつのレベルがありますか", True),
        ("集团有几家门店", False),
        ("how many stores does singapore run", False),
        ("何店舗ありますか", False),
    ],
)
def test_a_count_of_classes_is_asked_with_a_class_word(text: str, asked: bool) -> None:
    assert asks_class_count(normalize(text)) is asked


@pytest.mark.parametrize(
    ("text", "stated"),
    [
        ("分为公开、内部、机密和高度敏感四个级别。", True),
        ("data is classified into four levels.", True),
        ("データを4段階に分類しています。", True),
        ("集团计划新开60家门店。", False),
        ("the group runs 120 stores.", False),
    ],
)
def test_a_number_of_classes_is_stated_with_a_class_word(text: str, stated: bool) -> None:
    assert states_class_count(normalize(text)) is stated


def test_the_thing_divided_is_the_topic_even_a_noun_for_figures() -> None:
    words = [w.surface for _, _, w in divided_things("我们公司把数据分成几个等级", "zh")]
    assert words == ["数据"]
    assert divided_things("集团有几家门店", "zh") == []


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "一位会员打电话问，我们公司把数据分成几个等级？",
        "公司把数据划分为几个等级？",
        "How many levels is data classified into?",
        "データは何段階に分類されていますか？",
    ],
)
def test_classes_of_the_data_are_read_from_the_policy(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert POLICY in answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "会员计划把会员分成几个等级？",
        "How many tiers does the ACME+ membership programme have?",
        "公司把数字分成几类？",
    ],
)
def test_classes_no_document_states_are_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize(
    ("heads", "text", "lang", "stated"),
    [
        (
            [("データ",)],
            "当グループはデータを4段階に分類しています。会員情報は機密です。",
            "ja",
            True,
        ),
        (
            [("会員", "プログラム")],
            "データを4段階に分類しています。会員の情報は機密です。",
            "ja",
            False,
        ),
        ([("membership", "programme")], "data is classified into four levels.", "en", False),
        ([("段階",)], "データを4段階に分類しています。", "ja", True),
        ([("分类", "分级制度")], "集团对数据实行分类分级管理，分为四个级别。", "zh", True),
        ([("会员", "体系")], "数据分为四个级别。会员的支付信息属于高度敏感数据。", "zh", False),
        ([], "分为公开、内部、机密和高度敏感四个级别。", "zh", True),
    ],
)
def test_the_number_of_classes_is_stated_of_what_is_divided(
    heads: list[tuple[str, ...]], text: str, lang: str, stated: bool
) -> None:
    words = [tuple(Word(w, w, w.isascii()) for w in h) for h in heads]
    assert states_classes_of(words, normalize(text), lang) is stated


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "会員プログラムは何段階のランクに分かれていますか",
        "会員制度は何段階に分かれていますか？",
        "会員ランクは何段階ありますか？",
        "How many levels does the membership programme have?",
        "会员体系分为几个等级？",
    ],
)
def test_classes_of_another_thing_are_not_read_from_the_data_policy(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "データの区分はいくつのレベルがありますか？",
        "How many levels of data classification are there?",
        "数据分为几个级别？",
    ],
)
def test_classes_of_the_data_asked_otherwise_are_read_from_the_policy(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert POLICY in answer.sources, answer.answer
