"""A currency named as the thing a narrative question is about, not as a unit.

"How does the group hedge its *yen* exposure?", 「*日元*风险敞口怎么管理？」,
「*円安*リスクへの対応は？」, "Is the group hedging against *yen* depreciation?": the currency
word is written onto a noun of exchange (exposure, risk, depreciation, 风险敞口, 贬值, 安),
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
"""A noun of exchange written after the currency ("yen *exposure*", 「日元*风险敞口*」,
「円*安*」). An adjective before it ("a weaker yen") is left to the unit reading."""

_BARE_CURRENCY_RE = re.compile(r"(?:yen|jpy|日元|日圆|円|日本円)")
"""A currency by its bare name, no scale written onto it ("million yen" is a unit), that
names one currency: "dollar" (US, Hong Kong, Singapore) names none, and stays a unit."""


def currency_topics(norm: str, lang: str, mentions: list[Mention]) -> list[Mention]:
    """``mentions`` less a currency read as the topic's word: a bare currency name with a
    noun of exchange after it, where no metric is named."""
    if lang not in _AFTER_RE or any(m.kind == "metric" for m in mentions):
        return mentions
    return [
        m
        for m in mentions
        if not (
            m.kind == "unit"
            and _BARE_CURRENCY_RE.fullmatch(norm[m.start : m.end])
            and _AFTER_RE[lang].match(norm, m.end)
        )
    ]
