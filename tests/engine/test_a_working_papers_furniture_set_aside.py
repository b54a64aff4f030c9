"""An auditor's working paper or client request (PBC) list, read for the item it asks
(``_working_papers``).

- The paper's index and codes ("W/P ref. R-210", 「审计底稿 H-5」, 「監査調書番号 S-7」), its
  sign-offs ("Prepared by / Reviewed by", 编制人/复核人, 作成者/査閲者), its tick-mark legend,
  the work recorded as done (✓, 已核对一致, 突合済, a sample drawn), its thresholds
  (materiality, tolerance, 抽凭, サンプル) and the procedure said of the figure ("and agree
  to the results deck", 「与合并报表核对」, 「…と突合すること」) are set aside; the open item
  is answered with the year it states.
- A year written only in that furniture (the engagement's, a fieldwork date, a year
  agreed already) is never the year asked: the engine asks which.
- Still refused: an account the KB does not report (receivables, inventory, 应收账款,
  売掛金), a part of the business or a version of the figure said anywhere beside the
  item (online, franchise, adjusted), a heading narrowing the figure ("Deferred revenue
  W/P R-3").
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_asks_first,
    assert_figure,
    assert_no_figure,
    assert_refused,
    fact_value,
)

ANSWERED = [
    (
        "W/P ref. R-210 — Hong Kong revenue lead\n"
        "Prepared by: KL 14/02   Reviewed by: MW 15/02\n"
        "Tick marks: ✓ agreed to deck, ^ footed\n"
        "FY2024 agreed to prior-year file ✓\n"
        "Open item 2: please provide Hong Kong revenue for FY2025.",
        ("ACME_HK", "REVENUE", "FY2025"),
    ),
    (
        "PBC item 9 (ref. H-12): Singapore headcount for FY2023 please. "
        "Sample of 40 staff to be vouched to contracts.",
        ("ACME_SG", "HEADCOUNT", "FY2023"),
    ),
    (
        "Audit programme step 2: obtain Macau EBITDA for FY2024 and agree to the results "
        "deck (threshold USD 2m).",
        ("ACME_MO", "EBITDA", "FY2024"),
    ),
    (
        "Materiality set at 1% of revenue (FY2025 engagement). W/P M-1: what was group "
        "revenue for FY2023?",
        ("ACME_GROUP", "REVENUE", "FY2023"),
    ),
    ("Lead schedule for revenue, W/P R-1: Japan FY2024 per TB?", ("ACME_JP", "REVENUE", "FY2024")),
    (
        "W/P L-3 Singapore: tick the FY2024 net profit to the results deck.",
        ("ACME_SG", "NET_PROFIT", "FY2024"),
    ),
    (
        "审计底稿 H-5（香港EBITDA）\n编制人：张伟　复核人：刘洋\n2023财年已核对一致 ✓\n"
        "未决事项：请提供香港2024财年的EBITDA。",
        ("ACME_HK", "EBITDA", "FY2024"),
    ),
    (
        "抽凭15笔已完成，无异常。索引 M-3：澳门2023财年员工人数是多少？",
        ("ACME_MO", "HEADCOUNT", "FY2023"),
    ),
    (
        "【程序 C-2 第1步】取得日本2024财年营业收入，与业绩材料核对（容差 USD 3m）。",
        ("ACME_JP", "REVENUE", "FY2024"),
    ),
    (
        "監査調書番号 S-7（シンガポール 売上高）\n作成者：鈴木　査閲者：高橋\n"
        "2023年度は突合済 ✓\n未了事項：2025年度のシンガポール事業の売上高を教えてください。",
        ("ACME_SG", "REVENUE", "FY2025"),
    ),
    (
        "依頼資料 No.4：香港事業の2024年度の従業員数（サンプル30件は抽出済み）。",
        ("ACME_HK", "HEADCOUNT", "FY2024"),
    ),
    (
        "監査手続 3：日本事業の2023年度EBITDAを入手し、決算資料の数値と突合すること。",
        ("ACME_JP", "EBITDA", "FY2023"),
    ),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "fact"), ANSWERED)
def test_the_open_item_is_answered_with_the_year_it_states(
    kb: KnowledgeBase, question: str, fact: tuple[str, str, str], mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, *fact), "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "PBC item 9 (ref. H-12): Singapore headcount please. Sample of 40 staff to be "
        "vouched to contracts.",
        "底稿 P-4 员工人数合理性测试：新加坡员工人数是多少？差异超过3%需跟进。",
        "依頼資料：シンガポール事業の従業員数をお願いします（指摘事項のフォローアップ用）。",
    ],
)
def test_an_item_naming_no_year_keeps_the_stated_assumption(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(
        answer, fact_value(kb, "ACME_SG", "HEADCOUNT", "FY2025"), "answer_with_assumptions"
    )


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "FY2025 audit — W/P H-3. Fieldwork 12 May 2026. What was Macau's net profit?",
        "2025 engagement, W/P H-3: Macau net profit please.",
        "W/P H-3 (FY2024 audit): what was Macau's net profit?",
        "2025年度审计 底稿 H-3：澳门的净利润是多少？",
        "底稿 H-3（2024年度审计）：澳门的净利润是多少？",
        "調書 H-3（2024年度監査）：マカオの当期純利益は？",
        "当事業年度の監査　調書 H-3：マカオの当期純利益はいくらですか？",
    ],
)
def test_the_engagement_s_year_is_never_the_year_asked(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "FY2024 agreed to prior-year file ✓\nOpen item 2: please provide Hong Kong revenue.",
        "2024财年已核对一致 ✓\n未决事项：请提供香港的EBITDA。",
        "2024年度は突合済 ✓\n未了事項：香港事業の従業員数を教えてください。",
        "往査日 2026年5月12日。調書 H-3：マカオの当期純利益を教えてください。",
    ],
)
def test_a_year_agreed_already_or_a_fieldwork_date_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "W/P ref. R-210 — Hong Kong\nPrepared by: KL   Reviewed by: MW\n"
        "Open item 2: please provide Hong Kong trade receivables for FY2025.",
        "W/P ref. R-210 — Hong Kong\nOpen item 2: please provide the inventory balance for FY2025.",
        "Deferred revenue W/P R-3: Japan FY2024?",
        "Online W/P R-3: Japan revenue for FY2024?",
        "W/P R-3 covers online sales only. What was Japan's revenue for FY2024?",
        "W/P R-3: Japan revenue for FY2024, per TB. Only the franchise part.",
        "W/P G-2: what was the Hong Kong gross margin per TB for FY2024, adjusted for one-offs?",
        "审计底稿 H-5\n编制人：张伟　复核人：刘洋\n2023财年已核对一致 ✓\n"
        "未决事项：请提供香港2024财年的应收账款余额。",
        "底稿 S-9：新加坡2025财年的存货是多少？",
        "底稿 R-3：日本2024财年线上收入是多少？",
        "監査調書番号 S-7\n作成者：鈴木　査閲者：高橋\n"
        "未了事項：2025年度のシンガポール事業の売掛金残高を教えてください。",
        "調書 M-2（マカオ）：2024年度の棚卸資産はいくらですか？",
        "調書 J-4：日本事業のオンライン売上高（2024年度）を教えてください。",
        "W/P R-5 needs the Q3 number. What was Japan's revenue for FY2024?",
        "底稿R-5里要填第三季度的数。日本2024财年收入是多少？",
        "調書R-5には上期の数字を記入予定。日本事業の2024年度の売上高は？",
    ],
)
def test_an_account_or_a_part_the_kb_lacks_is_still_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "W/P L-7 Singapore: tick the FY2024 profit figure to the results deck — which number "
        "should we be agreeing to?",
        "底稿 K-2（新加坡）：2024财年的利润是多少？",
        "調書 K-2（シンガポール）：2024年度の利益はいくらですか？",
    ],
)
def test_a_profit_of_the_heading_s_market_is_asked_which(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_asks_first(ask(kb, question, mode))
