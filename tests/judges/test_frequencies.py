"""The compact frequency table answers exactly as wordfreq's own dict does."""

from __future__ import annotations

import pytest
from wordfreq import get_frequency_dict

from ragspine_eval_pipeline.judges._frequencies import WordFrequencies, load_frequencies


@pytest.mark.parametrize("lang", ["en", "ja", "zh"])
def test_every_word_has_wordfreqs_frequency_to_the_bit(lang: str) -> None:
    expected = get_frequency_dict(lang)
    table = load_frequencies(lang)
    assert isinstance(table, WordFrequencies)
    assert len(table) == len(expected)
    assert all(table.get(word, 0.0) == freq for word, freq in expected.items())


def test_an_unlisted_word_gets_the_default() -> None:
    table = WordFrequencies([["blue", "red"], ["fish"]])
    # Not listed, a prefix of a listed word, the empty string.
    for word in ("green", "fis", ""):
        assert table.get(word, 0.0) == 0.0
    assert table.get("fish", 0.0) == 10 ** (-1 / 100)


def test_a_word_listed_twice_keeps_its_last_bucket_as_a_dict_would() -> None:
    table = WordFrequencies([["fish"], [], ["fish", "red"]])
    assert table.get("fish") == 10 ** (-2 / 100)
    assert table.get("red") == 10 ** (-2 / 100)
