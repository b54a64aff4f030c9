"""The synthetic knowledge base the QA golden set is written against.

ACME is a fictional retail group with four markets (Hong Kong, Singapore, Japan,
Macau) and a group consolidation. Facts carry the document and locator they were read
from, in the formats the extraction eval uses (pptx ``slide=..``, pdf ``page=..``,
xlsx ``Sheet!C7``). Narrative documents are short reports in English, Chinese and
Japanese whose numbers agree with the facts; each is also stored translated into the
other two languages (``synthetic_translations``), paragraph by paragraph, so a question
in any language can find it, and carries what readers call each paragraph's points
(``synthetic_keywords``), so a question in a reader's own words can find it too.

Fiscal year = calendar year: FY2025 runs from 2025-01-01 to 2025-12-31.

Everything here is a module constant, so the KB is a pure function of this file:
``build_eval_kb`` writes it byte-for-byte identically every time.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from ragspine_eval_pipeline.atomic import atomic_write_bytes
from ragspine_eval_pipeline.kb.format import (
    DOCS_DIR,
    FACTS_FILE,
    KB_FORMAT_VERSION,
    KEYWORDS_FILE,
    MANIFEST_FILE,
    TRANSLATIONS_FILE,
    VOCABULARY_FILE,
    FactRow,
    NarrativeDoc,
    doc_file_name,
    doc_file_text,
    fact_line,
    fingerprint_files,
    keywords_line,
    translation_line,
)
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from ragspine_eval_pipeline.kb.synthetic_keywords import KEYWORDS
from ragspine_eval_pipeline.kb.synthetic_translations import TRANSLATIONS
from ragspine_eval_pipeline.kb.synthetic_vocabulary import EVAL_VOCABULARY

_SEGMENTS = ("ACME_HK", "ACME_SG", "ACME_JP", "ACME_MO")
_SEGMENT_UNIT = {"ACME_HK": "USD_M", "ACME_SG": "USD_M", "ACME_JP": "JPY_M", "ACME_MO": "HKD_M"}
_YEARS = ("FY2023", "FY2024", "FY2025")

# Segment results, one table per metric in each year's results deck:
# slide 5 revenue, slide 6 EBITDA, slide 7 net profit; row 2.. = segments, col 3 = value.
_SEGMENT_RESULTS: dict[str, dict[str, tuple[float, float, float]]] = {
    "REVENUE": {
        "ACME_HK": (1488.0, 1596.0, 1702.0),
        "ACME_SG": (842.0, 915.0, 968.0),
        "ACME_JP": (98400.0, 103200.0, 109800.0),
        "ACME_MO": (2350.0, 2610.0, 2884.0),
    },
    "EBITDA": {
        "ACME_HK": (402.0, 431.0, 468.0),
        "ACME_SG": (201.0, 226.0, 247.0),
        "ACME_JP": (18600.0, 19900.0, 21700.0),
        "ACME_MO": (540.0, 612.0, 701.0),
    },
    "NET_PROFIT": {
        "ACME_HK": (221.0, 240.0, 263.0),
        "ACME_SG": (98.0, 112.0, 125.0),
        "ACME_JP": (7900.0, 8600.0, 9750.0),
        "ACME_MO": (266.0, 301.0, 352.0),
    },
}
_RESULTS_SLIDE = {"REVENUE": 5, "EBITDA": 6, "NET_PROFIT": 7}

# Group five-year summary in the annual report: page 4, table 1; rows per metric,
# columns 2..4 = FY2023..FY2025.
_GROUP_SUMMARY: dict[str, tuple[tuple[float, float, float], str]] = {
    "REVENUE": ((3334.0, 3564.0, 3773.0), "USD_M"),
    "EBITDA": ((862.0, 935.0, 1018.0), "USD_M"),
    "NET_PROFIT": ((421.0, 468.0, 519.0), "USD_M"),
    "GROSS_MARGIN": ((38.6, 39.3, 40.1), "PCT"),
}
_GROUP_ROW = {"REVENUE": 2, "EBITDA": 3, "NET_PROFIT": 4, "GROSS_MARGIN": 5}

# KPI workbook: sheet Headcount (rows 5..9) and sheet GrossMargin (rows 5..7);
# columns B..D = FY2023..FY2025. Macau reports no gross margin.
_HEADCOUNT: dict[str, tuple[float, float, float]] = {
    "ACME_HK": (3120.0, 3245.0, 3390.0),
    "ACME_SG": (1480.0, 1566.0, 1652.0),
    "ACME_JP": (2210.0, 2284.0, 2301.0),
    "ACME_MO": (640.0, 688.0, 731.0),
    "ACME_GROUP": (7450.0, 7783.0, 8074.0),
}
_SEGMENT_MARGIN: dict[str, tuple[float, float, float]] = {
    "ACME_HK": (41.2, 42.0, 42.8),
    "ACME_SG": (37.5, 38.1, 38.9),
    "ACME_JP": (33.4, 34.0, 35.2),
}
_WORKBOOK = "ACME_KPI_Workbook.xlsx"
_ANNUAL_REPORT = "ACME_Annual_Report_FY2025.pdf"


def _fact_rows() -> tuple[FactRow, ...]:
    rows: list[FactRow] = []
    for year_index, period in enumerate(_YEARS):
        deck = f"ACME_{period}_Results.pptx"
        for metric, by_scope in _SEGMENT_RESULTS.items():
            for row, scope in enumerate(_SEGMENTS, start=2):
                locator = f"slide={_RESULTS_SLIDE[metric]},table=1,row={row},col=3"
                value = by_scope[scope][year_index]
                rows.append(
                    FactRow(scope, metric, period, value, _SEGMENT_UNIT[scope], deck, locator)
                )
    for metric, (values, unit) in _GROUP_SUMMARY.items():
        for year_index, period in enumerate(_YEARS):
            locator = f"page=4,table=1,row={_GROUP_ROW[metric]},col={year_index + 2}"
            rows.append(
                FactRow(
                    "ACME_GROUP", metric, period, values[year_index], unit, _ANNUAL_REPORT, locator
                )
            )
    columns = "BCD"
    for row, (scope, values) in enumerate(_HEADCOUNT.items(), start=5):
        for year_index, period in enumerate(_YEARS):
            ref = f"Headcount!{columns[year_index]}{row}"
            rows.append(
                FactRow(scope, "HEADCOUNT", period, values[year_index], "PERSONS", _WORKBOOK, ref)
            )
    for row, (scope, values) in enumerate(_SEGMENT_MARGIN.items(), start=5):
        for year_index, period in enumerate(_YEARS):
            ref = f"GrossMargin!{columns[year_index]}{row}"
            rows.append(
                FactRow(scope, "GROSS_MARGIN", period, values[year_index], "PCT", _WORKBOOK, ref)
            )
    return tuple(rows)


_EVAL_FACT_ROWS: tuple[FactRow, ...] = _fact_rows()
"""Every fact of the KB: (scope, metric, period, value, unit, doc, locator)."""


_EVAL_NARRATIVE_DOCS: dict[str, NarrativeDoc] = {
    "ACME_Risk_Factors_FY2025.pdf": NarrativeDoc(
        "en",
        "ACME Group Risk Factors Report FY2025",
        (
            "This report sets out the principal risks that could materially affect ACME "
            "Group's results, financial position and reputation. The board reviews the risk "
            "register twice a year, and every principal risk has a named executive owner. "
            "Risks are scored on likelihood and impact over a three-year horizon.",
            "Foreign exchange risk is the most material financial risk for the group. "
            "Japanese revenue is earned in yen and Macau revenue in Hong Kong dollars, while "
            "the group reports in US dollars. A sustained weakening of the yen reduces the "
            "translated value of Japanese earnings. Group treasury hedges up to 60 percent of "
            "forecast yen cash flows on a rolling twelve-month basis.",
            "Supply chain concentration is the key operational risk. Three contract "
            "manufacturers in Vietnam and Malaysia assemble most of the smart kiosk hardware "
            "used in our stores. A disruption at any one of them could delay new store "
            "openings by several months. The group is qualifying a fourth supplier and keeps "
            "eight weeks of critical components as safety stock.",
            "Cybersecurity and data privacy risk has risen as more payments move to the ACME "
            "mobile app. A serious breach could bring regulatory fines under the Singapore "
            "PDPA and the Hong Kong PDPO and a loss of customer trust. Controls include annual "
            "penetration tests, a round-the-clock security operations centre and mandatory "
            "phishing training for all staff.",
            "Interest rate risk arises from floating-rate bank loans that fund the Macau "
            "resort expansion. A rise of one percentage point in benchmark rates would add "
            "roughly 9 million US dollars to annual interest cost. The group aims to fix the "
            "rate on at least half of its borrowings by the end of FY2026.",
            "Labour shortages are an emerging risk in Japan and Singapore, where unemployment "
            "is low and wage inflation is persistent. Store staffing gaps can lengthen queues "
            "and reduce sales per store. Mitigations include self-checkout lanes, flexible "
            "shift scheduling and the programmes set out in the talent development policy.",
        ),
    ),
    "ACME_Strategic_Plan.pdf": NarrativeDoc(
        "en",
        "ACME Group Strategic Plan: Growth Through Digital Commerce and Regional Expansion",
        (
            "The strategic plan sets the group's priorities for the three fiscal years from "
            "FY2026 to FY2028. It builds on a record FY2025, when group revenue reached 3,773 "
            "million US dollars and EBITDA reached 1,018 million US dollars. The plan rests on "
            "three pillars: digital commerce, regional expansion and operational excellence.",
            "The first pillar is digital commerce. The ACME mobile app and online store should "
            "generate 40 percent of group sales by FY2028, up from 22 percent in FY2025. "
            "Investment will focus on personalised offers, a single loyalty programme across "
            "all markets and same-day delivery in Hong Kong and Singapore.",
            "The second pillar is regional expansion. The group plans to open 60 new stores "
            "over the plan period, mainly in Singapore and in the Greater Bay Area, and to "
            "test two pilot stores in Kuala Lumpur. New markets will be entered only when a "
            "store can reach breakeven within eighteen months.",
            "The third pillar is operational excellence. A shared service centre will take "
            "over finance and payroll processing for all markets, and automated warehouses "
            "will cut fulfilment cost per order by a quarter. These savings are meant to fund "
            "the digital investment without diluting margins.",
            "Capital allocation follows a simple order of priority: keep an investment-grade "
            "balance sheet, fund organic growth, then return surplus cash to shareholders. "
            "Capital expenditure over the plan period is budgeted at about 900 million US "
            "dollars in total.",
        ),
    ),
    "ACME_ESG_Report_FY2025.pdf": NarrativeDoc(
        "en",
        "ACME Group Environmental, Social and Governance (ESG) Report FY2025",
        (
            "ACME Group reduced its combined Scope 1 and Scope 2 greenhouse gas emissions by "
            "18 percent in FY2025 compared with the FY2021 base year. The reduction came "
            "mainly from LED lighting retrofits, more efficient refrigeration and a higher "
            "share of renewable electricity. The group remains committed to net zero "
            "operational emissions by 2040.",
            "Renewable electricity supplied 46 percent of the group's store and office "
            "consumption in FY2025. Rooftop solar panels now operate on all Singapore "
            "distribution centres, and the Japanese business buys certified green power under "
            "long-term contracts. The target is 80 percent renewable electricity by 2030.",
            "On packaging, single-use plastic bags were removed from every store in Hong Kong "
            "and Macau during the year. Own-brand products moved to recyclable or compostable "
            "packaging, and the group collected over 1,200 tonnes of used packaging through "
            "in-store return points.",
            "Women held 38 percent of management positions at the end of FY2025, against a "
            "target of 45 percent by 2030. All managers completed inclusive leadership "
            "training, and the remuneration committee now reviews the gender pay gap every "
            "year.",
            "The ACME Foundation funded 350 university scholarships and supported food banks "
            "in every market where the group operates. Employees contributed more than 20,000 "
            "volunteer hours in FY2025.",
        ),
    ),
    "ACME_Singapore_Market_Update_FY2025.pdf": NarrativeDoc(
        "en",
        "ACME Singapore Market Update FY2025",
        (
            "ACME Singapore had a strong FY2025, with revenue rising to 968 million US dollars "
            "from 915 million a year earlier. EBITDA grew to 247 million US dollars as store "
            "productivity improved. Headcount reached 1,652 people at year end.",
            "Tourism was the main growth driver. Visitor arrivals recovered to pre-pandemic "
            "levels, and the stores at Changi Airport and on Orchard Road recorded their "
            "highest sales since opening.",
            "Competition from regional e-commerce platforms intensified throughout the year. "
            "Several platforms offered free next-day delivery and deep discounts on household "
            "goods, which put pressure on prices in the value segment.",
            "The increase in the goods and services tax to 9 percent weighed on household "
            "spending in the first half of the year. Customers traded down to own-brand "
            "products, which carry higher margins than branded lines.",
            "A new flagship store opened at Marina Bay in September 2025 with a click-and-"
            "collect hub and a café. In FY2026 the business will focus on renegotiating leases "
            "that expire in heartland malls and on extending same-day delivery across the "
            "island.",
        ),
    ),
    "ACME_HK_Market_Review_FY2025.docx": NarrativeDoc(
        "zh",
        "ACME香港市场回顾（2025财年）",
        (
            "2025财年，ACME香港业务收入增至1702百万美元，较上一财年的1596百万美元增长约7%。"
            "EBITDA达到468百万美元，净利润为263百万美元。"
            "业绩增长主要来自访港旅客回升和会员消费增加。",
            "访港旅客人数持续恢复，但内地旅客的消费模式已经改变。"
            "旅客更愿意把钱花在餐饮、体验和个人护理产品上，而不是高价奢侈品。"
            "因此，公司扩大了美妆和保健品类，并在尖沙咀门店增设了体验专区。",
            "与此同时，北上消费成为本地零售的一大挑战。"
            "越来越多香港居民在周末前往深圳购物和用餐，令本地门店的周末客流下降。"
            "公司通过推出周末会员专属优惠和延长营业时间来应对。",
            "租金方面，铜锣湾和旺角的多份租约在本财年到期。"
            "公司成功将平均租金下调约12%，并关闭了两家表现欠佳的门店。",
            "会员计划ACME+是香港业务的核心资产，会员人数在本财年突破120万。"
            "会员消费占香港销售额的58%。"
            "公司计划在下一财年推出与澳门业务互通的积分体系。",
        ),
    ),
    "ACME_GBA_Expansion_Plan.docx": NarrativeDoc(
        "zh",
        "ACME粤港澳大湾区拓展计划",
        (
            "大湾区拓展计划是集团区域扩张战略的重要组成部分。"
            "计划在未来三年内于深圳前海和广州南沙开设首批试点门店，"
            "并以香港和澳门业务为支点，服务大湾区约8600万人口的消费市场。",
            "跨境电商是拓展计划的第一步。"
            "集团将通过香港仓库向内地顾客直邮自有品牌商品，"
            "并与主要支付平台合作，支持人民币和港币双币结算。",
            "物流方面，集团计划在东莞建设一座区域配送中心，"
            "覆盖深圳、广州和珠海的门店与线上订单，目标是在下单后24小时内送达。",
            "人才是拓展成功的关键。"
            "集团将推出港澳青年实习计划，每年招收约200名大学毕业生在大湾区门店和总部轮岗，"
            "并为内地新员工提供粤语和服务标准培训。",
            "拓展计划预计三年内投资约2亿美元，资金来自集团内部现金流。"
            "管理层每季度评估试点门店的销售和客流表现，"
            "只有当试点门店在18个月内实现盈亏平衡时，才会进一步扩大门店网络。",
        ),
    ),
    "ACME_Data_Protection_Policy.docx": NarrativeDoc(
        "zh",
        "ACME数据安全与个人信息保护政策",
        (
            "本政策适用于集团在香港、澳门、新加坡和日本的全部业务，"
            "规定了收集、使用、存储和传输个人信息的基本要求。"
            "政策遵循各地的个人资料和个人数据保护法规。",
            "集团对数据实行分类分级管理，分为公开、内部、机密和高度敏感四个级别。"
            "会员的支付信息和身份证件号码属于高度敏感数据，必须加密存储，"
            "且只有经过授权的员工才能访问。",
            "跨境传输个人信息之前，业务部门必须完成数据传输影响评估，"
            "并取得数据保护官的书面批准。"
            "向第三方服务商提供数据时，合同中必须包含保密和数据删除条款。",
            "一旦发生数据泄露事件，相关部门须在发现后24小时内通知数据保护官，"
            "并在72小时内向监管机构和受影响的顾客报告。"
            "集团每年进行两次数据泄露应急演练。",
            "内部审计部门每年对数据保护执行情况进行两次审计，审计结果提交董事会审计委员会。"
            "全体员工每年必须完成一次个人信息保护培训。",
        ),
    ),
    "ACME_Japan_Business_Strategy_FY2025.pdf": NarrativeDoc(
        "ja",
        "ACME日本事業戦略（2025年度）",
        (
            "2025年度の日本事業の売上高は109,800百万円となり、"
            "前年度の103,200百万円から約6%増加しました。"
            "EBITDAは21,700百万円、当期純利益は9,750百万円でした。",
            "円安を背景に、訪日外国人観光客によるインバウンド需要が大きく伸びました。"
            "特に大阪と京都の店舗では、免税売上が前年度の2倍近くに拡大しました。"
            "大阪・関西万博の開催期間中は、関西地区の来店客数が大幅に増加しました。",
            "一方で、円安は輸入商品の仕入れコストを押し上げています。"
            "当社は自社ブランド商品の国内生産比率を高め、為替予約を活用することで、"
            "収益への影響を抑えています。",
            "深刻な人手不足への対応として、全店舗へのセルフレジの導入を進めています。"
            "2025年度末までに全体の70%の店舗で導入を完了し、"
            "レジ業務の人員を品出しや接客に振り向けました。",
            "2026年度は、地方都市への新規出店よりも既存店の改装を優先します。"
            "重点施策は、デジタル会員の拡大、ネットスーパーの配送エリア拡大、"
            "そして食品ロスの削減です。",
        ),
    ),
    "ACME_Talent_Development_Policy.pdf": NarrativeDoc(
        "ja",
        "ACME人材育成方針",
        (
            "当社グループは、従業員一人ひとりの成長が企業価値の源泉であると考えています。"
            "本方針は、日本、香港、シンガポール、マカオのすべての拠点に適用されます。",
            "全従業員に年間40時間以上の研修機会を提供します。"
            "店舗スタッフには接客と商品知識の研修を、管理職にはコーチングと評価者研修を実施しています。",
            "デジタル人材の育成を最重要課題と位置付け、"
            "2028年度までにデータ分析やアプリ開発のスキルを持つ人材を500名育成することを目標としています。"
            "社外の認定資格の取得費用は会社が全額負担します。",
            "社内公募制度により、従業員は勤務地や職種の異動に自ら応募できます。"
            "2025年度には約150名がこの制度を利用して新しい職務に就きました。",
            "上司と部下が毎月1回行う1on1ミーティングを全社で導入しています。"
            "また、女性管理職の育成に向けたメンター制度を設け、女性管理職比率の向上に取り組んでいます。",
        ),
    ),
    "ACME_Sustainability_Report_Japan_2025.pdf": NarrativeDoc(
        "ja",
        "ACMEサステナビリティ報告2025（日本事業）",
        (
            "日本事業は、気候変動への対応を経営の重要課題と位置付けています。"
            "2025年度の店舗における再生可能エネルギー比率は52%に達し、"
            "2030年度には100%を目指します。",
            "食品ロスの削減では、需要予測システムの導入と値引き販売の最適化により、"
            "2025年度の食品廃棄量を2019年度比で30%削減しました。"
            "売れ残った食品はフードバンクに寄付しています。",
            "プラスチック削減のため、レジ袋を有料化し、"
            "自社ブランド商品の容器を植物由来素材に切り替えています。"
            "使い捨てプラスチックの使用量は前年度比で15%減少しました。",
            "地域社会との共生として、各店舗が地元の祭りや清掃活動に参加しています。"
            "また、TCFDの提言に沿って、気候関連のリスクと機会を毎年開示しています。",
        ),
    ),
}
"""Narrative documents by doc id: (lang, title, paragraphs)."""


def _kb_files() -> dict[str, bytes]:
    files = {FACTS_FILE: "".join(fact_line(r) + "\n" for r in _EVAL_FACT_ROWS).encode()}
    vocabulary = EVAL_VOCABULARY.model_dump(mode="json")
    files[VOCABULARY_FILE] = (
        json.dumps(vocabulary, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    ).encode("utf-8")
    for doc_id, doc in _EVAL_NARRATIVE_DOCS.items():
        files[f"{DOCS_DIR}/{doc_file_name(doc_id)}"] = doc_file_text(doc).encode("utf-8")
    files[TRANSLATIONS_FILE] = "".join(line + "\n" for line in _translation_lines()).encode()
    files[KEYWORDS_FILE] = "".join(line + "\n" for line in _keyword_lines()).encode()
    return files


def _keyword_lines() -> list[str]:
    """Every paragraph's keywords, in document, paragraph and language order."""
    lines: list[str] = []
    for doc_id, doc in _EVAL_NARRATIVE_DOCS.items():
        paragraphs = KEYWORDS.get(doc_id, ())
        if len(paragraphs) != len(doc.paragraphs):
            raise ValueError(f"{doc_id}: keywords do not align with its paragraphs")
        for number, by_lang in enumerate(paragraphs, start=1):
            for lang, terms in by_lang.items():
                lines.append(keywords_line(doc_id, number, lang, terms))
    return lines


def _translation_lines() -> list[str]:
    """Every translated paragraph, in document, language and paragraph order."""
    lines: list[str] = []
    for doc_id, doc in _EVAL_NARRATIVE_DOCS.items():
        for lang, (title, paragraphs) in TRANSLATIONS.get(doc_id, {}).items():
            if len(paragraphs) != len(doc.paragraphs):
                raise ValueError(f"{doc_id} in {lang}: paragraphs do not align with the original")
            for number, text in enumerate(paragraphs, start=1):
                lines.append(translation_line(doc_id, number, lang, title, text))
    return lines


def _manifest(files: dict[str, bytes]) -> bytes:
    manifest = {
        "format_version": KB_FORMAT_VERSION,
        "fingerprint": fingerprint_files(files),
        "files": {name: hashlib.sha256(data).hexdigest() for name, data in sorted(files.items())},
        "n_facts": len(_EVAL_FACT_ROWS),
        "documents": [
            {
                "doc": doc_id,
                "lang": doc.lang,
                "title": doc.title,
                "file": f"{DOCS_DIR}/{doc_file_name(doc_id)}",
            }
            for doc_id, doc in _EVAL_NARRATIVE_DOCS.items()
        ],
    }
    text = json.dumps(manifest, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    return text.encode("utf-8")


def build_eval_kb(kb_dir: str | Path) -> KnowledgeBase:
    """Write the synthetic KB into ``kb_dir`` and return it loaded.

    Files are written only when their bytes differ, so building twice is idempotent and
    a built folder can be shared; the manifest's fingerprint identifies the content.
    """
    root = Path(kb_dir)
    files = _kb_files()
    files[MANIFEST_FILE] = _manifest(files)
    for name, data in files.items():
        target = root / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if not target.is_file() or target.read_bytes() != data:
            atomic_write_bytes(target, data)
    return KnowledgeBase.load(root)
