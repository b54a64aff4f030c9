"""A sentence of its own saying which version "the figures" are to be ("Figures should
exclude one-off items.", 「数字は一過性の損益を除いたもので」, 「数字要剔除非经常性损益」)
asks another version than the one the KB reports, as "net profit excluding one-offs"
does: the figure is refused, never the reported one given in its place. A sentence
about the figure's form ("Just the number please", 「数字でお願いします」) or asking the
figure as reported leaves the request as it was.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, fact_value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Give me Macau's EBITDA for FY2023. The numbers should exclude one-offs.",
        "Hong Kong net profit, FY2025. Figures must be adjusted.",
        "香港の2025年度の純利益は？数字は一過性の損益を除いたものでお願いします。",
        "香港の2025年度の純利益を教えてください。数字は一過性の損益を除いたもので。",
        "澳门2023财年的EBITDA是多少？数字要剔除非经常性损益。",
    ],
)
def test_another_version_said_apart_is_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused, (question, answer.route, answer.value)
    assert answer.value is None


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Give me Macau's EBITDA for FY2023. Just the number please.",
        "Give me Macau's EBITDA for FY2023. Figures as reported, please.",
        "澳门2023财年的EBITDA是多少？只要数字。",
    ],
)
def test_the_figures_form_leaves_the_request(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, "ACME_MO", "EBITDA", "FY2023"))
