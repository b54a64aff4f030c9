"""A translator's frame around a request: what they translate and the term they cite.

People translating the company's documents say what they are working on ("I'm
translating slide 5 of the FY2024 deck into Japanese", 「我在把…翻成中文」, 「…を英訳して
います」) and cite the term in front of them ("the zh draft says 毛利率", 「日文稿写的是
「マカオ売上高」」, "my zh source just says 集团净利润"). That is context, not the request:

- *the activity* (a translating or localising verb, its object and the language it goes
  into) is dropped; where the sentence only names a document the rest asks about, the
  document stays as the topic of what follows ("X: …", 「Xの…」), so a narrative question
  is still read from it;
- *a cited term* is dropped only when every KB name it holds is named by the rest of the
  question too: it restates the request. A term naming something the rest does not
  ("the slide just says 「利益」 … what figure goes there?") is what is asked, and stays.

The row of the table a market heads (「新加坡那一行的EBITDA」) is that market's figure.
Nothing else is touched: a word of the request the KB lacks is still refused.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine._grammar import ASKERS_WORLD_NOUNS
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._written_onto import onto_a_business, onto_a_metric
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["without_translators_frame"]

_LANGUAGE = (
    r"(?:(?:simplified\s+|traditional\s+)?(?:english|chinese|japanese|cantonese|mandarin)"
    r"|zh|ja|en|jp|中文|日文|英文|日语|英语|日本語|英語|中国語)"
)
"""The name of a language a text is translated from or into."""

_TRANSLATE_EN = r"(?:translat(?:e|es|ed|ing)|locali[sz](?:e|es|ed|ing))"

_EN_ACTIVITY_RE = re.compile(
    r"(?:^|(?<=[.!?;:]\s))(?:(?:i['’]m|i\s+am|we['’]re|we\s+are|i['’]ve\s+been|currently)\s+)?"
    rf"{_TRANSLATE_EN}\s+(?P<object>(?:[^.!?;:]|\.(?=\w))*?)(?:\s+(?:into|to)\s+{_LANGUAGE})?"
    r"(?P<end>\s*[.!?;:](?!\w)\s*|\s*,\s*|\s+[-–—]\s+|\s+and\s+(?=(?:i\s+)?(?:want|need)\b)|\s*$)",
    re.IGNORECASE,
)
"""An English sentence opening on the asker's translating ("I'm translating X into
Japanese.", "Localising the Headcount tab of the workbook - …", "translating it into
中文."), up to where the request or the next clause begins."""

_EN_INTO_RE = re.compile(
    rf"\s*(?:(?:that\s+|which\s+)?(?:i['’]m|i\s+am|we['’]re|we\s+are)\s+)?{_TRANSLATE_EN}"
    rf"(?:\s+(?:it|this|them))?\s+(?:into|to)\s+{_LANGUAGE}(?![a-z])"
    rf"|\s+(?:in|on|for|of)\s+(?:the|my|our|this|a)\s+(?:[a-z]+\s+)?[a-z]+\s+(?:that\s+)?"
    rf"(?:i['’]m|i\s+am|we['’]re|we\s+are)\s+{_TRANSLATE_EN}(?:\s+(?:into|to)\s+{_LANGUAGE})?"
    r"(?=\s*[-–—,.:;!?]|\s*$)"
    r"|\s+to\s+(?:match|check|verify|compare)\s+(?:it|them|this|that|mine|my\s+(?:copy|draft|version|translation))"
    r"(?:\s+(?:against|with)\s+(?:it|them|mine|my\s+(?:copy|draft|version|translation)))?"
    r"(?=\s*[.!?]|\s*$)"
    rf"|\s+translation(?![a-z])"
    r"|\s+for\s+(?:the\s+|my\s+)?(?:translation|transliteration|locali[sz]ation|glossary)(?![a-z])"
    r"|\s*\((?:the\s+)?(?:p|pp|pg|page|slide|tab|sheet|section)\.?\s*\d{1,3}"
    r"(?:\s+(?:table|chart|row|column|cell))?\)",
    re.IGNORECASE,
)
"""The translating said of a thing the request names ("the SG deck *I'm localising into
中文*", "the annual report *translation*", "the cell *in the deck I'm localising*"), what it
is for ("*for transliteration*", "the figure *to match it*", a pronoun or the asker's copy
its object) and a page of it in brackets ("*(the p.4 table)*"): which copy and why, never
which figure."""

_EN_CITED_RE = re.compile(
    r"(?:^|(?<=[.!?;:,]\s)|(?<=\s))(?P<cite>(?:" + _TRANSLATE_EN + r"\s+)?"
    r"(?:the|my|our|a|this)\s+(?:" + _LANGUAGE + r"\s+)?"
    r"(?:draft|version|source|copy|original|deck|slide|page|text|translation|document|doc)"
    r"(?:\s+(?:that|which))?"
    r"(?:\s+(?:i['’]m|i\s+am)\s+(?:translating|localising|localizing|working\s+on))?"
    r"\s+(?:just\s+|only\s+)?(?:says|has|reads|mentions|uses|shows|writes)\s+"
    r"(?P<term>「[^」]*」|『[^』]*』|“[^”]*”|\"[^\"]*\"|'[^']*'"
    r"|[\u3040-\u30ff\u3400-\u9fff][\u3040-\u30ff\u3400-\u9fffA-Za-z0-9]*))"
    r"(?P<end>\s+and\s+|\s*[.!?;]\s*|\s*$)?",
    re.IGNORECASE,
)
"""A term cited from the text being translated ("the zh draft says 毛利率", "The Chinese
version says '澳门净利润'")."""

_CJK_TRANSLATE = (
    r"(?:翻译|翻成|翻譯|译成|譯成|译为|翻为)"
    r"|(?:英訳|和訳|中訳|翻訳)(?:して|する|し|中|チェック|の(?:数字)?(?:確認|チェック))|訳(?:して|す|し)|訳注"
)
"""The asker translating, as a verb (「翻成中文」, 「英訳しています」, 「翻訳中です」,
「和訳の数字確認です」); not the noun of a word choice weighed (「英訳で…迷っていて」)."""

_CJK_PIECE_RE = re.compile(r"[^，,、。！？!?；;\n]+[，,、。！？!?；;\n]*|[，,、。！？!?；;\n]+")
"""A piece of a Chinese or Japanese message and the marks closing it; the pieces make up
the message exactly."""

_CJK_CITED_RE = re.compile(
    rf"^\s*{_LANGUAGE}?(?:稿|原文|原稿|版本|版|资料|資料|文件|草稿|译文|文档)?(?:里|中|では|には)?"
    r"(?:写的是|写着|说的是|用的是|写成|となっています|と書いてあります|とあります)\s*"
    r"(?P<term>「[^」]*」|『[^』]*』|“[^”]*”|'[^']*'|\"[^\"]*\")"
)
"""A Chinese or Japanese piece citing the term in the text translated (「日文稿写的是
「マカオ売上高」」, 「英文原文写的是 'group revenue'」)."""


def _names(text: str, matcher: Matcher) -> frozenset[tuple[str, str]]:
    return frozenset((m.kind, m.code) for m in matcher.find(normalize(text)))


_PERIOD_OR_GRAMMAR_RE = re.compile(
    r"(?:fy\s*'?\d{2,4}|\d{2,4}\s*(?:年度|财年|財年|年)?|[\s\W_]|の|的|年度|财年|an?|the|of"
    r"|事業|业务|業務|部門|部门|business|segment)*",
    re.IGNORECASE,
)
"""What a cited term may hold beside the KB's names: a year, particles, punctuation."""


def _less_names(text: str, matcher: Matcher) -> str:
    norm = normalize(text)
    for mention in sorted(matcher.find(norm), key=lambda m: -m.start):
        norm = norm[: mention.start] + " " + norm[mention.end :]
    return norm


def _restated(term: str, rest: str, matcher: Matcher) -> bool:
    """Whether the cited ``term`` holds only KB names the ``rest`` names as well (and a
    year or particles): a word the KB may lack in it keeps it with the request."""
    return _names(term, matcher) <= _names(rest, matcher) and (
        _PERIOD_OR_GRAMMAR_RE.fullmatch(_less_names(term, matcher)) is not None
    )


_OBJECT_WORDS_RE = re.compile(
    r"(?:"
    + "|".join(sorted((w for w in ASKERS_WORLD_NOUNS if w.isascii()), key=len, reverse=True))
    + r"|the|a|an|my|our|this|that|of|its|it|them|fy\s*'?\d{2,4}|\d{1,4}|p|pp|page|pages"
    r"|results?|report|version|copy|draft|text|document|doc|file|[\s\W_])*",
    re.IGNORECASE,
)
"""What the object of the asker's translating may hold beside a document's name: their
deck, slide, page or table and its number, a year."""


def _onto_a_name(text: str, end: int, matcher: Matcher) -> bool:
    """Whether the words ending at ``end`` are written onto a metric's name or a business's
    head noun (``_written_onto``)."""
    return onto_a_metric(text, end, matcher) or onto_a_business(text, end)


def _only_a_copy(obj: str, matcher: Matcher) -> bool:
    """Whether the thing translated names nothing beyond a document and the asker's copy
    ("slide 5 of the FY2024 deck"; not "the *Taiwan* slide")."""
    return _OBJECT_WORDS_RE.fullmatch(_less_names(obj, matcher)) is not None


def _documents(text: str, matcher: Matcher) -> list[str]:
    norm = normalize(text)
    return [text[m.start : m.end] for m in matcher.find(norm) if m.kind in ("document", "source")]


def without_translators_frame(text: str, lang: str, matcher: Matcher) -> str:
    """``text`` less the asker's translating and the terms they cite that restate the
    request (module docstring)."""
    if lang == "en":
        return _without_en(text, matcher)
    return _without_cjk(text, lang, matcher)


def _without_en(text: str, matcher: Matcher) -> str:
    match = _EN_ACTIVITY_RE.search(text)
    if match is not None:
        before, after = text[: match.start()], text[match.end() :]
        documents = _documents(match.group("object"), matcher)
        names = _names(match.group("object"), matcher) - _names(after, matcher)
        of_documents = all(kind in ("document", "source") for kind, _ in names)
        if documents and match.group("end").strip() in (".", ":") and len(documents) == 1:
            text = f"{before}{documents[0]}: {after}"
        elif not _only_a_copy(match.group("object"), matcher):
            pass
        elif not names or not after.strip() or (of_documents and _dated_figure(after, matcher)):
            text = before + after
    # "the annual report *translation*", never "*translation* revenue": a kind of it.
    text = _EN_INTO_RE.sub(lambda m: m[0] if _onto_a_name(m.string, m.end(), matcher) else "", text)
    for _ in range(3):
        cited = next(
            (
                m
                for m in _EN_CITED_RE.finditer(text)
                if m.group("end") is not None
                and _restated(m.group("term"), text[: m.start()] + text[m.end() :], matcher)
            ),
            None,
        )
        if cited is None:
            break
        end = ". " if cited.group("end").strip() in (".", "!", "?", ";") else " "
        text = (text[: cited.start()].rstrip(" ,") + end + text[cited.end() :]).strip()
    return _term_asked_en(text, matcher)


_EN_POINTED_ASK_RE = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:so\s+)?what(?:['’]s|\s+is|\s+was)?\s+(?:(?:the|that)\s+)?"
    r"(?:figure|number|value)(?:\s+(?:that\s+)?goes\s+(?:there|in(?:\s+there)?))?\s*\?"
    r"|(?:^|(?<=[.!?]\s))what\s+(?:do|should)\s+i\s+put\s+(?:in|there|in\s+there)\s*\?",
    re.IGNORECASE,
)
"""A question pointing at the cited term for its figure ("What figure goes there?",
"What's the figure?", "what do I put in?"): it asks the term, naming nothing itself."""

_EN_COPY_REMARK_RE = re.compile(
    r",?\s+(?:nothing\s+else|and\s+nothing\s+else)(?=[\s,.!?]|$)"
    r"|,?\s+but\s+[^.!?]*?\b(?:is|are|was|were|got|has\s+been)\s+"
    r"(?:missing|cut\s+off|lost|blank|illegible)\b"
    r"|,?\s+(?:so\s+|and\s+)?i\s+(?:don['’]t|do\s+not|can['’]t|cannot)\s+(?:know|tell|see)"
    r"\s+which\s+(?:market|year|one|figure|metric)\s+it\s+(?:means|is|refers\s+to)",
    re.IGNORECASE,
)
"""What the asker says of their copy beside the cited term ("…, nothing else", "but the
page before it is missing", "so I don't know which market it means"): names nothing."""


def _term_asked_en(text: str, matcher: Matcher) -> str:
    """The cited term read as the request where a question points at it for its figure
    ("The slide just says 「利益」 for the Japan business in FY2024. What figure goes
    there?" asks what 「利益」 for the Japan business in FY2024 is, still in English)."""
    asked = _EN_POINTED_ASK_RE.search(text)
    cited = next((m for m in _EN_CITED_RE.finditer(text)), None)
    if asked is None or cited is None or asked.start() < cited.end():
        return text
    term = cited.group("term").strip("「」『』“”\"'")
    sentence = re.match(r"[^.!?]*", text[cited.end("term") :]).group()
    said = _EN_COPY_REMARK_RE.sub("", sentence).strip(" ,")
    return f"{text[: cited.start()]}What is 「{term}」 {said}".strip() + "?"


_ROW_OF_A_SCOPE_RE = re.compile(r"\s*(?:那|这|這|該|该)?一?(?:行|栏|欄|列)(?=的)")
"""The row of a table a market heads (「新加坡*那一行*的EBITDA」): the market's figure."""


def _without_rows(text: str, matcher: Matcher) -> str:
    norm = normalize(text)
    for mention in sorted(matcher.find(norm), key=lambda m: -m.end):
        if mention.kind != "scope" or len(norm) != len(text):
            continue
        row = _ROW_OF_A_SCOPE_RE.match(text, mention.end)
        if row is not None:
            text = text[: row.start()] + text[row.end() :]
    return text


_CJK_TERM_ASKED_RE = re.compile(
    r"「(?P<term>[^」]+)」\s*(?:と|とだけ|としか|とのみ)?\s*"
    r"(?:あって|あり|ある|書いて|書かれて|なって|只写了|只写着|写着|写了)"
)
"""A term the text being translated holds and nothing more is said of (「…に「同市場の
2023年度売上高」とだけあって」, 「…只写着「…」」)."""

_CJK_POINTED_ASK_RE = re.compile(
    r"(?:数字|数値|金額|数据|数)を?(?:教えて|知りたい|お願い)|(?:数字|数値)は\s*[？?]"
    r"|(?:填|写|寫)(?:多少|什么|什麼)|(?:入れれば|書けば)(?:いい|よい)"
)
"""A question pointing at the cited term for its figure (「数字を教えてもらえますか」,
「该填多少」): it asks the term, naming nothing itself."""

_CJK_COPY_REMARK_RE = re.compile(
    r"(?:段落|ページ|页|頁|表头|表頭|スライド|原文|原稿|前文)[^，,、。！？!?]*?"
    r"(?:抜けて|欠けて|切れて|缺了|缺失|不见了|看不到)"
)
"""The asker's copy said to lack a part of the text (「前の段落が抜けています」, 「前一页缺了」):
context naming nothing."""


def _without_cjk(text: str, lang: str, matcher: Matcher) -> str:
    text = _without_rows(text, matcher)
    pieces = _CJK_PIECE_RE.findall(text)
    kept: list[str] = []
    for at, piece in enumerate(pieces):
        rest = "".join(pieces[:at] + pieces[at + 1 :])
        if re.search(r"[？?]\s*$", piece):
            kept.append(piece)
            continue
        cited = _CJK_CITED_RE.search(piece)
        if cited is not None and _restated(cited.group("term"), rest, matcher):
            continue
        asked = _CJK_TERM_ASKED_RE.search(piece)
        if (
            asked is not None
            and not _restated(asked.group("term"), rest, matcher)
            and any(
                _CJK_POINTED_ASK_RE.search(other) and not _names(other, matcher)
                for other in pieces[at + 1 :]
            )
        ):
            kept.append(asked.group("term") + "。")
            continue
        if _CJK_COPY_REMARK_RE.search(piece) and not _names(piece, matcher):
            continue
        if re.search(_CJK_TRANSLATE, piece):
            documents = _documents(piece, matcher)
            named = _names(piece, matcher) - _names(rest, matcher)
            if any(kind not in ("document", "source") for kind, _ in named):
                kept.append(piece)
            elif len(documents) == 1 and not _asks_a_figure(rest, matcher):
                kept.append(documents[0] + ("の" if lang == "ja" else "里，"))
            continue
        kept.append(piece)
    return "".join(kept) if kept and kept != pieces else text


def _dated_figure(rest: str, matcher: Matcher) -> bool:
    """Whether ``rest`` asks a metric of a year of its own: the copy translated then
    says nothing of which figure."""
    return _asks_a_figure(rest, matcher) and re.search(r"\d{2}|year|年", rest, re.I) is not None


def _asks_a_figure(rest: str, matcher: Matcher) -> bool:
    return any(kind == "metric" for kind, _ in _names(rest, matcher))
