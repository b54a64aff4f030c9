"""A question someone relays from a third party: the embedded request is what is asked.

Staff pass on what a caller, a customer or a supplier asked ("Customer on the phone wants
to know Macau's sales for fiscal 2024", "a supplier emailed asking what the group gross
margin was", "Gentleman in the lobby is asking for Hong Kong's EBITDA"). Who asked, where
they are (on the line, in the lobby) and how they asked are the relaying frame: context,
never part of the figure. Everything after the frame, the embedded request, stays whole,
so a word of it the KB lacks is still refused. A frame naming a KB scope is dropped only
when the embedded request names a scope of its own: else the scope may be the one asked
about, and the question is read as written.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine._grammar import ASKERS_WORLD_NOUNS
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._titles import said_as_a_person
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["without_english_relaying_frame", "without_told_about"]

_WORD = r"[a-z][a-z'’-]*"

_CONTACT = (
    r"(?:[a-z][a-z-]*\s+)?"
    r"(?:(?:front\s+)?desk|line|phone|telephone|call|lobby|reception|counter|chat|"
    r"e-?mail|inbox|hotline|switchboard|meeting|thread|channel|webinar)(?![a-z])"
)
"""Where a caller is while asking ("on the line", "in the lobby", "at reception", "on
the leadership call", "in the team meeting"): the channel or spot of the contact, a word
before it saying which. Any other place ("a landlord in Zhuhai") may be what the request
is about, and stays in it."""

_WORLD = rf"(?:{'|'.join(sorted(w for w in ASKERS_WORLD_NOUNS if w.isascii()))})(?![a-z])"
"""A noun of the asker's world a caller is busy with ("filling in a *form*"): what they
do while asking, never what they ask about."""

_FRAME_RE = re.compile(
    r"(?:^|(?<=[.!?;:,]\s)|(?<=\s[-–—]\s)|(?<=\sand\s))"
    r"(?P<frame>"
    r"(?:(?:i['’]ve\s+got|i\s+have|we['’]ve\s+got|we\s+have|there['’]s|got)\s+)?"
    r"(?:(?:a|an|the|this|one\s+of\s+our|some)\s+)?"
    rf"(?P<who>{_WORD}(?:\s+{_WORD}){{0,2}}?)"
    rf"(?P<where>(?:\s+(?:on|in|at|from|over)\s+(?:(?:the|a|an|some|our)\s+)?{_CONTACT}"
    rf"|\s+[a-z]+ing(?:\s+(?:in|out))?\s+(?:the|a|an|some|our|their|his|her)\s+{_WORLD})?)"
    r"\s+(?:just\s+)?"
    r"(?:asked|asks|ask|is\s+asking|are\s+asking|was\s+asking|were\s+asking|asking|"
    r"(?:wants|want|wanted|would\s+like)\s+to\s+know|"
    r"(?:emailed|called|rang|phoned|wrote(?:\s+in)?|messaged)\s+(?:(?:in\s+)?asking|to\s+ask|about)|"
    r"(?:wants|wanted)(?!\s+(?:me\s+|us\s+)?to(?![a-z])))"
    r"(?:\s+(?:me|us))?(?:\s+(?:about|for)(?<!about\sabout)|\s+to\s+(?:find(?:\s+out)?|get|check|"
    r"double-check|look\s+up|pull(?:\s+up)?|dig\s+up|confirm|verify))?\s+"
    r")(?=\S)",
    re.IGNORECASE,
)
"""The relaying frame: who (a noun phrase, perhaps where they are) and the verb by which
they asked or want to know, up to the embedded request, with the errand they gave ("HR
asked me *to check* …"). "wants to double-check …" is
left to the asker rules (``_context``): what is wanted there is an act, not a request."""

_NOT_WHO = frozenset(
    re.findall(
        r"[a-z]+",
        """i me my we us our you your it its this that these those what which how who whom why
    when where whether if many much more most any there here is are was were be been do
    does did can could would should will shall may might must not no and or but so then
    also just please pls kindly""",
    )
)
"""Words no noun phrase of a third party is made of: the asker, question words, grammar."""


def _third_party(who: str) -> bool:
    """Whether ``who`` is a noun phrase of someone else: no first or second person, no
    question word or auxiliary, no number."""
    words = re.findall(r"[a-z'’-]+", who.casefold())
    return (
        bool(words)
        and not re.search(r"\d", who)
        and not any(w in _NOT_WHO or re.match(r"(?:i|we|you)['’]", w) for w in words)
    )


def _scopes(text: str, matcher: Matcher) -> bool:
    return any(m.kind == "scope" for m in matcher.find(normalize(text)))


_PASSIVE_RE = re.compile(
    r"(?:^|(?<=[.!?;:]\s))(?P<frame>(?:i|we)(?:\s+(?:was|were|got|have\s+been)|['’]ve\s+been)\s+"
    r"(?:just\s+)?asked(?:\s+by\s+(?:(?:a|an|the|my|our|some|one\s+of\s+our)\s+)?"
    rf"(?P<who>{_WORD}(?:\s+{_WORD}){{0,2}}?))?(?:\s+(?:about|for))?\s+)"
    r"(?=(?:what|which|how|whether|if|the|our|its)\s)",
    re.IGNORECASE,
)
"""The asker saying a question was put to them ("I was asked by the auditors what …",
"We've been asked for the …"): who asked, if said, is a third party; the question after
it is the request."""


def _without_passive_frame(text: str, matcher: Matcher) -> str:
    """``text`` less a passive frame (``_PASSIVE_RE``) whose agent, if said, is a third
    party naming nothing the KB holds and no name (a capitalized word)."""
    match = _PASSIVE_RE.search(text)
    if match is None:
        return text
    who = match.group("who")
    if who is not None and (
        not _third_party(who) or matcher.find(normalize(who)) or re.search(r"[A-Z]", who)
    ):
        return text  # "by our *Taiwan* team": a place the request may be about
    return text[: match.start("frame")] + text[match.end("frame") :]


def without_english_relaying_frame(text: str, lang: str, matcher: Matcher) -> str:
    """``text`` less the frames by which its English requests are relayed from a third
    party ("A caller wants to know …", "Supplier on the line is asking for …", "I was
    asked by the auditors what …"); the embedded request, every word of it, is left in
    place."""
    if lang != "en":
        return text
    text = _without_passive_frame(text, matcher)
    for _ in range(3):  # a question relays a request a few times at most
        match = next((m for m in _FRAME_RE.finditer(text) if _droppable(m, text, matcher)), None)
        if match is None:
            return text
        start = match.start("frame")
        joined = re.search(r"\s+and\s+$", text[:start])
        if joined is not None and joined.start() > 0:
            # "IR is out today and a caller is asking …": the statement before is one of
            # its own, closed where the relayed request begins.
            text = text[: joined.start()] + ". " + text[match.end("frame") :]
        else:
            text = text[:start] + text[match.end("frame") :]
    return text


def _droppable(match: re.Match[str], text: str, matcher: Matcher) -> bool:
    """Whether the frame ``match`` is only who relayed the request: a third party, naming
    nothing the KB holds but perhaps a scope where the request names its own."""
    if not _third_party(match.group("who")):
        return False
    frame = normalize(match.group("frame"))
    found = matcher.find(frame)
    # "The SG *GM* asked me …": a title said of who asked names no figure.
    named = [m for m in found if not said_as_a_person(frame, m, found, "en")]
    if any(m.kind != "scope" for m in named):
        return False
    if named:
        end = re.search(r"[.!?]\s|$", text[match.end("frame") :])
        request = text[match.end("frame") : match.end("frame") + (end.start() if end else 0)]
        return _scopes(request, matcher)
    return True


_TOLD_ABOUT_RE = re.compile(
    r"(?:\s+(?:(?:that|which)\s+)?(?:he|she|they|you|people|everyone|everybody"
    r"|(?:my|our)\s+[a-z]+(?:-in-law)?)\s+(?:(?:keeps?|kept)\s+)?(?:telling\s+(?:me|us)|talking"
    r"|told\s+(?:me|us)|talks|mentioned|mentions|raves?|raved|raving)\s+about"
    r"|\s+(?:(?:that|which)\s+)?(?:i|we)(?:['’]ve|\s+have)?\s+(?:(?:keep|kept)\s+)?"
    r"(?:heard|read|been\s+hearing|hearing)\s+(?:about|of)"
    r")(?=\s*[?.!]|\s*$)",
    re.IGNORECASE,
)
"""A clause closing a question on who talks of its topic ("… the new store at Marina Bay
*that he keeps telling me about*?", "… *I've heard about*"): how the asker came to ask,
never what is asked."""


def without_told_about(text: str) -> str:
    """English ``text`` less a closing clause on who told the asker of the topic."""
    return _TOLD_ABOUT_RE.sub("", text)
