"""People picked out by what they did, counted in Japanese.

- 「社内公募を使って別の部署に移った人は、2025年度に何人くらいいますか？」: 「何人…います」
  describes the headcount only when the people are the staff; a clause before them saying
  what they did (移った, 異動した) picks out those people, so the count is of them and is
  read where a passage states it (the talent policy's movers), never the headcount, and
  never refused for the words that pick them out.
- Kept apart: people picked out by working there (「マカオで働いている人は」, 「マカオで
  勤務している人は」) are the staff: the headcount is given. In Chinese and English the
  same counts of the staff stay headcounts.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure

TALENT_POLICY = "ACME_Talent_Development_Policy.pdf"
MACAU_HEADCOUNT_FY2025 = 731.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "社内公募を使って別の部署に移った人は、2025年度に何人くらいいますか？",
        "2025年度に異動した人は何名いましたか？",
    ],
)
def test_people_picked_out_by_what_they_did_are_no_headcount(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [TALENT_POLICY], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "2025年度、マカオで勤務している人は何名いましたか？",
        "澳门2025财年在职员工有多少人？",
        "How many people worked in Macau in FY2025?",
    ],
)
def test_people_picked_out_by_working_there_are_the_staff(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_figure(ask(kb, question, mode), MACAU_HEADCOUNT_FY2025, "none")
