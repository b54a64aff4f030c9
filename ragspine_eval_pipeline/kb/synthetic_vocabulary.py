"""Names of the synthetic KB's scopes, metrics and documents, in three languages.

This is the metadata a finance team keeps beside its figures (the chart of accounts'
names, the entity list, the document register), written to ``vocabulary.json`` with
the facts. Aliases are matched on normalized forms (NFKC, casefold, English stems), so
an alias is listed once, not in every inflection. A word that names a family of metrics
("profit", 「利润」, 「利益」) is listed under each metric it may mean: a question using it
is asked which one it means, never answered with one of them.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.kb.synthetic_metric_phrases import with_everyday_phrases
from ragspine_eval_pipeline.kb.vocabulary import Term, Vocabulary

_HK_AND_MACAU = (
    "港澳业务",
    "港澳業務",
    "港澳事业",
    "港澳事業",
    "港澳地区",
    "港澳地區",
    "港澳区",
    "港澳區",
    "港澳市场",
    "港澳市場",
    "港澳两地",
    "港澳兩地",
    # The Special Administrative Regions, as English speakers shorten them: either market
    # (the business of them: ``_SPECIAL_ADMINISTRATIVE_REGIONS``).
    "SAR",
    "SARs",
)
"""Hong Kong and Macau named as one business or place ("the SAR business"): an alias of
both, so a figure of it is asked which. 港澳 before another noun (港澳青年, young people
of both) names a kind of people, not the business."""

_SPECIAL_ADMINISTRATIVE_REGIONS = (
    "SAR business",
    "SAR businesses",
    "SAR operations",
    "SAR markets",
    "特区业务",
    "特區業務",
    "特别行政区业务",
    "特別行政區業務",
    "特別行政区事業",
    "特別行政区の事業",
)
"""Hong Kong and Macau described as the special administrative regions (特区, 特別行政区,
"SAR"), the title each is named with in its own aliases (香港特区, "Macau SAR"): an
alias of both, so a figure of "the SAR business" is asked which."""

_GREATER_CHINA = (
    "Greater China",
    "大中华",
    "大中華",
    "大中华区",
    "大中華區",
    "大中华地区",
    "大中華地區",
    "中華圏",
    "大中華圏",
    "中華圏の事業",
    "中華圏事業",
)
"""The group's business in Greater China, which in the KB is Hong Kong and Macau (it has
no business in the mainland or Taiwan): an alias of both, so a figure of it is asked
which market."""

_GREATER_BAY_AREA_BUSINESS = (
    "Greater Bay Area business",
    "Greater Bay Area businesses",
    "Greater Bay Area operations",
    "GBA business",
    "GBA businesses",
    "GBA operations",
    "大湾区业务",
    "大灣區業務",
    "粤港澳大湾区业务",
    "粵港澳大灣區業務",
    "大湾区事業",
    "大湾区の事業",
    "グレーターベイエリア事業",
    "グレーターベイエリアの事業",
)
"""The group's business in the Greater Bay Area, which in the KB is Hong Kong and Macau
(the plan's mainland stores are not yet open, and no figure is held of them): an alias
of both, so a figure of it is asked which market. The area alone (大湾区, "the GBA")
is the plan's topic, and stays a word of the plan's name."""

_OVERSEAS = (
    "overseas business",
    "overseas businesses",
    "overseas operations",
    "overseas markets",
    "international business",
    "international operations",
    "海外业务",
    "海外業務",
    "海外事业",
    "海外事業",
    "海外市场",
    "海外市場",
    "海外部门",
    "海外部門",
    "境外业务",
)
"""The group's markets outside one home, which the KB does not define: an alias of every
market (never the group), so a figure of "the overseas business" is asked which market."""

_CLIPPED_REGION = {
    clipped: tuple(f"{clipped}{noun}" for noun in ("区", "區", "区域", "區域"))
    for clipped in ("港", "澳")
}
"""Hong Kong and Macau clipped to one character before a region noun, as Chinese
business writing names a company's regional units (港区, 澳区: the Hong Kong and Macau
regions). Chinese only: 港区 is Tokyo's Minato ward in Japanese, and 港区 of a mainland
port city is no market of the KB's, which a question naming that city still names."""

_SCOPES = (
    Term(
        code="ACME_HK",
        kind="scope",
        names={"en": "Hong Kong", "zh": "香港", "ja": "香港"},
        aliases=(
            "ACME_HK",
            "Hong Kong",
            "Hongkong",
            "HK",
            "HKSAR",
            "Hong Kong SAR",
            "香港",
            "香港法人",
            "香港特区",
            "香港特別行政区",
            "香港特别行政区",
            "本港",
            "ホンコン",
            *_HK_AND_MACAU,
            *_SPECIAL_ADMINISTRATIVE_REGIONS,
            *_GREATER_CHINA,
            *_GREATER_BAY_AREA_BUSINESS,
            *_OVERSEAS,
        ),
        aliases_in={"zh": _CLIPPED_REGION["港"]},
    ),
    Term(
        code="ACME_SG",
        kind="scope",
        names={"en": "Singapore", "zh": "新加坡", "ja": "シンガポール"},
        aliases=(
            "ACME_SG",
            "Singapore",
            "SG",
            "SGP",
            "Lion City",
            "新加坡",
            "星加坡",
            "星洲",
            "狮城",
            "獅城",
            "坡县",
            "シンガポール",
            "星港",
            *_OVERSEAS,
        ),
    ),
    Term(
        code="ACME_JP",
        kind="scope",
        names={"en": "Japan", "zh": "日本", "ja": "日本"},
        aliases=(
            "ACME_JP",
            "Japan",
            "Japanese",
            "JP",
            "JPN",
            "Nippon",
            "Nihon",
            "日本",
            "日本法人",
            "ニッポン",
            "にっぽん",
            "にほん",
            *_OVERSEAS,
        ),
    ),
    Term(
        code="ACME_MO",
        kind="scope",
        names={"en": "Macau", "zh": "澳门", "ja": "マカオ"},
        aliases=(
            "ACME_MO",
            "Macau",
            "Macao",
            "Macau SAR",
            "Macao SAR",
            "澳门",
            "澳門",
            "濠江",
            "澳门特区",
            "澳門特區",
            "马交",
            "マカオ",
            "澳門特別行政区",
            "澳门特别行政区",
            "澳門特別行政區",
            *_HK_AND_MACAU,
            *_SPECIAL_ADMINISTRATIVE_REGIONS,
            *_GREATER_CHINA,
            *_GREATER_BAY_AREA_BUSINESS,
            *_OVERSEAS,
        ),
        aliases_in={"zh": _CLIPPED_REGION["澳"]},
    ),
    Term(
        code="ACME_GROUP",
        kind="scope",
        names={"en": "the ACME group", "zh": "集团", "ja": "グループ全体"},
        aliases=(
            "ACME_GROUP",
            "group",
            # The group clipped as finance teams type it ("grp EBITDA", "grp-level"; not
            # "consol", whose stem is that of "console").
            "grp",
            "consolidated",
            "group-wide",
            "groupwide",
            "group level",
            "whole group",
            "集团",
            "集團",
            "全集团",
            "グループ",
            "連結",
            "全社",
            "グループ連結",
            "全集團",
            "集团层面",
            "集团整体",
            "合并",
            "合併",
            "合并口径",
            "連結ベース",
        ),
    ),
)

_METRICS = (
    Term(
        code="REVENUE",
        kind="metric",
        names={"en": "revenue", "zh": "收入", "ja": "売上高"},
        aliases=(
            "REVENUE",
            "revenue",
            "sales",
            "turnover",
            "revenues",
            "rev",
            "revs",
            "net sales",
            "total sales",
            "top line",
            "top-line",
            "topline",
            "トップライン",
            "レベニュー",
            "营业收入",
            "营业额",
            "營業額",
            "销售收入",
            "销售额",
            "銷售額",
            "销售",
            "营业收益",
            "總收入",
            "总收入",
            "收入",
            "营收",
            "營收",
            "売上収益",
            "売上高",
            "売上",
            "営業収益",
            "売り上げ",
            "うりあげ",
            # What was sold for, asked in everyday words (「卖了多少钱」): the money words
            # inside them name revenue only.
            "卖了多少钱",
            "卖了多少",
            "賣了多少錢",
            "卖多少钱",
            "卖出多少钱",
            # 收益: revenue in Hong Kong usage, income or profit in mainland usage; listed
            # with net profit as well, so a question using it is asked which it means.
            "收益",
            # Shared with EBITDA and net profit: "how much money did X make" may mean any.
            "money",
            "钱",
            "お金",
            # What came in, said with a verb: beside a word several metrics share ("how
            # much money did it bring in") it says which one; alone it is only a verb.
            "bring in",
            "brought in",
        ),
    ),
    Term(
        code="EBITDA",
        kind="metric",
        names={"en": "EBITDA", "zh": "EBITDA", "ja": "EBITDA"},
        aliases=(
            "EBITDA",
            "earnings before interest, taxes, depreciation and amortization",
            "earnings before interest, tax, depreciation and amortisation",
            "息税折旧摊销前利润",
            "税息折旧及摊销前利润",
            "息税折旧及摊销前利润",
            "利払い前・税引き前・減価償却前利益",
            # Shared with net profit (and the money words with revenue): ambiguous alone.
            "profit",
            "利润",
            "盈利",
            "利益",
            "money",
            "钱",
            "お金",
        ),
    ),
    Term(
        code="NET_PROFIT",
        kind="metric",
        names={"en": "net profit", "zh": "净利润", "ja": "純利益"},
        aliases=(
            "NET_PROFIT",
            "net profit",
            "net income",
            # Net income clipped ("net inc"); never "NI", which is also national insurance.
            "net inc",
            "net earnings",
            "profit after tax",
            "bottom line",
            "bottom-line",
            "ボトムライン",
            "ネットプロフィット",
            "ネットインカム",
            "NPAT",
            # The finance team's shorthand for net profit ("group NP FY2024", 「集团NP」).
            "NP",
            "profit for the year",
            "net profit after tax",
            "净利润",
            "淨利潤",
            "纯利润",
            "純利潤",
            "净利",
            "纯利",
            "純利",
            "净收入",
            "税后利润",
            "稅後利潤",
            "税后净利",
            "稅後淨利",
            "当期純利益",
            "純利益",
            "純益",
            "最終利益",
            "当期利益",
            "税引後利益",
            "純損益",
            # What is left after every cost, asked in everyday words.
            "after all costs and taxes",
            "after costs and taxes",
            "after all expenses and taxes",
            "after expenses and taxes",
            "after tax and all costs",
            "净赚了多少钱",
            "净赚多少钱",
            "淨賺了多少錢",
            "纯赚了多少钱",
            "净赚",
            "淨賺",
            "纯赚",
            "純賺",
            "收益",
            # Shared with EBITDA (and the money words with revenue): ambiguous alone.
            "profit",
            "利润",
            "盈利",
            "利益",
            "money",
            "钱",
            "お金",
        ),
    ),
    Term(
        code="HEADCOUNT",
        kind="metric",
        names={"en": "headcount", "zh": "员工人数", "ja": "従業員数"},
        aliases=(
            "HEADCOUNT",
            "headcount",
            "head count",
            "ヘッドカウント",
            "人头数",
            "人頭數",
            "employees",
            "staff",
            "people",
            "ppl",
            # Headcount as data and HR people abbreviate it ("JP hc", "total hc").
            "hc",
            "persons employed",
            # Statistics offices' own terms for the people a business has (a census's
            # "persons engaged", 従業者数 of a business survey).
            "persons engaged",
            "従業者数",
            "常時従業者数",
            "personnel",
            "staffers",
            "staff members",
            "workers",
            "FTE",
            "FTEs",
            "full-time equivalents",
            "employee count",
            "number of employees",
            "staff count",
            "staff numbers",
            "workforce",
            "员工人数",
            "員工人數",
            "员工总数",
            "雇员人数",
            "员工",
            "員工",
            "雇员",
            "僱員",
            "职员",
            "職員",
            "员工数",
            "员工数量",
            "人员数量",
            "人员规模",
            "従業員数",
            "従業員",
            "社員数",
            "社員",
            "人員数",
            "人員",
            # 人員 as Chinese writes it (personnel), and counted: 多少人 would otherwise
            # take its 人 and leave 员.
            "人员",
            "多少人员",
            "職員数",
            "スタッフ数",
            "スタッフ",
            # The number of people a scope has, asked by its count word or by people working
            # there: the KB's only count of people is its headcount (「有多少人」,
            # 「何人が働いて」), as "people" is. Not 多少名 / 何名 / 何人 alone: they count
            # anyone (「资助了多少名学生」), and 何人 is grammar after a metric (従業員は何人).
            "多少人",
            "几个人",
            "幾個人",
            "几多人",
            "多少员工",
            "何人が働いて",
            "何人働いて",
            "何人くらい働いて",
            "何人ぐらい働いて",
            "何人が勤めて",
            "何人勤めて",
        ),
    ),
    Term(
        code="GROSS_MARGIN",
        kind="metric",
        names={"en": "gross margin", "zh": "毛利率", "ja": "粗利率"},
        aliases=(
            "GROSS_MARGIN",
            "gross margin",
            "gross profit margin",
            "gross margin percentage",
            # The finance team's shorthand: GM, and the gross profit as a percentage of
            # sales (GP%, GP margin, GPM). "GP" alone is the gross profit, an amount the
            # KB does not hold: only the percent sign or "margin" makes it the margin.
            "GM",
            "GM%",
            "GP%",
            # The margin clipped ("gross mgn").
            "gross mgn",
            "gross profit %",
            "GP margin",
            "GPM",
            "毛利润率",
            "毛利潤率",
            "毛利率",
            "粗利率",
            "粗利益率",
            "売上総利益率",
            "グロスマージン",
            "グロス・マージン",
            "グロスマージン率",
            "グロスプロフィットマージン",
        ),
    ),
)

_MARKET_SHORT = (("Hong Kong", "HK"), ("Singapore", "SG"), ("Japan", "JP"))
"""Markets as analysts abbreviate them in a document's name ("HK market review")."""

_KIND_WORDS = ("doc", "document", "paper", "資料", "文件", "文档")
"""Words said after a document's name that only say it is a document ("Japan strategy
doc", 「日本事業戦略の資料」 written as one: 日本事業戦略資料)."""

_LOANWORDS = (
    ("報告書", "レポート"),
    ("報告(?!書)", "レポート"),
    ("市場", "マーケット"),
    ("方針", "ポリシー"),
    ("戦略", "ストラテジー"),
    ("計画", "プラン"),
    ("サステナビリティ(?!ー)", "サステナ"),
)
"""Japanese words and the katakana loanword (or its clipped form) said for them
(香港マーケットレビュー, サステナ報告): a document's name is said either way."""


def _document_names(
    *names: str, short: tuple[str, ...] = (), year: int | None = None
) -> tuple[str, ...]:
    """Every form a document is named by: ``names`` as given and as people shorten them
    (a market's abbreviation, a Japanese word said as its loanword), each followed or not
    by a word saying it is a document; ``short`` (a name too bare to stand alone: "ESG")
    only with such a word or the document's fiscal year ("ESG FY25", "ESG 2025")."""

    def variants(name: str) -> list[str]:
        out = [name]
        for long, abbreviation in _MARKET_SHORT:
            out += [
                re.sub(rf"\b{long}\b", abbreviation, v) for v in out if re.search(rf"\b{long}\b", v)
            ]
        for word, loan in _LOANWORDS:
            out += [re.sub(word, loan, v) for v in out if re.search(word, v)]
            plain = re.sub(r"\(\?.*?\)", "", word)  # the word without its lookahead
            out += [v.replace(loan, plain) for v in out if loan in v and loan != "サステナ"]
        return out

    def with_kind(name: str) -> list[str]:
        sep = " " if name.isascii() else ""
        return [f"{name}{sep}{k}" for k in _KIND_WORDS if k.isascii() == name.isascii()]

    def with_year(name: str) -> list[str]:
        if year is None or not name.isascii():
            return []
        forms = (f"FY{year}", f"FY{year % 100}", f"FY {year % 100}", str(year))
        return [f"{name} {form}" for form in forms]

    full = [v for n in names for v in variants(n)]
    bare = [v for n in short for v in variants(n)]
    forms = full + [f for n in full + bare for f in with_kind(n)]
    forms += [f for n in bare for f in with_year(n)]
    return tuple(dict.fromkeys(forms))


_DOCUMENTS = (
    Term(
        code="ACME_Risk_Factors_FY2025.pdf",
        kind="document",
        names={"en": "Risk Factors Report FY2025", "zh": "风险因素报告", "ja": "リスク要因報告書"},
        aliases=_document_names(
            "risk factors report",
            "risk-factors report",
            "risk factors",
            "risk report",
            "风险因素报告",
            "风险因素",
            "风险报告",
            "リスク要因報告書",
            "リスク要因",
            "リスク報告書",
            "リスク報告",
            "风险因素文件",
            short=("risk",),
            year=2025,
        ),
    ),
    Term(
        code="ACME_Strategic_Plan.pdf",
        kind="document",
        names={"en": "Strategic Plan", "zh": "战略计划", "ja": "戦略計画"},
        aliases=_document_names(
            "strategic plan",
            "strategy plan",
            "mid-term plan",
            "medium-term plan",
            "three-year plan",
            "战略计划",
            "战略规划",
            "中期规划",
            "中期计划",
            "三年计划",
            "戦略計画",
            "中期経営計画",
            "中期計画",
            "中計",
            "group strategic plan",
            "group strategy",
            "集团战略",
            "全社戦略",
        ),
    ),
    Term(
        code="ACME_ESG_Report_FY2025.pdf",
        kind="document",
        names={"en": "ESG Report FY2025", "zh": "ESG报告", "ja": "ESGレポート"},
        aliases=_document_names(
            "ESG report",
            "ESG报告",
            "ESG レポート",
            "ESGレポート",
            "ESG報告書",
            "ESG報告",
            "ESG报告书",
            short=("ESG",),
            year=2025,
        ),
    ),
    Term(
        code="ACME_Singapore_Market_Update_FY2025.pdf",
        kind="document",
        names={
            "en": "Singapore Market Update FY2025",
            "zh": "新加坡市场动态",
            "ja": "シンガポール市場アップデート",
        },
        aliases=_document_names(
            "Singapore market update",
            "Singapore update",
            "新加坡市场动态",
            "新加坡市场更新",
            "シンガポール市場アップデート",
            "Singapore market report",
            "新加坡市场报告",
            "新加坡更新",
            "シンガポールアップデート",
            "シンガポール市場報告",
            year=2025,
        ),
    ),
    Term(
        code="ACME_HK_Market_Review_FY2025.docx",
        kind="document",
        names={
            "en": "Hong Kong Market Review FY2025",
            "zh": "香港市场回顾",
            "ja": "香港市場レビュー",
        },
        aliases=_document_names(
            "Hong Kong market review",
            "HK market review",
            "香港市场回顾",
            "香港市場レビュー",
            "香港市場回顧",
            "Hong Kong review",
            "香港回顾",
            "香港市场评论",
            "香港レビュー",
            year=2025,
        ),
    ),
    Term(
        code="ACME_GBA_Expansion_Plan.docx",
        kind="document",
        names={
            "en": "Greater Bay Area Expansion Plan",
            "zh": "粤港澳大湾区拓展计划",
            "ja": "大湾区拡大計画",
        },
        aliases=_document_names(
            "Greater Bay Area expansion plan",
            "GBA expansion plan",
            "GBA plan",
            "大湾区拓展计划",
            "大湾区计划",
            "大湾区拡大計画",
            "グレーターベイエリア拡大計画",
            "GBA expansion",
            "大湾区扩张计划",
            "大湾区拡大プラン",
        ),
    ),
    Term(
        code="ACME_Data_Protection_Policy.docx",
        kind="document",
        names={
            "en": "Data Protection Policy",
            "zh": "数据安全与个人信息保护政策",
            "ja": "データ保護方針",
        },
        aliases=_document_names(
            "data protection policy",
            "data privacy policy",
            "数据保护政策",
            "个人信息保护政策",
            "データ保護方針",
            "データ保護ポリシー",
            "個人情報保護方針",
            "privacy policy",
            "data protection",
            "隐私政策",
            "プライバシーポリシー",
            "個人情報保護ポリシー",
        ),
    ),
    Term(
        code="ACME_Japan_Business_Strategy_FY2025.pdf",
        kind="document",
        names={
            "en": "Japan Business Strategy FY2025",
            "zh": "日本业务战略",
            "ja": "日本事業戦略",
        },
        aliases=_document_names(
            "Japan business strategy",
            "Japanese business strategy",
            "Japan strategy",
            "日本业务战略",
            "日本事业战略",
            "日本事業戦略",
            "Japan business plan",
            "日本战略",
            "日本戦略",
            "日本事業戦略書",
            year=2025,
        ),
    ),
    Term(
        code="ACME_Talent_Development_Policy.pdf",
        kind="document",
        names={"en": "Talent Development Policy", "zh": "人才培养方针", "ja": "人材育成方針"},
        aliases=_document_names(
            "talent development policy",
            "talent policy",
            "人才培养方针",
            "人才培养政策",
            "人才发展政策",
            "人材育成方針",
            "talent dev policy",
            "talent development",
            "人才方针",
            "人才政策",
            "人材方針",
            "人材育成",
        ),
    ),
    Term(
        code="ACME_Sustainability_Report_Japan_2025.pdf",
        kind="document",
        names={
            "en": "Sustainability Report Japan 2025",
            "zh": "日本可持续发展报告",
            "ja": "サステナビリティ報告",
        },
        aliases=_document_names(
            "sustainability report for Japan",
            "Japan sustainability report",
            "sustainability report",
            "日本可持续发展报告",
            "可持续发展报告",
            "サステナビリティ報告",
            "サステナビリティレポート",
            "Japan sustainability",
            "sustainability report Japan",
            "日本可持续报告",
            "サステナビリティ報告書",
            "日本のサステナビリティ報告",
            year=2025,
        ),
    ),
)

_SCALES = ("million", "millions", "mn", "mln", "m")
"""How a million is written beside a currency ("JPY mn", "USD m", "in HKD million"): the
KB reports money in millions, so a currency with its scale names the same unit."""


def _in_millions(*currencies: str) -> tuple[str, ...]:
    """Each currency name written with a scale word, before or after it."""
    return tuple(
        form
        for currency in currencies
        for scale in _SCALES
        for form in (f"{currency} {scale}", f"{scale} {currency}")
    )


_UNITS = (
    Term(
        code="USD_M",
        kind="unit",
        names={"en": "million US dollars", "zh": "百万美元", "ja": "百万米ドル"},
        # "dollars" alone may be either dollar: listed under both, it names both.
        aliases=(
            "USD",
            "US dollars",
            "U.S. dollars",
            "美元",
            "美金",
            "米ドル",
            "dollars",
            "ドル",
            "百万美元",
            "百万米ドル",
            *_in_millions("USD", "US dollars", "dollars"),
        ),
    ),
    Term(
        code="HKD_M",
        kind="unit",
        names={"en": "million Hong Kong dollars", "zh": "百万港元", "ja": "百万香港ドル"},
        aliases=(
            "HKD",
            "HK$",
            "Hong Kong dollars",
            "港元",
            "港币",
            "港幣",
            "香港ドル",
            "dollars",
            "ドル",
            "百万港元",
            "百万港币",
            "百万香港ドル",
            *_in_millions("HKD", "Hong Kong dollars", "dollars"),
        ),
    ),
    Term(
        code="JPY_M",
        kind="unit",
        names={"en": "million yen", "zh": "百万日元", "ja": "百万円"},
        aliases=(
            "JPY",
            "yen",
            "日元",
            "日圆",
            "円",
            "日本円",
            "百万日元",
            "百万円",
            *_in_millions("JPY", "yen"),
        ),
    ),
    Term(
        code="PCT",
        kind="unit",
        names={"en": "percent", "zh": "百分比", "ja": "パーセント"},
        aliases=("percent", "per cent", "%", "百分比", "パーセント"),
    ),
    Term(
        code="PERSONS",
        kind="unit",
        names={"en": "persons", "zh": "人", "ja": "人"},
        aliases=("persons",),
    ),
)

_RESULTS_DECK_ALIASES = (
    "results deck",
    "results presentation",
    "results slides",
    "results pack",
    "earnings deck",
    "earnings presentation",
    "业绩演示文稿",
    "业绩简报",
    "业绩幻灯片",
    "业绩发布材料",
    "业绩发布会资料",
    "业绩PPT",
    "業績簡報",
    "決算説明資料",
    "決算説明会資料",
    "決算資料",
    "決算発表資料",
    "決算スライド",
    "決算プレゼン資料",
)
"""What readers call a year's results presentation: one alias names every year's deck,
whose year, when it is written, is the fiscal year asked."""


def _results_deck(year: int) -> Term:
    """The results presentation of fiscal ``year``, a source of the facts."""
    return Term(
        code=f"ACME_FY{year}_Results.pptx",
        kind="source",
        names={
            "en": f"FY{year} results deck",
            "zh": f"{year}财年业绩演示文稿",
            "ja": f"{year}年度決算説明資料",
        },
        aliases=_RESULTS_DECK_ALIASES,
    )


_SOURCES = (
    *(_results_deck(year) for year in (2023, 2024, 2025)),
    Term(
        code="ACME_Annual_Report_FY2025.pdf",
        kind="source",
        names={"en": "annual report", "zh": "年报", "ja": "年次報告書"},
        aliases=(
            "annual report",
            "annual reports",
            "年报",
            "年報",
            "年度报告",
            "年度報告",
            "年次報告書",
            "年次報告",
            "年次レポート",
            "アニュアルレポート",
        ),
    ),
    Term(
        code="ACME_KPI_Workbook.xlsx",
        kind="source",
        names={"en": "KPI workbook", "zh": "KPI表", "ja": "KPIワークブック"},
        aliases=(
            "KPI workbook",
            "KPI spreadsheet",
            "KPI sheet",
            "KPI table",
            "KPI工作簿",
            "KPI表格",
            "KPI表",
            "KPI报表",
            "KPIワークブック",
            "KPIシート",
            "KPI表計算",
        ),
    ),
)
"""The documents the facts are read from, by what readers call them: named beside a
figure ("somewhere in the annual report", 「在那个KPI表格里」), they say where it is
reported."""

EVAL_VOCABULARY = Vocabulary(
    company=("ACME",),
    group_scope="ACME_GROUP",
    terms=_SCOPES + with_everyday_phrases(_METRICS) + _DOCUMENTS + _UNITS + _SOURCES,
)
"""What the synthetic KB's codes are called, stored with its facts."""
