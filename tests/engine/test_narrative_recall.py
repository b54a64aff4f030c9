"""Narrative questions put in the reader's words: what a document says about competitors,
a count a follow-up asks that the paragraph states, a composite's part about the figure's
market, a paragraph outranked by one that only lists every market.

Each kind has phrasings in three languages that no question set holds, and beside them
the hazards the same rules must keep refused: a competitor's figure, a forecast figure, a
count for a year the paragraph does not name, a topic no document covers for that market.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine.protocol import EngineAnswer
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask

SINGAPORE_UPDATE = "ACME_Singapore_Market_Update_FY2025.pdf"
HK_REVIEW = "ACME_HK_Market_Review_FY2025.docx"
TALENT_POLICY = "ACME_Talent_Development_Policy.pdf"
RESULTS_FY2025 = "ACME_FY2025_Results.pptx"


def assert_narrative(answer: EngineAnswer, doc: str) -> None:
    assert (answer.route, answer.refused, answer.value) == ("narrative", False, None)
    assert answer.sources == [doc]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a sentence naming the market, then what the competitors did
        "新加坡市场呢？竞争对手都出了什么招？",
        "シンガポールについて。競合はどんな手を打ってきましたか？",
        "シンガポール市場は？ライバルはどんな戦略で攻めてきた？",
        # the market and the competitors in one clause
        "About Singapore: how did rival platforms go after our customers?",
        "新加坡那边，对手平台是怎么抢客的？",
    ],
)
def test_what_a_document_says_of_competitors_is_a_narrative(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_narrative(ask(kb, question, mode), SINGAPORE_UPDATE)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "reason"),
    [
        # a competitor's figure
        ("What was the revenue of our competitors in Singapore in FY2025?", "other companies"),
        ("新加坡竞争对手2025财年的收入是多少？", "其他公司"),
        ("シンガポールの競合他社の2025年度売上高は？", "他社"),
        # a forecast figure, with or without a year not yet closed
        ("What will Singapore's revenue be in FY2027?", "FY2027"),
        ("新加坡2027财年的收入预计是多少？", "预计"),
        ("シンガポールの2027年度の売上高見通しは？", "見通し"),
    ],
)
def test_a_competitors_or_a_forecast_figure_is_still_refused(
    kb: KnowledgeBase, mode: str, question: str, reason: str
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.refused, answer.value) == ("refuse", True, None)
    assert reason in answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # the competition paragraph is Singapore's: another market named alone beside the
        # same question is not answered from it
        "マカオについて。競合はどんな手を打ってきましたか？",
        "澳门市场呢？竞争对手都出了什么招？",
        "Macau. How did rival platforms go after our customers?",
        "日本市場は？ライバルはどんな戦略で攻めてきた？",
    ],
)
def test_a_market_no_passage_on_the_topic_names_is_not_answered_from_another(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.refused, answer.sources) == ("refuse", True, [])


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Under the talent development policy, how can staff put themselves forward for a "
        "move to another location or job? About how many moved into new posts that way "
        "in FY2025?",
        "人才培养方针里，员工怎样自己申请换岗位或工作地点？2025年度大约有多少人借此换了新职务？",
        "人材育成方針では、従業員はどうやって勤務地や職種の異動に手を挙げられますか。"
        "2025年度、この制度で何人くらいが新しいポストに移りましたか。",
    ],
)
def test_a_count_the_paragraph_states_belongs_to_the_question_it_follows(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_narrative(answer, TALENT_POLICY)
    assert "150" in answer.answer  # the paragraph's count is quoted


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Under the talent development policy, how can staff put themselves forward for a "
        "move to another location or job? About how many moved into new posts that way "
        "in FY2023?",
        "人才培养方针里，员工怎样自己申请换岗位或工作地点？2023年度大约有多少人借此换了新职务？",
        "人材育成方針では、従業員はどうやって勤務地や職種の異動に手を挙げられますか。"
        "2023年度、この制度で何人くらいが新しいポストに移りましたか。",
    ],
)
def test_a_count_for_a_year_the_paragraph_does_not_name_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.refused, answer.value) == ("refuse", True, None)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value", "doc"),
    [
        ("Singapore revenue for FY2025, and what was behind the growth?", 968.0, SINGAPORE_UPDATE),
        (
            "How much EBITDA did Singapore make in FY2025, and what pushed it up?",
            247.0,
            SINGAPORE_UPDATE,
        ),
        (
            "What did Singapore book in revenue for FY2025, and what was the reason it rose?",
            968.0,
            SINGAPORE_UPDATE,
        ),
        ("新加坡2025财年收入是多少？是什么推动了增长？", 968.0, SINGAPORE_UPDATE),
        ("新加坡2025财年的EBITDA是多少，增长背后的原因是什么？", 247.0, SINGAPORE_UPDATE),
        # a why-question with no words of its own asks what moved the figure before it
        ("香港2025财年收入多少，主要靠什么拉动的？", 1702.0, HK_REVIEW),
        (
            "シンガポールの2025年度売上高と、その伸びの背景を教えてください。",
            968.0,
            SINGAPORE_UPDATE,
        ),
        (
            "シンガポールの2025年度のEBITDAはいくらで、何が押し上げたのですか？",
            247.0,
            SINGAPORE_UPDATE,
        ),
    ],
)
def test_a_composites_part_about_the_figures_market_reads_that_markets_document(
    kb: KnowledgeBase, mode: str, question: str, value: float, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.refused, answer.value) == ("composite", False, value)
    assert answer.sources == [RESULTS_FY2025, doc]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        # a Japanese policy listing every market outranks the paragraph on the tax
        (
            "シンガポールで消費税が引き上げられたそうですが、どんな影響がありましたか？",
            SINGAPORE_UPDATE,
        ),
        ("マカオで金利が上がったら、どのくらい影響がある？", "ACME_Risk_Factors_FY2025.pdf"),
        ("听说新加坡消费税涨了，对门店有啥影响？", SINGAPORE_UPDATE),
        ("After the consumption tax rise in Singapore, did households cut back?", SINGAPORE_UPDATE),
    ],
)
def test_a_paragraph_outranked_by_a_list_of_markets_still_answers(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    assert_narrative(ask(kb, question, mode), doc)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # topics no document covers for the market named
        "新加坡门店的员工餐厅怎么运营？",
        "香港门店的宠物友好政策是什么？",
        "シンガポールの社員食堂はどう運営されていますか？",
        "マカオの店舗で電子棚札は導入されていますか？",
        "マカオでは人手不足にどう対処していますか？",  # the risk report names Japan and Singapore
        "How is the staff canteen run in Singapore?",
    ],
)
def test_a_topic_the_kb_lacks_for_a_market_is_still_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.refused, answer.value, answer.sources) == (
        "refuse",
        True,
        None,
        [],
    )
