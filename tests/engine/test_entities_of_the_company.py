"""One entity of the company, and the asker's own dealings with it.

An entity written after the company's name (「ACME*的子公司*」, 「ACME*旗下一家海外子公司*」,
「ACME*の子会社*」) is one of the company's markets, unnamed: the figure is never the
group's, so the engine asks which market (before, the group's figure was given for the
Chinese forms). A Japanese clause whose subject is the asker's own institution, said by
its deictic name (当行, 弊社, 当社), written before the entity (「*当行が融資している*
現地法人」) is how the asker stands to it: set aside, so the engine asks which market. A
part of the business said in that clause, or a metric the KB lacks, still refuses.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "ACME的子公司2025财年的EBITDA是多少？",
        "ACME旗下一家子公司2025财年的收入是多少？",
        "本行对ACME的一家海外子公司有授信敞口，它2025财年的净利润是多少？",
        "我们给ACME旗下的一家子公司放了贷款，想查一下它2024财年的收入。",
        "ACMEの子会社の2025年度EBITDAは？",
        "当行が融資している海外子会社の2024年度の売上高は？",
        "弊社が取引している現地法人の2025年度のEBITDAを教えてください。",
        "当社が出資している海外の子会社の2023年度の純利益を教えてください。",
    ],
)
def test_an_entity_of_the_company_asks_which_market(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "当行が融資している現地法人の2025年度の在庫回転率を教えてください。",
        "当社が免税店で販売している現地法人の2024年度の売上高は？",
        "ACME旗下一家子公司2025财年的库存周转率是多少？",
    ],
)
def test_a_part_or_an_unknown_metric_beside_the_entity_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("香港子公司2025财年的收入是多少？", 1702.0),
        ("ACME集团2025财年的收入是多少？", 3773.0),
        ("ACME的2025财年收入是多少？", 3773.0),
    ],
)
def test_a_market_or_the_company_itself_is_read_as_before(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)
