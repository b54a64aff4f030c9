"""A figure asked beside the asker's doubt between two years asks which year.

"Not sure if it was FY2024 or FY2025, but what was …?" names two years the asker is torn
between: the statement is not context to drop, and the latest year is never assumed.
Chinese and Japanese forms already asked; they stay as they are.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Not sure if it was FY2024 or FY2025, but what was Japan's net profit?",
        "Not certain whether it was FY2023 or FY2024, but what was Singapore's EBITDA?",
        "不太确定是2024财年还是2025财年，不过香港的收入是多少？",
        "说不准是2023财年还是2024财年，但新加坡的EBITDA是多少？",
        "2023年度か2024年度かはっきりしませんが、シンガポールのEBITDAは？",
        "2024年度か2025年度か定かではないのですが、香港の売上高はいくらですか？",
    ],
)
def test_two_years_in_doubt_ask_which(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.route == "clarify", answer.answer
    assert "FY" in answer.answer, answer.answer
