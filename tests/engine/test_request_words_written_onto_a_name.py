"""Words set aside around a request are words of it where written onto a name.

A chat reaction, a word of the present, of the figure as reported, of the asker's build
or translation, or a place in a sheet is set aside around a request
(``engine/_written_onto.py``). Written straight onto the noun heading a business's
phrase it says which business ("ACME's *Haha* business"), and a noun written straight
onto a metric's name says which kind of the figure ("*tile* revenue", 「*カード*売上高」):
the KB lacks both, so the request is refused, naming the word. In Chinese and Japanese,
a courtesy, a verb of asking or checking, a casual "how is it" or a polite amount
written between 的 or の and a metric is not understood there (「的*查询*EBITDA」,
「の*若干*純利益」), and is refused too.

Read as before: such a word where it stands around the figure ("the Macau revenue
*tile*"), an adjective of the figure as reported before a metric ("the *exact* Singapore
EBITDA"), a verb of earning it (「的*实现*收入」), and a slot word inside a longer
katakana word is no slot word (「ライフ*スタイル*」 is refused whole).
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused, fact_value

REFUSED = [
    # (question, the word the refusal names)
    ("What was Singapore's tile revenue in FY2024?", "tile"),  # a build's noun onto a metric
    ("What were Hong Kong's translation sales in FY2023?", "translation"),
    ("How much EBITDA did ACME's Precise division make in FY2024?", "precise"),
    ("How much revenue did ACME's Haha business make in FY2023?", "haha"),  # a reaction
    ("What was the Nowadays segment's net profit in FY2024?", "nowadays"),
    ("How many people worked in ACME's Sheet division in FY2024?", "sheet"),  # a place
    ("新加坡2024财年的查询EBITDA是多少？", "查询"),  # a verb of asking
    ("澳门2023财年的请问净利润是多少？", "请问"),
    ("日本2024财年的您好员工人数是多少？", "您好"),  # a courtesy
    ("シンガポールの2024年度の若干純利益は？", "若干"),  # a polite amount
    ("マカオの2023年度のカード売上高を教えてください。", "カード"),  # a build's noun
    ("日本のライフスタイル売上高は？", "ライフスタイル"),  # one word, never a slot
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "word"), REFUSED)
def test_a_word_written_onto_a_name_is_refused_by_name(
    kb: KnowledgeBase, question: str, word: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)
    assert word in answer.answer.casefold(), answer.answer


FIGURES = [
    ("What is Japan's official headcount for FY2024?", "ACME_JP", "HEADCOUNT", "FY2024"),
    ("Can you pull the Macau revenue tile for FY2024?", "ACME_MO", "REVENUE", "FY2024"),
    ("What was the exact Singapore EBITDA in FY2023?", "ACME_SG", "EBITDA", "FY2023"),
    ("澳门2024财年的实现收入是多少？", "ACME_MO", "REVENUE", "FY2024"),  # revenue earned
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "scope", "metric", "period"), FIGURES)
def test_the_same_words_around_a_figure_are_read_as_before(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))
