"""The shared tokenizer: the groundedness judge and BM25 both rely on these rules."""

from __future__ import annotations

import re

import pytest

from ragspine_eval_pipeline.text import (
    CJK_CHARS,
    STOPWORDS,
    content_tokens,
    has_cjk,
    is_number_token,
    normalize,
    normalize_number,
    tokenize,
)


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("1,702", "1702.0"),  # thousands separator and trailing .0 both normalized away
        ("1702", "1,702.00"),  # any number of trailing zeros
        ("１７０２", "1702"),  # full-width digits via NFKC
        ("12.50", "12.5"),  # trailing zeros of a real decimal
    ],
)
def test_equal_numbers_are_one_token(left: str, right: str) -> None:
    assert tokenize(left) == tokenize(right)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("1,702.0", "1702"),  # separators and .0 dropped
        ("1,702.5", "1702.5"),  # a real decimal is kept
        ("100", "100"),  # zeros of an integer are not stripped
        ("0.0", "0"),  # zero stays a number
    ],
)
def test_normalize_number(raw: str, expected: str) -> None:
    assert normalize_number(raw) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("香港收入", ["香港", "港收", "收入"]),  # a Chinese run becomes bigrams
        ("売上高は", ["売上", "上高", "高は"]),  # kana belongs to the run too
        ("年", ["年"]),  # a single character stands alone
        ("ACME香港", ["acme", "香港"]),  # Latin and CJK are split apart
        ("FY2025", ["fy", "2025"]),  # a code yields its letters and its number
    ],
)
def test_tokenize(text: str, expected: list[str]) -> None:
    assert tokenize(text) == expected


def test_content_tokens_drop_stopwords() -> None:
    assert content_tokens("The revenue of ACME") == ["revenue", "acme"]
    assert "the" in STOPWORDS


def test_normalize_casefolds_and_nfkc() -> None:
    assert normalize("ＡＣＭＥ Revenue") == "acme revenue"


def test_number_and_cjk_predicates() -> None:
    assert is_number_token("1702") and not is_number_token("fy")
    assert has_cjk("收入") and has_cjk("カタカナ") and not has_cjk("revenue")


def test_cjk_chars_is_a_character_class_body() -> None:
    pattern = re.compile(f"[{CJK_CHARS}]+")
    assert pattern.fullmatch("香港ひらがなカタカナ")
    assert pattern.search("abc 123") is None
