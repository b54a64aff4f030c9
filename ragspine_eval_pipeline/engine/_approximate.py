"""Approximation words: a figure asked roughly is the figure asked.

An asker who wants a ballpark hedges the request ("Roughly what …", "Give or take, how
many …", "…, more or less?", "Order of magnitude, …", "Can you give me a ballpark for …",
「大概多少」, 「差不多占…多少」, 「多少左右」, 「だいたいいくら」, 「概算で」, 「何％くらい」,
「ざっくりどのくらい」) or says so in a piece of its own ("A rough number is fine.",
「粗略的就行。」, 「ざっくりでいいので」). These say how exact the reply may be, never which
figure: they change no metric, scope or period, and turn no figure request into an
opinion or a forecast. So they are taken out before the question is read
(``without_approximation``; 大概 and 大约 inside a request stay, read where they stand as
adverbs passed over) and the request is read as it would be without them: the
KB's figure as reported, a bare profit or a market unsaid still asked which, a figure the
KB lacks, a forecast or a change still refused.

An approximate amount the asker writes ("about 1.5bn", 「26亿左右」, 「約200億円」) is a
claim to be checked (``_claims``), never the answer: a word of approximation next to a
number is left as it is. So are the words where they mean something else: "about" of a
topic ("What about Macau?"), 差不多 of a likeness (「两地毛利率差不多吗」), "an order of
magnitude larger", 「概算値」 (a preliminary figure).
"""

from __future__ import annotations

import re

_EN_NUMBER = (
    r"(?:[$€£¥]?\s*\d|(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|"
    r"forty|fifty|sixty|seventy|eighty|ninety|hundred|a\s+hundred|half|a\s+half|several|"
    r"a\s+(?:thousand|million|billion|dozen))\b(?!\s+(?:of\s+magnitude|ballpark|rough)))"
)
"""A number the asker writes after an approximation word ("about 1.5bn", "around a
billion"): the word belongs to that amount, a claim."""

_EN_ROUGH_ADJ = (
    r"(?:rough|ballpark|ball-park|approximate|round|rough-and-ready|back-of-the-envelope|"
    r"indicative|ballpark-ish)"
)
_EN_ROUGH_NOUN = r"(?:numbers?|figures?|estimates?|idea|answer|value|amount|guess|sense|one)"
_EN_FINE = (
    r"(?:is|'s|’s|are|would\s+be|will\s+be|will\s+do|would\s+do|works|should\s+be|is\s+all\s+"
    r"(?:i|we)\s+need)(?:\s+(?:totally|perfectly|absolutely|quite|more\s+than))?"
    r"(?:\s+(?:fine|ok|okay|enough|good|great|plenty|perfect|sufficient|alright|all\s+right))?"
)
_EN_PIECE_RE = re.compile(
    r"(?:(?:just|only|even)\s+)?(?:(?:a|an|the|some|your)\s+)?(?:(?:very|pretty)\s+)?"
    + _EN_ROUGH_ADJ
    + r"(?:\s+"
    + _EN_ROUGH_NOUN
    + r")?\s+"
    + _EN_FINE
    + r"(?:\s+(?:for\s+(?:me|us|now)|here))?(?:\s+(?:thanks|thx|please|pls))?"
    r"|(?:(?:there['’]?s\s+)?no\s+need\s+(?:for\s+(?:exact|precise)\s+(?:numbers|figures)|"
    r"to\s+be\s+(?:exact|precise|accurate))|(?:it\s+)?(?:doesn['’]?t|does\s+not|don['’]?t|"
    r"do\s+not)\s+(?:need|have)\s+to\s+be\s+(?:exact|precise|accurate)|"
    r"(?:roughly|approximately|approximate|ballpark|close\s+enough|about\s+right|round\s+numbers)"
    r"\s+(?:is|are|will\s+do|works)\s+(?:fine|ok|okay|enough|good))"
    r"|(?:just\s+)?(?:(?:a|the)\s+)?(?:ballpark|roughly|approximately|order\s+of\s+magnitude"
    r"|give\s+or\s+take|more\s+or\s+less|roughly\s+speaking|in\s+round\s+numbers|very\s+roughly"
    r"|ballpark\s+(?:figure|number|estimate)s?|approx|rough(?:ly)?\s+estimate)(?:\s+(?:please|pls))?",
    re.IGNORECASE,
)
"""A piece of its own saying the reply may be approximate ("A rough number is fine",
"No need to be exact", "Ballpark", "Give or take")."""

_EN_ROUGH_OF = r"(?:rough|ballpark|ball-park|approximate|back-of-the-envelope)"
_EN_ROUGH_OF_NOUN = r"(?:numbers?|figures?|estimates?|idea|sense|amount|value)"
_EN_WORD_RE = re.compile(
    # A ballpark asked of a figure: "give me a ballpark (figure) for …", "the rough figure of".
    r"\b(?:(?:a|an|the|some|your)\s+(?:(?:very|pretty)\s+)?"
    + _EN_ROUGH_OF
    + r"(?:\s+"
    + _EN_ROUGH_OF_NOUN
    + r")?|(?:(?:very|pretty)\s+)?"
    + _EN_ROUGH_OF
    + r"\s+"
    + _EN_ROUGH_OF_NOUN
    + r")\s+(?:for|of|on)\s+(?!"
    + _EN_NUMBER
    + r")"
    # "What is the order of magnitude of …", "roughly", "approximately", "give or take" ….
    r"|\b(?:the\s+|an\s+)?order\s+of\s+magnitude\s+(?:of|for)\s+(?!" + _EN_NUMBER + r")"
    r"|\b(?:very\s+)?(?:(?:roughly|approximately|give\s+or\s+take|more\s+or\s+less|"
    r"in\s+round\s+numbers|roughly\s+speaking)\b|approx\b\.?)(?!\s*[-–]?\s*" + _EN_NUMBER + r")"
    r"(?!\s+(?:is|are|will|works)\b)"
    # "About how much", "around how many": the asking hedged.
    r"|\b(?:about|around|approximately)\s+(?=how\s+(?:much|many|big|large|high|long)\b)"
    # ", order of magnitude?" closing the request, and its lead ("Order of magnitude, …").
    r"|(?:^|(?<=[,;:]\s)|(?<=[,;:]))\s*order\s+of\s+magnitude\s*(?=[,;:?.!–—-]|$)"
    r"|(?<![0-9])(?<![0-9]\s)\bor\s+so\s*(?=[?.!]|$)",
    re.IGNORECASE,
)
"""Approximation words inside a request's piece, never before an amount."""

_ZH_ADVERB = (
    r"(?:大概其|大概|大约|大約|大致上|大致|约莫|約莫|差不多|大体上|大体|粗略地|粗略|粗粗"
    r"|估摸着|估摸|大抵)"
)
_ZH_ADVERB_UNREAD = (
    r"(?:大致上|大致|约莫|約莫|差不多|大体上|大体|粗略地|粗略|粗粗|估摸着|估摸|大抵)"
)
"""The adverbs taken out inside a request: 大概 and 大约 are read where they stand, as
adverbs passed over (``_words``), and taking them out would change that reading."""
_ZH_ASKED = r"(?:多少|几|幾|多大|多高|多长|多久|多重|多快)"
"""What a Chinese adverb of approximation is taken out before: a number asked. Before
什么 or 哪 it stays (「大概什么水平」 asks a level, read with its adverb as before)."""
_ZH_WORD_RE = re.compile(
    _ZH_ADVERB_UNREAD
    + r"(?:的)?(?!率)(?=(?:是|有|为|為|在|要|能|会|會|就|也|得|达|達|到)?\s*"
    + _ZH_ASKED
    + r"|占)"
    r"|(?<=多少)(?:左右|上下|的样子)"
    r"|(?<=几)(?:左右|上下)(?=[个家名位人%％])",
)
"""A Chinese adverb of approximation before the number asked (「大概多少」, 「大约是多少」,
「大概有多少」) or the verb of a share (「差不多占香港销售额多少」), and 「左右」 after 多少;
never before a numeral (「大概26亿」, the asker's amount), a noun (「差不多收入」, a word
written onto a metric, refused) nor 大概率 (a likelihood)."""

_ZH_FINE = (
    r"(?:就行|就好|就可以|就可以了|就够了|也行|也可以|即可|行|可以|没关系|没问题|无所谓)(?:了)?"
    r"(?:啊|呀|吧|哈|哦|喔)?"
)
_ZH_PIECE_RE = re.compile(
    r"(?:(?:给|给个|给我|给我个|给出|说|说个|说一下|说下|讲|讲一下|讲下|报|报个|估|来个|有个)"
    r"(?:一个|个)?)?"
    r"(?:"
    + _ZH_ADVERB
    + r"|大概的|粗略的|大致的|粗略点|大概点|个大概|大概其|不用太?(?:精确|准确|精准)"
    r"|不需要太?(?:精确|准确|精准)|不必太?(?:精确|准确|精准))"
    r"(?:说一下|说说|讲讲|讲一下|估计一下|给一下)?"
    r"(?:的)?(?:数字|数|数据|值|范围|量级|规模)?(?:的)?"
    r"(?:" + _ZH_FINE + r")?"
    r"|(?:不用|不需要|不必)(?:太|特别|很)?(?:精确|准确|精准|精细)(?:的(?:数字|数))?(?:"
    + _ZH_FINE
    + r")?",
)
"""A Chinese piece only saying a rough figure will do (「粗略的就行」, 「给个大概数字就行」,
「不用太精确」)."""

_JA_ROUGH = (
    r"(?:ざっくり|だいたい|大体|おおよそ|およそ|概算|大まか|おおまか|ざっと|大雑把|おおざっぱ|概ね|おおむね"
    r"|アバウト|ラフ)"
)
_JA_ROUGH_ADVERB = (
    r"(?:ざっくり|だいたい|大体|おおよそ|およそ|概算で|大まかに|おおまかに|ざっと|大雑把に|おおざっぱに"
    r"|概ね|おおむね)"
)
"""The adverbs alone (概算 only as 「概算で」: 「売上高の概算」 names an estimate). One
before a verb of knowing (「ざっくり知りたいそうです」) says what someone wishes, read as
the asker's context (``_context_wrapping``), and stays."""
_JA_NUMERAL = r"[0-9０-９一二三四五六七八九十百千万億兆]"
_JA_PIECE_RE = re.compile(
    r"(?:数字|数値|金額|値|規模|数)?(?:は|も)?"
    + _JA_ROUGH
    + r"(?:な|の|に)?(?:数字|数値|金額|値|ところ|感じ|イメージ|規模|数|レベル|水準)?"
    r"(?:で|でも)?(?:も)?(?:いい|良い|よい|構わない|構いません|かまいません|結構|大丈夫|OK|ok|問題ない|問題ありません)"
    r"(?:です|ですので|ので|から|けど|ですが|んですが|んですけど)?(?:が)?"
    r"|(?:正確|厳密)(?:な数字|な数値|な値)?(?:で|じゃ|では)?(?:なくて|なくても)(?:いい|良い|よい|構いません|"
    r"大丈夫|結構)?(?:です|ので|ですので|から)?",
)
"""A Japanese piece only saying a rough figure will do (「ざっくりでいいので」, 「概算で構いま
せん」, 「正確でなくていいです」)."""

_JA_WORD_RE = re.compile(
    # 「ざっくりでいいので」 before the request's verb: the reply's form, said in passing.
    _JA_ROUGH + r"(?:な|の)?(?:数字|数値|金額|値|ところ|感じ|イメージ|規模|数|レベル)?"
    r"(?:で|でも)(?:も)?(?:いい|良い|よい|構わない|構いません|かまいません|結構|大丈夫|OK|ok)"
    r"(?:です)?(?:ので|から|けど|ですが|んですが|んですけど)[、,]?"
    r"|"
    + _JA_ROUGH_ADVERB
    + r"(?:と|に)?(?!"
    + _JA_NUMERAL
    + r"|の|な|値|額|[ぁ-ゖ]*(?:いい|良い|よい|構|結構|大丈夫)"
    + r"|(?:知り|わかり|分かり|把握|掴み|つかみ|見たい|聞きたい|確認したい))"
    + r"[、,]?"
    r"|(?<![\u4e00-\u9fff])約(?=いくら|何|どれ|どの)"
    # After the question word only where a particle or the clause's end follows: 「何人
    # ぐらい従業員が」 keeps its word (「何人従業員」 would read as one noun).
    r"|(?<=いくら)(?:くらい|ぐらい|程度|ほど)(?=[でだかのをがはにもと、。？?！!]|$)"
    r"|(?P<q>[何幾][^\s、。？?！!くぐ程]{1,4}?)(?:くらい|ぐらい|程度|ほど)"
    r"(?=[でだかのをがはにもと、。？?！!]|$)",
)
"""Japanese approximation words before what is asked (「だいたいいくら」, 「概算でどれくら
い」, 「ざっくりどのくらい」) and after its question word (「いくらくらい」, 「何％くらい」,
「何人程度」); never before a numeral (「約200億円」, 「だいたい3割」) nor in 「概算値」, 「概算
額」 (a preliminary figure)."""

_PIECE_SPLIT_RE = re.compile(r"([.!?;:。！？；：\n]+\s*|[,，、]\s*|\s+[-–—]+\s+)")
_ENDERS = ".!?。！？"


def without_approximation(text: str, lang: str) -> str:
    """``text`` without its words of approximation (module docstring); ``text`` as it is
    when it holds none, or when nothing would be left."""
    pieces = {"en": _EN_PIECE_RE, "zh": _ZH_PIECE_RE, "ja": _JA_PIECE_RE}.get(lang)
    words = {"en": _EN_WORD_RE, "zh": _ZH_WORD_RE, "ja": _JA_WORD_RE}.get(lang)
    if pieces is None or words is None:
        return text
    parts = _PIECE_SPLIT_RE.split(text)
    kept: list[str] = []
    capital = False  # a sentence's first piece taken out: its capital passes on
    for k in range(0, len(parts), 2):
        piece = parts[k]
        joint = parts[k + 1] if k + 1 < len(parts) else ""
        core = piece.strip().rstrip("。.!！")
        opens = not "".join(kept).strip() or re.search(r"[.!?]\s*$", "".join(kept))
        if core and pieces.fullmatch(core) and (opens or not _named(core, lang)):
            capital = bool(opens) and core[:1].isupper() and not re.search(r"[.!?]", joint)
            continue
        if capital and piece.lstrip()[:1].islower():
            lead = len(piece) - len(piece.lstrip())
            piece = piece[:lead] + piece[lead].upper() + piece[lead + 1 :]
        capital = False
        if core or kept:
            kept.append(piece + joint)
    out = _tidy(_without_words(words, "".join(kept), lang))
    if out == _tidy(text):
        return text
    if not any(ch.isalnum() for ch in out):
        return text
    ender = text.rstrip()[-1:]
    if out[-1] not in _ENDERS and ender in _ENDERS:
        out += ender
    return out


def _without_words(words: re.Pattern[str], text: str, lang: str) -> str:
    """``text`` without the matches of ``words``; a sentence's capital taken out with its
    first word passes to the word after it ("Roughly how much" reads "How much")."""
    out: list[str] = []
    at = 0
    for match in words.finditer(text):
        out.append(text[at : match.start()])
        opens = not "".join(out).strip() or re.search(r"[.!?]\s*$", "".join(out))
        kept = _kept_of(match)
        if not opens and _named(match.group(0).strip(), lang):
            kept = match.group(0)  # "ACME's *Approx* business": a capital inside is a name
        out.append(kept)
        at = match.end()
        rest = text[at:]
        if not kept and opens and match.group(0)[:1].isupper():
            lead = re.match(r"[\s,;:–—-]*", rest)
            skip = lead.end() if lead else 0
            if rest[skip : skip + 1].islower():
                out.append(rest[:skip] + rest[skip].upper())
                at += skip + 1
    out.append(text[at:])
    return "".join(out)


def _named(said: str, lang: str) -> bool:
    """Whether ``said`` opens on a capital in an English text: inside a sentence, a name
    (a market or a body the KB may lack), never an approximation word it spells."""
    return lang == "en" and said[:1].isupper()


def _kept_of(match: re.Match[str]) -> str:
    """What a match of approximation words leaves: the question word it follows; a
    ballpark said of a claimed amount ("in the right ballpark for …") stays."""
    said = match.group(0)
    before = match.string[: match.start()]
    if "ballpark" in said.casefold() and _BALLPARK_OF_A_CLAIM_RE.search(before):
        return said
    return (match.groupdict().get("q") or "") if match.re.groupindex else ""


_BALLPARK_OF_A_CLAIM_RE = re.compile(
    r"\b(?:in|within|right|correct|wrong|same|different|this|that)\s+(?:the\s+)?$", re.IGNORECASE
)


def _tidy(text: str) -> str:
    """``text`` with the commas and spaces a word taken out left behind."""
    out = re.sub(r"[ \t]{2,}", " ", text)
    out = re.sub(r"\s*[,，、]\s*(?=[,，、.!?。！？;；:：])", "", out)
    out = re.sub(r"(^|[.!?。！？\n]\s*)[,，、;；:：\-–—]+\s*", r"\1", out)
    out = re.sub(r"\s+([,?.!])", r"\1", out)
    return out.strip().rstrip(" ,，、-–—:：;；")
