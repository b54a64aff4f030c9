"""A statistics office's form: its labels for the headcount and a survey's title naming
the markets as a whole (``kb/synthetic_metric_phrases.py``, ``engine/_form_furniture.py``).

What is read: 从业人员数 (the Chinese statistics' persons employed) and 従業者数,
常時従業者数 (the Japanese surveys') as the headcount; a survey's title naming a name
several markets share (「海外事業活動基本調査」) set aside when the request after it names
one of those markets itself (「香港事業の…」).

What still refuses or asks: a title naming one market the request does not (「日本事業活動
基本調査 … 香港事業」), a title naming a metric (「海外売上調査」), and the shared name in
the request itself, which asks which market.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_asks_first,
    assert_figure,
    assert_no_figure,
    fact_value,
)

READ = [
    ("澳门分部2024年末从业人员数是多少？", "ACME_MO", "FY2024"),
    ("表号E101，第2项：新加坡分部2023年末从业人数（单位：人）。", "ACME_SG", "FY2023"),
    ("香港事業の2024年度の常時従業者数は？", "ACME_HK", "FY2024"),
    (
        "海外事業活動基本調査 問3：2024年12月31日現在におけるシンガポール事業の従業者数を"
        "記入してください。",
        "ACME_SG",
        "FY2024",
    ),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "scope", "period"), READ)
def test_a_form_label_of_the_headcount_is_read(
    kb: KnowledgeBase, mode: str, question: str, scope: str, period: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, fact_value(kb, scope, "HEADCOUNT", period), "none")


NOT_READ = [
    "日本事業活動基本調査 問3：2024年12月31日現在における香港事業の従業者数を記入してください。",
    "海外売上調査 問2：2023年度の香港事業の売上高を記入してください。",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", NOT_READ)
def test_a_title_saying_more_than_the_request_stays(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_the_shared_name_in_the_request_asks_which(kb: KnowledgeBase, mode: str) -> None:
    question = (
        "海外事業活動基本調査 問3：2024年12月31日現在における海外事業の従業者数を記入してください。"
    )
    assert_asks_first(ask(kb, question, mode))
