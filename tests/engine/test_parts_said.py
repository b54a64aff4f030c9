"""A sentence beside a figure request that says which part of the figure is wanted.

"Franchise stores are fine", 「我们要核对门店的」, 「オンライン分です」, 「オンラインで大丈夫
です」: the sentence's subject or complement is a noun phrase the KB lacks, said of the
figure (accepted, or standing for it through 的 or 分). It names a part the KB does not
report, so the request is refused, never answered with the whole. The asker's own
statements ("I'm in the Hong Kong team", 「我们在做核对」, 「急ぎです」), the answer's form
("A rough figure is fine", 「ざっくりでいいです」) and a unit the KB names stay beside it.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Singapore's revenue in FY2024? Franchise outlets are fine.",
        "What was Japan's EBITDA in FY2025? Airport kiosks would be fine.",
        "What was Singapore's revenue in FY2024? Wholesale accounts will do.",
        "新加坡2024财年的收入是多少？老板要看加盟店的。",
        "日本2025财年的EBITDA是多少？机场店的就行。",
        "新加坡2024财年的收入是多少？批发渠道的也可以。",
        "シンガポールの2024年度の売上高は？フランチャイズ分です。",
        "日本事業の2025年度のEBITDAは？空港店舗で大丈夫です。",
        "シンガポールの2024年度の売上高は？卸売だけで結構です、急ぎで。",
        # A place word the analyser reads as grammar (线上, 网上) still names a part.
        "集团2025财年的员工总人数是多少？线上的。",
        "新加坡2024财年的收入是多少？网上的。",
    ],
)
def test_a_part_said_of_the_figure_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What was Singapore's revenue in FY2024? I'm in the Singapore team.", 915.0),
        ("What was Singapore's revenue in FY2024? A rough figure is fine.", 915.0),
        ("What was Singapore's revenue in FY2024? A sentence or two is fine.", 915.0),
        ("What was Singapore's revenue in FY2024? One line is enough.", 915.0),
        ("新加坡2024财年的收入是多少？我们在做核对。", 915.0),
        ("新加坡2024财年的收入是多少？我是新加坡团队的。", 915.0),
        ("シンガポールの2024年度の売上高は？急ぎです。", 915.0),
        ("シンガポールの2024年度の売上高は？ざっくりでいいです。", 915.0),
    ],
)
def test_the_askers_own_statement_stays_beside(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)
