"""A follow-up fragment naming only a place the KB lacks: "… in FY2025? Taiwan?".

After a figure request, a question that is only a name, bare or in a follow-up's frame
("Taiwan?", "And Korea's?", 「台湾？」, 「台湾は？」, 「韓国の方は？」, 「台湾？」, 「那韩国呢？」),
asks the same figure of that place (``_context_wrapping._name_asked_alone``). It was set
aside as courtesy or as whom the message greets, and the first figure was given as the
whole answer; it is now kept, and the whole is refused naming the place, as "… What about
Taiwan?" was. A market the KB holds asked so asks which, as before; a question of the
asker's that names nothing ("Anyone?", 「在吗？」, 「よろしく？」) still asks nothing. A
person's name alone after the request ("Priya?") cannot be told from a place's and is
refused with it: no figure is given for a part of the question set aside.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_asks_first,
    assert_figure,
    assert_refused,
    fact_value,
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Macau's EBITDA in FY2025? Taiwan?",
        "What was Macau's EBITDA in FY2025? And Korea's?",
        "What was Hong Kong's revenue in FY2024? What about Vietnam then?",
        "澳门2025财年的EBITDA是多少？台湾？",
        "澳门2025财年的EBITDA是多少？那韩国呢？",
        "マカオの2025年度のEBITDAは？台湾？",
        "マカオの2025年度のEBITDAは？台湾は？",
        "マカオの2025年度のEBITDAは？韓国の方は？",
    ],
)
def test_a_place_asked_alone_is_refused_with_the_whole(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Macau's EBITDA in FY2025? Hong Kong?",
        "マカオの2025年度のEBITDAは？香港は？",
        "澳门2025财年的EBITDA是多少？香港呢？",
    ],
)
def test_a_market_the_kb_holds_asked_so_asks_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Macau's EBITDA in FY2025? Anyone?",
        "澳门2025财年的EBITDA是多少？在吗？",
        "マカオの2025年度のEBITDAは？よろしく？",
    ],
)
def test_a_question_naming_nothing_after_it_asks_nothing(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, "ACME_MO", "EBITDA", "FY2025"))
