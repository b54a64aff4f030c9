"""A keyword query typed into a search box holding two requests.

- 「グループ 従業員数 2024年度 研修 何時間」, 「集团 员工人数 2024财年 培训 多少小时」, "group
  headcount FY2024 training how many hours": the fiscal year closes a figure request and
  the keywords after it ask about a document with a question word of their own; the year
  splits them as a conjunction would, so the figure is given and the document read,
  where the document's words refused the whole query. The second request is read with
  the query's market.
- Kept apart: keywords after the year asking nothing (「日本 売上高 2024年度 オンライン」)
  or naming a part of the business with a question word (「マカオ 売上高 2024年度
  オンライン いくら」, "HK revenue FY2024 online how much") narrow the figure: no figure;
  a sentence said tersely ("Macau's revenue for FY2024 - pls pull it") is no keyword
  query.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

GROUP_HEADCOUNT_FY2023 = 7450.0
TALENT_POLICY = "ACME_Talent_Development_Policy.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "グループ 従業員数 2023年度 研修 何時間",
        "集团 员工人数 2023财年 培训 多少小时",
        "group headcount FY2023 training how many hours",
    ],
)
def test_the_year_closes_the_first_request_of_a_keyword_query(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value == GROUP_HEADCOUNT_FY2023, answer.answer
    assert TALENT_POLICY in answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本 売上高 2024年度 オンライン",
        "マカオ 売上高 2024年度 オンライン いくら",
        "HK revenue FY2024 online how much",
        "澳门 收入 2024财年 门店 多少家",
    ],
)
def test_a_part_after_the_year_narrows_the_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_terse_sentence_is_no_keyword_query(kb: KnowledgeBase, mode: str) -> None:
    assert_figure(ask(kb, "Macau's revenue for FY2024 - pls pull it", mode), 2610.0, "none")
