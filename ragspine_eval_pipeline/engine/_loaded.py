"""Loaded questions: a premise built into a request for a figure the KB reports.

Critics, activists and sceptics put their verdict into the question: "Singapore revenue
in FY2023 must have been a disaster, right? What was it?", 「澳门2023财年的收入是不是惨不忍
睹？到底是多少？」, 「香港2024财年员工人数是多少？又裁了一批吧？」, 「集团2023财年的净利润是
不是少得可怜？」. The premise is the asker's, never a figure asked: where the question asks
for the figure, the premise is taken out before the question is read
(``without_loaded_frame``), so the figure is read as in any request (a bare profit, a
market pointed at or a year described still ask which; a name the KB lacks, an open year
or a part of the figure are still refused). Three constructions, in each language:

- *a premise, then the figure asked bare*: a sentence naming a metric with a predicate
  said of it ("… must have been a disaster, right?", 「…是不是一路下滑？」, "Why has
  revenue in our market been going backwards since FY2023?"), followed by a sentence
  asking the figure without naming one ("What was it?", "Just give me the FY2025
  number.", 「到底是多少？」, 「给个数。」, 「数字を見せてください。」): the first sentence's
  names up to its predicate (and a year said in it with "in" or "for") are what the bare
  request asks of;
- *a figure asked, then a guess about it*: a request naming a metric followed by a
  sentence naming nothing of the KB that only guesses, closed by a tag (「又裁了一批吧？」,
  ", they cut staff again, right?"), holding a word of how a figure moved or how bad it
  is and no word narrowing the figure (only, including, 只, 包括, だけ): taken out;
- *a yes-or-no verdict on a figure* (Chinese 「X是不是Y？」): the verdict ``Y`` naming
  nothing of the KB and no change or comparison (增长, 下降, 比…高), read as asking ``X``
  (「X是多少？」). A verdict that is a change asked itself (「是不是下降了」) stays, and is
  refused as any change is.

A predicate or a verdict naming a KB name (another market, a second metric) is never
taken out: it may be what is asked.
"""

from __future__ import annotations

import re
import unicodedata

from ragspine_eval_pipeline.engine._grammar import DERIVED_RE
from ragspine_eval_pipeline.engine._names import Matcher, Mention
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["without_loaded_frame"]

# --- what the asker may say of a figure ----------------------------------------------

_PREMISE_RE = {
    "en": re.compile(
        r"(?<![a-z])(?:collaps\w*|crash\w*|crater\w*|plung\w*|plummet\w*|slump\w*|tank\w*|"
        r"shr[aiu]nk\w*|disaster\w*|catastroph\w*|terribl\w*|awful|pathetic|dismal|"
        r"miserabl\w*|bad|worse|worst|weak|poor|cut|cuts|cutting|slash\w*|gutt\w*|"
        r"lay(?:ing)?\s+off|laid\s+off|fir(?:e|ed|ing)|squeez\w*|drop\w*|fell|fall\w*|"
        r"declin\w*|los[et]|losing|down|lower|backwards|sink\w*|sank|sunk|bleed\w*|"
        r"hiding|hide|cover\w*\s+up|again|"
        r"strong|solid|robust|healthy|great|good|impressive|excellent|stellar|record\w*|high|higher|"
        r"grew|grow\w*|rose|ris(?:e|en|ing)|jump\w*|soar\w*|boom\w*|surg\w*|improv\w*)(?![a-z])",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"裁|跌|降|减|亏|赔|差|烂|惨|糟|少得|可怜|低|崩|腰斩|缩水|下滑|下降|萎缩|暴跌|赤字|"
        r"吃光|吃掉|蒸发|缩|砍|又|再次|一路|捂|瞒|藏|"
        r"涨|升|增|提高|改善|好转|高|强|不错|亮眼|创新|纪录|最好"
    ),
    "ja": re.compile(
        r"減|落ち|下が|沈|悪|散々|ボロボロ|ひど|酷|赤字|リストラ|削|切|崩|低|惨|また|どうせ|"
        r"増|伸び|上が|上昇|改善|好調|高|最高|良|よかった|すごい|強"
    ),
}
"""A word of how a figure moved, how bad or how good it is, or of hiding it: the
premise's."""

_NARROWS_RE = re.compile(
    r"(?<![a-z])(?:only|just|including|include[sd]?|excluding|exclude[sd]?|except|without|"
    r"online|part|portion|segment|counted|count)(?![a-z])"
    r"|只|仅|僅|包括|包含|不含|除|算|部分|线上|网上|だけ|のみ|含|除|分",
    re.IGNORECASE,
)
"""A word that may narrow the figure: a sentence holding one is never a mere guess."""

# --- the figure asked bare -----------------------------------------------------------

_EN_OR_ACCUSED = (
    r"(?:\s*,?\s+or\s+(?:are|is|was|were|did|do|does|have|has)\s+(?:you|it|they|we|management)"
    r"\b[^?.!]*)?"
)
_BARE_ASKED_RE = {
    "en": re.compile(
        r"^(?:so\s+|and\s+|ok(?:ay)?\s+|well\s+)?(?:"
        r"what\s+(?:was|is|were)\s+(?:it|that|the\s+(?:actual\s+|real\s+|exact\s+|true\s+)?"
        r"(?:figure|number|amount|value|percentage|count|total)s?)(?:\s+then|\s+exactly|\s+actually)?"
        r"(?:\s+(?:in\s+)?(?:that|the\s+same)\s+year)?"
        r"|(?:(?:just|please|so|then)\s+)*(?:give|show|tell)\s+me\s+the\s+(?:actual\s+|real\s+|exact\s+)?"
        r"(?:(?:fy\s*'?\d{2,4}|fiscal\s+\d{4})\s+)?(?:figure|number|amount|value|percentage|count|total)s?"
        r"(?:\s+(?:then|please|already))?"
        rf"){_EN_OR_ACCUSED}[\s?.!]*$",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"^(?:那|那么|所以)?(?:现在|目前|当时|实际|具体|真实|准确)?(?:到底|究竟)?(?:实际|具体)?(?:的)?"
        r"(?:数字|数据|数)?(?:是|有|为)?多少(?:呢|啊|呀)?[？?。！!]*$"
        r"|^(?:请|麻烦)?(?:给|报)(?:个|一个|我个|我一个)?(?:准|实际的|具体的|真实的)?(?:数|数字)(?:吧|啊)?[？?。！!]*$"
    ),
    "ja": re.compile(
        r"^(?:実際(?:に)?は|実際の|本当の|正確な)?(?:数字|数値)?(?:は)?(?:いくら|何人|何%|何パーセント)"
        r"(?:だった|でした|です|なの|なん)?(?:んです|のです)?か?[。？?！!]*$"
        r"|^(?:実際の|本当の|正確な)?(?:数字|数値)を(?:見せて|教えて)(?:ください|下さい|もらえますか)?[。？?！!]*$"
    ),
}
"""A sentence asking the figure without naming it: "What was it?", "Just give me the
FY2025 number.", 「到底是多少？」, 「给个数。」, 「いくらだったんですか。」."""

_EN_PREDICATE_RE = re.compile(
    r"\s+(?:(?:supposedly|allegedly|apparently|really|surely|probably|clearly|obviously|"
    r"reportedly|already|still)\s+)*"
    r"(?:must|might|may|could|would|should|will|was|were|is|are|has|have|had|did|does|do|"
    r"got|gets|get|been|being|keeps?|kept|went|goes)(?![a-z])"
    r"|\s+(?:supposedly|allegedly|apparently|reportedly)(?![a-z])|\s*['’]s\s+(?:been|got)(?![a-z])",
    re.IGNORECASE,
)
"""Where an English predicate said of a figure opens, after its subject."""

_EN_WHY_AUX_RE = re.compile(
    r"^(?:so\s+)?(?:why|how\s+come)\s+(?:has|have|had|did|does|do|is|are|was|were)\s+",
    re.IGNORECASE,
)
"""A question of why, inverted, before the figure's subject: the premise's, not asked."""

_EN_YEAR_KEPT_RE = re.compile(
    r"\b(?:in|for|during)\s+(?:the\s+)?(?:fy\s*'?\d{2,4}|fiscal\s+(?:year\s+)?\d{4}|\d{4})\b"
    r"|\b(?:in|for|during)\s+the\s+(?:fiscal\s+)?year\s+(?:of|when|that|in\s+which|(?=(?:the|a|an|our|its"
    r"|their|we|they|it|acme)\s))[^,.?!;]+",
    re.IGNORECASE,
)
"""A year the premise dates the figure by ("in FY2024", "in the year of the opening"),
kept; "since FY2023" is not."""

_CJK_YEAR_KEPT_RE = re.compile(r"\d{4}\s*(?:财年|年度|年)")

# --- sentences -----------------------------------------------------------------------

_SENTENCE_RE = {
    "en": re.compile(r"(?<=[.?!])\s+|\s+[-–—]+\s+"),
    "zh": re.compile(r"(?<=[。？?！!])"),
    "ja": re.compile(r"(?<=[。？?！!])"),
}

_TAGGED_RE = {
    "en": re.compile(
        r"(?:,\s*(?:right|no|eh|huh|yes)|,\s*(?:did|didn['’]t|do|don['’]t|is|isn['’]t|was|wasn['’]t|"
        r"are|aren['’]t|have|haven['’]t|has|hasn['’]t)\s+(?:you|it|they|we))\s*[?!]+$",
        re.IGNORECASE,
    ),
    "zh": re.compile(r"(?:吧|了吧|吗|嘛|是不是|对吧|对不对)[？?！!。]*$"),
    "ja": re.compile(r"(?:でしょう|だろう|でしょ|んじゃないですか|んじゃない|よね)[？?！!。]*$"),
}
"""A guess closed by a tag asking to be agreed with (", right?", 「…吧？」, 「…でしょう？」)."""


def without_loaded_frame(text: str, lang: str, matcher: Matcher) -> str:
    """``text`` with the premise of a loaded request for a figure taken out (module
    docstring); ``text`` as it is when it holds none."""
    if lang not in _SENTENCE_RE:
        return text
    folded = _remaining_as_held(unicodedata.normalize("NFKC", text).strip(), lang)
    folded = _without_premise_lead_in(folded, lang, matcher)
    if lang == "en":
        folded = _EN_IF_ANY_RE.sub("", folded)
    units = [u.strip() for u in _SENTENCE_RE[lang].split(folded) if u and u.strip()]
    if not units:
        return text
    read = _premise_then_asked(units, lang, matcher) or _guess_after(units, lang, matcher)
    if read is None and lang == "zh":
        read = _verdict_zh(units, matcher) or _level_reached_zh(units, matcher)
    if read is None:
        return text if folded == unicodedata.normalize("NFKC", text).strip() else folded
    return read


_REMAINING_RE = {
    "en": re.compile(
        r"(?<![a-z])(how\s+many\s+[a-z]+(?:\s+[a-z]+)?\s+(?:are|is))\s+"
        r"(?:(?:still|even|actually|really|now)\s+)*left(?![a-z])",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"(?:还|仍|仍然)?剩(?:下)?(?=(?:多少|几)(?:个|名|位|家|间)?(?:员工|雇员|职员|人|门店|店))"
    ),
    "ja": re.compile(r"(何人|何名)(?:が)?残って(?=います|る|いる)"),
}
"""A count of people or stores asked of what remains ("how many staff are even left",
「还剩多少员工」, 「何人残っていますか」): the count held, as "how many … are there" asks
it; never a share left of a figure (「扣除进货成本后还剩几成」 asks a margin)."""

_REMAINING_AS = {"en": r"\1 there", "zh": "有", "ja": r"\1"}


def _remaining_as_held(text: str, lang: str) -> str:
    """``text`` with a count of what remains asked as the count held (``_REMAINING_RE``)."""
    return _REMAINING_RE[lang].sub(_REMAINING_AS[lang], text) if lang in _REMAINING_RE else text


_EN_IF_ANY_RE = re.compile(r"\s*,\s*if\s+any(?=\s*[?.!]*\s*$)", re.IGNORECASE)
"""A hedge closing a request ("…, if any?"): the asker doubts there is a figure, and asks
it all the same."""

_EN_LEAD_IN_RE = re.compile(
    r"^(?:(?:so|and|but|well)\s*,?\s+)?(?:after|with|given|despite|for)\s+all\s+"
    r"(?:the|this|that|these|those|your|their|its)\s+[^,.?!;:\d]{1,60},\s*",
    re.IGNORECASE,
)
"""An English lead-in of what the asker has heard so much of ("So after all the so-called
'cost discipline', …", "With all the talk of closures, …"): the premise's, not a date."""


def _without_premise_lead_in(text: str, lang: str, matcher: Matcher) -> str:
    """``text`` less a premise lead-in naming nothing of the KB and no year, before a
    request naming a metric."""
    if lang != "en":
        return text
    m = _EN_LEAD_IN_RE.match(text)
    if m is None or _found(m.group(), matcher) != []:
        return text
    rest = text[m.end() :]
    found = _found(rest, matcher)
    if not found or not any(x.kind == "metric" for x in found):
        return text
    return rest[:1].upper() + rest[1:]


def _found(unit: str, matcher: Matcher) -> list[Mention] | None:
    """The KB names of ``unit``, or None when its normalized text is not aligned with it
    (the names' offsets are those of the normalized text)."""
    norm = normalize(unit)
    return matcher.find(norm) if len(norm) == len(unit) else None


def _names(mentions: list[Mention]) -> list[Mention]:
    return [m for m in mentions if m.kind in ("scope", "metric", "document", "company")]


def _premise_then_asked(units: list[str], lang: str, matcher: Matcher) -> str | None:
    """A sentence naming a metric with a premise said of it, then the figure asked bare."""
    for at, unit in enumerate(units[:-1]):
        later = units[at + 1 :]
        asked = [u for u in later if _BARE_ASKED_RE[lang].match(u)]
        if not asked:
            continue
        if any(_names(_found(u, matcher) or []) for u in later):
            continue
        # A year the bare request names is the one asked ("Give me the FY2024 number"):
        # the premise's own year is then no more than the premise's.
        dated = any(re.search(r"(?:19|20)\d\d|fy\s*'?\d\d", u, re.IGNORECASE) for u in later)
        head = _head(unit, lang, matcher, keep_years=not dated)
        if head is None:
            continue
        if lang == "en" and _POINTS_BACK_RE.search(" ".join(asked)) and not _dated(head):
            continue  # "What was it that year?" of a year the premise alone said
        joiner = " " if lang == "en" else ""
        later = [_without_accusation(u) if u in asked else u for u in later]
        return joiner.join([*units[:at], head, *later]).strip()
    return None


_POINTS_BACK_RE = re.compile(r"\b(?:that|the\s+same)\s+year\b", re.IGNORECASE)
"""A bare request pointing back at the premise's year ("What was it *that year*?")."""


def _dated(head: str) -> bool:
    """Whether the figure a premise names keeps a year (``_EN_YEAR_KEPT_RE``)."""
    return _EN_YEAR_KEPT_RE.search(head) is not None


_EN_ACCUSED_RE = re.compile(_EN_OR_ACCUSED.removesuffix("?") + r"(?=[\s?.!]*$)", re.IGNORECASE)


def _without_accusation(unit: str) -> str:
    """A bare request less the accusation offered as its alternative ("…, or are you
    hiding a collapse?"), which asks nothing of the KB."""
    return _EN_ACCUSED_RE.sub("", unit)


def _head(unit: str, lang: str, matcher: Matcher, keep_years: bool = True) -> str | None:
    """The figure ``unit`` names, up to the predicate said of it, with a year the
    predicate dates it by; None when no metric is named before a predicate naming
    nothing of the KB."""
    body = _EN_WHY_AUX_RE.sub("", unit) if lang == "en" else unit
    mentions = _found(body, matcher)
    if not mentions or not any(m.kind == "metric" for m in mentions):
        return None
    named = _names(mentions)
    if lang == "en":
        first_metric = next(m for m in named if m.kind == "metric")
        opens = _EN_PREDICATE_RE.search(body, first_metric.end)
        if opens is None:
            return None
        cut = opens.start()
        kept = _EN_YEAR_KEPT_RE.findall(body[cut:])
    else:
        cut = max(m.end for m in named)
        kept = _CJK_YEAR_KEPT_RE.findall(body[cut:])
    if any(m.start >= cut for m in named) or not any(m.kind == "metric" for m in named):
        return None
    tail = body[cut:]
    if lang != "en" and not _PREMISE_RE[lang].search(tail):
        return None  # a CJK clause's rest says something of the figure only with a premise
    kept = kept if keep_years else []
    named = body[:cut].rstrip(" ,，、:：")
    if lang == "en":
        return " ".join([named, *kept]).strip() + "."
    # A CJK year goes before the figure's name, as it is written (「2023财年澳门的收入」),
    # never onto a Latin name (「EBITDA2024年度」 would name no metric).
    return "".join([*kept, "の" if kept and lang == "ja" else "", named]).strip() + "。"


def _guess_after(units: list[str], lang: str, matcher: Matcher) -> str | None:
    """A figure request followed by guesses about the figure naming nothing of the KB."""
    if len(units) < 2:
        return None
    first = _found(units[0], matcher)
    if not first or not any(m.kind == "metric" for m in first):
        return None
    guesses = [
        at
        for at, unit in enumerate(units[1:], start=1)
        if _TAGGED_RE[lang].search(unit)
        and _PREMISE_RE[lang].search(unit)
        and not _NARROWS_RE.search(unit)
        and not DERIVED_RE.search(_TAGGED_RE[lang].sub("", unit))
        and not (_found(unit, matcher) or [])
        and not re.search(r"\d", unit)
    ]
    # Only guesses closing the message: one with a request after it is that request's
    # premise ("…, rents fell, didn't they? By how much on average?").
    guesses = [at for at in guesses if all(later in guesses for later in range(at, len(units)))]
    if not guesses:
        return None
    joiner = " " if lang == "en" else ""
    return joiner.join(u for at, u in enumerate(units) if at not in guesses).strip()


_VERDICT_ZH_RE = re.compile(r"是不是(?P<verdict>[^，,。？?！!]+?)(?:了|呢|啊|吧)?(?P<end>[？?])")


_LEVEL_ZH_RE = re.compile(
    r"^(?:被[^，,。？?！!]{1,8}?)?[^，,。？?！!多少几]{0,4}?(?:到|至)(?:了)?"
    r"(?:多少|多低|多高|几|什么(?:程度|地步|水平))(?:了|呢|啊)?[？?]$"
)
"""A Chinese figure asked as the level a move reached (「被电商压到多低了？」, 「跌到多少了」):
the level, never the move."""


def _level_reached_zh(units: list[str], matcher: Matcher) -> str | None:
    """A Chinese figure asked as the level a move reached, read as asking the figure."""
    for at, unit in enumerate(units):
        found = _found(unit, matcher)
        named = _names(found or [])
        if not named or named[-1].kind != "metric":
            continue
        tail = unit[named[-1].end :]
        if _LEVEL_ZH_RE.match(tail) is None or DERIVED_RE.search(tail):
            continue
        return "".join([*units[:at], f"{unit[: named[-1].end]}是多少？", *units[at + 1 :]])
    return None


def _verdict_zh(units: list[str], matcher: Matcher) -> str | None:
    """A Chinese yes-or-no verdict on a figure (「X是不是Y？」), read as asking ``X``."""
    for at, unit in enumerate(units):
        m = _VERDICT_ZH_RE.search(unit)
        if m is None or m.end() != len(unit):
            continue
        subject, verdict = unit[: m.start()], m.group("verdict")
        named = _found(subject, matcher)
        if not named or not any(x.kind == "metric" for x in named):
            continue
        if _found(verdict, matcher) or DERIVED_RE.search(verdict) or re.search(r"\d", verdict):
            continue
        if not _PREMISE_RE["zh"].search(verdict) and not re.search(r"[离谱糟透极]", verdict):
            continue
        return "".join([*units[:at], f"{subject}是多少？", *units[at + 1 :]])
    return None
