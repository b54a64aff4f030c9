"""A case particle after a metric name is no word of its own; a superlative ranks.

Sudachi reads a clause-opening が or で as a conjunction; cut off from the metric name
before it (「売上高*が*いくらか」, 「純利益*が*2024年度で」), it is the case particle it
follows the name as, never a word written onto the name. A superlative (「一番大きかった」,
「最も高い」, "the highest", 「哪一年最高」) ranks years or markets, a figure derived from
reported ones, and is refused in all three languages.

Neighbours still refuse: a word the KB lacks written onto the metric
(「オンライン売上高が」), a ranking asked with が or で.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("マカオ事業の売上高がいくらか教えてください。", 2884.0),
        ("日本の純利益が2024年度でいくらだったか知りたいです。", 8600.0),
        ("シンガポールのEBITDAが2024年度にどれくらいだったか教えて。", 226.0),
    ],
)
def test_a_particle_after_the_metric_is_no_word(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "マカオのオンライン売上高がいくらか教えてください。",
        "日本の売上高が一番大きかったのはどの年度？",
        "日本の売上高はどの年度が一番大きかった？",
        "シンガポールの純利益が最も高い年度はいつですか。",
        "売上高で一番大きい市場は？",
        "In which year was Japan's revenue the highest?",
        "日本的收入哪一年最高？",
    ],
)
def test_words_onto_the_metric_and_rankings_still_refuse(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
