"""A count asked of a document the asker names, in the reader's own words for what it
counts, is answered where the passage's keywords say it answers that count.

"How many graduates from Hong Kong and Macau will the Greater Bay Area programme recruit a
year?" names the GBA plan by its own words; its internship paragraph states "about 200
university graduates each year", which no sentence writes as "graduates recruit". The
paragraph's keywords (readers' words for its points) hold "graduates" and a bare "how
many": the KB says this paragraph answers that count. A count of a thing the keywords do
not hold (drones, warehouses, stores of a market the plan counts no stores of), or a
count the keywords ask of another thing ("how many people" for a region's population),
is still refused.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage

GBA = "ACME_GBA_Expansion_Plan.docx"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How many graduates from Hong Kong and Macau will the Greater Bay Area programme "
        "recruit a year?",
        "How many interns from Hong Kong and Macau does the Greater Bay Area plan take each year?",
        "大湾区计划每年在香港招多少应届生？",
        "グレーターベイエリア計画で、香港から毎年何人のインターンを受け入れますか？",
    ],
)
def test_a_count_in_the_readers_words_is_read_from_the_named_plan(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.value is None, answer.answer
    assert answer.sources == [GBA], answer.answer
    assert "200" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How many stores does Hong Kong run according to the Greater Bay Area plan?",
        "How many drones does Macau use in the Greater Bay Area plan?",
        "How many warehouses does Macau run under the Greater Bay Area plan?",
        "How many trainees does the Greater Bay Area internship programme take from Hong Kong "
        "and Macau each year?",
        "グレーターベイエリア計画で香港の店舗は何店ありますか？",
        "グレーターベイエリア計画でマカオは何台のドローンを使いますか？",
    ],
)
def test_a_count_the_keywords_do_not_answer_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))
