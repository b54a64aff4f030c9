"""An institution asking in its own voice: the regulator, the exchange or the tax office as
the subject and a verb of requiring as the main verb ("The Securities Commission hereby
requires the Company to disclose …", "HMRC requests that the company submit …", 「证监会要求
你公司说明…」, 「金融庁は、…について報告を求める」), the request turned on the office ("…
is required by this office", "The Company is hereby required to furnish the Bureau with
…") and what the office noted before it asks. The KB holds no figure of a bureau or an
exchange: the figure required is given. A narrowing the office adds (a tax basis, a
store, a channel it noted, a market named only in the office's own name) is still read,
and refused.
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
        (
            "The Securities Commission hereby requires the Company to disclose the EBITDA of"
            " ACME Macau for FY2024.",
            "ACME_MO",
            "EBITDA",
            "FY2024",
        ),
        (
            "HMRC requests that the company submit its Japan revenue for FY2023.",
            "ACME_JP",
            "REVENUE",
            "FY2023",
        ),
        (
            "The Registrar calls upon ACME to report the FY2025 headcount of its Singapore"
            " business.",
            "ACME_SG",
            "HEADCOUNT",
            "FY2025",
        ),
        (
            "The Company is hereby required to furnish the Bureau with the gross margin of ACME"
            " Japan for FY2024.",
            "ACME_JP",
            "GROSS_MARGIN",
            "FY2024",
        ),
        (
            "The FY2024 net profit of ACME Hong Kong is required by this office.",
            "ACME_HK",
            "NET_PROFIT",
            "FY2024",
        ),
        (
            "The Listing Authority would like ACME to confirm the Group's revenue for FY2023.",
            "ACME_GROUP",
            "REVENUE",
            "FY2023",
        ),
        (
            "For annual survey returns, the Statistics Office requires ACME Macau's headcount"
            " for FY2024.",
            "ACME_MO",
            "HEADCOUNT",
            "FY2024",
        ),
        (
            "The Listing Division notes the decline in margins and asks for the Singapore"
            " EBITDA in FY2023.",
            "ACME_SG",
            "EBITDA",
            "FY2023",
        ),
        ("兹要求贵公司披露集团2024财年的收入。", "ACME_GROUP", "REVENUE", "FY2024"),
        ("证监会要求你公司说明新加坡业务2023财年的EBITDA。", "ACME_SG", "EBITDA", "FY2023"),
        ("统计局请贵公司填报日本业务2024财年的员工人数。", "ACME_JP", "HEADCOUNT", "FY2024"),
        (
            "本会关注到贵公司日本业务收入下降，请说明其2024财年EBITDA。",
            "ACME_JP",
            "EBITDA",
            "FY2024",
        ),
        (
            "金融庁は、貴社グループの2023年度売上高について報告を求める。",
            "ACME_GROUP",
            "REVENUE",
            "FY2023",
        ),
        (
            "国税局より、貴社日本事業の2024年度当期純利益を速やかに提出されたい。",
            "ACME_JP",
            "NET_PROFIT",
            "FY2024",
        ),
        (
            "当取引所として、貴社シンガポール事業の2025年度EBITDAについて照会する。",
            "ACME_SG",
            "EBITDA",
            "FY2025",
        ),
        (
            "当局は貴社香港事業の2024年度従業員数の提出を要請する。",
            "ACME_HK",
            "HEADCOUNT",
            "FY2024",
        ),
    ],
)
def test_the_institution_and_its_verb_of_requiring_are_no_words_of_the_figure(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "The Revenue Authority has asked ACME to set out its Hong Kong profit for FY2024.",
        "兹要求贵公司报送该业务2024财年的净利润。",
        "当局は、当該事業の2023年度売上高の報告を求める。",
    ],
)
def test_what_the_institution_leaves_unsaid_is_still_asked(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a basis the office adds
        "The tax office requires ACME's FY2024 revenue on a tax basis.",
        "For tax purposes, the Bureau requires the Group revenue for FY2024.",
        "税务局要求贵司按税务口径申报香港业务2024财年净利润。",
        "税務署は、貴社の税務上の2024年度売上高について回答を求める。",
        # a market named only in the office's own name
        "The Taiwan tax office requires ACME's FY2024 revenue.",
        "新加坡税务局要求贵司申报集团2024财年收入。",
        "大阪国税局は、貴社グループの2024年度売上高の報告を求める。",
        # a store, or a channel the office noted
        "The Bureau requires the FY2024 revenue of ACME's Osaka store.",
        "本局要求贵司报送铜锣湾门店2024财年的收入。",
        "本局は、貴社梅田店の2024年度売上高の報告を求める。",
        "The Exchange notes the online sales growth and requests the FY2025 revenue of ACME Japan.",
    ],
)
def test_a_narrowing_the_institution_adds_is_still_read(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            "The Authority would be grateful if ACME could provide the FY2024 revenue of its"
            " Japan business.",
            "ACME_JP",
            "REVENUE",
            "FY2024",
        ),
        (
            "The Bureau would appreciate receiving the FY2023 EBITDA of ACME Singapore.",
            "ACME_SG",
            "EBITDA",
            "FY2023",
        ),
        (
            "This office wishes to be informed of the FY2024 headcount of ACME Singapore.",
            "ACME_SG",
            "HEADCOUNT",
            "FY2024",
        ),
        (
            "Provide the FY2024 revenue of ACME Macau to this office.",
            "ACME_MO",
            "REVENUE",
            "FY2024",
        ),
        (
            "By order of the Commission, ACME shall report the FY2023 net profit of its Hong"
            " Kong business.",
            "ACME_HK",
            "NET_PROFIT",
            "FY2023",
        ),
        (
            "The authorities require the FY2024 revenue of ACME Japan.",
            "ACME_JP",
            "REVENUE",
            "FY2024",
        ),
    ],
)
def test_the_institution_asking_by_its_gratitude_or_its_order(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            "The Department is to be furnished with ACME Japan's headcount for FY2023.",
            "ACME_JP",
            "HEADCOUNT",
            "FY2023",
        ),
        (
            "The Commission has requested details of ACME's FY2023 Macau revenue.",
            "ACME_MO",
            "REVENUE",
            "FY2023",
        ),
        (
            "The Department of Inland Revenue requires particulars of ACME Singapore's net profit"
            " for FY2024.",
            "ACME_SG",
            "NET_PROFIT",
            "FY2024",
        ),
        (
            "The Exchange requires ACME to disclose forthwith its FY2025 Group EBITDA.",
            "ACME_GROUP",
            "EBITDA",
            "FY2025",
        ),
        (
            "The Authority requires, within 14 days, the FY2024 gross margin of ACME Japan.",
            "ACME_JP",
            "GROSS_MARGIN",
            "FY2024",
        ),
        (
            "根据有关规定，你公司应向本局提交日本业务2025财年的收入数据。",
            "ACME_JP",
            "REVENUE",
            "FY2025",
        ),
        ("贵公司须如实申报新加坡业务2024财年的EBITDA。", "ACME_SG", "EBITDA", "FY2024"),
        (
            "貴社の2024年度におけるシンガポール事業の売上高を当局宛てに報告されたい。",
            "ACME_SG",
            "REVENUE",
            "FY2024",
        ),
        (
            "財務局長より、貴社香港事業の2025年度従業員数について報告を求めます。",
            "ACME_HK",
            "HEADCOUNT",
            "FY2025",
        ),
        (
            "証券取引所は貴社に対し、マカオ事業の2024年度当期純利益の説明を求めた。",
            "ACME_MO",
            "NET_PROFIT",
            "FY2024",
        ),
        (
            "下記事項について報告を求めます。貴社日本事業の2024年度売上高。",
            "ACME_JP",
            "REVENUE",
            "FY2024",
        ),
    ],
)
def test_how_soon_to_whom_and_by_whose_order_are_no_words_of_the_figure(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "The Bureau requires, for tax purposes, the FY2024 revenue of ACME Japan.",
        "The Department is to be furnished with the online revenue of ACME Japan for FY2023.",
        "贵公司须按税务口径申报新加坡业务2024财年的EBITDA。",
        "貴社梅田店の2024年度売上高を当局宛てに報告されたい。",
    ],
)
def test_a_narrowing_beside_the_manner_of_requiring_is_still_read(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            "The Bureau is in receipt of your annual report and requires the FY2024 headcount"
            " of ACME Macau.",
            "ACME_MO",
            "HEADCOUNT",
            "FY2024",
        ),
        (
            "Having reviewed the annual report, the Exchange requires ACME's Japan EBITDA for"
            " FY2023.",
            "ACME_JP",
            "EBITDA",
            "FY2023",
        ),
        (
            "It is hereby required that ACME submit the FY2024 revenue of its Singapore business.",
            "ACME_SG",
            "REVENUE",
            "FY2024",
        ),
        (
            "Submission of the FY2023 net profit of ACME Hong Kong is required.",
            "ACME_HK",
            "NET_PROFIT",
            "FY2023",
        ),
        ("Tax Office requests: Singapore net profit, FY2024.", "ACME_SG", "NET_PROFIT", "FY2024"),
        ("现责令你公司限期报送日本业务2024财年的员工人数。", "ACME_JP", "HEADCOUNT", "FY2024"),
        ("请你公司核实并说明集团2025财年的毛利率。", "ACME_GROUP", "GROSS_MARGIN", "FY2025"),
        (
            "貴社香港事業の2023年度EBITDAについて、速やかに報告されたい。",
            "ACME_HK",
            "EBITDA",
            "FY2023",
        ),
        ("貴社グループの2024年度売上高を至急提出願います。", "ACME_GROUP", "REVENUE", "FY2024"),
        (
            "当局は、貴社シンガポール事業の2025年度従業員数の報告を徴求する。",
            "ACME_SG",
            "HEADCOUNT",
            "FY2025",
        ),
    ],
)
def test_what_the_institution_reviewed_and_its_impersonal_requiring(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "document"),
    [
        (
            "The Privacy Office requires ACME to explain how quickly a data breach must be"
            " reported to regulators.",
            "ACME_Data_Protection",
        ),
        ("本局要求贵公司说明集团人才培养方针中每名员工每年的培训时数。", "ACME_Talent"),
        (
            "当局は、貴社グループのデータ漏えい時の報告期限について説明を求める。",
            "ACME_Data_Protection",
        ),
    ],
)
def test_an_institution_requiring_an_explanation_is_answered_from_its_document(
    kb: KnowledgeBase, question: str, document: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused and answer.value is None
    assert answer.sources and answer.sources[0].startswith(document)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Having reviewed the online sales disclosures, the Exchange requires ACME's Japan"
        " revenue for FY2023.",
        "The Exchange requires ACME's FY2027 revenue forecast.",
        "The Commission requests ACME to state whether investors should buy its shares.",
        "本局要求贵公司报送集团2027财年的收入预测。",
        "当取引所は、投資家が貴社株式を売却すべきかについて見解を求める。",
    ],
)
def test_what_the_institution_requires_beyond_the_kb_is_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
