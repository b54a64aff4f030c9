"""The formal register's ways of asking, said plainly.

A formal letter names the asker in the third person ("the undersigned"), points back
with "the said" and "the aforementioned", asks through courtesies ("We should be obliged
if you would …", "Your assistance in confirming … would be appreciated"), and in Chinese
and Japanese through the letter's own verbs (函请, 函复, 赐复, 「…の開示をお願い申し上げます」,
「…につき照会いたします」) and the polite "your firm" (贵司). None of it names a figure: the
figure asked is given. A word of the figure's own phrase the KB lacks (a channel, a
basis, a market, a kind of cash flow) is still refused, and a courtesy that does not
reach a figure is read as before.
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


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        # the asker in the third person, and a wish to receive
        (
            "The undersigned would be grateful to receive the revenue of the Hong Kong "
            "business for FY2023.",
            "ACME_HK",
            "REVENUE",
            "FY2023",
        ),
        # a courtesy before the verb of asking
        (
            "We should be obliged if you would furnish us with the EBITDA of the Japan "
            "operations for the financial year 2024.",
            "ACME_JP",
            "EBITDA",
            "FY2024",
        ),
        # an assistance appreciated, the figure inside it
        (
            "Your assistance in confirming the Group's net profit for the year ended "
            "31 December 2024 would be much appreciated.",
            "ACME_GROUP",
            "NET_PROFIT",
            "FY2024",
        ),
        # a passive wish with the figure inside it
        (
            "It would be appreciated if the gross margin of ACME Singapore for FY2023 could "
            "be confirmed.",
            "ACME_SG",
            "GROSS_MARGIN",
            "FY2023",
        ),
        # a notice of what the asker requires
        (
            "Please be advised that the undersigned requires the net profit of the Singapore "
            "business for FY2025.",
            "ACME_SG",
            "NET_PROFIT",
            "FY2025",
        ),
        # writing to request, and being directed to
        (
            "I am directed to request the headcount of the Singapore operations for FY2023.",
            "ACME_SG",
            "HEADCOUNT",
            "FY2023",
        ),
        # a pointer back and "namely"
        (
            "Confirmation is requested of the aforesaid figure, namely the revenue of "
            "Singapore for FY2024.",
            "ACME_SG",
            "REVENUE",
            "FY2024",
        ),
        # particulars asked in the passive
        (
            "Particulars of the Group's headcount as at 31 December 2023 are requested.",
            "ACME_GROUP",
            "HEADCOUNT",
            "FY2023",
        ),
        # the company addressed, its own figure asked
        (
            "The Company is requested to state its consolidated revenue for FY2024.",
            "ACME_GROUP",
            "REVENUE",
            "FY2024",
        ),
        # an office of the company wanting a statement
        (
            "The Audit Committee requires a statement of the Macau EBITDA for FY2023.",
            "ACME_MO",
            "EBITDA",
            "FY2023",
        ),
        # attributable to a market's business; how the reply is to come
        (
            "Kindly confirm in writing the EBITDA attributable to the Singapore business "
            "for FY2025.",
            "ACME_SG",
            "EBITDA",
            "FY2025",
        ),
        # the passive request read again once its purpose is out
        (
            "Notification of the Macau net profit for FY2024 is requested for inclusion in "
            "the audit file.",
            "ACME_MO",
            "NET_PROFIT",
            "FY2024",
        ),
        # 贵司 and the letter's verbs of asking and replying
        ("敬请贵司提供新加坡业务2024财年之收入。", "ACME_SG", "REVENUE", "FY2024"),
        ("望贵司拨冗示知新加坡业务2023财年员工人数，不胜感激。", "ACME_SG", "HEADCOUNT", "FY2023"),
        ("兹函询贵司香港业务2023财年之收入，盼复。", "ACME_HK", "REVENUE", "FY2023"),
        ("本司拟请贵司提供澳门业务2024财年之净利润，敬候回复。", "ACME_MO", "NET_PROFIT", "FY2024"),
        # the figure put before the verb by 将 or 就
        ("请将集团2023财年员工人数函复我司。", "ACME_GROUP", "HEADCOUNT", "FY2023"),
        ("请贵司就日本业务2024财年之EBITDA予以书面答复。", "ACME_JP", "EBITDA", "FY2024"),
        ("现就香港业务2023财年收入事宜函询如下，请予回复。", "ACME_HK", "REVENUE", "FY2023"),
        # a stock at the fiscal year's last day
        ("请提供澳门业务截至2025年12月31日的员工人数。", "ACME_MO", "HEADCOUNT", "FY2025"),
        # the request said as a noun of disclosing, an inquiry, the asker's side
        (
            "2024年度におけるグループ売上高の開示をお願い申し上げます。",
            "ACME_GROUP",
            "REVENUE",
            "FY2024",
        ),
        ("貴社香港事業の2023年度売上高につき照会いたします。", "ACME_HK", "REVENUE", "FY2023"),
        (
            "当方にてシンガポール事業の2025年度EBITDAを確認いたしたく、ご教示願います。",
            "ACME_SG",
            "EBITDA",
            "FY2025",
        ),
        (
            "マカオ事業の2025年12月末時点の従業員数をご教示願います。",
            "ACME_MO",
            "HEADCOUNT",
            "FY2025",
        ),
        # documentary Japanese: 「に係る」, 「の儀」, the wish to know, a year's results, the
        # amount of the figure, the reply in writing, 「本件」
        (
            "シンガポール事業の2024年度に係る当期純利益につき、ご教示願います。",
            "ACME_SG",
            "NET_PROFIT",
            "FY2024",
        ),
        (
            "日本事業の2023年度従業員数の儀につき、ご回答願います。",
            "ACME_JP",
            "HEADCOUNT",
            "FY2023",
        ),
        (
            "マカオ事業の2024年度EBITDAを把握いたしたく、ご教示賜りたく存じます。",
            "ACME_MO",
            "EBITDA",
            "FY2024",
        ),
        (
            "グループの2025年度決算における売上高の額につき、ご教示願います。",
            "ACME_GROUP",
            "REVENUE",
            "FY2025",
        ),
        ("本件、香港事業の2024年度EBITDAを書面にてご回答願います。", "ACME_HK", "EBITDA", "FY2024"),
        ("兹请贵司就澳门业务2023财年度之收入出具书面说明。", "ACME_MO", "REVENUE", "FY2023"),
        ("本函旨在了解日本业务2025财年之净利润。", "ACME_JP", "NET_PROFIT", "FY2025"),
        ("香港子会社の2024年度売上高につき、ご教示願います。", "ACME_HK", "REVENUE", "FY2024"),
    ],
)
def test_a_formal_way_of_asking_is_no_word_of_the_figure(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period), "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a channel, a kind of cash flow, a market the KB lacks, a part of a year
        "We should be obliged if you would confirm the online revenue of the Hong Kong "
        "business for FY2023.",
        "The undersigned would be grateful to receive the free cash flow of the Group for FY2024.",
        "Your assistance in confirming the Philippines revenue for FY2024 would be much "
        "appreciated.",
        "The undersigned wishes to be informed of the Japan EBITDA for Q3 FY2024.",
        # attributable to the owners is a basis, no market
        "It is requested that the undersigned be furnished with the net profit attributable "
        "to shareholders of the Group for FY2024.",
        "Particulars of the Group's revenue by channel for FY2024 are requested.",
        "The Company is requested to state its projected revenue for FY2027.",
        "We would be most grateful for the Osaka store's revenue for FY2024.",
        # an office named by a part of the business is no company function
        "The Online Committee requires a statement of the Group revenue for FY2024.",
        "请贵司提供台湾业务2024财年之收入。",
        "请将集团2023财年兼职员工人数告知我司。",
        "兹函询贵司香港业务2023财年之自由现金流，盼复。",
        "请贵司就香港门店2023财年之收入予以答复。",
        "2024年度におけるグループのオンライン売上高の開示をお願い申し上げます。",
        "大阪店の2023年度売上高につき照会いたします。",
        "大阪子会社の2023年度売上高につき、ご教示願います。",
        "香港事業の2023年度に係るオンライン売上高につき、ご教示願います。",
    ],
)
def test_a_word_of_the_figure_inside_a_formal_frame_is_still_read(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_shared_name_inside_a_formal_frame_is_still_asked_about(
    kb: KnowledgeBase, mode: str
) -> None:
    assert_asks_first(ask(kb, "We would be most grateful for the Group's profit for FY2024.", mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a word and its aspect particle between 的 and a metric
        "香港2025财年的绝了收入",
        "澳门2024财年的好了净利润是多少？",
        "日本2023财年的了收入",
    ],
)
def test_a_word_marked_done_written_onto_a_metric_is_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_verb_of_earning_marked_done_before_the_amount_asked_is_read_as_before(
    kb: KnowledgeBase, mode: str
) -> None:
    assert_figure(
        ask(kb, "香港2025财年实现了多少收入？", mode),
        fact_value(kb, "ACME_HK", "REVENUE", "FY2025"),
        "none",
    )


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        # a legal form written onto the company's or a market's name
        (
            "Please confirm the EBITDA of ACME Macau Limited for FY2024.",
            "ACME_MO",
            "EBITDA",
            "FY2024",
        ),
        (
            "Kindly state the net profit of ACME Japan K.K. for FY2025.",
            "ACME_JP",
            "NET_PROFIT",
            "FY2025",
        ),
        ("请提供ACME新加坡有限公司2023财年之员工人数。", "ACME_SG", "HEADCOUNT", "FY2023"),
        ("株式会社ACMEの2024年度EBITDAをご教示願います。", "ACME_GROUP", "EBITDA", "FY2024"),
        (
            "当社グループの2025年度当期純利益をご教示ください。",
            "ACME_GROUP",
            "NET_PROFIT",
            "FY2025",
        ),
        # the group owning the market's business is that market
        (
            "Please confirm the EBITDA of the Group's Singapore operations for FY2024.",
            "ACME_SG",
            "EBITDA",
            "FY2024",
        ),
        (
            "Please state the net profit of the Macau segment of the Group for FY2025.",
            "ACME_MO",
            "NET_PROFIT",
            "FY2025",
        ),
        ("请提供集团旗下日本业务2025财年之收入。", "ACME_JP", "REVENUE", "FY2025"),
        (
            "グループの日本事業の2024年度従業員数をご教示ください。",
            "ACME_JP",
            "HEADCOUNT",
            "FY2024",
        ),
        # "the Company" as a formal letter defines it, asked of and named
        (
            "Confirmation is sought from the Company of the Group EBITDA for FY2025.",
            "ACME_GROUP",
            "EBITDA",
            "FY2025",
        ),
        (
            "Provision of the Company's net profit for the fiscal year ended FY2023 would be "
            "appreciated.",
            "ACME_GROUP",
            "NET_PROFIT",
            "FY2023",
        ),
        # what the request concerns; the request made at an office's instance
        (
            "This request concerns the headcount of the Japan business for FY2024.",
            "ACME_JP",
            "HEADCOUNT",
            "FY2024",
        ),
        (
            "The gross margin of the Hong Kong business for FY2025 is the subject of this request.",
            "ACME_HK",
            "GROSS_MARGIN",
            "FY2025",
        ),
        (
            "At the request of the Risk Committee, confirmation of the Japan EBITDA for FY2023 "
            "is sought.",
            "ACME_JP",
            "EBITDA",
            "FY2023",
        ),
        # the company's own books, a market's revenue derived from its business, the group
        # asked of its own market, when the reply is due
        (
            "Determination of the Japan business's revenue for FY2024, as recorded in the "
            "Company's accounts, is requested without delay.",
            "ACME_JP",
            "REVENUE",
            "FY2024",
        ),
        (
            "Confirmation of the revenue derived from the Macau operations for FY2025 is sought.",
            "ACME_MO",
            "REVENUE",
            "FY2025",
        ),
        (
            "It is requested that the Company confirm the headcount of its Singapore business "
            "for FY2024.",
            "ACME_SG",
            "HEADCOUNT",
            "FY2024",
        ),
        (
            "Confirmation of the EBITDA generated by the Company in Japan for FY2023 is sought "
            "at the Company's earliest convenience.",
            "ACME_JP",
            "EBITDA",
            "FY2023",
        ),
        # a term the letter defines in brackets
        (
            'Please provide the revenue of the Macau business (the "Business") for FY2024.',
            "ACME_MO",
            "REVENUE",
            "FY2024",
        ),
    ],
)
def test_the_names_a_formal_letter_gives_the_company_are_its_own(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period), "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a legal form after another company's name
        "Please confirm the revenue of Harbour Retail Limited for FY2024.",
        # a defined term naming a part of the business
        'Please provide the revenue of the Macau business (the "Online Business") for FY2024.',
        # the group and a market named side by side
        "Please provide the revenue of the Group and Hong Kong for FY2024.",
        # the group and a market compared
        "Please provide the revenue of the Group compared with Hong Kong for FY2024.",
        # the company in lower case may be any company
        "Please provide the revenue of the company for FY2024.",
    ],
)
def test_other_names_beside_a_formal_request_are_read_as_written(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
