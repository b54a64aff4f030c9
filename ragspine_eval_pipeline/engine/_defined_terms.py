"""Terms a drafter defines and then uses: each use stands for what the term defines.

Contracts and board papers name a thing once and then use a defined term for it:
"ACME's operations in Japan (the 'Japan Business') … the net profit of the Japan
Business", "'the Financial Year' means FY2024", "the Relevant Market = Hong Kong",
「ACME集团香港业务（以下简称“目标业务”）…目标业务之收入」, 「“本财年”指2025财年」,
「日本における事業（以下「本件事業」という。）」, 「「対象市場」とはシンガポールをいう」,
「本件事業（ACMEの日本事業をいう。）」. A definition is read in three forms: a bracket
after the thing defined (the term quoted, after "the", "hereinafter", 以下简称, 以下…という),
a sentence saying the term means the thing ("means", "shall mean", "=", 指, 是指, とは…を
いう), and a bracket after a use glossing it ("(being …)", 「（即…）」, 「（…をいう。）」).

Every definition is taken out and every use of its term written as what it defines. What
it defines is read where it stands, back from the bracket to the phrase's start: the
KB's names, years and a closed class of words saying the whole business of a market
(business, operations, carried on by, taken as a whole, retail, 业务, 经营, 全部, 事業,
営む, 小売; ``_WHOLE_EN``, ``_WHOLE_CJK``) read as those names alone ("the Macau Special
Administrative Region" is Macau); anything else is written whole, so a part of the
business ("franchise stores in Japan") or a place the KB lacks ("the Republic of the
Philippines", 台湾地区) is refused where the term is used, as if it had been written
there. A term used but never defined ("the Relevant Market", 「本市場」) is left as written,
never guessed.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING

from ragspine_eval_pipeline.engine._defined_thing import (
    MARKS,
    fold,
    narrows,
    reading,
    referent,
    within,
)
from ragspine_eval_pipeline.engine._definition_forms import (
    CJK_BRACKET_RE,
    CJK_GLOSS_RE,
    CJK_MEANS_RE,
    EN_BRACKET_RE,
    EN_GLOSS_RE,
    EN_MEANS_RE,
    Q_CLOSE,
    Q_OPEN,
    ZH_BARE_MEANS_RE,
    definition,
)
from ragspine_eval_pipeline.engine._language import detect_lang
from ragspine_eval_pipeline.engine._transcript import plain_lead

if TYPE_CHECKING:
    from ragspine_eval_pipeline.engine._names import Matcher

__all__ = ["with_defined_terms"]


def _use_re(term: str) -> re.Pattern[str]:
    """A use of ``term``: in English after "the" or in quotes, in CJK as written."""
    body = re.escape(term.strip()).replace(r"\ ", r"\s+")
    if term.isascii():
        return re.compile(
            r"[" + Q_OPEN + r"](?:the\s+)?" + body + r"(?![a-z])[" + Q_CLOSE + r"]?"
            r"|(?<![a-z])the\s+" + body + r"(?![a-z])",
            re.IGNORECASE,
        )
    return re.compile(
        r"「" + body + r"」|“" + body + r"”|\"" + body + r"\"|『" + body + r"』|" + body
    )


def _names_itself(term: str, matcher: Matcher) -> bool:
    """Whether ``term`` is a KB name whole (「集团」, "Group"): it says what it stands for."""
    folded = fold(term.strip())
    found = matcher.find(folded)
    return any(m.start == 0 and m.end == len(folded) for m in found)


_CUT = "\x00"
"""Where a sentence saying what a term means was taken out."""


def _without_emptied_sentences(text: str, matcher: Matcher) -> str:
    """``text`` less the sentences left from a definition taken out that now say nothing
    of their own ("Board paper para 3 uses ."), where the rest names all they name."""
    sentences = [s for s in re.split(r"(?<=[.!?])\s+|(?<=[。！？])", text) if s]
    rest = " ".join(s for s in sentences if _CUT not in s)
    lang = detect_lang(unicodedata.normalize("NFKC", text.replace(_CUT, "")))
    kept = [
        s
        for s in sentences
        if _CUT not in s
        or re.search(r"[?？]", s)
        or not plain_lead(s.replace(_CUT, " "), rest, lang, matcher)
    ]
    if len(kept) == len(sentences):
        return text.replace(_CUT, " ")
    joiner = " " if lang == "en" else ""
    return joiner.join(s.strip() for s in kept).replace(_CUT, " ")


def _take_meanings(text: str, terms: dict[str, str], matcher: Matcher) -> str:
    """A sentence saying what a term means: the definition goes, its term is recorded."""
    for pattern in (EN_MEANS_RE, CJK_MEANS_RE):
        while (m := pattern.search(text)) is not None:
            terms[m.group("term").strip()] = referent(definition(m), matcher)
            text = text[: m.start()] + _CUT + text[m.end() :]
    at = 0
    while (m := ZH_BARE_MEANS_RE.search(text, at)) is not None:
        thing = referent(definition(m), matcher)
        if thing == definition(m).strip() or _names_itself(m.group("term"), matcher):
            at = m.end()  # 「收入指…」: an unquoted term is read only when it names the KB's names
            continue
        terms[m.group("term").strip()] = thing
        text = text[: m.start("term")] + _CUT + text[m.end() :]
        at = m.start("term") + 1
    return text


def _take_brackets(text: str, terms: dict[str, str], matcher: Matcher) -> str:
    """A bracket after the thing it names: the thing stays, read as its names."""
    for pattern in (EN_BRACKET_RE, CJK_BRACKET_RE):
        at = 0
        while (m := pattern.search(text, at)) is not None:
            before = text[: m.start()]
            start, names = reading(before, matcher)
            thing = names if names is not None else before[start:].strip()
            if not thing or narrows(m.group("term"), thing):
                at = m.end()  # the "Online Business": the term's own name says more
                continue
            terms[m.group("term").strip()] = thing
            if names is None:
                text = before + text[m.end() :]
                at = len(before)
                continue
            lead = " " if re.match(r"[A-Za-z0-9]", before[start - 1 : start]) else ""
            if before[start - 1 : start] == " ":
                lead = ""
            text = before[:start] + lead + thing + text[m.end() :]
            at = len(before[:start] + lead + thing)
    return text


def _take_glosses(text: str, terms: dict[str, str], matcher: Matcher) -> str:
    """A use glossed by what it is: the gloss stands for the term."""
    for pattern in (EN_GLOSS_RE, CJK_GLOSS_RE):
        at = 0
        while (m := pattern.search(text, at)) is not None:
            ref = definition(m)
            thing = referent(ref, matcher)
            term = re.sub(r"^the\s+", "", m.group("term").strip(), flags=re.IGNORECASE)
            opens = m.start() == 0 or text[m.start() - 1] in MARKS or pattern is EN_GLOSS_RE
            if thing != ref.strip() and opens:
                terms[term] = thing  # 「。本件事業（ACMEの日本事業をいう。）」
                text = text[: m.start()] + thing + text[m.end() :]
                at = m.start() + len(thing)
            elif thing != ref.strip() and within(thing, m.group("term"), matcher):
                # 「请提供香港业务（即ACME香港业务）」: a gloss restating the name before it.
                text = text[: m.start("term")] + m.group("term") + text[m.end() :]
                at = m.start("term") + len(m.group("term"))
            else:
                at = m.end()
    return text


def with_defined_terms(question: str, matcher: Matcher) -> str:
    """``question`` with its definitions taken out and each defined term written as what
    it defines (module docstring); ``question`` itself where it defines nothing."""
    terms: dict[str, str] = {}
    text = _take_meanings(question, terms, matcher)
    text = _take_brackets(text, terms, matcher)
    text = _take_glosses(text, terms, matcher)
    if not terms:
        return question
    text = _without_emptied_sentences(text, matcher)
    for term in sorted(terms, key=len, reverse=True):
        thing = terms[term]
        if not thing or fold(term) == fold(thing) or _names_itself(term, matcher):
            continue
        text = _use_re(term).sub(lambda _m, t=thing: t, text)
    text = re.sub(r"\s+and\s*(?=[.;,])|^\s*and\s+", " ", text)
    text = re.sub(r"(?<=[.;:,])\s*[,;.]+(?!\d)", "", text)
    text = re.sub(r"[；;，,、]+(?=[。；;])", "", text)
    text = re.sub(r"^[；;。，,、\s]+|(?<=[。；;])[；;。，,、]+", "", text)
    text = re.sub(r"[ \t]{2,}", " ", text).strip()
    return text if re.search(r"\w", text) else question
