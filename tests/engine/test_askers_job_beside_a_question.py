"""The asker's job said beside a question about a document, and a state pointed back at.

- 「我是新加坡的销售。」 says what the asker does: 销售 there is their job, not the revenue
  asked. A role sentence beside others never stands as the request in place of the
  question beside it (which the role's metric word made a figure request of its own,
  setting the real question aside as context, or giving the market's revenue). "I'm in
  sales for Singapore." and 「シンガポールの販売担当です。」 say the same.
- A state noun owned by a word pointing back (「这个情况」, 「这方面的情况」, 「その件の
  状況」) is the state of the topic said before: a passage tells it; it is not how a
  market stands (``gr.STANDING_RE``), so the engine does not ask which figure.
- A figure request beside the role is answered as written, never the role's market's
  revenue in its place (「我是新加坡的销售。香港2024财年的净利润是多少？」 gave Singapore's
  FY2025 revenue); "our" figure is of the role's market.
- Kept apart: a part in the role (「新加坡的线上销售」) still refuses; the role alone
  gives no figure; how a market stands asked outright (「香港的情况怎么样？」,
  「香港の状況はどうですか？」) still asks which figure.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_no_figure

SINGAPORE_UPDATE = "ACME_Singapore_Market_Update_FY2025.pdf"
HONG_KONG_REVIEW = "ACME_HK_Market_Review_FY2025.docx"
SINGAPORE_REVENUE_FY2024 = 915.0
HONG_KONG_REVENUE_FY2024 = 1596.0
HONG_KONG_NET_PROFIT_FY2024 = 240.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "document"),
    [
        ("我是新加坡的销售。新加坡市场的年度更新里是怎么说的？", SINGAPORE_UPDATE),
        (
            "我是做新加坡的销售。新加坡的市场年度更新里提到了什么？租约有什么安排？",
            SINGAPORE_UPDATE,
        ),
        (
            "您好，我是香港门店的新员工。听说周末很多香港人跑去深圳消费。"
            "请问公司资料里有没有提到这方面的情况，我们是怎么应对的？",
            HONG_KONG_REVIEW,
        ),
        (
            "I'm in sales for Singapore. What does Singapore's yearly market update say?",
            SINGAPORE_UPDATE,
        ),
        (
            "シンガポールの販売担当です。シンガポール市場の年次アップデートには何と書いてありますか？",
            SINGAPORE_UPDATE,
        ),
    ],
)
def test_the_askers_job_beside_a_question_is_who_asks(
    kb: KnowledgeBase, mode: str, question: str, document: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.value is None, answer.answer
    assert answer.sources == [document], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "听说周末很多香港人去深圳购物。这个情况公司是怎么应对的？",
        "週末に深センへ買い物に行く香港の人が多いそうです。その件の状況はどうなっていますか？",
        "I heard many Hong Kong shoppers cross to Shenzhen at weekends. "
        "How is the company handling that situation?",
    ],
)
def test_a_state_pointed_back_at_is_the_topic_said_before(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [HONG_KONG_REVIEW], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("我是新加坡的销售。新加坡2024财年的收入是多少？", SINGAPORE_REVENUE_FY2024),
        ("我是新加坡的销售。香港2024财年的净利润是多少？", HONG_KONG_NET_PROFIT_FY2024),
        ("我是做新加坡市场的销售的。香港2024财年的收入是多少？", HONG_KONG_REVENUE_FY2024),
        ("我是新加坡的销售。我们2024财年的收入是多少？", SINGAPORE_REVENUE_FY2024),
        (
            "I'm in sales for Singapore. What was Hong Kong's net profit in FY2024?",
            HONG_KONG_NET_PROFIT_FY2024,
        ),
        ("私はシンガポール担当です。香港の2024年度の純利益は？", HONG_KONG_NET_PROFIT_FY2024),
    ],
)
def test_a_figure_asked_beside_the_role_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ["我是做新加坡市场的销售。", "I'm in sales for Singapore."])
def test_the_role_alone_gives_no_figure(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ["香港的情况怎么样？", "香港の状況はどうですか？"])
def test_how_a_market_stands_asked_outright_still_asks(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ["我是新加坡的线上销售。香港2024财年的收入是多少？"])
def test_a_part_in_the_role_still_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
