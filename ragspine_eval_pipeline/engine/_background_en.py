"""The asker's background beside an English request that stands on its own.

A long question often tells two to four sentences of background before or around its
request: who the asker is, the meeting, what the boss said, the asker's own numbers
("My manager mentioned that our own category is running at roughly a 36% margin. What
was ACME Singapore's gross margin in FY2024?"). The context rules (``_context``) keep a
sentence that names anything, so such a question was refused for words it never asked
about.

Here a question written in English only, with two sentences of background or more, is
cut into sentences; the requests are the
sentences asking (a question mark; a question word or an inverted verb opening it, the
mark left off; "please", "can you", a verb of asking opening it; a wish to know naming
what the KB holds) and the rest is background, set aside only when it cannot change
what is asked:

- a metric, a market or a period only where the request names its own of that kind; a
  unit only where the request names one or the unit is no "in yen" (the weak yen, HKD
  1.2bn of the asker's own); a document only beside a figure request or one naming a
  document; and no word written onto a metric ("the *adjusted* EBITDA figure");
- no part of the business ("online", "franchise stores", "online excluded", "only …
  the stores") unless the request names one itself;
- no name the KB may lack where the request names no market of its own ("I'm
  researching Taiwan."), and no words without a clause that say which figure ("Just the
  Taiwan figure.");
- no question someone else asked, reported or quoted, nor what they left unsaid ("a
  customer asked how fast …", "he didn't say which year"): the request may point at it;
- after the request, nothing said of "it" that counts, compares or narrows it ("He wants
  it compared with FY2023");
- and the first request points back at nothing before its first name ("What were the
  sales *there*?"), nor does a request naming nothing ("What number do I give him?").

A remark that only the latest figure is wanted ("Just the most recent figure is fine",
"I don't need the history, only where it is now") agrees with the latest closed year
assumed, and is set aside beside a request naming no year. What is left is read again
(``_question._background_reading``), which stands only when every request for a metric
accounts for every word, and every other says what it is about.
"""

from __future__ import annotations

import re
from datetime import date

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._context import (
    SUBJECTS,
    WORD_RE,
    blank,
    counted_in_or_out,
    holds_a_name,
    names_a_kind_of_store,
    qualifies_request,
    subject_and_verb,
    wants_a_part,
)
from ragspine_eval_pipeline.engine._context_parts import narrows
from ragspine_eval_pipeline.engine._names import Matcher, Mention
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.kb.analysis import english_word_classes, normalize
from ragspine_eval_pipeline.text import STOPWORDS

_CJK_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")

_SENTENCE_END_RE = re.compile(r"(?<=[.!?])[\"'’”)]*\s+(?=\S)")
"""Where one sentence ends and the next begins."""

_ASKING = r"(?:know|see|get|have|check|confirm|find|understand|learn|hear|ask|double-check)\b"
"""Verbs by which the asker's wish asks ("I'd like to *know*"); a wish to do anything
else ("I'd like to mention …", "I need to present …") is the asker's own work."""

_REQUEST_RE = re.compile(
    r"(?<![a-z'’])(?:please|pls|plz|kindly|(?:can|could|would|will)\s+(?:you|someone|anyone)"
    r"|(?:i|we)(?:\s+(?:also|still|really|just))?(?:(?:\s+would|['’]d)\s+(?:(?:also|still|really|just|so|very\s+much)\s+)?(?:like|love)|\s+need|\s+want)(?!\s+to\s+(?!"
    + _ASKING
    + r"))"
    r"|(?:i['’]m|i\s+am|we['’]re|we\s+are)\s+(?:looking\s+for|after|wondering|curious|trying\s+to\s+find)"
    r"|wonder(?:ing)?\s+(?:what|which|how|whether|if)|let\s+me\s+know"
    r"|(?:tell|give|show|send)\s+(?:me|us))(?![a-z'’])"
)
"""A request made in so many words ("please …", "could you …", "I need …", "I'd like to
know …", "tell me …")."""

_IMPERATIVE_RE = re.compile(
    r"^(?:(?:and|also|so|oh|ok|okay)\s+)?(?:just\s+)?(?:tell|give|show|send|share|list|pull"
    r"|get|find|confirm|check|provide|quote|look\s+up|dig\s+up)(?![a-z'’])"
)
"""A request opening on a verb of asking ("Tell me …", "Pull group EBITDA …")."""

_OPENS_AS_QUESTION_RE = re.compile(
    r"^(?:(?:and|also|plus|oh|so|ok|okay|then|lastly|finally|separately)[\s,]+)*"
    r"(?:what|which|whose|how|who|(?:when|where|why)(?!\s+(?:i|we|you|he|she|they|it|my|our)\s)"
    r"|(?:is|are|was|were|does|do|did|has|have|can|could|would|will)\s+(?:the|there|our|acme|it|any)"
    r")(?![a-z'’])"
)
"""A question written without its question mark ("Also, what does the ESG report say
about packaging."): it opens on a question word or an inverted verb, after a connective."""

_POINTING_RE = re.compile(
    r"(?<![a-z'’])(?:it|its|it['’]s|they|their|them|that|this|those|these|there|same|such"
    r"|he|him|his|she|her"
    r"|the\s+(?:number|figure|amount|one|market|business|year))(?![a-z'’])"
)
"""A word by which a request points back at what a sentence before it named."""

_PART_NOUN_RE = re.compile(
    r"(?<![a-z'’-])(?:stores?|shops?|outlets?|channels?|segments?|divisions?|units?|branch(?:es)?"
    r"|categor(?:y|ies)|brands?|departments?|operations?)(?![a-z'’-])"
)
"""Nouns of a part of the business: with "only" or "just" beside them ("I've only been
looking at the stores") they say which part of the figure is meant."""

_PART_OF_YEAR_RE = re.compile(
    r"(?<![a-z'’])(?:weeks?|months?|quarters?|half|q[1-4]|h[12])(?![a-z'’])"
)
"""A part of a year, which words without a clause beside a request may date it by."""

_RELAYED_RE = re.compile(
    r"(?<![a-z'’])(?:asked|asks|wondered|wonders|wants\s+to\s+know)(?:\s+[a-z'’]+){0,3}?"
    r"\s+(?:about|whether|if|how|what|which|when|where|why|who)(?![a-z'’])"
    r"|(?:didn['’]t|did\s+not|doesn['’]t|does\s+not|hasn['’]t|never)\s+(?:say|said|tell|mention"
    r"|specify)"
    r"|[\"“][^\"”]*\?[\"”]"
)
"""A question someone else asked, reported or quoted ("asked how fast we have to tell
customers", "asked me \"what's …?\""), or what they left unsaid ("didn't say which
year"): what a request beside it may point at or ask which of."""

_PART_WORD_RE = re.compile(
    r"(?<![a-z'’-])(?:online|e-?commerce|web|wholesale|franchised?|duty[- ]free|mail[- ]order"
    r"|inbound|takeaway|take-out|like-for-like|same-store|comparable)(?![a-z'’-])"
)
"""A channel, a line of business or a basis a figure may be asked of."""

_LATEST_WANTED_RE = re.compile(
    r"^(?:(?:i|we)\s+(?:don['’]t|do\s+not)\s+need\s+(?:the\s+|any\s+)?(?:history|trend|"
    r"(?:earlier|prior|previous|past|older)\s+years)\s*,?\s*(?:just|only)?\s*|(?:just|only)\s+)"
    r"(?:the\s+)?(?:(?:most\s+)?(?:recent|latest|current)(?:\s+(?:figure|number|one|year))?"
    r"|where\s+(?:it|we|they)\s+(?:is|are|stands?)\s+(?:now|today|at\s+the\s+moment))"
    r"(?:\s+(?:is|are)\s+(?:fine|ok|okay|enough|good))?$"
)
"""A remark that only the latest figure is wanted ("Just the most recent figure is fine",
"I don't need the history, only where it is now")."""

_OWN_PLACE_RE = re.compile(
    r"(?<![a-z'’])(?:i|we)\s+(?:used\s+to\s+|once\s+)?(?:run|ran|owned|managed|had)\s+(?:a|an|my\s+own"
    r"|our\s+own)\s+(?:[a-z-]+\s+){0,2}?(?:stores?|shops?|outlets?|business|firm|company)(?![a-z'’-])"
)
"""The asker's own business once run ("I used to run a hardware shop"): no part of the
company's."""

_JUST_NOW_RE = re.compile(r"((?:has|have|had|['’]ve|['’]s|['’]d)(?:\s+only)?)\s+just(?![a-z'’])")
"""The "just" of a time ("my niece *has just* started"): no word narrowing the figure."""

_DETAIL_DECLINED_RE = re.compile(
    r"^(?:honestly\s+|really\s+)?(?:i|we)\s+(?:don['’]t|do\s+not)\s+(?:really\s+)?need\s+"
    r"(?:every|all\s+the|the|any|much|a\s+lot\s+of)\s+(?:little\s+)?(?:details?|breakdowns?|"
    r"specifics|fine\s+print|small\s+print)(?:\s*,?\s*(?:honestly|really|to\s+be\s+honest))?$"
)
"""A remark that the details are not wanted ("I don't need every detail, honestly"): the
figure itself is asked, so it is set aside as the latest figure wanted is."""

_NOT_OF_IT_RE = re.compile(
    r"(?<![a-z'’])(?:per|by|each|every|split|breakdown|broken|excluding|including|except"
    r"|without|only|instead|rather|versus|vs|against)(?![a-z'’])"
)
"""Words by which a sentence after the request may count, narrow or set the figure
against another."""


def sentences_of(text: str) -> list[str]:
    """The sentences of ``text`` as written, a sentence cut again where a request opens
    inside it (``_request_inside``)."""
    pieces: list[str] = []
    for sentence in _SENTENCE_END_RE.split(text.strip()):
        if re.search(r"\w", sentence):
            pieces += _request_inside(sentence)
    return pieces


_OPENS_INSIDE_RE = re.compile(r":\s+|,\s+(?:but|so|and)\s+")
"""Where a sentence's lead-in may end and its request open: after a colon ("I couldn't
find this myself: what was …") or a clause's conjunction ("…, but I'd still like to
know …")."""


def _request_inside(sentence: str) -> list[str]:
    """``sentence`` cut where a request opens inside it: after a colon, a question or a
    request ("So I'd like to settle it: what was …"); after ", but", ", so" or ", and", a
    request made in so many words ("…, but I'd still like to know what …"). The lead-in
    is then weighed as background of its own; a sentence with no such request is whole."""
    for cut in _OPENS_INSIDE_RE.finditer(sentence):
        rest = sentence[cut.end() :]
        norm = normalize(rest)
        if cut.group().startswith(":"):
            opens = _OPENS_AS_QUESTION_RE.match(norm) or _IMPERATIVE_RE.match(norm)
        else:
            opens = None
        request = _REQUEST_RE.match(norm)
        if (opens or request) and re.search(r"\w", sentence[: cut.start()]):
            return [sentence[: cut.start()] + ".", *_request_inside(rest)]
    return [sentence]


def _asks(sentence: str, norm: str, names: list[Mention], dated: bool) -> bool:
    """Whether ``sentence`` is a request: a question mark closes it, a verb of asking
    opens it, or a request or a wish is made in so many words of something named (a KB
    name or a period) or pointed at. A question word in a statement ("how that stacks
    up", "which year she means") asks nothing: it is what someone else said or wants."""
    if sentence.rstrip(" \"'’”)").endswith("?"):
        return True
    if _unit_only(norm, names):
        return True  # "In yen is fine.": the unit the figure is asked in
    if _IMPERATIVE_RE.match(norm) or _OPENS_AS_QUESTION_RE.match(norm):
        return True
    if _REQUEST_RE.search(norm):
        return bool(names) or dated or _POINTING_RE.search(norm) is not None
    return False


_UNIT_WISH_WORDS_RE = re.compile(
    r"(?<![a-z'’])(?:in|into|as|is|are|would|will|be|do|does|fine|ok|okay|good|great|works?"
    r"|please|pls|the|its|it|that|this|figures?|numbers?|amounts?|also|too|just|by|me|for"
    r"|with)(?![a-z'’])"
)
"""The words a sentence puts a figure's unit with ("*In* yen *is fine*", "*as* USD *is
good*")."""


def _unit_only(norm: str, names: list[Mention]) -> bool:
    """Whether ``norm`` only says the unit the figure is put in ("In yen is fine.",
    "JPY millions please."): part of the request, which reads the unit as any other."""
    units = [(m.start, m.end) for m in names if m.kind == "unit"]
    if not units or len(units) != len(names):
        return False
    rest = _UNIT_WISH_WORDS_RE.sub(" ", gr.COURTESY_RE.sub(" ", blank(norm, units)))
    return not re.search(r"\w", rest)


_IN_A_UNIT_RE = re.compile(r"(?<![a-z'’])(?:in|into|to|as)\s+(?:the\s+)?$")
"""What puts a figure in a unit ("*in* yen", "converted *into* US dollars"): a unit named
so is the one wanted; named otherwise ("the weak yen", "HKD 1.2bn") it is a currency
spoken of or the asker's own amount."""

_AFTER_RE = re.compile(r"(?<![a-z'’])after(?![a-z'’])")

_WORK_WANTED_RE = re.compile(
    r"(?<![a-z'’])(?:wants?|wanted|needs?|needed|asked\s+for|would\s+like)\s+(?:a|an|the|one)"
    r"(?=\s+(?P<work>[a-z]+)\s+[a-z]+ing(?![a-z'’]))"
)
"""Someone wanting a work product of the asker's that does something ("she wants *a slide*
comparing …"): the asker's work, whose object the other rules read."""


def _onto_a_metric(norm: str, names: list[Mention], counts: bool) -> bool:
    """Whether a word is written straight onto a metric's name ("*adjusted* EBITDA",
    "*online* sales", "*normalised* profit"): a noun, an adjective, a participle in -ed or
    a word the dictionary lacks, which make it another measure. A verb taking it as its
    object ("said net profit", "comparing group EBITDA"), a grammar word and a KB name
    ("the Japan headcount") do not; nor does a noun before people counting nothing
    ("store staff")."""
    others = blank(norm, [(m.start, m.end) for m in names if m.kind != "metric"])
    for m in names:
        if m.kind != "metric" or (_PEOPLE_RE.fullmatch(norm[m.start : m.end]) and not counts):
            continue
        before = re.search(r"([a-z][a-z'’-]*)[\s-]+$", others[: m.start])
        word = before.group(1) if before else ""
        if not word or word in gr.ENGLISH_GRAMMAR or word in STOPWORDS:
            continue
        classes = english_word_classes(word)
        if not classes or classes & {"NOUN", "ADJ"} or word.endswith("ed"):
            return True
    return False


def _work_wanted(match: re.Match[str]) -> str:
    return " " if match.group("work") in gr.ASKERS_WORLD_NOUNS else match.group()


_PEOPLE_RE = re.compile(r"people|staff|employees?|workers?|colleagues?")
"""Nouns for people, which the vocabulary reads as the headcount: in a sentence counting
nothing ("people said it was thin", "store staff") they name no figure."""


def _kinds(names: list[Mention]) -> set[str]:
    return {m.kind for m in names}


def background_split(
    text: str, reference_date: date, matcher: Matcher, group: str | None
) -> tuple[list[str], list[str]] | None:
    """The request sentences of an English ``text`` and the background sentences set
    aside beside them; None when there is no background, no request, or a background
    sentence names, narrows or points at something that may change what is asked. Only
    background told in two sentences or more is weighed here: one sentence beside a
    request ("Beverage team here.", "Take it from the totals line.") is read by the
    context rules as before."""
    if _CJK_RE.search(text):
        return None  # a question mixing in Chinese or Japanese is read by their rules
    sentences = sentences_of(text)
    if len(sentences) < 2:
        return None
    read = []
    for s in sentences:
        norm = normalize(s)
        names = matcher.find(norm)
        dated = bool(find_periods(norm, "en", reference_date))
        read.append((s, norm, names, dated, _asks(s, norm, names, dated)))
    requests = [r for r in read if r[4]]
    background = [r for r in read if not r[4]]
    if not requests or len(background) < 2:
        return None  # one sentence beside a request is read by the context rules
    asked_names = [m for _, _, names, _, _ in requests for m in names]
    asked = _kinds(asked_names)
    market = any(m.kind == "scope" and m.code != group for m in asked_names)
    whose = "scope" in asked or "company" in asked
    figure = "metric" in asked
    asked_dated = any(r[3] for r in requests)
    parted = any(_PART_WORD_RE.search(r[1]) for r in requests)
    first_request = read.index(requests[0])
    lead = requests[0][1]
    named_at = min((m.start for m in requests[0][2]), default=len(lead))
    if any(r is not requests[0] for r in read[:first_request]) and _POINTING_RE.search(
        lead[:named_at]
    ):
        return None  # "What were the sales there?": it points at the background
    if any(not r[2] and not r[3] and _POINTING_RE.search(r[1]) for r in requests):
        return None  # "What number do I give him?": it asks of what the background says
    for at, (sentence, norm, names, dated, _) in enumerate(read):
        if (sentence, norm, names, dated, False) not in background:
            continue
        if _DETAIL_DECLINED_RE.match(gr.COURTESY_RE.sub(" ", norm).strip(" .!,")):
            continue
        if _LATEST_WANTED_RE.match(gr.COURTESY_RE.sub(" ", norm).strip(" .!,")):
            if asked_dated:
                return None  # the latest wanted beside a year asked: which is meant
            continue
        if not _set_aside(
            sentence,
            norm,
            names,
            dated,
            at > first_request,
            asked,
            (market, whose, figure),
            asked_dated,
            parted,
            frozenset((m.kind, m.code) for m in asked_names),
        ):
            return None
    return [r[0] for r in requests], [r[0] for r in background]


def _set_aside(
    sentence: str,
    norm: str,
    names: list[Mention],
    dated: bool,
    after: bool,
    asked: set[str],
    named: tuple[bool, bool, bool],
    asked_dated: bool,
    parted: bool,
    asked_codes: frozenset[tuple[str, str]],
) -> bool:
    """Whether a background sentence, read beside the requests (the kinds of name they
    name; whether they name a market, whose figure and a metric; whether a year),
    changes nothing asked."""
    market, whose, figure = named
    if not re.search(r"[a-z]{3,}", gr.COURTESY_RE.sub(" ", norm)):
        return True  # courtesy only: "Whatever currency you report it in is fine by me."
    norm = _JUST_NOW_RE.sub(lambda m: m.group(1) + " " * (len(m.group()) - len(m.group(1))), norm)
    if _RELAYED_RE.search(norm):
        return False  # "a customer asked how fast …": what the request may point at
    counts = gr.NUMBER_CUE_RE.search(norm) is not None
    for m in names:
        people = _PEOPLE_RE.fullmatch(norm[m.start : m.end]) is not None and not counts
        if m.kind == "metric" and "metric" not in asked and not people:
            return False
        if m.kind == "scope" and not whose:
            return False
        if m.kind == "unit" and "unit" not in asked and _IN_A_UNIT_RE.search(norm[: m.start]):
            return False  # "in yen": the unit the figure may be wanted in
        if m.kind in ("document", "source") and not (figure or "document" in asked):
            return False
    said = _PART_WORD_RE.sub(lambda w: " " * len(w.group()), norm) if parted else norm
    if _onto_a_metric(said, names, counts):
        return False  # "the *adjusted* EBITDA figure": another measure than the one asked
    if dated and not asked_dated and figure:
        return False  # the year of the figure may be the background's
    unnamed = blank(norm, [(m.start, m.end) for m in names])
    if not parted and (_PART_WORD_RE.search(unnamed) or names_a_kind_of_store(unnamed, "en")):
        return False  # "I run the online store": the part of the figure may be asked
    wanted = _AFTER_RE.sub(" ", unnamed)  # "what's left after tax": a time, nothing wanted
    wanted = _WORK_WANTED_RE.sub(_work_wanted, wanted)  # "she wants a slide comparing …"
    if counted_in_or_out(unnamed) or wants_a_part(wanted, "en") or qualifies_request(unnamed):
        return False
    foreign = holds_a_name(_unnamed_as_written(sentence, norm, names))
    if not market and foreign:
        return False  # "I'm researching Taiwan.": the market may be the one meant
    words = WORD_RE.findall(unnamed)
    clause = any(re.split(r"['’]", w)[0] in SUBJECTS for w in words) or subject_and_verb(words)
    other_market = any(m.kind == "scope" and (m.kind, m.code) not in asked_codes for m in names)
    unnamed = _OWN_PLACE_RE.sub(lambda m: " " * len(m.group()), unnamed)
    if other_market and _PART_NOUN_RE.search(unnamed):
        return False  # "I run one of our Japan stores. … Singapore's revenue?": which is meant
    if gr.QUALIFIES_RE.search(unnamed) and _PART_NOUN_RE.search(unnamed):
        return False  # "I've only been looking at the stores": the part of the figure meant
    courtesy = not re.search(r"[a-z]{3,}", gr.COURTESY_RE.sub(" ", unnamed).replace("and", " "))
    if not clause and after and not courtesy:
        return False  # "… FY2024? Next month.": words after the request say which figure
    if not clause and _PART_OF_YEAR_RE.search(unnamed):
        return False  # "Intern here, first week.": words without a clause may date the figure
    if not clause and (
        gr.QUALIFIES_RE.search(unnamed)
        or (re.match(r"\s*[a-z]+ing(?![a-z])", unnamed) is not None and narrows(unnamed, "en"))
    ):
        return False  # "… FY2023? Just the Taiwan figure.": no statement, it says which
    if after and _POINTING_RE.search(unnamed):
        said = (gr.DERIVED_RE, gr.FORECAST_RE, _NOT_OF_IT_RE)
        if any(cue.search(unnamed) for cue in said):
            return False  # "He wants it compared with FY2023": asked of the figure
    return True


_TIME_NAME_RE = re.compile(
    r"(?<![A-Za-z])(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|(?:January|February|March|April"
    r"|May|June|July|August|September|October|November|December)(?![A-Za-z])"
)
"""A weekday or a month: when the asker's meeting is, no name the KB may lack."""


def _unnamed_as_written(sentence: str, norm: str, names: list[Mention]) -> str:
    """``sentence`` as written, less the KB's names and the names of days and months."""
    if len(norm) == len(sentence):
        sentence = blank(sentence, [(m.start, m.end) for m in names])
    return _TIME_NAME_RE.sub(" ", sentence)
