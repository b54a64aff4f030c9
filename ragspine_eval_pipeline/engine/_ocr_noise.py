"""Recognition errors of text run through OCR, repaired only where the repair is evidenced.

A scanned letter, a fax or a photographed printout reaches the engine with the shapes OCR
confuses: ``FY2O24`` (O for 0), ``FY2l`` (l for 1), ``nurnber`` (rn for m), ``sa1es``,
``EBlTDA``, ``reve nue`` (a word split), 「曰本」, 「シンガポ一ル」, 「マ力オ」, 「己经」. A
repair is made only when the text itself is evidence for it, never by a guess:

* a digit run: a token of digits and digit look-alikes (the closed class ``_DIGIT_LIKE``)
  holding a real digit is read as digits only where the result is a valid token: a year
  (``2O24``, ``FY2O2S``; two digits after ``FY``), a date or time written with its marks
  (``l2/O6/2O26``) or a number written onto a CJK counter (``6月l0日``); a year whose
  glyph may stand for two digits (``B``: 8 or 3) is written as both years, so the engine
  asks which, and one beside an unreadable mark (``FY202■``) is left unread; an item's
  number (``l. …``, ``item l``) is read as 1 where another line is numbered with a digit;
* a Latin word holding a look-alike (rn, 1, 0, 5, 8, a capital I among small letters, l
  before a consonant) is read as the one word its repairs give that the KB names or the
  dictionary knows, when the word as written is neither; two or more such words leave it;
* two Latin pieces of a word split by a space, in a text misread elsewhere, are joined
  when the joined form is a KB name or a dictionary word and no piece is a function word
  (``reve nue``, ``ex pansion``; ``prof it``: ``profit`` is a KB name); CJK ones when a
  KB name spans the space (「香 港」, 「毛 利率」);
* a CJK look-alike (the closed class ``_CJK_LIKE``: 己/已/巳, 末/未, 曰/日, ー/一, ロ/口,
  カ/力, 貝/員) is read as its twin when the twin makes a KB name the text lacks there, or
  a dictionary word (jieba's, Sudachi's) where the character as written is in none and no
  word follows it that it could qualify (「未审计」 stays).

Nothing else changes: a noisy token no rule repairs stays as written, so a year, market
or metric it may hide is refused or asked, never taken as another.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import product

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._spelling import is_a_word
from ragspine_eval_pipeline.kb.analysis import (
    chinese_dictionary_word,
    english_word_classes,
    japanese_parts_of_speech,
    japanese_unknown_words,
    normalize,
)
from ragspine_eval_pipeline.text import STOPWORDS

__all__ = ["without_recognition_errors"]

_DIGIT_LIKE: dict[str, str] = {
    "O": "0",
    "o": "0",
    "l": "1",
    "I": "1",
    "|": "1",
    "S": "5",
    "B": "83",
    "Z": "27",
}
"""The glyphs OCR reads a digit as, with every digit each may stand for (closed class)."""

_UNREADABLE = "■□�▯"
"""Marks OCR writes for a glyph it could not read."""

_TOKEN_RE = re.compile(r"[0-9A-Za-z|]+")
_YEAR_RE = re.compile(r"(?:19|20)\d\d")
_FY_RE = re.compile(r"(?i)(fy)(.+)")
_DATE_MARKS = "/:.-"
_CJK = r"\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff"
_CJK_CHAR_RE = re.compile(f"[{_CJK}]")

_WORD_RE = re.compile(r"[A-Za-z0-9|]*[A-Za-z][A-Za-z0-9|]*")
_WORD_SWAPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("rn", ("m",)),
    ("1", ("l", "i")),
    ("|", ("l", "i")),
    ("0", ("o",)),
    ("5", ("s",)),
    ("8", ("b",)),
    ("l", ("i",)),
    ("I", ("l",)),
)
"""What each look-alike inside a Latin word may stand for (closed class)."""
_MAX_SPOTS = 6

_CJK_LIKE: dict[str, str] = {
    "己": "已巳",
    "已": "己",
    "巳": "已己",
    "末": "未",
    "未": "末",
    "曰": "日",
    "ー": "一",
    "一": "ー",
    "ロ": "口",
    "口": "ロ",
    "カ": "力",
    "力": "カ",
    "貝": "員",
}
"""CJK look-alikes OCR confuses, each with its twins (closed class)."""


def without_recognition_errors(text: str, matcher: Matcher) -> str:
    """``text`` with the recognition errors repaired that the text gives evidence for."""
    read = _words_repaired(_dates_and_pages(_list_numbers(_digit_runs(text))), matcher)
    # Latin words are joined only in a text OCR is seen to have misread elsewhere: two
    # words side by side are otherwise as the asker wrote them.
    read = _split_words_joined(read, matcher, latin=read != text)
    return _cjk_repaired(read, matcher)


def _digit_reading(run: str) -> tuple[str, ...]:
    """Every digit string ``run`` may read as (none when a glyph is no digit look-alike)."""
    choices: list[str] = []
    for char in run:
        if char.isdigit() and char.isascii():
            choices.append(char)
        elif char in _DIGIT_LIKE:
            choices.append(_DIGIT_LIKE[char])
        else:
            return ()
    return tuple(sorted("".join(p) for p in product(*choices)))


def _noisy_digits(run: str) -> bool:
    """Whether ``run`` holds both a real digit and a look-alike."""
    return any(c.isdigit() for c in run) and any(c in _DIGIT_LIKE for c in run)


def _digit_runs(text: str) -> str:
    out: list[str] = []
    last = 0
    for m in _TOKEN_RE.finditer(text):
        read = _token_read(text, m)
        if read is not None:
            out += [text[last : m.start()], read]
            last = m.end()
    return "".join([*out, text[last:]])


def _token_read(text: str, m: re.Match[str]) -> str | None:
    """The repair of the token ``m``, or None to leave it."""
    token = m.group()
    before, after = text[m.start() - 1 : m.start()], text[m.end() : m.end() + 1]
    fy = _FY_RE.fullmatch(token)
    if fy is not None and _noisy_digits(fy.group(2)):
        years = _years(fy.group(2), short=True)
        if _unreadable(after):
            return None
        return " or ".join(fy.group(1) + y for y in years) if years else None
    if not _noisy_digits(token) or _unreadable(after) or _unreadable(before):
        return None
    years = _years(token, short=False)
    if years:
        return " or ".join(years)
    readings = _digit_reading(token)
    if len(readings) != 1:
        return None
    in_date = (before and before in _DATE_MARKS and _digitish(text, m.start() - 1, -1)) or (
        after and after in _DATE_MARKS and _digitish(text, m.end(), 1)
    )
    onto_cjk = bool(_CJK_CHAR_RE.match(after) or _CJK_CHAR_RE.match(before))
    return readings[0] if in_date or onto_cjk else None


_ITEM_MARK_RE = re.compile(r"(?m)^([ \t]*)([lI|])([.)])(?=[ \t])")
_NUMBERED_RE = re.compile(r"(?m)^[ \t]*[0-9]{1,2}[.)][ \t]")
_ITEM_REF_RE = re.compile(r"(?i)\b(item|no\.|number|point)[ \t]*[lI|](?![A-Za-z0-9])")


_DATE_DAY_RE = re.compile(r"(\d{1,2}\s*月\s*\d{1,2}\s*)曰")
_COUNTED_RE = re.compile(r"([第共]\s*)([lI|O]{1,2})(?=\s*[页頁条])")
_PAGE_NUMBER_RE = re.compile(
    r"(?i)(?<![a-z])((?:page|p\.|pp\.)\s*)([0-9lIOS|]{1,3})(?:(\s*(?:of|/)\s*)([0-9lIOS|]{1,3}))?"
    r"(?![A-Za-z0-9])"
)


def _dates_and_pages(text: str) -> str:
    """``text`` with a date's 曰 read as 日 (「6月10曰」) and a page's or item's number
    read as digits after the word that counts it (``Page l of S``, ``p.l2``, 「第l页」)."""
    text = _DATE_DAY_RE.sub(r"\1日", text)
    text = _COUNTED_RE.sub(lambda m: m.group(1) + _as_digits(m.group(2)), text)

    def page(m: re.Match[str]) -> str:
        numbers = [_as_digits(n) if n else n for n in (m.group(2), m.group(4))]
        if any(n is not None and not n.isdigit() for n in numbers):
            return m.group()
        if not m.group(3) and not any(c.isdigit() for c in m.group(2)):
            return m.group()  # "P.S." is a postscript: a page's number has a digit or a total
        tail = f"{m.group(3)}{numbers[1]}" if m.group(3) else ""
        return f"{m.group(1)}{numbers[0]}{tail}"

    return _PAGE_NUMBER_RE.sub(page, text)


def _as_digits(run: str) -> str:
    """``run`` read as digits where each glyph has one reading, else as written."""
    readings = _digit_reading(run)
    return readings[0] if len(readings) == 1 else run


def _list_numbers(text: str) -> str:
    """``text`` with an item's number read as 1 (``l. …``, ``item l``) where another line
    of the text is numbered with a digit: a list is evidence that the glyph is a number."""
    if not _NUMBERED_RE.search(text):
        return text
    text = _ITEM_MARK_RE.sub(lambda m: f"{m.group(1)}1{m.group(3)}", text)
    return _ITEM_REF_RE.sub(lambda m: f"{m.group(1)} 1", text)


def _unreadable(char: str) -> bool:
    return bool(char) and char in _UNREADABLE


def _years(run: str, *, short: bool) -> tuple[str, ...]:
    """The years ``run`` reads as (every reading must be one), else nothing."""
    readings = _digit_reading(run)
    if not readings:
        return ()
    if all(_YEAR_RE.fullmatch(r) for r in readings):
        return readings
    if short and all(len(r) == 2 for r in readings):
        return readings
    return ()


def _digitish(text: str, mark: int, step: int) -> bool:
    """Whether a digit or look-alike stands beside the date mark at ``mark``."""
    near = text[mark + step : mark + step + 1] if step > 0 else text[mark - 1 : mark]
    return bool(near) and (near.isdigit() or near in _DIGIT_LIKE)


def _known(word: str, matcher: Matcher) -> bool:
    """Whether ``word`` is a KB name word or a word the English dictionary gives a part of
    speech (wordfreq's list is no evidence here: it holds OCR's own slips, "wili")."""
    folded = normalize(word)
    return bool(english_word_classes(folded)) or _kb_word(folded, matcher)


def _kb_word(folded: str, matcher: Matcher) -> bool:
    return any(
        m.start == 0 and m.end == len(folded) and not m.misspelt for m in matcher.find(folded)
    )


def _candidates(word: str) -> set[str]:
    """Every spelling ``word`` gives with its look-alikes read otherwise."""
    spots: list[tuple[int, int, tuple[str, ...]]] = []
    for glyph, reads in _WORD_SWAPS:
        for m in re.finditer(re.escape(glyph), word):
            if glyph == "l" and not _l_for_i(word, m.start()):
                continue
            if glyph == "I" and not _among_small(word, m.start()):
                continue
            if glyph in "05" + "8" and not any(c.isalpha() for c in word):
                continue
            if glyph == "l" and (m.start() == 0 or word[m.start() + 1 : m.start() + 2].isupper()):
                reads = ("I",)
            spots.append((m.start(), m.end(), reads))
    spots = _apart(spots)
    if not spots or len(spots) > _MAX_SPOTS:
        return set()
    found: set[str] = set()
    for choice in product(*[(None, *reads) for _, _, reads in spots]):
        if all(c is None for c in choice):
            continue
        out, last = [], 0
        for (start, end, _), read in zip(spots, choice, strict=True):
            out += [word[last:start], word[start:end] if read is None else read]
            last = end
        found.add("".join([*out, word[last:]]))
    return found


def _apart(spots: list[tuple[int, int, tuple[str, ...]]]) -> list[tuple[int, int, tuple[str, ...]]]:
    """The spots that overlap no earlier one, in text order."""
    kept: list[tuple[int, int, tuple[str, ...]]] = []
    for spot in sorted(spots):
        if all(spot[0] >= k[1] or spot[1] <= k[0] for k in kept):
            kept.append(spot)
    return kept


def _l_for_i(word: str, at: int) -> bool:
    """An ``l`` that may be a capital I: before a consonant, or among capitals (EBlTDA)."""
    nxt = word[at + 1 : at + 2]
    prev = word[at - 1 : at]
    return (nxt.isalpha() and nxt.lower() not in "aeiouy") or (nxt.isupper() and prev.isupper())


def _among_small(word: str, at: int) -> bool:
    prev, nxt = word[at - 1 : at], word[at + 1 : at + 2]
    return prev.islower() or (at > 0 and nxt.islower())


def _words_repaired(text: str, matcher: Matcher) -> str:
    def read(m: re.Match[str]) -> str:
        word = m.group()
        if _known(word, matcher):
            return word
        if len(word) < 3 or (is_a_word(normalize(word)) and not _noisy_digits(word)):
            return word
        known = {c.lower(): c for c in _candidates(word) if _known(c, matcher)}
        if len(known) != 1:
            return word
        repaired = next(iter(known.values()))
        return repaired.upper() if word.isupper() else repaired

    return _WORD_RE.sub(read, text)


_LATIN_GAP_RE = re.compile(r"(?<=[A-Za-z]) (?=[A-Za-z])")
_CJK_GAP_RE = re.compile(f"(?<=[{_CJK}]) (?=[{_CJK}])")


def _split_words_joined(text: str, matcher: Matcher, *, latin: bool) -> str:
    """``text`` with each single space inside a split word taken out (in Latin words only
    when ``latin``)."""
    gaps = [
        g.start()
        for g in _LATIN_GAP_RE.finditer(text)
        if latin and _latin_split(text, g.start(), matcher)
    ]
    gaps += [g.start() for g in _CJK_GAP_RE.finditer(text) if _cjk_split(text, g.start(), matcher)]
    for at in sorted(gaps, reverse=True):
        text = text[:at] + text[at + 1 :]
    return text


def _latin_split(text: str, gap: int, matcher: Matcher) -> bool:
    """Whether the space at ``gap`` splits one word: joined, the pieces make a KB name
    (the two words are none), or a dictionary word where a piece is no word."""
    first = re.search(r"(?<![A-Za-z0-9|'’-])[A-Za-z]+$", text[:gap])
    second = re.match(r"[A-Za-z]+(?![0-9|'’-])", text[gap + 1 :])
    if first is None or second is None:
        return False
    joined = normalize(first.group() + second.group())
    if _kb_word(normalize(f"{first.group()} {second.group()}"), matcher):
        return False
    if _kb_word(joined, matcher):
        return True
    if len(joined) < 3 or not english_word_classes(joined):
        return False
    if any(normalize(p.group()) in STOPWORDS for p in (first, second)):
        return False  # a function word stands on its own ("in ext.", "a round")
    known = [_known(p.group(), matcher) for p in (first, second)]
    if not any(known):
        return True
    # One piece a word of its own: the other must be no word of three letters or more
    # ("ex pansion"), never a letter or two ("the e bit da", "Re draft").
    return (
        not all(known)
        and min(len(first.group()), len(second.group())) >= 2
        and all(len(p.group()) >= 3 for p, k in zip((first, second), known, strict=True) if not k)
    )


def _cjk_split(text: str, gap: int, matcher: Matcher) -> bool:
    """Whether the space at ``gap`` splits a KB name written in CJK (香 港, 毛 利率)."""
    lo = max(0, gap - 6)
    before = text[lo:gap]
    return _named_across(before + text[gap + 1 : gap + 7], len(before), matcher)


def _named_across(text: str, at: int, matcher: Matcher) -> bool:
    """Whether a KB name (not a misspelling) holds the characters either side of ``at``."""
    return any(m.start < at < m.end and not m.misspelt for m in matcher.find(normalize(text)))


def _japanese(text: str) -> bool:
    """Whether ``text`` is written in Japanese: kana other than a look-alike's (ロ, カ, ー)."""
    return any("\u3040" <= c <= "\u30ff" and c not in _CJK_LIKE and c != "・" for c in text)


_KATAKANA_RE = re.compile(r"[\u30a1-\u30fa]")
_KANA_LIKE = "ーロカ"
"""The katakana look-alikes: read as kanji only between kanji, and a kanji read as one of
them only beside katakana (「シンガポ一ル」, 「IR窗ロ」; never 「しんがぽーる」, 「もう一点」)."""


def _kanji(char: str) -> bool:
    """Whether ``char`` is a CJK character and no kana."""
    return bool(_CJK_CHAR_RE.match(char)) and not "\u3040" <= char <= "\u30ff"


def _cjk_repaired(text: str, matcher: Matcher) -> str:
    chars = list(text)
    for at, char in enumerate(chars):
        twins = _CJK_LIKE.get(char)
        if twins is None:
            continue
        beside = "".join(chars[max(0, at - 1) : at]) + "".join(chars[at + 1 : at + 2])
        if char in _KANA_LIKE and not (beside and all(map(_kanji, beside))):
            continue
        if any(t in _KANA_LIKE for t in twins) and not _KATAKANA_RE.search(beside):
            continue
        current = "".join(chars)
        for twin in twins:
            if _evidenced(current, at, twin, matcher):
                chars[at] = twin
                break
    return "".join(chars)


def _evidenced(text: str, at: int, twin: str, matcher: Matcher) -> bool:
    """Whether ``twin`` at ``at`` makes a KB name or dictionary word the text lacks."""
    lo, hi = max(0, at - 8), at + 9
    window = text[lo:hi]
    repaired = window[: at - lo] + twin + window[at - lo + 1 :]
    if _named_at(repaired, at - lo, matcher) and not _named_at(window, at - lo, matcher):
        return True
    if not _CJK_CHAR_RE.match(text[at - 1 : at] or " ") and not _CJK_CHAR_RE.match(
        text[at + 1 : at + 2] or " "
    ):
        return False
    japanese = _japanese(text)
    return (
        _dictionary_at(repaired, at - lo, japanese)
        and not _dictionary_at(window, at - lo, japanese)
        and not _word_after(window, at - lo, japanese)
    )


def _named_at(text: str, at: int, matcher: Matcher) -> bool:
    return any(m.start <= at < m.end and not m.misspelt for m in matcher.find(normalize(text)))


@lru_cache(maxsize=4096)
def _dictionary_word(word: str, japanese: bool) -> bool:
    """Whether ``word`` is a dictionary word: jieba's entry in Chinese, one known Sudachi
    morpheme in Japanese."""
    if not japanese:
        return chinese_dictionary_word(word)
    parts = japanese_parts_of_speech(word)
    return len(parts) == 1 and not japanese_unknown_words(word)


def _dictionary_at(text: str, at: int, japanese: bool) -> bool:
    """Whether a dictionary word of two or three characters covers ``at``."""
    return any(
        _dictionary_word(text[start : start + size], japanese)
        for size in (2, 3)
        for start in range(at - size + 1, at + 1)
        if start >= 0 and start + size <= len(text) and _all_cjk(text[start : start + size])
    )


def _word_after(text: str, at: int, japanese: bool) -> bool:
    """Whether a dictionary word starts right after ``at`` (what the character qualifies)."""
    return any(
        _all_cjk(text[at + 1 : at + 1 + size])
        and _dictionary_word(text[at + 1 : at + 1 + size], japanese)
        for size in (2, 3)
        if at + 1 + size <= len(text)
    )


def _all_cjk(text: str) -> bool:
    return all(_CJK_CHAR_RE.match(c) for c in text)
