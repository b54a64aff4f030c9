"""Okapi BM25 over pre-tokenized passages, on an inverted index.

A query touches only the postings of its own terms, so a search costs what its terms
occur, not what the corpus holds. Ties are broken by passage order, so results are
the same on every run.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence


class BM25Index:
    """An inverted index scoring passages with Okapi BM25 (k1, b)."""

    def __init__(self, passages: Sequence[Sequence[str]], k1: float = 1.5, b: float = 0.75):
        self.k1 = k1
        self.b = b
        self.n = len(passages)
        lengths = [len(tokens) for tokens in passages]
        # An empty corpus has no average length; 1.0 keeps the formula defined.
        avg = (sum(lengths) / self.n) if self.n and sum(lengths) else 1.0
        self._norm = [k1 * (1 - b + b * length / avg) for length in lengths]
        postings: dict[str, list[tuple[int, int]]] = {}
        for index, tokens in enumerate(passages):
            for term, tf in sorted(Counter(tokens).items()):
                postings.setdefault(term, []).append((index, tf))
        self._postings = postings
        self._idf = {
            term: math.log(1 + (self.n - len(plist) + 0.5) / (len(plist) + 0.5))
            for term, plist in postings.items()
        }

    def search(
        self, query: Sequence[str], k: int, within: range | None = None
    ) -> list[tuple[int, float]]:
        """Top ``k`` (passage index, score) pairs for ``query``; only positive scores.

        ``within`` restricts the search to a contiguous block of passages (one document).
        Each distinct query term counts once.
        """
        if k <= 0:
            return []
        scores: dict[int, float] = {}
        for term in sorted(set(query)):
            plist = self._postings.get(term)
            if plist is None:
                continue
            idf = self._idf[term]
            for index, tf in plist:
                if within is not None and index not in within:
                    continue
                gain = idf * tf * (self.k1 + 1) / (tf + self._norm[index])
                scores[index] = scores.get(index, 0.0) + gain
        ranked = sorted(scores.items(), key=lambda item: (-item[1], item[0]))
        return [(index, score) for index, score in ranked[:k] if score > 0]
