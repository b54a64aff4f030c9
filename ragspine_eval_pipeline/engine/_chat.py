"""A message typed into a team chat: the chat's own furniture is no word of the question.

In a chat the assistant is a bot in the channel, addressed like a colleague: an
@mention says who the message is for (``@AcmeBot``, ``@ACME助手``, ``@Raj``), an emoji
or an emoticon how the writer feels (🙏, ``:pray:``, 😂, ``:)``, ``[抱拳]``, （笑）), a reaction how
they take what was said ("lol", "+1", 哈哈, 草), a hashtag or a channel name where the
message is filed or what was said elsewhere (``#macau``, ``#人力``, ``in #people-ops``), a
bracketed tag opening it what kind of message it is (「【投稿案】」, "[Draft]").
None of it asks anything, so it is taken out before the question is read, and a word of
the request itself is read as before: an emoji never stands for a metric, and an unknown
metric or market beside the furniture is still refused.

What is kept where the rest of the message names no scope: a tag, as its words
(``#japan revenue FY2024?``; ``#taiwan``, which the KB lacks, is then refused), and a
mention naming a KB name other than the company's (``@hk-finance``): either may say which
market the figure is of, so the question is read with it.
"""

from __future__ import annotations

import re
import unicodedata

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._chat_words import with_chat_words_read
from ragspine_eval_pipeline.engine._emoji import FACE_RE
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._written_onto import onto_a_business
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["without_chat_furniture"]

_MENTION_RE = re.compile(r"(?<![\w@.])@(?P<name>[^\s@,，。、:：;；!?！？()（）\[\]【】]+)")
"""An @mention: the name after ``@`` up to a space or a punctuation mark."""

_TAG_RE = re.compile(r"(?<![\w#&])#(?P<name>[^\s#,，。、:：;；!?！？()（）\[\]【】]+)#?")
"""A hashtag or a channel name (``#macau``, ``#people-ops``, ``#人力``, Weibo's ``#话题#``)."""

_LINK_RE = re.compile(
    r"(?:(?<![\w])(?:see|per|cf\.?|link:?|ref:?)\s+)?(?:https?://|www\.)[^\s<>\"'）)\]]+"
    r"(?:\s+for\s+(?:the\s+)?(?:context|details|background|reference|more(?:\s+info)?))?",
    re.IGNORECASE,
)
"""A link to a page ("see https://intranet.acme.local/kpi/hk for context"): where more is
written, never a word asked; its path may hold a market's code, which says nothing of
which figure is asked."""

_SUBJECT_TAG_RE = re.compile(r"^\s*(?:【(?P<full>[^】\n]{1,12})】|\[(?P<half>[^\]\n]{1,15})\])")
"""A bracketed tag opening a message as its subject line does (「【投稿案】」, 「【草稿】」,
"[Draft]", 「【ご確認】」): what kind of message it is. One naming a KB name or a year
(「【香港】」, "[FY2024]"), or opening a message that names no market, may say what is
asked, and stays."""

_TAG_PURPOSE_RE = re.compile(
    r"(?<![\w])(?:(?:i\s+|we\s+)?need(?:s|ed)?\s+(?:it|this|these|them|that)\s+)?"
    r"(?:for|in|to)\s+(?=#[^\s#])",
    re.IGNORECASE,
)
"""What a hashtag is filed under, said with it ("need it *for* #board-pack", "*in*
#fin-ops"): when the tag is taken out, so are the words leading to it."""

_EMOTICON_RE = FACE_RE
"""An emoticon or a face (``_emoji.FACE_RE``): ``:)``, ``^^``, ``orz``, ``(´・ω・`)``."""

_SHORTCODE_RE = re.compile(r"(?<![\w:]):[a-z][a-z0-9_+\-]*:(?![\w:])")
"""An emoji written as its shortcode, as chat apps take it (``:pray:``, ``:bow:``,
``:chart_with_upwards_trend:``): an emoji, never a word asked."""

_STICKER_RE = re.compile(
    r"\[(?:微笑|撇嘴|色|发呆|得意|流泪|害羞|闭嘴|睡|大哭|尴尬|发怒|调皮|呲牙|惊讶|难过|酷|冷汗|抓狂"
    r"|吐|偷笑|愉快|白眼|傲慢|困|惊恐|流汗|憨笑|悠闲|奋斗|咒骂|疑问|嘘|晕|衰|骷髅|敲打|再见|擦汗"
    r"|抠鼻|鼓掌|坏笑|哈欠|鄙视|委屈|快哭了|阴险|亲亲|可怜|玫瑰|凋谢|爱心|心碎|拥抱|强|弱|握手"
    r"|胜利|抱拳|勾引|拳头|OK|捂脸|奸笑|机智|皱眉|耶|吃瓜|加油|汗|天啊|社会社会|旺柴|好的|打脸"
    r"|哇|翻白眼|666|让我看看|叹气|苦涩|裂开|嘿哈|红包|合十|笑脸|破涕为笑|机智|呲牙笑|大笑)\]"
)
"""A sticker of the Chinese messengers, written as its name in brackets (``[抱拳]``,
``[捂脸]``): the platform's closed set of faces and gestures, never a word asked."""

_REACTION_RE = re.compile(
    r"(?:(?<=\s)|(?<=^)|(?<=[.!?,;:(。！？，、：（]))(?<!['’]s\s)(?<!\bthe\s)(?<!\bThe\s)"
    r"(?:lol+|lmao+|rofl|haha(?:ha)*|hehe+|hhh+|xd+|ikr|tia|tyvm|\+1"
    r"|(?:sorry|apologies)\s+if\s+(?:this\s+is\s+)?(?:a\s+)?(?:dup|dupe|duplicate|repost)"
    r"|same\s+(?:q|question)(?:\s+here)?)"
    r"(?=[\s.!?,;:)。！？，、：）]|$)"
    r"|(?:哈哈+|呵呵+|嘿嘿+|嘻嘻+)"
    r"|(?<=[\s。！？!?])(?:草|ｗ+|w{2,})(?=\s|$)|(?<=[。！？])w+(?=\s|$)",
    re.IGNORECASE,
)
"""A reaction: laughter ("lol", "haha", 哈哈, 草, ``www``, a ``w`` after 「？」), agreement
("+1", "same q here"), the chat's stock abbreviations of a mood or of
thanks ("ikr", "tia") and its apology for asking twice ("sorry if dup"). After a
possessive or "the" it stands where a noun's modifier does ("the group's *lol* revenue")
and is read as written."""

_SAME_AS_RE = re.compile(
    r"(?<![\w])same\s+(?:q|question)\s+as\s+(?P<who>[A-Z][a-z]+)(?=\s*(?:[,.;:!?]|$))"
)
"""The question a colleague by name asked before, asked again ("same q as Raj:"): who
asked it first is no word asked."""

_CC_RE = re.compile(r"(?<![\w])cc\s*:?\s*(?=@)", re.IGNORECASE)
"""A copy to colleagues ("cc @Priya", "cc: @佐藤さん"): the mentions after it are addresses."""

_AGREED_WITH_RE = re.compile(r"(?:(?<=\s)|^)\+1\s+to\s+(?P<who>[A-Z][a-z]+)(?=\s*(?:[,.;:!?]|$))")
"""Agreement with a colleague by name, closing its piece ("+1 to Raj,"): who is agreed with
is no word asked."""


_GROUP_CHAT_RE = re.compile(
    r"(?<![a-z])group\s+(?=(?:chats?|threads?|channels?|dms?)(?![a-z]))|グループ(?=チャット|LINE)",
    re.IGNORECASE,
)
"""The "group" of a group chat: a kind of chat, never the group of companies whose figure
may be asked ("boss asked in the *group* chat")."""


_KEYCAP_RE = re.compile(r"(?P<n>[1-9])\ufe0f?\u20e3")
"""A keycap emoji numbering an item (1️⃣ 2️⃣): the item's number, as "1)" writes it."""


def _is_emoji(char: str) -> bool:
    """Whether ``char`` is a pictograph or part of one: a symbol of Unicode's "other
    symbol" class (🙏, 📈, ♻), a regional indicator of a flag, a skin tone, a variation
    selector or the joiner between the parts of one emoji."""
    code = ord(char)
    if code in (0x200D, 0xFE0F, 0xFE0E, 0x20E3) or 0x1F3FB <= code <= 0x1F3FF:
        return True
    # Unicode's CJK compatibility symbols (㎡, ㌔) are units, not pictographs.
    cjk_units = 0x3000 <= code <= 0x33FF
    return unicodedata.category(char) == "So" and code >= 0x2190 and not cjk_units


_EMOJI_MARK = "\x00"

_EMOJI_BETWEEN_WORDS_RE = re.compile(r"(?<=[^\W_])[ \t\x00]*\x00[ \t\x00]*(?=[^\W_])")
"""Emoji standing between two words, where the writer paused ("Quick one for the IG
caption ✨ group gross margin FY2024?")."""


def _without_emoji(text: str) -> str:
    """``text`` with its emoji taken out: one between two words leaves the pause it marked
    (a comma), any other a space."""
    marked = "".join(_EMOJI_MARK if _is_emoji(c) else c for c in text)
    return _EMOJI_BETWEEN_WORDS_RE.sub(", ", marked).replace(_EMOJI_MARK, " ")


def _spaced(name: str) -> str:
    """The words of a mention or a tag (``people-ops``: ``people ops``)."""
    return re.sub(r"[-_.]", " ", name)


def _names_the_kb(name: str, matcher: Matcher) -> bool:
    """Whether ``name`` holds a KB name other than the company's own, which is the bot's
    (``@AcmeBot``, ``@ACME助手``)."""
    return any(m.kind != "company" for m in matcher.find(normalize(_spaced(name))))


def _subject_tag(tag: re.Match[str], matcher: Matcher) -> str:
    """A subject tag taken out, unless it names a KB name, a year or a part of the business
    (「【加盟店】」, "[Franchise]": which part of the figure is asked), or the message after
    it names no market (「【台湾】2024年度の売上高」: the tag may name the one asked)."""
    words = tag["full"] or tag["half"]
    if re.search(r"\d", words) or gr.PART_OF_BUSINESS_RE.search(words):
        return tag[0]
    if matcher.find(normalize(_spaced(words))):
        return tag[0]
    return " " if _scoped(tag.string[tag.end() :], matcher) else tag[0]


def _scoped(text: str, matcher: Matcher) -> bool:
    return any(m.kind == "scope" for m in matcher.find(normalize(text)))


def without_chat_furniture(text: str, matcher: Matcher) -> str:
    """``text`` with its links, mentions, hashtags, emoji, emoticons, stickers and reactions
    taken out (each leaves a space); where the rest of the message names no scope, a tag
    and a mention naming a KB name stay as their words. The chat's own words are read
    first (``_chat_words``)."""
    text = with_chat_words_read(text, matcher)
    if not (
        re.search(r"[@#:;<^(（\[+]|group|www|[^\x00-\u218f]", text, re.IGNORECASE)
        or _REACTION_RE.search(text)
    ):
        return text
    text = _SUBJECT_TAG_RE.sub(lambda m: _subject_tag(m, matcher), text)
    text = _LINK_RE.sub(" ", text)
    text = _KEYCAP_RE.sub(r" \g<n>) ", text)
    # Faces first: a face's symbols may be emoji (▽, ◕), which would break it up.
    text = _without_emoji(_EMOTICON_RE.sub(" ", text))
    text = _STICKER_RE.sub(" ", _SHORTCODE_RE.sub(" ", _GROUP_CHAT_RE.sub("", text)))
    text = _EMOTICON_RE.sub(" ", text)
    for said_of in (_AGREED_WITH_RE, _SAME_AS_RE):
        text = said_of.sub(lambda m: m[0] if _names_the_kb(m["who"], matcher) else " ", text)
    text = _CC_RE.sub(" ", text)
    # "ACME's *Lol* business" names a business, as any word written onto its noun does.
    text = _REACTION_RE.sub(lambda m: m[0] if onto_a_business(m.string, m.end()) else " ", text)
    rest = _TAG_RE.sub(" ", _MENTION_RE.sub(" ", text))
    keep = not _scoped(rest, matcher)
    if not keep:
        text = _TAG_PURPOSE_RE.sub(" ", text)

    def mention(match: re.Match[str]) -> str:
        name = match.group("name")
        if keep and _names_the_kb(name, matcher):
            return " " + _spaced(name) + " "
        return " "

    def tag(match: re.Match[str]) -> str:
        return " " + _spaced(match.group("name")) + " " if keep else " "

    text = _TAG_RE.sub(tag, _MENTION_RE.sub(mention, text))
    return re.sub(r"[ \t\u3000]{2,}", " ", text).strip(" \t")
