"""The offline lexical judge: weighted term overlap with strict numbers, names and negation.

A claim is judged against evidence, never against the retrieved text as a bag of words:
the evidence is one sentence of the contexts (the anchor, the one sharing most of the
claim's weight) plus at most a few more sentences that supply what the anchor lacks —
a claim often merges facts stated in two sentences. An invented claim often reuses a
number or a name found elsewhere, so numbers, names and negation are strict: each must
be in the evidence, and a number or name of the claim that the anchor states
differently (the anchor says 1,702 where the claim says 845) is a contradiction even
when another sentence holds the claim's number.

Terms come from language-aware analysis (``_terms``): stems, dictionary forms and
Chinese words, so an inflection or a polite ending is not a missing word. Rarer words
weigh more than common ones (Zipf frequencies from ``wordfreq``), so an answer that
keeps the rare words of its source and rephrases the common ones is still supported.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from ragspine_eval_pipeline.judges._evidence import EvidenceIndex, Sentence, index_contexts
from ragspine_eval_pipeline.judges._terms import Terms, analyse, claim_language
from ragspine_eval_pipeline.judges._verdict import JudgeIdentity, Verdict, lowest_claim_score
from ragspine_eval_pipeline.text import has_cjk, word_overlap

_EPSILON = 1e-9  # 4/5 must reach a 0.8 threshold despite float rounding
_ANCHORS = 4  # anchor sentences tried per claim, best first
_STRICT_PENALTY = 0.9  # score factor per strict problem: ranks contradictions lower
_STRICT_WEIGHT = 1.0  # numbers and names weigh as the rarest words
_COMMON_NAME_WEIGHT = 0.7  # a name lighter than this is a common word (Japan, 日本)
_MIN_CONTENT = 1.0  # a claim lighter than one rare word asserts nothing checkable
_RARE = 0.9  # a word this rare (or a name) identifies what a sentence is about
_SWAP_WEIGHT = 2.0  # at most this much of a claim may come from outside a swapped anchor
# Negation is compared only where the evidence restates the claim: in a looser paraphrase
# the same word often stands in another clause, under another negation (measured on
# human-labelled answers: such mismatches flagged supported Japanese answers, caught none).
_RESTATED = 0.85
# Share of an answer's score that is its plain word overlap with the contexts: what no
# claim checks (questions, asides, remarks to the reader) still counts in the ranking.
# Chosen by cross-validation on human-labelled public data (see the README).
_SURFACE_SHARE = 0.15
# Verdicts kept per judge: a golden set asks the same claims of the same few KB passages
# over and over (a templated answer, a shared document), and a verdict is a pure
# function of (claim, contexts), so each pair is judged once. Bounded, so a run over
# distinct answers holds no more than this many.
_MEMO_SIZE = 8192


@dataclass(frozen=True, slots=True)
class _Judged:
    """One candidate evidence for a claim, scored."""

    score: float
    coverage: float
    evidence: tuple[Sentence, ...]
    missing: tuple[str, ...]
    problem: str | None
    restated: bool
    """The evidence restates the claim (coverage of at least ``_RESTATED``)."""

    def rank(self) -> tuple[int, bool, float]:
        """Which candidate judges the claim: a clean restatement, else a restatement that
        negates differently (a looser match elsewhere must not hide it), else the best."""
        tier = (2 if self.problem is None else 1) if self.restated else 0
        return tier, self.problem is None, self.score


class LexicalOverlapJudge:
    """Entailment by weighted term overlap with evidence, strict on numbers, names, negation.

    A claim is entailed when some evidence (an anchor sentence plus up to
    ``max_sentences - 1`` sentences supplying what it lacks) covers at least
    ``threshold`` of the claim's term weight, holds every number and name of the claim,
    contradicts none of them in the anchor, and, where it restates the claim, negates
    what the claim negates and nothing else of it; no looser evidence elsewhere excuses a
    restatement that negates differently. ``score`` is the coverage, lowered per strict
    problem, so a sweep over it ranks contradictions below mere rewording; an answer's
    score (``score_answer``) also weighs the words no claim checks.

    The default threshold depends on the claim's language (``DEFAULT_THRESHOLDS``),
    chosen by cross-validation on human-labelled public data (see the README): answers
    in Japanese rephrase far more of their sources' words than English ones do. A
    ``threshold`` given explicitly applies to every language. A claim with no context is not
    entailed; a claim with nothing checkable (no content term, or a framing sentence
    announcing a list) is entailed and marked vacuous.
    """

    VERSION = "4"
    """Bumped whenever a change to the algorithm can change a verdict."""
    SETTINGS: ClassVar[dict[str, type]] = {"threshold": float, "max_sentences": int}
    """Settings a spec may give (``lexical:threshold=0.7``), with their types."""
    DEFAULT_THRESHOLDS: ClassVar[dict[str, float]] = {"en": 0.85, "zh": 0.6, "ja": 0.3}
    """Coverage needed per claim language when no ``threshold`` is given."""

    def __init__(self, threshold: float | None = None, *, max_sentences: int = 3) -> None:
        if threshold is not None and not 0.0 < threshold <= 1.0:
            raise ValueError(f"threshold must be in (0, 1], got {threshold}")
        if max_sentences < 1:
            raise ValueError(f"max_sentences must be >= 1, got {max_sentences}")
        self.threshold = threshold
        self.max_sentences = max_sentences
        self._verdicts: dict[tuple[str, tuple[str, ...]], Verdict] = {}
        self._surfaces: dict[tuple[str, tuple[str, ...]], float] = {}

    def __getstate__(self) -> dict[str, object]:
        # The memos are caches, not state: a pickled judge travels without them.
        return {k: v for k, v in self.__dict__.items() if k not in ("_verdicts", "_surfaces")}

    def __setstate__(self, state: dict[str, object]) -> None:
        self.__dict__.update(state)
        self._verdicts, self._surfaces = {}, {}

    @property
    def thresholds(self) -> dict[str, float]:
        """The coverage needed per claim language."""
        if self.threshold is None:
            return dict(self.DEFAULT_THRESHOLDS)
        return dict.fromkeys(self.DEFAULT_THRESHOLDS, self.threshold)

    @property
    def identity(self) -> JudgeIdentity:
        """Name, version and settings: what a baseline records beside its numbers."""
        settings: dict[str, float | int] = {
            f"threshold_{lang}": value for lang, value in self.thresholds.items()
        }
        settings["max_sentences"] = self.max_sentences
        return JudgeIdentity(name="lexical", version=self.VERSION, settings=settings)

    def __repr__(self) -> str:
        return (
            f"LexicalOverlapJudge(threshold={self.threshold}, max_sentences={self.max_sentences})"
        )

    def score_answer(
        self, answer: str, contexts: Sequence[str], verdicts: Sequence[Verdict]
    ) -> float:
        """The lowest claim score, blended with the answer's plain word overlap.

        The verdict needs every claim entailed; the score also ranks answers whose claims
        hold but whose other sentences (a question back, an opinion) say what no context
        does: people label those unsupported.
        """
        lowest = lowest_claim_score(verdicts)
        key = (answer, tuple(contexts))
        surface = self._surfaces.get(key)
        if surface is None:
            surface = word_overlap(answer, contexts)
            _remember(self._surfaces, key, surface)
        return (1.0 - _SURFACE_SHARE) * lowest + _SURFACE_SHARE * surface

    def judge(self, claim: str, contexts: Sequence[str]) -> Verdict:
        """Judge ``claim`` against ``contexts``; see the class docstring."""
        key = (claim, tuple(contexts))
        verdict = self._verdicts.get(key)
        if verdict is None:
            verdict = self._judge(claim, key[1])
            _remember(self._verdicts, key, verdict)
        return verdict

    def _judge(self, claim: str, contexts: tuple[str, ...]) -> Verdict:
        terms = analyse(claim)
        index = index_contexts(contexts)
        items = [*terms.words, *sorted(terms.numbers)]
        if not index.sentences:
            return Verdict(
                entailed=False, coverage=0.0, missing=items, reason="no context", score=0.0
            )
        if not items or is_framing(claim) or _says_little(terms):
            return Verdict(
                entailed=True,
                coverage=1.0,
                reason="nothing checkable in the claim",
                vacuous=True,
                score=1.0,
            )
        names = _strict_names(terms, index)
        weights = dict(zip(terms.words, terms.weights, strict=True))
        weights.update(dict.fromkeys(sorted(names | terms.numbers), _STRICT_WEIGHT))
        best: _Judged | None = None
        for anchor in _anchors(index, weights):
            judged = self._evidence(terms, names, weights, index, anchor)
            if best is None or judged.rank() > best.rank():
                best = judged
        if best is None:  # no sentence shares a term with the claim
            return Verdict(
                entailed=False,
                coverage=0.0,
                missing=items,
                reason="no passage shares a word with the claim",
                score=0.0,
            )
        reason = best.problem
        threshold = self.thresholds[claim_language(claim)]
        if reason is None and best.coverage < threshold - _EPSILON:
            reason = f"coverage {best.coverage:.2f} below threshold {threshold:.2f}"
        return Verdict(
            entailed=reason is None,
            coverage=best.coverage,
            missing=list(best.missing),
            reason=reason,
            context_index=best.evidence[0].context,
            passage=" … ".join(s.text for s in best.evidence),
            score=best.score,
        )

    def _evidence(
        self,
        terms: Terms,
        names: set[str] | frozenset[str],
        weights: dict[str, float],
        index: EvidenceIndex,
        anchor: int,
    ) -> _Judged:
        chosen = [anchor]
        held = _holds(index.sentences[anchor], weights)
        while len(chosen) < self.max_sentences:
            gains: dict[int, float] = defaultdict(float)
            for item, weight in weights.items():
                if item not in held:
                    for si in index.holding(item):
                        gains[si] += weight
            if not gains:
                break
            extra = max(gains, key=lambda si: (gains[si], -si))
            chosen.append(extra)
            held |= _holds(index.sentences[extra], weights)
        evidence = tuple(index.sentences[si] for si in chosen)
        # fsum is exact, so the coverage does not depend on the order of the terms.
        total = math.fsum(weights.values())
        coverage = min(math.fsum(weights[item] for item in held) / total, 1.0)
        missing = tuple(item for item in weights if item not in held)
        restated = coverage >= _RESTATED - _EPSILON
        problems = _strict_problems(terms, names, evidence, held, index, restated=restated)
        score = coverage * _STRICT_PENALTY ** len(problems)
        problem = problems[0] if problems else None
        return _Judged(score, coverage, evidence, missing, problem, restated)


def _remember(memo: dict, key: object, value: object) -> None:
    """Keep ``value`` under ``key``, starting over when the memo is full (thread-safe:
    each step is one dict operation under the GIL, and a lost entry is only recomputed)."""
    if len(memo) >= _MEMO_SIZE:
        memo.clear()
    memo[key] = value


def _strict_names(terms: Terms, index: EvidenceIndex) -> set[str]:
    """The claim's names that must be in its evidence.

    A name is tagged by the analyser, capitalized, or used as a name by the contexts. A
    common word tagged as a name (Japan, 日本) is strict only where the contexts hold it
    somewhere: then it may have been moved from another fact; elsewhere it is phrasing.
    """
    weights = dict(zip(terms.words, terms.weights, strict=True))
    candidates = terms.names | (terms.maybe_names & index.names) | (index.names & weights.keys())
    # A capitalized first word no context holds, and as rare as a name (``Vietnamese
    # revenue is earned in yen``), may be a place or a party moved in from nowhere.
    candidates |= {
        m for m in terms.maybe_names if weights.get(m, 0.0) >= _RARE and not index.holding(m)
    }
    return {
        name
        for name in candidates
        if weights.get(name, 1.0) >= _COMMON_NAME_WEIGHT
        or index.holding(name)
        or (name in terms.names and has_cjk(name))
    }


def _anchors(index: EvidenceIndex, weights: dict[str, float]) -> list[int]:
    """The sentences sharing most of the claim's weight, best first."""
    shared: dict[int, float] = defaultdict(float)
    for item, weight in weights.items():
        for si in index.holding(item):
            shared[si] += weight
    return sorted(shared, key=lambda si: (-shared[si], si))[:_ANCHORS]


def _holds(sentence: Sentence, weights: dict[str, float]) -> set[str]:
    return {item for item in weights if item in sentence.words or item in sentence.numbers}


def _strict_problems(
    terms: Terms,
    names: set[str] | frozenset[str],
    evidence: tuple[Sentence, ...],
    held: set[str],
    index: EvidenceIndex,
    *,
    restated: bool,
) -> list[str]:
    """What the evidence contradicts or lacks among the claim's numbers, names, negation."""
    problems = [
        f"number {n[1:]!r} not in the evidence" for n in sorted(terms.numbers) if n not in held
    ]
    problems += [f"name {n!r} not in the evidence" for n in sorted(names) if n not in held]
    anchor = evidence[0]
    # A number or name the anchor lacks but another sentence supplies, while the anchor
    # states a different one: the claim moved it from one fact to another.
    borrowed_numbers = (terms.numbers & held) - anchor.numbers
    if borrowed_numbers and anchor.terms.numbers - terms.numbers:
        shown = min(anchor.terms.numbers - terms.numbers)[1:]
        problems.append(f"the passage states {shown!r} where the claim has another number")
    anchor_names = anchor.terms.names | (anchor.words & index.names)
    if ((names & held) - anchor.words) and anchor_names - set(terms.words):
        problems.append("the passage names another party than the claim")
    elif _swapped(terms, names, evidence):
        problems.append("the passage states the same fact of another party or figure")
    if restated:
        for word in terms.words:
            if word in held and not _same_polarity(word, terms, evidence):
                problems.append(f"negation of {word!r} differs from the evidence")
                break
    return problems


def _swapped(terms: Terms, names: set[str], evidence: tuple[Sentence, ...]) -> bool:
    """An evidence sentence states the claim's fact but for another party or figure.

    Seen when one sentence holds everything of the claim but one or two rare words or
    names that another sentence supplies, while it has a rare word or name of its own
    instead ("Adatum reported revenue of 512" against "ACME Singapore reported revenue
    of 512 … Adatum raised its dividend").
    """
    if len(evidence) < 2:
        return False
    weights = dict(zip(terms.words, terms.weights, strict=True))
    for position, sentence in enumerate(evidence):
        # The anchor may swap any rare word; another sentence of the evidence only a name.
        rare = _RARE if position == 0 else float("inf")
        borrowed = [w for w in terms.words if w not in sentence.words]
        if math.fsum(weights[w] for w in borrowed) > _SWAP_WEIGHT:
            continue
        if terms.numbers - sentence.numbers and sentence.terms.numbers - terms.numbers:
            return True  # the same fact with another figure
        if not borrowed:
            continue
        if not any(weights[w] >= rare or w in names for w in borrowed):
            continue
        own = zip(sentence.terms.words, sentence.terms.weights, strict=True)
        if any(
            word not in weights and (weight >= rare or word in sentence.terms.names)
            for word, weight in own
        ):
            return True
    return False


def _same_polarity(word: str, claim: Terms, evidence: tuple[Sentence, ...]) -> bool:
    """Whether the first evidence sentence holding ``word`` uses it as the claim does.

    Each way the claim uses the word (negated, affirmed) must be found there; a sentence
    using it both ways (保証期間…保証するものではない) supports a claim using it either way.
    """
    for sentence in evidence:
        if word in sentence.words:
            used = sentence.terms
            if word in claim.negated and word not in used.negated:
                return False
            return word not in claim.affirmed or word in used.affirmed
    return True


def _says_little(terms: Terms) -> bool:
    """Only common words, no number, no name ("Yes, I agree."): nothing to check."""
    return not terms.numbers and not terms.names and math.fsum(terms.weights) < _MIN_CONTENT


def is_framing(claim: str) -> bool:
    """A sentence that announces what follows ("as follows:", 「以下の通りです」) states nothing."""
    stripped = claim.rstrip()
    return stripped.endswith((":", "：")) or any(cue in stripped for cue in _FRAMING_CUES)


_FRAMING_CUES = (
    "以下の",
    "以下に",
    "次の",
    "下記",
    "如下",
    "以下几",
    "the following",
    "as follows",
    "The following",
)
