"""A request written under what a developer's tool printed is read without it.

A query spread over several lines, a shell's or a REPL's prompt and command, an error, a
stack trace's frames, a test runner's report, a client's output, a code fence, a review's
caption (``nit:``, ``suggestion (non-blocking):``, ``レビューコメント:``) and a line of
markup holding no words are the tool's words; a structured log line (JSON, logfmt, a
timestamp before its level, glog, logcat) is the logger's record; a test's description
and an assertion's message are read as the asker's sentences. A failed test's name and
an identifier holding a word the KB does not know are read word by word, so what they
narrow is refused, never replaced by the whole figure.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure, fact_value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            "with rev as (\n  select scope, fy, revenue_usd_m from fct_kpi\n"
            "  where scope = 'ACME_SG'\n)\nselect * from rev where fy = 'FY2024';\n"
            "/* nothing back — what was Singapore's revenue in FY2024? */",
            "ACME_SG",
            "REVENUE",
            "FY2024",
        ),
        (
            "PS C:\\repo> python .\\tools\\pull.py --scope ACME_JP --fy FY2023\n"
            "Traceback (most recent call last):\n"
            '  File "pull.py", line 12, in <module>\n    value = table[key]\n'
            "KeyError: 'ACME_JP/NET_PROFIT/FY2023'\nWhat was Japan's net profit in FY2023?",
            "ACME_JP",
            "NET_PROFIT",
            "FY2023",
        ),
        (
            "--- FAIL: TestMacauHeadcountFY2024 (0.00s)\n"
            "    headcount_test.go:42: got 0, want the reported figure\n"
            "how many employees did Macau have in FY2024?",
            "ACME_MO",
            "HEADCOUNT",
            "FY2024",
        ),
        (
            'Exception in thread "main" java.lang.NullPointerException\n'
            "\tat com.acme.kpi.Loader.load(Loader.java:88)\n"
            "The loader has no Singapore EBITDA row for FY2023. What was it?",
            "ACME_SG",
            "EBITDA",
            "FY2023",
        ),
        (
            "thread 'main' panicked at src/kpi.rs:40:5:\nassertion `left == right` failed\n"
            "  left: 0\n right: 612\n请问澳门2024财年的EBITDA是多少？",
            "ACME_MO",
            "EBITDA",
            "FY2024",
        ),
        (
            "mysql> SELECT ebitda FROM kpi WHERE scope='ACME_MO' AND fy=2023;\n"
            "Empty set (0.00 sec)\n澳门2023财年EBITDA是多少？",
            "ACME_MO",
            "EBITDA",
            "FY2023",
        ),
        (
            "2026-06-01T10:02:11Z WARN  kpi_sync  scope=ACME_SG metric=GROSS_MARGIN "
            "fy=FY2025 value=null\nシンガポールの2025年度の粗利率はいくらですか？",
            "ACME_SG",
            "GROSS_MARGIN",
            "FY2025",
        ),
        (
            '{"level":"error","logger":"loader","msg":"no HEADCOUNT for ACME_JP"}\n'
            "日本の2023年度の従業員数は何人でしたか？",
            "ACME_JP",
            "HEADCOUNT",
            "FY2023",
        ),
        (
            "suggestion (non-blocking): the constant below is hard-coded.\n"
            "> const JP_REVENUE_FY24 = 0;\nCan you check Japan's revenue for FY2024?",
            "ACME_JP",
            "REVENUE",
            "FY2024",
        ),
        (
            "レビューコメント: `sg_gm = 0.4  # 仮`\nシンガポールの2024年度の粗利率を教えて",
            "ACME_SG",
            "GROSS_MARGIN",
            "FY2024",
        ),
        (
            "```toml\n[hk]\nrevenue_fy2024 = 0\n```\n香港2024财年收入是多少？",
            "ACME_HK",
            "REVENUE",
            "FY2024",
        ),
    ],
)
def test_the_asker_s_words_under_the_output_are_the_request(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "SELECT hk_franchise_revenue FROM fct_kpi\nWHERE fy = 'FY2024';\n"
        "-- comes back empty. what's the number?",
        "FAILED tests/test_kpi.py::test_hk_franchise_revenue_fy2024 - AssertionError\n"
        "what should it be?",
        "--- FAIL: TestJpOnlineRevenueFy2023 (0.00s)\nwhat's the right value?",
        "[WARN] loader: channel=online scope=ACME_JP fy=FY2024 value missing\n"
        "what's the right number?",
        "2026-06-01T10:02:11Z WARN kpi_sync scope=ACME_SG metric=FRANCHISE_REVENUE "
        "fy=FY2025 value=null\nシンガポールの2025年度の数字はいくらですか？",
        "テスト名: test_hk_franchise_revenue_fy2024\nこの値はいくらが正しいですか？",
        "`hk_franchise_revenue = 0  # TODO` 这个值应该是多少？",
        "; TODO what was Japan's franchise revenue in FY2023?\njp_fr_fy2023 = 0",
        "feat(dashboard): add HK franchise net profit tile\n\nHK net profit FY2023 — the figure?",
        'it("shows Hong Kong online EBITDA for FY2023", () => {\n'
        "  expect(card.value).toBe(undefined); // what was it?\n});",
        'assert jp_np_fy2025 == 0, "日本の2025年度のフランチャイズ純利益を入れて。いくら？"',
        '<!-- TODO: 集团2025财年的外卖毛利率是多少？ -->\n<span id="gm">--</span>',
        "W0601 10:00:00.123456   1234 loader.go:88] missing MO delivery EBITDA FY2025, the number?",
        "E/KpiLoader: 澳门2025财年的加盟店EBITDA取不到，应该是多少？",
        "// 以下、日本のFY2028売上を入れる。いくら？\nlet jpRev28 = undefined;",
        "REM マカオの2024年度のネット売上はいくら？\nset MO_REV_2024=",
        "--[[ what was Macau EBITDA in FY2027? ]]\nlocal mo_ebitda = nil",
        "Merge pull request #91 from acme/fix-sg\nSingapore online net profit FY2024?\n"
        "sg_np = None",
        "mysql> SELECT revenue FROM kpi WHERE scope='ACME_HK' AND month='2024-03';\n"
        "Empty set (0.00 sec)\n香港2024年3月的收入是多少？",
    ],
)
def test_what_the_code_narrows_is_still_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            "; TODO what was Japan's revenue in FY2023?\njp_revenue_fy2023 = 0",
            "ACME_JP",
            "REVENUE",
            "FY2023",
        ),
        ("% 新加坡2025财年的EBITDA是多少？\nsg_ebitda = NaN;", "ACME_SG", "EBITDA", "FY2025"),
        (
            "REM マカオの2024年度の売上高はいくら？\nset MO_REV_2024=",
            "ACME_MO",
            "REVENUE",
            "FY2024",
        ),
        ("hk_rev_2023 <- NA  # what was HK revenue in FY2023?", "ACME_HK", "REVENUE", "FY2023"),
        (
            'variable "sg_gm_2023" {\n  default = 0 # シンガポールの2023年度の粗利率は？\n}',
            "ACME_SG",
            "GROSS_MARGIN",
            "FY2023",
        ),
        (
            "--[[ what was Macau EBITDA in FY2023? ]]\nlocal mo_ebitda = nil",
            "ACME_MO",
            "EBITDA",
            "FY2023",
        ),
        (
            "Merge pull request #91 from acme/fix-sg\nSingapore net profit FY2024 — what was it?\n"
            "sg_np = None",
            "ACME_SG",
            "NET_PROFIT",
            "FY2024",
        ),
        (
            ">>> df.loc['ACME_HK', 'FY2025']\nnan\nHong Kong revenue FY2025?",
            "ACME_HK",
            "REVENUE",
            "FY2025",
        ),
        (
            "[2026-06-01 10:00:00,123] WARNING kpi.load - sg revenue FY2024 not found — "
            "what was it?",
            "ACME_SG",
            "REVENUE",
            "FY2024",
        ),
        (
            "W0601 10:00:00.123456   1234 loader.go:88] missing MO EBITDA FY2025, "
            "what's the number?",
            "ACME_MO",
            "EBITDA",
            "FY2025",
        ),
        ("E/KpiLoader: 澳门2025财年的EBITDA取不到，应该是多少？", "ACME_MO", "EBITDA", "FY2025"),
        (
            "# NOTE: 这里要的是日本2024财年的EBITDA，多少？\njp_ebitda_2024: float = 0.0",
            "ACME_JP",
            "EBITDA",
            "FY2024",
        ),
        (
            "// 以下、日本のFY2025売上を入れる（単位：百万円）。いくら？\nlet jpRev25 = undefined;",
            "ACME_JP",
            "REVENUE",
            "FY2025",
        ),
        (
            'it("shows Hong Kong EBITDA for FY2023", () => {\n'
            "  expect(card.value).toBe(undefined); // what was it?\n});",
            "ACME_HK",
            "EBITDA",
            "FY2023",
        ),
        (
            'assert jp_np_fy2025 == 0, "日本の2025年度の純利益を入れて。いくら？"',
            "ACME_JP",
            "NET_PROFIT",
            "FY2025",
        ),
        (
            '<!-- TODO: 集团2025财年的毛利率是多少？ -->\n<span id="gm">--</span>',
            "ACME_GROUP",
            "GROSS_MARGIN",
            "FY2025",
        ),
        (
            "feat(dashboard): add HK net profit tile\n\n"
            "HK net profit FY2023 — what figure goes in?",
            "ACME_HK",
            "NET_PROFIT",
            "FY2023",
        ),
    ],
)
def test_other_tools_marks_and_forms_are_the_code_s(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))
