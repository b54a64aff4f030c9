"""A market pointed at by the asker's role, with nothing before naming it: ask which.

Read: "my territory's EBITDA", "revenue for the country I look after", 「我负责的区域」,
「本地区」, 「自分の担当エリア」, 「管轄の地域」: one market, the asker's, which the question
does not name. The engine asks which market among those reporting the figure, never
answers the group's nor refuses. Still answered: a role word beside a market named.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure

ASKED = [
    "What was my territory's EBITDA in FY2024?",
    "Revenue for the country I look after in FY2024?",
    "我负责的区域2024财年的收入是多少？",
    "本地区2024财年的员工人数",
    "自分の担当エリアの2024年度の売上高は？",
    "管轄の地域の2024年度の従業員数を教えて",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ASKED)
def test_the_askers_market_is_asked(kb: Any, question: str, mode: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan revenue in FY2024? That's my territory.",
        "我负责日本市场，2024财年日本的收入是多少？",
    ],
)
def test_a_market_named_is_answered(kb: Any, question: str, mode: str) -> None:
    assert_figure(ask(kb, question, mode), 103200.0)
