"""A target of a topic a document states is read from that document; a target of a KB
metric, or of a measure no passage states, is still refused.

A document states a target as a number beside its topic, the word "target" elsewhere in
the sentence ("The target is 80 percent renewable electricity by 2030"). A question may
name the two as one phrase ("the group's renewable electricity target"), or ask only the
kind of number after a question that said what it is of ("…, and what's the 2030
goal?"): both ask what the document states. A revenue target or a forecast is still a
figure the KB does not hold, and a target of something no passage speaks of is refused.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask

ESG = "ACME_ESG_Report_FY2025.pdf"
JAPAN_SUSTAINABILITY = "ACME_Sustainability_Report_Japan_2025.pdf"
TALENT = "ACME_Talent_Development_Policy.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        ("What is the group's renewable electricity target?", ESG),
        ("What's the 2030 target for renewable electricity?", ESG),
        ("What's the group's digital talent target for FY2028?", TALENT),
        ("集团的可再生电力目标是多少？", ESG),
        ("集团2030年的可再生电力目标是多少？", ESG),
        ("グループの再生可能電力の2030年目標は？", ESG),
        ("グループの再エネ目標は？", ESG),
    ],
)
def test_a_target_of_a_topic_is_read_from_its_document(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.value is None, answer.answer
    assert doc in answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        (
            "What did the Japan business achieve on renewable energy in FY2025, and what's "
            "the 2030 goal?",
            JAPAN_SUSTAINABILITY,
        ),
        (
            "What share of the group's electricity came from renewables in FY2025, and "
            "what's the 2030 goal?",
            ESG,
        ),
        ("2025财年集团可再生电力占比是多少？2030年目标是多少？", ESG),
        (
            "日本事業の店舗の再生可能エネルギー比率は2025年度どうでしたか？2030年度の目標は？",
            JAPAN_SUSTAINABILITY,
        ),
    ],
)
def test_a_goal_asked_after_its_topic_is_of_that_topic(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert doc in answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What's Hong Kong's revenue target for FY2027?",
        "What is the group's net profit goal for 2030?",
        "What's the group's inventory turnover target for 2030?",
        "What's Japan's market share target for 2030?",
        "What's the group's water usage target for 2030?",
        "What's the group's packaging recycling target?",
        "What's Hong Kong's rent reduction target?",
        "香港2027财年的收入目标是多少？",
        "集团2030年的库存周转率目标是多少？",
        "香港の2027年度の売上目標は？",
        "グループの2030年度の在庫回転率の目標は？",
    ],
)
def test_a_target_of_a_figure_or_of_an_unstated_measure_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "refuse", answer.answer
    assert answer.value is None, answer.answer
    assert not answer.sources, answer.answer
