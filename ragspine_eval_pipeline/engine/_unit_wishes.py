"""How a figure is wanted: its rounding and form, its scale, its currency.

A figure asked "to one decimal", "as a whole number", "no commentary", 「保留一位小数」,
「整数就行」, 「小数第1位まで」, 「％表記で」 is asked in the form a slide or a sheet takes
(``FORMAT_WISH_RE``): the KB's figure answers it as stated. A scale written onto the name
of a unit ("USD billions", "billion yen", 「亿美元」, 「億円単位」, 「万美元」) rescales the
unit the KB states the figure in, which the asker does (``scales_onto_units``): the
figure is given as stated. A currency the KB has no name for, wanted in the construction
a currency is asked in (「用欧元」, 「折合人民币」, 「ユーロでお願いします」, 「人民元換算で」,
``currencies_wished``), asks a conversion: the figure is declined in the unit the KB
states it in, never given in that unit as if asked so.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine._grammar import OTHER_SCALE_RE
from ragspine_eval_pipeline.engine._names import Mention
from ragspine_eval_pipeline.engine._words import SCALE_BEFORE_RE
from ragspine_eval_pipeline.kb.analysis import CJK_RUN_RE, cjk_tokens, normalize

_DIGITS = r"(?:one|two|three|zero|no|[0-3]|a\s+single)"
_ZH_DIGITS = r"[零一二两三四0-4]"
_JA_DIGITS = r"[一二三1-3１-３]"

FORMAT_WISH_RE = re.compile(
    # English: decimals, rounding, a whole number, no commentary, a percentage, each
    # perhaps said to be fine ("rounded is fine").
    r"(?<![a-z])(?:(?:(?:to|at|with|in)\s+)?" + _DIGITS + r"\s+(?:decimals?|dp|d\.p\.)"
    r"(?:\s+(?:places?|points?))?"
    r"|(?:to|at)\s+(?:one|two|three|[1-3])\s+decimal\s+places?"
    r"|(?:no|without)\s+(?:the\s+)?decimals?|decimals?"
    r"|rounded(?:\s+(?:off|up|down))?(?:\s+to\s+(?:the\s+)?nearest\s+"
    r"(?:whole\s+number|integer|million|thousand|person|unit))?"
    r"|(?:as\s+)?(?:a\s+)?(?:whole|round)\s+numbers?"
    r"|(?:no|without)\s+(?:any\s+)?(?:commentary|comments?|explanations?|"
    r"narrative|prose|caveats|fluff)"
    r"|in\s+(?:billions|millions|thousands))(?![a-z])"
    r"|(?<![a-z])(?:in\s+)?(?:one|a\s+single|1)\s+(?:line|sentence|bullet(?:\s+point)?)"
    r"(?=\s*(?:$|[,.;:!?\-–—]|please|pls|plz|thanks|max(?![a-z])))"
    r"(?:\s+(?:is|are|would\s+be)\s+(?:fine|ok|okay|good|enough)(?![a-z]))?"
    # Chinese: decimals kept, rounding, an integer, a percentage.
    r"|(?:保留|精确到|精確到|取)?" + _ZH_DIGITS + r"位小数(?:点)?"
    r"|小数点?后(?:保留)?" + _ZH_DIGITS + r"位"
    r"|(?:不要|不用|不保留|不带|去掉)小数(?:点)?"
    r"|四舍五入(?:到[^\s，,。]{0,4}?位)?|取整(?:数)?"
    r"|(?:给我)?(?:个|一个)?整数(?:就行|就好|就可以|即可)?"
    r"|(?:用|以)?百分比(?:表示|显示|的形式)?"
    # Japanese: decimals, rounding, an integer, written in percent.
    r"|小数(?:点)?(?:以下)?第?" + _JA_DIGITS + r"(?:位|桁)(?:まで)?"
    r"|四捨五入(?:して)?|端数(?:切り捨て|切り上げ|処理)"
    r"|整数(?:値)?"
    r"|(?:数字は)?[%％](?:表記|表示)|百分率(?=\s*(?:[(（][^()（）]{0,20}[)）]\s*)?(?:で|にて|表示|表記))"
    # A scale of people: 「千人単位」, 「单位：千人」.
    r"|(?:千|万|萬)人(?:単位|单位|單位)|(?:单位|單位|単位)[:：]?\s*(?:千|万|萬)人"
)
"""A form the figure is wanted in: a number of decimals, rounding, a whole number, no
commentary, a scale ("in billions"), a reply of one line. It asks nothing of the KB."""

PERCENT_WISH_RE = re.compile(
    r"(?<![a-z])(?:as\s+a|in)\s+(?:percentage|percent)(?:\s+terms)?(?![a-z])(?!\s+of(?![a-z]))"
)
"""A figure wanted as a percentage ("as a percentage", "in percentage terms"): the unit
the KB names "percent", asked; a figure the KB states in another unit is declined, never
given as if it were one ("revenue as a percentage")."""

RATIO_RE = re.compile(
    r"(?<![a-z])per\s+(?:(?:each|every|one|a|an)\s+)?(?:stores?|shops?|outlets?|branch(?:es)?|"
    r"employees?|staff|heads?|capita|persons?|people|workers?|customers?|members?|"
    r"square\s+(?:foot|feet|metres?|meters?)|sq\.?\s*(?:ft|m))(?![a-z])"
    r"|人均|店均|单店|單店|平均每|每(?:一)?(?:家|个|個|位|名|间|間|座)?"
    r"(?:门店|門店|店铺|店舖|店|员工|員工|职工|職工|人|顾客|顧客|会员|會員|平方米|平米)"
    r"|(?:店舗|店|人|名|従業員|社員|坪|平米|㎡|顧客|会員)\s*(?:あたり|当たり|当り)"
)
"""A figure divided by a count, written onto the metric ("revenue *per store*", 「*人均*收入」,
「*每家店*的收入」, 「*1店舗あたり*売上高」): a ratio the KB states for no market, derived
from its figures, never the whole figure given in its place."""

_RATIO_GAP_RE = re.compile(r"[\s的の]*")


def ratio_onto_metric(norm: str, mentions: list[Mention]) -> bool:
    """Whether a ratio (``RATIO_RE``) is written straight onto a metric's name, before it
    (「人均收入」, 「每家店的收入」, 「1店舗あたりの売上高」) or after it ("revenue per
    store"): the figure asked is that ratio. A ratio whose count is the only metric named
    ("How much did Japan make *per employee*", 「每个员工赚多少」) asks a figure divided by
    it, never the count. A ratio elsewhere ("learning hours per employee") may be what a
    passage states."""
    metrics = [m for m in mentions if m.kind == "metric"]
    for match in RATIO_RE.finditer(norm):
        if metrics and all(match.start() <= m.start and m.end <= match.end() for m in metrics):
            return True  # "how much did Japan make *per employee*": the count divides
        for m in metrics:
            gap = (
                _RATIO_GAP_RE.fullmatch(norm, match.end(), m.start)
                if match.end() <= m.start
                else None
            )
            if gap is not None or (
                m.end <= match.start() and not norm[m.end : match.start()].strip()
            ):
                return True
    return False


_SCALE_EN_RE = re.compile(r"(?<![a-z])(?:billions?|bn|thousands?)(?![a-z])")


def scales_onto_units(norm: str, mentions: list[Mention]) -> list[tuple[int, int]]:
    """The spans of a scale written straight onto a unit's name: 「亿」 of 「亿美元」,
    「億」 of 「億円単位」, 「千」 of 「千人」, "billions" of "USD billions", "billion" of
    "billion yen". The unit is the KB's; the scale is the asker's to apply."""
    found: list[tuple[int, int]] = []
    for m in mentions:
        if m.kind != "unit":
            continue
        for match in OTHER_SCALE_RE.finditer(norm, max(0, m.start - 3), m.start):
            if match.end() == m.start:
                found.append(match.span())
        before = _SCALE_EN_RE.search(norm, max(0, m.start - 11), m.start)
        if before is not None and not norm[before.end() : m.start].strip():
            found.append(before.span())
        after = _SCALE_EN_RE.match(norm, m.end + 1) if norm[m.end : m.end + 1] == " " else None
        if after is not None:
            found.append(after.span())
    return found


_MARKET_MONEY_ZH_RE = re.compile(r"[元币幣]")
_SCALE_OR_COUNT_RE = re.compile(r"[0-9〇一二三四五六七八九十百千万萬億亿兆何幾数]$")


def markets_currencies(norm: str, lang: str, mentions: list[Mention]) -> list[tuple[int, int]]:
    """The spans of a currency named by a word of money several of the KB's units share
    ("dollars", ドル) written straight after a market's name or, in Japanese, after a
    noun of its own ("Singapore dollars", 「シンガポールドル」, 「豪ドル」), or by 元 or 币
    written onto a market's name in Chinese (「新加坡元」): that market's or that country's
    currency. A currency the KB states figures in is one name ("Hong Kong dollars", 「米ド
    ル」, found whole); any other is a currency the KB lacks, never its market asked in US
    dollars."""
    units: dict[tuple[int, int], int] = {}
    for m in mentions:
        if m.kind == "unit":
            units[(m.start, m.end)] = units.get((m.start, m.end), 0) + 1
    shared = [span for span, count in units.items() if count > 1]
    scopes = [m for m in mentions if m.kind == "scope"]
    found: list[tuple[int, int]] = []
    for a, b in shared:
        market = next((m for m in scopes if norm[m.end : a] in ("", " ")), None)
        if market is not None:
            found.append((market.start, b))
        elif lang == "ja" and not _SCALE_OR_COUNT_RE.search(norm[:a]):
            runs = list(CJK_RUN_RE.finditer(norm[max(0, a - 12) : a]))
            last = runs[-1] if runs and runs[-1].end() == min(a, 12) else None
            tokens = cjk_tokens(last.group(), True) if last is not None else []
            if tokens and tokens[-1].tag == "名詞" and tokens[-1].content:
                found.append((a - len(tokens[-1].word.surface), b))
    if lang == "zh":
        found += [
            (m.start, money.end())
            for m in scopes
            if (money := _MARKET_MONEY_ZH_RE.match(norm, m.end)) is not None
            and not any(u == money.start() for u, _ in units)
        ]
    return found


_ZH_CONVERT_RE = re.compile(
    r"(?:(?:换算|換算|折算|转换|轉換|兑换|兌換|折合)(?:成|为|為)?|(?:换|換|转|轉)成)\s*$"
)
_ZH_IN_RE = re.compile(r"(?:用|以|按|要)\s*$")
_ZH_MONEY_HEAD_RE = re.compile(r"[元币幣圆圓镑鎊]$")
_JA_AFTER_RE = re.compile(
    r"(?:建て|換算|ベース|表示)?(?=で(?:\s*$|[、。,.!！?？)）]|お願い|おねがい|ください|下さい|"
    r"教え|頂|いただ|欲し|ほし|知り|出し|示し|答え|回答|頼|いくら|何|の|も|は)|に(?:換算|直|して)"
    r"|にて|\s*[)）])"
    r"|(?:建て|換算)"
)
"""What closes a Japanese currency asked as the figure's unit: 建て or 換算, or で before
the end, a request or a question (「ユーロでお願いします」, 「ユーロで教えて」), never the
で of a means (「ユーロで支払う」); the written にて (「百万ユーロにて」) and the bracket a
unit is given in (「（百万ユーロ）」). A scale before it (百万) is the unit's, no count."""
_ZH_IN_END_RE = re.compile(
    r"(?:计|計|计算|計算|表示|的|数字?|數字?|来算|來算|为单位|為單位)*(?:吗|嗎|吧|呢|哈|啊|呀)?"
    r"\s*(?:$|[，,。.!！?？、)）]|是多少|多少|给我|給我)"
)
"""What closes a Chinese currency after 用, 以, 按 or 要 when it is the figure's unit
(「用欧元」, 「按人民币计」, 「用欧元的」): never one a verb follows (「用人民币支付」)."""
_JA_COUNTING_BEFORE_RE = re.compile(r"[0-9０-９〇一二三四五六七八九十百千万億何幾数]$")
_KATAKANA_RE = re.compile(r"[\u30a1-\u30fa\u30fc]{2,}")
_JA_MONEY_HEAD_RE = re.compile(r"(?:元|ドル|ポンド|円)$")


def currencies_wished(norm: str, lang: str, mentions: list[Mention]) -> list[tuple[int, int]]:
    """The spans of a currency the KB has no name for, wanted as the figure's unit: in
    Chinese after a verb of converting (「折合人民币」, 「换算成欧元」) or after 用, 以, 按 or
    要 when its last character is a unit of money (「用欧元」, 「要新台币」); in Japanese a
    word the analyser reads as a counter (ユーロ, ウォン) or ending on a unit of money
    (人民元, 豪ドル), no number counting with it, before 建て, 換算 or で (「ユーロでお願い
    します」, 「人民元換算で」), with its 建て or 換算. A KB unit's name is a mention, never
    wished here."""
    if lang not in ("zh", "ja"):
        return []
    named = [(m.start, m.end) for m in mentions]
    found: list[tuple[int, int]] = []
    for run in CJK_RUN_RE.finditer(norm):
        at = run.start()
        tokens = []
        for token in cjk_tokens(run.group(), lang == "ja"):
            tokens.append((at, at + len(token.word.surface), token))
            at += len(token.word.surface)
        for k, (a, b, token) in enumerate(tokens):
            if len(token.word.surface) < 2 or any(c < b and a < d for c, d in named):
                continue
            surface = token.word.surface
            if lang == "zh":
                before = norm[run.start() : a]
                verb = _ZH_CONVERT_RE.search(before)
                money = _ZH_MONEY_HEAD_RE.search(surface) is not None
                if token.tag.startswith(("n", "q")) and (
                    (verb and (money or token.tag.startswith("n")))
                    or (money and _ZH_IN_RE.search(before) and _ZH_IN_END_RE.match(norm, b))
                ):
                    found.append((run.start() + verb.start() if verb else a, b))
                continue
            counter = not token.content and _KATAKANA_RE.fullmatch(surface) is not None
            money = token.content and _JA_MONEY_HEAD_RE.search(surface) is not None
            if token.tag != "名詞" or not (counter or money):
                continue
            start = a
            while k > 0 and tokens[k - 1][2].tag == "名詞" and tokens[k - 1][2].content:
                k -= 1
                if any(c < tokens[k][1] and tokens[k][0] < d for c, d in named):
                    break  # 「売上高ユーロで」: the metric's name is no part of the currency's
                start = tokens[k][0]
            if _JA_COUNTING_BEFORE_RE.search(SCALE_BEFORE_RE.sub("", norm[:start].rstrip())):
                continue
            after = _JA_AFTER_RE.match(norm, b)
            if after is not None and not any(c < b and start < d for c, d in named):
                found.append((start, after.end()))
    return found


_CODE_WISHED_RE = re.compile(
    r"(?<![A-Za-z])(?:in|into|to)\s+(?:the\s+)?(?P<code>[A-Z]{3})(?![A-Za-z])"
    r"(?=\s*(?:$|[,.;:!?)\-–—]|please|pls|terms|equivalent|millions?|mn|mln|m|bn|billions?|"
    r"thousands?|k|instead|only|rather)(?![A-Za-z]))"
)


def codes_wished(cased: str, norm: str, mentions: list[Mention]) -> list[tuple[int, int]]:
    """The spans of a currency's code the KB has no name for, after "in", "into" or "to"
    and closing the phrase ("in SGD", ", in EUR?", "into RMB please", "in CNY millions"):
    the currency the figure is wanted in, which the KB does not state it in; never a name
    set aside as the asker's. A code the KB names (USD, HKD) is its unit."""
    if len(cased) != len(norm):
        return []
    return [
        match.span("code")
        for match in _CODE_WISHED_RE.finditer(cased)
        if not any(m.start < match.end("code") and match.start("code") < m.end for m in mentions)
    ]


def wishes_a_currency(cased: str, lang: str, mentions: list[Mention]) -> bool:
    """Whether ``cased`` names a currency the KB lacks as the unit wanted
    (``markets_currencies``, ``currencies_wished``, ``codes_wished``): a sentence saying so
    beside a request stays with it, however courteous (「请用欧元。」, 「ユーロでお願いします。」,
    ", in SGD?"). ``mentions`` are the KB's names found in ``cased`` normalized."""
    norm = normalize(cased)
    return bool(
        markets_currencies(norm, lang, mentions)
        or currencies_wished(norm, lang, mentions)
        or codes_wished(cased, norm, mentions)
    )
