"""Word lists the lexical judge needs: negation cues, entity cues, clause breaks.

Lexical overlap cannot see that "did not acquire" contradicts "acquired", nor that
"Beta Corp" is a different company from "Acme Corp" when both are one token out of ten.
These cues let the judge demand that negation and names agree with the passage.
"""

from __future__ import annotations

import re
import unicodedata

from ragspine_eval_pipeline.text import CJK_CHARS, STOPWORDS, normalize, tokenize

# --- negation ---------------------------------------------------------------------

# Compounds that contain a negation character but negate nothing: masked before the
# cue search ("未来" future, "非常" very, "不動産" real estate, "少ない" few, "必ず" surely).
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
_NOT_NEGATION_RE = re.compile("|".join(re.escape(w) for w in _NOT_NEGATION))
NOT_NEGATION: frozenset[str] = frozenset(_NOT_NEGATION)
"""Words that begin with a negation character but negate nothing (未来, 非常, 不断)."""
_ENGLISH_NEGATION_RE = re.compile(
    r"\b(?:not|no|never|without|none|nobody|nothing|neither|nor|cannot|no longer)\b|n['’]t\b"
)


def english_negations(text: str) -> int:
    """Number of English negation cues in casefolded ``text``."""
    return len(_ENGLISH_NEGATION_RE.findall(text))


_NEGATION_RE = re.compile(
    r"\b(?:not|no|never|without|none|nobody|nothing|neither|nor|cannot|no longer)\b"
    r"|n['’]t\b"
    r"|[不没沒未无無非否]"  # Chinese, and the kanji prefixes Japanese shares
    r"|ない|なかっ|ません|なし|無し|ず"  # Japanese verb and adjective endings
)


def negations(text: str) -> int:
    """Number of negation cues in normalized ``text``, in any of the three languages.

    A count rather than a flag, so that a negation added to a clause that already holds
    one ("没有召回...无人机") still changes the result.
    """
    return len(_NEGATION_RE.findall(_NOT_NEGATION_RE.sub(" ", text)))


# Clause breaks: a negation in one clause says nothing about the next one.
_CLAUSE_RE = re.compile(
    r"(?<!\d)[,，](?!\d)|(?<=\d)[,，](?!\d{3})|[;；:：、]"
    r"|\b(?:but|although|though|while|whereas|however)\b|但是|但|而|然而|が、"
)


def split_clauses(text: str) -> list[str]:
    """Split normalized ``text`` into clauses; thousands separators are kept."""
    return [c for c in _CLAUSE_RE.split(text) if c.strip()]


# --- entities ---------------------------------------------------------------------

# Place and region names common in business text. CJK has no capital letters, so these
# are the CJK tokens a claim may not swap; a caller can add its own (company names).
GAZETTEER: tuple[str, ...] = tuple(
    """香港 深圳 上海 北京 广州 廣州 杭州 成都 武汉 南京 苏州 天津 重庆 西安 澳门 澳門
    台湾 臺灣 台北 新加坡 东京 東京 大阪 名古屋 福冈 福岡 京都 横滨 横浜 札幌 神戸
    日本 中国 美国 米国 英国 德国 ドイツ 法国 フランス 韩国 韓国 欧洲 欧州 亚洲 アジア
    北美 北米 华南 華南 华东 華東 华北 華北 九州 関西 関東 北海道 沖縄 深セン""".split()  # noqa: SIM905
)

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


def compile_gazetteer(names: tuple[str, ...]) -> re.Pattern[str] | None:
    """One alternation over normalized ``names``, longest first; None when empty."""
    normalized = sorted({normalize(n) for n in names if n.strip()}, key=len, reverse=True)
    if not normalized:
        return None
    return re.compile("|".join(re.escape(n) for n in normalized))


def gazetteer_tokens(pattern: re.Pattern[str] | None, normalized_text: str) -> set[str]:
    """Tokens of every listed name found in ``normalized_text``."""
    if pattern is None:
        return set()
    out: set[str] = set()
    for match in pattern.finditer(normalized_text):
        out.update(tokenize(match.group()))
    return out - STOPWORDS
