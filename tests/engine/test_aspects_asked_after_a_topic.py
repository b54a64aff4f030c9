"""A clause asking only what is wanted of the topic before it (its results, the details
of the efforts: 「2025年度の実績と取り組み*内容*を教えてください」, «2025财年的成果和具体内容
是什么», "What were the results and the details in FY2025?").

Read: its words name no topic of their own, so it asks them of the topic the question
before it described (food waste in Japan: the sustainability report's 30 percent cut
against FY2019). Still refused: a topic no passage holds asked the same way (space
tourism), in each language, and the clause naming another market (Singapore) is a
question of its own, refused where no passage answers it.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_refused

REPORT = "ACME_Sustainability_Report_Japan_2025.pdf"

ANSWERED = [
    "日本事業の食品ロス削減はどこまで進んでいますか。2025年度の実績と取り組み内容を教えてください。",
    "日本業務的食品浪费减少进展如何？2025财年的成果和具体内容是什么？",
    "How far has the Japan business got with cutting food waste? What were the results and "
    "the details in FY2025?",
]

REFUSED = [
    "日本事業の宇宙旅行事業はどこまで進んでいますか。2025年度の実績と取り組み内容を教えてください。",
    "日本业务的太空旅游进展如何？2025财年的成果和具体内容是什么？",
    "How far has the Japan business got with space tourism? What were the results and the "
    "details in FY2025?",
    "日本事業の食品ロス削減はどこまで進んでいますか。シンガポールの2025年度の実績と取り組み内容を"
    "教えてください。",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ANSWERED)
def test_the_aspects_are_of_the_topic_before(kb: Any, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert REPORT in answer.sources, answer.answer
    assert "30%" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_an_unknown_topic_or_another_market_is_refused(kb: Any, question: str, mode: str) -> None:
    assert_refused(ask(kb, question, mode))
