"""A market asked of by a phrase that names none: the engine asks which market.

「海外*の*事業」 is the compound 海外事業 the KB's vocabulary reads as any of the overseas
markets, said with の: it asks which, as "the overseas business" and 海外的业务 do. The
local entity with no market said (「*現地法人*の売上高」, 「現地子会社」, 当地子公司) is one
market's, unnamed: the engine asks which, never gives the group's figure. A phrase with
の whose compound the KB does not name (「日本の事業」) is read as before, and an unknown
metric beside the local entity is still refused.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "海外の事業の2025年度の売上高を教えてください。",
        "取引先から「海外の事業」の2025年度の売上高を教えてほしいと言われました。",
        "海外の市場の2024年度の従業員数は？",
        "現地法人の2023年度の売上高を回答する必要があります。数字をお願いします。",
        "現地子会社の2024年度の純利益は？",
        "What was the overseas business's revenue in FY2025?",
        "海外的业务2025财年的收入是多少？",
        "当地子公司2023财年的收入是多少？",
    ],
)
def test_a_market_no_word_names_asks_which(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "clarify", answer.answer
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_a_phrase_with_no_the_kb_does_not_name_is_read_as_before(
    kb: KnowledgeBase, mode: str
) -> None:
    assert_figure(ask(kb, "日本の事業の2024年度の売上高は？", mode), 103200.0)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "現地法人の2023年度の在庫回転率は？",
        "海外の事業の2025年度の客単価は？",
        "What was the local subsidiary's inventory turnover in FY2023?",
        "当地子公司2023财年的库存周转率是多少？",
    ],
)
def test_an_unknown_metric_of_an_unnamed_market_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "refuse", answer.answer
    assert answer.value is None, answer.answer
