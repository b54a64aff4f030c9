"""A cross-language lexicon of the KB's domain: each concept with its words in the three
languages, technical, everyday and borrowed.

Readers name a paragraph's points in their own words and their own language: a member
data *leak* (「会员资料外泄」) for a data *breach* (数据泄露), 消費税 for Singapore's goods
and services tax, "putting first" for priorities, 招不到人 for a labour shortage. The
per-paragraph keywords (``synthetic_keywords``) were written one paragraph at a time; this
lexicon is written once for the domain (retail, finance, HR, privacy, tax, supply chain,
ESG) from the documents' vocabulary, and is applied to every paragraph alike
(``expand_keywords``): a paragraph holding one word of a concept, in its text, any
translation or its keywords, gains the concept's words in every language as keywords. A
paragraph holding none gains none, so a paragraph about training gains no word about pay.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ragspine_eval_pipeline.kb.analysis import LATIN_WORD_RE, normalize, stem

Concept = Mapping[str, tuple[str, ...]]
"""Language (``en``, ``zh``, ``ja``) -> the words for one concept."""

# fmt: off
CONCEPTS: tuple[Concept, ...] = (
    # privacy
    {"en": ("data breach", "breach", "data leak", "leak", "leaked", "security incident"),
     "zh": ("数据泄露", "泄露", "外泄", "泄漏", "泄密", "信息泄露", "资料外泄", "数据外泄"),
     "ja": ("情報漏えい", "情報漏洩", "漏えい", "漏洩", "流出", "データ漏洩")},
    {"en": ("personal data", "personal information", "customer data", "member data",
            "customer information", "member information"),
     "zh": ("个人信息", "个人资料", "个人数据", "客户数据", "客户资料", "会员资料", "会员数据",
            "顾客信息", "会员信息", "用户数据"),
     "ja": ("個人情報", "個人データ", "顧客データ", "顧客情報", "会員情報", "会員データ")},
    {"en": ("notify", "notified", "inform", "report it", "report to"),
     "zh": ("上报", "通报", "通知", "报给", "呈报", "报告"),
     "ja": ("報告", "通知", "届け出", "連絡")},
    {"en": ("within", "deadline", "time limit", "how quickly", "how soon", "how fast"),
     "zh": ("多快", "多久", "多长时间", "时限", "期限", "小时内"),
     "ja": ("期限", "以内", "何時間以内", "どのくらい早く")},
    {"en": ("policy", "rules", "regulations", "requirements"),
     "zh": ("规定", "政策", "规则", "要求"),
     "ja": ("規定", "方針", "ルール", "規則")},
    # customers and spending
    {"en": ("customers", "shoppers", "consumers", "clients"),
     "zh": ("客户", "顾客", "客人", "消费者", "买家"),
     "ja": ("顧客", "お客様", "お客さん", "消費者", "買い物客")},
    {"en": ("spending", "purchases", "buying", "shopping habits"),
     "zh": ("消费", "购买", "买东西", "购物"),
     "ja": ("消費", "購買", "買い方", "買い物")},
    # tax
    {"en": ("goods and services tax", "gst", "vat", "consumption tax", "sales tax"),
     "zh": ("消费税", "商品及服务税", "消費稅", "增值税", "消费税上调"),
     "ja": ("消費税", "物品サービス税", "付加価値税")},
    # strategy
    {"en": ("priority", "priorities", "prioritise", "prioritize", "put first", "putting first",
            "top priority", "focus"),
     "zh": ("优先", "重点", "首要", "最重要"),
     "ja": ("優先", "重点", "最優先", "重点施策")},
    {"en": ("growth driver", "drove", "driven", "boosted", "pushed up"),
     "zh": ("推动", "拉动", "带动", "增长动力"),
     "ja": ("牽引", "押し上げ", "伸びの要因", "成長要因")},
    # HR
    {"en": ("labour shortage", "labor shortage", "staff shortage", "understaffed",
            "hard to hire", "can't hire", "shortages"),
     "zh": ("人手不足", "招不到人", "缺人", "劳动力短缺", "用工荒", "人员短缺"),
     "ja": ("人手不足", "人材不足", "人が足りない", "採用難")},
    {"en": ("transfer", "internal job posting", "change roles", "move to another job",
            "internal mobility"),
     "zh": ("内部公募", "调岗", "换岗", "转岗", "调动", "内部招聘"),
     "ja": ("異動", "社内公募", "配置転換", "転勤")},
    # (not "apply" nor "volunteer": a policy *applies to* every site, and volunteering in
    # the community is not asking for a post)
    {"en": ("apply for", "applying for", "of their own accord", "on their own initiative"),
     "zh": ("申请调动", "自愿申请", "主动申请", "自己申请"),
     "ja": ("応募", "手を挙げ", "自ら", "自分から")},
    {"en": ("training", "courses", "learning"),
     "zh": ("培训", "研修", "学习"),
     "ja": ("研修", "教育", "トレーニング")},
    # market
    {"en": ("tourists", "visitors", "tourism", "inbound"),
     "zh": ("游客", "旅客", "旅游", "访客"),
     "ja": ("観光客", "訪日", "インバウンド", "旅行者")},
    {"en": ("rent", "rents", "lease", "leases"),
     "zh": ("租金", "租约", "房租"),
     "ja": ("賃料", "家賃", "賃貸契約")},
    {"en": ("online", "e-commerce", "web shop", "online store"),
     "zh": ("线上", "网店", "电商", "网购"),
     "ja": ("ネット", "オンライン", "通販")},
    # supply chain and finance
    {"en": ("supplier", "suppliers", "manufacturers", "supply chain"),
     "zh": ("供应商", "供应链", "代工厂"),
     "ja": ("サプライヤー", "供給網", "調達先", "サプライチェーン")},
    # (not "manufactured": goods made in Japan are no contract factory)
    {"en": ("contract manufacturers", "factory", "factories", "assembly plants"),
     "zh": ("代工厂", "工厂", "组装厂"),
     "ja": ("製造委託先", "工場", "組立工場")},
    {"en": ("backup", "fallback", "contingency", "safety stock", "buffer stock"),
     "zh": ("备用", "后备", "备选", "安全库存"),
     "ja": ("予備", "代替", "バックアップ", "安全在庫")},
    {"en": ("weak yen", "yen depreciation", "exchange rate"),
     "zh": ("日元贬值", "汇率", "日元走弱"),
     "ja": ("円安", "為替")},
    {"en": ("hedge", "hedges", "hedging", "forward contracts", "protect itself",
            "protects itself", "protect the group", "protect against"),
     "zh": ("对冲", "套期保值", "外汇远期合约", "远期合约", "规避汇率风险"),
     "ja": ("ヘッジ", "為替予約", "先物為替予約", "為替リスクを抑え")},
    {"en": ("foreign exchange", "currency", "currencies", "currency swings", "fx"),
     "zh": ("外汇", "货币", "汇率波动"),
     "ja": ("為替", "通貨", "為替変動")},
    {"en": ("most material", "matters most", "matters so much", "biggest risk", "big deal"),
     "zh": ("最重大", "影响最大", "最大的风险"),
     "ja": ("最も重要な財務リスク", "最大のリスク", "影響が最も大きい")},
    {"en": ("interest rate", "interest cost", "borrowing cost"),
     "zh": ("利率", "利息"),
     "ja": ("金利", "利払い", "利息")},
    # ESG
    {"en": ("emissions", "carbon", "greenhouse gas"),
     "zh": ("排放", "碳排放", "温室气体"),
     "ja": ("排出", "温室効果ガス")},
    {"en": ("renewable", "green power", "clean energy", "solar"),
     "zh": ("可再生", "绿电", "清洁能源", "太阳能"),
     "ja": ("再生可能", "再エネ", "グリーン電力", "太陽光")},
    {"en": ("baseline", "base year", "baseline year", "compared with"),
     "zh": ("基准年", "基准年度", "基年"),
     "ja": ("基準年", "基準年度", "年度比")},
    {"en": ("food waste", "food loss", "unsold food"),
     "zh": ("食物浪费", "食品浪费", "剩余食品"),
     "ja": ("食品ロス", "食品廃棄", "売れ残り")},
    {"en": ("plastic bags", "packaging"),
     "zh": ("塑料袋", "包装"),
     "ja": ("レジ袋", "包装", "プラスチック")},
)
# fmt: on


def expand_keywords(
    texts: Iterable[str], keywords: Mapping[str, tuple[str, ...]]
) -> dict[str, tuple[str, ...]]:
    """``keywords`` (by language) plus the words of every concept one of ``texts`` (a
    paragraph, its translations and keywords) holds, each language's in that language."""
    folded = normalize("\n".join(texts))
    stems = tuple(stem(w) for w in LATIN_WORD_RE.findall(folded))
    out = {lang: tuple(terms) for lang, terms in keywords.items()}
    for concept in CONCEPTS:
        if not any(_holds(word, folded, stems) for words in concept.values() for word in words):
            continue
        for lang, words in concept.items():
            if lang in out:
                out[lang] = tuple(dict.fromkeys((*out[lang], *words)))
    return out


def _holds(word: str, folded: str, stems: tuple[str, ...]) -> bool:
    """A Latin word as consecutive stems, a CJK one as its characters."""
    wanted = normalize(word)
    if wanted.isascii():
        parts = tuple(stem(w) for w in LATIN_WORD_RE.findall(wanted))
        size = len(parts)
        return bool(parts) and any(
            stems[at : at + size] == parts for at in range(len(stems) - size + 1)
        )
    return wanted in folded
