"""The asker's purpose said in English as a phrase of purposes ("For citation purposes,",
"…, for audit purposes", "For the purposes of my essay,"), and the asker's own exercise
said as a fragment beside the request: a gerund clause on the asker's numbers ("doing
the debt service numbers", "I'm running the credit numbers") or a check named without a
verb ("Just a quick sanity check.", "quick sanity check for the facility review").

Such a phrase says what the figure is for, never which figure: it is set aside by the
context rules (``_context_wrapping``). A phrase that may say on which basis the figure
is counted ("for tax purposes", "for statutory purposes", "for segment purposes") or
names a part of the business ("for online purposes") is kept in the request, so it is
refused.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._purpose import part_word
from ragspine_eval_pipeline.kb.analysis import Word

_PURPOSES_RE = re.compile(
    r"^(?:(?:just|only|mainly|purely|strictly)\s+)?for\s+(?:(?:the|a|our|my)\s+)?"
    r"(?:purposes?\s+of\s+(?P<of>[a-z][a-z\s'’-]{0,40}?)"
    r"|(?P<kind>[a-z][a-z\s-]{0,30}?)\s+purposes?)\s*$"
)

_DETERMINERS = frozenset(["the", "a", "an", "my", "our", "this", "that", "your", "their"])

BASIS_WORDS: frozenset[str] = frozenset(
    [
        "tax",
        "taxation",
        "taxable",
        "accounting",
        "statutory",
        "gaap",
        "ifrs",
        "consolidation",
        "consolidated",
        "segment",
        "segmental",
        "management",
        "regulatory",
        "capital",
        "solvency",
        "covenant",
        "covenants",
        "pro",
        "forma",
        "proforma",
        "underlying",
        "adjusted",
        "constant",
        "currency",
    ]
)
"""Words of a phrase of purposes that may say on which basis a figure is counted."""


def en_purpose(rest: str) -> bool:
    """Whether an English piece is only a phrase of purposes whose words name neither a
    basis of counting (``BASIS_WORDS``) nor a part of the business."""
    match = _PURPOSES_RE.match(rest.strip())
    if match is None:
        return False
    words = re.findall(r"[a-z]+", match.group("of") or match.group("kind"))
    return bool(words) and not any(
        w in BASIS_WORDS or (w not in _DETERMINERS and part_word(Word(w, w, True), "en"))
        for w in words
    )


EXERCISE_WORDS: frozenset[str] = frozenset(
    [
        "debt",
        "credit",
        "lending",
        "loan",
        "loans",
        "facility",
        "facilities",
        "refinancing",
        "financing",
        "valuation",
        "underwriting",
        "diligence",
        "due",
        "rating",
        "ratings",
        "headroom",
        "liquidity",
        "sanity",
        "sense",
        "review",
        "deal",
        "pitch",
        "ic",
    ]
)
"""Words of a lender's or an analyst's own exercise (the credit review, the facility, the
valuation, a sanity check; the service only as the debt's): what the asker does with a
figure, never a part of the business or a basis it is counted on."""

_WORK_SUBJECT = r"(?:(?:i['’]m|i\s+am|we['’]re|we\s+are|just|so|and|still|currently|now)\s+)*"

_DOING_NUMBERS_RE = re.compile(
    rf"^{_WORK_SUBJECT}(?:doing|running|crunching|updating|refreshing|building|prepping"
    r"|preparing|finali[sz]ing|working\s+on|putting\s+together|pulling\s+together)\s+"
    r"(?:the|my|our|some)\s+(?P<what>(?:[a-z-]+\s+){0,3}?)"
    r"(?:numbers|figures|maths?|sums|calcs?|calculations|model|analysis|workings)$"
)
"""A gerund clause of the asker's work on their own numbers, subject said or not ("doing
the debt service numbers", "I'm running the credit numbers")."""

_CHECK_NAMED_RE = re.compile(
    r"^(?:(?:just|only|purely|mainly)\s+)?(?:(?:a|an|my|our|this)\s+)?"
    r"(?:(?:quick|final|last|little|small|brief)\s+)*(?:sanity|sense|gut|double|cross|spot)"
    r"[\s-]?check(?:ing)?"
    r"(?:\s+(?:on|of)\s+(?:the|my|our)\s+(?P<what>(?:[a-z-]+\s+){0,3}?)"
    r"(?:numbers|figures|model|workings|maths?))?"
    r"(?:\s+for\s+(?:the|my|our|a|an|this)\s+(?P<for>[a-z\s-]+?))?$"
)
"""A check of the asker's named without a verb ("Just a quick sanity check.", "a sense
check on my numbers", "quick sanity check for the facility review")."""

_CHECK_FOR_HEADS = frozenset(["review", "reviews", "model", "memo", "paper", "pack", "file"])
"""What a check of the asker's may be for ("… for the facility *review*")."""


def _exercise_words(text: str | None) -> bool:
    """Whether every word of ``text`` (None: no words) is a word of the asker's exercise,
    a company function or a thing of the asker's world: none names a part of the business
    ("the *online* numbers"), a basis ("the *covenant* numbers") or anything else the
    figure may be of ("the *beverage* numbers")."""
    words = re.findall(r"[a-z]+", text or "")
    return all(
        (
            w in EXERCISE_WORDS
            or w in gr.COMPANY_FUNCTIONS
            or w in gr.ASKERS_WORLD_NOUNS
            or (w in ("service", "servicing") and at > 0 and words[at - 1] == "debt")
        )
        and w not in BASIS_WORDS
        and not part_word(Word(w, w, True), "en")
        for at, w in enumerate(words)
    )


_ONTO_NOUN_RE = re.compile(r"(?<![a-z])(?:the|my|our|some|this)\s+(?P<words>(?:[a-z-]+\s+){1,3})$")


def exercise_onto(before: str) -> bool:
    """Whether the words written onto a noun of the figures, ``before`` being the text up
    to that noun, all name the asker's exercise after a determiner ("the *debt service*
    numbers", "our *credit* figures"): the asker's numbers, no part of the figure."""
    onto = _ONTO_NOUN_RE.search(before)
    return onto is not None and _exercise_words(onto.group("words"))


def en_askers_exercise(rest: str) -> bool:
    """Whether an English piece (KB names said again already blanked) is only the asker's
    own exercise: a gerund clause on their numbers (``_DOING_NUMBERS_RE``) or a check
    named without a verb (``_CHECK_NAMED_RE``), whose words all name the exercise
    (``EXERCISE_WORDS``). "doing the online numbers", "doing the covenant numbers" and
    "a sanity check on the franchise numbers" name a part or a basis: no such piece."""
    rest = re.sub(r"\s+", " ", rest).strip(" ,.;:!-–—")
    doing = _DOING_NUMBERS_RE.match(rest)
    if doing is not None:
        return _exercise_words(doing.group("what"))
    check = _CHECK_NAMED_RE.match(rest)
    if check is None:
        return False
    aim = check.group("for")
    return _exercise_words(check.group("what")) and (
        aim is None or (aim.split()[-1] in _CHECK_FOR_HEADS and _exercise_words(aim))
    )


_COMPARING_NOUNS = frozenset(
    [
        "comp",
        "comps",
        "comparison",
        "comparisons",
        "benchmark",
        "benchmarking",
        "analysis",
        "review",
    ]
)
"""The asker's comparing work a competitor word may be written onto ("the peer *comp*")."""

_PEER_WORK_RE = re.compile(
    r"^(?:(?:just|mainly)\s+)?for\s+(?:the|a|an|my|our|this)\s+(?:[a-z-]+\s+){0,2}?"
    r"(?:peers?|competitors?|rivals?)\s+(?P<work>[a-z-]+(?:\s+[a-z-]+)?)"
    r"(?:\s+(?:going|headed|heading)\s+(?:to|for)\s+(?:the\s+)?(?P<to>[a-z\s-]+?))?$"
)


def peer_work_purpose(piece: str) -> bool:
    """Whether an English piece is a purpose phrase naming the asker's comparison with
    other companies ("For the peer comp going to credit committee", "for our peer
    benchmarking deck"): a competitor word written onto a noun of the asker's comparing
    work or world, where the work may go (a committee, a board) and nothing else. It says
    what the company's own figure asked beside it is for; "for the peer group" or "for
    the peers" names whose figure, and is no such phrase."""
    rest = re.sub(r"\s+", " ", piece.casefold()).strip(" ,.;:!-–—")
    match = _PEER_WORK_RE.match(rest)
    if match is None:
        return False
    work = match.group("work").split()
    if work[-1] not in _COMPARING_NOUNS and work[-1] not in gr.ASKERS_WORLD_NOUNS:
        return False
    return _exercise_words(" ".join(work[:-1])) and _exercise_words(match.group("to"))
