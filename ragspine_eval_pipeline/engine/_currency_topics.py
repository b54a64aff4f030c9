"""A currency named as the thing a narrative question is about, not as a unit.

"How does the group hedge its *yen* exposure?", 「*日元*风险敞口怎么管理？」,
「*円安*リスクへの対応は？」, "What does *dollar* strength do to margins?": the currency
word is written onto a noun of exchange (exposure, risk, strength, 风险敞口, 贬值, 安, 高),
and no figure is asked. There the word is part of the topic, which the KB's documents
name, not a wish for the unit a figure is given in. With a metric asked ("Japan revenue
FY2024 in yen") the currency stays a unit wish.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine._names import Mention

_AFTER_RE = {
    "en": re.compile(
        r"\s*(?:-\s*)?(?:exposures?|risks?|strength|weakness|weakening|strengthening|"
        r"depreciation|appreciation|volatility|moves?|movements?|swings?|fluctuations?|"
        r"hedg(?:e|es|ing)|cash\s+flows?|translation|exchange\s+rates?)\b"
    ),
    "zh": re.compile(r"(?:的)?(?:风险敞口|敞口|风险|汇率|贬值|升值|走弱|走强|波动|对冲|疲软|强势)"),
    "ja": re.compile(r"(?:安|高|の?(?:為替)?(?:リスク|変動|相場|ヘッジ|エクスポージャー))"),
}
_BEFORE_RE = {
    "en": re.compile(r"\b(?:weak|weaker|strong|stronger|cheap|cheaper|falling|rising)\s+$"),
    "zh": re.compile(r"(?!)"),
    "ja": re.compile(r"(?!)"),
}
"""A noun of exchange written after the currency, or an adjective of its value before
it ("weak yen")."""

_BARE_CURRENCY_RE = re.compile(
    r"(?:yen|dollars?|jpy|usd|hkd|日元|日圆|美元|港元|港币|円|日本円|ドル)"
)
"""A currency by its bare name, no scale written onto it ("million yen" is a unit)."""


def currency_topics(norm: str, lang: str, mentions: list[Mention]) -> list[Mention]:
    """``mentions`` less a currency read as the topic's word: a bare currency name with a
    noun of exchange after it or an adjective of value before it, where no metric is
    named."""
    if lang not in _AFTER_RE or any(m.kind == "metric" for m in mentions):
        return mentions
    return [
        m
        for m in mentions
        if not (
            m.kind == "unit"
            and _BARE_CURRENCY_RE.fullmatch(norm[m.start : m.end])
            and (_AFTER_RE[lang].match(norm, m.end) or _BEFORE_RE[lang].search(norm, 0, m.start))
        )
    ]
