"""Dictated text read as typed: punctuation and layout said as words written as marks.

Speech-to-text writes down the commands a speaker dictates as words ("comma", "question
mark", "open bracket … close bracket", "new paragraph", 逗号, 问号, 括号, 换行, 読点,
クエスチョンマーク, かっこ … かっこ閉じ, てん, まる). None is a word asked: each is the mark it
commands, so the rest of the engine reads the request as if it had been typed.

A command word is read as a mark only where it is used as one:

* never after a determiner ("a comma", "the period", 「个问号」, 「画上句号」);
* "period" and "full stop" only where no determiner opens their noun phrase and no
  preposition comes straight before ("the FY2024 period", "by period", "per period"), and
  "period" not before what a period is said of ("period of", "period end", "period 3");
* a bare "quote" only where a closing quote command follows it (then even after an
  article: "the quote strategic pillars unquote");
* in Japanese, a kana command (てん, まる, はてな, かっこ) only as a word of its own, set off
  from the kana around it (まるごと, かっこいい, にーまるにー are words), and まる not
  straight before a number (まる一年 is a whole year).
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.kb.analysis import english_word_classes

__all__ = ["as_punctuated"]

# --- English ----------------------------------------------------------------------------

_BRACKET = r"(?:round\s+|square\s+)?(?:brackets?|parenthes[ie]s|parens?)"
_QUOTE = r"(?:quotes?|quotation(?:\s+marks?)?|inverted\s+commas)"

_EN_COMMANDS: tuple[tuple[str, str], ...] = (
    (r"question\s+mark|interrogation\s+point", "?"),
    (r"exclamation\s+(?:mark|point)", "!"),
    (r"full\s+stop", "."),
    (r"period", "."),
    (r"semi[\s-]?colon", ";"),
    (r"colon", ":"),
    (r"comma", ","),
    (rf"(?:open|opening|left|begin)\s+{_BRACKET}", "("),
    (rf"(?:close|closed|closing|right|end)\s+{_BRACKET}", ")"),
    (rf"(?:open|opening|begin)\s+{_QUOTE}", "“"),
    (rf"(?:close|closed|closing|end)\s+{_QUOTE}|end\s+of\s+quote|unquote", "”"),
    (r"quote", "“"),
    (r"new\s+paragraph|next\s+paragraph", "\n\n"),
    (r"new\s*line|next\s+line|line\s+break", "\n"),
    (r"(?:em\s+|en\s+)?dash", " - "),
    (r"dot\s+dot\s+dot|ellipsis", "…"),
    (r"percent\s+sign", "%"),
)

_EN_COMMAND_RE = re.compile(
    r"(?<!\S)(?:"
    + "|".join(f"(?P<c{at}>{pattern})" for at, (pattern, _) in enumerate(_EN_COMMANDS))
    + r")(?=\s|[,.?!]|$)",
    re.IGNORECASE,
)
"""A command said as words of their own: set off by spaces, never a key ("period=")."""


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


def _said(text: str) -> list[str]:
    return text.split()


_ARTICLES = frozenset(["a", "an", "the"])
"""Words before a noun: a command word after one is a noun of the sentence ("a comma")."""

_DETERMINERS = _ARTICLES | _words(
    "this that these those each every any another which what whose same my your our their"
    " its his her"
)
"""Words opening a noun phrase ("the FY2024 period", "that period")."""

_TAKING_BACK = frozenset(["scratch", "make", "forget", "ignore", "delete", "cancel", "strike"])
"""Verbs taking back what was said ("scratch that"), whose "that" is no determiner."""

_PREPOSITIONS = _words(
    "by per for in at of over from to on during within into between across under after"
    " before since until"
)

_PRONOUNS = frozenset(["i", "you", "we", "they", "he", "she", "it", "me", "us", "them"])

_PERIOD_OBJECT_RE = re.compile(
    r"\s*(?:-|(?:of|end|ends|ending|ended|on|over|to|from|under|covered|when|in\s+which"
    r"|average|figures?|number|\d)(?![a-z]))",
    re.IGNORECASE,
)
"""What follows "period" when it is the noun ("period of", "period end", "period 3")."""

_WORD_BEFORE_RE = re.compile(r"([A-Za-z'’]+)[^A-Za-z'’,.;:?!()\n“”\"]*$")

_CLOSING_QUOTE_RE = re.compile(
    rf"(?<![A-Za-z'’-])(?:(?:close|closed|closing|end)\s+{_QUOTE}|end\s+of\s+quote|unquote)"
    r"(?![A-Za-z'’-])",
    re.IGNORECASE,
)


def _words_before(text: str) -> list[str]:
    """The words of ``text`` back to its last mark, nearest first."""
    tail = re.split(r"[,.;:?!()\n“”\"]", text)[-1]
    return [w.casefold() for w in reversed(re.findall(r"[A-Za-z'’]+", tail))]


def _noun_of_sentence(kind: str, text: str, start: int, end: int) -> bool:
    """Whether the command word between ``start`` and ``end`` is a noun of the sentence
    rather than a command: an article before it; for "period", a determiner opening its
    noun phrase, a preposition straight before it or what a period is said of after it."""
    words = _words_before(text[:start])
    if words and words[0] in _ARTICLES:
        return True
    if kind != "period":
        return False
    if not words or words[0] in _PREPOSITIONS or _PERIOD_OBJECT_RE.match(text, end):
        return True
    for at, word in enumerate(words[:5]):
        if word in _DETERMINERS:
            return not (word == "that" and words[at + 1 : at + 2] and words[at + 1] in _TAKING_BACK)
        classes = english_word_classes(word)
        if word in _PREPOSITIONS or word in _PRONOUNS or (classes and not classes & _NOMINAL):
            return False
    return False


_NOMINAL = frozenset(["NOUN", "ADJ", "PROPN"])


def _english(text: str) -> str:
    pieces: list[str] = []
    at = 0
    for found in _EN_COMMAND_RE.finditer(text):
        index = int(next(k for k, v in found.groupdict().items() if v is not None)[1:])
        surface = re.sub(r"\s+", " ", found.group().casefold())
        kind = surface
        mark = _EN_COMMANDS[index][1]
        if kind == "quote":
            if not _CLOSING_QUOTE_RE.search(text, found.end()):
                continue
        elif _noun_of_sentence(kind, text, found.start(), found.end()):
            continue
        pieces.append(text[at : found.start()])
        pieces.append(f"\x00{mark}\x00")
        at = found.end()
    if not pieces:
        return text
    pieces.append(text[at:])
    return _spaced("".join(pieces), "“(", "")


# --- a share said in words ------------------------------------------------------------

_UNITS_SAID = _said(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen"
    " fifteen sixteen seventeen eighteen nineteen"
)
_TENS_SAID = _said("twenty thirty forty fifty sixty seventy eighty ninety")
_BELOW_HUNDRED = (
    rf"(?:(?:{'|'.join(_TENS_SAID)})(?:[\s-]+(?:{'|'.join(_UNITS_SAID[1:10])}))?"
    rf"|{'|'.join(sorted(_UNITS_SAID, key=len, reverse=True))})"
)
_SHARE_SAID_RE = re.compile(
    rf"(?<![A-Za-z-])(?P<whole>(?:one\s+)?hundred|{_BELOW_HUNDRED})"
    rf"(?:\s+point(?P<decimals>(?:\s+(?:{'|'.join(_UNITS_SAID[:10])}))+))?"
    r"(?=\s*(?:%|percent(?![a-z])|per\s+cent(?![a-z])))",
    re.IGNORECASE,
)
"""A share said in words ("forty-two percent", "thirty eight point five per cent")."""


def _said_number(words: str) -> int:
    """The value of a number below a hundred said in words ("forty-two")."""
    total = 0
    for word in re.split(r"[\s-]+", words.casefold()):
        if word == "hundred":
            return 100
        total += (
            10 * (_TENS_SAID.index(word) + 2) if word in _TENS_SAID else _UNITS_SAID.index(word)
        )
    return total


def _share_in_digits(found: re.Match[str]) -> str:
    whole = str(_said_number(found.group("whole")))
    if found.group("decimals") is None:
        return whole
    digits = "".join(str(_UNITS_SAID.index(w.casefold())) for w in found.group("decimals").split())
    return f"{whole}.{digits}"


# --- Chinese and Japanese ------------------------------------------------------------------

_CJK_COMMANDS: tuple[tuple[str, str], ...] = (
    # Chinese
    (r"(?<![个個了上打画畫])(?:问号|問號)", "？"),
    (r"(?<![个個了上打画畫])(?:句号|句號)", "。"),
    (r"(?:逗号|逗號)", "，"),
    (r"(?:顿号|頓號)", "、"),
    (r"(?:冒号|冒號)", "："),
    (r"(?:分号|分號)", "；"),
    (r"(?:感叹号|感嘆號|惊叹号|驚嘆號|叹号|嘆號)", "！"),
    (r"(?:省略号|省略號)", "…"),
    (r"(?:破折号|破折號)", " - "),
    (r"(?:右|后|後|反)(?:括号|括號|括弧)|(?:括号|括號)(?:结束|結束|完)", "）"),
    (r"(?:左|前)(?:括号|括號|括弧)", "（"),
    (r"(?:右|后|後)(?:引号|引號)|(?:引号|引號)(?:结束|結束|完)", "」"),
    (r"(?:左|前)(?:引号|引號)", "「"),
    (r"(?:括号|括號)", "（）"),
    (r"(?:引号|引號)", "「」"),
    (r"(?:右|后|後)(?:书名号|書名號)", "》"),
    (r"(?:左|前)(?:书名号|書名號)", "《"),
    (r"书名号|書名號", "《》"),
    (r"百分号|百分號", "%"),
    (r"新段落|另起一段|换段|換段", "\n\n"),
    (r"(?:换行|換行)(?![业業情])|另起一行|回车|回車", "\n"),
    # Japanese
    (r"読点|とうてん", "、"),
    (r"句点|くてん", "。"),
    (r"クエスチョンマーク|はてなマーク|疑問符|はてな|クエスチョン", "？"),
    (r"エクスクラメーションマーク|びっくりマーク|感嘆符", "！"),
    (r"中黒|なかぐろ|中ぐろ", "・"),
    (r"セミコロン", "；"),
    (r"コロン", "："),
    (
        r"(?:かっこ|カッコ|括弧)(?:閉じ|とじ|終わり|おわり)|(?:閉じ|とじ)(?:かっこ|カッコ|括弧)",
        "）",
    ),
    (r"(?:かっこ|カッコ|括弧)(?:開き|ひらき)|(?:開き|ひらき)(?:かっこ|カッコ|括弧)", "（"),
    (r"かぎ(?:かっこ|カッコ)(?:閉じ|とじ|終わり|おわり)|(?:閉じ|とじ)かぎ(?:かっこ|カッコ)", "」"),
    (r"かぎ(?:かっこ|カッコ)", "「」"),
    (r"かっこ|カッコ|括弧", "（）"),
    (r"改行", "\n"),
    (r"改段落", "\n\n"),
    (r"てん", "、"),
    (r"まる(?![0-9一二三四五六七八九十百千〇])", "。"),
)

_PAIRS = frozenset(["（）", "「」", "《》"])
"""A bracket or quote said bare (括号, かっこ): the first opens, the next closes."""

_PAIRS_CLOSED = {"）": "（", "」": "「", "》": "《"}

_KANA = r"\u3041-\u309f\u30a0-\u30ffー"

_CJK_COMMAND_RE = re.compile(
    "|".join(f"(?P<c{at}>{pattern})" for at, (pattern, _) in enumerate(_CJK_COMMANDS))
)


def _set_off(text: str, start: int, end: int) -> bool:
    """Whether a kana command word stands as a word of its own: no kana and no digit (二てん
    五 is a decimal point) touches it on either side."""
    around = text[start - 1 : start] + text[end : end + 1]
    return not re.search(rf"[{_KANA}0-9〇一二三四五六七八九十百千]", around)


def _cjk(text: str) -> str:
    pieces: list[str] = []
    at = 0
    open_marks: set[str] = set()
    for found in _CJK_COMMAND_RE.finditer(text):
        index = int(next(k for k, v in found.groupdict().items() if v is not None)[1:])
        surface, mark = found.group(), _CJK_COMMANDS[index][1]
        if re.fullmatch(r"[\u3041-\u309f]+", surface) and not _set_off(
            text, found.start(), found.end()
        ):
            continue
        if len(mark) == 2 and mark in _PAIRS:
            # A bare bracket or quote command opens, or closes the one it opened.
            opening, closing = mark
            mark = closing if opening in open_marks else opening
            (open_marks.discard if opening in open_marks else open_marks.add)(opening)
        elif mark in _PAIRS_CLOSED:
            open_marks.discard(_PAIRS_CLOSED[mark])
        pieces.append(text[at : found.start()])
        pieces.append(f"\x00{mark}\x00")
        at = found.end()
    if not pieces:
        return text
    pieces.append(text[at:])
    return _spaced("".join(pieces), "「（", "、。，？！：；…・」）「（《》%")


def _spaced(text: str, opening: str, tight: str) -> str:
    """``text`` with each mark (set between ``\\x00``) joined onto its words: a closing
    mark to the word before it, an opening one to the word after it, a line break with
    no space around it; in Chinese and Japanese (``tight`` marks) with no space at all."""

    def joined(found: re.Match[str]) -> str:
        mark = found.group(1)
        if "\n" in mark or mark in tight or mark == " - ":
            return mark
        return " " + mark if mark in opening else mark + " "

    text = re.sub(r"[ \t]*\x00([^\x00]*)\x00[ \t]*", joined, text)
    text = re.sub(r"[ \t]*\n[ \t]*", "\n", text)
    return re.sub(r"[ \t]{2,}", " ", text).strip(" \t")


_SPACED_CUE_RE = {
    "ja": re.compile(
        r"(?<=\s)(?:(?:あ|いや)\s*)?(?:違う|ちがう|違った|間違えた)(?=\s)|(?<=\s)いや(?=\s)"
        r"|(?<=\s)(?:あ\s*)?(?:すみません|すいません|ごめんなさい|ごめん|失礼しました|失礼|訂正します"
        r"|訂正)(?=\s+\S)"
    ),
    "zh": re.compile(
        r"(?<=\s)(?:[哦噢喔啊呃]\s*)?(?:不对|不對|说错了|說錯了)(?=\s)"
        r"|(?<=\s)(?:[哦噢喔啊呃]\s*不是|(?:[哦噢喔啊呃]\s*)?(?:不不|错了|錯了|我的意思是|更正一下|更正"
        r"|等一下|等等))"
        r"(?=\s+\S)"
        r"|(?<=\s)(?:应该是|應該是)(?=\s+(?:FY|[\d二两〇零]))"
    ),
}
"""A self-repair said between pauses (「二〇二四年度 いや違う 二〇二三年度」)."""

_PLAIN_CUES = frozenset(["不对", "不對", "说错了", "說錯了"])


def _as_japanese_cue(said: str) -> str:
    """A Japanese self-repair between pauses as typed: 「訂正」, 「失礼」 as 「いや違う」."""
    return "いや違う" if re.sub(r"^あ\s*", "", said) in ("訂正", "訂正します", "失礼") else said


def _as_cue(said: str) -> str:
    """A self-repair said between pauses as the cue it is typed as: 不对 for one said in
    other words (「二〇二三 应该是 二〇二四财年」, 「哦不是」, 「错了」, 「等一下」); written
    after a comma, 应该是 asks what should be. A bare 不是 may rule out what follows
    (「是香港的 不是 澳门的」): it is left as said."""
    if re.sub(r"^[哦噢喔啊呃]\s*", "", said) in _PLAIN_CUES:
        return said
    return "不对"


_RESTATING_RE = re.compile(r"(?<=[\s，,])(?:[嗯呃]\s*)?就是(?=[^\s，,。？！])")
"""「…是多少 嗯 *就是*利润」: 就是 opening a piece says the words after it again."""


def _pauses_as_commas(text: str, lang: str) -> str:
    """Chinese or Japanese ``text`` with a self-repair said between pauses set off by
    commas, as it is typed, and a restating 就是 as the comma it stands for."""
    comma = "、" if lang == "ja" else "，"
    cue = _as_cue if lang == "zh" else _as_japanese_cue
    text = _SPACED_CUE_RE[lang].sub(lambda m: f"{comma}{cue(m.group())}{comma}", text)
    if lang == "zh":
        text = _RESTATING_RE.sub("，", text)
    return text


def as_punctuated(text: str, lang: str) -> str:
    """``text`` with the punctuation and layout commands dictated as words written as the
    marks they command."""
    if lang == "en":
        return _SHARE_SAID_RE.sub(_share_in_digits, _english(text))
    if lang in ("zh", "ja"):
        return _pauses_as_commas(_cjk(text), lang)
    return text
