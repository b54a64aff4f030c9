"""A letter from an office, laid out on lines (``_letter_layout``).

- Its letterhead (who writes, the letter's number), its salutation ("Dear Company
  Secretary,", 敬启者：, 「…御中」), its closing and signature ("Yours sincerely," over
  the sender, 此致 over 处长, 以上 over 課長), the grounds it writes under led into
  before the request ("Further to our examination of …,", 依照《…》的相关规定，,
  「…の一環として、」), a sentence stating only its duty and the reply's deadline are
  set aside; the request in the body is answered.
- An item already filled in on a form ("(pre-filled)", （已预填）, （記入済み）) asks
  nothing; the item left open is the question.
- A census's "persons engaged" and a survey's 従業者数 are the KB's headcount.
- Still refused or asked: a subject line naming a channel, a body pointing at a market
  it does not name (the letterhead's seat is not it), a figure the KB lacks.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_figure,
    assert_no_figure,
    assert_refused,
    fact_value,
)

LETTERS = [
    (
        "Malaysian Securities Regulator – Issuer Surveillance Unit\n"
        "File Ref: MSR/IS/2027/0113\n\n"
        "Dear Company Secretary,\n\n"
        "Further to our examination of the Group's interim filings, we would be obliged if "
        "you would state the EBITDA of the Group's Singapore operations for FY2024.\n\n"
        "A written answer is expected within 8 business days of the date of this notice.\n\n"
        "Yours sincerely,\nHead of Issuer Surveillance",
        ("ACME_SG", "EBITDA", "FY2024"),
    ),
    (
        "Financial Reporting Review Panel\n"
        "Case No. FRRP/2027/77\n\n"
        "To whom it may concern,\n\n"
        "Under paragraph 4 of the Review Procedures, issuers are obliged to cooperate fully. "
        "Kindly confirm the gross margin of the Japan business for FY2023.\n\n"
        "We look forward to hearing from you within two weeks.\n\n"
        "Yours faithfully,\nPanel Secretary",
        ("ACME_JP", "GROSS_MARGIN", "FY2023"),
    ),
    (
        "澳门金融管理局 监察处\n来函编号：AMCM/SP/2027/045\n\n敬启者：\n\n"
        "依照《金融体系法律制度》的相关规定，本局须核实若干财务资料。"
        "请贵集团提供日本业务2024财年的毛利率，并于收函后七个工作日内回复本局。\n\n此致\n监察处处长",
        ("ACME_JP", "GROSS_MARGIN", "FY2024"),
    ),
    (
        "近畿財務局 理財部 証券監督課\n照会番号 第2027-118号\n\nACMEグループ 御中\n\n"
        "有価証券報告書の記載内容の確認の一環として、香港事業の2024年度のEBITDAをお示しください。\n\n"
        "なお、本書受領後7営業日以内にご回答ください。\n\n以上\n証券監督課長",
        ("ACME_HK", "EBITDA", "FY2024"),
    ),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("letter", "fact"), LETTERS)
def test_the_request_in_an_office_letter_is_answered(
    kb: KnowledgeBase, mode: str, letter: str, fact: tuple[str, str, str]
) -> None:
    assert_figure(ask(kb, letter, mode), fact_value(kb, *fact), "none")


FORMS = [
    (
        "Labour Statistics Office\nSurvey No. LSO/WF/2027/302\n\n"
        "Under the Statistics Act 2001, you are required to complete this return.\n"
        "(a) Name of business: ACME Group (pre-filled)\n"
        "(b) Number of persons engaged by the Singapore business at the end of FY2024\n"
        "Please return this form within 21 days.",
        ("ACME_SG", "HEADCOUNT", "FY2024"),
    ),
    (
        "统计调查局\n表格编号：SSB/EMP/2027/12\n\n请填写下列项目：\n"
        "一、企业名称（已预填）\n二、香港业务2024财年末的雇员人数\n\n请于三十日内交回。",
        ("ACME_HK", "HEADCOUNT", "FY2024"),
    ),
    (
        "総務省 統計局\n調査票番号 SB-2027-0412\n\n次の設問にご回答ください。\n"
        "問1 事業所名（記入済み）\n問2 マカオ事業の2025年度末の従業者数\n\n提出期限：8月1日",
        ("ACME_MO", "HEADCOUNT", "FY2025"),
    ),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("form", "fact"), FORMS)
def test_the_open_item_of_an_office_form_is_answered(
    kb: KnowledgeBase, mode: str, form: str, fact: tuple[str, str, str]
) -> None:
    assert_figure(ask(kb, form, mode), fact_value(kb, *fact))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "letter",
    [
        "Hong Kong Retail Statistics Office\nSurvey No. HKRSO/RT/2027/551\n\nDear Sirs,\n\n"
        "Re: online sales survey\n\nPlease state the revenue of the Group for FY2024.\n\n"
        "Kindly respond within 10 days.\n\nYours faithfully",
        "Exchange Surveillance Unit\nRef. ESU/2027/0902\n\nDear Sirs,\n\n"
        "Please confirm the revenue of the Company's operations in the market concerned "
        "for FY2024.\n\nYours faithfully",
        "香港交易所 上市科\n函件编号：LD/2027/0102\n\n敬启者：\n\n"
        "请贵公司说明在该地区2024财年的收入，并于五个营业日内回复。\n\n此致",
        "大阪証券取引所 上場部\n照会番号 OSE-2027-0044\n\nACMEグループ 御中\n\n"
        "貴社梅田店舗の2024年度の売上高をご回答ください。\n\n以上",
        "Listing Division\nCase No. LD/2027/0560\n\nDear Sirs,\n\n"
        "Pursuant to Rule 9 of the Listing Rules, please confirm the dividend per share for "
        "FY2024.\n\nYours faithfully",
    ],
)
def test_what_the_letter_narrows_or_lacks_gives_no_figure(
    kb: KnowledgeBase, mode: str, letter: str
) -> None:
    assert_no_figure(ask(kb, letter, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_channel_in_the_subject_line_still_refuses(kb: KnowledgeBase, mode: str) -> None:
    letter = (
        "Retail Statistics Office\nSurvey No. RSO/2027/551\n\nDear Sirs,\n\n"
        "Re: e-commerce returns\n\nPlease state the revenue of the Japan business for "
        "FY2024.\n\nYours faithfully"
    )
    assert_refused(ask(kb, letter, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "fact"),
    [
        (
            "Revenue Office\nFile No. RO/2027/311\n\nUnder section 12 of the Revenue Code, "
            "you are hereby required to disclose the EBITDA of the Macau business for FY2024.",
            ("ACME_MO", "EBITDA", "FY2024"),
        ),
        (
            "The Company is requested to state the gross margin of the Japan business for FY2025.",
            ("ACME_JP", "GROSS_MARGIN", "FY2025"),
        ),
        (
            "文件编号：TX/2027/0088\n请贵公司提供新加坡业务2024财年的EBITDA，并于十日内回复。",
            ("ACME_SG", "EBITDA", "FY2024"),
        ),
    ],
)
def test_a_request_said_as_the_addressees_duty_is_answered(
    kb: KnowledgeBase, mode: str, question: str, fact: tuple[str, str, str]
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, *fact), "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "statement",
    [
        "Our inquiry concerns the Osaka stores.",
        "The review covers Penang only.",
        "Only online sales are relevant to this inquiry.",
    ],
)
def test_a_statement_narrowing_the_figure_stays_in_a_letter(
    kb: KnowledgeBase, mode: str, statement: str
) -> None:
    letter = (
        "Tax Office\nRef. TX/2027/01\n\nDear Sirs,\n\n"
        f"Please state the revenue of the Japan business for FY2024. {statement}\n\n"
        "Yours faithfully"
    )
    assert_no_figure(ask(kb, letter, mode))
