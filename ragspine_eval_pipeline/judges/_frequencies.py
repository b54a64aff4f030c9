"""wordfreq's word frequencies in a compact table, read without building a dict.

``wordfreq.get_frequency_dict`` keeps every word of a language as a Python string in a
dict, and ``get_frequency_list`` caches the lists beside it: about 40 MB per language,
115 MB for the three the judge reads, in every process that judges an answer. The judge
only looks up the few thousand words it meets, so the same data is kept here as sorted
arrays (a hash, the frequency bucket and the word's UTF-8 bytes per entry, about 20 bytes
a word) and read bucket by bucket from wordfreq's own files. A look-up gives exactly what
``get_frequency_dict(lang).get(word, 0.0)`` gives: the same bucket (the last one listing
the word, as the dict keeps), the same float, the word itself compared, never only its
hash.
"""

from __future__ import annotations

import gzip
import importlib.util
from array import array
from collections.abc import Iterable, Iterator
from itertools import repeat
from pathlib import Path


class WordFrequencies:
    """Frequency of each word of one wordfreq list; ``get`` as on a dict of them."""

    def __init__(self, buckets: Iterable[list[str]]) -> None:
        import numpy as np  # here, not at import: only a run that judges needs it

        # Built by C-level calls per bucket (hash, join, repeat), so no Python object per
        # word outlives its bucket and loading costs no more than wordfreq's own dict.
        hashes, indexes = array("q"), array("H")
        pieces: list[str] = []
        for index, bucket in enumerate(buckets):
            hashes.extend(map(hash, bucket))
            indexes.extend(repeat(index, len(bucket)))
            if bucket:  # each word ends with a line break; an empty bucket adds none
                pieces.append("\n".join(bucket))
                pieces.append("\n")
        blob = "".join(pieces).encode("utf-8")
        ends = np.flatnonzero(np.frombuffer(blob, dtype=np.uint8) == 0x0A)
        if len(ends) != len(hashes):
            raise ValueError("a word list holds a word with a line break")
        starts = np.concatenate(([0], ends[:-1] + 1)) if len(ends) else ends
        order = np.argsort(np.frombuffer(hashes, dtype=np.int64), kind="stable")
        self._hashes = np.frombuffer(hashes, dtype=np.int64)[order]
        self._buckets = np.frombuffer(indexes, dtype=np.uint16)[order]
        self._starts = starts[order]
        self._ends = ends[order]
        self._blob = blob

    def __len__(self) -> int:
        return len(self._hashes)

    def get(self, word: str, default: float = 0.0) -> float:
        """The word's frequency as a proportion (wordfreq's float), else ``default``."""
        key = hash(word)
        at = int(self._hashes.searchsorted(key))
        found = -1
        encoded = None
        # Entries of one hash sit together in list order: the last match is the one a
        # dict built from the lists would keep.
        while at < len(self._hashes) and self._hashes[at] == key:
            encoded = encoded if encoded is not None else word.encode("utf-8")
            if self._blob[self._starts[at] : self._ends[at]] == encoded:
                found = int(self._buckets[at])
            at += 1
        if found < 0:
            return default
        return 10 ** (-found / 100)  # wordfreq's cB_to_freq(-index), to the bit


def read_buckets(path: Path) -> Iterator[list[str]]:
    """The word lists of a cBpack file, one bucket at a time (never the whole file)."""
    import msgpack

    with gzip.open(path, "rb") as handle:
        unpacker = msgpack.Unpacker(handle, raw=False)
        count = unpacker.read_array_header()
        header = unpacker.unpack()
        if not isinstance(header, dict) or header.get("format") != "cB":
            raise ValueError(f"{path}: unexpected wordfreq header {header!r}")
        for _ in range(count - 1):
            yield unpacker.unpack()


def wordlist_path(lang: str) -> Path | None:
    """wordfreq's best list for ``lang`` (large, else small), as ``available_languages``."""
    spec = importlib.util.find_spec("wordfreq")
    if spec is None or not spec.submodule_search_locations:
        return None
    data = Path(next(iter(spec.submodule_search_locations))) / "data"
    for name in ("large", "small"):
        path = data / f"{name}_{lang}.msgpack.gz"
        if path.is_file():
            return path
    return None


def load_frequencies(lang: str) -> WordFrequencies | dict[str, float]:
    """The frequencies of ``lang``: compact when wordfreq has a file of that exact code,
    else wordfreq's own dict (it matches other codes to the closest language)."""
    path = wordlist_path(lang)
    if path is None:
        from wordfreq import get_frequency_dict

        return get_frequency_dict(lang)
    return WordFrequencies(read_buckets(path))
