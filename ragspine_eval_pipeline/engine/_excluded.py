"""Names the asker rules out beside a request, in English, Chinese and Japanese.

"net profit, not EBITDA", "FY2024, not FY2025", "Macau on its own, not the group total",
「不要集团的，只要新加坡的」, 「不是营收哦」, 「（不是2024财年的）」,
「香港ではなく、グループ全体」, 「（2024年度ではありません）」 say which metric, scope or
year is meant by naming one that is not: the phrase ruled out (after the negation;
before it in Japanese) is blanked with its cue, so no rule reads it as asked and what
is left is read as before (a market left unnamed is asked which, a year left unnamed is
assumed the latest closed one). In Japanese the names and the cue are blanked and the
words a figure is called by stay (「合計」, 「全体」), as a correction (``_speech``) leaves
them.

Only a phrase made of the KB's names and the words a figure is called by (number, total,
数字, 合計, a word of another name the question holds: "not EBITDA *margin*") is ruled
out; a part the KB has no name for ("not the online part", 「不含线上」, 「日本を除いた」) and a
whole less a part ("excluding Japan", "without Japan") stay, and are refused as before.
A market ruled out of a request for the group is an alternative only when the figure is
said to be the market's ("not Japan's", 「不是日本的」, 「日本の数字ではなく」) or the whole group
is named ("the whole group", 「集团整体」, 「グループ全体」): "group revenue, not Japan" may
ask the group less Japan, and stays as it was. An English sentence opened by a topic
ruled out ("Not the group-wide policy - what does the Japan policy say?") is set aside
when the rest asks about the same kind of thing and names no metric.
"""

from __future__ import annotations

import re
from datetime import date

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["less_exclusions"]

_Span = tuple[str, str, int, int]
"""A name found: its kind, code, start and end."""

_EN_CUE_RE = re.compile(
    r"(?<![a-z'’])(?:not|rather\s+than|instead\s+of|as\s+opposed\s+to"
    r"|(?:i\s+)?(?:don['’]?t|do\s+not)\s+(?:want|need|mean)|don['’]?t\s+give\s+me)\s+"
)
"""An English negation before the phrase it rules out ("*not* EBITDA", "*rather than*
FY2025", "*I don't want* the group number")."""

_EN_JOIN_RE = re.compile(
    r"(?:the|a|an|any|its|their|our|that|this|in|for|or|nor|full|whole|entire|overall"
    r"|consolidated|combined)(?![a-z])"
)
"""Words leading or joining the names inside a phrase ruled out ("not *the* group's")."""

_EN_FIGURE_RE = re.compile(
    r"(?:['’]s|-?wide|-?level|numbers?|figures?|totals?|ones?|data|values?|amounts?"
    r"|results?)(?![a-z])"
)
"""The words a figure is called by after a name ruled out ("the group *number*")."""

_EN_TAIL_RE = re.compile(
    r"\s*(?:or|and)\s+(?:anything|something|whatever|the\s+like)"
    r"(?:\s+(?:else|like\s+that|of\s+the\s+sort|similar))?(?![a-z])"
)
"""A vague tail after the names ruled out ("or anything like that")."""

_EN_END_RE = re.compile(r"\s*(?:$|[.;:!?)\]]|,|\s[-–—]|[-–—]\s|\s+(?:but|just|only)(?![a-z]))")
"""Where a phrase ruled out ends: punctuation, a dash, or the request set against it."""

_LATIN_RE = re.compile(r"[a-z]+(?![a-z])")

_ZH_CUE_RE = re.compile(
    r"(?:(?<![是])不是|(?<![要只])不要|并非|並非|而非|别给我|別給我|不需要|不用给我?|不用給我?|不看)\s*"
)
"""A Chinese negation before the phrase it rules out (「*不是*营收」, 「*不要*集团的」)."""

_ZH_FILLER_RE = re.compile(
    r"的|之|数字|數字|数据|數據|数值|數值|数|數|总数|總數|合计|合計|总额|總額|整体|整體|全部"
    r"|总体|總體|那个|那個|这个|這個|那年|那一年|整个|整個|总|總"
)
"""The words a figure is called by inside a Chinese phrase ruled out (「集团的*总数*」)."""

_ZH_END_RE = re.compile(
    r"\s*(?:哦|喔|噢|啊|呀|啦|哈|呢|嘛|吧|了)*(?P<end>)\s*"
    r"(?:$|[，,。.！!？?）)；;、:：]|而是|是|只要|就|要|我要)"
)
"""Where a Chinese phrase ruled out ends, a particle aside (「不是营收*哦*。」)."""

_JA_CUE_RE = re.compile(
    r"\s*(?:ではなく(?:て)?|じゃなく(?:て)?|でなく(?:て)?|ではありません(?!か)|じゃありません(?!か)"
    r"|は不要|はいらない|は要りません|はいりません|は結構です)"
)
"""A Japanese negation after the phrase it rules out (「EBITDA*ではなく*」,
「*ではありません*」)."""

_JA_FILLER_RE = re.compile(r"(?:の|数字|数値|もの|方|ほう|全体|合計|トータル|全社|連結|分)$")
"""The words a figure is called by inside a Japanese phrase ruled out (「グループの*数字*」)."""

_JA_START_RE = re.compile(r"(?:^|[\s、,。.!?！？（(「『:：]|[をはがもに])$")
"""What may stand before a Japanese phrase ruled out: the start of a sentence, a mark
or a particle closing the phrase before it (never と, which joins two names ruled out)."""

_OWNED_RE = {
    "en": re.compile(r"['’]s|number|figure|total|one|data|value|amount"),
    "zh": re.compile(r"的|之|数|數|总|總|合计|合計"),
    "ja": re.compile(r"の|分"),
}
"""A figure said to be a market's in the phrase ruled out ("Japan's", 「日本的」,
「日本の数字」)."""

_WHOLE_RE = {
    "en": re.compile(r"(?<![a-z])(?:whole|entire|overall|total|full|consolidated)(?![a-z])"),
    "zh": re.compile(r"整体|整體|整个|整個|全部|合计|合計|总|總"),
    "ja": re.compile(r"全体|合計|全社|連結|トータル"),
}
"""The whole group named beside a market ruled out ("the whole group", 「グループ全体」)."""


_EN_LEADING_RE = re.compile(
    r"(?:^|(?<=[.!?]\s))not\s+(?:(?:the|a|an|any|our|its)\s+)?"
    r"(?P<phrase>(?:[a-z][a-z-]*\s+){0,5}(?P<head>[a-z]+))\s*(?:[-–—]|:)\s"
)
"""An English sentence opened by a thing ruled out and a dash or colon ("Not the
group-wide policy - what does …"): set against a thing of the same kind the rest asks
about (its head noun said again), it only says which is meant."""


def _leading(norm: str, spans: list[_Span]) -> list[tuple[int, int]]:
    """The spans of English sentence openings that rule out a topic the rest asks about
    again by its head noun, when the question names no metric (so no figure is made
    whole by the topic set aside)."""
    if any(kind == "metric" for kind, _, _, _ in spans):
        return []
    return [
        (m.start(), m.end())
        for m in _EN_LEADING_RE.finditer(norm)
        if re.search(rf"(?<![a-z]){m.group('head')}(?![a-z])", norm[m.end() :])
    ]


def _names(norm: str, lang: str, reference_date: date, matcher: Matcher) -> list[_Span]:
    """The metrics, scopes, the company and the years named in ``norm``, in order."""
    found: list[_Span] = [
        (m.kind, m.code, m.start, m.end)
        for m in matcher.find(norm)
        if m.kind in ("metric", "scope", "company")
    ]
    found += [
        ("period", str(s.period), s.start, s.end)
        for s in find_periods(norm, lang, reference_date)
        if s.period is not None
    ]
    return sorted(found, key=lambda f: f[2])


def _name_words(spans: list[_Span], norm: str) -> frozenset[str]:
    """The Latin words of the names ``spans`` cover ("margin" of "gross margin")."""
    return frozenset(w for _, _, s, e in spans for w in re.findall(r"[a-z]+", norm[s:e]))


def _forward(norm: str, at: int, spans: list[_Span], lang: str, words: frozenset[str]) -> int:
    """The end of the phrase of names and figure words that opens at ``at``; ``at`` itself
    when no name is in it."""
    figure = _EN_FIGURE_RE if lang == "en" else _ZH_FILLER_RE
    end = last = at
    named = False
    while True:
        pos = end + len(norm[end:]) - len(norm[end:].lstrip())
        hits = [s for s in spans if s[2] == pos]
        if hits:
            end = last = max(s[3] for s in hits)
            named = True
            continue
        found = figure.match(norm, pos)
        if found is None and lang == "en":
            other = _LATIN_RE.match(norm, pos)
            found = other if other is not None and other.group() in words else None
        if found is not None and found.end() > pos:
            end = last = found.end()
            continue
        joined = _EN_JOIN_RE.match(norm, pos) if lang == "en" else None
        if joined is None:
            break
        end = joined.end()
    if not named:
        return at
    tail = _EN_TAIL_RE.match(norm, last) if lang == "en" else None
    return tail.end() if tail else last


def _backward(norm: str, at: int, spans: list[_Span]) -> int:
    """The start of the Japanese phrase of names and figure words that closes at ``at``;
    ``at`` itself when no name is in it. Its names are of one kind, the kind of the one
    nearest the cue: one of another kind before them owns them (「*日本の*2024年度じゃなくて」
    rules out the year, not Japan)."""
    start, kind = at, ""
    while True:
        pos = len(norm[:start].rstrip(" …"))
        hits = [s for s in spans if s[3] == pos and kind in ("", s[0])]
        if hits:
            start, kind = min(s[2] for s in hits), hits[0][0]
            continue
        if any(s[3] == pos for s in spans):
            break
        found = _JA_FILLER_RE.search(norm, 0, pos)
        if found is None or found.start() == pos:
            break
        start = found.start()
    if kind and start < at and norm[start] == "の":
        start += 1  # 「日本の2024年度」 less 日本: the の stays with its owner
    return start if kind else at


def _alternative(
    norm: str,
    lang: str,
    cut: tuple[int, int],
    phrase: tuple[int, int],
    spans: list[_Span],
    group: str | None,
) -> bool:
    """Whether the phrase ruled out names an alternative to what is asked, not a part of
    it: a market ruled out of a request for the group only when the figure is said to
    be the market's or the whole group is named."""
    inside = [s for s in spans if phrase[0] <= s[2] and s[3] <= phrase[1]]
    outside = [s for s in spans if s[3] <= cut[0] or s[2] >= cut[1]]
    markets = [s for s in inside if s[0] == "scope" and s[1] != group]
    asks_group = any(s[0] == "company" or (s[0] == "scope" and s[1] == group) for s in outside)
    if not (markets and asks_group):
        return True
    owned = _OWNED_RE[lang].search(norm, markets[-1][3], phrase[1])
    rest = norm[: cut[0]] + " " + norm[cut[1] :]
    return owned is not None or _WHOLE_RE[lang].search(rest) is not None


def _cuts(
    norm: str, lang: str, spans: list[_Span]
) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Each phrase ruled out with its cue (the span blanked) and the phrase alone."""
    out: list[tuple[tuple[int, int], tuple[int, int]]] = []
    if lang == "ja":
        for cue in _JA_CUE_RE.finditer(norm):
            start = _backward(norm, cue.start(), spans)
            owned = norm[start - 1 : start] == "の" and any(s[3] == start - 1 for s in spans)
            if start < cue.start() and (owned or _JA_START_RE.search(norm, 0, start)):
                out.append(((start, cue.end()), (start, cue.start())))
        return out
    cue_re, end_re = (_EN_CUE_RE, _EN_END_RE) if lang == "en" else (_ZH_CUE_RE, _ZH_END_RE)
    words = _name_words(spans, norm) if lang == "en" else frozenset()
    for cue in cue_re.finditer(norm):
        end = _forward(norm, cue.end(), spans, lang, words)
        closed = end_re.match(norm, end)
        if end > cue.end() and closed is not None:
            cut_end = closed.start("end") if "end" in end_re.groupindex else end
            out.append(((cue.start(), cut_end), (cue.end(), end)))
    return out


def less_exclusions(text: str, lang: str, reference_date: date, matcher: Matcher) -> str:
    """``text`` with each phrase it rules out beside a request blanked with its cue (NFKC
    text in; the length is kept, so spans stay put)."""
    norm = normalize(text)
    if len(norm) != len(text) or lang not in ("en", "zh", "ja"):
        return text
    spans = _names(norm, lang, reference_date, matcher)
    chars = list(text)
    if lang == "en":
        for start, end in _leading(norm, spans):
            chars[start:end] = " " * (end - start)
    for cut, phrase in _cuts(norm, lang, spans):
        if not _alternative(norm, lang, cut, phrase, spans, matcher.group_scope):
            continue
        blanked = [cut]
        if lang == "ja":
            blanked = [(s, e) for _, _, s, e in spans if phrase[0] <= s and e <= phrase[1]]
            blanked.append((phrase[1], cut[1]))
        for start, end in blanked:
            chars[start:end] = " " * (end - start)
    return "".join(chars)
