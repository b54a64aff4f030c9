"""The layout of a letter from an office: letterhead, salutation, closing and signature.

A regulator, an exchange, a tax office or a statistics bureau writes on its letterhead
(who writes, "Listing Department", 上市科, 企業開示課; the letter's number, "Case No.
LD/2026/0562", 函件编号：…, 照会番号 第2026-051号), greets the company ("Dear Sirs,", 敬启者：,
「ACMEグループ 御中」), asks in the body, and closes ("Yours faithfully,", 此致, 以上) over
a signature ("Listing Department", 财政局局长). Only the body asks: the lines around it
are set aside (``without_letter_layout``) before the sentences are read.

A letter is known by its salutation, or by a letterhead holding the letter's number. A
line of the letterhead or of the signature is set aside only where it asks nothing and
names nothing the figure may be narrowed by: no metric the body does not name, no
document, no year but a reference's, no channel, part of the business or store, and a
market only where the body names a market too (the office's seat, "Inland Revenue
Authority of Singapore", never the market asked). A subject line ("Re: Hong Kong online
sales", 事由：…) is read as strictly as a request.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._context_parts import narrows_figure
from ragspine_eval_pipeline.engine._language import script_lang
from ragspine_eval_pipeline.engine._letter_dates import (
    LETTER_DATE_RE,
    dated_under_label,
    only_a_letter_date,
    without_letter_dates,
)
from ragspine_eval_pipeline.engine._letter_list import with_list_read
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._purpose import cjk_part_named, part_word
from ragspine_eval_pipeline.engine._purpose_en import BASIS_WORDS
from ragspine_eval_pipeline.kb.analysis import (
    Word,
    english_word_classes,
    japanese_places,
    normalize,
)

__all__ = ["without_letter_layout"]

_SALUTATION_RE = re.compile(
    r"(?i:dear\s+[^\n]{1,40}?|(?:dear\s+)?sirs?(?:\s*(?:/|or|and)\s*madam)?|madam"
    r"|to\s+whom\s+it\s+may\s+concern|gentlemen|ladies\s+and\s+gentlemen)\s*[,:：]?"
    r"|敬启者[:：]?|敬啟者[:：]?|[^\n。，,？?]{1,20}(?:董事会|董事會|台鉴|台鑒|钧鉴|鈞鑒|惠鉴|惠鑒)[:：]"
    r"|[^\n。、，,？?]{1,30}(?:御中|様|殿)"
)
"""A salutation or an addressee standing as a line: "Dear Sirs,", "Dear Company
Secretary,", 敬启者：, 贵公司董事会：, 「ACMEグループ 御中」."""

_CLOSING_RE = re.compile(
    r"(?i:yours\s+(?:faithfully|sincerely|truly)|(?:with\s+)?(?:kind|best)\s+regards)\s*[,.]?"
    r"|此致(?:敬礼|敬禮)?|顺颂[^\n]{0,6}|順頌[^\n]{0,6}|敬具|以上"
)
"""A closing line: "Yours faithfully,", 此致, 敬具, 以上."""

_ASKS_RE = re.compile(
    r"[?？]|(?i:\b(?:please|kindly|pls|confirm|state|provide|explain|describe)\b)"
    r"|请|請|烦请|煩請|ください|下さい|願い|願います|頂きたく|いただきたく|教示|ご回答|回答"
)
"""Words a line asks with."""

_SUBJECT_RE = re.compile(
    r"(?i:re\s*[:：]|subject\s*[:：])|事由|主题|主題|件名|关于|關於|に関する|について"
)
"""A subject line's lead: it says what the letter is about."""

_CODE_RE = re.compile(
    r"[\w&.]*\d[\w&.]*(?:\s*[-/]\s*[\w&.]+)+|[\w&.]*[A-Za-z][\w&.]*(?:/[\w&.]+)+"
    r"|[〔\[(（]\s*\d{4}\s*[〕\])）]\s*(?:第\s*)?\d*\s*号?|第?\s*\d+\s*号"
)
"""A letter's number and the like: "LD/2026/0562", "TRTB-LE-2026-0871", 〔2026〕38号,
第2026-051号, "SFC/INQ/2026/114"."""

_ABBREVIATION_RE = re.compile(
    r"(?i:\b(?:no|nos|ref|cap|co|ltd|inc|art|arts|sec|para|paras|pp?|vol|ch|[a-z]|mr|ms|mrs|dr|st"
    r"|approx|dept|div|govt|e\.g|i\.e|p\.m|a\.m)\.)(?=\s*[\w(])"
)
"""A short word's point inside a line: "No.", "Ref.", "Cap.", "Co."."""


_POINTED_PLACE_RE = re.compile(
    r"(?i:\b(?:the|that|this|said)\s+(?:territory|region|market|jurisdiction|country)"
    r"\s+(?:concerned|in\s+question)\b)"
    r"|(?:该|該|这个|這個|此)(?:地区|地區|市场|市場|区域|區域)|当該(?:地域|市場|国|国・地域)|同地域"
)
"""A market the body points at without naming it ("the territory concerned", 该地区,
当該地域): the letterhead's seat is not it, and the engine asks which."""


def _headed(line: str) -> bool:
    """Whether ``line`` reads as a heading: short, no sentence in it, asking nothing."""
    return (
        len(line) <= 90
        and not _ASKS_RE.search(line)
        and not re.search(r"[.。!！?？]", _ABBREVIATION_RE.sub(" ", line))
    )


def _dated(line: str, reference_date: date) -> bool:
    """Whether ``line`` names a year the figure may be of (a form's item); the letter's
    own date is none."""
    plain = normalize(_CODE_RE.sub(" ", _undated(unicodedata.normalize("NFKC", line))))
    return any(
        span.period is not None for span in find_periods(plain, script_lang(plain), reference_date)
    )


def _numbered(line: str) -> bool:
    """Whether ``line`` holds a letter's number."""
    return bool(
        re.search(
            r"(?i:\b(?:ref|reference|case|file|inquiry|enquiry|survey|of[ií]cio|circular)\b"
            r"|\bn(?:o|r|\.?\s?º|um)\.?\s*[:：]?\s*[\w/-]*\d)",
            line,
        )
        or re.search(r"编号|編號|番号|[号號]\s*[:：]|〔\d{4}〕|号$|號$", line)
    ) and bool(_CODE_RE.search(line))


def _undated(line: str) -> str:
    """``line`` less the letter's own dates (``_letter_dates``)."""
    line = without_letter_dates(line)
    return LETTER_DATE_RE.sub(" ", line) if only_a_letter_date(line) else line


_LETTER_NOUNS_RE = re.compile(
    r"(?i:\b(?:enquiry|inquiry|query|request|requests|information|particulars|clarification"
    r"|further|additional|supplementary)\b)"
)
"""The nouns a subject line says it is an enquiry with ("Re: Enquiry - Japan operations"),
in lower case: they name no figure."""


def _names_nothing(line: str, rest: str, matcher: Matcher, reference_date: date) -> bool:
    """Whether a letterhead or signature ``line`` names nothing the figure may be
    narrowed by (the module's docstring)."""
    plain = _CODE_RE.sub(" ", _undated(unicodedata.normalize("NFKC", line)))
    lang = script_lang(plain)
    folded = normalize(plain)
    named = [m for m in matcher.find(folded) if m.kind == "scope"]
    named += [m for m in matcher.find(normalize(_unnamed(plain))) if m.kind != "scope"]
    said = matcher.find(normalize(rest))
    said_kinds = {m.kind for m in said}
    said_codes = {(m.kind, m.code) for m in said}
    for m in named:
        if m.kind == "company":
            continue
        if m.kind == "scope" and (
            "scope" in said_kinds
            or _POINTED_PLACE_RE.search(rest)
            or folded[m.start : m.end] in normalize(rest)  # the market of a document's title
        ):
            continue
        if m.kind == "metric" and (m.kind, m.code) in said_codes:
            continue
        return False
    if any(span.period is not None for span in find_periods(folded, lang, reference_date)):
        return False
    subject = bool(_SUBJECT_RE.match(plain.strip()))
    if lang == "en":
        for word in re.findall(r"[a-z][a-z'-]*", folded):
            if word in gr.CHANNEL_WORDS or part_word(Word(word, word, True), "en"):
                return False
        return not (subject and narrows_figure(_LETTER_NOUNS_RE.sub(" ", folded), "en"))
    if "店" in folded or cjk_part_named(folded, lang):
        return False
    return not (subject and narrows_figure(folded, lang))


_PREFILLED_RE = re.compile(
    r"[(（]\s*(?i:pre-?filled|prefilled|pre-?printed|already\s+(?:filled|completed)|completed)\s*[)）]"
    r"|[(（]\s*(?:已预填|已預填|已填|已填写|已填寫|記入済み?|記載済み?|入力済み?|印字済み?)\s*[)）]"
)
"""A form's item already answered: "(pre-filled)", （已预填）, （記入済み）."""

_REPLY_RE = re.compile(
    r"(?i:\b(?:furnish|provide|submit|send|supply|forward|let\s+us\s+have)\s+(?:us\s+with\s+)?"
    r"(?:the|this|such|all\s+the)\s+(?:above|same|foregoing|requested|information|particulars"
    r"|documents?|details)\b)"
    r"|(?i:\b(?:repl(?:y|ies|ied)|respon(?:d|se|ses)|answers?|returns?|revert|submi(?:t|ssion)"
    r"|questionnaire|reach\s+(?:us|this|the)|hear\s+from\s+you)\b)"
    r"|回复|回覆|答复|答覆|交回|复函|覆函|回函|填妥|提交|报送|報送|寄回|送交"
    r"|回答|提出|返送|返信|ご報告"
)
_LIMIT_RE = re.compile(
    r"(?i:\b(?:within|by|before|no\s+later\s+than|deadline|latest|forthwith|promptly)\b)"
    r"|[内內]|前|之前|以内|まで|期限|後"
)
_COURTESY_RE = re.compile(
    r"(?i:\b(?:grateful|appreciated?|look(?:ing)?\s+forward|earliest|soonest|convenience"
    r"|as\s+soon\s+as|prompt(?:ly)?|early|thank)\b)"
    r"|尽快|盡快|及时|及時|为盼|為盼|为荷|為荷|是荷|为感|為感|感谢|感謝|早急|速やか|幸い|よろしく"
)
"""A courtesy asking for the reply with no limit ("We should be grateful to receive your
reply.", 请尽快回复为盼。, 「早急にご回答いただきたい。」)."""

_FISCAL_RE = re.compile(
    r"(?i:\bfy\s?\d|\b[hq][1-4]\b|quarter|half|year)|财年|財年|年度|季度|半年|四半期|上期|下期"
)
"""A reply's deadline said as a sentence of the letter ("Please let us have your written
reply within 5 market days of the date of this letter.", 请于十日内回复。, 本書面到達後5営業
日以内にご回答ください。): a reply's word, a limit, and no fiscal period."""

_LEAD_EN_RE = re.compile(
    r"^(?P<lead>(?:(?:and\s+)?(?:pursuant\s+to|in\s+accordance\s+with|in\s+connection\s+with"
    r"|under|as\s+part\s+of|for\s+the\s+purposes?\s+of|further\s+to|in\s+the\s+course\s+of"
    r"|in\s+the\s+context\s+of|for\s+our|with\s+reference\s+to|referring\s+to)\b[^,;]{2,160}?(?:,\s*|\s+(?=you\s+are\s+"
    r"(?:requested|required|asked|invited)\b))){1,3})"
    r"(?=(?:we|you|the\s+company|the\s+group|please|kindly|respondents)\b)",
    re.IGNORECASE,
)
_LEAD_CJK_RE = re.compile(
    r"^(?P<lead>(?:(?:根据|根據|依据|依據|按照|依照|为|為|就|鉴于|鑑於)[^，,。]{2,60}[，,]"
    r"|[^、。，,]{2,60}(?:のため|として|に基づき|に基づいて|に関連し|に関連して|の一環として)[、，,]))"
)
"""An office's grounds or proceeding led into before the request ("Pursuant to Listing
Rule 703 and further to our review of the annual report,", 根据《上市规则》第13.09条，,
「国税通則法第74条の2に基づく質問検査の一環として、」)."""

_ASKED_RE = re.compile(
    r"[?？]|(?i:\b(?:please|kindly|pls)\b|\bwe\s+(?:should|would)\b"
    r"|\byou\s+are\s+(?:hereby\s+)?(?:requested|asked|required|invited)\b)"
    r"|请|請|烦请|煩請|ください|下さい|願い|いただき|頂き|されたい"
)
"""Words a sentence of the letter asks with; a sentence without them states."""

_ITEM_RE = re.compile(
    r"\s*(?:\(?[a-z0-9]{1,3}[.)]\s|[(（]?[一二三四五六七八九十]+[、.)）]|問\s*\d+|[①-⑳]|[-•・■*]\s)"
)
"""A numbered or bulleted item of the letter's list: one of its questions."""

_IMPERATIVE_RE = re.compile(
    r"^\W*(?:(?:\(?[a-z0-9]{1,3}[.)]|[一二三四五六七八九十]+、|問\s*\d+)\s*)?(?:and\s+)?"
    r"(?:(?i:confirm|state|provide|describe|explain|set\s+out|advise|disclose|report|indicate"
    r"|specify|give|tell|list|furnish|submit|let\s+us|identify|outline|detail|clarify|quantify)\b"
    r"|(?:说明|說明|提供|确认|確認|告知|列明|列出|填报|填報|报告|報告|解释|解釋|阐述|闡述))"
)
"""A sentence or an item opening on the verb it asks with ("(b) describe …", 「二、说明…」)."""

_PROCEEDING_NOUN_RE = re.compile(
    r"(?i:\b(?:examination|audit|review|returns?|inquiry|enquiry|investigation|assessment"
    r"|requests?|particulars|information|quer(?:y|ies)|notices?|letters?|matters?|compliance"
    r"|purposes?|regime|rules?|acts?|code|ordinance|study|survey|division|bureau|office)\b)"
)


_NAMED_BODY_EN_RE = re.compile(
    r"\b(?:[A-Z][\w&'’-]*\s+(?:(?:of|and|for|on|the)\s+)*){1,6}"
    r"(?i:Ordinance|Act|Authority|Department|Bureau|Division|Branch|Commission|Office|Rules"
    r"|Code|Regulations|Service|Exchange|Ministry|Board|Unit|Team)\b(?:\s+(?:of\s+)?\d{4}\b)?"
)
"""An office's or a statute's proper name ("Inland Revenue Ordinance", "Income Tax Act
1947", "Tokyo Regional Taxation Bureau"): its words name the office, never a figure."""


def _unnamed(plain: str) -> str:
    """English ``plain`` less its offices' and statutes' proper names."""
    return _NAMED_BODY_EN_RE.sub(" ", plain) if script_lang(plain) == "en" else plain


_STORE_WORDS_EN = frozenset(
    ["store", "stores", "shop", "shops", "outlet", "outlets", "branch", "branches", "mall"]
)
"""Words of a store, which the KB reports no figure of."""


def _sentences(line: str) -> list[str]:
    """``line`` cut after each sentence's end."""
    marked = _ABBREVIATION_RE.sub(lambda m: m.group().replace(".", "\x00"), line)
    parts = re.split(r"(?<=[.!?])\s+(?=[A-Z(])|(?<=[。！？])", marked)
    return [p.replace("\x00", ".").strip() for p in parts if p.strip()]


def _states_nothing(
    piece: str,
    rest: str,
    matcher: Matcher,
    reference_date: date,
    *,
    dated: bool = False,
    lead: bool = False,
) -> bool:
    """Whether a sentence or a ``lead`` of the body names nothing the figure may be narrowed
    by, as a letterhead line must not, and no place or name the KB lacks; a document
    may be named (the one the office read). With ``dated``, its dates are the reply's."""
    plain = unicodedata.normalize("NFKC", piece)
    lang = script_lang(plain)
    unnamed = normalize(_unnamed(_CODE_RE.sub(" ", plain)))
    folded = normalize(_CODE_RE.sub(" ", plain))
    if dated:
        if _FISCAL_RE.search(folded):
            return False
        folded = re.sub(r"\d{4}|[〇一二三四五六七八九十]{4}年|令和\s*\d+\s*年", " ", folded)
        unnamed = re.sub(r"\d{4}|[〇一二三四五六七八九十]{4}年|令和\s*\d+\s*年", " ", unnamed)
    named = [m for m in matcher.find(folded) if m.kind == "scope"]
    named += [
        m for m in matcher.find(unnamed) if m.kind not in ("scope", "source", "doc", "document")
    ]
    said = {(m.kind, m.code) for m in matcher.find(normalize(rest))}
    said_kinds = {kind for kind, _ in said}
    for m in named:
        if m.kind == "company" or (m.kind == "scope" and "scope" in said_kinds):
            continue
        if m.kind == "metric" and (m.kind, m.code) in said:
            continue
        return False
    if not dated and any(
        span.period is not None for span in find_periods(unnamed, lang, reference_date)
    ):
        return False
    if lang == "en":
        words = re.findall(r"[A-Za-z][A-Za-z'’-]*", _unnamed(_CODE_RE.sub(" ", plain)))
        for at, word in enumerate(words):
            low = word.casefold().removesuffix("'s").removesuffix("’s")
            near = " ".join(words[at + 1 : at + 3])
            if low in gr.CHANNEL_WORDS or part_word(Word(low, low, True), "en"):
                return False
            if low in BASIS_WORDS and not _PROCEEDING_NOUN_RE.search(near):
                return False
            if low in _STORE_WORDS_EN:
                return False
            acronym = word.isupper() and len(word) <= 5
            unknown = not (acronym or english_word_classes(low) or matcher.find(low))
            if at and word[0].isupper() and unknown and not dated:
                return False  # a name the dictionary does not know: "Osaka", "Penang"
        return lead or dated or not narrows_figure(normalize(_unnamed(plain)), "en")
    if "店" in folded or cjk_part_named(folded, lang):
        return False
    if lang == "ja" and any(p not in rest for p in japanese_places(folded)):
        return False
    return not narrows_figure(folded, lang)


_DATA_NOUN_CJK_RE = re.compile(
    r"^(?:的|之)?(?:资料|資料|数据资料|數據資料|信息|資訊)(?![\u4e00-\u9fff])"
)
"""A noun of data written after a metric's name in a letter's request (「营业收入资料」: the
revenue's figures)."""


def _figure_data(line: str, matcher: Matcher) -> str:
    """``line`` less a noun of data written right after a metric's name."""
    if script_lang(line) == "en":
        return line
    plain = unicodedata.normalize("NFKC", line)
    folded = normalize(plain)
    for m in sorted(matcher.find(folded), key=lambda m: -m.end):
        if m.kind != "metric" or len(folded) != len(plain):
            continue
        data = _DATA_NOUN_CJK_RE.match(plain[m.end :])
        if data is not None:
            plain = plain[: m.end] + plain[m.end + data.end() :]
    return plain if plain != unicodedata.normalize("NFKC", line) else line


def _body(lines: list[str], matcher: Matcher, reference_date: date) -> list[str]:
    """The body's lines less pre-filled items, the reply's deadline, the office's grounds
    led into, and, where the letter asks a figure, the sentences that only state."""
    lines = [_figure_data(without_letter_dates(line), matcher) for line in lines]
    open_items = [line for line in lines if not _PREFILLED_RE.search(line)]
    if len(open_items) < len(lines) and sum(bool(_ITEM_RE.match(x)) for x in open_items) == 1:
        # The one item left open is the question: its number goes with the filled ones.
        open_items = [_ITEM_RE.sub("", x, count=1) if _ITEM_RE.match(x) else x for x in open_items]
    lines = []
    for at, line in enumerate(open_items):
        if lines and _SUBJECT_RE.match(lines[-1]) and _headed(lines[-1]):
            # A subject line leads into the request it heads, and narrows it there.
            subject = lines.pop()
            rest = "\n".join(open_items[at:])
            if not _names_nothing(subject, rest, matcher, reference_date):
                said = (
                    _LETTER_NOUNS_RE.sub(" ", subject) if script_lang(subject) == "en" else subject
                )
                said = re.sub(r"([:：])[\s\-–—]+", r"\1 ", said).rstrip(":： -–—")
                line = f"{' '.join(said.split())}: {line}"
        lines.append(line)
    whole = "\n".join(lines)
    figure = any(m.kind == "metric" for m in matcher.find(normalize(whole)))
    out: list[str] = []
    for line in lines:
        kept: list[str] = []
        for sentence in _sentences(line):
            rest = whole.replace(sentence, " ")
            if (
                _REPLY_RE.search(sentence)
                and (_LIMIT_RE.search(sentence) or _COURTESY_RE.search(sentence))
                and _states_nothing(sentence, rest, matcher, reference_date, dated=True)
            ):
                continue
            if figure:
                lead = (_LEAD_EN_RE if script_lang(sentence) == "en" else _LEAD_CJK_RE).match(
                    sentence
                )
                after = sentence[lead.end() :] + "\n" + rest if lead else ""
                if lead and _states_nothing(
                    lead.group("lead"), after, matcher, reference_date, lead=True
                ):
                    sentence = sentence[lead.end() :]
                    sentence = sentence[:1].upper() + sentence[1:]
                asks = (
                    _ASKED_RE.search(sentence)
                    or (_IMPERATIVE_RE.search(sentence) and script_lang(sentence) != "ja")
                    or _ITEM_RE.match(sentence)
                )
                if not asks and _states_nothing(sentence, rest, matcher, reference_date):
                    continue
            kept.append(sentence)
        if kept:
            out.append(" ".join(kept))
    return with_list_read(
        out, matcher, lambda piece, rest: _states_nothing(piece, rest, matcher, reference_date)
    )


_INLINE_GREETING_RE = re.compile(
    r"(?:^|(?<=\s)|(?<=[-–—]))\s*(?P<mark>(?i:dear\s+(?:sirs?(?:\s*(?:/|or|and)\s*madam)?|madam"
    r"|(?-i:[A-Z][\w.'’-]*)(?:\s+(?-i:[A-Z][\w.'’-]*)){0,3})\s*[,:]"
    r"|yours\s+(?:faithfully|sincerely|truly)\s*[,.]?)|敬启者[:：]|敬啟者[:：]|此致(?:敬礼|敬禮)?[,，。]?)\s*"
)
"""A salutation or a closing written inside a letter put as one paragraph ("AFRC/INV/0231/26
- Dear Sirs, with reference to …, please furnish …. Yours faithfully, …")."""


def _paragraph_as_lines(text: str) -> str:
    """A letter written as one paragraph cut into its lines at its salutation and its
    closing; any other text as it is."""
    found = list(_INLINE_GREETING_RE.finditer(text.strip()))
    if "\n" in text.strip() or not (len(found) > 1 or (found and found[0].start("mark") > 0)):
        return text
    cut = _INLINE_GREETING_RE.sub(lambda m: "\n" + m.group("mark") + "\n", text)
    return "\n".join(line.strip(" -–—") for line in cut.split("\n"))


def without_letter_layout(text: str, reference_date: date, matcher: Matcher) -> str:
    """``text`` less a letter's letterhead, salutation, closing and signature where they
    name nothing the figure may be narrowed by; ``text`` itself when it is no letter."""
    lines = [line.strip() for line in _paragraph_as_lines(text).split("\n")]
    lines = [line for line in lines if line]
    if len(lines) == 1 and _numbered(lines[0]):
        # A numbered letter written as one paragraph: its body is all of it.
        body = _body(lines, matcher, reference_date)
        return " ".join(body) if body else text
    if len(lines) < 2:
        return text
    greeted = next(
        (at for at, line in enumerate(lines[:8]) if _SALUTATION_RE.fullmatch(line)), None
    )
    if greeted is not None:
        head = list(range(greeted))
        body_from = greeted + 1
    else:
        head = []
        for at, line in enumerate(lines):
            if not _headed(line) or _CLOSING_RE.fullmatch(line) or _dated(line, reference_date):
                break
            head.append(at)
        if not any(_numbered(lines[at]) or dated_under_label(lines[at]) for at in head):
            return text
        body_from = len(head)
    closed = next(
        (
            at
            for at in range(body_from, len(lines))
            if _CLOSING_RE.fullmatch(lines[at])
            and not any(_ASKS_RE.search(line) for line in lines[at + 1 :])
        ),
        len(lines),
    )
    signed = closed
    while (
        signed - 1 > body_from
        and _headed(lines[signed - 1])
        and not _dated(lines[signed - 1], reference_date)
        and not _ITEM_RE.match(lines[signed - 1])
        and not (_REPLY_RE.search(lines[signed - 1]) and _LIMIT_RE.search(lines[signed - 1]))
    ):
        signed -= 1
    body = lines[body_from:signed]
    if not body:
        return text
    kept: list[str] = []
    rest = "\n".join(body)
    for at in head:
        if not _names_nothing(lines[at], rest, matcher, reference_date):
            kept.append(_undated(lines[at]))
    if greeted is not None and not _names_nothing(lines[greeted], rest, matcher, reference_date):
        kept.append(lines[greeted])
    kept += _body(body, matcher, reference_date) or body
    for line in lines[signed:]:
        if not _CLOSING_RE.fullmatch(line) and not _names_nothing(
            line, rest, matcher, reference_date
        ):
            kept.append(_undated(line))
    return "\n".join(kept)
