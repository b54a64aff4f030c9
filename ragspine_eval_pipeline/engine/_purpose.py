"""The asker's own purpose and work said in Chinese or Japanese beside a figure request.

A request is often wrapped in what the asker is doing with the figure: a purpose closed
by its marker (「シンガポールの採用ブランディング用に、…」, 「雇主品牌campaign要用，…」), or a
clause of the asker's own work with a verb of its own (「来期の要員計画を作っています。」,
「做明年的人力预算，…」). Such words say what the figure is for, never which figure: they
are set aside by the context rules (``_context``), while a word in them that may name a
part of the figure (a place, a store, a channel, a part of a business, a portion) keeps
the piece in the request, so it is refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._context_grammar import DETERMINERS
from ragspine_eval_pipeline.engine._names import Matcher, Mention
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._words import is_grammar, line_of_business
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    Token,
    Word,
    chinese_dictionary_word,
    cjk_tokens,
    is_japanese,
    japanese_places,
    japanese_verbal_nouns,
    normalize,
    stem,
)
from ragspine_eval_pipeline.text import STOPWORDS

_CJK_TAIL_RE = re.compile(CJK_RUN_RE.pattern + r"$")

WORK_NOUNS: frozenset[str] = gr.ASKERS_WORLD_NOUNS | frozenset(
    [
        "pitch",
        "ppt",
        "campaign",
        "周报",
        "週報",
        "月报",
        "月報",
        "汇报",
        "匯報",
        "简报",
        "簡報",
        "記事",
        "原稿",
        "稿件",
        "組織図",
        "グラフ",
        "チャート",
        "図表",
    ]
)
"""The asker's work products: the nouns of the asker's world, the borrowed names of a
pitch, a slide deck or a campaign, what a writer drafts (記事, 原稿, 稿件) and the
charts drawn from figures (組織図, グラフ)."""


def askers_plan_years(
    norm: str, lang: str, reference_date: date, asked: frozenset[str]
) -> list[tuple[int, int]]:
    """The spans of ``norm`` (a Chinese or Japanese piece beside a request) naming only
    years not yet closed (「来期の要員計画」, 「做明年的人力预算」) when the request names
    closed years of its own (``asked``, period codes): the year of the asker's plan or
    budget, which no figure is asked of (an open year's figure is refused anyway), never
    the year asked. Empty when the piece names any other period, or the request none."""
    if lang == "en" or not asked:
        return []
    if any(int(code.removeprefix("FY")) >= reference_date.year for code in asked):
        return []
    spans = find_periods(norm, lang, reference_date)
    if not spans or any(
        s.period is None or s.every or s.period.year < reference_date.year for s in spans
    ):
        return []
    return [(s.start, s.end) for s in spans]


_FIGURE_OF_RE = {
    "ja": re.compile(
        r"(?P<what>[^、,。？?]+?)(?:の(?:数字|数値|データ|値)(?![\u30a0-\u30ff\u4e00-\u9fff])"
        r"|の?ベース)"
    ),
    "zh": re.compile(r"(?P<what>[^，,。？?]+?)的(?:数字|数据|数值|數字|數據|數值)"),
}
"""A figure named by what it is of, in a statement of the asker's (「*オンライン*の数字を
入れたい」, 「放*线上*的数字」), or the basis it is counted on (「*店舗*ベースで」)."""


CJK_EXERCISE_WORDS: frozenset[str] = frozenset(
    [
        "返済",
        "与信",
        "審査",
        "融資",
        "借入",
        "検算",
        "偿债",
        "償債",
        "还款",
        "還款",
        "授信",
        "审贷",
        "審貸",
        "信贷",
        "信貸",
        "贷款",
        "貸款",
        "融资",
        "能力",
    ]
)
"""Chinese and Japanese words of a lender's own exercise (返済能力, 与信審査, 偿债, 授信):
what the asker works out from a figure, never a part of the business (``EXERCISE_WORDS``
in ``_purpose_en`` for English)."""


_AS_REPORTED = frozenset(
    [
        "決算",
        "開示",
        "公表",
        "有報",
        "連結",
        "確定",
        "速報",
        "最終",
        "実際",
        "実績",
        "公式",
        "正式",
        "财报",
        "財報",
        "年报",
        "年報",
        "实际",
        "官方",
    ]
)
"""Words for the figure as reported (「*決算*の数字」, 「*实际*的数字」, 「*実績*の数字」: the
KB holds actuals only): the figure itself."""

_JA_REPORTED_AS = r"(?:開示|公表|決算|有報|有価証券報告書|確定|実績|公式|正式|監査済み?)"
_JA_AS_REPORTED_RE = re.compile(
    rf"[(（]\s*{_JA_REPORTED_AS}(?:ベース|値|数値|の数字|の数値)?\s*[)）]"
    rf"|(?<![\u30a0-\u30ff\u4e00-\u9fff]){_JA_REPORTED_AS}ベース(?:で|の)?"
    r"|(?<![\u30a0-\u30ff\u4e00-\u9fff])(?:監査|開示|公表)済みの?"
    rf"|(?<![\u30a0-\u30ff\u4e00-\u9fff]){_JA_REPORTED_AS}(?:値|数値)"
    r"|(?:(?<![\u30a0-\u30ff\u4e00-\u9fff])|(?<=貴社)|(?<=御社))(?:開示|公表|発表)の(?=\s)"
    r"|(?<![\u30a0-\u30ff\u4e00-\u9fff])(?:決算)?(?:報告|開示|公表|発表|決算|有報|有価証券報告書)"
    r"(?:の)?(?:どおり|通り|とおり)(?:の|で)?"
)
"""The basis the KB's figures are reported on, restated in a Japanese request: in a
bracket (「売上高（*開示ベース*）」), as the basis (「*有報ベース*で」), written onto the
figure (「*監査済みの*売上高」, 「貴社*公表の*EBITDA」: a KB name follows, blanked), as
the figure's noun (「売上高の*開示値*」, 「*公表数値*」, 「売上高の*実績値*」: the actual
beside a budget, and the KB holds actuals only), or as what it is to match
(「*報告どおりの*数字で」, 「*開示のとおり*」). A word of its own before the basis
(「既存店ベース」, 「為替一定ベース」, 「調整後」) is no such restatement and stays in the
request."""


def ja_as_reported(rest: str, lang: str) -> list[tuple[int, int]]:
    """The spans of ``rest`` (a Japanese clause, KB names blanked) restating the basis the
    KB reports its figures on (``_JA_AS_REPORTED_RE``): the figure itself, no part of it."""
    if lang != "ja":
        return []
    return [match.span() for match in _JA_AS_REPORTED_RE.finditer(rest)]


def figure_of_a_part(rest: str, lang: str) -> bool:
    """Whether a Chinese or Japanese statement names the figure by a word of its own
    before it (「スライドに*オンライン*の数字を入れたい」): which part of the figure the asker
    will use, so the statement narrows the request, whatever verb of the asker's it has.
    A year, a KB name (blanked before this is read) or a grammar word (「全体の数字」)
    names no part."""
    pattern = _FIGURE_OF_RE.get(lang)
    if pattern is None:
        return False
    for match in pattern.finditer(rest):
        tail = _CJK_TAIL_RE.search(match.group("what"))
        if tail is None:
            continue
        tokens = cjk_tokens(tail.group(), lang == "ja")
        last = tokens[-1] if tokens else None
        if last is None or last.particle or is_grammar(last.word):
            continue
        if last.word.surface in WORK_NOUNS or last.word.surface in _AS_REPORTED:
            continue  # where the figure is, or the figure as reported: 「決算資料の数字」
        if all(t.word.surface in CJK_EXERCISE_WORDS for t in tokens if t.content):
            continue  # the asker's own exercise: 「*返済能力*の数字」, 「*还款能力*的数字」
        if last.tag in ("f", "s") and len(last.word.surface) < 2:
            # A localiser after a noun: where the figure is, in a work product of the
            # asker's (「材料里的数字」), else a place written as one (「线上」 cut 线|上).
            before = tokens[-2] if len(tokens) > 1 else None
            if before is None or before.word.surface in WORK_NOUNS or not before.content:
                continue
            return True
        if last.content or last.tag in ("f", "s", "b"):
            return last.word.surface not in gr.ANSWER_FORM
        if _inside_work(tokens):
            continue  # 「記事中の数値」: the figure as written in the asker's work
        if _noun_and_suffix(tokens):
            return True  # 「*既存店*ベースで」: 既存|店, a noun the suffix closes
    return False


def _inside_work(tokens: tuple[Token, ...]) -> bool:
    """Whether Japanese ``tokens`` end on a work product of the asker's and a suffix of
    place (記事|中, 資料|内, 原稿|上): where the figure is written, never what it is of."""
    return (
        len(tokens) >= 2
        and tokens[-1].tag == "接尾辞"
        and tokens[-1].word.surface in ("中", "内", "上")
        and tokens[-2].word.surface in WORK_NOUNS
    )


def _noun_and_suffix(tokens: tuple[Token, ...]) -> bool:
    """Whether Japanese ``tokens`` end on a content noun and a suffix written onto it
    (既存|店, 海外|勢): one noun, which names what the figure is of."""
    if len(tokens) < 2 or tokens[-1].tag != "接尾辞":
        return False
    before = tokens[-2]
    return before.content and not is_grammar(before.word)


_JA_PURPOSE_RE = re.compile(
    r"^(?:[のはで]\s*)?(?P<phrase>[^、,。？?]+?)"
    r"(?:用(?:に|で|です|として)?|向け(?:に|で|です)?|の?ため(?:に|です)?"
    r"|[にで](?:(?:使い|紹介し|投稿し|発信し|シェアし)"
    r"(?:たくて|たいので|たいから|たいため|たいです|たいんだけど|たいんですが|たいのですが|ます)"
    r"|使う(?:ので|ため|から)?"
    r"|使用(?:します|する)(?:ので|ため)?))$"
)
"""A Japanese piece that is a purpose closed by its marker (「採用ブランディング*用に*」,
「投資家*向け*」, 「…体制説明*に使いたくて*」, 「投稿*で紹介したいので*」), less a particle a KB
name blanked before it left (「シンガポール*の*採用ブランディング用に」)."""

_BORROWED_RE = re.compile(r"[\u30a0-\u30ff]+|[a-z]+")
"""A loanword in katakana or a Latin word."""


def _words_of(phrase: str) -> list[tuple[int, Token]]:
    """The content words of a Japanese phrase in order, Latin words among them."""
    words: list[tuple[int, Token]] = []
    for run in CJK_RUN_RE.finditer(phrase):
        at = run.start()
        for token in cjk_tokens(run.group(), True):
            if token.content:
                words.append((at, token))
            at += len(token.word.surface)
    for latin in re.finditer(r"[a-z]+", phrase):
        words.append(
            (latin.start(), Token(Word(latin.group(), latin.group(), True), True, False, False))
        )
    return sorted(words, key=lambda w: w[0])


def ja_askers_purpose(rest: str) -> bool:
    """Whether a Japanese piece (KB names blanked) is a purpose of the asker's own work:
    the words before its marker head on a noun of an action (採用, 訴求, 説明: Sudachi's
    nouns taking する, written in kanji) or of the asker's world (スライド, 資料), or on a
    loanword or Latin word written after one (「*採用*ブランディング用に」: the work's
    borrowed name). A loanword without one (「オンライン用に」, 「ネットショッピング用に」)
    may name a channel or goods, and a name the KB lacks (「大阪向けに」), a part of a
    business (「飲料事業向けに」), a store (「免税店」), a portion (「オンライン分」) or a line
    of business (「卸売用に」, 「オンライン販売用です」, 「卸売分析用に」: a verbal noun the
    dictionary makes a trade of, 卸売業, 販売店) says which part is wanted: none of those
    is the asker's purpose."""
    match = _JA_PURPOSE_RE.match(rest.strip())
    return match is not None and _of_askers_work(match.group("phrase"))


def ja_work_heading(rest: str) -> bool:
    """Whether a Japanese piece (KB names blanked) is a heading naming a product of the
    asker's work and nothing else (「取締役会資料」, 「組織図スライド」, set off before the
    request by a space): its last noun is a work product (資料, スライド), and the nouns
    before it pass as in a purpose (``ja_askers_purpose``); a store, a part of a business,
    a channel or a place (「*免税店*資料」, 「*オンライン*資料」, 「*台湾*資料」) says which
    figure is wanted, and is no heading of the asker's."""
    phrase = rest.strip(" 、,。")
    words = _words_of(phrase)
    if not words or words[-1][1].word.surface not in WORK_NOUNS:
        return False
    return not any(ja_part_word(t) for _, t in words) and _of_askers_work(phrase)


def _of_askers_work(phrase: str) -> bool:
    """Whether a Japanese phrase names the asker's work (``ja_askers_purpose``) or who
    reads it (``gr.JA_READER_NOUNS``: 「株主」, 「部長会」)."""
    words = [token for _, token in _words_of(phrase)]
    if not words or any(t.word.name for t in words) or _JA_PART_RE.search(phrase):
        return False
    if any(line_of_business(t.word.surface) or ja_part_word(t) for t in words):
        return False
    actions = japanese_verbal_nouns(phrase)

    def of_the_work(token: Token) -> bool:
        surface = token.word.surface
        borrowed = _BORROWED_RE.fullmatch(surface) is not None
        return (
            (surface in actions and not borrowed)
            or surface in WORK_NOUNS
            or surface in gr.JA_READER_NOUNS
        )

    head = words[-1]
    if of_the_work(head):
        return True
    if head.word.surface in actions:
        # A loanword the dictionary takes with する heads an action of the asker's
        # (「年次*レビュー*用に」, 「定例*チェック*用に」); a channel written before it
        # (「*オンライン*レビュー」) is a part word, refused above.
        return True
    return _BORROWED_RE.fullmatch(head.word.surface) is not None and any(
        of_the_work(t) for t in words[:-1]
    )


_JA_CHECK_RE = re.compile(
    r"^(?:[のはで]\s*)?(?P<phrase>[^、,。？?]+?)(?:の?(?:確認|チェック|照合|点検|検証)"
    r"(?:です|中です|のためです|をしています|をしております)"
    r"|[をも](?:確認|チェック|照合|点検|検証)(?:して(?:います|おります|いる(?:ところです)?)|中です))$"
)
"""A Japanese piece saying what the asker is checking (「ESG開示の確認です」,
「開示資料のチェック中です」, 「資料を確認しています」)."""


def ja_checking(rest: str) -> bool:
    """Whether a Japanese piece states what the asker is checking (「資料を確認しています」,
    「*免税店*の売上を確認しています」): a statement, however its verb may ask elsewhere
    (「確認してください」)."""
    return _JA_CHECK_RE.match(rest.strip()) is not None


_JA_REASON_TO_CHECK_RE = re.compile(
    r"^(?:[のはで]\s*)?(?P<phrase>[^、,。？?]+?)[のを]\s*(?:確認|チェック|照合|点検|検証|精査)"
    r"(?:を)?(?:したい|しておきたい|させていただきたい)(?:ので|から|ため)(?:です)?$"
)
"""A Japanese reason for asking, closed by ので, から or ため: what the asker wishes to
check (「人件費の確認をしたいので」, 「与信コストをチェックしたいから」)."""


def ja_reason_to_check(rest: str) -> bool:
    """Whether a Japanese piece (KB names blanked) gives as the reason for asking what the
    asker wishes to check (``_JA_REASON_TO_CHECK_RE``): the asker's own work, which takes
    the figure asked beside it. What is checked names no part of that figure unless it
    holds a part of the business, a store, a portion or a name (「*免税店*の確認をしたい
    ので」, 「*オンライン*売上の確認」, 「*台湾*の確認」), which still narrow."""
    match = _JA_REASON_TO_CHECK_RE.match(rest.strip())
    if match is None:
        return False
    phrase = match.group("phrase")
    words = [token for _, token in _words_of(phrase)]
    return not (
        _JA_PART_RE.search(phrase)
        or ja_part_in_phrase(phrase)
        or any(t.word.name or line_of_business(t.word.surface) for t in words)
        or japanese_places(phrase)
    )


def ja_askers_check(rest: str) -> bool:
    """Whether a Japanese piece (KB names blanked) says the asker is checking a thing of
    their own work or of the KB's reporting (「開示資料の確認です」, 「決算資料のチェック
    中です」): every word of what is checked is a work product (資料, スライド) or a word
    for the figures as reported (開示, 決算). Any other word (「*卸売*の確認です」,
    「*免税店*資料の確認です」, 「*EC*資料」) may say which part of the figure is checked:
    no such piece."""
    match = _JA_CHECK_RE.match(rest.strip())
    if match is None:
        return False
    words = [token.word.surface for _, token in _words_of(match.group("phrase"))]
    return bool(words) and all(
        w in WORK_NOUNS or w in _AS_REPORTED or w in gr.ASKERS_MODEL_NOUNS for w in words
    )


_JA_PART_RE = re.compile(
    r"(?:事業|部門|業務|セグメント|(?<=[\u30a1-\u30fa\u30fc\u4e00-\u9fff])(?<![全各当自同他支本新])店(?:舗)?"
    r"|(?<!自)分|行|列|欄)(?:の|$)"
)
"""A part of a business, a store, a portion or a row written in a purpose (「飲料事業」,
「免税店」, 「オンライン分」): which part of the figure is wanted, never the asker's work. The
stores alone or all of them (「店舗の」, 「全店の」) are the whole."""


def market_of_purpose(piece: str, lang: str, matcher: Matcher) -> str | None:
    """The markets a Japanese purpose of the asker's work is said of
    (「*シンガポールの*採用ブランディング用に」), when it names nothing else of the KB's: the
    market the request beside it asks about, when that request names none of its own
    (the caller weighs that). None when ``piece`` is no such purpose."""
    if lang != "ja":
        return None
    norm = normalize(piece)
    mentions = matcher.find(norm)
    if not mentions or any(m.kind not in ("scope", "company") for m in mentions):
        return None
    unnamed = norm
    for m in mentions:
        unnamed = unnamed[: m.start] + " " * (m.end - m.start) + unnamed[m.end :]
    if not ja_askers_purpose(unnamed.strip(" ,、，")):
        return None
    return " ".join(norm[m.start : m.end] for m in mentions)


def ja_part_in_purpose(rest: str, lang: str) -> bool:
    """Whether a Japanese purpose names a store, a part of a business, a portion or a
    part word (「*免税店*用に」, 「*飲料事業*向けに」, 「*卸売*用に」, 「*オンライン*販売用です」),
    or is closed by 向け on a noun neither of the asker's work nor of who reads it
    (「*法人*向けに」, 「*個人*向け」: whom the business sells to, ``_of_askers_work``):
    which part of the figure is wanted, so the piece is no purpose of the asker's,
    whatever its marker."""
    match = _JA_PURPOSE_RE.match(rest.strip()) if lang == "ja" else None
    if match is None:
        return False
    phrase = match.group("phrase")
    words = _words_of(phrase)
    if _JA_PART_RE.search(phrase) is not None or any(ja_part_word(t) for _, t in words):
        return True
    # Whom the thing is for heads the phrase after its last の (「香港の*採用キャンペーン*」).
    head = phrase.rsplit("の", 1)[-1]
    return _JA_FOR_WHOM_RE.search(rest.strip()) is not None and not _of_askers_work(head)


_JA_FOR_WHOM_RE = re.compile(r"向け(?:に|で|です)?$")
"""A Japanese purpose closed by 向け: whom something is for."""


_JA_PART_WORDS = frozenset(
    [
        "オンライン",
        "ネット",
        "ec",
        "ウェブ",
        "web",
        "フランチャイズ",
        "通販",
        "店頭",
        "インバウンド",
        "デリバリー",
        "テイクアウト",
        "出前",
    ]
)
"""Japanese words for a channel the business sells through (online, the web, franchise,
mail order, the shop floor, inbound visitors, delivery and takeaway), which the analyser
tags as plain nouns like any other; a line of business (卸売, 免税) the dictionary tells
(``line_of_business``)."""


def ja_part_word(token: Token) -> bool:
    """Whether a Japanese word names a part of the business: a channel (``_JA_PART_WORDS``),
    a line of business (卸売, 小売, 免税: ``line_of_business``) or a store (免税店)."""
    surface = token.word.surface
    if is_grammar(token.word) or token.word.name:
        return False
    return surface in _JA_PART_WORDS or line_of_business(surface) or _kind_of_store(surface)


_EVERY_STORE = frozenset(["全", "各", "当", "自", "同", "他", "支", "本", "新", "旗艦", "お", "御"])
"""What before 店 or 店舗 takes the stores as a whole or as where they stand (全店, 各店舗,
支店, 新店), and the polite prefix (お店: a store): no kind of them."""


def _kind_of_store(surface: str) -> bool:
    """Whether a Japanese word is a kind of store (免税店, 直営店, 空港店舗): a word written
    onto 店 or 店舗 says which stores. 店舗 alone (「店舗会議用に」) is every store."""
    for suffix in ("店舗", "店"):
        if surface.endswith(suffix):
            prefix = surface[: -len(suffix)]
            return bool(prefix) and prefix not in _EVERY_STORE
    return False


_CJK_STORE_NOUNS = ("店舗", "店铺", "店鋪", "门店", "門店", "店")
"""Chinese and Japanese nouns of a store, longest first (「加盟*店*」, 「空港*店舗*」)."""

_ZH_EVERY_STORE = frozenset(
    [
        "全",
        "各",
        "所有",
        "总",
        "總",
        "本",
        "该",
        "該",
        "这",
        "這",
        "那",
        "新",
        "分",
        "商",
        "门",
        "門",
        "那家",
        "这家",
        "這家",
        "那间",
        "這間",
        "这间",
        "那間",
        "一家",
        "每家",
    ]
)
"""What before a Chinese noun of a store takes the stores as a whole or names the noun
itself (所有门店, 各门店, 分店, 商店, 门店), or points at one store (「机场*那家*店」, one
store spoken of): no kind of them."""


_ZH_PART_NAMED_RE = re.compile(
    r"批发|批發|加盟|免税|免稅|电商|電商|线下|線下|线上|線上|网上|網上|网店|網店|海外|境外|外卖|外賣"
)
"""A Chinese word for a part of the business, read within the words the analyser cuts
it into (「*线*|*上*那个tab」, 「*批*|*发*表」); the stores alone (门店) are the whole."""

_PUT_UNDER_RE = {
    "zh": re.compile(r"用|表|栏|欄|页|頁|列|tab|sheet"),
    "ja": re.compile(r"タブ|シート|欄|列|ページ|向け|用|入れ|記入|載せ"),
}
"""Where a figure is put or what it is for (「给*电商*那个*表用*的」, 「*用*于批发」,
「EC*タブ*に*入れ*ます」): a part word said without it (「我在海外出差」, on a trip abroad)
is where the asker is, not a share of the figure wanted."""

_JA_LATIN_PARTS_RE = re.compile(r"(?<![a-z])(?:ec|web|eコマース)(?![a-z])")
"""The Latin words for a channel a Japanese sentence writes (「*EC*タブ」)."""


def cjk_part_named(rest: str, lang: str) -> bool:
    """Whether a Chinese or Japanese statement of the asker's beside a figure request (KB
    names blanked) names a part of the business as where the figure is put or what it is
    for (``_PUT_UNDER_RE``: 「是给*线上*那个tab用的」,
    「用于*电商*」, 「*EC*タブに入れます」, 「*卸売*のシートに」): which part of the figure
    the asker puts it under or works on, never the whole; or a kind of store
    (``cjk_kind_of_store``). The stores alone (「我在门店上班」, 「店舗で働いています」) are
    where the asker is."""
    rest = without_complements(rest)
    if lang == "zh":
        named = _ZH_PART_NAMED_RE.search(rest) or cjk_kind_of_store(rest, lang)
        return bool(named and _PUT_UNDER_RE[lang].search(rest))
    if lang != "ja" or not _PUT_UNDER_RE[lang].search(rest):
        return False
    if _JA_LATIN_PARTS_RE.search(rest):
        return True
    for run in CJK_RUN_RE.finditer(rest):
        tokens = cjk_tokens(run.group(), True)
        end = 0
        for token, after in zip(tokens, [*tokens[1:], None], strict=True):
            end = run.group().find(token.word.surface, end) + len(token.word.surface)
            if not ja_part_word(token) or _RECIPIENT_RE.match(run.group(), end):
                continue  # 「代理店*に共有*」: whom the figure goes to
            if not (after is not None and after.tag == "動詞"):
                return True  # 「*卸売*のシート」, not 「管理して」: a verbal noun used as a verb
    return False


_COMPLEMENTS = (
    ("线上", "线下"),
    ("線上", "線下"),
    ("オンライン", "オフライン"),
    ("online", "offline"),
)
"""A channel and its complement: said together (「线上线下都算」) they take in the whole."""


def without_complements(rest: str) -> str:
    """``rest`` less each channel said with its complement (「*线上线下*都算」, "*online and
    offline*"): every channel together is the whole business, no part of it."""
    for one, other in _COMPLEMENTS:
        if one in rest and other in rest:
            rest = rest.replace(one, " ").replace(other, " ")
    return rest


_COUNT_OF_STORES_RE = re.compile(r"[一二三四五六七八九十百千万萬两兩几幾多少数數]*[家间間个個]")
"""A number of stores written onto the noun (「三家店」, 「多少家店」): how many, no kind."""


def cjk_kind_of_store(rest: str, lang: str) -> bool:
    """Whether a Chinese or Japanese piece (KB names blanked) names a kind of the
    business's stores: a word written onto a noun of a store, as one word (「*加盟*店」,
    「*免税*店」, 「*直営*店」) or two (「*机场*门店」, 「*フランチャイズ*店」, 「*空港*店舗」). It
    says which stores, a part the KB does not report. The stores alone (门店, 店舗), all
    or each of them (所有门店, 全店舗, 各店舗) and a market's (its name blanked: 香港门店)
    are the whole."""
    if lang == "en":
        return False
    every = _EVERY_STORE if lang == "ja" else _ZH_EVERY_STORE
    for run in CJK_RUN_RE.finditer(rest):
        tokens = cjk_tokens(run.group(), lang == "ja")
        end = 0
        for before, token in zip([None, *tokens], tokens, strict=False):
            surface = token.word.surface
            end = run.group().find(surface, end) + len(surface)
            suffix = next((n for n in _CJK_STORE_NOUNS if surface.endswith(n)), None)
            if suffix is None:
                continue
            if _RECIPIENT_RE.match(run.group(), end):
                continue  # 「代理店*に共有*したい」: whom the figure goes to
            prefix = surface[: -len(suffix)]
            if prefix:
                if prefix not in every and not _COUNT_OF_STORES_RE.fullmatch(prefix):
                    return True
                continue
            if (
                before is not None
                and _names_stores(before, lang)
                and before.word.surface not in every
            ):
                return True
    return False


_RECIPIENT_RE = re.compile(
    r"(?:に|へ)(?:も|は)?(?:共有|送|渡|提出|報告|説明|連絡|伝え|見せ|展開|配)"
)
"""A Japanese noun's particle and a verb of passing something on (「代理店*に共有*」): the
noun is whom the figure goes to, never what it is of."""


def _names_stores(token: Token, lang: str) -> bool:
    """Whether ``token``, right before a noun of a store, may say which stores: a noun or a
    distinguishing word (机场, 直营, フランチャイズ), never a verb taking the stores as its
    object (「研究门店」), a number or grammar."""
    if not token.content or token.function or is_grammar(token.word):
        return False
    if lang == "ja":
        return token.tag == "名詞"
    return token.tag.startswith(("n", "b")) and token.tag != "nr"


def ja_part_in_phrase(phrase: str) -> bool:
    """Whether a Japanese phrase holds a word naming a part of the business
    (``ja_part_word``: 「*免税店*資料」, 「*オンライン*の件」) or a business of its own
    (「*飲料*事業」; a market's business is the KB's name, blanked before)."""
    phrase = normalize(phrase)
    if _JA_BUSINESS_RE.search(phrase):
        return True
    return any(ja_part_word(token) for _, token in _words_of(phrase))


_JA_BUSINESS_RE = re.compile(r"[\u30a1-\u30fa\u30fc\u4e00-\u9fffa-z](?:事業|セグメント)(?:の|$)")
"""A noun written onto 事業 or セグメント: a line of business."""


def ja_names_a_part(word: Word, lang: str) -> bool:
    """Whether a Japanese word the KB lacks names a part of the business
    (``ja_part_word``): said in the asker's purpose (「*免税店*レポートで…書いている」) it
    still says which part of the figure is wanted."""
    return lang == "ja" and ja_part_word(Token(word, True, False, False, "名詞"))


_JA_OWN_WORK_RE = re.compile(
    r"(?P<part>[\u30a1-\u30fa\u30fc\u4e00-\u9fffa-z]{1,10}?)の?"
    r"(?P<work>分析|資料|レポート|データ|報告書|報告|集計|数字|モデル|前提)?を"
    r"(?P<verb>準備|作成|作っ|作り|まとめ|確認|チェック|照合|更新|見直|担当"
    r"|強化|拡大|推進|伸ば|増や|減ら|広げ|分析|調査|集計|管理|扱|取り扱|研究|調べ)"
)
"""A Japanese clause of the asker's own work on a material (「*オンライン*分析を準備して
います」, 「*卸売*の資料を作っています」) or on a thing itself (「*オンライン*を担当して
います」, 「*卸売*を確認しています」, 「*オンライン*販売を強化しています」): the object of a
verb of working on something (preparing, checking, strengthening, growing, cutting,
managing); a verb of asking (「…を教えて」) takes what is asked."""


def ja_parts_of_own_work(rest: str, lang: str) -> list[tuple[int, int, Word]]:
    """The part of the business, with its span, in each Japanese clause of ``rest`` of
    the asker's own work where it is written onto the noun of the work material
    (「*オンライン*分析を準備しています」, 「*卸売*の資料を作っています」) or stands alone
    as what the asker works on (「*オンライン*を担当しています」): the share of the
    figure the asker wants, as 「我们在准备线上分析」 says. A work named by its kind
    (「採用分析」, 「予算資料」, 「IR資料」) names no part."""
    if lang != "ja":
        return []
    found = ja_parts_as_department(rest)
    for match in _JA_OWN_WORK_RE.finditer(rest):
        part = _ja_part_before_head(cjk_tokens(match.group("part"), True))
        if part is not None:
            end = match.start("part") + sum(len(t.word.surface) for t in part[0])
            found.append((end - len(part[1].surface), end, part[1]))
    return found


_JA_HEADS = frozenset(["事業", "業務", "部門", "ビジネス", "店", "店舗"])
"""Nouns of a business or its stores a part may be written onto (オンライン*事業*,
フランチャイズ*店*)."""


def _ja_part_before_head(tokens: list[Token]) -> tuple[list[Token], Word] | None:
    """The tokens up to the part of the business closing ``tokens``, and its word: the
    last word itself (「*オンライン*を担当」), or the one written onto a noun of a
    business or a store closing them (「*オンライン*事業を扱って」, 「*フランチャイズ*店を研究
    して」, 「*空港*店舗」 read whole as a kind of store)."""
    if not tokens:
        return None
    if ja_part_word(tokens[-1]):
        return tokens, tokens[-1].word
    if len(tokens) < 2 or tokens[-1].word.surface not in _JA_HEADS:
        return None
    before = tokens[-2]
    if ja_part_word(before):
        return tokens[:-1], before.word
    joined = before.word.surface + tokens[-1].word.surface
    if not (is_grammar(before.word) or before.word.name) and _kind_of_store(joined):
        return tokens, Word(joined, joined, False, False)
    return None


_JA_DEPARTMENT_RE = re.compile(
    r"(?P<part>[\u30a1-\u30fa\u30fc\u4e00-\u9fffa-z]{1,10}?)"
    r"(?=(?:部門|事業部|本部|チーム|担当|部|課)(?:[でのはがにもと、,]|$))"
)
"""A Japanese part of the business written straight onto a department or team noun
(「*オンライン*部門で」, 「*EC*チームの」, 「*卸売*事業部」)."""


def ja_parts_as_department(rest: str) -> list[tuple[int, int, Word]]:
    """The part of the business, with its span, a Japanese clause names as a department
    or a team (the asker's, or the one the figure is for: 「*オンライン*部門で資料を更新
    しています」): the share of the figure wanted, as 「*线上*部门需要更新资料」 says."""
    found: list[tuple[int, int, Word]] = []
    for match in _JA_DEPARTMENT_RE.finditer(rest):
        tokens = cjk_tokens(match.group("part"), True)
        if tokens and ja_part_word(tokens[-1]):
            end = match.end("part")
            found.append((end - len(tokens[-1].word.surface), end, tokens[-1].word))
    return found


_EN_PART_WORDS = (
    "online|e-?commerce|ec|web|wholesale|franchise|franchised|duty[- ]free|mail[- ]order"
    "|inbound|delivery|takeaway|take-out"
)
"""English words for a channel or a line of business (online, e-commerce, wholesale,
franchise, duty-free, delivery)."""
_EN_PART_WORD_RE = re.compile(rf"(?:{_EN_PART_WORDS})", re.IGNORECASE)
_EN_DEPARTMENT_RE = re.compile(
    rf"(?<![\w-])(?P<part>{_EN_PART_WORDS})(?:\s+(?:sales|stores?|channel|business))?"
    r"\s+(?:departments?|dept|divisions?|teams?|units?|desks?|side"
    r"|deck|slides?|memo|report|pack|files?|sheet|model|analysis|briefing|notes?)(?![\w-])",
    re.IGNORECASE,
)
"""An English channel or line of business written onto a department or team noun, or
onto the noun of a work product ("the *online* department", "*e-commerce* team",
"*Duty-free* deck:"), as 「*线上*部门」 and 「*オンライン*部門」 are."""


def part_word(word: Word, lang: str) -> bool:
    """Whether ``word`` names a part of the business in its language: a channel or a line
    of business (线上, 外卖, オンライン, 免税店, "online", "duty-free")."""
    if lang == "en":
        return _EN_PART_WORD_RE.fullmatch(word.surface) is not None
    tokens = cjk_tokens(word.surface, lang == "ja")
    if len(tokens) != 1:
        return False
    if lang == "ja":
        return ja_part_word(tokens[0])
    return zh_part_word(tokens[0]) or word.surface in _ZH_PART_VERBS


def en_parts_as_department(rest: str, lang: str) -> list[tuple[int, int, Word]]:
    """The part of the business, with its span, an English piece names as a department, a
    team or a work product ("*Online* department here", "The *e-commerce* team needs
    this", "*Duty-free* deck:"): the asker's or the one the figure is for, which says the
    share of the figure wanted."""
    if lang != "en":
        return []
    found: list[tuple[int, int, Word]] = []
    for match in _EN_DEPARTMENT_RE.finditer(rest):
        part = match.group("part").casefold()
        found.append((match.start("part"), match.end("part"), Word(part, stem(part), True)))
    return found


_EN_TEAM_HERE_RE = re.compile(
    r"^\s*(?:(?:this\s+is|it['’]s|we['’]re|we\s+are)\s+)?(?:the\s+)?"
    r"(?P<group>[a-z][a-z&'’-]*(?:\s+[a-z&][a-z&'’-]*){0,2}?)\s+"
    r"(?:team|teams|department|dept|division)(?:\s+here)?\s*$"
)
"""A statement introducing who asks by their team and nothing else ("app team here",
"this is the loyalty team", "we're the mobile team")."""


def en_team_introduced(rest: str) -> bool:
    """Whether an English statement introduces the asker by a team named by a word of its
    own ("*App* team here", "This is the *store* team", ``names_a_group``): whose share of
    the figure is wanted, as 「线上团队这边」 and "Hi online team" say. A company
    function's team ("treasury team here"), a market's (its name the KB's, blanked by the
    caller: "Japan team here") and the asker's own ("my team here") name no part; a
    phrase with neither "here" nor "this is" ("the app team") introduces no one."""
    match = _EN_TEAM_HERE_RE.match(rest)
    if match is None or not re.search(r"\bhere\s*$|^\s*(?:this|it|we)(?![a-z])", rest):
        return False
    return any(names_a_group(w) for w in re.findall(r"[a-z][a-z&'’-]*", match.group("group")))


def names_a_group(word: str) -> bool:
    """A word before a group's noun that says which group, not grammar, courtesy, a
    company function or whose the group is ("the *online* team", not "the *finance*
    team", "*my* team")."""
    return not (
        word in gr.ENGLISH_GRAMMAR
        or word in STOPWORDS
        or word in DETERMINERS
        or word in gr.COURTESY_WORDS
        or word in gr.COMPANY_FUNCTIONS
        or word in gr.ROLE_NOUNS
        or word in ("all", "everyone", "good")
    )


def parts_of_own_work(rest: str, lang: str) -> list[tuple[int, int, Word]]:
    """The parts of the business the asker's own work is on, in Chinese or Japanese
    (``zh_parts_said``, ``ja_parts_of_own_work``), or their English department or team is
    (``en_parts_as_department``), and the kinds of business a piece names
    (``kinds_heading_business``)."""
    found = (
        zh_parts_said(rest, lang)
        + ja_parts_of_own_work(rest, lang)
        + en_parts_as_department(rest, lang)
    )
    for start, end, word in kinds_heading_business(rest, lang):
        if not any(a <= start < b for a, b, _ in found):
            found.append((start, end, word))
    return sorted(found, key=lambda hit: hit[0])


def part_of_own_work(rest: str, lang: str) -> bool:
    """Whether a Chinese or Japanese piece says the asker's own work is on a part of the
    business (``parts_of_own_work``), or their use of the figure is for one
    (「*オンライン*販売用です」, ``ja_part_in_purpose``): which part of the figure is
    wanted, so it is read."""
    return bool(parts_of_own_work(rest, lang)) or ja_part_in_purpose(rest.strip(" 、,。"), lang)


def as_asked(named: list[Mention], own: frozenset[tuple[str, str]]) -> list[Mention]:
    """``named`` with a name several metrics share (利润, 利益: EBITDA and net profit) read
    as the one of them the request asks (``own``), when it does ask one: said again in
    the asker's words beside it (「我在对比奖金池和*利润*的关系」), it is that figure, not
    another to ask which of. A name none of whose metrics is asked stays as it is."""
    spans: dict[tuple[int, int], list[Mention]] = {}
    for m in named:
        spans.setdefault((m.start, m.end), []).append(m)
    kept: list[Mention] = []
    for group in spans.values():
        asked = [m for m in group if (m.kind, m.code) in own]
        shared = len(group) > 1 and all(m.kind == "metric" for m in group)
        kept += asked if shared and asked else group
    return kept


_ZH_WORK_LEAD_RE = re.compile(
    r"(?:^|(?<=[，,。！？!?\s]))(?:给|給|为|為)(?P<whom>[^\W\d的a-z]{1,6})的"
    r"(?P<work>[a-z]+|[^\W\d的a-z]{1,4}?)(?:里|裡|上|中)?(?:要|得|需要|想)?"
    r"(?:放|写|寫|加|填|引用|用)(?:上|进|進|一下)?"
)
"""A Chinese lead naming where the asker puts what is asked and for whom (「*给客户的pitch
要放*香港营收」, 「*给老板的周报里要写*…」): the asker's work product and the verb of putting
the figure into it."""

_ZH_PART_RE = re.compile(r"事业|事業|业务|業務|部门|部門|板块|板塊|分部|店")
"""A part of a business or a store (「饮料部门」, 「免税店」): who a work product is for may
say which part of the figure is wanted."""


def zh_work_lead(rest: str, lang: str) -> list[tuple[int, int]]:
    """The spans of ``rest`` (a Chinese clause, KB names blanked) of a lead naming the
    asker's work product the figure is put into and whom it is for (``_ZH_WORK_LEAD_RE``):
    what the asker does with the figure, never which figure. Whom it is for must be
    plain nouns (「客户」, 「老板」): a place word, a name the KB lacks, a word the analyser
    does not read as a noun (「兼职」), a part of a business or a store (「给*线上*的…」,
    「给*饮料部门*的…」, 「给*门店*的…」) may say which part is wanted, and is read."""
    if lang != "zh":
        return []
    spans: list[tuple[int, int]] = []
    for match in _ZH_WORK_LEAD_RE.finditer(rest):
        if match.group("work") not in WORK_NOUNS:
            continue
        whom = match.group("whom")
        tokens = cjk_tokens(whom, False)
        if not tokens or _ZH_PART_RE.search(whom):
            continue
        if any(t.word.name or not t.content or t.tag.startswith(("f", "s", "b")) for t in tokens):
            continue
        spans.append(match.span())
    return spans


_ZH_SHEET_LEAD_RE = re.compile(
    r"(?:^|(?<=[，,。！？!?；;\s]))(?P<lead>[^\W\d的]?[^\W的]{0,11}?)"
    r"(?P<sheet>表格|表|模型|底稿|页|頁|列|栏|欄|格子|单元格|單元格|sheet|tab)"
    r"(?:里|裡|中|上)?(?:要|得|需要|该|該|应该|應該)(?:填|放|更新|写|寫)(?:入|进|進|上|一下)?"
)
"""A Chinese lead naming the asker's sheet, page or column the figure is filled into
(「*人效分析表要填*集团…」, 「*模型Segment页C列要填*新加坡…」): where the figure goes."""

_ZH_SHEET_WORDS = frozenset(
    ["表", "表格", "模型", "底稿", "页", "頁", "列", "栏", "欄", "格子", "单元格", "單元格"]
)
"""The nouns of a spreadsheet the asker fills: its table, model, page, column or cell."""


def zh_sheet_lead(rest: str, lang: str) -> list[tuple[int, int]]:
    """The spans of ``rest`` (a Chinese clause, KB names blanked) of a lead naming where in
    the asker's sheet the figure is filled (``_ZH_SHEET_LEAD_RE``): what the asker does
    with the figure, never which figure. Every word before the sheet must be a plain noun
    (人效, 分析), a noun of the sheet (页, 列) or a Latin label of a tab or a column
    (Segment, C): a place word, a part of the business (「*线上*分析表」, 「*门店*表」,
    "Online页"), a name the KB lacks or a blanked KB name may say which figure, and is
    read."""
    if lang != "zh":
        return []
    spans: list[tuple[int, int]] = []
    for match in _ZH_SHEET_LEAD_RE.finditer(rest):
        lead = match.group("lead")
        if lead != lead.strip() or (
            lead and not all(_sheet_label(t) for t in cjk_tokens(lead, False))
        ):
            continue
        spans.append(match.span())
    return spans


def _sheet_label(token: Token) -> bool:
    """A word that may stand in the label of the asker's sheet: a plain noun, a noun of the
    sheet itself, or a Latin label that is no channel of the business."""
    surface = token.word.surface
    if surface in _ZH_SHEET_WORDS or surface in WORK_NOUNS:
        return True
    if re.fullmatch(r"[a-z0-9]+", surface):
        return surface not in gr.CHANNEL_WORDS
    if token.word.name or zh_part_word(token) or _ZH_PART_RE.search(surface):
        return False
    return token.content and token.tag.startswith(("n", "vn")) and not token.tag.startswith("ns")


_JA_WORK_PLACE_RE = re.compile(
    r"(?:(?<=[をはがもにで、,\s])|^)(?P<work>[\u30a0-\u30ff\u4e00-\u9fffa-z]{1,8}?)"
    r"(?:に|へ)(?:載せ|入れ|書き|書い|貼り|貼っ|使い|使う|使っ|まとめ|記載し)"
    r"(?:たい(?:ので|から|です|んです)?|たくて|ます|る|て)?"
)
"""Where a Japanese asker puts the figure (「*資料に載せたい*」, 「*スライドに入れたい*」):
their work product and the verb of putting it there."""


def ja_work_place(rest: str, lang: str) -> list[tuple[int, int]]:
    """The spans of ``rest`` (a Japanese clause, KB names blanked) saying where the asker
    puts the figure (``_JA_WORK_PLACE_RE``), when that is a product of the asker's work
    (資料, スライド, レポート): what they do with the figure, never which. A word written
    onto it (「*オンライン*資料に」) is no work product of that list, so it is read."""
    if lang != "ja":
        return []
    return [
        match.span()
        for match in _JA_WORK_PLACE_RE.finditer(rest)
        if match.group("work") in WORK_NOUNS or _written_into(match)
    ]


_JA_WRITING_RE = re.compile(r"(?:書き|書い|記載し|記入し|転記し|載せ)")
"""Verbs of writing a figure down (書く, 記載する, 記入する, 転記する, 載せる)."""

_JA_CELL_RE = re.compile(r"(?:行|列|欄|セル|項目|分|店|事業|部門|セグメント)$")
"""A row, column, cell, portion, store or part of a business closing a place: where in
a table or which part the figure is of (「オンライン*欄*」, 「免税*店*」)."""


def _written_into(match: re.Match[str]) -> bool:
    """Whether the place a Japanese asker writes the figure into (``_JA_WORK_PLACE_RE``
    with a verb of writing: 「*稟議書*に書きたい」, 「*与信判断書*に記載したい」) is a
    document of their own: a noun phrase closed by no row, column, portion, store or
    part of a business (「オンライン*欄*に書きたい」) and holding no part word or name."""
    work = match.group("work")
    verb = match.string[match.end("work") + 1 : match.end()]
    if not _JA_WRITING_RE.match(verb) or _JA_CELL_RE.search(work):
        return False
    words = [token for _, token in _words_of(work)]
    return bool(words) and not (
        ja_part_in_phrase(work) or any(t.word.name for t in words) or japanese_places(work)
    )


def people_onto_a_noun(norm: str, mention: Mention) -> bool:
    """Whether a metric's name is a Chinese or Japanese noun for the staff written straight
    onto a noun of its own (「新*员工*分享会」, 「*社員*研修」, 「*员工*食堂」): it names what
    the staff have or attend, a thing of the asker's world, never their count. A count
    (员工数, 社員数) or a grammar noun after it (员工规模) is no such noun."""
    said = norm[mention.start : mention.end]
    if mention.kind != "metric" or not gr.PEOPLE_NOUN_RE.fullmatch(said):
        return False
    tail = CJK_RUN_RE.match(norm, mention.end)
    if tail is None:
        return False
    japanese = re.search(r"[\u3040-\u30ff]", norm) is not None
    tokens = cjk_tokens(tail.group(), japanese)
    first = tokens[0] if tokens else None
    return (
        first is not None
        and (first.content or (first.tag.startswith("v") and len(first.word.surface) > 1))
        and not is_grammar(first.word)
        and not first.word.surface.startswith(("数", "人", "總", "总"))
    )


_ZH_OWN_WORK_RE = re.compile(
    r"(?:^|(?<=[，,。！？!?;；:：\s]))(?:我|我们|我們)"
    r"(?:(?:正在|在)(?:准备|準備|做|写|寫|核对|核對)|(?:只|主要)?(?P<charge>负责|負責))"
    r"(?P<what>[^\W\da-z]{2,12})(?=[，,。！？!?;；:：\s]|$)"
)
"""A Chinese sentence of the asker's own work (「我在*核对*批发资料」, 「我们在*准备*线上分析」)
or charge (「我只*负责*线上」), with what it is on."""

_ZH_WORK_MATERIALS = frozenset(
    ["资料", "資料", "分析", "报告", "報告", "汇报", "匯報", "数据", "數據"]
)
"""The nouns of the asker's work material a part of the business may be written onto."""

_JOINED = frozenset(["的", "之"])
"""A particle joining a part onto the work material after it (「海外*的*报告」)."""

_ZH_PART_WORDS = frozenset(
    ["门店", "門店", "批发", "批發", "加盟", "免税", "免稅", "电商", "電商", "线下", "線下"]
)
"""Words for a part of the business (the stores, wholesale, franchise, duty-free, online
selling, offline) the analyser does not always tag as a place, which the part checks of
``_context_parts`` read as parts."""


def zh_parts_of_own_work(rest: str, lang: str) -> list[tuple[int, int, Word]]:
    """The part of the business, with its span, in each Chinese sentence of ``rest`` of the
    asker's own work where it is written straight onto the noun of the work material
    (「我在核对*批发*资料」, 「我们在准备*线上*分析」) or stands alone as what the asker is in
    charge of (「我只负责*线上*」): the share of the figure the asker wants, as "I'm
    preparing the online analysis" says, also joined by 的 (「我在写*海外*的报告」). A work named
    by its stage or course (「入职培训的作业」), a place where the asker works (「我在门店
    上班」) or any other word names no part here."""
    if lang != "zh":
        return []
    found: list[tuple[int, int, Word]] = []
    for match in _ZH_OWN_WORK_RE.finditer(rest):
        tokens = cjk_tokens(match.group("what"), False)
        end = match.end("what")
        if match.group("charge") is not None and len(tokens) == 1:
            part = tokens[0]
        elif len(tokens) >= 2 and tokens[-1].word.surface in _ZH_WORK_MATERIALS:
            end -= len(tokens[-1].word.surface)
            part = tokens[-2]
            if part.word.surface in _JOINED and len(tokens) >= 3:
                end -= len(part.word.surface)  # 「我在写*海外*的报告」: joined by 的
                part = tokens[-3]
        else:
            continue
        if zh_part_word(part):
            found.append((end - len(part.word.surface), end, part.word))
    return found


_ZH_PARTS_SAID_RE = re.compile(
    r"(?P<before>(?:只|仅|僅)[^\W\d的]{0,3}?|按照|按|的是|主要是|主要看"
    r"|扣掉|扣除|除了|除去|剔除|不含|不包括|不算)?"
    r"(?P<part>门店|門店|批发|批發|加盟|免税|免稅|电商|電商|线下|線下|线上|線上|网上|網上|海外|境外"
    r"|店内|店內)"
    r"(?P<after>(?:的|那)?(?:一)?(?:数据|數據|数字|數字|数|數|栏|欄|部分|块|塊|算|计算|計算|统计|統計"
    r"|渠道|页|頁|的(?=[，,。！？!?;；:：\s]|$)))?"
)
"""A Chinese word for a part of the business said of the figure in a sentence beside the
request: after "only" (「*只有*线上」, 「*只放*线上」), as what is looked at (「关注*的是*线上」,
「*主要是*线上」) or left out (「*扣掉*批发」), as the basis it is counted by (「*按*门店*算*的」),
written onto a noun of the figure or of a part (「线上*的数*」, 「门店*数据*」, 「线上*那一栏*」,
「线上*渠道*」), or standing alone with 的 (「*批发的*，日本业务…」). 业务 is no such noun
after 的: 「海外*的业务*」 names the markets abroad."""

_ZH_PART_HEADING_RE = re.compile(
    r"(?P<part>门店|門店|批发|批發|加盟|免税|免稅|电商|電商|线下|線下|线上|線上|网上|網上|店内|店內"
    r"|外卖|外賣)(?=业务|業務|部门|部門|板块|板塊|分部|事业|事業|团队|團隊|店(?=的|[^\w]|$)|商(?!品)"
    r"|周报|週報|月报|月報|报告|報告|资料|資料|材料|分析|汇报|匯報|幻灯片|幻燈片|介绍|介紹"
    r"|论文|論文)"
)
"""A Chinese word for a part of the business written straight onto a noun of a part, its
team, a kind of store or trader, or a work material (「*线上*业务」, 「*批发*业务」, 「*线上*
分部模型」, 「*线上*团队要的」, 「*加盟*店的幻灯片」, 「做*加盟*商分析用」, 「放进*电商*周报」,
「*外卖*资料」, 「写*门店*介绍用」: the analyser reads 外卖 as a verb, yet written onto a noun
it is the part):
in the request or beside it, the part the figure is of. A market's own business (「日本业务」,
「香港业务」) and the markets abroad (「海外业务」) are KB names, never read here; a store's
staff (「门店店长」) are no kind of store."""


_ZH_PART_TOPIC_RE = re.compile(
    r"(?:关于|關於|有关|有關)(?P<part>门店|門店|批发|批發|加盟店?|免税店?|免稅店?|电商|電商|线下|線下"
    r"|线上|線上|网上|網上|网店|網店|外卖|外賣)[^，,。！？!?；;]{0,8}?的"
    rf"(?:毕业|畢業|学位|學位|专题|專題|深度|系列)?(?:论文|論文|介绍|介紹|{gr.CJK_WORK_NOUNS})"
)
"""A part of the business as the topic of the asker's work (「我在写*关于门店*的论文」,
「关于*线上*业务的报告」): the figure asked beside it is that part's, as 「门店报告」 says."""

_ZH_PART_VERBS = frozenset(["外卖", "外賣", "批发", "批發", "加盟"])
"""Chinese parts of the business the analyser tags as verbs (外卖 "takeaway", 批发
"wholesale")."""


def zh_holds_a_part(text: str) -> bool:
    """Whether Chinese ``text`` holds a word for a part of the business written anywhere in
    it (``_ZH_PART_WORDS``, ``_ZH_PART_VERBS``), however the analyser cuts it: in
    traditional characters it may join 外賣 to the next character (「*外賣*驗收清單」)."""
    return any(part in text for part in _ZH_PART_WORDS | _ZH_PART_VERBS)


def zh_part_verbs(rest: str, lang: str) -> list[tuple[int, int, Word]]:
    """Each Chinese part of the business the analyser tags as a verb (``_ZH_PART_VERBS``:
    外卖, 批发, 加盟), with its span, wherever it stands in ``rest`` (a Chinese clause,
    KB names blanked): 「*外卖*验收清单里要填香港…的收入」 and 「*外卖*香港…收入」 ask the
    takeaway share of the figure, as the noun of a part (线上) does; a verb is otherwise
    passed over, so it is named here."""
    if lang != "zh":
        return []
    found: list[tuple[int, int, Word]] = []
    for run in CJK_RUN_RE.finditer(rest):
        at = run.start()
        for token in cjk_tokens(run.group(), False):
            end = at + len(token.word.surface)
            if token.word.surface in _ZH_PART_VERBS:
                found.append((at, end, token.word))
            at = end
    return found


_ZH_PART_USE_RE = re.compile(
    r"(?P<part>门店|門店|批发|批發|加盟店?|免税店?|免稅店?|电商|電商|线下|線下|线上|線上|网上|網上"
    r"|网店|網店|外卖|外賣|海外|境外)(?:那边|那邊|这边|這邊)?(?:要用|需要用|用|要)(?=[，,。：:！!\s]|$)"
)
"""A Chinese part of the business before 用 or 要用 closing a piece (「*免税店*要用，」,
「*外卖*用，」): the part the figure is for, as 「线上部门需要」 names it."""


def zh_parts_said(rest: str, lang: str) -> list[tuple[int, int, Word]]:
    """The parts of the business, with their spans, a Chinese piece beside the request
    says the figure is of (``_ZH_PARTS_SAID_RE``), besides those of the asker's own work
    (``zh_parts_of_own_work``): 「我们的报表只有线上」, 「模型里是线上的数」. A part word
    with none of these (「我在门店上班」) says where the asker is, and is not read here."""
    if lang != "zh":
        return []
    found = zh_parts_of_own_work(rest, lang)
    said = [
        m
        for m in _ZH_PARTS_SAID_RE.finditer(rest)
        if m.group("before") is not None or m.group("after") is not None
    ]
    heads = list(_ZH_PART_HEADING_RE.finditer(rest)) + list(_ZH_PART_USE_RE.finditer(rest))
    heads += list(_ZH_PART_TOPIC_RE.finditer(rest))
    for match in said + heads:
        start, end = match.span("part")
        if not any(a <= start < b for a, b, _ in found):
            found.append((start, end, cjk_tokens(match.group("part"), False)[0].word))
    return sorted(found, key=lambda hit: hit[0])


_BUSINESS_HEADS = frozenset(["业务", "業務", "事业", "事業", "板块", "板塊", "部門", "ビジネス"])
"""Chinese and Japanese nouns of a line of business a word written onto them says the
kind of."""

_ZH_KIND_TAGS = frozenset(["v", "vg", "vd", "a", "ad", "b"])
"""jieba's tags of a verb, an adjective or a distinguishing word (外卖, 新, 直营): before
a noun of a business they say what kind of business it is."""

_JA_KIND_CLASSES = frozenset(["形状詞", "形容詞", "動詞"])
"""Sudachi's classes of an adjective or a verb (新規, 主要): before a noun of a business
they say what kind of business it is."""

_ZH_OTHER_BUSINESS = frozenset(["其他", "其它", "别的", "別的"])
"""The pronouns that set one business apart from the rest (其他业务). 本地业务 is the
home market's, which one is asked, as of 海外业务."""

_NO_KIND = frozenset(["全", "总", "總", "所有", "现有", "現有"])
"""Words before a noun of a business that take in all of it (所有业务, 全业务)."""


def kinds_heading_business(rest: str, lang: str) -> list[tuple[int, int, Word]]:
    """Words of ``rest`` (KB names blanked) written straight onto a Chinese or Japanese
    noun of a line of business that say what kind it is: a verb of an activity (「*外卖*
    业务」, 「*团购*业务」, 「*配送*业务」), an adjective or a distinguishing word (「*新*业务」,
    「*直营*业务」, 「*新規*事業」) or a pronoun setting it apart (「*其他*业务」): the business
    of that kind is a part the KB does not report. A noun the analyser knows (餐饮业务,
    外食事業) is a word the KB lacks anyway; a market's business (日本业务, blanked), the
    whole (所有业务, 整体业务), one pointed at (该业务) and the markets abroad (海外业务)
    are no kind."""
    if lang == "en":
        return []
    found: list[tuple[int, int, Word]] = []
    for run in CJK_RUN_RE.finditer(rest):
        japanese = is_japanese(run.group(), lang)
        at = run.start()
        tokens = list(cjk_tokens(run.group(), japanese))
        for token, head in zip(tokens, [*tokens[1:], None], strict=True):
            end = at + len(token.word.surface)
            heads = head is not None and head.word.surface in _BUSINESS_HEADS
            if heads and _names_a_kind(token, japanese):
                found.append((at, end, token.word))
            at = end
    return found


def _names_a_kind(token: Token, japanese: bool) -> bool:
    """Whether ``token``, written before a noun of a business, says what kind it is
    (``kinds_heading_business``)."""
    surface = token.word.surface
    if surface in _NO_KIND or is_grammar(token.word):
        return False
    if japanese:
        return token.tag in _JA_KIND_CLASSES
    if surface in _ZH_OTHER_BUSINESS:
        return True
    return token.tag in _ZH_KIND_TAGS and not (token.tag.startswith("v") and len(surface) < 2)


def zh_part_word(token: Token) -> bool:
    """A word for a part of the business (``_ZH_PART_WORDS``), or a place or position
    word of two characters (线上, 海外: tagged f or s), not grammar."""
    surface = token.word.surface
    if surface in _ZH_PART_WORDS:
        return True
    return token.tag in ("f", "s") and len(surface) == 2 and not is_grammar(token.word)


def zh_parts_standing_alone(
    rest: str, lang: str, written: str | None = None
) -> list[tuple[int, int, Word]]:
    """The Chinese words for a part of the business standing alone in ``rest`` (the KB's
    names and the periods blanked in ``written``, the text as written), each with its span:
    a keyword of their own beside a metric (「香港 收入 2024财年 *线上*」, 「收入（*外卖*）」,
    「收入，*批发*」), set off by spaces or punctuation, they say which part of the figure is
    asked, as written onto it. A word written against a name or a year (「*当地*2025财年」)
    is not set off; a word of time or order built on a localiser (最近, 以上) is none."""
    if lang != "zh":
        return []
    text = rest if written is None else written
    found: list[tuple[int, int, Word]] = []
    for run in CJK_RUN_RE.finditer(rest):
        tokens = cjk_tokens(run.group(), False)
        if len(tokens) != 1 or is_japanese(run.group(), lang):
            continue
        before = text[run.start() - 1] if run.start() else " "
        after = text[run.end()] if run.end() < len(text) else " "
        if not (_SET_OFF_RE.match(before) and _SET_OFF_RE.match(after)):
            continue
        token = tokens[0]
        surface = token.word.surface
        place = zh_part_word(token) and not set(surface) <= _LOCALISERS
        # Between two pieces of the request (a KB name or a year on each side), a verb
        # set off alone names an activity, whatever verb it is: the asker's own acts
        # frame the question from its start or its end, or tag it in brackets (【求助】).
        placed = _between_pieces(rest, text, run.start(), run.end())
        verb_part = (
            surface in _ZH_PART_VERBS
            or (token.tag.startswith("v") and (_zh_trade(surface) or _zh_activity(token, placed)))
            or _zh_service_adjective(token)
        )
        if place or verb_part:
            found.append((run.start(), run.end(), token.word))
    return found


_SET_OFF_RE = re.compile(r"[\s,，、;；:：。.!！?？()（）\[\]【】「」『』\"'“”‘’/|～~-]")
"""What sets a keyword off from the words beside it: a space or punctuation."""


def _zh_trade(verb: str) -> bool:
    """Whether a Chinese verb names a trade the business is divided by: the analyser's
    dictionary holds it with 业 or 店 written onto it as one word (零售业, 批发店, 免税店),
    as ``line_of_business`` reads a Japanese verbal noun. Verbs of asking or reporting
    (查询, 核对, 合计) form no such word."""
    return len(verb) >= 2 and any(chinese_dictionary_word(verb + suffix) for suffix in "业店")


def _zh_service_adjective(token: Token) -> bool:
    """Whether a Chinese word the analyser tags as an adjective names a service the
    business may be divided by (清洁, 保洁: "clean" and "cleaning" are one word): its
    dictionary holds it with a worker, a fee, a trade or a shop written onto it as one
    word (清洁工, 清洁费). A word of how the figure should be (准确, 完整, 具体) forms no
    such word; one tagged as an adverb or a distinguishing word (正式, 临时) is left."""
    surface = token.word.surface
    return (
        token.tag in ("a", "an")
        and len(surface) >= 2
        and any(chinese_dictionary_word(surface + suffix) for suffix in "工费业店")
    )


def _between_pieces(rest: str, text: str, start: int, end: int) -> bool:
    """Whether the span ``start``..``end`` of a Chinese clause stands between two pieces
    of the request: a KB name or a period (blanked in ``rest``, written in ``text``) on
    each side of it (「新加坡，*清洁*，2024财年收入」)."""
    if len(rest) != len(text):
        return False
    return any(a != b for a, b in zip(rest[:start], text[:start], strict=True)) and any(
        a != b for a, b in zip(rest[end:], text[end:], strict=True)
    )


def _zh_activity(token: Token, placed: bool = False) -> bool:
    """Whether a Chinese verb set off on its own names an activity the business may be
    divided by (烘焙, 配送, 团购), as an English -ing form alone does: a verb of two or
    more characters, no courtesy and no grammar, that is no act of the asker's
    (``_ZH_ASKERS_ACTS``) or is ``placed`` between two pieces of the request, where no
    act of the asker's stands (「新加坡 *打印* 2024财年收入」)."""
    surface = token.word.surface
    return (
        token.tag in ("v", "vn")
        and len(surface) >= 2
        and (placed or surface not in _ZH_ASKERS_ACTS)
        and not gr.COURTESY_RE.search(surface)
        and not is_grammar(token.word)
    )


def zh_verb_between(pieces: Sequence[str], at: int, named: Sequence[bool]) -> bool:
    """Whether the Chinese piece ``at`` of ``pieces`` (each with the mark closing it) is
    one verb alone (``_zh_activity``) standing between two pieces of the request: a comma
    (、，,) on each side and a KB name or a period (``named``) in a piece before it and in
    one after it (「新加坡，*打印*，2024财年收入」). It names an activity of the business, as
    it does between spaces, whatever verb it is: the asker's own acts frame the request
    from its start or its end."""
    if not (0 < at < len(pieces) - 1) or not (any(named[:at]) and any(named[at + 1 :])):
        return False
    if not all(re.search(r"[、，,]\s*$", pieces[i]) for i in (at - 1, at)):
        return False
    plain = pieces[at].strip().rstrip("、，,").strip()
    tokens = cjk_tokens(plain, False) if CJK_RUN_RE.fullmatch(plain) else ()
    return len(tokens) == 1 and _zh_activity(tokens[0], placed=True)


_ZH_ASKERS_ACTS = frozenset(
    re.findall(
        r"\S+",
        """
    问 请问 请教 询问 咨询 想问 确认 核对 核实 复核 核查 检查 查 查询
    查看 看看 了解 想 希望 需要 等 等待 准备 更新 汇报 报告 整理 对账
    补充 更正 说明 备注 提醒 注意 跟进 回复 收到 转发 参考 引用 对比 比较
    统计 计算 合计 汇总 填写 填报 提交 开会 求助 求教 加班 出差 赶稿 赶工
    审计 核算 做账 报税 申报 写报告 做表 调用 写入 导出 导入 下载 上传 录入
    读取 获取 提取 输出 打印 生成 返回 显示 展示 填入 填 写 放入 粘贴 复制
    替换 发送 同步 刷新 保存 求问 求解 求救 求答 求告知 求科普 求指点 打听 请问一下
    列示 列报 披露 呈报 报送 提供 列出 给出 告知 告诉 注明 标明 写明 载明
        """,
    )
)
"""Chinese verbs of what the asker does (asking, checking, preparing, reporting,
auditing, working late or away, handling the figure as data: 调用, 写入, 导出, giving or
presenting it: 列示, 披露, 提供): said alone beside a request they name no activity of the
business."""


_LOCALISERS = frozenset("上下内外中里间前后旁边面头东西南北左右以之其期最近来未将从")
"""Characters of the Chinese localisers and the words of time or order built on them
(以上, 之间, 最近): no part of the business."""


_ZH_HEADING_LINKS = frozenset(["的", "之", "用", "给", "給", "为", "為"])
"""Particles and purpose words that may stand between the nouns of a Chinese heading of
the asker's work (「董事会*用*材料」, 「给董事会的材料」)."""


def _zh_of_askers_world(surface: str) -> bool:
    """A Chinese noun of the asker's world (董事会, 材料), a company function (财务) or
    a superior (领导): what the asker's work is, or whom it is for."""
    return (
        surface in WORK_NOUNS
        or surface in gr.COMPANY_FUNCTIONS_ZH
        or surface in gr.SUPERIORS_ZH
        or surface in gr.ZH_READER_NOUNS
    )


_ZH_NOMINAL_TAGS = ("n", "f", "s", "a", "b", "j", "l")
"""jieba's tags of the words a Chinese noun phrase is built of (nouns, place and position
words, adjectives, distinguishing words, abbreviations, set phrases)."""


def _zh_heading_words(phrase: str) -> list[Token] | None:
    """The words of a Chinese noun phrase closed by a noun of the asker's work (资料, 材料,
    汇报), less the particles between them; None for any other phrase. A verb may stand
    only straight before the work noun, qualifying it (「批发资料」); one elsewhere, or a
    pronoun, makes a sentence (「我在做竞品对标的幻灯片」), no heading."""
    if re.search(r"[a-z0-9]", phrase):
        return None
    tokens = [t for run in CJK_RUN_RE.findall(phrase) for t in cjk_tokens(run, False)]
    words = [t for t in tokens if t.word.surface not in _ZH_HEADING_LINKS]
    if not words or words[-1].word.surface not in WORK_NOUNS:
        return None
    for at, token in enumerate(words[:-1]):
        verb = token.tag.startswith("v") and at == len(words) - 2
        if not (token.tag.startswith(_ZH_NOMINAL_TAGS) or verb):
            return None
    return words


def zh_work_heading(rest: str, lang: str) -> bool:
    """Whether a Chinese piece (KB names blanked) is a heading of the asker's work and
    nothing else (「董事会材料」, 「财务部汇报」, 「给领导的资料」): every word a thing of the
    asker's world, a company function or whom the work is for, the last a work product.
    It says what the figure is for, never which figure."""
    words = _zh_heading_words(rest.strip(" ,，、。:：")) if lang == "zh" else None
    return words is not None and all(_zh_of_askers_world(t.word.surface) for t in words)


def zh_work_on_a_part(rest: str, lang: str) -> bool:
    """Whether a Chinese phrase names the asker's work material qualified by a part of
    the business (「*线上*材料」, 「*免税店*资料」, 「*批发*资料」, 「*门店*汇报」): the part the
    material is on, so the figure asked beside it is that part's. Any other word before
    the material (a team's or a report's own name) says whose work it is, no part."""
    words = _zh_heading_words(rest.strip(" ,，、。:：")) if lang == "zh" else None
    return words is not None and any(zh_names_a_part(t) for t in words[:-1])


def zh_names_a_part(token: Token) -> bool:
    """A Chinese word for a part of the business, one the analyser reads as a verb (外卖)
    or one built on it (*免税*店, *加盟*店)."""
    surface = token.word.surface
    return (
        zh_part_word(token)
        or surface in _ZH_PART_VERBS
        or any(surface.startswith(part) for part in _ZH_PART_WORDS)
    )


_ZH_FORECAST = r"(?:预测|預測|预算|預算)"
_ZH_FORECAST_WORK_RE = re.compile(
    rf"{_ZH_FORECAST}的?(?:表|模型|底稿|报表|報表)"
    rf"|(?:放进|放進|放到|放入|填进|填進|填到|填入|用于|用於|用在){_ZH_FORECAST}"
    rf"|(?:放进|放進|放到|放入|填进|填進|填到|填入)[^，,。！？!?]{{0,6}}{_ZH_FORECAST}"
)


def zh_forecast_work(rest: str, lang: str) -> bool:
    """Whether a Chinese piece of the asker's names a forecast or a budget as the table or
    model the figure goes in (「我在更新收入*预测表*」, 「要放进*预算表*」, 「我在更新*预测
    模型*」, 「要放进年度*预测*里」): the figure they want may be a forecast or budgeted one,
    which the KB does not hold, so the piece is read with the request and the figure
    refused, never the reported one given in its place. Someone else's budget the figure
    is wanted for (「采购部那边在做年度预算」) is no table it goes in."""
    return lang == "zh" and _ZH_FORECAST_WORK_RE.search(rest) is not None


_TABLES = frozenset(["表", "表格", "表里", "表裡", "表中", "表内", "シート"])
"""Tables the asker fills in (「表格」, 「表に入れます」), beside ``WORK_NOUNS``."""


def part_onto_work(rest: str, lang: str) -> bool:
    """Whether a Chinese or Japanese piece of the asker's writes a part of the business
    straight onto a thing of their world, joined by の or 的 or not (「*フランチャイズ*の表に
    入れます」, 「要填进*加盟*表格」, 「放进*线上*的表里」): the figure goes where that part's
    figures stand, so the piece narrows it, as "it goes in the franchise table" does."""
    if lang not in ("zh", "ja"):
        return False
    part = ja_part_word if lang == "ja" else zh_part_word
    for run in CJK_RUN_RE.finditer(rest):
        tokens = cjk_tokens(run.group(), lang == "ja")
        for at, token in enumerate(tokens):
            surface = token.word.surface
            if surface not in WORK_NOUNS and surface not in _TABLES | _CJK_FIGURE_PLACES:
                continue
            before = at - 1
            if before >= 0 and tokens[before].word.surface in ("の", "的"):
                before -= 1
            if before >= 0 and part(tokens[before]):
                return True
            if before >= 0 and _stores_onto_a_place(tokens[before], token):
                return True
    return False


_CJK_FIGURE_PLACES = frozenset(
    [
        "列",
        "欄",
        "行",
        "セル",
        "タブ",
        "スライド",
        "ページ",
        "栏",
        "一栏",
        "格子",
        "单元格",
        "單元格",
        "页",
        "頁",
        "表",
        "表格",
        "シート",
    ]
)
"""Where a figure stands in the asker's sheet or deck (a column, a row, a cell, a tab, a
slide, a table)."""

_CJK_STORES = frozenset(["店舗", "店", "门店", "門店", "店铺", "店舖"])
"""The stores, which are every store alone (「店舗会議用に」) but a share of the figure beside
the online one when they head a column of it."""


def _stores_onto_a_place(before: Token, place: Token) -> bool:
    """Whether the stores are written onto a place where a figure stands (「*店舗*の列」,
    「*门店*那一栏」), as "the *store* column" is: that column holds the stores' share of the
    figure, a part of it. Onto a thing that holds no figure (「店舗会議」) they are where the
    work is for."""
    return before.word.surface in _CJK_STORES and place.word.surface in _CJK_FIGURE_PLACES
