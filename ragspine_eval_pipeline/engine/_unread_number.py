"""A number left standing in a figure request naming no period: maybe a year unread.

Last in line: every reader has taken out what it accounts for (amounts, codes, reference
numbers, dates of writing, counts, the years read). A figure request that still names no
period but holds a number standing alone ("Japan net profit in 23?", 「日本纯利润 二三 ?」,
「日本 純利 第23期」) may name its year in a form no reader knows, so the latest closed
year is never assumed: the engine asks which year, as it does for a period field naming
none. A number standing alone has nothing written onto it that says what it counts or
measures (a unit, a counter, a percent sign, a currency, a decimal point, a date or time
separator, a letter of a code) and is no item's number opening a line ("1.", "(2)") nor
labelled by a noun of a place in a text (``_LABELS``: a closed class). Chinese numerals
count only digit by digit and set apart by spaces or marks (「二三」, never 「三五成群」).
"""

from __future__ import annotations

import re
from datetime import date

from ragspine_eval_pipeline.engine._periods import find_periods

__all__ = ["unread_number"]

_NUMBER = re.compile(
    r"(?<![0-9A-Za-z_.,#$€£¥₩%+/:@&=~^*※＊-])['’]?(?P<n>\d{2,})(?:\s*(?:期|期目)末?)?"
    r"(?=\s*(?:$|[?？!！。，、;；：)）\]】→⇒➡>|\"”」』]|[.,:/-](?!\d))|[的の呢吗嗎吧はを]"
    r"|\s+(?:please|pls|plz|thanks|thx|asap|多少|是多少|几何|幾何|いくら|いくつ|って|は)"
    r"(?![a-z]))"
    r"|(?<![\u4e00-\u9fff])(?P<cjk>[〇零一二三四五六七八九]{2})(?![\u4e00-\u9fff])"
)
"""A number standing alone: two digits or more (no year is written with one; a digit
alone is an item's or a step's number, 「1」 split from 「1. …」), perhaps with a century's
apostrophe or the fiscal period 期 written onto it, closed by the end, a mark, an arrow
or a particle; or two Chinese digits between non-Han characters. A space after it closes
it only before a word of courtesy or of asking ("23 please", 「24 多少」, 「23 いくら」),
which no number counts: Chinese and Japanese writers set half-width digits apart from the
counter they carry (「3 行で」); a note's mark before it (「※1」) makes it the note's."""

_LABELS = re.compile(
    r"(?<![a-z])(?:no|nr|num|number|item|items|page|pages|p|pp|slide|slides|row|rows|line"
    r"|lines|table|tab|sheet|step|steps|option|options|question|questions|q|part|section|sec"
    r"|chapter|ch|para|paragraph|note|notes|appendix|exhibit|figure|fig|point|points|top"
    r"|bottom|level|tier|version|ver|v|round|phase|wave|batch|ticket|case|issue|pr|id|ref"
    r"|rank|ranked|grade|class|room|floor|unit|store|shop|branch|day|week|hour|minute"
    r"|times|x)\.?\s*$"
    r"|(?:编号|編號|编码|項|项|页|頁|号|號|条|條|番号|ページ|項目|問|问题|問題|案|例|図|图|表"
    r"|注|資料|资料|別紙|别纸|添付|附件|附表|附录|附錄|その|ステップ|パート|ケース|パターン"
    r"|スライド|シート|タブ|フェーズ|步骤|步驟|选项|選項)\s*$"
)
"""Nouns that label a number with a place in a text or a list ("page 3", "question 2",
"top 10", 「问题2」, 「番号 12」, 「ステップ1」, 「資料2」): the number is the place's, never
a year. An ordinal's
第 is none: 「第23期」 is the company's 23rd term, a year unread."""

_ITEM = re.compile(r"(?:^|\n)\s*[(（]?\s*$")
"""A number opening a line, perhaps in brackets ("1. …", "(2) …"): an item's number."""


def unread_number(text: str, lang: str, reference_date: date) -> str | None:
    """The first number standing alone in ``text`` that no period phrase reads, or None."""
    folded = text.casefold()
    spans = [(s.start, s.end) for s in find_periods(folded, lang, reference_date)]
    for match in _NUMBER.finditer(folded):
        start, end = match.span()
        if any(s <= start < e or s < end <= e for s, e in spans):
            continue
        before = folded[:start]
        if _LABELS.search(before):
            continue
        if match.group("n") and _ITEM.search(before) and folded[end : end + 1] in (".", ")", "）"):
            continue
        return match.group().strip()
    return None
