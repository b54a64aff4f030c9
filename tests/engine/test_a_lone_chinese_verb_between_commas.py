"""A Chinese verb standing alone between two pieces of a request set off by commas
(「澳门，*打印*，2024财年净利润？」, 「日本、核对、2023财年收入」) names an activity of the
business, as it does between spaces, whatever verb it is: the request is refused. The
asker's act framing the request from its start or its end (「核对：…」, 「…，核对一下」) and
a courtesy between the pieces (「…，请问，…」) leave it as it was.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure, fact_value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "澳门，打印，2024财年净利润？",
        "日本、核对、2023财年收入",
        "香港,统计,2025财年EBITDA是多少？",
        "新加坡，2024财年，导出，收入？",
        "澳门，装修，2024财年净利润？",
    ],
)
def test_a_lone_verb_between_commas_is_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        ("核对：澳门2024财年净利润？", "ACME_MO", "NET_PROFIT", "FY2024"),
        ("日本2023财年收入，核对一下", "ACME_JP", "REVENUE", "FY2023"),
        ("核对，日本2023财年收入？", "ACME_JP", "REVENUE", "FY2023"),
        ("香港，请问，2025财年EBITDA是多少？", "ACME_HK", "EBITDA", "FY2025"),
    ],
)
def test_the_askers_act_framing_the_request_leaves_it(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))
