"""A part of the figure said in a sentence of its own before the request narrows it too.

A bare part word standing before a figure request (「オンライン。」, "Online.", 「线上。」)
says which part of the figure is wanted, as it does after the request: the request is
refused, never answered with the whole figure and a passage beside it. So is a Japanese
wish to see the figure by a part (「オンラインで見たい。」), a part of the business the
asker works on, whatever the verb (「オンライン販売を強化しています。」), and a statement
that the asker checks a part of another figure or a figure the KB does not hold beside
the request (「免税店の売上を確認しています。」, 「営業利益も確認しています。」). The same
request without these sentences, or beside courtesy, the answer's form or the asker's
material, is answered.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

SINGAPORE_EBITDA_FY2025 = 247.0
JA = "シンガポールの2025年度のEBITDAは？"
EN = "What was Singapore's EBITDA in FY2025?"
ZH = "新加坡2025财年的EBITDA是多少？"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        f"オンライン。{JA}",
        f"卸売。{JA}",
        f"Franchise. {EN}",
        f"Online. {EN}",
        f"线上。{ZH}",
        f"加盟店。{ZH}",
        f"{ZH}线下的。",
        f"オンラインで見たい。{JA}",
        f"{JA}卸売で知りたい。",
        f"オンライン販売を拡大しています。{JA}",
        f"{JA}免税店を増やしています。",
        f"{JA}免税店の売上を確認しています。",
        f"{JA}営業利益もチェックしています。",
        f"免税店の売上を確認しています。{JA}",
        f"{EN} I'm also checking the online revenue.",
    ],
)
def test_a_part_said_before_or_beside_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert not answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        JA,
        EN,
        ZH,
        f"よろしくお願いします。{JA}",
        f"Thanks. {EN}",
        f"谢谢。{ZH}",
        f"ざっくりで知りたい。{JA}",
        f"資料を強化しています。{JA}",
        f"{JA}資料を確認しています。",
        f"{JA}売上高も確認しています。",
    ],
)
def test_the_request_without_a_part_is_answered(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_figure(ask(kb, question, mode), SINGAPORE_EBITDA_FY2025)
