"""Buying, selling or holding the shares, asked in shorthand: advice, which is declined.

"ACME shares → buy? y/n", 「ACME株 → 今 買い？売り？」, 「ACME股票 → 买/卖？」 and "ACME
stock: hold or sell?" ask what the asker should do with the shares, as "Should I buy ACME
shares?" does, with no verb of opinion. Read where the question names the shares (a
word for them: shares, stock, equity; 股票, 股份, 股价; 株, 株式, 株価) and a verb of
trading them stands alone as the thing asked: set off before it by the start, a mark, an
arrow, a slash, a word for now or "or" (还是, か), and closed after it by the end, a mark,
a slash, "or" or a question particle. The verbs are a closed class (``_VERBS``); one
written into a sentence with its subject or object ("How many shares did the founder
sell to the fund?", "the share buyback", 「股票回购」, 「自社株買い」, 「売り上げ」) is none.
"""

from __future__ import annotations

import re

__all__ = ["asks_a_trade"]

_SHARES = re.compile(
    r"(?<![a-z])(?:shares?|stocks?|equity|equities)(?![a-z])"
    r"|股票|股份|股价|股價|(?<!股东)(?<!股東)股(?![东東权權息利])"
    r"|株(?!主|式会社)"
)
"""A word for the company's shares; a shareholder (股东, 株主) and a company's legal name
(株式会社) are none."""

_VERBS = {
    "en": r"buy|sell|hold|short|dump|accumulate",
    "zh": r"买入|买进|買入|買進|卖出|賣出|卖掉|賣掉|抛售|拋售|持有|加仓|加倉|减仓|減倉|清仓|清倉"
    r"|买|買|卖|賣|抛|拋",
    "ja": r"買い増し|買い|売り|買う|売る|ホールド|保有|売却|損切り",
}
"""The verbs of trading shares, by script: a closed class."""

_NOW = r"(?:now|today|今|いま|現在|現時点|现在|目前|今天|今日)"

_TRADE = re.compile(
    r"(?:(?:^|[→⇒➡>:：/|,，、?？!！\-–—(（]|\bor\b|还是|還是|或者|或|か)\s*"
    r"|" + _NOW + r"\s*(?:は|、|,)?\s*)"
    r"(?:(?<![a-z])(?P<en>" + _VERBS["en"] + r")(?![a-z])"
    r"|(?P<cjk>" + _VERBS["zh"] + "|" + _VERBS["ja"] + r"))"
    r"(?=\s*(?:$|[?？!！/|,，、.。・]|\bor\b|\bnow\b|还是|還是|或|吗|嗎|呢|不|么|麼|か|です|でしょう))"
)
"""A verb of trading standing alone between marks, arrows, "or", a word for now or a
particle."""


def asks_a_trade(folded: str) -> bool:
    """Whether casefolded ``folded`` names the shares and asks whether to buy, sell or
    hold them in shorthand ("ACME shares → buy?", 「ACME股票 → 买/卖？」)."""
    return _SHARES.search(folded) is not None and _TRADE.search(folded) is not None
