"""What a narrative question is about: its head words, and whether a passage holds them.

A question about a document names a topic ("store managers' *bonuses*", 「*電子棚札*の導入
状況」, "animal *welfare* in the supply chain") and says what it wants of it (how it is
calculated, how far it has got, what is done about it). The share of the question's
words a passage holds may be made of the second kind alone: a paragraph on training
store managers holds "store" and "managers", one on supply-chain risk holds "supply
chain", one on rolling out self-checkouts holds 導入. Such a paragraph says nothing of
the topic. The head words are the nouns of the phrases the question asks about, less:

* the words that say what is wanted of a topic (its measures, progress, impact, role:
  ``ASPECT_NOUNS``; a kind of number, a target: ``MEASURE_WORDS_RE``), verbs (an English
  word the dictionary knows but not as a noun, or as a verb's participle; a Chinese or
  Japanese verbal noun used as the verb, 「如何*管理*」, 「*利用*しました」), pronouns,
  verbs of saying, the asker's world (a deck, a report) and a document's language;
* a phrase that only places or owns another ("… *in the supply chain*", "*store
  managers'* bonuses", 「*セルフレジ*の保守費用」, 「*电子价签*的维护费用」).

A Chinese word the analyser tags as a verb or a numeral but writes onto the noun it
qualifies is part of that noun's phrase (「*包装回收*目标」, 「*大宗*商品风险」). A passage holds a
head phrase when a version of it (its text, its translation, its keywords: the reader's
words) holds half the phrase's weight; a CJK compound the analyser keeps whole (物流配送,
会员资料) counts the share of it its shorter words cover.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from ragspine_eval_pipeline.engine._amounts import NUMBER_RE
from ragspine_eval_pipeline.engine._counted import MEASURE_WORDS_RE, states_a_count
from ragspine_eval_pipeline.engine._grammar import (
    ASKERS_WORLD_NOUNS,
    ENGLISH_NAMING_NOTHING,
    NUMBER_QUESTION_WORDS,
    QUESTION_WORDS,
)
from ragspine_eval_pipeline.engine._planned import TARGET_WORDS_RE
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    Token,
    Word,
    cjk_tokens,
    english_word_classes,
    found_in,
    is_japanese,
    japanese_parts_of_speech,
    short_units,
)

__all__ = [
    "asks_a_target",
    "beyond_taking",
    "head_phrases",
    "holds_a_head",
    "holds_what_is_asked",
    "joined_by_means",
    "only_actions",
    "sentences",
    "share_held",
    "states_a_number_of",
    "states_a_target",
    "states_target_of_measure",
    "target_measure_asked",
]


def _words(text: str) -> frozenset[str]:
    """A closed word class written one word after another."""
    return frozenset(text.split())


ASPECT_NOUNS: frozenset[str] = _words(
    """
    measure measures step steps approach approaches progress status situation state impact
    impacts effect effects role roles result results outcome outcomes view views stance story
    detail details summary recap overview update updates way ways thing things theme themes
    措施 举措 进展 进度 情况 状况 状态 影响 角色 作用 结果 成果 问题 安排 调整 方面 做法 办法
    怎么回事 动作 变化 内容 特点 方案 政策 规定 要求 主题 亮点 看点 要点 特色 重点
    対策 対応 対応策 対処 状況 現状 進捗 取り組み 取組み 取組 成果 結果 影響 仕組み 特徴 テーマ
    内容 こと もの 変化 説明 記載 方針 予定 ところ 点 つもり ため 問題 課題 見どころ 要点 目玉
    進み具合 具合 様子 度合い 进展情况 进行情况
    """
)
"""Nouns that say what is wanted of a topic (its measures, progress, impact, role, its
highlights: 亮点, 見どころ), not the topic: 「人手不足への*対策*」 asks about the labour
shortage."""

SAYING_AND_PRONOUNS: frozenset[str] = _words(
    """
    say says said saying mention mentions mentioned describe describes described summarise
    summarize summarised summarized highlight highlights explain explains set sets talk talks
    according itself themselves himself herself ourselves yourself out up down off back away
    each every per
    英文 英语 英語 中文 中国語 日文 日语 日本語 english chinese japanese language version
    """
)
"""Verbs a question about a document is asked with, pronouns, and the languages a
document is written in (「*英文*的战略规划」): they name no topic."""

TAKING_VERBS: frozenset[str] = _words("采取 採取 講じ 講じる")
"""The verbs measures are taken with (「*采取*了哪些措施」, 「対策を*講じ*ていますか」): a
clause of them and an aspect noun asks what is done, of whatever topic it is put to."""


def beyond_taking(heads: Sequence[tuple[Word, ...]]) -> list[tuple[Word, ...]]:
    """``heads`` less the phrases only of verbs measures are taken with (``TAKING_VERBS``)."""
    return [h for h in heads if not all(w.surface in TAKING_VERBS for w in h)]


NO_TOPIC = (
    ASPECT_NOUNS
    | SAYING_AND_PRONOUNS
    | ASKERS_WORLD_NOUNS
    | ENGLISH_NAMING_NOTHING
    | QUESTION_WORDS
    | NUMBER_QUESTION_WORDS
)
"""Words that never head a topic: besides the above, the asker's world (a deck, a report:
what they write or read), the English words that name nothing and the question words
(``_grammar``)."""

_PLACING_RE = re.compile(
    r"(?<![a-z])(?:in|at|across|within|among|throughout|inside|around)\s+"
    r"(?:the\s+|our\s+|its\s+|their\s+|all\s+)?$"
)
"""An English preposition placing the phrase after it ("animal welfare *in the* supply
chain"): that phrase says where the topic is, not what it is."""

_SOURCE_RE = re.compile(
    r"(?<![a-z])(?:according\s+to|per|based\s+on)\s+(?:the\s+|our\s+|its\s+|their\s+)?$"
)
"""An English phrase naming where the answer is to be read ("according to its *risk
disclosures*"): a source, not the topic."""

_BE_BEFORE_RE = re.compile(
    r"(?<![a-z])(?:is|are|was|were|be|been|being|am|['’]re|['’]s)\s+"
    r"(?:(?!(?:in|on|at|for|about|of|to|with|by|from|into|than)\s)[a-z0-9'’+-]+\s+){0,4}$"
)
"""A form of *be* and the subject after it, before an -ing form: the progressive verb
("how *is the company* coping"), not a noun ("the status *of* hedging")."""

_AUXILIARY_BEFORE_RE = re.compile(
    r"(?<![a-z])(?:do|does|did|will|would|can|could|should|shall|may|might|must)\s+"
    r"(?:(?!(?:in|on|at|for|about|of|to|with|by|from|into|than)\s)[a-z0-9'’+-]+\s+){0,3}$"
)
"""An auxiliary and the subject after it: the word then is the verb ("how many drones
does the Japan strategy *say* Japan will *use*", "does the group *plan*")."""

_NOUN_AFTER_RE = re.compile(
    r"(?<![a-z])(?:in|on|at|for|about|of|to|with|by|from|into|than|the|a|an|our|its|their|"
    r"this|that|any|some|no|regarding|concerning|around)\s+$"
)
"""A preposition or a determiner, after which an -ing form is a noun ("about *hedging*")."""

_POSSESSOR_RE = re.compile(r"^['’]s?(?![a-z])")
"""The possessive after a phrase ("store managers*'* bonuses"): the phrase owns the next."""

_VERB_USE_RE = re.compile(r"^(?:し|さ|す|せ|でき|出来)")
"""The verb a Japanese verbal noun is used with (「*利用*しました」, 「*導入*されて」)."""

_HOW_BEFORE_RE = re.compile(r"(?:如何|怎么|怎样|怎麼|怎樣|是否|有没有|要|会|将|在)$")
"""Chinese words after which a verbal noun is the verb asked about (「如何*管理*」)."""

_OWNED_BY_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff][の的]$")
"""A noun and the particle making what follows its own (「電子棚札*の*導入」, 「门店*的*改造」):
a verbal noun after it is what is done with that noun."""

_ONTO_TAGS = ("v", "vn", "m", "ad")
"""jieba tags of a word written onto the noun after it as part of its name (「*包装*回收
目标」, 「*大宗*商品」, 「*积分*体系」), when it is no numeral (``_NUMERAL_RE``)."""

_NUMERAL_RE = re.compile(r"[\d〇零一二两三四五六七八九十百千万亿億几幾多少半每各]")

_SUBJECT_AFTER_RE = re.compile(r"^(?:是|的)")
"""What follows a Chinese subject's phrase (「仓储*配送*是怎么安排的」): a verb written
onto the noun before it there is part of the noun phrase."""


def head_phrases(
    text: str,
    phrases: Sequence[tuple[Word, ...]],
    lang: str,
    names_a_document: Callable[[str], bool] = lambda _: False,
    names_a_term: Callable[[str], bool] = lambda _: False,
    names_any_document: Callable[[str], bool] | None = None,
) -> list[tuple[Word, ...]]:
    """The phrases of normalized ``text`` the question asks about, each less the words
    that name no topic (module docstring) and those naming a document
    (``names_a_document``: 「*市場レポート*では…」 says where to read, not what about). A
    word written onto a phrase joins it only if it names no term of the KB
    (``names_a_term``: 「集团*收入*目标」 asks a target of revenue, a metric). Empty when it
    asks only how or what kind (「对此有什么措施」): nothing to hold then. A question with a
    word naming any document (``names_any_document``, else ``names_a_document``) keeps an
    owner of a CJK compound (「*大湾区*の拡大計画では…」: which document is read)."""
    located = _located(text, phrases)
    # A question naming a document asks what it says (「大湾区の拡大計画では…」): read as before.
    naming = names_any_document or names_a_document
    named_doc = any(naming(w.surface) for p in phrases for w in p)
    kept: list[tuple[Word, ...]] = []
    owner = -1
    for at, (start, end, phrase) in enumerate(located):
        # The owner may end on a grammar noun the phrase leaves out (「既存*店*の成長」).
        owned = owner >= 0 and _OWNED_RE.fullmatch(text[owner : max(start, 0)]) is not None
        if len(phrase) == 1 and _verb_alone(phrase[0], text[: max(start, 0)]):
            continue  # "how is the company *coping*", "against the yen *falling*"
        whole = tuple(
            w
            for w in _with_words_onto(text, start, end, phrase, lang)
            if w in phrase or not names_a_term(w.surface)
        )
        words = tuple(
            w
            for w in whole
            if _names_a_topic(w, lang, text[: _place(text, w, start)])
            and not _acts(w, text, lang, owned=owned and w == whole[-1])
            and not names_a_document(w.surface)
        )
        owner = -1
        if not words or _only_describing(words, whole, lang):
            continue
        after = located[at + 1] if at + 1 < len(located) else None
        if lang == "en" and _only_places_or_owns(text, start, end, after, len(located)):
            continue
        if lang != "en" and len(located) > 1 and _places_cjk(text, start, end):
            continue  # 「*在大湾区*，包装回收…」: where the topic is, not what it is
        if owned and lang != "en" and kept and len(words) > 1 and not named_doc:
            # 「セルフレジの*保守費用*」: the phrase before 的 / の owns what is asked, a
            # compound a passage on the owner alone says nothing of (one word owned, 「…の
            # 狙い」, may be what is wanted of the owner).
            kept.pop()
        kept.append(words)
        # Where the phrase ends as read, words written onto it included (会員*ポイント*).
        tail = text.find(whole[-1].surface, max(start, 0)) if whole else -1
        owner = max(end, tail + len(whole[-1].surface)) if tail >= 0 else end
    if lang == "zh":
        kept += [p for p in _verbs_as_object(text) if p not in kept]
    return kept


_OWNED_RE = re.compile(r"[\u4e00-\u9fff]?[の的]")
"""What joins an owner to the phrase it owns: の or 的, after at most one character."""

_ABOUT_ZH = frozenset(("对", "关于", "對", "關於", "就"))
"""Chinese prepositions whose object is the topic (「集团*对*回收包装有什么目标」)."""


_PLACED_BEFORE_CJK_RE = re.compile(r"(?:^|[,，、。])\s*(?:在|于|於)$")
_PLACED_AFTER_CJK_RE = re.compile(r"[\u4e00-\u9fff]?(?:では|で|における|での)?\s*[,，、]")


def _places_cjk(text: str, start: int, end: int) -> bool:
    """Whether the Chinese or Japanese phrase at ``start``..``end`` is a setting put before
    the question and closed by a comma, after 在 or 于 (「*在*大湾区，…」): where the question
    is asked, not what about. A place inside the question (「在东莞建设什么设施」) is what
    it asks about."""
    if start < 0:
        return False
    return bool(
        _PLACED_BEFORE_CJK_RE.search(text[:start]) and _PLACED_AFTER_CJK_RE.match(text, end)
    )


def _only_describing(words: tuple[Word, ...], whole: tuple[Word, ...], lang: str) -> bool:
    """Whether the English ``words`` left of a phrase whose noun names no topic are only
    what describes that noun ("the *main* themes", "the *latest* update"): no topic."""
    return (
        lang == "en"
        and len(words) < len(whole)
        and whole[-1] not in words
        and all("ADJ" in english_word_classes(w.surface) for w in words)
    )


def _verbs_as_object(text: str) -> list[tuple[Word, ...]]:
    """The words after a Chinese preposition of topic that the analyser tags only as verbs
    (「对*回收包装*有什么目标」: recycling packaging), as a phrase: the topic, which no
    content word of the clause names."""
    out: list[tuple[Word, ...]] = []
    for run in CJK_RUN_RE.findall(text):
        tokens = cjk_tokens(run, False)
        for at, token in enumerate(tokens):
            if token.word.surface not in _ABOUT_ZH:
                continue
            words: list[Word] = []
            for after in tokens[at + 1 :]:
                if after.tag not in ("v", "vn") or after.word.surface in _NOT_OBJECT_ZH:
                    break
                words.append(after.word)
            if words and sum(len(w.surface) for w in words) > 1:
                out.append(tuple(Word(w.surface, w.surface, False) for w in words))
        out += _verbs_as_topic(tokens)
    return out


def _verbs_as_topic(tokens: Sequence[Token]) -> list[tuple[Word, ...]]:
    """Two verbs or more opening a Chinese run before 的 or a noun of respect (「*包装回收*的
    目标」, 「*包装回收*方面」, 「*包装回收*这块」), or one verb after an X对X modifier (「*一对一
    面谈*的目标」, 「*一对一面谈*每月都有吗」): a doing named as the topic, as a phrase,
    which no content word of the clause names. One verb is a relative clause (「新开的门店」)."""
    verbs: list[Word] = []
    between = False
    for at, token in enumerate(tokens):
        surface = token.word.surface
        if at == 0 and _RECIPROCAL_ZH_RE.fullmatch(surface):
            verbs.append(token.word)  # 「*一对一*面谈」, 「*面对面*沟通」: how it is done
            continue
        if token.tag in ("v", "vn") and surface not in _NOT_OBJECT_ZH and not between:
            verbs.append(token.word)
            continue
        if len(verbs) > 1 and (token.tag in ("d", "t") or _EVERY_ZH_RE.fullmatch(surface)):
            between = True  # 「…面谈*每月都*有吗」: how often, before the mark
            continue
        if len(verbs) > 1 and surface in _TOPIC_MARKS_ZH:
            return [tuple(Word(w.surface, w.surface, False) for w in verbs)]
        break
    return []


_RECIPROCAL_ZH_RE = re.compile(r"(.{1,2})对\1|(.{1,2})對\2")
"""A Chinese X对X modifier (一对一, 面对面, 点对点): the manner of a doing it opens."""

_EVERY_ZH_RE = re.compile(r"每[一]?[天日周週月年季次]|每个月|每個月")
"""How often a doing is done (每月, 每年)."""


_TOPIC_MARKS_ZH = frozenset(
    (
        "的",
        "方面",
        "这块",
        "这一块",
        "這塊",
        "这方面",
        "领域",
        "領域",
        "有",
        "有没有",
        "有無",
        "有无",
        "做",
        "做得",
        "搞",
        "搞得",
        "进展",
        "進展",
        "情况",
        "情況",
        "怎么样",
        "怎麼樣",
        "如何",
        "目标",
        "目標",
    )
)
"""What closes a doing named as the topic (「包装回收*方面*」)."""


_NOT_OBJECT_ZH = frozenset(
    ("有", "有没有", "有无", "是", "为", "做", "进行", "采取", "定", "设", "设定", "制定")
)
"""Verbs that close the object of a Chinese preposition of topic (「对…*有*什么目标」)."""


def _located(
    text: str, phrases: Sequence[tuple[Word, ...]]
) -> list[tuple[int, int, tuple[Word, ...]]]:
    """Each phrase with where it is written in ``text`` (the first place after the one
    before; -1 when it is not found as written)."""
    out: list[tuple[int, int, tuple[Word, ...]]] = []
    cursor = 0
    for phrase in phrases:
        first = text.find(phrase[0].surface, cursor)
        if first < 0:
            first = text.find(phrase[0].surface)
        last = text.find(phrase[-1].surface, max(first, 0))
        end = last + len(phrase[-1].surface) if first >= 0 and last >= 0 else -1
        out.append((first, end, phrase))
        cursor = max(cursor, end)
    return out


def _verb_alone(word: Word, before: str) -> bool:
    """Whether an English -ing form standing alone is a verb: as a noun it follows a
    preposition or a determiner ("about *hedging*", "the *training*"), as a verb its
    subject ("the company *coping*", "the yen *falling*")."""
    if not (word.latin and word.surface.endswith("ing")):
        return False
    if "VERB" not in english_word_classes(word.surface):
        return False
    return _NOUN_AFTER_RE.search(before) is None


def only_actions(text: str, phrases: Sequence[tuple[Word, ...]], lang: str) -> bool:
    """Whether every telling word of ``phrases`` is an action said of something unsaid
    (「2025年度は何名くらい*利用*しましたか」): the clause names no thing of its own."""
    words = [w for p in phrases for w in p if w.latin or len(w.surface) > 1]
    return bool(words) and all(_acts(w, text, lang) for w in words)


def _place(text: str, word: Word, start: int) -> int:
    """Where ``word`` of the phrase starting at ``start`` is written in ``text``."""
    at = text.find(word.surface, max(start, 0))
    return at if at >= 0 else max(start, 0)


def _names_a_topic(word: Word, lang: str, before: str = "") -> bool:
    """Whether ``word`` (written after ``before``) may name what is asked about: a telling
    noun, not a word of what is wanted of a topic, of saying, of the asker's world, nor a
    pronoun. An English past participle is a verb or an adjective ("how are bonuses
    *calculated*", "*used* packaging"); an -ing form is the verb after a form of *be*
    and its subject ("how is the company *coping*", "are our shops *seeing*"), a noun
    elsewhere ("household *spending*", "the target for *packaging*")."""
    if not (word.latin or len(word.surface) > 1):
        return False
    if word.surface in NO_TOPIC:
        return False
    if MEASURE_WORDS_RE.fullmatch(word.surface) or TARGET_WORDS_RE.fullmatch(word.surface):
        return False
    if word.latin:
        classes = english_word_classes(word.surface)
        if "VERB" in classes and (
            word.surface.endswith("ed") or _AUXILIARY_BEFORE_RE.search(before)
        ):
            return False  # "bonuses *calculated*", "does the group *plan*", "will *use*"
        if "VERB" in classes and word.surface.endswith("ing"):
            return _BE_BEFORE_RE.search(before) is None
        return not classes or bool({"NOUN", "PROPN"} & classes)
    parts = [p for p in short_units(word.surface, is_japanese(word.surface, lang)) if len(p) > 1]
    # 「運用状況」: a verbal noun and what is wanted of it, no thing.
    return not (
        len(parts) > 1
        and all(p in NO_TOPIC or _verbal(p, is_japanese(word.surface, lang)) for p in parts)
    )


def _only_places_or_owns(
    text: str,
    start: int,
    end: int,
    after: tuple[int, int, tuple[Word, ...]] | None,
    phrases: int,
) -> bool:
    """Whether the English phrase at ``start``..``end`` only places the topic ("in the
    supply chain") or owns the phrase after it ("store managers' bonuses"), beside
    another phrase that is the topic; an owner of a kind of number is the topic ("the
    *app's* share of sales")."""
    if start < 0 or phrases < 2:
        return False
    if _PLACING_RE.search(text[:start]) or _SOURCE_RE.search(text[:start]):
        return True
    if after is None or after[0] < 0:
        return False
    owned = any(_names_a_topic(w, "en", text[: after[0]]) for w in after[2])
    return owned and _POSSESSOR_RE.match(text[end : after[0]]) is not None


def _with_words_onto(
    text: str, start: int, end: int, phrase: tuple[Word, ...], lang: str
) -> tuple[Word, ...]:
    """A Chinese phrase with the words the analyser tags as verbs or numerals written onto
    it (「*大宗*商品风险」, 「*包装回收*目标」; 「仓储*配送*是…」 before a copula): part of
    its name, where they are not the verb asked about (「如何*管理*…」). A Japanese phrase
    with a loanword noun written after it that the analyser reads as a counter (「会員
    *ポイント*」)."""
    if start < 0 or not phrase or phrase[0].latin:
        return phrase
    if lang == "ja":
        return (*phrase, *_counter_nouns_after(text, end))
    if lang != "zh":
        return phrase
    run = next((m for m in CJK_RUN_RE.finditer(text) if m.start() <= start < m.end()), None)
    if run is None:
        return phrase
    tokens = cjk_tokens(run.group(), False)
    spans: list[tuple[int, int, str, str]] = []
    at = run.start()
    for token in tokens:
        spans.append((at, at + len(token.word.surface), token.word.surface, token.tag))
        at += len(token.word.surface)
    before: list[Word] = []
    edge = start
    for a, b, surface, tag in reversed(spans):
        if b != edge or a >= start:
            continue
        if tag not in _ONTO_TAGS or _NUMERAL_RE.search(surface):
            break
        if tag != "m" and _HOW_BEFORE_RE.search(text[:a]):
            break
        before.insert(0, Word(surface, surface, False))
        edge = a
    onto: list[Word] = []
    for a, b, surface, tag in spans:
        if a == end and tag in ("v", "vn") and _SUBJECT_AFTER_RE.match(text[b:]):
            onto.append(Word(surface, surface, False))
    return (*before, *phrase, *onto)


_KATAKANA_RE = re.compile(r"[\u30a0-\u30ff]+")


def _counter_nouns_after(text: str, end: int) -> tuple[Word, ...]:
    """The katakana noun written right after a Japanese phrase ending at ``end`` that
    Sudachi reads as a counter (ポイント), which the content words leave out."""
    run = _KATAKANA_RE.match(text, end)
    if run is None:
        return ()
    morphemes = japanese_parts_of_speech(run.group())
    if len(morphemes) == 1 and morphemes[0][1][0] == "名詞" and morphemes[0][1][1] != "数詞":
        return (Word(run.group(), run.group(), False),)
    return ()


def _acts(word: Word, text: str, lang: str, owned: bool = False) -> bool:
    """Whether ``word`` is an action said of the topic rather than a thing: a CJK verbal
    noun used as the verb (「*利用*しました」, 「如何*管理*」), heading what is wanted of the
    topic (「*導入*状況」, 「*推进*情况」), or, closing a phrase ``owned`` by a topic named
    before it, what is done with that topic (「電子棚札の*導入*」; 「社員の*研修*」 is the
    topic, 社員 being a name the KB gives a metric)."""
    if word.latin:
        return False
    at = text.find(word.surface)
    if at < 0:
        return False
    japanese = is_japanese(word.surface, lang)
    if not _verbal(word.surface, japanese):
        return False
    after = text[at + len(word.surface) :]
    if any(after.startswith(aspect) for aspect in ASPECT_NOUNS if not aspect.isascii()):
        return True  # 「電子棚札の*導入*状況」: how far it has got, said of the topic
    if owned and _OWNED_BY_RE.search(text[:at]):
        return True  # 「電子棚札の*導入*は」: what is done with the thing named before
    if japanese:
        return _VERB_USE_RE.match(after) is not None
    return _HOW_BEFORE_RE.search(text[:at]) is not None


def _verbal(surface: str, japanese: bool) -> bool:
    """Whether the analyser reads ``surface`` alone as a verbal noun or a verb (Sudachi's
    サ変可能, jieba's ``v`` and ``vn``)."""
    if japanese:
        morphemes = japanese_parts_of_speech(surface)
        return len(morphemes) == 1 and morphemes[0][1][2] == "サ変可能"
    tokens = cjk_tokens(surface, False)
    return len(tokens) == 1 and tokens[0].tag in ("v", "vn")


TARGET_STATED_RE = re.compile(
    r"(?<![a-z])(?:targets?|goals?|aims?|aiming|aimed|objectives?)(?![a-z])|目标|目標|目指"
)
"""How a document states a number aimed at ("the *target* is 80 percent", "*aims* to",
「*目标*是」, 「100%を*目指*します」), and its readers' keywords call it."""


def asks_a_target(phrases: Sequence[tuple[Word, ...]]) -> bool:
    """Whether a clause's words ask a target ("the packaging recycling *target*", 「奨学金の
    *目標*」): a number aimed at, of the topic the other words name."""
    return any(TARGET_WORDS_RE.fullmatch(w.surface) for p in phrases for w in p)


def states_a_target(text: str) -> bool:
    """Whether normalized ``text`` (a passage version, keywords included) states a target."""
    return TARGET_STATED_RE.search(text) is not None


_SENTENCE_RE = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])")


def sentences(text: str) -> list[str]:
    """The sentences of a passage's text, as the engine quotes them."""
    return [s for s in _SENTENCE_RE.split(text) if s.strip()]


def states_a_number_of(heads: Sequence[tuple[Word, ...]], text: str, lang: str) -> bool | None:
    """Whether normalized ``text`` (a passage's own sentences, or its translation's)
    writes a number of what a clause asks an amount of: the last word of a head phrase
    (what the phrase names: 「会員*ポイント*」) in a sentence that writes a number, or
    followed by one that does (「社内公募制度により…。2025年度には約150名が…」). None when
    no sentence names it: the question may be in the reader's words."""
    named = False
    parts = sentences(text)
    for at, sentence in enumerate(parts):
        if not any(share_held(p[-1], sentence, lang) == 1.0 for p in heads if p):
            continue
        named = True
        beside = parts[at : at + 2]
        if any(NUMBER_RE.search(s) for s in beside):
            return True
    return False if named else None


def holds_a_head(
    heads: Sequence[tuple[Word, ...]], title: str, body: str, lang: str, narrowed: bool = False
) -> bool:
    """Whether a passage version (normalized ``title`` and ``body``, keywords included)
    holds half the weight of one head phrase of a question in ``lang``; true when there
    is none to hold. ``narrowed``: and every word narrowing its head (``_narrowing``), for
    a passage answering what is asked of the topic: a paragraph on tourism says nothing of
    「太空旅游」 (a sentence naming a market beside the topic need not repeat it)."""
    if not heads:
        return True
    for phrase in heads:
        shares = [max(share_held(w, body, lang), share_held(w, title, lang)) for w in phrase]
        weight = sum(_weight(w) for w in phrase)
        held = sum(_weight(w) * share for w, share in zip(phrase, shares, strict=True))
        if (
            weight
            and held >= weight / 2 - 1e-9
            and (not narrowed or all(shares[at] >= 0.5 for at in _narrowing(phrase, lang)))
        ):
            return True
    return False


def holds_what_is_asked(
    heads: Sequence[tuple[Word, ...]], text: str, body: str, lang: str, every: bool = False
) -> bool:
    """Whether normalized ``body`` (a passage version, keywords included) holds a head
    phrase of normalized question ``text`` naming the document it asks about, the words of
    that name set aside: half the weight of the phrase and every word narrowing its head
    (``_narrowing``). The name chooses the document; what is asked of it ("drone
    deliveries", "deliveries by drone", 「ドローンによる配送」) is held only where the
    paragraph speaks of that very thing, not of deliveries by van; its head may be put in
    other words ("foreign exchange *exposure*" of a paragraph on foreign exchange risk).
    ``every`` phrase, when all are asked of it. True when there is none to hold."""
    joined = joined_by_means(text, heads, lang)
    held = [_holds_phrase(phrase, body, lang) for phrase in joined]
    return not held or (all(held) if every else any(held))


def _holds_phrase(phrase: tuple[Word, ...], body: str, lang: str) -> bool:
    shares = [share_held(w, body, lang) for w in phrase]
    weight = sum(_weight(w) for w in phrase)
    held = sum(_weight(w) * share for w, share in zip(phrase, shares, strict=True))
    if held < weight / 2 - 1e-9:
        return False
    return all(shares[at] >= 0.5 for at in _narrowing(phrase, lang))


_MEANS_EN_RE = re.compile(
    r"^\s+(?:(?:is|are|was|were|be|been|being|gets?|got)\s+)?(?:(?P<done>[a-z]+)\s+)?"
    r"(?:by|via|using|through|with)\s+(?:the\s+|a\s+|an\s+)?$"
)
_MEANS_JA_RE = re.compile(r"^(?:による|によって|での|で|を使った|を使う|を用いた|を活用した)$")
"""What joins a means to the thing done by it ("deliveries *by* drone", "deliveries *are
made by* drone", 「ドローン*による*配送」): in English a passive participle may come
between (``_done``)."""


_BE_EN_RE = re.compile(r"^\s+(?:(?:is|are|was|were|be|been|being|gets?|got)\s+)?$")
"""What comes between a thing and the participle saying what is done to it ("stores *are*
run by robots")."""


def _done(word: str | None, means: tuple[Word, ...] = ()) -> bool:
    """Whether ``word`` (the participle between a thing and its means) is a verb done by
    a means of one word: "made" of "deliveries made by drone"; none at all passes too. A
    means of several words ("electricity supplied by *renewable sources*") may say in
    other words what the passage calls the thing ("renewable electricity")."""
    if word is None:
        return True
    return "VERB" in english_word_classes(word) and len(means) <= 1


def joined_by_means(
    text: str, heads: Sequence[tuple[Word, ...]], lang: str
) -> list[tuple[Word, ...]]:
    """``heads`` with a phrase and the means written after it in English ("deliveries *by*
    drone") or before it in Japanese (「ドローン*による*配送」) joined as one phrase, the
    means first: it narrows what is asked as a word written onto it does ("drone
    deliveries")."""
    located = _located(text, heads)
    out: list[tuple[Word, ...]] = []
    at = 0
    while at < len(located):
        start, end, phrase = located[at]
        after = located[at + 1] if at + 1 < len(located) else None
        if after is not None and start >= 0 and after[0] > end:
            link = text[end : after[0]]
            means = _MEANS_EN_RE.match(link) if lang == "en" else None
            if means is not None and _done(means.group("done"), after[2]):
                out.append((*after[2], *phrase))
                at += 2
                continue
            beyond = located[at + 2] if at + 2 < len(located) else None
            if lang == "en" and beyond is not None and _passive(text, located[at : at + 3]):
                out.append((*beyond[2], *phrase))  # "stores are *run* by robots"
                at += 3
                continue
            if lang == "ja" and _MEANS_JA_RE.match(link):
                out.append((*phrase, *after[2]))
                at += 2
                continue
        out.append(phrase)
        at += 1
    return out


def _passive(text: str, three: Sequence[tuple[int, int, tuple[Word, ...]]]) -> bool:
    """Whether three located phrases are a thing, the one verb saying what is done to it
    and its means ("stores are *run* by robots"): the verb is said of the thing."""
    (_, end, _), (start, verb_end, verb), (means_start, _, _) = three
    if len(verb) != 1 or not _done(verb[0].surface, three[2][2]) or min(start, means_start) < 0:
        return False
    link = _MEANS_EN_RE.match(text[verb_end:means_start])
    return (
        _BE_EN_RE.match(text[end:start]) is not None and link is not None and not link.group("done")
    )


def _narrowing(phrase: tuple[Word, ...], lang: str) -> list[int]:
    """Where the words narrowing a phrase's head are: every word but the head, less the
    verbs and CJK verbal nouns (what is done with it: 「*確保*」 of 「人材確保」, "using").
    The head is an English phrase's last word before a verb ("*deliveries* using
    drones"), else its last word ("drone *deliveries*", 「ドローン*配送*」)."""
    verbs = [at for at, w in enumerate(phrase) if _verb_only(w, lang)]
    head = len(phrase) - 1
    if lang == "en" and verbs and verbs[0] > 0:
        head = verbs[0] - 1
    return [at for at in range(len(phrase)) if at != head and at not in verbs]


def _verb_only(word: Word, lang: str) -> bool:
    """An English word the dictionary knows as a verb and not as a noun ("using"), a CJK
    verbal noun (「確保」, 「配送」)."""
    if word.latin:
        classes = english_word_classes(word.surface)
        return "VERB" in classes and not {"NOUN", "PROPN"} & classes
    return _verbal(word.surface, is_japanese(word.surface, lang))


def share_held(word: Word, text: str, lang: str) -> float:
    """How much of ``word`` normalized ``text`` holds: all of it as written or by its
    normalized form; for a CJK compound the analyser keeps whole (物流配送, 会员资料), the
    share of its characters that its shorter words found in the text cover."""
    if found_in(word, text):
        return 1.0
    if word.latin or len(word.surface) < 3:
        return 0.0
    covered: set[int] = set()
    for part in short_units(word.surface, is_japanese(word.surface, lang)):
        if len(part) < 2 or part == word.surface or part not in text:
            continue
        at = word.surface.find(part)
        covered.update(range(at, at + len(part)))
    return len(covered) / len(word.surface)


def _weight(word: Word) -> float:
    """A word's weight as evidence, as the engine weighs passages: one for a Latin or kana
    word, one per two Han characters."""
    han = sum(1 for ch in word.surface if "\u3400" <= ch <= "\u9fff")
    return 1.0 if word.latin else max(1.0, han / 2)


_SHARE_ASKED_RE = re.compile(
    r"(?<![a-z])(?:shares?|percentages?|proportions?|percent)(?![a-z])"
    r"|占比|比例|比重|份额|百分比|割合|比率|構成比|シェア"
)
"""Words asking a share ("the *share* of online sales", 「销售*占比*」, 「売上*比率*」)."""

_COUNT_ASKED_RE = re.compile(
    r"(?<![a-z])(?:number\s+of|how\s+many)(?![a-z])|数量|数目|总数|人数|店数|店舗数"
    r"|の数(?![字値量])|(?:多少|几)[个家名位间所项台次座种条辆]|何(?:店舗|名|人|社|件|カ所|か所)"
    r"|いくつ"
)
"""Words asking a count ("the *number of* stores", 「*多少家*门店」, 「*何店舗*」)."""

_AMOUNT_ASKED_RE = re.compile(
    r"(?<![a-z])(?:amount|budget|how\s+much\s+money)(?![a-z])|金额|多少钱|预算|金額|いくら|予算"
)
"""Words asking an amount of money ("the *budget*", 「*多少钱*」, 「*いくら*」)."""

_SHARE_STATED_RE = re.compile(
    r"%|(?<![a-z])(?:percent|per\s+cent|shares?|proportion|percentage|half|quarter)(?![a-z])"
    r"|占|比例|比重|份额|百分|分之|一半|割合|比率|構成比|シェア|パーセント|半分|分の"
)
"""How a sentence states a share: a percentage, a fraction, a word of share."""

_AMOUNT_STATED_RE = re.compile(
    r"\d[\d,.]*\s*(?:百万|千万|亿|億|万)?\s*(?:美元|港元|港币|元|円|ドル|dollars?|usd|hkd|sgd|jpy)"
    r"|(?:usd|hkd|sgd|jpy|us\$|\$)\s*\d"
)
"""How a sentence states an amount of money: a number in a currency."""

_TARGET_MEASURES: dict[str, tuple[re.Pattern[str], re.Pattern[str]]] = {
    "share": (_SHARE_ASKED_RE, _SHARE_STATED_RE),
    "count": (_COUNT_ASKED_RE, re.compile(r"\d")),
    "amount": (_AMOUNT_ASKED_RE, _AMOUNT_STATED_RE),
}
"""The measures a target may be asked of: how a question asks it, how a sentence states it
(a count, of the thing asked: ``states_a_count``)."""


def target_measure_asked(text: str) -> str | None:
    """The measure a target asked in normalized ``text`` is of ("the target for the *share*
    of online sales", 「网店销售*占比*定了什么目标」): a share, a count or an amount; None
    when it names none (「包装回收目标」: whatever the passage states of the topic)."""
    for measure, (asked, _) in _TARGET_MEASURES.items():
        if asked.search(text):
            return measure
    return None


_ENDS_SENTENCE_RE = re.compile(r"[.!?。！？]\s*$")


def states_target_of_measure(
    measure: str, body: str, heads: Sequence[tuple[Word, ...]], question: str
) -> bool:
    """Whether normalized ``body`` (a passage version: its text, then its keywords one a
    line) states a target of ``measure`` asked in normalized ``question`` of ``heads``: one
    sentence states a target and the measure (「目标是到2030年达到45%」; a count, of the thing
    asked: "a target of 60 new stores", not 「一座配送中心…目标是24小时内送达」), or the
    keywords name both (目标, 占比), which is how the KB tags a paragraph stating its target
    without the word. A paragraph stating a target of another kind (a delivery time)
    beside the topic states no target of a share."""
    asked, stated = _TARGET_MEASURES[measure]
    lines = [line for line in body.split("\n") if line.strip()]
    text = [line for line in lines if _ENDS_SENTENCE_RE.search(line)]
    keywords = "\n".join(line for line in lines if line not in text)
    if states_a_target(keywords) and asked.search(keywords):
        return True
    for sentence in (s for line in text for s in sentences(line)):
        if not (states_a_target(sentence) and stated.search(sentence)):
            continue
        if measure != "count" or any(states_a_count(h, sentence, question) for h in heads if h):
            return True
    return False


narrowing = _narrowing
"""Where the words narrowing a phrase's head are (``_narrowing``)."""

verb_only = _verb_only
"""A word known as a verb and not as a noun, or a CJK verbal noun (``_verb_only``)."""
