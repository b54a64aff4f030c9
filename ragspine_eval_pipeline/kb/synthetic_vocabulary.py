"""Names of the synthetic KB's scopes, metrics and documents, in three languages.

This is the metadata a finance team keeps beside its figures (the chart of accounts'
names, the entity list, the document register), written to ``vocabulary.json`` with
the facts. Aliases are matched on normalized forms (NFKC, casefold, English stems), so
an alias is listed once, not in every inflection. A word that names a family of metrics
("profit", 「利润」, 「利益」) is listed under each metric it may mean: a question using it
is asked which one it means, never answered with one of them.
"""

from __future__ import annotations

from ragspine_eval_pipeline.kb.vocabulary import Term, Vocabulary

_SCOPES = (
    Term(
        code="ACME_HK",
        kind="scope",
        names={"en": "Hong Kong", "zh": "香港", "ja": "香港"},
        aliases=("ACME_HK", "Hong Kong", "Hongkong", "HK", "香港", "香港法人"),
    ),
    Term(
        code="ACME_SG",
        kind="scope",
        names={"en": "Singapore", "zh": "新加坡", "ja": "シンガポール"},
        aliases=("ACME_SG", "Singapore", "SG", "新加坡", "星加坡", "シンガポール"),
    ),
    Term(
        code="ACME_JP",
        kind="scope",
        names={"en": "Japan", "zh": "日本", "ja": "日本"},
        aliases=("ACME_JP", "Japan", "Japanese", "JP", "日本"),
    ),
    Term(
        code="ACME_MO",
        kind="scope",
        names={"en": "Macau", "zh": "澳门", "ja": "マカオ"},
        aliases=("ACME_MO", "Macau", "Macao", "澳门", "澳門", "マカオ"),
    ),
    Term(
        code="ACME_GROUP",
        kind="scope",
        names={"en": "the ACME group", "zh": "集团", "ja": "グループ全体"},
        aliases=(
            "ACME_GROUP",
            "group",
            "consolidated",
            "group-wide",
            "集团",
            "集團",
            "全集团",
            "グループ",
            "連結",
            "全社",
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
            "top line",
            "top-line",
            "topline",
            "营业收入",
            "营业额",
            "營業額",
            "销售收入",
            "销售额",
            "銷售額",
            "收入",
            "营收",
            "營收",
            "売上収益",
            "売上高",
            "売上",
            "営業収益",
            # Shared with EBITDA and net profit: "how much money did X make" may mean any.
            "money",
            "钱",
            "お金",
        ),
    ),
    Term(
        code="EBITDA",
        kind="metric",
        names={"en": "EBITDA", "zh": "EBITDA", "ja": "EBITDA"},
        aliases=(
            "EBITDA",
            "earnings before interest, taxes, depreciation and amortization",
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
            "net earnings",
            "profit after tax",
            "bottom line",
            "净利润",
            "淨利潤",
            "纯利润",
            "純利潤",
            "净利",
            "纯利",
            "純利",
            "净收入",
            "当期純利益",
            "純利益",
            "純益",
            "最終利益",
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
            "employees",
            "staff",
            "people",
            "workers",
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
            "雇员",
            "従業員数",
            "従業員",
            "社員数",
            "社員",
            "人員数",
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
            "毛利率",
            "粗利率",
            "粗利益率",
            "売上総利益率",
        ),
    ),
)

_DOCUMENTS = (
    Term(
        code="ACME_Risk_Factors_FY2025.pdf",
        kind="document",
        names={"en": "Risk Factors Report FY2025", "zh": "风险因素报告", "ja": "リスク要因報告書"},
        aliases=(
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
        ),
    ),
    Term(
        code="ACME_Strategic_Plan.pdf",
        kind="document",
        names={"en": "Strategic Plan", "zh": "战略计划", "ja": "戦略計画"},
        aliases=(
            "strategic plan",
            "strategy plan",
            "战略计划",
            "战略规划",
            "戦略計画",
            "中期経営計画",
        ),
    ),
    Term(
        code="ACME_ESG_Report_FY2025.pdf",
        kind="document",
        names={"en": "ESG Report FY2025", "zh": "ESG报告", "ja": "ESGレポート"},
        aliases=("ESG report", "ESG报告", "ESG レポート", "ESGレポート", "ESG報告書"),
    ),
    Term(
        code="ACME_Singapore_Market_Update_FY2025.pdf",
        kind="document",
        names={
            "en": "Singapore Market Update FY2025",
            "zh": "新加坡市场动态",
            "ja": "シンガポール市場アップデート",
        },
        aliases=(
            "Singapore market update",
            "Singapore update",
            "新加坡市场动态",
            "新加坡市场更新",
            "シンガポール市場アップデート",
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
        aliases=(
            "Hong Kong market review",
            "HK market review",
            "香港市场回顾",
            "香港市場レビュー",
            "香港市場回顧",
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
        aliases=(
            "Greater Bay Area expansion plan",
            "GBA expansion plan",
            "GBA plan",
            "大湾区拓展计划",
            "大湾区计划",
            "大湾区拡大計画",
            "グレーターベイエリア拡大計画",
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
        aliases=(
            "data protection policy",
            "data privacy policy",
            "数据保护政策",
            "个人信息保护政策",
            "データ保護方針",
            "データ保護ポリシー",
            "個人情報保護方針",
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
        aliases=(
            "Japan business strategy",
            "Japanese business strategy",
            "Japan strategy",
            "日本业务战略",
            "日本事业战略",
            "日本事業戦略",
        ),
    ),
    Term(
        code="ACME_Talent_Development_Policy.pdf",
        kind="document",
        names={"en": "Talent Development Policy", "zh": "人才培养方针", "ja": "人材育成方針"},
        aliases=(
            "talent development policy",
            "talent policy",
            "人才培养方针",
            "人才培养政策",
            "人才发展政策",
            "人材育成方針",
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
        aliases=(
            "sustainability report for Japan",
            "Japan sustainability report",
            "sustainability report",
            "日本可持续发展报告",
            "可持续发展报告",
            "サステナビリティ報告",
            "サステナビリティレポート",
        ),
    ),
)

_UNITS = (
    Term(
        code="USD_M",
        kind="unit",
        names={"en": "million US dollars", "zh": "百万美元", "ja": "百万米ドル"},
        aliases=("USD", "US dollars", "U.S. dollars", "US$", "美元", "美金", "米ドル"),
    ),
    Term(
        code="HKD_M",
        kind="unit",
        names={"en": "million Hong Kong dollars", "zh": "百万港元", "ja": "百万香港ドル"},
        aliases=("HKD", "HK$", "Hong Kong dollars", "港元", "港币", "港幣", "香港ドル"),
    ),
    Term(
        code="JPY_M",
        kind="unit",
        names={"en": "million yen", "zh": "百万日元", "ja": "百万円"},
        aliases=("JPY", "yen", "日元", "日圆", "円"),
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

EVAL_VOCABULARY = Vocabulary(
    company=("ACME",),
    group_scope="ACME_GROUP",
    terms=_SCOPES + _METRICS + _DOCUMENTS + _UNITS,
)
"""What the synthetic KB's codes are called, stored with its facts."""
