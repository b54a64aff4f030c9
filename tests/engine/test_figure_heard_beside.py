"""What someone else said the figure was, beside a request for it (「雪球上有球友说40%出头，
想核实下」, "Someone on Reddit said it was just over 40%.", 「掲示板で40%ちょっとと書いて
いる人がいました」), is the value the asker wants checked: context, whoever said it and
wherever. A part of the business or another name in it (「球友说线上毛利率40%出头」,
「EC担当が40%くらいと言っていました」), or another year, is never set aside.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港那块2023财年毛利率是多少？雪球上有球友说40%出头，想核实下",
        "香港2023财年毛利率是多少？同事说是40%左右",
        "香港2023财年毛利率是多少？论坛上有网友说40%多",
        "What was Hong Kong's gross margin in FY2023? Someone on Reddit said it was just over 40%.",
        "What was Hong Kong's gross margin in FY2023? A friend reckons it's about 41%.",
        "香港の2023年度の粗利率は？掲示板で40%ちょっとと書いている人がいました。",
    ],
)
def test_a_value_heard_is_context(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_figure(ask(kb, question, mode), 41.2)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港2023财年毛利率是多少？雪球上有球友说线上毛利率40%出头，想核实下",
        "香港2023财年毛利率是多少？加盟店的人说40%左右",
        "香港の2023年度の粗利率は？EC担当が40%くらいと言っていました。",
        "What was Hong Kong's gross margin in FY2023? The franchise guys said about 40%.",
    ],
)
def test_a_value_heard_of_a_part_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_value_heard_of_another_year_is_asked_which(kb: KnowledgeBase, mode: str) -> None:
    assert_no_figure(ask(kb, "香港2023财年毛利率是多少？有人说2024财年是40%", mode))
