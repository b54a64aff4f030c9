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
from datetime import date

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._official_frame_cjk import ja_without_frame, zh_without_frame
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._purpose import part_word
from ragspine_eval_pipeline.engine._purpose_en import BASIS_WORDS
from ragspine_eval_pipeline.kb.analysis import (
    Word,
    english_word_classes,
    normalize,
)

__all__ = [
    "OFFICES_EN",
    "PAPERS_EN",
    "names_nothing_en",
    "unit_or_source",
    "without_official_frame",
]

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


def unit_or_source(words: list[str]) -> bool:
    """Whether ``words`` name only the figure, its unit or its source."""
    source = {"source", "document", "reference", "workbook", "page", "slide", "table"}
    return bool(words) and all(w in _FIGURE_WORDS_EN or w in source for w in words)


def names_nothing_en(
    phrase: str,
    rest: str,
    matcher: Matcher,
    reference_date: date,
    *,
    dated: bool = False,
    noted: bool = False,
) -> bool:
    """Whether an English ``phrase`` of the frame names nothing the figure may be narrowed
    by: no KB name but a metric the ``rest`` names too, no year (with ``dated``, the
    deadline's words may be of time), no channel, part of the business or basis of counting
    (a basis word before an office names the office: "tax office"), no name the dictionary
    does not know but a code. With ``noted`` (what an office notes before it asks), a
    metric, a unit or a document is what was noted, and a market one the ``rest`` names too."""
    plain = _CODE_EN_RE.sub(" ", phrase)
    folded = normalize(plain)
    named = matcher.find(folded)
    in_rest = matcher.find(normalize(rest))
    said = {m.kind for m in in_rest}
    kinds = ("metric", "company", "unit", "source") if noted else ("metric", "company")
    scopes = {m.code for m in in_rest if m.kind == "scope"}
    if noted and any(m.kind == "scope" and m.code not in scopes for m in named):
        return False
    if any(m.kind not in kinds and not (noted and m.kind == "scope") for m in named):
        return False
    if not noted and any(m.kind == "metric" for m in named) and "metric" not in said:
        return False  # the metric named only here is the figure asked
    if not noted and any(m.kind == "company" for m in named) and not said & {"company", "scope"}:
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
        opening = not at and low in gr.ENGLISH_GRAMMAR | _SAYING_WORDS_EN | _NUMBER_WORDS_EN
        if word[0].isupper() and not (english_word_classes(low) or known(low) or opening):
            return False  # a name the dictionary does not know: "Malaysia", "Harbour"
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


def _brackets_plain_en(piece: str) -> bool:
    """Whether every bracketed note of a heading holds only the frame's own words, codes
    and numbers ("(Form E-7)", "(a)"): a note of other words ("Item 2 (*stores only*)",
    "(*online*)") may narrow the figure, so the heading is read with the request."""
    for inner in re.findall(r"\(([^()]*)\)", piece):
        words = re.findall(r"[A-Za-z][A-Za-z'’-]*", _CODE_EN_RE.sub(" ", inner))
        if any(not (known(w.casefold()) or w.casefold() in _NUMBER_WORDS_EN) for w in words):
            return False
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
    if not names_nothing_en(note, rest, matcher, reference_date):
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
        if not _brackets_plain_en(piece):
            return match.group()  # "Item 2 (stores only):": the note may narrow the figure
        if not names_nothing_en(piece, rest, matcher, reference_date):
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
        if to and not (to_words[-1] in OFFICES_EN or unit_or_source(to_words[1:])):
            return match.group()
        if not names_nothing_en(
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
        if unit_or_source(re.findall(r"[a-z]+", after[-1].casefold())):
            return ""
        rest = match.string[: match.start()] + after[-1] + match.string[match.end() :]
        if len(after) < 2 or not names_nothing_en(after[0], rest, matcher, reference_date):
            return match.group()
        return f"please provide {after[-1]}"

    text = _OFFICIAL_NEEDS_EN_RE.sub(needs, text)
    text = _NOTE_EN_RE.sub(lambda m: _official_note(m, matcher, reference_date), text)

    def proceeding(match: re.Match[str]) -> str:
        phrase = match.group("phrase")
        words = re.findall(r"[a-z-]+", phrase.casefold())
        if not any(w in PAPERS_EN or w in _EXCHANGES_EN for w in words):
            return match.group()
        if not names_nothing_en(phrase, rest_of(match), matcher, reference_date):
            return match.group()
        return " "

    text = _PROCEEDING_LEAD_EN_RE.sub(proceeding, text)
    if _names_no_figure(text, matcher):
        text = _REVIEWING_EN_RE.sub(lambda m: m.group("office"), text)
    return re.sub(r"\s+([.,;!?])", r"\1", re.sub(r"\s{2,}", " ", text)).strip()


def without_official_frame(text: str, lang: str, matcher: Matcher, reference_date: date) -> str:
    """``text`` less the official frame of its request (who asks, the letter and its
    number, the proceeding, the reply's deadline and how to reply), where it names nothing
    the figure may be narrowed by; ``text`` itself when nothing would be left."""
    if lang == "en":
        out = _en(text, matcher, reference_date)
    elif lang == "zh":
        out = zh_without_frame(text, matcher, reference_date)
    elif lang == "ja":
        out = ja_without_frame(text, matcher, reference_date)
    else:
        return text
    return out if re.search(r"\w", out) else text
