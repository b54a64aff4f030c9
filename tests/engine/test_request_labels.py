"""Labels filing a request in a deal team's list or log: "DD request 4.2:", "Q&A log
#17 —", "Data room request:", "RFI 3:", 「尽职调查问题清单第5项：」, 「买方问题第12条：」,
「デューデリジェンス質問リスト No.12：」, 「質問票 3-2：」, 「質問No.8 」.

The label says where the request is filed, never what is asked, so the request after it
is answered. A quarter opening a line ("Q3 — Hong Kong revenue") is no label and is still
refused, as is a market or a measure the KB lacks after a label.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused

HK_EBITDA_FY2024 = 431.0
GROUP_REVENUE_FY2023 = 3334.0
SG_REVENUE_FY2023 = 842.0
JP_HEADCOUNT_FY2024 = 2284.0
MO_REVENUE_FY2025 = 2884.0
GROUP_NET_PROFIT_FY2023 = 421.0
HK_NET_PROFIT_FY2023 = 221.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("DD request 4.2: Hong Kong segment EBITDA, FY2024", HK_EBITDA_FY2024),
        ("Q&A log #17 — group revenue for FY2023 please", GROUP_REVENUE_FY2023),
        ("Data room request: Singapore revenue FY2023", SG_REVENUE_FY2023),
        ("RFI 3: Japan headcount FY2024", JP_HEADCOUNT_FY2024),
        ("Request 2.3 (financial): Singapore revenue, FY2023", SG_REVENUE_FY2023),
        ("DD Q12: Hong Kong EBITDA FY2024?", HK_EBITDA_FY2024),
        ("Red flag check — Hong Kong EBITDA FY2024?", HK_EBITDA_FY2024),
        ("Item 3.1 Group revenue FY2023", GROUP_REVENUE_FY2023),
        ("尽职调查问题清单第5项：香港2024财年EBITDA。", HK_EBITDA_FY2024),
        ("买方问题第12条：澳门2025财年收入。", MO_REVENUE_FY2025),
        ("数据室请求3-2：集团2023财年收入", GROUP_REVENUE_FY2023),
        ("デューデリジェンス質問リスト No.12：香港事業の2024年度のEBITDA", HK_EBITDA_FY2024),
        ("質問票 3-2：グループの2023年度の当期純利益", GROUP_NET_PROFIT_FY2023),
        ("質問No.8 香港事業の2023年度の当期純利益について。", HK_NET_PROFIT_FY2023),
    ],
)
def test_the_request_after_a_list_label_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Q3 — Hong Kong revenue FY2024?",
        "Q2: Japan EBITDA 2025",
        "DD request 4.3: Taiwan revenue FY2024",
        "Item 3.1 Normalised EBITDA of the group, FY2025",
        "尽职调查问题清单第6项：台湾2024财年收入。",
        "質問票 3-3：グループの2023年度の有利子負債",
    ],
)
def test_a_quarter_or_what_the_kb_lacks_after_a_label_is_still_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))
