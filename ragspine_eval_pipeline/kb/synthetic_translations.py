"""Translations of the synthetic KB's narrative documents into its two other languages.

Each document is written in one language; a question may come in any of the three. A
translator's version of every document, aligned paragraph by paragraph and sentence by
sentence with the original, is stored in the built KB beside it (``translations.jsonl``),
so the KB's search finds a passage whatever language it is asked in, while the passage
it returns, and every sentence an answer quotes, stays the original's.
"""

from __future__ import annotations

TRANSLATIONS: dict[str, dict[str, tuple[str, tuple[str, ...]]]] = {
    "ACME_Risk_Factors_FY2025.pdf": {
        "zh": (
            "ACME集团2025财年风险因素报告",
            (
                "本报告阐述可能对ACME集团的业绩、财务状况及声誉产生重大影响的主要风险。"
                "董事会每年两次审阅风险登记册，每项主要风险均指定一名高管负责。"
                "风险按照三年期内的发生可能性和影响程度进行评分。",
                "外汇风险是集团最重大的财务风险。"
                "日本业务收入以日元计值，澳门业务收入以港元计值，而集团以美元作为报告货币。"
                "日元持续贬值将降低日本业务盈利折算后的价值。"
                "集团财资部以滚动十二个月为基础，对最多60%的预测日元现金流进行套期保值。",
                "供应链集中是主要的运营风险。"
                "我们门店使用的智能自助终端硬件大部分由越南和马来西亚的三家代工厂商组装。"
                "其中任何一家出现中断，都可能导致新店开业推迟数月。"
                "集团正在对第四家供应商进行资质认证，并保留八周用量的关键零部件作为安全库存。",
                "随着越来越多的支付转移到ACME手机应用程序，网络安全与数据隐私风险有所上升。"
                "一旦发生严重的数据泄露，集团可能依据新加坡《个人数据保护法》（PDPA）"
                "和香港《个人资料（私隐）条例》（PDPO）被处以监管罚款，并失去顾客信任。"
                "相关控制措施包括每年进行渗透测试、设立全天候运作的安全运营中心，"
                "以及要求全体员工参加强制性的网络钓鱼防范培训。",
                "利率风险来自为澳门度假村扩建项目提供资金的浮动利率银行贷款。"
                "基准利率每上升1个百分点，年度利息成本将增加约9百万美元。"
                "集团的目标是在2026财年末前将至少一半借款的利率固定下来。",
                "劳动力短缺是日本和新加坡新出现的风险，这两个市场失业率低，工资持续上涨。"
                "门店人手不足可能导致排队时间延长、单店销售额下降。"
                "缓解措施包括设置自助结账通道、实行灵活排班，"
                "以及推行《人才培养方针》中所列的各项计划。",
            ),
        ),
        "ja": (
            "ACMEグループ リスク要因報告書（2025年度）",
            (
                "本報告書は、ACMEグループの業績、"
                "財政状態および評判に重大な影響を及ぼす可能性のある主要リスクについて説明するもの"
                "です。"
                "取締役会は年2回リスク登録簿を見直しており、"
                "各主要リスクには責任者となる執行役員が指名されています。"
                "リスクは、3年間を対象期間として、発生可能性と影響度に基づいて評価しています。",
                "為替リスクは、当グループにとって最も重要な財務リスクです。"
                "日本事業の売上高は円建て、マカオ事業の売上高は香港ドル建てである一方、"
                "当グループは米ドルで報告を行っています。"
                "円安が長期化すると、日本事業の利益の換算額が減少します。"
                "グループ財務部は、12カ月のローリング方式で、"
                "円建て予想キャッシュフローの最大60%をヘッジしています。",
                "サプライチェーンの集中は、主要な事業運営上のリスクです。"
                "当社店舗で使用しているスマートキオスク端末の大部分は、"
                "ベトナムとマレーシアにある3社の受託製造業者が組み立てています。"
                "いずれか1社で供給が途絶した場合、新規出店が数カ月遅れる可能性があります。"
                "当グループは4社目のサプライヤーの認定手続きを進めており、重要部品を8週間分、"
                "安全在庫として保有しています。",
                "ACMEモバイルアプリを通じた決済の増加に伴い、"
                "サイバーセキュリティおよびデータプライバシーのリスクが高まっています。"
                "重大な情報漏えいが発生した場合、シンガポールの個人情報保護法（PDPA）"
                "および香港の個人資料（プライバシー）条例（PDPO）"
                "に基づく制裁金が科されるとともに、顧客の信頼を失うおそれがあります。"
                "管理策として、年次のペネトレーションテスト、"
                "24時間体制のセキュリティオペレーションセンターの運用、"
                "全従業員を対象としたフィッシング対策研修の義務化を実施しています。",
                "金利リスクは、マカオのリゾート拡張資金に充てている変動金利の銀行借入から生じます"
                "。"
                "基準金利が1パーセントポイント上昇した場合、"
                "年間の支払利息は約9百万米ドル増加します。"
                "当グループは、2026年度末までに借入金の少なくとも半分を固定金利とすることを目指し"
                "ています。",
                "日本とシンガポールでは、失業率が低く賃金上昇が続いていることから、"
                "人手不足が新たなリスクとなっています。"
                "店舗の人員不足は、レジ待ちの列の長期化や1店舗当たり売上高の減少につながる可能性"
                "があります。"
                "軽減策として、セルフレジの導入、柔軟なシフト編成、"
                "および人材育成方針に定める各種プログラムを実施しています。",
            ),
        ),
    },
    "ACME_Strategic_Plan.pdf": {
        "zh": (
            "ACME集团战略规划：以数字商务和区域扩张驱动增长",
            (
                "本战略规划确定了集团2026财年至2028财年三个财年的优先事项。"
                "规划以创纪录的2025财年为基础，该财年集团收入达到3,773百万美元，EBITDA达到1,"
                "018百万美元。"
                "规划建立在三大支柱之上：数字商务、区域扩张和卓越运营。",
                "第一大支柱是数字商务。"
                "到2028财年，ACME手机应用程序和网上商店的销售额应占集团销售额的40%，"
                "高于2025财年的22%。"
                "投资将集中于个性化优惠、覆盖所有市场的统一会员计划，"
                "以及在香港和新加坡提供当日送达服务。",
                "第二大支柱是区域扩张。"
                "集团计划在规划期内新开60家门店，主要位于新加坡和大湾区，"
                "并在吉隆坡试点开设两家门店。"
                "只有在门店能够于18个月内实现盈亏平衡的情况下，集团才会进入新市场。",
                "第三大支柱是卓越运营。"
                "共享服务中心将承接所有市场的财务和薪资处理工作，"
                "自动化仓库将使每笔订单的履约成本降低四分之一。"
                "这些节省下来的成本将用于为数字化投资提供资金，同时不摊薄利润率。",
                "资本配置遵循简单的优先顺序：维持投资级资产负债表，为内生增长提供资金，"
                "再将富余现金回报股东。"
                "规划期内的资本支出预算总额约为900百万美元。",
            ),
        ),
        "ja": (
            "ACMEグループ戦略計画：デジタルコマースと地域展開による成長",
            (
                "本戦略計画は、2026年度から2028年度までの3事業年度における当グループの重点課題を"
                "定めるものです。"
                "本計画は、グループ売上高が3,773百万米ドル、EBITDAが1,018百万米ドルに達し、"
                "過去最高を記録した2025年度の実績を基盤としています。"
                "本計画は、デジタルコマース、地域展開、"
                "オペレーショナル・エクセレンスの3つの柱で構成されています。",
                "第1の柱はデジタルコマースです。"
                "ACMEモバイルアプリとオンラインストアによる売上が、2025年度の22%から、"
                "2028年度にはグループ売上の40%を占めることを目指します。"
                "投資は、パーソナライズされた特典、全市場共通の単一のロイヤルティプログラム、"
                "香港とシンガポールにおける当日配送に重点を置きます。",
                "第2の柱は地域展開です。"
                "当グループは計画期間中に、主にシンガポールと粤港澳大湾区（グレーターベイエリア）"
                "で60店舗を新規出店するとともに、"
                "クアラルンプールで2店舗を試験的に出店する計画です。"
                "新規市場への参入は、店舗が18カ月以内に損益分岐点に到達できる場合に限ります。",
                "第3の柱はオペレーショナル・エクセレンスです。"
                "シェアードサービスセンターが全市場の経理および給与計算業務を引き継ぎ、"
                "自動化倉庫により1注文当たりのフルフィルメントコストを4分の1削減します。"
                "これらのコスト削減により、利益率を低下させることなくデジタル投資の資金を賄う考え"
                "です。",
                "資本配分は、投資適格の財務基盤の維持、オーガニック成長への投資、"
                "余剰資金の株主還元という明確な優先順位に従います。"
                "計画期間中の設備投資は、総額約900百万米ドルを予定しています。",
            ),
        ),
    },
    "ACME_ESG_Report_FY2025.pdf": {
        "zh": (
            "ACME集团2025财年环境、社会及管治（ESG）报告",
            (
                "2025财年，ACME集团范围1和范围2温室气体排放总量较2021财年基准年减少18%。"
                "减排主要得益于LED照明改造、更高效的制冷设备以及可再生电力占比的提高。"
                "集团继续致力于在2040年前实现运营排放净零。",
                "2025财年，可再生电力占集团门店和办公室用电量的46%。"
                "目前，新加坡所有配送中心均已启用屋顶太阳能电池板，"
                "日本业务则通过长期合同采购经认证的绿色电力。"
                "集团的目标是到2030年可再生电力占比达到80%。",
                "包装方面，年内香港和澳门所有门店均已停用一次性塑料袋。"
                "自有品牌产品已改用可回收或可堆肥包装，集团还通过店内回收点回收了超过1,"
                "200吨废弃包装。",
                "截至2025财年末，女性担任管理职位的比例为38%，目标是到2030年达到45%。"
                "所有管理人员均已完成包容性领导力培训，薪酬委员会现每年审查性别薪酬差距。",
                "ACME基金会资助了350个大学奖学金名额，并在集团经营所在的每个市场支持食物银行。"
                "2025财年，员工志愿服务时数超过20,000小时。",
            ),
        ),
        "ja": (
            "ACMEグループ 環境・社会・ガバナンス（ESG）報告書（2025年度）",
            (
                "ACMEグループの2025年度のスコープ1およびスコープ2の温室効果ガス排出量の合計は、"
                "基準年である2021年度比で18%減少しました。"
                "削減は主に、LED照明への改修、冷凍冷蔵設備の効率化、"
                "再生可能エネルギー由来電力の比率向上によるものです。"
                "当グループは、2040年までに事業活動に伴う排出量のネットゼロを達成することに引き続"
                "きコミットしています。",
                "2025年度は、当グループの店舗およびオフィスにおける電力消費量の46%を再生可能エネ"
                "ルギー由来電力で賄いました。"
                "現在、シンガポールのすべての物流センターで屋上太陽光パネルが稼働しており、"
                "日本事業では長期契約に基づき認証済みのグリーン電力を購入しています。"
                "2030年までに再生可能エネルギー由来電力の比率を80%とすることを目標としています。",
                "包装については、当年度中に香港およびマカオの全店舗で使い捨てのレジ袋を廃止しまし"
                "た。"
                "自社ブランド商品はリサイクル可能または堆肥化可能な包装に切り替え、"
                "店頭の回収拠点を通じて1,200トンを超える使用済み包装材を回収しました。",
                "2025年度末時点の管理職に占める女性の割合は38%で、"
                "2030年までに45%とする目標を掲げています。"
                "すべての管理職がインクルーシブ・リーダーシップ研修を修了し、報酬委員会は現在、"
                "男女間賃金格差を毎年検証しています。",
                "ACME財団は350件の大学奨学金を提供したほか、"
                "当グループが事業を展開するすべての市場でフードバンクを支援しました。"
                "2025年度の従業員によるボランティア活動時間は20,000時間を超えました。",
            ),
        ),
    },
    "ACME_Singapore_Market_Update_FY2025.pdf": {
        "zh": (
            "ACME新加坡市场动态（2025财年）",
            (
                "ACME新加坡2025财年表现强劲，收入由上一年的915百万美元增至968百万美元。"
                "随着门店生产率提升，EBITDA增至247百万美元。"
                "截至年末，员工人数达到1,652人。",
                "旅游业是主要增长动力。"
                "访客人数已恢复至疫情前水平，樟宜机场和乌节路的门店均录得开业以来最高的销售额。",
                "年内，来自区域电商平台的竞争不断加剧。"
                "多家平台提供免费次日送达服务，并对家居用品大幅折扣，给平价市场的价格带来压力。",
                "消费税（GST）上调至9%，在上半年抑制了家庭消费。"
                "顾客转而购买自有品牌产品，而自有品牌产品的利润率高于品牌商品。",
                "2025年9月，一家新旗舰店在滨海湾开业，店内设有线上下单、"
                "到店自提服务中心和咖啡馆。"
                "2026财年，业务重点将是重新谈判邻里购物中心即将到期的租约，"
                "并将当日送达服务扩展至全岛。",
            ),
        ),
        "ja": (
            "ACMEシンガポール 市場概況（2025年度）",
            (
                "ACMEシンガポールの2025年度は好調で、売上高は前年度の915百万米ドルから968百万米ド"
                "ルに増加しました。"
                "店舗生産性の向上により、EBITDAは247百万米ドルに拡大しました。"
                "期末の従業員数は1,652人となりました。",
                "観光が主な成長要因となりました。"
                "訪問者数はパンデミック前の水準まで回復し、"
                "チャンギ空港とオーチャード・ロードの店舗では開業以来最高の売上を記録しました。",
                "地域のEコマースプラットフォームとの競争は、年間を通じて激化しました。"
                "複数のプラットフォームが翌日配送無料や日用品の大幅値引きを打ち出し、"
                "低価格帯の価格に下押し圧力がかかりました。",
                "物品・サービス税（GST）の9%への引き上げは、上期の家計支出を圧迫しました。"
                "顧客はより安価な自社ブランド商品へ購買をシフトしましたが、"
                "自社ブランド商品はナショナルブランド商品よりも利益率が高くなっています。",
                "2025年9月には、クリック・アンド・コレクトの受取拠点とカフェを備えた新たな旗艦店"
                "をマリーナベイに開設しました。"
                "2026年度は、郊外住宅地（ハートランド）"
                "のショッピングモールで期限を迎える賃貸借契約の再交渉と、"
                "当日配送の島内全域への拡大に注力します。",
            ),
        ),
    },
    "ACME_HK_Market_Review_FY2025.docx": {
        "en": (
            "ACME Hong Kong Market Review FY2025",
            (
                "In FY2025, revenue of ACME's Hong Kong business rose to USD 1,702 million, an "
                "increase of about 7% from USD 1,596 million in the previous financial year. "
                "EBITDA reached USD 468 million and net profit was USD 263 million. "
                "Growth came mainly from the recovery in visitor arrivals to Hong Kong and "
                "higher spending by members.",
                "Visitor arrivals to Hong Kong continued to recover, but the spending patterns "
                "of mainland visitors have changed. "
                "Visitors are more willing to spend on dining, experiences and personal care "
                "products than on high-priced luxury goods. "
                "The company therefore expanded its beauty and health categories and added an "
                "experience zone at its Tsim Sha Tsui store.",
                "At the same time, northbound consumption has become a major challenge for local "
                "retail. "
                "A growing number of Hong Kong residents travel to Shenzhen at weekends to shop "
                "and dine, reducing weekend footfall at local stores. "
                "The company has responded by launching weekend offers exclusive to members and "
                "extending opening hours.",
                "On rents, a number of leases in Causeway Bay and Mong Kok expired during the "
                "financial year. "
                "The company succeeded in reducing average rent by about 12% and closed two "
                "underperforming stores.",
                "The ACME+ membership programme is the core asset of the Hong Kong business, and "
                "membership passed 1.2 million during the financial year. "
                "Member spending accounted for 58% of Hong Kong sales. "
                "The company plans to launch a points system shared with the Macau business in "
                "the next financial year.",
            ),
        ),
        "ja": (
            "ACME香港市場レビュー（2025年度）",
            (
                "2025年度のACME香港事業の売上高は1,702百万米ドルとなり、前年度の1,"
                "596百万米ドルから約7%増加しました。"
                "EBITDAは468百万米ドル、当期純利益は263百万米ドルでした。"
                "増収は主に、訪港旅行者の回復と会員による消費の増加によるものです。",
                "訪港旅行者数は引き続き回復していますが、"
                "中国本土からの旅行者の消費傾向は変化しています。"
                "旅行者は高額なラグジュアリー商品よりも、飲食、体験、"
                "パーソナルケア商品にお金を使う傾向を強めています。"
                "そのため当社は、美容・健康関連カテゴリーを拡充し、尖沙咀（チムサーチョイ）"
                "店に体験コーナーを新設しました。",
                "一方で、「北上消費」が地元小売業にとって大きな課題となっています。"
                "週末に深圳へ買い物や食事に出かける香港住民が増えており、"
                "地元店舗の週末の来店客数が減少しています。"
                "当社は、週末限定の会員向け特典の導入と営業時間の延長で対応しています。",
                "賃料面では、銅鑼湾（コーズウェイベイ）と旺角（モンコック）"
                "の複数の賃貸借契約が当年度に満了を迎えました。"
                "当社は平均賃料を約12%引き下げることに成功し、業績不振の2店舗を閉鎖しました。",
                "会員プログラム「ACME+」は香港事業の中核資産であり、"
                "当年度に会員数は120万人を突破しました。"
                "会員による購入は香港の売上高の58%を占めています。"
                "当社は次年度、マカオ事業と共通で利用できるポイント制度を導入する予定です。",
            ),
        ),
    },
    "ACME_GBA_Expansion_Plan.docx": {
        "en": (
            "ACME Greater Bay Area Expansion Plan",
            (
                "The Greater Bay Area expansion plan is an important part of the group's "
                "regional expansion strategy. "
                "Over the next three years, the group plans to open its first pilot stores in "
                "Qianhai, Shenzhen and Nansha, Guangzhou, using its Hong Kong and Macau "
                "businesses as a base to serve the Greater Bay Area's consumer market of around "
                "86 million people.",
                "Cross-border e-commerce is the first step of the plan. "
                "The group will ship own-brand products directly to mainland customers from its "
                "Hong Kong warehouse, and will partner with major payment platforms to support "
                "settlement in both renminbi and Hong Kong dollars.",
                "On logistics, the group plans to build a regional distribution centre in "
                "Dongguan to serve stores and online orders in Shenzhen, Guangzhou and Zhuhai, "
                "with the aim of delivering within 24 hours of an order being placed.",
                "Talent is key to the success of the expansion. "
                "The group will launch an internship programme for young people from Hong Kong "
                "and Macau, recruiting about 200 university graduates each year to rotate "
                "between Greater Bay Area stores and headquarters, and will provide "
                "Cantonese-language and service-standards training for new employees from the "
                "mainland.",
                "The plan is expected to involve investment of about USD 200 million over three "
                "years, funded from the group's internal cash flow. "
                "Management will review the sales and footfall performance of the pilot stores "
                "every quarter, and will expand the store network further only if the pilot "
                "stores break even within 18 months.",
            ),
        ),
        "ja": (
            "ACME粤港澳大湾区（グレーターベイエリア）事業拡大計画",
            (
                "グレーターベイエリア事業拡大計画は、"
                "当グループの地域展開戦略の重要な柱の一つです。"
                "今後3年以内に深圳・前海と広州・南沙に最初の試験店舗を開設し、"
                "香港およびマカオ事業を拠点として、人口約8,"
                "600万人を擁するグレーターベイエリアの消費市場に対応する計画です。",
                "越境ECは、本計画の第一歩です。"
                "当グループは香港の倉庫から中国本土の顧客に自社ブランド商品を直送するとともに、"
                "主要な決済プラットフォームと提携し、"
                "人民元と香港ドルの両通貨による決済に対応します。",
                "物流面では、東莞に地域物流センターを建設し、深圳、広州、"
                "珠海の店舗とオンライン注文に対応する計画で、"
                "注文から24時間以内の配送を目指します。",
                "人材は事業拡大を成功させる鍵です。"
                "当グループは香港・マカオの若者を対象としたインターンシップ制度を立ち上げ、"
                "毎年約200名の大学卒業生を採用してグレーターベイエリアの店舗と本社でジョブローテ"
                "ーションを行うほか、中国本土で採用した新入社員に広東語と接客基準の研修を実施しま"
                "す。",
                "本計画では3年間で約2億米ドルの投資を見込んでおり、"
                "資金はグループ内部のキャッシュフローで賄います。"
                "経営陣は試験店舗の売上高と来店客数の実績を四半期ごとに評価し、"
                "試験店舗が18カ月以内に損益分岐点に達した場合に限り、店舗網をさらに拡大します。",
            ),
        ),
    },
    "ACME_Data_Protection_Policy.docx": {
        "en": (
            "ACME Data Security and Personal Information Protection Policy",
            (
                "This policy applies to all of the group's operations in Hong Kong, Macau, "
                "Singapore and Japan, and sets out the basic requirements for collecting, using, "
                "storing and transferring personal information. "
                "The policy complies with the personal data and personal information protection "
                "laws and regulations of each jurisdiction.",
                "The group classifies and grades data into four levels: public, internal, "
                "confidential and highly sensitive. "
                "Members' payment information and identity document numbers are highly sensitive "
                "data; they must be stored encrypted and may be accessed only by authorised "
                "employees.",
                "Before personal information is transferred across borders, the business unit "
                "must complete a data transfer impact assessment and obtain the written approval "
                "of the Data Protection Officer. "
                "When data is provided to third-party service providers, the contract must "
                "include confidentiality and data deletion clauses.",
                "In the event of a data breach, the department concerned must notify the Data "
                "Protection Officer within 24 hours of discovery and report to the regulators "
                "and affected customers within 72 hours. "
                "The group conducts data breach response drills twice a year.",
                "The internal audit department audits compliance with data protection "
                "requirements twice a year, and the audit results are submitted to the Audit "
                "Committee of the Board. "
                "All employees must complete personal information protection training once a "
                "year.",
            ),
        ),
        "ja": (
            "ACMEデータセキュリティおよび個人情報保護方針",
            (
                "本方針は、香港、マカオ、シンガポールおよび日本における当グループのすべての事業に"
                "適用され、個人情報の収集、利用、"
                "保存および移転に関する基本的な要件を定めるものです。"
                "本方針は、各地域の個人資料保護および個人データ保護に関する法令に準拠しています。",
                "当グループはデータを「公開」「社内」「機密」「高度機密」の4段階に分類・格付けし"
                "て管理しています。"
                "会員の決済情報および身分証明書番号は高度機密データに該当し、"
                "暗号化して保存するとともに、権限を付与された従業員のみがアクセスできるものとしま"
                "す。",
                "個人情報を国境を越えて移転する前に、事業部門はデータ移転影響評価を実施し、"
                "データ保護責任者の書面による承認を得なければなりません。"
                "第三者のサービス事業者にデータを提供する場合は、"
                "契約に守秘義務およびデータ削除に関する条項を盛り込まなければなりません。",
                "データ漏えいが発生した場合、関係部門は発見から24時間以内にデータ保護責任者に通知"
                "し、72時間以内に規制当局および影響を受けた顧客に報告しなければなりません。"
                "当グループは、データ漏えいを想定した緊急対応訓練を年2回実施しています。",
                "内部監査部門は、データ保護の実施状況について年2回監査を行い、"
                "その結果を取締役会の監査委員会に提出します。"
                "全従業員は年1回、個人情報保護研修を受講しなければなりません。",
            ),
        ),
    },
    "ACME_Japan_Business_Strategy_FY2025.pdf": {
        "en": (
            "ACME Japan Business Strategy (FY2025)",
            (
                "Revenue of the Japan business in FY2025 was JPY 109,800 million, up about 6% "
                "from JPY 103,200 million in the previous fiscal year. "
                "EBITDA was JPY 21,700 million and net profit was JPY 9,750 million.",
                "Against the backdrop of the weak yen, inbound demand from foreign visitors to "
                "Japan grew strongly. "
                "At the Osaka and Kyoto stores in particular, tax-free sales grew to almost 2 "
                "times the previous year's level. "
                "During Expo 2025 Osaka, Kansai, customer numbers at stores in the Kansai region "
                "rose significantly.",
                "On the other hand, the weak yen is pushing up the purchase cost of imported "
                "goods. "
                "The company is limiting the impact on earnings by raising the share of "
                "own-brand products manufactured in Japan and by using foreign exchange forward "
                "contracts.",
                "To address the severe labour shortage, the company is rolling out "
                "self-checkouts to all stores. "
                "By the end of FY2025, installation had been completed at 70% of all stores, and "
                "checkout staff were redeployed to shelf replenishment and customer service.",
                "In FY2026, the company will prioritise refurbishing existing stores over "
                "opening new stores in regional cities. "
                "The key initiatives are growing digital membership, expanding the delivery area "
                "of the online supermarket, and reducing food waste.",
            ),
        ),
        "zh": (
            "ACME日本业务战略（2025财年）",
            (
                "2025财年，日本业务收入为109,800百万日元，较上一财年的103,200百万日元增长约6%。"
                "EBITDA为21,700百万日元，净利润为9,750百万日元。",
                "在日元贬值的背景下，访日外国游客带来的入境消费需求大幅增长。"
                "尤其是大阪和京都的门店，免税销售额增至上一财年的近2倍。"
                "大阪·关西世博会举办期间，关西地区门店的客流量大幅增加。",
                "另一方面，日元贬值推高了进口商品的采购成本。"
                "公司通过提高自有品牌商品的日本国内生产比例，并运用外汇远期合约，"
                "抑制对收益的影响。",
                "为应对严重的人手短缺，公司正在所有门店推广自助收银。"
                "截至2025财年末，已有70%的门店完成引入，"
                "原收银岗位人员已调配至商品补货和顾客服务工作。",
                "2026财年，公司将优先改造现有门店，而非在地方城市开设新店。"
                "重点举措包括扩大数字会员规模、扩大网上超市的配送范围以及减少食物浪费。",
            ),
        ),
    },
    "ACME_Talent_Development_Policy.pdf": {
        "en": (
            "ACME Talent Development Policy",
            (
                "Our group believes that the growth of each and every employee is the source of "
                "corporate value. "
                "This policy applies to all of our locations in Japan, Hong Kong, Singapore and "
                "Macau.",
                "We provide all employees with training opportunities of at least 40 hours a "
                "year. "
                "Store staff receive training in customer service and product knowledge, while "
                "managers receive coaching and evaluator training.",
                "We regard developing digital talent as our top priority, and aim to develop 500 "
                "people with skills in data analytics or app development by FY2028. "
                "The company pays the full cost of obtaining external certifications.",
                "Under our internal job posting system, employees can apply on their own "
                "initiative for a transfer to a different work location or job type. "
                "In FY2025, about 150 employees used the system to move into new roles.",
                "We have introduced monthly 1-on-1 meetings between managers and their team "
                "members across the company. "
                "We have also set up a mentoring programme to develop women managers and are "
                "working to increase the proportion of women in management positions.",
            ),
        ),
        "zh": (
            "ACME人才培养方针",
            (
                "本集团认为，每一位员工的成长都是企业价值的源泉。"
                "本方针适用于日本、香港、新加坡和澳门的所有业务据点。",
                "公司为全体员工提供每年40小时以上的培训机会。"
                "对门店员工开展待客服务和商品知识培训，对管理人员开展教练式辅导和考核者培训。",
                "公司将数字化人才培养定位为最重要的课题，"
                "目标是到2028财年培养500名具备数据分析或应用程序开发技能的人才。"
                "考取外部认证资格的费用由公司全额承担。",
                "通过内部公开招聘制度，员工可以主动申请调动工作地点或岗位类别。"
                "2025财年，约150名员工通过该制度走上了新的工作岗位。",
                "公司已在全公司推行上级与下属每月1次的一对一面谈。"
                "此外，公司还设立了培养女性管理人员的导师制度，致力于提高女性管理人员比例。",
            ),
        ),
    },
    "ACME_Sustainability_Report_Japan_2025.pdf": {
        "en": (
            "ACME Sustainability Report 2025 (Japan Business)",
            (
                "The Japan business regards responding to climate change as a key management "
                "priority. "
                "The share of renewable energy at its stores reached 52% in FY2025, and the "
                "business aims for 100% by FY2030.",
                "On food waste, the introduction of a demand forecasting system and the "
                "optimisation of markdown sales reduced food waste in FY2025 by 30% compared "
                "with FY2019. "
                "Unsold food is donated to food banks.",
                "To reduce plastic use, the business has started charging for shopping bags and "
                "is switching the packaging of own-brand products to plant-based materials. "
                "Use of single-use plastics fell by 15% year on year.",
                "To build strong ties with local communities, each store takes part in local "
                "festivals and clean-up activities. "
                "In line with the TCFD recommendations, the business also discloses its "
                "climate-related risks and opportunities every year.",
            ),
        ),
        "zh": (
            "ACME可持续发展报告2025（日本业务）",
            (
                "日本业务将应对气候变化定位为经营的重要课题。"
                "2025财年，门店的可再生能源占比达到52%，目标是到2030财年达到100%。",
                "在减少食物浪费方面，通过引入需求预测系统和优化折价销售，"
                "2025财年的食品废弃量较2019财年减少了30%。"
                "未售出的食品捐赠给食物银行。",
                "为减少塑料使用，公司对购物袋实行收费，并将自有品牌商品的容器改为植物基材料。"
                "一次性塑料使用量较上一财年减少15%。",
                "在与当地社区共生方面，各门店积极参与当地节庆和清洁活动。"
                "此外，公司按照TCFD的建议，每年披露气候相关的风险与机遇。",
            ),
        ),
    },
}
"""Per original document id: language -> (title, paragraphs aligned with the original's)."""
