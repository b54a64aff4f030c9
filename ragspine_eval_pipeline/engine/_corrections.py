"""A request the asker corrects as they go: the last correction is what is asked.

"Japan's EBITDA for FY2025, no wait, net profit", 「香港2025财年的EBITDA，哦不对，我要的是净利润，
2024财年」, 「売上高を…いや、やっぱり当期純利益のほうで」. A correction cue (``CORRECTION_RE``) or
a name ruled out that was just named ("not EBITDA", 「不是收入」, 「去年的不要」, 「売上じゃな
くて」) takes back what the request named before it, kind by kind: each kind (metric,
scope, year, unit) the correction's sentence names or rules out is replaced, and what it
leaves keeps the earlier value (「日本2023年的员工人数……算了，改成澳门的」 is Macau's 2023
headcount). A correction asking a measure the KB has no name for (「其实我想问的是每股股息」,
「やっぱり在庫回転率のほうを」) takes back the metric, so the word is refused, never the
first figure; a word for a market takes back the market, so the engine asks which; "forget
the year" (「年份先不管」, 「年度は指定しない」) takes back the year, so the latest closed one is
assumed and said. An alternative the asker is unsure of is no correction (``_speech``).
"""

from __future__ import annotations

import re
from datetime import date

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._clause import read_clause
from ragspine_eval_pipeline.engine._markets import names_a_market_word
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["corrected", "name_spans"]

Span = tuple[str, str, int, int]
"""A name's kind, code, start and end."""

_NAMED_KINDS = ("metric", "scope", "unit", "document")


def name_spans(text: str, lang: str, reference_date: date, matcher: Matcher) -> list[Span]:
    """The kind, code and span of each metric, scope, unit and period named in ``text``
    (a unit corrected, 「円じゃなくてドルで」, is taken back as a name is)."""
    norm = normalize(text)
    found = [(m.kind, m.code, m.start, m.end) for m in matcher.find(norm) if m.kind in _NAMED_KINDS]
    found += [
        (
            "period",
            _as_said(norm[s.start : s.end], lang, reference_date) or str(s.period),
            s.start,
            s.end,
        )
        for s in find_periods(norm, lang, reference_date)
        if s.period is not None
    ]
    metrics = [(f[2], f[3]) for f in found if f[0] == "metric"]
    # 当期純利益 names no year: a period inside a metric's name is none.
    found = [
        f for f in found if f[0] != "period" or not any(a < f[3] and f[2] < b for a, b in metrics)
    ]
    return sorted(found, key=lambda f: f[2])


def _as_said(phrase: str, lang: str, reference_date: date) -> str | None:
    """The year a period phrase names read alone, not as the year a restatement after it
    says is meant (``find_periods`` reads "2024, I mean 2023" as one year)."""
    spans = [s for s in find_periods(phrase, lang, reference_date) if s.period is not None]
    return str(spans[0].period) if spans else None


_NOT_BEFORE_RE = re.compile(
    r"(?:(?<![a-z])(?:not|rather\s+than|instead\s+of)\s+(?:the\s+|its\s+|our\s+)?"
    r"|(?:不是|而不是|不要|不看))\s*$",
    re.IGNORECASE,
)
_NOT_AFTER_RE = re.compile(
    r"(?:的|の(?:ほう|数字|数値)?)?(?:不要(?![\u4e00-\u9fff])|(?:じゃ|では)なく(?:て)?|でなく(?:て)?)"
)
"""A name ruled out: "not X", 「不是X」, 「不要X」 before it; 「X的不要」, 「Xじゃなくて」 after."""

_PREFERRED_RE = re.compile(r"(?<=[^\s、，,…])の?(?:ほう|方)(?=[でをがは、，,。]|$)")
"""「…のほう(で)」 after a name: the one of two the asker means, naming nothing else."""

_WHICH_YEAR = {"en": "each year", "zh": "历年", "ja": "年度別"}
"""Words the period grammar reads as every year at once, which the engine asks to narrow:
what a year ruled out with none in its place ("not 2025, one of the earlier years",
「2025年度じゃなくて、それより前の年度」) leaves to ask."""

_SENTENCE_END_RE = re.compile(r"[。．？?！!;；]|\.(?:\s|$)")


def _ruled_out(text: str, span: Span) -> tuple[int, int] | None:
    """The span of ``span``'s name with the negation that rules it out, if one does."""
    _, _, start, end = span
    before = _NOT_BEFORE_RE.search(text[:start])
    after = _NOT_AFTER_RE.match(text, end)
    if before is None and after is None:
        return None
    return (before.start() if before else start, after.end() if after else end)


_ASKING_TAIL_RE = re.compile(r"[,，、\s]*我?(?:想|要)(?:问|問|看|查)(?![一下看])")
"""「…不是收入，*我想问*利润」: the asking that follows a name ruled out."""

_WEAK_CUE_RE = re.compile(
    r"[\W_]*(?:sorry|oops|wait|no|i\s+mean[t]?|不|[哦噢喔啊呃]不|すみません|すいません|ごめん"
    r"(?:なさい)?|失礼しました)[\W_]*",
    re.IGNORECASE,
)
"""A cue that may only excuse or restate ("Hong Kong revenue, *sorry*, new here",
"Japan's sales, *I mean* the figure in the deck"): what it replaces is only what it
names, never a measure or a market read from words it leaves unexplained."""


_NAME_RULED_OUT_RE = re.compile(
    r"\s*(?:の?(?:数字|数値|もの|合計|全体|単体)|全体|合計)?\s*(?:じゃ|では|で)なく(?:て)?"
)
"""「グループ*合計ではなく*」, 「売上高*全体ではなく*」: a name set against the one after it."""


def _weak(text: str, spans: list[Span], cue_start: int, cue_end: int) -> bool:
    """Whether a cue may only excuse or restate (``_WEAK_CUE_RE``), or sets a name against
    the one after it (「グループ合計ではなくマカオ単体で」, ``_NAME_RULED_OUT_RE``): either
    replaces only what the correction names."""
    if _WEAK_CUE_RE.fullmatch(text, cue_start, cue_end):
        return True
    ends = [s[3] for s in spans if s[3] <= cue_start]
    return bool(ends) and _NAME_RULED_OUT_RE.fullmatch(text, max(ends), cue_end) is not None


def _cues(text: str, spans: list[Span]) -> list[tuple[int, int]]:
    """Where ``text`` takes back what it named: a correction cue after a name, or a name
    ruled out whose own code was named before it."""
    cues = [m.span() for m in gr.CORRECTION_RE.finditer(text) if m.end() > m.start()]
    cues += [m.span() for m in gr.YEAR_DROPPED_RE.finditer(text)]
    for at, span in enumerate(spans):
        said = any(s[1] == span[1] and s[3] <= span[2] for s in spans[:at])
        found = _ruled_out(text, span)
        if said and found is not None:
            asking = _ASKING_TAIL_RE.match(text, found[1])
            cues.append((found[0], asking.end() if asking else found[1]))
    cues = [c for c in cues if any(s[3] <= c[0] for s in spans)]
    return sorted(set(cues))


def _blank(chars: list[str], start: int, end: int) -> None:
    chars[start:end] = " " * (end - start)


def _sentences_joined(
    chars: list[str], text: str, spans: list[Span], cue_start: int, kinds: set[str]
) -> None:
    """Join the sentence before a correction made in a sentence of its own (「香港…EBITDA是
    多少？哦不对，我要的是净利润，2024财年。」) to it, when the correction took some of its names
    back: what is left is said of the corrected request, never asked alone. A sentence all
    of whose kinds of name the correction says again or drops is superseded, and blanked."""
    ends = list(_SENTENCE_END_RE.finditer(text, 0, cue_start))
    if not ends or _named_in(spans, ends[-1].end(), cue_start, list(text)):
        return
    start = ends[-2].end() if len(ends) > 1 else 0
    named = _named_in(spans, start, ends[-1].end(), list(text))
    if len(named) == len(_named_in(spans, start, ends[-1].end(), chars)):
        return  # said again, nothing taken back ("…? I mean the net profit of the group.")
    if {s[0] for s in named} <= kinds:
        _blank(chars, start, ends[-1].end())
    else:
        _blank(chars, *ends[-1].span())


def _keep_only(chars: list[str], text: str, kept: list[Span], start: int, end: int) -> None:
    """Blank ``start``..``end`` of ``chars`` but the names ``kept``."""
    _blank(chars, start, end)
    for _, _, at, to in kept:
        chars[at:to] = text[at:to]


def _named_in(spans: list[Span], start: int, end: int, chars: list[str]) -> list[Span]:
    """The names within ``start``..``end`` not blanked in ``chars``."""
    return [s for s in spans if start <= s[2] and s[3] <= end and chars[s[2]] != " "]


def _residual(text: str, lang: str, reference_date: date, matcher: Matcher) -> bool:
    """Whether ``text`` holds a word no name, period or grammar word accounts for."""
    return bool(re.search(r"\w", text)) and bool(
        read_clause(text, lang, reference_date, matcher).residual
    )


_YEAR_WORD_RE = re.compile(r"(?<![a-z])(?:fiscal\s+)?years?(?![a-z])|年", re.IGNORECASE)
"""A word for a year: a correction holding one describes a year, not a measure."""


_STATED_RE = re.compile(
    r"(?:i['’]m|i\s+am|we['’]re|we\s+are|i\s+was|i['’]ve|i\s+have)\s+(?!after\b)[a-z]+"
    r"|我(?:们|們)?(?:正在|在|刚|剛)|私(?:は|が)?(?:今|いま)",
    re.IGNORECASE,
)
"""A segment opening on what the asker is doing ("I'm writing a summary", 「我在写周报」):
a statement beside the request, which asks no measure."""


def _less_metrics(text: str, matcher: Matcher) -> str:
    """Normalized ``text`` with its metric names blanked (当期純利益 names no year)."""
    norm = normalize(text)
    for m in matcher.find(norm):
        if m.kind == "metric":
            norm = norm[: m.start] + " " * (m.end - m.start) + norm[m.end :]
    return norm


def _taken_back(
    chars: list[str],
    before: list[Span],
    said: list[Span],
    negated: dict[Span, object],
    spans: list[Span],
) -> None:
    """Blank what a correction takes back of one kind of name (``before``, in order): the
    names it rules out ("net profit, *not EBITDA*"), else the last one named and that name
    said earlier, unless the correction says it again as it was."""
    if not before:
        return
    kind = before[0][0]
    ruled = {s[1] for s in said if s[0] == kind and negated[s] is not None}
    again = {s[1] for s in said if s[0] == kind and negated[s] is None}
    codes = ruled or ({before[-1][1]} if again != {before[-1][1]} else set())
    for span in before:
        if span[1] in codes:
            _blank(chars, _compound_start(chars, span, spans), span[3])


_COMPOUND_PART_RE = re.compile(r"(?:(?![的之])[\u4e00-\u9fff\u30a1-\u30faー])+$")
"""Kanji or katakana written straight onto a name, with no particle between."""


def _compound_start(chars: list[str], span: Span, spans: list[Span]) -> int:
    """Where the word a metric's name ends begins: a CJK compound whose head is the name
    (「*営業*利益」, 「*经营*利润」) is taken back whole, since what it names is a measure of
    its own; any other name starts where it is named."""
    kind, _, start, _ = span
    if kind != "metric":
        return start
    after = max([s[3] for s in spans if s[3] <= start], default=0)
    found = _COMPOUND_PART_RE.search("".join(chars[after:start]))
    return after + found.start() if found else start


def _kinds_unnamed(
    rest: str, kinds: set[str], lang: str, reference_date: date, matcher: Matcher
) -> set[str]:
    """The kinds a correction naming no name of them replaces by what its first segment
    asks: a word for a market the scope (「うちの担当地域のほうで」, asked which), a word no
    name accounts for the metric (「在庫回転率のほうを」, refused by name); a year described
    ("the full year"), the asker's own situation ("I'm writing a summary") or a word for
    the figure asked before (「シンガポールの数字が欲しい」) neither."""
    segment = re.split(r"[,，、]", rest.strip(" ,，、…"), maxsplit=1)[0]
    if "scope" not in kinds and names_a_market_word(segment, lang):
        return {"scope"}
    if _YEAR_WORD_RE.search(_less_metrics(segment, matcher)) or _STATED_RE.match(segment):
        return set()
    if gr.GENERIC_FIGURE_RE.search(normalize(segment)):
        return set()  # 「シンガポールの数字」: the figure asked before, of the market now named
    if "metric" not in kinds and _residual(segment, lang, reference_date, matcher):
        return {"metric"}
    return set()


def _request_start(text: str, spans: list[Span], cue_start: int) -> int:
    """Where the request a correction at ``cue_start`` takes back begins: its sentence,
    or the one before when the correction opens a sentence of its own."""
    ends = [0] + [m.end() for m in _SENTENCE_END_RE.finditer(text, 0, cue_start)]
    if len(ends) > 1 and not any(ends[-1] <= s[2] < cue_start for s in spans):
        return ends[-2]
    return ends[-1]


def corrected(text: str, lang: str, reference_date: date, matcher: Matcher) -> str:
    """``text`` with what each correction takes back blanked out, and the cues too."""
    unsure = gr.UNSURE_RE.search(gr.YEAR_DROPPED_RE.sub(" ", normalize(text)))
    if len(normalize(text)) != len(text) or unsure:
        return text  # an alternative the asker is unsure of is asked which, never chosen
    spans = name_spans(text, lang, reference_date, matcher)
    chars = list(text)
    unsaid: list[tuple[int, int]] = []
    for cue_start, cue_end in _cues(text, spans):
        end = _SENTENCE_END_RE.search(text, cue_end)
        stop = end.start() if end else len(text)
        # A name ruled out may be the cue itself (「不是2025年，…」).
        said = [s for s in spans if cue_start <= s[2] and s[3] <= stop]
        if not said and any(s[0] == "unit" and s[3] == cue_start for s in spans):
            continue  # 「円ではなく。」: a unit ruled out (``_clause``), no correction
        negated = {s: _ruled_out(text, s) for s in said}
        positive = [s for s in said if negated[s] is None]
        kinds = {s[0] for s in said}
        if gr.YEAR_DROPPED_RE.search(text, cue_start, stop):
            kinds.add("period")
        _blank(chars, cue_start, cue_end)
        for found in negated.values():
            if found is not None:
                _blank(chars, *found)
        for pattern in (_PREFERRED_RE, gr.SAME_AS_BEFORE_RE):
            for match in pattern.finditer(text, cue_end, stop):
                _blank(chars, *match.span())
        for match in gr.YEAR_DROPPED_RE.finditer(text, cue_start, stop):
            _blank(chars, *match.span())
        rest = "".join(chars[cue_end:stop])
        weak = True
        if len(positive) < len(said):
            if "period" in kinds and not any(p[0] == "period" for p in positive):
                unsaid += [n for s, n in negated.items() if s[0] == "period" and n is not None]
        elif not (weak := _weak(text, spans, cue_start, cue_end)):
            kinds |= _kinds_unnamed(rest, kinds, lang, reference_date, matcher)
        before = [s for s in spans if s[3] <= cue_start and chars[s[2]] != " "]
        for kind in kinds:
            _taken_back(chars, [s for s in before if s[0] == kind], said, negated, spans)
        start = _request_start(text, spans, cue_start)
        request = "".join(chars[start:cue_start])
        if (
            not weak
            and _residual(rest, lang, reference_date, matcher)
            and _residual(request, lang, reference_date, matcher)
        ):
            # A request of its own in place of the first: only the names it leaves stay.
            _keep_only(chars, text, _named_in(spans, start, cue_start, chars), start, cue_start)
        else:
            restated = {p[0] for p in positive} | kinds
            _sentences_joined(chars, text, spans, cue_start, restated)
    for at, _ in sorted(unsaid, reverse=True):
        # A year ruled out with none said in its place is asked, as every year is.
        chars[at:at] = list(f" {_WHICH_YEAR[lang]} ")
    return "".join(chars)
