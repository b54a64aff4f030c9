"""A document named with another of its market's own names is the same document.

The vocabulary lists "Japan strategy document"; a reader writes "the *Japanese* strategy
document" or "the *Nippon* strategy paper". A market's own Latin names (those naming it
alone) stand for one another inside a document's English name; a name several markets
share, or a place the KB lacks, names no document. Chinese and Japanese names are listed
in full by the vocabulary and read as before.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask

STRATEGY = "ACME_Japan_Business_Strategy_FY2025.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What does the Japanese strategy paper say about self-checkout?",
        "So the Nippon strategy document, how are the stores coping with too few staff?",
        "日本事業戦略書はセルフレジについて何と言っていますか？",
        "日本业务战略文件里关于自助收银怎么说？",
    ],
)
def test_a_market_name_in_place_of_another_names_the_document(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.sources) == ("narrative", [STRATEGY]), answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What does the Taiwanese strategy document say about self-checkout?",
        "What was the Japanese strategy revenue in FY2024?",
    ],
)
def test_a_place_the_kb_lacks_names_no_document(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "refuse", answer.answer
