"""The layout of a letter from an office: letterhead, salutation, closing and signature.

A regulator, an exchange, a tax office or a statistics bureau writes on its letterhead
(who writes, "Listing Department", 上市科, 企業開示課; the letter's number, "Case No.
LD/2026/0562", 函件编号：…, 照会番号 第2026-051号), greets the company ("Dear Sirs,", 敬启者：,
「ACMEグループ 御中」), asks in the body, and closes ("Yours faithfully,", 此致, 以上) over
a signature ("Listing Department", 财政局局长). Only the body asks: the lines around it
are set aside (``without_letter_layout``) before the sentences are read.

A letter is known by its salutation, or by a letterhead holding the letter's number. A
line of the letterhead or of the signature is set aside only where it asks nothing and
names nothing the figure may be narrowed by: no metric the body does not name, no
document, no year but a reference's, no channel, part of the business or store, and a
market only where the body names a market too (the office's seat, "Inland Revenue
Authority of Singapore", never the market asked). A subject line ("Re: Hong Kong online
sales", 事由：…) is read as strictly as a request.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._context_parts import narrows_figure
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._purpose import cjk_part_named, part_word
from ragspine_eval_pipeline.kb.analysis import Word, normalize

__all__ = ["without_letter_layout"]

_SALUTATION_RE = re.compile(
    r"(?i:dear\s+[^\n]{1,40}?|(?:dear\s+)?sirs?(?:\s*(?:/|or|and)\s*madam)?|madam"
    r"|to\s+whom\s+it\s+may\s+concern|gentlemen|ladies\s+and\s+gentlemen)\s*[,:：]?"
    r"|敬启者[:：]?|敬啟者[:：]?|[^\n。，,？?]{1,20}(?:董事会|董事會|台鉴|台鑒|钧鉴|鈞鑒|惠鉴|惠鑒)[:：]"
    r"|[^\n。、，,？?]{1,30}(?:御中|様|殿)"
)
"""A salutation or an addressee standing as a line: "Dear Sirs,", "Dear Company
Secretary,", 敬启者：, 贵公司董事会：, 「ACMEグループ 御中」."""

_CLOSING_RE = re.compile(
    r"(?i:yours\s+(?:faithfully|sincerely|truly)|(?:with\s+)?(?:kind|best)\s+regards)\s*[,.]?"
    r"|此致(?:敬礼|敬禮)?|顺颂[^\n]{0,6}|順頌[^\n]{0,6}|敬具|以上"
)
"""A closing line: "Yours faithfully,", 此致, 敬具, 以上."""

_ASKS_RE = re.compile(
    r"[?？]|(?i:\b(?:please|kindly|pls|confirm|state|provide|explain|describe)\b)"
    r"|请|請|烦请|煩請|ください|下さい|願い|願います|頂きたく|いただきたく|教示|ご回答|回答"
)
"""Words a line asks with."""

_SUBJECT_RE = re.compile(r"(?i:re\s*[:：]|subject\s*[:：])|事由|主题|主題|件名|关于|關於|に関する|について")
"""A subject line's lead: it says what the letter is about."""

_CODE_RE = re.compile(
    r"[\w&.]*\d[\w&.]*(?:\s*[-/]\s*[\w&.]+)+|[\w&.]*[A-Za-z][\w&.]*(?:/[\w&.]+)+"
    r"|[〔\[(（]\s*\d{4}\s*[〕\])）]\s*(?:第\s*)?\d*\s*号?|第?\s*\d+\s*号"
)
"""A letter's number and the like: "LD/2026/0562", "TRTB-LE-2026-0871", 〔2026〕38号,
第2026-051号, "SFC/INQ/2026/114"."""

_ABBREVIATION_RE = re.compile(r"\b[A-Za-z]{1,4}\.(?=\s*[\w(])")
"""A short word's point inside a line: "No.", "Ref.", "Cap.", "Co."."""


def _headed(line: str) -> bool:
    """Whether ``line`` reads as a heading: short, no sentence in it, asking nothing."""
    return (
        len(line) <= 90
        and not _ASKS_RE.search(line)
        and not re.search(r"[.。!！?？]", _ABBREVIATION_RE.sub(" ", line))
    )


def _asks_a_figure(line: str, matcher: Matcher, reference_date: date) -> bool:
    """Whether ``line`` names a metric or a year the KB reports (a form's item)."""
    plain = normalize(_CODE_RE.sub(" ", unicodedata.normalize("NFKC", line)))
    return any(m.kind == "metric" for m in matcher.find(plain)) or bool(
        find_periods(plain, _lang(plain), reference_date)
    )


def _numbered(line: str) -> bool:
    """Whether ``line`` holds a letter's number."""
    return bool(
        re.search(r"(?i:\b(?:ref|reference|case|file|inquiry|enquiry|survey)\b\.?\s*(?:no\.?)?)", line)
        or re.search(r"编号|編號|番号|〔\d{4}〕|号$", line)
    ) and bool(_CODE_RE.search(line))


def _lang(text: str) -> str:
    if re.search(r"[\u3040-\u30ff]", text):
        return "ja"
    return "zh" if re.search(r"[\u4e00-\u9fff]", text) else "en"


def _names_nothing(line: str, rest: str, matcher: Matcher, reference_date: date) -> bool:
    """Whether a letterhead or signature ``line`` names nothing the figure may be
    narrowed by (the module's docstring)."""
    plain = _CODE_RE.sub(" ", unicodedata.normalize("NFKC", line))
    lang = _lang(plain)
    folded = normalize(plain)
    named = matcher.find(folded)
    said = matcher.find(normalize(rest))
    said_kinds = {m.kind for m in said}
    said_codes = {(m.kind, m.code) for m in said}
    for m in named:
        if m.kind == "company":
            continue
        if m.kind == "scope" and "scope" in said_kinds:
            continue
        if m.kind == "metric" and (m.kind, m.code) in said_codes:
            continue
        return False
    if find_periods(folded, lang, reference_date):
        return False
    subject = bool(_SUBJECT_RE.match(plain.strip()))
    if lang == "en":
        for word in re.findall(r"[a-z][a-z'-]*", folded):
            if word in gr.CHANNEL_WORDS or part_word(Word(word, word, True), "en"):
                return False
        if subject and narrows_figure(folded, "en"):
            return False
        return True
    if "店" in folded or cjk_part_named(folded, lang):
        return False
    return not (subject and narrows_figure(folded, lang))


def without_letter_layout(text: str, reference_date: date, matcher: Matcher) -> str:
    """``text`` less a letter's letterhead, salutation, closing and signature where they
    name nothing the figure may be narrowed by; ``text`` itself when it is no letter."""
    lines = [line.strip() for line in text.split("\n")]
    lines = [line for line in lines if line]
    if len(lines) < 3:
        return text
    greeted = next(
        (at for at, line in enumerate(lines[:8]) if _SALUTATION_RE.fullmatch(line)), None
    )
    if greeted is not None:
        head = list(range(greeted))
        body_from = greeted + 1
    else:
        head = []
        for at, line in enumerate(lines):
            if (
                not _headed(line)
                or _CLOSING_RE.fullmatch(line)
                or _asks_a_figure(line, matcher, reference_date)
            ):
                break
            head.append(at)
        if not any(_numbered(lines[at]) for at in head):
            return text
        body_from = len(head)
    closed = next(
        (
            at
            for at in range(body_from, len(lines))
            if _CLOSING_RE.fullmatch(lines[at])
            and not any(_ASKS_RE.search(line) for line in lines[at + 1 :])
        ),
        len(lines),
    )
    signed = closed
    while (
        signed - 1 > body_from
        and _headed(lines[signed - 1])
        and not _asks_a_figure(lines[signed - 1], matcher, reference_date)
    ):
        signed -= 1
    body = lines[body_from:signed]
    if not body:
        return text
    kept: list[str] = []
    rest = "\n".join(body)
    for at in head:
        if not _names_nothing(lines[at], rest, matcher, reference_date):
            kept.append(lines[at])
    if greeted is not None and not _names_nothing(lines[greeted], rest, matcher, reference_date):
        kept.append(lines[greeted])
    kept += body
    for line in lines[signed:]:
        if not _CLOSING_RE.fullmatch(line) and not _names_nothing(
            line, rest, matcher, reference_date
        ):
            kept.append(line)
    return "\n".join(kept)
