"""A term a drafter uses while its definition is left open is asked about, never guessed.

A term headed by a noun of a market or a year whose definition is still open ("as such
term is to be defined", 「尚未定义」, 「定義されていない」) makes the engine ask which market
or year; a term naming a figure several KB metrics share ("Earnings", 利润) asks which
figure. The same shape whose term carries a part of the business or a place the KB
lacks is refused, and so is a term defined as such a place. An unquoted Chinese
definition naming the KB's names (「标的业务指ACME香港业务」) is read as a quoted one is.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_asks_first,
    assert_figure,
    assert_refused,
    fact_value,
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Kindly confirm the headcount of the Licensed Territory for FY2024 (as such term is "
        "to be defined in the Term Sheet, still under negotiation).",
        "Section 6 refers to 'the Earnings of the Target' without further definition. "
        "'The Target' means ACME's Japan operations. Please state the Earnings of the "
        "Target for FY2023.",
        "本合同第5条以“交割年度”的EBITDA为准，但合同未对“交割年度”作出定义。"
        "请提供新加坡业务在交割年度的EBITDA。",
        "第三条所称“利润”一词尚未定义；“标的业务”指ACME日本业务。请提供标的业务2024财年的利润。",
        "本契約第4条の「許諾地域」は定義されていない。許諾地域における2023年度の売上高を教えてください。",
        "第6条の「クロージング年度」の定義規定はありません。"
        "クロージング年度における香港事業のEBITDAはいくらですか。",
    ],
)
def test_an_open_term_is_asked_about(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Kindly confirm the headcount of the Franchise Territory for FY2024 (as such term "
        "is to be defined in the Term Sheet, still under negotiation).",
        "Kindly confirm the headcount of the Philippines Territory for FY2024 (as such term "
        "is to be defined in the Term Sheet, still under negotiation).",
        "'The Licensed Territory' means the Republic of the Philippines. Kindly confirm the "
        "headcount of the Licensed Territory for FY2024.",
        "第三条所称“经营利润”一词尚未定义；“标的业务”指ACME日本业务。请提供标的业务2024财年的经营利润。",
        "标的业务指ACME台湾业务；请提供标的业务2023财年的员工人数。",
        "本契約第4条の「オンライン地域」は定義されていない。"
        "オンライン地域における2023年度の売上高を教えてください。",
        "本契約において「対象地域事業」とは、ACMEの台湾（台北・高雄を含む。）における事業をいう。"
        "対象地域事業の2024年度売上高を教えてください。",
    ],
)
def test_a_part_or_a_place_in_the_term_is_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_an_unquoted_chinese_definition_is_read(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "标的业务指ACME香港业务；请提供标的业务2023财年的员工人数。", mode)
    assert_figure(answer, fact_value(kb, "ACME_HK", "HEADCOUNT", "FY2023"))
