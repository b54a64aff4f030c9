"""The words of a group chat read as written out: its abbreviations, stretched letters,
laughter and forms of address.

People in a group chat type fast and casually: they shorten words ("ppl", "abt", "rn",
"pls", "thx"), hedge or vouch with an abbreviation ("lowkey", "ngl", "fr", "imo"),
stretch a word's letters ("sooo", "pleeease"), laugh after a request in Japanese
(「教えてほしいｗ」, 「知りたいw」) and call the group by a plural noun (「家人们」,
「姐妹们」, 「各位大佬」). Each is a closed class or a form the analysers can tell:

* a word with a letter typed three times or more is read as the English dictionary's
  word it stretches ("sooo": so, "pleeease": please), the most common where two are
  (wordfreq); a run no word has ("www", "zzz") is left;
* the chat's abbreviations of common words are read as the words they shorten
  ("abt": about, "ppl": people, "rn": right now, "dont": do not), its stance words ("lowkey", "tbh",
  "ngl", "fr") taken out: none names a metric, a market or a year, so a word of the
  request beside them is read as before, and one the KB lacks is still refused. They
  are read in lower case or capitalised only, one of two letters in lower case only
  ("FR" may be France's code), and never where a KB name holds them or where they are
  written onto a metric's or a business's noun ("the group's *tbh* revenue");
* a run of ``ｗ`` (or ``w`` after kana or kanji) closing a Japanese or Chinese phrase
  is laughter, and the net's reactions typed as a piece of their own (「离谱」, ``yyds``,
  「ワロタ」) are a closed class of exclamations;
* a plural noun of persons (ending in 们) standing alone where a message or a sentence
  starts or ends, or after a sentence-final particle (「多少啊家人们」), is whom the
  message addresses; one naming a part of the business or a KB name (「门店们」) stays.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import product

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._written_onto import onto_a_business, onto_a_metric
from ragspine_eval_pipeline.kb.analysis import english_word_classes, normalize

__all__ = ["EN_STANCE", "with_chat_words_read"]

EN_STANCE = frozenset(
    [
        *("lowkey", "highkey", "ngl", "tbh", "tbf", "imo", "imho", "fr", "frfr", "fwiw"),
        *("iirc", "afaik", "istg", "deadass", "smh", "omg", "omfg", "jk", "bruh", "ugh"),
        *("welp", "kinda", "sorta", "jw", "idc", "nbd", "ofc", "obv", "obvi", "ily"),
    ]
)
"""The chat's words of stance (a hedge, a vow of sincerity, an exclamation): how the
writer feels about the request, never a word of it."""

_EN_ADDRESS = frozenset(["dude", "bestie", "fam", "bro", "sis", "guys", "yall", "y'all"])
"""Whom a chat message is put to ("hey y'all", "bro what was …", "…, bestie"): taken out
where it stands apart, opening or closing a sentence or a piece or after a greeting; a
noun of the sentence ("the franchise guys said …") stays."""

_EN_ADDRESS_BEFORE_RE = re.compile(
    r"(?:^|[.!?,;:]|(?<![\w'’])(?:hey|hi|hello|yo|ok|okay|so|oi))\s*$", re.IGNORECASE
)
_EN_ADDRESS_AFTER_RE = re.compile(r"\s*(?:[.!?,;:]|$)")

_EN_SHORT: dict[str, str] = {
    "pls": "please",
    "plz": "please",
    "plox": "please",
    "thx": "thanks",
    "thnx": "thanks",
    "thanx": "thanks",
    "tysm": "thank you so much",
    "ty": "thank you",
    "rn": "right now",
    "atm": "at the moment",
    "idk": "I do not know",
    "dunno": "do not know",
    # Contractions typed without their apostrophe.
    "dont": "do not",
    "doesnt": "does not",
    "didnt": "did not",
    "isnt": "is not",
    "wasnt": "was not",
    "arent": "are not",
    "couldnt": "could not",
    "im": "I am",
    "ive": "I have",
    "hows": "how is",
    "ppl": "people",
    "abt": "about",
    "biz": "business",
    "u": "you",
    "ur": "your",
    "bc": "because",
    "cuz": "because",
    "coz": "because",
    "tho": "though",
    "thru": "through",
    "gimme": "give me",
    "lemme": "let me",
    "lmk": "let me know",
    "hmu": "let me know",
    "tyia": "thank you in advance",
    "smth": "something",
    "sth": "something",
    "nvm": "never mind",
    "btw": "by the way",
    "wanna": "want to",
    "gonna": "going to",
    "gotta": "have to",
    "b4": "before",
}
"""The chat's abbreviations of common words, each with the words it shortens."""

_EN_WORD_RE = re.compile(
    r"(?<![\w'’])no\s+cap(?![\w'’])"
    r"|(?<![\w'’@#/.-])(?:[Yy]['’]all|[A-Za-z][a-z0-9]*)(?![\w'’@/-])"
)

_STRETCHED_RE = re.compile(r"(?<![\w'’@#])[a-z]*([a-z])\1{2,}[a-z]*(?![\w'’])", re.IGNORECASE)
"""A word with a letter typed three times or more ("sooo", "pleeease", "thxxx")."""

_LAUGH_RE = re.compile(
    r"(?<=[\u3040-\u30ff\u3400-\u9fff々ー])(?:ｗ+|w+)(?=[\s、。，,！!？?]|$)",
)
"""Laughter typed as ``w`` closing a Japanese or Chinese phrase (「教えてほしいｗ」,
「2つ質問ｗ」, 「知りたいw」)."""

_ZH_ADDRESS = r"(?:各位)?[\u4e00-\u9fffA-Za-z]{1,4}们|各位[\u4e00-\u9fff]{0,3}"
_ZH_ADDRESS_RE = re.compile(
    r"(?:(?<=^)|(?<=[\s,，。！!？?~～:：、])|(?<=[啊呀吧呢嘛哈哦]))"
    r"(?P<who>" + _ZH_ADDRESS + r")"
    r"(?=[\s,，。！!？?~～:：、]|$)"
)
"""A plural noun of persons standing alone (「家人们」, 「集美们」, 「各位大佬」, 「各位」):
whom a message is addressed to, where a message or a sentence starts or ends."""


_MONTH_SHORT_RE = re.compile(
    r"(?<![\w'’])(?P<month>jan|feb|apr|jun|jul|aug|sept?|oct|nov|dec)\.?(?=\s+(?:20\d\d|['’]\d\d)(?!\d))",
    re.IGNORECASE,
)
"""A month shortened before its year ("sept 2025", "Aug '24"): the month, as written out."""

_MONTHS = {
    "jan": "January",
    "feb": "February",
    "apr": "April",
    "jun": "June",
    "jul": "July",
    "aug": "August",
    "sep": "September",
    "sept": "September",
    "oct": "October",
    "nov": "November",
    "dec": "December",
}

_DASH_QUESTION_RE = re.compile(
    r"(?:^|(?<=[.!?]\s))(?P<remark>[^.!?\n]*?(?<![\w'’])(?:is|are|was|were|looks?|seems?|sounds?)"
    r"(?![\w'’])[^.!?\n]*?)\s+[-–—]+\s+"
    r"(?=(?:by\s+how|how|what|which|when|where|why|who)(?![\w'’]))",
    re.IGNORECASE,
)
"""A dash between spaces closing a remark of the writer's, a clause with its verb ("the
food waste work is so cool - by how much did …"), before a question word: the chat's
full stop between the remark and the question. A phrase before the dash with no verb
("Japan's store plans - what changed?") names the question's topic and stays."""

_WAIT_RE = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:hold\s+on|hang\s+on|wait)(?:\s+a\s+(?:sec|second|min|minute))?[,.!…]*\s+"
    r"(?=(?:so|what|how|which|who|when|where|why|is|was|are|were|did|does|do)(?![\w'’]))",
    re.IGNORECASE,
)
"""A writer's "wait" opening a question ("wait what opened …?", "hang on, how many …"):
surprise, as "oh" is, never a word asked."""


_REACTIONS = (
    # Chinese: exclamations and the net's pinyin abbreviations of them.
    *("救命", "离谱", "绝了", "无语", "笑死", "破防了", "天哪", "我去", "卧槽", "麻了", "裂开"),
    *("服了", "醉了", "真的会谢", "太难了", "哭了", "绝绝子", "yyds", "u1s1", "yysy", "xswl"),
    *("awsl", "nsdd", "dbq", "srds", "xdm", "jms", "求求了", "球球了"),
    # Japanese: the net's laughter and cries.
    *("ワロタ", "ワロス", "草生える", "草不可避", "ぴえん", "ヤバい", "やばい", "エモい", "ウケる"),
)
_REACTION_RE = re.compile(
    r"(?:(?<=^)|(?<=[\s,，。！!？?~～、]))(?:"
    + "|".join(_REACTIONS)
    + r")[!！~～]*(?=[\s,，。！!？?、]|$)",
    re.IGNORECASE,
)
"""A reaction typed as a piece of its own (「救命」, 「离谱」, ``yyds``, 「ワロタ」): how the
writer feels, never a word asked; only standing alone, so a word around it is read as
written."""

_BETWEEN_LATIN_RE = re.compile(r"[A-Za-z'’]\s+$")
"""A Latin word before a piece (``ACME's``), which with a Latin word after it makes the
piece a word of an English phrase ("ACME's Dbq business"), not a reaction."""


def _reaction(m: re.Match[str]) -> str:
    """A reaction taken out (``_REACTION_RE``); a Latin one inside an English phrase stays
    to be read as written, so a name the KB lacks is never dropped from the phrase."""
    text, reaction = m.string, m.group(0)
    latin = reaction.isascii()
    inside = _BETWEEN_LATIN_RE.search(text, 0, m.start()) and re.match(
        r"\s+[A-Za-z]", text[m.end() :]
    )
    return reaction if latin and inside else " "


def _frequency(word: str) -> float:
    from wordfreq import zipf_frequency

    return zipf_frequency(word, "en")


@lru_cache(maxsize=4096)
def _unstretched(word: str) -> str:
    """The dictionary's word ``word`` stretches, the most common of those it may be; else
    ``word``."""
    lower = word.casefold()
    runs = [(m.start(), m.end()) for m in re.finditer(r"([a-z])\1{2,}", lower)]
    choices: list[str] = []
    for counts in product((1, 2), repeat=len(runs)):
        out, at = [], 0
        for (start, end), count in zip(runs, counts, strict=True):
            out.append(lower[at:start] + lower[start] * count)
            at = end
        choices.append("".join(out) + lower[at:])
    known = [c for c in choices if english_word_classes(c) or c in _EN_SHORT or c in EN_STANCE]
    if not known:
        return word
    best = max(known, key=lambda c: (c in _EN_SHORT or c in EN_STANCE, _frequency(c)))
    return best.capitalize() if word[0].isupper() else best


_MODIFIED_RE = re.compile(
    r"(?:['’]s|s['’]|(?<![\w'’])(?:the|a|an|its|their|our|your|his|her|this|that|these|those"
    r"|of))\s+$",
    re.IGNORECASE,
)
"""A possessive or a determiner before a word: the word stands where a noun's modifier does."""


def _written_onto(match: re.Match[str], matcher: Matcher) -> bool:
    """Whether the word matched stands as a modifier written onto a metric's or a
    business's noun: after a possessive, a determiner or a KB name ("the group's *tbh*
    revenue", "ACME's *Ugh* business"). Opening a sentence or after a verb ("*lowkey*
    revenue for …", "need *pls* revenue") it is the chat's word."""
    before = match.string[: match.start()]
    last = re.search(r"(\w+)\s+$", before)
    modified = _MODIFIED_RE.search(before) or (
        last is not None and matcher.find(normalize(last.group(1)))
    )
    return bool(modified) and (
        onto_a_business(match.string, match.end())
        or onto_a_metric(match.string, match.end(), matcher)
    )


def _english_read(match: re.Match[str], matcher: Matcher) -> str:
    word = match.group()
    lower = word.casefold()
    cased = (lower,) if len(word) <= 2 else (lower, lower.capitalize())
    if word not in cased or matcher.find(normalize(word)):
        return word
    # "the group's *tbh* revenue", "ACME's *Ugh* business": a word written onto a metric or
    # a business's noun names what is asked, whatever else it may be.
    if _written_onto(match, matcher):
        return word
    if lower in EN_STANCE or lower.startswith("no "):
        return " "
    if lower.replace("’", "'") in _EN_ADDRESS:
        apart = _EN_ADDRESS_BEFORE_RE.search(match.string[: match.start()]) or (
            _EN_ADDRESS_AFTER_RE.match(match.string, match.end())
        )
        return " " if apart else word
    return _EN_SHORT.get(lower, word)


def _address(match: re.Match[str], matcher: Matcher) -> str:
    who = match.group("who")
    if gr.PART_OF_BUSINESS_RE.search(who) or matcher.find(normalize(who)):
        return who
    return " "


def with_chat_words_read(text: str, matcher: Matcher) -> str:
    """``text`` with the chat's stretched words, abbreviations, laughter and forms of
    address read as the module describes."""
    text = _STRETCHED_RE.sub(
        lambda m: m.group() if _written_onto(m, matcher) else _unstretched(m.group()), text
    )
    text = _MONTH_SHORT_RE.sub(lambda m: _MONTHS[m.group("month").casefold()], text)
    text = _WAIT_RE.sub("", _DASH_QUESTION_RE.sub(r"\g<remark>. ", text))
    text = _EN_WORD_RE.sub(lambda m: _english_read(m, matcher), text)
    text = _REACTION_RE.sub(_reaction, _LAUGH_RE.sub(" ", text))
    text = _ZH_ADDRESS_RE.sub(lambda m: _address(m, matcher), text)
    return re.sub(r"[ \t]{2,}", " ", text)
