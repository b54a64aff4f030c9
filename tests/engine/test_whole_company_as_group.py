"""The company taken whole is the group.

"the whole company", 「整个公司」, 「会社全体」, 「御社全体」 are the group scope, written as
its display name in the question's language (``_whole_company``); markets listed as
counted in that whole (「包括香港和澳门在内的整个公司」, 「香港やシンガポールなども含めた
会社全体」) say the whole again. 「何人の方」 counts people as 「何人」 does. A part counted in
(「オンラインも含めた」, "online") is still refused. None of these phrasings is in an
independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What was the revenue of the whole company in 2024?", 3564.0),
        ("整个公司2024年的收入是多少？", 3564.0),
        ("御社全体の2024年度の売上高を教えてください。", 3564.0),
        ("包括香港和澳门在内的整个公司2024年的收入是多少？", 3564.0),
        (
            "香港やマカオなども含めた会社全体で、2025年度に何人の方が働いていたのか教えてください。",
            8074.0,
        ),
    ],
)
def test_the_whole_company_is_the_group(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "オンラインも含めた会社全体の2024年度の売上高を教えてください。",
        "What was the online revenue of the whole company in 2024?",
        "包括台湾在内的整个公司2024年的收入是多少？",
    ],
)
def test_a_part_counted_in_still_refuses(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))
