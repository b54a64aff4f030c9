"""Read a spoken question as it would be written: fillers dropped, self-corrections applied.

Speech (a voice assistant, dictation) puts a request with hesitations ("um", 「嗯」,
「えっと」) and corrects itself as it goes ("revenue, no sorry, net profit", 「23年的，哦不对，
是24年的」, 「売上…じゃなくて純利益」). Neither says what is asked: the hesitation is dropped,
and a name before a correction is replaced by the one of the same kind after it. An
alternative the asker is unsure of ("FY2024, or actually FY2025, I'm not sure") is no
correction: both stay, so the engine asks which.
"""

from __future__ import annotations

import re
from datetime import date
from functools import lru_cache

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._corrections import corrected, name_spans
from ragspine_eval_pipeline.engine._definitions import as_named
from ragspine_eval_pipeline.engine._excluded import less_exclusions
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import NUMBER_WORDS
from ragspine_eval_pipeline.engine._scripts import in_japanese_script
from ragspine_eval_pipeline.kb.analysis import english_word_classes, normalize, stem

__all__ = ["as_written"]


_RULED_OUT_ONLY_RE = re.compile(r"(?:じゃ|では)なく(?:て)?|不是|(?<![a-z])not(?=\s)", re.IGNORECASE)
"""A correction cue that only rules a name out (「直近の年度ではなく…」, 「不是集团的」): an
exclusion beside the request unless what it rules out was asked before it."""

_PIECE_END_RE = re.compile(r"[、，,。；;？?！!…]")


def _taken_back(text: str, lang: str, reference_date: date, matcher: Matcher) -> bool:
    """Whether ``text`` takes back what it first asked: with a cue of its own ("no wait",
    「不对」, 「いや」), or by ruling out a name it asked before (「日本的收入——不是收入，
    我想问利润」, 「去年のを…あ、去年じゃなくて2024年度で」). The correction is then read
    first, and what it rules out after it; a name ruled out that nothing asked before
    (「直近の年度ではなく…の年」) is an exclusion, read first."""

    def names(piece: str) -> set[tuple[str, str]]:
        # The group ruled out after the group asked ("…, not the whole group number") sets
        # the whole against a part: no name taken back.
        return {
            (kind, code)
            for kind, code, _, _ in name_spans(piece, lang, reference_date, matcher)
            if code != matcher.group_scope
        }

    for found in gr.CORRECTION_RE.finditer(text):
        cue = found.group().strip(" ,，、….\t\n是")
        if cue and not _RULED_OUT_ONLY_RE.fullmatch(cue):
            return True
    for found in _RULED_OUT_ONLY_RE.finditer(text):
        if "不是" in found.group() or found.group().lower() == "not":
            after = text[found.end() :]
            stop = _PIECE_END_RE.search(after)
            ruled, before = after[: stop.start() if stop else len(after)], text[: found.start()]
        else:
            ends = list(_PIECE_END_RE.finditer(text, 0, found.start()))
            begin = ends[-1].end() if ends else 0
            ruled, before = text[begin : found.start()], text[:begin]
        if names(ruled) & names(before):
            return True
    return False


def _topic_cue(match: re.Match[str], text: str, matcher: Matcher) -> str:
    """「XなんだけどY」 with X a name of the KB presents X as the topic (dropped); with X the
    asker's situation (「今会議中なんだけど」) it stays, a statement set aside as context."""
    start = max(text.rfind(c, 0, match.start()) for c in "、,。") + 1
    return "" if matcher.find(normalize(text[start : match.start()])) else match.group()


def _quoted_request(text: str) -> str:
    """The request a note quotes ("Note from Linda - \"HK revenue FY2024?\" thanks"), when
    nothing but who sent it and thanks stands around it; else ``text`` unchanged."""
    match = gr.QUOTED_RE.search(text)
    if match is None:
        return text
    inside = next(group for group in match.groups() if group)
    lead, tail = text[: match.start()], text[match.end() :]
    if gr.QUOTE_LEAD_RE.match(lead) and gr.QUOTE_TAIL_RE.match(tail):
        return inside
    return text


def _expanded(match: re.Match[str]) -> str:
    """The words an abbreviation stands for; a capitalized one inside a sentence ("ACME's
    Incl business") is a name, kept as written so that an unknown one is refused."""
    surface = match.group()
    before = match.string[: match.start()].rstrip()
    if (
        surface[:1].isupper()
        and surface[1:2].islower()
        and before
        and before[-1] not in ".!?:;-(\"'"
    ):
        return surface
    words = gr.ABBREVIATIONS.get(surface.casefold().rstrip("."), "number")
    if _OWNER_BEFORE_RE.search(before) and _run_together(words):
        return surface  # "the group's *lemme* revenue": a word of the thing owned, unknown
    return words


def _run_together(words: str) -> bool:
    """Whether an abbreviation runs grammar words together as speech says them ("lemme":
    let me, "wanna": want to), not one word shortened ("mkt": market)."""
    split = words.split()
    return len(split) > 1 and all(w in gr.ENGLISH_GRAMMAR for w in split)


_OWNER_BEFORE_RE = re.compile(r"(?:['’]s|\b(?:its|their|our|the))$", re.IGNORECASE)
"""An owner or a determiner just before a word: what follows it names a thing, so an
abbreviation running grammar words together there ("lemme", "wanna") is no grammar."""


_LOWER_WORD_RE = re.compile(r"(?<![A-Za-z'’-])[A-Za-z][a-z]{4,}(?![A-Za-z'’-])")
"""A word written in lower case (its first letter may be a capital), five letters or more."""


@lru_cache(maxsize=4096)
def _swapped_grammar_word(word: str) -> str | None:
    """The grammar word ``word`` misspells by two letters swapped ("accroding" for
    "according"), when the dictionary knows no ``word``; None otherwise. Only the closed
    classes a request is phrased with are read back, never a name or a measure, so a
    misspelt name stays unknown and is refused. A number word is no misspelling, though
    the dictionary lists none ("three" is not "there")."""
    if english_word_classes(word) or word in NUMBER_WORDS:
        return None
    found = {
        swapped
        for at in range(len(word) - 1)
        if word[at] != word[at + 1]
        and (swapped := word[:at] + word[at + 1] + word[at] + word[at + 2 :]) in gr.RESPELT_WORDS
    }
    return found.pop() if len(found) == 1 else None


def _respelt(match: re.Match[str]) -> str:
    """A misspelt grammar word as it is spelt (``_swapped_grammar_word``), its capital kept."""
    surface = match.group()
    word = _swapped_grammar_word(surface.casefold())
    if word is None:
        return surface
    return word.capitalize() if surface[0].isupper() else word


_NOT_A_VERB_AFTER_CAN = frozenset(
    ["you", "u", "i", "we", "they", "he", "she", "it", "someone", "anyone", "somebody", "be"]
)
"""What may follow "can" as its subject (or "be", which asks what the figure can be)."""


def _subject_said(match: re.Match[str]) -> str:
    """A modal whose subject is unsaid (``SUBJECTLESS_CAN_RE``) with "you" after it, where
    the dictionary knows the next word as a verb; any other modal as written."""
    word = match.group(2).casefold()
    if word in _NOT_A_VERB_AFTER_CAN or "VERB" not in english_word_classes(word):
        return match.group()
    return f"{match.group(1)} you "


def _less_tag(match: re.Match[str]) -> str:
    """A tag question (``TAG_QUESTION_RE``) dropped, the word before it kept; the words as
    written where that word makes them the question itself ("What is it?", "How many
    people is it?")."""
    before = match.group("before") or ""
    if before.casefold() in gr.TAG_HOST_WORDS:
        return match.group()
    if re.search(r"(?<![a-z])how\s+(?:many|much)\s+$", match.string[: match.start()], re.I):
        return match.group()  # "How many people is it?": the count asked of what "it" is
    return before


def _hong_kong_english(text: str) -> str:
    """English ``text`` less the sentence particles and tag questions of Hong Kong English,
    with the subject of a request's modal said (``HK_PARTICLE_RE``, ``TAG_QUESTION_RE``,
    ``SUBJECTLESS_CAN_RE``)."""
    text = gr.TAG_QUESTION_RE.sub(_less_tag, gr.HK_PARTICLE_RE.sub("", text))
    return gr.SUBJECTLESS_CAN_RE.sub(_subject_said, text)


def _currency(sign: str, lang: str) -> str:
    """The code a currency sign stands for, set apart as a word of its own."""
    code = gr.CURRENCY_SIGNS.get(sign.casefold()) or gr.YEN_SIGN.get(lang, "JPY")
    return f" {code} "


@lru_cache(maxsize=16)
def _market_codes(matcher: Matcher) -> tuple[re.Pattern[str] | None, dict[str, str]]:
    """The two-letter market codes people write (``MO`` for ``ACME_MO``: a scope code's
    last part, ISO 3166 alpha-2) that the vocabulary holds no alias for, with the scope
    each stands for; matched only as written in capitals, since in lower case such a code
    may be a word ("wait a mo")."""
    scopes = {code for hits in matcher.latin.values() for kind, code in hits if kind == "scope"}
    codes = {
        short: code
        for code in scopes
        if re.fullmatch(r"[A-Z]{2}", short := code.rsplit("_", 1)[-1])
        and (short.casefold(),) not in matcher.latin
    }
    if not codes:
        return None, codes
    return re.compile(rf"(?<![A-Za-z_])(?:{'|'.join(sorted(codes))})(?![A-Za-z_])"), codes


def _with_market_codes(text: str, matcher: Matcher) -> str:
    """``text`` with each market code written in capitals as its scope's code."""
    pattern, codes = _market_codes(matcher)
    return text if pattern is None else pattern.sub(lambda m: codes[m.group()], text)


def _less_formal_wording(text: str) -> str:
    """English ``text`` less the formal wording around a request that changes no figure:
    a lead-in on how it is meant, the KB's own reporting basis, and the source asked
    beside the figure (``FORMAL_LEAD_RE``, ``REPORTING_BASIS_RE``, ``FIGURE_AND_SOURCE_RE``)."""
    text = gr.WHATS_IT_SAY_RE.sub("what does", text)
    text = gr.FIGURE_AND_SOURCE_RE.sub("give the figure", text)
    text = gr.REPORTING_BASIS_RE.sub("", text)
    return gr.FORMAL_LEAD_RE.sub(" ", text)


def _chinese_de_as_no(text: str, lang: str, reference_date: date, matcher: Matcher) -> str:
    """Japanese ``text`` with the Chinese possessive 的 read as の where Japanese grammar
    has no 的 of its own: straight after a market or a year (「*香港的*营业额」,
    「*去年的*純利益」) or straight before a number (「グループ全体*的*2024年度」). Japanese
    writes 的 onto a noun to make an adjective (全体的な, 基本的人権, 実質的純利益), never
    onto a name or a year, nor before a digit."""
    norm = normalize(text)
    if len(norm) != len(text) or "的" not in text:
        return text
    spans = name_spans(text, lang, reference_date, matcher)
    ends = {end for kind, _, _, end in spans if kind not in ("metric", "document")}
    return "".join(
        "の" if c == "的" and (at in ends or text[at + 1 : at + 2].isdigit()) else c
        for at, c in enumerate(text)
    )


_OPS_RE = re.compile(
    r"(?<=\S)(\s+)ops(?=\s*(?:[?.!,:;)]|$)|\s+(?:in|for|during|over|and|last|this|fy)(?![a-z]))",
    re.IGNORECASE,
)


def _market_operations(text: str, matcher: Matcher) -> str:
    """``text`` with "ops" closing a market's phrase read as its operations ("headcount for
    Singapore *ops*?", "the Japan *ops* in FY2024"); "ops" before a noun ("the ops
    headcount", "Macau ops staff") may name a function's people, and stays a word."""
    norm = normalize(text)
    if len(norm) != len(text):
        return text
    ends = {m.end for m in matcher.find(norm) if m.kind == "scope"}
    return _OPS_RE.sub(
        lambda m: m.group(1) + "operations" if m.start() in ends else m.group(), text
    )


@lru_cache(maxsize=16)
def _metric_heads(matcher: Matcher) -> dict[str, frozenset[str]]:
    """Per metric, the stems of the nouns the vocabulary writes onto one of its names to
    name it again ("staff *count*", "employee *count*", "staff *members*" beside "staff"
    and "employees": a count of people is named with or without its counting noun)."""
    heads: dict[str, set[str]] = {}
    for key, hits in matcher.latin.items():
        shorter = matcher.latin.get(key[:-1], {}) if len(key) > 1 else {}
        for kind, code in hits:
            if kind == "metric" and (kind, code) in shorter:
                heads.setdefault(code, set()).add(key[-1])
    return {code: frozenset(stems) for code, stems in heads.items()}


_NEXT_WORD_RE = re.compile(
    r"[ \t]+([a-z]+)(?=\s*(?:$|[?？.!,;:)]|(?:at|in|for|of|as|on|by|during|fy|fiscal)(?![a-z])|\d))"
)
"""The word after a metric's name, closing its phrase: an end, a mark, a preposition or a
year follows ("people *count* at the end of FY2025"), never a word said of it ("employees
work *remotely*")."""


def _with_metric_heads(text: str, matcher: Matcher) -> str:
    """English ``text`` less a noun written after a metric's name that the vocabulary
    writes onto another of that metric's names ("the Japan *people count*": "staff count"
    and "employee count" name headcount, so "people count" does, as "people" does)."""
    norm = normalize(text)
    heads = _metric_heads(matcher)
    if len(norm) != len(text) or not heads:
        return text
    codes: dict[int, set[str]] = {}
    for mention in matcher.find(norm):
        if mention.kind == "metric":
            codes.setdefault(mention.end, set()).add(mention.code)
    cuts = []
    for end, named in codes.items():
        word = _NEXT_WORD_RE.match(norm, end)
        if word and all(stem(word[1]) in heads.get(code, ()) for code in named):
            cuts.append((end, word.end()))
    for start, end in sorted(cuts, reverse=True):
        text = text[:start] + text[end:]
    return text


_RESTART_WORDS = 4
"""At most how many words a speaker says again after a hesitation to restart."""

_SAID_WORD_RE = re.compile(r"[A-Za-z0-9'’]+|[\u4e00-\u9fff]|[\u3041-\u30ffー]")


def _restart(before: str, after: str) -> int | None:
    """Where the words closing ``before`` that ``after`` opens on again start ("the net |
    the net profit", 「日本 | 日本业务」): a restart, the first saying broken off; None
    where ``after`` says nothing again."""
    said = list(_SAID_WORD_RE.finditer(before))[-_RESTART_WORDS:]
    again = [w.casefold() for w in _SAID_WORD_RE.findall(after)]
    for at, first in enumerate(said):
        words = [w.group().casefold() for w in said[at:]]
        if words == again[: len(words)]:
            return first.start()
    return None


_CUT_OFF_RE = re.compile(r"[\u4e00-\u9fff\u30a1-\u30faー]{2,}$")


_CUT_OFF_RE = re.compile(r"[\u4e00-\u9fff\u30a1-\u30faー]{2,}$|(?<![A-Za-z])[A-Za-z]+$")


def _cut_off(before: str, after: str, matcher: Matcher) -> int | None:
    """Where a name broken off before a hesitation starts, another metric named after it
    (「売上総 あの 粗利率」: 売上総 opens 売上総利益; "gross uh net profit": "gross" opens
    "gross margin"), when the word is no name of its own; None where none is."""
    found = _CUT_OFF_RE.search(before.rstrip())
    if found is None or not any(m.kind == "metric" for m in matcher.find(normalize(after))):
        return None
    word = normalize(found.group())
    whole = any(m.start == 0 and m.end == len(word) for m in matcher.find(word))
    if len(word) != len(found.group()) or whole:
        return None
    if word.isascii():
        first = stem(word)
        opens = (k for k, hits in matcher.latin.items() if len(k) > 1 and k[0] == first)
        named = (hits for k in opens for hits in [matcher.latin[k]])
    else:
        cjk = (matcher.cjk[at] for at in matcher.by_first.get(word[0], ()))
        named = (hits for alias, hits in cjk if len(alias) > len(word) and alias.startswith(word))
    if any(kind == "metric" for hits in named for kind, _ in hits):
        return found.start()
    return None


_SPACED_FILLER_RE = re.compile(r"(?<=\s)(?:あの|その|えーと|えっと|ええと|あー|えー)(?=\s)")
"""A Japanese hesitation said between pauses (「売上総 あの 粗利率」)."""


def _restarts_dropped(text: str, matcher: Matcher) -> str:
    """``text`` less what a speaker broke off and said again after a hesitation ("the net
    uh the net profit", "how many uh how many staff", 「日本 那个 日本业务」), or broke off
    half-way through a name before naming another metric (「売上総 あの 粗利率」)."""
    fillers = [*gr.FILLER_RE.finditer(text), *_SPACED_FILLER_RE.finditer(text)]
    for found in sorted(fillers, key=lambda m: m.start(), reverse=True):
        if not found.group().strip(" ,，、…") or found.end() > len(text):
            continue
        end = len(text[: found.start()].rstrip(" \t,，、…"))
        start = max(text.rfind(c, 0, end) for c in ",，、。.?？!！;；:：\n") + 1
        before, after = text[start:end], text[found.end() :]
        cut = _restart(before, after)
        if cut is None:
            cut = _cut_off(before, after, matcher)
        if cut is not None:
            text = text[: start + cut] + " " + after.lstrip()
    return text


_LATIN_SAID_RE = re.compile(r"[A-Za-z][A-Za-z'’-]*")


def _rephrased(text: str, matcher: Matcher) -> str:
    """English ``text`` less the words a self-repair says again in other words ("cut food
    waste, I mean food loss"): the repair's first word, a word of content, said shortly
    before the cue, opens what it takes back, when no KB name is among the words taken
    back (a name taken back is the corrections' to weigh)."""
    for cue in reversed(list(gr.CORRECTION_RE.finditer(text))):
        first = _LATIN_SAID_RE.search(text, cue.end())
        if first is None or cue.end() == cue.start() or text[cue.end() : first.start()].strip():
            continue
        word = first.group().casefold()
        if word in gr.ENGLISH_GRAMMAR or word in NUMBER_WORDS:
            continue
        said = list(_LATIN_SAID_RE.finditer(text, 0, cue.start()))[-_RESTART_WORDS:]
        again = [w for w in said if w.group().casefold() == word]
        if not again:
            continue
        taken = text[again[-1].start() : cue.start()]
        if re.search(r"[,.;:?!。，、？]", taken) or matcher.find(normalize(taken)):
            continue
        text = text[: again[-1].start()] + text[cue.end() :].lstrip()
    return text


def as_written(text: str, lang: str, reference_date: date, matcher: Matcher) -> str:
    """``text`` less its fillers, with its self-corrections applied and market codes read
    as their scopes (NFKC text in)."""
    if lang == "ja":
        text = _chinese_de_as_no(in_japanese_script(text), lang, reference_date, matcher)
    text = _with_market_codes(_quoted_request(gr.FORWARDED_RE.sub("", text)), matcher)
    if lang == "en":
        text = _hong_kong_english(text)
        text = _LOWER_WORD_RE.sub(_respelt, text)
        text = gr.ABBREVIATION_RE.sub(_expanded, text)
        text = _with_metric_heads(_market_operations(text, matcher), matcher)
        text = gr.MANAGEMENT_VOICE_RE.sub("the company's", text)
        text = gr.YEAR_SHORTHAND_RE.sub(lambda m: gr.YEAR_SHORTHAND[m.group()], text)
        text = gr.PREPOSITION_PHRASE_RE.sub("regarding", text)
        text = gr.WHAT_TO_ENTER_RE.sub("what is the figure", text)
        text = _less_formal_wording(text)
        text = gr.SET_OFF_FILLER_RE.sub(r"\1 ", text)
    text = gr.CURRENCY_SIGN_RE.sub(lambda m: _currency(m.group(), lang), text)
    text = gr.PAUSE_RE.sub(", " if lang == "en" else "，", text)
    text = _restarts_dropped(text, matcher)
    if lang == "en":
        text = _rephrased(text, matcher)
    text = gr.FILLER_RE.sub(" ", text)
    taken_back = _taken_back(text, lang, reference_date, matcher)
    if not taken_back:
        text = less_exclusions(text, lang, reference_date, matcher)
    text = gr.JA_TOPIC_RE.sub(lambda m: _topic_cue(m, text, matcher), text)
    text = corrected(text, lang, reference_date, matcher)
    if taken_back:
        text = less_exclusions(text, lang, reference_date, matcher)
    text = as_named(text, lang, reference_date, matcher)
    return re.sub(r"(?:\s*[,，、]\s*){2,}", lambda m: m.group().strip()[:1] or ",", text)
