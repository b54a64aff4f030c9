"""A count of something the KB states no number of, asked of the company or of a market
another market's document speaks of in passing.

「ACME有多少股东」 and 「ACMEの株主数は？」 quoted the strategic plan's capital-allocation
sentence ("return surplus cash to shareholders"): it names shareholders but counts none.
A count asked of the company is read, as one asked of a market is, only where a sentence
counts the thing; a count written as the thing's suffix (株主*数*, 董事*人数*) asks one as
a question word does. And Hong Kong's review, naming Macau only for a points scheme to
come, states no number of Macau's members (「澳门会员计划有多少人」): a sentence naming
the market asked must write a number for a number asked. Hong Kong's own member count
(「会员人数在本财年突破120万」) and the foundation's 350 scholarships are still quoted.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage

HK_REVIEW = "ACME_HK_Market_Review_FY2025.docx"
ESG = "ACME_ESG_Report_FY2025.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "ACME的董事人数是多少？",
        "ACME的股东数量有多少",
        "ACME有多少名董事？",
        "ACMEの取締役の人数は？",
        "ACMEの株主数はいくつですか？",
        "How many directors does ACME have?",
        "澳门的会员计划有多少会员？",
        "マカオの会員制度の会員は何人ですか？",
        "How many members does the Macau loyalty programme have?",
    ],
)
def test_a_count_no_passage_states_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc", "number"),
    [
        ("香港的会员人数是多少？", HK_REVIEW, "120"),
        ("香港の会員数は？", HK_REVIEW, "120"),
        ("How many university scholarships did the ACME Foundation fund?", ESG, "350"),
        ("ACME基金会资助了多少个大学奖学金？", ESG, "350"),
        ("ACME財団の奨学金は何件ですか？", ESG, "350"),
    ],
)
def test_a_stated_count_is_quoted(
    kb: KnowledgeBase, mode: str, question: str, doc: str, number: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [doc], answer.answer
    assert number in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_a_plan_for_the_market_is_still_told(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "澳门会员计划有什么安排？", mode)
    assert answer.sources == [HK_REVIEW], answer.answer
    assert "澳门" in answer.answer, answer.answer
