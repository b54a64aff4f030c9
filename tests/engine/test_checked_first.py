"""「…を確認したうえで、…も教えてください」: a figure checked first, then a document part.

A Japanese clause closed by 「たうえで」 or 「た上で」 ("having checked the one, …") is a
sub-question of its own: the figure it names is asked, and the clause after it asks of a
document, so a composite question gives both. The rule is Japanese grammar; English and
Chinese say the same with words the engine already splits on ("and", 「另外」).

Neighbours still refuse: a word the KB lacks written onto the metric of the first part
(「オンライン売上高を確認したうえで」).

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value", "doc"),
    [
        (
            "日本の2024年度の売上高を確認した上で、フードロス削減の取り組みも教えてください。",
            103200.0,
            "ACME_Sustainability_Report_Japan_2025.pdf",
        ),
        (
            # The review's member count is of its own year, FY2025: asked beside another
            # year's figure it is no answer (``test_counts_beside_a_dated_figure.py``).
            "香港の2025年度のEBITDAを確認したうえで、会員プログラムの会員数も知りたいです。",
            468.0,
            "ACME_HK_Market_Review_FY2025.docx",
        ),
    ],
)
def test_the_figure_checked_first_and_the_document_part_are_both_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "composite" and answer.value == value, answer.answer
    assert doc in answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本の2024年度のオンライン売上高を確認したうえで、フードロス削減の取り組みも教えてください。",
        "香港の2024年度の免税店EBITDAを確認した上で、会員プログラムの会員数も知りたいです。",
    ],
)
def test_a_word_the_kb_lacks_on_the_figure_checked_first_still_refuses(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
