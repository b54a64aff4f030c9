"""Asides inside a request, in English, Chinese and Japanese.

An aside is set off by a pair of dashes ("Japan's — just Japan — net profit", 「集团——哦不
对，只要新加坡的——净利润」, " -- "), by brackets of any width ("(Macau's I already have)",
「（不是香港）」, 「（ところで、香港の話ではありません）」), by a dash running to the end of the
sentence, or is a sentence opened by "by the way" (顺便说一下, ところで, ちなみに). It is read
piece by piece (its commas apart), each against the request around it:

- a name ruled out ("not Hong Kong", 「不是香港」, 「マカオではなく」) or said to be had
  already or counted elsewhere ("Macau's I already have", "HK's is in my deck", 「香港的我
  已经有了」, 「マカオは別集計」) is no name asked, when the request names one of that kind;
- a name said again ("just Japan", 「对，是2022」, 「日本の方です」) adds nothing;
- a name offered as the other of two ("— or was it FY2024? —", 「——还是澳门？——」) leaves
  which one open: the aside stays as written, and the engine asks which;
- a name said instead of the request's of that kind ("the group — well, just Japan —",
  「集团——哦不对，只要新加坡的——」, "scratch that, I meant Macau") replaces it;
- a question ("— oh, by the way, where did it open?") is asked after the request;
- any other piece of an aside interrupting the request is read after the request, as a
  sentence of its own, by the rules for what is said beside a request (a part asked,
  "the online part", is still refused); at the sentence's end it stays where it is.

An aside naming a kind the request leaves unsaid ("revenue (Japan) for FY2024"), a whole
less a part ("excluding Macau", 「不含澳门」, 「マカオを除く」) or another name added
("and Macau too") is left as written, as is an aside naming nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date

from ragspine_eval_pipeline.engine._corrections import name_spans
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["read_asides"]

_BRACKET_RE = re.compile(r"[(（\[【]([^()（）\[\]【】]{1,200})[)）\]】]")
"""An aside in brackets of any width."""

_DASH = {
    "en": r"\s+(?:—+|–+|-{2,})\s+|(?<=[a-z'’])—+(?=[a-z])",
    "zh": r"\s*(?:——|—|――|-{2,})\s*",
    "ja": r"\s*(?:——|—|――|-{2,})\s*",
}
"""The dash setting an aside off: spaced in English (never a hyphen), any in CJK."""

_SENTENCE_RE = re.compile(r"[^.?!。？！]+(?:[.?!。？！]+|$)")
"""A sentence with its end marks; an English period inside a number is no end."""

_LEAD_RE = {
    "en": re.compile(
        r"^(?:\s*(?:oh|ah|and|so|well|um|uh|yes|yeah|right|ok|okay|by\s+the\s+way|btw|you\s+know"
        r"|incidentally|mind\s+you|sorry|scratch\s+that|actually|no|wait|note)(?![a-z'’])[\s,!]*)+",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"^(?:\s*(?:哦|噢|喔|啊|呃|嗯|对了|对|注意|顺便(?:说|问|提)(?:一下|一句)?|顺便一提|顺便"
        r"|不对|说错了|算了)[\s,，!！、]*)+"
    ),
    "ja": re.compile(
        r"^(?:\s*(?:ところで|ちなみに|話は変わりますが|そういえば|ついでに|なお|あ|えっと"
        r"|いや|やっぱり|やはり|すみません)[\s,，、!！]*)+"
    ),
}
"""Interjections, "by the way" and correction cues opening a piece."""

_BY_THE_WAY_RE = {
    "en": re.compile(r"^\s*(?:oh\s*,?\s*)?(?:and\s*,?\s*)?(?:by\s+the\s+way|btw)(?![a-z])", re.I),
    "zh": re.compile(r"^\s*(?:哦|对了)?[,，]?\s*顺便"),
    "ja": re.compile(r"^\s*(?:ところで|ちなみに|話は変わりますが|そういえば)"),
}
"""A sentence opened by "by the way"."""

_CORRECTING_RE = {
    "en": re.compile(
        r"(?<![a-z])(?:scratch\s+that|sorry|actually|no|wait|i\s+meant)(?![a-z])", re.I
    ),
    "zh": re.compile(r"不对|说错了|算了|其实"),
    "ja": re.compile(r"いや|やっぱり|やはり|訂正|間違"),
}
"""A cue that the piece takes back what the request named."""

_COMMENT_CUE_RE = {
    "en": re.compile(
        r"(?<![a-z])(?:you\s+know|by\s+the\s+way|btw|incidentally|mind\s+you|sorry|oh)(?![a-z])",
        re.I,
    ),
    "zh": re.compile(r"顺便|对了"),
    "ja": re.compile(r"ところで|ちなみに|話は変わりますが|そういえば"),
}
"""A cue that what follows is said in passing: a piece naming nothing after it is a
remark, read after the request."""

_NO_CONVERSION_RE = {
    "en": re.compile(
        r"^(?:(?:there['’]?s\s+)?no\s+need\s+to\s+convert(?:\s+it)?|(?:please\s+)?don['’]?t"
        r"\s+convert(?:\s+it)?|no\s+conversion(?:\s+needed|\s+required)?)$",
        re.I,
    ),
    "zh": re.compile(r"^(?:不用|不需要|不必|无需|无须)(?:再)?(?:换算|折算|转换)(?:了|啦)?$"),
    "ja": re.compile(
        r"^(?:[^\s]{0,4}換算|変換)(?:は)?(?:不要|いりません|しなくて(?:いい|結構)です?)$"
    ),
}
"""A wish that the figure be left in the currency it is stated in ("no need to convert",
「不用换算」, 「ドル換算は不要」): said of the unit, never of what is counted."""

_UNIT_WISH_RE = {
    "en": re.compile(
        r"(?<![a-z])(?:fine|ok|okay|good|works|will\s+do|as\s+(?:is|stated|reported))(?![a-z])",
        re.I,
    ),
    "zh": re.compile(r"就行|也行|可以|即可|就好|没问题|没关系"),
    "ja": re.compile(r"結構|構いません|かまいません|大丈夫|いい|のまま|ベース"),
}
"""A unit said to do ("yen is fine", 「港币的就行」, 「円ベースで結構です」), not a unit's label."""

_LESS_RE = {
    "en": re.compile(
        r"(?<![a-z])(?:excluding|except|without|less|minus|including|plus|also|too|as\s+well"
        r"|and\s+also)(?![a-z])",
        re.I,
    ),
    "zh": re.compile(r"不含|不包括|除了|除去|扣除|包括|包含|加上|也要|还有|以及|和"),
    "ja": re.compile(
        r"除く|除いた|除き|含む|含めた|含め|抜き|以外|も(?:お願い|教え|知り|欲し|ほし)"
        r"|(?:と|も)(?:一緒|合わせ|あわせ)"
    ),
}
"""A whole less a part or another name added: the aside changes what is counted."""

_OTHERWISE_RE = {
    "en": re.compile(r"(?:or|either)(?![a-z])", re.I),
    "zh": re.compile(r"还是|或者|或是|抑或|要么"),
    "ja": re.compile(r"それとも|または|もしくは|あるいは"),
}
"""A name offered as the other of two ("FY2023 — or was it FY2024? —", 「——还是2024财年？——」):
the asker leaves open which, so the aside is left as written."""

_RULED_RE = {
    "en": re.compile(
        r"(?<![a-z])(?:not|rather\s+than|instead\s+of|(?:i\s+)?(?:don['’]?t|do\s+not)\s+need"
        r"|leave\s+(?:it|that|them)\s+out)(?![a-z])",
        re.I,
    ),
    "zh": re.compile(r"不是|不要|不用|不需要|另算|另外算"),
    "ja": re.compile(
        r"ではなく|じゃなく|でなく|ではありません|じゃありません|不要|いらない|いりません"
    ),
}
"""A name ruled out."""

_WANTED_RE = {
    "en": re.compile(
        r"(?<![a-z])(?:mean|meant|need|want|asking\s+(?:about|for)|after|only|just"
        r"|on\s+its\s+own|alone)(?![a-z])",
        re.I,
    ),
    "zh": re.compile(r"^(?:只要|只看|我要|要的是|我说的是|我指的是|是|单看|整个|整体)"),
    "ja": re.compile(r"だけ|のみ|単体|の方|のほう"),
}
"""A name said to be the one wanted."""

_POINTS_BACK_RE = {
    "en": re.compile(
        r"(?<![a-z])(?:it|it['’]s|that|that['’]s|those|them|which|this)(?![a-z])", re.I
    ),
    "zh": re.compile(r"那边|那里|那个|这个|那"),
    "ja": re.compile(r"それ|そちら|あちら|そっち|そこ"),
}
"""A word pointing back at a name just ruled out ("so leave *it* out", 「*那边*另外有人统计」)."""

_STATED_RE = {
    "en": re.compile(
        r"(?<![a-z])(?:i|we|i['’]ve|we['’]ve|i['’]d|my|our|already|anyway|separate(?:ly)?"
        r"|elsewhere|is|are|was|were|['’]s\s+(?:in|already|separate|handled|covered|done))(?![a-z])",
        re.I,
    ),
    "zh": re.compile(r"我|已经|已|有了|过了|另外|那边|统计|知道"),
    "ja": re.compile(r"もう|既に|すでに|済み|手元|別|ある|あり|聞|話"),
}
"""A name said to be had already, or counted or told elsewhere."""

_ASKS_RE = {
    "en": re.compile(
        r"\?\s*$|^(?:what|where|when|which|who|why|how)\s+(?:is|are|was|were|do|does|did|will"
        r"|would|can|could|should|has|have|had|much|many)(?![a-z])"
        r"|^(?:is|are|was|were|do|does|did|can|could|will|would)\s+(?:there|it|the|we|you|they"
        r"|this|that|any)(?![a-z])",
        re.I,
    ),
    "zh": re.compile(r"[?？吗呢]\s*$|多少|什么|哪里|哪儿|怎么|为什么|是否"),
    "ja": re.compile(r"(?:[?？]|か|っけ|でしょう)\s*$"),
}
"""A piece that asks a question of its own."""

_PIECE_SPLIT = {
    "en": r"\s*(?:,(?!\d)|[;:])\s*|\s+(?:—+|–+|-{2,})\s+",
    "zh": r"\s*(?:[,，;；:：、]|——|—|――)\s*",
    "ja": r"\s*(?:[,，;；:：、]|——|—|――)\s*",
}

_END = {"en": ".", "zh": "。", "ja": "。"}

_WHOLE_AFTER_RE = re.compile(
    r"\s*(?:全体|整体|整個|整个|全社|連結|as\s+a\s+whole|overall|total)(?![a-z])", re.I
)
"""A word of the whole after a name replaced (「グループ*全体*の」 goes with グループ)."""

_EN_BY_THE_WAY_ASKS_RE = re.compile(
    r"\s*(?:[,;]|\s[—–]+|\s-{1,2})?\s*(?:(?:and|oh|also)\s*,?\s*)*(?:by\s+the\s+way|btw)\s*,?\s*"
    r"(?P<next>(?:what|where|when|which|who|why|how|is|are|was|were|do|does|did|can|could)"
    r"(?![a-z]))",
    re.I,
)
""""… — and oh, by the way, where did …": a second question, asked as a sentence."""


@dataclass
class _Reading:
    """What an aside's pieces say against the request around it."""

    dropped: bool = False
    instead: dict[str, list[str]] = field(default_factory=dict)
    """Names said instead of the request's, by kind, as written."""
    moved: list[str] = field(default_factory=list)
    """Pieces read after the request."""
    questions: list[str] = field(default_factory=list)
    remark: bool = False
    """The aside names nothing and is said in passing ("— you know, the big one —")."""


def _kind(kind: str) -> str:
    return "scope" if kind == "company" else kind


def _names(
    text: str, lang: str, reference_date: date, matcher: Matcher
) -> list[tuple[str, str, int, int]]:
    """The names in ``text`` as (kind, code, start, end), the company as the group's scope."""
    spans = name_spans(text, lang, reference_date, matcher)
    norm = normalize(text)
    spans += [
        ("scope", matcher.group_scope or "", m.start, m.end)
        for m in matcher.find(norm)
        if m.kind == "company"
    ]
    return sorted(spans, key=lambda s: s[2])


def _of_kind(spans: list[tuple[str, str, int, int]], kind: str) -> set[str]:
    """The codes ``spans`` name of ``kind``."""
    return {code for k, code, *_ in spans if _kind(k) == kind}


def _set_against(
    pieces: list[str], lang: str, reference_date: date, matcher: Matcher
) -> tuple[set[str], set[str]]:
    """The kinds of names an aside rules out, and those it names otherwise: "not the
    Japan policy, the ESG report's" sets one document against another."""
    ruled: set[str] = set()
    kept: set[str] = set()
    for piece in pieces:
        said = {_kind(k) for k, *_ in _names(piece, lang, reference_date, matcher)}
        if _RULED_RE[lang].search(piece):
            ruled |= said
        elif not _STATED_RE[lang].search(piece) or _WANTED_RE[lang].search(piece):
            kept |= said
    return ruled, kept


def _read(
    pieces: list[str],
    outside: str,
    lang: str,
    reference_date: date,
    matcher: Matcher,
) -> _Reading | None:
    """The reading of an aside's ``pieces`` against the request ``outside`` it; None when
    the aside is to stay as written."""
    around = _names(outside, lang, reference_date, matcher)
    kinds = {_kind(k) for k, *_ in around}
    codes = {(_kind(k), c) for k, c, *_ in around}
    reading = _Reading()
    named = correcting = after_dropped = remark = ruled_out = False
    taken_back: set[str] = set()
    ruled_kinds, kept_kinds = _set_against(pieces, lang, reference_date, matcher)
    for raw in pieces:
        lead = _LEAD_RE[lang].match(raw)
        cue = lead.group() if lead else ""
        piece = raw[len(cue) :].strip()
        correcting = correcting or bool(_CORRECTING_RE[lang].search(cue))
        remark = remark or bool(_COMMENT_CUE_RE[lang].search(cue))
        if not piece:
            continue
        if _NO_CONVERSION_RE[lang].match(piece):
            reading.dropped = ruled_out = True
            continue
        if _ASKS_RE[lang].search(piece):
            if not remark:
                return None  # "— is there a deadline?": a question said of the one before
            reading.questions.append(piece)
            continue
        spans = _names(piece, lang, reference_date, matcher)
        if not spans:
            if after_dropped and _POINTS_BACK_RE[lang].search(piece):
                continue  # "Macau's I have, so leave it out": said of the name ruled out
            if _RULED_RE[lang].search(piece) or _LESS_RE[lang].search(piece):
                return None  # "not the online part" says which figure is meant
            reading.moved.append(piece)
            after_dropped = False
            continue
        after_dropped = False
        named = True
        if _LESS_RE[lang].search(piece) or _OTHERWISE_RE[lang].match(piece):
            return None
        said = {_kind(k) for k, *_ in spans}
        if _RULED_RE[lang].search(piece) or (
            not _WANTED_RE[lang].search(piece) and _STATED_RE[lang].search(piece)
        ):
            if not said <= kinds | {"unit"} | kept_kinds:
                return None
            taken_back |= {_kind(k) for k, c, *_ in spans if (_kind(k), c) in codes}
            reading.dropped = after_dropped = ruled_out = True
            continue
        if said == {"unit"} and "unit" not in kinds and _UNIT_WISH_RE[lang].search(piece):
            reading.moved.append(piece)  # 「円ベースで結構です」: the unit wished, said apart
            ruled_out = True
            continue
        if all(_of_kind(spans, k) == _of_kind(around, k) for k in said):
            reading.dropped = after_dropped = True  # said again: "just Japan", 「是2022」
            continue
        if not said & kinds and said <= ruled_kinds:
            reading.moved.append(piece)  # "not the Japan policy, the ESG report's"
            ruled_out = True
            continue
        if not (
            correcting
            or _CORRECTING_RE[lang].search(cue + piece)
            or (_WANTED_RE[lang].search(piece) and said <= {"scope", "period"})
        ):
            return None  # another name, neither wanted nor a correction: left as written
        for kind, code, start, end in spans:
            if _kind(kind) not in kinds:
                return None
            if (_kind(kind), code) not in codes:
                reading.instead.setdefault(_kind(kind), []).append(piece[start:end])
    if not taken_back <= set(reading.instead):
        return None  # "FY2025 — no wait, not 2025 —": the request's own name taken back
    if not (named or reading.questions):
        if not (remark and reading.moved):
            return None
        reading.remark = True
    elif not (ruled_out or remark or reading.instead or reading.questions):
        return None  # names said again only ("net profit, I think it's called"): a gloss
    return reading


def _with_instead(
    outside: str,
    at: int,
    instead: dict[str, list[str]],
    lang: str,
    reference_date: date,
    matcher: Matcher,
) -> str:
    """``outside`` with its names of each kind in ``instead`` replaced: the first by the
    names said instead, the others taken out."""
    cuts: list[tuple[int, int, str]] = []
    for kind, said in instead.items():
        spans = [s for s in _names(outside, lang, reference_date, matcher) if _kind(s[0]) == kind]
        before = [s for s in spans if s[3] <= at] or spans
        for n, (_, _, start, end) in enumerate(before):
            whole = _WHOLE_AFTER_RE.match(outside, end)
            end = whole.end() if whole else end
            joiner = " and " if lang == "en" else "和" if lang == "zh" else "と"
            cuts.append((start, end, joiner.join(dict.fromkeys(said)) if n == 0 else ""))
    for start, end, text in sorted(cuts, reverse=True):
        outside = outside[:start] + text + outside[end:]
    return outside


def _rewritten(
    sentence: str,
    start: int,
    end: int,
    inner: str,
    trailing: bool,
    lang: str,
    reference_date: date,
    matcher: Matcher,
    rest: str,
) -> str | None:
    """``sentence`` with its aside ``inner`` (at ``start``..``end``) read; None to leave it."""
    gap = " " if lang == "en" else ""
    outside = sentence[:start].rstrip() + gap + sentence[end:].lstrip()
    pieces = [p for p in re.split(_PIECE_SPLIT[lang], inner) if p.strip()]
    reading = _read(pieces, outside + " " + rest, lang, reference_date, matcher)
    if reading is None:
        return None
    if reading.instead:
        outside = _with_instead(outside, start, reading.instead, lang, reference_date, matcher)
    end_mark = re.search(r"[.?!。？！]+\s*$", outside)
    body = outside[: end_mark.start()] if end_mark else outside.rstrip()
    mark = end_mark.group().strip() if end_mark else ""
    if trailing and reading.moved and not reading.remark:
        sep = ", " if lang == "en" else "，"
        body = body.rstrip(" ,，、") + sep + sep.join(reading.moved)
    out = body.rstrip(" ,，、") + (mark or ("?" if reading.questions else _END[lang]))
    if reading.moved and (reading.remark or not trailing):
        joined = (", " if lang == "en" else "，").join(reading.moved)
        out += gap + joined[:1].upper() + joined[1:] + _END[lang]
    for question in reading.questions:
        q = question.rstrip(" ?？") + ("?" if lang == "en" else "？")
        out += gap + q[:1].upper() + q[1:]
    return out


def _aside_of(sentence: str, lang: str) -> tuple[int, int, str, bool] | None:
    """The first aside of ``sentence``: its span, its text and whether it runs to the
    sentence's end."""
    bracket = _BRACKET_RE.search(sentence)
    dashes = list(re.finditer(_DASH[lang], sentence, re.IGNORECASE))
    if len(dashes) >= 2 and (bracket is None or dashes[0].start() < bracket.start()):
        first, second = dashes[0], dashes[1]
        inner = sentence[first.end() : second.start()]
        return first.start(), second.end(), inner, False
    if bracket is not None:
        return bracket.start(), bracket.end(), bracket.group(1), False
    if len(dashes) == 1 and dashes[0].start() > 0:
        dash = dashes[0]
        tail = re.search(r"[.?!。？！]*\s*$", sentence[dash.end() :])
        stop = dash.end() + (tail.start() if tail else len(sentence) - dash.end())
        if stop > dash.end():
            return dash.start(), stop, sentence[dash.end() : stop], True
    return None


def _second_question(match: re.Match[str], reference_date: date, matcher: Matcher) -> str:
    """The end of the sentence before a question asked "by the way", where that sentence
    names something of the KB; as written where it names nothing ("hey team, btw what
    was …": a greeting or a mention, no question of its own, which other rules read)."""
    before = match.string[: match.start()].rstrip()
    word = match.group("next")
    if before and not _names(before, "en", reference_date, matcher):
        return match.group()
    if not before or before[-1] in ".?!":
        return " " + word
    return "? " + word[:1].upper() + word[1:]


def read_asides(text: str, lang: str, reference_date: date, matcher: Matcher) -> str:
    """``text`` with the asides inside its requests read (see the module's docstring);
    as it is when it holds none."""
    if lang not in _DASH:
        return text
    if lang == "en":
        text = _EN_BY_THE_WAY_ASKS_RE.sub(
            lambda match: _second_question(match, reference_date, matcher), text
        )
    sentences = [m.group() for m in _SENTENCE_RE.finditer(text) if m.group().strip()]
    if "".join(sentences) != text:
        return text
    out: list[str] = []
    for at, sentence in enumerate(sentences):
        rest = "".join(s for k, s in enumerate(sentences) if k != at)
        if at and _BY_THE_WAY_RE[lang].match(sentence) and not _ASKS_RE[lang].search(sentence):
            mark = re.search(r"[.?!。？！]*\s*$", sentence)
            inner = sentence[: mark.start()] if mark else sentence
            reading = _read(
                [p for p in re.split(_PIECE_SPLIT[lang], inner) if p.strip()],
                rest,
                lang,
                reference_date,
                matcher,
            )
            if reading is not None and reading.dropped and not reading.instead:
                if reading.moved:
                    joined = (", " if lang == "en" else "，").join(reading.moved)
                    out.append((" " if lang == "en" else "") + joined + _END[lang])
                continue
            out.append(sentence)
            continue
        for _ in range(3):
            aside = _aside_of(sentence, lang)
            if aside is None:
                break
            start, end, inner, trailing = aside
            new = _rewritten(
                sentence, start, end, inner, trailing, lang, reference_date, matcher, rest
            )
            if new is None:
                break
            sentence = new + (" " if lang == "en" else "")
        out.append(sentence)
    return "".join(out).strip() if out else text
