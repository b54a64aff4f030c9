"""The rule or letter a formal request is made under (``_legal_basis``).

- "Pursuant to section 5(2) of the Statistics Ordinance, kindly provide …", "Further to
  our letter dated 2 June, please state …", 「依据统计法第七条规定，请贵公司提供…」: the
  citation says why the company must answer, so the request after it is read alone and
  answered, in each language; a citation closing the sentence (", as required under
  Article 24 of the Act.") likewise.
- Still refused or asked: a request after a citation for a figure the KB lacks (dividend
  per share, a Taiwan branch) and a bare profit; and the company's own documents cited
  ("Under the GBA plan", 「根据数据保护政策」) stay words of the question.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._legal_basis import without_legal_basis
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_refused

SG_HEADCOUNT_FY2025 = 1652.0
MO_EBITDA_FY2024 = 612.0
HK_REVENUE_FY2023 = 1488.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "Pursuant to section 5(2) of the Statistics Ordinance, kindly provide the number "
            "of persons employed by the Singapore business at the end of FY2025.",
            SG_HEADCOUNT_FY2025,
        ),
        (
            "Further to our letter dated 2 June, please state the EBITDA of the Macau "
            "operations for FY2024.",
            MO_EBITDA_FY2024,
        ),
        (
            "Please confirm Hong Kong's revenue for FY2023, as required under Article 12 of "
            "the Securities Act.",
            HK_REVENUE_FY2023,
        ),
        ("依据统计法第七条规定，请贵公司提供新加坡业务2025财年末的员工人数。", SG_HEADCOUNT_FY2025),
        ("根据《证券法》第八十条，请说明澳门业务2024财年的EBITDA。", MO_EBITDA_FY2024),
        ("統計法第5条に基づき、香港事業の2023年度の売上高をご回答ください。", HK_REVENUE_FY2023),
    ],
)
def test_the_request_after_a_citation_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Under Listing Rule 14.58, please disclose the Group's dividend per share for FY2025.",
        "Pursuant to Rule 7, please confirm the revenue of ACME's Taiwan branch for FY2024.",
        "根据《上市规则》第十条，请提供贵公司台湾业务2024财年的收入。",
    ],
)
def test_a_figure_the_kb_lacks_is_still_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_bare_profit_after_a_citation_still_asks(kb: KnowledgeBase, mode: str) -> None:
    assert_asks_first(ask(kb, "根据统计法第九条，请说明贵集团2025财年的利润。", mode))


@pytest.mark.parametrize(
    "text",
    [
        "Under the GBA plan, how many stores will open?",
        "根据数据保护政策，跨境传输前要做什么？",
        "日本事業の戦略に基づき、売上高は？",
    ],
)
def test_the_companys_own_documents_cited_stay(text: str) -> None:
    assert without_legal_basis(text) == text
