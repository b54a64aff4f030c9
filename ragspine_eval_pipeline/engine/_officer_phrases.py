"""Phrases an officer says of the figure itself, beside the request (``_officer_voice``).

An examining officer names the year as "the reporting period FY2024", points to the
company's own papers ("as reported in your submission", "per your return"), asks for
the evidence ("with supporting documents") and chains the checking verbs before the
telling one ("verify and state", "reconcile and confirm"). The year is the year; the
company's papers are the KB; the evidence is the source every figure is given with;
the last verb asks. Nothing here names a market, a metric or a basis, so nothing the
figure may be narrowed by goes: "as reported in your segment note" is no paper of the
company's alone, and stays.
"""

from __future__ import annotations

import re
from datetime import date

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["officers_phrases_plain"]

_PERIOD_NOUN_RE = re.compile(
    r"(?<![A-Za-z])(?:the\s+)?(?:reporting|financial|fiscal|accounting|assessment)\s+"
    r"(?:period|year)\s+(?:(?:ended|ending|of)\s+)?(?=(?:FY\s?|fiscal\s+year\s+)?\d{4}(?!\d))",
    re.IGNORECASE,
)
"""A period's noun before the year it names ("*the reporting period* FY2024", "*the
financial year ended* 2024")."""

_OWN_PAPERS = (
    r"(?:submission|submissions|filing|filings|return|returns|accounts|disclosure|disclosures"
    r"|letter|reply|response|records|books|declaration|statements?)"
)
_OWN_PAPERS_RE = re.compile(
    r"\s*,?\s+(?:as\s+)?(?:(?:reported|stated|disclosed|filed|shown|declared|submitted|given"
    r"|presented)\s+(?:in|with|on)|per|according\s+to)\s+(?:your|its|the\s+company's|their)\s+"
    r"(?:(?:latest|last|recent|most\s+recent|earlier|previous|own)\s+)?"
    + _OWN_PAPERS
    + r"(?![A-Za-z])",
    re.IGNORECASE,
)
"""The company's own papers the figure is in ("… *reported in your submission*", "… *per
your return*")."""

_EVIDENCE_RE = re.compile(
    r"\s*,?\s+(?:together\s+with|along\s+with|with|and\s+provide|and\s+attach|attaching)\s+"
    r"(?:the\s+|all\s+|any\s+)?(?:relevant\s+)?(?:supporting|underlying)\s+"
    r"(?:documents?|documentation|evidence|papers|schedules?)(?=\s*(?:[.;!?]|$))",
    re.IGNORECASE,
)
"""The evidence asked beside the figure ("… *with supporting documents*")."""

_CHECKING_EN = r"(?:verify|reconcile|check|substantiate|review|examine|validate|re-?confirm)"
_CHAINED_RE = re.compile(
    r"(?<![A-Za-z])" + _CHECKING_EN + r"\s+and\s+(?=(?:state|confirm|report|provide|disclose"
    r"|submit|give|furnish|declare)(?![A-Za-z]))",
    re.IGNORECASE,
)
"""A checking verb chained before the verb of telling ("*verify and* state")."""


_LEAD_NAMES_RE = re.compile(
    r"^(?P<lead>\s*(?:for|regarding|with\s+respect\s+to|in\s+respect\s+of|as\s+regards|concerning"
    r"|in\s+relation\s+to|as\s+for)\s+(?P<names>[^,;.?!]{1,40}?)\s*,\s*)"
    r"(?P<request>(?:(?:please|kindly)\s+[a-z]+|state|provide|confirm|report|give|furnish|submit"
    r"|disclose|declare|advise)\s+[^.?!;]+?)(?P<end>\s*[.?!]*\s*)$",
    re.IGNORECASE,
)
"""A year or a market put before the request ("*With respect to FY2024,* state …", "*For
ACME Japan,* please state …")."""

_LEAD_FILLERS = frozenset(
    ["the", "year", "fiscal", "financial", "business", "operations", "of", "its", "acme's"]
)


def _names_put_after(text: str, matcher: Matcher, reference_date: date) -> str:
    """``text`` with a lead naming only a market or a year put after the request it
    leads, where the request is read as a whole."""
    match = _LEAD_NAMES_RE.match(text)
    if match is None:
        return text
    names = normalize(match.group("names"))
    spans = [(m.start, m.end) for m in matcher.find(names) if m.kind in ("scope", "company")]
    spans += [(p.start, p.end) for p in find_periods(names, "en", reference_date)]
    if not spans:
        return text
    left = names
    for start, end in sorted(spans, reverse=True):
        left = left[:start] + " " + left[end:]
    if any(w not in _LEAD_FILLERS for w in re.findall(r"[a-z'’]+", left)):
        return text
    return f"{match.group('request')} for {match.group('names')}{match.group('end')}"


def officers_phrases_plain(text: str, matcher: Matcher, reference_date: date) -> str:
    """English ``text`` with an officer's phrases of the figure said plainly: a period's
    noun before its year, the company's own papers, the evidence asked and a checking
    verb chained before the telling one taken out, and a lead naming a year or a market
    put after the request."""
    text = _PERIOD_NOUN_RE.sub("", text)
    text = _names_put_after(text, matcher, reference_date)
    text = _OWN_PAPERS_RE.sub("", text)
    text = _EVIDENCE_RE.sub("", text)
    return _CHAINED_RE.sub("", text)
