"""A passage answers a number asked of a thing only where it names that thing.

「工厂的用水量是多少」 asks a number of water use: a risk paragraph on contract
manufacturers that leads the search on 工厂 alone names no water, and states no number
of it, so the question is refused; so is 库存周转率 read off a safety-stock sentence
holding 库存. A paragraph naming every word of what is counted stays answered, and so
does one of a document the question names in words the KB names only it by: the asker
says where the number is, in their own words for what it counts.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "工厂的用水量是多少",
        "库存周转率是多少？",
        "日本2024财年的收入以及库存周转率是多少",
        "How much water do the factories use?",
        "工場の用水量はいくらですか",
        "工場の用水量はどれくらいですか？",
    ],
)
def test_a_number_of_a_thing_no_passage_names_is_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.sources == [], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        ("How many contract manufacturers assemble the kiosk hardware?", "ACME_Risk_Factors"),
        ("キオスク端末を組み立てる委託先は何社ですか？", "ACME_Risk_Factors"),
        ("集团计划新开多少家门店", "ACME_Strategic_Plan"),
    ],
)
def test_a_passage_naming_what_is_counted_still_answers(
    kb: KnowledgeBase, question: str, doc: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert any(s.startswith(doc) for s in answer.sources), answer.sources


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How many people in Hong Kong shop in Shenzhen at weekends?",
        "香港有多少人周末去深圳购物？",
        "香港の人は週末に何人が深圳で買い物をしますか？",
    ],
)
def test_a_number_the_passage_holding_the_question_lacks_is_not_read_elsewhere(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    """The Hong Kong review holds the question's words but states no number (it says a
    growing number): the Greater Bay Area plan's population beside 深圳 counts a region's
    people, never these."""
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer
    assert "ACME_GBA_Expansion_Plan.docx" not in answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Our staff can apply for a different job or location inside the company. "
        "How many people changed roles that way in 2025?",
        "澳门大概有多少员工？",
        "マカオの従業員は何人くらいですか？",
    ],
)
def test_a_number_its_own_passage_states_is_still_answered(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        # the counted thing in the reader's words (ランク, 时效, tiers), the document named
        (
            "個人情報保護の方針では、データをいくつのランクに分けていますか？",
            "ACME_Data_Protection_Policy.docx",
        ),
        (
            "大湾区计划里的区域配送中心建在哪？送达时效目标是多少？",
            "ACME_GBA_Expansion_Plan.docx",
        ),
        (
            "Under the data protection policy, how many tiers is customer data sorted into?",
            "ACME_Data_Protection_Policy.docx",
        ),
    ],
)
def test_a_number_asked_of_a_named_document_may_be_in_the_readers_words(
    kb: KnowledgeBase, question: str, doc: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused and answer.value is None, answer.answer
    assert doc in answer.sources, answer.sources
