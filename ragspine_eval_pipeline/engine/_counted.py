"""The thing a number is asked of, and whether a passage states a number of it.

A question may ask a number of a thing no KB metric names: 「新加坡有几家门店」 (stores),
「工厂的用水量是多少」 (water use), "how many kiosks does Macau run". The thing is the phrase
the question word is written onto: the one right after it ("how many *kiosks*", 「几家
*门店*」) or, when the question word closes the clause, the one right before it (「*用水量*
是多少」, 「*店舗*は何店ありますか」). A passage answers such a question only where its own
text states a number of that very thing (「开设60家门店」, "runs 40 kiosks"): a paragraph on
the market's revenue that mentions its stores in passing, or one on safety stock for a
question on inventory turnover, states another number, and is no answer.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ragspine_eval_pipeline.engine._amounts import writes_a_number
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    LATIN_WORD_RE,
    Word,
    cjk_tokens,
    is_japanese,
    normalize,
    stem,
)
from ragspine_eval_pipeline.text import STOPWORDS

__all__ = [
    "asks_an_amount",
    "asks_how_many",
    "asks_how_many_things",
    "counted_by_number",
    "counted_by_suffix",
    "counted_phrase",
    "counting_sentences",
    "counts_a_flow",
    "flow_asked",
    "flow_verbs",
    "names_a_measure",
    "states_a_count",
    "states_a_count_noun",
    "states_a_flow",
]

_AFTER_CUE_RE = re.compile(
    r"(?<![a-z])how\s+(?:many|much)\s+"
    r"|(?<![a-z])(?:the\s+)?(?:total\s+)?(?:number|count|headcount)\s+of\s+(?:the\s+|our\s+|its\s+)?"
    r"|(?:多少|(?<![哪这那近好])[几幾])(?:个|家|名|位|间|間|所|项|台|次|座|种|条|件|辆|张|套|架|艘|只|批|份)?"
    r"|いくつの|何(?:店舗|か所|カ所|ヶ所|社|件|台|個|種類)の"
)
"""A question word asking a number, written before what it counts ("how many *stores*",
"the number of *stores*", 「几家*门店*」, 「多少*用水*」)."""

_CLOSING_CUE_RE = re.compile(
    r"^(?:的)?(?:数量|数目|总数|规模)?"
    r"(?:是|有|为|為|达到?|大概|大约|约|總共|总共|一共|共|都)*"
    r"(?:多少|[几幾])(?:个|家|名|位|间|所|项|台|次|座|种|条|件)?"
    r"(?:呢|吗|嗎|啊|呀)?\s*[?？。.!！]?\s*$"
    r"|^(?:の数|数)?(?:は|が|って)\s*(?:全部で|合計で|およそ|大体|だいたい|大体で)?"
    r"(?:いくら|いくつ|どのくらい|どれくらい|どの程度|何(?:店舗|店|か所|カ所|ヶ所|社|件|台|個))"
    r"(?:[ぁ-ん]|です|ありますか|でしょうか)*\s*[?？。.!！]?\s*$"
)
"""What may follow the counted thing when the question word closes the clause (「*用水量*
是多少」, 「*店舗*は何店ありますか」): particles, a counter and the question word alone."""

PLANNED_RE = re.compile(
    r"(?<![a-z])(?:plan(?:s|ned)?\s+to|will|target\w*|aim(?:s|ed)?\s+to|goal)(?![a-z])"
    r"|计划|計劃|目标|目標|预计|預計|将|將|予定|計画|見込"
)
"""A sentence stating a number as planned or aimed at ("plans to open 60 new stores",
「计划新开60家门店」): a count of what is only where the question asks the plan too."""

FLOW_RE = {
    "in": re.compile(
        r"(?<![a-z])(?:hir(?:e|es|ed|ing)|recruit\w*|onboard\w*|(?:take|takes|took|taken|taking)"
        r"\s+on)(?![a-z])|招(?:聘|收|募|工)?(?!待|牌|商|标|股)|录用|錄用|採用|雇い入れ|入社"
    ),
    "out": re.compile(
        r"(?<![a-z])(?:lay(?:s|ing)?\s+off|laid\s+off|lay-?offs?|dismiss\w*|fir(?:ed|ing)"
        r"|redundan\w+|retir(?:e|es|ed|ing|ements?)|resign(?:s|ed|ing|ations?))(?![a-z])"
        r"|裁员|裁員|裁了|解雇|辞退|辭退|リストラ|人員削減"
        r"|退休|离职|離職|辞职|辭職|退职|退職|辞め"
    ),
    "open": re.compile(
        r"(?<![a-z])(?<!are\s)(?<!is\s)(?<!stay\s)(?<!remain\s)(?:open(?:s|ed|ing|ings)?|reopen\w*)"
        r"(?![a-z])|新开|新開|开设|開設|开了|開了|开业|開業|开店|開店|出店|オープン"
    ),
    "close": re.compile(
        r"(?<![a-z])(?:clos(?:e|es|ed|ing|ures?)|shut\w*)(?![a-z])"
        r"|关闭|關閉|关了|關了|关店|關店|关停|關停|闭店|閉店|退店|閉鎖|撤退"
    ),
}
"""Verbs of a flow, in three languages: people taken on (hire, recruit, 招聘, 採用), let
go or leaving (lay off, retire, resign, 裁员, 解雇, 退休, 离职, 退職), places opened (open,
新开, 出店) or closed (close, 关闭, 閉店). "How many" asked with one asks how many came or
went in a period, never how many there are: a count of the staff or the stores is no
count of hires or openings. Verbs of employing (雇, 聘用, employ) name the staff employed,
the headcount's own words."""


_CJK_HOW_MANY_RE = re.compile(r"(?:多少|(?<![哪这那近好])[几幾])(?![钱錢费費资資金])")
"""A Chinese question word of a number written before what it counts (「招聘了*多少*员工」),
not of money (多少钱)."""


_FLOW_FORMS_EN = {
    "in": (
        r"hire|recruit|onboard|take\s+on",
        r"hired|recruited|onboarded|took\s+on|taken\s+on",
        r"hiring|recruiting|onboarding|taking\s+on",
        r"new\s+hires|recruits",
    ),
    "out": (
        r"lay\s+off|dismiss|fire|let\s+go|retire|resign",
        r"laid\s+off|dismissed|fired|retired|resigned",
        r"laying\s+off|dismissing|firing|letting\s+go|retiring|resigning",
        r"lay-?offs|layoffs|redundancies|dismissals|retirements|resignations",
    ),
    "open": (
        r"open|reopen",
        r"opened|reopened",
        r"opening|reopening",
        r"openings|store\s+openings",
    ),
    "close": (r"close|shut", r"closed", r"closing|shutting", r"closures"),
}
"""An English flow verb's forms: the base, the past, the -ing form and the nouns."""

_NOT_SUBJECT = r"(?!(?:at|of|in|on|by|for|from|with|as|after|before|end)(?![a-z]))"

FLOW_ASKED_EN = {
    kind: re.compile(
        rf"(?<![a-z])(?:did|does|do|will|would|to|can|could)\s+(?:{_NOT_SUBJECT}[a-z'’-]+\s+){{0,4}}?"
        rf"(?:{base})(?![a-z])(?!\s+of(?![a-z]))"
        rf"|(?<![a-z])(?<!\d\s)(?<!year\s)(?<!books\s)(?<!period\s)(?:{past})(?![a-z])"
        rf"|(?<![a-z])(?:is|are|was|were|been|be)\s+(?:{ing})(?![a-z])"
        rf"|(?<![a-z])(?:{nouns})(?![a-z])"
    )
    for kind, (base, past, ing, nouns) in _FLOW_FORMS_EN.items()
}
"""An English flow asked as a verb of the question: after do-support, a modal or "to"
with only its subject between ("did *the company* hire"), in the past, after a form of
be, or as a noun of the flow ("new hires", "closures"); never the noun of a period's end
("at the *close* of FY2024", "*closing* headcount", "when FY2024 *closed*")."""


def flow_asked(text: str) -> str | None:
    """The flow normalized ``text`` asks a count of: a verb of one in the segment asking
    how many ("how many people did the company *hire*", 「去年*招*了多少人」, 「何人*採用*
    しましたか」, "how many stores did it *open*"); None otherwise. In English the verb is
    read as the question's (``FLOW_ASKED_EN``); in Chinese and Japanese it is a word of
    its own as the analyser cuts the text (not the 招 of 打招呼, the 开了 of 公开了)."""
    for segment in _FLOW_SEGMENT_RE.split(text):
        if not (asks_how_many(segment) or _CJK_HOW_MANY_RE.search(segment)):
            continue
        for kind, verb in FLOW_RE.items():
            if FLOW_ASKED_EN[kind].search(segment):
                return kind
            if any(not m.group().isascii() and _a_word(segment, m) for m in verb.finditer(segment)):
                return kind
    return None


def _a_word(text: str, found: re.Match[str]) -> bool:
    """Whether the CJK ``found`` in ``text`` is a verb of its own as the analyser cuts the
    text: it starts where a word starts (not the 招 of 打招呼, the 开了 of 公开了), and no
    noun but a count noun follows it (「*招聘*团队」 is a recruiting team, 「*採用*サイト」 a
    recruitment site; 「*採用*人数」 counts those hired)."""
    run = next((r for r in CJK_RUN_RE.finditer(text) if r.start() <= found.start() < r.end()), None)
    if run is None:
        return False
    at, started = run.start(), False
    for token in cjk_tokens(run.group(), is_japanese(run.group(), "")):
        where = text.find(token.word.surface, at)
        if where < 0:
            return started
        at = where + len(token.word.surface)
        if where == found.start():
            started = True
        elif where > found.start() and not started:
            return False
        if started and where >= found.end():
            noun = token.content and (token.tag.startswith("n") or token.tag == "名詞")
            return not noun or _COUNT_SUFFIX_RE.match(token.word.surface) is not None
    return started


_FLOW_SEGMENT_RE = re.compile(
    r"[,;，；、。.!！?？]|\s[-–—]+\s|(?<=[\u3040-\u30ff\u3400-\u9fff])\s+(?=[\u3040-\u30ff\u3400-\u9fff\d])"
)
"""What parts the segment asking how many from what is said beside it (「社内公募制度を
*採用*サイトで打ち出したいのですが、…何名くらい利用しましたか」: a recruitment site, the
asker's purpose; "Campus *recruiting* here - how many …": the asker's team)."""


def counts_a_flow(text: str, start: int, end: int) -> bool:
    """Whether the name written at ``start:end`` of normalized ``text`` (a count of
    people the KB reports: employees, 多少人, 员工) is what a question asking a flow
    (``flow_asked``) counts: written right after its question word ("how many *people*",
    「多少*员工*」) or holding it (「招了*多少人*」): those hired, never the headcount. In
    Chinese and Japanese the flow's verb governs the count: written straight before it
    (「*招聘了*多少员工」, 「*裁员*多少人」) or after it (「何人*採用*」, 「何名を*採用*」)."""
    kind = flow_asked(text)
    if kind is None:
        return False
    holds = _ASKS_HOW_MANY_RE.search(text, start, end) or _CJK_HOW_MANY_RE.search(text, start, end)
    cue = next((c for c in _COUNT_CUE_RE.finditer(text) if c.end() == start), None)
    if not holds and cue is None:
        return False
    if text[start:end].isascii():
        return True
    opens = cue.start() if cue is not None and not holds else start
    verb = FLOW_RE[kind].pattern
    before = re.search(rf"(?:{verb})(?:了|过|過)?(?:大概|大约|约|一共|共|总共)?\s*$", text[:opens])
    after = re.match(
        rf"\s*(?:を|が|も)?\s*(?:くらい|ぐらい|ほど)?\s*(?:を)?\s*(?:{verb})", text[end:]
    )
    return before is not None or after is not None


def flow_verbs(text: str, counts: Sequence[tuple[int, int]]) -> list[tuple[int, int, Word]]:
    """The verbs of the flow normalized ``text`` asks a count of, placed, when one of the
    names at ``counts`` (a metric's) is what it counts (``counts_a_flow``): the verb is then
    what is asked ("how many people did the company *hire*", 「去年公司*招*了多少人」), and a
    word no name accounts for, so the headcount is never given for it."""
    kind = flow_asked(text)
    if kind is None or not any(counts_a_flow(text, a, b) for a, b in counts):
        return []
    out = []
    for found in FLOW_RE[kind].finditer(text):
        word = found.group().split()[0]
        latin = word.isascii()
        out.append(
            (
                found.start(),
                found.start() + len(word),
                Word(word, stem(word) if latin else word, latin),
            )
        )
    return out


_PAST_RE = re.compile(
    r"(?<![a-z])(?:did|has|have|had|was|were|last|ago)(?![a-z])|了|过|過|去年|ました|した"
)
"""A question asking what was done ("how many *did* they hire", 「招*了*多少人」,
「採用し*ました*か」): a number planned is no answer."""


def states_a_flow(
    kind: str, thing: tuple[Word, ...] | None, text: str, question: str, dated: bool = False
) -> bool:
    """Whether one sentence of ``text`` writes a verb of the flow ``kind`` and a number of
    ``thing`` (its head word: "young *graduates*") beside it (「每年招收约200名大学毕业生」,
    "recruiting about 200 university graduates", "plans to open 60 new stores"), or any
    count, when the thing is people of any kind or unnamed: a paragraph saying it will
    open stores, or how many staff there are, states no number opened or hired. A number
    planned ("will recruit about 200 each year") answers a question asking none done
    (``_PAST_RE``) nor for a year (``dated``): how many are taken on, as a plan sets it."""
    asked = question
    if not dated and _PAST_RE.search(question) is None:
        asked = f"{question} will"  # a plan's number is read as the flow asked
    for said in _SENTENCE_RE.split(normalize(text)):
        verbs = list(FLOW_RE[kind].finditer(said))
        if not verbs:
            continue
        # A flow written as done (「关闭*了*两家」, "closed") is no plan, whatever 将 says.
        done = any(_done(said, v) for v in verbs)
        sentence_asked = f"{question} will" if done else asked
        counting = counting_sentences(said, sentence_asked) or _counted_in_words(
            said, sentence_asked
        )
        if not counting:
            continue
        if thing is None or GENERIC_PEOPLE_RE.fullmatch(_spelled(thing)):
            return True
        if states_a_count(thing, said, question) or _number_onto(thing[-1:], counting):
            return True
    return False


def _done(sentence: str, verb: re.Match[str]) -> bool:
    """Whether the flow ``verb`` found in ``sentence`` is written as done: an English
    past ("clos*ed*"), a Chinese perfective after it (「关闭*了*」) or a Japanese past
    (「閉店*した*」)."""
    after = sentence[verb.end() : verb.end() + 3]
    return verb.group().endswith("ed") or after[:1] in ("了", "过", "過") or after[:2] == "した"


def _counted_in_words(sentence: str, question: str) -> str:
    """Normalized ``sentence`` as ``counting_sentences`` keeps it, where it writes its
    number in words (「关闭了*两家*表现不佳的门店」, "closed *two* stores"); "" otherwise."""
    kept = _without_other_measures(sentence, question)
    if PLANNED_RE.search(sentence) and not PLANNED_RE.search(question):
        return ""
    return kept if writes_a_number(kept) else ""


def _number_onto(thing: tuple[Word, ...], text: str) -> bool:
    """Whether normalized ``text`` writes a number counting ``thing`` with a describing
    word or two between ("200 *university* graduates", 「约200名大学毕业生」)."""
    if all(w.latin for w in thing):
        spelled = r"\s+".join(re.escape(w.surface) for w in thing)
        pattern = rf"(?:\d[\d,]*|{_WORDED_EN})\s+(?:[a-z-]+\s+){{0,2}}{spelled}"
    else:
        spelled = re.escape(_spelled(thing))
        number = r"(?:\d[\d,]*|[一二两三四五六七八九十百千万]+)"
        pattern = rf"{number}\s*[^\d\s、。,，:：;；!！?？]{{0,6}}?{spelled}"
    return re.search(pattern, text) is not None


_COUNT_WORDS = {
    word: n
    for n, word in enumerate(
        ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven"),
        start=2,
    )
}
_COUNT_WORD_RE = re.compile(r"(?<![a-z-])(?:" + "|".join(_COUNT_WORDS) + r")(?![a-z-])")
"""English number words a count is written in ("keeps *eight* weeks of components"), read
as digits; "one" is left, as often no count ("any one of them")."""

_WORDED_EN = r"(?<![a-z])(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty)"
"""An English number word counting a thing ("closed *two* stores")."""

GENERIC_PEOPLE_RE = re.compile(r"people|persons|ppl|folks|人|人员|人員|名")
"""People of any kind as what a flow counts (「招了多少*人*」, "how many *people*")."""


NUMBER_WINDOW = 3
"""Latin words a number may stand from the thing it counts ("60 new *stores*", "*stores*
numbered 120")."""

CJK_WINDOW = 4
"""Characters a CJK number may stand from the thing it counts (「60家新*门店*」, 「*门店*
总数为120」)."""

_SENTENCE_RE = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])")
_NUMBER_RE = re.compile(r"\d[\d,]*(?:\.\d+)?")


def counted_phrase(text: str, phrases: Sequence[tuple[Word, ...]]) -> tuple[Word, ...] | None:
    """The phrase of ``phrases`` that a number is asked of in normalized ``text``: the
    one written right after a question word, or right before one closing the clause.
    None when the question word is written onto a verb (「去年どのくらい使われましたか」:
    how much it was used, not a number of the thing named before)."""
    phrases = [_less_quantifier(p) for p in phrases]
    placed = [
        (at, at + len(s), p) for p in phrases if (s := _spelled(p)) and (at := text.find(s)) >= 0
    ]
    placed = [(start, end, _less_measure(p)) for start, end, p in placed if not _only_a_measure(p)]
    for cue in _AFTER_CUE_RE.finditer(text):
        for start, _, phrase in placed:
            if start == cue.end():
                return phrase
    for _, end, phrase in placed:
        if _CLOSING_CUE_RE.match(text[end:]):
            return phrase
    return None


def _less_quantifier(phrase: tuple[Word, ...]) -> tuple[Word, ...]:
    """``phrase`` less the quantifier of "how many" opening it ("*many* stores"): the
    question word's, not a word of what is counted."""
    if len(phrase) > 1 and phrase[0].latin and phrase[0].surface in ("many", "much"):
        return phrase[1:]
    return phrase


_COUNT_CUE_RE = re.compile(
    r"(?<![a-z])how\s+many\s+"
    r"|(?<![a-z])(?:the\s+)?(?:total\s+)?(?:number|count)\s+of\s+(?:the\s+|our\s+|its\s+)?"
    r"|(?:多少|(?<![哪这那近好])[几幾])(?:个|家|名|位|间|間|所|项|台|次|座|种|条|件|辆|张|套|架|艘|只|批|份)?"
    r"|いくつの|何(?:店舗|か所|カ所|ヶ所|社|件|台|個|種類|機|隻|人|名)の"
)
"""A question word asking how many, written before what it counts ("how many *drones*",
「多少架*无人机*」); not one asking how much ("how much training time")."""


_ASKS_HOW_MANY_RE = re.compile(
    r"(?<![a-z])how\s+many(?![a-z])|(?<![a-z])number\s+of(?![a-z])"
    r"|多少(?:个|家|名|位|人|次|项|台|座|种|条|件)|(?<![哪这那近好])[几幾](?:个|家|名|位|人|次|项|台|座|种|条|件)"
    r"|いくつ|何(?:人|名|店舗?|社|件|台|個|か所|カ所|ヶ所)"
)
"""A question word asking how many, with or without what it counts after it."""


_ASKS_AN_AMOUNT_RE = re.compile(
    r"(?<![a-z])how\s+(?:many|much)(?![a-z])|多少|(?<![哪这那近好])[几幾]|どのくらい|どれくらい"
    r"|どれだけ|どの程度|いくら|いくつ|何(?:人|名|店舗?|社|件|台|個|か所|カ所|ヶ所|時間|回|%)"
)
"""A question word asking how many or how much."""


def asks_an_amount(text: str) -> bool:
    """Whether normalized ``text`` asks how many or how much of something."""
    return _ASKS_AN_AMOUNT_RE.search(text) is not None


def asks_how_many(text: str) -> bool:
    """Whether normalized ``text`` asks how many (a count), not how much."""
    return _ASKS_HOW_MANY_RE.search(text) is not None


_HOW_OFTEN_RE = re.compile(
    r"(?<![a-z])how\s+(?:many\s+times|often)(?![a-z])|多少次|(?<![哪这那近好])[几幾]次|何回|何度"
)
"""A question word asking how often something happens (「每年做*几次*演练」), not how many
things there are."""


def asks_how_many_things(text: str) -> bool:
    """Whether normalized ``text`` asks how many things there are ("how many suppliers",
    「几家供应商」), not how much or how often."""
    return asks_how_many(text) and _HOW_OFTEN_RE.search(text) is None


def counted_by_number(text: str, phrases: Sequence[tuple[Word, ...]]) -> tuple[Word, ...] | None:
    """The phrase of ``phrases`` a count is asked of in normalized ``text``: the one
    written right after a question word asking how many (``_COUNT_CUE_RE``)."""
    placed = [(at, p) for p in phrases if (s := _spelled(p)) and (at := text.find(s)) >= 0]
    for cue in _COUNT_CUE_RE.finditer(text):
        for start, phrase in placed:
            if start == cue.end() and not _only_a_measure(phrase):
                return _less_measure(phrase)
        written = _cjk_written_after(text, cue.end())
        if written is not None:
            return written
    return None


_COUNT_NOUN_PATTERN = r"(?:の|的)?(?:人数|人數|総数|总数|總數|数量|數量|数目|數目|件数|社数|数|數)"
"""A count noun written onto what it counts (株主*数*, 董事*人数*)."""

_COUNT_SUFFIX_RE = re.compile(
    _COUNT_NOUN_PATTERN + r"(?:は|が|って|是|有|为|為|大概|大约|一共|共)*"
    r"(?:多少|[几幾]|いくら|いくつ|どのくらい|どれくらい|何人|何名)?"
    r"(?:ですか|でしょうか|呢|吗|嗎)?"
    r"(?:を|も)?(?:教えて(?:ください|下さい|いただけますか)?|知りたい(?:です)?|お願いします)?"
    r"\s*[?？。]?\s*$"
)
"""A count written as the counted thing's suffix closing the question (「株主*数は*？」,
「取締役の*人数は*？」, 「股东*人数是多少*」): asked with or without a question word."""


_LATIN_COUNTS = frozenset(["count", "number", "tally"])
"""English count nouns closing the phrase of what they count ("member *count*")."""


_NO_THING_BEFORE_COUNT = frozenset(
    "多少半総總全係系指変變複無定奇偶分倍整次桁関關函点點素乗乘約周週年月日天时時期回秒"
)
"""Characters before 数 that make a word of number itself (多数, 係数, 指数, 点数) or of a
span of time (周数, 年数, 日数), no count of a thing as 客数 (customers) and 店数 (stores)
are."""


def counted_by_suffix(text: str, phrases: Sequence[tuple[Word, ...]]) -> tuple[Word, ...] | None:
    """The phrase of ``phrases`` a count is asked of by a count noun written onto it: a
    CJK one at the close of normalized ``text`` (``_COUNT_SUFFIX_RE``), the word before
    the count character of one word the analyser keeps whole (会員数: 会員), or an English
    phrase closed by a count noun ("store count"); None otherwise."""
    for phrase in phrases:
        spelled = _spelled(phrase)
        if len(phrase) > 1 and all(w.latin for w in phrase) and phrase[-1].form in _LATIN_COUNTS:
            return phrase[:-1]  # "member count", "store number"
        if not spelled or phrase[-1].latin:
            continue
        at = text.rfind(spelled)
        if at < 0:
            continue
        if _COUNT_SUFFIX_RE.match(text, at + len(spelled)):
            return phrase
        if len(phrase) > 1 and _COUNT_SUFFIX_RE.fullmatch(
            phrase[-1].surface + text[at + len(spelled) :]
        ):
            return phrase[:-1]  # 「门店*数量*」, 「店舗*総数*は」: the count noun a word of its own
        last = phrase[-1].surface
        if (
            (len(last) > 2 or (len(last) == 2 and last[0] not in _NO_THING_BEFORE_COUNT))
            and last[-1] in "数數"
            and _COUNT_SUFFIX_RE.match(text, at + len(spelled) - 1)
        ):
            less = last[:-1]
            return (*phrase[:-1], Word(less, less, False))
    return None


def _cjk_written_after(text: str, at: int) -> tuple[Word, ...] | None:
    """The CJK words written right after a count word up to a particle, as one word, when
    the analyser reads none of them as a noun (「多少个*充电桩*」: jieba reads 充电 as a
    verb and 桩 as a counter, yet together they are what is counted); None otherwise (a
    noun there is a phrase of the question, or a name the KB knows)."""
    run = CJK_RUN_RE.match(text, at)
    if run is None:
        return None
    words: list[str] = []
    for token in cjk_tokens(run.group(), is_japanese(run.group(), "")):
        if token.particle:
            break
        if token.content:
            return None
        words.append(token.word.surface)
    thing = "".join(words)
    return (Word(thing, thing, False),) if len(thing) > 1 else None


MEASURE_WORDS_RE = re.compile(
    r"(?:share|shares|percentage|proportion|ratio|rate|target|goal|number|amount|total|level)"
    r"|比例|占比|比率|比重|目标|目標|数量|数目|总数|金额|规模|水平|割合|比率|水準|規模"
)
"""Nouns saying what kind of number is asked (a share, a target, a level), not what it is
of: a passage states them as a percentage or a figure, seldom with the noun beside it."""


MEASURED_RE = re.compile(r"usage|volume|consumption|intensity|.+量")
"""Nouns closing a phrase that make it a quantity of what comes before ("water *usage*",
「用水*量*」). A share, rate or target (比率, 目標) is stated as a number without the
noun beside it, so those are read as before (``MEASURE_WORDS_RE``)."""

FLOW_NOUN_RE = re.compile(r"flows?|.{1,3}流|.*フロー")
"""Nouns of a quantity that flows ("cash *flow*", 「现金*流*」, 「キャッシュ*フロー*」): asked
what it is, a quantity as those of ``MEASURED_RE`` are; asked a number of ("how much of
the yen cash flows"), a thing a passage may name with its own words before it."""


def ends_on_a_measure(phrase: tuple[Word, ...]) -> bool:
    """Whether ``phrase`` names a measure of something ("water usage", 「水使用量」):
    asked with "what is", it asks a number, never what a passage says of the thing."""
    return len(phrase) > 1 and MEASURED_RE.fullmatch(phrase[-1].surface) is not None


def names_a_measure(name: tuple[Word, ...]) -> bool:
    """Whether the name a question asks what it is closes on a quantity's noun ("cash
    *flow*", 「现金*流*」, one word or several): a number or a definition of it, which a
    passage naming a narrower kind of it ("internal cash flow") gives of another."""
    last = name[-1].surface if name else ""
    return bool(MEASURED_RE.fullmatch(last) or FLOW_NOUN_RE.fullmatch(last))


def _only_a_measure(phrase: tuple[Word, ...]) -> bool:
    return all(MEASURE_WORDS_RE.fullmatch(w.surface) for w in phrase)


def _less_measure(phrase: tuple[Word, ...]) -> tuple[Word, ...]:
    """``phrase`` less the measure nouns closing it (送货时效*目标*: the delivery time)."""
    words = list(phrase)
    while len(words) > 1 and MEASURE_WORDS_RE.fullmatch(words[-1].surface):
        words.pop()
    return tuple(words)


def _spelled(phrase: tuple[Word, ...]) -> str:
    """A phrase as written: CJK words run together, Latin words spaced."""
    if all(w.latin for w in phrase):
        return " ".join(w.surface for w in phrase)
    return "".join(w.surface for w in phrase)


def states_a_count(phrase: tuple[Word, ...], text: str, question: str) -> bool:
    """Whether one sentence of ``text`` not stating a plan (unless the question asks one)
    writes a number of ``phrase``: before it, with only a counter or words of the
    normalized ``question`` between ("60 stores", 「60家门店」; not "60 *pilot* stores" for
    a question on stores), or after it with only words saying what it comes to between
    ("stores numbered 120", 「门店总数为120」)."""
    folded = _COUNT_WORD_RE.sub(lambda m: str(_COUNT_WORDS[m.group()]), normalize(text))
    planned = PLANNED_RE.search(question) is not None
    for said in _SENTENCE_RE.split(folded):
        sentence = _without_other_measures(said, question)
        if not _NUMBER_RE.search(sentence):
            continue
        if not planned and PLANNED_RE.search(said):
            continue  # a number planned or aimed at is a target, not a count of what is
        if all(w.latin for w in phrase):
            if _latin_near(tuple(w.form for w in phrase), sentence, question):
                return True
        elif _cjk_near(_spelled(phrase), sentence, question):
            return True
    return False


_OTHER_MEASURE_RE = re.compile(
    r"\d[\d,.]*\s*(?:%|％|percent(?![a-z])|per\s+cent(?![a-z])"
    r"|(?:months?|years?|weeks?|days?|hours?|times)(?![a-z])"
    r"|カ月|か月|ヶ月|ケ月|个月|個月|月|年|日|天|時間|小时|小時|週間|周|倍|円|元|ドル)"
    r"|\d[\d,.]*\s*[^\W\d]{0,3}?(?:当たり|あたり|当り)"
    r"|第\s*\d+|\d+\s*[^\W\d]{0,2}?目"
)
"""A number in a unit of time or a share (「18*カ月*以内」, "52*%*", "eighteen *months*"),
one unit of a rate (「*1店舗当たり*売上高」) or an ordinal (「*4社目*の」, 「*第2*期」): it
measures or ranks, never says how many of a thing beside it there are, unless the
question asks that unit ("how many *hours*")."""

_YEAR_RE = re.compile(
    r"(?<![a-z])fy\s*'?\d+|(?<![\d,.])(?:19|20)\d{2}(?![\d,.])(?:\s*(?:财年|財年|年度|年))?"
)
"""A year ("FY2025", 「2025财年末」, "by the end of 2025"): when, never how many."""


def _without_other_measures(sentence: str, question: str) -> str:
    """``sentence`` less its years and the numbers of a unit the normalized ``question``
    does not ask (``_OTHER_MEASURE_RE``): what is left may count a thing."""
    asked = {stem(w) for w in LATIN_WORD_RE.findall(question)}

    def unless_asked(found: re.Match[str]) -> str:
        unit = re.sub(r"[\d,.\s%％]", "", found.group())
        named = unit and (unit in question or any(stem(w) in asked for w in unit.split()))
        return found.group() if named else " "

    return _OTHER_MEASURE_RE.sub(unless_asked, _YEAR_RE.sub(" ", sentence))


def counting_sentences(text: str, question: str) -> str:
    """The sentences of ``text`` that may state how many of a thing there are, run
    together: those writing a number that is no plan or target (unless the normalized
    ``question`` asks one: "plans to open 60 new stores" counts no stores there are) and
    no unit of time or share (``_OTHER_MEASURE_RE``)."""
    planned = PLANNED_RE.search(question) is not None
    kept = []
    for said in _SENTENCE_RE.split(normalize(text)):
        sentence = _without_other_measures(said, question)
        if _NUMBER_RE.search(sentence) and (planned or not PLANNED_RE.search(said)):
            kept.append(sentence)
    return " ".join(kept)


def states_a_count_noun(phrase: tuple[Word, ...], text: str, question: str) -> bool:
    """Whether one sentence of ``text`` writes a count noun onto ``phrase`` and a number
    after it, with no plan said between (unless the question asks one), as a count asked by its
    suffix is stated (「会员*人数*在本财年突破120万」, 「会員数は120万人」)."""
    folded = normalize(text)
    planned = PLANNED_RE.search(question) is not None
    stated = re.compile(re.escape(_spelled(phrase)) + _COUNT_NOUN_PATTERN + r"[^\d]{0,12}\d")
    return any(
        planned or not PLANNED_RE.search(found.group())
        for sentence in _SENTENCE_RE.split(folded)
        for found in stated.finditer(sentence)
    )


def _latin_near(wanted: tuple[str, ...], sentence: str, question: str) -> bool:
    tokens = LATIN_WORD_RE.findall(sentence)
    stems = [stem(t) for t in tokens]
    asked = {stem(w) for w in LATIN_WORD_RE.findall(question)}
    size = len(wanted)
    for at in range(len(stems) - size + 1):
        if tuple(stems[at : at + size]) != wanted:
            continue
        for token in tokens[at + size : at + size + NUMBER_WINDOW + 1]:
            if token[0].isdigit():
                return True
            if token not in _STANDS_AT:
                break
        for back in range(1, NUMBER_WINDOW + 1):
            if at - back < 0 or not tokens[at - back][0].isdigit():
                continue
            between = stems[at - back + 1 : at]
            said = tokens[at - back + 1 : at]
            if all(
                s in asked or s in STOPWORDS or t in _UNITS_OF_MEASURE
                for s, t in zip(between, said, strict=True)
            ):
                return True
    return False


_STANDS_AT = frozenset(
    (
        "number",
        "numbered",
        "numbers",
        "total",
        "totalled",
        "totaled",
        "totals",
        "was",
        "were",
        "is",
        "are",
        "stood",
        "stand",
        "at",
        "reached",
        "reach",
        "rose",
        "grew",
        "fell",
        "came",
        "to",
        "of",
    )
)
"""Words that may stand between a thing and the number it comes to ("stores numbered
120", "headcount stood at 8,074"); any other word makes the number another thing's."""

_UNITS_OF_MEASURE = frozenset(
    [
        "tonne",
        "tonnes",
        "ton",
        "tons",
        "kg",
        "kilogram",
        "kilograms",
        "kilogramme",
        "kilogrammes",
        "gram",
        "grams",
        "litre",
        "litres",
        "liter",
        "liters",
        "kwh",
        "mwh",
        "gwh",
        "megawatt",
        "megawatts",
        "hour",
        "hours",
    ]
)
"""Units an amount of a thing is measured in ("1,200 *tonnes* of used packaging"):
between a number and the thing, they say how much of it there is, not what else."""

_CJK_STANDS_AT_RE = re.compile(
    r"(?:的)?(?:总数|總數|数量|數量|数目|总计|合计|数|は|が|共计)?(?:为|為|是|有|达到?|達|约|約|共)*\s*\d"
)
"""What may stand between a CJK thing and the number it comes to (「门店总数为120」)."""

_COUNTER_RE = re.compile(
    r"[万千百十余多约近个家名位间間所项台次座种条件辆张套架艘只批份店舗社人のつ]|か所|カ所|ヶ所"
)
"""A CJK counter or a scale written between a number and what it counts (「60*家*」)."""

_CJK_AMOUNT_BEFORE_RE = re.compile(
    r"\d\s*(?:吨|噸|公吨|公斤|千克|升|千瓦时|トン|キログラム|キロ|リットル|kg|t)"
    r"(?:を超える|超の?|以上の?|余りの?|近くの?|的|の)?$"
)
"""A CJK amount in a unit of measure written right before the thing it measures
(「1,200*吨*废弃包装」, 「1,200*トンを超える*使用済み包装材」): how much of it there is."""


def _cjk_near(wanted: str, sentence: str, question: str) -> bool:
    at = sentence.find(wanted)
    while at != -1:
        if _CJK_STANDS_AT_RE.match(sentence, at + len(wanted)):
            return True  # 「门店总数为120」
        if _CJK_AMOUNT_BEFORE_RE.search(sentence[max(0, at - 3 * CJK_WINDOW) : at]):
            return True  # 「1,200吨废弃包装」
        window = sentence[max(0, at - CJK_WINDOW - 1) : at]
        digits = list(_DIGIT_RE.finditer(window))
        if digits:
            between = _COUNTER_RE.sub("", window[digits[-1].end() :]).strip()
            if not between or between in _cjk_words_of(question):
                return True
        at = sentence.find(wanted, at + 1)
    return False


_DIGIT_RE = re.compile(r"\d")


def _cjk_words_of(question: str) -> frozenset[str]:
    """The CJK words of ``question`` as the analysers cut them: a character inside
    another word (the 新 of 新加坡) is not a word the question uses."""
    return frozenset(
        token.word.surface
        for run in CJK_RUN_RE.finditer(question)
        for token in cjk_tokens(run.group(), is_japanese(run.group(), ""))
    )
