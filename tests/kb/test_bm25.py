"""BM25 on an inverted index: term rarity, length normalization, deterministic ties."""

from __future__ import annotations

from ragspine_eval_pipeline.kb.bm25 import BM25Index


def test_rare_terms_outweigh_common_ones() -> None:
    index = BM25Index([["risk", "yen"], ["risk", "store"], ["risk", "store"]])
    assert index.search(["risk", "yen"], k=3)[0][0] == 0


def test_only_matching_passages_are_returned() -> None:
    index = BM25Index([["a"], ["b"], ["c"]])
    assert [i for i, _ in index.search(["b"], k=5)] == [1]


def test_ties_break_by_passage_order() -> None:
    index = BM25Index([["x", "y"], ["x", "y"], ["x", "y"]])
    assert [i for i, _ in index.search(["x"], k=3)] == [0, 1, 2]


def test_within_restricts_to_a_block() -> None:
    index = BM25Index([["x"], ["x"], ["x"], ["x"]])
    assert [i for i, _ in index.search(["x"], k=5, within=range(2, 4))] == [2, 3]


def test_empty_inputs() -> None:
    assert BM25Index([]).search(["x"], k=3) == []
    assert BM25Index([["x"]]).search([], k=3) == []
    assert BM25Index([["x"]]).search(["x"], k=0) == []
