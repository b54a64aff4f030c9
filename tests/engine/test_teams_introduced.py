"""The asker introducing their team before a figure request.

A team named by a company function is who asks: "Data team here.", "Operations team
here.", "Marketing team here.", 「财务团队这边。」, 「数据团队这边。」 are set aside and the
figure is answered alone, as "Legal team here." was (before, some quoted an unrelated
passage beside the figure, others refused). A team named by a part of the business
the figure could be split by (online, franchise, beverage, 线上, 加盟, オンライン) still
refuses: its share of the figure may be what is wanted.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused_without_passage


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Data team here. What was Japan's net profit in FY2023?", 7900.0),
        ("Operations team here. What was Singapore's revenue in FY2023?", 842.0),
        ("Marketing team here. What was Singapore's revenue in FY2023?", 842.0),
        ("Engineering team here. What was Japan's net profit in FY2023?", 7900.0),
        ("数据团队这边。新加坡2023财年收入是多少？", 842.0),
        ("财务团队这边。日本2023财年净利润是多少？", 7900.0),
        ("运营团队这边。新加坡2023财年收入是多少？", 842.0),
        ("データチームです。シンガポールの2023年度の売上高は？", 842.0),
        ("財務チームです。日本の2023年度の純利益は？", 7900.0),
    ],
)
def test_a_function_team_is_who_asks(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, value)
    assert len(answer.sources) == 1, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Online team here. What was Singapore's revenue in FY2023?",
        "Beverage team here. What was Japan's net profit in FY2023?",
        "加盟团队这边。新加坡2023财年收入是多少？",
        "线上团队这边。日本2023财年净利润是多少？",
        "オンラインチームです。シンガポールの2023年度の売上高は？",
    ],
)
def test_a_part_of_the_business_team_refuses(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused_without_passage(ask(kb, question, mode))
