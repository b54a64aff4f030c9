"""The language a mixed message is asked in: the language of its grammar words.

A translator quotes terms in the language they translate from or into ("the Japanese deck
has 「日本事業 EBITDA 2023年度」 - what was Japan's EBITDA?", "the paragraph on 北上消费",
"translating it into 中文"): the question, its question words, auxiliaries, pronouns and
particles, is English, and so are the answer and the reading of its words. A message is
read as English when, outside its quotations and brackets, it holds English grammar words
and no CJK grammar word: no kana (particles, verb endings) and no Chinese particle, pronoun,
modal particle, copula or question word. A Chinese or Japanese question quoting an English
term (「英文稿里写的是 'gross margin'」, 「'Headcount' シートの訳注」) keeps its language.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

import rjieba

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._scripts import simplified_only

_QUOTED_RE = re.compile(
    r"「[^」]*」|『[^』]*』|“[^”]*”|‘[^’]*’|\"[^\"]*\"|(?<![A-Za-z])'[^']*'(?![A-Za-z])"
    r"|\([^()]*\)|（[^（）]*）|《[^》]*》|【[^】]*】"
)
"""A quotation or a bracket: what the asker cites, not how they ask."""

_CJK_RUN_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]+")

_KANA_RE = re.compile(r"[\u3040-\u30ff]")

_CHINESE_GRAMMAR_TAGS = ("u", "r", "y", "e")
"""rjieba's tags of particles (的, 了), pronouns (我, 这), modal particles (吗, 呢) and
interjections: grammar, never a term."""

_CHINESE_GRAMMAR_WORDS = frozenset({"是", "多少", "几", "吗", "呢", "吧", "要", "请", "把"})

_ENGLISH_GRAMMAR_RE = re.compile(
    r"\b(?:what|what's|which|how|who|where|when|why|is|are|was|were|did|does|do|can|could"
    r"|would|will|should|the|a|an|of|for|in|on|to|from|into|with|and|but|i|i'm|my|me|you"
    r"|your|it|its|it's|this|that|there|has|have|had|please|just|says|said)\b",
    re.IGNORECASE,
)
"""English grammar words: question words, auxiliaries, articles, prepositions, pronouns."""


def _chinese_grammar(run: str) -> bool:
    return any(
        word in _CHINESE_GRAMMAR_WORDS
        or word in gr.QUESTION_WORDS
        or tag.startswith(_CHINESE_GRAMMAR_TAGS)
        for word, tag in rjieba.tag(run)
    )


@lru_cache(maxsize=4096)
def asked_in_english(text: str) -> bool:
    """Whether ``text``, holding CJK, is asked in English: outside its quotations and
    brackets it holds at least two English grammar words and no CJK grammar word."""
    outside = _QUOTED_RE.sub(" ", text)
    if len(_ENGLISH_GRAMMAR_RE.findall(outside)) < 2:
        return False
    if _KANA_RE.search(outside):
        return False
    return not any(_chinese_grammar(run) for run in _CJK_RUN_RE.findall(outside))


def detect_lang(text: str) -> str:
    """``ja`` for kana or Japanese-only words, ``zh`` for other CJK, else ``en``. A
    Japanese word in a text without kana that holds a character only simplified Chinese
    writes (「集*团*全体的粗利率」) is a Chinese writer borrowing the word: ``zh``. A
    message asked with English grammar words that only quotes CJK terms is ``en``
    (``_language``)."""
    if not re.search(r"[\u3040-\u30ff\u3400-\u9fff]", text) or asked_in_english(text):
        return "en"
    if gr.JAPANESE_ONLY_RE.search(text):
        if re.search(r"[\u3040-\u30ff]", text) or not any(simplified_only(c) for c in text):
            return "ja"
        return "zh"
    if any("\u3400" <= ch <= "\u9fff" for ch in text):
        return "zh"
    return "en"


def script_lang(text: str) -> str:
    """The language a text's script alone shows, after NFKC: ``ja`` for any kana, ``zh``
    for Han without kana, else ``en``. For a reader judging a piece of a message on its
    own, where ``detect_lang``'s reading of the whole message does not apply."""
    nfkc = unicodedata.normalize("NFKC", text)
    if re.search(r"[\u3040-\u30ff]", nfkc):
        return "ja"
    return "zh" if re.search(r"[\u4e00-\u9fff]", nfkc) else "en"
