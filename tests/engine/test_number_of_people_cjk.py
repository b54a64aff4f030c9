"""「人数」 written straight after a market, the company or a year (「集团FY2024年末总人数」,
「香港の2024年度の人数」) counts that whole's people: its headcount, as 多少人 and 何人 do.
After any other noun it counts those others (会员人数, 来店人数), which the KB does not
report; English has no such bare form ("the group's number" names no count).
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("人效分析表要填集团FY2024年末总人数，实际数多少？", 7783.0),
        ("集团FY2024的人数是多少？", 7783.0),
        ("香港2024财年年末人数是多少？", 3245.0),
        ("グループの2024年度末の総人数は？", 7783.0),
        ("香港の2024年度の人数はいくらですか？", 3245.0),
    ],
)
def test_number_of_people_of_a_whole_is_its_headcount(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港2024财年会员人数是多少？",
        "香港2024财年会员总人数是多少？",
        "香港2024财年来店人数是多少？",
        "香港2024财年参加培训的人数是多少？",
        "香港の2024年度の会員の人数は？",
    ],
)
def test_number_of_other_people_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
