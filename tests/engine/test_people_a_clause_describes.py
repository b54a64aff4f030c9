"""People described by a relative clause are the people it picks out, never the staff.

「…に移った人は、2025年度に何名ぐらいいますか」 was read as a count of the staff (何名 …
います: people there are, the headcount's definition), so the talent policy's internal job
posting, which states that about 150 people moved through it in FY2025, was never read.
Worse, 「2025年度に日本事業を退職した人は何名いますか」 (people who left) and 「日本で2024年度
に採用された人は何名いますか」 (people hired) were answered with Japan's headcount. The
definition of the headcount is people employed, not people a clause picks out: those
questions ask a number a passage may state, and are refused where none does. Chinese and
English say the same with words the KB lacks, and already refused; they are kept here.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

TALENT = "ACME_Talent_Development_Policy.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "社内公募制度を使って異動した人は、2025年度に何名ぐらいいますか？",
        "2025年度に社内公募制度で新しい職場へ移った方は何名いましたか？",
    ],
)
def test_people_a_scheme_moved_are_read_from_the_policy(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [TALENT], answer.answer
    assert "150" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "2025年度に日本事業を退職した人は何名いますか？",
        "日本で2024年度に採用された人は何名いますか？",
        "日本2025财年离职的人有多少？",
        "How many people left the Japan business in FY2025?",
    ],
)
def test_people_picked_out_are_no_headcount(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("香港で働いている人は2024年度に何名いましたか？", 3245.0),
        ("2025年度に日本で働いている人は何名ぐらいいますか？", 2301.0),
    ],
)
def test_people_working_there_are_still_the_headcount(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)
