"""A part of the business named as a department or a team beside a figure request.

「网上部门需要更新资料」, "Online department here", 「オンライン部門で資料を更新して
います」: the asker's department, or the one the figure is for, is a part of the business
(a channel or a line of it), so the figure wanted is that part's, which the KB does not
hold. The engine refuses: it never quotes a passage on the materials, asks which year,
nor gives the whole figure.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._purpose import en_parts_as_department
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "The e-commerce team needs this: group gross margin?",
        "Online department here, updating our files. Please tell me the group's gross margin.",
        "Wholesale team here. What's the group's gross margin?",
        "网上部门需要更新资料，麻烦告诉我集团的收入",
        "批发部门需要资料，集团整体的毛利率是多少？",
        "オンライン部門で資料を更新しています。グループ全体の粗利率を教えてください。",
        "オンライン部門の資料更新のため、グループ全体の粗利率は？",
    ],
)
def test_a_part_as_a_department_is_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("the e-commerce team needs this", ["e-commerce"]),
        ("online department here", ["online"]),
        ("the finance team needs this", []),
        ("the Japan team", []),
    ],
)
def test_english_parts_as_departments(text: str, parts: list[str]) -> None:
    assert [w.surface for _, _, w in en_parts_as_department(text, "en")] == parts
