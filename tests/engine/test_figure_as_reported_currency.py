"""A figure asked in the currency it is reported in, not converted, is that figure.

"the HKD number, not the USD conversion", "in yen, no conversion", "unconverted USD",
「要日元原值」, 「港币原值」, 「換算前の円で」, 「香港ドルのままで」: the KB gives each figure in
the currency it reports it in and converts none, so declining a conversion asks nothing
more than the currency named. What stays refused: a conversion rate (a measure the KB
lacks), an original value with no currency named beside it, and a currency the KB does
not report the figure in, said in the request or beside it (「要欧元」).

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Macau net profit FY2023? the HKD number pls, not the USD conversion", 266.0),
        ("Japan EBITDA for FY2024 in yen, no conversion please", 19900.0),
        ("Hong Kong net profit FY2023 in unconverted USD", 221.0),
        ("日本2023财年净利润多少？要日元原值", 7900.0),
        ("澳门2025财年收入多少，要港币原值", 2884.0),
        ("日本の2023年度の純利益は？換算前の円で", 7900.0),
    ],
)
def test_the_reported_currency_is_asked(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, value)
    assert len(answer.sources) == 1, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Macau's conversion rate for FY2023?",
        "What was Hong Kong's currency conversion loss in FY2024?",
        "Japan revenue FY2024 in unconverted euros",
        "日本2023财年的原值是多少？",
        "日本2023财年的转换率是多少？要日元原值",
        "日本の2024年度の売上高を換算前のユーロで",
        "日本の2024年度の在庫回転率、円のままで",
    ],
)
def test_what_the_kb_lacks_stays_unanswered(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本2024财年收入多少？要欧元",
        "香港2025财年EBITDA多少？用人民币的",
        "日本2024财年收入多少？要韩元的数",
        "Japan revenue for FY2024? In euros.",
    ],
)
def test_a_currency_the_kb_lacks_said_beside_is_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    """「要欧元」 beside a request says the currency wanted: never set aside as the asker's
    statement, so the figure is never given in another currency."""
    assert_no_figure(ask(kb, question, mode))
