"""A grammar of fiscal-year phrases, absolute and relative, in three languages.

Fiscal year = calendar year. A phrase is a year written out (``FY2025``, ``FY25``,
``FY'24``, ``fiscal 2024``, ``2024财年``, ``24年度``, ``in 2023``) or a relative one
built from a direction and a unit (``last`` + ``fiscal year``, ``上`` + ``财年``,
``前々`` + ``期``), read against the reference date. A phrase naming a part of a year
(a quarter, a half, a month) is recognised as a period the KB does not hold, so it can
never fall back to a default year.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from datetime import date
from functools import lru_cache

from ragspine_eval_pipeline.engine._described_year import described_years


@dataclass(frozen=True)
class PeriodRef:
    """A fiscal year the question names, explicitly or relative to the reference date."""

    year: int
    relative: bool

    @property
    def code(self) -> str:
        """Period code as the KB spells it."""
        return f"FY{self.year}"


@dataclass(frozen=True)
class PeriodSpan:
    """One period phrase found in a text."""

    start: int
    end: int
    period: PeriodRef | None
    """The fiscal year it names; None for a part of a year or for every year."""
    every: bool = False
    """Names every fiscal year ("each year", 「历年」, 「年度別」), not one."""


def _year(digits: str) -> int:
    year = int(digits)
    return year + 2000 if year < 100 else year


_EXPLICIT = (
    re.compile(r"(?<![a-z0-9])(?:fy|cy)\s*[-‐–]?\s*['’]?\s*(\d{4}|\d{2})(?!\d)"),
    re.compile(
        r"(?<![a-z])(?:fiscal|financial|calendar)(?:\s+(?:year|yr))?\s+['’]?(\d{4}|\d{2})(?!\d)"
    ),
    re.compile(
        r"(?<!\d)(\d{4}|\d{2})\s*(?:财政年度|財政年度|财年|財年|会计年度|會計年度|会計年度|年度)"
    ),
    re.compile(r"(?<!\d)((?:19|20)\d{2})\s*年(?!度)"),
    re.compile(r"(?<![\d.])(?<!\d,)((?:19|20)\d{2})(?![\d%]|[.,]\d)"),
    re.compile(r"(?<![\d.去近后後前这這每第])(?<!\d,)([12]\d)\s*年(?=的|の|[，,、。?？]|$)"),
    re.compile(r"(?<![0-9a-z'’])['’](\d{2})(?![\w'’%]|[.,]\d)"),
)
"""A year written out, most specific form first. A comma before it is punctuation unless
a digit precedes it (「员工人数，2023和2024财年」 names two years; "1,2024" none). Speech
shortens a year to its last two digits (「23年的」, 「24年の」): read so only where the year
closes its phrase, never in a span of years (「过去10年」, 「近20年来」). A fiscal-year word
may take a hyphen ("FY-23"), and an apostrophe standing for the century is a year in
every language ("'23", 「純利 '24」), unless written onto a word ("rock'n'roll") or a
percentage."""

_YEAR_END = re.compile(
    r"(?<![a-z])(?:the\s+)?(?:(?:fiscal\s+|financial\s+)?years?|(?:twelve|12)\s+months)"
    r"\s+(?:end(?:ed|ing)?|to)\s+"
    r"(?:(?:on\s+)?(?:31(?:st)?\s+dec(?:ember)?|dec(?:ember)?\s+31(?:st)?)|dec(?:ember)?)"
    r",?\s+((?:19|20)\d{2})(?!\d)"
    r"|(?:截至|截止)?((?:19|20)\d{2})\s*年\s*12\s*月(?:\s*31\s*日)?(?:止|终了|終了)?的?"
    r"(?:财政年度|財政年度|财年|財年|会计年度|會計年度|年度)"
    r"|((?:19|20)\d{2})\s*年\s*12\s*月期"
    r"|((?:19|20)\d{2})\s*年\s*12\s*月\s*31\s*日(?:に|で)?(?:終了した|終わる|終了する|終了の)"
    r"(?:会計年度|事業年度|年度|期)"
    r"|(?<![a-z])(?:as\s+(?:at|of)|at|on)\s+(?:31(?:st)?\s+dec(?:ember)?\.?|dec(?:ember)?\.?\s+31(?:st)?)"
    r",?\s+((?:19|20)\d{2})(?!\d)"
    r"|(?:截至|截止|于|於)?((?:19|20)\d{2})\s*年\s*12\s*月\s*31\s*日"
    r"(?:现在|現在|时点|時点|時点で|末|止|の時点|における)(?:における|で|の)?"
    r"|(?:截至|截止|于|於)((?:19|20)\d{2})\s*年\s*12\s*月\s*31\s*日(?=的|之)"
    r"|((?:19|20)\d{2})\s*年\s*12\s*月\s*末(?:日)?(?:時点|現在)?(?:で|の|における)?"
    r"|(?:截至|截止)\s*((?:19|20)\d{2})\s*(?:财政年度|財政年度|财年|財年|会计年度|會計年度|年度)"
    r"(?:末|底|结束时|結束時|终了时|終了時)?"
)
"""A fiscal year named by its end, 31 December (fiscal years are calendar years):
"the year ended 31 December 2024", 「截至2024年12月31日止年度」, 「2023年12月期」 (the
Japanese way of naming the year that ends in December 2023); a stock "as at 31 December
2024", 「2023年12月31日現在」, 「截至2025年12月31日的员工人数」, 「2025年12月末時点」,
「截至2025财年末」 is read at that fiscal year's end, its figure. A year said to end in
another month is not a fiscal year the KB holds, and stays a part of a year."""

_EN_BACK = re.compile(
    r"(?<![a-z])(?:way\s+)?back\s+in\s+(?:(?:fy|(?:fiscal|financial)(?:\s+year)?)\s*['’]?\s*"
    r"(\d{4}|\d{2})|((?:19|20)\d{2}))(?!\d)"
)
""""back in 2023", "way back in FY23": the adverb leads the year and names nothing of
its own; a year of two digits needs its fiscal-year word, as it does without "back"."""

_ZH_BACK = re.compile(
    r"(?:早在|远在|遠在)\s*((?:19|20)\d{2}|\d{2})\s*"
    r"(?:财政年度|財政年度|财年|財年|会计年度|會計年度|年度|年(?!度))"
)
"""「早在2023财年」 ("back in FY2023"): the adverb leads the year, as "back in" does."""

_EN_STEP = {"last": -1, "previous": -1, "prev": -1, "prior": -1, "past": -1, "latest": -1}
_EN_STEP |= {"most recent": -1, "latest closed": -1, "this": 0, "current": 0}
_EN_STEP |= {"next": 1, "coming": 1, "following": 1}
_EN_RELATIVE = re.compile(
    r"(?<![a-z])(?:the\s+)?(?P<step>" + "|".join(sorted(_EN_STEP, key=len, reverse=True)) + r")"
    r"\s+(?:closed\s+)?(?:(?:fiscal\s+|financial\s+)?(?:year|yr)|fy)(?![a-z0-9])"
)
_EN_AGO = re.compile(
    r"(?<![a-z])(?P<n>a|one|two|three|\d)\s+(?:years?|yrs?)\s+ago(?![a-z])"
    r"|(?P<bl>(?:year|yr)\s+before\s+last)"
)
_EN_NUMBERS = {"a": 1, "one": 1, "two": 2, "three": 3}

# Chinese: direction + optional measure word + year unit.
_ZH_STEP = {"上上": -2, "大前": -3, "上一": -1, "上": -1, "去": -1, "前": -2, "今": 0}
_ZH_STEP |= {"本": 0, "当前": 0, "明": 1, "下一": 1, "下": 1, "最近一": -1}
_ZH_STEP |= {"这个": 0, "这一": 0, "這個": 0, "這一": 0}
_ZH_THIS = ("这个", "这一", "這個", "這一")
"""This fiscal year (这个财年, 这一年度): the current, open one. 这一年 alone points back at a
year said before (``_follow_up``), and is not read so."""
_ZH_RELATIVE = re.compile(
    r"(?<![比较較])(?P<step>"
    + "|".join(
        "(?<![那这這哪一每几幾])本" if step == "本" else step
        for step in sorted(_ZH_STEP, key=len, reverse=True)
    )
    + r")(?:个|個)?(?P<unit>财政年度|財政年度|财年|財年|会计年度|會計年度|年度|年)"
)
"""A year written after 比 or 较 (「比上一年增长了多少」, 「较去年」) is the base of a
comparison, whose cue (``DERIVED_RE``) declines a figure's change, never a year asked; 本
after a demonstrative or a numeral is the classifier of a book (「那*本*年度业绩册」: that
annual results booklet), no "this year"."""
# Japanese: direction + period unit (年度, 期, 年, 会計年度).
_JA_STEP = {"一昨々": -3, "一昨昨": -3, "前々": -2, "前前": -2, "一昨": -2, "前": -1, "昨": -1}
_JA_STEP |= {"直近の": -1, "直近": -1}
_JA_STEP |= {"去": -1, "今": 0, "当": 0, "本": 0, "来": 1, "翌": 1}
_JA_RELATIVE = re.compile(
    r"(?P<step>" + "|".join(sorted(_JA_STEP, key=len, reverse=True)) + r")"
    r"(?P<unit>会計年度|事業年度|年度|期|年)(?!度?\s*比)"
)
"""前年比較, 前期比較 and 前年度比 ("the comparison with the year before", 「前年比較の起点として」,
「前年度比でどれくらい伸びた」) name the base of a comparison, whose cue (``DERIVED_RE``)
declines a figure's change, never a year asked of its own."""

_MEETING_NOUNS = (
    r"(?:\s+(?:team|business|board|staff|all[- ]hands))?\s+"
    r"(?:syncs?|meetings?|calls?|catch[- ]?ups?|reviews?|huddles?|stand[- ]?ups?"
    r"|town[- ]?halls?|offsites?|check[- ]ins?|kick[- ]?offs?)"
    r"(?![a-z])"
)
"""A meeting said to be held quarterly ("my team's *quarterly sync*", "the *quarterly business
review*"): how often it is held, never a part of a year asked."""

_SUB_YEAR = re.compile(
    r"(?<![a-z])(?:q[1-4]|[1-4]q|h[12]|(?<![0-9.])[12]h(?=\s*(?:fy|['’]?\d{2}(?!\d)|20\d\d))"
    r"|quarter(?!ly" + _MEETING_NOUNS + r")\w*"
    r"|half[- ]year(?!ly" + _MEETING_NOUNS + r")\w*|first half|second half|"
    r"interim|ytd|year[- ]to[- ]date|months?|january|february|march|april|june|july|"
    r"august|september|october|november|december)(?![a-z])"
    r"|上半年|下半年|季度|第[一二三四1-4]季|[0-9一二三四五六七八九十]+月份?|半年度?"
    r"|四半期|上半期|下半期|上期|下期|中間期"
)
"""Part of a year: the KB reports whole fiscal years only. A half written number first
("1H FY25", "2H24") only before its year: "within 1h" is an hour."""


_SUB_YEAR_CJK = {
    "zh": re.compile(
        r"(?:上|下|这|這|本|当|當)一?(?:个|個)?(?:月|周|週|星期|礼拜|禮拜)(?![0-9])"
        r"|(?<![0-9])[0-9一二三四五六七八九十两兩几幾]+\s*(?:个|個)\s*月"
        r"|(?<![0-9])(?:一|1)\s*(?:天|日|周|週|星期)(?![0-9])|每一?(?:天|日|周|週|星期|个月|個月|月)"
        r"|昨天|昨日|前天|圣诞|聖誕|春节|春節|国庆|國慶|元旦|中秋|端午|清明节|清明節"
        r"|双十一|雙十一|双11|雙11|双十二|雙十二|黄金周|黃金週|开斋节|開齋節|复活节|復活節"
        r"|感恩节|感恩節|情人节|情人節|暑假|寒假|节假日|節假日|周末|週末|旺季|淡季"
        r"|(?<!相)同期(?!相|比|对|對)|早上|上午|中午|下午|晚上|夜间|夜間|夜里|夜裡|凌晨|白天"
        r"|年初|年中(?!秋)|上旬|中旬|下旬|月初|月底"
    ),
    "ja": re.compile(
        r"今月|先月|来月|前月|翌月|今週|先週|来週|前週|昨日"
        r"|(?<![0-9])[0-9一二三四五六七八九十]+\s*(?:か|ヶ|カ|ケ|ヵ|箇)\s*月"
        r"|毎月|毎日|毎週|(?<![0-9月])(?:1|一)\s*日(?=\s*(?:の|あたり|当たり|で))"
        r"|週末|年末年始|お盆|盆休み|ゴールデンウィーク|正月|クリスマス|年末商戦|繁忙期|閑散期"
        r"|夏休み|冬休み|大型連休|連休|期首|期中|上旬|中旬|下旬|月初|年初"
        r"|(?:朝|昼|夜|夕方|深夜|午前|午後)(?=\s*の)"
    ),
}
"""Parts of a year Chinese and Japanese name by a word of their own: a month or a week
counted from now (上个月, 先月, 「最近三个月」, 「直近3か月」), a day or a month taken as the
unit (「每天」, 「一天」, 「1日の」, 「毎月の」), a festival, a holiday or a season (春节,
周末, 旺季, お盆, 繁忙期), the same part of another year (「上一财年同期」), a time of day
(晚上, 早上, 「朝の」) and the start or middle of a year or a
period (年初, 年中, 期首, 期中). The KB reports whole fiscal years: none is the year's
figure. Today and tomorrow (今天, 明日, 本日) are left here: they date the asker's own
plans and deadlines far more often than a figure (``_TODAY`` reads today where it dates
the figure)."""


_ONTO_NAME_RE = re.compile(
    r"(?:节|節)?(?:期间|期間|假期|时期|時期|の時期|の間)?\s*(?:的|の)?(?:\s|\d)"
)


_TODAY = {
    "en": re.compile(
        r"(?<![a-z])(?:as\s+(?:of|at)|until|up\s+to|up\s+until|through|till)\s+today(?![a-z'’])"
        r"|(?<![a-z])today['’]s(?=\s{2,}|\s*\d|\s*$)"
    ),
    "zh": re.compile(
        r"(?:截至|截止|截止到|截止至|直到|到)\s*(?:今天|今日|目前|现在|現在)\s*(?:为止|為止)?"
        r"|(?:今天|今日)\s*(?:的)?(?=\s|\d)"
    ),
    "ja": re.compile(
        r"(?:今日|本日|きょう)\s*(?:の)?\s*(?:時点|現在|付け|付)\s*(?:で|の|では|まで)?"
        r"|(?:今日|本日)\s*(?:まで|の)(?=\s|\d)"
    ),
}
"""Today dating the figure asked: "as of today", "today's" written onto a KB name,
「截至今天」, 「今天的」 onto a name, 「今日時点」, 「本日現在」, 「今日の」 onto a name. The
figure would be one of the open year, which the KB does not hold; today said of the
asker's own plans and deadlines ("I need it today", 「今天要交」, 「今日中に」) is left."""


def _dates_the_figure(text: str, match: re.Match[str]) -> bool:
    """Whether a Chinese or Japanese part-of-year word dates the figure asked: written
    straight onto a name of the KB (blanked where the clause is read: 「上个月*香港*收入」,
    「周末的*收入*」, 「先月の*売上*」) or a year; before another noun it dates that
    (「来週の店長会議」, 「年初刚入职」), the asker's doings, not the figure."""
    return _ONTO_NAME_RE.match(text, match.end()) is not None


_ONLY_THE_FIGURE = re.compile(
    r"(?<![a-z])(?:just|only|the|figures?|numbers?|data|please)(?![a-z])"
    r"|只要|只需要?|只看|只|仅|僅|就要|要|的|之|数字|數字|数值|數值|数据|數據|数|數"
    r"|の|だけ|のみ|数字|数値|データ|で(?:お願いします|お願い)?"
)
"""Words around a part of a year that only stress it or name the figure it dates ("H1
only", 「只要上半年的数字」, 「上期の数字だけで」)."""


def sub_year_alone(text: str) -> bool:
    """Whether ``text`` names a part of a year and nothing else but a particle joining it
    to the figure, a word stressing it or the figure's noun (「季度的。」, 「上半年的」,
    「第1四半期の」, 「只要上半年的数字」, "H1 only")."""
    rest = _SUB_YEAR.sub(" ", text.casefold())
    if rest == text.casefold():
        return False
    return re.fullmatch(r"\W*", _ONLY_THE_FIGURE.sub(" ", rest)) is not None


def sub_year_word(word: str) -> bool:
    """Whether ``word`` names a part of a year (季度, 上半年, quarter): before a report it
    says how often the report is written, never which figure."""
    return _SUB_YEAR.fullmatch(word.casefold()) is not None


_EVERY_YEAR = re.compile(
    r"(?<![a-z])(?:(?:each|every|all)\s+(?:of\s+)?(?:the\s+)?(?:fiscal\s+|financial\s+)?years?"
    r"|year[- ]by[- ]year|by\s+year|across\s+(?:the\s+|all\s+)?years|over\s+the\s+years)"
    r"(?![a-z])"
    r"|每一?年|每个财年|每個財年|历年|歷年|各年度?|各个?财年|逐年"
    r"|毎年|毎期|各年度|各期|年度別|年度ごと|年ごと"
)
"""Every fiscal year at once: a series, which the engine asks to narrow to one year."""


_SINCE = re.compile(
    r"(?<![a-z])since\s+(?:the\s+(?:end\s+of\s+)?)?(?:(?:fy|(?:fiscal|financial)(?:\s+year)?)\s*['’]?\s*)?"
    r"(?:(?:19|20)\d{2}|(?<=fy)\d{2}|(?<=fy\s)\d{2}|(?<=fy')\d{2})(?!\d)"
    r"|(?<![a-z])since\s+(?:(?:our|its|their|the|acme['’]s|the\s+company['’]s|the\s+group['’]s)\s+)?"
    r"(?:founding|foundation|inception|launch|start|beginning|listing|ipo|opening|establishment"
    r"|creation|incorporation|debut|day\s+one)(?![a-z])"
    r"|(?:(?:19|20)\d{2}\s*(?:财政年度|財政年度|财年|財年|会计年度|會計年度|会計年度|年度|年)?)"
    r"\s*(?:以来|以來|至今|到现在|到現在|迄今|以降|から現在まで|から今まで)"
)
"""Every year from one on ("since 2023", "since FY23", "since founding", 「2023年至今」,
「2023年度以降」): a sum or a series to the present, never the first year's figure nor the
latest's; the engine asks which year, as it does for every year at once."""

_SEVERAL_YEARS = re.compile(
    r"(?<![a-z-])(?:two|three|four|five|[2-5])\s+(?:full\s+)?(?:fiscal\s+|financial\s+)?years"
    r"(?!\s*(?:ago|before|earlier|later|from|plan|strategy|programme|program|target))(?![a-z-])"
    r"|(?<![0-9一二三四五六七八九十百千〇零第同每前后後和成正治元])(?:[两兩二三四五2-5]|两三|兩三)\s*个?"
    r"(?:财年|財年|会计年度|會計年度|年度|年)(?:间|間|来|來|以来|以來|里|裡|内|內)?"
    r"(?![0-9前后後以多半底初末中计計规規战戰目期の对對比])"
)
"""Several fiscal years at once ("over three years", 「三年的收入合计」, 「3年間の売上高」):
a sum or a series of figures, which the engine asks to narrow to one year, never
answered with one year's figure. Years ago (三年前), a plan of three years (三年计划, 3年
計画, "three-year plan") and a year's number (2023年) are none."""


_CJK_DIGITS = str.maketrans("〇零一二三四五六七八九", "00123456789")
_CJK_YEAR = re.compile(
    r"[〇零一二三四五六七八九]{4}(?=\s*(?:年|财|財|会|會))|(?<=[和成])[一二三四五六七八九]"
)
"""A year written in Chinese numerals digit by digit (二〇二三年), or an era year's digit
(令和五年度): read as the digits they stand for (the same length, so spans stay put)."""


def _arabic(text: str) -> str:
    """``text`` with years written in Chinese numerals as Arabic digits."""
    return _CJK_YEAR.sub(lambda m: m.group().translate(_CJK_DIGITS), text)


_KANA_YEAR_UNIT = re.compile(
    r"(?<=\d)(\s*)(?:ねんど|ネンド)(?:(?![\u3041-\u3096])|(?=[のはがもとでに]|って))"
)
"""The year unit 年度 typed in kana and left unconverted after a year's number
(「2025ねんど」): the unit as written in kanji."""


def kanji_year_units(text: str) -> str:
    """``text`` with 年度 typed in kana after a number written in kanji (「2025ねんど」 →
    「2025年度」); no other kana is touched (ねんど alone is also clay)."""
    return _KANA_YEAR_UNIT.sub(lambda m: m.group(1) + "年度", text)


_ERAS = {"令和": 2018, "平成": 1988}
"""Japanese eras: the Gregorian year before each era's first (令和元年 = 2019)."""
_ERA_YEAR = re.compile(r"(?P<era>令和|平成)\s*(?P<n>\d{1,2}|元)\s*(?:年度|年|期)")
"""A Japanese era year (令和5年度 = FY2023: fiscal years are calendar years)."""

_UNIT_WORDS = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
)
_WORD_UNITS = {word: n for n, word in enumerate(_UNIT_WORDS.split())}
_TENS_WORDS = "twenty thirty forty fifty sixty seventy eighty ninety"
_WORD_TENS = {word: 10 * n for n, word in enumerate(_TENS_WORDS.split(), start=2)}
NUMBER_WORDS: frozenset[str] = frozenset(_WORD_UNITS) | frozenset(_WORD_TENS)
"""The English words for numbers below a hundred's tens ("three", "twenty")."""
_WORD_NUMBER = (
    r"(?:(?:twenty|thirty)(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?"
    r"|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
    r"|one|two|three|four|five|six|seven|eight|nine)"
)
_WORD_TWO_DIGITS = (
    r"(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
    r"(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?"
    r"|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)"
)
_WORD_YEAR = re.compile(
    r"(?<![a-z])(?:(?P<fiscal>fy|fiscal(?:\s+year)?|financial\s+year)\s+)?"
    r"(?:(?P<century>twenty|nineteen)[\s-]+(?P<yy>" + _WORD_TWO_DIGITS + r")"
    r"|two\s+thousand(?:\s+and)?[\s-]+(?P<ty>" + _WORD_NUMBER + r")"
    r"|(?P<short>" + _WORD_NUMBER + r"))(?![a-z])"
)
"""A year in number words: "twenty twenty-four", "two thousand and twenty-three", and
"fiscal twenty-four" (a bare number is a year only after a fiscal-year word)."""


def is_number_word(word: str) -> bool:
    """An English number word ("ten", "twenty")."""
    return word in _WORD_UNITS or word in _WORD_TENS


def _word_number(text: str) -> int:
    total = 0
    for word in re.split(r"[\s-]+", text):
        total += _WORD_TENS.get(word, _WORD_UNITS.get(word, 0))
    return total


def _word_year(match: re.Match[str]) -> int | None:
    if match.group("century"):
        base = 1900 if match.group("century") == "nineteen" else 2000
        return base + _word_number(match.group("yy"))
    if match.group("ty"):
        return 2000 + _word_number(match.group("ty"))
    if match.group("fiscal"):
        return 2000 + _word_number(match.group("short"))
    return None


_YEAR_RANGE = re.compile(
    r"(?<![\d/.,])(?:fy\s*)?((?:19|20)\d{2})\s*(?:[-/~〜～–—至到]|to)\s*(?:fy\s*)?(\d{4}|\d{2})"
    r"(?![\d/.,%])"
)
"""Two fiscal years written as a range ("2024-25", 「2024/25财年」, 「2023～2024年度」)."""

_SHORT_YEAR_RANGE = re.compile(
    r"(?<![a-z0-9])fy\s*['’]?(\d{2})\s*[-/~〜～–—]\s*(?:fy\s*)?['’]?(\d{2})(?![\d/.,%])"
    r"|(?<![\d/.,])(\d{2})\s*[-/~〜～–—]\s*(\d{2})(?=\s*(?:财年|財年|年度|会计年度|會計年度))"
)
"""A range written with two-digit years, as shorthand does ("FY23-24", 「23-24年度」)."""

_YEAR_ALTERNATIVE = re.compile(
    r"(?<![a-z0-9])fy\s*['’]?(\d{4}|\d{2})\s*(?:,|or|and|&|vs\.?|versus)\s*['’]?(\d{4}|\d{2})"
    r"(?![\d%.,]|\s*(?:%|percent|per|stores?|m|mn|million|k)(?![a-z]))"
    r"|(?<![\d.去近后後前这這每第过過])(?<!\d,)(\d{4}|\d{2})\s*(?:还是|還是|或者|或是|或|か|や|、|，|,|和|跟)\s*(\d{4}|\d{2})"
    r"(?=\s*(?:财年|財年|会计年度|會計年度|年度|年))"
)
"""A second year written as its bare digits after a first fiscal year ("FY24 or 25",
"FY2024 and 2025", "FY24 vs 25", 「24还是25财年」, 「24か25年度」): both years are named,
so the question is asked which (or the comparison refused), never answered for the first
alone."""


_COUNT = {
    "一": 1,
    "二": 2,
    "两": 2,
    "兩": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "a": 1,
    "one": 1,
    "two": 2,
    "three": 3,
}
_COUNTED_BACK = re.compile(
    r"(?P<zh>(?:19|20)\d{2})\s*(?:财年|財年|年度|年)?\s*(?:往前|往回|向前|倒)(?:数|數|推)\s*"
    r"(?P<zn>[1-9一二两兩三])\s*(?:个|個)?\s*(?:财年|財年|年度|年)"
    r"|(?P<ja>(?:19|20)\d{2})\s*(?:年度|年)?\s*(?:の|から)\s*(?P<jn>[1-9一二三])\s*(?:年度|年)前"
    r"|(?<![a-z])(?P<en_n>a|one|two|three|[1-9])\s+(?:fiscal\s+)?years?\s+"
    r"(?:before|prior\s+to|earlier\s+than)\s+(?:fy\s*|(?:fiscal|financial)\s+(?:year\s+)?)?"
    r"(?P<en>(?:19|20)\d{2})(?!\d)"
)
"""A year named by counting back from another (「2026年往前数两年」, 「2026年度の2年前」,
"two years before 2026"): the year it lands on, not the one it counts from."""


_FROM_YEAR = (
    r"(?:fy\s*['’]?(?P<{0}_fy>\d{{4}}|\d{{2}})|(?:(?:fiscal|financial)\s+(?:year\s+)?)?"
    r"(?P<{0}>(?:19|20)\d{{2}}))(?!\d)"
)
_SHIFTED = re.compile(
    r"(?<![a-z])(?:(?:the|a|one)\s+)?(?:(?:fiscal|financial)\s+)?(?:year|yr)\s+(?:immediately\s+|right\s+)?"
    r"(?:(?P<en_back>before|prior\s+to|preceding|earlier\s+than)|after|following|later\s+than)"
    r"\s+(?:the\s+)?"
    + _FROM_YEAR.format("en")
    + r"|(?<![a-z])(?P<en_n>a|one|two|three|[1-9])\s+(?:fiscal\s+)?years?\s+"
    r"(?:after|following|later\s+than)\s+(?:the\s+)?"
    + _FROM_YEAR.format("en2")
    + r"|(?P<zh>(?:19|20)\d{2})\s*(?:财政年度|財政年度|财年|財年|会计年度|會計年度|年度|年)?"
    r"\s*(?:的|之)?\s*(?:(?P<zh_back>前一|上一|之前|以前)|后一|後一|下一|之后|之後|以后|以後)"
    r"\s*的?\s*(?:那|这|這)?\s*一?\s*(?:个|個)?\s*"
    r"(?:财政年度|財政年度|财年|財年|会计年度|會計年度|年度|年)(?![份代]|\s*比)"
    r"|(?P<ja>(?:19|20)\d{2})\s*(?:会計年度|事業年度|年度|年)\s*の\s*"
    r"(?:(?P<ja_back2>前々|前前)|(?P<ja_fwd2>翌々|翌翌)|(?P<ja_back>前の|前)|翌|次の|あとの|後の)"
    r"\s*(?:会計年度|事業年度|年度|年|期)(?!度?\s*比)"
)
"""A year named by a step from another ("the year before FY2024", "the fiscal year
following 2025", "two years after 2023", 「2024财年的前一年」, 「2025财年之后那一年」,
「2024年度の前年度」, 「2025年度の翌年度」): the year it lands on, never the one it steps
from (a base of comparison, 「前年度比」, is no year asked)."""


_STEPPED_AGAIN = re.compile(
    r"(?<![a-z])(?:(?:the|a|one)\s+)?(?:(?:fiscal|financial)\s+)?(?:year|yr)\s+"
    r"(?:(?P<back>before|prior\s+to|preceding|earlier\s+than)|after|following|later\s+than)\s+$"
)
"""A step written before a year already stepped to ("the year before *the year before
FY2024*"): another step from it."""


def _shifted(match: re.Match[str]) -> int:
    groups = match.groupdict()
    digits = next(groups[k] for k in ("en", "en_fy", "en2", "en2_fy", "zh", "ja") if groups.get(k))
    year = _year(digits)
    if groups["en_n"]:
        return year + (_COUNT.get(groups["en_n"]) or int(groups["en_n"]))
    if groups["ja_back2"] or groups["ja_fwd2"]:
        return year - 2 if groups["ja_back2"] else year + 2
    back = groups["en_back"] or groups["zh_back"] or groups["ja_back"]
    return year - 1 if back else year + 1


_ZH_YEAR = r"(?:财政年度|財政年度|财年|財年|会计年度|會計年度|年度|年)"
_STEPPED_N = re.compile(
    r"(?P<zh>(?:19|20)\d{2})\s*"
    + _ZH_YEAR
    + r"?\s*(?:的|之)?\s*(?P<zn>[1-9一二两兩三四五])\s*(?:个|個)?\s*"
    + _ZH_YEAR
    + r"(?P<zh_dir>前|之前|以前|后|後|之后|之後|以后|以後)(?!\s*比)"
    r"|(?P<ja>(?:19|20)\d{2})\s*(?:会計年度|事業年度|年度|年)?\s*の\s*(?P<jn>[1-9一二三四五])\s*"
    r"(?:会計年度|事業年度|年度|年)(?P<ja_dir>後|あと)"
)
"""A year named N years before or after another in Chinese (「2025财年的两年前」,
「2023年度的两年后」) or after another in Japanese (「2023年度の2年後」; N years before is
``_COUNTED_BACK``): the year it lands on."""

_STEPPED_SPAN = re.compile(
    r"(?P<zh>(?:19|20)\d{2})\s*" + _ZH_YEAR + r"?\s*(?:的|之)?\s*(?P<dir>前|后|後)\s*"
    r"(?P<zn>[2-5二两兩三四五])\s*(?:个|個)?\s*" + _ZH_YEAR + r"(?![份代]|\s*比)"
)
"""The N years before or after a year in Chinese (「2025财年的前两年」, 「2023财年的后两个财年」):
each of those years, never the year stepped from; the reader is asked which."""


def _stepped_n(match: re.Match[str]) -> int:
    year = int(match["zh"] or match["ja"])
    steps = int(_COUNT.get(match["zn"] or match["jn"], match["zn"] or match["jn"]))
    forward = (match["zh_dir"] or "")[-1:] in ("后", "後") or bool(match["ja_dir"])
    return year + steps if forward else year - steps


def _counted_back(match: re.Match[str]) -> int:
    year = match.group("zh") or match.group("ja") or match.group("en")
    steps = match.group("zn") or match.group("jn") or match.group("en_n")
    return int(year) - int(_COUNT.get(steps, steps))


_RESTATING = re.compile(
    r"(?:(?<![a-z])(?:i\s+mean[t]?|meaning|that\s+is(?:\s+to\s+say)?|i\.e\.?|in\s+other\s+words"
    r"|namely|which\s+(?:is|was|means)|no\s+wait)"
    r"|也就是说?|就是说?|即|亦即|指的是|是指|我是说|我說的是|我说的是|意思是|不对|不對"
    r"|って(?:いう|言う)?の(?:は)?|という(?:の|こと)?は|とは|つまり|すなわち|要するに|要は"
    r"|じゃなくて|ではなく(?:て)?)"
    r"[\s,，、:：]*(?:the\s+|是)?$"
)
"""Words that restate or correct a fiscal year just named ("last year, *I mean* FY2024",
「前年…，*就是*2026年往前数两年那个」, 「前期*っていうのは*2025年度のことです」,
「2024年度*じゃなくて*2025年度」): the year said after them is the one meant."""


def _restated(spans: list[PeriodSpan], text: str) -> list[PeriodSpan]:
    """``spans`` with a fiscal year restated or corrected by the next one taking its
    meaning: two ways of saying one year name one year, not two to choose from."""
    out = list(spans)
    for at in range(len(out) - 1, 0, -1):
        before, after = out[at - 1], out[at]
        if before.period is None or after.period is None:
            continue
        if _RESTATING.search(text[before.end : after.start]):
            out[at - 1] = PeriodSpan(before.start, before.end, after.period)
    return out


def find_periods(text: str, lang: str, reference_date: date) -> list[PeriodSpan]:
    """Every period phrase of normalized ``text``, in order, without overlaps."""
    return list(_periods_of(text, lang, reference_date))


@lru_cache(maxsize=8192)
def _periods_of(text: str, lang: str, reference_date: date) -> tuple[PeriodSpan, ...]:
    """``find_periods``, read once per text: every reading pass asks again."""
    spans: list[PeriodSpan] = []

    def add(start: int, end: int, period: PeriodRef | None) -> None:
        if all(end <= s.start or start >= s.end for s in spans):
            spans.append(PeriodSpan(start, end, period))

    today = reference_date.year
    text = _arabic(text)
    for match in _SHIFTED.finditer(text):
        start, year = match.start(), _shifted(match)
        while outer := _STEPPED_AGAIN.search(text[:start]):
            # "the year before *the year before FY2024*": each step taken in turn.
            start, year = outer.start(), year - 1 if outer["back"] else year + 1
        add(start, match.end(), PeriodRef(year, relative=False))
    for match in _COUNTED_BACK.finditer(text):
        add(match.start(), match.end(), PeriodRef(_counted_back(match), relative=False))
    for match in _STEPPED_N.finditer(text):
        add(match.start(), match.end(), PeriodRef(_stepped_n(match), relative=False))
    for match in _STEPPED_SPAN.finditer(text):
        year, steps = int(match["zh"]), int(_COUNT.get(match["zn"], match["zn"]))
        years = (
            range(year - steps, year) if match["dir"] == "前" else range(year + 1, year + steps + 1)
        )
        cut = match.start("dir")
        add(match.start(), cut, PeriodRef(years[0], relative=False))
        add(cut, match.end(), PeriodRef(years[-1], relative=False))
    for match in _YEAR_RANGE.finditer(text):
        first, last = int(match.group(1)), match.group(2)
        end_year = int(last) if len(last) == 4 else first - first % 100 + int(last)
        if first < end_year <= first + 10:
            cut = match.start(2)
            add(match.start(), cut, PeriodRef(first, relative=False))
            add(cut, match.end(), PeriodRef(end_year, relative=False))
    for match in _SHORT_YEAR_RANGE.finditer(text):
        first, end_year = (_year(g) for g in match.groups() if g)
        if first < end_year <= first + 10:
            cut = match.start(2) if match.group(2) else match.start(4)
            add(match.start(), cut, PeriodRef(first, relative=False))
            add(cut, match.end(), PeriodRef(end_year, relative=False))
    for match in _YEAR_ALTERNATIVE.finditer(text):
        one, two = (1, 2) if match.group(1) else (3, 4)
        first, second = _year(match.group(one)), _year(match.group(two))
        if first != second and abs(second - first) <= 10:
            add(match.start(one), match.end(one), PeriodRef(first, relative=False))
            add(match.start(two), match.end(two), PeriodRef(second, relative=False))
    for match in _ERA_YEAR.finditer(text):
        n = match.group("n")
        year = _ERAS[match.group("era")] + (1 if n == "元" else int(n))
        add(match.start(), match.end(), PeriodRef(year, relative=False))
    if lang == "en":
        for match in _WORD_YEAR.finditer(text):
            year = _word_year(match)
            if year is not None:
                add(match.start(), match.end(), PeriodRef(year, relative=False))
    for match in _YEAR_END.finditer(text):
        digits = next(group for group in match.groups() if group)
        add(match.start(), match.end(), PeriodRef(_year(digits), relative=False))
    spans += [PeriodSpan(m.start(), m.end(), None, every=True) for m in _EVERY_YEAR.finditer(text)]
    spans += [
        PeriodSpan(m.start(), m.end(), None, every=True)
        for m in _SINCE.finditer(text)
        if all(m.end() <= s.start or m.start() >= s.end for s in spans)
    ]
    # 「我入职那一年」, 「私が入社した年度」: a year the asker has still to say.
    spans += [
        PeriodSpan(start, end, None, every=True)
        for start, end in described_years(text, lang)
        if all(end <= s.start or start >= s.end for s in spans)
    ]
    spans += [
        PeriodSpan(m.start(), m.end(), None, every=True) for m in _SEVERAL_YEARS.finditer(text)
    ]
    for match in _TODAY.get(lang, _TODAY["en"]).finditer(text):
        add(match.start(), match.end(), PeriodRef(today, relative=True))
    for match in _SUB_YEAR.finditer(text):
        add(match.start(), match.end(), None)
    if lang in _SUB_YEAR_CJK:
        for match in _SUB_YEAR_CJK[lang].finditer(text):
            if _dates_the_figure(text, match):
                add(match.start(), match.end(), None)
    for match in _ZH_BACK.finditer(text):
        add(match.start(), match.end(), PeriodRef(_year(match.group(1)), relative=False))
    for match in _EN_BACK.finditer(text):
        digits = match.group(1) or match.group(2)
        add(match.start(), match.end(), PeriodRef(_year(digits), relative=False))
    for pattern in _EXPLICIT:
        for match in pattern.finditer(text):
            add(match.start(), match.end(), PeriodRef(_year(match.group(1)), relative=False))
    for match in _EN_AGO.finditer(text):
        steps = 2 if match.group("bl") else _EN_NUMBERS.get(match.group("n") or "", 0)
        steps = steps or int(match.group("n"))
        add(match.start(), match.end(), PeriodRef(today - steps, relative=True))
    for match in _EN_RELATIVE.finditer(text):
        add(match.start(), match.end(), PeriodRef(today + _EN_STEP[match.group("step")], True))
    relative = _JA_RELATIVE if lang == "ja" else _ZH_RELATIVE
    step_of = _JA_STEP if lang == "ja" else _ZH_STEP
    for match in relative.finditer(text):
        step = match.group("step")
        # 去年, 前年, 今年, 明年 are words; 去年度, 今年度 and 明年度 read as they do with
        # 年, but 前年度 is the year before in Japanese, two years back in Chinese.
        unit = match.group("unit")
        word_only = step == "前" or unit != "年度"
        if lang != "ja" and step in ("去", "前", "今", "明") and unit != "年" and word_only:
            continue
        if lang != "ja" and step in _ZH_THIS and unit == "年":
            continue
        add(match.start(), match.end(), PeriodRef(today + step_of[step], relative=True))
    named = {s.period.year for s in spans if s.period is not None}
    for match in _POINTED_YEAR.finditer(text):
        if len(named) == 1:
            add(match.start(), match.end(), PeriodRef(next(iter(named)), relative=False))
        elif all(match.end() <= s.start or match.start() >= s.end for s in spans):
            spans.append(PeriodSpan(match.start(), match.end(), None, every=True))
    if lang == "en":
        for match in _DESCRIBED_YEAR.finditer(text):
            if match.group("what") not in _YEAR_WORDS and all(
                match.end() <= s.start or match.start("year") >= s.end for s in spans
            ):
                spans.append(PeriodSpan(match.start("year"), match.end(), None, every=True))
    ordered = sorted((_with_year_end(s, text) for s in spans), key=lambda s: s.start)
    return tuple(_restated(ordered, text))


_POINTED_YEAR = re.compile(
    r"(?<![a-z])the\s+(?:(?:fiscal|financial)\s+)?year\s+in\s+question(?![a-z])"
    r"|(?<![a-z])the\s+(?:relevant|said|subject)\s+(?:(?:fiscal|financial)\s+)?year(?![a-z])"
    r"|(?:该|該)(?:年度|财年|財年|会计年度|會計年度)|(?:当該|対象|該当)(?:会計|事業)?年度"
)
"""A year pointed back at ("the year in question", 「该年度」, 「当該年度」, 「対象年度」): the
one year the question names elsewhere, or, naming none, a year the asker has still to say,
asked which as every year is (never the latest assumed)."""

_DESCRIBED_YEAR = re.compile(
    r"(?<![a-z])(?:for|in|during|of|from|over|since)\s+(?P<year>(?:the|our|its|their)\s+['‘\"“]?(?:(?P<what>[a-z][a-z-]+)\s+)+"
    r"(?:year|yr)['’\"”]?)(?![a-z'’-])"
)
"""A year named by what happened in it, a figure asked for or in it ("for the turnaround
year", "in our record year", "of the 'reopening year'"): one year the asker has in mind
and the KB cannot tell, so the engine asks which, as it does for every year at once. A
year asked after itself ("what is the baseline year") names none."""

_YEAR_WORDS = frozenset(
    [
        "full",
        "whole",
        "entire",
        "fiscal",
        "financial",
        "calendar",
        "current",
        "same",
        "last",
        "next",
        "previous",
        "prior",
        "past",
        "latest",
        "recent",
        "most",
        "closed",
        "following",
        "preceding",
        "coming",
        "this",
        "that",
        "one",
        "first",
        "second",
        "third",
        "fourth",
        "fifth",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "given",
        "reporting",
        "base",
        "school",
        "new",
        "old",
        "other",
    ]
)
"""Words before "year" that say which year by the calendar or the grammar ("the full
year", "the previous year", "the first year"), or count years: no year described."""


def restatements(text: str, lang: str, reference_date: date) -> list[tuple[int, PeriodRef]]:
    """The years ``text`` restates or corrects, each with the year it says is meant
    (「前期っていうのは2024年度のことです」: the year before, FY2025, means FY2024)."""
    spans = [s for s in find_periods(text, lang, reference_date) if s.period is not None]
    out: list[tuple[int, PeriodRef]] = []
    for before, after in itertools.pairwise(spans):
        if after.period is not None and _RESTATING.search(text[before.end : after.start]):
            said = find_periods(text[: before.end], lang, reference_date)[-1].period
            if said is not None:
                out.append((said.year, after.period))
    return out


_AS_AT_END = re.compile(
    r"\s*(?:财年|財年|年度)?(?:年?|(?:的|の)\s*(?:年度|年|期))(?:末|底|终|終)"
    r"(?:时点|時点|时|時|现在|現在|の時点|当時)?"
)
"""The end of the year just named, or "as at" it (「昨年度末時点」, 「2024年底」, 「前期末」),
also said through 的 or の (「FY2024的年末」, 「2024年度の期末」) or after the fiscal-year word
a list of years shares (「2023、2024财年的年底」): a stock read at a fiscal year's end is
that fiscal year's figure."""


def _with_year_end(span: PeriodSpan, text: str) -> PeriodSpan:
    """``span`` grown over a year-end or as-at suffix written onto a fiscal year."""
    if span.period is None:
        return span
    match = _AS_AT_END.match(text, span.end)
    return PeriodSpan(span.start, match.end(), span.period) if match else span
