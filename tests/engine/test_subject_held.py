"""A narrative clause is answered only where the KB holds the subject it names.

A question about a topic the KB never mentions ("yoga teachers", 「宇宙」, 「ヨガ講師」,
"franchise") was answered from a paragraph holding only the words that say what is
wanted of a topic: a goal, training, measures, details (a digital-talent target, a
leadership course, the data-classification rules). A word saying which topic is asked
(``_subject_held``: the word narrowing a head of two; for a target, every word of its one
topic but the verbs) that no paragraph holds in any version (text, translations,
keywords; a Latin word or one of its family) now refuses. A follow-up saying only what is
wanted ("What were the details?", 「目標は？」) of a question no passage answers, or asking
a target no passage states of the topic before, refuses with it (``_asked_of_unheld``);
so does a count asked beside a question answered from another document
(``_counted_elsewhere``).

Still read: the KB's own topics in its words or their translations and aliases, a
follow-up held with the question before it, and a clause naming several topics, where a
word held nowhere may be the reader's for one of them.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage

TALENT = "ACME_Talent_Development_Policy.pdf"
ESG = "ACME_ESG_Report_FY2025.pdf"
STRATEGIC_PLAN = "ACME_Strategic_Plan.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What is the target for certified baristas?",
        "What's the goal for electric scooter sharing?",
        "What is the yoga studio target?",
        "区块链支付有什么目标？",
        "加盟店比例的目标是多少？",
        "瑜伽教练培养有什么目标？",
        "ソムリエ育成の目標は？",
        "フランチャイズ比率の目標は？",
    ],
)
def test_a_target_of_a_subject_held_nowhere_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How is the company handling blockchain payments?",
        "What measures has the group taken on quantum computing?",
        "How does the company train yoga teachers?",
        "ドローン配送の取り組みを教えてください。",
        "集团如何应对量子计算？有什么措施？",
        "How is the company handling hydrogen fuel cells? What measures has it taken?",
        "宇宙旅行への対応は？詳細は？",
    ],
)
def test_a_topic_held_nowhere_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Do managers hold one-on-ones every month? And the goal?",
        "1on1は月に一回ありますか。目標は？",
    ],
)
def test_a_target_asked_after_a_topic_with_none_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        ("Is there a goal for training app developers?", TALENT),
        ("数字人才培养有什么目标？", TALENT),
        ("デジタル人材を育てていますか。目標は？", TALENT),
        ("What is the women in management target?", ESG),
        ("女性管理職の目標は？", ESG),
        ("集团的可再生电力目标是多少？", ESG),
        ("ネット販売比率の目標は？", STRATEGIC_PLAN),
    ],
)
def test_a_subject_the_kb_holds_is_read(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [doc], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What is Japan doing about labour shortages? What are the details?",
        "日本の人手不足への対応は？詳細は？",
        "香港业务如何应对周末客流下降？具体措施有哪些？",
        "What is Japan doing to reduce food waste, and by how much has it fallen?",
    ],
)
def test_a_follow_up_of_a_topic_held_is_read(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert not answer.refused, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What is the goal for digital talent, and how many stores are there?",
        "数字人才培养的目标是什么？计划开多少家门店？",
    ],
)
def test_a_count_held_by_another_document_than_the_one_read_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        ("Please fill in the women in management target.", ESG),
        ("Send me the digital talent target.", TALENT),
    ],
)
def test_a_verb_opening_a_request_is_no_subject(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [doc], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Please fill in the yoga teacher training target.",
        "Send me the target for certified baristas.",
    ],
)
def test_a_request_verb_leaves_an_unheld_subject_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))
