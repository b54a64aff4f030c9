"""How questions are asked, in English, Chinese and Japanese: the engine's grammar.

Nothing here names a scope, a metric or a document: those come from the KB's own
vocabulary. This module holds the closed classes a question is built from (question
words, the verbs a figure is asked with, conjunctions), and the few intents a KB of
reported figures must decline whatever it holds: opinions, advice and forecasts.
All patterns match NFKC + casefolded text.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine._planned_amount import without_planned_should


def _words(text: str) -> frozenset[str]:
    """A closed word class written one word after another."""
    return frozenset(text.split())


# -- words that say how a figure is asked, not what is asked for -------------------------

GREETINGS: frozenset[str] = _words("hi hello hey yo hiya howdy dear morning afternoon evening")
"""Words that greet: a segment opening on one names whom it greets ("Hi team")."""

ENGLISH_GRAMMAR: frozenset[str] = GREETINGS | _words(
    """
    a an the and or both of in on at for from to by with as per about into over within during
    among amongst until till toward towards upon amid via under after before behind below
    beneath above along around across against between beyond through throughout despite own
    regarding concerning
    what which how who whom whose why when where whats is are was were be been being am
    do does did doing done have has had having can could would should shall may might must
    s d ll ve re m me my i we our us you your it its they their them this that these those
    there here
    please tell give show let know find get got want need like kindly also confirm needs wants
    describe explain outline summarise summarize elaborate
    much many figure figures number numbers amount value total level levels data
    perform performed performing performance result results financials latest recent current
    make made generate generated earn earned book booked post posted record recorded
    report reported disclose discloses disclosed publish published actual actuals
    recognise recognised recognize recognized
    reach reached achieve achieved deliver delivered bring brought
    come came work worked see saw stand stood look end ended close closed go went
    makes making generates generating earns earning brings bringing works working
    employ employs employed employing
    business businesses biz segment segments operation operations unit company entity
    division market side arm base basis overall whole entire full
    year years fiscal financial fy period size
    sorry thanks thank thx ty cheers pls plz appreciate bye goodbye
    appreciated grateful asap fyi urgent urgently eod cob
    looking looks going trending shaping things thing
    """
)
"""English function words and the verbs and nouns a figure request is phrased with."""

CHINESE_GRAMMAR: frozenset[str] = _words(
    """
    业务 公司 方面 情况 数字 数值 值 数据 金额 数额 數額 总 總 总额 总数 多少 几何 请问 告诉 一下
    财年 年度 年 年份 年分 业绩 表现 成绩 结果 部门 市场 水平 规模 全年 财政年度 会计年度
    人 人数 时候 时间
    是 有 为 為 达到 達到 约 共 总共 一共 合计 总计 请 给 查询 取数 了解 知道 想 看 说 报 达 录得
    实现 取得 区 地区 区域 这边 那边 这里 那里 这个 那个 这些 那些 分公司 子公司 最新
    分部 整体 整體 全体 全體 在职 在職 现有 現有 当前 目前 现在 現在
    啊 呀 吗 呢 吧 嘛
    口径 口徑 所谓 所謂 指 上述 上面
    您 妳
    贵司 貴司 贵公司 貴公司
    """
)
"""Chinese nouns a figure request is phrased with (the analyser drops verbs and particles),
the words for "in all" the analyser reads as nouns (一共), the nouns a market or a segment
is called by (区, 地区, 分部), "as a whole" after a scope (集团整体), the demonstratives
that point at one (澳门那边), and the sentence-final particles the analyser takes for
unknown words (啊), the basis a figure is counted on (口径, as "basis" and ベース: 「美元口径」,
「合并口径」 name their unit or scope, and a word the KB lacks before it still refuses:
「线上口径」), "so-called" (所谓), which says a name is a name, 指 of 「指的是」 ("it
means"), and 上述 and 上面 ("the above": 「上面这个数字」), which
point at the lines naming the figure. 您 and 妳, "you" said politely or to a woman, are
pronouns the analyser tags as unknown morphemes (``zg``); 贵司 and 贵公司 are the polite
"your company" said to the company the KB is about, as 御社 and 貴社 are in Japanese."""

CHECKING_VERBS_ZH: frozenset[str] = _words(
    """
    核实 核實 核查 查核 核验 核驗 证实 證實 印证 印證 复核 復核 覆核 核对 核對
    """
)
"""Chinese verbs of checking a figure (请*核实*…的营收: verify, check against), some of
which the analyser tags as nouns (核实, 证实, 核验): they say how the figure is asked,
never what is asked, as 确认 does."""

ASKING_VERBS_ZH: frozenset[str] = _words(
    """
    请问 請問 告诉 告訴 请 請 给 給 查询 查詢 查 取数 取數 了解 瞭解 知道 想 看 说 說 问 問
    """
)
"""The Chinese verbs a figure is asked with (*查询*…, 我想*知道*…, *告诉*我…), grammar around a
request: never a word of the figure's own phrase."""

FIGURE_NOUNS: frozenset[str] = _words(
    """
    数据 数字 数值 數據 數字 數值
    """
)
"""The Chinese nouns for figures, which also name data (数据泄露: a data leak)."""

WHOLE_OR_STATE: frozenset[str] = _words(
    """
    整体 整體 全体 全體 在职 在職 现有 現有 当前 目前 全社 在籍 現在
    一共 总共 總共 共计 共計 总计 總計 合计 合計
    """
)
"""Words that, written before a metric, say over what whole or in which state it is
counted (「整体毛利率」: the gross margin of the group as a whole; 「在职员工总数」: the
staff now employed; 「员工*一共*多少人」: all of them), never another measure: unlike
other nouns before a metric name, they are not part of it."""

IN_THE_END: frozenset[str] = _words(
    """
    最后 最後 最终 最終 终于 終於 结果 結果
    """
)
"""Sequence words ("in the end", "finally") that jieba reads as localisers or nouns:
before a metric name used as a verb (集团最后净赚了多少钱) they say when it was done.
Not grammar elsewhere: 最后一年 is a period phrase."""

ENGLISH_QUESTION_WORDS: frozenset[str] = _words(
    """
    what which how who whom whose why when where whats
    """
)
"""English question words: the dictionary lists some as nouns ("what"), but before the
one thing a figure request asks for they ask, never qualify it ("*what* training")."""

HOW_MANY_COUNTED_RE = re.compile(
    r"何(?:時間|日間?|回|件|店舗?|年間?|ヶ月|か月|カ月|カ国|か国|社|台|個|種類?|点)"
)
"""A Japanese question word joined to a counter (「何時間」, 「何店舗」, 「何回」): "how many
hours, stores, times", asking a number of what the counter counts, never naming it.
何倍 and 何割 ask a ratio, a derived figure (``DERIVED_RE``)."""

QUESTION_WORDS: frozenset[str] = _words(
    """
    什么 哪 哪个 哪些 哪几个 哪几 几个 哪里 哪儿 怎么 怎样 如何 为何 为什么
    何 どの どれ どこ いつ なぜ どんな
    """
)
"""CJK question words: what a question asks with, never what it is about, so no evidence a
passage must hold (「…分为哪几个级别」). Not grammar: written onto a metric name they
still make another name (什么收入)."""

NUMBER_QUESTION_WORDS: frozenset[str] = _words("いくつ いくら")
"""Question words asking a number (いくつ): how the question asks, never a thing a refusal
says the KB does not report. Not in ``QUESTION_WORDS``: a passage answering a count must
still be weighed on them (「店舗がいくつあるか」 asks a number a passage must state)."""

JAPANESE_GRAMMAR: frozenset[str] = _words(
    """
    事業 業務 会社 法人 部門 ベース 数字 数値 値 金額 実績 業績 状況 成績 結果 年度 期 年
    会計 会計年度 事業年度 何人 何名 人 名 全体 合計 程度 時点 水準 規模 数 教え 教える
    地域 地区 エリア 直近 最新 現在 セグメント 在籍 全社 当該 勤め 勤務 い いる いた
    両方 双方 同 同社 やつ もの 拠点 必要 通期 通年
    貴社 御社 いわゆる 上記 前記 下記
    """
)
"""Japanese nouns a figure request is phrased with, the nouns a market or a segment is
called by (地域, セグメント), データ ("data", as 数据 and "data" are), やつ and もの ("the
one", 「2024年度のやつ」, 「入社した年のもの」) that point at what the request names, 必要
of 「…の数字が必要です」 ("I need"), 通期 and 通年 ("the full year": the fiscal year's
whole figure), the polite "your company" (貴社, 御社) said to the company the KB is about,
いわゆる ("so-called"), which says the next word is a name, and 上記, 前記 and 下記 ("the
above", "the below": 「上記の数値」), which point at the lines that name the figure; the
analyser drops the rest."""

MEANING_NOUNS: frozenset[str] = _words("こと 事 意味 意思 话 話")
"""Nouns a restatement says what is meant with (「前期っていうのは2024年度の*こと*です」,
「我说的去年是2024财年的*意思*」): no thing asked."""

GENERIC_FIGURE_RE = re.compile(
    r"(?<![a-z])(?:how\s+(?:did|is|was|were|are)\b.*\b(?:do|doing|did|perform\w*|go|going"
    r"|look|looking|shap\w*|trend\w*)|how[’']?s\s+(?:it|things|business)\b"
    r"|perform\w*|numbers|figures|results|financials)(?![a-z])"
    r"|表现|表現|业绩|業績|情况|怎么样|怎樣|咋样|咋樣|成绩|数据|数字"
    r"|実績|状況|成績|数字|どうでした|どうだった|どんな感じ|どんなかんじ|どう(?:です|でしょう|なって)"
    r"|いかが"
)
"""A figure asked for without saying which one: the engine asks which."""

MONEY_WORD_RE = re.compile(r"money|钱|錢|お金")
"""The everyday words for money that the vocabulary lists under several metrics."""

SPENDING_RE = re.compile(
    r"(?<![a-z])(?:invest(?:s|ed|ing|ment)?|spend(?:s|ing)?|spent|capex)(?![a-z])"
    r"|投资|投資|投入|投(?=了|多少|几|幾|个|個|点|點)|花(?=了|费|費|多少|掉)|支出|出资|出資"
    r"|つぎ込|費や"
)
"""Verbs of spending or investing money ("invest", 「投资」, 「投多少」, 「花了」, 「投資」):
the money said beside them is the amount spent."""

POINTED_STATE_RE = re.compile(
    r"(?:这|這|此|该|該|那)(?:个|個)?(?:方面|件事|事情|问题|問題)?的?(?:情况|情況|状况|狀況)"
    r"|(?:この|その|あの)(?:点|件|辺|あたり|問題|話)?の?(?:状況|実態|現状|様子)"
)
"""A state noun owned by a word pointing back (「这方面的情况」, 「その件の状況」): the state
of the topic said before, which a passage tells, never how a market stands nor a figure
asked without saying which (``GENERIC_FIGURE_RE``, ``STANDING_RE``)."""

POLITE_AMOUNT_RE = re.compile(
    r"(?<![a-z])(?:how\s+(?:large|big|sizeable|sizable)|what\s+size)(?![a-z])"
    r"|(?:(?:应该|應該|应|應|该|該|要|得)?(?:填|写|寫|报|報|放|列)(?:上|进|進|入)?|为|為|是)?"
    r"(?:多少|几何|幾何)|若干"
    r"|いかほど|如何ほど|おいくら|お幾ら|どの程度|どれほど|どれ程|どれぐらい|どのぐらい|どれくらい|どのくらい"
)
"""The polite and formal ways of asking an amount ("how large was…", 「为多少」, 「几何」,
「该填多少」: what to write down in the asker's form,
「いかほどでしょうか」, 「おいくら」, 「どの程度」). Read as one cue before the analyser
splits the clause: it would cut 「はいかほど」 into はい + かほど."""

WHERE_RE = re.compile(r"(?<![a-z])where(?![a-z])|在哪|哪里|哪裡|哪儿|哪兒|何处|何處|どこ|何処")
"""A question of where: it asks a place, never a figure."""

ASKED_AROUND_RE = re.compile(
    r"(?<![a-z])(?:have|has|got)(?![a-z])[^?.!]*?\s(?P<a>handy|(?:to|on|at)\s+hand)(?![a-z])"
    r"|(?P<b>(?:谁|誰|哪位|有没有人|有沒有人|有人|(?:有没有|有沒有|有)(?:大佬|大神|懂哥))"
    r"(?:手上|手头|手頭|手里|手裡|那里|那裡)?"
    r"(?:有|知道|清楚|了解|查得到|能查到|能查)(?:吗|嗎|么|麼|呀|啊)?)(?=\s*(?:[?？。!！]|$))"
    r"|(?P<c>(?:を)?(?:出せる|わかる|分かる|知ってる|知っている|調べられる|教えられる)(?:人|方)"
    r"(?:って)?(?:いる|います|いますか|いらっしゃいますか|いらっしゃる|おる)(?:か|かな)?)"
    r"(?=\s*(?:[?？。!！]|$))"
)
"""A figure asked of whoever in the channel has it: "does anyone have … *handy*", "got …
*to hand*", 「…*谁手上有*？」, 「…*有人知道吗*」, 「*有大佬知道吗*」 (the net's word for
one who knows), 「…*出せる人いる*？」. Who is asked is no word of the figure; the figure is
named before."""

UNIT_WORD_RE = re.compile(
    r"(?:为|為|作为|作為)?(?:单位|單位|単位)\s*(?:是不是|是否|[:：是为為は按用]|として)?\s*"
    r"|\s*(?:计|計)(?![划劃算])"
)
"""The word "unit" by which a figure's format is stated (「单位百万日元」, 「单位：百万美元」,
「以百万美元为单位」, 「百万円単位で」), and the 计 of a figure counted in a currency
(「以港币计」, 「用港币计」): written onto a unit's name it says what unit the figure is asked
in, nothing more; anywhere else it is a word like any other."""

OWN_CURRENCY_RE = re.compile(
    r"(?<![a-z])(?:(?:its|their|the\s+(?:segment|market|business)['’]s)\s+)?(?:own\s+)?"
    r"(?:reporting|local|functional|home)\s+currency(?![a-z])\s*[,，(（]?\s*"
)
"""The currency a market reports in, said in words ("in the segment's own reporting
currency (HKD millions)", "local currency, HKD"): written straight before a unit's name
it names that unit, nothing more; without one it is a word like any other."""

AS_REPORTED_CURRENCY_RE = re.compile(
    r"(?:的|の)?(?:原值|原币|原幣|原币值|原幣值|原始值|原始数值|原始數值|原始金额|原始金額|原数|原數)"
    r"|(?:換算前|換算しない|換算せず|換算なし)(?:の|で)?|(?:の)?まま"
    r"|(?<![a-z])unconverted(?![a-z])\s*"
)
"""The figure in the currency it is reported in, said beside that currency's name
(「要日元*原值*」, 「*換算前の*円」, 「円の*まま*」, "*unconverted* yen"): the KB gives every figure
as reported and converts none, so these ask nothing more than the currency named."""

NOT_CONVERTED_RE = re.compile(
    r"(?<![a-z])(?:not|no|without|instead\s+of|rather\s+than)\s+(?:(?:the|a|an|any)\s+)?"
    r"(?:(?:usd|us\s+dollar|dollar|fx|currency)\s+)?(?P<w>conversions?|translations?)"
    r"(?!\s+rates?)(?![a-z])"
)
"""A conversion declined ("not the USD conversion", "no conversion"): the figure as
reported, which is how the KB gives it; never a conversion rate, which the KB lacks."""

OTHER_SCALE_RE = re.compile(r"(?:十|百|千)?(?:亿|億)|(?<!百)万|千|兆")
"""A scale other than the million the KB reports money in, written onto a unit's name
(「亿日元」, 「何億円」, 「千円単位」, 「千人」): the KB's unit rescaled, which the asker does
(``_unit_wishes.scales_onto_units``)."""

DEGREE_ZH = frozenset(
    ["很", "非常", "特别", "特別", "比较", "比較", "十分", "挺", "太", "更", "最", "蛮", "蠻"]
)
"""Chinese adverbs of degree: a word after one is a predicate (「也很*关心*员工」: cares
about), never a noun written onto the noun after it, whatever the tagger says."""

POSSESSIVE_LINK_RE = re.compile(r"\s*(?:の|的)\s*")
"""What joins an owner to what it owns (「社員の研修」, 「员工的培训」)."""

PEOPLE_NOUN_RE = re.compile(r"従業員|社員|職員|スタッフ|人員|员工|雇员|职员|職員|人员")
"""Nouns for the staff, which name the headcount alone, but name only the people a
clause before them picks out (「異動した従業員」: those who moved)."""

PEOPLE_COUNT_RE = re.compile(r"(?:多少|几个|幾個|几多)人员?|何[人名]")
"""People counted by a count word alone (「有多少人」): the KB's only count of people is a
scope's headcount, but a thing the KB does not know written before it owns the people
counted (「会员计划现在有多少人」: its members)."""

ASKER_ROLE_BEFORE_RE = re.compile(
    r"(?<![a-z])(?:i['’]?m|i am|i work|we['’]re|we are|we work)\s+(?:in|on)\s+(?:the\s+)?$"
    r"|我(?:是|在)?(?:做|搞|负责|跑)[^，。？！,?!\d]{0,12}$|我是$"
)
"""What the asker says of their own line of work before a metric's name ("I'm in *sales*",
「我是做新加坡市场的*销售*」, 「我是*销售*」): the name is the asker's job, not asked."""

ASKER_ROLE_AFTER_RE = re.compile(
    r"\s*(?:(?:team|department|dept|side)(?![a-z])|部门?|团队|岗位?|的|[,，.。!！;；]|$"
    r"|(?:in|at|for)\s+(?!the\s+(?:fy|year))\w)"
)
"""What may follow the asker's line of work: a team or a department, the place they work
at ("in Hong Kong"), or the sentence's end; never the figure's year or the asking."""

JA_PEOPLE_ASKED_RE = re.compile(r"何[人名](?!目|か(?![?？。]|$))")
"""「何人」, 「何名」 asked as a question ("how many people"; not 何人目, the nth, nor the
何人か of "some people"): asked of a market with no other noun counted (「マカオって
何人くらいで回してるの」), the market's people, as 多少人 is in Chinese."""

CJK_NUMBER_OF_PEOPLE_RE = re.compile(r"[的の]?\s*(?:总|總|総|全体|全體)?(?:人数|人數)")
"""「人数」 ("the number of people"), with 总 or 全体 ("in all") before it, written straight
after a market, the company or a year (「集团FY2024年末总人数」, 「香港の2024年度の人数」):
the people of that whole, its headcount. After any other noun (「会员人数」, 「来店人数」) it
counts those others."""

ASKERS_CHARGE_RE = re.compile(
    r"(?:私|わたし|自分|僕|俺|うち)の担当(?:して(?:いる|る)|する|の)?(?:市場|マーケット)?"
    r"|(?:^|(?<=[\s、,。]))(?:ご|ご自身の)?担当(?:の)?(?=エリア|地域|市場|国|マーケット)"
    r"|(?:我|我们|我們)(?:所)?(?:负责|負責)(?:的)?(?=市场|市場|区域|區域|地区|地區|片区|片區)"
)
"""What the asker is in charge of, said before it (「私の担当拠点」, 「自分の担当している
市場」), or 担当 opening a phrase straight before a word for a market, its owner left
unsaid as Japanese leaves it (「担当エリアの売上」, 「担当市場」): whose the market is, as
"my" is, naming none; the engine asks which. So is the Chinese asker's 「我负责的市场」.
「担当店舗」 (the stores in one's charge) names some stores, a part, and stays."""

SUBSIDIARY_OF_RE = re.compile(
    r"\s*(?P<link>(?:的|之|の)?\s*(?:旗下|下属|下屬|傘下|配下)?(?:的|の)?\s*"
    r"(?:一家|一間|一个|一個|某家|某个|某個|其中一家|其中的一家|いずれかの|ある|一つの)?\s*"
    r"(?:海外|境外|当地|當地|本地|現地)?(?:的|の)?)"
    r"(?:子公司|附属公司|附屬公司|分公司|子会社|関連会社|法人)"
)
"""One entity of the company written after its name (「ACME*旗下一家海外*子公司」,
「ACME的子公司」, 「ACMEの*海外*子会社」): the company owns what is asked of, so the
figure is one market's, never the group's. The words linking the two (``link``: 旗下,
一家, 海外) say which entity, and name no part of a figure."""

SELF_RELATIVE_JA_RE = re.compile(
    r"(?<![\u4e00-\u9fff])(?:当|弊)[\u4e00-\u9fff]が[^、。,？?「」]{1,20}?"
    r"(?:している|していた|した|する|してきた|しております|しています)(?=\s*[^\s、。,？?])"
)
"""A Japanese clause of the asker's own institution, said by its deictic name (当社, 弊社,
当行: "our company", "our bank") as the subject, written before the noun it describes
(「*当行が融資している*現地法人」, 「*弊社が取引している*海外子会社」): how the asker stands
to what is asked of, never which figure."""

SCOPE_TEAM_RE = re.compile(r"(?:的|の)?(?:团队|團隊|チーム)")
"""A team noun written straight after a market's name (「香港团队」, 「香港的团队」,
「マカオのチーム」): the market's own people, so it heads the market's phrase as 分公司
does; after any other word (「销售团队」, 「兼职团队」) it names a part of them."""

POINTING_ZH = (
    *("那块", "这块", "那塊", "這塊", "那一块", "这一块", "那一塊", "這一塊", "那边", "这边"),
)
"""Chinese demonstratives that point at a place or a piece of the business (「香港*那块*」,
「特区*那块*业务」: the Hong Kong side, the SAR business): written straight after a
market's name they are that market, as 那边 is, never a part of it."""

SCOPE_POINTER_RE = re.compile(r"\s*(?:" + "|".join(POINTING_ZH) + r")")
"""A demonstrative of ``POINTING_ZH`` written straight after a market's name."""

ANY_PEOPLE_RE = re.compile(r"people|persons|ppl|folks")
"""Words for people of any kind, which a metric of people (the headcount) also answers to
in a count ("how many people")."""

COUNT_NOUN_RE = re.compile(r"(?<![a-z])(?:numbers?|count|counts|total|size)(?![a-z])")
"""Nouns that ask a count without a question word ("number of people in Macau")."""

NUMBER_CUE_RE = re.compile(
    r"(?<![a-z])(?:how much|how many|what was|what were|what is|what's|figure|amount|total)"
    r"(?![a-z])"
    r"|多少|(?<![哪这那近好来來后後去前])[几幾]|数字|数值|金额|几何"
    r"|いくら|いくつ|どれくらい|どのくらい|何人|何名|金額|数値|数字|(?<=の)値(?=[はがを]?[?？]|は|$)"
    r"|" + HOW_MANY_COUNTED_RE.pattern + "|" + POLITE_AMOUNT_RE.pattern
)
"""Words that ask for a number. 几 after 哪 asks which ("which few": 「哪几件事」),
after 这, 那, 近 or 好 it says "these, those, recent, several few" (「这几年」): neither
asks one. 「…の値は」 asks the value of what comes before it (not 値上げ, 値段)."""


WHAT_DOING_RE = re.compile(
    r"(?<![a-z])what(?:['’]s|\s+is|\s+are|\s+was|\s+were)\s+(?:[a-z]+\s+){1,3}?[a-z]+ing"
    r"(?=\s+(?:to|about|on|with|for|in|at|so|now|next|here|there)\b|\s*[?,.]|\s*$)"
)
""""What is X doing / planning (to, about, ...)": a question about what is done, whose
"what is" asks for no number (unlike "what is X's revenue" or "what was Japan's
operating cash flow", where a noun follows)."""


COURTESY_RE = re.compile(
    r"(?<![a-z])(?:good\s+(?:morning|afternoon|evening|day)|"
    r"(?:(?:so\s+)?(?:sorry|apologies)|(?:please\s+)?(?:forgive|excuse|pardon)\s+me)(?:\s+in\s+advance)?"
    r"\s+if\s+(?:(?:this|it|that|(?:my|the)\s+(?:question|wording|label|message|phrasing))\s+"
    r"(?:is|sounds|seems)\s+(?:a\s+)?(?:(?:bit|little|really|very)\s+)?"
    r"(?:silly|stupid|dumb|basic|obvious|naive|vague|newbie|confusing|unclear)(?:\s+question)?"
    r"|i['’]?m\s+(?:using|getting)\s+(?:the\s+)?wrong\s+(?:words|terms|terminology)(?:\s+here)?)"
    r"|i\s+hope\s+(?:this|i['’]?m|i\s+am|i['’]?ve|i\s+have)\s+(?:is\s+)?(?:in\s+|on\s+|at\s+|reached\s+|got\s+)?"
    r"the\s+right\s+(?:place|channel|person|number|line|desk|department|address|office|team)"
    r"(?:\s+(?:to\s+ask|for\s+(?:the\s+)?(?:shareholders?|investors?)(?:['’]\s*|\s+)?(?:line|desk|enquiries)?))?|(?:whatever|whichever(?:\s+one)?)\s+(?:makes\s+(?:the\s+)?most\s+sense|you\s+think"
    r"\s+(?:is\s+)?best)(?:\s+(?:is|would\s+be)\s+(?:fine|ok|okay|good))?"
    r"|(?:(?:in\s+)?(?:whatever|whichever|any)\s+(?:currency|unit)(?:\s+(?:you|acme|the\s+company)"
    r"\s+(?:report|reports|use|uses|publish|publishes|give|gives)(?:\s+(?:it|them|that|the\s+figure))?"
    r"(?:\s+in)?)?|the\s+currency\s+you\s+(?:report|use|publish)(?:\s+(?:it|them))?\s+in)"
    r"\s+(?:is|would\s+be|will\s+do)\s+(?:(?:perfectly|quite)\s+)?(?:fine|ok|okay|good|all\s+right)"
    r"(?:\s+(?:by|with|for)\s+(?:me|us))?|thanks?\s+(?:you\s+)?(?:(?:so|very)\s+much\s+|kindly\s+)?for\s+(?:all\s+)?(?:your|the)\s+"
    r"(?:(?:kind|prompt|quick)\s+)?(?:help|time|patience|support|assistance|answers?|reply|replies"
    r"|response|attention|kindness|consideration|cooperation|understanding)|thank\s+you\s+(?:so|very)\s+much"
    r"|(?:please|kindly|pls)\s+(?:answer|reply\s+to)\s+(?:me|us)(?=\s+(?:with|in)\s)"
    r"|thanks?\s+(?:you\s+)?(?:(?:so|very)\s+much\s+)?for\s+(?:taking|fielding|answering)\s+"
    r"(?:my|our|the|this)\s+(?:(?:follow-?up|quick|last)\s+)?(?:question|questions|call)"
    r"|(?:sorry|apologies)\s+(?:to|for)\s+"
    r"(?:the\s+)?(?:bother\w*|trouble\w*|disturb\w*)(?:\s+you)?|(?:thanks?|thx)\s+(?:you\s+)?(?:so\s+much|a\s+lot|"
    r"in\s+advance)|(?:many|big)\s+thanks|thank\s+you|would\s+you\s+mind|do\s+you\s+mind|"
    r"i\s+was\s+wondering(?:\s+if)?|if\s+(?:possible|you\s+can|you\s+could)|"
    r"when\s+you\s+(?:get\s+a\s+chance|have\s+a\s+moment)|(?:just\s+)?(?:a\s+)?quick\s+(?:question|check|one)|"
    r"(?:(?:can|could|would|will)\s+(?:someone|somebody|anyone|anybody|you)\s+(?:please\s+|pls\s+)?"
    r"|(?:please|pls|plz|kindly)\s+)(?:send|share|forward|shoot)(?:\s+(?:me|us))?(?:\s+over)?"
    r"|(?:send|forward|shoot)\s+(?:me|us|over)|^\s*(?:send|forward)(?=\s))"
    r"(?![a-z])"
    r"|您好|你好|大家好|麻烦(?:您|你)?|帮忙|帮我|(?:想|我想)?问(?:一下|下)|不好意思|打扰(?:一下|了|您|你)?|请问|谢谢(?:您|你)?|多谢"
    r"|(?:感谢|感謝|谢谢|謝謝)(?:您|你)?[^，,。！!？?]{0,12}?的(?:机会|機會|时间|時間|帮助|幫助|耐心|解答|回复|回覆)"
    r"|感谢|劳驾|烦请|辛苦(?:了|您了)?|拜托(?:了)?"
    r"|(?:能不能|能否|可否|可不可以|可以|能)(?=帮|幫|给|給|告诉|告訴|查|麻烦|麻煩)"
    r"|(?:kind|best|warm)\s+(?:regards|wishes)|regards|thank\s+you\s+kindly"
    # How a question is put at a meeting and the line a caller checks they reached ("A
    # question from the floor, if I may", 「もしもし、株主様向けの窓口でよろしいでしょうか」).
    r"|(?:(?:a|one|my)\s+(?:(?:quick|short|small|brief|simple)\s+)?question\s+from\s+the\s+floor"
    r"|if\s+i\s+(?:may|might)(?=\s*[,.!?]|\s*$))"
    r"|もしもし|(?:こちら|そちら)?(?:は)?[^\s、。,？?]{0,16}?(?:窓口|ダイヤル|番号|部署|係)"
    r"(?:で|であって)(?:よろしい|いい|合って(?:い|お)?る|間違いない)(?:でしょうか|ですか|ですよね|の?でしょうか)"
    r"|(?:请问)?(?:这里|这边|這裡|這邊)?是[^\s，,。？?]{0,10}?(?:热线|熱線|窗口|部门|部門)(?:吗|嗎|吧)"
    r"|(?:yours\s+(?:sincerely|faithfully|truly)|sincerely(?:\s+yours)?|respectfully(?:\s+yours)?)"
    r"|with\s+(?:(?:many|my|kind|warm|best)\s+)?(?:thanks|regards|best\s+wishes)(?=\s*[,.!]|\s*$)"
    r"|(?:^|(?<=[.!]))\s*(?:best|cheers|thanks|thx)(?=\s*,)"
    r"|(?:so\s+)?(?:sorry|apologies)\s+(?:to\s+[a-z]+|for\s+(?:the\s+|my\s+)?(?:short\s+notice|[a-z]+ing|delay|rush))"
    r"|(?:哪个|哪年|哪一年|哪个年度)都(?:行|可以)"
    r"|(?:(?:用|按)(?:什么|哪种)?(?:币种|货币|貨幣|幣種)(?:都|也)?(?:行|可以|无所谓|無所謂|没关系|沒關係)"
    r"|(?:币种|货币|貨幣|幣種)(?:都|也)?(?:行|可以|无所谓|無所謂|没关系|沒關係|随意|隨意|不限))"
    r"|(?:用|按)(?:你们|您们|贵公司|貴公司|公司)?(?:报告|報告|公布|披露)(?:的|用的)?(?:币种|货币|貨幣|幣種)"
    r"就(?:行|可以|好)"
    r"|通貨は(?:何|なん|どれ)でも(?:構いません|かまいません|結構です|いいです|大丈夫です)"
    r"|(?:御社|そちら|貴社)(?:の|が)(?:報告|開示|公表)(?:されている|している)?通貨で(?:構いません|かまいません|結構です|大丈夫です)"
    r"|(?:どれ|どちら|どの年度)でも(?:いい|大丈夫|構いません)(?:です)?"
    r"|问得(?:有点|有些|比较)?(?:笼统|宽泛|啰嗦|乱)|(?:长|長)文?(?:くなって|になって)(?:しまい|しまって)?(?=すみません|申し訳)"
    r"|(?:(?<=^)|(?<=[\s、,。]))(?:ご|御)?担当(?:者)?(?:の方)?(?:様|さま|各位)|関係者各位"
    # A letter's opening and closing words and its greeting of the season (「拝啓　若葉の候、
    # ますますご清栄のこととお慶び申し上げます」, 「敬具」), and 「…いただければ幸いです」.
    r"|拝啓|謹啓|前略|敬具|謹白|草々|(?:(?<=^)|(?<=[\s、,。]))[^\s、,。]{1,6}の候(?=\s*[、,])"
    r"|(?:貴社|御社|皆様|皆さま)?(?:ますます|益々|いよいよ)?(?:ご|御)(?:清栄|清祥|健勝|隆盛|盛栄|清適)"
    r"(?:の(?:こと|段|由)と?)?(?:お慶び|お喜び|拝察)(?:申し上げます|いたします)"
    r"|(?:お教え|ご回答|ご返答|ご連絡)?(?:いただけれ|頂けれ)ば幸(?:い|甚)(?:です|に存じます|でございます)?"
    r"|(?:(?<=^)|(?<=[,，。;；！!]))\s*我?想(?:问|問)(?=[^一下的])"
    r"|此致(?:敬礼|敬禮)?|敬请回复|敬請回覆|盼复|盼覆"
    r"|^\s*(?![我你他她它咱])[\u4e00-\u9fff]{1,3}(?:们|們)(?=\s*(?:[！!，,~～、]|$))"
    r"|お疲れ(?:様|さま)(?:です)?|恐れ入り(?:ます)?が?|恐縮(?:です)?が?|すみません(?:が)?"
    r"|申し訳(?:ありません|ございません)(?:が)?|お手数(?:ですが|をおかけしますが)?"
    r"|(?:どうぞ)?よろしく(?:お願い(?:いたします|致します|します|申し上げます))?"
    r"|ありがとう(?:ございます|ございました)?|お世話になっております|こんにちは|ご教示|ご教授"
    # An auditor's 「…をご確認ください」 and a request opened by 「请核实」, 「请确认」: the
    # figure named is what is asked (a word written onto it, 收入确认, is still read).
    r"|(?:について|を)?ご確認(?=(?:を|の(?:ほど)?)?(?:ください|下さい|お願い|願い|いただ|頂))"
    r"|(?:について|を)確認(?:させて(?:ください|下さい|いただ[^\s、。]*|頂[^\s、。]*)"
    r"|したい(?:です)?|したく|いたしたく)"
    r"|(?:(?<=^)|(?<=[,，。;；]))\s*我?(?:想|需要|要)(?:核实|核實|核对|核對|确认|確認)(?:一下)?"
    r"(?=\s*[^\s,，。的了过過])"
    r"|(?:(?<=^)|(?<=[,，。;；]))\s*(?:烦请|请|請)(?:您)?(?:帮忙|帮我|幫忙)?"
    r"(?:核实|核實|核对|核對|确认|確認)(?:一下)?(?=\s*[^\s,，。的了过過])"
    r"|(?:いただけ|頂け)(?:ます|る)と幸い(?:です|に存じます)?|お知らせ(?:いただ|頂|ください|下さい|願え)[^\s、。,？?]*"
    r"|(?:を|が)?(?:ください|下さい|ちょうだい|頂戴)(?:ませんか)?|(?<=[^\s，,、])(?:给我|要一下)"
    r"|(?:を)?お願い(?:します|いたします|致します|できますか|できますでしょうか)?"
    r"|(?:发|發|给|給)(?:我|给我|給我)?一下|(?:发|發)(?:给|給)?我"
)
"""Greetings, a salutation (「ご担当者様、」, 「関係者各位」, 「姐妹们！」, 「家人们，」), thanks,
apologies and the polite ways of asking to be told ("sorry to bother you", 「麻烦帮忙」,
「能不能帮我查」, 「恐れ入りますが」, 「ご教示」), and the bare ways of asking for something
to be sent or handed over ("can someone send me", "pls send", 「…ください」, 「…ちょうだい」,
「给我」): how a request is put, never what it asks. An apology for the asking itself
("apologies in advance if I'm using the wrong words", "forgive me if this is obvious",
「问得有点笼统」, 「長くなってすみません」), thanks for the help, and leaving the choice to the
one answering ("whatever makes most sense is fine", 「哪个都行」, 「どれでもいいです」: what is
left unsaid is then assumed, and the answer says so) are courtesy too; so are thanks for
taking the question ("Thanks for taking my question"), how an analyst opens on a call."""

ENGLISH_NAMING_NOTHING: frozenset[str] = _words(
    """
    but if unless whether because though although whereas nor
    someone somebody something anyone anybody anything everyone everybody
    whoever whichever whatever
    yeah yes yep yup nah
    just really actually maybe perhaps probably possibly kinda sorta literally simply still
    """
)
"""English closed classes that cannot name a measure, a scope or a part: conjunctions
("but", "if"), indefinite and free-relative pronouns ("someone", "whichever"; the
dictionary lists them as nouns), interjections ("yeah") and hedging or focusing adverbs
("just", "maybe", "still"; the dictionary gives "just" and "still" an adjective reading
too). Outside a metric's phrase they are passed over; the words that narrow a figure ("only",
"excluding") are not among them."""

ASKERS_ACTS: frozenset[str] = _words(
    "ask check wonder confirm verify follow think hope look wait prepare update review clarify"
)
"""Verbs of what the asker is doing: "- checking", ", following up" say so, naming no
activity of the business."""

WORKING_VERBS: frozenset[str] = _words(
    """
    work works worked working employ employs employed employing sell sells sold selling
    earn earns earned earning make makes made making generate generates generated
    """
)
"""English verbs of the people asked working or of the figure being earned: an adverb
right after one says how or where ("work *remotely*", "employed *permanently*", "earn
*locally*"), a part of the count or the figure."""

HOW_MUCH_ADVERBS: frozenset[str] = _words(
    """
    currently presently now today approximately roughly exactly precisely altogether overall
    together total annually yearly there here right still already again
    """
)
"""Adverbs after such a verb that say how much or when, never how or where the work or
the selling was done ("how many people work there *currently*", "work for it in total")."""

ENGLISH_LINKING_WORDS: frozenset[str] = _words(
    """
    of in on at for from to by with as per about into onto over within during among amongst
    until till toward towards upon amid via under after before behind beneath along around
    across against between beyond through throughout despite regarding concerning than
    and or but nor so yet
    """
)
"""English prepositions and conjunctions: each links a phrase to another and heads none,
so one written straight after a possessive or a determiner and straight before a metric
("the group's *through* revenue", "Japan's *via* revenue") joins nothing to anything: the
request is not understood, and its figure is never given."""

RESPELT_WORDS: frozenset[str] = (
    ENGLISH_GRAMMAR | ENGLISH_LINKING_WORDS | _words("according regarding following")
)
"""The closed classes of words a request is phrased with (prepositions, question words,
the verbs and nouns of asking, "according to"): a word the dictionary does not know that
two letters swapped make one of these ("accroding", "finacial") is that word misspelt.
No name or measure is read back so: a misspelt one stays unknown and is refused."""

ENGLISH_PARTICLES: frozenset[str] = _words("up")
"""The particle of the English phrasal verbs of fetching ("*pull up* the margin", "*look
up*", "*dig up*"): right after a verb in the request's verb slot and before what it
takes, it is part of that verb, never a word of the figure's name. The particles of
splitting and removing ("break *out*", "strip *out*", "break *down*", "knock *off*")
change which figure is asked, so they are none of these."""

ENGLISH_SUBJECTS: frozenset[str] = _words(
    """
    i we you they he she it that this someone somebody everyone people
    """
)
"""Subjects of a clause about the asker or what was said ("I *think*", "if that *helps*",
"someone *said*"): a word the dictionary knows as a verb right after one is that clause's
verb, never a name."""

ENGLISH_NAMING_VERBS: frozenset[str] = _words(
    "called named termed dubbed labelled labeled headed titled"
)
"""Participles of naming: "something *called* EBITDA" says what a thing is called, so
the name after it is the one asked, and the participle is no part of it; so does a cell
or a column *headed* by a year."""

ASKERS_WORLD_NOUNS: frozenset[str] = _words(
    """
    deck decks slide slides notes note memo memos email emails paper papers pack packs
    presentation presentations summary summaries chart charts spreadsheet handout briefing
    meeting meetings call calls session sessions committee board day thread threads chain
    form forms box field offsite offsites townhall roadshow chat chats channel channels dm dms
    table tables column columns col cols row rows cell cells tab tabs sheet sheets workbook template
    templates appendix appendices chapter chapters dissertation thesis essay assignment
    coursework dashboard dashboards tile tiles widget widgets card cards graph graphs visual
    visuals tooltip tooltips footnote footnotes citation citations exhibit exhibits textbook
    textbooks lecture lectures exercise exercises
    speech speeches remarks script scripts blurb blurbs toast
    致辞 致辭 讲话 講話 致辞稿 致辭稿 开场白 開場白 专栏 專欄 栏目 欄目 年会 年會
    社内報 原稿 スピーチ 挨拶 巻頭言 朝礼
    董事会 董事會 取締役会 役員会 经营会议 經營會議 会议 會議 会議 委员会 委員會 委員会
    材料 资料 資料 报告 報告 汇报 匯報 周报 週報 月报 月報 纪要 紀要 议事录 議事録
    简报 簡報 讲话稿 講話稿 发言稿 發言稿 稿件 稿子 底稿 报道 報道 专题报道 專題報道
    新闻稿 新聞稿 文章
    レポート メモ 邮件 郵件 メール 幻灯片 スライド 备忘录 備忘錄 電話 电话
    口頭 書面 対面 口头 书面 当面
    群里 群裡 群聊 频道 頻道 チャット チャンネル スレッド
    看板 仪表盘 儀表板 大屏 报表 報表 图表 圖表 卡片 组件 組件 栏位 欄位 字段
    ダッシュボード タイル ウィジェット カード グラフ 図表 帳票
    论文 論文 案例研究 案例分析 案例 卒論 卒業論文 修論 修士論文 ケーススタディ 脚注 脚註 教材
    练习题 練習題 演習問題
    """
)
"""Nouns of the asker's world (what they write and where they speak: a deck, notes, a
paper, a meeting, a committee, an email thread, a chat channel, a speech and its script;
董事会, 材料, 取締役会, 致辞, 社内報,
レポート, 群里, チャンネル; speaking or writing itself: 口頭, 書面, 対面): heading a
phrase of purpose or occasion ("for the remuneration committee *paper*", "in a *meeting*")
they say what the figure is for, never what is asked. Written onto a metric they are part
of it and are kept."""

WORKPLACE_AND_PAGE_NOUNS: frozenset[str] = _words(
    """
    payroll team teams office offices staff workforce people
    page pages paragraph paragraphs section sections policy policies overview report reports
    review reviews update updates strategy
    """
)
"""Nouns of a market's workplace and of the pages written about it ("the Macau *payroll*",
"the Singapore *page*", "the Hong Kong *review*"): heading a market's phrase, they still
mean the market's whole. A plan is not among them: its figures are planned ones."""

BUILD_NOUNS = frozenset(["build", "model", "bridge", "workings", "reconciliation", "rec"])
"""What the asker builds from the figures ("my segment *build*", "the *bridge*"): a stage
of their own work, like a draft."""

CJK_WORK_NOUNS = "|".join(
    sorted((w for w in ASKERS_WORLD_NOUNS if re.fullmatch(r"[\u4e00-\u9fff]+", w)), key=len)[::-1]
)
WORK_TOPIC_ZH_RE = re.compile(
    r"(?:关于|關於|有关|有關)(?P<topic>[^，,。！？!?；;]{1,30}?)的(?:专题|專題|深度|系列)?"
    rf"(?:{CJK_WORK_NOUNS})"
)
"""The topic of the asker's work in Chinese (「撰写*关于香港零售业就业情况的*专题报道」): what
their article or material is about, no figure asked of it."""

PRESS_NOUNS: frozenset[str] = _words(
    """
    daily dailies newspaper newspapers weekly weeklies magazine magazines journal journals
    newsletter newsletters newswire wire desk desks publication publications column columns
    """
)
"""English nouns of the press the asker writes for ("a regional *business daily*", "the
*markets desk*"): a word written onto them is the press's beat, no part of the business."""

CHANNEL_WORDS: frozenset[str] = _words(
    """
    online offline web website webshop eshop ecommerce commerce app franchise franchised
    franchisee franchisees duty airport travel inbound wholesale delivery concession
    concessions kiosk kiosks flagship marketplace tourist tourists b2b b2c
    """
)
"""English words for a channel the business sells through or a kind of its stores
(online, franchise, duty-free, airport, travel retail, wholesale), nouns the dictionary
tags like any other ("the *franchise* deck"): written onto a thing of the asker's world
or naming a team, they say which part of the business the figure is of, as
``_JA_PART_WORDS`` and ``_ZH_PART_WORDS`` do."""

PULLING_VERBS: frozenset[str] = _words("pull fetch grab retrieve extract lookup query")
"""The verbs of pulling data from a sheet or a system: opening a command ("*pull* REVENUE
where …", "*lookup* -> …"), they name no version or part of the figure after them."""

QUALIFYING_VERBS: frozenset[str] = _words(
    """
    plan plans budget budgets forecast forecasts target targets estimate estimates
    project projects model models adjust restate normalize normalise annualize annualise
    rebase cash export exports import imports store stores rent lease license licence
    service services subscribe
    """
)
"""Words the dictionary also knows as verbs that, said before a figure, name another
version of it than the one reported ("*plan* EBITDA", "*cash* EBITDA", "*adjust*ed") or a
part of it ("*export* sales", "*store* revenue", "*service* revenue"): said first in a
clause, they are never read as the verb of a command ("*plan* SG EBITDA")."""

ROLE_NOUNS: frozenset[str] = _words(
    """
    chairman chairwoman chairperson chair ceo cfo coo cmo cto chro md president vp svp evp
    boss manager director directors exec execs executive executives founder
    """
)
"""English nouns of the people the asker's work is for ("the *chairman's* slide", "the
*CEO's* deck"): whose a thing of the asker's world is, never a part of the business."""

JA_READER_NOUNS: frozenset[str] = _words(
    """
    株主 投資家 機関投資家 アナリスト 記者 メディア 会長 社長 副社長 部長 課長 本部長 役員
    取締役 社外取締役 監査役 経営陣 経営層 幹部 上司 上層部 監査法人 会計士 主査 会
    """
)
"""Japanese nouns of the people or bodies the asker's work is for (shareholders,
investors, analysts, the press, the chair and the officers, the auditors; 会 of a meeting
of them, 部長会): said with 向け or 用 (「株主向け」, 「部長会用」) they say whom the answer
is for, never whom the business sells to (「*法人*向け」, 「*個人*向け」: a part of it)."""

ZH_READER_NOUNS: frozenset[str] = _words(
    """
    股东 股東 投资者 投資者 投资人 投資人 分析师 分析師 记者 記者 媒体 媒體 董事 独董 獨董
    管理层 管理層 高管 监事会 監事會 审计师 審計師
    """
)
"""Chinese nouns of the people or bodies the asker's work is for (shareholders, investors,
analysts, the press, the directors and officers, the auditors): in a heading of the
asker's work (「股东材料」) they say whom the answer is for, never a part of the figure."""

TABLE_LINES: frozenset[str] = _words("row rows column columns col cols line lines")

FIGURE_CELLS: frozenset[str] = _words("cell cells box field entry")
"""Where a table holds one figure: written after a metric ("the Hong Kong revenue *cell*")
it is that figure's place, no part of it."""
"""A table's rows and columns: a word written onto one names the line read ("the *online*
row"), a part of the figure, unless it says where the line stands (``POSITION_WORDS``)."""

POSITION_WORDS: frozenset[str] = _words(
    "opening first last final closing cover title front intro back next"
)
"""Words saying where in the asker's work a thing stands ("the *opening* slide", "the
*cover* page"): which one of their things, never which figure."""

PAGE_OF_WORK_RE = re.compile(
    r"(?<=[a-z])\s+(?:p|pp|pg|page|slide|tab|section|sec|para)\.?\s*\d{1,3}(?![\d%])(?:\.(?!\d))?"
)
"""A page or slide number written after a thing of the asker's world ("board pack
*p.3*", "the deck *slide 4*"): where in their work the figure goes, never a number asked
(``page_of_work``)."""


PAGE_OF_WORK_CJK_RE = re.compile(
    r"(?:的|の)?\s*(?:第\s*\d{1,3}\s*(?:页|頁|张|張)|\d{1,3}\s*(?:ページ|頁|枚)目?)"
)
"""The same written in Chinese or Japanese after the noun (「董事会材料*第3页*」,
「取締役会資料*の3ページ目*」)."""


def page_of_work(norm: str) -> list[tuple[int, int]]:
    """The spans of page numbers written straight after a noun of the asker's world."""
    spans = []
    for match in PAGE_OF_WORK_RE.finditer(norm):
        before = re.findall(r"[a-z]+", norm[: match.start()])[-1:]
        if before and before[0] in ASKERS_WORLD_NOUNS:
            spans.append(match.span())
    for match in PAGE_OF_WORK_CJK_RE.finditer(norm):
        if any(norm[: match.start()].endswith(noun) for noun in ASKERS_WORLD_NOUNS):
            spans.append(match.span())
    return spans


ASKERS_MODEL_NOUNS: frozenset[str] = _words("モデル 前提")
"""The Japanese asker's model and its assumptions (「*モデル*のGM*前提*を見直しています」): a
metric written between them is what the model holds, never a part of the figure. Not
nouns of the asker's world elsewhere: 「モデルで」 beside a request may ask a modelled
figure, and is read."""

COMPANY_FUNCTIONS: frozenset[str] = _words(
    """
    payroll hr finance financial accounting audit treasury legal compliance risk
    procurement purchasing marketing branding comms communications pr ir investor relations
    people culture talent recruitment recruiting hiring learning training strategy
    controlling reporting analytics compensation admin onboarding induction org fx
    data ops operations engineering tech technology security facilities it
    """
)
"""English nouns of a company's functions (payroll, HR, finance, recruiting, people and
culture, IT, read in lower case as "it"): a team named by one ("the *payroll* team",
"*Campus recruiting* here", "*IT* team here") is who asks, never a part of the business
whose figures are asked, as "the *online* team" or "the *wholesale* team" may be. Words
that may also name goods, customers or a measure (brand, accounts, rewards, tax) are left
out."""

COMPANY_FUNCTIONS_ZH: frozenset[str] = _words(
    """
    财务 財務 会计 會計 审计 審計 内审 內審 稽核 法务 法務 合规 合規 风控 風控 人事 人力
    人力资源 人力資源 行政 采购 採購 公关 公關 投资者关系 投資者關係 培训 培訓 招聘
    薪酬 战略 戰略 企划 企劃 董秘
    """
)
"""Chinese nouns of a company's functions (财务, 人力资源, 投资者关系): a department named
by one (「*投资者关系*部门」, 「*财务*部门」) is who asks, never a part of the business whose
figures are asked, as 「线上部门」 or 「饮料部门」 may be. Words that may also name goods,
channels or a measure (市场, 销售, 物流, 品牌) are left out, as in ``COMPANY_FUNCTIONS``."""

SUPERIORS_ZH: frozenset[str] = _words(
    """
    领导 領導 老板 老闆 经理 經理 主管 上司 董事长 董事長 总裁 總裁 总经理 總經理 老总 老總
    """
)
"""Chinese nouns of those the asker works for (老板, 领导, 董事长): whose speech or
material the figure goes into (「*老板*讲话稿用」), never a part of the figure."""

PEOPLE_ZH: frozenset[str] = SUPERIORS_ZH | _words(
    """
    同事 同事们 同事們 大家 群友 客户 客戶 顾客 顧客 投资者 投資者 股东 股東
    朋友 同学 同學 老师 老師
    """
)
"""Chinese nouns of people who may have asked the asker (同事, 大家, 老板): someone, never a
thing asked about."""

NEWCOMERS: frozenset[str] = _words(
    """
    new incoming hires joiners starters grads graduates interns intake recruits newcomers
    """
)
"""Newcomers a piece of work is made for ("an onboarding deck for *new hires*"): whom
the asker's work is for, never which staff are counted."""

COURTESY_WORDS: frozenset[str] = _words(
    "sorry thanks thank you cheers apologies please pls again so much very ok okay"
)
"""English words of courtesy that may stand as a piece of their own ("Sorry, …")."""

DESCRIBING_WORDS: frozenset[str] = _words(
    """
    key main core top major right real current overall general whole full same couple few
    big important punchy
    """
)
"""Words that say how much a figure matters or how it is taken ("a couple of *key*
numbers", "the *overall* figure"), never which part of it."""

QUESTION_COUNT_RE = re.compile(
    r"(?<![a-z])(?:two|three|four|2|3|4|a\s+couple\s+of|a\s+few)\s+(?:quick\s+|short\s+)?"
    r"(?:things|questions|qs|points|items|ones)(?![a-z])"
    r"|(?:[两二三四几2-4]|两三)(?:个?(?:小)?问题|件(?:小)?事(?:情|儿)?)(?=[啊呀哈，,：:、。\s]|$)"
    r"|(?:[二三四2-4]|いくつか)(?:点|つ)(?:の)?(?:ご)?質問(?:です|があります)?(?=[\s、,。:：！!]|$)"
    r"|(?:[二三四2-4]|いくつか)(?:点|つ)(?=(?:ほど|だけ)?(?:お伺い|伺い|お聞き|聞き|質問|確認|教え))"
    r"|(?:ご)?(?:質問|確認|お願い)(?:が|は)?(?:[二三四2-4])(?:点|つ)(?:あります|です)?"
)
"""A count of the questions asked ("two things", 「两个问题啊」, 「两件事」, 「二点お伺いします」,
「質問2点」, 「2つ質問」):
how many requests follow, never a count of anything the KB reports ("for two stores")."""

FIGURE_ALONE_RE = re.compile(
    r"(?<![a-z])(?:just|only)\s+(?:(?:need|needs|want|wants|after|looking\s+for)\s+)?(?:the\s+)?"
    r"(?:(?:bare|headline|one|single)\s+)?(?:number|figure|value)"
    r"(?:\s+(?:for|in|into|on)\s+(?:my|our|the|this|a)\s+(?:"
    + "|".join(sorted(w for w in ASKERS_WORLD_NOUNS if w.isascii()))
    + r"))?"
    r"(?=\s*(?:please|pls|thanks|thank\s+you|$|[,.!?;:-]))"
    r"|(?<![a-z])(?:only|just)\s+(?:have\s+|got\s+)?(?:room|space)\s+(?:to\s+(?:quote|use|cite|show|"
    r"include|fit|print|run)\s+|for\s+)(?:one|a\s+single|a)\s+(?:number|figure)(?![a-z])"
)
"""The figure alone asked as the answer's form ("*just the figure*", "*just need the
number*", "I *only have room
to quote one number*"): its "just" or "only" stresses the figure itself, never which
part of it; a word written onto the figure noun ("just the *online* figure") is no part
of this, so it is still read.
"""

ONE_FIGURE_RE = re.compile(
    r"(?<![a-z])(?:(?:one|a)\s+(?:single\s+)?|single\s+)(?:number|figure|value)(?![a-z])"
    r"|(?<![a-z])(?:only\s+)?(?:one|a\s+single|single)\s+"
    r"(?:(?:report|form|template|dashboard|survey|summary)\s+)?(?:field|box|cell|slot|tile)(?![a-z])"
)
"""How many figures are wanted ("just need *one number*", "*a single figure*"): one,
which is what a figure request gives; never which figure, nor a count of anything the
KB reports ("one store" is no figure noun); nor is the one box of a form the figure
goes into ("for *one report field*", "*a single cell*"). Chinese and Japanese numerals
are grammar already (「一个数字就行」, 「数字を一つだけ」)."""

ONE_FIGURE_CJK_RE = re.compile(
    r"(?:(?<=数字)|(?<=数値)|(?<=數字))(?:を|は|が)?(?:一|1|ひと)(?:つ|個)(?:だけ|のみ)?"
    r"|(?<![のな])(?:一|1|ひと)(?:つ|個)(?:の)?(?:数字|数値)(?:だけ|のみ)?"
    r"|(?<![のな])(?:一|1|ひと)(?:つ|個)(?:だけ|のみ)(?=の?(?:数字|数値))"
    r"|(?:只要|只需要?|就要)?(?:一|1)(?:个|個)(?:数字|数值|數字|數值|数(?![据據])|數(?![据據]))"
    r"(?:就行|就好|就可以|即可)?"
    r"|(?:(?<=欄)|(?<=枠)|(?<=セル)|(?<=マス))(?:が|は)?(?:一|1|ひと)(?:つ|個)(?:だけ|しか)"
    r"|(?:只有|就|只)(?:一|1)(?:个|個)?(?:栏|欄|格|空格|格子)"
    r"|(?<![\d.])(?:一|1|ひと)(?:つの)?(?:セル|マス|欄|枠)(?=(?:で|に|へ)(?:入れ|入力|載せ|書き|記入))"
    r"|(?:^|(?<=[，,。？?！!\s(（]))(?:只要|只需要?)(?:数字|數字|数值|數值)(?:就行|就好|就可以|即可|就ok|就okay)?"
    r"(?=[。.！!)）]*$)"
    r"|(?:给|給|来|來)(?:我)?(?:个|個)(?:数字|數字|数值|數值|数|數)(?![据據])(?:就行|就好|就可以|即可|就ok|就okay)?"
    r"|(?:^|(?<=[、，,。？?！!\s(（]))(?:数字|数値)(?:だけ|のみ)で?(?:ok|okay|オッケー|いい|良い|大丈夫|結構)"
    r"(?:です)?(?=[。.！!)）]*$)"
)
"""How many figures are wanted, said in Chinese or Japanese (「スライドに数字*を一個だけ*入れたい」,
「*只要一个数字*」, 「*一つだけ*数字が抜けています」): one, which is what a figure request
gives; its だけ or 只要 stresses the count, never which figure, so it narrows nothing; so
does the one box of a form it goes into (「欄が一つだけ」, 「只有一栏」, 「*1セル*で入れたい」),
or the figure alone as the answer's form (「只要数字就行」, 「数字だけでOK」). The figure noun
itself is left, so what it is said of (「オンラインの数字」) is still read."""

_SPLIT_BY = (
    r"(?:\s+(?:by|per|across)\s+(?:the\s+)?(?:market|region|country|segment|entity|business|geography)"
    r"(?:s|ies)?)?"
)
_SPLIT_NOUN = r"(?:split|breakdown|break-down|breakout|break-out|detail)s?"

NO_BREAKDOWN_RE = re.compile(
    r"(?<![a-z])(?:no|without(?:\s+(?:a|any))?)\s+(?:(?:market|regional|country|segment)\s+)?"
    + _SPLIT_NOUN
    + _SPLIT_BY
    + r"(?:\s+(?:needed|required|necessary|wanted))?(?![a-z])"
    r"|(?<![a-z])(?:(?:don['’]?t|do\s+not|no)\s+need|no\s+need\s+for)\s+(?:a\s+|the\s+|any\s+)?"
    r"(?:(?:market|regional|country|segment)\s+)?" + _SPLIT_NOUN + _SPLIT_BY + r"(?![a-z])"
    r"|(?:不用|不需要|无需|無需|不必)(?:按|分)?(?:市场|市場|地区|地區)?(?:来|來)?"
    r"(?:拆分|细分|細分|分开|分開|明细|明細)"
    r"|(?:(?:市場|地域|国|セグメント)別(?:の)?)?(?:内訳|明細)(?:は|も)?"
    r"(?:不要|いりません|要りません|なし|無し|なくて(?:いい|大丈夫|結構))(?:です)?"
    r"|(?:市場|地域|国|セグメント)別(?:は|も)(?:不要|いりません|要りません)(?:です)?",
    re.IGNORECASE,
)
"""A breakdown of the figure declined ("no split by market needed", "don't need a
breakdown", 「不用拆分」, 「市場別の内訳は不要」): the figure is asked whole, which is what
the request gives, so it is read as courtesy is, before the question is split. Only a
split by market or none is read so: a split of a part ("no online split") says which
part is on the asker's mind, and is still weighed."""

ANY_SOURCE_RE = re.compile(
    r"(?:(?:公司|集团|集團|你们|你們|贵司|貴司|内部|內部)(?:的)?)?(?:资料|資料|文件|文档|文檔|材料)"
    r"(?=(?:里|裡|中|上)(?:面)?(?:有没有|有沒有|有无|有無|是否|有)?(?:提到|提及|说|說|写|寫|讲|講|记载|記載))"
    r"|(?<![a-z])(?:the\s+|your\s+|our\s+|company['’]s\s+|internal\s+)?(?:documents|materials|files)"
    r"(?=\s+(?:say|mention|cover|describe|talk)\w*)"
)
"""Documents in general, cited as where something may be said (「公司资料里有没有提到」, "do
the documents mention"): which document is not said, so the words name nothing asked."""

HOW_IT_STANDS_RE = re.compile(
    r"どんな(?:感じ|かんじ)|どう(?:なって(?:る|いる|います)?|です|でしょう)|いかが|咋样|咋樣|怎么样了?"
)
"""The casual ways of asking how something stands (「売上どんな感じ？」, 「业绩咋样」): with
no metric named, a figure asked without saying which (``GENERIC_FIGURE_RE``)."""

_BROADLY = (
    r"(?:quick|rough|brief|short|general|overall|broad|big|full|whole|high[\s-]?level|financial"
    r"|business|operating|economic|current|latest|recent|basic|better|clear|clearer|honest"
    r"|good|great|bad|poor|decent|solid|strong|weak|healthy|sound|tough)\s+"
)
_STANDING_EN = (
    r"(?<![a-z])(?:(?:a|an|the|some|any)\s+)?(?:(?:kind|sort)\s+of\s+)?(?:" + _BROADLY + r")*"
    r"(?:state(?:\s+of\s+(?:play|affairs|things))?|picture|snapshot|overview|health\s+check"
    r"|health|shape|condition|standing|position|situation|status|story|rundown|run-down|summary"
    r"|scorecard|headline|report\s+card|vital\s+signs|pulse|lay\s+of\s+the\s+land|check-?up"
    r"|nutshell|fundamentals)s?(?![a-z])"
    r"|(?<![a-z])(?:(?:a|an|some|any)\s+(?:" + _BROADLY + r")*|(?:" + _BROADLY + r")+)"
    r"(?:sense|feel|idea|gist|read|look|view|flavou?r)s?(?![a-z])"
    r"|(?<![a-z])(?:(?:kind|sort)\s+of\s+(?:a\s+)?|(?:a\s+)?(?:" + _BROADLY + r")+)year(?![a-z])"
    r"|(?<![a-z])(?:key|headline|main|top|core|important|major|principal|basic|vital)\s+"
    r"(?:numbers|figures|metrics|stats|statistics|indicators|financials|data|kpis?)(?![a-z])"
    r"|(?<![a-z])kpis?(?![a-z])"
    r"|(?<![a-z])(?:summari[sz]e|sum\s+up|recap|(?:walk|run|take)\s+(?:me|us)\s+through"
    r"|run\s+through|brief\s+(?:me|us)\s+on|fill\s+(?:me|us)\s+in\s+on|catch\s+(?:me|us)\s+up\s+on)"
    r"(?![a-z])"
)
_STANDING_ZH = (
    r"(?:(?:财务|財務|经营|經營|运营|運營|营运|營運|业务|業務|整体|整體|总体|總體|大致|大体|大體|基本"
    r"|最近|近期|眼下|近来|近來)(?:的)?)*"
    r"(?:概况|概況|状况|狀況|情况|情況|表现|表現|状态|狀態|现状|現狀|近况|近況|基本面|全貌|面貌|态势"
    r"|態勢|成绩单|成績單|成绩|成績|业绩|業績|经营成果|經營成果|基本盘|基本盤"
    r"|健康(?:状况|狀況|状态|狀態|程度|度)?)"
    r"|(?:关键|關鍵|主要|核心|重要|重点|重點|基本)(?:的)?(?:财务|財務|经营|經營)?"
    r"(?:数据|數據|数字|數字|指标|指標|数值|數值)"
    r"|(?:财务|財務|经营|經營|运营|運營|营运|營運)(?:方面)?"
    r"(?=得|如何|怎么样|怎樣|咋样|咋樣|好不好|好吗|好嗎|还好|還好|顺利|順利|稳|穩|健康)"
    r"|(?:做|干|幹|发展|發展|过|過)得(?=怎么样|怎樣|如何|咋样|咋樣|好不好|好吗|好嗎|还行|還行)"
    r"|好不好|还好吗|還好嗎|还行吗|還行嗎|稳不稳|穩不穩|稳健吗|穩健嗎|稳吗|穩嗎"
)
_STANDING_JA = (
    r"(?:(?:財務|経営|事業|業務|全体|全般|最近|足元|直近)(?:面)?(?:の)?)*"
    r"(?:概況|状況|状態|情勢|近況|現状|実情|実態|全体像|全体感|概観|概要|様子|調子|具合|健全性"
    r"|健康状態|業況|経営成績|成績|業績|数字|足元)"
    r"|主要(?:な)?(?:財務)?(?:数字|数値|指標)"
    r"|(?:財務|経営)(?:面)?(?:の(?:方|ほう))?(?:は|って)?(?=どう|いかが|順調|好調|不調)"
)
STANDING_RE: dict[str, re.Pattern[str]] = {
    "en": re.compile(_STANDING_EN),
    "zh": re.compile("|".join((_STANDING_EN, _STANDING_ZH))),
    "ja": re.compile("|".join((_STANDING_EN, _STANDING_JA))),
}
"""A noun of a business's state or of an overview of it ("the financial *picture*", "a
*snapshot*", "what *shape* is it in", "the *key numbers*", "KPIs", 「经营*状况*」, 「*概况*」,
「财务*表现*」, 「做得*好不好*」, 「*調子*」, 「経営*状態*」, 「*主要な数字*」), with the words
that say of what or how broadly, or a verb asking for one ("*summarise*", "*walk me
through*"): asked of a market or the group with nothing else, it names no figure, so the
engine asks which (a figure asked without saying which, as ``GENERIC_FIGURE_RE``); beside
a metric, a document or a topic's words it stays a word like any other. By the question's
language: a Japanese noun (数字) read in Chinese may be the topic (「公司把数字分成几类」)."""

HOW_IT_FARES_RE = re.compile(
    r"(?<![a-z])how\s+(?:strong|strongly|well|good|healthy|solid|solidly|robust|bad|badly|weak"
    r"|weakly|poor|poorly|rosy|sound|fit|resilient)(?=\s+(?:is|was|are|were|did|does|do|has|have"
    r"|had)(?![a-z])|['’]s(?![a-z]))"
    r"|(?<![a-z])(?:(?:holding|held|hold)\s+up|getting\s+(?:on|along)|coming\s+along|shaping\s+up"
    r"|turn(?:ed|s)?\s+out|positioned)(?![a-z])"
    r"|(?<![a-z])how(?:['’]s|\s+(?:is|are|was|were))(?=[\s?.!]*$)"
    r"|(?<![a-z])(?:healthy|strong|solid|robust|sound|weak|struggling|thriving"
    r"|doing\s+(?:well|ok|okay|fine|badly|poorly))(?=[\s?.!]*$)"
    r"|好調|順調|不調|堅調|うまく(?:いって|行って)(?:いる|る|います)?"
)
"""How a market or the group fares, asked with an adjective of how well ("*How strong*
was Singapore", "Is Hong Kong *healthy*?", 「*好調*ですか」), a verb of coping ("how's
Hong Kong *holding up*", "how did it *turn out*") or with nothing after the market ("*how's*
Macau?"): with no metric named, it names no figure, as a state noun does
(``STANDING_RE``)."""

BUSINESS_SAID_RE = re.compile(
    r"(?<![a-z])(?:business|businesses|biz|company|firm|group|market|markets|segment|segments"
    r"|operations?|division|unit)(?![a-z])"
    r"|公司|企业|企業|业务|業務|市场|市場|集团|集團|分部|会社|事業|当社|弊社|御社|貴社|グループ|セグメント"
)
"""A business said by a common noun ("the company", "our market", 「公司」, 「会社全体」):
what a state noun is asked of when no market or the group is named (「公司的财务状况」);
with none, the noun is of something else ("what's the status?") and stays a word."""

STANDING_ASIDE_RE = re.compile(
    r"(?<![a-z])(?:these\s+days|nowadays|lately|of\s+late|right\s+now|at\s+the\s+moment"
    r"|at\s+present|currently|financially|operationally|commercially|broadly|generally|roughly"
    r"|briefly|in\s+(?:short|brief|a\s+word|general|broad\s+terms)|overall)(?![a-z])"
    r"|最近|近来|近來|近期|眼下|这段时间|這段時間|近頃|このところ|ここ最近"
)
"""The present, the respect or the breadth said as an adverb ("*these days*",
"*financially*", "*in short*", 「*最近*」): beside how a market stands asked with no
metric named, it names no figure either."""

ASKS_RE = re.compile(
    r"[?？]|(?<![a-z])(?:what|which|how|who|whom|whose|why|when|where|whats|tell|give|show|"
    r"know|understand|learn|find|check|ask|wonder\w*|curious|interested|explain|describe|"
    r"clarify|confirm|share|send|pull|list)(?![a-z])"
    r"|什么|哪|多少|几|幾|怎|如何|咋|吗|嗎|呢|为什么|是否|有没有|告诉|查|问|知道|了解|请教|说明"
    r"|介绍|解释|确认|看看|看下"
    r"|何|いくら|どの|どう|どれ|いつ|どこ|なぜ|か$|教え|知り|知ら|伺|聞|確認|説明|お知らせ"
)
"""Something a sentence asks: a question mark, a question word or a request to be told."""

ROLE_RE = re.compile(
    r"^(?:(?:hi|hello|hey)\W+)?(?:i['’]m|i\s+am|i\s+work)\s+(?:in|on|from|with|for|as)\s"
    r"|^(?:(?:hi|hello|hey)\W+)?i\s+(?:run|lead|head(?:\s+up)?|manage|oversee|look\s+after)\s"
    r"|^(?:你好|您好)?\W*我(?:是|在)(?:做|负责)?"
    r"|^(?:你好|您好)?\W*我(?:负责|負責|主管|分管|管)"
    r"|^(?:私|わたし|僕)は.*(?:担当|の者)(?:です|でございます)"
    r"|(?:を|の)担当(?:して(?:います|おります)|です)$"
)
"""The asker saying what they do or are in charge of ("I'm in sales in HK", "I manage
the Singapore business", 「我是做新加坡市场的销售」, 「我负责新加坡业务」, 「私は日本事業の
営業担当です」, 「シンガポール事業を担当しています」)."""


SELF_INTRODUCTION_RE = re.compile(
    r"^(?:(?:hi|hello|hey|dear\s+all|hi\s+all|hello\s+all)\W+)?"
    r"(?:i['’]m|i\s+am)\s+(?:the|a|an|new)\s|^(?:(?:hi|hello|hey)\W+)?my\s+name\s+is\s"
    r"|^(?:(?:你好|您好|大家好|各位好|各位)\W*)?(?:我是|本人是)(?!说|指|问|說|問)"
    r"|(?:担当|所属|勤務)(?:している|しております|の)[^、。,\s]{1,8}(?:です|と申します)$"
    r"|と申します$"
)
"""The asker saying who they are, after a greeting or none ("Hi all, I'm the new analyst
on …", "My name is …", 「各位好，我是人力资源部新来的」, 「経理を担当している佐藤です」, 「…と
申します」); 「我是说…」 (I mean …) corrects the question instead."""


JUST_NOW_RE = re.compile(
    r"(?<![a-z])just(?=\s+(?:[a-z]+ed|sent|got|told|wrote|rang|came|said|forwarded)(?![a-z]))"
)
"""\"Just\" before a verb in the past ("finance *just* pinged me", "he *just* sent this"):
a moment ago, not "only"; it narrows nothing."""

ARRIVAL_STRESS_RE = re.compile(
    r"(?P<who>(?<![a-z])(?:i|we)(?:['’](?:ve|m|re))?(?:\s+(?:have|am|are|was|were))?)"
    r"\s+(?:only|just)"
    r"(?=\s+(?:(?:been\s+)?(?:joined|started|begun|began|arrived|moved|transferr?ed|graduated|switched"
    r"|relocated|rotated|seconded|assigned|posted|promoted|hired|onboarded)"
    r"(?![a-z])(?!\s+[a-z]+ing(?![a-z]))|been\s+(?:here|with\s+(?:the|us))(?![a-z])))"
)
"""An English "only" or "just" between the asker and a verb of arriving ("I *only* joined
the team last week", "I've *only* been here two weeks"): it says how new the asker is,
never which figure; before another verb ("I only care about online") or an activity ("I've
only been looking at the stores", "I only started looking at …") it may narrow."""

QUALIFIES_RE = re.compile(
    r"(?<![a-z])(?:mean|meant|only|just|specifically|particularly|namely|rather|instead|"
    r"(?<!as\s)part|portion|excluding|including|without)(?![a-z])"
    r"|指的是|是指|只要|只看|只算|只计|只計|只统计|只統計|只包括|只包含|只含|只取|只考虑|只考慮|仅|单指|其中|部分|不含|包括|のみ|(?<!いた)だけ(?!ど|れど)|限定|一部|"
    r"内訳|除く|含む"
)
"""Words by which a statement narrows what is asked ("I mean the online part"; だけ, not
the だけど of "but" nor the いただけ of the polite いただけますか): such a sentence is part
of the request, never context. "As part of our review" is a purpose: no part asked."""

WORK_SECTION_RE = re.compile(
    r"(?<=の)部分(?=(?:に|へ)(?:載せ|入れ|書き|書い|貼り|貼っ|使い|使う|使っ|記載し))"
    r"|(?<=[写寫放填用])(?:在|进|進|到)[^，,。！？!?]{1,20}?部分"
)
"""The section of the asker's work where the figure goes, said with 部分 ("part") and a
verb of putting it there (「卒論の企業概要の*部分*に書きたい」, 「写在论文的公司概况*部分*」):
a place in what the asker writes, never the part of the figure ``QUALIFIES_RE`` reads in
部分 (every match ends on it). What the section is named by is still weighed: a part of
the business written there (「オンラインの部分に書きたい」) says which figure is wanted."""

BASIS_ZH_RE = re.compile(r"口径|口徑")
"""The Chinese noun of the basis a figure is stated on: a statement of the asker's naming
one (「我们用*日元*口径」, 「我们用*门店*口径」) says which figure is wanted, never only who
asks, so it is read with the request."""

REPORTED_BASIS_ZH_RE = re.compile(
    r"(?<![未没沒非不])(?:经|經|已)(?:过|過)?(?:审计|審計|审核|審核)(?:过|過)?(?:的)?"
    r"|(?<![未没沒非不])(?:已)?(?:披露|公布|公開|公开|对外公布|對外公布)(?:的(?=\S)|(?=口径|口徑))"
)
"""A Chinese qualifier restating how the KB's figures are reported (「经审计的收入」,
「已披露的」, 「披露口径」): the figure as reported, no other one. Unaudited (未经审计) is
another."""

ACTUAL_FIGURE_RE = re.compile(
    r"(?<![a-z])actuals?(?![a-z])"
    r"|(?:实际|實際)(?!上|控制|控股)(?:的)?(?:数值|數值|数字|數字|数据|數據|数|數|值)?"
    r"|実績(?:値|数値|ベース)"
)
"""A word for the figure as it actually came out, beside or after the metric ("the FY24
*actual*", 「营收*实际数*」, 「毛利率*实际*是多少」, 「売上高の*実績値*」): the KB holds
reported actuals only, so it asks the reported figure; a budget or a forecast beside it
stays a word of its own. 实际上 (in fact) and 实际控制人 are no such word."""

NOUN_CONNECTIVE_RE = re.compile(
    r"(?<![a-z])(?:in\s+case(?:\s+of)?|in\s+the\s+event(?:\s+(?:of|that))?|in\s+spite\s+of"
    r"|as\s+long\s+as|for\s+the\s+sake\s+of|by\s+means\s+of|in\s+light\s+of)(?![a-z])"
)
"""An English conjunction or preposition written with a noun ("what is done *in case*
a supplier fails", "*in the event of* a breach"): in a question naming no metric its noun
("case", "event") is grammar, no topic a passage must hold. Beside a metric it sets a
condition on the figure, so its noun stays a word the KB does not report."""

A_YEAR_SPAN_RE = re.compile(
    r"(?<![a-z])(?:annual|yearly)(?![a-z])(?!\s+(?:report|review|general|meeting|agm|filing))"
    r"|(?<![0-9一二三四五六七八九十百两兩近过過去这這那上下前后後第每同头頭首末最整半多几幾])"
    r"(?:一|1)\s*(?:整)?年(?![前后後内內以多半来來底初末中度]|里|裡)"
    r"|(?<![\u4e00-\u9fff0-9０-９])年間"
)
"""A span of one year said of a figure ("Hong Kong's *annual* net profit", 「香港业务*一年*
净利多少」, 「*年間*純利益」): the KB's figures are a fiscal year's, so it names no period
of its own and the year is assumed as for any figure asked without one. A year ago (一年前),
within a year (一年内), the last year (近一年), a first year (第一年) and a number of years
(3年間) are no such span."""

MESSAGE_LENGTH_RE = re.compile(
    r"(?<![a-z])(?:just|only)\s+(?:a\s+|one\s+)?(?:line|word|sentence)s?(?![a-z])"
    r"|(?:只有|就|只)(?:这么|這麼|这样|這樣)?(?:一|1)\s*句(?:话|話)?|(?:一言|ひとこと|一行|一文)(?:だけ|のみ)"
    r"|(?:用)?(?:一|两|兩|1|2)\s*句(?:话|話)(?=\s*(?:给我|給我|告诉我|告訴我|说|說|讲|講|概括|回答|"
    r"回复|回覆|就行|就好|就可以|即可|$))"
)
"""How short a message is ("just one line", 「只有一句话」, 「就这么一句话」, 「一言だけ」): the
only of it says what was sent, never which part of a figure is asked; so does the reply
asked for in a sentence or two (「*一句话*给我就行」, 「用*两句话*概括」)."""

REPLY_LENGTH_JA_RE = re.compile(
    r"(?:[一二三1-3]|ひと|ふた)(?:言|こと|行|文|語)(?:だけ|のみ)?で"
    r"(?=\s*(?:$|[。.!！?？、,]|お願い|教え|ください|下さい|答え|回答|返答|まとめ|言う|言え|いう|いえ))"
)
"""How short the reply is to be, said in Japanese with で before the asking or at the end
of the request (「純利益を*一言で*」, 「*一行で*お願いします」, 「*二行で*まとめて」): a
numeral opens the measure of length, so it is the form of the answer, never a part of
the figure."""

NO_DISCREPANCY_JA_RE = re.compile(
    r"(?:相違|差異|齟齬|食い違い)(?:が|は)?(?:ない|無い|なし|無し|ありません|ございません)"
    r"(?:か(?:どうか)?|こと)?"
)
"""The asker's check said as the absence of a discrepancy (「開示値と*相違ないか*ご確認
ください」): that the figure is the one reported, never another figure; what it is
compared with is still read."""

EMPHASIS_RE = re.compile(
    r"(?<![a-z])(?:just|only|simply|merely)(?![a-z])|只要|只看|仅|のみ|(?<!いた)だけ(?!ど|れど)"
)
"""Words that narrow what is asked ("only the online part"), but written straight
onto a metric or its unit ("just the revenue", "the net profit only", 「売上高だけ」) only
stress the name: nothing is left to narrow (``QUALIFIES_RE``)."""

WANTING_RE = re.compile(r"(?:need|needs|want|wants|wanted|would\s+like|['’]d\s+like)(?![a-z])")
"""The verb of wanting that "just" or "only" may stress ("I just need …")."""

STATEMENT_RE = re.compile(
    r"^(?:i|we|i['’]m|i['’]d|i['’]ll|i['’]ve|we['’]re|we['’]ll|it['’]s\s+for|this\s+is\s+for)"
    r"(?![a-z])|^(?:for|as\s+part\s+of)\s+(?:a|an|my|our|the|this|some)\s|^(?:我|咱|为了|為了|用于|用於)"
    r"|(?:ます|です|ました|でした|いたします|致します)$"
    r"|(?:のですが|んですが|ですが|ますが|ましたが|けれど(?:も)?|けど)$"
    r"|(?:で|に)(?:使う|使います|使いたい|使用する|出す|載せる)(?:やつ|もの|の|ので|から|んだ)?$"
    r"|(?:要)?用的$|要用$"
)
"""A statement by the asker: opens on its first person ("I need it for a slide",
「我这边要放进周报里」) or on its purpose ("For a class project on retail", 「为了写报告」,
「用于周报」), or ends on a polite declarative (「役員会資料に使用いたします」) or on the
polite "but" that leads into a request (「学校のレポートで使いたいのですが」,
「入社したばかりなのですが」), or says in speech what the figure is used for (「会議で使う
やつ」, 「开会要用的」)."""

ASKING_MOMENT_RE = re.compile(
    r"^(?:before|ahead\s+of|in\s+time\s+for)\s+(?:the|my|our|this|a|an|i|we|it|they)\s+"
    r"(?:[a-z]+\s+){0,3}(?:goes|go|gets|get|is|are|leaves|starts|begins|comes|went)"
    r"(?:\s+out)?$"
)
"""When the asking happens, said as a clause of its own ("before the board pack goes
out", "ahead of the meeting starts"): a moment of the conversation, not a period of the
figure ("before the pandemic" has no verb of its own and is no such clause)."""

CLOCK_TIME_RE = re.compile(
    r"\d{1,2}\s*(?:分(?:钟|鐘)?(?:后|後|以内|以內)|(?:个|個)?(?:小时|小時|時間)(?:后|後|以内|以內)|"
    r"時まで|点前|點前|点之前|(?:minutes?|mins?|hours?|hrs?)(?![a-z])|(?::\d{2})?\s*[ap]\.?m\.?(?![a-z]))"
)
"""A time on the clock or a few minutes or hours from now (「10分後」, 「3点前」, "in 10
minutes", "by 5pm"): when the answer is needed, which a figure of a fiscal year never
names; a number of the asking, not of the request."""

ANSWER_FORM: frozenset[str] = _words(
    """
    rough roughly ballpark overview picture idea summary sense quick estimate headline
    snapshot gist exact exactly precise precisely approximate approximately fine
    percentage line lines sentence sentences paragraph bullet bullets answer reply response
    fast speedy
    大概 概况 大致 概要 全貌 粗略 ざっくり 全体像 概略 おおよそ 大まか 概算
    """
)
"""Words for how precise or full an answer should be ("a rough picture", 「大概」,
「ざっくり」): what someone wants of the answer, never a part of the figure."""

ACCEPTANCE: frozenset[str] = _words(
    """
    fine ok okay good great enough
    行 就行 也行 可以 即可 結構 大丈夫 構いません かまいません
    """
)
"""Words accepting a form of the answer ("Yen is *fine*", 「港币的就行」, 「円で結構です」):
after a unit's name, nothing more than the unit asked."""

ACCEPTED_RE = re.compile(
    r"^(?P<what>[^,;:]+?)\s+(?:(?:is|are|would\s+be|will\s+be)\s+(?:fine|ok|okay|good|great|"
    r"enough)|works|will\s+do|would\s+do)(?![a-z])"
)
"""What the asker says they accept ("*Online* is fine", "*yen* works"): a bare noun
phrase that may name the part of the figure wanted."""

JA_PART_SAID_RE = re.compile(
    r"^(?P<what>[^、,。]+?)(?:の?分|だけ|のみ|の(?:数字|数値|値|データ))(?:です|だ|で|を)?(?:ね|よ)?$"
    r"|^(?P<accepted>[^、,。]+?)(?:だけ|のみ)?で(?:大丈夫|いい|良い|よい|結構|構いません|かまいません|"
    r"ok|オーケー|お願い)"
)
"""A Japanese statement naming the portion of the figure wanted (「*オンライン*分です」,
「*オンライン*で大丈夫です」, 「*直営店*だけ」, 「*パート*の数字で」): said of the figure, not
of the asker."""

ZH_ACCEPTED_RE = re.compile(
    r"(?:的(?:数字|数据|数)?(?:就行|就可以|就好|也行|也可以|即可)?|就行|就可以|就好|也行|也可以|即可)"
    r"[了吧啊哈]?$"
)
"""What may close a Chinese phrase naming the part of a figure wanted (「门店*的就行*」,
「门店*的*」): a 的 standing for the figure, and a word accepting it."""

WANTED_RE = re.compile(
    r"(?<![a-z])(?:need|needs|needed|want|wants|wanted|would\s+like|['’]d\s+like|after|"
    r"looking\s+for|asked\s+for|asks\s+for)\s+(?P<object>[a-z\s'’-]*)"
    r"|(?:想看|想要|需要|要看|(?<=我)要|(?<=们)要)(?P<zh>[^，,。？?]*)"
    r"|(?P<ja>[^、,。？?]*)(?:を|が)(?:見|知り|欲し|ほし)"
)
"""What the asker or someone else wants, with the thing wanted ("my boss wants *the
online split*", 「老板想看*线上的*」, 「*オンライン分*を見たい」, 「*海外*を見直しています」):
a noun of the asker's own work or model (「資料を見直しています」) is none (``wants_a_part``)."""

# -- intents a KB of reported figures declines -------------------------------------------

_WOULD_YOU_KINDLY = (
    r"(?:tell|give|send|share|pull|confirm|provide|have|happen|mind|please|kindly|let|"
    r"check|find|look|know|be|help|get|fetch|list|show|state|summari[sz]e|remind|quote|"
    r"clarify|explain|describe|point|answer|walk|run|break|say\s+what|like)(?![a-z])"
)
"""The verbs of a polite request after "would you" ("would you tell me", "would you have
Japan's revenue"): with any other verb "would you" asks what the assistant would decide
("would you sign off on the loan", "would you close Macau"), an opinion. The request verbs
are a closed class; the verbs of a decision are not."""

_PERSONALLY = r"(?:\s+(?:personally|honestly|really|yourself|actually))?"
"""An adverb of the asker's personal view between "do you" and its verb ("do you
*personally* think")."""

_PERSONALLY_CJK = r"(?:个人|個人|自己|本人|自身|私下|说实话|說實話|老实说|老實說)?"
"""The same between 你 and its verb (「你*个人*觉得」, 「您*本人*认为」)."""

_JUDGED_DECISION = (
    r"(?<![a-z-])(?:wise|unwise|wisely|prudent|sensible|"
    r"(?:smart|right|wrong|good|bad|sound|poor)\s+(?:move|decision|call|choice|idea|bet)|"
    r"a\s+mistake)(?![a-z-])"
    r"|明智|正确的(?:决定|选择|决策)|正確的(?:決定|選擇|決策)|错误的(?:决定|选择|决策)"
    r"|錯誤的(?:決定|選擇|決策)|好的(?:决定|選擇|选择|決定)|是不是(?:一个|一個)?好(?:决定|決定|主意)"
    r"|賢明|英断|(?:正しい|良い|よい|誤った|間違った)(?:判断|決断|選択|決定)|得策"
)
"""A decision judged for its merit ("was the plan a *wise* move", 「是不是一个*明智*的决定」,
「*賢明な判断*でしたか」): no report states whether a decision was wise, only what it was.
Marked off from "revenue-wise", which names a metric."""

_SHARES_PRICED = (
    r"(?<![a-z])(?:shares?|stocks?|equity)(?![a-z])[^.?!]{0,40}?(?<![a-z])(?:cheap|pricey|expensive"
    r"|overpriced|underpriced|(?:a\s+)?(?:real\s+)?(?:bargain|steal)|good\s+value)(?![a-z])"
    r"|(?<![a-z])(?:cheap|pricey|expensive|overpriced|underpriced|bargain)\s+(?:shares?|stocks?)(?![a-z])"
    r"|(?:股票|股价|股價|股份)[^，,。？?！!]{0,12}(?:便宜|太贵|太貴|很贵|很貴|低估|高估|划算|划得来|劃算)"
    r"|株[^、。？?！!]{0,12}(?:割安|割高|お買い得|買い得|お得)"
)
"""The shares judged for their price ("ACME shares are *a bargain*", "the stock looks
*cheap*", 「股票现在很*便宜*」, 「株は*割安*」): whether a price is low or high for what it buys
is a view of the market, which no report states."""

OPINION_RE = re.compile(
    r"(?<![a-z])(?:should(?:n['’]?t|\s+not)?\s+(?:i|we|you|one)|ought(?:n['’]?t)?\s+(?:i|we|you|one)\s"
    r"|(?:^|(?<=,))\s*(?:should|ought)(?:n['’]?t)?(?=\s)|would\s+you\s+recommend|"
    r"do\s+you" + _PERSONALLY + r"\s+(?:think|recommend|believe|reckon|feel)|recommend\w*|advi[sc]e"
    r"|worth\s+(?:buying|investing|it)|"
    r"good\s+(?:investment|buy|time\s+to)|better\s+investment|buy\s+or\s+sell|"
    r"(?:good|bad)\s+(?:deal|price|valuation|multiple)|"
    r"(?:good|great|nice|bad|decent|fun)\s+(?:place|company|firm)\s+to\s+work|"
    r"(?:good|great|bad|decent)\s+employer|"
    r"(?:buy|hold|sell|overweight|underweight|neutral|outperform|underperform|accumulate)"
    r"(?:\s*(?:/|\||,|\bor\b)\s*(?:buy|hold|sell|overweight|underweight|neutral|outperform"
    r"|underperform|accumulate|reduce))+|(?:investment|stock|share|equity|analyst)\s+rating|"
    r"rating['’\"]?[^.?!]{0,40}(?<![a-z])(?:shares?|stocks?)|"
    r"(?:buy|sell|short)\s+(?:the\s+)?(?:acme\s+)?(?:shares?|stocks?)|"
    r"your\s+(?:(?:personal|own|honest)\s+)?(?:opinion|view|take)|overvalued|undervalued|a\s+(?:good\s+|strong\s+)?(?:buy|sell))"
    r"(?![a-z])"
    r"|" + _JUDGED_DECISION + r""
    r"|" + _SHARES_PRICED + r""
    r"|(?:应该|應該)(?!(?:填|写|寫|报|報|放|列)(?:上|进|進|入)?(?:多少|什么|什麼|几|幾|哪))"
    r"(?!(?:有|是|在|没错|沒錯|对|對|不会错|不會錯|没有|沒有|不是)?(?:的)?吧)"
    r"|值得|建议|建議|推荐|推薦|买入|賣出|卖出|卖掉|(?:投资|投資|股票|股份)(?:评级|評級)"
    r"|(?:股票|股份)[^，,。？?！!]{0,10}(?:评级|評級)|[你您]"
    + _PERSONALLY_CJK
    + r"(?:认为|認為|觉得|覺得)(?![^，,。？?！!]*(?:就行|就好|都行|都可以|即可))|看好|看淡"
    r"|[你您]"
    + _PERSONALLY_CJK
    + r"(?:的)?(?:看法|意见|意見|观点|觀點)|[你您]"
    + _PERSONALLY_CJK
    + r"怎么看|[你您]"
    + _PERSONALLY_CJK
    + r"怎麼看"
    r"|(?:あなた|貴方|君)(?:個人|自身)?(?:として|的に)?は?(?:どう|どのように)(?:思|考え|見)|個人的に(?:は)?(?:どう|どのように)?(?:思|考え)"
    r"|(?:选|選)?哪(?:个|個|一个|一個|边|邊)(?:更|比较|比較)?(?:好|合适|合適)"
    r"|好公司|(?:工作|上班)(?:起来|起來)?(?:怎么样|怎麼樣|好不好|舒不舒服|累不累|开心吗|開心嗎)"
    r"|働きやすい|働き(?:がい|甲斐)|(?:いい|良い|よい)(?:会社|職場|雇用主)|ホワイト企業|ブラック企業"
    r"|(?<![a-z])(?:is\s+it\s+worth|what\s+would\s+you\s+do|"
    r"which\s+(?:one\s+|option\s+)?(?:is|would\s+be)\s+better|"
    r"would\s+you\s+(?!" + _WOULD_YOU_KINDLY + r")[a-z]+|"
    r"in\s+your\s+view|yes\s+or\s+no|yes\s*/\s*no)(?![a-z])"
    r"|该不该|應不應該|应不应该|要不要|值不值得|是否应该|是否應該|你怎么看|你怎麼看"
    # A reply of yes or no asked for (「只回答是或否」, 「「はい」か「いいえ」で」): a verdict.
    r"|[「“\"『]?(?:是|对|對)[」”\"』]?(?:或|或者)[「“\"『]?(?:否|不是|不对|不對)[」”\"』]?"
    r"|[「“\"『]?(?:はい|イエス)[」”\"』]?か[「“\"『]?(?:いいえ|ノー)[」”\"』]?"
    r"|べき|おすすめ|お勧め|勧め|買い時|売り時|買う|売る|どう思|意見|投資すべき|投資判断|投資評価|株[^、。？?！!]{0,10}(?:レーティング|格付け)"
    r"|株(?:式)?(?:って|は|も|、|\s)*(?:今|いま|現在)?(?:は|が|、|\s)*(?:買い|売り)(?![上場手出物])"
    r"|(?:した|する|た|る|ない)(?:ほう|方)が(?:いい|良い|よい|よろしい)|と思いますか|と思う[?？]|と思われますか"
    r"|と思(?:います|いません|う|わない)(?:か|かな|の)?\s*[?？]"
    r"|どう(?:し|す)(?:たら|れば)(?:いい|良い|よい)"
    r"|どちらが(?:いい|良い|よい|よろしい)|どっちが(?:いい|良い)"
)
"""Asks for an opinion or advice, not for what a report states: what one should do or
would do ("should ACME exit…", "is it worth", "would you close" but not the polite "would
you tell me", 「该不该」, 「要不要」, 「撤退したほうがいい」, 「…と思いますか」, and the same
asked with a question mark alone, 「…アリだと思います？」), or which of two choices is
better ("which is better", 「您觉得…哪个更好」, 「どちらがいい」), or whether a share is a buy
(「ACME株って今買い？」, 「株は売りですか」), or whether the company is a good place to work
("a good place to work", 「工作起来怎么样」, 「働きやすい会社」); never the choice left to
the assistant (「您觉得合适的就行」, whatever it finds fitting will do), nor what is to be
written into the asker's form (「应该填多少」), nor 应该 of what the asker supposes
(「应该有吧」, 「应该是吧」: surely there is, surely it is)."""

SHOWN_FIGURE_RE = re.compile(
    r"(?:应该|應該|应当|應當)(?:(?:要)?(?:显示|顯示|展示|呈现|呈現|读|讀|写|寫|填|填写|填寫)(?:为|為|成)?"
    r"|是|为|為|等于|等於)(?:多少|几|幾)"
    r"|(?:いくら|何(?:人|名|件|店|円|%|％)?|値|数値|数字|金額)(?:と|に|で)?"
    r"(?:表示|記載|記入|入力|表記)(?:す|さ(?:れ)?る)べき"
    r"|(?:表示|記載|記入|入力|表記)(?:す|さ(?:れ)?る)べき(?:値|数値|数字|金額|人数)"
)
"""What a display should read, asked as a number ("应该显示多少", 「应该是多少」,
「表示すべき値」, 「いくらと表示されるべき」): the figure itself, not advice; 「应该买吗」,
「買うべき」 stay opinions."""


def asks_an_opinion(folded: str) -> bool:
    """Whether ``folded`` asks an opinion (``OPINION_RE``) once what a display should
    read (``SHOWN_FIGURE_RE``) is read as the figure it asks, and a plan's amount asked
    with 应该 or べき as the plan's (``_planned_amount``)."""
    return OPINION_RE.search(SHOWN_FIGURE_RE.sub(" ", without_planned_should(folded))) is not None


NO_FIGURES_RE = re.compile(
    r"(?<![a-z])(?:(?:don['’]?t|do\s+not)\s+(?:give|show|send|quote|want)\s+(?:me\s+)?(?:any\s+)?"
    r"|no\s+|forget\s+(?:the\s+)?|skip\s+(?:the\s+)?|never\s+mind\s+(?:the\s+)?)"
    r"(?:numbers|figures|stats)(?![a-z])"
    r"|(?:别|不要|不用|甭|无需|不需要)(?:给我|跟我|和我)?(?:说|讲|报|列)?(?:什么)?(?:数字|数据|具体数)"
    r"|数字(?:は|とか)?(?:いい|いらない|要らない|不要|結構|なし)|数字(?:じゃなくて|ではなく)"
)
"""Figures ruled out by the asker ("don't give me numbers", 「别给我数字」, 「数字はいいから」)."""

VERDICT_RE = re.compile(
    r"(?<![a-z])(?:good|bad|great|terrible|strong|weak|healthy)(?![a-z])"
    r"|(?<![a-z])(?:do|does|did|doing|done|perform(?:s|ed|ing)?)\s+(?:well|badly|poorly)(?![a-z])"
    r"|好不好|算不算好|好吗|差吗|好还是不好|好还是差|算好|不错|糟糕|行不行"
    r"|良かった|よかった|良い|悪い|悪かった|好調|不調|うまくいって"
)
"""A verdict on how a business fared ("good", "did well", 「算不算好」, 「良かった」). With the
figures ruled out (``NO_FIGURES_RE``) it is all that is asked: an opinion, refused, never
a figure asked which."""


def asks_a_verdict_only(folded: str) -> bool:
    """Whether a question rules figures out and asks a verdict ("Don't give me numbers,
    was it a good year?", 「别给我数字，业绩算不算好？」, 「数字はいいから、良かった？」)."""
    return NO_FIGURES_RE.search(folded) is not None and VERDICT_RE.search(folded) is not None


FORECAST_RE = re.compile(
    r"(?<![a-z])(?:will|forecast\w*|predict\w*|projected|projection\w*|guidance|expect\w*|"
    r"outlook\s+for|going\s+to\s+be|target\w*|budget\w*|planned|aim(?:s|ed)?|goals?)(?![a-z])"
    r"|预测|預測|预计|預計|將會|将会|会是|展望|目标|預算|预算"
    r"|予測|予想|見込|見通し|なる見|目標|予算|計画値"
)
"""A figure asked for the future or as planned (a target, a budget): the KB holds the
closed fiscal years' reported figures only."""

_CONDITION = (
    r"(?:if|in\s+case|in\s+the\s+event\s+(?:that\s+)?|assuming|supposing)\s+"
    r"(?!(?:you|u|i|we|possible|so|any|not|applicable|needed|necessary)(?![a-z]))"
)
"""A condition opened on a conjunction, less the courteous ones ("if possible", "if you
can") and the asker's own ("if I may")."""

HYPOTHETICAL_RE = re.compile(
    r"(?<![a-z])(?:if|assuming|suppose|supposing|imagine)\s+"
    r"(?!(?:you|u|possible|so|any|not|that\s+helps|it\s+helps|applicable|needed|necessary)"
    r"(?![a-z]))"
    r"[^,;?]{1,80}?(?<![a-z])(?:had|were|was|did|went|grew|fell|rose|doubled|halved|stayed)"
    r"(?![a-z])[^?]{0,80}?(?<![a-z])would(?![a-z])(?!\s+(?:you|u)(?![a-z]))"
    r"|(?<![a-z])what\s+would\s+[^?,;]{1,60}?\s+be\s+"
    + _CONDITION
    + r"|(?<![a-z])"
    + _CONDITION
    + r"[^,;?]{1,80}?,\s*what\s+would\s+[^?]{1,60}?\s+be(?![a-z])"
)
"""A figure asked under a condition contrary to fact ("If the yen had been stronger,
what would Japan revenue be", "Assuming Macau grew 5%, what would …"), or what a figure
"would be" under an open one ("What would Japan's revenue be if the yen weakens?", "In
case rates rise, what would …"): a figure the KB does not hold, refused as a forecast
is, never the reported one; a courteous "if" ("if possible", "if you could") conditions
nothing."""

PER_UNIT_ALONE_RE = re.compile(
    r"^\W*(?:(?:and|or|then|how\s+about|what\s+about)\s+)?(?:per|each)\s+"
    r"(?!cent(?![a-z])|annum(?![a-z])|year(?![a-z]))[a-z]+(?:\s+[a-z]+)?\W*$"
    r"|^\W*(?:那|那么)?(?:每家|每个|每間|每间|每位|每名|人均|平均每)\S{0,4}?(?:的)?(?:呢|是多少|多少)?\W*$"
    r"|^\W*(?:では|じゃあ)?(?:1|一)(?:店舗|店|人|名)(?:あたり|当たり)(?:では|は|だと|だと)?"
    r"(?:どう|いくら)?(?:ですか|でしょうか|でしょう)?\W*$"
)
"""A clause saying only a unit the figure before it would be divided by ("How about per
store?", 「每家店呢？」, 「1店舗あたりは？」): a ratio of that figure, which the KB does not
report, never a topic a passage on stores answers."""

DERIVED_RE = re.compile(
    r"(?<![a-z])(?:growth|grew|grow|growing|change[sd]?|increase[sd]?|decrease[sd]?|"
    r"difference|compar\w*|versus|vs|yoy|year-on-year|cagr|los[et]|losing|gain(?:ed|s)?|"
    r"drop(?:ped|s)?|fell|fall(?:en|s)?|rise|rose|risen|decline[sd]?|"
    r"exceed\w*|surpass\w*|outperform\w*|outpac\w*|outstrip\w*|outgr[eo]w\w*|"
    r"underperform\w*|f[ae]ll\s+short|trail(?:ed|s|ing)?|"
    r"higher\s+than|lower\s+than|bigger\s+than|larger\s+than|smaller\s+than|"
    r"excluding|exclusive\s+of|except|other\s+than|apart\s+from|outside)(?![a-z])"
    r"|增长|增幅|增速|同比|环比|变化|变动|差额|相比|对比|比较|以外|之外|除了|除外|不含|不包括"
    r"|减少|減少|减了|減了|下降|下滑|降低|削减|削減|增加|提高|提升"
    r"|超过|超過|超出|高出|多出|少于|低于|高于|多于|领先|落后|差距|差异|差異|相差|胜过|(?<!占)比(?![例率重较如方])(?=.{1,30}(?:多|少|高|低))"
    r"|(?:和|同|跟|与|與)[^，,。？?]{1,20}?比(?:一)?下"
    r"|伸び|増加|減少|変化|前年比|増減|成長率|比べ|比較|対比|除く|除いた|何倍|何割|減り|減っ"
    r"|(?:年度|年|期)比(?![例率重較])"
    r"|(?:一番|いちばん|最も)\s*(?:大き|高か|高い|多か|多い|少な|低|小さ|良|悪)"
    r"|上回|下回|上まわ|下まわ|差額|差は|の差|差が|差を|(?<!に)より(?![、,])(?=.{0,20}(?:多|少|(?<![上残])高|低|大き|小さ))"
)
"""A figure derived from reported ones: a growth rate, a change, a comparison, a gain or
a loss, or the whole less a part ("excluding Japan", 「香港以外」). A year written as the
base of a comparison (「前年度比」, 「何年度比で何%減りました」) asks a change from it. A
comparison may be asked by its verb: by how much one exceeded, outperformed or fell short
of another (「高出多少」, 「どれだけ上回りました」). より compares only when no comma follows it
(「部長より、」 is who sent the request) and 高 is no part of a name (「売上高」). A
superlative (「一番大きかった」, 「最も高い」) ranks years or markets, which is derived too, and so
does a wish to set one beside another (「想和2023财年比一下」, 「同FY2023比下」)."""

COMPARED_WITH_YEAR_RE = re.compile(r"(?:年度|年|期)\s*(?P<than>比)(?![例率重較])")
"""The 比 of a year written as the base of a comparison (「前年度*比*」, 「2019年度*比*で」):
a word of comparing (``DERIVED_RE``), no topic of the question."""

REASON_RE = re.compile(
    r"(?<![a-z])(?:why|reasons?|drove|drive[sn]?|driving|drivers?|caused?|pushing|pushed|"
    r"push(?:es)?|boost(?:ed|ing)|fuel(?:l)?(?:ed|ing)|thanks\s+to|led\s+to|what\s+explains|"
    r"what(?:['’]s|\s+is|\s+was)\s+behind|factors?\s+(?:behind|for)|behind\s+(?:the|this|that|its)\s+"
    r"(?:increase|rise|growth|gain|drop|fall|decline|change|jump|improvement))(?![a-z])"
    r"|为什么|為什麼|原因|带动|帶動|推动|推動|驱动|驅動|拉动|拉動|得益于|得益於|归功于|靠什么"
    r"|なぜ|何故|理由|要因|原因|牽引|けん引|押し上げ|押上げ|寄与|背景"
)
"""Asks why a figure is what it is or what moved it ("what was the main reason business
grew", "the main thing pushing it up", 「是什么带动了增长」, 「伸びの要因」): what a document
says about the cause, not the figure or its change."""

REASON_FILLERS: frozenset[str] = _words(
    """
    main chief primary principal biggest key major thing things factor factors up
    """
)
"""The words a why-question weighs its cause with ("the *main thing* pushing it *up*",
"the *biggest factor*"): how the cause is asked for, not what it is a cause of."""

MEANS_BACK_RE = re.compile(
    r"(?<![a-z])(?:(?:that|this|the\s+same)\s+way|through\s+(?:it|this|that|them)|"
    r"by\s+doing\s+so|as\s+a\s+result|thereby|via\s+(?:it|this|that))(?![a-z])"
    r"|借此|藉此|由此|以此|通过(?:该|此|这|這)|通過(?:該|此|這)|经由此"
    r"|これにより|それにより|これによって|それによって|これを通じて|それを通じて|この(?:制度|仕組み|取り組み)"
    r"|その(?:制度|仕組み|取り組み)"
)
"""A means pointed back at (「借此转任新职」, "changed roles that way"): what the clause counts
happened through what the clause before it described, so it asks about that, not about
a figure of the KB's own."""

WHAT_KIND_RE = re.compile(
    r"(?<![a-z])(?:what|which)(?![a-z])|什么|什麼|哪些|哪个|哪個|哪种|哪種|哪类|哪類"
    r"|どのような|どういう|どんな|どの|何(?=[をにがで])"
)
"""A question asking what or which (「どのような業務に」, "what work", 「哪些岗位」): asked
through a means pointed back at (``MEANS_BACK_RE``), what was done that way."""

POINTS_BACK_RE = re.compile(
    r"(?<![a-z])(?:it|its|it['’]s|they|their|them|that|this|these|those|there)(?![a-z])"
    r"|它|其|此|该|該|这|這|那|その|それ|そこ|この|これ|同(?=事業|社|グループ|部門|制度)|上記|前記|上述"
)
"""A word by which a clause points back at what the one before it named."""

POINTER_SUBJECT_RE = re.compile(
    r"^(?:(?:is|are|was|were|does|do|did|has|have)\s+)?(?:that|this|it|these|those)(?![a-z])"
    r"|^(?:that|this|it)['’]s(?![a-z])"
    r"|^(?:这|這|那|它)|^(?:それ|これ|あれ|その(?!他|ほか)|この|あの)"
)
"""A clause opening on a word that points back, as its subject ("Is *that* right?",
「*这样*安全吗」, 「*それ*は安全ですか」): what it asks about is what was said before it."""

SHARE_OF_BEFORE_RE = re.compile(
    r"(?:(?<![a-z])(?:share|percentage|percent|per\s*cent|proportion|portion|fraction|slice)|%|％)"
    r"\s+of\s+(?:(?:the|its|their|our|total|overall|group['’]?s?|company['’]?s?)\s+){0,3}$"
    r"|(?<![a-z])(?:each|every)\s+"
    r"(?:(?:the|its|their|our|total|overall|group['’]?s?|company['’]?s?)\s+){0,3}$"
    r"|占(?:了|据)?[^，。,、？?]{0,8}$|(?:每位|每名|每个|每一位|各位)$|各$"
)
"""Written before a metric, what makes it the whole a share is taken of ("share of group
sales", 「占香港销售额」) or whom something is given to ("each employee", 「每位员工」)."""

SHARE_OF_AFTER_RE = re.compile(r"(?:全体)?に占める|(?:一人|1人)(?:当たり|あたり|ひとり)")
"""Written after a metric, the same in Japanese (「売上高に占める割合」, 「従業員一人当たり」)."""

OFF_TOPIC_RE = re.compile(
    r"(?<![a-z])(?:weather|poem|poetry|haiku|joke|recipe|football|soccer|world cup|bitcoin|"
    r"lottery|horoscope)(?![a-z])"
    r"|天气|氣溫|气温|写诗|诗歌|诗|笑话|食谱|菜谱|足球|比特币|彩票"
    r"|天気|気温|詩|俳句|冗談|ジョーク|レシピ|サッカー|ビットコイン|占い"
)
"""Requests that have nothing to do with a company's reports."""

COMPETITOR_RE = re.compile(
    r"(?<![a-z])(?:competitors?|rivals?|peers?)(?![a-z])"
    r"|竞争对手|竞品|對手|競合|ライバル|他社"
)
"""Other companies: the KB holds figures about its own company only."""

# -- clauses -------------------------------------------------------------------------------

CLAUSE_SPLIT_RE = re.compile(r"[?!;\n]+|。+|(?<!\.[A-Z])\.(?=\s|$)")
"""Where a sentence ends; never after initials written with points ("A.S. Watson")."""

EMBEDDED_QUESTION_RE = re.compile(r"\s*whether(?![a-z])")
"""The word opening a yes-or-no question reported after a conjunction ("…, and *whether*
people can apply"): that half is a question of its own. ("…, and what does it do with
X" may ask on about the same thing, so a wh-word splits nothing here.)"""

CONJUNCTION_RE = re.compile(
    r",?\s+(?:and|as\s+well\s+as|along\s+with|together\s+with|plus|[+&])\s*,?\s+|[,，]\s*(?=also\b)"
    r"|以及|并且|(?<![令昭平])和|及|与|另外|此外|同时|(?<=[,，])\s*并(?![且不非没未无])"
    r"|[,，;；、]\s*(?=(?:二是|其二|第二(?:个|项|点)?是|二来|还有|再加上|外加))"
    r"|(?<!だ)(?<!によ)(?<!する)と(?:とも|共)に[、,]?|と同時に[、,]?"
    r"|および|及び|並びに|(?<!だ)(?<!によ)(?<!する)(?<!見る)(?<!言う)(?<![ひっ])と(?!は|して|いう|言う|比べ|幸い|の(?:こと|事|お|ご|問い合わせ|質問|依頼|要望|話|連絡))[、,]?|[、,](?=(?:また|あわせて|併せて|さらに)[、,])"
    r"|(?:(?<=多少)|(?<=几何)|(?<=什么)|(?<=哪些)|(?<=怎样)|(?<=如何)|(?<=吗)|(?<=呢))[啊呀哈吧]*"
    r"(?:[,、，]|\s+(?=[^\x00-\x7f]))"
    r"|(?:(?<=いくら)|(?<=何人)|(?<=何名)|(?<=くらい)|(?<=ぐらい))(?:です|でした)?(?:か)?で?[、,]"
    r"|(?:(?<=ですか)|(?<=でしたか)|(?<=ますか)|(?<=ましたか))[、,]"
    r"|(?<=た)(?:うえ|上)で[、,]"
)
"""Where two sub-questions may be joined; a split stands only if the two halves differ.
Japanese と joins nouns, not the と of a condition or a quotation (「計画だと」, 「によると」,
「とは」, 「として」, 「*との*ことです」, 「*との*ご質問」), nor one inside a word (「ひとつ」,
「ちょっと」).
A comma joins two only after a first question is complete: after its question word
(「…是多少，…有哪些」, 「…多少啊，…」, 「…はいくらで、…」) or its final particle (「…ですか、」);
so does 「…を確認したうえで、…」 ("having checked the one, …"): the first is asked too."""

CONNECTOR_RE = re.compile(
    r"^(?:also|and|plus|additionally|moreover|besides|by\s+the\s+way|btw)[ ,]+"
    r"|^(?:first|firstly|second|secondly|third|thirdly|lastly|finally)\s*[,:]\s*"
    r"|^(?:以及|另外|此外|同时|并且|并|还有|再加上|外加|顺便问一下|顺便|对了|[一二]是|其[一二]是?|第[一二](?:个|项|点)?是"
    r"|[一二]来)[,、]?"
    r"|^(?:また|あわせて|併せて|さらに|それから|そして|ちなみに|ところで|なお|ついでに|それと"
    r"|あと(?:は)?(?=[、,]|[^\d０-９何一二三四五六七八九十数]))[、,]?"
    r"|^(?:まず|最初に|次に|続いて|最後に|第[一二三]に|[一二三]つ目(?:は|に))[、,]"
)
"""Words that open a follow-up clause and carry no content; an ordinal set off by a comma
("*First,* the Singapore headcount. *Second,* …", 「まず、…。次に、…」) numbers the requests,
never a part of a year ("first half" has no comma)."""

JAPANESE_ONLY_RE = re.compile(
    r"[\u3040-\u30ff]|売上|従業員|純利益|純益|粗利|連結|営業"
    r"|[実従売営歳図覧経発労働拡総駅検込払済処帰単戦両気広対価関変権証険転伝]"
)
"""Kana, kanji words only Japanese writes this way, or a kanji only Japanese writes: a
simplified form of its own (実 for 实/實, 従, 営, 歳, 経, 発, 総, 済, 対, 価, 関) or one made
in Japan (働, 込): a keyword query with no kana (「香港 2023年度 実績 数字」, 「対象=ACME_HK」)
is Japanese."""

QUERY_NOISE: frozenset[str] = _words(
    """
    what which how why when where who does do did is are was were tell me please about say
    says said describe explain summarize summarise list give according acme
    什么 哪些 如何 怎么 为什 有什 多少 请问 一下 方面 提到
    どの のよ よう うな うに ます すか です いま まし して くだ ださ さい
    """
)
"""Query tokens too common to tell one passage from another."""

# -- speech ----------------------------------------------------------------------------------

FILLER_RE = re.compile(
    r"(?<![a-z])(?:u+h+|u+m+|e+r+m*|h+m+|m+h+m+|a+h+|o+h+|you\s+know|i\s+guess|basically|"
    r"honestly|to\s+be\s+honest)(?![a-z'’])(?:\s*[,.…]+)?"
    r"|(?:^|(?<=[,.…!?;:]))\s*(?:(?:ok(?:ay)?|so|well|right|like|anyway|alright|and\s+so)"
    r"(?![a-z'’-])\s*[,.…]*\s*)+"
    r"|(?:^|(?<=[，,、…。\s]))[嗯呃哦噢喔唉诶欸哎]+[，,、…。]*|[嗯呃哦噢喔唉诶欸哎]+(?=[，,、。？?！!…]|$)|来着|(?<=[^\s，,、。？?！!])[哈呀](?=[，,、。？?！!…]|$)"
    r"|(?:^|(?<=[，,、…]))\s*(?:那个|这个|就是说|话说)[，,、…]+"
    r"|(?:え(?:ー|え)?っと|ええと|えーと|えー|うーん|んー|まあ|なんか)[、,…ー]*"
    r"|(?:^|(?<=[、,…]))\s*(?:あの[ーう]?|その[ーう])[、,…]+|あのー|そのー",
    re.IGNORECASE,
)
"""Hesitations and interjections of speech ("um", "uh", "hmm", "you know", a clause-initial
"ok so" or "well"; 嗯, 呃, 哦 where they open or close a clause, 来着, a sentence-final 哈,
a clause-opening 那个; えっと, うーん, まあ, a clause-opening あの): how speech is put, never
what it asks. Words that also carry meaning ("well", "so", 那个 "that", あの "that") count
only where they open a clause; an interjection inside a phrase (「的欸收入」) is not
dropped, so it is still refused as a word written onto a name."""

SET_OFF_FILLER_RE = re.compile(
    r"(?<![a-z])(you|we|i|they|he|she)\s*,\s*(?:u+h+|u+m+|e+r+m*|h+m+)\s*,\s*",
    re.IGNORECASE,
)
"""An English hesitation set off by commas after the subject of the question ("Can
you, uh, pull up …"): the commas are the pause's, not a break between phrases, so the
subject and its verb read on as one clause ("Can you pull up …")."""

HK_PARTICLE_RE = re.compile(
    r"\s*,?\s*(?<![a-z'’-])(?:lah|leh|lor|loh|meh|hor|wor|liao|mah)(?![a-z'’-])"
    r"(?=\s*(?:[,.!?…]|$))",
    re.IGNORECASE,
)
"""Hong Kong English's sentence-final particles, borrowed from Cantonese (啦 *lah*, 咧
*leh*, 囉 *lor*, 咩 *meh*, 呵 *hor*, 喎 *wor*, 了 *liao*, 嘛 *mah*: "urgent *lah*", "so low
*meh*?"): the speaker's stance, never a word of the request; read only where one closes a
phrase."""

TAG_QUESTION_RE = re.compile(
    r"(?<![a-z'’-])(?P<before>[a-z'’]+)?(?P<tag>\s*,?\s*(?:or\s+not|right|is\s+it|isn['’]?t\s+it"
    r"|izzit|correct\s+or\s+not)|\s*,\s*(?:was|is|were|are|did|does|do|has|have|had|can|could|will"
    r"|would)(?:n['’]?t)?\s+(?:it|they|there|you|we|he|she|i))(?=\s*\?)",
    re.IGNORECASE,
)
"""A tag closing a yes-no question ("can check for me *or not*?", "in HKD *right*?", "the
FY2024 one *is it*?", "rents came down, *didn't they*?"): it asks the asker's guess be
confirmed, as the question before it does; it names nothing. After a question word or a
verb of being ("What *is it*?", "Is that *right*?") the words are the question itself, and
stay."""

TAG_HOST_WORDS: frozenset[str] = _words(
    """
    what whats what's which who how where when why is are was were be it that this
    """
)
"""Words a tag question's words never follow: they make the words the question itself."""

SUBJECTLESS_CAN_RE = re.compile(r"(?<![a-z'’-])(can|could)\s+(?=([a-z]+)(?![a-z'’-]))", re.I)
"""A request's modal with its subject "you" left unsaid, as Hong Kong English puts it
("*can check* for me?", "*Can send* me …"): read as "can you" where a verb follows."""

PAUSE_RE = re.compile(r"(?<=\S)\s*(?:\.{2,}|…+|‥+)\s*(?=\S)")
"""An ellipsis inside a sentence: a pause of speech, where one segment ends and another
begins (「2024年还是2025年来着……我记不清」)."""

ABBREVIATIONS = {
    "mgmt": "management",
    "mgmnt": "management",
    "govt": "government",
    "dept": "department",
    "depts": "departments",
    "mgr": "manager",
    "mgrs": "managers",
    "approx": "approximately",
    "mkt": "market",
    "mkts": "markets",
    "tgt": "target",
    "tgts": "targets",
    "qtr": "quarter",
    "qtrs": "quarters",
    "mth": "month",
    "mths": "months",
    "wk": "week",
    "wks": "weeks",
    "hrs": "hours",
    "dpo": "data protection officer",
    "hh": "household",
    "hhs": "households",
    "elec": "electricity",
    "avg": "average",
    "incl": "including",
    "excl": "excluding",
    "w/o": "without",
    "w/": "with",
    "b/c": "because",
    "info": "information",
    "u": "you",
    "ur": "your",
    "thru": "through",
    "gimme": "give me",
    "abt": "about",
    "ye": "year end",
    "fye": "fiscal year end",
    "yr": "year",
    "yrs": "years",
    "i.e": "that is",
    "ccy": "currency",
    "ccys": "currencies",
    "wat": "what",
    "wats": "what is",
    "hows": "how is",
    "wanna": "want to",
    "gonna": "going to",
    "lemme": "let me",
    "gotta": "have to",
}
"""Everyday English abbreviations, read as the words they stand for (``ABBREVIATION_RE``),
question words as typed in a hurry ("wat", "wats", "hows" without the apostrophe) and
verbs run together as speech says them ("wanna", "gonna"): none names a metric or a scope
of the KB, those stand in its vocabulary."""

ASKERS_WORK_RE = re.compile(
    r"(?:在(?:我的|我们的|我們的)?|(?:^|(?<=[，,。！？!?\s]))(?:我们|我們|我)的?)(?P<about>(?:入职|入職|培训|培訓|实习|實習|新人|转正|轉正|述职|述職|个人|個人"
    r"|小组|小組|课程|課程|毕业|畢業|学习|學習|的)*)"
    r"(?:报告|報告|汇报|匯報|简报|簡報|材料|资料|資料|文档|文檔|周报|週報|月报|作业|作業|笔记|筆記|演示|幻灯片|PPT|ppt|模型|底稿"
    r"|稿件|稿子|讲话稿|講話稿|发言稿|發言稿|新闻稿|新聞稿|报道|報道|文章)"
    r"(?:里面|裡面|里|裡|中|上)?(?=写|寫|介绍|介紹|放|填|列|加|讲|講|提|引用|用|采用|採用|按)"
)
"""Where the asker puts what is asked: their own work product, named as the place of
their writing or presenting (「我想*在入职报告里*写一下…」, 「*在培训材料中*介绍…」,
「*在稿件中*引用」), said of
the asker's own stage or course (入职, 培训, 实习, 小组) or of nothing: a part of the business
before it (「在门店报告里」, 「在批发报告里」) may say which part is asked, and is read. The
asker's own model or material opening their sentence of the basis they use (「*我们模型里*用
日元口径」) is the same place: the basis after it is read as said of the figure."""

PREPOSITION_PHRASE_RE = re.compile(
    r"(?<![a-z])(?:in\s+terms\s+of|with\s+(?:regard|respect)\s+to|when\s+it\s+comes\s+to)(?![a-z])",
    re.IGNORECASE,
)
"""English prepositions written in several words ("how big is Japan *in terms of* sales"):
one preposition, read as "regarding"; none names a part of what is asked."""

WHATS_IT_SAY_RE = re.compile(
    r"(?<![a-z])what['’]s(?=\s+(?:our|the|your|its|their|this|that)\s+(?:[a-z]+\s+){1,3}?say(?![a-z]))",
    re.IGNORECASE,
)
""""What's" standing for "what does" before what a document says ("What's our policy
say?"): read as written out."""

FIGURE_AND_SOURCE_RE = re.compile(
    r"(?<![a-z])(?:state|give|provide|quote|cite)\s+(?:me\s+|us\s+)?the\s+(?:figure|number|value|amount)"
    r"(?:\s*(?:,|and|with|plus|along\s+with)\s+(?:its|the|their)\s+(?:source|citation))?(?![a-z])",
    re.IGNORECASE,
)
"""Asking for the figure as a filing would quote it ("Please state the figure and its
source"): the engine gives every figure with its source, so this asks the figure only.
"the sources of revenue" (a breakdown) is never read this way: "source" must follow the
figure asked."""

ANOTHER_VERSION_RE = re.compile(
    r"(?<![a-z])(?:adjust(?:ed|ment|ments)|restat(?:ed|ement|ements)|one-?offs?|exceptionals?|"
    r"pro\s+forma|underlying|normali[sz]ed|impairments?|write-?downs?|non[-\s]?recurring|"
    r"one[-\s]?time\s+(?:items?|charges?|costs?|gains?|losses?|effects?)|"
    r"extraordinary\s+items?)(?![a-z])",
    re.IGNORECASE,
)
"""Words of another version of a figure than the one reported ("before the audit
*adjustments*", "excluding *one-offs*", "*one-time items*", "*non-recurring*",
"*restated*"): a phrase holding one narrows the figure asked, so it is never context."""

FORMAL_LEAD_RE = re.compile(
    r"(?:^|(?<=[.!?]\s))\s*(?:for\s+the\s+avoidance\s+of\s+doubt|for\s+the\s+record|for\s+clarity|"
    r"to\s+be\s+clear|subject\s+to\s+(?:final\s+)?(?:sign-?off|approval|verification|confirmation))"
    r"\s*[,:;–—-]?\s*",
    re.IGNORECASE,
)
"""A formal lead-in that says how the asking is meant, never which figure ("For the
avoidance of doubt, …", "Subject to final sign-off, …"). A caveat that may change the
figure ("subject to audit adjustments") is none of these and stays."""

REPORTING_BASIS_RE = re.compile(
    r"(?:^|(?<=[.!?,;]\s)|(?<=\s))(?:per|according\s+to|as\s+(?:reported|stated|disclosed|published)\s+in)"
    r"\s+the\s+(?:(?:audited|published|reported|official|statutory)\s+)?"
    r"(?:accounts|financial\s+statements|books)\s*,?\s*",
    re.IGNORECASE,
)
"""The reporting basis the KB's own figures are on ("Per the audited accounts, …", "as
stated in the financial statements"): it points at the figures as reported, never at
another version of them ("adjusted", "restated", "pro forma" stay in the request)."""

WHAT_TO_ENTER_RE = re.compile(
    r"(?<![a-z])(?:what|which\s+(?:number|figure|one))\s+(?:should|do|shall|can)\s+(?:i|we)\s+"
    r"(?:put|enter|write|fill\s+in|send|quote|give|report|reply|answer|tell|say)"
    r"(?:\s+(?:him|her|them|back))?"
    r"(?:\s+(?:in|into|there|here))?(?:\s+(?:it|there|that|this|the\s+box))?(?![a-z])"
    r"|(?<![a-z])(?:what|which)\s+(?:(?:single|one)\s+)?(?:(?:number|figure|value|one)\s+)?"
    r"goes\s+(?:(?:in|into)\s+(?:it|there|here|(?:the|that|this)\s+(?:cell|box|field|slot|blank))"
    r"|there|here|in(?=\s*(?:[?.!]|$)))(?![a-z])",
    re.IGNORECASE,
)
"""Asking what figure goes into a form or a reply ("What should I put in it?", "What
should I send?", "what should I tell him?", "What do I say?", "Which number do I give?",
"what goes in the cell?", "what single number goes in it?", "which number goes in?"):
a request for the figure, never advice."""

ABBREVIATION_RE = re.compile(
    r"(?<![a-z0-9/])(?:"
    + "|".join(re.escape(a) for a in sorted(ABBREVIATIONS, key=len, reverse=True))
    + r")(?:\.(?=\s|$)|(?![a-z0-9/.'’])|(?=['’]s(?![a-z])))"
    r"|(?<![a-z])no\.(?=\s*of\s)",
    re.IGNORECASE,
)
"""An abbreviation written as a word of its own, with or without its full stop or a
possessive ("women in mgmt", "excl. Japan", "no. of staff", "mgmt's focus")."""

YEAR_SHORTHAND = {"TY": "this year", "LY": "last year", "PY": "prior year"}
"""A finance team's years in capitals after the figure ("SG rev TY", "JP HC vs PY"):
this year, last year, the prior year. Lower case "ty" is a thank-you, and a capital one
opening or closing a message on its own ("TY!") is too."""

YEAR_SHORTHAND_RE = re.compile(r"(?<=[\w)%]\s)(?:TY|LY|PY)(?![\w!'’-])(?!\s*,)")
"""A year in capitals written after a word of the request (``YEAR_SHORTHAND``)."""

MANAGEMENT_VOICE_RE = re.compile(
    r"(?<![a-z])(?:the\s+|its\s+|our\s+)?(?:senior\s+)?management['’]s"
    r"(?=\s+(?:(?:fy\s*['’]?\d{2,4}|\d{4})\s+)?(?:(?:main|key|top|stated|current|own)\s+)?(?:focus|focuses|priority|priorities|plan|plans"
    r"|strategy|strategies|view|views|take|commentary|comments|message|stance|aim|aims|agenda)"
    r"(?![a-z]))",
    re.IGNORECASE,
)
"""The management owning what the company says or means to do ("management's FY26
focus", "mgmt's priorities"): the company speaking, read as "the company's". Anything
else of the management ("management's pay", "management positions") keeps its word."""

CURRENCY_SIGNS = {"hk$": "HKD", "us$": "USD", "s$": "SGD", "a$": "AUD", "c$": "CAD", "nt$": "TWD"}
"""Dollar signs with their country, read as the currency's code: "HK$" is a currency,
never the Hong Kong market."""

CURRENCY_SIGN_RE = re.compile(
    r"(?<![a-z])(?:" + "|".join(re.escape(k) for k in CURRENCY_SIGNS) + r")|[¥￥]",
    re.IGNORECASE,
)
"""A currency sign; the yen sign is the yuan in Chinese writing (``YEN_SIGN``)."""

YEN_SIGN = {"en": "JPY", "ja": "JPY", "zh": "CNY"}
"""What the ¥ sign stands for in each language's writing."""

FORWARDED_RE = re.compile(
    r"^\s*(?:(?:fwd?|fw|forwarded)(?:\s+from\s+[^:：\n]{1,40})?|转发|轉發|転送)\s*[:：]\s*"
    r"|^\s*re\s*[:：]\s*",
    re.IGNORECASE,
)
"""The heading of a forwarded request or of a reply ("Fwd from Linda:", "FW:", "Re:",
「转发：」, 「転送：」):
who passed the request on, never what it asks."""

QUOTED_RE = re.compile(r'"(?P<a>[^"]+)"|“(?P<b>[^”]+)”|「(?P<c>[^」]+)」|『(?P<d>[^』]+)』')
"""A request quoted inside a note: what it quotes is the question."""

_SENDER = r"[a-z][a-z.'’-]*(?:\s+[a-z][a-z.'’-]*){0,2}"
QUOTE_LEAD_RE = re.compile(
    r"^\s*(?:(?:fwd?|fw|fyi|forwarded|note|msg|message|email|e-mail|request|question|q)"
    r"(?:\s+from\s+"
    + _SENDER
    + r")?|from\s+"
    + _SENDER
    + r"|"
    + _SENDER
    + r"\s+(?:asked|asks|says|said|wrote|writes|wants\s+to\s+know|wanted\s+to\s+know))"
    r"\s*[-:,–—]?\s*$"
    r"|^\s*(?:来自)?[^，,。？?\s]{1,12}?(?:问|问道|問|問道|说|說|写道|寫道|发来|發來)(?:的)?\s*[:：,，]?\s*$"
    r"|^\s*[^、,。？?\s]{1,12}?(?:より|から)(?:の(?:依頼|質問|メール|連絡))?\s*[:：、,]?\s*$",
    re.IGNORECASE,
)
"""What may stand before a quoted request in a note: who sent or asked it ("Note from
Linda -", "Linda asked:", 「Linda问：」, 「田中さんより」), never a word about the figure."""

QUOTE_TAIL_RE = re.compile(
    r"^\s*[-,.!–—]*\s*(?:(?:thanks|thank\s+you|thx|ty|cheers|pls|please|asap)[\s,.!]*)*$"
    r"|^\s*[，,。！!]*\s*(?:谢谢|多谢|感谢)?[。！!]*\s*$"
    r"|^\s*[、,。！!]*\s*(?:とのこと(?:です)?|だそうです|とのことです|よろしく(?:お願いします)?)?[。！!]*\s*$",
    re.IGNORECASE,
)
"""What may follow a quoted request in a note: thanks, or a word of urgency."""

JA_TOPIC_RE = re.compile(r"(?<=[^\s、,])な?ん(?:だ|です)けど(?=[、,])")
"""「XなんだけどY」: the speaker presents the topic X, then asks Y of it."""

CORRECTION_RE = re.compile(
    r"[,，、….\s]*(?:(?<![a-z])(?:actually\s*,?\s*(?=scratch|no\b|sorry|i\s+mean))?"
    r"(?:no\s*,?\s*(?:sorry|wait)|(?:oh|oops)\s*,?\s*wait|"
    r"(?:sorry|oops)\s*,?\s*i\s+mean[t]?|i\s+mean[t]?|or\s+rather|scratch\s+that|"
    r"(?<=[,\s])(?:no|sorry|wait|oops)(?=\s*(?:,|[—–]|-\s))|(?:no\s+)?actually\s*,?\s*(?:no|make\s+(?:it|that))|"
    r"(?<=[,.\s])make\s+that|wrong\s+(?:market|country|year|metric|figure|number|one)|"
    r"not\s+(?:that|this)(?:\s+one)?(?=\s*[,.;—–]|\s-\s)|"
    r"(?:actually\s*,?\s*)?what\s+i\s+(?:really\s+|actually\s+)?(?:need|want|meant|mean)\s+is)"
    r"(?![a-z])|(?:(?<![对對])不[对對](?![劲勁])|說錯了|说错了|搞错了|搞錯了|(?<=[，,…\s])算了)+"
    r"|(?<=[，,…\s])[哦噢喔啊呃]?不(?=[，,])|(?<=[，,])不是(?=[，,])"
    r"|(?<=[，,…\s])(?:其实|其實)?我?(?:(?:想|要)(?:问|問|看|查)|要)的(?:其实|其實)?是"
    r"|(?<=[，,…\s])(?:其实|其實)我?(?:想|要)(?:问|問|看|查)(?![一下看])"
    r"|(?<=[、,])(?:違う|ちがう|違った)(?=[、,])|(?:じゃ|では)なく(?:て)?"
    r"|(?:(?<=^)|(?<=[、，,…\s]))いや(?:違う|ちがう)?(?=[、，,])|間違えた"
    r"|(?<=[、，,…\s])(?:やっぱり|やっぱ|やはり)(?![\u3040-\u309f])"
    r"|(?<=[、，,…\s])(?:すみません|すいません|失礼しました|ごめんなさい|ごめん)(?=[、，,]))"
    r"[,，、…\s]*(?:是|改成|应该问的?是?|應該問的?是?|我?(?:想|要)?(?:问|問|看|要|查)的是)?",
    re.IGNORECASE,
)
"""Where a speaker takes back what they just said ("revenue, no sorry, net profit", "I mean
the sales number", "actually make that FY2023", 「23年的，哦不对不对，是24年的」, 「算了，改成
澳门的」, 「其实我想问的是…」, 「売上…じゃなくて純利益」, 「あ、やっぱり…」, 「すみません、2023年
度でした」): what it names replaces what the request named of the same kind
(``_corrections``). "actually" alone corrects nothing ("how much did Japan actually
earn")."""

SAME_AS_BEFORE_RE = re.compile(
    r"(?<![a-z])(?:the\s+)?same\s+(?:year|market|period|one)(?![a-z])"
    r"|(?:还是|還是|也是)?同一(?:个|個)?(?:年|财年|財年|年度|市场|市場)"
    r"|(?:年度|年|市場)は同じ(?:で|です)?|同じ(?:年度|年|市場)(?:で|の)?",
    re.IGNORECASE,
)
"""A correction saying what it leaves as it was ("same year", 「同一年」, 「年度は同じで」):
the earlier value stands, so the words ask nothing more."""

YEAR_DROPPED_RE = re.compile(
    r"(?<![a-z])(?:forget|never\s*mind|ignore|drop|skip)\s+(?:about\s+)?the\s+year(?![a-z])"
    r"|(?:年份|年度)(?:先|就)?(?:不管|不限|无所谓|無所謂|随便|隨便)|不(?:用|要)?管(?:哪一?年|年份)"
    r"|不(?:指定|限)年份"
    r"|年度(?:は|も)?(?:指定し(?:ない|ません)|問わ(?:ない|ず|ないので)|どれでも(?:いい|良い)?)"
    r"|年度指定(?:なし|無し)",
    re.IGNORECASE,
)
"""The asker drops the year they named ("Forget the year then", 「年份先不管」, 「年度は指定しない
ので」): the latest closed year is assumed and said, as for a request naming none."""

UNSURE_RE = re.compile(
    r"(?<![a-z])(?:not\s+sure|unsure|(?:don['’]?t|do\s+not|can['’]?t|cannot)\s+(?:remember|recall)|"
    r"forg[eo]t\w*|(?:didn['’]?t|did\s+not|couldn['’]?t|could\s+not|can['’]?t|cannot|never)\s+"
    r"(?:quite\s+|really\s+)?(?:catch|hear|make\s+out|note\s+down|write\s+down)|missed"
    r"|(?:don['’]?t|do\s+not)\s+(?:really\s+)?know)(?![a-z])"
    r"|记不清|不记得|忘了|不确定|拿不准|搞不清|没听清|沒聽清|没听到|沒聽到|没记住|沒記住|没记下|"
    r"漏听|漏聽|忘れ|覚えて(?:い)?ない|分から(?:ない|なく)|わから(?:ない|なく)|(?<!お)知ら(?:ない|なく)"
    r"|詳しく(?:ない|なく)|聞き取れ|聞き逃|聞き漏ら|聞きそびれ"
)
"""The asker is unsure which of two they mean, or did not hear or note it ("I didn't
catch which year", 「没听清是哪一年」, 「どちらの年か聞き逃しました」): an alternative,
never a correction; said alone (「着任前なのでよく知らなくて」), the asker's own state."""


REMARK_RE = re.compile(
    r"^\s*(?:(?:got\s+it|great|perfect|ok(?:ay)?|brilliant|lovely)[\s,!.]+)?"
    r"(?:thanks|thank\s+you|thx|cheers|ta)(?:\s+(?:so\s+much|a\s+lot|again))?\s+for\s+"
    r"(?:the|that|this|those|these|your)\s"
    r"|(?<![a-z])you\s+(?:just\s+|already\s+|earlier\s+)?(?:gave|sent|shared|told|showed|quoted|"
    r"provided|pulled)(?![a-z])"
    r"|(?:刚才|刚刚|方才|之前|上次|前面|先前|剛才|剛剛)(?:你|您)(?:已经|已經)?(?:给|給|发|發|说|說|告诉|告訴|"
    r"提供|报|報|查)"
    r"|^\s*(?:谢谢|謝謝|多谢|感谢)(?:你|您)?(?:刚才|刚刚|之前)?(?:给|給|发|發|提供|查)"
    r"|^\s*(?:先ほど|先程|さっき|前回|この前)(?:は|の)?.*(?:ありがとう|助かりました|"
    r"(?:いただ|頂|もら)(?:き|い)ました)"
)
"""A remark on an answer given earlier in the conversation ("Thanks for the Hong Kong
figure", "the number you gave me", 「刚才你给了我日本的利润」, 「先ほどは日本の数字を
ありがとうございました」): what it names is what was answered before, not what is asked now."""

SAME_FOR_RE = re.compile(
    r"^\s*(?:(?:now|then|next|ok(?:ay)?|and|so)[ ,]+)*(?:(?:do|give\s+me|can\s+i\s+(?:get|have)|"
    r"what\s+about)\s+)?the\s+same(?:\s+(?:thing|one|question|figure|number|again))?\s+(?=for\s)",
    re.IGNORECASE,
)
"""A follow-up that asks what it asked before of another market ("Now the same thing for
Macau: …"): when the sentence names its own measure, "the same" adds nothing to it."""

ASKING_ITSELF_RE = re.compile(
    r"^(?:(?:a|an|just\s+a|one\s+more|another|my)\s+)?(?:(?:quick|short|small|little|easy|simple|"
    r"silly|dumb|random|last|final|tiny|brief|follow-?up)\s+)*(?:one|question|q|thing|ask|request|"
    r"favou?r)$"
    r"|^(?:再|还有|還有|还|還)?(?:一个|一個|个|個)?(?:小|简单的?|簡單的?|最后一个|最後一個)问题$"
    r"|^(?:もう一つ|もうひとつ|最後に|ちょっとした|簡単な|小さな)(?:質問|お尋ね|ご質問)(?:です|があります)?$"
)
"""A word on the asking itself, with only its size or its place in the conversation
("Quick one", "One more thing", 「一个小问题」, 「もう一つ質問です」): it names nothing
that could be the measure."""


HANDLE_IT_RE = re.compile(
    r"^(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+|pls\s+|kindly\s+)?"
    r"(?:check|confirm|verify|look\s+into|look\s+at|take\s+a\s+look(?:\s+at)?|handle|"
    r"help(?:\s+(?:me|us))?(?:\s+(?:answer|reply\s+to|respond\s+to|with))?)"
    r"(?:\s+(?:it|this|that|them|both|for\s+me|for\s+us|please|thanks|into\s+it|on\s+it))*$"
    r"|^(?:麻烦|麻煩|请|請|能|可以|能不能|可不可以|帮我|幫我|帮忙|幫忙|你|您)*"
    r"(?:看|查|确认|確認|核对|核對|处理|處理)(?:一下|下)?(?:吗|嗎|吧|呢)?$"
    r"|^(?:ご|お)?(?:確認|対応|調査|調べ|チェック)(?:の(?:ほど)?|を|して|し)?[\u3040-\u309f願頂下可能]*$",
    re.IGNORECASE,
)
"""A sentence that only asks for the request beside it to be handled ("Can you check?",
「麻烦看一下」, 「ご確認をお願いできますか」): no question of its own, so it pulls in no
passage."""


CITES_RE = re.compile(
    r"(?<![a-z])(?:according|say|says|said|state|states|stated|mention|mentions|mentioned|"
    r"write|writes|wrote|written|describe|describes|described|outline|outlines|outlined|"
    r"per|cite|cites|show|shows|set\s+out|sets\s+out)(?![a-z])"
    r"|根据|根據|按照|依照|依据|依據|据|據|说|說|提到|写|寫|显示|顯示|指出|表示|里|裡|中提"
    r"|によると|によれば|では|には|に書|で書|書か|書い|記載|とあ|述べ|いわく|曰く"
)
"""How a sentence cites a document ("according to its strategy paper", "what does the
market update say", 「根据…经营战略」, 「市場レポートでは…と書かれて」): a document's kind
("strategy", 「戦略」) names the document only in a sentence that cites one, never in one
that uses the word for something else (「ライバルはどんな戦略で攻めてきた」)."""

EARNS_RE = re.compile(
    r"(?<![a-z])(?:earn|earns|earned|earning|earnings)(?![a-z])"
    r"|赚|賺|挣|掙|盈利|儲け|儲か|儲かっ|もうけ|もうか|稼"
)
"""Words by which a number asked is an amount earned ("how much did the group earn",
「赚了多少」, 「いくら稼いだ」): a passage answers it only where a sentence states an earned
figure (a KB metric) beside a number, never an interest cost or a budget."""


# -- a measure described by its definition; "now" for the figure as it stands ------------

_EN = r"(?<![a-z])(?:{})(?![a-z])"

_COST_ZH = r"(?:成本|费用|开支|开销|支出|税费|税项|税金|税|利息)"
_ALL_COSTS_ZH = rf"{_COST_ZH}(?:(?:、|,|，|和|及|与|以及|跟){_COST_ZH})*(?:等|之类的?)?"
_TAKEN_OFF_ZH = r"(?:扣掉|扣除|扣完|减掉|减去|去掉|刨去|除去|付完|交完|支付完)"
_COST_JA = r"(?:費用|経費|諸経費|コスト|税金|税|利息|金利)"
_ALL_COSTS_JA = rf"{_COST_JA}(?:(?:や|と|、|,){_COST_JA})*"
"""Costs and taxes listed as what is taken off before the bottom line (Chinese, Japanese)."""

DEFINITION_PARTS: dict[str, re.Pattern[str]] = {
    name: re.compile(pattern, re.IGNORECASE)
    for name, pattern in {
        # A share, a percentage: what a ratio is said with.
        "share": _EN.format(
            r"percentage|percent|per\s*cent|proportion|share|fraction|portion|ratio"
            r"|how\s+many\s+cents|how\s+much\s+of|divided\s+by"
        )
        + r"|÷|百分之几|百分之多少|百分比|几成|比例|比率|占比|几个点|多少个点|除以"
        + r"|何パーセント|何\s*[%％]|割合|比率|パーセンテージ|で割った|で割る|で割って",
        # Of sales: what the share is taken of.
        "sales": _EN.format(r"sales|sale|revenues?|turnover|takings")
        + r"|销售额|销售收入|营业额|营收|收入|销售|卖东西|卖货|卖的东西|卖出的东西"
        + r"|売上高|売上げ|売り上げ|売上|販売額",
        # Left, kept: what remains of it.
        "left": _EN.format(
            r"left|kept|keeps?|keeping|remains?|remained|remaining|stay(?:s|ed)?|retain(?:s|ed)?"
        )
        + r"|(?:剩下|剩余|留下)(?:的)?(?:那|这)?部分|剩下|剩余|剩了|剩|留下|留住|留了|落袋|落到手里"
        + r"|落到手上|落进口袋|到手"
        + r"|残っ|残り|残る|残し|残せ|手元に",
        # After the cost of the goods sold.
        "goods_cost": r"(?<![a-z])(?:after|once|net\s+of|minus|less)\s+"
        r"(?:(?:paying|pay|paid|covering|cover|buying|the|for|what|its|their|of|costs?|to|had|has|have|it|they)\s+){0,5}"
        r"(?:goods|merchandise|products|stock|cogs|cost\s+of\s+sales)"
        r"(?:\s+(?:(?:it|they|that|which)\s+)?(?:(?:were|was|are|is|had\s+been|have\s+been|been)\s+)?"
        r"(?:sold|sells?|bought|buys?|purchased|paid\s+for|covered)|\s+costs?)?(?![a-z])"
        r"|(?:扣除|扣掉|去掉|减去|减掉|付完)?(?:商品|货品)?(?:的)?"
        r"(?:进货成本|商品成本|货品成本|货物成本|销售成本|进价|进货的?钱|进货)(?:之后|以后|后)?"
        r"|(?:商品の|商品)?(?:売上原価|仕入原価|仕入れ原価|原価|仕入れ値|仕入値|仕入れ代|仕入代|仕入れ|仕入)"
        r"(?:分)?(?:を)?(?:差し引いた|差し引いて|差し引く|引いた|引いて|引く|払った|払って|支払った|支払って"
        r"|除いた|除いて|除く)?(?:後|あと|と)?",
        # Gross profit: what the sales leave after the cost of goods, as an amount.
        "gross_profit": _EN.format(r"gross\s+profits?")
        + r"|毛利润|毛利(?!率)|粗利益|粗利(?!率)|売上総利益",
        # What was earned, made, the profit.
        "earned": _EN.format(
            r"profits?|earnings|earned|earns?|earning|made|make|makes|income|money"
        )
        + r"|利润|盈利|赚了|赚的钱|赚|挣了|挣|賺"
        + r"|利益|儲け|もうけ|儲かり|儲かっ|もうかり|もうかっ|稼いだ|稼いで|稼ぎ",
        # Before: what has not yet been taken off.
        "before": _EN.format(r"before|prior\s+to")
        + r"|之前|以前|未计|(?<![名午目手事生直寸空建駅門腕前])前(?:の|に)?",
        "interest": _EN.format(r"interest") + r"|利息|利払い|金利|息(?=税)|(?<=税)息",
        "tax": _EN.format(r"tax|taxes|taxation") + r"|税项|税金|所得税|税",
        "depreciation": _EN.format(r"depreciation|write-?downs?") + r"|折旧|減価償却|償却",
        "amortisation": _EN.format(r"amorti[sz]ation") + r"|摊销|(?<!減価)償却",
        # In the end: after everything, the bottom line.
        "in_the_end": _EN.format(
            r"in\s+the\s+end|at\s+the\s+end\s+of\s+the\s+day|after\s+everything"
            r"|when\s+all\s+is\s+said\s+and\s+done|all\s+told|bottom[\s-]+line"
            r"|end(?:s|ed)?\s+up|(?:very\s+)?final(?=\s+bottom)"
        )
        + r"|到头来|到頭來|归根结底|最后|最终"
        + r"|最終的に|最終的な|最終的|最終|最後に|最後は|結局",
        # After every cost and tax: what is left once everything is taken off.
        "all_off": r"(?<![a-z])(?:after|once|net\s+of)\s+"
        r"(?:(?:paying|deducting|taking\s+off|for)\s+)?"
        r"(?:(?:all|every|each)\s+(?:of\s+)?(?:the\s+|its\s+|their\s+)?"
        r"(?:costs?|expenses?|taxes|tax|bills?)|(?:the\s+|its\s+|their\s+)?(?:costs?|expenses?)"
        r"(?=\s*(?:,|and|&)))(?:\s*(?:,|and|&)\s*(?:(?:the|other|all)\s+)?"
        r"(?:costs?|expenses?|taxes|tax|interest|bills?))*(?![a-z])"
        r"|(?<![a-z])(?:once|after)\s+everything\s+(?:has\s+been|is|was|had\s+been)\s+(?:paid|taken\s+off"
        r"|deducted)(?:\s+for)?(?:\s*,?\s*(?:(?:the\s+)?tax(?:es)?(?:\s+and\s+interest)?\s+included"
        r"|including\s+(?:the\s+)?tax(?:es)?|taxes\s+and\s+all))?(?![a-z])"
        r"|(?:把)?(?:所有|全部|一切|各种|各项)(?:的)?"
        + _ALL_COSTS_ZH
        + r"(?:都|全都|全部)?"
        + _TAKEN_OFF_ZH
        + r"(?:了)?(?:之后|以后|后)?"
        r"|(?:把)?"
        + _ALL_COSTS_ZH
        + r"(?:都|全都|全部)"
        + _TAKEN_OFF_ZH
        + r"(?:了)?(?:之后|以后|后)?"
        r"|"
        + _TAKEN_OFF_ZH
        + r"(?:了)?(?:所有|全部|一切|各种|各项)(?:的)?"
        + _ALL_COSTS_ZH
        + r"(?:之后|以后|后)"
        r"|" + _ALL_COSTS_JA + r"(?:など|なども|も)?(?:を)?(?:全部|すべて|全て|全額|みんな)(?:を)?"
        r"(?:差し引いた|差し引いて|引いた|引いて|払った|払って|支払った|支払って|除いた|除いて)"
        r"(?:後|あと)?",
        # Before the running costs: what gross margin has not yet taken off.
        "before_opex": r"(?<![a-z])(?:before|not\s+counting|ignoring)\s+(?:(?:paying|the|any)\s+)?"
        r"(?:(?:rent|rents|salaries|wages|staff\s+costs?|overheads?|operating\s+(?:costs?|expenses)"
        r"|running\s+costs?|other\s+(?:costs?|expenses))(?:\s*(?:,|and|&|or)\s*)?)+"
        r"(?:\s*(?:and\s+so\s+on|and\s+the\s+like|etc\.?|and\s+such))?(?![a-z])"
        r"|(?:(?:房租|租金|工资|薪水|人工|人力成本|运营费用|经营费用|其他费用)(?:、|,|，|和|及|与)?)+"
        r"(?:等|这些|之类的?)?(?:都)?(?:还)?(?:没)?(?:扣|算)?(?:之前|以前)"
        r"|(?:(?:家賃|賃料|人件費|給料|給与|販管費|経費|その他の費用)(?:や|と|、|,)?)+(?:など)?(?:を)?"
        r"(?:引く|差し引く|払う|支払う)?(?:前)",
        # Taken off: the verb that closes a "before ..." or "after ..." list.
        "taken_off": r"(?<![a-z])"
        r"(?:(?:are|is|were|was|have\s+been|has\s+been|get|gets|got|being)\s+)?"
        r"(?:taken\s+off|taken\s+out|deducted|subtracted|removed|paid)(?![a-z])",
        # Sold: money taken from selling.
        "sold": _EN.format(r"sell|sells|selling|sold")
        + r"|卖了|卖|賣"
        + r"|売った|売って|売れた|売れて|売り",
        "money": _EN.format(r"money|dollars?") + r"|钱|錢|金额|お金|金額",
        # People employed, working there.
        "people": _EN.format(r"people|persons|heads|bodies") + r"|多少人|几个人|多少名|何人|何名",
        "employed": _EN.format(r"employ(?:s|ed|ing)?|work(?:s|ed|ing)?|on\s+(?:the\s+)?payroll")
        + r"|上班|工作|在职|干活"
        + r"|働いて|働いた|働く|勤めて|勤務して|在籍して|在籍|い(?:る|ます|ました|た)(?![だ])",
    }.items()
}
"""The parts a KB metric's definition is said with, in three languages: a description's
parts may stand in any order, with grammar and names between them."""

DEFINITION_LINKS: frozenset[str] = _words(
    """
    each every dollar dollars cent cents it they its their them one ones up with end ended
    take took taken takes taking pay paying paid off over themselves itself actually really
    figure figures number numbers amount amounts counted calculated computed measured
    扣掉 扣除 去掉 减去 付 交 支付 在 把 东西 了 くらい ぐらい ほど いくら 多少 の うち
    so ie namely 占 真正 实际 部分 那部分 这部分 就是 也就是
    として が は を に で 全部 分 占める 占め 対する 対して から 差し引く 差し引いた 引く 引いた
    つまり 実際 本当
    """
)
"""Words that may stand between a definition's parts: a determiner of the sales ("each
sales dollar"), a verb of taking off (扣掉), an amount's question word."""

GLOSS_FRAME_RE = re.compile(
    r"(?:(?:i\.?e\.?|that\s+is|meaning|namely|which\s+is|i\s+think|i\s+believe)\s*,?\s*)?"
    r"(?:(?:what|whatever)\s+(?:is|was|gets|got|they|it)\s*|the\s*)?"
    r"(?:,?\s*(?:i\s+think|i\s+believe|if\s+i\s+understand\s+(?:it\s+)?(?:right|correctly)))?"
    r"|(?:我)?(?:理解|以为|认为|猜)?(?:的)?(?:也就是|就是|是|即|指)?(?:的)?(?:那个|这个)?"
    r"|(?:つまり|すなわち)?\s*(?:の)?(?:こと)?(?:だ|です)?(?:と|って)?"
    r"(?:(?:理解|認識|思|聞|習|考)[\u3040-\u309f]*)?",
    re.IGNORECASE,
)
"""What may stand in brackets beside a description that glosses the metric named before
them: a word of "that is", the asker's "I understand it as" (「…のことだと理解しています」,
「我理解是…」)."""

HEDGE_BEFORE_RE = re.compile(r"(?<![a-z])(?:actually|really|truly|in\s+fact)\s+$", re.IGNORECASE)
"""A hedging adverb written straight before a description's verb ("what Macau *actually*
ended up keeping"): part of the description, no word of its own."""

AMOUNT_KEPT_RE = re.compile(r"(?<![a-z])how\s+much(?![a-z])|多少|いくら", re.IGNORECASE)
"""An amount's question word inside a description, kept beside the metric's code."""

OWN_PARTS_BEFORE: dict[str, re.Pattern[str]] = {
    "GROSS_MARGIN": re.compile(
        r"(?:卖东西|卖货|卖的东西|卖出的东西|销售额|销售|売上高|売上|売り上げ)(?:的|の)?\s*$"
    ),
}
"""A part of a metric's own definition written onto its name (「卖东西的毛利率」: the gross
margin of selling things, which every gross margin is), dropped."""

OWN_PART_CUE_RE = re.compile(r"卖东西|卖货|卖的东西|卖出的东西|销售|売上|売り上げ")
"""Whether a text may hold such a part at all (a cheap test before the names are found)."""


FAMILY_WORD_RE = re.compile(r"(?<![a-z-])earnings(?![a-z-])|稼ぎ(?=[はがをのもっ]|[?？。、,]|$)")
"""Nouns for what a business earned, no metric's alone: net profit, EBITDA."""

FIGURE_ASKED_RE = re.compile(
    r"(?<![a-z])(?:how\s+much|how\s+many|what\s+(?:is|was|were|are)|what['’]s|how\s+(?:were|was|are|is)"
    r"\s+\S+\s+earnings)(?![a-z])|多少|几何|いくら|どのくらい|どれくらい|[はって][?？]|は(?:何|なに)"
)
"""A sentence that asks a figure: an amount, what a thing was."""

FAMILY_WORD: dict[str, str] = {"en": "profit", "zh": "利润", "ja": "利益"}
"""The word the vocabulary lists under every metric a family noun may mean."""

NOW_RE = re.compile(
    r"(?<![a-z])(?:these\s+days|nowadays|right\s+now|at\s+the\s+moment|at\s+present|presently"
    r"|currently|as\s+of\s+now|as\s+things\s+stand|as\s+it\s+stands)(?![a-z])"
    r"|(?<=[a-z0-9’'] )(?:now|today)(?=\s*[?.!,]|$)"
    r"|(?:如今|最近|眼下|当下|當下|现阶段|現階段|近来|近來|时下|時下|当今|當今|現時点|今時点|昨今)"
    r"(?![一二两三四五六七八九十几数0-9个年])"
    r"|(?<![\u4e00-\u9fff])今(?![期年月日週周天回後后度朝夜晩晚季頃更春夏秋冬時时般半宵]|から|まで|すぐ|しがた)"
)
"""Words that ask for a figure as it stands now ("these days", "right now", a closing
"now" or "today", 如今, 最近, a 今 that opens no word of its own): no year stated, so the latest
closed year, said as an assumption. "As of today", and "today" closing a question of the
figure (``TODAY_ASKED_RE``), date it in the open year (``_periods._TODAY``). A "now"
opening a clause ("Now the same for Macau") is the discourse's, 最近三年 a range, 今期, 今年
and "this year" the open year (periods of their own)."""

TODAY_ASKED_RE = re.compile(
    r"(?<![a-z])(?:what['’]s|what\s+(?:is|are|was|were)|how\s+(?:many|much))(?![a-z])"
    r"(?:(?!send|give|e-?mail|share|need|get\s+me|pull|forward|provide|tell|by\s)[^?.!;])*?"
    r"\s(?P<today>today)(?=\s*\?)",
    re.IGNORECASE,
)
"""A figure asked as it stands today ("What's the headcount in Japan *today*?", "How many
people work there today?"): the figure of the open year, never a deadline ("Can you send
me … today?", "… need it by today?")."""

NOW_KEPT_RE = re.compile(
    r"(?<![a-z])(?:from|until|till|since|by|than|vs\.?|versus|compared|forecast\w*|expect\w*"
    r"|will|going\s+to|a\s+year)\s+(?:\w+\s+)?(?:now|today)|as\s+(?:of|at)\s+today|up\s+to\s+today"
    r"|相比|比起|预计|预测|見込み|予想"
)
"""Where "now" is no date of a reported figure: a span ("from now"), a comparison, a
forecast; "as of today" dates one in the open year."""


TOTAL_ROW_RE = re.compile(
    r"(?<![a-z])(?:grand\s+)?totals?\s+(?:row|line|column)s?(?![a-z])"
    r"|(?:合计|合計|总计|總計|小计|小計)(?:の|的)?(?:那|这|這)?一?(?:行|栏|列|欄)"
)
"""A table's total row ("the total row", 「合计行」, 「合計行」): the whole of the table,
which is no one market's row."""

ALL_MARKETS_RE = re.compile(
    r"(?<![a-z])(?:(?:all|every|each)\s+(?:of\s+)?(?:the\s+|our\s+|its\s+)?"
    r"(?:markets?|countries|regions?|businesses)\s+(?:combined|together|added\s+up|in\s+total)"
    r"|across\s+(?:all\s+)?(?:the\s+|our\s+|its\s+)?(?:markets|countries|regions))(?![a-z])"
    r"|(?:所有|全部|各个?|全)(?:市场|市場|地区|地區)(?:的)?(?:合计|合計|加总|加總|加起来|加起來|汇总|匯總|"
    r"一起|总计|總計|总和|總和)"
    r"|(?:全|すべての|全ての|各)(?:市場|地域|国)(?:の)?(?:合計|合算|計|トータル)"
)
"""All the markets counted together ("all markets combined", 「所有市场合计」,
「全市場合計」): the whole group, whichever market is named beside it."""

EVERY_MARKET_RE = re.compile(
    r"(?<![a-z])(?:(?:all|every)\s+(?:of\s+)?(?:the\s+|our\s+|its\s+)?"
    r"(?:markets?|countries|regions?|segments?|businesses)|across\s+(?:all\s+)?(?:the\s+|our\s+)?"
    r"(?:markets|countries|regions|segments))(?![a-z])"
    r"|(?:所有|全部|全)(?:市场|市場|地区|地區|分部)(?:的)?(?:合计|合計|汇总|匯總|总计|總計)?"
    r"|(?:全|すべての|全ての)(?:市場|地域|国|セグメント)(?:の)?(?:合計|合算|計|トータル)?"
)
"""Every market at once ("all markets", 「全部市场」, 「全市場」): said beside the group's
name, it restates the group ("group headcount (all markets)"); beside no name it says no
scope, and stays unexplained."""

PLACE_LABEL_RE = re.compile(
    r"(?<![a-z])(rows?|cols?|columns?|cells?|lines?|tabs?|sheets?|pages?|slides?|boxe?s?|fields?)"
    r"\s+(?:[a-z]{1,2}\d{1,4}|\d{1,4})(?![\w.,%])"
    r"|(第?(?:[0-9]{1,3})(?:行|列|栏|欄|页|頁|ページ))"
)
"""A place in the asker's sheet labelled by its number ("row *12*", "cell *B6*", 「第12行」):
the label numbers a place, never a figure."""

LOCATION_NOUNS = frozenset(
    ["tab", "sheet", "table", "line", "row", "column", "schedule", "表", "行", "栏", "シート", "欄"]
)
"""Nouns naming where a figure is laid out ("the Headcount *tab*", 「人員数*シート*」,
"the earnings *line*"): written after a metric's name, they name the place of the figure
itself, never another measure."""

PART_OF_BUSINESS_RE = re.compile(
    r"(?i:\b(?:online|offline|e-?commerce|digital|franchis\w*|stores?|outlets?|shops?|channels?"
    r"|segments?|subsidiar(?:y|ies)|branch(?:es)?|only|excluding)\b)"
    r"|线上|線上|网上|網上|线下|線下|门店|門店|加盟|电商|電商|只|仅|僅|不含|以外"
    r"|オンライン|店舗|フランチャイズ|だけ|のみ|除く|(?<![A-Za-z])EC(?![A-Za-z])"
)
"""A word of a part of the business or of narrowing: a line or a tag holding one may say
which part of the figure is asked, so it stays."""
