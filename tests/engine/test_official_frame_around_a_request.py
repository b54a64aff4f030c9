"""The official frame of a request from a regulator, an exchange, a statistics bureau or a
tax office.

Who asks ("Exchange Surveillance Unit", 证监局, 金融庁からの照会), the letter or the form and
its number (QN-2025-88, 〔2025〕第57号, 照会事項第4号), the proceeding (an inspection, a
review, 现场检查, 審査しております), the reply's deadline ("within three trading days", 十个
工作日内书面回复, 受領後5営業日以内) and how to reply ("state the source document", 注明
出处, 出典を明記のうえ) say nothing of the figure: the figure asked is given, with its
source. A word of the frame that may narrow the figure (a channel, a basis such as
excluding related-party transactions) or another company's name is still read, and
refused.
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
        # who asks and the letter's code, the source asked beside the figure
        (
            "Exchange Surveillance Unit, Query Notice QN-2025-88: please confirm the FY2023"
            " EBITDA of ACME Singapore and state the source document.",
            "ACME_SG",
            "EBITDA",
            "FY2023",
        ),
        # the reply's deadline, said as a sentence of its own
        (
            "Revenue of ACME Japan for FY2024, please. Replies are due to the surveillance"
            " officer within three trading days.",
            "ACME_JP",
            "REVENUE",
            "FY2024",
        ),
        # a return's heading and the company's own books as the source
        (
            "Census office, annual business return (Form B-2). Please report the headcount of"
            " ACME Hong Kong for FY2025 from your own books.",
            "ACME_HK",
            "HEADCOUNT",
            "FY2025",
        ),
        # the proceeding, the office asking, and a reply in writing by a day
        (
            "In connection with the inspection of disclosure filings, the inspectorate asks"
            " for the net profit of ACME Macau in FY2024. Please reply in writing by next"
            " Tuesday.",
            "ACME_MO",
            "NET_PROFIT",
            "FY2024",
        ),
        # what the official needs is the figure's unit and its page, before a hearing
        (
            "What was ACME Hong Kong's gross margin in FY2023? The reviewer needs the"
            " reported percentage and the page reference before the hearing next month.",
            "ACME_HK",
            "GROSS_MARGIN",
            "FY2023",
        ),
        # a check under the rules, noted in brackets
        (
            "Japan EBITDA for FY2025, please. (Compliance review under the exchange's"
            " continuing disclosure requirements.)",
            "ACME_JP",
            "EBITDA",
            "FY2025",
        ),
        # a form's item said again by the request
        (
            "Labour survey, Form L-3. Item 2 asks for persons employed. Please report the"
            " headcount of ACME Singapore for FY2024.",
            "ACME_SG",
            "HEADCOUNT",
            "FY2024",
        ),
        (
            "关于你公司日本业务的问询函（公司部函〔2025〕第57号）：请说明日本业务2024财年的净利润"
            "及其数据来源，并于收到本函之日起十个工作日内书面回复。",
            "ACME_JP",
            "NET_PROFIT",
            "FY2024",
        ),
        (
            "证监局在对公司信息披露进行现场检查时，请说明香港业务2023财年的EBITDA并注明出处。",
            "ACME_HK",
            "EBITDA",
            "FY2023",
        ),
        (
            "根据统计局劳动工资年报的报送要求，请填报澳门业务2024财年末的员工人数。",
            "ACME_MO",
            "HEADCOUNT",
            "FY2024",
        ),
        (
            "我局在审阅年度报告时注意到日本业务收入的变化。请说明日本业务2025财年的收入，并附上数据"
            "来源。",
            "ACME_JP",
            "REVENUE",
            "FY2025",
        ),
        (
            "金融庁からの照会（第7号）。シンガポール事業の2024年度の純利益について、出典を明記の"
            "うえご回答ください。",
            "ACME_SG",
            "NET_PROFIT",
            "FY2024",
        ),
        (
            "有価証券報告書の記載内容を審査しております。つきましては、香港事業の2023年度の売上高と"
            "記載箇所をご回答ください。回答期限は受領後5営業日以内とします。",
            "ACME_HK",
            "REVENUE",
            "FY2023",
        ),
        (
            "取引所からの照会事項第4号：マカオ事業の2025年度のEBITDAについて、根拠資料とともに"
            "ご回答ください。",
            "ACME_MO",
            "EBITDA",
            "FY2025",
        ),
    ],
)
def test_the_official_frame_is_no_word_of_the_figure(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period), "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Tax authority query, file T-19: please state the EBITDA of ACME Japan.",
        "证监局在对公司信息披露进行检查时，需要了解新加坡业务的收入。请说明新加坡业务的收入并注明"
        "出处，于收到本通知后五个工作日内回复。",
        "決算説明資料の記載との整合性を確認しております。つきましては、香港事業の純利益と出典資料を"
        "ご回答ください。",
    ],
)
def test_a_year_unsaid_in_an_official_request_is_assumed_and_said(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is not None and answer.clarification == "answer_with_assumptions"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Further to our call, the regulator requires the revenue of the business we mentioned"
        " for FY2024. Please reply by Friday.",
        "Statistics office, Form S-1: please report the ACME Japan revenue in the year of the"
        " relaunch. Replies are due within ten working days.",
    ],
)
def test_what_the_frame_leaves_unsaid_is_still_asked(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a basis narrowing the figure
        "Tax office query, file T-4: please state Japan's FY2024 net profit excluding"
        " related-party transactions. Replies are due within ten business days.",
        "税务机关在对关联交易进行核查时，需要了解日本业务2024财年不含关联交易的净利润，请注明出处。",
        "関連当事者取引を除いた日本事業の2024年度の純利益について、出典を明記のうえご回答ください。",
        # a channel in the heading or the proceeding
        "Listing division, online sales inquiry: please confirm Japan's FY2024 revenue.",
        "In connection with the audit of online sales, please state Japan's FY2024 revenue.",
        "取引所からの照会（第3号）：オンライン販売について、日本事業の2024年度の売上高をご回答"
        "ください。",
        "オンライン販売の開示内容を確認しております。つきましては、日本事業の2024年度の売上高を"
        "ご回答ください。",
        # another company's figure
        "Inquiry Letter CF-2026-7: please confirm Harbour Point Retail's revenue for FY2024"
        " and cite the source document.",
        # what the office noticed narrows the figure
        "我部在审阅年报时关注到日本业务线上收入的变化。请说明日本业务2024财年的收入。",
    ],
)
def test_a_word_narrowing_the_figure_beside_the_frame_is_still_read(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_what_an_office_is_reviewing_is_no_word_of_a_narrative_question(
    kb: KnowledgeBase, mode: str
) -> None:
    answer = ask(
        kb,
        "What did ACME Singapore say about shoppers trading down to own-brand products? The"
        " consumer affairs office is examining price labelling in grocery aisles and asks for"
        " the company's own account.",
        mode,
    )
    assert answer.route == "narrative", answer.answer
    assert answer.sources == ["ACME_Singapore_Market_Update_FY2025.pdf"], answer.sources


@pytest.mark.parametrize("mode", MODES)
def test_what_an_office_reviews_beside_a_figure_is_still_read(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(
        kb,
        "The tax office is reviewing online sales and asks for Japan's revenue in FY2024.",
        mode,
    )
    assert_no_figure(answer)
