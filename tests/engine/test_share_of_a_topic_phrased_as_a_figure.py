"""A share of a topic asked like a figure request: with the group or a year named, or
asked to be told (``engine/_evidence.py``, ``share_of_topic``).

「グループの女性管理者比率はどのくらいですか？」, 「2025财年末女性管理职位比例？」 and "Tell me
the share of women in management." ask what the ESG report states in its own words
(管理職に占める女性の割合, 女性担任管理职位的比例): the share is read word by word, where
one sentence holds the topic and writes a percentage, as it is when no group or year is
named; 「女性管理職比率を教えてください」 is no longer read off the talent policy's paragraph
aiming to raise the ratio (it writes no share). What still refuses: a rate of what is done
to a thing (「包装の回収率」: the recycling is asked), a gender ratio no sentence names, and
a share no passage writes (a market's 会員比率 where none is stated).
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused

ESG = "ACME_ESG_Report_FY2025.pdf"
TALENT = "ACME_Talent_Development_Policy.pdf"

ANSWERED = [
    "グループの女性管理者比率はどのくらいですか？",
    "2025年度末の女性管理者比率は？",
    "女性管理職比率を教えてください。",
    "集团女性管理者比例是多少？",
    "2025财年末女性管理职位比例？",
    "请告诉我女性管理职位的比例。",
    "Tell me the share of women in management.",
    "Tell me the group's ratio of women managers.",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ANSWERED)
def test_the_share_is_read_where_a_sentence_writes_it(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert ESG in answer.sources and TALENT not in answer.sources, answer.answer
    assert "38" in answer.answer, answer.answer


REFUSED = [
    "グループの包装の回収率はどのくらいですか？",
    "集团的包装回收率是多少？",
    "Tell me the gender ratio of the group's managers.",
    "マカオの会員比率はどのくらいですか？",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_a_share_no_sentence_writes_is_still_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))
