"""A number asked of a thing is read only from a passage that writes a number of it.

「会員ポイントについて調べています。2025年度はどのくらい？」 was answered with the Hong Kong
review's 「会员消费占香港销售额的58%。公司计划…推出…积分体系。」: the paragraph names the
points system, but only as planned, and its number is the members' share of sales. Where a
passage's own sentences name what is asked an amount of (the last word of the topic's
phrase: ポイント, 积分体系, penetration tests), a number must stand in that sentence or the
next; a passage that never names it in the question's words is weighed as before. A count
asked after a sentence that names what it counts ("Our campaign covers Hong Kong's store
closures. How many in FY2025?") is read from a paragraph speaking of that thing.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage

HK_REVIEW = "ACME_HK_Market_Review_FY2025.docx"
DATA_PROTECTION = "ACME_Data_Protection_Policy.docx"
ESG = "ACME_ESG_Report_FY2025.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How many penetration tests were run?",
        "How much was invested in the security operations centre?",
        "渗透测试做了几次？",
        "香港的积分体系有多少人参加？",
        "香港积分体系2025财年发了多少积分？",
        "会員ポイントについて調べています。2025年度はどれくらいでしたか？",
    ],
)
def test_a_passage_naming_the_thing_without_a_number_of_it_is_no_answer(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc", "stated"),
    [
        ("Our campaign covers Hong Kong's store closures. How many in FY2025?", HK_REVIEW, "两家"),
        ("集团每年做几次数据泄露应急演练？", DATA_PROTECTION, "两次"),
        ("How much renewable electricity did the group use in FY2025?", ESG, "46 percent"),
    ],
)
def test_a_number_written_beside_the_thing_is_read(
    kb: KnowledgeBase, mode: str, question: str, doc: str, stated: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [doc], answer.answer
    assert stated in answer.answer, answer.answer
