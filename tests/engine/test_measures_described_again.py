"""A measure described the long way (``engine/_definitions.py``): what is left once every
cost and tax is taken off, what the sales keep before the running costs, a "before ..."
list closed by its verb, a description said twice, a gloss in brackets of the metric named
before it, and a description in the sentence after one that names another metric.

Each still has to be one metric's definition whole: profit after rent, or before interest
and tax (EBIT), or a gloss that adds a part ("online only"), gets no value.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from ragspine_eval_pipeline.kb.synthetic import _EVAL_FACT_ROWS
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

FACTS = {(r.scope, r.metric, r.period): r.value for r in _EVAL_FACT_ROWS}

DESCRIBED = [
    # Net profit: what is left once every cost and tax is taken off.
    (
        "What did Singapore keep as profit after all of its costs and taxes in FY2024?",
        "ACME_SG",
        "NET_PROFIT",
        "FY2024",
    ),
    (
        "How much was left for Japan in FY2023 once everything had been paid for?",
        "ACME_JP",
        "NET_PROFIT",
        "FY2023",
    ),
    ("香港2024财年扣除所有费用和税项以后剩下多少？", "ACME_HK", "NET_PROFIT", "FY2024"),
    ("日本2025财年把成本和税都扣完之后的利润是多少？", "ACME_JP", "NET_PROFIT", "FY2025"),
    ("新加坡2023财年最后落到手里的钱有多少？", "ACME_SG", "NET_PROFIT", "FY2023"),
    (
        "マカオの2024年度、経費や税金を全部差し引いた後の利益はいくら？",
        "ACME_MO",
        "NET_PROFIT",
        "FY2024",
    ),
    (
        "What did Hong Kong actually end up keeping as profit in FY2025?",
        "ACME_HK",
        "NET_PROFIT",
        "FY2025",
    ),
    # Said twice: the second description is the same metric.
    (
        "What did Macau earn in the end in FY2023 - the final bottom line after all the "
        "costs and taxes?",
        "ACME_MO",
        "NET_PROFIT",
        "FY2023",
    ),
    (
        "香港2023财年到头来赚了多少？就是所有成本和税都扣掉以后剩下的那部分。",
        "ACME_HK",
        "NET_PROFIT",
        "FY2023",
    ),
    (
        "日本の2025年度の最終的な儲け、つまり税金も全部引いた後に残った利益は？",
        "ACME_JP",
        "NET_PROFIT",
        "FY2025",
    ),
    # EBITDA: the "before ..." list closed by its verb; a "前" of 名前 is no "before".
    (
        "What was the Singapore figure for profit before interest, tax and depreciation "
        "are deducted, in FY2024?",
        "ACME_SG",
        "EBITDA",
        "FY2024",
    ),
    (
        "マカオの2025年度の、利息と税金と減価償却を引く前の利益（名前は忘れました）はいくら？",
        "ACME_MO",
        "EBITDA",
        "FY2025",
    ),
    # Gross margin: the share of sales left after the goods, before rent and salaries.
    (
        "What share of Japan's sales was left after buying the merchandise, before rent "
        "and wages, in FY2024?",
        "ACME_JP",
        "GROSS_MARGIN",
        "FY2024",
    ),
    (
        "新加坡2024财年卖东西的钱扣掉商品成本以后剩下的占销售额的几成？",
        "ACME_SG",
        "GROSS_MARGIN",
        "FY2024",
    ),
    (
        "香港の2025年度、売上から商品の原価を除いて残る割合は何%？",
        "ACME_HK",
        "GROSS_MARGIN",
        "FY2025",
    ),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "scope", "metric", "period"), DESCRIBED)
def test_a_long_description_gets_its_metrics_value(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    assert_figure(ask(kb, question, mode), FACTS[(scope, metric, period)])


GLOSSED = [
    (
        "日本の2024年度の純利益（つまり税金なども全部引いた後に残った利益）はいくら？",
        "ACME_JP",
        "NET_PROFIT",
        "FY2024",
    ),
    (
        "What did Hong Kong end up keeping as profit in FY2024 - the final bottom line after "
        "all the costs and taxes?",
        "ACME_HK",
        "NET_PROFIT",
        "FY2024",
    ),
    (
        "What was Japan's gross margin (i.e. the share of sales left after the cost of "
        "goods) in FY2024?",
        "ACME_JP",
        "GROSS_MARGIN",
        "FY2024",
    ),
    (
        "What was Singapore's net profit (what is left after all costs and taxes) in FY2025?",
        "ACME_SG",
        "NET_PROFIT",
        "FY2025",
    ),
    (
        "日本2023财年的毛利率（就是扣掉进货成本以后剩下的部分占销售额的比例）是多少？",
        "ACME_JP",
        "GROSS_MARGIN",
        "FY2023",
    ),
    (
        "シンガポールの2024年度の粗利率（売上から仕入れ原価を引いて残る割合のことだと思います）は？",
        "ACME_SG",
        "GROSS_MARGIN",
        "FY2024",
    ),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "scope", "metric", "period"), GLOSSED)
def test_a_gloss_of_the_metric_named_is_that_metric(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    assert_figure(ask(kb, question, mode), FACTS[(scope, metric, period)])


AFTER_ANOTHER_NAME = [
    (
        "I'm on the staff side. What did Japan earn in the end in FY2024?",
        "ACME_JP",
        "NET_PROFIT",
        "FY2024",
    ),
    (
        "日本2024财年扣除利息、税和折旧摊销之前的利润是多少？我是新员工。",
        "ACME_JP",
        "EBITDA",
        "FY2024",
    ),
    (
        "私は新入社員です。香港の2023年度、利息や税金、減価償却を差し引く前の利益は？",
        "ACME_HK",
        "EBITDA",
        "FY2023",
    ),
]


@pytest.mark.parametrize(("question", "scope", "metric", "period"), AFTER_ANOTHER_NAME)
def test_a_metric_named_in_another_sentence_is_no_verb_of_the_description(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str
) -> None:
    answer = ask(kb, question, "tool")
    assert answer.value == FACTS[(scope, metric, period)], answer.answer


NOT_ONE_DEFINITION = [
    # A cost that is not every cost: no net profit.
    "What did Japan keep as profit after rent and salaries in FY2024?",
    "How much cash was left for Macau after paying all the bills in FY2024?",
    "What was Japan's profit after all costs but before tax in FY2024?",
    "日本2024财年扣掉所有门店租金之后剩下的利润是多少？",
    "香港の2024年度、家賃を全部引いた後に残った利益はいくら？",
    "日本2024财年最后剩下多少库存？",
    # EBIT and what gross margin is not.
    "What was Japan's profit before interest and tax are taken off in FY2024?",
    "How much did Japan make in FY2024 before the products were paid for?",
    "What share of Japan's sales was kept before rent and salaries in FY2024?",
    # A gloss that names another metric or adds a part.
    "What was Hong Kong's EBITDA (i.e. what is left after all costs and taxes) in FY2024?",
    "What was Hong Kong's revenue, the final bottom line after all the costs and taxes, in FY2024?",
    "日本の2024年度の粗利率（売上から仕入れ原価を引いて残る割合のことだと思いますが、オンラインだけ）は？",
    "香港2024财年的收入（就是扣掉进货成本以后剩下的部分占销售额的比例）是多少？",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", NOT_ONE_DEFINITION)
def test_a_description_that_is_no_definition_whole_gets_no_value(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


SCOPE_THEN_PARTICLE = [
    ("2024年度のシンガポールで、売上高はいくらでしたか。", "ACME_SG", "REVENUE", "FY2024"),
    ("2023年度の日本で、粗利率は何パーセントでしたか。", "ACME_JP", "GROSS_MARGIN", "FY2023"),
    ("香港で、2025年度の純利益はいくら？", "ACME_HK", "NET_PROFIT", "FY2025"),
]


@pytest.mark.parametrize(("question", "scope", "metric", "period"), SCOPE_THEN_PARTICLE)
def test_a_place_particle_after_a_market_is_no_word_of_it(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str
) -> None:
    assert_figure(ask(kb, question, "tool"), FACTS[(scope, metric, period)])
