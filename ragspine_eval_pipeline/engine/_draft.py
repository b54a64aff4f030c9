"""The asker's draft around a request: where the sentence goes, who says it, its tone.

A speech writer asks for the figure of a sentence they are writing and wraps the request
in their draft: where it stands ("*Closing paragraph of the speech for the offsite:*
'…'", 「*CEO致辞的开场白：*“…”」, 「*社内報の紹介記事で*「…」*と書きます*」), who will say it
("*the CEO will say:*", 「*CFO在全员大会上要说*」), and how it should sound ("*Tone is warm,
not salesy.*", "*upbeat tone*", 「*语气要振奋*」, 「*前向きなトーンで*」). These say where the
figure is put, never which figure, and are taken out before the request is read:

- the words leading a quoted draft that holds a blank, and in Chinese and Japanese the
  verb of writing or saying after it, when each is a word of a text and its place (a
  speech, a letter, a line, the opening, slide 3), of an occasion (a town hall, 年会), of
  a role (the CEO, 社長), of whom it is written to (all staff), a verb of writing or
  saying, or grammar; a market named there only when the draft or the request names it
  too. A word of a channel, a store, a programme or any name the KB lacks keeps the
  words, which are then read as before (and refused);
- a piece or a sentence saying the tone wanted, naming nothing of the KB;
- the quoted draft itself, when a request beside it names the figure and the draft names
  no market, metric or year the request does not ("'Every one of our ___ colleagues made
  this possible.' What's the group headcount?"): the draft's other words are its prose;
  and a piece closing a draft after its blank that names nothing ("— our best ever");
- a sentence beside a request naming only what is written and where the figure goes
  ("The CEO wants to open the town hall with our headcount.", 「要放在员工大会第4页幻灯片
  上。」, 「社長メッセージの冒頭に入れます。」), and a piece leading the request that names
  only the text written (「社内報の巻頭言、」).

A market named before a role ("the *Japan* country head will say: 'Our EBITDA …'") is
whose "our" a draft naming no market says; a place written onto an occasion ("Thursday's
*Tokyo* town hall") is where it is held. A draft left alone once its frame and the request
to fill it are out is the request (``draft_alone``).
"""

from __future__ import annotations

import re
from datetime import date

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._blank_filled import BLANK
from ragspine_eval_pipeline.engine._context import narrows_figure
from ragspine_eval_pipeline.engine._names import Matcher, Mention
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._purpose import part_word
from ragspine_eval_pipeline.kb.analysis import (
    Word,
    cjk_tokens,
    english_verb_bases,
    english_word_classes,
    normalize,
)

__all__ = ["draft_alone", "without_draft_around"]


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_DRAFT_BLANK_RE = re.compile(BLANK + r"|(?<![A-Za-z])X{2,4}(?![A-Za-z])")

_QUOTE_RES = (
    re.compile(r"“(?P<body>[^“”]+)”"),
    re.compile(r"「(?P<body>[^「」]+)」"),
    re.compile(r"『(?P<body>[^『』]+)』"),
    re.compile(r"(?<![A-Za-z])\"(?P<body>[^\"]+)\""),
    re.compile(
        r"(?<![A-Za-z])[‘'](?P<body>(?:[^'‘’]|(?<=[A-Za-z])['’](?=[A-Za-z]))+)['’](?![A-Za-z])"
    ),
)
"""A quotation in any of the marks a draft is quoted in; an apostrophe inside a word
("we've") is no closing mark."""

DRAFT_NOUNS_EN: frozenset[str] = _words(
    """
    speech speeches remarks address toast script scripts letter letters note notes message
    messages newsletter newsletters blurb blurbs article articles piece pieces feature
    features story stories column columns post posts bulletin bulletins intranet
    announcement announcements press release releases statement copy draft drafts headline
    headlines caption captions line lines paragraph paragraphs para sentence sentences
    opening closing intro introduction ending conclusion section sections page pages
    qa q&a words
    """
)
"""English nouns of a text being written and of its parts (a speech, a letter, the
opening, a line, a paragraph): where the figure is put."""

OCCASION_NOUNS_EN: frozenset[str] = _words(
    """
    town hall townhall townhalls offsite offsites dinner lunch breakfast party gala ceremony
    conference kickoff kick-off all-hands assembly celebration event forum summit retreat
    meeting gathering reception awards anniversary
    """
)
"""English nouns of the occasions a speech is given at (a town hall, an offsite, a
dinner)."""

AUDIENCE_EN: frozenset[str] = _words(
    """
    staff colleagues employees everyone everybody all team teams people workforce
    spokesperson spokesman spokeswoman head heads gm gms leader leaders leadership host
    country regional region local
    """
)
"""Whom a draft is written to or by (all staff, the team, the country head)."""

_WRITING_VERBS = _words(
    """
    write draft ghostwrite say read speak deliver put use go open close finish prepare prep
    work insert fill give mention quote cite thank welcome celebrate plan want need sound
    """
)
"""Verbs of writing, saying and placing a sentence, by their base form."""

_TIME_WORDS = _words(
    """
    monday tuesday wednesday thursday friday saturday sunday tomorrow tonight week weeks
    month months next upcoming annual new-year year-end new yearly quarterly
    currently now two three four five six seven eight nine ten first second third fourth
    fifth last final middle top bottom quick short brief will shall
    """
)
"""Words of when and which one of a draft's parts (Thursday's, the second line)."""

_BASIS_OR_VERSION_EN = _words(
    "excluding including adjusted restated underlying organic comparable like-for-like only"
)


_EN_WORD_RE = re.compile(r"[A-Za-z0-9]+(?:[-&][A-Za-z0-9]+)*")
"""An English word; a contraction or a possessive is two (I'm: I, m; CEO's: CEO, s)."""


def _quotes(text: str) -> list[re.Match[str]]:
    """The quotations of ``text`` that hold a blank, in order, none inside another."""
    found: list[re.Match[str]] = []
    for pattern in _QUOTE_RES:
        for match in pattern.finditer(text):
            if _DRAFT_BLANK_RE.search(match.group("body")) is None:
                continue
            if any(m.start() <= match.start() < m.end() for m in found):
                continue
            found.append(match)
    return sorted(found, key=lambda m: m.start())


def _en_frame_word(word: str) -> bool:
    """Whether ``word`` is a word of a draft's frame (``DRAFT_NOUNS_EN`` and the other
    closed classes above, grammar, a number)."""
    low = word.casefold()
    if not low or low.isdigit():
        return True
    if low in _BASIS_OR_VERSION_EN or low in gr.CHANNEL_WORDS:
        return False
    if part_word(Word(low, low, True), "en"):
        return False
    parts = low.split("-") if "-" in low and low not in OCCASION_NOUNS_EN else [low]
    for part in parts:
        if (
            part in gr.ENGLISH_GRAMMAR
            or part in gr.ENGLISH_NAMING_NOTHING
            or part in DRAFT_NOUNS_EN
            or part in OCCASION_NOUNS_EN
            or part in AUDIENCE_EN
            or part in gr.ROLE_NOUNS
            or part in gr.ASKERS_WORLD_NOUNS
            or part in gr.POSITION_WORDS
            or part in gr.NEWCOMERS
            or part in gr.PRESS_NOUNS
            or part in _TIME_WORDS
            or english_verb_bases(part) & _WRITING_VERBS
        ):
            continue
        return False
    return True


def _blanked(text: str, named: list[Mention]) -> str:
    for m in named:
        text = text[: m.start] + " " * (m.end - m.start) + text[m.end :]
    return text


def _named(text: str, matcher: Matcher) -> tuple[list[Mention], str]:
    """The KB names in ``text`` and ``text`` with them blanked (as written, when folding
    keeps its length)."""
    folded = normalize(text)
    named = matcher.find(folded)
    return named, _blanked(text if len(folded) == len(text) else folded, named)


def _frame_names_only_the_rest(
    frame: str, rest: str, lang: str, matcher: Matcher, reference_date: date
) -> tuple[bool, str]:
    """Whether the KB names of ``frame`` are all named in ``rest`` too (a metric: any
    metric there; whom a letter is written to may be "staff"), and no period is; with the
    frame's other words."""
    named, left = _named(frame, matcher)
    rest_named = matcher.find(normalize(rest))
    rest_codes = {(m.kind, m.code) for m in rest_named}
    for m in named:
        if m.kind == "metric":
            if not any(r.kind == "metric" for r in rest_named):
                return False, left
        elif m.kind != "company" and (m.kind, m.code) not in rest_codes:
            return False, left
    if find_periods(normalize(frame), lang, reference_date):
        return False, left
    return True, left


_OCCASION_PLACE_EN_RE = re.compile(
    r"(?<![A-Za-z'’])(?P<place>[A-Z][a-z]+)(?=\s+(?:town[\s-]?hall|offsite|off-site|dinner|lunch"
    r"|party|gala|conference|kickoff|kick-off|all-hands|retreat|summit|forum|ceremony)(?![a-z]))"
)
"""A place written onto the occasion a speech is given at ("Thursday's *Tokyo* town hall"):
where the occasion is, no part of the figure."""


def _place_of_occasion(match: re.Match[str]) -> str:
    """The place of ``match`` blanked when the dictionary knows it as no word (a name)."""
    place = match.group("place")
    return place if english_word_classes(place.casefold()) else " " * len(place)


_SPEAKER_AFTER_EN_RE = re.compile(
    r"^\s*(?:(?:country|market|regional|local|business|site)\s+)?(?:head|gm|md|ceo|cfo|coo"
    r"|president|manager|director|leader|lead|boss|chief)(?![a-z])",
    re.IGNORECASE,
)
_WE_EN_RE = re.compile(r"(?<![a-z])(?:our|we|us)(?![a-z])", re.IGNORECASE)


def _speakers_market(lead: str, body: str, matcher: Matcher) -> str:
    """The market of the one who will say a draft naming no market of its own in the first
    person plural ("the *Japan* country head will say: 'Our EBITDA …'"): whose "our" it
    is; empty otherwise."""
    if _WE_EN_RE.search(body) is None:
        return ""
    if any(m.kind == "scope" for m in matcher.find(normalize(body))):
        return ""
    folded = normalize(lead)
    scopes = [m for m in matcher.find(folded) if m.kind == "scope"]
    if len(scopes) != 1 or len(folded) != len(lead):
        return ""
    if _SPEAKER_AFTER_EN_RE.match(lead[scopes[0].end :]) is None:
        return ""
    return lead[scopes[0].start : scopes[0].end]


def _en_frame_out(
    text: str, quote: re.Match[str], matcher: Matcher, reference_date: date
) -> str | None:
    """``text`` less the English words leading ``quote`` in its sentence, and the
    sentences of the draft's frame just before it; None when they are not all a frame's."""
    start = quote.start()
    before = text[:start]
    cut = max(
        (m.end() for m in re.finditer(r"[.!?](?:\s+|(?=['\"‘“]))", before)),
        default=0,
    )
    lead = _OCCASION_PLACE_EN_RE.sub(_place_of_occasion, before[cut:])
    rest = text[start:]
    speaker = _speakers_market(lead, quote.group("body"), matcher)
    said = rest + (" " + speaker if speaker else "")
    ok, left = _frame_names_only_the_rest(lead, said, "en", matcher, reference_date)
    words = _EN_WORD_RE.findall(left)
    if not ok or not words or not all(_en_frame_word(w) for w in words):
        return None
    if speaker:
        rest = f"{speaker}: {rest}"
    # Sentences just before it that only say what is being written ("I'm drafting the
    # CEO's letter to all staff.") go with it.
    head = before[:cut]
    while head.strip():
        sentences = re.split(r"(?<=[.!?])\s+", head.strip())
        last = sentences[-1]
        ok, left = _frame_names_only_the_rest(last, rest, "en", matcher, reference_date)
        words = _EN_WORD_RE.findall(left)
        drafted = any(w.casefold() in DRAFT_NOUNS_EN | OCCASION_NOUNS_EN for w in words)
        if not (ok and words and drafted and all(_en_frame_word(w) for w in words)):
            break
        head = head.strip()[: -len(last)]
    return head + rest


DRAFT_NOUNS_CJK: frozenset[str] = _words(
    """
    致辞 致辭 讲话 講話 发言 發言 演讲 演講 开场白 開場白 开场 開場 结尾 結尾 结语 結語 开头 開頭
    段 段落 第二段 句 一句 句子 页 頁 幻灯片 通讯 通訊 专栏 專欄 栏目 欄目 小栏目 新闻稿 新聞稿
    致辞稿 致辭稿 讲话稿 講話稿 发言稿 發言稿 稿 信 公开信 邮件 文章 头条 頭條 标题 標題 正文
    大会 大會 全员大会 全員大會 员工大会 員工大會 年会 年會 晚宴 酒会 酒會 庆典 慶典 活动 活動
    社内報 社内通信 記事 紹介 特集 原稿 スピーチ 挨拶 あいさつ 年頭 年頭挨拶 メッセージ
    冒頭 締め 結び 段落 一文 文 見出し リード 巻頭 巻頭言 タウン ホール タウンホール スライド
    枚 目 朝礼 総会 懇親会 式典 部分 箇所 ところ 行 本文 ニュース プレス リリース コラム 会 會
    """
)
"""Chinese and Japanese nouns of a text being written, its parts and the occasion it is
given at (致辞, 开场白, 专栏, 全员大会; 社内報, 冒頭, スピーチ, タウンホール)."""

AUDIENCE_CJK: frozenset[str] = _words(
    """
    同事 同事们 同事們 全员 全員 全体 全體 大家 团队 團隊 负责人 負責人 发言人 發言人 主持人
    总经理 總經理 董事长 董事長 总裁 總裁 区域 區域 支社長 社員 仲間 チーム 皆さん 皆様 担当者
    """
)
"""Whom a Chinese or Japanese draft is written to or said by (同事, 全员, 支社長, 社員)."""

_WRITING_VERB_CJK_RE = re.compile(
    r"(?:要|想|在|准备|準備|打算)?(?:写|寫|说|說|讲|講|念|读|讀|放|用|致|提|提到|介绍|介紹|填|补|補"
    r"|書|話|言|入れ|載|使|埋|読|述|触|伝|語|盛り込)"
)
"""A verb of writing, saying or placing a sentence (写, 说, 放; 書き, 話し, 入れ, 埋め)."""


_CJK_FRAME_WORDS: frozenset[str] = _words(
    """
    内部 內部 社内 上 里 裡 中 想 要 需要 打算 会 會
    """
)
"""Chinese and Japanese words of a frame's grammar that the analysers may tag as places or
verbs: inside (内部, 社内), on or in (上, 里, 中), wanting (想, 要)."""

_GRAMMAR_TAGS = frozenset(
    (
        "助詞",
        "助動詞",
        "補助記号",
        "接尾辞",
        *("p", "u", "uj", "ul", "uz", "uv", "ug", "c", "y", "m", "q"),
    )
)
"""Tags of particles, auxiliaries, conjunctions, numerals and measure words."""


def _frame_noun(surface: str) -> bool:
    return (
        surface in DRAFT_NOUNS_CJK
        or surface in AUDIENCE_CJK
        or surface in gr.ASKERS_WORLD_NOUNS
        or surface in gr.SUPERIORS_ZH
        or surface in gr.JA_READER_NOUNS
        or surface in gr.ROLE_NOUNS
        or surface in _CJK_FRAME_WORDS
    )


def _cjk_frame_word(surface: str, tag: str, auxiliary: bool = False) -> bool:
    """Whether a Chinese or Japanese token is a word of a draft's frame: a noun of a text,
    an occasion or a role, a verb of writing or saying, grammar, a number; a noun with 上,
    里 or 中 written onto it (会上) as the noun. A place or direction word (线上, 网上) is
    none. A Japanese verb used as an auxiliary (ください, もらい) is grammar."""
    if _frame_noun(surface) or auxiliary:
        return True
    if len(surface) > 1 and surface[-1] in "上里裡中" and _frame_noun(surface[:-1]):
        return True
    if not surface.strip() or re.fullmatch(r"[\d０-９一二三四五六七八九十第]+", surface):
        return True
    if tag in _GRAMMAR_TAGS or (tag == "x" and re.fullmatch(r"\w+", surface) is None):
        return True
    return _WRITING_VERB_CJK_RE.fullmatch(surface) is not None or (
        tag in ("動詞", "v") and _WRITING_VERB_CJK_RE.match(surface) is not None
    )


def _cjk_frame(piece: str, rest: str, lang: str, matcher: Matcher, reference_date: date) -> bool:
    """Whether ``piece`` is all a Chinese or Japanese draft's frame."""
    ok, left = _frame_names_only_the_rest(piece, rest, lang, matcher, reference_date)
    if not ok or narrows_figure(normalize(left), lang):
        return False
    tokens = cjk_tokens(normalize(left), lang == "ja")
    return any(t.word.surface.strip() for t in tokens) and all(
        _cjk_frame_word(t.word.surface, t.tag, lang == "ja" and t.function) for t in tokens
    )


_CJK_SENTENCE_END_RE = re.compile(r"[。！？!?\n]")


def _cjk_frame_out(
    text: str, quote: re.Match[str], lang: str, matcher: Matcher, reference_date: date
) -> str:
    """``text`` less the Chinese or Japanese words leading ``quote`` in its sentence, the
    sentence just before it naming the text written, and the verb of writing or saying
    after it, each when all a frame's."""
    before, body, after = text[: quote.start()], quote.group(), text[quote.end() :]
    cut = max((m.end() for m in _CJK_SENTENCE_END_RE.finditer(before)), default=0)
    lead = before[cut:]
    rest = body + after
    if not lead.strip(" ：:，,") or _cjk_frame(lead, rest, lang, matcher, reference_date):
        before = before[:cut]
        # The sentence just before it, naming the text being written (「支社長のスピーチ
        # 原稿です。」), goes with it.
        sentences = re.findall(r"[^。！？!?\n]+[。！？!?\n]?", before)
        if sentences and _cjk_frame(sentences[-1], rest, lang, matcher, reference_date):
            before = before[: len(before) - len(sentences[-1])]
    tail = re.match(r"[^。！？!?，,、]*(?:[。！？!?，,、]|$)", after)
    if (
        tail is not None
        and tail.group().strip()
        and _cjk_frame(tail.group(), before + body, lang, matcher, reference_date)
    ):
        after = after[tail.end() :]
    return before + body + ("。" if after.strip() else "") + after


def _codes(mentions: list[Mention], kind: str) -> set[str]:
    return {m.code for m in mentions if m.kind == kind}


def _prose_out(
    text: str, quote: re.Match[str], lang: str, matcher: Matcher, reference_date: date
) -> str:
    """``text`` less the quoted draft ``quote`` when a request beside it names a metric,
    and the draft names no metric, market or year the request does not (several markets
    beside a request for the group's figure are its parts, said in the prose) and no
    part of the business: the request asks the draft's figure."""
    outside = text[: quote.start()] + " " + text[quote.end() :]
    inside = quote.group("body")
    near = matcher.find(normalize(outside))
    named = matcher.find(normalize(inside))
    if not _codes(near, "metric") or not _codes(named, "metric") <= _codes(near, "metric"):
        return text
    scopes, near_scopes = _codes(named, "scope"), _codes(near, "scope")
    whole = near_scopes == {matcher.group_scope} and len(scopes) > 1
    if not (scopes <= near_scopes or whole):
        return text
    years = {p.period for p in find_periods(normalize(inside), lang, reference_date)}
    near_years = {p.period for p in find_periods(normalize(outside), lang, reference_date)}
    if not years <= near_years:
        return text
    left = _blanked(normalize(inside), named)
    if lang == "en":
        words = [w.casefold() for w in _EN_WORD_RE.findall(left)]
        if any(
            w in _BASIS_OR_VERSION_EN or w in gr.CHANNEL_WORDS or part_word(Word(w, w, True), "en")
            for w in words
        ):
            return text
    elif narrows_figure(left, lang):
        return text
    kept = text[: quote.start()] + text[quote.end() :]
    return kept if re.search(r"\w", kept) else text


_TONE_NOUNS_EN = r"(?:tone|register)"
_TONE_EN_RES = (
    # "Tone is warm, not salesy, so I just need the number right."
    re.compile(
        r"(?:^|(?<=[.!?]\s))\s*(?:the\s+)?"
        + _TONE_NOUNS_EN
        + r"\s*(?:is|should\s+be|needs\s+to\s+be"
        r"|will\s+be|must\s+be|[:—–-])\s[^.!?]*[.!?]?",
        re.IGNORECASE,
    ),
    # "The spokesperson should sound confident but not overpromise."
    re.compile(
        r"(?:^|(?<=[.!?]\s))\s*(?:the|our|my)?\s*(?:[A-Za-z-]+\s+){0,3}(?:should|must|needs?\s+to"
        r"|wants?\s+to|will)\s+sound\s[^.!?]*[.!?]?",
        re.IGNORECASE,
    ),
    # ", upbeat tone", "in a warm and confident tone"
    re.compile(
        r"(?:[,;]\s*|\s+(?:in|with)\s+an?\s+|(?:^|(?<=[.!?]\s)))(?:[A-Za-z-]+(?:,\s*|\s+(?:and|but)\s+|\s+)){1,3}?"
        + _TONE_NOUNS_EN
        + r"(?=\s*[,;:.!?]|$)",
        re.IGNORECASE,
    ),
)
"""The tone a draft is to have, said as a sentence of its own or a piece."""

_TONE_CJK_RE = re.compile(
    r"(?:^|(?<=[。！？!?，,、；;：:]))[^。！？!?，,、；;：:「」“”]*?(?:语气|語氣|口吻|口气|口氣|基调|基調"
    r"|トーン|口調|語調|調子)[^。！？!?，,、；;：:「」“”]*(?:[。！!，,、；;]|$)"
)
"""A Chinese or Japanese piece saying the tone (语气要振奋, 前向きなトーンで)."""


def _without_tone(text: str, lang: str, matcher: Matcher, reference_date: date) -> str:
    """``text`` less the pieces saying the tone a draft is to have, each naming nothing
    of the KB, no period and no part of the business; unchanged when nothing else is
    left."""

    def out(match: re.Match[str]) -> str:
        piece = match.group()
        if piece.rstrip().endswith(("?", "？")):
            return piece  # a question, never a tone said
        folded = normalize(piece)
        if matcher.find(folded) or find_periods(folded, lang, reference_date):
            return piece
        if lang == "en":
            words = [w.casefold() for w in _EN_WORD_RE.findall(piece)]
            if any(
                w in _BASIS_OR_VERSION_EN
                or w in gr.CHANNEL_WORDS
                or part_word(Word(w, w, True), "en")
                for w in words
            ):
                return piece
        elif narrows_figure(folded, lang):
            return piece
        return " " if lang == "en" else ""

    patterns = _TONE_EN_RES if lang == "en" else (_TONE_CJK_RE,) if lang in ("zh", "ja") else ()
    kept = text
    for pattern in patterns:
        kept = pattern.sub(out, kept)
    return kept if re.search(r"\w", kept) else text


_FLOURISH_RE = re.compile(r"(?P<mark>\s*(?:[—–]|--|,|;)\s*)(?P<piece>[^—–,;]+?)(?P<end>[.!。！]?)$")
"""A piece closing a draft after its blank, set off by a dash or a comma ("— our best
ever", ", and look how far we've come")."""


def _without_flourish(body: str, lang: str, matcher: Matcher, reference_date: date) -> str:
    """A draft's ``body`` less the pieces after its blank that name nothing of the KB, no
    period and no part of the business: the draft's prose, no word of its figure."""
    while True:
        match = _FLOURISH_RE.search(body)
        if match is None or _DRAFT_BLANK_RE.search(match.group("piece")):
            return body
        if _DRAFT_BLANK_RE.search(body[: match.start()]) is None:
            return body
        piece = normalize(match.group("piece"))
        if matcher.find(piece) or find_periods(piece, lang, reference_date):
            return body
        if lang == "en":
            words = [w.casefold() for w in _EN_WORD_RE.findall(piece)]
            if any(_narrowing_en(w) for w in words):
                return body
        elif narrows_figure(piece, lang):
            return body
        body = body[: match.start()] + match.group("end")


def _narrowing_en(word: str) -> bool:
    """Whether an English ``word`` may name a part or a basis of the figure."""
    return (
        word in _BASIS_OR_VERSION_EN
        or word in gr.CHANNEL_WORDS
        or part_word(Word(word, word, True), "en")
    )


_PIECE_FOR_EN_RE = re.compile(
    r"^\s*(?:(?:a|an|one|short|quick|brief|single)\s+)*(?:press\s+|news\s+)?"
    r"(?:line|sentence|blurb|quote|caption|paragraph|bullet)\s+for\s+(?:the|our|a|an|this)\s+"
    r"(?P<topic>[^:—–.?!]+?)\s+(?:announcement|release|post|newsletter|update|story|piece"
    r"|article|speech|letter)\s*(?P<mark>[:—–])",
    re.IGNORECASE,
)
"""A lead naming the line wanted for a piece about a topic ("Short press line for the
Greater Bay Area announcement:"): the topic is what is asked about."""


_LABEL_CJK_RE = re.compile(
    r"[“「『][^“”「」『』]{1,12}[”」』](?=[\u3040-\u30ff\u4e00-\u9fff]*?(?:栏目|欄目|专栏|專欄|版块|版塊|コーナー|コラム|欄))"
)
"""A short quoted name before a column's noun (「“可持续”小栏目」): the column's name."""


_PLACED_RE = {
    "zh": re.compile(
        r"^\s*(?:要|想|会|會|准备|準備|打算|将|將)?(?:放在|放到|放进|放進|用在|写在|寫在|写进|寫進|写到|寫到"
        r"|加在|加到|填在|填到)"
    ),
    "ja": re.compile(
        r"(?:に|へ)(?:入れ|載せ|使い|書き|記載し|掲載し|盛り込み)(?:ます|たい(?:です)?)[。！]?\s*$"
    ),
}
"""Where a sentence says the figure is put: opening on a verb of placing (「要放在」,
「用在」) or closing on one (「…に入れます」)."""


def _frame_sentences_out(text: str, lang: str, matcher: Matcher, reference_date: date) -> str:
    """``text`` less its Chinese or Japanese sentences saying only where the figure goes
    (「要放在员工大会第4页幻灯片上。」, 「用在“可持续”小栏目的第一句。」): all a draft's frame,
    with a verb of placing or writing, beside a request naming a metric."""
    if "\n" in text.strip():
        return text  # the lines of a list: each may be an item asked
    sentences = re.findall(r"[^。！？!?]+[。！？!?]?", text)
    kept = []
    for at, sentence in enumerate(sentences):
        rest = "".join(sentences[:at] + sentences[at + 1 :])
        bare = _LABEL_CJK_RE.sub("", sentence)
        if (
            len(sentences) > 1
            and _PLACED_RE[lang].search(bare)
            and not _DRAFT_BLANK_RE.search(bare)
            and any(m.kind == "metric" for m in matcher.find(normalize(rest)))
            and _cjk_frame(bare, rest, lang, matcher, reference_date)
        ):
            continue
        kept.append(sentence)
    if not kept:
        return text
    lead = _CJK_LEAD_RE.match(kept[0])
    rest = "".join(kept)[lead.end() :] if lead else ""
    if (
        lead is not None
        and any(m.kind == "metric" for m in matcher.find(normalize(rest)))
        and any(
            t.word.surface in DRAFT_NOUNS_CJK
            for t in cjk_tokens(normalize(lead.group()), lang == "ja")
        )
        and _cjk_frame(lead.group(), rest, lang, matcher, reference_date)
    ):
        # A lead naming the text written, set off before the request (「社内報の巻頭言、」).
        return rest
    return "".join(kept)


_CJK_LEAD_RE = re.compile(r"^[^。！？!?，,、：:「」“”]{2,20}[，,、：:]")
"""A piece leading a Chinese or Japanese message, set off by a comma or a colon."""


def _en_frame_sentences_out(text: str, matcher: Matcher, reference_date: date) -> str:
    """``text`` less its English sentences saying only what is being written and who will
    say it ("The CEO wants to open the town hall with our headcount."), each all a draft's
    frame naming a text or an occasion, no question, beside a request naming a metric."""
    if "\n" in text.strip():
        return text
    sentences = re.split(r"(?<=[.!?])\s+", text.strip())
    if len(sentences) < 2:
        return text
    kept = []
    for at, sentence in enumerate(sentences):
        rest = " ".join(sentences[:at] + sentences[at + 1 :])
        if sentence.endswith("?") or not any(
            m.kind == "metric" for m in matcher.find(normalize(rest))
        ):
            kept.append(sentence)
            continue
        ok, left = _frame_names_only_the_rest(sentence, rest, "en", matcher, reference_date)
        words = _EN_WORD_RE.findall(_OCCASION_PLACE_EN_RE.sub(_place_of_occasion, left))
        drafted = any(w.casefold() in DRAFT_NOUNS_EN | OCCASION_NOUNS_EN for w in words)
        if ok and words and drafted and all(_en_frame_word(w) for w in words):
            continue
        kept.append(sentence)
    return " ".join(kept) if kept else text


def without_draft_around(text: str, lang: str, matcher: Matcher, reference_date: date) -> str:
    """``text`` less its draft's frame and tone (``_draft``)."""
    text = _without_tone(text, lang, matcher, reference_date)
    if lang == "en":
        text = _PIECE_FOR_EN_RE.sub(lambda m: m.group("topic") + m.group("mark"), text)
        text = _en_frame_sentences_out(text, matcher, reference_date)
    elif lang in ("zh", "ja"):
        text = _frame_sentences_out(text, lang, matcher, reference_date)
    quotes = _quotes(text)
    if not quotes:
        return text
    for quote in reversed(quotes):
        body = quote.group("body")
        trimmed = _without_flourish(body, lang, matcher, reference_date)
        if trimmed != body:
            at = quote.start("body")
            text = text[:at] + trimmed + text[quote.end("body") :]
    quotes = _quotes(text)
    if lang == "en":
        framed = _en_frame_out(text, quotes[0], matcher, reference_date)
        if framed is not None and framed.strip():
            text = framed
    elif lang in ("zh", "ja"):
        text = _cjk_frame_out(text, quotes[0], lang, matcher, reference_date)
    quotes = _quotes(text)
    if len(quotes) == 1:
        text = _prose_out(text, quotes[0], lang, matcher, reference_date)
    return re.sub(r"^[\s。，,、：:；;—–-]+", "", text)


def draft_alone(text: str) -> str:
    """The words of a quoted draft that is all ``text`` holds (its frame and the request
    to fill it taken out): the draft is the request."""
    for pattern in _QUOTE_RES:
        match = pattern.fullmatch(text.strip(" 。.，,"))
        if match is not None:
            return match.group("body")
    return text
