"""A request written amid a developer's notes is read without the notes' furniture.

Around what they ask, developers leave the marks of their work: a fixture's mapping and a
class's head, a ``return`` of a placeholder, a query closed by its semicolon, a log line
with its level before the time and its file's line, the line, release, ticket and pull
request they are on, the slot of code the figure goes into, the part it plays there ("as
the baseline", 「拿这个做基准值」), what the code did (「脚本一直报错」, 「テストが落ちてます」)
and whom it is addressed to. A log's record beside the asker's own question is the
logger's, unless it names the year the question leaves unsaid. None of those numbers is
ever the year asked, none of those words a part of the figure. Each same shape holding a
word the KB does not name still gives no figure, and a request naming no year is still
answered for FY2025, saying so.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure, fact_value

FIGURES = [
    (
        "# fixtures/expected_margins.py\n"
        "# FIXME: the stub here is stale. Need the real Japan EBITDA for FY2024, what was it?\n"
        "EXPECTED = {\n"
        '    "JP": {"FY2024": None},  # <- ?\n'
        "}",
        ("ACME_JP", "EBITDA", "FY2024"),
    ),
    (
        "[WARN] 2025-03-02T08:15:44Z load_kpis.py:77 headcount null for market=HK\n"
        "what was Hong Kong's headcount in FY2023?",
        ("ACME_HK", "HEADCOUNT", "FY2023"),
    ),
    (
        "[WARN] 2025-03-02T08:15:44Z load_kpis.py:77 ebitda null for market=JP fy=FY2023\n"
        "what was Japan's EBITDA?",
        ("ACME_JP", "EBITDA", "FY2023"),
    ),
    (
        "-- reports/sg_summary.sql (line 48)\n"
        "-- TODO(ops): hardcoding until the nightly sync is fixed.\n"
        "-- what was Singapore's revenue in FY2025?\n"
        "SELECT NULL::numeric AS revenue;",
        ("ACME_SG", "REVENUE", "FY2025"),
    ),
    (
        "class TestGroupCards(unittest.TestCase):\n"
        "    def setUp(self):\n"
        "        # group net profit for FY2023, as the baseline\n"
        "        self.np_fy2023 = None",
        ("ACME_GROUP", "NET_PROFIT", "FY2023"),
    ),
    (
        "[ERROR] 2026-01-05T09:01:33Z np_sync.py:88 net profit missing for market=MO\n"
        "脚本一直报错。澳门2024财年的净利润是多少？拿这个做基准值",
        ("ACME_MO", "NET_PROFIT", "FY2024"),
    ),
    (
        "# 注释：新加坡 2023 财年的EBITDA，要写进 kpi_summary 表\n"
        "# 这个数是多少？\n"
        'kpi["sg"]["ebitda_fy2023"] = None',
        ("ACME_SG", "EBITDA", "FY2023"),
    ),
    (
        "@数据组 test_hk_rev.py 第 12 行的期望值要改成香港 2025 财年的收入，请问是多少？",
        ("ACME_HK", "REVENUE", "FY2025"),
    ),
    (
        "# 機能フラグ: jp_headcount_card (v3.1.0 以降)\n"
        "jp:\n"
        "  hc_2025: null  # FIXME: 日本の2025年度の従業員数を教えてください",
        ("ACME_JP", "HEADCOUNT", "FY2025"),
    ),
    (
        "データチームさん、【KPI-2023】マカオの2025年度のEBITDAを教えてください。"
        "PR #455 のテストが落ちてます",
        ("ACME_MO", "EBITDA", "FY2025"),
    ),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "fact"), FIGURES)
def test_the_request_amid_the_notes_is_answered(
    kb: KnowledgeBase, question: str, fact: tuple[str, str, str], mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, *fact), clarification="none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "# fixtures/expected_margins.py\n"
        "# FIXME: the stub here is stale. Need the real Japan loyalty EBITDA for FY2024?\n"
        "EXPECTED = {\n"
        '    "JP": {"FY2024": None},  # <- ?\n'
        "}",
        "[WARN] 2025-03-02T08:15:44Z load_kpis.py:77 headcount null for market=HK\n"
        "what was Hong Kong's franchise headcount in FY2023?",
        "-- reports/sg_summary.sql (line 48)\n"
        "-- TODO(ops): hardcoding until the nightly sync is fixed.\n"
        "-- what was Malaysia's revenue in FY2025?\n"
        "SELECT NULL::numeric AS revenue;",
        "[ERROR] 2026-01-05T09:01:33Z np_sync.py:88 net profit missing for market=MO\n"
        "脚本一直报错。澳门2024财年的加盟店净利润是多少？拿这个做基准值",
        "@数据组 test_hk_rev.py 第 12 行的期望值要改成香港 2025 财年的会员收入，请问是多少？",
        "データチームさん、【KPI-2023】マカオの2025年度の会員EBITDAを教えてください。"
        "PR #455 のテストが落ちてます",
    ],
)
def test_the_same_notes_around_an_unknown_word_give_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "fact"),
    [
        (
            "-- reports/sg_summary.sql (line 2024)\n-- what was Singapore's revenue?\n"
            "SELECT NULL::numeric AS revenue;",
            ("ACME_SG", "REVENUE", "FY2025"),
        ),
        (
            "// flag: ENABLE_NP_CARD=true (since v2023.1)\n"
            "// plug it into groupNetProfit: what was ACME group net profit?",
            ("ACME_GROUP", "NET_PROFIT", "FY2025"),
        ),
        (
            "データチームさん、PR #2024 のテストが落ちてます。マカオのEBITDAを教えてください",
            ("ACME_MO", "EBITDA", "FY2025"),
        ),
        (
            "DASH-2023：澳门的收入是多少？\nexport MO_REVENUE=",
            ("ACME_MO", "REVENUE", "FY2025"),
        ),
    ],
)
def test_a_line_release_or_ticket_number_is_never_the_year(
    kb: KnowledgeBase, question: str, fact: tuple[str, str, str], mode: str
) -> None:
    assert_figure(
        ask(kb, question, mode), fact_value(kb, *fact), clarification="answer_with_assumptions"
    )
