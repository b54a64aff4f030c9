"""A year named by an event whose subject is a name: a place, a plan or a document's name.

What is read (``engine/_described_year.py``, ``engine/_clause.py``): before a Chinese event
word and 那(一)年, the nouns written onto it, names too, and the verb they follow are the
event (「大湾区扩张那年」, 「推进华南物流项目那一年」); a document's name that is the event's
subject (「大湾区计划启动那一年」, 「大湾区計画が始まった年度」) or within it ("the year of the GBA
expansion") says which year, not which document is asked of. The engine asks which fiscal
year is meant, never refuses the name and never reads the document for a figure.

What still reads as before: a question about what the document says (its plans, its
stores) is answered from it; a year written out beside the document's name answers.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "大湾区扩张那一年，日本的收入是多少？",
        "新加坡员工人数，要大湾区计划启动那年的。",
        "我们推进大湾区拓展那一年，集团的毛利率是多少",
        "公司搞大湾区项目那年香港的净利润",
        "大湾区計画が始まった年度の日本の売上高は？",
        "Macau headcount in the year of the GBA expansion?",
        "What was Singapore's net profit the year of the GBA launch?",
    ],
)
def test_a_year_named_by_a_named_event_is_asked_which(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_asks_first(answer)
    assert "FY2024" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "大湾区拓展计划里，试点门店开在哪里？",
        "大湾区計画では投資額はいくらと書かれていますか？",
        "What does the GBA expansion plan say about pilot stores?",
    ],
)
def test_the_documents_content_is_still_read(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert any("GBA" in source for source in answer.sources), answer.sources


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["日本2024财年的收入是多少？大湾区那边的不用。"],
)
def test_a_year_written_out_beside_the_plan_answers(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), 103200.0)
