"""Sentence and claim splitting for English, Chinese and Japanese answers.

A claim is one sentence of an answer: the unit the judge checks against a passage.
Sentences end at ``. ! ? 。！？`` and at newlines, but a ``.`` inside a number
(``1,702.5``), a file name (``doc.pdf``) or after an abbreviation (``e.g.``) does not end
one. Citation markers are dropped first so that ``[doc.pdf]`` cannot split a sentence
and ``[1]`` is never judged as content.
"""

from __future__ import annotations

import re

_HARD_END = frozenset("!?。！？｡\n")
_BOUNDARY_RE = re.compile(r"[.．!?。！？｡]+|\n")

# After these a "." ends no sentence, whatever follows (titles before a name).
_TITLES = frozenset("mr mrs ms dr prof st no nos fig figs vol pp".split())  # noqa: SIM905
# After these a "." ends a sentence only when an upper-case letter follows.
_ABBREVIATIONS = frozenset(
    """e.g i.e etc vs approx inc ltd co corp cf al est dept jan feb mar apr jun jul aug
    sep sept oct nov dec u.s u.k""".split()  # noqa: SIM905
)

_CITATION_RE = re.compile(
    r"\[\^?[^\[\]\n]{1,120}\]"  # [1], [1, 2], [^1], [ACME_FY2025_Results.pptx]
    r"|【[^【】\n]{1,120}】"  # 【1】, 【资料1】
    r"|[(（]\s*(?:sources?|src|refs?|cf\.?|see|citations?|来源|出处|出處|資料|出典|参照|参考|引用|ソース)"
    r"\s*[:：][^()（）\n]{0,160}[)）]"  # (source: X), （出典：X）
    r"|[(（]\s*[\w\-. ]{1,100}\.(?:pdf|pptx?|xlsx?|docx?|csv|md|txt|html?)\b[^()（）\n]{0,80}[)）]",
    re.IGNORECASE,
)

# An assumption the answer states before answering. English and Chinese put the cue
# first ("Assuming FY2025: ...", "假设为FY2025：..."), Japanese puts it last
# ("FY2025と仮定して、...").
_LEADING_CUE_RE = re.compile(
    r"^\s*(?:assuming|we assume|i assume|if we assume|under the assumption(?: that)?|"
    r"假设|假定|默认|若以)\s*",
    re.IGNORECASE,
)
_LABEL_CUE_RE = re.compile(r"^\s*(?:assumptions?|前提|仮定|假设|假定)\s*[:：]\s*", re.IGNORECASE)
_TRAILING_CUE_RE = re.compile(
    r"(?:と仮定(?:して|すると|した場合)|を前提(?:として|に|とすると)|と想定(?:して|すると)|"
    r"とした場合)\s*[、,，:：]?\s*"
)
_PARENTHETICAL_RE = re.compile(r"\([^()]*\)|（[^（）]*）")
_QUALIFIER_LEAD_RE = re.compile(r"^(?:that|the|为|是|以)\s*", re.IGNORECASE)
_EDGE_CHARS = " \t\r\n\"'“”‘’「」『』,，、;；:：-–—•*·"
_HAS_CONTENT_RE = re.compile(r"\w")
# A bold label heading a list item ("**Cause**: ...", "2. **養成期間**："): a heading,
# not a claim; the sentence after it is judged.
_LABEL_RE = re.compile(
    r"^\s*(?:\d{1,2}[.)]\s*)?\*\*[^*\n]{1,80}\*\*\s*[:：]?\s*|\A[^*\n]{1,80}\*\*\s*[:：]\s*"
)
_LIST_MARKER_RE = re.compile(r"^\s*(?:[-*•·]|\d{1,2}[.)]|[(（]\d{1,2}[)）])\s+")


def _dot_ends_sentence(text: str, pos: int) -> bool:
    """Decide whether the single ``.`` at ``pos`` ends a sentence."""
    nxt = text[pos + 1 : pos + 2]
    if nxt and not nxt.isspace() and nxt not in "\"'”’)）」』":
        return False  # 1,702.5 / doc.pdf / e.g / a "." glued to CJK text
    start = pos
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    word = text[start:pos].lstrip("(\"'“‘").casefold()
    if word in _TITLES:
        return False
    line_start = text.rfind("\n", 0, start) + 1
    if word.isdigit() and len(word) <= 2 and not text[line_start:start].strip():
        return False  # "2. Costs fell": a list enumerator, removed later
    if word in _ABBREVIATIONS or (len(word) == 1 and word.isalpha()):
        rest = text[pos + 1 :].lstrip()
        return bool(rest) and rest[0].isupper()
    return True


def split_sentences(text: str, *, questions: bool = True) -> list[str]:
    """Split ``text`` into stripped sentences, dropping pieces with no word character.

    With ``questions=False`` a sentence ending in ``?`` or ``？`` is dropped too: a
    question asserts nothing.
    """
    pieces: list[tuple[str, str]] = []
    start = 0
    for match in _BOUNDARY_RE.finditer(text):
        mark = match.group()
        if not (_HARD_END.intersection(mark) or len(mark) > 1) and not _dot_ends_sentence(
            text, match.start()
        ):
            continue
        pieces.append((text[start : match.start()], mark))
        start = match.end()
    pieces.append((text[start:], ""))
    out = []
    for piece, mark in pieces:
        if not questions and ("?" in mark or "？" in mark):
            continue
        piece = _LIST_MARKER_RE.sub("", _LABEL_RE.sub("", piece)).strip(_EDGE_CHARS)
        if _HAS_CONTENT_RE.search(piece):
            out.append(piece)
    return out


def drop_citations(text: str) -> str:
    """Remove citation markers: ``[1]``, ``[doc.pdf]``, ``(source: X)``, ``【1】``."""
    return _CITATION_RE.sub("", text)


def _clean_qualifier(raw: str) -> str:
    qualifier = _PARENTHETICAL_RE.sub("", raw).strip(_EDGE_CHARS)
    return _QUALIFIER_LEAD_RE.sub("", qualifier).strip(_EDGE_CHARS)


def _first_separator(text: str) -> int:
    """Index of the first ``:`` (else ``,``) outside parentheses, or -1."""
    depth = 0
    comma = -1
    for i, ch in enumerate(text):
        if ch in "(（":
            depth += 1
        elif ch in ")）":
            depth = max(depth - 1, 0)
        elif depth == 0 and ch in ":：":
            return i
        elif depth == 0 and ch in ",，、" and comma < 0:
            comma = i
    return comma


def split_preamble(sentence: str) -> tuple[str, str] | None:
    """Split an assumption preamble off ``sentence`` as ``(qualifier, rest)``.

    Returns None when the sentence states no assumption. ``rest`` is empty when the
    whole sentence is the assumption.
    """
    label = _LABEL_CUE_RE.match(sentence)
    if label:
        return _clean_qualifier(sentence[label.end() :]), ""
    lead = _LEADING_CUE_RE.match(sentence)
    if lead:
        body = sentence[lead.end() :]
        cut = _first_separator(body)
        if cut < 0:
            return None  # no separator: an ordinary sentence, judged whole
        return _clean_qualifier(body[:cut]), body[cut + 1 :].strip(_EDGE_CHARS)
    trail = _TRAILING_CUE_RE.search(sentence)
    if trail:
        return _clean_qualifier(sentence[: trail.start()]), sentence[trail.end() :].strip(
            _EDGE_CHARS
        )
    return None


def split_claims(text: str) -> list[str]:
    """Split an answer into the claims a judge checks, one per sentence.

    Citation markers, questions, list enumerators and bold headings ("**Cause**:") are
    dropped and empty pieces skipped. An assumption preamble
    ("Assuming FY2025 (the latest closed fiscal year): ...", "假设为FY2025：...",
    "FY2025と仮定して、...") is not itself a claim: what the sources say is judged, not
    what the answer chose to assume. Its qualifier (the preamble without the cue and
    without parenthetical remarks, e.g. ``FY2025``) is prefixed to the claim it
    introduces, so the scope the answer assumed must agree with the passage that
    supports that claim.
    """
    claims: list[str] = []
    pending = ""
    for sentence in split_sentences(drop_citations(text), questions=False):
        preamble = split_preamble(sentence)
        if preamble is not None:
            qualifier, sentence = preamble
            pending = f"{pending} {qualifier}".strip()
            if not _HAS_CONTENT_RE.search(sentence):
                continue
        if pending:
            sentence = f"{pending} {sentence}"
            pending = ""
        claims.append(sentence)
    return claims
