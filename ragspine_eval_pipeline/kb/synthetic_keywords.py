"""What readers call the points of each narrative paragraph, in the KB's three languages.

A reader asks in their own words ("minimum annual training hours"), which a paragraph
rarely holds ("at least 40 hours a year"). For every paragraph of every narrative
document this lists, in English, Chinese and Japanese, the words and short phrases a
reader might use for what the paragraph says: synonyms and everyday words for its terms
("at least" → minimum; "contract manufacturers" → suppliers, assemblers), the general
words for its specifics (kiosk → equipment, devices) and the question words its facts
answer (how many, what share). They were written from the paragraphs and their
translations alone, before any question was read, and say only what the paragraph says:
a paragraph about training gains no word about pay. This is document expansion
(doc2query-style), kept as KB metadata: the built KB stores it as ``keywords.jsonl``
(aligned by passage id, like the translations), the search scores a question against a
paragraph's words plus its keywords, and an answer still quotes only the paragraph.
"""

from __future__ import annotations

Lists = dict[str, tuple[str, ...]]
"""Language (``en``, ``zh``, ``ja``) -> keywords for one paragraph."""

# fmt: off
KEYWORDS: dict[str, tuple[Lists, ...]] = {
    "ACME_Risk_Factors_FY2025.pdf": (
        {
            "en": (
                "main risks", "key risks", "biggest risks", "threats", "risk management",
                "risk review", "how often", "board oversight", "directors", "accountable",
                "responsible executive", "risk owner", "assessed", "rated", "probability",
                "severity", "three years", "time horizon", "risk scoring method",
            ),
            "zh": (
                "主要风险", "重大风险", "风险管理", "风险评估", "多久一次", "每年两次",
                "董事会审议", "负责人", "责任人", "高管", "评分方法", "可能性", "影响", "三年",
                "评估期限", "威胁",
            ),
            "ja": (
                "主要リスク", "重大なリスク", "リスク管理", "リスク評価", "どのくらいの頻度",
                "年2回", "取締役会", "責任者", "担当役員", "評価方法", "発生確率", "影響度",
                "3年間", "評価期間", "脅威",
            ),
        },
        {
            "en": (
                "currency risk", "exchange rate", "fx", "yen weakness", "weak yen",
                "yen depreciation", "currency fluctuations", "translation effect",
                "reporting currency", "dollar", "hedging", "hedge ratio", "how much hedged",
                "what share hedged", "proportion", "protect", "cover", "forecast cash flows",
                "biggest financial risk", "twelve months", "one year ahead",
            ),
            "zh": (
                "汇率风险", "货币风险", "外汇", "汇率波动", "日元贬值", "日元走弱", "换算",
                "报告货币", "美元", "对冲", "套保", "对冲比例", "对冲多少", "多大比例", "现金流",
                "最大的财务风险", "十二个月",
            ),
            "ja": (
                "為替リスク", "通貨リスク", "為替変動", "円安", "円の下落", "換算", "報告通貨",
                "米ドル", "ヘッジ", "ヘッジ比率", "どのくらいヘッジ", "割合", "キャッシュフロー",
                "最大の財務リスク", "12カ月",
            ),
        },
        {
            "en": (
                "suppliers", "vendors", "outside manufacturers", "assemblers", "outsourced",
                "third-party manufacturing", "production", "reliance", "dependence", "dependency",
                "few suppliers", "how many suppliers", "kiosk", "equipment", "hardware",
                "devices", "terminals", "self-service machines", "disruption", "interruption",
                "delay", "new store openings", "store launches", "backup supplier",
                "additional supplier", "inventory buffer", "spare parts", "components",
                "stockpile", "supply chain", "operational risk",
            ),
            "zh": (
                "供应商", "代工", "外包", "制造商", "组装", "依赖", "依赖少数供应商",
                "几家供应商", "自助终端", "设备", "硬件", "机器", "中断", "延误", "新店开业",
                "开店推迟", "备用供应商", "新增供应商", "库存", "零部件", "备货", "供应链",
                "运营风险",
            ),
            "ja": (
                "サプライヤー", "供給業者", "委託先", "外部委託", "製造委託", "組み立て", "依存",
                "少数の業者", "何社", "キオスク", "端末", "機器", "設備", "ハードウェア",
                "供給停止", "遅延", "新店", "出店の遅れ", "追加の供給業者", "在庫", "部品",
                "サプライチェーン", "事業運営リスク",
            ),
        },
        {
            "en": (
                "cyber risk", "hacking", "cyberattack", "security", "data leak", "data breach",
                "privacy", "personal data", "mobile payments", "app payments", "penalties",
                "fines", "regulators", "customer trust", "reputation", "safeguards",
                "protections", "measures", "pen tests", "security testing", "monitoring",
                "security operations", "phishing", "staff training", "employee awareness",
            ),
            "zh": (
                "网络风险", "黑客", "网络攻击", "信息安全", "数据泄露", "隐私", "个人信息",
                "移动支付", "手机支付", "罚款", "处罚", "监管", "客户信任", "声誉", "防护措施",
                "控制措施", "渗透测试", "安全测试", "全天候", "监控", "钓鱼邮件", "员工培训",
                "安全意识",
            ),
            "ja": (
                "サイバーリスク", "ハッキング", "サイバー攻撃", "セキュリティ", "情報漏洩",
                "データ漏えい", "プライバシー", "個人情報", "モバイル決済", "アプリ決済", "罰金",
                "制裁", "規制当局", "顧客の信頼", "評判", "対策", "管理策", "侵入テスト",
                "セキュリティテスト", "24時間", "監視", "フィッシング", "従業員研修",
                "セキュリティ意識",
            ),
        },
        {
            "en": (
                "interest rates", "rate rise", "rate increase", "variable-rate debt",
                "floating rate", "bank debt", "borrowing", "loans", "financing", "resort project",
                "expansion funding", "interest expense", "interest cost", "how much more",
                "extra cost", "sensitivity", "percentage point", "fixed rate", "fixed-rate share",
                "half of debt", "deadline",
            ),
            "zh": (
                "利率", "加息", "利率上升", "浮动利率", "银行借款", "贷款", "融资", "借贷",
                "度假村项目", "扩建资金", "利息支出", "利息成本", "增加多少", "额外成本",
                "敏感度", "百分点", "固定利率", "一半借款",
            ),
            "ja": (
                "金利", "利上げ", "金利上昇", "変動金利", "銀行借入", "借入金", "融資",
                "リゾート", "拡張資金", "支払利息", "利息負担", "どのくらい増える", "追加コスト",
                "感応度", "パーセントポイント", "固定金利", "借入の半分",
            ),
        },
        {
            "en": (
                "staff shortage", "labor shortage", "worker shortage", "hiring difficulty",
                "recruitment", "understaffing", "tight labour market", "low unemployment",
                "rising wages", "wage growth", "pay inflation", "staffing gaps", "longer queues",
                "waiting lines", "lower sales", "sales per store", "mitigation",
                "countermeasures", "self-checkout", "automation", "flexible shifts", "rostering",
                "scheduling", "talent programmes",
            ),
            "zh": (
                "人手短缺", "缺人", "用工荒", "劳工短缺", "招聘困难", "失业率低", "工资上涨",
                "薪资上涨", "人力缺口", "排长队", "等候时间", "销售下降", "单店销售", "应对措施",
                "缓解措施", "自助结账", "自动化", "灵活排班", "人才计划",
            ),
            "ja": (
                "人手不足", "人材不足", "労働力不足", "採用難", "失業率", "賃金上昇", "賃上げ",
                "人員不足", "行列", "待ち時間", "売上減少", "店舗当たり売上", "対策",
                "セルフレジ", "省人化", "自動化", "柔軟なシフト", "勤務シフト", "人材育成",
            ),
        },
    ),
    "ACME_Strategic_Plan.pdf": (
        {
            "en": (
                "strategy", "plan period", "three-year plan", "medium-term plan", "priorities",
                "goals", "record year", "best year", "starting point", "pillars", "focus areas",
                "key themes", "digital", "expansion", "efficiency", "how many pillars",
            ),
            "zh": (
                "战略", "三年计划", "中期计划", "规划期", "优先事项", "目标", "创纪录",
                "最好的一年", "三大支柱", "重点领域", "数字化", "扩张", "效率", "几个支柱",
            ),
            "ja": (
                "戦略", "3カ年計画", "中期計画", "計画期間", "優先事項", "目標", "過去最高",
                "記録的", "3つの柱", "重点分野", "デジタル", "拡大", "効率化", "柱はいくつ",
            ),
        },
        {
            "en": (
                "e-commerce", "online sales", "digital sales", "app", "web shop", "website",
                "internet", "omnichannel", "share of sales", "percentage of sales", "what share",
                "proportion", "how big a slice", "portion", "contribution", "target", "goal",
                "growth from", "loyalty scheme", "rewards", "membership", "personalized offers",
                "promotions", "fast delivery", "same-day shipping", "quick delivery",
            ),
            "zh": (
                "电商", "线上销售", "网上销售", "数字化销售", "应用", "网店", "官网", "销售占比",
                "占比", "比例", "多大比重", "份额", "目标", "会员计划", "积分", "忠诚度计划",
                "个性化优惠", "促销", "当日达", "快速配送", "送货",
            ),
            "ja": (
                "EC", "ネット販売", "オンライン販売", "デジタル販売", "アプリ", "ネットショップ",
                "通販", "売上比率", "売上構成比", "割合", "比率", "シェア", "目標",
                "会員プログラム", "ポイント", "ロイヤルティ", "個別オファー", "販促", "即日配送",
                "当日配送", "配達",
            ),
        },
        {
            "en": (
                "new stores", "store openings", "store expansion", "openings", "outlets", "shops",
                "how many stores", "number of stores", "growth markets", "new markets",
                "market entry", "trial stores", "pilot", "test stores", "malaysia",
                "profitability", "payback", "break even", "breakeven period", "criteria",
                "conditions", "hurdle", "eighteen months", "one and a half years",
            ),
            "zh": (
                "新店", "开店", "门店扩张", "开设门店", "多少家门店", "门店数量", "新市场",
                "进入市场", "试点门店", "试点", "马来西亚", "吉隆坡", "盈亏平衡", "回本", "盈利",
                "条件", "标准", "十八个月", "一年半",
            ),
            "ja": (
                "新店", "出店", "店舗網拡大", "店舗数", "何店舗", "新市場", "市場参入", "試験店",
                "パイロット店舗", "マレーシア", "クアラルンプール", "損益分岐", "黒字化", "採算",
                "条件", "基準", "18カ月", "1年半",
            ),
        },
        {
            "en": (
                "efficiency", "cost savings", "cost reduction", "cost cutting", "savings",
                "shared services", "back office", "centralised", "accounting", "payroll",
                "salary processing", "automation", "automated warehouses", "robots", "logistics",
                "fulfillment", "order cost", "cost per order", "how much", "by how much",
                "quarter", "25 percent", "margins", "profitability", "funding digital", "pay for",
            ),
            "zh": (
                "效率", "节约成本", "降低成本", "削减成本", "共享服务", "后台", "集中", "财务",
                "薪资", "工资发放", "自动化", "自动化仓库", "机器人", "物流", "履约成本",
                "每单成本", "降低多少", "四分之一", "25%", "利润率", "资金来源",
            ),
            "ja": (
                "効率化", "コスト削減", "経費削減", "節約", "シェアードサービス",
                "バックオフィス", "集約", "経理", "給与", "給与計算", "自動化", "自動倉庫",
                "ロボット", "物流", "フルフィルメント", "注文当たりコスト", "どのくらい削減",
                "4分の1", "25%", "利益率", "投資資金",
            ),
        },
        {
            "en": (
                "capital spending", "capex", "investment", "investment budget", "spending",
                "how much", "total investment", "priorities", "order of priority",
                "credit rating", "investment grade", "balance sheet", "strong balance sheet",
                "organic growth", "returns to shareholders", "dividends", "buybacks",
                "surplus cash", "excess cash", "cash returns",
            ),
            "zh": (
                "资本开支", "资本支出", "投资", "投资预算", "投资多少", "总投资", "优先顺序",
                "信用评级", "投资级", "资产负债表", "内生增长", "股东回报", "分红", "股息",
                "回购", "多余现金", "富余现金",
            ),
            "ja": (
                "設備投資", "投資額", "投資予算", "いくら投資", "総投資", "優先順位", "格付け",
                "投資適格", "財務体質", "バランスシート", "自律成長", "株主還元", "配当",
                "自社株買い", "余剰資金", "余剰キャッシュ",
            ),
        },
    ),
    "ACME_ESG_Report_FY2025.pdf": (
        {
            "en": (
                "carbon", "co2", "emissions cut", "emission reduction", "carbon footprint",
                "climate", "ghg", "greenhouse gases", "how much", "by how much", "percentage",
                "baseline", "since 2021", "compared with 2021", "lighting", "led", "lights",
                "refrigerators", "cooling", "fridges", "green power", "clean energy", "net zero",
                "carbon neutral", "decarbonisation", "2040 goal",
            ),
            "zh": (
                "碳排放", "二氧化碳", "减排", "温室气体", "碳足迹", "气候", "减少多少", "百分比",
                "基准年", "2021年", "照明", "LED", "灯具", "冷藏", "制冷", "冰柜", "绿色电力",
                "清洁能源", "净零", "碳中和", "脱碳", "2040年目标",
            ),
            "ja": (
                "炭素", "CO2", "二酸化炭素", "排出削減", "温室効果ガス", "カーボン", "気候",
                "どのくらい削減", "削減率", "基準年", "2021年度比", "照明", "LED", "冷蔵",
                "冷凍設備", "グリーン電力", "クリーンエネルギー", "ネットゼロ",
                "カーボンニュートラル", "脱炭素", "2040年目標",
            ),
        },
        {
            "en": (
                "renewables", "renewable energy", "green energy", "clean power",
                "green electricity", "power", "energy use", "electricity consumption",
                "what share", "what percentage", "proportion", "how much", "solar", "solar power",
                "panels", "roof", "warehouses", "green contracts", "power purchase agreements",
                "certified", "target", "goal", "2030",
            ),
            "zh": (
                "可再生能源", "绿色能源", "绿电", "清洁电力", "电力", "用电量", "能源使用",
                "占比", "比例", "多少", "太阳能", "光伏", "屋顶", "配送中心", "仓库",
                "长期购电合同", "认证", "目标", "2030年",
            ),
            "ja": (
                "再エネ", "再生可能エネルギー", "グリーン電力", "クリーン電力", "電力",
                "電力使用量", "電気", "比率", "割合", "どのくらい", "太陽光", "ソーラー", "屋上",
                "物流センター", "倉庫", "長期契約", "認証", "目標", "2030年",
            ),
        },
        {
            "en": (
                "plastic", "plastic bags", "carrier bags", "shopping bags", "ban", "eliminated",
                "phase out", "single-use", "packaging", "recycling", "recyclable", "compostable",
                "sustainable packaging", "private label", "house brand", "take-back",
                "return scheme", "collection", "how much", "tonnes", "tons", "weight collected",
            ),
            "zh": (
                "塑料", "塑料袋", "购物袋", "禁用", "取消", "一次性", "包装", "回收", "可回收",
                "可堆肥", "环保包装", "自有品牌", "回收点", "回收多少", "吨",
            ),
            "ja": (
                "プラスチック", "レジ袋", "買い物袋", "廃止", "使い捨て", "包装", "容器",
                "リサイクル", "再生可能", "堆肥化", "環境配慮包装", "プライベートブランド",
                "自社ブランド", "回収", "回収量", "トン",
            ),
        },
        {
            "en": (
                "women", "female", "gender", "diversity", "gender balance", "female leaders",
                "women in leadership", "managers", "management roles", "leadership positions",
                "what share", "percentage", "proportion", "target", "goal", "inclusion",
                "inclusive", "training", "pay equity", "equal pay", "gender pay gap",
                "remuneration", "compensation",
            ),
            "zh": (
                "女性", "性别", "多元化", "性别平衡", "女性领导", "女性管理层", "管理职位",
                "占比", "比例", "目标", "包容", "培训", "同工同酬", "薪酬差距", "性别薪酬差距",
                "薪酬委员会",
            ),
            "ja": (
                "女性", "ジェンダー", "多様性", "ダイバーシティ", "女性リーダー", "女性管理職",
                "管理職", "比率", "割合", "目標", "インクルージョン", "研修", "男女の賃金格差",
                "賃金格差", "報酬委員会",
            ),
        },
        {
            "en": (
                "charity", "philanthropy", "donations", "community", "community support",
                "foundation", "scholarships", "students", "education", "bursaries", "how many",
                "food banks", "hunger", "volunteering", "volunteers", "staff volunteering",
                "employee hours", "how many hours",
            ),
            "zh": (
                "慈善", "公益", "捐赠", "社区", "基金会", "奖学金", "大学生", "教育", "多少",
                "食物银行", "志愿者", "志愿服务", "义工", "员工志愿", "小时",
            ),
            "ja": (
                "慈善", "社会貢献", "寄付", "地域社会", "財団", "奨学金", "大学生", "教育",
                "何人", "フードバンク", "ボランティア", "社員ボランティア", "時間",
            ),
        },
    ),
    "ACME_Singapore_Market_Update_FY2025.pdf": (
        {
            "en": (
                "performance", "results", "good year", "strong year", "growth", "sales",
                "increase", "grew", "up from", "prior year", "last year", "profitability",
                "earnings", "store efficiency", "productivity", "employees", "staff", "workforce",
                "people", "how many",
            ),
            "zh": (
                "业绩", "表现", "增长", "销售额", "收入", "上升", "上一年", "盈利", "门店效率",
                "生产率", "员工", "人数", "多少人",
            ),
            "ja": (
                "業績", "好調", "成長", "売上", "増収", "前年", "収益性", "店舗生産性", "従業員",
                "人員", "何人",
            ),
        },
        {
            "en": (
                "tourists", "tourism", "visitors", "travellers", "growth driver",
                "what drove growth", "reason for growth", "recovery", "covid", "pandemic",
                "airport", "shopping street", "record sales", "best sales", "footfall",
            ),
            "zh": (
                "游客", "旅游", "旅客", "访客", "增长动力", "增长原因", "复苏", "疫情前", "机场",
                "购物街", "樟宜", "乌节路", "销售创新高", "最高销售",
            ),
            "ja": (
                "観光客", "観光", "旅行者", "訪問客", "成長要因", "成長の理由", "回復",
                "コロナ前", "パンデミック", "空港", "チャンギ", "オーチャード", "過去最高の売上",
            ),
        },
        {
            "en": (
                "competitors", "rivals", "competitive pressure", "online competition",
                "online marketplaces", "online platforms", "e-commerce", "internet retailers",
                "free shipping", "fast delivery", "next-day delivery", "discounting",
                "price cuts", "promotions", "price pressure", "pricing", "budget segment",
                "low-price segment", "household products",
            ),
            "zh": (
                "竞争", "竞争对手", "对手", "竞争压力", "电商平台", "网购平台", "线上竞争",
                "免运费", "包邮", "次日达", "快速配送", "打折", "降价", "促销", "价格压力",
                "低价", "平价", "家居用品",
            ),
            "ja": (
                "競争", "競合", "競合他社", "競争圧力", "ECプラットフォーム", "ネット通販",
                "送料無料", "翌日配送", "値引き", "値下げ", "安売り", "価格競争", "価格圧力",
                "低価格帯", "日用品",
            ),
        },
        {
            "en": (
                "gst", "sales tax", "consumption tax", "vat", "tax hike", "tax increase",
                "consumer spending", "weaker demand", "cautious shoppers", "consumers",
                "trading down", "cheaper products", "private label", "store brand", "house brand",
                "higher margins", "profitability", "first half",
            ),
            "zh": (
                "消费税", "商品及服务税", "增税", "加税", "消费", "消费支出", "需求疲软",
                "消费降级", "便宜商品", "自有品牌", "利润率更高", "上半年",
            ),
            "ja": (
                "消費税", "物品サービス税", "増税", "税率引き上げ", "消費", "個人消費",
                "需要低迷", "節約志向", "安い商品", "プライベートブランド", "自社ブランド",
                "利益率が高い", "上半期",
            ),
        },
        {
            "en": (
                "new store", "flagship", "opening", "when opened", "cafe", "coffee", "pickup",
                "click and collect", "order online pick up in store", "next year", "plans",
                "priorities", "rent", "leases", "lease renewals", "renegotiation",
                "suburban malls", "neighbourhood malls", "delivery", "same-day", "islandwide",
            ),
            "zh": (
                "新店", "旗舰店", "开业", "何时开业", "咖啡", "自提", "线上下单门店取货", "明年",
                "计划", "重点", "租金", "租约", "续租", "重新谈判", "社区商场", "配送", "当日达",
                "全岛",
            ),
            "ja": (
                "新店", "旗艦店", "開業", "いつ開店", "カフェ", "店舗受け取り", "店頭受取",
                "来期", "計画", "重点", "賃料", "賃貸契約", "更新", "再交渉", "郊外モール",
                "配送", "即日配送", "島全域",
            ),
        },
    ),
    "ACME_HK_Market_Review_FY2025.docx": (
        {
            "zh": (
                "业绩", "营收", "销售额", "增长", "同比", "增幅", "涨了多少", "盈利", "利润",
                "增长原因", "增长动力", "游客", "旅客", "会员", "消费",
            ),
            "en": (
                "performance", "results", "sales", "growth", "grew", "increase", "year on year",
                "how much", "profit", "earnings", "growth drivers", "why it grew", "tourists",
                "visitors", "members", "spending",
            ),
            "ja": (
                "業績", "売上", "成長", "増収", "前年比", "伸び率", "どのくらい増えた", "利益",
                "成長要因", "観光客", "旅行者", "会員", "消費",
            ),
        },
        {
            "zh": (
                "游客", "内地客", "大陆游客", "消费习惯", "消费变化", "消费趋势", "餐饮", "体验",
                "个人护理", "奢侈品", "名牌", "美妆", "化妆品", "保健品", "健康", "品类",
                "体验区", "尖沙咀",
            ),
            "en": (
                "tourists", "mainland tourists", "chinese visitors", "spending habits",
                "consumer behaviour", "shift", "change", "trends", "food", "restaurants",
                "experiences", "personal care", "luxury", "designer goods", "cosmetics", "beauty",
                "wellness", "health products", "categories", "product range", "experience area",
                "showroom",
            ),
            "ja": (
                "観光客", "中国本土客", "消費行動", "消費傾向", "変化", "飲食", "体験",
                "パーソナルケア", "高級品", "ブランド品", "化粧品", "美容", "健康食品",
                "ヘルスケア", "カテゴリー", "品揃え", "体験コーナー",
            ),
        },
        {
            "zh": (
                "北上消费", "跨境消费", "去深圳", "居民外流", "周末客流", "客流减少", "人流",
                "顾客流失", "挑战", "竞争", "应对", "对策", "会员优惠", "周末优惠", "营业时间",
                "延长营业",
            ),
            "en": (
                "cross-border shopping", "shopping in shenzhen", "residents going north",
                "mainland shopping", "weekend traffic", "fewer shoppers", "customer traffic",
                "visitors", "losing customers", "challenge", "threat", "competition", "response",
                "countermeasures", "member deals", "weekend promotions", "discounts",
                "longer hours", "store hours", "opening times",
            ),
            "ja": (
                "越境消費", "北上消費", "深圳での買い物", "週末の客数", "客足", "来店客数",
                "客離れ", "課題", "競争", "対応", "対策", "会員限定特典", "週末特典", "営業時間",
                "営業時間延長",
            ),
        },
        {
            "zh": (
                "租金", "租约", "续租", "租赁", "租金下调", "降租", "减租", "租金成本",
                "降了多少", "关店", "关闭门店", "门店关闭", "几家店", "铜锣湾", "旺角",
            ),
            "en": (
                "rent", "rents", "rental cost", "leases", "lease renewal", "rent reduction",
                "lower rent", "rent cut", "occupancy cost", "how much", "store closures",
                "closed stores", "shut", "how many stores", "underperforming", "loss-making",
            ),
            "ja": (
                "賃料", "家賃", "テナント料", "賃貸契約", "契約更新", "賃料引き下げ", "賃料削減",
                "どのくらい下がった", "閉店", "店舗閉鎖", "何店舗", "不採算店",
            ),
        },
        {
            "zh": (
                "会员", "会员计划", "会员制度", "忠诚度计划", "会员数", "多少会员", "会员人数",
                "会员消费占比", "占比", "比例", "积分", "积分互通", "积分通用", "澳门",
                "明年计划",
            ),
            "en": (
                "loyalty programme", "loyalty program", "membership", "members",
                "how many members", "member count", "membership base", "member sales",
                "share of sales", "what share", "proportion", "points", "rewards",
                "shared points", "linked", "macau", "next year",
            ),
            "ja": (
                "会員", "会員プログラム", "ロイヤルティプログラム", "会員数", "何人の会員",
                "会員売上", "売上に占める割合", "割合", "比率", "ポイント", "ポイント共通化",
                "マカオ", "来期の計画",
            ),
        },
    ),
    "ACME_GBA_Expansion_Plan.docx": (
        {
            "zh": (
                "大湾区", "扩张", "拓展", "战略", "试点门店", "首批门店", "开店", "新店", "前海",
                "南沙", "深圳", "广州", "三年", "人口", "消费市场", "市场规模", "多少人口",
                "支点", "基地",
            ),
            "en": (
                "greater bay area", "gba", "expansion", "growth", "strategy", "pilot stores",
                "first stores", "trial stores", "new stores", "store openings", "where",
                "locations", "three years", "population", "consumers", "market size",
                "how many people", "how big", "base", "springboard",
            ),
            "ja": (
                "大湾区", "グレーターベイエリア", "拡大", "進出", "戦略", "試験店",
                "パイロット店舗", "出店", "新店", "どこに", "3年間", "人口", "消費市場",
                "市場規模", "何人", "拠点",
            ),
        },
        {
            "zh": (
                "跨境电商", "网购", "线上销售", "电商", "直邮", "直接配送", "寄送", "内地顾客",
                "自有品牌", "支付", "支付平台", "结算", "付款", "人民币", "港币", "双币",
                "第一步",
            ),
            "en": (
                "cross-border e-commerce", "online sales", "e-commerce", "shipping",
                "direct delivery", "mail order", "mainland customers", "own-brand",
                "private label", "payments", "payment partners", "payment platforms",
                "settlement", "currencies", "rmb", "yuan", "hong kong dollars", "first step",
            ),
            "ja": (
                "越境EC", "ネット販売", "オンライン販売", "EC", "直送", "配送", "中国本土の顧客",
                "自社ブランド", "決済", "決済プラットフォーム", "人民元", "香港ドル", "2通貨",
                "第一歩",
            ),
        },
        {
            "zh": (
                "物流", "仓库", "配送中心", "物流中心", "东莞", "送货", "配送", "多快",
                "配送时间", "送达时间", "24小时", "一天内", "次日", "线上订单", "门店", "珠海",
            ),
            "en": (
                "logistics", "warehouse", "distribution center", "distribution hub",
                "fulfilment centre", "dongguan", "delivery", "delivery time", "how fast",
                "how quickly", "promise", "24 hours", "one day", "next day", "online orders",
                "shipping speed",
            ),
            "ja": (
                "物流", "倉庫", "配送センター", "物流拠点", "東莞", "配送", "配達", "配送時間",
                "どのくらい早く", "24時間以内", "翌日", "ネット注文", "店舗",
            ),
        },
        {
            "zh": (
                "人才", "招聘", "实习", "实习生", "年轻人", "毕业生", "应届生", "大学生",
                "多少人", "每年招多少", "轮岗", "培训", "粤语", "广东话", "服务标准", "新员工",
                "内地员工",
            ),
            "en": (
                "talent", "people", "hiring", "recruitment", "internships", "interns",
                "young people", "graduates", "students", "how many", "per year", "rotation",
                "job rotation", "training", "cantonese", "language training", "service standards",
                "new hires", "new staff", "mainland employees",
            ),
            "ja": (
                "人材", "採用", "インターン", "インターンシップ", "若者", "新卒", "大卒",
                "大学生", "何人", "毎年", "ローテーション", "研修", "広東語", "サービス基準",
                "新入社員", "本土の従業員",
            ),
        },
        {
            "zh": (
                "投资", "投资额", "投资多少", "资金来源", "自有资金", "内部资金", "现金流",
                "评估", "审查", "每季度", "多久评估", "客流", "销售表现", "盈亏平衡", "回本",
                "扩大条件", "继续扩张", "十八个月",
            ),
            "en": (
                "investment", "how much", "spending", "budget", "funding", "financed", "own cash",
                "internal funds", "review", "assessment", "quarterly", "how often", "footfall",
                "sales performance", "break even", "profitability", "conditions", "criteria",
                "further expansion", "eighteen months", "one and a half years",
            ),
            "ja": (
                "投資", "投資額", "いくら", "資金", "資金源", "自己資金", "キャッシュフロー",
                "評価", "四半期ごと", "どのくらいの頻度", "客数", "売上実績", "損益分岐",
                "黒字化", "条件", "拡大の条件", "18カ月", "1年半",
            ),
        },
    ),
    "ACME_Data_Protection_Policy.docx": (
        {
            "zh": (
                "适用范围", "范围", "哪些业务", "所有市场", "个人信息", "个人数据", "收集",
                "使用", "存储", "传输", "基本要求", "合规", "法律法规", "隐私法",
            ),
            "en": (
                "scope", "coverage", "which markets", "applies to", "all markets",
                "personal data", "personal information", "collection", "use", "storage",
                "transfer", "requirements", "rules", "compliance", "laws", "privacy law",
                "regulations",
            ),
            "ja": (
                "適用範囲", "対象", "どの事業", "全市場", "個人情報", "個人データ", "収集",
                "利用", "保管", "移転", "基本要件", "コンプライアンス", "法令", "プライバシー法",
            ),
        },
        {
            "zh": (
                "数据分类", "分级", "几个级别", "多少级", "四级", "公开", "内部", "机密",
                "敏感数据", "高度敏感", "支付信息", "银行卡", "身份证", "证件号码", "加密",
                "权限", "访问控制", "授权",
            ),
            "en": (
                "data classification", "categories", "levels", "tiers", "how many levels",
                "four levels", "public", "internal", "confidential", "sensitive data",
                "highly sensitive", "payment data", "card details", "id numbers",
                "identity documents", "encryption", "encrypted", "access control",
                "access rights", "permissions", "authorised staff",
            ),
            "ja": (
                "データ分類", "区分", "レベル", "何段階", "4段階", "公開", "社内", "機密",
                "機微情報", "高度な機密", "決済情報", "カード情報", "身分証", "本人確認書類",
                "暗号化", "アクセス権限", "アクセス管理", "権限",
            ),
        },
        {
            "zh": (
                "跨境传输", "数据出境", "跨境数据", "数据转移", "影响评估", "风险评估", "审批",
                "批准", "书面批准", "数据保护官", "第三方", "供应商", "服务商", "外包商",
                "合同条款", "保密", "删除数据", "数据删除",
            ),
            "en": (
                "cross-border transfer", "international transfer", "data export",
                "sending data abroad", "impact assessment", "risk assessment", "approval",
                "sign-off", "written approval", "dpo", "data protection officer", "third parties",
                "vendors", "suppliers", "service providers", "contracts", "contract clauses",
                "confidentiality", "nda", "deletion", "erase data",
            ),
            "ja": (
                "越境移転", "国外移転", "データ移転", "影響評価", "リスク評価", "承認",
                "書面承認", "データ保護責任者", "DPO", "第三者", "委託先", "業者",
                "サービス事業者", "契約条項", "守秘義務", "秘密保持", "データ削除",
            ),
        },
        {
            "zh": (
                "数据泄露", "泄密", "信息泄露", "安全事件", "事件", "通报", "通知", "报告",
                "多久", "多长时间", "时限", "24小时", "72小时", "三天", "监管机构", "监管部门",
                "受影响顾客", "演练", "应急演练", "每年几次", "数据保护官", "DPO",
            ),
            "en": (
                "data breach", "leak", "data leak", "security incident", "incident",
                "notification", "notify", "report", "reporting deadline", "how quickly",
                "how long", "time limit", "deadline", "24 hours", "72 hours", "three days",
                "regulators", "authorities", "affected customers", "drills", "exercises",
                "simulation", "how often", "dpo", "data protection officer",
            ),
            "ja": (
                "情報漏えい", "漏洩", "データ漏えい", "セキュリティ事故", "インシデント", "通知",
                "報告", "報告期限", "どのくらいの時間", "期限", "24時間以内", "72時間以内", "3日",
                "規制当局", "当局", "影響を受けた顧客", "訓練", "演習", "年何回",
                "データ保護責任者", "DPO",
            ),
        },
        {
            "zh": (
                "内部审计", "审计", "检查", "多久审计", "每年几次", "两次", "合规检查",
                "审计结果", "审计委员会", "董事会", "员工培训", "隐私培训", "数据保护培训",
                "每年一次", "全员培训",
            ),
            "en": (
                "internal audit", "audits", "auditing", "checks", "how often", "twice a year",
                "compliance review", "audit findings", "audit results", "audit committee",
                "board", "staff training", "employee training", "privacy training",
                "data protection training", "annual training", "once a year", "mandatory",
            ),
            "ja": (
                "内部監査", "監査", "チェック", "どのくらいの頻度", "年何回", "年2回", "監査結果",
                "監査委員会", "取締役会", "従業員研修", "個人情報保護研修", "研修", "年1回",
                "必須",
            ),
        },
    ),
    "ACME_Japan_Business_Strategy_FY2025.pdf": (
        {
            "ja": (
                "業績", "売上", "増収", "成長", "前年比", "伸び率", "どのくらい増えた", "利益",
                "純利益",
            ),
            "en": (
                "performance", "results", "sales", "growth", "increase", "year on year",
                "how much", "grew", "profit", "earnings",
            ),
            "zh": (
                "业绩", "销售额", "营收", "增长", "同比", "增幅", "增长多少", "利润", "净利",
            ),
        },
        {
            "ja": (
                "インバウンド", "訪日客", "外国人観光客", "観光客", "旅行者", "円安", "為替",
                "免税", "免税売上", "どのくらい増えた", "倍", "2倍", "万博", "大阪万博", "関西",
                "来店客", "客数",
            ),
            "en": (
                "inbound tourism", "foreign tourists", "tourists", "overseas visitors",
                "travellers", "cheap yen", "weak yen", "exchange rate", "currency", "duty-free",
                "tax-free", "how much", "doubled", "twice", "expo", "world expo", "osaka",
                "kyoto", "customers", "footfall", "visitors",
            ),
            "zh": (
                "入境游", "访日游客", "外国游客", "游客", "日元贬值", "日元走弱", "汇率", "免税",
                "免税销售", "增长多少", "翻倍", "两倍", "世博会", "大阪世博会", "关西", "客流",
                "来店顾客",
            ),
        },
        {
            "ja": (
                "円安", "為替", "輸入コスト", "調達コスト", "仕入れ", "調達", "購入", "原価",
                "コスト上昇", "上がる", "上昇", "増加", "値上がり", "対策", "対応", "国内生産",
                "国産", "自社ブランド", "為替予約", "ヘッジ", "影響を抑える", "利益への影響",
            ),
            "en": (
                "weak yen", "cheap yen", "currency", "exchange rate", "import costs",
                "imported goods", "purchasing costs", "procurement", "sourcing", "buying",
                "cost of goods", "rising costs", "higher costs", "cost pressure", "response",
                "how dealing", "countermeasures", "local production", "domestic production",
                "made in japan", "own-brand", "private label", "hedging", "forward contracts",
                "fx hedges", "impact on profits",
            ),
            "zh": (
                "日元贬值", "日元走弱", "汇率", "进口成本", "采购成本", "进货成本", "采购",
                "购买", "成本上升", "成本上涨", "涨价", "应对", "对策", "本土生产", "国内生产",
                "自有品牌", "远期外汇合约", "外汇对冲", "对冲", "利润影响",
            ),
        },
        {
            "ja": (
                "人手不足", "人材不足", "労働力不足", "セルフレジ", "無人レジ",
                "セルフチェックアウト", "省人化", "自動化", "導入率", "何割", "どのくらいの店舗",
                "割合", "配置転換", "レジ係", "品出し", "接客",
            ),
            "en": (
                "labor shortage", "staff shortage", "worker shortage", "self-checkout",
                "self-service tills", "automation", "rollout", "how many stores",
                "what share of stores", "percentage", "proportion", "redeployment", "cashiers",
                "checkout staff", "shelf stocking", "restocking", "customer service",
            ),
            "zh": (
                "人手短缺", "缺人", "用工荒", "自助收银", "自助结账", "无人收银", "自动化",
                "推广", "多少门店", "门店比例", "占比", "调岗", "收银员", "补货", "理货",
                "顾客服务", "接待",
            ),
        },
        {
            "ja": (
                "来期", "来年度", "計画", "方針", "重点", "優先", "改装", "リニューアル",
                "既存店", "新規出店", "地方出店", "デジタル会員", "会員", "ネットスーパー",
                "宅配", "配送エリア", "フードロス", "食品廃棄", "食品廃棄物", "廃棄削減",
            ),
            "en": (
                "next year", "plans", "priorities", "focus", "refurbishment", "renovation",
                "remodelling", "existing stores", "new stores", "store openings",
                "regional cities", "digital members", "app members", "online grocery",
                "online supermarket", "home delivery", "delivery area", "food waste", "food loss",
                "waste reduction",
            ),
            "zh": (
                "明年", "下一财年", "计划", "重点", "优先", "改装", "翻新", "现有门店", "新店",
                "地方城市", "数字会员", "会员", "网上超市", "送货上门", "配送范围", "食物浪费",
                "食品浪费", "食品废弃物", "减少浪费",
            ),
        },
    ),
    "ACME_Talent_Development_Policy.pdf": (
        {
            "ja": (
                "人材育成", "人材", "社員", "従業員", "成長", "企業価値", "理念", "考え方",
                "適用範囲", "対象", "全拠点", "全地域",
            ),
            "en": (
                "people development", "talent", "employees", "staff", "growth", "corporate value",
                "philosophy", "principle", "belief", "scope", "applies to", "which locations",
                "all markets", "all sites",
            ),
            "zh": (
                "人才培养", "人才", "员工", "成长", "企业价值", "理念", "适用范围", "哪些地区",
                "所有据点", "所有市场",
            ),
        },
        {
            "ja": (
                "研修時間", "研修", "教育", "トレーニング", "年間", "毎年", "1年に", "最低",
                "少なくとも", "何時間", "時間数", "社員教育", "店舗スタッフ", "接客研修",
                "商品知識", "管理職研修", "コーチング", "評価者研修",
            ),
            "en": (
                "training hours", "training", "learning", "education", "courses", "annual",
                "yearly", "per year", "each year", "minimum", "at least", "how many hours",
                "hours of training", "store staff", "frontline staff",
                "customer service training", "product training", "manager training", "coaching",
                "appraisal training", "performance review training",
            ),
            "zh": (
                "培训时长", "培训", "学习", "教育", "课程", "每年", "年度", "至少", "最少",
                "最低", "多少小时", "几个小时", "培训小时", "门店员工", "服务培训", "商品知识",
                "管理层培训", "教练", "辅导", "考核培训",
            ),
        },
        {
            "ja": (
                "デジタル人材", "DX人材", "IT人材", "データ分析", "データサイエンス",
                "アプリ開発", "プログラミング", "スキル", "何人", "人数", "目標", "育成目標",
                "資格", "資格取得", "費用負担", "会社負担", "全額補助", "最優先",
            ),
            "en": (
                "digital talent", "digital skills", "tech skills", "it skills", "data analytics",
                "data science", "app development", "software", "programming", "how many people",
                "target", "goal", "certifications", "qualifications", "exam fees", "cost covered",
                "fully paid", "reimbursement", "sponsorship", "top priority",
            ),
            "zh": (
                "数字化人才", "数字人才", "IT人才", "数据分析", "数据科学", "应用开发", "编程",
                "技能", "多少人", "目标", "认证", "资格证书", "考证", "费用报销", "公司承担",
                "全额资助", "最优先",
            ),
        },
        {
            "ja": (
                "社内公募", "社内異動", "異動", "転勤", "配置転換", "職種変更", "勤務地",
                "キャリア", "自分から", "手を挙げる", "自ら応募", "応募", "何人", "利用者数",
                "新しい職務",
            ),
            "en": (
                "internal job posting", "internal mobility", "internal vacancies", "transfers",
                "relocation", "job change", "role change", "career moves", "work location",
                "volunteer", "apply", "self-nomination", "how many", "employees moved",
                "new jobs", "new roles",
            ),
            "zh": (
                "内部招聘", "内部调动", "调岗", "转岗", "换岗", "调动", "工作地点", "岗位",
                "职业发展", "主动申请", "自愿申请", "多少人", "新岗位",
            ),
        },
        {
            "ja": (
                "1on1", "面談", "個別面談", "上司と部下", "毎月", "月1回", "頻度",
                "コミュニケーション", "メンター", "メンタリング", "女性管理職", "女性リーダー",
                "女性活躍", "ダイバーシティ", "女性比率",
            ),
            "en": (
                "one-on-one", "1:1", "check-ins", "meetings", "manager meetings", "monthly",
                "how often", "feedback", "mentor", "mentoring", "mentorship", "women managers",
                "female managers", "women leaders", "gender diversity", "women in management",
            ),
            "zh": (
                "一对一", "面谈", "上下级", "每月", "每月一次", "多久一次", "沟通", "导师",
                "导师制", "女性管理人员", "女性领导", "女性干部", "多元化", "女性比例",
            ),
        },
    ),
    "ACME_Sustainability_Report_Japan_2025.pdf": (
        {
            "ja": (
                "気候変動", "脱炭素", "環境", "再エネ", "再生可能エネルギー", "グリーン電力",
                "クリーンエネルギー", "電力", "比率", "割合", "どのくらい", "目標", "2030年",
                "100%",
            ),
            "en": (
                "climate change", "climate", "environment", "renewables", "renewable energy",
                "green power", "clean energy", "electricity", "what share", "percentage",
                "proportion", "how much", "target", "goal", "2030", "100 percent",
            ),
            "zh": (
                "气候变化", "气候", "环境", "可再生能源", "绿电", "绿色电力", "清洁能源", "电力",
                "占比", "比例", "多少", "目标", "2030年", "100%",
            ),
        },
        {
            "ja": (
                "フードロス", "食品ロス", "食品廃棄", "食品廃棄物", "廃棄", "削減", "減らす",
                "どのくらい減った", "削減率", "2019年度比", "需要予測", "値引き", "見切り販売",
                "売れ残り", "寄付", "フードバンク",
            ),
            "en": (
                "food waste", "food loss", "waste", "discarded food", "cut", "reduce",
                "reduction", "how much", "by how much", "dropped", "fell", "decline",
                "compared with 2019", "demand forecasting", "forecasts", "markdowns", "discounts",
                "price reductions", "unsold food", "leftovers", "donations", "food banks",
                "charity",
            ),
            "zh": (
                "食物浪费", "食品浪费", "食品损耗", "食品废弃物", "废弃", "减少", "降低",
                "减少多少", "下降", "2019年", "需求预测", "打折", "折价", "降价销售", "剩余食品",
                "卖不掉", "捐赠", "食物银行",
            ),
        },
        {
            "ja": (
                "プラスチック", "脱プラ", "レジ袋", "有料化", "買い物袋", "容器", "包装",
                "植物由来", "バイオマス", "自社ブランド", "使い捨て", "削減", "どのくらい減った",
                "前年比",
            ),
            "en": (
                "plastic", "plastics", "plastic bags", "bag charge", "bag fee", "shopping bags",
                "packaging", "containers", "plant-based", "bio-based", "bioplastic", "own-brand",
                "private label", "single-use", "disposable", "cut", "reduction", "how much",
                "fell", "year on year",
            ),
            "zh": (
                "塑料", "减塑", "塑料袋", "购物袋收费", "收费", "包装", "容器", "植物基",
                "生物基", "自有品牌", "一次性", "减少", "减少多少", "同比",
            ),
        },
        {
            "ja": (
                "地域貢献", "地域社会", "地域との共生", "コミュニティ", "祭り", "地域イベント",
                "清掃", "ボランティア", "TCFD", "情報開示", "気候関連", "リスクと機会", "毎年",
                "開示",
            ),
            "en": (
                "community", "local community", "community engagement", "local events",
                "festivals", "clean-up", "litter picking", "volunteering", "tcfd", "disclosure",
                "reporting", "climate risks", "climate-related", "opportunities", "annual",
                "every year",
            ),
            "zh": (
                "社区", "当地社区", "社区参与", "地方活动", "节庆", "祭典", "清洁", "志愿",
                "TCFD", "信息披露", "披露", "气候相关", "风险与机遇", "每年",
            ),
        },
    ),
}
# fmt: on
"""Per document id: one entry per paragraph, in order, each language -> its keywords."""
