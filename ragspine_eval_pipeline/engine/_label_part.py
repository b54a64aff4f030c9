"""A label before a colon that names a part of the business or a place.

A lead-in closed by a colon is set aside when it names nothing (``_context_segments``):
"Quick one:", "Context:", "Finance:" say who asks or what the message is, never which
figure. A label may instead name what the figure is of: a channel ("Online:",
"Delivery:"), a line of business or a kind of goods ("Pharmacy:", "Cosmetics:"), an
activity said by its -ing form ("Catering:") or, before a request naming no market of
its own, a place the KB may lack ("Taiwan rollout plan: revenue FY2024?"). Such a label
is read with the request, so a word the KB lacks is refused, never the whole figure. A
word the dictionary lacks is left to the other readers (a translator's leftover,
"Margen:", is read by ``_untranslated``). In Chinese and Japanese, a short label holding a
part's word or naming a trade or a shop (「外卖：」, 「餐饮：」, 「书店：」, 「雑貨：」) is read
the same way.

A one-word label names a thing when the dictionary knows it only as a noun (a word that
may be a verb, "Update:", "Request:", "Check:", may be the asker's act), when it is an
-ing form of a verb that is no act of the asker's, whatever else the dictionary knows it
as ("Laundering:", "Clothing:"; not "Following up:", "Checking:"), or when the dictionary
lacks it but it is two words it knows written as one, a compound noun ("Takeaway:",
"Skincare:"; each part four letters or more, so a name, "Stephen:", is none; a word
derived from one it knows, "Sustainability", is no compound). The nouns of a message's
own parts and of the asker's world, a company's functions (who asks: "Finance:",
"Treasury:") and the people the work is for name no part (``MESSAGE_NOUNS``,
``_grammar``'s closed classes).
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    chinese_dictionary_word,
    cjk_tokens,
    english_verb_bases,
    english_word_classes,
    japanese_parts_of_speech,
    stem,
)
from ragspine_eval_pipeline.text import STOPWORDS

__all__ = ["MESSAGE_NOUNS", "label_names_a_part", "label_opens_on_a_name"]

MESSAGE_NOUNS: frozenset[str] = frozenset(
    re.findall(
        r"\S+",
        """
    context background question questions q query queries reminder clarification
    correction priority topic subject title summary recap agenda homework sanity
    instruction instructions example examples system user assistant response answer
    status caveat disclaimer observation problem assumption assumptions decision approval
    goal objective purpose deadline scenario fyi re fwd fw ps nb tldr btw aside urgent
    urgency heads followup reference source sources remark remarks comment comments note
    notes memo update request ask task ticket issue item point entry thing things one
    definition definitions interpretation terms recital recitals clause schedule annex
    appendix exhibit attachment enclosure
    heading wording phrasing greeting greetings opening closing housekeeping recording
    timing formatting
    """,
    )
)
"""English nouns of a message's own parts and of the conversation (its context, a
reminder, a clarification, the topic, the system's and the user's turns, "fyi", "re", a
drafter's definitions and schedules, its heading, wording, greeting and closing, its
timing, a meeting's recording): a label made of one says what the message is, never
which figure."""

_WORK_STAGES = frozenset(["review", "report", "update", "survey", "analysis", "audit", "plan"])
"""Stages of the asker's work a label may name ("Review:", "Audit:")."""

_WORD_RE = re.compile(r"[A-Za-z][A-Za-z'’-]*")


def _of_the_asking(word: str) -> bool:
    """Whether ``word`` (folded) is a noun of the message, the asker's world or who asks."""
    return (
        word in MESSAGE_NOUNS
        or word in gr.ASKERS_WORLD_NOUNS
        or word in gr.COMPANY_FUNCTIONS
        or word in gr.ROLE_NOUNS
        or word in gr.GREETINGS
        or word in gr.COURTESY_WORDS
        or word in _WORK_STAGES
    )


_CJK_MESSAGE_NOUNS: frozenset[str] = frozenset(
    re.findall(
        r"\S+",
        """
    问题 問題 背景 主题 主題 标题 標題 题目 題目 话题 話題 事项 事項 事由 备注 備註 附注
    附註 重点 重點 要点 要點 摘要 概要 总结 總結 小结 小結 补充 補充 提示 注意
    件名 用件 備考 要件 お題 テーマ 趣旨 要旨 前提 メモ 補足 質問 確認 依頼 相談 まとめ
    ミーティング 打ち合わせ
    """,
    )
)
"""Chinese and Japanese nouns of a message's own parts (问题, 背景, 备注, 件名, 備考) and of
the meeting it is asked at (ミーティング): a label made of one says what the message is,
never which figure."""


def label_names_a_part(lead: str, lang: str = "en") -> bool:
    """Whether a label before a colon names a part of the business: it holds a channel's
    word ("Online:", "Franchise stores:", 「线上：」, 「外卖：」, 「オンライン：」), or it is
    one word naming a thing the business may be divided by ("Pharmacy:", "Catering:",
    「餐饮：」, 「書店：」), as said in the docstring."""
    if lang in ("zh", "ja"):
        return _cjk_label_names_a_part(lead, lang)
    words = [w.casefold().removesuffix("'s").removesuffix("’s") for w in _WORD_RE.findall(lead)]
    if any(w in gr.CHANNEL_WORDS for w in words):
        return True
    if len(words) != 1 or _of_the_asking(words[0]) or len(words[0]) < 3:
        return False
    word = words[0]
    classes = english_word_classes(word)
    if classes == {"NOUN"}:
        return True
    if word.endswith("ing") and "VERB" in classes:
        bases = english_verb_bases(word)
        return bool(bases) and not bases & gr.ASKERS_ACTS
    return not classes and _compound(word)


_COMPOUND_PART = 4
"""The fewest letters of each word of a compound read (``_compound``)."""


def _compound(word: str) -> bool:
    """Whether a word the dictionary lacks is two words it knows written as one
    ("takeaway", "skincare", "homeware"), each of ``_COMPOUND_PART`` letters or more, and
    not a form derived from a word it knows ("sustainability": its stem is "sustain")."""
    if english_word_classes(stem(word)):
        return False
    return any(
        english_word_classes(word[:cut]) and english_word_classes(word[cut:])
        for cut in range(_COMPOUND_PART, len(word) - _COMPOUND_PART + 1)
    )


def label_opens_on_a_name(lead: str) -> bool:
    """Whether an English label opens on a capitalized word the dictionary does not know
    ("*Taiwan* rollout plan:"): a name, which may be the place whose figure is asked. A
    greeting, a message's word ("Fwd:") and a word in capitals ("KPI") are none."""
    first = _WORD_RE.match(lead.strip())
    if first is None:
        return False
    word = first.group()
    folded = word.casefold()
    if not (word[0].isupper() and word[1:].islower()) or len(word) < 3:
        return False
    if folded.endswith(("ing", "ed")):
        return False  # "Prepping:": an inflected verb the dictionary lacks, the asker's act
    # A name heads a noun phrase ("Taiwan rollout plan"); a word followed by a grammar
    # word opens a clause of the asker's ("Prepping for the audit committee").
    following = _WORD_RE.findall(lead[first.end() :])
    if following and following[0].casefold() in STOPWORDS:
        return False
    return not (english_word_classes(folded) or _of_the_asking(folded))


def _cjk_label_names_a_part(lead: str, lang: str) -> bool:
    """A short Chinese or Japanese label naming a part: a channel or a line of business
    (线上, 外卖, オンライン, 卸売), or one noun of a trade or a shop, no noun of the message,
    of the asker's world, of a function or of people (``_cjk_trade_noun``). An office
    addressed (「财务部：」, 「経理部：」) is taken out before (``_address``)."""
    # Read late: the part readers import the clause's grammar, which imports this module.
    from ragspine_eval_pipeline.engine._purpose import WORK_NOUNS, ja_part_word, zh_names_a_part

    plain = lead.strip()
    if not plain or len(plain) > 6 or not CJK_RUN_RE.fullmatch(plain):
        return False  # a sentence of the asker's (「…他在网上提交的问题」) is no label
    tokens = cjk_tokens(plain, lang == "ja")
    if lang == "zh" and any(zh_names_a_part(t) for t in tokens):
        return True
    if lang == "ja" and any(ja_part_word(t) for t in tokens):
        return True
    if len(tokens) != 1 or not tokens[0].content:
        return False
    surface = tokens[0].word.surface
    if (
        surface in _CJK_MESSAGE_NOUNS
        or surface in WORK_NOUNS
        or surface in gr.COMPANY_FUNCTIONS_ZH
        or surface in gr.PEOPLE_ZH
        or surface in gr.ZH_READER_NOUNS
        or surface in gr.JA_READER_NOUNS
    ):
        return False
    return _cjk_trade_noun(surface, lang)


_SHOP_ENDS = ("店", "铺", "舖", "馆", "館", "屋", "房", "局", "品")
"""Characters closing, as its head, the noun of a shop or a trade's premises (网店, 书店,
花屋, 药房, 薬局) or of goods (化妆品, 化粧品): a kind of store or of what it sells. Chinese
and Japanese compounds are head-final, so the last character says what kind of thing the
noun is; an office of a company function (事務局) is none (``_address.CJK_FUNCTIONS``)."""

_BORROWED_ING_RE = re.compile(r"[\u30a1-\u30fa\u30fc]+ング")
"""A Japanese loanword from an English -ing form (ケータリング, クリーニング): an activity,
as the English label "Catering:" is."""


def _cjk_trade_noun(noun: str, lang: str) -> bool:
    """Whether a Chinese or Japanese noun names goods sold or a kind of shop: it
    closes on a shop's, a trade's premises' or goods' character (网店, 花屋, 药房,
    化妆品), is a loanword of an English -ing form (ケータリング), or the analyser's
    dictionary holds it with a shop's character written onto it as one word (服装店,
    珠宝行, 雑貨店), as ``line_of_business`` reads a verbal noun. A noun of the asker's
    work (课堂练习, 作业, 案例) forms no such word; nor does an industry a headline files
    news under (新闻, 金融: 新闻业 and 金融业 are words, so an industry's 业 is not
    weighed)."""
    # Read late: the address reader imports the part readers, which import this module.
    from ragspine_eval_pipeline.engine._address import CJK_FUNCTIONS

    if len(noun) < 2:
        return False
    if noun.endswith(_SHOP_ENDS):
        return noun[:-1] not in CJK_FUNCTIONS
    if lang == "ja" and _BORROWED_ING_RE.fullmatch(noun):
        return True
    if lang == "zh":
        return any(chinese_dictionary_word(noun + suffix) for suffix in "店行")
    for suffix in ("店",):
        morphemes = japanese_parts_of_speech(noun + suffix)
        if len(morphemes) == 1 and morphemes[0][1][0] == "名詞":
            return True
    return False
