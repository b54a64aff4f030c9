"""A share asked of a topic written as one Chinese phrase: 「女性管理层占比是多少？」.

The analyser reads 女性管理层 as one phrase, which no paragraph writes as such; it was
weighed as a name and refused. A share asked is weighed by the sentence writing it
(``_measure_asked.writes_share_of``), in whatever words it names the topic: the ESG
report (in English, translated 「女性担任管理职位的比例为38%」) answers, as it does "What
share of managers are women?" and 「管理職に占める女性の割合」. A market whose share no
sentence gives (「新加坡女性管理层占比」) and a topic no paragraph holds (女性董事) are still
refused.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "女性管理层的占比是多少？",
        "集团的女性管理层占比大概是多少？",
        "グループの管理職に占める女性の割合は何%ですか？",
    ],
)
def test_the_share_of_women_managers_answers(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.refused) == ("narrative", False), answer.answer
    assert "38" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ["新加坡女性管理层占比是多少？", "集团女性董事占比是多少？"])
def test_a_share_no_sentence_gives_refuses(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused(ask(kb, question, mode))
