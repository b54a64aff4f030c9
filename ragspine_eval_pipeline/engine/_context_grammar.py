"""English grammar the context rules read: who speaks, the verb, what it takes.

Whether a piece beside a request is about the asking or about the figure often rests on
its shape: a subject and a finite verb ("my boss *wants* …"), a clause whose subject is
left unsaid ("Need it for a slide"), what the verb takes for its object ("pulling
together *a deck*" is the asker's work, "using *constant currency*" says how the figure
is counted), or, in Chinese and Japanese, whether a piece has a verb or an adjective at
all. This module reads that shape from the dictionary's word classes and a few closed
lists of words, so the other context modules ask it rather than repeat it. It also holds
the two helpers they all share, ``ResidualOf`` and ``blank``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from itertools import pairwise

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._periods import is_number_word
from ragspine_eval_pipeline.engine._words import headed_by_a_noun
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    Token,
    Word,
    cjk_tokens,
    english_word_classes,
)
from ragspine_eval_pipeline.text import STOPWORDS

ResidualOf = Callable[[str], tuple[Word, ...]]
"""The content words of a piece no name, period or grammar word accounts for: the
parser's own reading of a clause (``_question``), passed in so this module, which the
parser imports, needs nothing of it."""


def blank(text: str, spans: list[tuple[int, int]]) -> str:
    chars = list(text)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


WORD_RE = re.compile(r"[a-z0-9]+(?:['’][a-z]+)?")


def _function_word(word: str) -> bool:
    """A word that opens a verb's object or complement ("need *it*", "getting *my*", "need
    *something*"): grammar, a stopword, an indefinite pronoun, or a word the dictionary
    knows only as an adverb."""
    classes = english_word_classes(word)
    return (
        word in gr.ENGLISH_GRAMMAR
        or word in STOPWORDS
        or word in _INDEFINITE
        or (bool(classes) and classes <= {"ADV"})
    )


_INDEFINITE = frozenset(["something", "anything"])
"""Pronouns for a thing not yet said ("need *something* punchy for the deck"): the answer
the asker hopes for, like a determiner opening a noun phrase."""


_PERSONS = frozenset(["me", "us", "him", "her", "you"])
"""Whom a request is done for or sent to ("get it *for me*", "send it *to us*"): a person,
never a part of the figure."""

_MODALS = frozenset(
    re.findall(r"[a-z]+", "can could will would may might shall should must do does did")
)
_SUBJECTS = frozenset(["you", "u", "ya", "we", "i", "they", "he", "she"])
"""An auxiliary and the subject after it, opening a question put to someone."""


_SUBORDINATORS = frozenset(
    re.findall(r"[a-z]+", "before after until till once when so as because since while if")
)


def _before_a_clause(words: list[str]) -> list[str]:
    """``words`` up to a clause of their own, opened by a conjunction and its subject
    ("confirm that *before I paste it* into my deck"): the asker's doings, never how the
    figure is counted."""
    for k, (word, following) in enumerate(pairwise(words)):
        if word in _SUBORDINATORS and following in _SUBJECTS:
            return words[:k]
    return words


def inverted(words: list[str]) -> bool:
    """Whether ``words`` open a question with its subject said after the auxiliary
    ("*Could you* get it", "*Can we* have it"): the subject is there, never unsaid."""
    return len(words) > 1 and words[0] in _MODALS and words[1] in _SUBJECTS


def opens_on_verb(words: list[str]) -> bool:
    """Whether English ``words`` open a clause whose subject is left unsaid: a word the
    dictionary knows as a verb (after an adverb, if any), a participle or followed by a
    function word ("Need it", "Still getting my", "Putting a deck"); never a preposition
    or a conjunction ("as reported in …")."""
    return unsaid_subject(words) is not None


def unsaid_subject(words: list[str]) -> list[str] | None:
    """The words after the verb of a clause whose subject is left unsaid (``opens_on_verb``),
    or None when ``words`` open no such clause."""
    if not words or words[0] in STOPWORDS:
        return None
    verb, *after = words
    if (
        "ADV" in english_word_classes(verb)
        and after
        and "VERB" in english_word_classes(after[0])
        and after[0] not in gr.ASKERS_WORLD_NOUNS  # "*online* slide": a noun, described
    ):
        verb, *after = after  # an adverb before the verb: "still getting", "just putting"
    if "VERB" not in english_word_classes(verb) and not _participle_with_object(verb, after):
        return None
    if after and finite(after[0]):
        noun_after = "NOUN" in english_word_classes(after[0])  # "Using *figures* from …"
        if "NOUN" in english_word_classes(verb) or not noun_after:
            return None  # the clause's subject, not its verb: "Marketing wants it for …"
    if after[:1] and after[0] in _MAKING_PARTICLES and _lemma(verb) in _MAKING_VERBS:
        after = after[1:]  # the particle of a verb of making: "building *out* the model"
    return after if verb.endswith("ing") or (after and _function_word(after[0])) else None


def _participle_with_object(word: str, after: list[str]) -> bool:
    """Whether ``word``, unknown to the dictionary, is an -ing form taking the object a
    determiner opens after it ("*prepping* the slide", "*onboarding* a new hire"): a noun
    is never written straight before "the" or "my"."""
    return (
        word.endswith("ing")
        and len(word) > 5
        and not english_word_classes(word)
        and bool(after)
        and after[0] in DETERMINERS
    )


_MAKING_VERBS = frozenset(
    ["build", "put", "pull", "write", "draw", "fill", "flesh", "mock", "sketch", "type", "firm"]
)
"""Verbs of making a piece of work whose particle says it is done whole ("building
*out*", "writing *up*", "putting *together*"), never which part; a verb of splitting or
removing ("break *down*", "strip *out*") is none of them."""
_MAKING_PARTICLES = frozenset(["out", "up", "together"])


@lru_cache(maxsize=4096)
def _lemma(verb: str) -> str:
    """The dictionary form of an English verb ("building" → "build"), or the word itself."""
    from lemminflect import getLemma

    lemmas = getLemma(verb, upos="VERB")
    return lemmas[0] if lemmas else verb


_IRREGULAR_PAST = frozenset(["said", "told", "thought", "sent", "gave", "got", "kept", "made"])


def finite(word: str) -> bool:
    """A finite verb ("wants", "asked", "is", "said"): a word written after it is its
    subject, so a word known as a noun and as a gerund before it ("*Marketing* wants
    it") is a noun."""
    if word in FINITE or re.split(r"['’]", word)[0] in FINITE or word in _IRREGULAR_PAST:
        return True
    return "VERB" in english_word_classes(word) and word.endswith(("s", "ed")) and len(word) > 3


_MORE_PREPOSITIONS = frozenset(["before", "after", "until", "per", "without", "excluding"])
"""Prepositions the stopword list lacks."""
_COUNTED = frozenset(["per", "without", "excluding"])
"""Prepositions that always say how a figure is counted ("per store")."""
_POINTING = frozenset(["it", "this", "that", "them", "these", "those"])
OWN = frozenset(["my", "our"])


def places_determined(text: str) -> str:
    """``text`` with each place of the asker's sheet labelled by its number ("row *12*",
    ``PLACE_LABEL_RE``) read as the place with a determiner ("the row"): a label says
    which place, never how the figure is counted."""
    return gr.PLACE_LABEL_RE.sub(lambda m: f"the {m.group(1)}" if m.group(1) else " ", text)


_OPENS_ON_QUESTION_WORD_RE = re.compile(
    r"\W*(?:how(?!\s+about)|what(?!\s+about)|why|which|where|when|who)(?![a-z])"
)
"""A clause opening on a question word (not "how about …", "what about …", which may say
how the figure is counted): it asks a question of its own."""


def qualifies_request(rest: str) -> bool:
    """An English statement about the request it points back at that says how the figure
    is to be counted ("Need it *in constant currency*", "I need it *per store*", "want
    them *by region*", "for *2* stores", "Can you pull it *by region*"): it qualifies the
    request, so it is never context. A place of the asker's sheet labelled by its number
    ("need it for *row 12*") is where the figure goes, as "the row" would be."""
    if _OPENS_ON_QUESTION_WORD_RE.match(rest):
        return False  # "how is that business coping with …": a question, no statement
    rest = places_determined(rest)
    words = WORD_RE.findall(rest)
    if words[:1] in (["i"], ["we"]):
        words = words[1:]
    elif inverted(words):
        words = _before_a_clause(words[2:])  # "Could you get it by region": asked of you
    after = unsaid_subject(words)
    if not after or after[0] not in _POINTING:
        return False
    # A number other than a time on the clock counts what is asked ("for 2 stores").
    return bool(re.search(r"\d", gr.CLOCK_TIME_RE.sub(" ", rest))) or not object_of_the_asking(
        after
    )


def determined(word: str) -> bool:
    """A word that opens a noun phrase as a determiner does ("*a* slide", "*ten* minutes",
    "*tomorrow's* memo")."""
    return (
        word in DETERMINERS
        or is_number_word(word)
        or word[0].isdigit()
        or word.endswith(("'s", "’s"))
    )


def object_of_the_asking(after: list[str]) -> bool:
    """Whether what follows the verb of a clause with its subject unsaid is about the
    asking, not the figure: after a particle, if any ("pulling *together*"), the request
    pointed back at ("Need *it*"), the asker's own things ("getting *my bearings*"), a
    thing named with a determiner ("pulling together *a deck*"), a state ("getting
    *ready*"), or a preposition; then phrases each opened by a preposition and a
    determiner ("*for a* slide *in ten* minutes") or an infinitive ("trying *to
    reconcile* …"). A bare noun as the object ("using *constant currency*") or after a
    preposition ("in constant currency", "by region", "adjusting for currency"), or
    anything after *per*, says how the figure is counted, so it is never this."""
    i = 0
    while i < len(after) and english_word_classes(after[i]) == frozenset({"ADV"}):
        i += 1  # a particle of the verb: "pulling together", "catching up"
    if i >= len(after):
        return True
    first = after[i]
    classes = english_word_classes(first)
    following = after[i + 1] if i + 1 < len(after) else None
    if first in _INDEFINITE:
        return _the_answer_hoped_for(after[i + 1 :])
    if first in _POINTING or first in DETERMINERS or first == "some":
        i += 1
    elif first in OWN:
        i += 2
    elif (
        "ADJ" in classes and "NOUN" not in classes and (following is None or preposition(following))
    ):
        i += 1  # a state: "getting ready for the review"
    elif not preposition(first):
        return False
    while i < len(after):
        word = after[i]
        if preposition(word):
            following = after[i + 1] if i + 1 < len(after) else None
            if word in _COUNTED or following is None:
                return False
            infinitive = word == "to" and "VERB" in english_word_classes(following)
            if not (infinitive or determined(following) or following in _PERSONS):
                return False
            i += 2
            continue
        i += 1  # a word of the noun phrase the preposition or the determiner opened
    return True


def _the_answer_hoped_for(after: list[str]) -> bool:
    """Whether what follows "something" says only how the answer should read and what
    it is for ("something *punchy for the* roadshow deck"): describing words, then
    phrases of purpose. Anything else ("something *online*", "something *on the* stores")
    says what the figure is of."""
    i = 0
    while i < len(after) and (after[i] in gr.DESCRIBING_WORDS or after[i] in gr.ANSWER_FORM):
        i += 1
    if i < len(after) and after[i] not in ("for", "to"):
        return False
    return object_of_the_asking(after[i:])


def preposition(word: str) -> bool:
    """A preposition or another function word that opens a phrase (a stopword that is no
    determiner)."""
    return (word in STOPWORDS or word in _MORE_PREPOSITIONS) and word not in DETERMINERS


DETERMINERS = frozenset(
    ["the", "our", "its", "my", "a", "an", "this", "that", "their", "your", "his", "her"]
)

SUBJECTS = frozenset(
    ["i", "we", "you", "he", "she", "they", "who", "it", "there", "someone", "that", "this"]
)
FINITE = frozenset(
    [
        "am",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "'m",
        "'re",
        "'s",
        "will",
        "would",
        "can",
        "could",
        "shall",
        "should",
        "may",
        "might",
        "must",
        "do",
        "does",
        "did",
        "have",
        "has",
        "had",
    ]
)


_NEGATED_RE = re.compile(r"(?P<aux>[a-z]+)n['’]t")
_NEGATED_SHORT = frozenset(["ca", "wo", "sha"])
"""The auxiliaries whose negation is spelt short: can't, won't, shan't."""


def negated_auxiliary(word: str) -> bool:
    """Whether ``word`` is an auxiliary with "not" written onto it ("*haven't* checked in a
    while", "*didn't* catch it", "*can't* find it"): a finite verb, so a clause, even with
    its subject unsaid."""
    negated = _NEGATED_RE.fullmatch(word)
    return negated is not None and (
        negated.group("aux") in FINITE or negated.group("aux") in _NEGATED_SHORT
    )


def predicated(rest: str, lang: str, sentence: bool = False) -> bool:
    """Whether ``rest`` is built as a clause, not as a bare noun phrase that could name
    what is asked ("Same-store growth.", 「同店增长。」, 「既存店成長率。」): it has a
    verb (as 用 closing a Chinese piece on the asker's work is), a copula or an
    adjective (「必要なため」; a noun before ため is none: 「オンラインのため」), or in
    English a subject; a piece of the request's sentence may also be a phrase opened by
    a preposition and a determiner ("before my customer meeting")."""
    if lang == "en":
        words = WORD_RE.findall(WHEN_RE.sub(" the ", gr.QUESTION_COUNT_RE.sub(" ", rest)))
        if any(
            re.split(r"['’]", w)[0] in SUBJECTS or w in FINITE or negated_auxiliary(w)
            for w in words
        ):
            return True
        if unsaid_subject(words) is not None or subject_and_verb(words):
            return True
        # Only a phrase the preposition opens: a noun before it ("*Taiwan slide* for the
        # day") is a bare noun phrase, which may name what is asked.
        return not sentence and any(
            preposition(w)
            and w not in _COUNTED
            and i + 1 < len(words)
            and determined(words[i + 1])
            and all(_function_word(v) or v in _PREPOSITION_LEADS for v in words[:i])
            for i, w in enumerate(words)
        )
    tokens = [t for run in CJK_RUN_RE.findall(rest) for t in cjk_tokens(run, lang == "ja")]
    if lang == "zh" and _for_use_in_work(tokens):
        return True  # 「讲话稿用」: for use in the speech
    if _described_noun(tokens, lang):
        return False  # 「新开的那家旗舰店，」: a noun phrase, however many verbs describe it
    return any(t.tag.startswith(("v", "動詞", "助動詞", "形容詞", "l", "i")) for t in tokens)


_FORMAL_NOUNS = frozenset(
    re.findall(
        r"\S+",
        """
        こと 事 もの 物 ため 為 予定 つもり ところ 所 際 場合 時 とき 件 旨 わけ 訳 模様 次第
        感じ 方 前 後 間 最中 途中 状態 状況 段階 関係 都合 必要 目的 用
        时候 時候 原因 目的 打算 计划 計劃 事情 问题 問題 情况 情況
        """,
    )
)
"""Nouns that only close a clause into a statement (「報告する*予定*」, 「必要な*ため*」,
「要汇报的*时候*」): no thing the clause describes."""


_PERSONAL_PRONOUNS = frozenset(
    [
        "我",
        "我们",
        "我們",
        "你",
        "您",
        "你们",
        "你們",
        "咱",
        "咱们",
        "咱們",
        "私",
        "わたし",
        "僕",
        "俺",
        "あなた",
        "弊社",
        "当社",
        "うち",
    ]
)


_JA_ATTRIBUTIVE_AUXILIARIES = frozenset(
    re.findall(r"\S+", "た だ ない れる られる せる させる たい")
)
"""Japanese auxiliaries that end a clause describing the noun after it (「就い*た*人」); the
copula で (「件*で*2点」) continues a sentence, describing nothing."""

_FRAMING_VERBS_ZH = frozenset(
    re.findall(r"\S+", "作为 作為 为了 為了 对于 對於 关于 關於 根据 根據 按照 用于 用於")
)
"""Chinese verbs that open a phrase of the role or the ground of what follows (作为…的起点,
根据…的规定): never a thing described."""


def _described_noun(analysed: list[Token], lang: str) -> bool:
    """Whether a Chinese or Japanese piece closes on a noun a clause describes (「社内公募
    制度で新しい職務に就いた*人*、」, 「新开的那家*旗舰店*，」): a noun phrase with its topic
    particle dropped, what the next piece asks about (「2025年度は何人くらい？」) or a part of
    the figure asked (「新开的那家旗舰店，…收入多少」), never a statement of the asker's nor
    context; a formal noun (予定, ため, 时候) closes a statement."""
    tokens = [
        t if lang == "ja" else headed_by_a_noun(t)
        for t in analysed
        if t.tag not in ("補助記号", "空白", "x")
    ]
    if len(tokens) < 3 or tokens[-1].word.surface in _FORMAL_NOUNS | gr.ASKERS_WORLD_NOUNS:
        return False  # 「老板要看的*材料*」: the asker's work, whatever describes it
    if any(t.word.surface in _PERSONAL_PRONOUNS for t in tokens):
        return False  # 「(感谢)给*我*提问的机会」: the asker's situation, not the figure's
    last, before = tokens[-1], tokens[-2]
    if lang == "ja":
        # The clause says something of its own: a noun or a verb other than する (「ざっくり
        # した見通し」 only says how rough).
        said = any(
            t.tag == "名詞" or (t.tag == "動詞" and t.word.form != "為る") for t in tokens[:-1]
        )
        attributive = before.tag in ("動詞", "形容詞") or (
            before.tag == "助動詞" and before.word.surface in _JA_ATTRIBUTIVE_AUXILIARIES
        )
        return last.tag == "名詞" and attributive and said
    # 「…转岗*的*人」, 「新开的*那家*旗舰店」: a relative clause, or one with a demonstrative
    # and a classifier after it, before the noun; the clause opens the piece (a verb or a
    # preposition first), for a noun first may be the subject of a sentence whose verb is
    # its predicate (「主题*是*零售企业的人力资源」, 「论文需要五年的数据」).
    if tokens[0].word.surface in _FRAMING_VERBS_ZH:
        return False  # 「作为同比比较的起点」: the role the figure serves, said of it
    pointed = before.word.surface == "的" or before.tag in ("r", "q", "mq")
    verb = any(t.tag.startswith("v") for t in tokens[:-2])
    opens = tokens[0].tag.startswith(("v", "p", "d")) and tokens[0].word.surface != "是"
    copula = any(t.word.surface in ("是", "為", "为") for t in tokens)
    return last.tag.startswith("n") and pointed and verb and opens and not copula


def _for_use_in_work(tokens: list[Token]) -> bool:
    """Whether Chinese ``tokens`` close on a thing of the asker's world and 用 (「讲话稿用」,
    「董事会材料用」), each noun before it of that work or whose it is: 用 with no object
    after it is the verb, for use in that work; any other noun (「免税店材料用」) may name
    a part."""
    if len(tokens) < 2 or tokens[-1].word.surface != "用":
        return False
    if tokens[-2].word.surface not in gr.ASKERS_WORLD_NOUNS:
        return False
    return all(t.word.surface in _WORK_AND_WHOSE for t in tokens[:-1] if not t.particle)


_WORK_AND_WHOSE = gr.ASKERS_WORLD_NOUNS | gr.SUPERIORS_ZH | gr.COMPANY_FUNCTIONS_ZH
"""What may name the asker's work and whose it is (「*老板*讲话稿」, 「*财务*报告」)."""


_PREPOSITION_LEADS = frozenset(
    ["ahead", "prior", "right", "well", "just", "shortly", "soon", "straight", "due", "in", "time"]
)
"""Words that open a compound preposition or say how near it is ("*ahead* of", "*prior*
to", "*right* before", "*in time* for"): a phrase so opened is still one of when or what
for, no noun phrase."""


def _noun_is_doing(words: list[str]) -> bool:
    """Whether English ``words`` hold a noun with "is" written onto it, then an -ing verb
    opening its object ("our *agency's pitching* the local team"): a subject and its verb,
    not a possessive, which a noun would follow ("the agency's pitching deck")."""
    for at in range(len(words) - 2):
        noun, verb, following = words[at], words[at + 1], words[at + 2]
        stem = re.split(r"['’]s$", noun)[0]
        if stem == noun or "NOUN" not in english_word_classes(stem):
            continue
        if (
            verb.endswith("ing")
            and "VERB" in english_word_classes(verb)
            and (following in DETERMINERS or following in _POINTING)
        ):
            return True
    return False


def subject_and_verb(words: list[str]) -> bool:
    """Whether English ``words`` hold a noun followed by a finite verb, its subject ("my
    boss *follows* …", "our team *keeps* talking"). A word that is a noun as well as a
    verb ("sales *figures*") is taken for the verb only when what follows it opens its
    object or complement: a pronoun, a determiner, a possessive, an -ing form or an
    adverb."""
    if _noun_is_doing(words):
        return True
    for at in range(1, len(words)):
        word, before = words[at], words[at - 1]
        if not finite(word) or before in STOPWORDS or "NOUN" not in english_word_classes(before):
            continue
        if "NOUN" not in english_word_classes(word):
            return True
        following = words[at + 1] if at + 1 < len(words) else ""
        if (
            following in _POINTING
            or following in DETERMINERS
            or following == "s"
            or following.endswith(("ing", "'s", "’s"))
            or english_word_classes(following) == frozenset({"ADV"})
        ):
            return True
    return False


_PASSED_BY_RE = re.compile(
    r"(?<![a-z])(?:go|goes|went|gone|going|fly|flies|flew|flown|flying|pass|passes|passed"
    r"|passing|come|comes|came|coming|rush|rushed|race|raced|zip|zipped|zoom|zoomed|whiz|whizz"
    r"|whizzed|breeze|breezed|speed|sped|slip|slipped|stop|stopped|drop|dropped)\s+$"
)
"""A verb of going or passing whose particle "by" follows ("the slide *flew* by", "*stopped*
by the office"): "by" then says nothing of how a figure is counted."""


def counts_by(rest: str) -> bool:
    """An English "per" or "by" before a bare noun ("per store", "by region"): how a figure
    is counted. "by Friday", "by noon", "by the end of the day" say when it is needed."""
    for match in re.finditer(r"(?<![a-z])(per|by)\s+([a-z']+)", rest):
        word = match.group(2)
        if _PASSED_BY_RE.search(rest, 0, match.start()):
            continue  # "the slide *flew by* way too fast": a verb of passing, no count
        if match.group(1) == "per" or not (determined(word) or WHEN_RE.fullmatch(word)):
            return True
    return False


WHEN_RE = re.compile(
    r"(?<![a-z])(?<!as\sof\s)(?<!as\sat\s)(?<!up\sto\s)today(?![a-z])"
    r"|(?<![a-z])(?:tonight|(?:tomorrow|tmrw|tmr|2moro)(?:['’]s)?|noon|midday|eod|cob|asap|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:['’]s)?|(?:next|this)\s+week(?:['’]s)?|"
    r"(?:this|tomorrow)\s+(?:morning|afternoon|evening))(?![a-z])"
    r"|(?<!截至)(?<!截止)(?<!到)(?<!至)(?:今天|今日(?!\s*の?\s*(?:時点|現在|付)))"
    r"|明天|后天|後天|今晚|上午|下午|中午|晚上|下周|下週|下星期|本周|这周|周[一二三四五六日末]"
    r"|星期[一二三四五六日天]|明日|明後日|午前|午後|来週|今週|[月火水木金土日]曜日?"
)
"""When the answer is needed (a weekday, "tomorrow" or its shorthand "tmrw", 下周, 来週): never
a period of it. Today up to which a figure is asked ("as of today", 「截至今天」, 「今日時点」)
dates the figure instead (``_periods._TODAY``)."""


ASKERS_TIME_RE = re.compile(
    r"^(?:i|i['’]m|i['’]ll|i['’]ve|we|we['’]re|we['’]ll|my|our)\s(?=.*?(?<![a-z])"
    r"(?P<when>(?:next|this|last|coming|following)\s+(?:month|week)|in\s+(?:a|one|two|a\s+few)\s+"
    r"(?:months?|weeks?))(?![a-z]))"
)
"""A relative month or week in a clause opening on the asker ("*I'm* getting transferred
to the other office *next month*", "*we* move *this month*"): when the asker's own
situation happens, never a period of a figure."""


def askers_time(norm: str) -> list[tuple[int, int]]:
    """The span of the time ``ASKERS_TIME_RE`` finds in ``norm``, if any."""
    match = ASKERS_TIME_RE.search(norm)
    return [match.span("when")] if match else []


def takes_as_object(norm: str, word: re.Match[str], metrics: list[tuple[int, int]]) -> bool:
    """Whether ``word``, before a metric, is a verb in its plain form taking the metric
    whole for its object ("*add* profit for FY2025" in a note quoted): the dictionary
    knows it only as a verb, and nothing but grammar or a year follows the metric up to
    the close of the quotation or of the piece. One followed by more ("exclude revenue *from
    franchise stores*") says which part is counted."""
    if english_word_classes(word.group()) != {"VERB"} or _lemma(word.group()) != word.group():
        return False
    end = next((e for s, e in metrics if re.fullmatch(r"[\s-]+", norm[word.end() : s])), None)
    if end is None:
        return False
    after = re.split(r"['’\"”]", norm[end:], maxsplit=1)[0]
    return all(
        w in gr.ENGLISH_GRAMMAR or w in STOPWORDS or re.fullmatch(r"(?:fy)?\d{2,4}", w)
        for w in WORD_RE.findall(after)
    )
