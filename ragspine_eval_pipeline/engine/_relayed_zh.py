"""A Chinese question relayed by staff from someone who asked them (「一位顾客在电话里问…」).

Customer service staff pass on what a caller, a customer or a supplier asked:
「一位顾客在电话里问澳门业务2023财年的净利润是多少，我该怎么回答他？」. The relaying frame
says who asked and how (一位顾客, 在电话里, 来电, 打电话来) and closes on the staff
member's own question about replying (我该怎么回答他, 我应该怎么回复): neither is part of
what was asked. The frame is read as grammar: a quantifier, a plain noun the analyser
tags as a noun (never a place, an organisation or a name the KB holds), how it came, and
a verb of asking. Everything after the verb is the request, word for word, so whatever
it names, narrows or asks for (a part, an opinion, a forecast) is weighed as if asked
directly; a relayed 「要不要买」 is still an opinion question.

A word the asker does not understand, glossed with a guess (「我不太懂这个词，是不是类似
利润？」), is the asker's remark on a word of the request, never a second measure.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine._grammar import ASKERS_WORLD_NOUNS, PEOPLE_ZH
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._words import place_words
from ragspine_eval_pipeline.kb.analysis import cjk_tokens, normalize

__all__ = ["without_chinese_relaying_frame"]

_FRAME_RE = re.compile(
    r"(?:^|(?<=[。！!？?]))\s*(?:(?:你好|您好|哈喽)[，,！!]?\s*)?"
    r"(?:(?:一|有|某)(?:位|个|個|名)|有)?"
    r"(?P<who>[\u4e00-\u9fff]{1,6}?)"
    r"(?:刚才|剛才|刚刚|剛剛)?"
    r"(?:在电话里|在電話裡|在电话上|在電話上|打电话|打電話|来电|來電|致电|致電|发邮件|發郵件|"
    r"发消息|發消息|发信息|發信息|写信|寫信|在微信上|留言)?(?:来|來|过来|過來)?"
    r"(?:问|問|询问|詢問|打听|打聽|想知道|想了解)(?![题題卷候世责責])(?:了)?(?:我|我们|我們)?"
    r"(?:说|說|道)?[：:，,]?\s*"
)
"""Who asked and how, opening a sentence (「有个供应商问」, 「客户来电问」,
「一位会员打电话问，」)."""

_REPLY_RE = re.compile(
    r"[，,。！!？?\s]*(?:那|那么|那麼)?(?:我|我们|我們)"
    r"(?:该|該|应该|應該|要|需要|得|可以)?"
    r"(?:(?:怎么|怎麼|如何|怎样|怎樣)(?:去)?"
    r"(?:回答|回复|回覆|答复|答覆|回应|回應|答|回|处理|處理|说|說|讲|講|应对|應對|告诉|告訴)"
    r"|(?:告诉|告訴|回复|回覆|回答|答复|跟)(?:他|她|他们|他們|她们|她們|对方|對方)?(?:说)?"
    r"(?:什么|什麼))"
    r"(?:他|她|他们|他們|她们|她們|对方|對方|客人|客户|客戶|顾客|顧客)?"
    r"(?:呢|才好|比较好|比較好|好)?\s*[？?。.！!]*\s*$"
)
"""The staff member's own question about replying, closing the message (「我该怎么回答他？」,
「我应该怎么回复？」, 「我该告诉他什么？」): how to answer, not what."""

_GLOSS_RE = re.compile(
    r"[，,。]?\s*(?:我|我们|我們)?(?:不太|不大|不是很|不)(?:懂|明白|了解|清楚|知道)"
    r"(?:这个|這個|那个|那個)(?:词|詞|术语|術語|概念|意思|说法|說法)(?:是什么意思)?"
    r"[，,]\s*(?:是不是|是否|是)(?:跟|和|与)?"
    r"(?:类似|類似|就是|相当于|相當於|等于|等於|差不多|像)[^，,。？?！!]{1,12}?"
    r"(?:一样|一樣|的意思)?(?:吗|嗎|吧|呢)?\s*[？?]"
)
"""The asker's guess at a word of the request they do not understand (「我不太懂这个词，
是不是类似利润？」): what they think the word means, never a measure asked beside it."""

_ASKED_AFTER_RE = re.compile(
    r"(?<=[。！!？?\s])\s*(?P<who>[\u4e00-\u9fff]{1,6}?)"
    r"(?:刚才|剛才|刚刚|剛剛|也|又|都|一直)?(?:在(?P<where>[\u4e00-\u9fff]{1,4}?))?"
    r"(?:问了|問了|问过|問過|在问|在問|问的|問的|问|問)(?:一下|一句)?(?:呢|的|了|啊|呀|哈)?"
    r"[。！!…~～]*\s*$"
)
"""Who asked the question before, and where (「老板在群里问了」, 「同事问的」), said after it: a
sentence asking nothing of its own."""

_WHO_TAGS = ("n", "nr", "nz", "ng")
"""The jieba tags of a plain noun or a person's title: who asked, never a place (ns) or
an organisation (nt)."""


def _who_asked(who: str, matcher: Matcher) -> bool:
    """Whether ``who`` is only a plain noun of a person asking (顾客, 供应商, 会员), or a
    pronoun of a third person (他, 对方): the analyser tags each of its words a noun, and
    it holds no KB name and no place word."""
    if matcher.find(normalize(who)) or place_words(who, "zh"):
        return False
    tokens = cjk_tokens(who, False)
    return who in _THIRD_PERSONS or (bool(tokens) and all(t.tag in _WHO_TAGS for t in tokens))


_THIRD_PERSONS = frozenset(["他", "她", "他们", "她们", "他們", "她們", "对方", "對方", "有人"])
"""The pronouns of someone else who asked (「他问我…」, 「对方问…」)."""


def _a_person(who: str) -> bool:
    """Whether ``who`` is someone: a noun of people (``PEOPLE_ZH``) or a person's name as
    the analyser tags it (老李, 小陈); never a thing, which a topic put first may be
    (「存货周转率也问了」 is asked about inventory turnover)."""
    if who in PEOPLE_ZH:
        return True
    tokens = cjk_tokens(who, False)
    return bool(tokens) and tokens[-1].tag == "nr" and len(who) <= 3


def _where_asked(where: str | None) -> bool:
    """Whether ``where`` is a place the asker speaks or writes in (群里, 会上, 邮件里)."""
    if where is None:
        return True
    return where in ASKERS_WORLD_NOUNS or (
        where[:-1] in ASKERS_WORLD_NOUNS and where[-1] in "里裡上中"
    )


def without_who_asked_after(text: str) -> str:
    """``text`` less a closing sentence saying only who asked the question before it and
    where (``_ASKED_AFTER_RE``): who asks and where is context, never part of the figure."""
    match = _ASKED_AFTER_RE.search(text)
    if match is None or not text[: match.start()].strip():
        return text
    if not (_a_person(match["who"]) and _where_asked(match["where"])):
        return text
    return text[: match.start()].rstrip()


def without_chinese_relaying_frame(text: str, lang: str, matcher: Matcher) -> str:
    """``text`` less who relayed it and how (``_FRAME_RE``) and, once that frame is found,
    less the staff member's own question about replying (``_REPLY_RE``); ``text`` less
    the asker's gloss of a word of the request (``_GLOSS_RE``) in any case. Unchanged
    but for those when nothing is left of the request."""
    if lang != "zh":
        return text
    out = without_who_asked_after(_GLOSS_RE.sub("", text))
    frame = next(
        (m for m in _FRAME_RE.finditer(out) if _who_asked(m.group("who"), matcher)),
        None,
    )
    if frame is None:
        return out
    rest = out[: frame.start()] + out[frame.end() :]
    rest = _REPLY_RE.sub("", rest)
    return rest if re.search(r"[\w\u4e00-\u9fff]", rest[frame.start() :]) else out
