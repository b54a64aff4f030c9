"""The English request's own frame: formal nominal and passive requests, compound
prepositions, when and with what the figure is to be given, and what it is for
(``_request_frame``)."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._formal_en import formal_said_plainly
from ragspine_eval_pipeline.engine._names import Matcher, Mention
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._purpose import (
    part_word,
)
from ragspine_eval_pipeline.engine._purpose_en import BASIS_WORDS
from ragspine_eval_pipeline.kb.analysis import (
    Word,
    english_word_classes,
    normalize,
)

_REQUEST_NOUNS_EN = (
    r"confirmation|clarification|indication|provision|disclosure|notification|determination"
    r"|statement|specification|communication|identification|details|particulars|information"
)

_NOUN_FRAME_EN_RE = re.compile(
    r"(?<![a-z])(?:(?:your|a|the|written|formal|prompt)\s+)*"
    r"(?P<noun>" + _REQUEST_NOUNS_EN + r")\s+"
    r"(?:is|are|would\s+be|will\s+be)\s+(?:(?:respectfully|kindly|hereby|therefore|also|now)\s+)?"
    r"(?:sought|requested|required|needed|appreciated|welcomed?|invited)\s+"
    r"(?:from\s+(?:the\s+company|you|your\s+(?:office|company|team))\s+)?"
    r"(?:of|as\s+to|on|regarding|concerning|for)(?![a-z])",
    re.IGNORECASE,
)
"""A request turned into a noun and put in the passive before what it asks for
("*Confirmation is sought of* …", "*Your confirmation would be appreciated as to* …")."""

_NOUN_OBJECT_EN_RE = re.compile(
    r"(?:(?<=^)|(?<=[.!?;:]\s)|(?<=\n))\s*(?:(?:the|a|an|your)\s+)?"
    r"(?P<noun>" + _REQUEST_NOUNS_EN + r")\s+of\s+"
    r"(?P<object>[^.!?;]+?)\s+(?:is|are|would\s+be|will\s+be)\s+"
    r"(?:(?:respectfully|kindly|hereby|therefore|also|now)\s+)?"
    r"(?:sought|requested|required|needed|appreciated|welcomed?|invited|awaited)"
    r"(?:\s+(?:herewith|hereby|accordingly))?"
    r"(?:\s+(?:by|from)\s+(?:the\s+undersigned|us|me|this\s+office|the\s+company|you))?"
    r"(?=\s*(?:[.!?;,]|$))",
    re.IGNORECASE,
)
"""The same noun opening the sentence with its object before the passive ("*The provision
of* the FY2024 revenue *is requested*.")."""

_SOUGHT_EN_RE = re.compile(
    r"(?<![a-z])(?P<verb>(?:seek|request|require|need|appreciate|welcome|provide|give|send)"
    r"(?:s|ed|ing)?)\s+(?:(?:your|a|the|us|me|our|written|formal|prompt)\s+)*"
    r"(?P<noun>confirmation|clarification|indication)\s+(?:of|as\s+to|regarding|on)(?![a-z])",
    re.IGNORECASE,
)
"""A verb taking the request's noun as its object ("we *seek confirmation of* …", "I would
*appreciate confirmation of* …")."""

_NOUN_AS_VERB = {
    "determination": "provide",
    "statement": "provide",
    "specification": "provide",
    "communication": "provide",
    "identification": "provide",
    "confirmation": "confirm",
    "clarification": "confirm",
    "indication": "provide",
    "provision": "provide",
    "disclosure": "provide",
    "notification": "provide",
    "details": "provide",
    "particulars": "provide",
    "information": "provide",
}

_THAT_BE_DONE_EN_RE = re.compile(
    r"(?<![a-z])it\s+is\s+(?:(?:hereby|kindly|respectfully|therefore|also)\s+)?"
    r"(?:requested|asked|required|desired)\s+that\s+(?P<object>[^.!?;]+?)\s+be\s+"
    r"(?:[a-z]+ed|given|shown|sent|made\s+available)"
    r"(?:\s+(?:and|or)\s+(?:[a-z]+ed|given|shown|sent))*(?![a-z])",
    re.IGNORECASE,
)
"""A request put as a passive clause of what is to be done with the figure ("*It is
requested that* the revenue *be determined and communicated*"): said as "please provide"."""

_WE_REQUEST_EN_RE = re.compile(
    r"(?<![a-z])(?:i|we|the\s+undersigned|this\s+(?:office|department|unit))\s+"
    r"(?:(?:hereby|kindly|respectfully|formally|therefore|also)\s+)*request(?:s)?\s+"
    r"(?=(?:the|a|an|your|details|confirmation|a\s+copy)(?![a-z]))",
    re.IGNORECASE,
)
"""A request said with the verb "request" and its object ("*We hereby request* the …",
"*The undersigned requests* the …")."""

_ADVISE_EN_RE = re.compile(
    r"(?<![a-z])(?:please|kindly|pls)\s+advise\s+(?:(?:us|me)\s+)?(?:of\s+)?"
    r"(?=(?:the|your|what|how\s+much|how\s+many)(?![a-z]))(?![^.!?]*(?:should|whether|worth))",
    re.IGNORECASE,
)
""""Please advise" as the formal verb of telling a figure ("*Kindly advise* the FY2024
revenue"): no advice asked, where no "should" or "whether" follows."""

_COMPOUND_PREPOSITION_EN_RE = re.compile(
    r"(?<![a-z])(?:in\s+respect\s+of|with\s+respect\s+to|in\s+relation\s+to|with\s+regard\s+to"
    r"|in\s+regard\s+to|as\s+regards)(?![a-z])",
    re.IGNORECASE,
)
"""A compound preposition of the formal register ("*in respect of* the financial year"):
said as "regarding", the words after it still read."""

_WHEN_EN_RE = re.compile(
    r"[\s,]*(?<![a-z])(?:at\s+your\s+(?:(?:very\s+)?earliest\s+)?convenience"
    r"|as\s+soon\s+as\s+(?:possible|practicable|convenient|you\s+(?:can|are\s+able))"
    r"|by\s+return(?:\s+(?:of\s+post|email))?|in\s+due\s+course|at\s+the\s+earliest\s+opportunity"
    r"|in\s+your\s+(?:reply|response|answer))"
    r"(?![a-z])",
    re.IGNORECASE,
)
"""When the figure is wanted ("*at your earliest convenience*", "*by return*")."""

_SOURCE_NOUNS_EN = (
    r"(?:source(?:\s+document)?|document|reference|citation|page|location|locator"
    r"|(?:reporting\s+)?currency|unit)s?"
)
_WITH_SOURCE_EN_RE = re.compile(
    r"[\s,]*(?<![a-z])(?:together\s+with|along\s+with|with|citing|quoting|and)\s+(?:the|its|their)\s+"
    + _SOURCE_NOUNS_EN
    + r"(?:\s+(?:in\s+which|where|from\s+which|on\s+which)"
    r"\s+(?:it|this|that|the\s+figure|this\s+figure|that\s+figure|they)"
    r"\s+(?:is|was|are|were|has\s+been|have\s+been|can\s+be|appears?|appeared)"
    r"(?:\s+(?:stated|reported|shown|given|disclosed|published|found|set\s+out|recorded))?)?"
    r"(?=\s*(?:[.!?;,]|$))",
    re.IGNORECASE,
)
"""The document or the unit the figure is stated in, asked beside it ("*together with the
document in which it is stated*", "*together with the currency in which that figure is
reported*"): every figure the engine gives names its unit, its document and its place."""

_PURPOSE_OPENER_EN = (
    r"(?:(?:for|with\s+a\s+view\s+to)\s+(?:(?:possible|eventual|onward|later)\s+)?"
    r"(?:inclusion|incorporation|insertion|use|citation|quotation|reproduction|publication)"
    r"\s+(?:in|into|within|on)"
    r"|for\s+(?:(?:the|our|my)\s+)?purposes?\s+of"
    r"|(?:so\s+as\s+)?to\s+be\s+(?:included|incorporated|used|cited|quoted)\s+(?:in|into|on)"
    r"|(?P<occasion>in\s+preparation\s+for|in\s+preparing|ahead\s+of))"
)
_PURPOSE_EN_RE = re.compile(
    r"[\s,]*(?<![a-z])(?P<opener>"
    + _PURPOSE_OPENER_EN
    + r")\s+(?P<phrase>[^.!?;,:()]+?)(?=\s*(?:[.!?;,:()]|$))",
    re.IGNORECASE,
)
"""What the figure is wanted for, by a noun of using it ("*for inclusion in* the annex",
"*for incorporation into* the memorandum", "*for the purposes of* the memorandum"), or
the occasion it is wanted ahead of ("*in preparation for* the away-day"), up to the
clause's end: only a thing of the asker's world (``WORK_NOUNS_EN``) heading it, never
"ahead of the loyalty launch", which may date the figure."""

_FOR_WORK_EN_RE = re.compile(
    r"[\s,]*(?<![a-z])(?:required\s+|needed\s+|wanted\s+)?for\s+(?P<phrase>(?:the|a|an|our|my|this|their)"
    r"\s+[^.!?;,:()]+?)(?=\s*(?:[.!?;,:()]|$))",
    re.IGNORECASE,
)
"""A purpose said by "for" and a thing of the asker's world closing the clause ("… *for the
quarterly trading memorandum*", "… *for a letter to our bankers*")."""

_REFERENCE_LEAD_EN_RE = re.compile(
    r"(?:(?<=^)|(?<=[.!?]\s)|(?<=\n))\s*(?:with\s+reference\s+to|further\s+to|following\s+(?:on\s+from)?"
    r"|in\s+(?:connection\s+with|reply\s+to|response\s+to|follow-up\s+to)|pursuant\s+to"
    r"|referring\s+to|in\s+accordance\s+with|at\s+the\s+request\s+of|as\s+requested\s+by"
    r"|on\s+(?:the\s+)?instructions?\s+(?:of|from))\s+(?P<phrase>[^.!?;,:()]+?)\s*,\s*",
    re.IGNORECASE,
)
"""A formal letter's opening reference to what the request follows on from ("*With
reference to the forthcoming audit committee meeting,* …", "*Further to our call,* …")."""

_IN_PREPARATION_EN_RE = re.compile(
    r"\s+(?:(?:currently|now)\s+)?(?:in\s+preparation|being\s+(?:prepared|drafted|finali[sz]ed"
    r"|compiled|written)|(?:that|which)\s+(?:we|i)\s+(?:are|am)\s+(?:preparing|drafting|writing))$",
    re.IGNORECASE,
)
"""What says the asker's document is being written ("… *currently in preparation*")."""

WORK_NOUNS_EN: frozenset[str] = gr.ASKERS_WORLD_NOUNS | frozenset(
    [
        "memorandum",
        "memoranda",
        "annex",
        "annexes",
        "annexe",
        "letter",
        "letters",
        "questionnaire",
        "questionnaires",
        "submission",
        "submissions",
        "circular",
        "minutes",
        "agenda",
        "file",
        "files",
        "record",
        "records",
        "schedule",
        "schedules",
        "away-day",
        "workshop",
        "review",
        "lesson",
        "lessons",
        "worksheet",
        "worksheets",
        "exam",
        "exams",
        "examination",
        "quiz",
        "seminar",
        "seminars",
        "tutorial",
        "tutorials",
        "module",
        "course",
        "homework",
        "handbook",
        "correspondence",
        "enquiry",
        "enquiries",
        "inquiry",
        "inquiries",
        "request",
        "requests",
        "conversation",
        "discussion",
        "discussions",
    ]
)
"""The asker's documents and occasions a formal or a teaching request names as what the
figure is for: the nouns of the asker's world, a memorandum, an annex, a letter, a
questionnaire, a submission, a lesson, a worksheet, an exam."""


_SUBJECT_LINE_EN_RE = re.compile(
    r"(?:(?<=^)|(?<=[.!?\n]\s)|(?<=\n))\s*(?:re|subject|subj)\s*:\s*(?P<subject>[^.!?\n:]+?)\s*(?:[.\n]|$)",
    re.IGNORECASE,
)
"""A memo's or a letter's subject line ("Re: Japan gross margin.")."""


_ADDRESSEE_LINE_EN_RE = re.compile(
    r"(?:(?<=^)|(?<=[.!?]\s)|(?<=\n))\s*(?:to|from|cc|attn|for\s+the\s+attention\s+of)\s*:\s*"
    r"(?P<who>[^.!?\n:]+?)\s*(?:[.\n]|$)",
    re.IGNORECASE,
)
"""A memo's addressee or sender written as a sentence of its own ("To: Group Financial
Reporting.")."""


_OFFICE_NOUNS = frozenset(
    ["team", "department", "dept", "office", "desk", "secretariat", "division", "committee", "unit"]
)
"""Nouns of an office a memo is sent to ("Group Finance *Office*")."""


_HEADING_EN_RE = re.compile(r"^\s*(?P<kind>[A-Za-z-]+)\s*(?:[.:\n]|\s[-–—]\s)\s*")
"""A word heading the text as a sentence of its own ("MEMORANDUM.", "Memo:")."""


def _without_heading(text: str) -> str:
    """``text`` less a one-word heading naming the kind of document it is (a memorandum, a
    letter, a note: ``WORK_NOUNS_EN``), when more follows."""
    match = _HEADING_EN_RE.match(text)
    if match is None or match.group("kind").casefold() not in WORK_NOUNS_EN:
        return text
    return text[match.end() :] if text[match.end() :].strip() else text


def _without_addressee(text: str, matcher: Matcher) -> str:
    """``text`` less a memo's addressee or sender line naming no metric, unit or document
    of the KB, and a market only as the office's (a company function or an office noun
    closing it: "To: Group Financial Reporting."), when a request follows it: whom the
    memo goes to or comes from."""
    for match in reversed(list(_ADDRESSEE_LINE_EN_RE.finditer(text))):
        who = normalize(match.group("who"))
        named = matcher.find(who)
        last = who.split()[-1] if who.split() else ""
        office = last in gr.COMPANY_FUNCTIONS or last in _OFFICE_NOUNS
        if (
            any(m.kind not in ("company", "scope") for m in named)
            or not text[match.end() :].strip()
        ):
            continue
        if any(m.kind == "scope" for m in named) and not office:
            continue
        text = text[: match.start()] + " " + text[match.end() :]
    return text


def _without_subject_said_again(text: str, matcher: Matcher) -> str:
    """``text`` less a subject line made of KB names only, each named again by the request
    after it: the request says what the subject line announces, with its year."""
    for match in _SUBJECT_LINE_EN_RE.finditer(text):
        subject = normalize(match.group("subject"))
        named = matcher.find(subject)
        rest = matcher.find(normalize(text[match.end() :]))
        left = re.sub(r"\s+", " ", _blanked(subject, named)).strip()
        if not named or any(w not in gr.ENGLISH_GRAMMAR for w in left.split()):
            continue
        if {(m.kind, m.code) for m in named} <= {(m.kind, m.code) for m in rest}:
            return text[: match.start()] + " " + text[match.end() :]
    return text


def _blanked(text: str, named: list[Mention]) -> str:
    for m in named:
        text = text[: m.start] + " " * (m.end - m.start) + text[m.end :]
    return text


_TOPIC_EN_RE = re.compile(r"\s(?:on|about|covering|re)\s", re.IGNORECASE)
"""What opens the topic of the asker's work after its noun ("a class exercise *on*
profitability ratios"): the noun heading the purpose is the one before it."""

_STORE_WORDS_EN = frozenset(
    ["store", "stores", "shop", "shops", "outlet", "outlets", "branch", "branches", "mall"]
)
"""Words for the stores, which may say which part of the figure is wanted ("for the *store*
column")."""

_NO_WORK_HEADS = frozenset(["day", "channel", "channels", "session", "sessions", "card", "cards"])
"""Nouns of the asker's world that may also date or narrow the figure ("for the *day*",
"for the *channel*", "for the *card*"): no head of a purpose said by "for" alone (the
"away-day" is one)."""


def _names_nothing_asked(
    phrase: str, rest: str, matcher: Matcher, reference_date: date, *, head: bool
) -> bool:
    """Whether a purpose's ``phrase`` (as written) names nothing the figure may be narrowed
    by: no scope, unit, document or year of the KB, no metric the ``rest`` of the text
    does not name too, no channel, line of business or basis of counting, and no
    capitalized word the dictionary does not know (a name). With ``head``, its last noun
    must also be a thing of the asker's world."""
    text = _IN_PREPARATION_EN_RE.sub("", phrase.strip())
    folded = normalize(text)
    named = matcher.find(folded)
    if any(m.kind != "metric" for m in named):
        return False
    if named and not any(m.kind == "metric" for m in matcher.find(normalize(rest))):
        return False
    if find_periods(folded, "en", reference_date):
        return False
    words = re.findall(r"[A-Za-z][A-Za-z'’-]*", text)
    if not words:
        return False
    unnamed = _blanked(text, named) if len(folded) == len(text) else text
    for word in re.findall(r"[A-Za-z][A-Za-z'’-]*", unnamed):
        low = word.casefold().removesuffix("'s").removesuffix("’s").strip("'’")
        if low in BASIS_WORDS or low in gr.CHANNEL_WORDS or low in _STORE_WORDS_EN:
            return False
        if part_word(Word(low, low, True), "en"):
            return False
        if word[0].isupper() and not english_word_classes(low):
            return False  # a name the dictionary does not know
    if head:
        topic = _TOPIC_EN_RE.search(text)
        heading = re.findall(r"[A-Za-z][A-Za-z'’-]*", text[: topic.start()] if topic else text)
        if not heading:
            return False
        last = heading[-1].casefold().strip("'’")
        if last in _NO_WORK_HEADS:
            return False
        return last in WORK_NOUNS_EN or last.split("-")[-1] in WORK_NOUNS_EN
    return True


_USE_VERBS_EN = (
    r"(?:compare|benchmark|check|reconcile|cross-check|divide|convert|calculate|compute"
    r"|work\s+out|tie\s+(?:it\s+|them\s+)?out|agree|set)"
)
_TO_USE_EN_RE = re.compile(
    r"\s*,\s*(?P<phrase>(?:(?:in\s+order|so\s+as)\s+)?to\s+" + _USE_VERBS_EN + r"(?![a-z])"
    r"[^.!?;,:()]*?)(?=\s*(?:[.!?;]|$))",
    re.IGNORECASE,
)
"""What the asker will do with the figure, said as an infinitive of purpose closing the
request ("…, *to compare with the other anchor tenants*"): the asker's own comparison or
sum, never one asked of the engine."""

_LEARNERS_EN_RE = re.compile(
    r"(?:(?<=^)|(?<=[.!?]\s))\s*(?P<phrase>(?:the|my|our)\s+(?:students|pupils|class|learners"
    r"|trainees|participants|readers)\s+(?:will|would|can|are\s+going\s+to|need\s+to|have\s+to"
    r"|should|must)\s+(?:[a-z]+\s+){0,2}?(?:it|them|this|that|the\s+figure|the\s+number)"
    r"(?![a-z])[^.!?]*)[.!?]?",
    re.IGNORECASE,
)
"""A sentence of what the asker's learners will do with the figure, pointing back at it
("*The students will divide it by revenue.*"): the asker's use of the figure."""

_LEARNERS_WORK_EN_RE = re.compile(
    r"(?:(?<=^)|(?<=[.!?]\s)|(?P<lead>\s*,))\s*(?P<phrase>(?:my|our)\s+(?:students|pupils|class"
    r"|learners|trainees)\s+(?:(?:will|would|then|each|usually|always)\s+)?"
    + _USE_VERBS_EN
    + r"(?![a-z])[^.!?]*)\.\s+(?=\S)",
    re.IGNORECASE,
)
"""A statement closing a sentence of what the asker's learners do with figures, before the
request ("…, *my students compare EBITDA market by market*. What was …"): the asker's
lesson, no comparison asked of the engine. A lead before it ("In our case on retail, …")
then leads the request, as it would written before it."""


def without_english_frame(text: str, matcher: Matcher, reference_date: date) -> str:
    """English ``text`` less its request's own frame, where it names nothing asked."""
    text = _without_subject_said_again(text, matcher)
    text = _without_heading(_without_addressee(text, matcher))
    text = formal_said_plainly(text)
    text = _NOUN_OBJECT_EN_RE.sub(
        lambda m: f"Please {_NOUN_AS_VERB[m.group('noun').casefold()]} {m.group('object')}", text
    )
    text = _NOUN_FRAME_EN_RE.sub(
        lambda m: f"please {_NOUN_AS_VERB[m.group('noun').casefold()]}", text
    )
    text = _SOUGHT_EN_RE.sub(lambda m: _NOUN_AS_VERB[m.group("noun").casefold()], text)
    text = _THAT_BE_DONE_EN_RE.sub(lambda m: f"please provide {m.group('object')}", text)
    text = _WE_REQUEST_EN_RE.sub("please provide ", text)
    text = _ADVISE_EN_RE.sub("please tell us ", text)
    text = _COMPOUND_PREPOSITION_EN_RE.sub("regarding", text)
    text = _WHEN_EN_RE.sub("", text)
    text = _WITH_SOURCE_EN_RE.sub("", text)

    def taken_out(head: bool) -> Callable[[re.Match[str]], str]:
        def out(match: re.Match[str]) -> str:
            rest = match.string[: match.start()] + " " + match.string[match.end() :]
            phrase = match.group("phrase")
            headed = head or bool(match.groupdict().get("occasion"))
            if _names_nothing_asked(phrase, rest, matcher, reference_date, head=headed):
                return ""
            return match.group()

        return out

    text = _REFERENCE_LEAD_EN_RE.sub(taken_out(head=True), text)
    text = _PURPOSE_EN_RE.sub(taken_out(head=True), text)
    text = _TO_USE_EN_RE.sub(taken_out(head=False), text)
    if _LEARNERS_EN_RE.search(text) and _LEARNERS_EN_RE.sub("", text).strip():
        text = _LEARNERS_EN_RE.sub(taken_out(head=False), text)

    def lesson(match: re.Match[str]) -> str:
        rest = match.string[: match.start()] + " " + match.string[match.end() :]
        if not _names_nothing_asked(
            match.group("phrase"), rest, matcher, reference_date, head=False
        ):
            return match.group()
        return ", " if match.group("lead") else ""

    text = _LEARNERS_WORK_EN_RE.sub(lesson, text)
    text = _FOR_WORK_EN_RE.sub(taken_out(head=True), text)
    # A passive request is read again once its purpose is out ("Determination of … is
    # requested for inclusion in the board pack.").
    text = _NOUN_OBJECT_EN_RE.sub(
        lambda m: f"Please {_NOUN_AS_VERB[m.group('noun').casefold()]} {m.group('object')}", text
    )
    return re.sub(r"^\s*,\s*", "", text)
