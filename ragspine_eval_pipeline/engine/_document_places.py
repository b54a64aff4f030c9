"""Where in a KB document the asker saw or expects a figure: a slide, a page, a sheet or
a table of a document the KB names ("slide 7 of the FY2023 results deck", "the Headcount
sheet in the KPI workbook", "the key figures table on page 4 of the annual report",
「年报第4页的表上」, 「KPI表的GrossMargin工作表里」, 「2023年度決算資料のスライド7で」), and the
document's format said beside its name ("the GBA plan PDF", "the FY2025 slides",
「2024财年业绩材料」, 「2025年度決算パック」).

These point at where the figure is, never at which figure: the part's noun, number and
title are taken out of the question (``read_places``), and the slide, page or sheet is
kept (``Place``) so the figure's own locator can be checked against it
(``reference._Run.place_declined``): a figure the KB holds elsewhere is never given as
that page's. A part is read so only where it belongs to a document the KB names (by its
name, or a year with the format word of the KB's results decks); "slide 12 of the deck"
and 「资料P.5」 stay the asker's own work (``_context_logistics``). A sheet's title written
as one word ("GrossMargin") is read as its words, so the KB's name in it is read. A format
word after a CJK name (「決算*パック*」, 「业绩*材料*」) is read as the format word that makes
the KB's name (決算資料, 业绩PPT), only where one does.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, replace

from ragspine_eval_pipeline.engine._clause import Clause
from ragspine_eval_pipeline.engine._names import Matcher

__all__ = ["Place", "read_places"]


@dataclass(frozen=True)
class Place:
    """A part of a document the asker points at."""

    kind: str
    """``slide``, ``page`` or ``sheet``."""
    ref: str
    """The slide's or page's number, or the sheet's name folded (``grossmargin``)."""


_DOC_KINDS = ("document", "source")

_DETERMINER = r"(?:the|your|our|this|that|its|acme['’]s)\s+"

_FORMAT_EN = r"(?:pdf|pptx?|deck|pack|file|slides|slide\s+deck|doc|document|workbook)"
"""Words for a document's format said after its name ("the Japan strategy *PDF*")."""

_YEAR_FORMAT_EN_RE = re.compile(
    r"(?<![\w-])(?P<year>fy\s?'?\d{2,4}|(?:19|20)\d{2})\s+(?:results\s+)?(?:deck|pack|slides)(?![\w-])",
    re.IGNORECASE,
)
"""A fiscal year and the format word of a results presentation ("the FY2025 *pack*")."""

_NUMBERED_EN = r"(?P<kind>slide|page|p\.|pg\.?)\s*(?P<num>\d{1,3})"

_NUMBERED_OF_EN_RE = re.compile(
    rf"(?<![\w-])(?:(?:on|in|at|from)\s+)?{_NUMBERED_EN}\s+(?:of|in|from)\s+(?={_DETERMINER})",
    re.IGNORECASE,
)
"""A slide or page of a document named after it ("on *slide 6 of* the … deck")."""

_PART_EN = r"(?P<part>table|tab|sheet|worksheet|section|chart|page)"

_TITLED_OF_EN_RE = re.compile(
    rf"(?<![\w-])(?:(?:on|in|at|from)\s+)?{_DETERMINER}"
    rf"(?P<title>(?:(?!{_DETERMINER}|(?:of|on|in)\s)[\w&'’-]+\s+){{0,3}}?)"
    rf"{_PART_EN}(?:\s+(?:on|in)\s+{_NUMBERED_EN})?\s+(?:of|in|from)\s+(?={_DETERMINER})",
    re.IGNORECASE,
)
"""A titled part of a document named after it ("the *Headcount sheet in* the KPI
workbook", "the *key figures table on page 4 of* the annual report")."""

_NUMBERED_CJK = (
    r"第\s*(?P<n1>\d{1,3})\s*(?:页|頁|张幻灯片|張幻燈片|张|張|页幻灯片)"
    r"|スライド\s*(?:の\s*)?(?P<n2>\d{1,3})\s*(?:枚目|ページ目?)?"
    r"|(?P<n3>\d{1,3})\s*枚目(?:の\s*スライド)?"
    r"|(?P<n4>\d{1,3})\s*ページ目?"
    r"|(?<![a-z])p\.?\s*(?P<n5>\d{1,3})(?!\d)"
)

_NUMBERED_CJK_RE = re.compile(
    r"\s*(?:[的の]\s*)?(?:(?:スライド|幻灯片|PPT|ppt|的)\s*)?(?:" + _NUMBERED_CJK + r")",
    re.IGNORECASE,
)
"""A slide or page right after a document's name (「年报*第4页*」, 「決算スライド*の7枚目*」,
「決算資料*のスライド5*」)."""

_TABLE_CJK_RE = re.compile(
    r"\s*(?:[的の]\s*)?(?:(?:那|这|這|该|該|此)[张張个個份]\s*)?"
    r"(?P<title>[A-Za-z][A-Za-z0-9_ -]{0,30}?)?\s*"
    r"(?P<part>表格|工作表|表|シート|タブ|页签|頁籤)(?=[里裡上中内內でにのは]|\s*[,，、])"
    r"(?:[里裡上中内內](?:面)?)?"
)
"""A table or sheet right after a document's name or part (「第4页*那个表里*」,
「KPI表的*GrossMargin工作表里*」, 「KPIシートの*GrossMarginタブ*で」)."""

_FORMAT_CJK = ("资料", "材料", "文件", "PPT", "ppt", "PDF", "pdf", "资料包", "簡報", "简报")
_FORMAT_JA = ("資料", "パック", "ファイル", "PDF", "pdf", "スライド", "PPT", "ppt")
_FORMAT_AFTER_NAME_RE = re.compile(
    r"\s*(?:[的の]\s*)?(?:PDF|pdf|PPT|ppt|ファイル|文件)(?![A-Za-z])"
)
"""A format word written after a document's full name (「人材育成方針*のPDF*」)."""

_CAMEL_RE = re.compile(r"(?<=[a-z])(?=[A-Z])")


def _docs(text: str, matcher: Matcher) -> list[tuple[int, int]]:
    """Where the KB's documents are named in ``text``."""
    return [(m.start, m.end) for m in matcher.find(text.casefold()) if m.kind in _DOC_KINDS]


def _names_doc_at(text: str, at: int, matcher: Matcher) -> bool:
    """Whether a KB document's name (or a year before a results format word) starts at
    ``at`` after a determiner."""
    det = re.compile(_DETERMINER, re.IGNORECASE).match(text, at)
    start = det.end() if det else at
    if any(a == start for a, _ in _docs(text, matcher)):
        return True
    return _YEAR_FORMAT_EN_RE.match(text, start) is not None


def _sheet(title: str) -> str:
    return re.sub(r"[\s_-]", "", title).casefold()


def _format_words_as_named(text: str, matcher: Matcher) -> str:
    """``text`` with a CJK format word read as the one making a KB name with the words
    before it (「決算*パック*」 as 決算資料), where the word as written makes none."""
    for word in (*_FORMAT_CJK, *_FORMAT_JA):
        at = text.find(word)
        while at > 0:
            end = at + len(word)
            if not any(a < at and b >= end for a, b in _docs(text, matcher)):
                for other in (*_FORMAT_CJK, *_FORMAT_JA):
                    if other == word:
                        continue
                    trial = text[:at] + other + text[end:]
                    if any(a < at and b == at + len(other) for a, b in _docs(trial, matcher)):
                        text = trial
                        end = at + len(other)
                        break
            at = text.find(word, end)
    return text


def read_places(question: str, lang: str, matcher: Matcher) -> tuple[str, tuple[Place, ...]]:
    """``question`` without the parts of KB documents it points at, and those parts."""
    text = unicodedata.normalize("NFKC", question)
    places: list[Place] = []
    if lang == "en":
        text, places = _read_en(text, matcher)
    else:
        text = _format_words_as_named(text, matcher)
        text, places = _read_cjk(text, lang, matcher)
    if not places and text == unicodedata.normalize("NFKC", question):
        return question, ()
    return text, tuple(dict.fromkeys(places))


def _read_en(text: str, matcher: Matcher) -> tuple[str, list[Place]]:
    places: list[Place] = []

    def titled(m: re.Match[str]) -> str:
        if not _names_doc_at(text, m.end(), matcher):
            return m.group()
        title = m.group("title").strip()
        part = m.group("part").casefold()
        if m.group("num"):
            kind = "slide" if m.group("kind").casefold() == "slide" else "page"
            places.append(Place(kind, m.group("num")))
        if part in ("tab", "sheet", "worksheet") and title:
            places.append(Place("sheet", _sheet(title)))
        if title and matcher.find(title.casefold()) and not m.group("num"):
            # A title the KB names ("the Headcount tab of …") is left as written: the rules
            # reading the part of a document (``_context_parts``) read it as before.
            return m.group()
        if part in ("tab", "sheet", "worksheet") and title:
            # A title written as one word is read as its words: the KB's name in it is
            # what is asked ("the GrossMargin sheet").
            return f" {_CAMEL_RE.sub(' ', title)} in "
        if title and matcher.find(title.casefold()):
            return f" {title} in "
        return " in "

    def numbered(m: re.Match[str]) -> str:
        if not _names_doc_at(text, m.end(), matcher):
            return m.group()
        kind = "slide" if m.group("kind").casefold() == "slide" else "page"
        places.append(Place(kind, m.group("num")))
        return " in "

    text = _TITLED_OF_EN_RE.sub(titled, text)
    text = _NUMBERED_OF_EN_RE.sub(numbered, text)
    # A format word after a document's name, or after a year in a results deck's place.
    for _, b in reversed(_docs(text, matcher)):
        m = re.compile(rf"\s+{_FORMAT_EN}(?![\w-])", re.IGNORECASE).match(text, b)
        if m is not None:
            text = text[:b] + text[m.end() :]
    text = _YEAR_FORMAT_EN_RE.sub(lambda m: m.group("year"), text)
    text = re.sub(r"^\s*in\s+", "In ", text)
    return re.sub(r"[ \t]{2,}", " ", text).strip(), places


_HEDGE_JA_RE = re.compile(
    r"(?<=[たっいる])(?:ような)?気が(?:する|します|して)(?=の|ん|けど|が|[、。,]|$)"
)
"""The asker's hedge on having seen it in a document (「…に載っていた*気がする*んですが」:
I feel it said so), after the verb it hedges."""


_HEDGE_ZH_RE = re.compile(r"(?:我)?(?:印象(?:中|里|裡)|依稀记得|依稀記得)")
"""The asker's hedge on having seen it in a document (「*我印象中*…里写过」: as I recall)."""


def _read_cjk(text: str, lang: str, matcher: Matcher) -> tuple[str, list[Place]]:
    places: list[Place] = []
    if lang == "ja" and _docs(text, matcher):
        text = _HEDGE_JA_RE.sub("", text)
    if lang == "zh" and _docs(text, matcher):
        text = _HEDGE_ZH_RE.sub("", text)
    joiner = "の" if lang == "ja" else "的"
    changed = True
    while changed:
        changed = False
        for _, end in _docs(text, matcher):
            m = _FORMAT_AFTER_NAME_RE.match(text, end)
            if m is not None:
                text = text[:end] + text[m.end() :]
                changed = True
                break
            m = _NUMBERED_CJK_RE.match(text, end)
            if m is not None:
                num = next(m.group(g) for g in ("n1", "n2", "n3", "n4", "n5") if m.group(g))
                kind = "page" if re.search(r"页|頁|ページ|p", m.group(), re.IGNORECASE) else "slide"
                if re.search(r"スライド|幻灯片|枚目|张|張", m.group()):
                    kind = "slide"
                places.append(Place(kind, num))
                text = text[:end] + text[m.end() :]
                changed = True
                break
            m = _TABLE_CJK_RE.match(text, end)
            if m is not None and (m.group("title") or m.group().strip()[:1] in "那这這该該此的の"):
                title = (m.group("title") or "").strip()
                if title and m.group("part") not in ("表格",):
                    places.append(Place("sheet", _sheet(title)))
                text = (
                    text[:end]
                    + (joiner + _CAMEL_RE.sub(" ", title) if title else "")
                    + text[m.end() :]
                )
                changed = True
                break
    return text, places


def at_place(locator: str, place: Place) -> bool:
    """Whether a fact's ``locator`` ("slide=5,table=1,…", "GrossMargin!D6") is in ``place``."""
    if place.kind == "sheet":
        return "!" in locator and _sheet(locator.split("!", 1)[0]) == place.ref
    # A deck's slide is its page to a reader (「简报第6页」): either numbers the part.
    return re.search(rf"(?<![a-z])(?:slide|page)={place.ref}(?!\d)", locator) is not None


_LABELS = {
    "slide": {"en": "slide {ref}", "zh": "第{ref}张幻灯片", "ja": "スライド{ref}枚目"},
    "page": {"en": "page {ref}", "zh": "第{ref}页", "ja": "{ref}ページ"},
    "sheet": {"en": "the {ref} sheet", "zh": "{ref}工作表", "ja": "{ref}シート"},
}


def place_label(place: Place, lang: str, locator: str = "") -> str:
    """How ``place`` is said in ``lang``; a sheet by the name the KB's ``locator`` gives it."""
    ref = place.ref
    if place.kind == "sheet" and "!" in locator:
        ref = locator.split("!", 1)[0]
    return _LABELS[place.kind].get(lang, _LABELS[place.kind]["en"]).format(ref=ref)


def fact_place(locator: str, kind: str) -> Place | None:
    """The slide, page or sheet of ``kind`` a fact's ``locator`` places it on."""
    if kind == "sheet":
        return Place("sheet", _sheet(locator.split("!", 1)[0])) if "!" in locator else None
    m = re.search(r"(?<![a-z])(slide|page)=(\d+)", locator)
    return Place(m.group(1), m.group(2)) if m else None


_CITING_RE = re.compile(
    r"(?:quote|quotes|quoted|list|lists|listed|give|gives|gave|show|shows|showed|shown"
    r"|state|states|stated|mention|mentions|mentioned|report|reports|reported|say|says|said"
    r"|cite|cites|cited|put|puts|have|has|had|include|includes|included)"
)
"""English verbs a document is said to state a figure by ("the review *quotes* …")."""


def without_citing(clause: Clause) -> Clause:
    """``clause`` as a figure request: no document named, and no verb of a document
    stating the figure left among its unexplained words."""
    kept = tuple(
        w for w in clause.residual if not (w.latin and _CITING_RE.fullmatch(w.surface.casefold()))
    )
    phrases = tuple(
        p for p in (tuple(w for w in phrase if w in kept) for phrase in clause.phrases) if p
    )
    return replace(clause, docs=(), residual=kept, phrases=phrases)


def writes_value(sentence: str, value: float) -> bool:
    """Whether ``sentence`` writes ``value`` as a number (``468``, ``109,800``, ``38.6``)."""
    for m in re.finditer(r"\d[\d,]*(?:\.\d+)?", unicodedata.normalize("NFKC", sentence)):
        try:
            if abs(float(m.group().replace(",", "")) - value) < 1e-9:
                return True
        except ValueError:
            continue
    return False


_FIGURE_NOUN_RE = re.compile(r"(?<![a-z])(?:numbers?|figures?|values?)(?![a-z])")


def asks_a_figure(clause: Clause) -> bool:
    """Whether ``clause`` asks a number, or names the figure to be confirmed ("can you
    confirm *the number*"); "what does it say about revenue in FY2024" asks what the
    document says."""
    return clause.number_cue or _FIGURE_NOUN_RE.search(clause.text.casefold()) is not None


_QUANTIFIERS = frozenset(
    {"enough", "more", "less", "fewer", "much", "many", "some", "any", "all", "no", "extra"}
)
"""English quantifiers, which say how much of it, not which measure ("*enough* staff")."""


def written_onto_metric(
    text: str, words: tuple[str, ...], matcher: Matcher, before_only: bool = False
) -> bool:
    """Whether one of ``words`` (refused as naming nothing the KB has) is written onto a
    KB metric's name in ``text`` ("*inventory* turnover days", 「在庫*回転*」): the words
    name another measure, not a topic beside the metric; in English the word before the
    name ("*inventory* turnover", "*adjusted* EBITDA"; a quantifier, "*enough* staff",
    says how much), and after it only where ``before_only`` is not set (a figure asked).
    In Chinese and Japanese only where a figure is asked."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    wanted = {w.casefold() for w in words}
    for m in matcher.find(folded):
        if m.kind != "metric":
            continue
        before = re.search(r"([\w'-]+)\s*$", folded[: m.start])
        after = re.match(r"\s*([\w'-]+)", folded[m.end :])
        if folded.isascii():
            near = [before.group(1)] if before is not None else []
            near = [w for w in near if w not in _QUANTIFIERS]
            near += [after.group(1)] if after is not None and not before_only else []
        elif before_only:
            near = []
        else:
            near = [
                w for w in wanted if folded[: m.start].endswith(w) or folded[m.end :].startswith(w)
            ]
        if any(w in wanted for w in near):
            return True
    return False
