"""A name several metrics share, said again in the asker's own words, is the one asked.

利润 and 利益 stand for EBITDA and for net profit; beside a request for one of them, a
statement of the asker's naming it by the shared word (「我在对比奖金池和*利润*的关系」) says
what the asker does with the figure asked, not a second figure to ask which of. A word
written onto it (「*毛*利润」, 「*オンライン*利益」, 「*线上*利润」) still names another
measure or a part, so the question is refused; beside a request for a metric the shared
name does not cover (revenue), the statement stays a question of its own.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("前年新加坡的净利润多少？我在对比奖金池和利润的关系", 112.0),
        ("香港2023财年的EBITDA是多少？我在研究租金和利润的关系。", 402.0),
        ("シンガポールの2024年度の純利益は？賞与原資と利益の関係を比べています。", 112.0),
        (
            "What was Singapore's net profit in FY2024? I'm comparing the bonus pool with profit.",
            112.0,
        ),
    ],
)
def test_the_shared_name_beside_its_figure_is_that_figure(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "前年新加坡的净利润多少？我在对比奖金池和线上利润的关系",
        "新加坡2024财年的净利润是多少？我们在对比奖金和毛利润。",
        "シンガポールの2024年度の純利益は？賞与原資とオンライン利益の関係を比べています。",
        # the shared name covers no metric asked: a second question, refused
        "前年新加坡的收入多少？我在对比奖金池和利润的关系",
    ],
)
def test_a_word_onto_the_shared_name_or_another_metric_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
