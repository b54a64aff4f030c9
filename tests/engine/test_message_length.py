"""How short a forwarded message is narrows nothing of the request it quotes.

「一言だけ」, "just one line", 「只有一句话」 say how short the message around a quotation
was: the only of it is no narrowing of the figure, so the quotation is read alone
(「会長から一言だけメールが届きました。「香港は2024年度どうだった？」とのことです。」 asks
which figure, as the quotation alone does).

Neighbours still refuse: a narrowing word inside the quotation or after it
(「オンラインだけ」).

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "社長から一言だけメッセージが来ました。「シンガポールは2023年度どうだった？」とのことです。",
        "部長から一行だけのメールです。「日本の2024年度の実績は？」",
        'The CFO sent just one line: "How did Singapore do in FY2023?"',
        "老板只发来一句话：“新加坡2023财年表现如何？”",
    ],
)
def test_a_short_message_quoting_a_request_asks_which_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "clarify" and answer.clarification == "ask_first", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "社長から一言だけメッセージが来ました。「シンガポールは2023年度どうだった？オンラインだけ」とのことです。",
        "社長からメールが届きました。「香港の2024年度の売上高は？」オンラインだけでお願いします。",
    ],
)
def test_a_narrowing_word_still_refuses(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))
