"""A share asked of a part of a KB figure: "What percentage of Hong Kong sales came from
members?", 「香港的销售额中会员占比多少？」, 「香港の売上高のうち会員の割合は？」.

The share noun ("percentage", 占比, 割合) is held by a passage that writes a share (58%),
and the locative after the whole (销售额*中*, 売上*のうち*) is no word of the part: the
question is weighed on the part (members) and answered from the sentence writing the
members' share of Hong Kong sales. That sentence must hold the part asked with the
figure and the market (``_evidence.part_of_figure``): a share of Hong Kong sales from
the online store, from tourists, is written by no sentence and refuses, never quoting
the members' 58% (a Chinese or Japanese reader's word no version of the passage writes
may still be held by its keywords, as for a share of a topic). A share of a thing no
metric names ("What % of Singapore stores are franchised?") is refused, not answered by
asking which of the market's figures. A share asked with the % sign ("What % of Hong Kong
sales came from members?") is read so too (``test_share_stated_by_its_sentence.py``).
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What percentage of Hong Kong sales came from members?",
        "What percentage of Hong Kong's sales comes from loyalty members?",
        "香港的销售额中会员占比多少？",
        "香港销售额里会员的占比是多少？",
        "香港の売上高のうち会員の割合は？",
        "香港の売上のうち会員が占める割合はどのくらい？",
    ],
)
def test_the_sentence_writing_the_parts_share_answers(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.refused) == ("narrative", False), answer.answer
    assert "58%" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What percentage of Hong Kong sales came from online?",
        "What share of Hong Kong sales came from tourists?",
        "香港的销售额中网店占比多少？",
        "香港销售额中网店占多少比例？",
        "香港销售额中旅客占多少比例？",
        "香港の売上のうちオンラインの割合は？",
        "What % of Singapore stores are franchised?",
        "What percentage of Singapore stores are franchised?",
        "What share of Singapore stores are in malls?",
        "新加坡门店中加盟店占比多少？",
        "シンガポールの店舗のうちフランチャイズの割合は？",
    ],
)
def test_a_share_no_sentence_writes_refuses(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)
    assert "58%" not in answer.answer, answer.answer
