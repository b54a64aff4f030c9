"""The contexts of one answer as an index of sentences, searched by term.

Every claim of an answer is judged against the same contexts, so they are split into
sentences and analysed once (cached), with an inverted index from term to sentences: a
claim reaches the few sentences that share its terms without a pass over a 40,000
character page.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache

from ragspine_eval_pipeline.judges._lexicon import proper_nouns
from ragspine_eval_pipeline.judges._terms import Terms, analyse, stem
from ragspine_eval_pipeline.judges.claims import split_sentences


@dataclass(frozen=True, slots=True)
class Sentence:
    """One sentence of one context, analysed."""

    text: str
    context: int
    """Index of its context in the judged contexts."""
    terms: Terms
    words: frozenset[str]
    numbers: frozenset[str]
    """Its quantities, the bare forms of magnitude numbers included."""


@dataclass(frozen=True, slots=True)
class EvidenceIndex:
    """The sentences of a set of contexts and where each term occurs."""

    sentences: tuple[Sentence, ...]
    postings: dict[str, tuple[int, ...]]
    """Term or quantity → indexes of the sentences holding it."""
    names: frozenset[str]
    """Words the contexts treat as names (capitalized inside a sentence, never lower)."""

    def holding(self, term: str) -> tuple[int, ...]:
        """Indexes of the sentences holding ``term``."""
        return self.postings.get(term, ())


@lru_cache(maxsize=4096)
def index_contexts(contexts: tuple[str, ...]) -> EvidenceIndex:
    """Split, analyse and index ``contexts`` (blank ones hold no sentence)."""
    sentences: list[Sentence] = []
    texts: list[str] = []
    for ci, context in enumerate(contexts):
        for text in split_sentences(context):
            terms = analyse(text)
            sentences.append(
                Sentence(
                    text=text,
                    context=ci,
                    terms=terms,
                    words=frozenset(terms.words),
                    numbers=terms.numbers | terms.bare_numbers,
                )
            )
            texts.append(text)
    postings: dict[str, list[int]] = defaultdict(list)
    for si, sentence in enumerate(sentences):
        for term in sentence.words | sentence.numbers:
            postings[term].append(si)
    names = frozenset(stem(n) for n in proper_nouns(texts))
    return EvidenceIndex(
        sentences=tuple(sentences),
        postings={term: tuple(ids) for term, ids in postings.items()},
        names=names,
    )
