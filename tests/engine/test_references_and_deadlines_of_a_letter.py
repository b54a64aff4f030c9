"""A formal letter's reference and reply deadline (``_context_logistics``).

- "Ref. SFC/2026/0412.", "(Ref: TX-2026-55)", 「编号：CSRC-2026-118」,
  「（照会番号：FSA-2026-031）」, 「照会番号第12号」 number the letter;
  "Reply by 30 June.", 「请于6月30日前回复。」, 「回答期限：6月30日」 say when it is due.
  None names a figure: the year in a reference code asks no year (FY2026 is never
  asked for it), and the request is answered.
- Still refused: a figure the KB lacks beside the same reference and deadline.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused

HK_REVENUE_FY2024 = 1596.0
GROUP_REVENUE_FY2024 = 3564.0
JP_REVENUE_FY2024 = 103200.0
GROUP_HEADCOUNT_FY2025 = 8074.0
HK_EBITDA_FY2023 = 402.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "Ref. SFC/2026/0412. Please confirm the revenue of the Hong Kong segment for "
            "FY2024. Reply by 30 June.",
            HK_REVENUE_FY2024,
        ),
        (
            "请提供贵集团2024财年的营业收入。请于6月30日前回复。编号：CSRC-2026-118",
            GROUP_REVENUE_FY2024,
        ),
        (
            "日本事業の2024年度の売上高につきご教示願います。（照会番号：FSA-2026-031）",
            JP_REVENUE_FY2024,
        ),
        (
            "グループ全体の2025年度末の従業員数をご回答ください。回答期限：6月30日",
            GROUP_HEADCOUNT_FY2025,
        ),
        (
            "照会番号第12号　香港事業の2023年度のEBITDAにつきご報告をお願いいたします。",
            HK_EBITDA_FY2023,
        ),
    ],
)
def test_the_request_in_a_numbered_letter_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Ref. SFC/2026/0412. Please confirm the dividend per share for FY2024. Reply by 30 June.",
        "请提供贵公司台湾业务2024财年的收入。编号：CSRC-2026-118",
    ],
)
def test_a_figure_the_kb_lacks_is_still_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))
