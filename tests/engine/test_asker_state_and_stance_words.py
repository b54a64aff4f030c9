"""The asker's own state and stance beside a figure request.

Three frames carry no word of what is counted, and were refused for their ordinary words:

- a question the asker wonders about before the request (「…がどうなっているのか気になって
  います」, 「…到底怎么样，我也很好奇」): a statement of interest, set aside as background
  (``engine/_background_cjk.py``);
- the asker saying they do not know much, with why (「異動前なのであまり知らなくて」,
  "I only joined in May so I don't really know"): the asker's state, set aside
  (``gr.UNSURE_RE``); one naming a part of the business ("I don't know the online
  part", 「ECのことはよく知らなくて」) may be the part wanted, kept and refused;
- an adverb of the asker's view or a verb of managing between the subject and the verb
  ("did Japan *still* sell", "did Hong Kong *manage to* bring in"): the verb after them
  is the clause's (``engine/_english.py``). An adverb of manner ("*directly*") or a verb
  done to the metric ("manage to *forgo*") is still refused.
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
    assert_refused,
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "日本事業を担当しています。人件費がどうなるのか少し気がかりです。"
            "日本事業の2024年度の従業員数を教えてください。",
            2284.0,
        ),
        (
            "社内で円安の話が出ていて、その影響がどう出たのか前から気になっていました。"
            "日本事業の2024年度の当期純利益を教えてください。",
            8600.0,
        ),
        (
            "我在做新加坡的复盘，利润水平到底怎么样，我也很好奇。新加坡业务2024财年的净利润是多少？",
            112.0,
        ),
        (
            "What was Hong Kong's revenue in FY2024? I only joined in May so I don't really know.",
            1596.0,
        ),
        ("香港の2024年度の売上高を教えてください。異動前なのであまり知らないんです。", 1596.0),
        ("How many people did Macau still employ in FY2024?", 688.0),
        ("How much revenue did Japan actually bring in during FY2024?", 103200.0),
        ("How much revenue did Hong Kong manage to pull together in FY2024?", 1596.0),
        ("How many staff did the Hong Kong business really have in FY2023?", 3120.0),
    ],
)
def test_the_askers_state_and_stance_are_passed_over(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本事業、2024年度はどうでしたか？新人なのであまり詳しくなくて",
        "How did Japan do in FY2024? I'm new, so I don't really know.",
        "How much profit did Macau manage to make in FY2024?",
    ],
)
def test_what_is_asked_stays_open(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Hong Kong's revenue in FY2024? I don't know the online part.",
        "香港の2024年度の売上高を教えてください。ECのことはよく知らなくて",
        "日本事業を担当しています。オンライン売上がどうなっているのか気になっています。"
        "日本事業の2024年度の売上高を教えてください。",
        "How much revenue did Japan directly make in FY2024?",
        "How much revenue did Japan manage to forgo in FY2024?",
        "How much online revenue did Japan still make in FY2024?",
    ],
)
def test_a_part_or_a_deed_is_still_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert_refused(answer)
