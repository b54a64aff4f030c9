"""A number asked of the group by name, where only a market's document states one.

- 「集团2025财年的会员人数有多少？」 asks the group's members; Hong Kong's review counts
  Hong Kong's (「会员人数在本财年突破120万」): that is no group's number, so the question is
  refused in each language.
- Japan's sustainability report gives its own stores' renewable share (52%); asked of
  the group, it is set aside and the group's ESG report answers (46%), a share asked
  without a question word (「グループの店舗の再生可能エネルギー比率は？」) included.
- Still answered: the same number asked of the market whose document states it
  (「香港2025财年的会员人数」, 日本事業の再生可能エネルギー比率), a number of the group stated
  in a group document (the talent policy's training hours), and the group's safety
  stock written in words ("eight weeks").
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused

HONG_KONG_REVIEW = "ACME_HK_Market_Review_FY2025.docx"
JAPAN_SUSTAINABILITY = "ACME_Sustainability_Report_Japan_2025.pdf"
GROUP_ESG_REPORT = "ACME_ESG_Report_FY2025.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "集团2025财年的会员人数有多少？",
        "ACME集团的会员有多少人？",
        "グループ全体の2025年度の会員数は何人ですか？",
    ],
)
def test_a_markets_number_is_no_answer_for_the_group(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)
    assert HONG_KONG_REVIEW not in answer.sources, answer.answer
    assert JAPAN_SUSTAINABILITY not in answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "集团2025财年的可再生能源使用比例是多少？",
        "What was the renewable energy ratio of the group's stores in 2025?",
        "グループの店舗の再生可能エネルギー比率は？",
    ],
)
def test_the_groups_share_is_read_in_the_groups_report(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [GROUP_ESG_REPORT], answer.answer
    assert "46" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc", "said"),
    [
        ("香港2025财年的会员人数有多少？", HONG_KONG_REVIEW, "120万"),
        ("日本事業の再生可能エネルギー比率は？", JAPAN_SUSTAINABILITY, "52%"),
    ],
)
def test_the_market_whose_document_states_it_is_answered(
    kb: KnowledgeBase, mode: str, question: str, doc: str, said: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [doc], answer.answer
    assert said in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("グループ全体の研修時間は年間何時間ですか？", "40時間"),
        ("集团2025财年的安全库存有几周？", "eight weeks"),
    ],
)
def test_a_number_the_groups_documents_state_is_answered(
    kb: KnowledgeBase, mode: str, question: str, said: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert said in answer.answer, answer.answer
