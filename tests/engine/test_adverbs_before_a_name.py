"""A Japanese adverb in hiragana written before a metric's name makes no other name.

「*たしか*純利益だったと思うんですが」 ("it was net profit, I think"): the analyser reads
たしか before the name as an adverb (alone, as 確か, "certain"); an adverb modifies no
noun, so the request asks net profit and, naming no market, asks which, as "I think it
was net profit" and 「好像是净利润吧」 do. A word in kanji before the name may form a
compound with it (「*直接*売上高」, 「*実質*売上高」: direct, underlying sales): it stays,
and is refused, in every language.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure

HK_NET_PROFIT_FY2025 = 263.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "たしか純利益だったと思うんですが、香港の2025年度はいくらでしたか？",
        "香港の2025年度のたしか純利益はいくらでしたか？",
        "香港の2025年度のちょうど純利益を教えてください。",
    ],
)
def test_an_adverb_before_the_name_is_how_it_is_asked(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_figure(ask(kb, question, mode), HK_NET_PROFIT_FY2025)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "たしか純利益だったと思うんですが、2025年度はいくらでしたか？"
        "どの事業の話だったか聞き漏らしてしまって…",
        "I think it was net profit, if I remember right - what was it in FY2025? "
        "I missed which business.",
        "好像是净利润吧，2025财年是多少？我没听清是哪个业务的。",
    ],
)
def test_with_no_market_it_asks_which(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "clarify", answer.answer
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港の2025年度の直接売上高は？",
        "香港の2025年度の実質売上高は？",
        "香港の2025年度の主要売上高は？",
        "What was Hong Kong's direct revenue in FY2025?",
        "香港2025财年的直接收入是多少？",
    ],
)
def test_a_word_in_kanji_before_the_name_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "refuse", answer.answer
    assert answer.value is None, answer.answer
