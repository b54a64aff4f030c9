"""A request about a topic stands on its own beside the asker's work.

A request that names no metric or document ("what are the priorities for FY2026?",
「日本事業の2026年度の重点施策を…ください」) still stands on its own when it asks something
of a market or a year it names itself and keeps words of a topic: the asker's work beside
it ("Japan slide for the offsite:", 「取締役会のメモ用に、」, 「给董事会的材料用，」) is then
set aside, as it is beside a figure request. Only a text about the asker's work (a deck,
a page, 資料, 材料) is set aside so: one saying what is asked of (「スマートキオスクの…
リスクに対して、」) or which document (「根据日本业务的经营战略，」) stays, and a topic no
document holds is still refused.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage

JAPAN = "ACME_Japan_Business_Strategy_FY2025.pdf"
HONG_KONG = "ACME_HK_Market_Review_FY2025.docx"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        ("Japan slide for the offsite: what are the priorities for FY2026?", JAPAN),
        ("HK page of the board deck: what did we do on rents in Mong Kok in FY2025?", HONG_KONG),
        ("取締役会のメモ用に、日本事業の2026年度の重点施策をまとめてください", JAPAN),
        ("社長向けの資料用に、香港事業の2025年度の賃料の引き下げについて教えてください", HONG_KONG),
        ("给总经理的汇报材料用，香港业务2025财年在租金方面做了什么？", HONG_KONG),
    ],
)
def test_the_askers_work_beside_a_topic_is_set_aside(
    kb: KnowledgeBase, question: str, doc: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [doc], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Japan slide for the offsite: what are the drone delivery plans for FY2026?",
        "取締役会のメモ用に、日本事業の2026年度のドローン配送の計画を教えてください",
        "给董事会的材料用，日本业务2026财年的无人机配送是怎么安排的？",
    ],
)
def test_a_topic_no_document_holds_is_still_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        (
            "スマートキオスクのサプライチェーン集中リスクに対して、グループはどのような対策をとっていますか？",
            "ACME_Risk_Factors_FY2025.pdf",
        ),
        ("根据日本业务的经营战略，日本门店为了应对招不到人做了哪些调整？", JAPAN),
    ],
)
def test_what_is_asked_of_stays_with_the_request(
    kb: KnowledgeBase, question: str, doc: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.sources == [doc], answer.answer
