"""What a narrative question asks of its topic, and whether a passage can say it.

A question about a topic a document covers may ask an attribute of it the document never
states: "What is the *salary* of the interns?", 「实习计划的实习生*工资*是多少？」,
「メンター制度の*担当者*は誰ですか？」. The passage on the topic holds the owner's words
(the interns, the programme) and not the attribute's, and quoting it answers nothing.

* **The attribute asked** (``attribute_asked``) is the phrase a question word asks of:
  in English the phrase after "what is the" owning another by *of* or *for* ("the
  *floor area* of the centre"; "what *safeguards* has …" asks a kind of answer); in
  Chinese and Japanese the phrase closing the clause before its question word
  (「X的*Y*是多少」, 「Xの*Y*はいくら」) or right after a question word and its counter
  (「多少名*毕业生*」). Its head (the phrase's last word) must be held by a version of the
  passage (its text, translation or keywords: the reader's words). A phrase of only the
  words saying what kind of number is asked (share, target, contribution, 时效: no head
  phrase) asks nothing more; before such a word, or a budget, the word it is of is asked.
  Nor does a noun of what explains a topic (its reason, purpose, condition, challenge:
  ``_EXPLAINING_NOUNS``), which a passage answers in its own words.
* **The kind of answer asked** (``kind_asked``): who holds a role ("Who is the officer",
  「…主席是谁」, 「…担当者は誰ですか」; ``a_role``) and what things are called ("the
  names of", 「叫什么名字」, 「名前」) ask a name, which a passage states only where its
  own sentences (the original or its translation; not keywords) name something the
  question does not: a capitalized English name, or one the analyser tags a proper
  noun (a person or an organisation for who; a place too for a name), in a sentence
  naming what it is the name of. When ("when did …", 「什么时候」, 「いつ」) asks a time
  (a year, a month, a span) and how long
  (「多长时间」, 「何分」; not how often, 「多久…一次」) a number of a unit of time, in a
  sentence naming the thing or the next (any sentence where only the readers' keywords
  name it, or the version is in another language); what time of day (「几点」) asks a
  clock time; how big a place is ("How big is the zone", 「专区有多大」, 「…の広さ」) a number
  in a sentence naming it (how big an impact is asks a degree).
* **What can be done with it** (「积分可以*兑换*什么」, 「何と*交換*できますか」): the verb
  asked must be held as written, as an attribute's head is.

Questions of who does or decides something (「由谁负责」, "who approves") name a role as
answer and are not read here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ragspine_eval_pipeline.engine._counted import MEASURE_WORDS_RE
from ragspine_eval_pipeline.engine._topic import (
    _located,
    _names_a_topic,
    _verbal,
    sentences,
    share_held,
    states_a_number_of,
)
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    Word,
    chinese_dictionary_word,
    cjk_tokens,
    english_word_classes,
    is_japanese,
    japanese_places,
    japanese_verbal_nouns,
    normalize,
    short_units,
)

__all__ = [
    "a_role",
    "attribute_asked",
    "holds_attribute",
    "kind_asked",
    "named_thing",
    "states_kind",
    "verb_asked",
]

_WHAT_IS_EN_RE = re.compile(
    r"^\s*(?:so\s+)?(?:what|which)\s+(?:is|are|was|were|['’]s)\s+"
    r"(?:the|its|their|our|his|her|[a-z0-9+&]+['’]s?)\s+"
)
""""What is the …": the phrase after it is what is asked."""

_OWNS_AFTER_EN_RE = re.compile(r"^\s+(?:of|for)\s")
"""The preposition after the attribute, before its owner ("the salary *of* the interns")."""

_TAIL_ZH_RE = re.compile(
    r"^\s*(?:(?:是|为|有|大概|大约|一共|总共|约|每次|每年|每个|平均|一般|通常|要|需要)*(?:多少|几)"
    r"|(?:是|为|大概|大约|一般|通常)*(?:什么(?!时候)|啥))"
)
"""A Chinese question word closing the clause after the phrase asked (「工资*是多少*」); what a
place or a thing has (「店里*有什么*」) asks its contents, not an attribute; which
ones and where (「有哪些」, 「是哪里」) ask members or a place, named in the passage's words. Who,
when and how long ask of the phrase before them as their subject (「旗舰店*是什么时候*开的」):
``kind_asked`` reads them."""

_BEFORE_ZH_RE = re.compile(r"(?:多少|几)[个家名位间所项台次座种条件辆张套架只批份类]?$")
"""A Chinese question word of number and its counter before the phrase asked (「*多少名*毕业
生」). 「什么设施」, 「哪些货币」 ask what kind of thing answers, which the passage names in
its own words."""

_TAIL_JA_RE = re.compile(
    r"^\s*(?:は|って|とは)(?:一体)?\s*"
    r"(?:いくら|何|どのくらい|どれくらい|どれ位|どの程度)"
)
"""A Japanese topic particle and a question word after the phrase asked (「料金*はいくら*」)."""


def _words(text: str) -> frozenset[str]:
    """A closed word class written one word after another."""
    return frozenset(text.split())


_EXPLAINING_NOUNS: frozenset[str] = _words(
    """
    reason reasons cause causes purpose purposes aim aims objective objectives goal goals focus
    priority priorities driver drivers source sources basis rationale point points key pillar
    pillars step steps condition conditions requirement requirements criterion criteria
    prerequisite prerequisites principle principles challenge challenges risk risks benefit
    benefits advantage advantages strength strengths weakness weaknesses factor factors
    feature features element elements component components strategy strategies idea ideas
    lesson lessons takeaway takeaways highlight highlights core essence meaning significance
    motivation logic mechanism mechanisms method methods means process procedure procedures
    direction plan plans background value values role roles
    原因 理由 目的 宗旨 重点 重心 核心 价值 意义 动力 驱动力 因素 来源 依据 基础 前提 条件
    要求 原则 标准 挑战 风险 优势 好处 作用 意图 用意 初衷 逻辑 机制 方式 方法 手段 途径
    流程 程序 步骤 特色 亮点 关键 支柱 策略 战略 思路 方向 动机 背景 第一步 一步 动因 驱动
    理由 要因 目的 狙い ねらい 意図 重点 背景 根拠 前提 条件 要件 原則 基準 課題 リスク 利点
    メリット 効果 意義 価値 強み 弱み 方法 手段 手順 特色 ポイント 柱 戦略 方向性 動機
    きっかけ 目標 理念 考え方 对象 対象 target audience
    """
)
"""Nouns of what explains or characterizes a topic (its reason, purpose, condition,
challenge: 「…的*目的*是什么」, 「導入の*狙い*は」, "the *purpose* of the policy"): the
kind of answer asked, which a passage gives in its own words, never an attribute it must
hold. A CJK compound ending on one (前提*条件*, 核心*价值*) is one."""

_SHARE_WORDS = frozenset(
    ("portion", "portions", "fraction", "part", "parts", "bulk", "most", "百分之", "百分比")
)
"""Nouns of a part of a whole ("what is the *portion* of …", 「占销售额的*百分之*多少」): a
share asked."""

_NAME_WORDS = frozenset(("name", "names", "名字", "名称", "名前"))
"""A name asked ("the *names* of …"): what kind of answer (``kind_asked``), not an attribute."""

_BUDGET_RE = re.compile(r"预算|予算")
"""A budget written after what it is for (「广告*预算*是多少」): an amount of that thing."""

_KIND_OF_NUMBER_RE = re.compile(
    r"时效|时长|期限|频率|频次|速度|周期|时期|時期|頻度|期間|スピード|贡献|贡献度|貢献|貢献度"
    r"|contributions?|timing"
)
"""Nouns saying what kind of number is asked (「送达*时效*」, 「研修の*頻度*」, 「对销售*贡献*」),
as ``MEASURE_WORDS_RE`` says a share or a target: the word before them is the attribute."""

_PERSON_RE = {
    "en": re.compile(
        r"^\s*who\s+(?:is|are|was|were)\s+(?:the|our|its|their|[a-z0-9+&]+['’]s?)\s(?!\s*responsible)"
    ),
    "zh": re.compile(r"是谁[\s?？。!！吗呢啊]*$|^\s*谁是"),
    "ja": re.compile(r"(?:は|って)(?:誰|だれ|どなた)(?:です|でしょう)?か?[\s?？。!！]*$"),
}
"""A question of who a role or a thing is ("Who is the …", 「…是谁」, 「…は誰ですか」)."""

_NAME_RE = {
    "en": re.compile(r"(?<![a-z])names?\s+of(?![a-z])|(?<![a-z])called\s*\??\s*$"),
    "zh": re.compile(r"叫什么|名字|名称|叫啥"),
    "ja": re.compile(r"名前|名称|何という|なんという"),
}
"""A question of what something is called."""

_TIME_RE = {
    "en": re.compile(r"^\s*when\s|(?<![a-z])what\s+(?:year|month|date|day)(?![a-z])"),
    "zh": re.compile(r"什么时候|何时|哪一?年|哪个月|几月|几号|哪一?天"),
    "ja": re.compile(r"いつ|何年|何月|何日"),
}
"""A question of when."""

_DURATION_RE = {
    "en": re.compile(
        r"^\s*how\s+long\s|(?<![a-z])how\s+many\s+(?:hours|minutes|days|weeks|months)"
    ),
    "zh": re.compile(r"多长时间|多久|多长|几个?小时|几分钟|几天|几周|几个月"),
    "ja": re.compile(r"何分|何時間|何日間|何週間|何か月|何ヶ月|どのくらいの(?:時間|期間)|所要時間"),
}
"""A question of how long something lasts or takes."""

_HOW_OFTEN_RE = re.compile(
    r"(?:多久|多长时间).*一次|(?<![a-z])how\s+often(?![a-z])|何(?:年|か月|日)に一回"
)
"""A question of how often (「多久审阅*一次*」), which a frequency answers, not a span."""

_DURATION_STATED_RE = re.compile(
    r"(?:\d|(?<![a-z])(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"eighteen|twenty|thirty|forty|a|an)\s)\s*(?:hours?|minutes?|days?|weeks?|months?|years?)"
    r"(?![a-z])"
    r"|[\d一二两三四五六七八九十百]+\s*(?:个)?(?:小时|分钟|天|周|星期|个月|時間|分間|日間|週間|か月|ヶ月|カ月)"
)
"""How a sentence writes a span: a number and a unit of time ("72小时内", "eight weeks")."""

_CLOCK_RE = {
    "en": re.compile(r"(?<![a-z])(?:what\s+time|opening\s+hours|hours\s+of\s+opening)(?![a-z])"),
    "zh": re.compile(r"几点"),
    "ja": re.compile(r"何時から|何時まで|営業時間"),
}
"""A question of the time of day."""

_CLOCK_STATED_RE = re.compile(
    r"\d{1,2}\s*(?::\d\d|点|時|am|pm|a\.m\.|p\.m\.)|(?<![a-z])(?:noon|midnight|24/7)(?![a-z])"
    r"|全天|通宵|24小时营业|24時間営業"
)
"""How a sentence writes a time of day."""

_SIZE_RE = {
    "en": re.compile(r"^\s*how\s+(?:big|large|spacious)\s+(?:is|are|was|were)\s"),
    "zh": re.compile(r"(?:有|是)?多大[?？]*$|多少平方|面积"),
    "ja": re.compile(r"広さ|面積|どのくらいの大きさ|大きさは"),
}
"""A question of how big a thing is."""

_TIME_STATED_RE = re.compile(
    r"\d{4}|fy\s?\d|(?<![a-z])(?:january|february|march|april|may|june|july|august|september|"
    r"october|november|december|year|years|month|months|week|weeks|day|days|hours?|"
    r"quarterly|annual|annually|daily|weekly|monthly|since|until|by\s+the\s+end)(?![a-z])"
    r"|年|月|日|周|季度|小时|時間|週|期|以来|までに"
)
"""How a sentence writes a time: a year, a month, a span, how often."""

_PLACED_EN_RE = re.compile(
    r"(?:(?<![a-z])(?:in|at|on|from|across|throughout|near|to|into|around)|,|\band)\s+(?:the\s+)?$"
)
"""A preposition of place before a capitalized name: a place, not who ("in *Vietnam*")."""

_WITHIN_EN_RE = re.compile(
    r"(?:(?<![a-z])(?:in|from|across|throughout|to|into|around)|(?<=[a-z]) and)\s+(?:the\s+)?$"
)
"""A preposition placing a thing within a region ("manufacturers *in* Vietnam"): where it
is, not what it is called; a site ("the stores *at* Changi Airport") names it."""

_TIME_NAME_RE = re.compile(
    r"(?:january|february|march|april|may|june|july|august|september|october|november|"
    r"december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|fy)"
)
"""Capitalized words naming a time, never who or what something is called."""

_CAPITALIZED_RE = re.compile(r"(?<![\w'’])[A-Z][\w&+'’-]*(?:\s+[A-Z][\w&+'’-]*)*")


def attribute_asked(
    text: str, phrases: Sequence[tuple[Word, ...]], heads: Sequence[tuple[Word, ...]], lang: str
) -> Word | None:
    """The head word of the attribute normalized ``text`` asks of its topic (module
    docstring), where the phrase asking it is one of ``heads`` (what the question is
    about); None when no phrase is asked of another that way."""
    located = _located(text, phrases)
    if not located:
        return None
    asked: tuple[Word, ...] | None = None
    if lang == "en":
        lead = _WHAT_IS_EN_RE.match(text)
        start, end, phrase = located[0]
        between = text[lead.end() : start].split() if lead is not None and start >= 0 else []
        if (
            lead is not None
            and start >= 0
            and len(between) <= 2  # "the *annual* fee"
            and _OWNS_AFTER_EN_RE.match(text[end:])
            and len(located) > 1
        ):
            asked = phrase
    else:
        tail = _TAIL_JA_RE if lang == "ja" else _TAIL_ZH_RE
        for start, end, phrase in reversed(located):
            if start < 0 or tail.match(text[start:]):
                continue  # 「…每次*多长时间*」: the question word itself
            after = text[end:]
            measure = MEASURE_WORDS_RE.match(after) or _BUDGET_RE.match(after)
            if measure is not None:
                after = after[measure.end() :]  # 「投资*金额*是多少」: a number of the investment
            if tail.match(after) or (lang == "zh" and _BEFORE_ZH_RE.search(text[:start])):
                asked = phrase
                if measure is not None and _names_a_topic(phrase[-1], lang):
                    return phrase[-1]
            break
    if asked is None:
        return None
    head = asked[-1]
    if head.latin and lang != "en":
        return None  # 「多少个钟 training」: a loanword, which the passage writes its own way
    if head.surface in _NAME_WORDS or head.surface in _SHARE_WORDS or _explains(head, lang):
        return None  # "the *names* of …": a name asked (``kind_asked``), not an attribute
    held = next((h for h in heads if h and h[-1].surface == head.surface), None)
    if held is None:
        return None  # a kind of number, a word of what is wanted: no topic of its own
    if _KIND_OF_NUMBER_RE.fullmatch(head.surface):
        return held[-2] if len(held) > 1 else None  # 「送达时效」: the delivery's time
    return head


_VERB_ASKED_RE = {
    "zh": re.compile(
        r"(?:可以|能够|能|可)(?P<verb>[\u4e00-\u9fff]{2})(?:成|为|到)?(?:什么|哪些|啥)"
        r"[\s?？。!！呢吗]*$"
    ),
    "ja": re.compile(
        r"(?:何|なに)(?:と|に|を)(?P<verb>[\u4e00-\u9fff\u30a0-\u30ff]{2,})(?:でき|可能)"
    ),
}
"""What can be done with the topic, asked ("积分可以*兑换*什么", 「ポイントは何と*交換*できます
か」): the verb is what is asked, which the passage must speak of."""


def verb_asked(text: str, lang: str) -> Word | None:
    """The verb a Chinese or Japanese question asks what the topic can be done with
    (``_VERB_ASKED_RE``), when the analyser reads it as a verb or a verbal noun."""
    pattern = _VERB_ASKED_RE.get(lang)
    match = pattern.search(text) if pattern is not None else None
    if match is None:
        return None
    verb = match.group("verb")
    japanese = lang == "ja"
    tokens = cjk_tokens(verb, japanese)
    if len(tokens) != 1:
        return None
    verbal = tokens[0].tag in ("v", "vn") if not japanese else verb in japanese_verbal_nouns(verb)
    return Word(verb, verb, False) if verbal else None


def _explains(word: Word, lang: str) -> bool:
    """Whether ``word`` is, or is a CJK compound ending on, a noun of what explains a topic
    (``_EXPLAINING_NOUNS``)."""
    if word.surface in _EXPLAINING_NOUNS:
        return True
    if word.latin:
        return False
    units = short_units(word.surface, is_japanese(word.surface, lang))
    return any(word.surface.endswith(u) and u in _EXPLAINING_NOUNS for u in units if len(u) > 1)


def holds_attribute(head: Word, body: str, lang: str) -> bool:
    """Whether a passage version (normalized ``body``, keywords included) holds the
    attribute's head: as written, or half its characters in its shorter words."""
    return share_held(head, body, lang) >= 0.5


_ROLE_EN = _words(
    """
    officer officers head heads owner owners chair chairs chairman chairwoman chairperson
    director directors manager managers executive executives ceo cfo coo cio president
    leader leaders lead representative representatives contact sponsor sponsors person
    """
)
_ROLE_CJK_RE = re.compile(r"(?:官|人|长|主席|总监|经理|主任|董事|代表|者|長|役|担当|代表者)$")


def a_role(word: Word) -> bool:
    """Whether ``word`` names a person's role (an officer, a chair; 主席, 负责人, 担当者):
    who holds it is a name. Who a competitor or a partner is may be a kind of firm, which
    a passage describes in its own words."""
    if word.latin:
        return word.surface in _ROLE_EN
    return _ROLE_CJK_RE.search(word.surface) is not None


def kind_asked(text: str, lang: str) -> str | None:
    """``person`` for who a role or a thing is, ``name`` for what things are called,
    ``time`` for when, ``clock`` for the time of day, ``duration`` for how long,
    ``size`` for how big, None for anything else (normalized ``text``)."""
    key = lang if lang in _PERSON_RE else "en"
    if _PERSON_RE[key].search(text):
        return "person"
    if _NAME_RE[key].search(text):
        return "name"
    if _CLOCK_RE[key].search(text):
        return "clock"
    if _DURATION_RE[key].search(text) and not _HOW_OFTEN_RE.search(text):
        return "duration"
    if _SIZE_RE[key].search(text):
        return "size"
    if _TIME_RE[key].search(text):
        return "time"
    return None


_SEGMENT_MARKS = (",", "，", "、", ";", "；", "。", "?", "？")


def _a_noun(surface: str, japanese: bool) -> bool:
    """Whether the analyser reads a one-word CJK phrase as a noun, not a verb (需要, 向け)."""
    tokens = cjk_tokens(surface, japanese)
    noun = ("名詞",) if japanese else ("n",)
    return len(tokens) == 1 and tokens[0].tag.startswith(noun) and not _verbal(surface, japanese)


_AUXILIARY_AND_SUBJECT_RE = re.compile(
    r"(?<![a-z])(?:do|does|did|can|could|will|would|should|has|have|had)\s+"
    r"(?:(?:the|our|its|their)\s+)?[a-z]+\s+$"
)
"""An auxiliary and its subject ("does *the company*"), which the main verb follows."""


def _verb_after_subject(text: str, start: int, phrase: tuple[Word, ...]) -> bool:
    """Whether ``phrase`` is one word the dictionary knows as a verb, after an auxiliary
    and its subject ("When does the company *promise* to reach net zero?"): the verb of
    the question, no thing it asks about."""
    return (
        len(phrase) == 1
        and "VERB" in english_word_classes(phrase[0].surface)
        and _AUXILIARY_AND_SUBJECT_RE.search(text[:start]) is not None
    )


def named_thing(text: str, phrases: Sequence[tuple[Word, ...]], lang: str) -> Word | None:
    """The head word of what a question of who, of a name, of a size, of how long or of
    when asks about in normalized ``text`` ("Who is the *officer*", "the names of the
    *stores*", 「…的*主席*是谁」, 「…专区有多大」): the phrase after the question word in
    English, the one before it in Chinese and Japanese, less the words asking a name or a
    kind of number. None when that phrase names what is wanted of a topic ("how big is
    the *impact*", 「影响有多大」): no thing."""
    key = lang if lang in _PERSON_RE else "en"
    cue = next(
        (
            m
            for kind in (_PERSON_RE, _NAME_RE, _SIZE_RE, _DURATION_RE, _TIME_RE)
            if (m := kind[key].search(text))
        ),
        None,
    )
    if cue is None:
        return None
    located = [
        (start, phrase)
        for start, _, phrase in _located(text, phrases)
        if start >= 0
        and phrase[-1].surface not in _NAME_WORDS
        and not _KIND_OF_NUMBER_RE.fullmatch(phrase[-1].surface)
        and not MEASURE_WORDS_RE.fullmatch(phrase[-1].surface)
        and not _DURATION_RE[key].fullmatch(phrase[-1].surface)
        and (len(phrase) > 1 or phrase[0].latin or _a_noun(phrase[0].surface, lang == "ja"))
        and not (lang == "en" and _verb_after_subject(text, start, phrase))
    ]
    # Within the cue's own segment: 「若发生个人信息外泄，公司须在多长时间内…」 asks how
    # long the company takes, not how long the leak lasts.
    opening = max(text.rfind(mark, 0, cue.start()) for mark in _SEGMENT_MARKS) + 1
    closing = min(
        (at for mark in _SEGMENT_MARKS if (at := text.find(mark, cue.end())) >= 0),
        default=len(text),
    )
    if lang == "en":
        after = [phrase for start, phrase in located if cue.start() <= start < closing]
        near = after[0] if after else None
    else:
        before = [phrase for start, phrase in located if opening <= start < cue.start()]
        near = before[-1] if before else None
    if near is not None and len(near) > 1 and _SIZE_RE[key].fullmatch(near[-1].surface):
        near = near[:-1]  # 「体验专区*面积*」: the zone's area
    if near is None or not _names_a_topic(near[-1], lang):
        return None
    return near[-1]


def states_kind(
    kind: str, question: str, own: str, lang: str, thing: Word | None = None, keywords: str = ""
) -> bool:
    """Whether a passage's own sentences ``own`` (original or translation, as written)
    state the kind of answer asked by normalized ``question``: a time or a span written,
    or a name the question does not hold (a person or an organisation for who) in a
    sentence naming ``thing``, what it is the name of (any sentence, in a version in
    another language than the question's)."""
    if (CJK_RUN_RE.search(own) is None) != (lang == "en") or (
        thing is not None and thing.latin and lang != "en"
    ):
        thing = None  # in another language or script (DPO of データ保護官), its own words
    if kind in ("time", "duration"):  # in a sentence naming the thing, or the next
        stated = _TIME_STATED_RE if kind == "time" else _DURATION_STATED_RE
        parts = [normalize(sentence) for sentence in sentences(own)]
        naming = [at for at, p in enumerate(parts) if thing and share_held(thing, p, lang) == 1.0]
        if thing is None or (not naming and share_held(thing, normalize(keywords), lang) == 1.0):
            naming = list(range(len(parts)))  # named only by the readers' words (通販)
        return any(stated.search(" ".join(parts[at : at + 2])) for at in naming)
    if kind == "clock":
        return _CLOCK_STATED_RE.search(normalize(own)) is not None
    if kind == "size":  # of a place; "how big is the impact" asks how much it weighs
        if thing is None or not _a_place(thing, lang):
            return True
        return bool(states_a_number_of([(thing,)], normalize(own), lang))
    for sentence in sentences(own):
        if thing is not None and share_held(thing, normalize(sentence), lang) < 1.0:
            continue
        names = _names(sentence, lang, places=kind == "name")
        if any(normalize(name) not in question for name in names):
            return True
    return False


PLACE_NOUNS_EN = _words(
    """
    zone zones store stores shop shops centre centres center centers warehouse warehouses hub
    hubs space spaces site sites facility facilities office offices mall malls outlet outlets
    flagship flagships cafe café branch branches building buildings plant plants factory
    factories market markets area areas floor floors
    """
)
_PLACE_SUFFIX_CJK_RE = re.compile(
    r"(?:区|店|中心|仓|仓库|馆|厅|园|场|楼|厂|倉庫|館|場|工場|センター|エリア)$"
)


def _a_place(word: Word, lang: str) -> bool:
    """Whether ``word`` names a place or a site (a zone, a store, a warehouse; 专*区*, 门*店*,
    配送*中心*): how big it is asks its size, where how big an impact is asks a degree."""
    if word.latin:
        return word.surface in PLACE_NOUNS_EN
    return _PLACE_SUFFIX_CJK_RE.search(word.surface) is not None


def _names(text: str, lang: str, places: bool) -> list[str]:
    """The names ``text`` writes: capitalized English words not opening a sentence (nor
    placed by a preposition, unless ``places``); Chinese words the tagger reads as a
    person (and its dictionary lacks: 顾客 is tagged one), an organisation or, with
    ``places``, a place; Japanese proper nouns. In the question's language only, as a name
    in another is never one the question holds."""
    found: list[str] = []
    for match in _CAPITALIZED_RE.finditer(text if lang == "en" else ""):
        before = text[: match.start()].rstrip()
        if not before or before[-1] in ".!?:;\n":
            continue  # a sentence's first word
        placed = _WITHIN_EN_RE if places else _PLACED_EN_RE
        if placed.search(text[: match.start()]):
            continue
        found.append(match.group())
    for run in CJK_RUN_RE.findall(text if lang != "en" else ""):
        japanese = is_japanese(run, lang)
        for token in cjk_tokens(run, japanese):
            surface = token.word.surface
            if len(surface) < 2:
                continue
            if japanese:
                if token.word.name and (places or not _japanese_place(surface)):
                    found.append(surface)
            elif (
                (token.tag.startswith("nr") and not chinese_dictionary_word(surface))
                or token.tag.startswith("nt")
                or (places and token.tag.startswith("ns"))
            ):
                found.append(surface)
    return [
        n
        for n in found
        if n.split()[0].casefold() not in ("acme", "i") and not _TIME_NAME_RE.match(n.casefold())
    ]


def _japanese_place(surface: str) -> bool:
    return surface in japanese_places(surface)
