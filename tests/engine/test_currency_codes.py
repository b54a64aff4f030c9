"""A currency's code that is also a name of several markets ("SAR").

"SAR" names Hong Kong and Macau together (the special administrative regions), and it is
also the code of the Saudi riyal. Where a currency stands ("in SAR", "converted to SAR",
"in SAR terms", 「用SAR」, 「SARで」, 「SAR建て」) it is that currency, which the KB does
not report: the figure is refused, never asked of Hong Kong or Macau. The SAR business
and "the SAR" still name the two markets and ask which; a currency the KB holds (HKD) is
answered; a currency named in words ("Saudi riyal") is refused as before.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's revenue in FY2024 in SAR?",
        "What was group revenue in FY2024 converted to SAR?",
        "Group revenue FY2024, in SAR please.",
        "What was group revenue in FY2024 in Saudi riyal?",
        "集团2024财年的收入是多少SAR？",
        "香港2024财年的收入是多少？用SAR。",
        "グループの2024年度の売上高はSARでいくら？",
        "グループの2024年度の売上高をSAR建てで教えて",
    ],
)
def test_a_currency_the_kb_does_not_report_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["What was the SAR business's revenue in FY2024?", "What was revenue in the SAR in FY2024?"],
)
def test_the_sar_markets_still_ask_which(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "clarify", answer.answer
    assert answer.value is None, answer.answer
