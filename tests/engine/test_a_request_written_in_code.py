"""A request written inside a developer's work is read without the code around it.

Statements of code (assignments, declarations, queries, calls), the marks of a comment,
its TODO label and owner, a log line's level and logger, a commit command and a test
runner's report are the artefact's; the comment holds the request. An identifier written
in a comment names the figure in code: made only of the KB's names, years and a schema's
words (``hkProfitFy2024``) it adds nothing, but one holding another word
(``hk_franchise_ebitda``) may name a part of the figure and is read word by word. What
the comment asks is answered, refused or asked about exactly as it would be written
plainly, and a call standing alone is still read as the request itself.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, fact_value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            "# XXX(priya): Japan EBITDA for FY2023 is missing, what was it?\njpEbitda2023 = None",
            "ACME_JP",
            "EBITDA",
            "FY2023",
        ),
        (
            "let hkRevenueFy25: number = 0; // what was Hong Kong's revenue in FY2025?",
            "ACME_HK",
            "REVENUE",
            "FY2025",
        ),
        (
            "macau:\n  net_profit_fy2024: ~  # what was Macau's net profit in FY2024?",
            "ACME_MO",
            "NET_PROFIT",
            "FY2024",
        ),
        (
            "INFO seed.job: headcount_sg missing -- how many employees did Singapore have "
            "in FY2025?",
            "ACME_SG",
            "HEADCOUNT",
            "FY2025",
        ),
        (
            "// 待确认：香港2023财年的EBITDA是多少？\nconst hkEbitda2023 = 0;",
            "ACME_HK",
            "EBITDA",
            "FY2023",
        ),
        (
            "-- NOTE(小林): 澳门2025财年的收入是多少\nSELECT revenue FROM facts WHERE fy = 2025;",
            "ACME_MO",
            "REVENUE",
            "FY2025",
        ),
        (
            "sgNetProfit2024 := 0.0 // シンガポールの2024年度の純利益はいくら？",
            "ACME_SG",
            "NET_PROFIT",
            "FY2024",
        ),
        (
            "# FIXME(山田): 日本の2025年度の従業員数を入れる。何人？\nJP_HEADCOUNT_FY2025 = None",
            "ACME_JP",
            "HEADCOUNT",
            "FY2025",
        ),
    ],
)
def test_the_comment_holds_the_request(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "# TODO: what was Hong Kong's online revenue in FY2024?\nhk_online_rev = None",
        "ERROR kpi.loader: region 'KR' missing -- what was ACME Korea's revenue in FY2024?",
        "// 香港2024财年的外卖收入是多少？\nconst hkDelivery = null;",
        "# TODO: 日本の2026年度の売上高の予想は？\nforecast_jp = None",
        "# TODO: what was hk_franchise_ebitda for FY2024?\nhk_val = None",
    ],
)
def test_what_the_comment_asks_is_still_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused, (question, answer.route, answer.value)
    assert answer.value is None


@pytest.mark.parametrize("mode", MODES)
def test_a_call_alone_is_the_request(kb: KnowledgeBase, mode: str) -> None:
    question = 'get_metric(scope="ACME_HK", metric="REVENUE", period="FY2025")'
    plain = ask(kb, "What was Hong Kong's revenue in FY2025?", mode)
    answer = ask(kb, question, mode)
    assert (answer.refused, answer.value) == (plain.refused, plain.value)
