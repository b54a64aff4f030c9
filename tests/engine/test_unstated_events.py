"""Why-questions about an event the KB never states: a share buyback scrapped, a dividend
cut, 分红 reduced. Such a question shares a word with a passage on another subject ("share"
of a renewable-energy share, "cut" of a cost cut, 董事会 of an audit committee) and was
answered with it. It is read now as asking about a thing weighed whole: an English
compound of two nouns ending on a head word of its topic ("share buyback", "dividend
cut") whose words the KB holds only apart, a Chinese noun the analyser tags as a verb,
written after 的 or a verb's 了 at the end of the clause (的分红, 削减了分红), that no passage
found holds; either way the question is refused.

Still answered: why a figure the KB holds moved ("Why did Hong Kong revenue fall?",
「为什么新加坡的收入增长了」, 「なぜ日本の売上高は伸びたのか」), why-questions in the
reader's words about what a document does say (fewer weekend shoppers, the weak yen,
"self-checkout tills", a longer compound). Not covered: "Tell me about the dividend cut."
(no why-question) is weighed as before.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Why did management pause the share buyback?",
        "Why did the company halt the stock buyback?",
        "Why did the board scrap the share buyback this year?",
        "Why was the dividend cut?",
        "为什么董事会削减了今年的分红？",
        "为什么管理层削减了分红？",
        "为什么公司暂停了今年的分红？",
        "なぜ2025年度に配当を減らしたのですか？",
        "なぜ自社株買いを中止したのですか？",
    ],
)
def test_why_of_an_unstated_event_refuses(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)
    assert answer.route == "refuse", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Why did Hong Kong revenue fall in FY2025?",
        "Why did the Japan business grow in FY2025?",
        "Why are fewer customers coming to the Hong Kong stores on weekends?",
        "Why does the weak yen matter to the group?",
        "Why did the group cut its fulfilment cost?",
        "Why is the group introducing self-checkout tills?",
        "为什么新加坡的收入在2025财年增长了？",
        "为什么香港门店周末的客流减少了？",
        "为什么集团不再提供塑料袋了？",
        "なぜ2025年度に日本の売上高は伸びたのですか？",
    ],
)
def test_why_of_a_stated_event_answers(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.refused, answer.value) == ("narrative", False, None), answer.answer
