"""A part of the business or another version of the figure said where earlier readers
set words aside is still read, so the figure is refused, never the whole or reported one:
a channel written onto the asker's checklist or form (「外卖验收清单里要填…」,
「テイクアウトのチェックリストに…記入したい」), a takeaway or wholesale part said before
the market (「批发香港…收入」), a service said alone between commas though the analyser
tags it an adjective (「新加坡，保洁，…」), any verb standing alone between two pieces of
the request (「澳门 打印 2023财年收入」: an asker's act frames the request from its start
or its end, or tags it in brackets, 「【求助】」), a bracketed note of a heading ("Inquiry
Letter LC-1 (wholesale): …", "Item 3 (stores only): …"), and one-off or one-time items
left out in a sentence of their own (「一時的な項目を除いた数字で」, "The number should
leave out non-recurring items."). The same shapes without the part or the version keep
their figure.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure, fact_value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "外卖对账单里要填澳门2023财年的收入，多少？",
        "外賣對賬單裡要填澳門2023財年的收入，多少？",
        "批发澳门2023财年的收入是多少？",
        "澳门，保洁，2023财年收入是多少？",
        "澳门2023财年收入（维修）是多少？",
        "澳门 打印 2023财年收入是多少？",
        "テイクアウトの集計表にマカオの2023年度売上高を記入したい。いくらですか？",
        "Inquiry Letter MC-2026-07 (wholesale): please state Macau revenue for FY2023.",
        "Item 3 (stores only): Macau revenue FY2023?",
        "What was Macau's FY2023 revenue? The number should leave out non-recurring items.",
        "What was Macau's FY2023 revenue excluding one-time charges?",
        "マカオの2023年度の売上高は？一時的な項目を除いた数字で。",
        "一時項目を除いた数字でお願いします。マカオの2023年度の売上高は？",
        "澳门2023财年收入是多少？要剔除非经常性项目后的数字。",
    ],
)
def test_the_part_or_version_is_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "对账单里要填澳门2023财年的收入，多少？",
        "澳门，准确，2023财年收入是多少？",
        "【求助】澳门2023财年收入是多少？",
        "核对 澳门2023财年收入是多少？",
        "集計表にマカオの2023年度売上高を記入したい。いくらですか？",
        "Inquiry Letter MC-2026-07 (Form B-2): please state Macau revenue for FY2023.",
        "What was Macau's FY2023 revenue? The number goes in my memo.",
        "プロジェクト「さくら」の資料用に、マカオの2023年度の売上高は？",
    ],
)
def test_the_same_shape_without_them_keeps_its_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, "ACME_MO", "REVENUE", "FY2023"))
