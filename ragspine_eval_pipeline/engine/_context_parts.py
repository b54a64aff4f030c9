"""Parts and narrowing words written onto a figure: never context.

A sentence beside a request may say which part of the figure is wanted ("I need the
*online* split", 「老板想看*线上的*」), how it is counted ("per store", "including
franchise stores", 「フランチャイズ店舗も含めて」), or write a word the KB lacks straight
onto a metric's name ("*inventory* turnover", 「*线上*收入」). Such words narrow the
request, so the context rules keep them in the question, where an unknown one is refused
rather than dropped. This module reads them in all three languages; who asks and how
the sentences are joined are read elsewhere.
"""

from __future__ import annotations

import re
from datetime import date
from functools import lru_cache
from itertools import pairwise

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._context_grammar import (
    DETERMINERS,
    OWN,
    SUBJECTS,
    WHEN_RE,
    WORD_RE,
    ResidualOf,
    blank,
    determined,
    finite,
    object_of_the_asking,
    opens_on_verb,
    predicated,
    preposition,
    takes_as_object,
    unsaid_subject,
)
from ragspine_eval_pipeline.engine._names import Matcher, Mention
from ragspine_eval_pipeline.engine._periods import find_periods, is_number_word, sub_year_word
from ragspine_eval_pipeline.engine._purpose import (
    cjk_kind_of_store,
    cjk_part_named,
    ja_part_word,
    without_complements,
    zh_part_word,
)
from ragspine_eval_pipeline.engine._purpose_en import exercise_onto
from ragspine_eval_pipeline.engine._words import is_grammar, line_of_business, place_words
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    Token,
    Word,
    cjk_tokens,
    content_words,
    english_word_classes,
    japanese_parts_of_speech,
    normalize,
    stem,
)
from ragspine_eval_pipeline.text import STOPWORDS


def holds_a_name(piece: str) -> bool:
    """Whether a statement about the asker holds a name the KB may lack: a capitalized
    word the dictionary does not know ("*Taiwan* here", "Hi *Linda*"), bar an acronym
    of a role or a team ("HR here", "FP&A"); "New hire here" and "Finance here" name
    nothing."""
    return any(
        not (w.isupper() and len(w) <= 4)
        and not english_word_classes(w.casefold())
        and w.casefold() not in DETERMINERS  # "*The* yen has been …": a sentence's opening
        for w in re.findall(r"[A-Z][A-Za-z]*", piece)
    )


def states_a_part(norm: str, lang: str) -> bool:
    """A statement, asking nothing, that says which part of a figure is wanted ("I need
    the online split."): it narrows the request beside it (``wants_a_part``)."""
    rest = gr.COURTESY_RE.sub(" ", norm).strip(" ,、，.!！")
    if gr.ASKS_RE.search(rest):
        return False
    opener = gr.STATEMENT_RE.search(rest) or REPORTED_RE.search(rest) or CJK_WISH_RE.search(rest)
    unsaid = lang == "en" and opens_on_verb(WORD_RE.findall(rest))  # "Need the online split."
    return (opener is not None or unsaid) and wants_a_part(rest, lang)


_JA_OWN_WISH_RE = re.compile(r"(?:たい|ほしい|欲しい)(?:です|んです|のです)?(?:が|けど|けれど)?$")
"""A Japanese sentence closed on the asker's own wish (「オンライン分を知り*たい*」)."""


def ja_wish_for_a_part(rest: str, lang: str) -> bool:
    """Whether a Japanese sentence naming no metric says the asker wishes to know or see
    a part of a figure (「*オンライン*分を知りたい」, 「*卸売*の数字が見たいです」): beside a
    figure request it says which part of that figure is wanted, as "I need the online
    split." does; the answer's form (「ざっくり知りたい」, 「全体像を知りたい」) is none."""
    if lang != "ja" or _JA_OWN_WISH_RE.search(rest) is None or not wants_a_part(rest, lang):
        return False
    wanted = gr.WANTED_RE.search(rest)
    what = wanted.group("ja") if wanted is not None else None
    tokens = cjk_tokens(what, True) if what else ()
    return not any(t.tag == "動詞" for t in tokens)  # a noun phrase, not 「…があるのかを」


_PRONOUNS = frozenset(["it", "this", "that", "them", "these", "those", "one", "something"])


def said_of_the_figure(rest: str, lang: str, residual_of: ResidualOf) -> bool:
    """Whether a statement beside a figure request names, in words the KB lacks, which
    part of the figure is wanted ("*Franchise stores* are fine", 「我们要核对*门店*的」,
    「*オンライン*分です」, 「*オンライン*で大丈夫です」): its subject or complement is a
    noun phrase said of the figure, not of the asker ("I'm fine", 「急ぎです」), and not
    the answer's form ("A rough figure is fine", "one line is enough", 「ざっくりでいいです」)."""
    what = _part_said(rest, lang)
    if what is None or predicated(what, lang, sentence=True):
        return False  # a clause ("Whichever deck has it is fine") names no part
    if lang == "zh" and place_words(what, lang):
        return True  # a place word the analyser reads as grammar: 「线上的」, 「店内的就行」
    return any(
        w.surface not in gr.ANSWER_FORM
        and w.surface not in gr.ACCEPTANCE
        and w.surface not in SUBJECTS
        and w.surface not in _PRONOUNS
        and not is_number_word(w.surface)
        for w in residual_of(what)
    )


_ZH_IDENTITY = frozenset(["是", "为", "為", "没", "沒", "不"])
"""Chinese words before "X的" that make it say what something is (「我是香港团队的」) or
deny (「没问题的」), not which figure is wanted."""


def _part_said(rest: str, lang: str) -> str | None:
    """The noun phrase a statement says of the figure (``said_of_the_figure``), if any."""
    if lang == "en":
        accepted = gr.ACCEPTED_RE.match(rest)
        return accepted.group("what") if accepted is not None else None
    if lang == "ja":
        said = gr.JA_PART_SAID_RE.match(rest)
        if said is not None:
            return said.group("what") or said.group("accepted")
        return _ja_part_stated(rest)
    close = gr.ZH_ACCEPTED_RE.search(rest)
    if close is None:
        return None
    head = rest[: close.start()]
    tokens = [t for run in CJK_RUN_RE.findall(head) for t in cjk_tokens(run, False)]
    run = 0
    while run < len(tokens) and tokens[-1 - run].tag.startswith(("n", "f", "s", "b")):
        run += 1
    if not run or (run < len(tokens) and tokens[-1 - run].word.surface in _ZH_IDENTITY):
        return None
    return "".join(t.word.surface for t in tokens[-run:])


_JA_COPULA_RE = re.compile(r"^(?P<what>[^、,。]+?)(?:です|だ|でございます)(?:ね|よ)?$")
"""A Japanese sentence that is a noun phrase and the copula (「オンラインです」)."""


def _ja_part_stated(rest: str) -> str | None:
    """The noun phrase of a Japanese sentence that only states a part of the business
    (「*オンライン*です」, 「*卸売*です」, 「*免税店*です」: ``ja_part_word``): which part of
    the figure is wanted, as 「オンライン分です」 says. Any other noun (「急ぎです」,
    「新人です」) is said of the asker."""
    stated = _JA_COPULA_RE.match(rest)
    if stated is None:
        return None
    tokens = [t for run in CJK_RUN_RE.findall(stated.group("what")) for t in cjk_tokens(run, True)]
    return stated.group("what") if tokens and ja_part_word(tokens[-1]) else None


_WITH = frozenset(["和", "跟", "与", "與", "同"])
"""Chinese words for "with" opening what is wanted: the asker wants to do something with
a thing (「要*跟*董事会材料核对」), to check the figure against it, not a part of it."""


def wants_a_part(rest: str, lang: str) -> bool:
    """Whether a statement says which part of a figure is wanted ("I need *the online
    split*", "my manager wants *the beverage numbers*", 「老板想看*线上的*」): such a
    sentence narrows the request, so it is never set aside. The answer's form ("a rough
    picture", 「大概」) and the purpose after it ("it for a slide") narrow nothing."""
    match = gr.WANTED_RE.search(rest)
    if match is None:
        return False
    if match.group("object") is not None:
        # "a single number" is the answer's form: one figure, never which one.
        wanted_object = gr.ONE_FIGURE_RE.sub(" ", match.group("object"))
        for word in _less_place_of_use(re.findall(r"[a-z]+", wanted_object)):
            if word in _PRONOUNS or word in ("for", "by", "before", "to", "so", "because"):
                return False
            if word in gr.ANSWER_FORM or word in gr.ENGLISH_GRAMMAR or word in STOPWORDS:
                continue
            if is_number_word(word):
                continue  # how many things are asked ("two things:"), not which
            return True
        return False
    wanted = match.group("zh") if match.group("zh") is not None else match.group("ja")
    tokens = [t for run in CJK_RUN_RE.findall(wanted or "") for t in cjk_tokens(run, lang == "ja")]
    if tokens and tokens[0].tag.startswith(("v", "動詞")):
        return False  # a purpose, not a thing wanted: 「需要放进周报里」
    if tokens and tokens[0].word.surface in _WITH:
        return False  # what to check against: 「我们要*和*合并报表底稿对一下」
    if _in_askers_work(tokens):
        return False  # where the figure is used: 「需要*在稿件中*引用」
    return any(
        (t.content or t.tag in ("a", "b") or (t.tag in ("f", "s") and not _bare_localiser(t)))
        and t.word.surface not in gr.ANSWER_FORM
        and not _askers_own(t.word.surface, lang)
        and not is_grammar(t.word)
        for t in tokens
    )


_IN_EN = frozenset(["in", "on", "into", "onto", "inside"])
"""English prepositions of where a thing is put."""


def _less_place_of_use(words: list[str]) -> list[str]:
    """English words wanted less the phrase saying where in the asker's work the thing
    goes ("staff numbers *in the appendix*", "headcount *on the slide*"): a preposition of
    place before determiners and nouns of the asker's world only. A phrase with any other
    word ("in the *store* column", "on the *online* slide") may name a part, and is kept."""
    at = next((k for k, w in enumerate(words) if w in _IN_EN), None)
    if at is None:
        return words
    place = words[at + 1 :]
    if any(w in gr.ASKERS_WORLD_NOUNS for w in place) and all(
        w in DETERMINERS or w in gr.ASKERS_WORLD_NOUNS for w in place
    ):
        return words[:at]
    return words


_AT = frozenset(["在", "於", "于"])
"""Chinese prepositions of where something is done."""


def _in_askers_work(tokens: list[Token]) -> bool:
    """Whether Chinese words wanted say where in the asker's work the figure is used: a
    preposition of place, nouns of the asker's world (稿件, 报告) or a bare localiser,
    then a verb (「在稿件中引用」, 「在报告里用」). Any other word between (「在*线上*渠道统计」)
    may name a part, and is no such place."""
    if len(tokens) < 3 or tokens[0].word.surface not in _AT:
        return False
    for at, token in enumerate(tokens[1:], 1):
        if token.tag.startswith("v"):
            return at > 1
        if token.word.surface not in gr.ASKERS_WORLD_NOUNS and not _bare_localiser(token):
            return False
    return False


def _bare_localiser(token: Token) -> bool:
    """A Chinese localiser standing alone (前 of 「在发稿前」: before publishing): when
    something is done, never a place or part such as 线上."""
    return all(char in _LOCALISER_CHARS for char in token.word.surface)


_LOCALISER_CHARS = frozenset("上下内外中里间前后旁边面头")


def _askers_own(surface: str, lang: str) -> bool:
    """A Japanese noun of the asker's own work or model (「*資料*を見直しています」,
    「*モデル*の…*前提*を見直しています」): what the asker revises or looks at, no part of
    the figure."""
    return lang == "ja" and (surface in gr.ASKERS_WORLD_NOUNS or surface in gr.ASKERS_MODEL_NOUNS)


CJK_WISH_RE = re.compile(
    r"^(?:(?:另外|此外|还有|還有|然后|然後|同时|同時)[，,]?)?(?:我(?:的|们的?)?)?(?:领导|領導|老板|老闆|经理|經理|主管|上司|同事|客户|客戶|老师|老師|记者|"
    r"总经理|總經理|总监|總監|店长|店長|"
    r"記者|导师|導師)(?:想|要|需要|希望|打算|在等|等着|等著|催)"
    r"|^[^、,。はがをにでと]{1,12}?(?:が|は)"
    r".{0,20}(?:たい|ほしい|欲しい)(?:そう|とのこと|と言って)"
)
"""What someone else wants, said in a sentence of its own (「老板想看个大概」,
「上司が全体像を知りたいそうです」: whoever is named before が or は and a wish heard
from them): who wants the figure, not which one."""


REPORTED_RE = re.compile(
    r"^(?:my|our|a|an|the|one\s+of\s+our)\s+(?:[a-z]+\s+){0,2}(?:asked|asks|wants|wanted|needs|"
    r"needed|requested|would\s+like)(?![a-z])"
)
"""A request reported from someone else ("A reporter asked me about…", "My manager wants
the headcount figure…"): context, whatever it names, when the request follows."""
PART_NOUNS = frozenset(
    [
        "business",
        "businesses",
        "biz",
        "segment",
        "segments",
        "operation",
        "operations",
        "unit",
        "units",
        "division",
        "arm",
        "side",
        "market",
        "markets",
        "company",
        "entity",
        "branch",
        "team",
    ]
)


_VERB_BEFORE_RE = re.compile(r"(?:^|[\s'’])(?:am|m|are|re|is|was|were|be|been|to)\s+$")
"""What a verb follows in a lead-in ("I'm *studying*", "want to *check*")."""


def written_onto(norm: str, word: str, at: int, metrics: list[tuple[int, int]]) -> bool:
    """Whether ``word`` (at ``at``) is written straight before a metric name ("*inventory*
    turnover", "*adjusted* EBITDA"), which makes it another measure; the verb of the
    lead-in ("I'm *studying* revenue") or a grammar word does not."""
    if word in gr.ENGLISH_GRAMMAR or word in STOPWORDS:
        return False
    end = at + len(word)
    if not any(re.fullmatch(r"[\s-]+", norm[end:start]) for start, _ in metrics if start > end):
        return False
    return _VERB_BEFORE_RE.search(norm[:at]) is None


_CJK_PART_RE = re.compile(
    r"(?<=[^\s的の之はがをにでと在于於做是和及与與や、，,。])(?:业务|業務|事业|事業|部门|部門|板块|板塊|分部|"
    r"セグメント|部分)"
)
"""A part of a business named by what qualifies it (「线上业务」, 「饮料事業」, 「電子商取引
部門」): it narrows the figure, so a sentence naming it is never context."""


def _cjk_part(rest: str) -> bool:
    """Whether a CJK piece names a part of a business by what qualifies it
    (``_CJK_PART_RE``); a company function's department (「投资者关系部门」) asks, and is
    none."""
    return any(
        not any(rest[: m.start()].endswith(f) for f in gr.COMPANY_FUNCTIONS_ZH)
        for m in _CJK_PART_RE.finditer(rest)
    )


def _without_checking_verbs(rest: str, lang: str) -> str:
    """``rest`` with its Chinese verbs of checking spaced out (「核对*分部*数据」): the
    segment checked is no part named by what qualifies it."""
    if lang != "zh":
        return rest
    return re.sub("|".join(sorted(gr.CHECKING_VERBS_ZH, key=len, reverse=True)), " ", rest)


_RELATIVES = frozenset(["who", "which", "whose", "where", "when"])
_EVENT_RE = re.compile(r"(?<![a-z])(?:before|after|since|during|until|ahead\s+of)\s+(?P<what>.*)$")
"""A phrase dating something: when the asking happens ("before my customer meeting") or
an event the figure is dated by ("before the pandemic hit the stores")."""


def narrows(rest: str, lang: str) -> bool:
    """An English piece that says how the figure is counted or which part or time of it
    is meant: a part of a business ("the beverage unit"), a clause with its subject
    unsaid whose object is a bare noun ("Using constant currency", "Adjusting for
    currency"), a phrase describing the figure ("as reported in …"), or an event it is
    dated by that is no moment of the asking ("before the pandemic hit the stores").
    In any language, a table's total row (「合计行」, "the totals line") says which row the
    figure is read from."""
    if gr.TOTAL_ROW_RE.search(rest):
        return True
    if lang != "en":
        return (
            _cjk_part(_without_checking_verbs(rest, lang))
            or (lang == "ja" and (_ja_portion(rest) or ja_part_by_means(rest)))
            or cjk_counted_in_or_out(rest, lang)
        )
    if counted_in_or_out(rest) or gr.ANOTHER_VERSION_RE.search(rest):
        return True
    words = WORD_RE.findall(WHEN_RE.sub(" the ", rest))
    if _part_nouns(words) or re.match(r"as\s+[a-z]+ed\b", rest) or kind_of_store(words):
        return True
    # A verb with its subject unsaid and a bare noun for its object, or after its
    # preposition, says how the figure is counted ("Using constant currency").
    # A team named by a company function ("*Marketing team* here") is who asks, never
    # a verb with its subject unsaid.
    after = None if function_team(words, 1) else unsaid_subject(words)
    if after and after[0] not in _RELATIVES and not object_of_the_asking(after):
        bare = after[1] if preposition(after[0]) and len(after) > 1 else after[0]
        if not (determined(bare) or bare in STOPWORDS):
            return True
    event = _EVENT_RE.search(rest)
    if event is None or gr.ASKING_MOMENT_RE.search(rest[event.start() :]):
        return False
    what = WORD_RE.findall(WHEN_RE.sub(" ", event.group("what")))
    dets = [w for w in what if w in DETERMINERS]
    return not (what and (what[0] in OWN or WHEN_RE.match(event.group("what")))) and (
        len(dets) >= 2 or any(w.endswith("ed") for w in what)
    )


_STORE_NOUNS = frozenset(["store", "stores", "shop", "shops", "outlet", "outlets", "branches"])
_ABOUT = frozenset(["for", "on", "about", "covering", "of"])


def kind_of_store(words: list[str]) -> bool:
    """Whether the asker's work is for, about or on a kind of the business's stores ("the
    slide *for the franchise stores*", "a memo on *our airport shops*", "a note on our
    *duty-free* stores", "researching *franchise* stores"): a word written onto the
    stores says which of them, a part of the figure. The stores alone, or a market's (its
    name blanked: "for the Hong Kong stores"), are the whole."""
    for at, word in enumerate(words):
        if word not in _ABOUT and not _verb_of_work(word):
            continue
        after = words[at + 1 : at + 7]
        while after and (after[0] in DETERMINERS or after[0] in _EVERY or _possessive(after[0])):
            after = after[1:]  # "on *the* franchise stores", "*our company's* franchise stores"
        if len(after) > 1 and after[1] == "s":
            after = after[2:]
            while after and after[0] in _EVERY:
                after = after[1:]
        store = next((k for k, w in enumerate(after[:3]) if w in _STORE_NOUNS), None)
        if store == 1 and _kind_word(after[0]):
            return True
        if store == 2 and all(map(_kind_word, after[:2])) and _compound_kind(after[1]):
            return True
    return False


def names_a_kind_of_store(unnamed: str, lang: str) -> bool:
    """Whether a statement of the asker's (KB names blanked) names a kind of the
    business's stores, whatever it says of them: a word written onto the stores ("my
    research topic is *franchise* stores", "I work at a *duty-free* shop", 「*加盟*店是我的
    研究对象」, 「*フランチャイズ*店で働いています」) says which stores the asker's work or
    place is on, a part of any figure the KB reports. The stores alone, all of them or a
    market's ("all the stores in Tokyo", 「东京的门店」, 「全店舗」) are the whole."""
    if _WORKPLACE_RE[lang].search(unnamed):
        return False
    if lang != "en":
        return cjk_kind_of_store(unnamed, lang)
    words = WORD_RE.findall(unnamed)
    return kind_of_store(words) or any(
        word in _STORE_NOUNS and at > 0 and _kind_before_stores(words, at - 1)
        for at, word in enumerate(words)
    )


_WORKPLACE_RE = {
    "en": re.compile(
        r"\bi\s+(?:work|am\s+working)\s+(?:at|in|for)\b|\bi['’]?m\s+(?:a|the)\s+"
        r"(?:[a-z-]+\s+){0,2}(?:manager|staff|employee|cashier|clerk)\s+(?:at|of|in)\b"
        r"|\bwe\s+(?:run|operate|own)\b"
        r"|\b(?:i|we|my\s+[a-z]+)\s+(?:used\s+to\s+|once\s+)?(?:run|ran|own|owned|managed|opened|had)"
        r"\s+(?:a|an|my\s+own|our\s+own|his\s+own|her\s+own)\b"
    ),
    "zh": re.compile(
        r"我(?:们|們)?(?:在|于|於)[^，,。？?]{1,12}(?:上班|工作|任职|任職)|店长|店長|店员|店員|经营|經營"
        r"|(?:以前|从前|從前|曾经|曾經|年轻时|年輕時)(?:自己)?开(?:过|過)"
    ),
    "ja": re.compile(
        r"で(?:働いて|勤務して|勤めて)|に勤務|の(?:店長|スタッフ|社員)です|を運営して|を経営して"
    ),
}
"""Where the asker works or what they run or once ran ("I work at a duty-free shop", "I used
to run a hardware shop", 「我在直营店上班」, 「以前开过杂货铺」,
「フランチャイズ店で働いています」, 「直営店の店長です」): who asks, as a market in their
charge is, never the share of the figure they want; what their work is *on* (a research
topic, a thesis, a memo) is."""


def names_a_part_beside(unnamed: str, lang: str) -> bool:
    """Whether a statement of the asker's beside a figure request (KB names blanked) names
    a part of the business the figure is put under or the work is on: a part word written
    onto a noun after a determiner ("it's for *the online* tab", ``part_word_on_a_noun``)
    or closing a phrase after a preposition ("it's *for online*", "*about e-commerce*"),
    or, in Chinese and Japanese, a part word anywhere (``cjk_part_named``)."""
    if lang != "en":
        return cjk_part_named(unnamed, lang)
    unnamed = without_complements(unnamed)
    words = _HYPHENATED_RE.findall(unnamed)
    return part_word_on_a_noun(unnamed) or any(
        word in _FOR_A_PART
        and (_channel(part) or classifying(part))
        and (at + 2 == len(words) or "NOUN" in english_word_classes(words[at + 2]))
        for at, (word, part) in enumerate(pairwise(words))
    )


_AGES = frozenset(["new", "newer", "newest", "old", "older", "oldest"])
"""Words of a store's age ("a *new* store manager"), as 新 in 新店: no kind of store."""

_FOR_A_PART = frozenset(["for", "about", "on", "into", "under"])
"""Prepositions of what a figure is for or a work is on ("it's *for* online")."""


def _kind_before_stores(words: list[str], at: int) -> bool:
    """Whether the word at ``at``, right before a noun of the stores, says which stores
    (``_kind_word``: "*franchise* stores", "*airport* shops"), rather than being a verb
    taking them as its object ("I *run* stores", "*visiting* stores"), a number ("*two*
    stores") or whose they are ("*Tokyo's* stores")."""
    word = words[at]
    if not _kind_word(word) or _possessive(word) or word[0].isdigit() or is_number_word(word):
        return False
    if word in _AGES:
        return False  # "a *new* store manager": when, not which stores
    if at > 0 and words[at - 1] in SUBJECTS:
        return False  # "I *run* stores": the subject's verb
    if at > 0 and _kind_word(words[at - 1]):
        return _compound_kind(word)  # "our city *centre* stores": a place, bar "duty-*free*"
    classes = english_word_classes(word)
    if word.endswith(("ing", "ed")) and "VERB" in classes:
        return False
    return bool(classes & {"NOUN", "ADJ", "PROPN"}) or not classes


def _possessive(word: str) -> bool:
    """A word owning the noun after it ("*company's*", "*firm's*"), or the "s" left of one
    whose KB name was blanked ("*ACME's*"): it says whose, as a determiner does."""
    return word in ("s", "’s") or word.endswith(("'s", "’s"))


def _verb_of_work(word: str) -> bool:
    """Whether ``word`` may be a verb taking the stores as its object ("I'm *researching*
    franchise stores", "I *study* airport shops"): the work is on them, as "a memo on"
    says. Auxiliaries and grammar are none."""
    return (
        word not in STOPWORDS
        and word not in gr.ENGLISH_GRAMMAR
        and "VERB" in english_word_classes(word)
    )


_EVERY = frozenset(["all", "every", "each", "both"])
"""Words taking every one of the stores ("for *all* the stores"): the whole."""


def _compound_kind(word: str) -> bool:
    """Whether ``word``, the second of two before the stores, may close a compound kind
    ("duty-*free* stores"): an adjective. Two nouns ("the <place> <area> stores") are
    as often a place the stores stand in, which names no kind of them."""
    return "ADJ" in english_word_classes(word)


def _kind_word(word: str) -> bool:
    """A word before the stores that may say which of them (franchise, airport, duty,
    free), not grammar, order or a describing word ("the *other* stores")."""
    return not (
        word in STOPWORDS
        or word in gr.ENGLISH_GRAMMAR
        or word in _ORDER
        or word in gr.DESCRIBING_WORDS
        or word in DETERMINERS
    )


def _part_nouns(words: list[str]) -> list[int]:
    """Where a noun of a part of a business stands in ``words`` ("the beverage *unit*",
    "the online *team*"). One followed by a finite verb is who does something ("our
    Japan team keeps …"), a company function's team who the asker works with, and one
    written onto a noun of the press ("a *business* daily") that press's beat."""
    return [
        at
        for at, w in enumerate(words)
        if w in PART_NOUNS
        and not (at + 1 < len(words) and finite(words[at + 1]))
        and not (at + 1 < len(words) and words[at + 1] in gr.PRESS_NOUNS)
        and not function_team(words, at)
        and not (w in gr.COMPANY_FUNCTIONS and function_team(words, at + 1))
        and not (w in _MARKET_NOUNS and function_team(words, at + 1))
    ]


def part_word_on_a_noun(rest: str) -> bool:
    """Whether an English piece of the asker's names a part of the business by a word
    written straight after a determiner onto the noun of their work or purpose ("for
    *the online* push", "preparing *the wholesale* analysis"): a classifying word, one the
    dictionary knows as an adjective and an adverb but neither as a noun nor with a
    comparative (online, wholesale, overseas), says which part of the business the work
    is on, so the piece narrows the figure asked; so does a channel the dictionary knows
    as a noun ("it goes in *the franchise* table", ``gr.CHANNEL_WORDS``). A gradable
    word ("the *deep* dive", "the *early* draft"), a word of time ("the *quarterly*
    review"), of version or of the answer's form, a noun ("the *store* rota", "the
    *budget* review": a place or a thing the work is for) and a word the dictionary does
    not know, which may be a name read in lower case ("the GrossMargin sheet"), name
    none. A determiner may be a possessive ("*the group's* online business"), and a
    channel may be written with a hyphen ("the *e-commerce* tab", "the *duty-free* deck")."""
    words = _HYPHENATED_RE.findall(rest)
    return any(
        (det in DETERMINERS or _possessive(det))
        and (
            (
                (classifying(word) or _channel(word))
                and (
                    head in _FIGURE_PLACES
                    or "NOUN" in english_word_classes(head.rsplit("-", 1)[-1])
                )
            )
            or (word in _STORE_NOUNS and head in _FIGURE_PLACES)
        )
        for det, word, head in zip(words, words[1:], words[2:], strict=False)
    )


_HYPHENATED_RE = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)+|" + WORD_RE.pattern)
"""An English word, one joined by hyphens kept whole ("e-commerce", "duty-free")."""


def _channel(word: str) -> bool:
    """A channel the business sells through (``gr.CHANNEL_WORDS``), alone or as a part of a
    word joined by hyphens ("e-*commerce*", "*duty*-free")."""
    return any(part in gr.CHANNEL_WORDS for part in word.split("-"))


_FIGURE_PLACES = frozenset(
    [
        "column",
        "columns",
        "col",
        "cols",
        "row",
        "rows",
        "line",
        "lines",
        "cell",
        "cells",
        "tab",
        "tabs",
        "slide",
        "slides",
        "chart",
        "charts",
        "table",
        "tables",
        "box",
        "field",
        "page",
        "section",
        "sheet",
        "number",
        "numbers",
        "figure",
        "figures",
        "total",
        "totals",
        "data",
        "split",
        "breakdown",
        "view",
        "bar",
    ]
)
"""Nouns of where a figure stands, or of the figure itself: the stores written onto one
("the *store* column", "the *store* slide", "the *stores* numbers") say what it holds,
the stores' share beside the online one, so a part of the figure; onto a thing of the
asker's world that holds no figure ("the *store* rota") they are a place the work is for."""


def part_heading(words: list[str]) -> bool:
    """Whether English ``words`` hold a noun of a part of a business heading its phrase
    after a word of its own ("I started on the *online team*"): a part the asker works
    in. One written onto another noun ("my first *market* briefing") or after a
    determiner or a word of order alone names none."""
    for at in _part_nouns(words):
        before = words[at - 1] if at else ""
        after = words[at + 1] if at + 1 < len(words) else ""
        if not before or before in DETERMINERS or before in _ORDER or before in STOPWORDS:
            continue
        if before in gr.ENGLISH_GRAMMAR:
            continue
        if after and after not in STOPWORDS and "NOUN" in english_word_classes(after):
            continue
        return True
    return False


_ORDER = frozenset(["next", "last", "first", "previous", "upcoming", "coming", "following"])
"""Words placing a thing in a sequence ("the *next* review"): when, never which part."""


def classifying(word: str) -> bool:
    """A word that sorts things into kinds rather than grading them (``part_word_on_a_noun``)."""
    if word in STOPWORDS or word in gr.ENGLISH_GRAMMAR or word in gr.DESCRIBING_WORDS:
        return False
    if word in _VERSIONS or word in gr.ANSWER_FORM or word in gr.COMPANY_FUNCTIONS:
        return False
    if word in _ORDER or word.endswith(("er", "est")):
        return False  # "the *next* meeting", "the *further* analysis": order or degree
    classes = english_word_classes(word)
    if "NOUN" in classes or not {"ADJ", "ADV"} <= classes:
        return False
    if word.endswith("ly") and "NOUN" in english_word_classes(word[:-2]):
        return False  # a word of time: "quarterly", "yearly"
    return not ({"ADJ", "ADV"} & english_word_classes(word + "er"))


TEAMS = frozenset(["team", "teams", "side"])
_WHOLES = frozenset(["team", "teams", "company", "business"])
_MARKET_NOUNS = frozenset(["market", "country", "local", "regional"])


def function_team(words: list[str], at: int) -> bool:
    """Whether the part noun at ``at`` is a team named by a company function written
    straight before it ("the *payroll team*", "the people & *culture team*") or by a
    market ("the *market team*", "the *local team*"), or a team,
    the company or the business said with a determiner alone ("*the team* grew",
    "introduce *the company*"): who the asker is or works with, or the whole, never a
    part of the business, as "the *online* team" may be."""
    if at == 0 or at >= len(words):
        return False
    if words[at] in TEAMS and words[at - 1] in gr.COMPANY_FUNCTIONS:
        return True
    if words[at] in TEAMS and words[at - 1] in _MARKET_NOUNS:
        return True  # "our home *market team*", "the *local team*": a market's team
    return words[at] in _WHOLES and words[at - 1] in DETERMINERS


_COUNTED_IN_RE = re.compile(
    r"(?P<what>[a-z][a-z\s&'’-]*?)\s+(?:included|excluded|combined|together|added\s+up|"
    r"put\s+together|left\s+out|taken\s+out|aside)\s*$"
)
_WHOLE_RE = re.compile(
    r"^(?:(?:with|and)\s+)?(?:all|every|each)\s+(?:of\s+)?(?:the\s+|our\s+|its\s+)?"
    r"(?:markets?|countries|country|regions?|segments?|businesses|units?|entities)$"
)


def counted_in_or_out(rest: str) -> bool:
    """Whether an English piece says which things are counted in or left out of the figure
    ("franchise stores *included*", "online *excluded*", "duty free *aside*"): it narrows
    the figure, whatever verb it is built with. All the markets counted together ("all
    markets *combined*") is the whole, said again."""
    counted = _COUNTED_IN_RE.search(rest.strip(" ,;:.!?()（）"))
    return counted is not None and _WHOLE_RE.match(counted.group("what").strip()) is None


_CJK_COUNTED_RE = {
    "ja": re.compile(
        r"(?P<what>[^、,。？?]+?)(?:を|も|は)?(?:含め|含む|含ん|込み|込|除い|除き|除く|除外|抜き|抜い|"
        r"外し|外す)"
    ),
    "zh": re.compile(
        r"(?:包括|包含|含有|含|不含|不包括|除了|除去|扣除|去掉|剔除|排除|不算)(?P<what>[^，,。？?]+)"
        r"|(?P<before>[^，,。？?]+?)(?:也|都)?(?:算进去|算进来|算上|计入|算在内|在内)"
    ),
}
"""A verb counting a thing in or out of the figure, with the thing (「*フランチャイズ店舗*も
含めて」, 「*卸売*込みで」, 「不含*线上*」, 「把*批发*也算进去」)."""


def cjk_counted_in_or_out(rest: str, lang: str) -> bool:
    """Whether a Chinese or Japanese piece says which things are counted in or left out of
    the figure: a noun of its own counted in or out narrows it, whatever the sentence is
    built as. Grammar words (「全部含めて」, 「都算上」) and a year name no part."""
    pattern = _CJK_COUNTED_RE.get(lang)
    if pattern is None:
        return False
    for match in pattern.finditer(rest):
        after = match.group("what") is not None
        what = match.group("what") if after else match.group("before")
        tokens = [t for run in CJK_RUN_RE.findall(what) for t in cjk_tokens(run, lang == "ja")]
        tokens = [t for t in tokens if not (t.particle or t.word.surface in _ALSO)]
        while after and len(tokens) > 1 and tokens[0].tag == "d":
            # An adverb the tagger reads in a modifier (「剔除*一次性*项目」) leaves the
            # noun it modifies as the thing counted out.
            tokens = tokens[1:]
        if tokens and _counted_thing(tokens[0] if after else tokens[-1]):
            return True
    return False


_ALSO = frozenset(["也", "都", "还", "還"])


def _counted_thing(token: Token) -> bool:
    """Whether the word next to a verb of counting in or out is a thing of its own: a
    noun, or a word the tagger reads as a verb or a place (「*批发*也算进去」, 「不含*线上*」),
    not grammar nor the answer's form (「全部含めて」)."""
    if token.function and token.tag != "f":
        return False
    if is_grammar(token.word) or token.word.surface in gr.ANSWER_FORM:
        return False
    return token.content or token.tag.startswith(("v", "f", "s", "b", "名詞"))


def _ja_portion(rest: str) -> bool:
    """A Japanese noun with 分 written onto it (「*免税店*分として」, 「*卸売*分の数字」):
    that noun's portion of the figure. A word holding 分 (自分, 配分) or a number or
    year before it (十分, 前年分) names no part."""
    tokens = [t for run in CJK_RUN_RE.findall(rest) for t in cjk_tokens(run, True)]
    return any(
        token.word.surface == "分" and before.content and not is_grammar(before.word)
        for before, token in pairwise(tokens)
    )


_JA_ASKING_TAIL_RE = re.compile(
    r"^(?:(?:教え|おしえ|知らせ|出し)て(?:ください|下さい|くれ|ほしい|欲しい|もらえ|いただけ|頂け)?"
    r"|(?:お願い|おねがい)|(?:ください|下さい)|(?:知り|見)たい)"
)
"""What may follow a Japanese noun and で in a piece of the request: the asking itself
(「オンラインで*教えて*」, 「卸売で*お願いします*」), or nothing at all."""


def ja_part_by_means(rest: str) -> bool:
    """Whether a Japanese piece is a noun and で said of the figure asked, alone or before
    the verb of asking (「*オンライン*で、」, 「*卸売*で教えて」): which part of the figure is
    wanted, as 「オンライン分です」 says (every noun the KB lacks names a part in Japanese,
    as written onto a metric). The answer's form names none: a word of the asker's world,
    where the answer is sent (メール, 電話, 資料), a language (英語, 日本語: a noun on 語),
    how short it is (一言, 一行: a numeral opens it), a unit (「百万円単位で」: the KB's
    units are its names, and 単位 says the format), its precision (概算), or a
    noun of manner or time the analyser marks as adverbial (至急, 簡潔) or a verbal noun
    of how it is done (追加で, 電話で, チャットで), bar a line of business (卸売で,
    ``line_of_business``)."""
    morphemes = japanese_parts_of_speech(rest.strip(" 、,。"))
    for at, (surface, pos) in enumerate(morphemes):
        if surface != "で" or pos[0] not in ("助動詞", "助詞") or at == 0:
            continue
        after = "".join(s for s, _ in morphemes[at + 1 :]).strip(" 、,。")
        if after and _JA_ASKING_TAIL_RE.match(after) is None:
            continue
        noun, kind = morphemes[at - 1]
        if at == 1 and _names_a_part_ja(noun, kind):  # a bare noun: 「研修の発表で」 is an event
            return True
    return False


def _names_a_part_ja(noun: str, pos: tuple[str, ...]) -> bool:
    """A Japanese noun before で that may name a part (``ja_part_by_means``)."""
    if pos[0] != "名詞" or pos[1] not in ("普通名詞", "固有名詞"):
        return False
    if pos[2] == "サ変可能":
        return line_of_business(noun)
    if pos[2] in ("副詞可能", "形状詞可能", "助数詞可能"):
        return False
    if noun in gr.ASKERS_WORLD_NOUNS or noun in gr.ANSWER_FORM or gr.UNIT_WORD_RE.fullmatch(noun):
        return False
    if noun.endswith("語") or re.match(r"[一二三四五六七八九十\d]", noun):
        return False
    return not is_grammar(Word(noun, noun, False))


_ROW_RE = re.compile(
    r"(?P<word>[a-z][a-z-]*)\s+(?:row|column)s?(?![a-z])"
    r"|(?<![銀進実発旅履執運施並改同流修代平急直单單])(?P<cjk>[\u30a1-\u30fa\u30fc\u4e00-\u9fff])"
    r"(?:の|的)?(?:那|这|這)?一?(?:行|列|栏|欄)(?=[でにのをはが、，,。]|\s|$)"
)
"""A word written onto a table's row or column ("the *online* row", 「*オンライン*行」,
「*门店*那一行」)."""


def names_a_row(unnamed: str) -> bool:
    """Whether ``unnamed`` (a piece with the KB's names blanked) names a row or column
    of a table by a word of its own: the row of a part of the figure (online, the stores),
    so the piece says which figure is read, never the asker's context. A row named by a KB
    name ("the *Hong Kong* row", 「*收入*那一行」) is blanked and names none."""
    for match in _ROW_RE.finditer(normalize(unnamed)):
        word = match.group("word")
        if word is None:
            return True
        if not (word in STOPWORDS or word in gr.ENGLISH_GRAMMAR or is_number_word(word)):
            return True
    return False


def narrows_figure(piece: str, lang: str) -> bool:
    """Whether ``piece`` says how a figure is counted or which part of it is meant
    (``narrows``), or wants a part of it (``states_a_part``)."""
    return narrows(piece, lang) or states_a_part(piece, lang)


_CJK_TAIL_RE = re.compile(CJK_RUN_RE.pattern + r"$")


def part_written_onto(norm: str, lang: str, matcher: Matcher) -> bool:
    """Whether a word the KB lacks is written onto a metric name in ``norm`` ("*online*
    revenue", 「*兼职*员工」, 「*线上*的收入」, 「*オンライン*の売上」): a part of that figure."""
    named = named_in(norm, matcher)
    metrics = [(m.start, m.end) for m in named if m.kind == "metric"]
    if lang == "en":
        return any(
            written_onto(norm, w.group(), w.start(), metrics) for w in re.finditer(r"[a-z]+", norm)
        )
    return any(cjk_part_before(norm, start, named, lang) for start, _ in metrics)


_VERSIONS = frozenset(
    [
        "old",
        "older",
        "new",
        "newer",
        "final",
        "previous",
        "prior",
        "earlier",
        "updated",
        "same",
        "reported",
        "consolidated",
        "audited",
        "published",
        "official",
        "restated",
        "group",
    ]
)
"""Words for which version of a figure is meant ("the *old* revenue", "the *consolidated*
view"), not which part."""


def narrows_the_asked(norm: str, lang: str, matcher: Matcher, asked: frozenset[str]) -> bool:
    """Whether ``norm``, a piece set aside as the asker's (a statement, the work they
    prepare) or a clause naming no figure of its own, has a word the KB lacks written onto
    a metric the request asks (「我在准备*线上*收入的汇报」, 「*オンライン*売上のレポート」,
    "the *online* revenue slide"): it says which part of the very figure asked is wanted,
    which the KB does not report. A work named by a word of its own ("the variance
    analysis", 「入职汇报」) or the metric taken as a verb's object (「我在做收入的分析」)
    names no part of the figure."""
    named = named_in(norm, matcher)
    metrics = [(m.start, m.end) for m in named if m.kind == "metric" and m.code in asked]
    if lang == "en":
        if any(_part_after(norm, end, named) for _, end in metrics):
            return True  # "add revenue *from franchise stores*"
        return _part_onto_figure_noun(norm, named, matcher) or any(
            written_onto(norm, w.group(), w.start(), metrics)
            for w in re.finditer(r"[a-z]+", norm)
            if _may_name_a_part(w.group())
            and not takes_as_object(norm, w, metrics)
            and not any(m.start <= w.start() < m.end for m in named)
        )
    return any(_cjk_part_word_before(norm, a, named, lang) for a, _ in metrics)


_PART_AFTER_RE = re.compile(
    r"\s+(?:from|of|at|in|across|through|via)\s+(?P<what>[a-z0-9'’\s&-]+?)(?=[,.;:!?'’\"”()]|$)"
)
"""A phrase after a metric's name saying where its figure comes from ("revenue *from
franchise stores*", "headcount *in the stores*")."""


def _part_after(norm: str, end: int, named: list[Mention]) -> bool:
    """Whether the phrase after a metric's name, ending at ``end``, names in words the KB
    lacks where the figure comes from ("revenue *from franchise stores*"): a part of it.
    A KB name ("revenue *in Japan*"), a year, a thing of the asker's world ("revenue *in
    my deck*") or grammar names none."""
    after = _PART_AFTER_RE.match(blank(norm, [(m.start, m.end) for m in named]), end)
    if after is None:
        return False
    return any(
        not (
            w in gr.ENGLISH_GRAMMAR
            or w in STOPWORDS
            or w in gr.ASKERS_WORLD_NOUNS
            or w in gr.DESCRIBING_WORDS
            or w.endswith(("'s", "’s"))
            or re.fullmatch(r"(?:fy)?\d{2,4}", w)
        )
        for w in WORD_RE.findall(after.group("what"))
    )


_FIGURE_NOUN_RE = re.compile(
    r"(?<![a-z])(?:numbers?|figures?|splits?|breakdowns?|views?|basis|cut)(?![a-z])"
)
"""The figure's generic names: what the asker calls the figure without naming it, or
the way it is cut ("the *store* view", "on an *online* basis")."""


def _part_onto_figure_noun(norm: str, named: list[Mention], matcher: Matcher) -> bool:
    """Whether an English word the KB lacks is written onto the figure's generic name in a
    piece of the asker's ("present the *online* numbers", "the *franchise* split"): the
    part of the figure wanted. A KB name ("the Japan numbers", "staff numbers"), a word
    of a KB metric's name ("*net* numbers": a measure), a thing of the asker's world
    ("the board numbers"), a company function ("the payroll numbers"), a word counting
    the figures ("a single number") or a word that only describes ("key numbers") names
    none."""
    measures = _metric_words(matcher)
    nouns = [
        (m.start(), m.end())
        for m in _FIGURE_NOUN_RE.finditer(norm)
        if not any(n.start <= m.start() < n.end for n in named)
        and not exercise_onto(norm[: m.start()])  # "the *debt service* numbers"
    ]
    return any(
        written_onto(norm, w.group(), w.start(), nouns)
        for w in re.finditer(r"[a-z]+", norm)
        if _may_name_a_part(w.group())
        and w.group() not in gr.DESCRIBING_WORDS
        and w.group() not in gr.ASKERS_WORLD_NOUNS
        and w.group() not in gr.COMPANY_FUNCTIONS
        and w.group() not in _HOW_MANY_FIGURES
        and stem(w.group()) not in measures
        and not any(n.start <= w.start() < n.end for n in named)
    )


_HOW_MANY_FIGURES = frozenset(["single", "sole", "one"])
"""Words counting the figures wanted ("a *single* number"): the answer's form, no part."""


@lru_cache(maxsize=8)
def _metric_words(matcher: Matcher) -> frozenset[str]:
    """The describing words that open a KB metric's name of several words ("*net*
    profit", "*gross* margin", "*top* line"), as stems: written onto the figure's
    generic name they say which measure, never which part."""
    return frozenset(
        key[0]
        for key, hits in matcher.latin.items()
        if len(key) > 1
        and any(kind == "metric" for kind, _ in hits)
        and "ADJ" in english_word_classes(key[0])
    )


def _may_name_a_part(word: str) -> bool:
    """Whether an English word written onto the metric may name a part of it: not a
    number ("the *one* revenue"), a version ("the *old* revenue"), the answer's form ("a
    *rough* revenue") or a word that only describes ("two *different* revenues")."""
    return not (
        word in _VERSIONS
        or word in gr.ANSWER_FORM
        or is_number_word(word)
        or word in _SCALES
        or english_word_classes(word) == {"ADJ"}
    )


_SCALES = frozenset(["hundred", "hundreds", "thousand", "thousands", "million", "millions"])
"""Number words of scale ("X *thousand* people"): how many, never which."""


def _cjk_part_word_before(norm: str, start: int, named: list[Mention], lang: str) -> bool:
    """``cjk_part_before`` for a piece of the asker's: a verb before the metric takes it
    for its object (「我在*做*收入的分析」), never a part; a place word of two characters or
    more (「准备*线上*收入」, which the analyser may read as a function word) is one."""
    run = _CJK_TAIL_RE.search(norm[:start])
    tokens = list(cjk_tokens(run.group(), lang == "ja")) if run is not None else []
    joined = bool(tokens) and tokens[-1].word.surface in _JOINTS
    if joined:
        tokens.pop()
    if tokens and not joined and _verb_in_a_compound(norm, start, tokens, named, lang):
        return True  # 「准备*兼职*员工培训」: the verb's object is the compound, 兼职 in it
    if not tokens or tokens[-1].tag.startswith(("v", "動詞")):
        return False
    last = tokens[-1]
    if last.tag == "f" and len(last.word.surface) > 1 and not is_grammar(last.word):
        return True
    return cjk_part_before(norm, start, named, lang, askers=True)


def cjk_part_before(
    norm: str, start: int, named: list[Mention], lang: str, askers: bool = False
) -> bool:
    """Whether a Chinese or Japanese word the KB lacks is written before the metric name
    at ``start``, straight or through a joining particle (「*オンライン*売上」, 「*批发*的收入」,
    「按*兼职*员工」): it names a part of the figure. A name (「香港収入」), a grammar word
    (「合計売上」, 「この売上」) or a word for the reported figure itself (「实际收入」) does
    not; a verb takes the metric for its object (「核对收入」) unless a preposition or 的
    before it makes it a modifier. A noun of the asker's work (「*モデル*のGM前提」) says
    where the figure is held, never which part of it; in a piece of the asker's
    (``askers``) a work product of theirs and a locative (「报告里的收入表」) is where
    the figure sits in their work."""
    run = _CJK_TAIL_RE.search(norm[:start])
    if run is None:
        return False
    tokens = list(cjk_tokens(run.group(), lang == "ja"))
    if tokens and tokens[-1].word.surface in _JOINTS:
        start -= len(tokens.pop().word.surface)
    if not tokens:
        return False
    last = tokens[-1]
    word = last.word
    if lang == "zh" and len(tokens) > 1 and tokens[-2].word.surface in gr.DEGREE_ZH:
        return False  # 「我也很*关心*员工」: a predicate taking the metric, no part of it
    if lang == "ja" and (
        word.surface in gr.ASKERS_WORLD_NOUNS or word.surface in gr.ASKERS_MODEL_NOUNS
    ):
        return False
    begins = start - len(word.surface)
    if _noun_and_place(tokens) and not any(m.start < start <= m.end for m in named):
        if askers and tokens[-2].word.surface in gr.ASKERS_WORLD_NOUNS:
            # 「覆盖*报告里*的收入表」: where the figure sits in the asker's work, no part;
            # a part written onto that work (「*门店*报告里的」) still is one.
            inside = start - len(word.surface) - len(tokens[-2].word.surface)
            return _part_before_askers_work(norm, inside, named, lang)
        return True  # a noun and a locative written as one place (「线上收入」 cut 线|上)
    grammar_read = last.function or is_grammar(word)
    inside_a_name = any(m.start <= begins < m.end for m in named)
    if lang == "zh" and grammar_read and zh_part_word(last) and not inside_a_name:
        return True  # 「新加坡*线上*净利润」: a locative part word the tagger reads as grammar
    if grammar_read or word.surface in _REPORTED_FIGURE:
        return False
    if any(m.start <= begins < m.end for m in named):
        return False
    if last.content:
        return bool(content_words(word.surface, lang))  # 「各社」, 「当期」 name no part
    if last.tag.startswith(("b", "f", "s")):
        return True  # a distinguishing word or a place (「临时员工」, 「线上收入」)
    return last.tag.startswith("v") and len(tokens) > 1 and tokens[-2].tag.startswith(("p", "u"))


def _part_before_askers_work(norm: str, start: int, named: list[Mention], lang: str) -> bool:
    """Whether the word before a Chinese work product of the asker's, ending at
    ``start``, names a part of the business (「*门店*报告里的收入表」, 「*批发*报告里的」). A
    verb takes the work for its object or names its kind (「*修改*报告」, 「*研究*报告」),
    and a part of a year says how often it is written (「*季度*报告」): no part. Any other
    word is read as one before a metric is (``cjk_part_before``)."""
    run = _CJK_TAIL_RE.search(norm[:start])
    if lang == "zh" and run is not None:
        tokens = cjk_tokens(run.group(), False)
        last = tokens[-1] if tokens else None
        if last is not None and zh_part_word(last):
            return True
        if last is not None and (last.tag.startswith("v") or sub_year_word(last.word.surface)):
            return False
    return cjk_part_before(norm, start, named, lang, askers=True)


def verb_onto_the_asked(norm: str, lang: str, matcher: Matcher, asked: frozenset[str]) -> bool:
    """Whether a Chinese word the tagger reads as a verb is written inside a compound onto
    a metric the request asks (``_verb_in_a_compound``: 「准备*兼职*员工培训」), even where
    the staff are named as what they attend: the training is of a part of the staff."""
    named = named_in(norm, matcher)
    for m in named:
        if m.kind != "metric" or m.code not in asked:
            continue
        run = _CJK_TAIL_RE.search(norm[: m.start])
        tokens = list(cjk_tokens(run.group(), lang == "ja")) if run is not None else []
        if _verb_in_a_compound(norm, m.start, tokens, named, lang):
            return True
    return False


def _verb_in_a_compound(
    norm: str, start: int, tokens: list[Token], named: list[Mention], lang: str
) -> bool:
    """Whether the Chinese word the tagger reads as a verb, written straight before the
    metric at ``start``, stands inside a compound noun rather than taking the metric for
    its object: a verb of the statement's own comes before it, and a noun follows the
    metric (「准备*兼职*员工培训」: 准备 takes 兼职员工培训, a training of part-time staff).
    A verb of one character is a light verb taking its object (「准备做员工培训」)."""
    if lang != "zh" or len(tokens) < 2:
        return False
    verb, before = tokens[-1], tokens[-2]
    if not (verb.tag.startswith("v") and before.tag.startswith("v")) or len(verb.word.surface) < 2:
        return False
    if is_grammar(verb.word):
        return False
    end = next((m.end for m in named if m.start == start), None)
    after = CJK_RUN_RE.match(norm, end) if end is not None else None
    following = list(cjk_tokens(after.group(), False)) if after is not None else []
    return bool(following) and following[0].tag.startswith(("n", "vn"))


def _noun_and_place(tokens: list[Token]) -> bool:
    """Whether ``tokens`` end on a Chinese noun and the locative after it (线|上, 店|内),
    which the analyser may cut apart: one place word, a part of what follows."""
    if len(tokens) < 2 or tokens[-1].tag != "f":
        return False
    before = tokens[-2]
    return before.tag == "n" and not is_grammar(before.word)


_JOINTS = frozenset(["の", "的", "之"])
"""A particle joining a word onto the noun after it (「兼职*的*员工」, 「オンライン*の*売上」)."""

_REPORTED_FIGURE = frozenset(
    [
        "实际",
        "實際",
        "官方",
        "公式",
        "正式",
        "通期",
        "全年",
        "実際",
        "具体",
        "具體",
        "准确",
        "準確",
        "确切",
        "確切",
        "精确",
        "精確",
        "正確",
    ]
)
"""Words for the figure as reported, exactly, or for the whole year of it (「实际收入」,
「准确的收入」, 「公式の売上」, 「通期の売上」): the figure itself, never a part of it."""


def named_in(norm: str, matcher: Matcher) -> list[Mention]:
    """What ``norm`` names, less a metric's name that names a department (``DEPARTMENT_RE``)."""
    return [
        m
        for m in matcher.find(norm)
        if not (
            m.kind == "metric"
            and (
                DEPARTMENT_RE.match(norm, m.end)
                or _agent_noun(norm[m.start : m.end])
                or (norm[m.start : m.end] == "people" and _PEOPLE_FUNCTION_RE.match(norm, m.end))
            )
        )
    ]


def _agent_noun(said: str) -> bool:
    """Whether a metric's name was read from an English agent noun its stem drops
    ("*employer*" for "employ"): who does the thing (the employer, a company), never
    the figure; a name that is an agent noun itself ("workers") keeps its ending."""
    return re.fullmatch(r"[a-z]+ers?", said) is not None and not stem(said).endswith(("er", "ers"))


DEPARTMENT_RE = re.compile(
    r"\s*(?:side|team|teams|department|dept|function|org|people|staff)(?![a-z])"
    r"|(?:部门|部門|团队|團隊|部|チーム|担当|部署)"
)
"""A noun written after a metric's name that makes it a department ("the sales side",
「销售部」, 「営業担当」): who the asker is, never a figure."""

_FUNCTIONS = "|".join(sorted(gr.COMPANY_FUNCTIONS, key=len, reverse=True))
_PEOPLE_FUNCTION_RE = re.compile(
    rf"\s*(?:&|and)\s+(?:{_FUNCTIONS})\s+(?:team|teams|department|dept|function|org)(?![a-z])"
)
""""People" as the name of the HR function, with its other word and a department noun
after it ("the *people & culture* team"): who the asker is, never the headcount."""


def people_asked_of_market(
    norm: str, lang: str, mentions: list[Mention], matcher: Matcher, reference_date: date
) -> list[Mention]:
    """The metric a Japanese 「何人」 asks of a market when the clause names no metric
    (「マカオって何人くらいで回してるの」), or a Chinese or Japanese 「人数」 written straight
    after the market, the company or a year (「集团FY2024年末总人数」,
    ``gr.CJK_NUMBER_OF_PEOPLE_RE``): a number of people, which the KB's vocabulary reads as
    it reads "people", the market's headcount. 何人 after a metric is grammar
    (「従業員数は何人」), and a word the KB lacks before it owns the people counted
    (「マカオの会員は何人」, ``counts_others``; 「香港会员人数」)."""
    if lang == "en" or any(m.kind == "metric" for m in mentions):
        return []
    if not any(m.kind in ("scope", "company") for m in mentions):
        return []
    asked = gr.JA_PEOPLE_ASKED_RE.search(norm) if lang == "ja" else None
    if asked is None:
        ends = {m.end for m in mentions if m.kind in ("scope", "company")}
        ends |= {s.end for s in find_periods(norm, lang, reference_date) if s.period is not None}
        asked = next(
            (a for end in sorted(ends) if (a := gr.CJK_NUMBER_OF_PEOPLE_RE.match(norm, end))),
            None,
        )
    if asked is None:
        return []
    start, end = asked.span()
    return [
        Mention(m.kind, m.code, start, end) for m in matcher.find("people") if m.kind == "metric"
    ]
