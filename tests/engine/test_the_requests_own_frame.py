"""The request's own frame: the formal ways of asking, what the figure is for and how it
is to be delivered.

"Confirmation is sought of …", "in respect of the financial year", "for incorporation
into the credit paper", "at your earliest convenience", "together with the document in
which it is stated", 惠予, 为荷, 以备…之用, 「…いただけますと幸甚に存じます」, 「表題の件」,
「…を教材に使いたいので」 are about the request, not the figure: the figure asked is
given. A word of them that may narrow the figure (a channel, a programme, a market the KB
lacks, a basis of counting) is still read, and refused.
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


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            "Confirmation is requested of the revenue booked by ACME Japan in FY2024.",
            "ACME_JP",
            "REVENUE",
            "FY2024",
        ),
        (
            "The provision of Singapore's EBITDA for FY2023 is requested.",
            "ACME_SG",
            "EBITDA",
            "FY2023",
        ),
        (
            "We seek confirmation of the Hong Kong headcount at the end of FY2025.",
            "ACME_HK",
            "HEADCOUNT",
            "FY2025",
        ),
        (
            "Please supply the net profit of ACME Macau in respect of FY2024.",
            "ACME_MO",
            "NET_PROFIT",
            "FY2024",
        ),
        (
            "Please send the FY2025 revenue of the Singapore business as soon as possible.",
            "ACME_SG",
            "REVENUE",
            "FY2025",
        ),
        (
            "Please state Japan's EBITDA for FY2023, along with the source in which it"
            " is reported.",
            "ACME_JP",
            "EBITDA",
            "FY2023",
        ),
        (
            "Kindly provide Hong Kong's gross margin for FY2024 for incorporation into the"
            " credit paper being drafted.",
            "ACME_HK",
            "GROSS_MARGIN",
            "FY2024",
        ),
        (
            "Please provide the FY2025 headcount of ACME Singapore for use in our staffing"
            " questionnaire.",
            "ACME_SG",
            "HEADCOUNT",
            "FY2025",
        ),
        (
            "Please confirm Hong Kong's revenue for FY2023, together with the currency in which"
            " that figure is reported.",
            "ACME_HK",
            "REVENUE",
            "FY2023",
        ),
        (
            "Following our meeting last week, please provide Japan's net profit for FY2024.",
            "ACME_JP",
            "NET_PROFIT",
            "FY2024",
        ),
        (
            "Memo. To: Group Treasury. Re: Macau revenue. The Macau revenue for FY2023 is"
            " requested for the lenders' letter.",
            "ACME_MO",
            "REVENUE",
            "FY2023",
        ),
        (
            "Please give me Singapore's FY2024 gross margin for my lesson on pricing.",
            "ACME_SG",
            "GROSS_MARGIN",
            "FY2024",
        ),
        (
            "Identification of the Macau headcount at the end of FY2024 is requested.",
            "ACME_MO",
            "HEADCOUNT",
            "FY2024",
        ),
        (
            "It is hereby requested that Singapore's FY2025 net profit be verified and sent.",
            "ACME_SG",
            "NET_PROFIT",
            "FY2025",
        ),
        (
            "This office hereby requests the gross margin of ACME Hong Kong for FY2023.",
            "ACME_HK",
            "GROSS_MARGIN",
            "FY2023",
        ),
        (
            "Please advise us of the EBITDA of ACME Japan for FY2025 in your response.",
            "ACME_JP",
            "EBITDA",
            "FY2025",
        ),
        ("兹请贵处提供新加坡业务2023财年之毛利率。", "ACME_SG", "GROSS_MARGIN", "FY2023"),
        ("请于明日前见复香港业务2025财年之员工人数。", "ACME_HK", "HEADCOUNT", "FY2025"),
        ("请惠予告知日本业务2024财年之员工人数为荷。", "ACME_JP", "HEADCOUNT", "FY2024"),
        ("恳请见示香港业务2023财年之净利润为何。", "ACME_HK", "NET_PROFIT", "FY2023"),
        (
            "关于新加坡业务2025财年收入一事，烦请告知，并注明出处及页码。",
            "ACME_SG",
            "REVENUE",
            "FY2025",
        ),
        ("请提供澳门业务2024财年的EBITDA，以供季度董事会材料之用。", "ACME_MO", "EBITDA", "FY2024"),
        (
            "为准备股东大会季度材料，请提供集团2023财年的收入。",
            "ACME_GROUP",
            "REVENUE",
            "FY2023",
        ),
        (
            "课件里有一页图表要用到日本业务2025财年的毛利率，请告诉我数值和单位。",
            "ACME_JP",
            "GROSS_MARGIN",
            "FY2025",
        ),
        (
            "香港事業の2024年度のEBITDAにつき、お示しいただけますと幸甚に存じます。",
            "ACME_HK",
            "EBITDA",
            "FY2024",
        ),
        (
            "標記の件、マカオ事業の2023年度の売上高をお知らせください。",
            "ACME_MO",
            "REVENUE",
            "FY2023",
        ),
        (
            "小テストの問題にシンガポール事業の2025年度の従業員数を使いたいので、正解の数値を教えてください。",
            "ACME_SG",
            "HEADCOUNT",
            "FY2025",
        ),
        ("日本事業の2024年度の当期純利益の額をご教示ください。", "ACME_JP", "NET_PROFIT", "FY2024"),
    ],
)
def test_the_frame_of_the_request_is_no_word_of_the_figure(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period), "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Confirmation is sought of the revenue of the loyalty programme in Japan for FY2024.",
        "Please provide Japan's FY2024 revenue for inclusion in the online sales annex.",
        "Please provide Japan's FY2024 revenue for the purposes of the tax return.",
        "Please provide Japan's FY2024 revenue for the franchise memo.",
        "Kindly furnish the revenue of ACME Japan in respect of duty-free sales for FY2024.",
        "Please provide Japan's FY2024 revenue for inclusion in the Osaka store review.",
        "Please advise whether the FY2024 revenue of ACME Japan is worth quoting.",
        "请于本月内提供日本业务2024财年上半年的收入。",
        "请提供日本业务2024财年的收入，以备线上业务备忘录之用。",
        "请提供日本业务2024财年的收入，以供门店周报之用。",
        "日本事業の2024年度の売上高を、オンライン販売の資料に使いたいので教えてください。",
    ],
)
def test_a_word_narrowing_the_figure_in_the_frame_is_still_read(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_quarterly_figure_asked_beside_quarterly_work_is_refused(
    kb: KnowledgeBase, mode: str
) -> None:
    assert_refused(ask(kb, "为编制季度材料，请提供澳门业务2024财年第三季度的收入。", mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_purpose_naming_the_only_metric_leaves_the_request_asking_which(
    kb: KnowledgeBase, mode: str
) -> None:
    assert_asks_first(
        ask(
            kb,
            "Please provide the FY2024 profit figure of ACME Japan for our lenders' letter.",
            mode,
        )
    )


@pytest.mark.parametrize("mode", MODES)
def test_why_asked_with_the_formal_word_is_not_read_as_what(kb: KnowledgeBase, mode: str) -> None:
    assert_no_figure(ask(kb, "香港业务2024财年收入为何下降？", mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            "For a tutorial on cost structures, what was Hong Kong's EBITDA in FY2023?",
            "ACME_HK",
            "EBITDA",
            "FY2023",
        ),
        (
            "What was Singapore's revenue in FY2025? The pupils will convert it into euros"
            " themselves.",
            "ACME_SG",
            "REVENUE",
            "FY2025",
        ),
        (
            "Please send Japan's headcount for FY2024, to benchmark against the other"
            " retailers we follow.",
            "ACME_JP",
            "HEADCOUNT",
            "FY2024",
        ),
        (
            "For our module on pricing, my learners compare gross margins across regions."
            " What was Hong Kong's gross margin in FY2024?",
            "ACME_HK",
            "GROSS_MARGIN",
            "FY2024",
        ),
        (
            "ゼミで一人当たり売上を比較させたいので、シンガポール事業の2023年度の売上高を教えてください。",
            "ACME_SG",
            "REVENUE",
            "FY2023",
        ),
        (
            "澳门业务2025财年的收入是多少？同学们会用这个数字算市场份额。",
            "ACME_MO",
            "REVENUE",
            "FY2025",
        ),
    ],
)
def test_what_the_asker_or_the_learners_do_with_the_figure_is_no_word_of_it(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period), "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Please send Japan's revenue for FY2024, to compare with Singapore's.",
        "Please send Japan's revenue for FY2024, to compare with the online figure.",
        "For the memo on online sales, what was Japan's revenue in FY2024?",
        "What was Japan's revenue in FY2024? The students will compare it with the franchise"
        " stores.",
        "My students compare online sales across markets. What was Japan's revenue in FY2024?",
        "授業で大阪店と比較させたいので、日本事業の2024年度の売上高を教えてください。",
        "授業でオンライン比率を計算させたいので、日本事業の2024年度の売上高を教えてください。",
    ],
)
def test_a_comparison_or_a_part_named_beside_the_use_is_still_read(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
