"""Where the figure goes in what the asker builds: a dashboard tile, a widget, a KPI card.

"For the HK tile on the dashboard I need FY2024 revenue", "populate headcount widget: JP,
FY2023", "What should the HK revenue widget show for FY2024?", "I need to hard-code
group revenue for FY2025 as a fallback", 「看板上新加坡的卡片要显示2025财年EBITDA」,
「香港那一栏要填2024财年的收入」, 「ダッシュボードの日本のタイルに2023年度の従業員数を入れ
たい」: the tile, the widget and the verbs of filling it say where the figure goes, never
what it is. They are taken out when the question names a metric of the KB; the market,
metric and year inside the slot's name ("the *HK revenue* widget") stay. A figure the KB
lacks is still refused, and a request for monthly or live figures still declined. A cell,
a box or a field of a sheet is left to the sheet's own rules ("the Hong Kong *cell*
revenue" is a part of the business, refused).
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._build_context import narrows
from ragspine_eval_pipeline.engine._grammar import CJK_WORK_NOUNS
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._written_onto import onto_a_business, onto_a_metric
from ragspine_eval_pipeline.kb.analysis import normalize

_VISUAL_KIND_EN = (
    r"(?:(?:stacked|clustered|horizontal|vertical)\s+)?(?:bar|line|column|pie|donut|doughnut"
    r"|area|scatter|bubble|combo|waterfall|trend|funnel|radar|progress)"
)
"""The kinds of a chart ("bar", "stacked column", "line"): what it looks like."""

_SLOT_EN = (
    r"(?:(?:kpi\s+)?(?:tile|widget|card|placeholder|slot|tooltip|measure|visual)s?"
    rf"|{_VISUAL_KIND_EN}\s+(?:chart|graph|plot|bar)s?"
    r"|(?:gauge|dial|heat\s?map|sparkline|scorecard|annotation|badge)s?)"
)
"""The slots and visuals of a build a figure is shown in: a tile, a card, a chart named by
its kind ("the line chart"; "the history chart" is left to the rules of the asker's
work), a gauge, an annotation."""

_EN_RES = (
    # "What should the HK revenue widget show for FY2024?": the figure it shows, asked.
    (
        re.compile(
            r"(?<![a-z])(w)hat(?:\s+(?:value|figure|number|amount))?\s+"
            r"(?:should|will|does|do|would)\s+([^.?!]+?)\s+"
            + _SLOT_EN
            + r"\s+(?:show|display|read|say|return)(?![a-z])",
            re.IGNORECASE,
        ),
        r"\1hat is \2",
        False,
    ),
    # "What percentage do I put in the margin gauge?": the figure it shows, asked.
    (
        re.compile(
            r"(?<![a-z])(w)hat\s+(?:percentage|percent|number|figure|value|amount)\s+"
            r"(?:do|should|shall|would|will|can)\s+(?:i|we)\s+(?:put|enter|use|show|plot"
            r"|display|type|place)\s+(?:in|into|on|onto|for)(?=\s)",
            re.IGNORECASE,
        ),
        r"\1hat is",
        False,
    ),
    # "Building a Power BI card for …", "I'm seeding a 'Group Net Profit' card": the
    # asker's work on the slot; the KB names and years inside it stay.
    (
        re.compile(
            r"(?<![a-z])(?:(?:i['’]m|we['’]re|i\s+am|we\s+are)\s+)?(?:building|setting\s+up"
            r"|adding|creating|seeding|making|designing|putting\s+together|wiring\s+up)\s+"
            r"(?:a|an|the|my|our)\s+([^.?!,;]*?)\s*"
            + _SLOT_EN
            + r"(?:\s+(?:for|of|with|showing))?(?![a-z])",
            re.IGNORECASE,
        ),
        "names",
        False,
    ),
    # "The JP tile shows headcount", "the HK widget will display".
    (
        re.compile(
            r"\s*" + _SLOT_EN + r"\s+(?:shows|displays|will\s+(?:show|display)|should\s+show)"
            r"(?![a-z])",
            re.IGNORECASE,
        ),
        " ",
        False,
    ),
    # "on the dashboard", "in my sheet", "for the exec view".
    (
        re.compile(
            r"(?:^\s*|\s+)(?:on|in|for|into|onto|to)\s+(?:the|my|our|this|that|a|an)\s+"
            r"([\w'’-]+\s+){0,3}?"
            r"(?:dashboard|screen|view|app|page|sheet|spreadsheet|tab|test|check|pack|deck)s?"
            r"(?![a-z])",
            re.IGNORECASE,
        ),
        "names",
        True,
    ),
    # "HR dashboard > …", "the exec dashboard's …": the path to the slot.
    (
        re.compile(
            r"(?<![\w-])(?:the\s+)?(?:[\w-]+\s+){0,2}?dashboard(?:\s*[>›»/]\s*|['’]s\s+)",
            re.IGNORECASE,
        ),
        "names",
        False,
    ),
    # "the correct figure", "the right FY2025 … EBITDA", "expected value": the figure
    # checked against the slot.
    (
        re.compile(
            r"(?<![a-z])(?:correct|right|expected|validated)\s+"
            r"(?=(?:(?:figure|value|number|amount|total)s?(?![a-z])|fy|\d))",
            re.IGNORECASE,
        ),
        "",
        True,
    ),
    # "populate", "(need to) hard-code", "plug in", "as a fallback", "placeholder value":
    # the asker's need stays, what they will do with the figure goes.
    (
        re.compile(
            r"(?<![a-z])(?:(?<=need\s)to\s+)?(?:populate|pre-?populate|fill\s+(?:in|out)"
            r"|hard-?\s?code|plug\s+in|backfill)(?![a-z])"
            r"|\s*(?:as\s+(?:a|the)\s+)(?:fallback|default|placeholder|stub)(?:\s+value)?(?![a-z])"
            r"|(?<![a-z])(?:fallback|default|placeholder|stub)(?=\s+(?:value|number|figure))",
            re.IGNORECASE,
        ),
        "",
        False,
    ),
    # "the Macau bar", "the Japan slice" after a chart was read: the market's mark in it.
    (
        re.compile(
            r"\s+(?:slice|bar|point|dot|wedge|marker|column|segment)s?(?![a-z])", re.IGNORECASE
        ),
        "after a scope",
        True,
    ),
    # "the figure shows 486" after a slot was read: the value the asker sees.
    (re.compile(r"(?<![a-z])shows(?=\s+[$¥]?\d)", re.IGNORECASE), "is", True),
    # "so I can validate the measure?": the slot standing for its figure.
    (
        re.compile(
            r"(?<![a-z])(?:the|my|our|this|that)\s+" + _SLOT_EN + r"(?=\s*[.?!,;])",
            re.IGNORECASE,
        ),
        "it",
        False,
    ),
    (
        re.compile(
            r"(?<![a-z])" + _SLOT_EN + r"(?![a-z])",
            re.IGNORECASE,
        ),
        None,
        False,
    ),
)
"""English slot words and verbs of filling: each with what it is read as (None: a slot word
alone, kept where it names a kind of the figure or of a business, ``_written_onto``), and
whether it is read only after a slot word was (a sheet or a tab alone may be where the
asker looks)."""

_LABELLED_RE = re.compile(
    r"(?<![a-z])(?:label(?:l)?ed|called|titled|entitled|marked|headed)(?![a-z])|という(?:欄|項目)"
    r"|(?:标注|標註)(?:着|著|为|為)?[“\"「『][^”\"」』]{1,30}[”\"」』]的|(?:写着|寫著|名为|名為)",
    re.IGNORECASE,
)
"""A slot named by its label ("one box labelled '2024-25'", 「…という欄」): the label says
what the figure is, so the slot is read as it is written."""

_WORK_CJK = rf"(?:{CJK_WORK_NOUNS}|ケーススタディ|レポート|スライド|ダッシュボード)"

_OWNERS_ZH = "|".join(sorted(gr.COMPANY_FUNCTIONS_ZH | gr.ZH_READER_NOUNS, key=len, reverse=True))
"""Whose a dashboard or a report is (「*人力*看板」, 「*管理层*报表」): its readers or the
function it serves, never a part of the figure."""

_CHART_ZH = (
    r"(?:(?:堆积|堆積|分组|分組)?(?:柱状|柱狀|折线|折線|饼|餅|条形|條形|面积|面積|散点|散點|热力|熱力"
    r"|趋势|趨勢|环形|環形|雷达|雷達|瀑布|漏斗|组合|組合|仪表|儀表)(?:图|圖)(?:表)?)"
)
"""A chart of the asker's dashboard by its kind (柱状图, 折线图, 饼图)."""

_PUT_INTO_ZH_RE = re.compile(
    r"(?:要|需要|得)?(?:放进|放進|放到|放入|放在|加到|加进|加進|填到|填进|填進|用在)"
    r"(?P<owner>[^，,。？?！!：:]{0,8}?)(?:的)?"
    r"(?:看板|仪表盘|儀表板|报表|報表|首页|首頁|页面|頁面|卡片|指标卡|指標卡|组件|組件|"
    + _CHART_ZH
    + r")(?:上|里|裡|中)?"
)
"""Where the asker puts the figure in their build (「要放进管理层报表」, 「放到首页的指标卡上」):
read only where whoever the place is of names its readers or its function."""

_ZH_RES = (
    (
        re.compile(
            r"(?:^|(?<=[，,。\s]))(?:我|我们|我們)?的?" + _WORK_CJK + r"(?:里|裡|中|上)?"
            r"(?:需要|要|得)(?:引用|用到|用|放|写|寫|填|列)?(?:到|上|入)?"
        ),
        "",
        False,
    ),
    (
        re.compile(r"[，,]?(?:请|請)(?:提供|给出|給出|给|給)(?:一下)?(?=\s*[。.！!]?\s*$)"),
        "",
        True,
    ),
    (
        re.compile(
            rf"((?:{_OWNERS_ZH})?(?:看板|仪表盘|儀表板|大屏|报表|報表)(?:首页|首頁|页面|頁面)?)"
            r"(?:上|里|裡|中)?(?:的|有个|有個|有一个|有一個|有一张|有一張|有张|有張)?"
            r"(?:叫|叫做|名叫)?"
        ),
        "unless onto a metric",
        False,
    ),
    (re.compile(r"(首页|首頁)(?:上|里|裡)?的?"), "unless onto a metric", False),
    (re.compile(r"(?<=[\u4e00-\u9fff])(页面|頁面)(?:上|里|裡)?的?"), "unless onto a metric", False),
    # 「日本页的」: a market's page; 「批发那页」 is a part's, read as written.
    (re.compile(r"(?:页|頁)(?:上|里|裡)?的?"), "after a scope", False),
    (re.compile(_CHART_ZH + r"(?:上|里|裡|中)?"), None, False),
    (
        re.compile(
            r"(?:应该|應該|应当|應當)(?:要)?(?:显示|顯示|展示|呈现|呈現|读|讀|填|填入|填写|填寫|放|写|寫)"
            r"(?:为|為|成)?(?=多少|几|幾)"
        ),
        "是",
        False,
    ),
    (re.compile(r"的?(?:那|这|這)?一?(?:栏|欄|格|个格子|個格子)(?=[要需得应應是])"), "", False),
    # 「字段 revenue_hkd」: a field named by its identifier, read as its words.
    (
        re.compile(
            r"的?(?:(?:KPI|kpi|指标|指標)?卡片?)?(?:用的是|用了|用|是|为|為)?"
            r"(?:字段|欄位|栏位|度量值|度量)\s*(?=[A-Za-z])"
        ),
        "",
        False,
    ),
    (
        re.compile(
            r"(?:这个|這個|那个|那個|这张|這張|那张|那張)?的?(?:(?:KPI|kpi|指标|指標)卡片?|卡片"
            r"|组件|組件|字段|栏位|欄位|度量值|度量|视觉对象|視覺對象)"
            r"(?:(?:选|選)(?:的是|了)?(?=\s*(?:20\d\d|FY|fy)))?(?:里|裡|中|上)?"
        ),
        None,
        False,
    ),
    (re.compile(r"卡(?![片号號])"), "after a metric", False),
    # 「这根柱子」, 「那个点」, 「对比柱」: the bar or the point of a chart the figure is.
    (
        re.compile(r"(?:这|這|那)(?:根|个|個|一)?(?:柱子|点|點)|(?:对比|對比)柱(?:子)?"),
        "",
        True,
    ),
    # 「“香港净利润”指标卡」: the label of a slot, unquoted when the slot goes.
    (re.compile(r"[“\"「『]([^”\"」』\n]{1,30})[”\"」』](?=[，,。\s]|$)"), r"\1", True),
    (
        re.compile(
            r"(?:要|需要|得)(?:填|填入|填写|填寫|显示|顯示|展示|放|放上|标注|標註|注明|註明)(?:的|上)?"
            r"(?=.{0,24}(?:是多少|多少|几|幾)|\s*(?:20\d\d|FY|fy))"
        ),
        "",
        True,
    ),
)
"""Chinese slot words (看板上, 那一栏, 卡片) and, after one, verbs of filling it (要填, 要显示)."""

_JA_RES = (
    (
        re.compile(
            r"^\s*" + _WORK_CJK + r"(?:用に|用で|のために|のため|で引用したいので|で使いたいので"
            r"|に使うので|に載せるので)[、,]?"
        ),
        "",
        False,
    ),
    (  # 「グループ概要ダッシュボード」: the dashboard's name, its owner the group's kept
        re.compile(
            r"(?<=グループ)(?:概要|サマリー|経営|業績|月次|週次|役員|全体)+(?=ダッシュボード|レポート|画面|帳票)"
            r"|(?<![\u30a0-\u30ff\u4e00-\u9fff])(?:概要|サマリー|経営|業績|月次|週次|役員)+"
            r"(?=ダッシュボード|レポート|画面|帳票)"
        ),
        "",
        False,
    ),
    (
        re.compile(
            r"(?:ダッシュボード|レポート画面|帳票|画面)(?:上)?(?:の|に|へ)"
            r"(?:(?:トップ|トップページ|ページ)(?:に|へ|の))?"
        ),
        "",
        False,
    ),
    (  # a slot's whole word, never the end of another (ス*タイル*: style)
        re.compile(
            r"(?<![\u30a0-\u30ff])の?(?:KPI|kpi)?(?:タイル|ウィジェット|カード|メジャー|ビジュアル"
            r"|(?:積み上げ|積上げ|集合)?(?:棒|折れ線|折線|円|面|帯|散布図|レーダー|ドーナツ)?グラフ"
            r"|チャート|ゲージ|メーター|ヒートマップ)(?:に|へ|で)?"
        ),
        None,
        False,
    ),
    (re.compile(r"いくつ(?=(?:に|と)?(?:なる|表示される)はず)"), "いくら", False),
    # 「値はいくつですか」, 「いくつにすればよいですか」: the amount of the figure asked.
    (
        re.compile(
            r"(?<=値|字)(?:は|が)いくつ(?:に(?:すれば|したら)(?:よい|いい|良い))?"
            r"|いくつに(?:すれば|したら)(?:よい|いい|良い)"
        ),
        "はいくら",
        False,
    ),
    # 「経営レポートの表紙に」: where in the asker's report the figure goes.
    (
        re.compile(
            r"(?:経営|役員|管理|月次|週次|社内)?(?:レポート|報告書|資料)の(?:表紙|トップ|冒頭)(?:に|へ|で)"
        ),
        "",
        False,
    ),
    # 「日本タブの」, 「シンガポールページの」: a market's page or tab of the build.
    (re.compile(r"(?:ページ|タブ)(?:の|に|で)"), "after a scope", False),
    (  # 「いくらと表示されるべきですか」, 「表示すべき値」, 「いくつになるはず」: the figure asked
        re.compile(
            r"(?:(?<=いくら|いくつ)|(?<=何人|何名|何件|何店))(?:と|に)?"
            r"(?:(?:表示|記載|記入|入力|表記)(?:す|さ(?:れ)?る)べき|(?:なる|表示される)はず)"
            r"|(?:表示|記載|記入|入力|表記)(?:す|さ(?:れ)?る)べき(?=値|数値|数字|金額|人数)"
        ),
        "",
        False,
    ),
    (  # 「Power BIで…カードを作っています」: the tool the slot is built in, named in Latin
        re.compile(r"(?:^|(?<=[。！？!?\s]))[A-Za-z][A-Za-z0-9 .-]{0,20}?で(?![\u3040-\u309f])"),
        "unless named",
        True,
    ),
    (  # 「…のメジャーを作成中です」: the asker's work on the slot
        re.compile(
            r"(?:を|は)(?:作|置|配置|追加|用意|作成|設置|設定|載せ)[^。、？?]{0,8}?(?:ます|です|中|る|た)"
            r"(?:[。、]|$)"
        ),
        "について、",
        True,
    ),
    (
        re.compile(r"(?:を|は)?(?:入れ|表示し|載せ|出し)たい(?:です|んです)?[。.]?(?=\s*$)"),
        "を教えてください。",
        True,
    ),
    (
        re.compile(
            r"(?:を|は)?(?:入れ|表示し|載せ|出し)たい(?:のですが|んですが|ので|けど|が)[、,]?"
        ),
        "、",
        True,
    ),
)
"""Japanese slot words (ダッシュボードの, のタイルに) and, after one, the wish to fill it
(入れたい); a table or a sheet (表に入れたい) is read as before."""


_WORK_EN = r"(?:chart|deck|slide|graph|bridge|waterfall|table|pack|memo|page|walk)s?"
"""Things of the asker's work a figure is placed in."""

_SPAN_IN_WORK_RE = re.compile(
    r"(?P<lead>(?<![a-z])(?:for|in|into|on)\s+(?:the|my|our|a|this)\s+)"
    r"(?:\d{1,2}|two|three|four|five|ten)-(?:year|yr|month|quarter|qtr|week)\s+"
    rf"(?=(?:[a-z]+\s+)?{_WORK_EN}(?![a-z]))",
    re.IGNORECASE,
)
"""How many years the asker's chart shows, in the phrase of where the figure goes ("for
the *3-yr* trend chart"): never the years asked ("the 3-year trend of revenue" stays)."""

_POSITION_IN_WORK_RE = re.compile(
    r"\s*[(（]\s*(?:the\s+)?(?:starting|start|ending|end|opening|closing|base|baseline|anchor"
    r"|first|last|final)\s+(?:point|figure|number|bar|value|column)\s+(?:of|for|in|on)\s+"
    rf"(?:the|my|our|this)\s+(?:[\w-]+\s+){{0,2}}?{_WORK_EN}\s*[)）]",
    re.IGNORECASE,
)
"""Where in the asker's chart the figure stands, in brackets ("(starting point of the
bridge)", "(the base bar of our waterfall)"): its place, never which figure."""

_PUT_INTO_JA_RE = re.compile(
    r"(?<=[をは、，,。\s])"
    r"(?P<work>[\u4e00-\u9fff\u30a0-\u30ff]{0,8}(?:資料|レポート|スライド|メモ|報告書|議事録))"
    r"(?:に|へ)(?:入れ|載せ|貼り)たい(?:ので|から|ため)[、,]?"
)
"""The asker's paper the figure is to be put into, a noun phrase after the figure's を
(「…を役員報告資料に入れたいので」): where it goes, never which figure, when the paper's
name holds no KB name. A purpose opening the sentence (「来週の取引先向け資料に使いたいので」)
is left to the context rules, which set the whole of it aside."""


def _without_work_places(question: str, lang: str, matcher: Matcher) -> str:
    """``question`` less the span, position or paper of the asker's work a figure goes in
    (``_SPAN_IN_WORK_RE``, ``_POSITION_IN_WORK_RE``, ``_PUT_INTO_JA_RE``)."""
    if lang == "en":
        return _POSITION_IN_WORK_RE.sub("", _SPAN_IN_WORK_RE.sub(r"\g<lead>", question))
    if lang == "ja":
        return _PUT_INTO_JA_RE.sub(
            lambda m: m.group() if matcher.find(normalize(m.group("work"))) else "", question
        )
    return question


_YEAR_RE = re.compile(r"(?<![a-z])(?:fy\s?'?\d{2,4}|20\d\d)(?![a-z\d])", re.IGNORECASE)


def _names_in(span: str, lang: str, matcher: Matcher) -> str:
    """The KB names and years written in ``span``, after its first preposition ("for the
    Singapore page" → " for Singapore"); nothing where it holds none."""
    norm = normalize(span)
    kept = sorted(
        [(m.start, m.end) for m in matcher.find(norm) if m.kind in ("scope", "metric")]
        + [(m.start(), m.end()) for m in _YEAR_RE.finditer(norm)]
    )
    words = [
        norm[a:b]
        for a, b in kept
        if not any(s <= a and b <= e and (s, e) != (a, b) for s, e in kept)
    ]
    if not words:
        return " " if span[:1].isspace() else ""
    lead = re.match(r"\s*(?:on|in|for|into|onto)\s", span, re.IGNORECASE)
    joiner = " " if lang == "en" else ""
    return (
        (lead[0] if lead else (" " if span[:1].isspace() else ""))
        + joiner.join(words)
        + (" " if span[-1:].isspace() else "")
    )


def _gap(match: re.Match[str]) -> str:
    """What a slot word taken out leaves: a space between two Latin letters or digits it
    stood between (「EBITDA卡片2023财年」), nothing otherwise."""
    text, a, b = match.string, match.start(), match.end()
    joined = a > 0 and b < len(text) and text[a - 1].isascii() and text[b].isascii()
    return " " if joined and text[a - 1].isalnum() and text[b].isalnum() else ""


_MARKET_PAGE_JA_RE = re.compile(
    r"^(?P<market>[^、。？?]{1,12}?)のページ(?:の[^、。？?]{1,12}?)?(?:に|へ)"
    r"(?:書き|載せ|入れ|使い|追加し)たい(?:ので|から|のですが)[、,]?"
)
"""A market's page of the asker's report, said as where a passage goes (「シンガポールの
ページのコメントボックスに書きたいので、」): the market the question is about."""


_TEXT_SLOT_EN_RE = re.compile(
    r"(?:^|(?<=[.!?]))[^.!?]*?(?<![a-z])(?:putting|adding|writing|drafting|building|creating)\s+"
    r"(?:a|an|the|my|our)\s+(?:narrative|commentary|comment|text|notes?)\s+"
    r"(?:box|panel|field|block)(?![a-z])[^.!?]*[.!]\s*(?=[^?]*\?)",
    re.IGNORECASE,
)
"""A sentence of the asker putting a box of text on their report, before a question ("On
the Japan page I'm adding a commentary box beside the sales tile."): the place of the
passage asked, whose markets stay."""


_SLOT_CJK = (
    r"(?:卡片|组件|組件|看板|仪表盘|儀表板|页面|頁面|页|頁|图|圖|文本框|文字框"
    r"|ページ|ウィジェット|カード|タイル|グラフ|ダッシュボード|ゲージ)"
)
_TEXT_LEAD_ZH_RE = re.compile(
    r"^(?P<lead>[^：:。？?！!\n]{1,40}?" + _SLOT_CJK + r"(?:上|里|裡|中)?"
    r"(?:(?:要|需要|得)?(?:写|寫|加|放|附|配|补|補)?(?:一段|一句话|一句話|一些|几句|幾句)?"
    r"(?:说明|說明|文字|注释|註釋|评论|評論|解读|解讀|描述)(?:文字)?)?)[：:]"
)
"""A lead naming the card or the widget of the build a passage goes in (「新加坡页的评论卡片：」,
「日本ESG看板上的食品浪费组件要写一段说明：」)."""

_TEXT_FOR_ZH_RE = re.compile(
    r"[\u4e00-\u9fff]{0,4}?(?:卡片|组件|組件)(?:上|里|裡)?(?:要|需要|得)(?:写|寫|加|用)?"
    r"(?:一段|一句话|一句話)(?:话|話)?(?:来|來)?(?=说明|說明|解释|解釋|介绍|介紹|概括|总结|總結)"
)
"""A card of the build said to need a line explaining something (「风险卡片需要一句话说明…」):
the explanation is what is asked."""

_TEXT_LEAD_JA_RE = re.compile(
    r"^(?P<lead>[^。？?]{1,40}?" + _SLOT_CJK + r"[^。？?]{0,20}?(?:に|へ|用に)"
    r"(?:説明|注記|コメント|テキスト|解説)(?:文)?(?:を)?(?:付け|入れ|書き|載せ|添え|追加し)たい"
    r"(?:です|と思います)?。)"
)
"""A sentence of the asker wanting a text on a widget of the build (「ESGページのダイバーシティ・
ウィジェットに説明を付けたいです。」)."""


def _text_lead_cjk(question: str, lang: str, matcher: Matcher) -> str:
    """``question`` less a lead placing a text in the build (``_TEXT_LEAD_ZH_RE``,
    ``_TEXT_LEAD_JA_RE``), its markets kept where the rest does not name them; a lead
    naming no market of the KB is read as before in Chinese."""
    found = {"zh": _TEXT_LEAD_ZH_RE, "ja": _TEXT_LEAD_JA_RE}.get(lang)
    lead = found.match(question) if found else None
    if lead is None:
        return _TEXT_FOR_ZH_RE.sub("", question) if lang == "zh" else question
    norm, rest = normalize(lead["lead"]), question[lead.end() :]
    scopes = [m for m in matcher.find(norm) if m.kind == "scope"]
    if lang == "zh" and not scopes:
        return _TEXT_FOR_ZH_RE.sub("", question)
    said = {m.code for m in matcher.find(normalize(rest)) if m.kind == "scope"}
    unsaid = [norm[m.start : m.end] for m in scopes if m.code not in said]
    if not unsaid:
        return rest.lstrip()
    return "、".join(dict.fromkeys(unsaid)) + ("：" if lang == "zh" else "について、") + rest


def _text_slot(question: str, lang: str, matcher: Matcher) -> str:
    """``question`` with a sentence placing a box of text (``_TEXT_SLOT_EN_RE``) read as
    the markets it names ("For Japan: "), or taken out where it names none."""
    if lang != "en":
        return question

    def markets(match: re.Match[str]) -> str:
        norm = normalize(match[0])
        found = matcher.find(norm)
        capitals = re.findall(r"(?<=\s)[A-Z][\w'’]*", match[0].strip())
        if any(w not in ("I", "I'm", "I’m") and not matcher.find(normalize(w)) for w in capitals):
            return match[0]  # "the Taiwan revenue chart": a name the KB lacks, read as written
        names = [norm[m.start : m.end] for m in found if m.kind == "scope"]
        return f"For {' and '.join(dict.fromkeys(names))}: " if names else ""

    return _TEXT_SLOT_EN_RE.sub(markets, question)


def _put_into(match: re.Match[str]) -> str:
    """Nothing for where the asker puts the figure when whose place it is names its
    readers or its function only (``_PUT_INTO_ZH_RE``); the words otherwise."""
    owner = match["owner"].rstrip("的")
    return "" if not owner or re.fullmatch(rf"(?:{_OWNERS_ZH})+", owner) else match[0]


def _market_page(question: str, lang: str, matcher: Matcher) -> str:
    """``question`` with a market's page of the asker's report (``_MARKET_PAGE_JA_RE``)
    read as that market's phrase; unchanged otherwise."""
    found = _MARKET_PAGE_JA_RE.match(question) if lang == "ja" else None
    if found is None:
        return question
    # A market the KB lacks is read as named too, and refused.
    return found["market"] + "の" + question[found.end() :]


def without_build_slot(question: str, lang: str, matcher: Matcher) -> str:
    """``question`` less the words saying where its figure goes in the asker's build,
    when it names a metric of the KB; unchanged otherwise (bar a market's page)."""
    question = _text_lead_cjk(_text_slot(question, lang, matcher), lang, matcher)
    if not any(m.kind == "metric" for m in matcher.find(normalize(question))):
        return _market_page(question, lang, matcher)
    if _LABELLED_RE.search(question):
        return question
    rules = {"en": _EN_RES, "zh": _ZH_RES, "ja": _JA_RES}.get(lang, ())
    if lang == "zh":
        question = _PUT_INTO_ZH_RE.sub(_put_into, question)
    placed = _without_work_places(question, lang, matcher)
    if placed != question and any(m.kind == "metric" for m in matcher.find(normalize(placed))):
        question = placed
    out = question

    def slot_alone(match: re.Match[str]) -> str:
        # "the group's *card* revenue", "ACME's *Card* business": a kind of it, not a slot.
        onto = onto_a_metric(match.string, match.end(), matcher)
        return match[0] if onto or onto_a_business(match.string, match.end()) else _gap(match)

    def names_kept(match: re.Match[str]) -> str:
        # "for the Singapore page", "'Group Net Profit' card": the KB names and years stay;
        # "an *online* revenue card", "the *Osaka* page" say which part, read as written.
        if lang == "en" and narrows(match[0], matcher, functions=False):
            return match[0]
        return _names_in(match[0], lang, matcher)

    def after_a_metric(match: re.Match[str]) -> str:
        # 「澳门收入卡」: a card written after a metric's name; 「会员卡」 is a card.
        before = normalize(match.string[: match.start()])
        ends = any(m.kind == "metric" and m.end == len(before) for m in matcher.find(before))
        return _gap(match) if ends else match[0]

    def unless_onto_a_metric(match: re.Match[str]) -> str:
        # 「看板上的收入」 is where it is shown; 「页面收入」 is a kind of revenue.
        return match[0] if onto_a_metric(match.string, match.end(1), matcher) else ""

    def after_a_scope(match: re.Match[str]) -> str:
        # 「日本タブの」, "the Macau bar": a market's own tab or mark; 「ホームページの」 is read
        # as written.
        before = normalize(match.string[: match.start()])
        ends = any(m.kind == "scope" and m.end == len(before) for m in matcher.find(before))
        return ("の" if lang == "ja" else "") if ends else match[0]

    def unless_named(match: re.Match[str]) -> str:
        return match[0] if matcher.find(normalize(match[0])) else ""

    reads = {
        None: slot_alone,
        "names": names_kept,
        "after a metric": after_a_metric,
        "unless named": unless_named,
        "after a scope": after_a_scope,
        "unless onto a metric": unless_onto_a_metric,
    }
    for pattern, read, follows in [r for r in rules if not r[2]] + [r for r in rules if r[2]]:
        if not follows or out != question:
            out = pattern.sub(reads.get(read, read), out)
    if out == question or not any(m.kind == "metric" for m in matcher.find(normalize(out))):
        return question
    return re.sub(r"[ \t]{2,}", " ", out).strip()
