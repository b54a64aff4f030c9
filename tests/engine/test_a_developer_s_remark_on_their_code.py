"""A developer's remarks on their own code around a request are read as such.

A sentence whose subject is the artefact and which says only what it did ("the job
skipped it again", 「脚本一直报错」, 「バッチが落ちました」) goes; one holding any other word
("the tile shows franchise stores only") is kept, so what it narrows is refused. A
template placeholder's instruction ("paste X here", 「ここにXを記入」) is read as the figure
it names; a comment pointing at a KB document (``# see the annual report``,
「KPIワークブック参照」) as its source; a column said empty, a value said not synced or a
placeholder (「占位」, 「未連携」) as the code's state; when the code ships (「上线前」,
"before deploying") as the asker's schedule. いくつ after a metric asks its figure as いくら
does.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure, fact_value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            "jp_np_2024 = None\nthe job skipped it again. what was Japan's net profit in FY2024?",
            "ACME_JP",
            "NET_PROFIT",
            "FY2024",
        ),
        (
            "hk_rev = load()\n脚本一直报错。香港2023财年的收入是多少？",
            "ACME_HK",
            "REVENUE",
            "FY2023",
        ),
        (
            "mo_hc = fetch()\nバッチが落ちました。マカオの2025年度の従業員数は何人？",
            "ACME_MO",
            "HEADCOUNT",
            "FY2025",
        ),
        (
            "notebook cell:\n> paste Singapore EBITDA for FY2024 here\nwhich number goes there?",
            "ACME_SG",
            "EBITDA",
            "FY2024",
        ),
        (
            "ノートブックのセル:\n（ここに日本事業の2023年度の純利益を記入）\nこの数字は？",
            "ACME_JP",
            "NET_PROFIT",
            "FY2023",
        ),
        (
            "sg:\n  revenue_fy2023: ~   # 业绩PPT参照\n新加坡2023财年的收入填多少？",
            "ACME_SG",
            "REVENUE",
            "FY2023",
        ),
        (
            "-- rev_hk 这一列为空\nSELECT fy, rev_hk FROM rpt WHERE fy = 'FY2025';\n"
            "香港2025财年的收入是多少？",
            "ACME_HK",
            "REVENUE",
            "FY2025",
        ),
        (
            "-- MOのFY2024売上が未反映\nSELECT * FROM kpi WHERE scope = 'ACME_MO';\n"
            "マカオの2024年度の売上高を教えて",
            "ACME_MO",
            "REVENUE",
            "FY2024",
        ),
        (
            "# 上线前要把香港2024财年的员工人数填进去，多少人？\nexport HK_HC_2024=",
            "ACME_HK",
            "HEADCOUNT",
            "FY2024",
        ),
        (
            "jp_gm: 0.3  # 仮\n日本事業の2024年度の粗利率って実際いくつ？",
            "ACME_JP",
            "GROSS_MARGIN",
            "FY2024",
        ),
    ],
)
def test_the_remark_is_read_and_the_request_answered(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "x = None\nThe dashboard tile shows franchise stores only. What was Japan revenue in "
        "FY2024?",
        "x = None\nthe fixture keeps it for the online channel. what was ACME Japan revenue "
        "for FY2023?",
        "notebook cell:\n> paste HK franchise revenue here\nwhat's the figure?",
        "hk_x = None  # see franchise report\nwhat's HK revenue for FY2024?",
        "sg_rev = None\n脚本一直报错。新加坡2024财年的外卖收入是多少？",
        "jp_gm: 0.3  # 仮\n日本事業の2024年度のフランチャイズ粗利率って実際いくつ？",
        "# 上线前要把这个地区 FY2023 的员工人数填进去，多少人？\nexport REGION_HC=",
    ],
)
def test_a_remark_that_narrows_is_kept(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))
