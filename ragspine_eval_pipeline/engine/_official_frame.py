"""The official frame of a request from a regulator, an exchange, a statistics bureau or a
tax office.

Such a request comes wrapped in words about the asking: who asks ("Listing Compliance
Desk", 交易所上市审核部, 取引所上場審査部からの照会), the letter or the form and its number
("Inquiry Letter LC-2026-0412", 〔2026〕第118号, 照会番号 第2026-045号), the proceeding it is
part of ("in connection with the audit of payroll returns", 在对…进行核查时, 開示検査に
おいて…確認しております), when the reply is due ("Responses are due within ten business
days", 自本函之日起五个交易日内书面回复, 回答期限は受領後2週間以内とします) and how to
reply ("cite the source document", 并注明出处, 出典を明記のうえ). None of them says which
figure: the figure the engine gives names its document and place anyway.

Each piece is taken out only where it names nothing the figure may be narrowed by: no
market, metric, unit, document or year of the KB (a metric only where the request names
one too), no channel or line of business and no basis of counting. "Tax office" names an
office, "tax revenue" a basis; "the audit of online sales returns" stays, and so do "the
Hong Kong listing desk" and a letter's reference holding a fiscal year.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._context import narrows_figure
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._purpose import cjk_part_named, part_word
from ragspine_eval_pipeline.engine._purpose_en import BASIS_WORDS
from ragspine_eval_pipeline.kb.analysis import Word, english_word_classes, normalize

__all__ = ["without_official_frame"]

OFFICES_EN: frozenset[str] = frozenset(
    [
        "bureau",
        "bureaux",
        "office",
        "desk",
        "division",
        "department",
        "dept",
        "commission",
        "authority",
        "authorities",
        "regulator",
        "regulators",
        "exchange",
        "agency",
        "ministry",
        "inspectorate",
        "secretariat",
        "committee",
        "team",
        "unit",
        "board",
        "service",
        "officer",
        "officers",
        "examiner",
        "examiners",
        "inspector",
        "inspectors",
        "reviewer",
        "reviewers",
        "official",
        "officials",
        "staff",
        "regulator's",
    ]
)
"""Nouns of an office that asks, or of its officer ("the listing *division*", "the reviewing
*officer*")."""

PAPERS_EN: frozenset[str] = frozenset(
    [
        "letter",
        "letters",
        "inquiry",
        "inquiries",
        "enquiry",
        "enquiries",
        "query",
        "queries",
        "comment",
        "comments",
        "form",
        "forms",
        "return",
        "survey",
        "questionnaire",
        "notice",
        "notices",
        "item",
        "items",
        "file",
        "ref",
        "reference",
        "request",
        "requests",
        "filing",
        "filings",
        "annex",
        "attachment",
        "point",
        "points",
        "paragraph",
        "review",
        "examination",
        "audit",
        "inspection",
        "investigation",
        "check",
        "follow-up",
        "circular",
        "case",
        "matter",
        "submission",
    ]
)
"""Nouns of an official paper, its parts, and the proceeding it belongs to ("Inquiry
*Letter*", "*comment* 3", "*Form* E-7", "mandatory *return*", "the transfer-pricing
*examination*")."""

_CODE_EN_RE = re.compile(
    r"(?<![\w-])(?:(?![Ff][Yy]|[Qq][1-4]|[Hh][12]|[Cc][Yy])[A-Za-z]{1,6}-[\w/.-]*\d[\w/.-]*"
    r"|\d{1,3}|[A-Z]{2,6}(?:-[A-Z]{1,6})*|\([a-z\d]{1,3}\)|[Nn]os?\.?(?=\s*\d)|#\s*\d+)(?![\w-])"
)
"""A reference's code or number ("LC-2026-0412", "E-7", "SEC-CF", "No. 12", "(a)"): the
year inside a code dates the letter, never the figure. A year written alone ("2024",
"FY2024") is no code, and read."""

_NUMBER_WORDS_EN = frozenset(
    [
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "fourteen",
        "fifteen",
        "twenty",
        "thirty",
        "a",
        "an",
        "the",
        "this",
        "next",
        "following",
        "same",
    ]
)

_LEADS_EN = frozenset(["follow-up", "further", "re", "ref", "with", "reference", "to"])
"""Words opening a heading that refers to earlier correspondence ("*Follow-up to* …")."""

_TIME_WORDS_EN = frozenset(
    [
        "day",
        "days",
        "business",
        "working",
        "trading",
        "calendar",
        "week",
        "weeks",
        "month",
        "months",
        "hour",
        "hours",
        "close",
        "end",
        "start",
        "of",
        "cob",
        "eod",
        "receipt",
        "date",
        "today",
        "tomorrow",
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
        "sunday",
        "noon",
        "midnight",
        "letter",
        "notice",
        "this",
        "field",
        "visit",
        "hearing",
        "meeting",
        "deadline",
        "due",
        "latest",
    ]
)
"""Words a deadline for the reply is said in ("within ten *business days* of *receipt*",
"by *close of business Friday*", "before the *field visit* next week")."""

_REPLY_EN = (
    r"(?:(?:please|kindly|pls)\s+)?(?:reply|respond|revert|submit\s+(?:your|the|a)\s+"
    r"(?:reply|response|answer)|(?:(?:a|the|your)\s+)?(?:written\s+)?(?:responses?|reply|replies"
    r"|answers?)\s+(?:is|are|will\s+be|should\s+be|must\s+be)\s+(?:due|expected|required))"
)
_DEADLINE_EN_RE = re.compile(
    r"(?P<lead>(?:^|(?<=[.;!?])\s*|\s*[,;]\s*|\s+and\s+|\(\s*))"
    r"(?P<clause>" + _REPLY_EN + r"(?P<to>\s+(?:to|with)\s+[^.;!?()]*?)?"
    r"(?:\s+in\s+writing)?(?:\s+(?P<when>(?:by|within|before|no\s+later\s+than|on\s+or\s+before)"
    r"\s+[^.;!?()]*?))?)(?=\s*(?:[.;!?)]|$))",
    re.IGNORECASE,
)
"""A reply's deadline said as a clause of its own ("A written response is due within ten
business days", "reply to the listing officer by close of business Friday", "Please reply
in writing by the end of the week")."""

_BEFORE_VISIT_EN_RE = re.compile(
    r"\s+(?:before|ahead\s+of|prior\s+to)\s+the\s+(?:[a-z-]+\s+){0,2}?(?:visit|hearing|inspection)"
    r"(?:\s+(?:next|this)\s+(?:week|month))?(?=\s*(?:[.;!?]|$))",
    re.IGNORECASE,
)
"""When an official wants the reply, by the visit it is wanted before ("… *before the field
visit next week*")."""

_SOURCE_NOUNS_EN = (
    r"(?:(?:source|workbook|slide|page|table|document|report|file)\s+)?"
    r"(?:source|document|reference|citation|page|location|locator|slide|table)s?"
)
_CITE_EN_RE = re.compile(
    r"(?:\s*,\s*|\s+)(?:and\s+)?(?:please\s+)?"
    r"(?:(?:cite|state|identify|give|quote|name|indicate|provide|show|specify)\s+(?:the|its|their)\s+"
    + _SOURCE_NOUNS_EN
    + r"(?:\s+(?:it|this|that|the\s+figure|they)\s+(?:comes?|came|is\s+taken|was\s+taken)\s+from)?"
    r"|(?:identify|state|indicate|show|say|specify)\s+where\s+(?:it|this|that|the\s+figure|they)"
    r"\s+(?:is|was|are|were|has\s+been|have\s+been)\s+(?:disclosed|reported|stated|shown"
    r"|published|found|presented)"
    r"|(?:together\s+with|along\s+with|with)\s+(?:the|its|their)\s+" + _SOURCE_NOUNS_EN + r"\s+"
    r"(?:it|this|that|the\s+figure|they)\s+(?:comes?|came|is\s+taken|was\s+taken)\s+from)"
    r"(?=\s*(?:[.;!?]|$))",
    re.IGNORECASE,
)
"""The source asked beside the figure, as an instruction on the reply ("…and *cite the
source document*", "…and *identify where it is disclosed*")."""

_AND_SOURCE_EN_RE = re.compile(
    r"\s+and\s+the\s+(?:document|source|report|file|workbook|slide|page)\s+"
    r"(?:it|this|that|the\s+figure)\s+(?:comes?|came|is\s+taken|was\s+taken)\s+from"
    r"|\s+and\s+the\s+(?:workbook|document|source|slide|page|table)\s+reference",
    re.IGNORECASE,
)
"""The document named beside the figure asked ("the gross margin *and the document it comes
from*", "the percentage *and the workbook reference*")."""

_OWN_RECORDS_EN_RE = re.compile(
    r"\s+(?:from|according\s+to|based\s+on|as\s+per)\s+(?:your|its|the\s+company's)\s+(?:own\s+)?"
    r"(?:records|books|accounts|filings|disclosures)(?=\s*(?:[.;!?,]|$))",
    re.IGNORECASE,
)
"""The company's own records named as the source ("… *from your own records*"): the KB
is them."""

_RESPOND_WITH_EN_RE = re.compile(
    r"(?:^|(?<=[.;!?])\s*)(?:(?:please|kindly|pls)\s+)?(?:respond|reply|answer)\s+with\s+"
    r"(?:the|a)\s+(?:figure|amount|number|value)(?:\s+and\s+(?:its|the)\s+"
    + _SOURCE_NOUNS_EN
    + r")?\s*[.;!]",
    re.IGNORECASE,
)
"""An instruction to answer with the figure asked ("*Kindly respond with the figure and its
source.*")."""

_ABBREVIATED_RE = re.compile(
    r"(?<![A-Za-z])(?P<word>ref|no|nos|art|para|sec|cf|vol|pp?)\.(?=\s*[\w(#])", re.IGNORECASE
)
"""Abbreviations a reference is written with ("Ref. 2024/17", "No. 12"), whose full stop
ends no sentence: masked while a heading is looked for, the opening "Ref." aside."""

_HEADING_EN_RE = re.compile(
    r"(?:^|(?<=[.;!?])\s+)(?P<heading>(?:(?:[Rr]e|[Rr]ef|[Rr]eference)\s*[.:]\s*)?"
    r"[A-Za-z][^.:;!?]{0,90}?)(?P<end>\.(?!\d)|:)\s+(?=\S)"
)
"""A heading sentence before the request, up to its full stop or colon ("Listing Compliance
Desk, Inquiry Letter LC-2026-0412:", "Statistics bureau, annual employment survey (Form
E-7), mandatory return.")."""

_PROCEEDING_LEAD_EN_RE = re.compile(
    r"(?:^|(?<=[.;!?])\s+)(?:this\s+is\s+(?:requested|asked|required)\s+)?"
    r"(?:in\s+connection\s+with|as\s+part\s+of|for\s+the\s+purposes?\s+of|in\s+the\s+course\s+of"
    r"|further\s+to|following|in\s+(?:reviewing|examining|auditing|checking))"
    r"\s+(?P<phrase>[^.;!?,]+?)\s*(?:[,;]|(?=[.!?]))",
    re.IGNORECASE,
)
"""The official proceeding a request belongs to ("*In connection with the audit of payroll
returns,* …", "*This is requested in connection with the examination opened by the tax
office;*")."""

_OFFICIAL_NEEDS_EN_RE = re.compile(
    r"(?:^|(?<=[;.!?,])\s*)(?P<clause>(?:the|our|an?)\s+(?:[a-z-]+\s+){0,3}?(?:officer|examiner"
    r"|inspector|reviewer|official|regulator|authority|office|bureau|commission|desk|division)"
    r"\s+(?:needs|requires|wants|asks\s+for|requests)\s+[^.;!?]+?)(?=\s*(?:[.;!?]|$))",
    re.IGNORECASE,
)
"""What the official needs, said after the request ("*the examiner needs the reported
percentage and the workbook reference*")."""

_EXCHANGES_EN = frozenset(
    ["call", "conversation", "meeting", "discussion", "telephone", "correspondence"]
)
"""What a request may follow on from besides a paper ("further to our telephone *call*")."""

_FIGURE_WORDS_EN = frozenset(
    [
        "figure",
        "figures",
        "amount",
        "amounts",
        "number",
        "numbers",
        "value",
        "values",
        "percentage",
        "percentages",
        "reported",
        "disclosed",
        "stated",
        "published",
        "the",
        "its",
        "their",
        "and",
        "a",
        "an",
    ]
)


def _unit_or_source(words: list[str]) -> bool:
    """Whether ``words`` name only the figure, its unit or its source."""
    source = {"source", "document", "reference", "workbook", "page", "slide", "table"}
    return bool(words) and all(w in _FIGURE_WORDS_EN or w in source for w in words)


def _names_nothing_en(
    phrase: str, rest: str, matcher: Matcher, reference_date: date, *, dated: bool = False
) -> bool:
    """Whether an English ``phrase`` of the frame names nothing the figure may be narrowed
    by: no KB name but a metric the ``rest`` names too, no year (with ``dated``, the
    deadline's words may be of time), no channel, part of the business or basis of counting
    (a basis word before an office names the office: "tax office"), no name the dictionary
    does not know but a code."""
    plain = _CODE_EN_RE.sub(" ", phrase)
    folded = normalize(plain)
    named = matcher.find(folded)
    in_rest = matcher.find(normalize(rest))
    said = {m.kind for m in in_rest}
    if any(m.kind not in ("metric", "company") for m in named):
        return False
    if any(m.kind == "metric" for m in named) and "metric" not in said:
        return False  # the metric named only here is the figure asked
    if any(m.kind == "company" for m in named) and not said & {"company", "scope"}:
        return False  # the company named only here is whose figure is asked
    if not dated and find_periods(folded, "en", reference_date):
        return False  # a year, or a quarter or a half, may be the figure's
    words = re.findall(r"[A-Za-z][A-Za-z'’-]*", plain)
    for at, word in enumerate(words):
        low = word.casefold().removesuffix("'s").removesuffix("’s")
        following = words[at + 1].casefold() if at + 1 < len(words) else ""
        official = following in OFFICES_EN or following in PAPERS_EN
        if low in gr.CHANNEL_WORDS or (low in BASIS_WORDS and not official):
            return False
        if not known(low) and part_word(Word(low, low, True), "en"):
            return False
        if at and word[0].isupper() and not english_word_classes(low) and not known(low):
            return False
    return True


def known(low: str) -> bool:
    """Whether ``low`` is a word of the frame itself (an office, a paper, a day)."""
    return low in OFFICES_EN or low in PAPERS_EN or low in _TIME_WORDS_EN or low in _LEADS_EN


def _heading_en(piece: str) -> bool:
    """Whether each comma-separated part of a heading ends in an office or an official
    paper, less its codes ("Inquiry Letter LC-2026-0412", "comment 3")."""
    for part in re.split(r"\s*,\s*", re.sub(r"\([^)]*\)", " ", piece)):
        words = re.findall(r"[A-Za-z][A-Za-z'’-]*", _CODE_EN_RE.sub(" ", part))
        words = [w.casefold() for w in words if w.casefold() not in _NUMBER_WORDS_EN]
        while words and words[0] in _LEADS_EN:
            words = words[1:]
        if not words or (words[-1] not in OFFICES_EN and words[-1] not in PAPERS_EN):
            return False
        for word in words:
            classes = english_word_classes(word)
            if word in _SAYING_WORDS_EN or (classes and not classes & {"NOUN", "ADJ", "PROPN"}):
                return False  # a sentence, not a name: "We have received your letter."
    return True


_SAYING_WORDS_EN = frozenset(
    [
        *("i", "we", "you", "your", "our", "my", "us", "they", "it", "this", "that", "these"),
        *("those", "please", "here", "there", "what", "which", "who", "in", "on", "for", "from"),
        *("with", "about", "by", "at", "as", "is", "are", "was", "were", "be"),
    ]
)
"""Words that make a sentence or a phrase of a sentence, never an office's or a paper's
name."""


_ITEM_ASKS_EN_RE = re.compile(
    r"(?:^|(?<=[.;!?])\s+)(?:item|question|line|box|field|section|point)\s+[\w.()-]{1,8}\s+"
    r"(?:asks\s+for|requests|requires|covers|is|concerns)\s+(?P<what>[^.;!?]+?)\s*[.;]\s+(?=\S)",
    re.IGNORECASE,
)
"""A form's item said to ask for the figure the request then asks ("*Item 4 asks for persons
employed.* Please report the headcount …"): the request says it again, with its market
and year."""


def _item_said_again(match: re.Match[str], matcher: Matcher) -> str:
    """The text of an item that asks for a metric, taken out where the rest of the text
    names that metric and the item names nothing else of the KB."""
    named = matcher.find(normalize(match.group("what")))
    rest = matcher.find(normalize(match.string[match.end() :]))
    if not named or any(m.kind != "metric" for m in named):
        return match.group()
    if not {m.code for m in named} <= {m.code for m in rest if m.kind == "metric"}:
        return match.group()
    return " "


_RULE_NOUNS_EN = frozenset(
    [
        "rule",
        "rules",
        "regulation",
        "regulations",
        "act",
        "acts",
        "ordinance",
        "code",
        "codes",
        "requirement",
        "requirements",
        "guideline",
        "guidelines",
        "guidance",
        "standard",
        "standards",
        "law",
        "laws",
        "provisions",
    ]
)
"""Nouns closing the rule a check is made under ("the exchange's periodic reporting
*rules*")."""

_NOTE_EN_RE = re.compile(
    r"(?P<open>\(\s*|(?<=[.;!?])\s+)(?P<note>[A-Za-z][^.;!?()]{2,100}?)"
    r"(?P<close>\s*[.;]?\s*\)|\s*[.;](?=\s|$))"
)
"""A note of its own, in brackets or as a sentence ("(*Disclosure check under the exchange's
periodic reporting rules.*)")."""


def _official_note(match: re.Match[str], matcher: Matcher, reference_date: date) -> str:
    """An official check and the rule it is made under, taken out where they name
    nothing the figure may be narrowed by."""
    note = match.group("note")
    parts = re.split(
        r"\s(?:under|pursuant\s+to|in\s+accordance\s+with|as\s+required\s+by)\s", note, maxsplit=1
    )
    head = re.findall(r"[a-z-]+", parts[0].casefold())
    rule = re.findall(r"[a-z-]+", parts[1].casefold()) if len(parts) > 1 else []
    if len(parts) < 2 or not head or head[-1] not in PAPERS_EN:
        return match.group()
    if not rule or rule[-1] not in _RULE_NOUNS_EN:
        return match.group()
    rest = match.string[: match.start()] + match.string[match.end() :]
    if not _names_nothing_en(note, rest, matcher, reference_date):
        return match.group()
    return "" if match.group("open").startswith("(") else " "


_OFFICE_PHRASE_EN = (
    r"(?:the|our|an?)\s+(?:[A-Za-z'’-]+\s+){0,3}?(?:"
    + "|".join(sorted(w for w in OFFICES_EN if "'" not in w))
    + r")"
)
_REVIEWING_EN_RE = re.compile(
    r"(?P<office>" + _OFFICE_PHRASE_EN + r")\s+(?:is|are|has\s+been|have\s+been)\s+"
    r"(?:reviewing|examining|checking|reconciling|investigating|auditing|assessing|looking\s+into)"
    r"\s+[^.;!?]+?\s+and(?=\s+(?:asks|requests|requires|needs|wants)(?![a-z]))",
    re.IGNORECASE,
)
"""What an office is reviewing, said before what it asks ("*The revenue authority is
reviewing the pass-through of the tax change* and asks for …")."""


def _names_no_figure(text: str, matcher: Matcher) -> bool:
    """Whether ``text`` names no metric, an office's own name aside ("the *revenue*
    authority"): nothing it says can narrow a figure."""
    offices = "|".join(sorted(w for w in OFFICES_EN if "'" not in w))
    plain = re.sub(r"[A-Za-z-]+\s+(?:" + offices + r")(?![a-z])", " ", text, flags=re.IGNORECASE)
    return not any(m.kind == "metric" for m in matcher.find(normalize(plain)))


def _en(text: str, matcher: Matcher, reference_date: date) -> str:
    def rest_of(match: re.Match[str]) -> str:
        return match.string[: match.start()] + " " + match.string[match.end() :]

    def heading(match: re.Match[str]) -> str:
        piece = match.group("heading")
        rest = rest_of(match)
        if not re.search(r"\w", match.string[match.end() :]) or not _heading_en(piece):
            return match.group()
        if not _names_nothing_en(piece, rest, matcher, reference_date):
            return match.group()
        return " "

    for _ in range(2):
        text = text.strip()
        masked = _ABBREVIATED_RE.sub(
            lambda m: m.group() if m.start() == 0 else m.group("word") + "\x00", text
        )
        match = _HEADING_EN_RE.search(masked)
        if match is not None and heading(match) != match.group():
            text = text[: match.start()] + " " + text[match.end() :]

    def deadline(match: re.Match[str]) -> str:
        when = match.group("when") or ""
        due = re.search(r"(?:due|expected|required|writing)$", match.group("clause"), re.IGNORECASE)
        if not (when or due or match.group("to")):
            return match.group()
        words = re.findall(r"[a-z]+", _CODE_EN_RE.sub(" ", when).casefold())
        if any(w not in _TIME_WORDS_EN and w not in _NUMBER_WORDS_EN for w in words[1:]):
            return match.group()
        to = match.group("to") or ""
        to_words = re.findall(r"[a-z'-]+", to.casefold())
        if to and not (to_words[-1] in OFFICES_EN or _unit_or_source(to_words[1:])):
            return match.group()
        if not _names_nothing_en(
            match.group("clause"), rest_of(match), matcher, reference_date, dated=True
        ):
            return match.group()
        lead = match.group("lead")
        return "" if lead.strip() in ("", ",", ";", "and") else lead.replace("(", "(")

    text = _DEADLINE_EN_RE.sub(deadline, text)
    text = _ITEM_ASKS_EN_RE.sub(lambda m: _item_said_again(m, matcher), text)
    text = _BEFORE_VISIT_EN_RE.sub("", text)
    text = _CITE_EN_RE.sub("", text)
    text = _AND_SOURCE_EN_RE.sub("", text)
    text = _RESPOND_WITH_EN_RE.sub(" ", _OWN_RECORDS_EN_RE.sub("", text))

    def needs(match: re.Match[str]) -> str:
        clause = match.group("clause")
        after = re.split(r"\s(?:needs|requires|wants|asks\s+for|requests)\s", clause, maxsplit=1)
        if _unit_or_source(re.findall(r"[a-z]+", after[-1].casefold())):
            return ""
        rest = match.string[: match.start()] + after[-1] + match.string[match.end() :]
        if len(after) < 2 or not _names_nothing_en(after[0], rest, matcher, reference_date):
            return match.group()
        return f"please provide {after[-1]}"

    text = _OFFICIAL_NEEDS_EN_RE.sub(needs, text)
    text = _NOTE_EN_RE.sub(lambda m: _official_note(m, matcher, reference_date), text)

    def proceeding(match: re.Match[str]) -> str:
        phrase = match.group("phrase")
        words = re.findall(r"[a-z-]+", phrase.casefold())
        if not any(w in PAPERS_EN or w in _EXCHANGES_EN for w in words):
            return match.group()
        if not _names_nothing_en(phrase, rest_of(match), matcher, reference_date):
            return match.group()
        return " "

    text = _PROCEEDING_LEAD_EN_RE.sub(proceeding, text)
    if _names_no_figure(text, matcher):
        text = _REVIEWING_EN_RE.sub(lambda m: m.group("office"), text)
    return re.sub(r"\s+([.,;!?])", r"\1", re.sub(r"\s{2,}", " ", text)).strip()


_ZH_NUMBER = r"[\d一二三四五六七八九十两兩]+"

_DEADLINE_ZH_RE = re.compile(
    r"[，,]?\s*(?:并|並)?(?:请|請)?(?:于|於|在)?(?:收到|接到|收悉)?"
    r"(?:本函|本通知书|本通知書|本通知|本问询函|本問詢函|本函件)?(?:之日|后|後)?(?:起)?\s*"
    + _ZH_NUMBER
    + r"\s*(?:个|個)?(?:交易日|工作日|日|天|周|週)(?:内|內|之内|之內)"
    r"(?:以)?(?:书面|書面)?(?:形式)?(?:回复|回覆|答复|答覆|报送|報送|提交|反馈|反饋)"
    r"(?=\s*(?:[，,。；;！!]|$))"
)
"""When the reply is due, counted from the letter (「并于收到本函之日起五个交易日内书面
回复」, 「于收到本通知后十个工作日内回复」)."""

_REPORT_VERB_ZH_RE = re.compile(
    r"(?P<please>请|請)(?:如实|如實|据实|據實)?(?:报告|報告|填报|填報|申报|申報|报送|報送|上报|上報)"
    r"(?![的之中里裡])"
)
"""A return's verb of reporting (「*请报告*集团…的员工总人数」): said as 「请提供」."""

_SOURCE_ZH_RE = re.compile(
    r"[，,]?\s*(?:并|並)(?:请|請)?(?:提供|附上|注明|註明|说明|說明|列明)(?:其)?"
    r"(?:披露|数据|數據|资料|資料)(?:出处|出處|来源|來源)(?=\s*(?:[，,。；;！!]|$))"
)
"""The source asked after the figure, with the kind of source named (「*并提供数据出处*」,
「*并附上数据来源*」)."""

_PROCEEDING_ZH_RE = re.compile(
    r"(?:(?<=^)|(?<=[。；;！!：:]))\s*(?P<phrase>[^，,。；;：:]{0,12}?(?:在|于|於)(?:对|對)?"
    r"[^，,。；;：:]{1,30}?(?:核查|检查|檢查|审查|審查|稽查|调查|調查|审阅|審閱|问询|問詢|审核|審核)"
    r"(?:时|時|中|过程中|過程中|期间|期間))[，,]\s*"
)
"""The official proceeding the request comes from (「税务机关*在对集团…进行专项核查时*，」)."""

_OFFICE_SELF_ZH = r"(?:我部|我局|我所|我会|我會|本所|本局|本部|我处|我處|我委|本委)"
_NOTICED_ZH_RE = re.compile(
    r"(?:(?<=^)|(?<=[。；;！!：:]))\s*(?P<sentence>"
    + _OFFICE_SELF_ZH
    + r"[^。！!？?；;]{0,40}?(?:关注到|關注到|注意到|发现|發現)(?P<what>[^。！!？?；;]+?))[。；;]"
)
"""What the office asking noticed, which prompts its request (「*我部在审阅年报时关注到…的
变化。*」)."""

_MOVEMENT_ZH_RE = re.compile(r"(?:的)?(?:变化|變化|波动|波動|下降|上升|增长|增長|变动|變動)$")

_BASIS_LEAD_ZH_RE = re.compile(
    r"(?:(?<=^)|(?<=[。；;！!：:]))\s*(?P<phrase>(?:根据|根據|依据|依據|按照|依照)[^，,。；;]{2,30}?"
    r"(?:的)?(?:填报|填報|报送|報送)?(?:要求|规定|規定|通知|安排))[，,]\s*"
)
"""A return's filing rules cited before the request (「*根据统计局…年度报表的填报要求*，」)."""


def _zh_names_nothing(
    phrase: str, rest: str, matcher: Matcher, reference_date: date, *, filing: bool = False
) -> bool:
    """Whether a Chinese ``phrase`` of the frame names nothing the figure may be narrowed
    by: no KB name but a metric or a market the ``rest`` names too (what the office
    examines: 「在对集团关联交易进行核查时」), no period, no part of the business and no
    basis of counting. With ``filing``, a document's name is the return's own (「年报的报送
    要求」: the bureau's annual return)."""
    folded = normalize(phrase)
    named = matcher.find(folded)
    kinds = ("metric", "company", "scope", "source") if filing else ("metric", "company", "scope")
    if any(m.kind not in kinds for m in named):
        return False
    if any(m.kind == "scope" for m in named) and not any(
        m.kind == "scope" for m in matcher.find(normalize(rest))
    ):
        return False
    if any(m.kind == "metric" for m in named) and not any(
        m.kind == "metric" for m in matcher.find(normalize(rest))
    ):
        return False
    if find_periods(folded, "zh", reference_date):
        return False
    return not (narrows_figure(folded, "zh") or cjk_part_named(folded, "zh"))


def _zh(text: str, matcher: Matcher, reference_date: date) -> str:
    text = _DEADLINE_ZH_RE.sub("", text)
    text = _SOURCE_ZH_RE.sub("", text)
    text = _REPORT_VERB_ZH_RE.sub(lambda m: f"{m.group('please')}提供", text)

    def rest_of(match: re.Match[str]) -> str:
        return match.string[: match.start()] + match.string[match.end() :]

    def out(filing: bool) -> Callable[[re.Match[str]], str]:
        def taken(match: re.Match[str]) -> str:
            if not match.string[match.end() :].strip():
                return match.group()
            phrase = match.group("phrase")
            rest = rest_of(match)
            if _zh_names_nothing(phrase, rest, matcher, reference_date, filing=filing):
                return ""
            return match.group()

        return taken

    text = _PROCEEDING_ZH_RE.sub(out(filing=False), text)
    text = _BASIS_LEAD_ZH_RE.sub(out(filing=True), text)

    def noticed(match: re.Match[str]) -> str:
        rest = rest_of(match)
        what = normalize(_MOVEMENT_ZH_RE.sub("", match.group("what")))
        named = {(m.kind, m.code) for m in matcher.find(what)}
        said = {(m.kind, m.code) for m in matcher.find(normalize(rest))}
        if not named or not named <= said or not re.search(r"请|請", rest):
            return match.group()
        left = what
        for m in sorted(matcher.find(what), key=lambda m: -m.start):
            left = left[: m.start] + left[m.end :]
        if re.sub(r"[的之与與和及、\s]|业务|業務", "", left):
            return match.group()  # more than KB names: what was noticed may narrow them
        return ""

    return _NOTICED_ZH_RE.sub(noticed, text)


_SOURCE_NOUN_JA = (
    r"(?:出典|出所|典拠)(?:資料)?"
    r"|(?:記載|掲載|開示)(?:箇所|個所|場所|ページ|頁)"
    r"|(?:根拠|参照|出典)資料"
)
_SOURCE_JA_RE = re.compile(
    r"[、,]?(?:その|当該)?(?:"
    + _SOURCE_NOUN_JA
    + r")(?:と(?:とも|共)に|を(?:添えて|付して|併記して"
    r"|(?:ご)?明記(?:の(?:うえ|上)|して)|(?:ご)?明示(?:の(?:うえ|上)|して)))[、,]?"
    r"|(?:と|及び|および|並びに|ならびに)(?:その|当該)?(?:" + _SOURCE_NOUN_JA + r")(?=を|も)"
)
"""The source asked beside the figure (「金額*と記載箇所*を」, 「EBITDA*とその出典*を」,
「*根拠資料とともに*ご回答ください」)."""

_INQUIRY_JA = r"(?:照会|問い合わせ|問合せ|お問い合わせ|質問|確認依頼)(?:事項|書|状)?"
_HEADING_JA_RE = re.compile(
    r"^\s*(?P<heading>[^。：:、]{0,40}?" + _INQUIRY_JA + r"\s*"
    r"(?:(?:第|No\.?\s*)[\d一二三四五六七八九十-]+号?)?\s*(?:[（(][^）)]{0,30}[）)])?)"
    r"\s*(?:[。：:]|について[、,]|に関して[、,]|につき[、,])"
)
"""A heading naming the inquiry and its number (「取引所上場審査部からの照会（照会番号
第2026-045号）。」, 「取引所からの照会事項第2号：」, 「…照会書（第12号）について、」)."""

_ITEMS_JA_RE = re.compile(
    r"^\s*以下の(?:[\d一二三四五六七八九十]+(?:点|項目|件)|各?(?:事項|項目|点))(?:について|を)?[、,]?"
    r"(?:ご回答|ご説明|ご教示|ご提示|回答)(?:ください|願います|をお願い(?:いたします|します))[。：:]?\s*"
)
"""The sentence announcing the items that follow (「以下の2点をご回答ください。」)."""

_OFFICE_SENTENCE_JA_RE = re.compile(
    r"(?:(?<=^)|(?<=。))\s*(?P<sentence>[^。]{2,80}?(?:確認|照会|検証|調査|審査|検査|点検)(?:を)?"
    r"(?:しております|いたしております|致しております|しています|いたします|致します"
    r"|させていただきます|申し上げます))。\s*(?:つきましては|ついては)?[、,]?"
)
"""A sentence of the office's own checking (「…の整合性を確認しております。つきましては、」,
「…のため照会いたします。」)."""

_DEADLINE_JA_RE = re.compile(
    r"(?:(?<=^)|(?<=。))\s*(?P<sentence>(?:ご)?(?:回答|返答|提出|返信)(?:期限|期日)?は[^。]{0,40}?"
    r"(?:まで|以内|書面)[^。]{0,30}?(?:とします|といたします|と致します|とさせていただきます"
    r"|お願い(?:いたします|致します|します|申し上げます)|ください))。?"
)
"""When and how the reply is due (「回答期限は受領後2週間以内とします。」, 「回答は書面にて、受領後
10営業日以内にご提出をお願いいたします。」)."""


def _ja_names_nothing(phrase: str, rest: str, matcher: Matcher, reference_date: date) -> bool:
    """Whether a Japanese ``phrase`` of the frame names nothing the figure may be narrowed
    by: no KB name the ``rest`` does not name too but a document the office checks
    against (「決算説明資料の記載との整合性」), no fiscal year, no part of the business and
    no basis of counting."""
    folded = normalize(phrase)
    named = matcher.find(folded)
    said = {(m.kind, m.code) for m in matcher.find(normalize(rest))}
    if any(m.kind not in ("company", "source") and (m.kind, m.code) not in said for m in named):
        return False
    if any(s.period is not None for s in find_periods(folded, "ja", reference_date)):
        return False
    return not (narrows_figure(folded, "ja") or cjk_part_named(folded, "ja"))


def _ja(text: str, matcher: Matcher, reference_date: date) -> str:
    text = _SOURCE_JA_RE.sub("", text)

    def out(group: str) -> Callable[[re.Match[str]], str]:
        def taken(match: re.Match[str]) -> str:
            rest = match.string[: match.start()] + match.string[match.end() :]
            if not re.search(r"\w", match.string[match.end() :]) and group != "sentence":
                return match.group()
            if _ja_names_nothing(match.group(group), rest, matcher, reference_date):
                return ""
            return match.group()

        return taken

    text = _DEADLINE_JA_RE.sub(out("sentence"), text)
    text = _HEADING_JA_RE.sub(out("heading"), text)
    text = _OFFICE_SENTENCE_JA_RE.sub(out("sentence"), text)
    return _ITEMS_JA_RE.sub("", text) if _ITEMS_JA_RE.sub("", text).strip() else text


def without_official_frame(text: str, lang: str, matcher: Matcher, reference_date: date) -> str:
    """``text`` less the official frame of its request (who asks, the letter and its
    number, the proceeding, the reply's deadline and how to reply), where it names nothing
    the figure may be narrowed by; ``text`` itself when nothing would be left."""
    if lang == "en":
        out = _en(text, matcher, reference_date)
    elif lang == "zh":
        out = _zh(text, matcher, reference_date)
    elif lang == "ja":
        out = _ja(text, matcher, reference_date)
    else:
        return text
    return out if re.search(r"\w", out) else text
