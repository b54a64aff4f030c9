"""Names the asker rules out beside a request ("net profit, not EBITDA", 「不是收入」,
「純利益ではありません」).

What is read (``engine/_excluded.py``): a metric, scope or fiscal year named after a
negation ("not", "rather than", "instead of"; 不是, 不要, 别给我) or, in Japanese, before one
(ではなく, ではありません), with only the words a figure is called by around it ("the group
number", 「集团的」, 「グループの数字」, "or anything like that"), is not asked: it is set
aside and the rest read as before. A market left unnamed is then asked which; a year
ruled out is never the year answered. An English sentence opened by a topic ruled out
("Not the group ESG goal - which … goal did Japan set?") is set aside when the rest asks
about a thing of the same kind and names no metric.

What still refuses or asks: a part of a figure ruled out or taken away that the KB has
no name for ("without Japan", "not counting online sales", 「不含日本」, 「香港を除いた」); a
year the KB lacks however the other is ruled out; a bare "profit" whichever figure is
ruled out beside it; a market the asker calls "our region".
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_asks_first,
    assert_figure,
    assert_no_figure,
    assert_refused,
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Hong Kong's EBITDA for FY2023, not its net profit.", 402.0),
        ("Macau net profit FY2025 please, rather than EBITDA.", 352.0),
        ("Group revenue in FY2023 (FY2023, not FY2024).", 3334.0),
        ("Singapore's headcount for FY2025 - Singapore, not the group's.", 1652.0),
        ("I want Japan's EBITDA for FY2024 and not the revenue number.", 19900.0),
        ("Japan's gross margin in FY2023, not the net margin or anything like that.", 33.4),
        ("Not the group figure: what was Macau's headcount in FY2024?", 688.0),
        ("Group gross margin for FY2024, not Hong Kong's.", 39.3),
        ("香港2023财年的EBITDA，不是净利润。", 402.0),
        ("澳门2024财年员工人数，不要集团的，只看澳门。", 688.0),
        ("集团2023财年的收入（不是2024财年的）", 3334.0),
        ("香港の2023年度のEBITDAをお願いします。純利益ではありません。", 402.0),
        ("シンガポールの2025年度の従業員数（グループ全体ではなく）", 1652.0),
        ("日本の2024年度の売上高をください（2023年度ではありません）。", 103200.0),
        ("マカオの2024年度ではなく、2023年度のEBITDAを。", 540.0),
    ],
)
def test_a_name_ruled_out_is_not_asked(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What is Singapore's EBITDA? Not revenue, to be clear.", 247.0),
        ("新加坡的EBITDA多少？不是收入啊。", 247.0),
    ],
)
def test_with_no_year_the_latest_closed_one_is_assumed(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value, "answer_with_assumptions")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Revenue for FY2024, not Japan's.",
        "What was the profit in Hong Kong for FY2025? Not the revenue.",
        "Not the group total - I need our market's net profit for FY2024.",
        "不是集团的，我要我们区域2024财年的净利润。",
        "グループの数字ではなく、うちの市場の2024年度のEBITDAは？",
    ],
)
def test_what_is_left_unnamed_is_asked(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Group revenue FY2025, excluding Hong Kong, not the total.",
        "FY2021 Japan revenue, not FY2024.",
        "Hong Kong's online revenue for FY2025, not the total.",
        "Hong Kong revenue FY2025, not the online part.",
        "Hong Kong revenue FY2025 not counting online sales.",
        "集团2025财年不含日本的收入，不要集团总数。",
        "日本2021财年的收入，不是2024财年的。",
        "香港を除いたグループの2025年度売上高をください。グループ全体ではありません。",
    ],
)
def test_a_part_taken_away_or_a_year_the_kb_lacks_still_refuses(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Group EBITDA for FY2024 without Japan, not the whole group number.",
        "グループの2025年度売上高、日本ではなく。",
    ],
)
def test_a_market_taken_from_the_group_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_topic_ruled_out_opening_a_question_is_set_aside(kb: KnowledgeBase, mode: str) -> None:
    # The goal asked is the Japan business's own, not the group's ESG report's.
    answer = ask(
        kb,
        "Not the group ESG goal - which renewable power goal did the Japan business set "
        "itself for 2030?",
        mode,
    )
    assert answer.route == "narrative", answer.answer
    assert "Japan" in str(answer.sources[0]), answer.answer
