"""A member of a series named by a number or a letter narrows the topic.

"Scope 3", 「范围三」, 「スコープ3」, "Phase 2", 「第二期」, 「フェーズ2」 say which one of a
series is asked: a passage holding the rest of the words but another member ("Scope 1
and Scope 2") says nothing of it, and the engine refuses rather than quote it. A member
the passage names is read as before, and a number that counts or a year is no member.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._series import members_held, members_named
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How large were ACME's Scope 3 emissions last year?",
        "集团去年的范围三温室气体排放有多少？",
        "グループのスコープ３排出量はどれくらいですか。",
        "What stores open in phase two of the GBA plan?",
        "What happens in Stage III of the GBA plan?",
        "大湾区拓展计划第二期包括什么？",
        "大湾区拓展计划第二阶段的内容是什么？",
        "ACME+会员的第三级有什么权益？",
        "大湾区拡大計画の第2期について教えてください。",
        "グレーターベイエリア計画のフェーズ2の内容は？",
    ],
)
def test_a_member_no_passage_names_is_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How much did the group cut Scope 1 emissions?",
        "集团的范围二排放减少了多少？",
        "スコープ1とスコープ2の排出量はどれだけ減りましたか？",
    ],
)
def test_a_member_the_passage_names_is_read(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == ["ACME_ESG_Report_FY2025.pdf"], answer.answer


@pytest.mark.parametrize(
    ("text", "members"),
    [
        ("Scope 1 and 2 emissions", {("scope", 1), ("scope", 2)}),
        ("Scope1・2の排出量", {("scope", 1), ("scope", 2)}),
        ("范围一和范围二", {("scope", 1), ("scope", 2)}),
        ("第3期の計画", {("phase", 3)}),
        ("Tier A suppliers", {("tier", "A")}),
        ("three phases over 2025", set()),
        ("データを4段階に分類", set()),
        ("the next step a store takes", set()),
    ],
)
def test_members_named(text: str, members: set[tuple[str, object]]) -> None:
    assert members_named(text) == members


def test_an_ordinal_in_a_passage_names_a_member() -> None:
    assert ("phase", 2) in members_held("The second phase opens stores in Nansha.")
