"""The scripts one CJK word is written in: simplified Chinese, traditional, Japanese.

Staff writing in a second language mix them: a Chinese question with a Japanese word in
simplified script (「新加坡*事业*」 for 事業, 「*从业员*」 for 従業員), a Japanese one with a
Chinese word (「*营业额*」), or either in traditional script. The KB lists a name in the
scripts its writers used; the engine derives the others from OpenCC's conversion tables
(phrase-aware, so 「干部」 and 「乾燥」 each keep their own character) rather than listing them.
"""

from __future__ import annotations

import re
from functools import lru_cache

import opencc

from ragspine_eval_pipeline.kb.analysis import japanese_unknown_words, normalize

__all__ = ["in_japanese_script", "in_simplified_script", "script_forms", "simplified_only"]


@lru_cache(maxsize=1)
def _converters() -> tuple[opencc.OpenCC, opencc.OpenCC, opencc.OpenCC, opencc.OpenCC]:
    """OpenCC's simplified -> traditional, traditional -> simplified, Japanese shinjitai ->
    traditional and traditional -> shinjitai converters, loaded when first needed (their
    tables take about 0.3 s), then kept."""
    s2t, t2s, jp2t, t2jp = (opencc.OpenCC(config) for config in ("s2t", "t2s", "jp2t", "t2jp"))
    return s2t, t2s, jp2t, t2jp


@lru_cache(maxsize=65536)
def script_forms(word: str) -> frozenset[str]:
    """``word`` and the same word in traditional, simplified and Japanese script, each
    normalized: a word mixing scripts (「従业员」) is read whole, its traditional form
    (從業員) taken from both its Chinese and its Japanese characters."""
    if word.isascii():
        return frozenset({word})
    s2t, t2s, jp2t, t2jp = _converters()
    traditional = s2t.convert(jp2t.convert(word))
    forms = {word, traditional, t2s.convert(traditional), t2jp.convert(traditional)}
    return frozenset(normalize(form) for form in forms)


def in_simplified_script(text: str) -> str:
    """Chinese ``text`` written in simplified script (「臺灣」 → 台湾), as jieba's dictionary
    holds its words."""
    return _converters()[1].convert(text)


@lru_cache(maxsize=8192)
def simplified_only(char: str) -> bool:
    """Whether ``char`` is a character only simplified Chinese writes (团, 们, 这, 业): its
    traditional form differs and Japanese writes that one otherwise (団, 們, 這, 業). A
    character Japanese shares with simplified Chinese (会, 国, 体) is not."""
    if char.isascii() or len(char) != 1:
        return False
    s2t, _, jp2t, t2jp = _converters()
    traditional = s2t.convert(char)
    return traditional != char and jp2t.convert(char) == char and t2jp.convert(traditional) != char


_HAN_RE = re.compile(r"[\u3400-\u9fff]+")


def in_japanese_script(text: str) -> str:
    """Japanese ``text`` with each word the analyser's dictionary does not know written in
    Japanese script where Chinese script was used (「日本事*业*の」 → 日本事業の, 「*营业额*」 →
    営業額, 「一*个*の数字」 → 一個の数字), so the analyser reads the word a second-language
    writer meant instead of splitting it into unknown characters. A word the dictionary
    knows keeps its characters whatever they are in Chinese (干す, 准教授, 里), and so does
    any word whose conversion would change its length (spans are read on the text)."""
    s2t, _, jp2t, t2jp = _converters()
    pieces: list[str] = []
    last = 0
    for start, end in japanese_unknown_words(text):
        word = text[start:end]
        if not _HAN_RE.fullmatch(word):
            continue
        japanese = t2jp.convert(s2t.convert(jp2t.convert(word)))
        if len(japanese) != len(word) or japanese == word:
            continue
        pieces += [text[last:start], japanese]
        last = end
    return "".join(pieces) + text[last:]
