"""What someone else will do with a figure, said beside the request for it.

A request is often followed or preceded by a sentence on what others do with the figure:
"My pupils will compare it market by market.", "The class divides it by revenue.",
「学员要拿它和收入一起算利润率。」, 「他们想对照自己那年的销量。」, 「生徒がそれを売上高で割って
計算します。」. Such a sentence, opened by a third party (a pronoun of the third person or
a noun the KB lacks) and closed by a verb of working on figures (comparing, dividing,
computing), says what the figure is for, never which figure: the one figure asked is
answered, while a comparison or a change the request itself asks is still refused.

So is the asker's own aim of comparing or computing: closing the request ("…, to
benchmark against the other tenants", 「…，以便和其他租户对比」) or, in Japanese, opening it
with its reason (「授業で利益率を計算させたいので、」). What is compared names no market, year
or part of the business; a comparison the request asks itself is still refused.

A sentence naming a market or a year the request does not, a part of the business, a
figure left out ("excluding", 以外, 除く) or a question of its own is read as before.
"""

from __future__ import annotations

import re
from datetime import date

from ragspine_eval_pipeline.engine._names import Mention
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._purpose import part_word
from ragspine_eval_pipeline.kb.analysis import Word, cjk_tokens

_EN_MODALS = (
    r"(?:(?:will|would|can|could|should|must|may|might|then|also|just|usually|often|"
    r"typically|each|all|later|first)\s+"
    r"|(?:are|is)\s+(?:going|supposed|expected|meant)\s+to\s+"
    r"|(?:want|wants|need|needs|have|has|plan|plans|intend|intends|hope|hopes|like|likes)"
    r"\s+to\s+)*"
)

_EN_WORK_RE = re.compile(
    r"^(?:(?:and|so|then)\s+)?(?:(?:my|our|the|his|her|their|these|those|some|all)\s+)?"
    r"(?P<who>[a-z][a-z'’-]*(?:\s+[a-z][a-z'’-]*){0,2}?)\s+" + _EN_MODALS + r"(?P<verb>"
    r"compar(?:e|es|ing)|contrast(?:s|ing)?|benchmark(?:s|ing)?|divid(?:e|es|ing)|"
    r"multipl(?:y|ies|ying)|calculat(?:e|es|ing)|comput(?:e|es|ing)|work(?:s|ing)?\s+out|"
    r"set(?:s|ting)?\s+[a-z]+\s+against|line(?:s)?\s+[a-z]+\s+up)(?![a-z])"
)
"""An English sentence of a third party's work on figures: its subject (up to three
words after a determiner), a modal or an aim ("will", "want to") and the verb."""

_EN_PERSONS = frozenset(["they", "he", "she"])
_EN_NOT_WHO = frozenset(
    re.findall(
        r"[a-z]+", "i me my we us our you your it its this that these those what which how who"
    )
)

_ZH_WORK_RE = re.compile(
    r"^(?P<who>[\u4e00-\u9fff]{1,6}?)们?"
    r"(?:也|还|就|都|会|要|想|将|打算|准备|需要|得|可以|希望)+"
    r"(?:拿|用|把)?(?:它|它们|这个数字?|该数字|这个)?(?:来|去)?"
    r"[^,，。?？!！]{0,20}?(?P<verb>比较|比較|对比|對比|对照|對照|比一比|比一下|计算|計算|算|除以|相除|核对|核對)"
)
"""A Chinese sentence of a third party's work on figures: its subject, a modal or a wish
(要, 想, 会), what they take (拿它) and the verb."""

_ZH_PERSONS = frozenset(["他", "她", "他们", "她们", "他們", "她們", "对方", "對方", "人家"])
_ZH_NOT_WHO = frozenset(["我", "我们", "我們", "你", "你们", "你們", "您", "咱", "咱们", "咱們"])

_JA_WORK_RE = re.compile(
    r"^(?P<who>[^\s、,。のがは]{1,10}?)(?:たち|達|ら)?(?:が|は)"
    r"[^。?？]{0,30}?(?P<verb>比べ|比較|計算|割っ|割り|割る|照合|対比)"
)
"""A Japanese sentence of a third party's work on figures: its subject marked by が or
は, and a verb of comparing, computing or dividing."""

_JA_PERSONS = frozenset(["彼", "彼女", "先方", "相手"])
_JA_NOT_WHO = frozenset(["私", "わたし", "僕", "弊社", "当社", "我々", "われわれ", "うち", "自分"])

_LEFT_OUT_RE = re.compile(
    r"(?<![a-z])(?:excluding|exclusive\s+of|except|other\s+than|apart\s+from|outside|without)"
    r"(?![a-z])|以外|之外|除了|除外|不含|不包括|除く|除いた|抜き"
)
"""Words of a figure left out: a narrowing of the figure, never a third party's work."""


def others_work(text: str, lang: str, residual: tuple[Word, ...]) -> bool:
    """Whether the normalized sentence ``text`` says what a third party does with a figure
    (``_EN_WORK_RE``, ``_ZH_WORK_RE``, ``_JA_WORK_RE``): its subject a pronoun of the third
    person or words the KB lacks (``residual``, the sentence's unexplained words), and no
    word of a figure left out."""
    text = text.strip(" .。!！")
    if _LEFT_OUT_RE.search(text):
        return False
    unknown = {w.surface for w in residual}
    if lang == "en":
        match = _EN_WORK_RE.match(text)
        if match is None:
            return False
        words = match.group("who").split()
        if any(w in _EN_NOT_WHO for w in words):
            return False
        return words[-1] in _EN_PERSONS or words[-1] in unknown
    pattern, persons, not_who = (
        (_JA_WORK_RE, _JA_PERSONS, _JA_NOT_WHO)
        if lang == "ja"
        else (_ZH_WORK_RE, _ZH_PERSONS, _ZH_NOT_WHO)
    )
    match = pattern.match(text)
    if match is None:
        return False
    who = match.group("who")
    if who in not_who:
        return False
    return who in persons or who in unknown


_EN_AIM_RE = re.compile(
    r"(?:,\s*|\s+)(?:(?:so\s+as\s+|in\s+order\s+)?to\s+(?:compare|benchmark|contrast)"
    r"|for\s+(?:comparison|comparing|benchmarking))"
    r"(?:\s+(?:it|them|this|that))?\s+(?:with|against|to|alongside)\s+"
    r"(?P<what>[^,.;:?!]+?)\s*[.?!]*$"
)
"""An English aim of comparing closing a request, by a to-infinitive or "for comparison"
("…, to compare with the other tenants"): what the figure is for."""

_ZH_AIM_RE = re.compile(
    r"[,，]?\s*(?:以便|用来|用來|用于|用於|方便|好|为了|為了|拿来|拿來)+(?:和|跟|与|與|同)"
    r"(?P<what>[^,，。?？!！]{1,20}?)(?:做|作|进行|進行)?"
    r"(?:对比|對比|比较|比較|对照|對照|比一比|比一下)(?:一下)?\s*[。.?？!！]*$"
)
"""A Chinese aim of comparing closing a request, marked as a purpose (以便, 用来, 好):
「…，以便和其他租户对比」."""


_JA_AIM_RE = re.compile(
    r"^(?P<what>[^、,。?？]{1,24}?)(?:を|と)(?:計算|算出|比較|比べ|割り出)"
    r"(?:さ(?:せ)?|し|す)?(?:たい|る|ます)?(?:ので|ため(?:に)?|から)[、,]"
)
"""A Japanese aim of computing or comparing opening a request, closed by its reason
(「授業で利益率を計算させたいので、」, 「競合と比べるため、」): what the figure is for."""


def comparing_aims(
    norm: str, lang: str, mentions: list[Mention], reference_date: date
) -> list[tuple[int, int]]:
    """The span of normalized ``norm`` holding an aim of comparing the figure with
    something or computing with it: closing the request in English or Chinese
    (``_EN_AIM_RE``, ``_ZH_AIM_RE``), opening it in Japanese (``_JA_AIM_RE``). What is
    compared or computed names no market, company, unit or document, no year and no part
    of the business, and no word of a figure left out; closing the request, no metric
    either ("…, to compare with revenue" may ask the two set side by side): the asker's
    purpose, never a comparison asked. "…, to compare with FY2023" or "…, to compare with
    Singapore" asks one, and is no aim."""
    pattern = {"en": _EN_AIM_RE, "zh": _ZH_AIM_RE, "ja": _JA_AIM_RE}[lang]
    match = pattern.search(norm)
    if match is None:
        return []
    what = match.group("what")
    if _LEFT_OUT_RE.search(what) or find_periods(what, lang, reference_date):
        return []
    if any(part_word(w, lang) for w in _words(what, lang)):
        return []  # "for comparison with online": a part of the business compared
    start, end = match.start("what"), match.end("what")
    named = [m for m in mentions if m.start < end and start < m.end]
    if any(m.kind != "metric" or lang != "ja" for m in named):
        return []
    return [match.span()]


def _words(text: str, lang: str) -> list[Word]:
    """The words of ``text``: English ones as written, Chinese and Japanese ones as
    tokenized."""
    if lang == "en":
        return [Word(w, w, True) for w in re.findall(r"[a-z][a-z-]*", text)]
    return [t.word for t in cjk_tokens(text, japanese=lang == "ja")]
