"""Whether a passage states the pay a question asks of someone.

A question of someone's pay ("What is the CEO's *salary*?", "How much is the CEO *paid*?",
「店长的*工资*是多少」, 「社長の*報酬*はいくら」) asks an amount of money. Weighed word by
word, it is half held by a paragraph sharing its other word or by one whose keywords
name pay ("salary" of a passage on payroll processing, "wage" of wage inflation) and was
answered with it. The pay word closing one of its phrases (the head, ``pay_asked``) is
read as that amount: a passage answers only where one sentence of its own text (or the
translation it was found by; keywords say what readers call a point, not what it states)
writes that word and an amount of money (「这两个市场」 counts markets). A phrase in which
pay only describes another noun ("the gender *pay* gap", 「薪酬委员会」, 「男女間賃金格差」)
asks about that noun, weighed as before.

So does an amount of money asked of a thing, by a noun closing a phrase ("the rent of
the Marina Bay flagship", 「东莞配送中心的投资额」, 「配送センターの投資額」): a passage
answers only where a sentence of its writes an amount of money (``money_asked``,
``writes_money``), never the paragraph that only opened the flagship.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ragspine_eval_pipeline.kb.analysis import LATIN_WORD_RE, Word, stem

__all__ = ["money_asked", "pay_asked", "writes_money", "writes_pay"]

_PAY_RE = re.compile(
    r"salary|salaries|pay|paid|wage|wages|compensation|remuneration|bonus|bonuses|paycheck"
    r"|paychecks|stipend|stipends"
    r"|薪酬|薪資|薪资|薪水|工资|工資|年薪|月薪|底薪|奖金|獎金|花红|花紅|报酬|報酬|酬金"
    r"|給与|給料|年収|賞与|ボーナス|月給|年俸|時給|賃金"
)
"""Nouns of what a person is paid, and the English participle asked of it ("paid")."""


def pay_asked(phrases: Sequence[tuple[Word, ...]]) -> list[Word]:
    """The pay words closing a phrase of the question ("CEO *salary*", 「店长」「*工资*」):
    the amount asked of someone."""
    return [p[-1] for p in phrases if p and _PAY_RE.fullmatch(p[-1].surface)]


_MONEY_NOUN_RE = re.compile(
    r"rent|rents|rental|cost|costs|price|prices|fee|fees|capex|investment"
    r"|租金|房租|价格|價格|造价|造價|费用|費用|投资额|投資額"
    r"|家賃|賃料|価格|投資額|費用|建設費|コスト"
)
"""Nouns of an amount of money a thing has (its rent, cost, price, the investment in it)."""


_CHANGED_RE = re.compile(
    r"(?<![a-z])(?:cut|cuts|reduc\w*|lower\w*|rais\w*|renegotiat\w*|fell|fall\w*|rose|ris\w*"
    r"|increas\w*|decreas\w*|adjust\w*|affect\w*|impact\w*)(?![a-z])"
    r"|下调|上调|降|涨|升|跌|减|增|多多少|少多少|调整|影响|处理|应对"
    r"|引き下げ|引下げ|引き上げ|下げ|上げ|下が|上が|増え|減っ|削減|影響|対処|対応"
)
"""Words of what was done to an amount or how it fared (cut, 下调, 引き下げ, 影響): a change
or an effect asked, which a paragraph states without the amount."""


def money_asked(phrases: Sequence[tuple[Word, ...]], text: str, number_cue: bool) -> list[Word]:
    """The money nouns closing a phrase of normalized clause ``text`` ("the flagship's
    *rent*", 「配送中心的*投资额*」, 「配送センターの*投資額*」) where the clause asks an
    amount (a number cue, or a noun of an amount, 額), not a change or an effect of it
    (「賃料をどの程度*引き下げ*」, 「仕入れコストに*影響*」)."""
    if _CHANGED_RE.search(text):
        return []
    return [
        p[-1]
        for p in phrases
        if p
        and _MONEY_NOUN_RE.fullmatch(p[-1].surface)
        and (number_cue or p[-1].surface.endswith(("额", "額")))
    ]


def writes_money(texts: Sequence[str]) -> bool:
    """Whether one sentence of normalized ``texts`` writes an amount of money."""
    return any(_MONEY_RE.search(s) for text in texts for s in _SENTENCE_RE.split(text))


_SENTENCE_RE = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])")

_MONEY_RE = re.compile(
    r"(?:us\$|hk\$|s\$|\$|¥|￥|(?<![a-z])(?:usd|hkd|jpy|sgd|mop))\s*\d"
    r"|\d[\d,.]*\s*(?:k|m|bn|million|billion|thousand)?\s*(?:us\s+|hong\s+kong\s+|singapore\s+)?"
    r"(?:dollars?|yen|usd|hkd|jpy|sgd|mop)(?![a-z])"
    r"|\d[\d,.]*\s*(?:万|萬|千|百万|百萬|亿|億)?\s*(?:美元|港元|港币|港幣|日元|新元|澳门元|元|円|ドル)"
)
"""An amount of money: a number with a currency's sign, code or name."""


def writes_pay(words: Sequence[Word], texts: Sequence[str]) -> bool:
    """Whether one sentence of normalized ``texts`` writes a word of ``words`` (by stem
    in Latin script, as written in CJK) and an amount of money (``_MONEY_RE``)."""
    stems = {stem(w.surface) for w in words if w.latin}
    spelled = [w.surface for w in words if not w.latin]
    for text in texts:
        for sentence in _SENTENCE_RE.split(text):
            said = {stem(t) for t in LATIN_WORD_RE.findall(sentence)}
            if (stems & said or any(s in sentence for s in spelled)) and _MONEY_RE.search(sentence):
                return True
    return False
