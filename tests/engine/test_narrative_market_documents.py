"""Narrative questions in a reader's own words: a market's own document before one naming
the market in passing, and the domain's everyday words for a paragraph's points (a kiosk
*factory* for a contract manufacturer, a *fallback* for a backup supplier and safety stock,
a *baseline* year for the year a reduction is compared with).

Beside them the hazards the same rules must keep refused: the same topic asked of a market
no paragraph names for it, a fallback for a risk no document covers.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine.protocol import EngineAnswer
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask

JAPAN_STRATEGY = "ACME_Japan_Business_Strategy_FY2025.pdf"
RISK_FACTORS = "ACME_Risk_Factors_FY2025.pdf"
JAPAN_SUSTAINABILITY = "ACME_Sustainability_Report_Japan_2025.pdf"


def assert_narrative(answer: EngineAnswer, doc: str) -> None:
    assert (answer.route, answer.refused, answer.value) == ("narrative", False, None)
    assert answer.sources == [doc]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        # the market's own document, though a risk report names the topic higher up
        ("日本门店的自助结账推进到什么程度了？", JAPAN_STRATEGY),
        # everyday words for the paragraph's points
        ("Our kiosk factories could go offline; what is the fallback?", RISK_FACTORS),
        (
            "When one of the factories making the kiosks fails, what contingency is there?",
            RISK_FACTORS,
        ),
        (
            "By how much did the Japan business lower food waste, and what is the baseline year?",
            JAPAN_SUSTAINABILITY,
        ),
    ],
)
def test_a_readers_words_reach_the_paragraph_about_them(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    assert_narrative(ask(kb, question, mode), doc)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How far along is the self-checkout rollout in the Macau stores?",
        "Does Japan have a backup for its kiosk factories?",
        "What is ACME's fallback plan for a pandemic?",
    ],
)
def test_a_topic_no_paragraph_holds_for_that_market_stays_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused
    assert answer.sources == []


HK_REVIEW = "ACME_HK_Market_Review_FY2025.docx"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Hong Kong people head to Shenzhen on weekends now - how is ACME responding?",
        "Do people in Hong Kong shop in Shenzhen at weekends?",
    ],
)
def test_people_spoken_of_are_whom_a_narrative_question_is_about(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_narrative(ask(kb, question, mode), HK_REVIEW)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # a count or a year asked: the people are the headcount
        ("Number of people in Macau FY2024", 688),
        ("People in Singapore FY2025?", 1652),
    ],
)
def test_people_counted_or_dated_are_still_the_headcount(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.value) == ("numeric", value)


@pytest.mark.parametrize("mode", MODES)
def test_people_spoken_of_on_a_topic_no_paragraph_holds_stay_refused(
    kb: KnowledgeBase, mode: str
) -> None:
    answer = ask(kb, "Do people in Macau shop online more?", mode)
    assert answer.refused
    assert answer.sources == []


DATA_PROTECTION = "ACME_Data_Protection_Policy.docx"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "数据泄露之后，多久之内必须上报？",
        "如果数据泄露，最迟什么时候上报？",
        "一旦数据泄露，要多久内上报？",
    ],
)
def test_data_and_what_happens_to_it_are_a_topic_not_figures(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_narrative(ask(kb, question, mode), DATA_PROTECTION)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ["数据丢失后怎么恢复？", "数据泄露了要赔多少钱？"])
def test_data_on_a_topic_no_paragraph_holds_stays_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused
    assert answer.sources == []


@pytest.mark.parametrize("mode", MODES)
def test_a_markets_figures_asked_as_data_are_asked_which(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "香港的数据是多少？", mode)
    assert (answer.route, answer.clarification) == ("clarify", "ask_first")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        (
            "Hello, I work in sales in Singapore. What did the Singapore update say about "
            "rival platforms?",
            "ACME_Singapore_Market_Update_FY2025.pdf",
        ),
        ("我负责香港的销售。香港市场回顾里说周末客流为什么下降？", HK_REVIEW),
    ],
)
def test_the_askers_line_of_work_is_no_figure_asked(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    assert_narrative(ask(kb, question, mode), doc)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I'm in sales. What was Hong Kong's revenue in FY2025?",
        "我是销售，香港2025财年的销售是多少？",
    ],
)
def test_revenue_asked_beside_the_askers_line_of_work_is_still_given(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.value) == ("numeric", 1702)


@pytest.mark.parametrize("mode", MODES)
def test_the_askers_line_of_work_beside_an_uncovered_topic_gives_nothing(
    kb: KnowledgeBase, mode: str
) -> None:
    answer = ask(kb, "I'm in sales in HK. What does the review say about drone deliveries?", mode)
    assert (answer.value, answer.sources) == (None, [])


@pytest.mark.parametrize("mode", MODES)
def test_which_few_and_these_few_ask_no_number(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "新加坡这几年的竞争对手都用了哪几招？", mode)
    assert_narrative(answer, "ACME_Singapore_Market_Update_FY2025.pdf")


@pytest.mark.parametrize("mode", MODES)
def test_how_few_people_is_still_a_count(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "香港2025财年员工有几个人？", mode)
    assert (answer.route, answer.value) == ("numeric", 3390)
