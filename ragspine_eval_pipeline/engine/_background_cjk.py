"""The asker's background told around a Chinese or Japanese request.

A long polite message tells two to four sentences of background around its request: who
the asker is and what they are preparing (「来週の部長会で日本事業の3か年推移を説明することに
なり、資料を作っております」, 「我这边在整理香港业务这几年的经营数据，准备下周给审计组做访谈用」),
what happened (「之前那份Excel被同事覆盖了，2023年那一栏丢了」), which years they already
hold (「2023年度と2025年度の数字は手元にあるのですが」) and figures of their own that they say
are beside the point (「我们部门今年的差旅预算是80万，这个跟报告无关」,
「私どもの部署の予算は年間3,000万円ですが、これは今回の件とは関係ありません」).

Beside a request that stands on its own (``_context.set_aside``), such a sentence is
context (``background``) when it is a statement with a verb, asks and adds nothing, names
no KB scope, metric or document but the request's own, and names no part of the business,
narrows nothing and forecasts nothing. A year is the asker's only when the request names
its own year, and a year other than the request's only when said to be held already
(「2023和2025年的数我已经有了」, 「手元にある」) or of the asker's own figure; a number only
in a statement of the asker's own figure (the first person) that says it is beside the
point or the asker's own count. Another metric passes only written onto a noun of the
asker's work (「员工故事专题」), never said as a figure (「奖金池和利润的关系」).
Still kept, so refused or asked which: a sentence closed by a question mark, a part said
(「我们只负责线上」, 「オンライン分の資料を作っております」), a figure of another market or
metric, a year when the request names none (「我在看2023年的数据」), a number not disclaimed.

A sentence accepting the latest figure (「给我最新的就行」, 「最新のもので結構です」) says no
year, as 「直近」 does; and a sentence closed by a polite request or question form without a
question mark (「…を教えていただけますでしょうか。」, 「…はいくらでしたか。」, 「请问…是多少。」)
is a request (``polite_request``).
"""

from __future__ import annotations

import re
from datetime import date

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._context_grammar import blank
from ragspine_eval_pipeline.engine._context_parts import (
    named_in,
    narrows,
    part_written_onto,
    wants_a_part,
)
from ragspine_eval_pipeline.engine._context_segments import names_something
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._purpose import (
    cjk_part_named,
    figure_of_a_part,
    ja_part_in_purpose,
    ja_part_word,
    part_of_own_work,
    part_onto_work,
    zh_part_word,
    zh_work_on_a_part,
)
from ragspine_eval_pipeline.engine._purpose_cjk import cjk_basis_purpose
from ragspine_eval_pipeline.engine._words import is_grammar
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    cjk_tokens,
    japanese_parts_of_speech,
    normalize,
)

_POLITE_REQUEST_RE = re.compile(
    r"(?:教えて(?:いただけ|頂け|もらえ|くださ)\w*|ください|下さい|お願い(?:します|いたします|致します)"
    r"|(?:でしょう|ます|です|でした|ましょう)か|いただけ(?:ます|ません)か|頂け(?:ます|ません)か"
    r"|(?:いただけれ|頂けれ)ば幸(?:い|甚)(?:です|に存じます|でございます)?)"
    r"[。.!！]*$"
    r"|^(?:请问|請問|想问一下|想問一下|想请教一下|想請教一下)[^。！!]*"
    r"(?:多少|几|幾|什么|什麼|哪|吗|嗎)[^。！!]*[。.!！]*$"
)
"""A Chinese or Japanese sentence closed by a polite request or question form but no
question mark (「…を教えていただけますでしょうか。」, 「…はいくらでしたか。」,
「请问…是多少。」): it asks."""


def polite_request(sentence: str, lang: str) -> bool:
    """Whether ``sentence`` asks in a polite form closed without a question mark."""
    if lang not in ("zh", "ja"):
        return False
    norm = normalize(sentence).strip()
    text = gr.COURTESY_RE.sub("", norm).strip()
    if not re.search(r"\w", text):
        return False  # 「よろしくお願いいたします」: courtesy alone asks nothing
    return any(_POLITE_REQUEST_RE.search(t) is not None for t in (norm, text))


_LATEST_ACCEPTED_RE = re.compile(
    r"^(?:给我|給我|要|用)?(?:最新|最近|直近)(?:的|の)?(?:もの|数字|數字|数据|數據|数値|数|那个|那個|一年|年度)?"
    r"(?:で|が)?(?:就行|就好|就可以|即可|也行|也可以|結構|構いません|かまいません|大丈夫|いい|良い|よい)"
    r"(?:です)?[了吧啊哈。.!！]*$"
)
"""A sentence accepting the latest figure (「给我最新的就行」, 「最新のもので結構です」): no
year said, the latest closed one assumed."""


def latest_accepted(sentence: str, lang: str) -> bool:
    """Whether ``sentence`` only accepts the latest figure, naming no year."""
    if lang not in ("zh", "ja"):
        return False
    text = gr.COURTESY_RE.sub("", normalize(sentence)).strip(" ,，、")
    return _LATEST_ACCEPTED_RE.match(text) is not None


_ASKER_RE = re.compile(r"我|咱|自己|私|弊社|弊部|当部|うち(?:の|で|は)|自分")
"""The first person: the asker or their own team."""

_BESIDE_THE_POINT_RE = re.compile(
    r"无关|無關|没关系|沒關係|不相关|不相關|不用算进去|不用算進去|不算在内|不算在內|别搞混|別搞混"
    r"|不要搞混|自己算的|自己統計|自己统计|仅供参考|僅供參考|顺便提一下|順便提一下"
    r"|関係(?:ありません|ない|ございません)|無関係|別件|混同|ご参考まで|参考まで|自分で(?:計算|集計)"
)
"""Words saying a figure is beside the point or the asker's own count (「这个跟报告无关」,
「这个是我自己算的」, 「これは今回の件とは関係ありません」)."""

_ASKING_RE = re.compile(
    r"[?？]|什么|什麼|哪|多少|(?<![这這那近前好])[几幾](?![年])|怎|如何|咋|吗|嗎|呢$|为什么|為什麼|是否|有没有|有沒有"
    r"|いくら|どの|どう(?!ぞ)|どれ|いつ(?!も)|どこ|なぜ|何(?!となく|とも|より|度も)|か[。.!！]*$"
)
"""A question word or a question's close: the sentence asks."""

_REPORTED_ASKING_RE = re.compile(r"问|問|聞か|聞い|尋ね")
"""A verb of asking before a question word: someone else's question reported."""

_WONDERED_RE = re.compile(
    r"(?:の|ん)?か(?:が|は|どうか|どうかが)?\s*(?:とても|すごく|少し|ずっと|非常に|前から)?\s*"
    r"(?:気に(?:なって|なり|なる|かかって|かかり|かかる)|気がかり|興味(?:が|を)|関心(?:が|を))"
    r"|[，,、]\s*(?:我|我们|我們|大家)?(?:也|都|一直|很|挺|有点|有點|比较|比較)*(?:好奇|纳闷|納悶|在琢磨)"
    r"[了呢啊的]*$"
)
"""A question embedded in the asker's wondering (「利益水準がどうなっているのか*気になって
います*」, 「利润到底怎么样，*我也很好奇*」): a statement of interest, not a request."""

_ADDS_RE = re.compile(
    r"^(?:另外|还有|還有|此外|再|顺便|順便|あと|それと|それから|ついでに|また)|也要|还要|還要|も(?:お願い|教え|知り)"
    r"|(?:也|一起|一并|一併)(?:说|說|讲|講|给|給|告诉|告訴|查|看|列|报|報|提供|发|發)"
    r"|^(?:我|我们|我們)?(?:需要|要)"
    r"|(?<![私僕俺])も$"
)
"""A request added to the one the sentence stands beside, or a thing added to it by a
closing 「も」 (「あれば台湾も」: that figure of another market too)."""

_WISH_RE = re.compile(
    r"(?<![他她])(?:想看|想要|希望看|(?<!主)要看|想知道)|たい(?:です|と(?!(?:申し|言っ|言い|話し|話して)))"
    r"|ほしい|欲しい|知りたい"
)
"""A wish of the asker's own, which may be a request of its own; one reported of someone
else (「息子が…比べてみたいと申しております」) is theirs."""

_ONLY_RE = re.compile(
    r"只|仅|僅|光|だけ|のみ|限定|限り|不含|不包括|不包含|除了|除外|除く|含まない|含めない|以外"
)
"""A word that narrows or leaves a part out (「不含集团」)."""

_PART_WORD_RE = re.compile(r"部分|(?<![a-z])(?:ec|web|eコマース)(?![a-z])")
"""A portion or a Latin channel word (「台湾の*部分*」, 「*EC*資料」): a part of the figure."""

_HELD_RE = re.compile(
    r"已经有|已經有|有了|手上|手里|手裡|手头|手頭|手元|持って(?:い|お)|ある(?:の|ん|けど|が)|あります"
)
"""Words saying the asker already holds figures (「2023和2025年的数我已经有了」,
「2023年度と2025年度の数字は手元にある」): a year other than the request's said of them."""

_FOLLOWS_A_METRIC = frozenset("的和与與及跟同也都还還是只のとやもはがをで、,，")
"""What may follow a metric's name said as a figure of its own (「利润*的*关系」): not a
noun the metric's name is written onto (「员工故事」)."""

_PERIOD_TAIL_RE = re.compile(r"\s*(?:分|的|那一?栏|那一?欄|那一年|の?分)?\s*(?:だけ|只)?")
"""What may follow a year said by the asker (「2024年度分だけ」): no narrowing of the figure."""


_YEAR_PLACE_RE = re.compile(
    r"(?:中间|中間|之间|之間|前面|后面|後面)(?:的)?(?:那|这|這)?一?(?:年|个财年|個財年)"
)
"""A year placed among those the asker named (「就差*中间那一年*」): no part of the business."""


_YEARS_SPANNED_RE = re.compile(r"\d{1,2}\s*(?:か年|カ年|ヶ年|ヵ年|年間|年间|年分|个财年|個財年)")
"""How many years the asker's work spans (「3か年推移」): no number of the figure."""


_LIFE_SPAN_RE = re.compile(
    r"(?:(?:今年|今年で|现在|現在|目前)\s*(?:已经|已經|已|もう)?\s*)?(?:\d{1,3}|[一二两兩三四五六七八九十]{1,3})"
    r"\s*(?:多|余|餘)?\s*(?:岁|歲|歳|才)"
    r"|(?:了|过|過|有|才|已经|已經|将近|將近|快|近|かれこれ|もう)\s*(?:\d{1,2}|[一二两兩三四五六七八九十]{1,3})"
    r"\s*(?:多|余|餘)?\s*(?:个|個)?年(?:多|了|来|來|左右|ほど|余り|あまり|以上|近く)?"
    r"|(?:\d{1,2}|[一二两兩三四五六七八九十]{1,3})\s*年(?:多|来|來|ほど|余り|あまり|以上|近く)"
    r"|(?:\d{1,2}|[一二两兩三四五六七八九十]{1,3})\s*年(?=(?:に|が)?(?:なり|なる|経|たち|経ち|過ぎ)|(?:の|间|間))"
    r"|(?:19|20)\d{2}\s*年(?:から|より|に|起|开始|開始)?\s*(?:就)?(?:开始|開始)?\s*(?:买|買|购|購|持有|持股|入股|退休|入职"
    r"|入職|入社|退職|退社|移住|搬|結婚|结婚)"
)
"""The asker's age, how long they have done something and the year they began it
(「本人今年六十八岁」, 「做了五年店长」, 「才两年多」, 「株を持ち始めてかれこれ8年ほどになります」,
「2019年开始买贵公司的股票」): their life, no year or number of a figure."""

_ASKERS_OWN_RE = re.compile(
    r"(?:我们|我們|咱们|咱們|我)(?:自己)?(?:的)?(?:部门|部門|小组|小組|组|組|团队|團隊)"
    r"|(?:我们|我們|咱们|咱們|我)(?:自己)?(?:的)?[\u4e00-\u9fff]{0,4}?(?:里|裡|中|上)?的(?:数据|數據|数字|數字)"
    r"|(?:私ども|弊社|当部|うち|自分|手元)の(?:部署|部門|チーム|課)"
    r"|(?:私ども|弊社|当部|うち|自分|手元)の[^\s、,。]{0,6}?(?:数字|数値|データ)"
)
"""The asker's own team and data (「我们部门」, 「我们自己系统里的数据」, 「私どもの部署」,
「手元の数字」): no part of the business, no figure of one."""


def background(
    sentence: str,
    lang: str,
    reference_date: date,
    matcher: Matcher,
    scoped: bool,
    own: frozenset[tuple[str, str]],
    requests: tuple[str, ...] = (),
) -> bool:
    """Whether ``sentence`` beside the ``requests`` standing on their own (naming
    ``own``) is the asker's background (the module's docstring)."""
    return lang in ("zh", "ja") and not kept_for(
        sentence, lang, reference_date, matcher, scoped, own, requests
    )


def kept_for(
    sentence: str,
    lang: str,
    reference_date: date,
    matcher: Matcher,
    scoped: bool,
    own: frozenset[tuple[str, str]],
    requests: tuple[str, ...] = (),
) -> str:
    """What keeps ``sentence`` beside the request ("" when nothing does: background)."""
    if not any(kind == "metric" for kind, _ in own):
        return "no figure asked"  # beside a narrative question, the context is its topic
    norm = normalize(sentence)
    rest = gr.COURTESY_RE.sub(" ", norm).strip(" ,，、.。!！")
    if not re.search(r"\w", rest):
        return "empty"
    dated = _dated(requests, lang, reference_date, matcher)
    if latest_accepted(sentence, lang):
        return "latest beside a year" if dated else ""
    disclaimed = _BESIDE_THE_POINT_RE.search(rest) is not None
    if re.search(r"[?？]", rest) or polite_request(sentence, lang):
        return "asks"
    asking = _ASKING_RE.search(rest)
    if (
        asking is not None
        and not _REPORTED_ASKING_RE.search(rest[: asking.start()])
        and not _WONDERED_RE.search(rest, asking.end())
    ):
        return "question word"
    if (_ADDS_RE.search(rest) and not disclaimed) or _WISH_RE.search(rest):
        return "adds or wishes"
    if _CORRECTION_RE.search(rest):
        return "corrects"
    own_figure = disclaimed and _ASKER_RE.search(rest) is not None
    if (gr.FORECAST_RE.search(rest) and not own_figure) or gr.asks_an_opinion(rest):
        return "forecast or opinion"  # a budget asked, unless the asker's own beside the point
    if gr.HANDLE_IT_RE.search(rest):
        return "asks to handle"
    rest = _own_terms_blanked(rest, matcher, own)
    if part_written_onto(rest, lang, matcher) or _written_onto_metric(rest, lang, matcher):
        return "a word written onto a metric"  # 「調整後EBITDA」, 「线上的收入」: another figure
    # A request naming its market and metric itself points at nothing around it: the group
    # named there is the asker's organisation (「グループ各拠点の人員推移をまとめる」), a
    # metric their work (「员工故事专题」); another market may be the one meant.
    named_itself = {"scope", "metric"} <= {kind for kind, _ in own}
    held: list[tuple[int, int]] = []
    for mention in named_in(rest, matcher):
        kind = "scope" if mention.kind == "company" else mention.kind
        held.append((mention.start, mention.end))
        if own_figure or (mention.kind, mention.code) in own or (kind, mention.code) in own:
            continue
        if kind in ("document", "source") and _SAW_IT_IN_RE.search(rest):
            continue  # 「我…那本年度业绩册里经常出现」: where the asker saw a word, beside a figure

        worldly = (
            kind == "metric"
            and rest[mention.end : mention.end + 1] not in _FOLLOWS_A_METRIC
            and mention.end < len(rest)
        ) or (kind == "scope" and mention.code == matcher.group_scope)
        if not (named_itself and worldly) or _NEEDED_RE.search(rest):
            return "another name"  # 「卒論で香港事業を扱っています」 beside Macau's figure
    life = [m.span() for m in _LIFE_SPAN_RE.finditer(rest)]
    held += life
    spans = find_periods(blank(rest, held), lang, reference_date)
    if spans and not dated:
        return "a year beside an undated request"
    asked_years = _request_years(requests, lang, reference_date, matcher)
    if (
        not own_figure
        and any(s.period is not None and s.period.year not in asked_years for s in spans)
        and not _HELD_RE.search(rest)
    ):
        return "another year, not said to be held"
    for span in spans:
        tail = _PERIOD_TAIL_RE.match(rest, span.end)
        held.append((span.start, tail.end() if tail else span.end))
    held += [m.span() for m in _YEAR_PLACE_RE.finditer(rest)]
    held += [m.span() for m in _YEARS_SPANNED_RE.finditer(rest)]
    held += [m.span() for m in _ASKERS_OWN_RE.finditer(rest)]
    bare = blank(rest, held)
    if re.search(r"\d", bare) and not own_figure:
        return "a number"
    if not scoped and names_something(_less_people(bare, lang), lang):
        return "an unknown name"
    if not disclaimed and _ONLY_RE.search(bare):
        return "narrows"
    if not disclaimed and (_PART_WORD_RE.search(bare) or _names_a_part(bare, lang)):
        return "a part"
    return "" if _stated(bare, lang) else "no verb"


_TERM_NOUN_RE = re.compile(
    r"\s*(?:这个|這個|这种|這種|那个|那個)?(?:词|詞|说法|說法|缩写|縮寫|名词|名詞|字眼|概念|术语|術語|英文)"
    r"|\s*(?:という|って|っていう)(?:言葉|用語|単語|略語|もの|の)"
)
"""A noun saying a name is spoken of as a word (「EBITDA*这个词*」, 「EBITDA*という言葉*」)."""


def _own_terms_blanked(rest: str, matcher: Matcher, own: frozenset[tuple[str, str]]) -> str:
    """``rest`` with a metric the request asks named as a word blanked, with its term noun
    (「业绩册里经常出现*EBITDA这个词*」): the asker speaks of the word, which the request
    asks the figure of; nothing before it is written onto a figure."""
    spans: list[tuple[int, int]] = []
    for mention in named_in(rest, matcher):
        term = _TERM_NOUN_RE.match(rest, mention.end)
        if mention.kind == "metric" and ("metric", mention.code) in own and term is not None:
            spans.append((mention.start, term.end()))
    return blank(rest, spans)


_WHERE_A_TERM_APPEARS_RE = re.compile(
    r"(?:(?<=^)|(?<=[、,，。]))[^、,，。]{0,16}?(?:よく|いつも|しばしば|時々|ときどき|たびたび|頻繁に)?"
    r"(?:出て(?:きます|まいります|参ります|くる|きた|きている|きております)|使われて(?:いる|います|おります)"
    r"|載って(?:いる|います|おります)|書かれて(?:いる|います|おります)|登場する|登場します|見かける|目にする)"
    r"(?=\s*[A-Za-z\u30a0-\u30ff\u4e00-\u9fff]+\s*(?:という|っていう|って))"
)
"""A Japanese clause saying where a term appears, written onto the term (「決算の資料によく
出てまいります*EBITDA*というもの」): where the asker met the word, never what is asked."""


_HONORIFIC_ING = {"った": "いた", "いました": "いました", "る": "いる", "います": "います"}
_HONORIFIC_ING_RE = re.compile(r"(?<=[てで])いらっしゃ(?P<end>った|いました|る|います)")
"""The respectful いらっしゃる of an ongoing state (「働いていらっしゃった」): ている said of
others with respect."""


def without_where_a_term_appears(text: str, lang: str) -> str:
    """Japanese ``text`` less a clause saying where a term it names appears
    (``_WHERE_A_TERM_APPEARS_RE``), the term and the request left to be read, and with
    the respectful ていらっしゃる read as ている (「働いていらっしゃった」: were working)."""
    if lang != "ja":
        return text
    text = _HONORIFIC_ING_RE.sub(lambda m: _HONORIFIC_ING[m.group("end")], text)
    return _WHERE_A_TERM_APPEARS_RE.sub("", text)


_CORRECTION_RE = re.compile(
    r"不是|而是|其实是|其實是|指的是|就是说|我是说|我的意思|说错|說錯|搞错|搞錯"
    r"|是指|我说的|我說的|じゃなく|ではなく|でなく|というか|っていうのは|というのは|間違え|訂正|つまり"
)
"""A correction or restatement of what is asked: never background."""

_SAW_IT_IN_RE = re.compile(
    r"^(?!.*(?:请|請|按|根据|根據|依据|依據|参照|参考|の(?:数字|数値)で|で(?:見て|出して)))"
    r".*(?:里|裡|中|上|に|で)(?:经常|常常|总是|總是|老是|よく|いつも)?(?:出现|出現|看到|见到|見た|出て|見かけ)"
)
"""A statement that a word appears in a document the asker read (「那本年度业绩册里经常
出现EBITDA这个词」): where they met it, never the document to read from, which a request
says with 请, 按 or 根据."""

_NEEDED_RE = re.compile(r"需要|要用|必要|要る|使いたい|使う予定")
"""A need said beside a KB name: that figure may be wanted too."""


def _request_years(
    requests: tuple[str, ...], lang: str, reference_date: date, matcher: Matcher
) -> set[int]:
    """The fiscal years the requests name, a metric's name blanked."""
    years: set[int] = set()
    for request in requests:
        norm = normalize(request)
        metrics = [(m.start, m.end) for m in named_in(norm, matcher) if m.kind == "metric"]
        spans = find_periods(blank(norm, metrics), lang, reference_date)
        years |= {s.period.year for s in spans if s.period is not None}
    return years


def _dated(requests: tuple[str, ...], lang: str, reference_date: date, matcher: Matcher) -> bool:
    """Whether a request names a fiscal year of its own, a metric's name blanked
    (当期純利益 names no year)."""
    for request in requests:
        norm = normalize(request)
        metrics = [(m.start, m.end) for m in named_in(norm, matcher) if m.kind == "metric"]
        # A year counted from today (前期, 去年) may be restated beside it: not dated.
        if any(
            s.period is not None for s in find_periods(blank(norm, metrics), lang, reference_date)
        ):
            return True
    return False


def _less_people(rest: str, lang: str) -> str:
    """``rest`` less the names of people (Sudachi's 人名, rjieba's ``nr``): who the asker or
    a colleague is (「…に異動してきた吉田です」) names no market the request may mean."""
    japanese = lang == "ja"
    kept: list[str] = []
    for run in re.split(f"({CJK_RUN_RE.pattern})", rest):
        if not CJK_RUN_RE.fullmatch(run):
            kept.append(run)
            continue
        for token in cjk_tokens(run, japanese):
            person = token.tag == "nr" if not japanese else _person(token.word.surface)
            kept.append(" " if person else token.word.surface)
    return "".join(kept)


def _person(surface: str) -> bool:
    """Whether Sudachi reads Japanese ``surface`` as a person's name."""
    return any(pos[2] == "人名" for _, pos in japanese_parts_of_speech(surface))


_WHEN_OR_WHERE_HELD = frozenset(
    [
        "之前",
        "以前",
        "之后",
        "之後",
        "以后",
        "以後",
        "目前",
        "当前",
        "當前",
        "手上",
        "手里",
        "手裡",
        "手头",
        "手頭",
        "中间",
        "中間",
        "之间",
        "之間",
        "里面",
        "裡面",
        "上面",
        "期间",
        "期間",
        "当中",
        "當中",
        "其中",
    ]
)
"""Chinese localisers of time, of order or of what the asker holds (「*之前*的表格」,
「数字我*手上*已经有了」): no channel or place of the business."""


_WHOLE = frozenset(["整体", "整體", "全体", "全體", "总", "總", "総", "合计", "合計", "全社"])
"""Words for the whole written onto a metric (「整体毛利率」): the figure itself."""


def onto_a_metric(sentence: str, lang: str, matcher: Matcher) -> bool:
    """Whether a Chinese or Japanese ``sentence`` writes a word straight onto a metric's
    name (「取締役会資料の*調整後*EBITDAを照合しています」): another figure than the one
    asked, so the sentence never says the request's metric again."""
    if lang not in ("zh", "ja"):
        return False
    rest = gr.COURTESY_RE.sub(" ", normalize(sentence))
    return _written_onto_metric(rest, lang, matcher, who_the_asker_is=False)


def _written_onto_metric(
    rest: str, lang: str, matcher: Matcher, who_the_asker_is: bool = True
) -> bool:
    """Whether a content word is written straight onto a metric's name (「調整後EBITDA」,
    「员工收入」), not a KB name, a particle or a word for the whole."""
    named = named_in(rest, matcher)
    ends = {m.end for m in named}
    for mention in named:
        if mention.kind != "metric" or mention.start in ends:
            continue
        run = re.search(f"(?:{CJK_RUN_RE.pattern})$", rest[: mention.start])
        if run is None:
            continue
        tokens = cjk_tokens(run.group(), lang == "ja")
        last = tokens[-1]
        if last.particle or last.function or is_grammar(last.word):
            continue
        if len(tokens) > 1 and tokens[-2].word.surface in gr.DEGREE_ZH:
            continue  # 「我也很*关心*员工」: a predicate after a degree adverb, no noun
        if last.tag.startswith("v") or last.tag == "動詞":
            continue  # 「要在附录里*放*员工人数」: a verb takes the metric for its object
        if not who_the_asker_is and re.search(r"(?:是|為|为)[\u4e00-\u9fff]{1,2}$", run.group()):
            continue  # 「我是新员工」: who the asker is, not another figure
        if last.word.surface not in _WHOLE:
            return True
    return False


_WORKS_IN_RE = re.compile(
    r"[^\s、,，。]{1,10}?(?:に|で)(?:勤めて|勤務して|働いて|務めて)"
    r"|(?:在)[^、,，。]{1,16}?(?:上班|工作|任职|任職|打工|(?:做|当|當)(?:了|过|過)?[^、,，。]{0,8}?"
    r"(?:店长|店長|店员|店員|经理|經理|员工|員工|主管))"
    r"|(?:旅行|観光|出張|留学|留學|帰省|里帰り|旅游|旅遊|出差|探亲|探親)(?:で|に|を|の)?"
)
"""Where someone the asker speaks of works (「息子が*小売業に勤めて*おりまして」,
「女儿*在零售业工作*」, 「*在香港的门店做了*五年店长」) and the trips of the asker's life
(「*旅行で*行ったきり」, 「常去新加坡*探亲*」): their life, no part of the business."""


def _names_a_part(rest: str, lang: str) -> bool:
    """Whether ``rest`` names a part of the business or narrows the figure (the
    localisers of time and of what the asker holds left out, and where someone works)."""
    rest = _WORKS_IN_RE.sub(" ", rest)
    if lang == "zh":
        rest = re.sub("|".join(sorted(_WHEN_OR_WHERE_HELD, key=len, reverse=True)), " ", rest)
    if narrows(rest, lang) or wants_a_part(rest, lang) or figure_of_a_part(rest, lang):
        return True
    if part_of_own_work(rest, lang) or zh_work_on_a_part(rest, lang) or cjk_part_named(rest, lang):
        return True
    if part_onto_work(rest, lang) or ja_part_in_purpose(rest, lang):
        return True  # 「店舗のスライドに使います」: the figure goes under a part
    if cjk_basis_purpose(rest, lang):
        return True  # 「出于*税务*目的。」: a basis the figure may be counted on
    japanese = lang == "ja"
    for run in CJK_RUN_RE.findall(rest):
        for token in cjk_tokens(run, japanese):
            if token.word.surface in _WHEN_OR_WHERE_HELD:
                continue
            if ja_part_word(token) if japanese else zh_part_word(token):
                return True
    return False


def _stated(rest: str, lang: str) -> bool:
    """Whether ``rest`` is a statement: it holds a verb or the copula, never a bare noun
    phrase (「线上部分」, 「オンライン」), which may name the measure."""
    japanese = lang == "ja"
    for run in CJK_RUN_RE.findall(rest):
        for token in cjk_tokens(run, japanese):
            if japanese and token.tag in ("動詞", "助動詞"):
                return True
            if not japanese and (token.tag.startswith("v") or token.word.surface == "是"):
                return True
    return False
