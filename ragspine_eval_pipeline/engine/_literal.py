"""Machine translation's literal renderings read as the target language says them.

A question run through a translator keeps the source language's grammar word for word:
a counter rendered as a noun ("how many *names*" for 名, 「多少*个*人」, 「何*個の*人」),
年度 as "*year degree*", "fiscal year 2025" as 「2025*的财政的年*」 or 「2024*の会計の年*」,
"the coming year" as 「*来る*年度」, "the matter of X" as 「关于X*的事情*」 and "what" as
"*what thing*", "person in charge" as "the *charge person*", and a source language's
asking word left untranslated (「*请问*、シンガポールの…」), "business" as a loanword
after a market (「日本の*ビジネス*」 for 日本事業), and a possessive particle put between
the parts of one compound name (「净*的*利润」, 「純*の*利益」: "net profit" word for word),
the fiscal year with its modifier after it ("the year fiscal 2023", 「年财政2025」,
「年度財政2024」) or called the accounting year, a modifier put after its noun ("the
profit net", "margin gross"), "inform" with no one told, 全部 ("all of") before a metric
and the counter 个 before a unit (「多少个日元」). What the translator left in the source
language is read first (``_untranslated``).
Each is a closed class of function words and counters, read as the target language's own
before any rule reads the question, as ``_dialects`` reads a regional variety. Content
words are never touched: a metric, a market or a year the KB lacks stays a word the
engine refuses. A particle comes out of a compound only where the KB names the compound
whole, and ビジネス reads 事業 only after a market the KB names (「ネットビジネス」 stays,
and is refused).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import pairwise

from ragspine_eval_pipeline.engine._calques import without_calques
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._untranslated import with_untranslated_read
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["as_idiomatic"]

_EN_PERIOD_WORDS = {
    "this": "this",
    "current": "this",
    "previous": "the last",
    "last": "the last",
    "former": "the last",
    "next": "the next",
    "coming": "the next",
    "upcoming": "the next",
}
"""The fiscal year a period word points at, by its last word."""

_Rule = tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]]

_EN_RULES: tuple[_Rule, ...] = (
    # The characters of a CJK metric's name glossed one by one: 毛 "hair" for gross, 純
    # "pure" for net, 売上高 "sales high", 率 "rate" for a margin, 人頭 "head number".
    (re.compile(r"(?<![a-z])(?:hair|wool|fur)\s+(?=profit)", re.I), "gross "),
    (re.compile(r"(?<![a-z])pure\s+(?=profit|income|earnings)", re.I), "net "),
    (re.compile(r"(?<![a-z])pure\s+(?:benefit|gain)s?(?![a-z])", re.I), "net profit"),
    (re.compile(r"(?<![a-z])(sales?)\s+(?:high|height)(?![a-z])", re.I), r"\1"),
    # utilidad neta and beneficio neto (bénéfice net) word for word: the net profit.
    (
        re.compile(
            r"(?<![a-z])(?:net\s+(?:utility|utilities|benefits?)|(?:utility|benefits?)\s+net)(?![a-z])"
            r"(?!\s+(?:costs?|expenses?|bills?|charges?|spend))",
            re.I,
        ),
        "net profit",
    ),
    # margen de beneficio bruto word for word: "the margin of gross profit".
    (
        re.compile(r"(?<![a-z])margin\s+of\s+(?:the\s+)?gross(?:\s+profits?)?(?![a-z])", re.I),
        "gross margin",
    ),
    # cantidad de empleados word for word: "the quantity of employees" counts them.
    (re.compile(r"(?<![a-z])quantity\s+of(?=\s+(?:the\s+)?[a-z])", re.I), "number of"),
    # ¿cuál es? word for word: "which one is the …" asks what it is; a percentage
    # counted as a thing: "how many percentage".
    (re.compile(r"(?<![a-z])which\s+one\s+(is|was|are|were)(?=\s+the\s)", re.I), r"what \1"),
    (re.compile(r"(?<![a-z])(how\s+many)\s+percentages?(?![a-z])", re.I), r"\1 percent"),
    (re.compile(r"(?<![a-z])(profit)\s+(?:rate|ratio)(?![a-z])", re.I), r"\1 margin"),
    (re.compile(r"(?<![a-z])head(?:s|\s+count)?\s+numbers?(?![a-z])", re.I), "headcount"),
    # 年度 word for word: "2024 year degree" is the fiscal year 2024.
    (
        re.compile(r"(?<![a-z])(?:(?:fiscal|financial)\s+)?year(?:\s+|-)degrees?(?![a-z])", re.I),
        "fiscal year",
    ),
    # The fiscal year with its modifier put after it ("the year fiscal 2023", año fiscal,
    # tahun fiskal) or called the accounting year (会計年度, 회계연도 word for word).
    (
        re.compile(r"(?<![a-z])year\s+(?:fiscal|financial|accounting)(?![a-z])", re.I),
        "fiscal year",
    ),
    (re.compile(r"(?<![a-z])accounting\s+(?=years?(?![a-z]))", re.I), "fiscal "),
    # ejercicio, exercice and exercício word for word: "the (fiscal) exercise 2024",
    # "the 2024 exercise".
    (
        re.compile(
            r"(?<![a-z])(?:(?:fiscal|financial|accounting)\s+)?exercises?\s+(?:of\s+)?(?=\d{4})",
            re.I,
        ),
        "fiscal year ",
    ),
    (
        re.compile(r"(?<=\d{4})\s+(?:fiscal\s+|financial\s+)?exercises?(?![a-z])", re.I),
        " fiscal year",
    ),
    # 帮我查一下 with "me" moved or left out: "help check the …", "…, please help check
    # for me": the asking said after the request asks nothing more.
    (
        re.compile(
            r"[,;]?\s*(?:please\s+)?help\s+(?:me\s+)?(?:to\s+)?(?:check|look\s+up|find|confirm|verify)"
            r"(?:\s+(?:it|this|that))?(?:\s+for\s+me)?(?=\s*(?:,?\s*please)?\s*[.?!]*\s*$)",
            re.I,
        ),
        "",
    ),
    (
        re.compile(
            r"(?<![a-z])help\s+(?:to\s+)?(?=(?:check|look\s+up|find|confirm|verify)(?![a-z]))", re.I
        ),
        "help me ",
    ),
    # 麻烦您办一下 and the like in Indian English: "do the needful (and) share …".
    (re.compile(r"(?<![a-z])do\s+the\s+needful(?:\s+and)?(?![a-z])", re.I), ""),
    # 供参考 / 参考まで word for word: "for (your) reference" closing a request.
    (
        re.compile(
            r",?\s+for\s+(?:my\s+|our\s+|your\s+)?(?:kind\s+)?reference(?=\s*(?:[,.!?]|$))", re.I
        ),
        "",
    ),
    (re.compile(r"\s+for\s+me(?=\s*(?:,?\s*please)?\s*[,.?!]*\s*$)", re.I), ""),
    # "tell" as "inform" with no one told (informasikan, informe): "Please inform the
    # EBITDA of …" asks to be told it.
    (
        re.compile(
            r"(?<![a-z])(please\s+)inform(?=\s+(?:the\s+|about\s+|of\s+)?[a-z])"
            r"(?!\s+(?:me|us|him|her|them|you)(?![a-z]))",
            re.I,
        ),
        r"\1tell me",
    ),
    # 今期, 前期 and 来期 word for word where a figure's year is said: the period is the
    # fiscal year ("the revenue in the previous period is how much?"; not "over this
    # period", nor "this period of change").
    (
        re.compile(
            r"(?<![a-z])(in|of|for)\s+(this|the\s+current|current|the\s+previous"
            r"|previous|the\s+last|last|the\s+former|the\s+next|next|the\s+coming|coming"
            r"|the\s+up-?coming|up-?coming)\s+(?:(?:fiscal|financial|accounting)\s+)?period"
            r"(?=\s*(?:[?.!,;]|$|(?:is|was|were|will|be|how|the)(?![a-z])))",
            re.I,
        ),
        lambda m: (
            f"{m.group(1)} {_EN_PERIOD_WORDS[m.group(2).lower().split()[-1].replace('-', '')]}"
            " fiscal year"
        ),
    ),
    (
        re.compile(r"(?<![a-z])(?:the\s+)?up-?coming\s+(?=(?:fiscal|financial)\s+year)", re.I),
        "the next ",
    ),
    # A counter rendered as a noun after "how many" (名, 個, 个): it counts, names nothing.
    (
        re.compile(
            r"(?<![a-z])(how\s+many)\s+(?:names|pieces|individuals|heads)"
            r"(?=\s*(?:[?.!,;]|$|of\s+(?:people|persons|staff|employees)))",
            re.I,
        ),
        r"\1",
    ),
    # 成長エンジン / 增长引擎 word for word: the engine of growth is what drives it.
    (
        re.compile(
            r"(?<![a-z])(?:(?:growing|growth)\s+(?:(main|key|biggest)\s+)?(?:engine|motor)s?"
            r"|(main|key|biggest)\s+(?:engine|motor)\s+of\s+growth)(?![a-z])",
            re.I,
        ),
        lambda m: f"{m.group(1) or m.group(2) or 'main'} growth driver",
    ),
    # 什么东西 / 何 word for word: "what thing" asks what.
    (re.compile(r"(?<![a-z])(what|which)\s+things?(?![a-z])", re.I), r"\1"),
    # 担当者 word for word: "the charge person" is the person in charge.
    (re.compile(r"(?<![a-z])charge\s+person(?![a-z])", re.I), "person in charge"),
)
"""English rewrites: pattern, replacement."""

_ZH_RULES: tuple[_Rule, ...] = (
    # An English metric's name glossed word by word: "margin" as 边缘 (an edge), 边际 or
    # 保证金 (a deposit) after a profit, "head count" as 头的计数.
    (re.compile(r"(毛利润|毛利|利润|净利润|净利)的?(?:边缘|边际|保证金)"), r"\1率"),
    (re.compile(r"(?<![人个])头的?(?:计数|数目|数量)"), "人数"),
    # "net" left in English beside the profit it qualifies: 「利润的 net」, 「net 利润」.
    (
        re.compile(r"(?<![a-z])net\s*的?\s*(利润|利益)|(利润|利益)\s*的?\s*net(?![a-z])", re.I),
        lambda m: "净" + (m.group(1) or m.group(2)),
    ),
    # "fiscal year 2025" word for word: 「2025的财政的年」, 「2024的会计年度」.
    (
        re.compile(
            r"(?<!\d)(\d{4})\s*(?:年\s*)?的\s*(?:财政|會計|会计|財政)?\s*的?\s*(?:年度|年)"
            r"(?![份初底末中])"
            r"|(?<!\d)(\d{4})\s*(?:财政|會計|会计|財政)\s*的\s*(?:年度|年)(?![份初底末中])"
        ),
        lambda m: f"{m.group(1) or m.group(2)}财年",
    ),
    # "year fiscal 2025" word for word (năm tài chính 2025, año fiscal 2025): 「年财政2025」,
    # 「年度财务2023」; and the year word put before its year, 「在年2024」.
    (
        re.compile(
            r"(?<![\d年])(?:年度?|财年)\s*(?:财政|财务|財政|財務|会计|會計)\s*(\d{4})(?![\d年财])"
        ),
        r"\1财年",
    ),
    (re.compile(r"(?<=[在于於])\s*年\s*(\d{4})(?![\d年财])"), r"\1年"),
    # The fiscal year's modifier after the year with no year word: 「2024年财政」,
    # 「2023年的财政的净利润」 (财政收入, a government's revenue, stays).
    (
        re.compile(
            r"(?<!\d)(\d{4})\s*年?\s*的?\s*(?:财政|财务|財政|財務|会计|會計)"
            r"(?=的|是|有|里|中|[，,。？?！!\s]|$)"
        ),
        r"\1财年",
    ),
    # 财务年度 ("financial year") and 会计年 for the fiscal year.
    (re.compile(r"(?:财务|財務)年度|(?:会计|會計)年(?![度份初底末中])"), "财年"),
    # "fiscal year" as 财政年: 财年.
    (re.compile(r"财政的?年(?![度份初底末中])"), "财年"),
    # "the matter of X" word for word: 「关于X的事情」 is X.
    (re.compile(r"的事情(?=\s*(?:[，,。？?！!；;]|$|在|是|它|请|，))"), ""),
    # "the coming year" word for word: 「即将到来的年度」.
    (re.compile(r"(?:即将|即將)?(?:到来|到來)的(?:财政|會計|会计)?(?:年度|财年|一年)"), "明年"),
    # "how many persons" with the counter 个 before 人 (个人 read as "individual").
    (re.compile(r"多少个人(?![员員民士])"), "多少人"),
    # A past marker kept inside a relative clause word for word: 「计划开始了的那一年」 is
    # 「计划开始的那一年」.
    (re.compile(r"(?<=[\u4e00-\u9fff])(?<![除为為])了的(?=[\u4e00-\u9fff])"), "的"),
    # The counter 个 before a unit of measure: 「多少个日元」, 「多少个百分比」.
    (re.compile(r"多少个(?=(?:日元|美元|港元|港币|澳门元|新加坡元|元|百分比|百分点|%))"), "多少"),
)
"""Chinese rewrites: pattern, replacement."""

_NOT_A_STEP = r"(?<![度年期]の)(?<!もっと)(?<!ずっと)(?<!より)(?<!さらに)(?<!少し)(?<!一つ)"
"""Not after a year named, nor after a degree: the step is from something said."""

_JA_RULES: tuple[_Rule, ...] = (
    # A Chinese asking word left untranslated at the start: 「请问、…」.
    (re.compile(r"^\s*(?:请问|請問|请教|請教|请告诉我|請告訴我)\s*[、，,。:：]?\s*"), ""),
    # "fiscal year 2024" word for word: 「2024の会計の年」, 「2024の年度」.
    (
        re.compile(
            r"(?<!\d)(\d{4})\s*(?:年\s*)?の\s*(?:会計|財務|財政)?\s*の?\s*(?:年度|年)(?![間初末度])"
        ),
        r"\1年度",
    ),
    (re.compile(r"(?:会計|財政)の年度"), "会計年度"),
    # 財政年度 and 財務年度 ("fiscal/financial year") for the fiscal year.
    (re.compile(r"(?:財政|財務)年度"), "会計年度"),
    (
        re.compile(
            r"(?<!\d)(\d{4})\s*年?\s*の?\s*(?:財政|財務|会計)(?=の|は|に|で|[、,。？?！!\s]|$)"
        ),
        r"\1年度",
    ),
    # "year fiscal 2024" word for word: 「年度財政2024」, 「年財務2024」.
    (
        re.compile(r"(?<![\d年])(?:年度|年)\s*(?:財政|財務|会計)\s*(\d{4})(?![\d年])"),
        r"\1年度",
    ),
    # "this", "next", "the previous" and "the last" fiscal year word for word.
    (re.compile(r"この(?:会計)?年度"), "今年度"),
    # A step from a year the question names (「2025年度の次の年度」) or by a degree
    # (「もっと前の年度」) is read as it is.
    (re.compile(_NOT_A_STEP + r"次の(?:会計)?年度"), "来年度"),
    (re.compile(_NOT_A_STEP + r"前の(?:会計)?年度"), "前年度"),
    (re.compile(r"最後の(?:会計)?年度"), "直近の会計年度"),
    # "the coming year" word for word: 「来る年度」, 「来たる年度」.
    (re.compile(r"(?:来る|来たる|きたる)(?:会計)?年度"), "来年度"),
    # An English word left in katakana where Japanese has its own: ターゲット for 目標,
    # プレディクション or フォーキャスト for 予測.
    (re.compile(r"ターゲット"), "目標"),
    (re.compile(r"プレディクション|フォーキャスト|プロジェクション"), "予測"),
    # "in" as 「においての」: 「における」.
    (re.compile(r"においての"), "における"),
    # "net" left in katakana before a profit: 「ネットの利益」 is 純利益 (a channel's sales,
    # 「ネットの売上」, stay).
    (re.compile(r"(?:ネット|ﾈｯﾄ)の?(?=利益)"), "純"),
    # "how many persons" with the counter for things: 「何個の人」.
    (re.compile(r"何(?:個|つ)の人(?![数員材])"), "何人"),
)
"""Japanese rewrites: pattern, replacement."""


_PARTICLE = {"zh": "的", "ja": "の"}
"""The possessive particle a literal translation puts inside a compound name."""

_CJK_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


def _metric_spans(text: str, matcher: Matcher) -> set[tuple[int, int]]:
    return {(m.start, m.end) for m in matcher.find(text) if m.kind == "metric"}


def _compounds_joined(text: str, lang: str, matcher: Matcher) -> str:
    """``text`` less each particle between two parts of one metric name the KB lists
    whole (「净的利润」 → 净利润); a particle between two names, or before a word no name
    holds with the word before it, stays."""
    particle = _PARTICLE[lang]
    at = text.find(particle, 1)
    while at != -1:
        before, after = text[at - 1], text[at + 1 : at + 2]
        if _CJK_RE.match(before) and after and _CJK_RE.match(after):
            joined = text[:at] + text[at + 1 :]
            old = _metric_spans(normalize(text), matcher)
            new = _metric_spans(normalize(joined), matcher)
            # Not when a name already ends at the particle: two names side by side.
            if (
                len(normalize(text)) == len(text)
                and any(start < at < end and (start, end) not in old for start, end in new)
                and not any(end == at for _, end in old)
            ):
                text = joined
                at = text.find(particle, at)
                continue
        at = text.find(particle, at + 1)
    return text


def _business_loanword(text: str, matcher: Matcher) -> str:
    """「日本のビジネス」 as 日本事業: the loanword after a market the KB names."""
    norm = normalize(text)
    if len(norm) != len(text):
        return text
    for mention in sorted(matcher.find(norm), key=lambda m: -m.end):
        if mention.kind != "scope":
            continue
        loan = re.compile(r"の?ビジネス").match(text, mention.end)
        if loan is not None:
            text = text[: mention.end] + "事業" + text[loan.end() :]
    return text


_LATIN_WORD_RE = re.compile(r"[a-z]+")


def _covering(spans: set[tuple[int, int]], start: int, end: int) -> bool:
    return any(s <= start and end <= e for s, e in spans)


def _modifiers_put_first(text: str, matcher: Matcher) -> str:
    """``text`` with a modifier the source language puts after its noun put before it
    where the two then make one metric name the KB lists ("the profit net", "margin
    gross", "the profit the net": net profit, gross margin); "net of" before anything but
    a name is a basis ("profit net of tax") and stays."""
    norm = normalize(text)
    if len(norm) != len(text):
        return text
    words = list(_LATIN_WORD_RE.finditer(norm))
    # Arabic's article on the modifier too ("the profit *the* net") goes with it.
    pairs = [
        *pairwise(words),
        *((a, c) for a, b, c in zip(words, words[1:], words[2:], strict=False) if b[0] == "the"),
    ]
    for first, second in pairs:
        if norm[first.end() : second.start()] not in (" ", " the "):
            continue
        start, end = first.start(), second.end()
        swapped = f"{norm[:start]}{second[0]} {first[0]}{norm[end:]}"
        if _covering(_metric_spans(norm, matcher), start, end) or not _covering(
            _metric_spans(swapped, matcher), start, start + len(second[0]) + 1 + len(first[0])
        ):
            continue
        after = re.match(r"\s+of\s+(?:the\s+)?", norm[end:])
        if after is not None and not any(
            m.start == end + after.end() and m.kind in ("scope", "company")
            for m in matcher.find(norm)
        ):
            continue
        head, modifier = text[start : first.end()], text[second.start() : end]  # "the" goes
        if head[:1].isupper():
            head, modifier = head.lower(), modifier[:1].upper() + modifier[1:]
        return _modifiers_put_first(f"{text[:start]}{modifier} {head}{text[end:]}", matcher)
    return text


_CJK_MODIFIER_RE = re.compile(r"[净淨纯純毛粗]")
"""The one-character modifiers of a profit: net (净, 純) and gross (毛, 粗)."""


def _cjk_modifier_put_first(text: str, matcher: Matcher) -> str:
    """「利润净」 as 净利润, 「利益純」 as 純利益: a modifier of a profit put after it word
    for word is put before it where the two then make one metric name the KB lists."""
    norm = normalize(text)
    if len(norm) != len(text):
        return text
    for mention in sorted(matcher.find(norm), key=lambda m: -m.end):
        after = _CJK_MODIFIER_RE.match(text, mention.end)
        if mention.kind != "metric" or after is None:
            continue
        swapped = text[: mention.start] + after[0] + text[mention.start : mention.end]
        swapped += text[after.end() :]
        if _covering(_metric_spans(normalize(swapped), matcher), mention.start, after.end()):
            text = swapped
    return text


_SOURCE_OF_RE = re.compile(r"(?<=\s)(?:de|del|da|do|dari|c[uủ]a|ของ)(?=\s)", re.I)
"""The source's "of" left between two words: de, del, dari, của, ของ."""


def _source_of_between_names(text: str, matcher: Matcher) -> str:
    """「EBITDA *de* Singapore」, "revenue *dari* Japan": the source's "of" between two
    names the KB lists read as "of"; beside any other word it stays, and is refused."""
    norm = normalize(text)
    if len(norm) != len(text):
        return text
    mentions = matcher.find(norm)
    ends = {m.end for m in mentions}
    starts = {m.start for m in mentions}
    for found in reversed(list(_SOURCE_OF_RE.finditer(text))):
        if found.start() - 1 in ends and found.end() + 1 in starts:
            text = text[: found.start()] + "of" + text[found.end() :]
    return text


_WHOLE_BEFORE_RE = {"zh": re.compile(r"全部的?"), "ja": re.compile(r"全部の?")}
"""全部 ("all of") before a metric, word for word for 全体 ("the whole")."""


def _whole_before_metric(text: str, lang: str, matcher: Matcher) -> str:
    """「集团全部的员工」 as 集团全体员工: 全部 before a metric the KB names is its whole."""
    norm = normalize(text)
    if len(norm) != len(text):
        return text
    starts = {m.start for m in matcher.find(norm) if m.kind == "metric"}
    for found in reversed(list(_WHOLE_BEFORE_RE[lang].finditer(text))):
        if found.end() in starts:
            text = text[: found.start()] + "全体" + text[found.end() :]
    return text


_ROMAJI_ENDING_RE = re.compile(
    r"(?<=[a-z0-9)])\s+(?:desu|deshita|masu|mashita)(?:\s+ka)?(?:\s+(?:ne|yo))?"
    r"|(?<=[a-z0-9)])\s+(?:onegai(?:\s*shimasu)?|kudasai)(?=\s*[?.!？。]*\s*$)",
    re.I,
)
"""A Japanese sentence's ending left in romaji after a request in Latin letters ("…
in FY2024 *desu ka*?", "… *onegaishimasu*"): the copula and the asking, no word asked."""

_RULES = {"en": _EN_RULES, "zh": _ZH_RULES, "ja": _JA_RULES}


def as_idiomatic(text: str, lang: str, matcher: Matcher) -> str:
    """``text`` in ``lang`` with the literal renderings of its translation read as the
    language's own words (module docstring); a text with none is returned unchanged."""
    text = _ROMAJI_ENDING_RE.sub("", with_untranslated_read(text, lang))
    text = without_calques(text, lang)
    for pattern, replacement in _RULES.get(lang, ()):
        text = pattern.sub(replacement, text)
    if lang in _PARTICLE:
        text = _whole_before_metric(_compounds_joined(text, lang, matcher), lang, matcher)
        text = _cjk_modifier_put_first(text, matcher)
    if lang == "en":
        text = _modifiers_put_first(_source_of_between_names(text, matcher), matcher)
    if lang == "ja":
        text = _business_loanword(text, matcher)
    return text
