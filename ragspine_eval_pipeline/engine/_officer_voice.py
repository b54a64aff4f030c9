"""The officer's voice: an institution as the subject of a verb of requiring.

A regulator, an exchange or a tax office asks in the third person, the institution as the
subject and a verb of requiring as the main verb ("The Bureau requires …", "The Exchange
requests that ACME state …", "The Commission calls upon the Company to disclose …"), or
turns the request on itself ("Please furnish this office with …", "The Company is
required to report …"), often after a note of what it has seen ("The Exchange notes the
yen results and requests …"). The KB holds no figure of a bureau or of an exchange: the
subject and the verb say who asks and that they ask, and the request is read as the plain
"please provide" of what they require.

The frame goes only where it names nothing the figure may be narrowed by
(``names_nothing_en``): "The Taiwan tax office requires the revenue" keeps its market,
"For tax purposes, the Bureau requires …" its basis, and a note naming a channel or a
year stays, to be read and refused. Chinese and Japanese are read by
``_officer_voice_cjk``.
"""

from __future__ import annotations

import re
from datetime import date

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._officer_phrases import officers_phrases_plain
from ragspine_eval_pipeline.engine._officer_voice_cjk import ja_officer_voice, zh_officer_voice
from ragspine_eval_pipeline.engine._official_frame import (
    OFFICES_EN,
    PAPERS_EN,
    names_nothing_en,
    unit_or_source,
)
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.kb.analysis import english_verb_bases, english_word_classes, normalize

__all__ = ["as_officers_request"]

INSTITUTIONS_EN: frozenset[str] = OFFICES_EN | frozenset(
    [
        *("commissioner", "commissioners", "registrar", "registry", "ministry", "tribunal"),
        *("council", "administration", "customs", "ombudsman", "supervisor", "superintendent"),
        *("controller", "comptroller", "assessor", "assessors", "collector", "body", "bodies"),
        *("undersigned", "auditor", "auditors", "examiner", "panel", "directorate", "house"),
        *("court", "government", "treasury", "institute", "administrator", "secretary"),
        *("authority's", "exchange's", "bureau's", "commission's", "office's"),
    ]
)
"""Heads of the subject that name an institution or its officer ("the Listing
*Committee*", "the Privacy *Commissioner*", "the *undersigned*")."""

_OWN_SIDE_EN = frozenset(["our", "my", "your", "a", "an"])
"""Determiners of a subject on the asker's own side or no particular institution ("*our*
office", "*an* officer")."""

_OWN_UNITS_EN = frozenset(
    [
        "team",
        "teams",
        "unit",
        "units",
        "staff",
        "board",
        "committee",
        "committees",
        "service",
        "desk",
    ]
)
"""Heads naming a company's own units as readily as an outside institution ("the *board*",
"the *team*"): what they ask may be a decision of their own, no officer's request."""

REQUIRING_VERBS_EN: frozenset[str] = frozenset(
    [
        *("require", "request", "ask", "seek", "want", "need", "demand", "direct", "instruct"),
        *("invite", "expect", "call", "order", "solicit", "await", "desire", "wish", "like"),
        *("enquire", "inquire", "query", "urge", "appreciate"),
    ]
)
"""Lemmas of the verbs an institution requires with ("requires", "has requested",
"calls upon", "would like", "wishes to receive")."""

GIVING_VERBS_EN: frozenset[str] = frozenset(
    [
        *("provide", "furnish", "supply", "submit", "send", "report", "file", "lodge"),
        *("disclose", "present", "give", "forward", "deliver", "return", "produce", "share"),
        *("state", "confirm", "explain", "clarify", "indicate", "specify", "describe", "set"),
        *("advise", "identify", "detail", "outline", "declare", "receive", "obtain", "have"),
        *("know", "see", "tell", "inform", "notify", "answer", "respond", "reply"),
    ]
)
"""Lemmas of the verbs the required act is said with ("to *state*", "that ACME *submit*",
"wishes to *receive*")."""

_AS_PROVIDE = frozenset(
    [
        *("furnish", "supply", "submit", "send", "report", "file", "lodge", "disclose"),
        *("present", "give", "forward", "deliver", "return", "produce", "share", "receive"),
        *("obtain", "have", "see", "declare", "detail", "outline", "answer", "respond"),
    ]
)
"""Verbs of giving read as "provide" ("furnish", "submit", "lodge"); "state", "confirm" or
"explain" are kept, for they say what is wanted of a narrative too."""

_ADVERBS_EN = (
    r"(?:(?:hereby|therefore|also|now|formally|respectfully|kindly|further|accordingly"
    r"|urgently|hence|thus|again|still)\s+)*"
)
_AUXILIARY_EN = r"(?:(?:has|have|had|will|would|shall|must|may|is|are|does|do)\s+)?"

_AGENT_WORDS_EN = frozenset(
    [
        *("the", "company", "company's", "you", "your", "management", "its", "issuer"),
        *("registrant", "taxpayer", "listed", "reporting", "entity", "firm", "corporation"),
        *("directors", "board", "licensee", "applicant", "filer", "undertaking"),
    ]
)
"""Words of the one the act is required of, besides the company's own name ("requires *the
Company* to state", "requests *the issuer's management* to confirm")."""

_SENTENCE_RE = re.compile(r"[^.;!?]+[.;!?]*")


def _verb_lemma(word: str) -> str:
    """The lemma of a verb of requiring or of giving ``word`` may be, else ''."""
    low = word.casefold()
    bases = english_verb_bases(low) or frozenset([low])
    for base in bases:
        if base in REQUIRING_VERBS_EN or base in GIVING_VERBS_EN:
            return base
    return ""


def _institution(subject: str) -> bool:
    """Whether ``subject`` is a noun phrase headed by an institution or its officer ("The
    Environment Bureau", "this office", "HMRC", "the undersigned")."""
    words = re.findall(r"[A-Za-z][A-Za-z'’&-]*", subject)
    if not words or len(words) > 7:
        return False
    lowered = [w.casefold() for w in words]
    head = words[lowered.index("of") - 1] if "of" in lowered[1:] else words[-1]
    if lowered[0] in _OWN_SIDE_EN or head.casefold() in _OWN_UNITS_EN:
        return False  # the asker's own side: "our team", "the board", "the committee"
    if head.casefold() in INSTITUTIONS_EN:
        return True
    acronym = re.fullmatch(r"[A-Z]{2,6}", head) is not None
    if acronym and re.fullmatch(r"C[A-Z]{1,3}O|HR|IR|FD|MD|GM|S?E?VP|PM", head):
        return False  # a company's own officer: "The CFO wants …"
    return acronym and all(w[0].isupper() or w.casefold() in ("the", "of", "and") for w in words)


def _subject_words_ok(subject: str) -> bool:
    """Whether ``subject`` reads as a noun phrase: a determiner or capitalized words,
    none of them a verb only."""
    words = re.findall(r"[A-Za-z][A-Za-z'’&-]*", subject)
    if not words:
        return False
    first = words[0].casefold()
    if first not in ("the", "this", "our", "an", "a") and not words[0][0].isupper():
        return False
    if first in ("i", "we", "you", "what", "which", "who", "how", "please", "kindly"):
        return False
    for word in words[1:]:
        classes = english_word_classes(word.casefold())
        if classes and classes <= {"VERB", "ADV", "AUX"}:
            return False
    return True


def _agent_ok(agent: str, matcher: Matcher) -> bool:
    """Whether ``agent``, whom the act is required of, is the company itself ("ACME",
    "the Company", "you", "management")."""
    named = matcher.find(normalize(agent))
    if any(m.kind != "company" for m in named):
        return False
    plain = agent
    for m in sorted(named, key=lambda m: -m.start):
        plain = plain[: m.start] + " " + plain[m.end :]
    words = re.findall(r"[a-z'’]+", plain.casefold())
    return all(w.removesuffix("'s").removesuffix("’s") in _AGENT_WORDS_EN for w in words) and (
        bool(named) or bool(words)
    )


def _plain(lemma: str) -> str:
    return "provide" if lemma in _AS_PROVIDE or lemma in REQUIRING_VERBS_EN else lemma


_LEAD_RE = re.compile(
    r"^\s*(?:for|under|pursuant\s+to|in\s+accordance\s+with|for\s+the\s+purposes?\s+of)"
    r"\s+(?P<purpose>[^,;]{1,60}?)\s*,\s*",
    re.IGNORECASE,
)
"""A purpose or a rule the requiring is made for, before the institution ("*For statistical
returns,* the Department requires …")."""

_HAVING_RE = re.compile(
    r"^\s*(?:having\s+(?:reviewed|examined|noted|considered|received|studied|read)"
    r"|(?:up)?on\s+(?:review|examination|consideration|receipt)\s+of"
    r"|following\s+(?:(?:a|its|our|the)\s+)?(?:review|examination)\s+of)"
    r"\s+(?P<noted>[^,;]{1,80}?)\s*,\s*",
    re.IGNORECASE,
)
"""What the institution has reviewed, before it says what it requires ("*Having reviewed
the annual report,* the Exchange requires …")."""

_LINKING_EN = frozenset(
    [
        *("hereby", "therefore", "also", "now", "formally", "respectfully", "kindly", "further"),
        *("accordingly", "urgently", "hence", "thus", "again", "still", "has", "have", "had"),
        *("will", "would", "shall", "must", "may", "is", "are", "does", "do"),
    ]
)
"""Adverbs and auxiliaries between the subject and its verb ("The Bureau *hereby* requires",
"the Exchange *would* like")."""

_WORD_RE = re.compile(r"[A-Za-z][A-Za-z'’&-]*")


def _subject_and_verb(body: str) -> tuple[str, str, str] | None:
    """The subject, the lemma of its verb of requiring and what follows the verb, where the
    sentence's first verb of requiring comes after a subject of up to seven words."""
    words = list(_WORD_RE.finditer(body))
    for at, word in enumerate(words[1:9], start=1):
        low = word.group().casefold()
        if word.group()[0].isupper() or _verb_lemma(low) not in REQUIRING_VERBS_EN:
            continue
        if english_verb_bases(low) == frozenset() and low not in ("requires", "requests"):
            continue
        first = at
        while first > 0 and words[first - 1].group().casefold() in _LINKING_EN:
            first -= 1
        if first == 0:
            return None
        head = words[first - 1].group().casefold()
        plural = head.endswith("s") and not head.endswith("ss")
        if low == _verb_lemma(low) and first == at and not plural:
            continue  # a bare form after a singular subject is a noun: "Tax authority query"
        between = body[words[first - 1].end() : word.start()]
        if re.search(r"[,;:()]", between) or re.search(r"[,;:()]", body[: words[first - 1].end()]):
            return None
        subject = body[: words[first - 1].end()]
        return subject, _verb_lemma(low), body[word.end() :]
    return None


_NOTED_RE = re.compile(
    r"^\s*(?P<subject>(?:[A-Za-z][A-Za-z'’&-]*\s+){0,6}?[A-Za-z][A-Za-z'’&-]*)\s+"
    r"(?:has\s+)?(?:notes|noted|observes|observed|is\s+aware\s+of|refers\s+to|has\s+reviewed"
    r"|reviewed|has\s+seen|understands|is\s+in\s+receipt\s+of|has\s+received|received"
    r"|acknowledges|has\s+examined|examined)\s+(?:that\s+)?(?P<noted>[^.;!?]+?)\s+and\s+"
    r"(?P<asking>(?:[a-z]+\s+){0,2}?[a-z]+\s.*)$",
    re.DOTALL | re.IGNORECASE,
)
"""A note of what the institution has seen before what it asks ("The Exchange *notes the
yen results and* requests …")."""


_URGENTLY_EN_RE = re.compile(
    r"^\s*,?\s*(?:(?:forthwith|promptly|immediately|urgently|without\s+(?:further\s+)?delay"
    r"|at\s+once|in\s+writing|in\s+full|as\s+a\s+matter\s+of\s+urgency)\s*,?\s*)+",
    re.IGNORECASE,
)
"""How soon or how the act is to be done, said right after its verb ("disclose *forthwith*",
"requires, *without delay*, …")."""

_WITHIN_EN_RE = re.compile(
    r"^\s*,\s*(?:within|by|no\s+later\s+than|before|on\s+or\s+before)\s+(?P<when>[^,;]{1,40}),\s*",
    re.IGNORECASE,
)
"""A deadline put between the verb and its object ("requires*, within 14 days,* the …")."""

_DETAILS_EN_RE = re.compile(
    r"^(?:(?:the\s+)?(?:details|particulars|information|data|figures?)\s+"
    r"(?:of|on|about|regarding|concerning|for|in\s+respect\s+of)\s+)",
    re.IGNORECASE,
)
"""A noun of information before what is required ("requested *details of* …")."""


_EXPLANATION_EN_RE = re.compile(
    r"^(?:(?:an?|the|a\s+full|a\s+brief|a\s+written)\s+)?(?:explanation|description|account"
    r"|outline)\s+(?:of|as\s+to|regarding|concerning)\s+",
    re.IGNORECASE,
)
"""A noun of explaining before what the institution requires ("requires *an explanation
of* …")."""


def _without_manner(rest: str, reference_date: date, matcher: Matcher) -> str:
    """``rest`` less how soon the act is to be done, where it says no period and names
    nothing of the KB."""
    rest = _URGENTLY_EN_RE.sub(" ", rest, count=1)
    within = _WITHIN_EN_RE.match(rest)
    if within is not None:
        when = within.group("when")
        if not find_periods(normalize(when), "en", reference_date) and not matcher.find(
            normalize(when)
        ):
            rest = " " + rest[within.end() :]
    return re.sub(r"^\s*,\s*", " ", rest)  # a deadline already taken out: "requires, the …"


def _after_verb(lemma: str, rest: str, matcher: Matcher) -> str | None:
    """The plain request for what follows a verb of requiring, or None where it does not
    read as one."""
    rest = re.sub(r"^\s*[:：\-–—]\s*", "", rest.strip())
    if not re.match(r"\w", rest):
        return None
    explained = _EXPLANATION_EN_RE.match(rest)
    if explained is not None:
        return f"please explain {rest[explained.end() :]}"
    if re.match(r"^(?:is|are|was|were|be|been|by|of)\b", rest, re.IGNORECASE):
        return None  # the verb is in a clause of the subject: "the figure the Bureau requires is"
    if lemma in ("call", "urge"):
        rest = re.sub(r"^(?:for|upon|on)\s+", "", rest, flags=re.IGNORECASE)
        if lemma == "call" and rest == rest.strip() and not re.match(r"\w", rest):
            return None
    rest = re.sub(
        r"^(?:receiving|having|being\s+(?:provided|furnished|supplied)\s+with"
        r"|to\s+be\s+(?:provided|furnished|supplied)\s+with)\s+",
        "",
        rest,
        flags=re.IGNORECASE,
    )
    informed = re.match(
        r"^(?:to\s+be|being)\s+(?:informed|advised|notified|told)\s+(?:of|about|as\s+to)\s+",
        rest,
        re.IGNORECASE,
    )
    if informed:
        return f"please tell us {rest[informed.end() :]}"
    if lemma in ("wish", "like", "want", "need", "desire", "expect", "seek", "ask", "request"):
        to_verb = re.match(r"^to\s+(?P<verb>[a-z]+)\s+(?P<what>.*)$", rest, re.DOTALL)
        if to_verb and _verb_lemma(to_verb.group("verb")) in GIVING_VERBS_EN:
            return _giving(to_verb.group("verb"), to_verb.group("what"), matcher)
    if lemma in ("ask", "enquire", "inquire", "query"):
        rest = re.sub(r"^(?:for|about|after|as\s+to)\s+", "", rest, flags=re.IGNORECASE)
        if re.match(r"^(?:what|whether|how|which|why|when|if)\b", rest, re.IGNORECASE):
            return f"please state {rest}"
    that = re.match(r"^that\s+(?P<clause>.*)$", rest, re.DOTALL)
    if that:
        return _agent_and_act(that.group("clause"), r"\s+", matcher)
    agent_to = _agent_and_act(rest, r"\s+to\s+", matcher)
    if agent_to is not None or re.search(r"^[^,;]{1,40}?\s+to\s+[a-z]+\s", rest):
        return agent_to
    if re.match(r"^(?:that|to|whether|if)\b", rest, re.IGNORECASE) or not rest:
        return None
    return f"please provide {_DETAILS_EN_RE.sub('', rest, count=1)}"


def _agent_and_act(clause: str, joint: str, matcher: Matcher) -> str | None:
    """The plain request for the act the company is required to do in ``clause`` ("*the
    company submit* its revenue", "*ACME to state* …"), the agent's words up to the first
    verb of giving after ``joint``; None where the agent is not the company itself."""
    for match in re.finditer(r"(?<=\S)" + joint, clause):
        head = clause[: match.start()]
        tail = re.match(r"(?P<verb>[a-z]+)\s+(?P<what>.*)$", clause[match.end() :], re.DOTALL)
        if tail is None or _verb_lemma(tail.group("verb")) not in GIVING_VERBS_EN:
            continue
        if not _agent_ok(head, matcher):
            return None
        return _giving(tail.group("verb"), tail.group("what"), matcher)
    return None


def _giving(verb: str, what: str, matcher: Matcher) -> str:
    """The plain request for the act of giving ``verb`` and what is to be given."""
    lemma = _verb_lemma(verb)
    what = _to_institution_out(_URGENTLY_EN_RE.sub("", what, count=1), matcher)
    if lemma in ("set", "detail") and what.casefold().startswith("out "):
        return f"please state {what[4:]}"
    if lemma in ("tell", "inform", "notify", "advise"):
        what = re.sub(r"^(?:this\s+office|the\s+\w+|us|it)\s+(?:of\s+)?", "", what)
        return f"please tell us {what}"
    if lemma in ("know", "see", "receive", "obtain", "have"):
        return f"please provide {what}"
    return f"please {_plain(lemma)} {what}"


_TO_INSTITUTION_RE = re.compile(
    r"\s+(?:to|for|with)\s+(?P<who>(?:this|the|our)\s+(?:[A-Za-z'’-]+\s+){0,3}?[A-Za-z'’-]+)"
    r"(?=\s*(?:[.;!?,]|$))",
)
_WITH_RE = re.compile(
    r"^(?P<who>(?:this|the|our|us)(?:\s+[A-Za-z'’-]+){0,4}?)\s+"
    r"(?:(?:forthwith|promptly|immediately|urgently)\s+)?with\s+(?P<what>.+)$",
    re.DOTALL,
)


def _to_institution_out(what: str, matcher: Matcher) -> str:
    """``what`` less the institution it is to be given to ("… *to this office*", "the
    Bureau *with* …")."""
    with_ = _WITH_RE.match(what)
    who = with_.group("who") if with_ else ""
    if with_ and (who == "us" or _institution(who)) and not matcher.find(normalize(who)):
        what = with_.group("what")
    to = _TO_INSTITUTION_RE.search(what)
    if to and _institution(to.group("who")) and not matcher.find(normalize(to.group("who"))):
        what = what[: to.start()] + what[to.end() :]
    return what


_TOLD_RE = re.compile(
    r"^(?P<who>(?:this|the|our)\s+(?:[A-Za-z'’-]+\s+){0,3}?[A-Za-z'’-]+)\s+(?:of|about|as\s+to)\s+"
)
"""The institution to be told, before what it is to be told of ("advise *this office of*
…")."""

_PLEASE_GIVE_RE = re.compile(
    r"^(?P<lead>\s*(?:(?:please|kindly|pls)\s+)?)(?P<verb>[A-Za-z][a-z]+)\s+(?P<what>.+)$",
    re.DOTALL | re.IGNORECASE,
)

_GRATEFUL_RE = re.compile(
    r"^\s*(?P<subject>[^,;]+?)\s+(?:would|will|should)\s+(?:be\s+(?:grateful|obliged|glad)"
    r"|appreciate\s+it)\s+if\s+(?P<clause>.+)$",
    re.DOTALL | re.IGNORECASE,
)
"""A request said as the institution's gratitude ("The Authority *would be grateful if* ACME
could provide …")."""

_MODAL_AGENT_RE = re.compile(
    r"^\s*(?:(?:by\s+order\s+of|at\s+the\s+(?:request|direction)\s+of|on\s+behalf\s+of"
    r"|as\s+requested\s+by|as\s+directed\s+by)\s+(?P<who>[^,;]+?)\s*,\s*)?"
    r"(?P<clause>.+)$",
    re.DOTALL | re.IGNORECASE,
)
"""The act the company shall do, and on whose order ("*By order of the Commission,* ACME
*shall report* …")."""

_PASSIVE_RE = re.compile(
    r"^\s*(?P<agent>[^,;]+?)\s+(?:is|are)\s+"
    + _ADVERBS_EN
    + r"(?:required|requested|asked|directed|instructed|invited|called\s+(?:upon|on)|expected"
    r"|urged|ordered|requisitioned)\s+to\s+(?P<verb>[a-z]+)\s+(?P<what>.+)$",
    re.DOTALL | re.IGNORECASE,
)
"""The act required of the company said in the passive ("The Company *is hereby required
to* submit …", "You are requested to state …")."""

_FURNISHED_RE = re.compile(
    r"^\s*(?P<who>(?:[A-Za-z][A-Za-z'’&-]*\s+){0,6}?[A-Za-z][A-Za-z'’&-]*)\s+(?:is|are|should\s+be"
    r"|must\s+be|shall\s+be|wishes\s+to\s+be|would\s+like\s+to\s+be|asks\s+to\s+be)\s+"
    r"(?:to\s+be\s+)?(?:furnished|provided|supplied)\s+with\s+(?P<what>.+)$",
    re.DOTALL | re.IGNORECASE,
)
"""The institution to be given what it requires ("The Department *is to be furnished with*
…")."""

_IT_IS_REQUIRED_RE = re.compile(
    r"^\s*it\s+is\s+(?:hereby\s+|therefore\s+|accordingly\s+)?(?:required|requested|directed"
    r"|ordered)\s+that\s+(?P<clause>.+)$",
    re.DOTALL | re.IGNORECASE,
)
"""The requiring put in the impersonal passive ("*It is hereby required that* ACME submit …")."""

_SUBMISSION_RE = re.compile(
    r"^\s*(?:(?:the|a|an)\s+)?(?:submission|return|report|filing|declaration|production"
    r"|furnishing|lodgement|lodgment)\s+of\s+(?P<what>.+?)\s+(?:is|are)\s+"
    r"(?:(?:hereby|therefore|now|accordingly)\s+)?(?:required|requested|called\s+for|due"
    r"|expected)(?:\s+(?:by|from)\s+(?P<who>(?:this|the|our)\s+[^.;!?]+?))?\s*$",
    re.DOTALL | re.IGNORECASE,
)
"""The act required as a noun in the passive ("*Submission of* the FY2024 revenue *is
required*", "*A return of* … *is due*")."""

_DUE_PASSIVE_RE = re.compile(
    r"^\s*(?P<what>.+?)\s+(?:is|are)\s+(?:to\s+be|hereby|therefore|also|now|\s)*"
    r"(?:required|requested|requisitioned|called\s+for|sought)\s+(?:by|from)\s+"
    r"(?P<who>(?:this|the|our)\s+(?:[A-Za-z'’-]+\s+){0,4}?[A-Za-z'’-]+)"
    r"(?P<end>\s*[.;!?]*\s*)$",
    re.DOTALL | re.IGNORECASE,
)
"""What is required, said in the passive with the institution as its agent ("The FY2024
revenue *is required by the Bureau*.")."""


def _sentence(sentence: str, rest: str, matcher: Matcher, reference_date: date) -> str:
    """One sentence said as the plain request where it is an institution's requiring."""
    body = sentence.rstrip()
    end = body[len(body.rstrip(".;!?")) :]
    body = body.rstrip(".;!?")
    lead_space = sentence[: len(sentence) - len(sentence.lstrip())]
    out = _read(body, rest, matcher, reference_date)
    if out is None:
        return sentence
    return f"{lead_space}{out}{end}" + (" " if sentence.endswith(" ") else "")


def _only_the_figure(after: str) -> bool:
    """Whether what an institution requires names only the figure, its unit or its source,
    up to when it is wanted ("the examiner needs *the reported percentage and the workbook
    reference* before the visit"): a note on the reply, no request of its own."""
    head = re.split(r"\s(?:before|by|within|ahead|prior|no\s+later)\s", after, maxsplit=1)[0]
    return unit_or_source(re.findall(r"[a-z]+", head.casefold()))


def _read(body: str, rest: str, matcher: Matcher, reference_date: date) -> str | None:
    noted = _NOTED_RE.match(body)
    if noted and _institution(noted.group("subject")) and _subject_words_ok(noted.group("subject")):
        asking = noted.group("asking")
        subject = noted.group("subject")
        again = _read(f"{subject} {asking}", rest, matcher, reference_date)
        if again is not None and names_nothing_en(
            f"{subject} {noted.group('noted')}",
            f"{asking} {rest}",
            matcher,
            reference_date,
            noted=True,
        ):
            return again
    please = _PLEASE_GIVE_RE.match(body)
    if please and _verb_lemma(please.group("verb")) in GIVING_VERBS_EN:
        what = _to_institution_out(please.group("what"), matcher)
        told = _TOLD_RE.match(what)
        who = told.group("who") if told else ""
        telling = _verb_lemma(please.group("verb")) in ("advise", "inform", "notify", "tell")
        if told and telling and _institution(who) and not matcher.find(normalize(who)):
            return f"{please.group('lead')}tell us {what[told.end() :]}"
        if what != please.group("what"):
            return f"{please.group('lead')}{_plain(_verb_lemma(please.group('verb')))} {what}"
        if please.group("lead").strip():
            return None
    grateful = _GRATEFUL_RE.match(body)
    if grateful and _institution(grateful.group("subject")):
        modal = r"\s+(?:could|would|can|will|might|kindly)\s+(?:kindly\s+)?"
        what = _agent_and_act(grateful.group("clause"), modal, matcher)
        if what is not None and names_nothing_en(
            grateful.group("subject"), f"{what} {rest}", matcher, reference_date
        ):
            return what
    ordered = _MODAL_AGENT_RE.match(body)
    who = ordered.group("who") if ordered else None
    if ordered and (who is None or _institution(who)):
        shall = r"\s+(?:shall|must|is\s+to|are\s+to|should|is\s+obliged\s+to|will)\s+"
        what = _agent_and_act(ordered.group("clause"), shall, matcher)
        if what is not None and (
            who is None or names_nothing_en(who, f"{what} {rest}", matcher, reference_date)
        ):
            return what
    passive = _PASSIVE_RE.match(body)
    giving = passive and _verb_lemma(passive.group("verb")) in GIVING_VERBS_EN
    if passive and giving and _agent_ok(passive.group("agent"), matcher):
        return _giving(passive.group("verb"), passive.group("what"), matcher)
    furnished = _FURNISHED_RE.match(body)
    if (
        furnished
        and _institution(furnished.group("who"))
        and _subject_words_ok(furnished.group("who"))
        and names_nothing_en(
            furnished.group("who"), f"{furnished.group('what')} {rest}", matcher, reference_date
        )
    ):
        return f"please provide {_URGENTLY_EN_RE.sub('', furnished.group('what'), count=1)}"
    due = _DUE_PASSIVE_RE.match(body)
    if (
        due
        and _institution(due.group("who"))
        and names_nothing_en(due.group("who"), due.group("what"), matcher, reference_date)
    ):
        return f"please provide {due.group('what')}"
    having = _HAVING_RE.match(body)
    if having is not None:
        again = _read(body[having.end() :], rest, matcher, reference_date)
        if again is not None and names_nothing_en(
            having.group("noted"), f"{again} {rest}", matcher, reference_date, noted=True
        ):
            return again
        return None
    that = _IT_IS_REQUIRED_RE.match(body)
    if that is not None:
        return _agent_and_act(that.group("clause"), r"\s+", matcher)
    noun = _SUBMISSION_RE.match(body)
    if noun is not None and (
        noun.group("who") is None
        or (
            _institution(noun.group("who"))
            and names_nothing_en(noun.group("who"), noun.group("what"), matcher, reference_date)
        )
    ):
        return f"please provide {noun.group('what')}"
    lead = _LEAD_RE.match(body)
    found = _subject_and_verb(body[lead.end() :] if lead else body)
    if found is None:
        return None
    subject, lemma, after = found
    if not _institution(subject) or not _subject_words_ok(subject):
        return None
    after = _without_manner(after, reference_date, matcher)
    what = _after_verb(lemma, after, matcher)
    if what is None or _only_the_figure(after):
        return None
    whole = f"{what} {rest}"
    if not names_nothing_en(subject, whole, matcher, reference_date):
        return None
    if lead is not None:
        words = re.findall(r"[a-z-]+", lead.group("purpose").casefold())
        paper = any(w in PAPERS_EN or w.removesuffix("s") in PAPERS_EN for w in words)
        if not paper or not names_nothing_en(lead.group("purpose"), whole, matcher, reference_date):
            return None
    return what


def as_officers_request(text: str, lang: str, matcher: Matcher, reference_date: date) -> str:
    """``text`` with each sentence an institution requires in said as the plain request for
    what it requires, where the institution and its notes name nothing the figure may be
    narrowed by."""
    if lang == "zh":
        return zh_officer_voice(text, matcher, reference_date)
    if lang == "ja":
        return ja_officer_voice(text, matcher, reference_date)
    if lang != "en":
        return text
    text = officers_phrases_plain(text, matcher, reference_date)
    sentences = _SENTENCE_RE.findall(text)
    if not sentences or "".join(sentences) != text:
        return text
    out = []
    for at, sentence in enumerate(sentences):
        rest = "".join(sentences[:at] + sentences[at + 1 :])
        out.append(_sentence(sentence, rest, matcher, reference_date))
    return "".join(out)
