"""A part of the business written onto the asker's introduction or paper (「写*门店*介绍用」,
「做*线上*介绍用」), or the topic of their work (「我在写*关于门店*的论文」), says the figure
beside it is that part's, as 「做线上分析用」 does: the whole figure is never given in its
place. The company's or the asker's own introduction (「写公司介绍用」, 「入职培训介绍」) and a
topic that is no part of the business (「关于零售业的论文」, 「关于ACME的论文」) are context.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港2024财年的收入是多少？做线上介绍用",
        "香港2024财年的收入是多少？写门店介绍用",
        "我在写关于门店的论文，香港2024财年的收入是多少？",
        "我在写关于线上业务的报告，香港2024财年的收入是多少？",
        "关于加盟店的毕业论文要用，日本2024财年的净利润是多少？",
        "What was Hong Kong's revenue in FY2024? It's for an intro to the online business.",
        "香港の2024年度の売上高は？オンライン紹介用です。",
    ],
)
def test_part_in_the_askers_work_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港2024财年的收入是多少？写公司介绍用",
        "做入职培训介绍用，香港2024财年的收入是多少？",
        "我在写关于零售业的论文，香港2024财年的收入是多少？",
        "我在写关于ACME的论文，香港2024财年的收入是多少？",
    ],
)
def test_work_on_no_part_is_context(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_figure(ask(kb, question, mode), 1596.0)
