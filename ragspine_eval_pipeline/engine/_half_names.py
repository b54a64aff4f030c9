"""Half-remembered names: a name with a word of "something" standing for a part of it.

An asker unsure of a name says the part they remember and puts a placeholder for the
rest: "the gross-something margin", "Japan's net something", "the something-profit",
"the risk thingy report", 「毛什么率」, 「那个什么利润来着」, 「ESG什么报告」, 「粗なんとか率」,
「当期なんとか利益」, 「なんとかレポート」. The words beside the placeholder are a pattern
(what the name opens with, what it closes on, anything or nothing between) read against
the KB's own names and aliases of its metrics and documents:

- where the names that fit are all one code's, the placeholder's phrase is that code's
  name, when the placeholder is written onto the words remembered ("gross-something",
  "something-profit") or between them ("gross something margin"); a placeholder merely
  beside a word ("Japan's net something") is settled only by the asker's guess;
- where they are several codes' and the question also names one of them whole ("net
  something — net profit, probably?", 「売上なんとか、売上高は」), the asker's guess names it;
- where they are several codes' and some name of the KB names exactly those codes (a bare
  "profit" names EBITDA and net profit), the phrase is that name, so the engine asks which;
- anything else (no name fits, codes of two kinds, several codes no one name covers) is
  left as written, so the words are refused as the KB lacks them: a placeholder never
  stands for a name the KB lacks, nor silently picks one of two.

The hedge "-ish" on a word ("headcount-ish", "September-ish", 「10 percent-ish」) says the
word is meant roughly: the word is kept, the hedge goes.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from ragspine_eval_pipeline.engine._names import matcher_for
from ragspine_eval_pipeline.kb.analysis import LATIN_WORD_RE, normalize, stem
from ragspine_eval_pipeline.kb.vocabulary import Vocabulary
from ragspine_eval_pipeline.text import STOPWORDS

__all__ = ["with_half_names"]

_KINDS = ("metric", "document", "source", "scope")
"""The kinds of name a placeholder may stand in: a metric's, a document's, a source's or
a market's."""

_EN_PLACEHOLDER = (
    r"(?:something(?:[- ]or[- ]other)?|somethin['’]?|whatever(?:[- ]it['’]?s[- ]called)?"
    r"|what['’]?s[- ]its[- ]name|what[- ]d(?:o|['’])[- ]you[- ]call[- ]it|whatsit|whatchamacallit"
    r"|thingy|thingamajig|thingummy|so-and-so)"
)
_EN_RE = re.compile(
    r"(?<![\w'’])(?P<before>(?:[a-z0-9][\w&]*[ -]){0,4})"
    r"(?P<slot>" + _EN_PLACEHOLDER + r")"
    r"(?P<after>(?:[ -][a-z0-9][\w&]*){0,4})",
    re.IGNORECASE,
)
"""A placeholder with up to four words on each side it may be written with."""

_REPEATED_RE = re.compile(r"(?<![\w'’])(something)(?:[- ]something)+(?![\w'’])", re.IGNORECASE)
""""something-something": one placeholder said twice."""

_CJK_PLACEHOLDER = {
    "zh": r"(?:什么什么|什么|啥|某某)",
    "ja": r"(?:なんとか|何とか|ナントカ|なんたら|なんちゃら|なにがし)",
}
_ZH_BEFORE = r"[A-Za-z0-9\u4e00-\u9fff]{0,8}"
_JA_BEFORE = r"[A-Za-z0-9\u4e00-\u9fff\u30a0-\u30ff々]{0,8}"
_DEMONSTRATIVE_RE = re.compile(r"(?:那个|这个|那|这|某个|个|的)$")
"""Words pointing at the name before a Chinese placeholder, never part of it."""
_ASKING_RE = re.compile(r"多少|几|了|什么|怎么|いくら|何")
"""Words of asking or telling inside a name the KB lists (「做了多少生意」): a phrase
describing the figure, no name to half-remember."""
_NOT_A_NAME_ZH = re.compile(r"^(?:时候|样|么|地方|意思|原因|情况|问题)")
"""Words after 什么 that make it ask (「什么时候」, 「什么样」): no placeholder."""

_ISH_RE = re.compile(r"(?<=[\w%])-ish\b|(?<=[\w%]) ish\b", re.IGNORECASE)
"""The hedge "-ish" written onto a word or a number."""


@dataclass(frozen=True)
class _Names:
    """The KB's metric and document names, for fitting a pattern to."""

    latin: tuple[tuple[tuple[str, ...], str, str, str], ...]
    """(stems of a Latin name, kind, code, the name normalized)."""
    cjk: tuple[tuple[str, str, str], ...]
    """(a CJK name, normalized, kind, code)."""
    display: dict[str, dict[str, str]]
    """Each code's display name by language."""


_LONGEST_NAME = 4
"""The most words of a name a placeholder may stand in part of: longer aliases describe
a figure ("how much of each sale remains …") and are no name to half-remember."""
_NOT_IN_A_NAME = frozenset(["how", "much", "many", "what", "which", "who", "when", "where"])
"""Question words, which open or close no name the asker remembers a part of."""

_Fit = tuple[str, str, int]
"""A name fitting a pattern: its kind, its code and its length."""


@lru_cache(maxsize=8)
def _names(vocabulary_json: str) -> _Names:
    vocabulary = Vocabulary.model_validate(json.loads(vocabulary_json))
    latin: list[tuple[tuple[str, ...], str, str, str]] = []
    cjk: list[tuple[str, str, str]] = []
    display: dict[str, dict[str, str]] = {}
    for term in vocabulary.terms:
        if term.kind not in _KINDS:
            continue
        display[term.code] = dict(term.names)
        for alias in (*term.aliases, *(a for v in term.aliases_in.values() for a in v)):
            folded = normalize(alias)
            if folded.isascii():
                # A name written with a sign ("gross profit %") is not read word by word.
                if re.fullmatch(r"[a-z0-9][a-z0-9 '\-]*", folded):
                    key = tuple(stem(w) for w in LATIN_WORD_RE.findall(folded))
                    latin.append((key, term.kind, term.code, folded))
            elif not re.search(r"[、・,，%％]", folded):
                cjk.append((folded, term.kind, term.code))
    return _Names(tuple(latin), tuple(cjk), display)


def _latin_fits(
    names: _Names, before: tuple[str, ...], after: tuple[str, ...], clipped: tuple[bool, bool]
) -> set[_Fit]:
    """The (kind, code) of each Latin name opening on ``before`` and closing on ``after``;
    a word written onto the placeholder ("EBIT-something", "something-count") may be the
    start or the end of the name's word."""
    n, m = len(before), len(after)
    fits = set()
    for key, kind, code, _ in names.latin:
        if (
            len(key) > _LONGEST_NAME
            or len(key) < n + m
            or (n + m == len(key) and n and m and key[n - 1] is key[n])
        ):
            continue
        head, tail = key[:n], key[len(key) - m :]
        if n and clipped[0] and len(before[-1]) >= 3:
            opens = head[:-1] == before[:-1] and head[-1].startswith(before[-1])
        else:
            opens = head == before
        if m and clipped[1] and len(after[0]) >= 3:
            closes = tail[1:] == after[1:] and tail[0].endswith(after[0])
        else:
            closes = tail == after
        if opens and closes:
            fits.add((kind, code, len(key)))
    return fits


def _cjk_fits(names: _Names, before: str, after: str) -> set[_Fit]:
    return {
        (kind, code, len(alias))
        for alias, kind, code in names.cjk
        if len(alias) >= len(before) + len(after)
        and not _ASKING_RE.search(alias)
        and alias.startswith(before)
        and alias.endswith(after)
    }


def _resolved(
    fits: set[_Fit],
    fragment: str,
    one_sided: bool,
    loose: bool,
    question: str,
    lang: str,
    vocabulary_json: str,
    names: _Names,
) -> str | None:
    """The name the placeholder's phrase reads as, or None to leave it as written."""
    if len({kind for kind, _, _ in fits}) > 1:
        # Names of two kinds fit ("Singa-something": the market, its market update): the
        # shortest say what the words remembered name.
        shortest = min(length for _, _, length in fits)
        fits = {fit for fit in fits if fit[2] == shortest}
    kinds = {kind for kind, _, _ in fits}
    codes = frozenset(code for _, code, _ in fits)
    if len(kinds) != 1:
        return None
    guessed = None
    if len(codes) > 1:
        guessed = _guess(codes, question, vocabulary_json)
        if guessed is not None:
            codes = frozenset([guessed])
    if loose and guessed is None:
        return None  # "Japan's net something": only the asker's guess says which
    if len(codes) == 1:
        (code,) = codes
        if one_sided and guessed is None and _names_alone(fragment, code, names):
            # "the something revenue": the words remembered are the name whole, and the
            # placeholder a word more, which may narrow it (online, like-for-like).
            return None
        shown = names.display.get(code, {})
        return shown.get(lang) or shown.get("en") or code
    return _covering_name(codes, fragment, lang, names)


def _names_alone(fragment: str, code: str, names: _Names) -> bool:
    """Whether ``fragment`` is itself a name of ``code``."""
    key = tuple(stem(w) for w in LATIN_WORD_RE.findall(fragment))
    return any(c == code and k == key for k, _, c, _ in names.latin) or any(
        c == code and a == fragment for a, _, c in names.cjk
    )


def _guess(codes: frozenset[str], question: str, vocabulary_json: str) -> str | None:
    """The one of ``codes`` the question names whole elsewhere, alone, if exactly one."""
    named = set()
    for mention in matcher_for(vocabulary_json).find(normalize(question)):
        if mention.kind in _KINDS:
            named.add((mention.start, mention.end, mention.code))
    spans: dict[tuple[int, int], set[str]] = {}
    for start, end, code in named:
        spans.setdefault((start, end), set()).add(code)
    alone = {next(iter(c)) for c in spans.values() if len(c) == 1 and c <= codes}
    return next(iter(alone)) if len(alone) == 1 else None


def _covering_name(codes: frozenset[str], fragment: str, lang: str, names: _Names) -> str | None:
    """The name of the KB naming exactly ``codes``: the words the asker remembered where
    they are one ("the something-profit": profit), else the shortest."""
    by_name: dict[str, set[str]] = {}
    if lang == "en":
        for _, _, code, alias in names.latin:
            by_name.setdefault(alias, set()).add(code)
    else:
        for alias, _, code in names.cjk:
            by_name.setdefault(alias, set()).add(code)
    if by_name.get(fragment) == set(codes):
        return fragment
    exact = sorted((n for n, c in by_name.items() if c == codes), key=lambda n: (len(n), n))
    return exact[0] if exact else None


def _best(
    n: int,
    m: int,
    fits_of: Callable[[int, int], set[_Fit]],
    attached: tuple[bool, bool],
    stop: tuple[bool, bool],
) -> tuple[int, int, set[_Fit]] | None:
    """The most words before (up to ``n``) and after (up to ``m``) the placeholder a name
    fits, with the names: a side ``attached`` to the placeholder is used, one whose next
    word is a stopword is not; a market's name fits only by how it opens."""
    best: tuple[int, int, set[_Fit]] | None = None
    for i in range(0 if stop[0] else n, -1, -1):
        for j in range(0 if stop[1] else m, -1, -1):
            if i + j == 0 or (best is not None and i + j <= best[0] + best[1]):
                continue
            if (attached[0] and not stop[0] and i == 0) or (attached[1] and not stop[1] and j == 0):
                continue
            fits = {fit for fit in fits_of(i, j) if i or fit[0] != "scope"}
            if fits:
                best = (i, j, fits)
    return best


def _outside_a_name(words: list[str]) -> bool:
    """Whether ``words`` open or close on a word no remembered part of a name has."""
    ends = {words[0].lower(), words[-1].lower()} if words else set()
    return bool(ends & (_NOT_IN_A_NAME | STOPWORDS))


def _en_phrase(match: re.Match[str], question: str, vocab: str, names: _Names) -> str | None:
    before_words = re.split(r"[ -]", match.group("before").strip(" -"))
    after_words = re.split(r"[ -]", match.group("after").strip(" -"))
    before = [w for w in before_words if w]
    after = [w for w in after_words if w]
    clipped = (match.group("before").endswith("-"), match.group("after").startswith("-"))
    best = _best(
        len(before),
        len(after),
        lambda i, j: (
            set()
            if _outside_a_name([*before[len(before) - i :], *after[:j]])
            else _latin_fits(
                names,
                tuple(stem(w.lower()) for w in before[len(before) - i :]),
                tuple(stem(w.lower()) for w in after[:j]),
                clipped,
            )
        ),
        clipped,
        (
            bool(before) and before[-1].lower() in STOPWORDS,
            bool(after) and after[0].lower() in STOPWORDS,
        ),
    )
    if best is None:
        return None
    i, j, fits = best
    fragment = normalize(" ".join([*before[len(before) - i :], *after[:j]]))
    loose = not (i and j) and not ((i and clipped[0]) or (j and clipped[1]))
    name = _resolved(fits, fragment, not (i and j), loose, question, "en", vocab, names)
    if name is None:
        return None
    kept_before = " ".join(before[: len(before) - i])
    kept_after = " ".join(after[j:])
    return " ".join(p for p in (kept_before, name, kept_after) if p)


def _english(question: str, vocab: str, names: _Names) -> str:
    question = _REPEATED_RE.sub(r"\1", question)
    out: list[str] = []
    at = 0
    for match in _EN_RE.finditer(question):
        phrase = _en_phrase(match, question, vocab, names)
        if phrase is None:
            continue
        start = match.start()
        lead = re.match(r"\s*", question[start : match.end()])
        out.append(question[at : start + (lead.end() if lead else 0)])
        out.append(phrase)
        at = match.end()
    out.append(question[at:])
    return "".join(out)


def _cjk(question: str, lang: str, vocab: str, names: _Names) -> str:
    before_re = _ZH_BEFORE if lang == "zh" else _JA_BEFORE
    pattern = re.compile(
        rf"(?P<before>{before_re})(?P<slot>{_CJK_PLACEHOLDER[lang]})(?P<after>{before_re})"
    )
    out: list[str] = []
    at = 0
    for match in pattern.finditer(question):
        before, after = match.group("before"), match.group("after")
        if lang == "zh" and _NOT_A_NAME_ZH.match(after):
            continue
        pointed = _DEMONSTRATIVE_RE.search(before) if lang == "zh" else None
        head = before[: pointed.start()] if pointed else before
        lead = "" if pointed is None else before[: pointed.end()]
        fb, fa = ("" if pointed else normalize(head)), normalize(after)
        best = _best(
            len(fb),
            len(fa),
            lambda i, j, fb=fb, fa=fa: _cjk_fits(names, fb[len(fb) - i :], fa[:j]),
            (bool(fb), bool(fa)),
            (False, False),
        )
        if best is None:
            continue
        i, j, fits = best
        fragment = fb[len(fb) - i :] + fa[:j]
        # The asker's guess is a name said elsewhere, never the one the placeholder is in.
        elsewhere = question[: match.start()] + " " * len(match.group()) + question[match.end() :]
        name = _resolved(fits, fragment, not (i and j), False, elsewhere, lang, vocab, names)
        if name is None:
            continue
        kept_before = head[: len(head) - i] if pointed is None else lead
        out.append(question[at : match.start()])
        out.append(kept_before + name + after[j:])
        at = match.end()
    out.append(question[at:])
    return "".join(out)


def with_half_names(question: str, lang: str, vocabulary_json: str) -> str:
    """``question`` with each half-remembered name read as the KB's name it fits, where
    exactly one fits or the asker's guess or one KB name settles it, and "-ish" off."""
    names = _names(vocabulary_json)
    if lang == "en":
        question = _ISH_RE.sub("", question)
        return _english(question, vocabulary_json, names)
    if lang in _CJK_PLACEHOLDER:
        return _cjk(question, lang, vocabulary_json, names)
    return question
