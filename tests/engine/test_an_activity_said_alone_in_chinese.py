"""A Chinese verb standing alone between commas or in brackets beside a request names an
activity the business may be divided by (烘焙, 配送, 团购, 维修), as an English -ing form
alone does ("Singapore FY2024 revenue - catering"): the figure of that part is asked,
which the KB does not report apart, so it is refused, never the market's whole given in
its place. A verb of the asker's own doing (请问, 确认一下, 核对) or courtesy (谢谢)
names no activity, nor does a verb of handling the figure as data (导出, 调用), and leaves
the request as it was.

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
        "香港，烘焙，2023财年EBITDA是多少？",
        "澳门2025财年净利润（维修）",
        "日本，团购，2024财年的收入",
        "香港2023财年收入是多少，配送",
        "新加坡、代购、2025财年净利润",
    ],
)
def test_an_activity_alone_is_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused, (question, answer.route, answer.value)
    assert answer.value is None


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "请问，香港2023财年的收入是多少？",
        "核对，香港2023财年的收入是多少？",
        "香港2023财年的收入是多少？谢谢",
        "确认一下，香港2023财年的收入是多少？",
        "求助，香港2023财年的收入是多少？",
        "加班中，香港2023财年的收入是多少？",
        "导出，香港2023财年的收入是多少？",
        "求问 香港2023财年的收入是多少啊",
    ],
)
def test_the_askers_own_doing_leaves_the_request(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, "ACME_HK", "REVENUE", "FY2023"))
