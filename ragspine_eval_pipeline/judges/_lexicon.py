"""Word lists the lexical judge needs: negation look-alikes and cues for names.

Lexical overlap cannot see that "Beta Corp" is a different company from "Acme Corp"
when both are one token out of ten, nor that 非常 ("very") negates nothing. These cues
let the judge demand that names agree with the evidence and count only real negation.
"""

from __future__ import annotations

import re
import unicodedata

from ragspine_eval_pipeline.text import CJK_CHARS, STOPWORDS

# Compounds that contain a negation character but negate nothing ("未来" future, "非常"
# very, "不動産" real estate, "无人机" drone).
_NOT_NEGATION = (
    "not only",
    "未来",
    "非常",
    "无论",
    "無論",
    "不过",
    "不断",
    "不仅",
    "不少",
    "不久",
    "不动产",
    "不動産",
    "无人机",
    "無人機",
    "无锡",
    "无线",
    "無線",
    "非洲",
    "未満",
    "少ない",
    "危ない",
    "まず",
    "必ず",
    "わずか",
    "ずつ",
    "ずっと",
    "いずれ",
    "はず",
)
NOT_NEGATION: frozenset[str] = frozenset(_NOT_NEGATION)
"""Words that begin with a negation character but negate nothing (未来, 非常, 不断)."""

_CODE_RE = re.compile(rf"[^\W{CJK_CHARS}]+")
_LETTERS_RE = re.compile(r"[^\W\d_]+")


def latin_names(text: str) -> tuple[set[str], set[str]]:
    """Casefolded tokens of names and codes written in Latin script: (names, maybe names).

    A word is a name when it is all capitals (``ACME``, ``HK``), part of a code mixing
    letters with digits or underscores (``FY2025``, ``ACME_HK``), or capitalized
    anywhere but at the start of the sentence (``... by Contoso``). A capitalized first
    word is only maybe a name (``Revenue rose`` / ``Contoso reported``).
    """
    surface = unicodedata.normalize("NFKC", text)
    names: set[str] = set()
    maybe: set[str] = set()
    for index, run in enumerate(_CODE_RE.findall(surface)):
        if run.isdigit() or (run.islower() and run.isalpha()):
            continue  # a number, or a plain lower-case word
        parts = _LETTERS_RE.findall(run)
        if "_" in run or len(parts) != 1 or parts[0] != run:
            names.update(p.casefold() for p in parts)
        elif (len(run) >= 2 and run.isupper()) or (run[0].isupper() and index > 0):
            names.add(run.casefold())
        elif run[0].isupper():
            maybe.add(run.casefold())
    return names - STOPWORDS, maybe - STOPWORDS


def proper_nouns(sentences: list[str]) -> set[str]:
    """Words the text itself treats as names: capitalized inside a sentence, never lower."""
    capitalized: set[str] = set()
    lower: set[str] = set()
    for sentence in sentences:
        for index, match in enumerate(_LETTERS_RE.finditer(sentence)):
            word = match.group()
            if word[0].isupper():
                if index > 0:
                    capitalized.add(word.casefold())
            elif word[0].islower():
                lower.add(word)
    return capitalized - lower - STOPWORDS
