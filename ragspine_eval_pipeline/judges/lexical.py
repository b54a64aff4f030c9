"""The offline lexical judge: token overlap plus strict numbers, names and negation.

A claim is judged against one passage at a time — a sentence of one context — never
against the retrieved text as a bag of words: an invented claim often reuses a number
or a name found elsewhere in the context, and only the passage that states the fact can
vouch for it. Context indexes are cached because every claim of an answer is judged
against the same contexts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import ClassVar

from ragspine_eval_pipeline.judges._lexicon import (
    GAZETTEER,
    compile_gazetteer,
    gazetteer_tokens,
    latin_names,
    negations,
    proper_nouns,
    split_clauses,
)
from ragspine_eval_pipeline.judges._verdict import JudgeIdentity, Verdict
from ragspine_eval_pipeline.judges.claims import split_sentences
from ragspine_eval_pipeline.text import content_tokens, has_cjk, is_number_token, normalize

_EPSILON = 1e-9  # 4/5 must reach a 0.8 threshold despite float rounding
_HIRAGANA_RE = re.compile("[\u3040-\u309f]")


def judge_tokens(text: str) -> list[str]:
    """Content tokens with the English possessive dropped (``ACME's`` → ``acme``)."""
    tokens = content_tokens(text)
    if "'" not in text and "’" not in text:
        return tokens
    return [t[:-2] if t.endswith(("'s", "’s")) else t for t in tokens]


def _clauses(text: str) -> tuple[tuple[frozenset[str], int], ...]:
    return tuple((frozenset(judge_tokens(c)), negations(c)) for c in split_clauses(normalize(text)))


@dataclass(frozen=True, slots=True)
class _Passage:
    text: str
    tokens: frozenset[str]
    """Tokens of the sentence itself: numbers and names must be found here."""
    cover: frozenset[str]
    """Tokens that count toward coverage: the sentence and its window of neighbours."""
    clauses: tuple[tuple[frozenset[str], int], ...]
    """Each clause's tokens and its number of negation cues."""
    negations: int
    """Negation cues in the whole sentence."""


@dataclass(frozen=True, slots=True)
class _ContextIndex:
    passages: tuple[_Passage, ...]
    tokens: frozenset[str]
    names: frozenset[str]


@lru_cache(maxsize=8192)
def index_context(context: str, window: int = 0) -> _ContextIndex:
    """Split one context into passages and tokenize them once."""
    sentences = split_sentences(context)
    token_sets = [frozenset(judge_tokens(s)) for s in sentences]
    passages = []
    for i, sentence in enumerate(sentences):
        cover = token_sets[i]
        if window:
            cover = frozenset().union(*token_sets[max(i - window, 0) : i + window + 1])
        clauses = _clauses(sentence)
        negated = sum(n for _, n in clauses)
        passages.append(_Passage(sentence, token_sets[i], cover, clauses, negated))
    return _ContextIndex(
        passages=tuple(passages),
        tokens=frozenset().union(*token_sets),
        names=frozenset(proper_nouns(sentences)),
    )


class LexicalOverlapJudge:
    """Entailment by token overlap with one passage, strict on numbers, names and negation.

    A claim is entailed by a passage (a sentence of one context) when

    * at least ``threshold`` of the claim's content tokens are in the passage (its
      window of ``window`` neighbouring sentences on each side counts here);
    * every number of the claim is in the sentence itself;
    * every name of the claim is in the sentence: Latin words in capitals, codes such
      as ``FY2025``/``ACME_HK``, words capitalized after the start of the claim or used
      as names by the context, and listed CJK names (``GAZETTEER`` plus ``entities``);
    * no CJK bigram missing from the sentence is found in another passage: CJK has no
      capitals, so a name taken from elsewhere in the context shows up this way;
    * each clause of the claim has the negation polarity of the sentence clause it
      overlaps most (not/no/never/without, 不/没/未/无/非, ない/ず/ません/なし).

    The claim is entailed when any passage qualifies. A claim with no contexts is not
    entailed (coverage 0.0); a claim with no content tokens asserts nothing checkable
    and is entailed, with a reason saying so.
    """

    VERSION = "1"
    """Bumped whenever a change to the algorithm can change a verdict."""
    SETTINGS: ClassVar[dict[str, type]] = {"threshold": float, "window": int}
    """Settings a spec may give (``lexical:threshold=0.7``), with their types."""

    def __init__(
        self,
        threshold: float = 0.8,
        *,
        window: int = 0,
        entities: Iterable[str] = (),
    ) -> None:
        if not 0.0 < threshold <= 1.0:
            raise ValueError(f"threshold must be in (0, 1], got {threshold}")
        if window < 0:
            raise ValueError(f"window must be >= 0, got {window}")
        self.threshold = threshold
        self.window = window
        self._gazetteer = compile_gazetteer((*GAZETTEER, *entities))

    @property
    def identity(self) -> JudgeIdentity:
        """Name, version and settings: what a baseline records beside its numbers."""
        return JudgeIdentity(
            name="lexical",
            version=self.VERSION,
            settings={"threshold": self.threshold, "window": self.window},
        )

    def __repr__(self) -> str:
        return f"LexicalOverlapJudge(threshold={self.threshold}, window={self.window})"

    def judge(self, claim: str, contexts: Sequence[str]) -> Verdict:
        """Judge ``claim`` against every passage of ``contexts``; see the class docstring."""
        tokens = list(dict.fromkeys(judge_tokens(claim)))
        indexes = [index_context(c, self.window) for c in contexts if c.strip()]
        scored = [
            (len(claim_set & passage.cover), ci, passage)
            for claim_set in (set(tokens),)
            for ci, index in enumerate(indexes)
            for passage in index.passages
        ]
        if not scored:  # no context, or contexts without a sentence of content
            return _verdict(False, 0.0, tokens, missing=tokens, reason="no context")
        if not tokens:
            return _verdict(True, 1.0, tokens, reason="no content tokens to check", vacuous=True)

        n = len(tokens)
        needed = self.threshold * n - _EPSILON
        candidates = sorted((item for item in scored if item[0] >= needed), key=_by_hits)
        if not candidates:
            hit, ci, passage = max(scored, key=_hits)
            reason = f"coverage {hit / n:.2f} below threshold {self.threshold:.2f}"
            return _verdict(False, hit / n, tokens, ci, passage, reason=reason)

        claim = _Claim(claim, tokens, indexes, self._gazetteer)
        first: tuple[int, int, _Passage, str] | None = None
        for hit, ci, passage in candidates:
            problem = claim.problem(passage)
            if problem is None:
                return _verdict(True, hit / n, tokens, ci, passage, strict=claim.strict)
            if first is None:
                first = (hit, ci, passage, problem)
        assert first is not None
        hit, ci, passage, problem = first
        return _verdict(False, hit / n, tokens, ci, passage, strict=claim.strict, reason=problem)


def _hits(item: tuple[int, int, _Passage]) -> int:
    return item[0]


def _by_hits(item: tuple[int, int, _Passage]) -> int:
    return -item[0]


class _Claim:
    """What the strict rules need to know about one claim, computed once per claim."""

    __slots__ = ("_clauses", "indexes", "maybe", "negations", "strict", "text", "tokens")

    def __init__(
        self,
        text: str,
        tokens: list[str],
        indexes: list[_ContextIndex],
        gazetteer: re.Pattern[str] | None,
    ) -> None:
        claim_set = set(tokens)
        normalized = normalize(text)
        names, self.maybe = latin_names(text)
        for index in indexes:
            names |= claim_set & index.names
        names |= gazetteer_tokens(gazetteer, normalized)
        self.text = text
        self.tokens = tokens
        self.indexes = indexes
        self.strict = {t for t in tokens if is_number_token(t)} | (names & claim_set)
        self.negations = negations(normalized)
        self._clauses: tuple[tuple[frozenset[str], int], ...] | None = None

    def problem(self, passage: _Passage) -> str | None:
        """The first strict rule ``passage`` breaks for this claim, or None."""
        for token in self.tokens:
            if token in self.strict and token not in passage.tokens:
                kind = "number" if is_number_token(token) else "name"
                return f"{kind} {token!r} not in the supporting passage"
        # A token missing from the passage may not come from elsewhere in the contexts
        # when it may be a name: a capitalized first word, or a CJK bigram (no capitals).
        for token in self.tokens:
            if (
                token not in passage.cover
                and (token in self.maybe or _is_name_bigram(token))
                and any(token in index.tokens for index in self.indexes)
            ):
                return f"{token!r} comes from another passage"
        if not self.negations and not passage.negations:
            return None
        if self._clauses is None:
            self._clauses = _clauses(self.text)
        for claim_tokens, claim_negations in self._clauses:
            best, negations = 0, None
            for passage_tokens, passage_negations in passage.clauses:
                overlap = len(claim_tokens & passage_tokens)
                if overlap > best:
                    best, negations = overlap, passage_negations
            if negations is not None and negations != claim_negations:
                return "negation differs from the supporting passage"
        return None


def _is_name_bigram(token: str) -> bool:
    """A CJK bigram that could be part of a name: two characters, no hiragana."""
    return len(token) == 2 and has_cjk(token) and _HIRAGANA_RE.search(token) is None


def _verdict(
    entailed: bool,
    coverage: float,
    tokens: list[str],
    ci: int | None = None,
    passage: _Passage | None = None,
    *,
    strict: set[str] | None = None,
    missing: list[str] | None = None,
    reason: str | None = None,
    vacuous: bool = False,
) -> Verdict:
    if missing is None and passage is not None:
        anchor = strict or set()
        missing = [
            t for t in tokens if t not in passage.cover or (t in anchor and t not in passage.tokens)
        ]
    return Verdict(
        entailed=entailed,
        coverage=min(max(coverage, 0.0), 1.0),
        missing=missing or [],
        reason=reason,
        context_index=ci,
        passage=passage.text if passage is not None else None,
        vacuous=vacuous,
    )
