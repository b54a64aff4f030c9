"""A message written as the next turn of a conversation the engine never saw.

The engine reads one message alone. A follow-up is read in two ways:

- *Its lead-in*: an acknowledgement of the answer before ("thanks!", "great,", "got it.",
  「好的，」, 「明白了。」, 「ありがとうございます。」, 「了解です。」) and a connective saying
  another question comes ("and", "one more:", "following up on my last question —",
  「再问一下，」, 「接着刚才的问题——」, 「ついでに」, 「先ほどの続きですが、」, 「もう一点だけ。」,
  「最後にもう一つ。」) name nothing: they are taken off the front of the message, and a
  request stating its own market, metric and year is answered (with no year, the latest
  closed one is assumed as usual).
- *A part pointed back at*: "the same year", "that year", 「那年」, 「同年度」, 「その年度」
  (the year), "the same metric", "the same market" and a bare "the same (thing) for …",
  「改成…」, 「Xの方は」 lean on what an earlier turn named. The pointer is taken out of the
  text and the kinds it points back at are kept (``FollowUp.pointed_back``): a kind the
  message does not state itself is asked which, never assumed nor refused as a word the
  KB lacks. A pointer after a name of its kind in the same message (「…2025财年…？顺便给下
  当年EBITDA」) points within the message and is left to the clause readers.

What is never read away: a word the KB lacks beside the pointer ("and Malaysia for the
same year?" is still refused), a comparison ("the same as Hong Kong's"), "same-store"
sales, and anything after a lead-in that could name a measure.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import date

from ragspine_eval_pipeline.engine._described_year import described_years
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods

__all__ = ["FollowUp", "read_follow_up"]

YEAR, METRIC, SCOPE = "year", "metric", "scope"
ALL_KINDS = frozenset([YEAR, METRIC, SCOPE])


@dataclass(frozen=True)
class FollowUp:
    """A message with its follow-up lead-in and pointers taken out."""

    text: str
    pointed_back: frozenset[str] = frozenset()
    """The kinds (``year``, ``metric``, ``scope``) the message points back at an earlier
    turn for, before naming any of that kind itself."""


# -- lead-ins ------------------------------------------------------------------------------

_ACK_EN = (
    r"(?:thanks?(?:\s+(?:you|so\s+much|a\s+lot|again))*|thx|ty|cheers|great|perfect|cool|nice|"
    r"awesome|excellent|super|brilliant|lovely|wonderful|fantastic|amazing|ok(?:ay)?|alright|"
    r"all\s+right|right|sure|good|very\s+good|got\s+it|gotcha|understood|noted|makes\s+sense|"
    r"i\s+see|that\s+helps|helpful|appreciated|much\s+appreciated|sounds\s+good|"
    r"that['’]s\s+(?:great|helpful|perfect|useful|clear)|fair\s+enough)"
)
_LINKING_EN = (
    r"(?:and|also|plus|now|then|additionally|besides|btw|by\s+the\s+way|in\s+addition|moving\s+on|"
    r"following\s+up(?:\s+on\s+(?:my|our|the|that|your)\s+(?:(?:last|previous|earlier|first)\s+)?"
    r"(?:question|q|message|answer|reply|one|point))?|further\s+to\s+that|on\s+top\s+of\s+that|"
    r"while\s+i\s+have\s+you|while\s+we['’]re\s+at\s+it)"
    r"(?!\s+(?:year|yr|years|quarter|qtr|month|half|fy|fiscal|financial|period|week|time)(?![a-z]))"
)
_COUNTED_EN = (
    r"(?:(?:and\s+)?(?:one|just\s+one)\s+more(?:\s+(?:thing|question|q|quick\s+one|for\s+you))?|"
    r"another\s+(?:one|question|thing|quick\s+one)|(?:one\s+)?last\s+(?:one|thing|question|q)|"
    r"(?:a\s+|quick\s+)?follow-?up(?:\s+question)?|next(?:\s+question)?)"
)
_CONNECTIVE_EN = rf"(?:{_LINKING_EN}|{_COUNTED_EN})"
_SET_OFF_EN = r"(?:\s*[,.!;:…—–]+|\s+-+|-+(?=\s))\s*"
"""Punctuation setting a lead-in off; a hyphen only with a space ("ok -"), never inside
a word ("right-of-use")."""
_LEAD_EN_RE = re.compile(
    rf"^\s*(?:{_ACK_EN}{_SET_OFF_EN}|{_CONNECTIVE_EN}{_SET_OFF_EN}"
    rf"|{_LINKING_EN}\s+(?=[a-z0-9])|{_ACK_EN}\s+(?=(?:{_ACK_EN}|{_CONNECTIVE_EN})(?![a-z])))",
    re.IGNORECASE,
)
"""One acknowledgement set off by punctuation ("great,", "got it."), or one connective
("and", "one more:", "following up on my last question —") opening the message."""

_PUNCT_CJK = r"[，,。.！!～~、…：:;；\s—–-]"
_ACK_ZH = (
    r"(?:好的?|好吧|好嘞|行|嗯+|明白了?|了解了?|知道了|收到了?|懂了|ok|okay|谢谢(?:你|您)?|谢啦|谢了|"
    r"多谢|感谢|原来如此|这样啊)"
)
_CONNECTIVE_ZH = (
    r"(?:再问(?:一下|一个|个|下)?|再请教(?:一下)?|再补充(?:一个|一下|一点|一句)?|补充问?一下|"
    r"顺便问(?:一下|下)?|接着(?:刚才|上面|前面|上一个|上个|之前)的?问题?|接着问(?:一下)?|"
    r"追问(?:一下|一个)?|还有一个问题|另一个问题|下一个问题|最后(?:再)?问?一个(?:问题)?|"
    r"最后(?:再)?问(?:一下|一个)?)"
)
_LEAD_ZH_RE = re.compile(
    rf"^\s*(?:{_ACK_ZH}{_PUNCT_CJK}+|{_CONNECTIVE_ZH}{_PUNCT_CJK}*)",
    re.IGNORECASE,
)
"""One acknowledgement set off by punctuation (「好的，」, 「明白了。」), or one connective
(「再问一下，」, 「接着刚才的问题——」, 「再补充一个：」) opening the message."""

_ACK_JA = (
    r"(?:ありがとう(?:ございます|ございました)?|どうも|了解(?:です|しました|いたしました)?|"
    r"承知(?:しました|いたしました)|かしこまりました|わかりました|分かりました|なるほど(?:です)?|"
    r"助かります|助かりました|ok(?:です)?|オッケー(?:です)?|はい|そうですか|そうなんですね)"
)
_CONNECTIVE_JA = (
    r"(?:先ほど|先程|さっき)の(?:質問の)?続き(?:ですが|なんですが|ですけど|だけど|で)?|"
    r"続けて(?:質問です|質問させてください|お聞きします|伺います)?|追加(?:で|の)?(?:質問です)?|"
    r"最後に(?:もう)?(?:一つ|ひとつ|一点)(?:だけ)?(?:質問です|お聞きします)?|"
    r"もう(?:一つ|ひとつ|一点)(?:だけ)?(?:質問です|質問があります|お聞きします)?|"
    r"それでは|では|じゃあ|じゃ"
)
_LEAD_JA_RE = re.compile(
    rf"^\s*(?:{_ACK_JA}{_PUNCT_CJK}+|(?:{_CONNECTIVE_JA}){_PUNCT_CJK}+|(?:じゃあ|先ほどの続きで))",
    re.IGNORECASE,
)
"""One acknowledgement set off by punctuation (「ありがとうございます。」, 「了解です。」), or
one connective (「先ほどの続きですが、」, 「もう一点だけ。」, 「最後にもう一つ。」, 「では、」)
opening the message; 「ついでに」, 「あと」, 「それと」 are the clause readers'
(``_grammar.CONNECTOR_RE``)."""

_LEAD_RE = {"en": _LEAD_EN_RE, "zh": _LEAD_ZH_RE, "ja": _LEAD_JA_RE}


def _without_lead(text: str, lang: str) -> tuple[str, bool]:
    """``text`` less the lead-ins opening it, as long as something is left to ask, and
    whether there was one."""
    lead = _LEAD_RE.get(lang)
    led = False
    while lead is not None and (match := lead.match(text)) and match.end() > 0:
        rest = text[match.end() :]
        if not re.search(r"\w", rest):
            break
        text, led = rest, True
    return text, led


_ELLIPTICAL_RE = {
    "en": re.compile(
        r"^\s*(?:(?:what|how)\s+about\s+[^,;:?]+|[^,;:?]+?\s+(?:too|as\s+well|also))\s*[?.!]*\s*$"
        r"|^\s*(?:for\s+|in\s+)?(?:[^\s,;:?]+\s+){0,2}[^\s,;:?]+\s*\?+\s*$",
        re.IGNORECASE,
    ),
    "zh": re.compile(r"^\s*(?:那|那么|那麼|还有|還有)?[^，,。？?]{1,15}?呢\s*[?？]*\s*$"),
    "ja": re.compile(
        r"^\s*[^、,。？?]{1,15}?(?:は|も)(?:どう(?:ですか|でしょうか|でしたか)?)?\s*[?？]+\s*$"
    ),
}
"""A follow-up asking only of what it names, its request left to an earlier turn
("what about Macau?", "Japan too?", after a lead-in "and Macau?"; 「那澳门呢？」;
「じゃあマカオは？」): the figure asked before is pointed back at."""


# -- parts pointed back at -----------------------------------------------------------------

_YEAR_NOUN_EN = r"(?:fiscal\s+|financial\s+)?(?:year|yr|period|fy)"
_POINTER_EN_RE = re.compile(
    r"(?:,\s*)?(?:(?<![a-z])(?:in|for|during|over|of|from)\s+)?"
    r"(?<![a-z])(?P<year>(?:the\s+(?:very\s+)?same|that(?:\s+same)?|this\s+same)\s+"
    + _YEAR_NOUN_EN
    + r"(?:['’]s)?)(?![a-z'’-])(?!\s*\d)"
    r"|(?<![a-z])(?P<kind>(?:the\s+)?same\s+(?P<noun>metric|measure|kpi|figure|number|line|item|"
    r"market|business|segment|region|country|entity|unit|scope))(?![a-z'’-])"
    r"|(?<![a-z])(?P<bare>(?:(?:do|give\s+me|what\s+about|how\s+about)\s+)?(?:the\s+)?same"
    r"(?:\s+(?:thing|one|question|again|request|numbers|figures|data))?(?:\s+again)?)"
    r"(?=\s*(?:,|for\s|in\s|but\s|please|pls|\?|$|\.|!))",
    re.IGNORECASE,
)
"""English pointers: a year ("for the same year", "that FY"), a named kind ("the same
metric", "the same market") and a bare "the same (thing)" before what changes. Never
"the same as", "same-store", or a year written after ("that year, FY2024")."""

_METRIC_NOUNS_EN = frozenset(["metric", "measure", "kpi", "figure", "number", "line", "item"])

_POINTER_ZH_RE = re.compile(
    r"(?P<year>(?<![\u4e00-\u9fff])那一?(?:个|個)?(?:财年|財年|年度|年(?!度))"
    r"|(?:该|該|同)一?(?:个|個)?(?:财年|財年|年度|年(?!度))|当年(?!度)|(?:这|這)一年(?!度))"
    r"(?![代前后後底初末中内內以])的?"
    r"|^(?P<bare>(?:那|那么|那麼)?(?:换成|換成|改成|换为|換為|改为|改為))"
    r"|^(?P<metric>(?:那|那么|那麼)?(?:同样|同樣|一样|一樣)的(?:数字|數字|数据|數據|指标|指標)?)"
)
"""Chinese pointers: a year (「那年」, 「同年」, 「该财年」, 「当年」, 「这一年」, never 当年度
or 这一年度, the current one; 「那年」 only opening its phrase, never an event's year,
「搬迁的那一年」), 「换成…」 or 「改成…」 opening the message (what changes, the rest kept),
and 「同样的（数字）」 opening it (the figure asked before)."""

_POINTER_JA_RE = re.compile(
    r"(?P<year>(?:(?:その|同じ|当該|同)(?:会計)?(?:年度|年(?!度)|期)|この年(?!度))(?:末|初)?(?![間内])"
    r"(?:の|で|に|も)?)"
    r"|(?P<metric>同じ(?:もの|数字|数値|指標|項目)(?:を|で|の|が)?|同様に)"
)
"""Japanese pointers: a year (「その年度」, 「同年度」, 「同じ年」, 「この年」; 「前年同期」 is a
period of its own) and 「同じもの」, 「同じ数字」, 「同様に」 (the figure asked before)."""

_SIDE_JA_RE = re.compile(r"の方(?=[はもがをで]|[?？、。]|$)")
"""「の方」 after a name: "the X side", X itself (「じゃあ香港の方は？」)."""


def _named_before(text: str, at: int, kind: str, lang: str, day: date, matcher: Matcher) -> bool:
    """Whether ``text`` names a ``kind`` before offset ``at``."""
    head = unicodedata.normalize("NFKC", text[:at])
    if kind == YEAR:
        return any(s.period is not None for s in find_periods(head.casefold(), lang, day))
    return any(m.kind == kind for m in matcher.find(head.casefold()))


def _kinds(match: re.Match[str], lang: str) -> frozenset[str]:
    """The kinds a pointer points back at; a bare "the same" at all of them."""
    if match.group("year"):
        return frozenset([YEAR])
    if lang == "en" and match.group("kind"):
        noun = match.group("noun").casefold()
        return frozenset([METRIC if noun in _METRIC_NOUNS_EN else SCOPE])
    if lang != "en" and match.group("metric"):
        return frozenset([METRIC])
    return ALL_KINDS


_POINTER_RE = {"en": _POINTER_EN_RE, "zh": _POINTER_ZH_RE, "ja": _POINTER_JA_RE}


_SENTENCE_END_RE = re.compile(r"[?？!！。;；\n]|\.(?:\s|$)")
"""A sentence closed before the pointer: the message's own request comes first, and the
pointer leans on it (「…是多少？顺便给下当年EBITDA」)."""


def _a_name_or_owned(text: str, match: re.Match[str]) -> bool:
    """Whether an English pointer is owned ("ACME's same business") or its "same" is
    capitalized past the message's first word ("the Same business"): a name's words."""
    head = text[: match.start()]
    said = match.group().lstrip(" ,")
    owned = re.search(r"[a-z0-9]['’]s?\s*$", head, re.IGNORECASE) is not None
    word = re.search(r"(?<![a-z])same(?![a-z])", said, re.IGNORECASE)
    named = word is not None and word.group()[0].isupper() and bool(head.strip())
    return owned or named


def _described(text: str, match: re.Match[str], lang: str) -> bool:
    """Whether the pointer is the year noun of a year named by an event (「搬迁的那一年」,
    ``_described_year``): a year the asker has still to say, asked as before."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    if len(folded) != len(text):
        return False
    return any(
        start < match.end() and match.start() < end for start, end in described_years(folded, lang)
    )


def _without_pointers(
    text: str, lang: str, day: date, matcher: Matcher
) -> tuple[str, frozenset[str]]:
    """``text`` less the pointers at an earlier turn, and the kinds they point at."""
    pointer = _POINTER_RE.get(lang)
    if pointer is None:
        return text, frozenset()
    kinds: set[str] = set()
    out: list[str] = []
    last = 0
    for match in pointer.finditer(text):
        if re.match(r"\s*(?:as|-|store)(?![a-z])", text[match.end() :], re.IGNORECASE):
            continue  # "the same as", "same-store": a comparison, a measure
        if lang == "en" and _a_name_or_owned(text, match):
            continue  # "ACME's Same business": a name, never a pointer
        pointed = _kinds(match, lang)
        if (
            _described(text, match, lang)
            or _SENTENCE_END_RE.search(text[: match.start()])
            or any(_named_before(text, match.start(), k, lang, day, matcher) for k in pointed)
        ):
            continue  # it points within the message
        kinds |= pointed
        out.append(text[last : match.start()] + (" " if lang == "en" else ""))
        last = match.end()
    out.append(text[last:])
    said = re.sub(r"[ \t]{2,}", " ", "".join(out)).strip() if kinds else text
    if lang == "ja":
        said = _SIDE_JA_RE.sub("", said) if _after_a_name(said, matcher) else said
    if not re.search(r"\w", said):
        return text, frozenset()
    return said, frozenset(kinds)


def _after_a_name(text: str, matcher: Matcher) -> bool:
    """Whether each 「の方」 of ``text`` stands straight after a KB name."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    if len(folded) != len(text):
        return False
    ends = {m.end for m in matcher.find(folded)}
    sides = [m.start() for m in _SIDE_JA_RE.finditer(text)]
    return bool(sides) and all(at in ends for at in sides)


_AS_WELL_RE = re.compile(r",?\s+as\s+well(?=\s*[?.!]*\s*$)", re.IGNORECASE)
"""A closing "as well" ("Japan as well?"): the request before it, asked again."""


def read_follow_up(text: str, lang: str, day: date, matcher: Matcher) -> FollowUp:
    """``text`` read as a follow-up: its lead-ins and pointers at an earlier turn taken
    out, and the kinds pointed back at kept."""
    said, led = _without_lead(text, lang)
    said, kinds = _without_pointers(said, lang, day, matcher)
    elliptical = _ELLIPTICAL_RE.get(lang)
    if elliptical is not None and elliptical.match(said):
        # "what about X?" opens on its own; a bare "X?" only after a lead-in ("and X?").
        bare = lang == "en" and not re.match(r"\s*(?:what|how)\s+about", said, re.I)
        if led or not bare or re.search(r"\s(?:too|as\s+well|also)\W*$", said, re.I):
            kinds |= {METRIC}
    if lang == "en":
        said = _AS_WELL_RE.sub("", said)
    return FollowUp(said, frozenset(kinds))
