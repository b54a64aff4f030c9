"""What is done about a topic a named document describes, asked in a clause of its own
with no topic of its own («…风险是什么？集团采取了哪些措施？», 「…リスクとは何ですか。グループは
どのような対策を講じていますか。」, "… What steps has the group taken?").

Read: the group named there is the company whose document it is, not another market, and
a clause of aspect nouns (measures, 措施, 対策) and the verbs they are taken with (采取,
講じる) asks what the document says of the topic before; the paragraphs quoted are those
holding that topic (the supply chain paragraph), never another risk's mitigations. Still
refused: a topic the document never speaks of (a space business) in each language, and a
clause naming another market («新加坡采取了哪些措施»): a question of its own.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_refused

RISK = "ACME_Risk_Factors_FY2025.pdf"

ANSWERED = [
    "风险报告中的供应链集中风险指的是什么？集团采取了哪些措施？",
    "リスク報告書に書かれたサプライチェーン集中リスクとは何ですか。グループはどのような対策を講じていますか。",
    "What does the risk report say about supplier concentration? What steps has the group taken?",
]

REFUSED = [
    "风险报告中的太空业务风险是什么？集团采取了哪些措施？",
    "リスク報告書の宇宙事業リスクとは何ですか。グループはどのような対策を講じていますか。",
    "风险报告中的供应链集中风险指的是什么？新加坡采取了哪些措施？",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ANSWERED)
def test_the_measures_are_read_from_the_topics_paragraph(kb: Any, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [RISK], answer.answer
    assert "Supply chain concentration" in answer.answer, answer.answer
    assert "self-checkout" not in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_an_unknown_topic_or_another_market_is_refused(kb: Any, question: str, mode: str) -> None:
    assert_refused(ask(kb, question, mode))
