"""What a social-media post's draft wraps the request in: a bracketed subject tag
(「【投稿案】」, "[Draft]"), emoji marking a pause between words ("Quick one for the IG
caption ✨ group gross margin FY2024?"), a greeting of the followers or colleagues
(「姐妹们！」, 「家人们，」) and the post it is for (「投稿で紹介したいので」).

None of it is asked. A tag naming a market or a year, or one opening a message that
names no market (「【台湾】2024年度の売上高」), may say what is asked and is still read.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused

GROUP_HEADCOUNT_FY2025 = 8074.0
GROUP_REVENUE_FY2025 = 3773.0
GROUP_GROSS_MARGIN_FY2024 = 39.3
HK_REVENUE_FY2024 = 1596.0
JP_EBITDA_FY2025 = 21700.0
JP_REVENUE_FY2024 = 103200.0
SUSTAINABILITY_JP = "ACME_Sustainability_Report_Japan_2025.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("【草稿】集团2025年员工人数", GROUP_HEADCOUNT_FY2025),
        ("[Draft] Group revenue FY2025", GROUP_REVENUE_FY2025),
        ("【ご確認】香港の2024年度の売上高", HK_REVENUE_FY2024),
        ("【香港】2024年度の売上高", HK_REVENUE_FY2024),
        ("Quick one for the IG caption ✨ group gross margin FY2024?", GROUP_GROSS_MARGIN_FY2024),
        ("Japan 🇯🇵 revenue FY2024", JP_REVENUE_FY2024),
        ("姐妹们！日本业务去年的EBITDA是多少呀～", JP_EBITDA_FY2025),
        ("家人们，日本业务去年的EBITDA是多少", JP_EBITDA_FY2025),
        ("インスタに載せたいので、グループの2025年度の従業員数を教えて", GROUP_HEADCOUNT_FY2025),
    ],
)
def test_the_request_inside_a_posts_wrapping_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
def test_a_post_about_a_documents_topic_reads_the_document(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "投稿で紹介したいので、日本のサステナビリティの取り組みを教えて", mode)
    assert not answer.refused, answer.answer
    assert any(s.startswith(SUSTAINABILITY_JP) for s in answer.sources), answer.sources


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "【台湾】2024年度の売上高",
        "[Taiwan] revenue FY2024",
        "同事们！台湾2024年的收入是多少",
        "How many followers does ACME have on Instagram? 📸",
    ],
)
def test_what_the_kb_lacks_is_still_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused(ask(kb, question, mode))
