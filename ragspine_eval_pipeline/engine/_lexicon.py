"""Words the reference engine recognises, in English, Chinese and Japanese.

Aliases are matched on NFKC + casefolded text. Latin aliases must stand as whole
words; CJK aliases match as substrings (CJK has no spaces). Longer aliases win over
the shorter ones they contain ("net profit" before "profit", "一昨年度" before "昨年度").
"""

from __future__ import annotations

import re

SCOPE_ALIASES: dict[str, tuple[str, ...]] = {
    "ACME_HK": ("acme_hk", "hong kong", "hongkong", "hk", "香港法人", "香港"),
    "ACME_SG": ("acme_sg", "singapore", "sg", "新加坡", "シンガポール"),
    "ACME_JP": ("acme_jp", "japan", "japanese", "jp", "日本"),
    "ACME_MO": ("acme_mo", "macau", "macao", "澳门", "澳門", "マカオ"),
    "ACME_GROUP": (
        "acme_group",
        "group",
        "consolidated",
        "集团",
        "集團",
        "グループ",
        "連結",
    ),
}
"""Scope code → words that name it."""

COMPANY_ALIASES: tuple[str, ...] = ("acme",)
"""The company's bare name: read as the whole group when no other scope is named."""

SCOPE_CODE_RE = re.compile(r"(?<![a-z0-9])acme_([a-z]{2,5})(?![a-z0-9])")
"""A scope written as a code, known or not (``ACME_US``)."""

UNKNOWN_SCOPE_CASED_RE = re.compile(r"(?<![A-Za-z])(?:US|USA|U\.S\.|UK)(?![A-Za-z])")
"""Abbreviations that only name a place when written in capitals ("US", not "us")."""

UNKNOWN_SCOPE_ALIASES: tuple[str, ...] = (
    "united states",
    "america",
    "american",
    "europe",
    "european",
    "germany",
    "german",
    "france",
    "korea",
    "korean",
    "taiwan",
    "china",
    "chinese mainland",
    "australia",
    "india",
    "thailand",
    "malaysia",
    "vietnam",
    "indonesia",
    "美国",
    "美國",
    "米国",
    "アメリカ",
    "英国",
    "イギリス",
    "德国",
    "ドイツ",
    "法国",
    "フランス",
    "韩国",
    "韓国",
    "台湾",
    "中国内地",
    "中国大陆",
    "中国",
    "欧洲",
    "欧州",
    "澳大利亚",
    "澳洲",
    "オーストラリア",
    "印度",
    "インド",
    "马来西亚",
    "マレーシア",
    "泰国",
    "越南",
    "ベトナム",
)
"""Markets ACME does not report: a figure asked for one of them cannot be answered."""

METRIC_ALIASES: dict[str, tuple[str, ...]] = {
    "REVENUE": (
        "revenue",
        "revenues",
        "sales",
        "turnover",
        "top line",
        "营业收入",
        "收入",
        "营收",
        "營收",
        "营业额",
        "營業額",
        "销售额",
        "銷售額",
        "売上収益",
        "売上高",
        "売上",
        "営業収益",
    ),
    "EBITDA": ("ebitda", "息税折旧摊销前利润"),
    "NET_PROFIT": (
        "net profit",
        "net income",
        "net earnings",
        "profit after tax",
        "净利润",
        "淨利潤",
        "纯利润",
        "净利",
        "纯利",
        "純利",
        "净收入",
        "当期純利益",
        "純利益",
        "最終利益",
    ),
    "HEADCOUNT": (
        "headcount",
        "head count",
        "number of employees",
        "employee count",
        "how many employees",
        "how many staff",
        "how many people",
        "staff count",
        "员工人数",
        "員工人數",
        "员工总数",
        "雇员人数",
        "従業員数",
        "社員数",
        "人員数",
    ),
    "GROSS_MARGIN": (
        "gross margin",
        "gross profit margin",
        "毛利率",
        "粗利率",
        "売上総利益率",
    ),
}
"""Metric code → words that name it."""

UNKNOWN_METRIC_ALIASES: tuple[str, ...] = (
    "stock price",
    "share price",
    "market cap",
    "market capitalisation",
    "market capitalization",
    "dividend",
    "dividends",
    "earnings per share",
    "eps",
    "p/e",
    "credit rating",
    "股价",
    "股價",
    "市值",
    "股息",
    "分红",
    "每股收益",
    "市盈率",
    "株価",
    "時価総額",
    "配当",
    "一株当たり利益",
)
"""Figures the KB never reports: asking for one is refused, not guessed."""

OFF_TOPIC_RE = re.compile(
    r"(?<![a-z])(?:weather|poem|poetry|haiku|joke|recipe|football|soccer|world cup|bitcoin|"
    r"lottery|horoscope)(?![a-z])"
    r"|天气|氣溫|气温|写诗|诗歌|诗|笑话|食谱|菜谱|足球|比特币|彩票"
    r"|天気|気温|詩|俳句|冗談|ジョーク|レシピ|サッカー|ビットコイン|占い"
)
"""Requests that have nothing to do with ACME's reports."""

COMPETITOR_RE = re.compile(
    r"(?<![a-z])(?:competitors?|rivals?|globex|initech)(?![a-z])"
    r"|竞争对手|竞品|對手|競合|ライバル|他社"
)
"""Other companies: ACME's KB holds no figures about them."""

FORECAST_RE = re.compile(
    r"(?<![a-z])(?:will|forecast\w*|predict\w*|projected|projection\w*|guidance)(?![a-z])"
    r"|预测|預測|预计|將會|将会|会是|予測|予想|見込"
)
"""A figure asked for the future: the KB holds closed fiscal years only."""

DERIVED_RE = re.compile(
    r"(?<![a-z])(?:growth|grew|grow|growing|change[sd]?|increase[sd]?|decrease[sd]?|"
    r"difference|compared|versus|vs|yoy|year-on-year|cagr)(?![a-z])"
    r"|增长|增幅|增速|同比|环比|变化|变动|差额|相比|伸び|増加|減少|変化|前年比|増減|成長率"
)
"""A figure derived from reported ones (a growth rate, a change, a comparison): the KB
reports figures per fiscal year, and the engine does not compute new ones."""

NARRATIVE_CUE_RE = re.compile(
    r"(?<![a-z])(?:risk|strateg|plan|priorit|pillar|initiativ|esg|sustainab|emission|carbon|"
    r"renewabl|divers|describ|explain|summar|mention|highlight|outlook|trend|driver|drove|"
    r"challeng|polic|training|talent|update|review|report|why|say|says|said|discuss|approach|"
    r"measure|target|goal|complian|privacy|secur|hedg|competition|tourism|expan|focus|"
    r"packaging|plastic|women|scholarship|breach|supplier|supply)[a-z]*"
    r"|风险|風險|战略|戰略|策略|计划|計劃|规划|規劃|报告|報告|提到|提及|介绍|说明|描述|总结|"
    r"为什么|原因|措施|政策|可持续|排放|人才|培训|展望|回顾|回顧|趋势|挑战|合规|数据安全|"
    r"个人信息|隐私|拓展|扩张|旅客|消费|会员|目标|重点|影响|应对|程序|制度|级别|设施"
    r"|リスク|戦略|方針|説明|述べ|挙げ|取り組|取組|施策|理由|なぜ|見通し|サステナビリティ|"
    r"排出|人材|育成|研修|課題|目標|重点|背景|影響|対策|インバウンド|再生可能|削減|制度|成果"
)
"""Words that ask about what a report says rather than for one figure."""

NUMBER_CUE_RE = re.compile(
    r"(?<![a-z])(?:how much|how many|what was|what were|figure|amount|value of|total)"
    r"(?![a-z])"
    r"|多少|几|幾|数字|数值|金额|為多少|为多少"
    r"|いくら|どれくらい|どのくらい|何人|何名|金額|数値|数字"
)
"""Words that ask for a number."""

PERFORMANCE_CUE_RE = re.compile(
    r"(?<![a-z])(?:how did|how was|how were|perform\w*|doing|numbers|figures|results|do in)"
    r"(?![a-z])"
    r"|表现|表現|业绩|業績|情况|怎么样|怎樣|成绩|数据|数字"
    r"|実績|どうでした|どうだった|状況|成績"
)
"""Words that ask how a business did, without naming a metric."""

QUESTION_WORD_RE = re.compile(
    r"(?<![a-z])(?:what|how|which|why|when|where|who|summari[sz]e|describe|explain|list)"
    r"(?![a-z])"
    r"|什么|什麼|哪|怎么|怎样|如何|为什么|多久|多长|吗|呢"
    r"|何|どの|どう|なぜ|いつ|どれ|ですか|ますか|教えて"
)
"""Words that make a clause a question of its own (a sub-question of a composite)."""

CONNECTOR_RE = re.compile(
    r"^(?:also|and|plus|additionally|moreover|besides)[ ,]+"
    r"|^(?:以及|另外|此外|同时|并且|并|还有)[,、]?"
    r"|^(?:また|あわせて|併せて|さらに|それから|そして)[、,]?",
    re.IGNORECASE,
)
"""Words that open a follow-up clause and carry no content."""

CLAUSE_SPLIT_RE = re.compile(
    r"[?!;\n]+"
    r"|。+"
    r"|\.(?=\s|$)"
    r"|,?\s+and\s+(?=(?:what|how|which|why|where|when|who|does|do|did|is|are|also|"
    r"summari[sz]e|describe|explain|tell|list|give)\b)"
    r"|,\s*(?=(?:以及|另外|此外|并且|同时))"
    r"|[、,]\s*(?=(?:また|あわせて|併せて|さらに)[、,])",
    re.IGNORECASE,
)
"""Where one sub-question ends and the next begins."""

# Period expressions. Fiscal year = calendar year, so "2025年" and "FY2025" agree.
EXPLICIT_PERIOD_RES: tuple[re.Pattern[str], ...] = (
    re.compile(r"(?<![a-z])fy\s*'?(\d{4}|\d{2})(?!\d)"),
    re.compile(r"(?<![a-z])(?:fiscal(?: year)?|financial year)\s*(\d{4})(?!\d)"),
    re.compile(r"(?<!\d)(\d{4})\s*(?:财年|財年|财政年度|財政年度|会计年度|會計年度|年度|年)"),
    re.compile(r"(?<!\d)(20\d{2})(?!\d)"),
)
"""A year written out: FY2025, FY25, fiscal 2025, 2025财年, 2025年度, in 2025."""

RELATIVE_PERIODS: tuple[tuple[str, int], ...] = (
    ("year before last", -2),
    ("two years ago", -2),
    ("latest closed fiscal year", -1),
    ("most recent fiscal year", -1),
    ("latest fiscal year", -1),
    ("last fiscal year", -1),
    ("last financial year", -1),
    ("previous fiscal year", -1),
    ("prior fiscal year", -1),
    ("previous year", -1),
    ("prior year", -1),
    ("last year", -1),
    ("this fiscal year", 0),
    ("current fiscal year", 0),
    ("this year", 0),
    ("next fiscal year", 1),
    ("next year", 1),
    ("上一财政年度", -1),
    ("最近一个财年", -1),
    ("上一财年", -1),
    ("上个财年", -1),
    ("上財年", -1),
    ("上财年", -1),
    ("上一年度", -1),
    ("上年度", -1),
    ("去年", -1),
    ("本财年", 0),
    ("本年度", 0),
    ("当前财年", 0),
    ("今年", 0),
    ("下一财年", 1),
    ("下个财年", 1),
    ("下财年", 1),
    ("明年", 1),
    ("一昨年度", -2),
    ("前々年度", -2),
    ("一昨年", -2),
    ("前会計年度", -1),
    ("直近の年度", -1),
    ("直近年度", -1),
    ("昨年度", -1),
    ("前年度", -1),
    ("前期", -1),
    ("昨年", -1),
    ("今年度", 0),
    ("今期", 0),
    ("来年度", 1),
    ("来期", 1),
    ("来年", 1),
)
"""Periods relative to the reference date, longest first within each language."""

PREVIOUS_YEAR_AMBIGUOUS = "前年"
"""Japanese "前年" is the previous year; Chinese "前年" is the year before last."""

JAPANESE_ONLY_RE = re.compile(r"[\u3040-\u30ff]|売上|従業員|純利益|粗利率|連結|営業")
"""Kana, or kanji words only Japanese writes this way."""

QUERY_NOISE: frozenset[str] = frozenset(
    [
        # English question words
        "what",
        "which",
        "how",
        "why",
        "when",
        "where",
        "who",
        "does",
        "do",
        "did",
        "is",
        "are",
        "was",
        "were",
        "tell",
        "me",
        "please",
        "about",
        "say",
        "says",
        "said",
        "describe",
        "explain",
        "summarize",
        "summarise",
        "list",
        "give",
        "according",
        "acme",
        # Chinese question bigrams
        "什么",
        "哪些",
        "如何",
        "怎么",
        "为什",
        "有什",
        "多少",
        "请问",
        "一下",
        "方面",
        "提到",
        # Japanese question bigrams
        "どの",
        "のよ",
        "よう",
        "うな",
        "うに",
        "ます",
        "すか",
        "です",
        "いま",
        "まし",
        "して",
        "くだ",
        "ださ",
        "さい",
    ]
)
"""Query tokens too common to tell one passage from another (dropped on a retry)."""


NAMES: dict[str, dict[str, str]] = {
    "ACME_GROUP": {"en": "the ACME group", "zh": "集团", "ja": "グループ全体"},
    "ACME_HK": {"en": "Hong Kong", "zh": "香港", "ja": "香港"},
    "ACME_SG": {"en": "Singapore", "zh": "新加坡", "ja": "シンガポール"},
    "ACME_JP": {"en": "Japan", "zh": "日本", "ja": "日本"},
    "ACME_MO": {"en": "Macau", "zh": "澳门", "ja": "マカオ"},
    "REVENUE": {"en": "revenue", "zh": "收入", "ja": "売上高"},
    "EBITDA": {"en": "EBITDA", "zh": "EBITDA", "ja": "EBITDA"},
    "NET_PROFIT": {"en": "net profit", "zh": "净利润", "ja": "純利益"},
    "HEADCOUNT": {"en": "headcount", "zh": "员工人数", "ja": "従業員数"},
    "GROSS_MARGIN": {"en": "gross margin", "zh": "毛利率", "ja": "粗利率"},
}
"""How a scope or metric code is named in an answer, per language."""


def display_name(code: str, lang: str) -> str:
    """The name of a code in ``lang``, falling back to the code itself."""
    return NAMES.get(code, {}).get(lang, code)
