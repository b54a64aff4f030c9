"""A formal writer's context beside a figure request: who they are and the press they
write for ("a reporter with a *business daily*"), the piece they prepare and its topic
("a piece on *ACME's* earnings trajectory", 「关于香港零售业就业*情况*的专题报道」), and
what their working papers show ("our working papers *show* a figure") say why the figure
is asked, never which. The company's own name says the group again; a word of the press
is its beat, no part of the business; a verb of asking after its own subject states.
A part of the business, or a market or metric the KB lacks in the request, still gives
no figure.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "I'm writing an article on ACME's earnings. "
            "Could you please confirm the group's net profit for fiscal 2023?",
            421.0,
        ),
        (
            "I am preparing a deck on ACME. What was the group's net profit in fiscal 2023?",
            421.0,
        ),
        (
            "I write for a business weekly. Could you confirm the group's net profit for "
            "fiscal 2023?",
            421.0,
        ),
        (
            "Please confirm the group's net profit for fiscal 2023. Our working papers show "
            "a figure we would like to reconcile.",
            421.0,
        ),
        (
            "What was the group's net profit in fiscal 2023? My records show a figure I "
            "would like to reconcile with your disclosure.",
            421.0,
        ),
        (
            "我们正在撰写有关新加坡零售市场人手情况的文章。请核实贵公司新加坡业务2023财年的员工人数。",
            1480.0,
        ),
        ("我们在写关于香港零售业发展情况的稿件，请告知香港业务2023财年的员工人数。", 3120.0),
        ("集团2023财年的净利润是多少？本报在准备关于集团盈利情况的报道。", 421.0),
        (
            "ACMEについての記事を準備しています。グループの2023年度の純利益を確認させてください。",
            421.0,
        ),
    ],
)
def test_the_writers_context_asks_the_figure(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I am preparing our online piece on ACME. What was the group's net profit in fiscal 2023?",
        "I write for the online business desk. Could you confirm the group's net profit for "
        "fiscal 2023?",
        "Please confirm the group's net profit for fiscal 2023. Our online papers show a "
        "figure we would like to reconcile.",
        "I am preparing a piece on ACME's earnings. Could you confirm the Taiwan business's "
        "net profit for fiscal 2023?",
        "I am preparing a piece on Taiwan's retail sector. Could you confirm the net profit "
        "for fiscal 2023?",
        "本报正在撰写关于香港线上业务发展情况的专题报道，请核实贵公司香港业务在2023财年的员工人数。",
        "本报正在撰写关于香港零售业就业情况的专题报道，请核实贵公司台湾业务在2023财年的员工人数。",
        "本报正在撰写关于香港零售业就业情况的专题报道，请核实贵公司香港业务在2023财年的碳排放量。",
        "ACMEについての記事を準備しています。グループの2023年度のオンラインの純利益を確認させてください。",
    ],
)
def test_a_part_or_an_unknown_name_beside_them_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
