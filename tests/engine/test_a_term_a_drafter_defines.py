"""A term a drafter defines stands for what it defines wherever it is used afterwards.

Contracts and board papers name a thing once and then use a defined term for it: in a
bracket after the thing, in a sentence saying what the term means, or in a gloss after
a use. The term is read as what it defines; a definition naming a part of the business,
a place or a period the KB lacks is refused where the term is used, and a term used but
never defined is never guessed. References to the agreement's own clauses and schedules
name no figure.

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
            'Definitions: ACME\'s business in Hong Kong (hereinafter the "Company Business"); '
            'FY2023 (the "Base Year"). State the EBITDA of the Company Business in the Base '
            "Year.",
            "ACME_HK",
            "EBITDA",
            "FY2023",
        ),
        (
            '"Target" shall mean the operations of ACME in Macau; "Test Year" shall mean '
            "FY2025. What headcount did the Target have in the Test Year?",
            "ACME_MO",
            "HEADCOUNT",
            "FY2025",
        ),
        (
            "For the purposes of Paragraph 2 of Annex B, we need the revenue of the Seller "
            "Business (being ACME's operations in Singapore) for FY2024.",
            "ACME_SG",
            "REVENUE",
            "FY2024",
        ),
        (
            "本备忘录所称“标的业务”，是指ACME在新加坡经营的业务；“考核年度”是指2023财年。"
            "请告知标的业务在考核年度的净利润。",
            "ACME_SG",
            "NET_PROFIT",
            "FY2023",
        ),
        (
            "ACME日本业务（下称“该业务”）于2024财年（下称“考核期”）的收入是多少？",
            "ACME_JP",
            "REVENUE",
            "FY2024",
        ),
        (
            "「評価対象事業」とは、ACMEが香港において営む事業をいい、「評価年度」とは2024年度を"
            "いう。評価対象事業の評価年度の従業員数を教えてください。",
            "ACME_HK",
            "HEADCOUNT",
            "FY2024",
        ),
        (
            "ACMEのマカオ事業（以下「当該事業」という。）の2023年度の売上高を示してください。",
            "ACME_MO",
            "REVENUE",
            "FY2023",
        ),
    ],
)
def test_the_term_is_read_as_what_it_defines(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # The term defines a place or a period the KB lacks.
        "'the Territory' means Taiwan and 'the Relevant Period' means FY2024. What was "
        "ACME's revenue in the Territory for the Relevant Period?",
        "ACME's business in Hong Kong (the 'Business') for the third quarter of FY2024 (the "
        "'Relevant Period'). Please state the revenue of the Business for the Relevant Period.",
        "“本区域”指台湾地区，“本期间”指2024财年。请提供ACME于本区域本期间之收入。",
        "「対象地域」とはフィリピンをいい、「対象期間」とは2024年度をいう。対象地域の対象期間の"
        "売上高を示されたい。",
        # The term defines a part of the business.
        "'the Business' means ACME's franchise stores in Japan. What was the revenue of the "
        "Business for FY2024?",
        "ACME香港的线上业务（以下简称“目标业务”）2024财年的收入是多少？",
        # The term's own name holds a part of the business its definition lacks.
        "ACME's operations in Japan (the 'Online Business') for FY2024: state the revenue of "
        "the Online Business.",
        # A term used but never defined.
        "Please state the net profit of the Relevant Market for FY2024.",
        "本地域の2024年度の売上高を示されたい。",
    ],
)
def test_a_term_defining_what_the_kb_lacks_or_never_defined_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            "Under Clause 8.3(a) (Financial Information) of the Share Purchase Agreement, "
            "please provide Japan's gross margin for FY2025.",
            "ACME_JP",
            "GROSS_MARGIN",
            "FY2025",
        ),
        (
            "依照本合同第五条第二款，请提供澳门2023财年的EBITDA。",
            "ACME_MO",
            "EBITDA",
            "FY2023",
        ),
        (
            "別紙1（財務数値）第3項に基づき、シンガポール事業の2025年度の売上高を示されたい。",
            "ACME_SG",
            "REVENUE",
            "FY2025",
        ),
    ],
)
def test_a_clause_of_the_agreement_names_no_figure(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # A clause heading naming a part of a year stays, and is refused.
        "Pursuant to Clause 6 (Monthly Accounts), please provide Japan's revenue for FY2024.",
        # A figure of a year not closed, under a named plan, however the clause is worded.
        "On the assumption that the Strategic Plan (the 'Plan') is delivered in full, what "
        "revenue will ACME Group reach in FY2027, the second year of the Plan?",
        "假设《战略计划》如期执行，集团2027财年的净利润预计为多少？",
    ],
)
def test_a_part_of_a_year_or_a_plan_year_is_still_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            "WHEREAS the parties are negotiating a supply agreement: please state the revenue "
            "of Singapore for FY2024.",
            "ACME_SG",
            "REVENUE",
            "FY2024",
        ),
        ("鉴于双方正在洽谈合作，请提供新加坡2024财年的EBITDA。", "ACME_SG", "EBITDA", "FY2024"),
        ("乙方应向甲方披露香港业务2023财年的净利润。", "ACME_HK", "NET_PROFIT", "FY2023"),
        (
            "乙は甲に対し、日本事業の2025年度の従業員数を開示するものとする。",
            "ACME_JP",
            "HEADCOUNT",
            "FY2025",
        ),
    ],
)
def test_a_recital_and_the_parties_name_no_figure(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "WHEREAS only the online sales of ACME Japan are in scope: please state the revenue "
        "of Japan for FY2024.",
        "鉴于本次交易仅涉及线上业务，请提供新加坡2024财年的收入。",
    ],
)
def test_a_recital_narrowing_the_figure_is_kept(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
