"""A name the KB lacks added after a figure request ("… Taiwan too if you have it.",
「台湾的也给一下。」, 「あれば台湾も。」) asks the same figure of it
(``engine/_context_wrapping.py``, ``engine/_route.py``).

Such a sentence was set aside as courtesy or as who asks, and the first figure was given
as if it were the whole answer. It is kept, and the whole is refused naming the place, as
"…, and Taiwan's?" already was ("as well" is read as "too"). A market the KB holds, added
so, still asks which; a sentence of the asker's after the request (「私も。」, "Thanks,
Priya.") still asks nothing. Only a sentence adding itself to the request ("too", "as
well", "and", 「也」, 「も」, ``adds_to_the_request``) is read so; a sentence after a figure
request that adds nothing is read as before.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._context_wrapping import adds_to_the_request
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_refused

REFUSED = [
    "What was Macau's EBITDA in FY2025? Taiwan too if you have it.",
    "What was Macau's EBITDA in FY2025? Korea as well, if you can.",
    "What was Macau's EBITDA in FY2025? And Vietnam's?",
    "澳门2025财年的EBITDA是多少？越南的也给一下。",
    "澳门2025财年的EBITDA是多少？如果有的话韩国也要。",
    "マカオの2025年度のEBITDAは？あれば台湾も。",
    "マカオの2025年度のEBITDAは？韓国もお願いします。",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_a_place_added_is_refused_with_the_whole(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)


@pytest.mark.parametrize("mode", MODES)
def test_a_market_the_kb_holds_added_asks_which(kb: KnowledgeBase, mode: str) -> None:
    assert_asks_first(ask(kb, "What was Macau's EBITDA in FY2025? Japan too if you have it.", mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Macau's EBITDA in FY2025? Thanks, Priya.",
        "マカオの2025年度のEBITDAは？私も知りたいです。",
    ],
)
def test_the_askers_own_words_after_it_ask_nothing(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is not None and not answer.refused, answer.answer


@pytest.mark.parametrize(
    ("piece", "lang", "adds"),
    [
        ("Taiwan too if you have it.", "en", True),
        ("Korea as well, if you can.", "en", True),
        ("韩国的也给一下。", "zh", True),
        ("あれば台湾も。", "ja", True),
        ("Taiwan.", "en", False),
        ("台湾的情况。", "zh", False),
        ("台湾の件。", "ja", False),
    ],
)
def test_only_a_sentence_adding_itself_asks_the_figure_of_it(
    piece: str, lang: str, adds: bool
) -> None:
    assert adds_to_the_request(piece, lang) is adds
