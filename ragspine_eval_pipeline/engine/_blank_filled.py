"""A draft with a blank where the figure goes: "Our Singapore team grew to ___ people in
2024!", 「集团2025年员工人数突破___人！」, 「シンガポールチームは2024年度に___人になりました！」.

The blank is the figure asked, so it is read as the question word of the language (多少,
何 before a counter) and the draft as the request it is. A verb of change leading to the
blank ("grew to ___", 「突破___」, 「___人に増えました」) says the figure reached, which is the
level asked, not a change: it is taken out. A change asked without a blank ("how much
did revenue grow") is read as before, and refused.

Around a blank, the words asking to fill it ("please fill in the blank", "What should
replace the blank?", 「请把空格填上」, 「空欄を2つ埋めてください」) and the place in the
asker's form the draft is quoted from ("Form field 'Japan headcount: [ ] persons'",
"Template line reads '…'") say only that the blank is asked: they are taken out, each
only when it stands as a piece of its own, so a word narrowing the figure beside them
("fill it in for the online stores") keeps the piece and is read as before.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine import _grammar as gr

_LETTER_BLANK = r"(?<![A-Za-z])(?:X{2,4}|X{1,3}(?:[,.]X{1,3})+)(?![A-Za-z])"
"""A blank written in capital letters where the digits go: XX, XXX, X,XXX, X.X (a single
X is a name as often as a blank: "Company X")."""

_NUMBER_PLACE_RE = re.compile(
    r"(?:[:：=＝]|\$|(?<![A-Za-z])[A-Z]{3})\s*"
    + _LETTER_BLANK
    + "|"
    + _LETTER_BLANK
    + r"\s*(?:[%％百千万萬亿億兆人名家店件个個円元]|ドル"
    r"|(?i:million|billion|thousand|bn|mn|m|k|percent|persons|people|employees|staff|stores"
    r"|hours)(?![a-z])|[A-Z]{3}(?![A-Za-z]))"
    r"|(?:(?<![A-Za-z])(?:was|were|is)\s+|[为為は])" + _LETTER_BLANK + r"(?=\s*(?:[.。;；,，]|$))"
)
"""Capital letters standing where a number stands: after a colon, an equals sign or a
currency ("Singapore sales: XX", "HKD XX"), before a scale, a unit or a counter ("XX HKD
million", 「XX百万美元」, 「XX人」), or closing a sentence after a verb of being ("revenue
was XX.", 「收入为XX。」). Elsewhere they are a name left unsaid ("Company XX's revenue",
「XX公司」), which is no figure's blank."""

_EMPTY_BRACKETS = r"[(（\[［【][ \u3000]+[)）\]］】]|（）|【】|［］"
"""Brackets left empty for a number: ( ), [    ], （　）, 【】."""

_MARKS_BLANK = r"_{2,}|＿{2,}|[□☐]+|[〇○×]{2,}|\?{3,}|？{3,}"
"""A blank written as a line or as marks: ___, ＿＿, □, ○○, ××, ???."""

_PLACEHOLDER = r"[\[［{]\s*(?:[A-Z]|TBD|TK|\?+)\s*[\]］}]"
"""A placeholder in square or curly brackets where the number goes: [X], [N], {X},
[TBD], [?]."""

BLANK = r"(?:" + _MARKS_BLANK + "|" + _EMPTY_BRACKETS + "|" + _PLACEHOLDER + ")"
"""A blank left in a draft for a number: ___, ＿＿, □, ○○, ××, ???, （　） (and XX where a
number stands, written as one first: ``_NUMBER_PLACE_RE``)."""

_COUNTER = r"(?:人|名|店舗|店|社|件|か所|ヶ所|カ所)"

_EN_CHANGE_TO_BLANK_RE = re.compile(
    r"(?<![a-z])(?:grew|grown|rose|risen|increased|climbed|jumped|expanded|went\s+up"
    r"|reached|hit|topped|crossed)(?:\s+to)?\s*(?=(?:US)?\$?\s*" + BLANK + ")",
    re.IGNORECASE,
)
_ZH_CHANGE_TO_BLANK_RE = re.compile(
    r"(?:突破|增长到|增长至|增長到|增長至|增加到|增加至|增至|升至|上升到|上升至|达到|達到)(?=\s*"
    + BLANK
    + ")"
)
_JA_CHANGE_AFTER_BLANK_RE = re.compile(
    "(" + BLANK + r"\s*" + _COUNTER + r"?)\s*(?:に増え|まで増え|に拡大し|を突破し|に達し|まで伸び)"
    r"(?:まし)?た"
)
_BLANK_RE = re.compile(BLANK)
_PLACEHOLDER_RE = re.compile(_PLACEHOLDER)
_LETTER_BLANK_RE = re.compile(_LETTER_BLANK)
_ONTO_WORD_RE = re.compile(r"(?P<before>[A-Za-z0-9]?)(?P<blank>" + BLANK + r")(?P<after>[A-Za-z]?)")
"""A blank written onto a word ("EBITDA＿＿"), set apart: no letter of the word."""
_JA_BLANK_COUNTED_RE = re.compile(BLANK + r"\s*(?=" + _COUNTER + ")")
_JA_BLANK_MEASURED_RE = re.compile(
    r"(?:" + _MARKS_BLANK + r")\s*(?=[%％]|百万|千万|億|兆|万|千|円|ドル|米ドル|香港ドル|時間|倍)"
)
"""A Japanese blank of marks before a unit or a scale (「＿＿百万米ドル」, 「前年比＿＿％
増」): a number asked, read as 何 apart from the word before it (「粗利益率 何％」), so that
a piece holding one asks, never states. Empty brackets are left as they are: a form's
brackets hold a word as often as a number (「（　）に入る語句」)."""


_BLANK_NOUN_EN = (
    r"(?:blanks?|gaps?|box(?:es)?|fields?|cells?|spaces?|slots?|(?:the\s+)?missing\s+"
    r"(?:numbers?|figures?|values?)|(?:the\s+)?(?:number|figure|value|amount)|it|that|this|them|"
    + BLANK
    + ")"
)
_FILL_EN = (
    r"(?:(?:please|pls|kindly)\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?"
    r"(?:fill(?:\s+(?:in|out))?|complete|finish)\s+"
    r"(?:(?:the|this|that|these|those|both|all|each|my|our)\s+)?"
    r"(?:(?:two|three|four|[2-9]|empty)\s+)?" + _BLANK_NOUN_EN + r"(?:\s+(?:in|out))?"
    r"(?:\s+for\s+(?:me|us))?(?:\s+(?:please|pls))?"
    r"|(?:what|which)\s+(?:(?:number|figure|value|amount)\s+)?"
    r"(?:(?:should|would|does|do|will|can|must)\s+)?(?:replaces?|fills?|goes?\s+in(?:to)?)\s+"
    r"(?:(?:the|this|that|each)\s+)?"
    + _BLANK_NOUN_EN
    + r"|(?:what|which)\s+(?:number|figure|value|amount)\s+(?:(?:should|would|will|does)\s+)?"
    r"goe?s?\s+(?:there|here|in)"
)
"""The English request to fill a blank: "please fill in the blank", "can you fill that
in", "complete the two gaps", "What should replace the blank?", "What number replaces
___?"."""

_FILL_ZH = (
    r"(?:请|請|麻烦|麻煩|帮我|幫我|帮忙|幫忙)*(?:把|将|將)?(?:以下|下面|下列)?(?:的)?"
    r"(?:(?:空格|空白处|空白處|空白|横线处|橫線處|横线|橫線|括号|括號)(?:里|裡|内|內|中)?(?:的)?)?"
    r"(?:[两兩二三四五2-5]个?空)?"
    r"(?:填写|填寫|填空|填上|填好|填一下|补全|補全|补上|補上|填)(?:一下)?(?:吧|哦)?"
    r"|" + BLANK + r"\s*(?:处|處|这里|這裡|的位置)?(?:应该|應該|应|應)?"
    r"(?:填写|填寫|填|是|为|為|等于|等於)(?:多少|什么|什麼|几|幾)(?:呢)?"
)
"""The Chinese request to fill a blank: 「请填空」, 「请把空格填上」, 「请填两个空」,
「麻烦填一下」, 「请补全」, 「＿＿应该是多少」 (the blank pointed at: what the draft
should say, no opinion asked)."""

_FILL_JA = (
    r"(?:(?:以下|次)の)?(?:空欄|空白|空所|下線部|括弧|かっこ|カッコ)(?:を|に)?"
    r"(?:[0-9一二三四五]+(?:つ|個|か所|箇所|ヶ所|カ所))?(?:とも|すべて|全て|全部)?(?:を)?"
    r"(?:(?:数字|数値)を)?(?:埋め|うめ|補充し|記入し|入れ|補っ)て?"
    r"(?:ください|下さい|くださいませ|もらえますか|もらえませんか|いただけますか"
    r"|いただけませんか|くれますか|くれませんか|ほしいです|ほしい)?"
    r"|空欄補充|穴埋め"
)
"""The Japanese request to fill a blank: 「空欄を埋めてください」, 「空欄を2つ埋めて
ください」, 「空欄に数字を入れてください」, 「空欄補充」."""

_PIECE_START = r"(?:^|(?<=[.!?。！？:：;；,，、—–])|(?<=[.!?。！？][\'\"’”」』]))\s*"
_PIECE_END = r"\s*(?:[.!?。！？]+|[:：]|(?=[;；,，、—–]|$))"
"""A request to fill stands as a sentence (after a quoted draft's closing mark too), a
lead-in before a colon or a piece between commas or dashes: it goes with its closing mark
or colon."""
_FILL_RE = {
    lang: re.compile(
        r"[(（]\s*(?:"
        + fill
        + r")\s*[.!?。！？]*\s*[)）]"
        + "|"
        + _PIECE_START
        + "(?:"
        + fill
        + ")"
        + _PIECE_END,
        re.IGNORECASE,
    )
    for lang, fill in (("en", _FILL_EN), ("zh", _FILL_ZH), ("ja", _FILL_JA))
}


def _without_filling(question: str, lang: str) -> str:
    """``question`` less the pieces asking to fill its blank (``_FILL_EN``, ``_FILL_ZH``,
    ``_FILL_JA``); ``question`` itself when nothing else is left."""
    rest = _FILL_RE[lang].sub("", question).strip()
    if rest == question.strip():
        return question
    rest = re.sub(r"^[\s:：;；,，、—–-]+|[\s:：;；,，、—–-]+$", "", rest)
    return rest if re.search(r"\w", _BLANK_RE.sub("", rest)) else question


_QUOTED_DRAFT_RE = re.compile(
    r"(?:^|(?<=[.!?]\s))(?P<frame>[A-Za-z][\w\s'’]{0,60}?)\s*[:：]?\s*"
    r"(?=['\"‘“][^'\"’”]*" + BLANK + r"[^'\"’”]*['\"’”])"
)
_FRAME_WORDS = frozenset(
    (
        *("the", "a", "an", "my", "our", "your", "its", "this", "that", "one", "with", "just"),
        *("has", "have", "holds", "contains", "is", "reads", "says", "shows"),
        *("labelled", "labeled", "called", "marked"),
    )
)
"""The grammar of a frame around a draft: articles, possessives, verbs of holding and
labelling."""
_FORM_NOUNS = frozenset(("report", "survey", "questionnaire", "return", "filing"))
"""Forms a draft's line may stand in ("Report form field '…'")."""
_CELL_LABEL_RE = re.compile(r"[A-Z]{1,2}\d{1,4}|\d{1,4}")


def _frame_word(word: str) -> bool:
    """A word of a frame naming where in the asker's form a draft stands: a thing of the
    asker's world ("form", "template"), a line or a cell of it, its label ("B4"), or the
    grammar of holding and labelling."""
    folded = word.lower().strip("'’")
    return (
        folded in _FRAME_WORDS
        or folded in _FORM_NOUNS
        or folded in gr.ASKERS_WORLD_NOUNS
        or folded in gr.TABLE_LINES
        or folded in gr.FIGURE_CELLS
        or _CELL_LABEL_RE.fullmatch(word) is not None
    )


def _without_draft_frame(question: str) -> str:
    """``question`` less the words before a quoted draft holding a blank that name only
    where in the asker's form it stands ("Form field 'Japan headcount: [ ] persons'",
    "Template line reads '…'", "Cell B4 says '…'"). A frame holding any other word ("my
    *investment* memo has a line '…'", "the *online* row reads '…'") stays."""
    match = _QUOTED_DRAFT_RE.search(question)
    if match is None:
        return question
    words = match.group("frame").split()
    if not words or not all(_frame_word(w) for w in words):
        return question
    if not any(w.lower() in gr.ASKERS_WORLD_NOUNS for w in words):
        return question
    return question[: match.start()] + question[match.end() :]


def _set_apart(match: re.Match[str]) -> str:
    """The blank of ``match`` with a space between it and a word it is written onto."""
    before = match["before"] + " " if match["before"] else ""
    after = " " + match["after"] if match["after"] else ""
    return before + match["blank"] + after


def with_blank_as_asked(question: str, lang: str) -> str:
    """``question`` with a draft's blank read as the figure it asks."""
    if _NUMBER_PLACE_RE.search(question) is not None:
        # Letters standing for the digits are written as the blank they are, and so is
        # each time they are named again ("What number replaces XX?"), so that no rule
        # reads them as a word: "XX HKD million" is "___ HKD million".
        question = _LETTER_BLANK_RE.sub("___" if lang == "en" else "＿＿", question)
    if _BLANK_RE.search(question) is None:
        return question
    # A placeholder in brackets is written as the blank it is ("US$[X] million").
    question = _PLACEHOLDER_RE.sub("___" if lang == "en" else "＿＿", question)
    question = _ONTO_WORD_RE.sub(_set_apart, question)
    question = _without_filling(question, lang)
    if lang == "en":
        question = _without_draft_frame(question)
    question = _EN_CHANGE_TO_BLANK_RE.sub("", question)
    if lang == "zh":
        return _BLANK_RE.sub("多少", _ZH_CHANGE_TO_BLANK_RE.sub("", question))
    if lang == "ja":
        question = _JA_CHANGE_AFTER_BLANK_RE.sub(r"\1", question)
        question = _JA_BLANK_MEASURED_RE.sub(" 何", question)
        return _JA_BLANK_COUNTED_RE.sub("何", question)
    return question
