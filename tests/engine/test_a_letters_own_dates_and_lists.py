"""A letter's own dates, its reference codes and the list its request points at
(``_letter_dates``, ``_letter_list``, ``_letter_layout``).

- The day a letter is written ("Date: 3 July 2026", "July 3, 2026", "Kuala Lumpur, 2
  July 2026", 日期：2026年7月3日, 令和8年7月3日, "R8.7.3") and the day of a letter it cites
  ("our letter of 4 March 2026", 「2026年3月4日函」) are never the year asked: a year
  named in the body is answered, and with none, FY2025 with the assumption said.
- A reference code holding a year ("IRAS/CT/2024/077", 函号：…/2023/…, 「第2024-31号」) is
  never the year asked either.
- A request pointing at the list under it ("the following in respect of …:", 下列资料,
  「下記事項」 over 記 and its items) is read with its items; a market named in the lead
  is each item's.
- Still refused or asked: a letter asking a market or a metric the KB lacks, a part of a
  year, a market only pointed at ("that market", 该市场), a year described by an event.
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
    fact_value,
)

DATED = [
    (
        "Securities Regulator of Malaysia\nOur Ref: SRM/CF/2024/0077\nDate: 3 July 2026\n\n"
        "Dear Sir or Madam,\n\n1. Kindly furnish the EBITDA of ACME Japan for FY2023.\n"
        "2. A reply is requested by 17 July 2026.\n\nYours faithfully,\nIssuer Division",
        ("ACME_JP", "EBITDA", "FY2023"),
    ),
    (
        "TAX BUREAU\nReference: TB-CT-2025-118\nJuly 3, 2026\n\nDear Sirs:\n\n"
        "Please provide the revenue of ACME Hong Kong for fiscal 2024.\n\nSincerely yours,",
        ("ACME_HK", "REVENUE", "FY2024"),
    ),
    (
        "Companies Office\nFile No. CO/88/2023\nKuala Lumpur, 2 July 2026\n\nDear Sirs,\n\n"
        "Please furnish the headcount of ACME Singapore for FY2024.\n\nYours faithfully,",
        ("ACME_SG", "HEADCOUNT", "FY2024"),
    ),
    (
        "证券监管局\n函号：证监〔2024〕第19号\n日期：2026年7月3日\n\n敬启者：\n\n"
        "一、请提供澳门业务2024财年的EBITDA。\n二、请于十日内回复。\n\n此致",
        ("ACME_MO", "EBITDA", "FY2024"),
    ),
    (
        "近畿財務局\n近財証第2023-41号\n令和8年7月3日\n\nACME Japan株式会社　御中\n\n"
        "下記について報告されたい。\n\n記\n1. 2023年度の日本事業の売上高\n\n以上",
        ("ACME_JP", "REVENUE", "FY2023"),
    ),
    (
        "近財証第57号\nR8.7.3\n\nACMEグループ　御中\n\n"
        "1. 香港事業の2024年度の従業員数を提出されたい。\n\n以上",
        ("ACME_HK", "HEADCOUNT", "FY2024"),
    ),
    (
        "Our ref: SRM/CF/2026/0210\nDate: 10 June 2026\n\nDear Sirs,\n\n"
        "Further to our letter of 4 March 2026\n\n"
        "1. Please furnish the net profit of ACME Macau for FY2023.\n\nYours faithfully",
        ("ACME_MO", "NET_PROFIT", "FY2023"),
    ),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "fact"), DATED)
def test_a_letters_dates_and_codes_are_not_the_year_asked(
    kb: KnowledgeBase, question: str, fact: tuple[str, str, str], mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, *fact), clarification="none")


UNDATED = [
    (
        "Statistics Office\nRef: SO/EMP/2026/33\nDate: 1 June 2026\n\nDear Sirs,\n\n"
        "Please furnish the headcount of ACME Japan.\n\nYours faithfully,",
        ("ACME_JP", "HEADCOUNT", "FY2025"),
    ),
    (
        "统计局\n函号：统函〔2026〕第8号\n日期：2026年6月1日\n\n敬启者：\n\n请提供香港业务的营业收入。\n\n此致",
        ("ACME_HK", "REVENUE", "FY2025"),
    ),
    (
        "統計局第12号\n令和8年6月1日\n\nACMEグループ　御中\n\n"
        "記\n1. シンガポール事業の純利益\n\n以上",
        ("ACME_SG", "NET_PROFIT", "FY2025"),
    ),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "fact"), UNDATED)
def test_a_letter_naming_no_year_answers_the_latest_with_the_assumption(
    kb: KnowledgeBase, question: str, fact: tuple[str, str, str], mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, fact_value(kb, *fact), clarification="answer_with_assumptions")


LISTED = [
    (
        "Revenue Office\nRef: RO/CT/2025/9\nDate: 2 July 2026\n\nDear Sirs,\n\n"
        "1. Under section 4 of the Business Tax Act you are required to furnish particulars "
        "of the following in respect of ACME Singapore:\n"
        "   1.1 earnings before interest, tax, depreciation and amortisation (EBITDA) for "
        "financial year 2024;\n"
        "2. Please furnish the above within twenty (20) days.\n\nYours faithfully,",
        ("ACME_SG", "EBITDA", "FY2024"),
    ),
    (
        "财政局\n函号：DSF/2025/0099\n日期：2026年7月1日\n\n致：ACME澳门 财务总监\n\n"
        "一、请提供贵公司下列资料：\n　　1. 澳门业务2023财政年度之营业收入；\n"
        "二、请于收函后十日内报送本局。\n\n财政局 局长",
        ("ACME_MO", "REVENUE", "FY2023"),
    ),
    (
        "関東財務局\n関財証第2025-7号\n令和8年7月1日\n\nACME Japan株式会社\n代表取締役　殿\n\n"
        "資料の提出について\n\n下記事項について報告されたい。\n\n記\n"
        "1. 2024年度における日本事業のEBITDA\n2. 提出期限　令和8年7月15日\n\n以上",
        ("ACME_JP", "EBITDA", "FY2024"),
    ),
    (
        "LETTER REF CF/2025/31 - Dear Sirs, with reference to the above, please furnish the "
        "revenue of ACME Japan for FY2024. Yours faithfully, Corporate Finance Division",
        ("ACME_JP", "REVENUE", "FY2024"),
    ),
    (
        "公函編號：ECON/0101/26\n日期：2026年6月1日\n\n敬啟者：\n\n請台端提供ACME香港業務2024財政年度的淨利潤資料。",
        ("ACME_HK", "NET_PROFIT", "FY2024"),
    ),
    (
        "证监函〔2026〕第9号\n2026年6月1日\n\nACME集团：\n\n现请贵集团于七个工作日内报送新加坡业务2023财年EBITDA。",
        ("ACME_SG", "EBITDA", "FY2023"),
    ),
    (
        "Attention: ACME. The Commission requires the Japan gross margin for FY2023.",
        ("ACME_JP", "GROSS_MARGIN", "FY2023"),
    ),
    (
        "File: CF/Q/25-9\nDated this 4th day of June 2026\n\nDear Company Secretary\n\n"
        "Re: Query - Macau business\n\nYou are requested to disclose the net profit of "
        "ACME Macau for FY2024.\n\nYours sincerely",
        ("ACME_MO", "NET_PROFIT", "FY2024"),
    ),
    (
        "金企市第2025-3号\n令和8年6月2日\n\nACMEグループ　御中\n\n件名：資料提出のお願い\n\n"
        "下記の資料をご提出ください。\n\n記\n一　2023年度の香港事業の売上高\n\n以上",
        ("ACME_HK", "REVENUE", "FY2023"),
    ),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "fact"), LISTED)
def test_a_letters_list_and_furniture_are_read_with_its_request(
    kb: KnowledgeBase, question: str, fact: tuple[str, str, str], mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, *fact))


REFUSED = [
    # A market the KB lacks, in a dated letter with a real metric and year.
    "Our Ref: SRM/CF/2024/0077\nDate: 3 July 2026\n\nDear Sirs,\n\n"
    "1. Kindly furnish the EBITDA of ACME Vietnam for FY2024.\n\nYours faithfully,",
    # A metric the KB lacks, as an item under a pointer.
    "Revenue Office\nRef: RO/CT/2025/9\n\nDear Sirs,\n\n"
    "1. Please furnish the following in respect of ACME Singapore:\n"
    "   (a) the income tax paid for FY2024;\n\nYours faithfully,",
    # A part of a year in a letter.
    "函号：证监〔2024〕第19号\n日期：2026年7月3日\n\n敬启者：\n\n一、请提供澳门业务2024财年第二季度的EBITDA。\n\n此致",
    # The letter's own year is the open year: never taken as asked, and a named year
    # before the KB's is refused.
    "近財証第2026-41号\n令和8年7月3日\n\nACME Japan株式会社　御中\n\n"
    "記\n1. 2021年度の日本事業の売上高\n\n以上",
    # A subject line naming a channel the request does not.
    "File: CF/Q/25-9\nDate: 4 June 2026\n\nDear Company Secretary\n\n"
    "Re: Query - Macau delivery sales\n\nPlease provide the revenue of ACME Macau for "
    "FY2024.\n\nYours sincerely",
    # A metric the KB lacks under 記.
    "金企市第2025-3号\n令和8年6月2日\n\nACMEグループ　御中\n\n下記の資料をご提出ください。\n\n"
    "記\n一　2023年度の香港事業の客単価\n\n以上",
    # An addressee naming a part of the business stays and is refused.
    "Attention: ACME Pharmacy. The Commission requires the Japan gross margin for FY2023.",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_a_letter_asking_what_the_kb_lacks_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


ASKED = [
    "Our ref: SRM/2026/5\nDate: 1 June 2026\n\nDear Sirs,\n\n"
    "1. Please furnish the net profit of ACME in that market for FY2024.\n\nYours faithfully,",
    "函号：证监〔2026〕第3号\n日期：2026年6月1日\n\n一、请报送贵集团在该市场2023财年的营业收入。",
    "Dear Sirs,\n\n1. Please furnish the revenue of ACME Group for the financial year in "
    "which the Group's restructuring took place.\n\nYours faithfully,",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ASKED)
def test_a_letter_pointing_at_a_market_or_year_it_does_not_name_asks(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_asks_first(ask(kb, question, mode))
