"""The furniture of a formal request (``_form_furniture``): who sends it, its reference,
its item and how to file it.

- Answered, in each language: a request under a heading naming the sender or the form
  ("Monetary Authority, Supervision Department.", 「证监会问询函：」, 「財務局よりの照会。」),
  with its reference ("(ref. BSD/2026/77)", 「（公司部函〔2026〕58号）」, 「（照会番号：財照
  2026-12）」), its item ("Form QR-2, Box 7 -", 「第3栏：」, 「問3：」) and its filing notes
  ("Reply within 10 working days.", "no later than 30 June 2026", 「请于文到之日起10个工作日
  内」, 「該当なき場合は空欄のこと。」), the office's purpose ("for statistical purposes") and
  a pointer to the list ("Please submit the following:"); the written imperative
  「記載のこと」 is the request it is; a heading saying what the letter is about keeps its
  subject, which a year pointed back at (「该年度」) then reads.
- Still refused or asked: a market or a measure the KB lacks in the request (Taiwan, a
  dividend), a quarter of an open year, a bare profit; a heading naming a place the KB
  lacks when the request names no market of its own ("Malaysia Statistics Office.",
  「马来西亚统计局通知：」, 「台湾分部核查表：」), which may say whose figure is asked; a
  heading naming a KB name or a part of the business ("Online Revenue Return", 「线上销售
  调查表」), which may narrow the figure, is read with the request as before.
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
)

JP_REVENUE_FY2024 = 103200.0
HK_HEADCOUNT_FY2023 = 3120.0
GROUP_NET_PROFIT_FY2025 = 519.0
MO_EBITDA_FY2024 = 612.0
GROUP_EBITDA_FY2023 = 862.0
MO_NET_PROFIT_FY2025 = 352.0
HK_EBITDA_FY2024 = 431.0
JP_REVENUE_FY2025 = 109800.0
GROUP_NET_PROFIT_FY2023 = 421.0
SG_NET_PROFIT_FY2023 = 98.0
JP_HEADCOUNT_FY2025 = 2301.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "Statistics Bureau, Business Survey Division (ref. BSD/2026/77). Question 3: "
            "Revenue of the Japan segment, FY2024, in JPY millions. Please return the form "
            "by 15 July 2026.",
            JP_REVENUE_FY2024,
        ),
        (
            "Form QR-2, Box 7 - Headcount, Hong Kong operations, FY2023. Leave blank if none.",
            HK_HEADCOUNT_FY2023,
        ),
        (
            "Tax Office notice TX-2026-118: please state the group's net profit for FY2025 "
            "in USD millions. Reply within 10 working days.",
            GROUP_NET_PROFIT_FY2025,
        ),
        (
            "Monetary Authority, Supervision Department. With reference to our letter dated "
            "1 June 2026, please provide the EBITDA of the Macau operations for FY2024.",
            MO_EBITDA_FY2024,
        ),
        (
            "Financial Conduct Review 2024 (Our ref: FCR/24/55). Item 5(a): EBITDA of the "
            "Macau operations for the year ended 31 December 2024. Submission deadline: "
            "3 July 2026.",
            MO_EBITDA_FY2024,
        ),
        (
            "国家统计局《规模以上企业调查表》第3栏：日本分部2024财年营业收入（百万日元）。"
            "请于2026年7月10日前报送。",
            JP_REVENUE_FY2024,
        ),
        (
            "证监会问询函（公司部函〔2026〕58号）：请贵公司说明2023财年集团EBITDA（百万美元）。",
            GROUP_EBITDA_FY2023,
        ),
        (
            "税务机关通知（编号：税核2026-331）：请填报澳门分部2025财年净利润（单位：百万港元），"
            "如不适用请留空。",
            MO_NET_PROFIT_FY2025,
        ),
        (
            "关于贵公司新加坡分部2023财年净利润的复核函（编号：复字〔2026〕第12号）：请确认该年度"
            "净利润数额。",
            SG_NET_PROFIT_FY2023,
        ),
        (
            "財務局よりの照会（照会番号：財照2026-12）。香港事業の2024年度EBITDAを百万米ドル単位"
            "にて回答されたい。",
            HK_EBITDA_FY2024,
        ),
        (
            "経済産業省 企業活動基本調査 問3：日本事業の2025年度売上高（百万円）を記入してくだ"
            "さい。該当なき場合は空欄のこと。",
            JP_REVENUE_FY2025,
        ),
        (
            "取引所よりの確認事項。貴社グループの2023年度当期純利益（百万米ドル）について、"
            "令和8年6月30日までにご回答願います。",
            GROUP_NET_PROFIT_FY2023,
        ),
        (
            "Kindly provide, for statistical purposes, the number of employees of the Japan "
            "segment as at 31 December 2025.",
            JP_HEADCOUNT_FY2025,
        ),
        (
            "Please furnish the EBITDA of the Macau operations for FY2024 no later than "
            "30 June 2026.",
            MO_EBITDA_FY2024,
        ),
        (
            "Please submit the following by 30 June 2026: net profit of the Singapore segment "
            "for FY2023 (USD millions).",
            SG_NET_PROFIT_FY2023,
        ),
        ("请于文到之日起10个工作日内，报送新加坡分部2023财年净利润。", SG_NET_PROFIT_FY2023),
        ("回答期限：令和8年6月30日。マカオ事業の2024年度EBITDAを記載のこと。", MO_EBITDA_FY2024),
        ("シンガポール事業の2023年度当期純利益を記載すること。", SG_NET_PROFIT_FY2023),
    ],
)
def test_the_request_on_a_form_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Statistics Bureau (ref. BSD/2026/77). Question 3: Revenue of the Taiwan segment, "
        "FY2024. Please return the form by 15 July 2026.",
        "Tax Office notice TX-2026-118: please state the group's dividend per share for "
        "FY2025. Reply within 10 working days.",
        "Malaysia Statistics Office. Please report revenue for FY2025.",
        "调查表第2项：请填报台湾分部2024年末员工人数。报送截止日期为2026年7月1日。",
        "证监会问询函（公司部函〔2026〕58号）：请贵公司说明2026年第一季度集团EBITDA。",
        "马来西亚统计局通知：请报送2025财年净利润金额。",
        "台湾分部核查表：请填报2025财年营业收入。",
        "調査票 項目2-1：台湾事業の2024年度の従業員数を記入してください。",
        "取引所よりの確認事項。貴社グループの2023年度配当金総額について、令和8年6月30日までに"
        "ご回答願います。",
        "マレーシア統計局よりの照会。2024年度の売上高を記載されたい。",
        # A purpose changing the figure, and a day already passed, are no furniture.
        "Please state Japan's net profit for FY2025 for tax purposes.",
        "Please state Hong Kong revenue no later than 30 June 2025.",
        "シンガポール事業の2025年6月30日までの売上高を記載すること。",
        "请于文到之日起10个工作日内，报送台湾分部2023财年净利润。",
        # A heading naming a part of the figure ("online", 「线上」) is never set aside.
        "Online Revenue Return, Item 2: Hong Kong revenue, FY2024.",
        "Franchise Revenue Survey. Please report Hong Kong revenue for FY2024.",
        "线上销售调查表：请填报香港分部2024财年营业收入。",
        "オンライン売上調査票 問1：香港事業の2024年度売上高を記入してください。",
    ],
)
def test_what_the_kb_lacks_is_still_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Item 6: Profit of the Hong Kong segment for FY2024. Please complete and return by "
        "1 July 2026.",
        "调查表第4项：请报送澳门分部2024财年利润（单位：百万港元），报送截止日期为2026年7月1日。",
        "調査票 問2：香港事業の2024年度の利益を記入してください。該当なき場合は空欄のこと。",
    ],
)
def test_a_bare_profit_on_a_form_is_asked_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_heading_naming_a_kb_market_is_never_dropped_for_a_request_naming_none(
    kb: KnowledgeBase, mode: str
) -> None:
    answer = ask(kb, "Hong Kong Operations Survey. Please report revenue for FY2024.", mode)
    # The heading's market is kept: Hong Kong's figure, never the group's.
    if answer.value is not None:
        assert answer.value == ask(kb, "Hong Kong revenue FY2024", mode).value
    else:
        assert_no_figure(answer)
