"""A request the asker corrects as they go is read as its last correction (``_corrections``).

Read: a correction cue ("no wait", "oops, I mean", "actually scratch that", "make that",
「不对」, 「说错了」, 「算了，改成」, 「其实我想问的是」, 「いや」, 「やっぱり」,
「すみません、…でした」) or a name ruled out that was just named ("not Japan",
「不是收入」, 「去年的不要」, 「売上じゃなくて」) replaces, kind by kind, what the request
named before it; what the correction leaves keeps the earlier value ("still 2023",
「还是2023财年」). "Never mind the year", 「年份先不管」, 「年度は指定しない」 drop the
year, so the latest closed one is assumed and said.

Still refused or asked: a correction to a measure or a market the KB lacks (never the
first figure), a correction to a year the KB has no figure for, a correction to bare
"profit" (asks which), a year ruled out with none in its place (asks which, never the
latest). A question that only holds "actually", 「其实」, 「やっぱり」, a restating "I mean",
the tag 「对不对」 or a way of asking (「我想看看」) corrects nothing.

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
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Macau revenue for FY2024, oops, I mean FY2023?", 2350.0),
        ("Japan net profit FY2024... no wait, EBITDA. In yen.", 19900.0),
        (
            "Headcount for Japan in FY2024 — actually scratch that, the whole group, not Japan.",
            7783.0,
        ),
        ("Hong Kong gross margin last year — actually no, make that Hong Kong net profit.", 263.0),
        (
            "What was Macau's EBITDA in FY2024? Sorry, I mean the FY2024 figure for Macau, in HKD.",
            612.0,
        ),
        ("Hong Kong revenue FY2024 — wrong market, I meant Macau.", 2610.0),
        ("Japan's EBITDA in FY2025? Not that one, the net profit.", 9750.0),
        ("澳门2023财年的收入，不对，说错了，是2024财年的EBITDA", 612.0),
        ("香港2023财年员工人数，算了，改成澳门，还是2023财年", 640.0),
        ("集团去年的毛利率，等一下，去年的不要，要2023年的", 38.6),
        ("香港2025财年的净利润，不对，是集团的", 519.0),
        ("マカオの2024年度の売上高…いや、2023年度でした。", 2350.0),
        ("日本事業の売上高…いや、やっぱり当期純利益のほうで。2025年度。", 9750.0),
        ("シンガポールの従業員数、2024年度の…やっぱりグループ全体のほうで。", 7783.0),
        (
            "シンガポールの2025年度の従業員数は？グループ全体ではなくシンガポール単体でお願いします。",
            1652.0,
        ),
    ],
)
def test_the_last_correction_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "Singapore net profit in FY2026? hmm, that one isn't closed yet. "
            "Never mind the year — Singapore net profit please.",
            125.0,
        ),
        ("新加坡2021年的净利润……年份先不管，看新加坡净利润就行", 125.0),
        (
            "グループの売上高、2027年度の…あ、まだ締まってないですね。"
            "年度は指定しないので、グループの売上高をお願いします。",
            3773.0,
        ),
    ],
)
def test_a_year_dropped_is_the_latest_closed_one_assumed(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "answer_with_assumptions")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Group revenue for FY2025 — actually what I really need is the dividend per share.",
        "Japan EBITDA FY2024, no wait, I meant Japan's operating cash flow for FY2024.",
        "Japan revenue in FY2024, oh wait, not Japan, Thailand.",
        "Singapore EBITDA for FY2025, sorry, I meant FY2021.",
        "Group net profit FY2025, no wait, how much cash do we hold?",
        "香港2024年的收入，哦不对，我想问的是香港2024年的存货周转率",
        "集团2025年的EBITDA，其实我想问的是每股收益是多少",
        "日本の2024年度のEBITDA…いや、やっぱり営業キャッシュフローのほうを教えてください。",
        "香港の2025年度の純利益、あ、やっぱり自己資本比率が知りたいです。",
        "香港の2024年度のオンライン売上高を知りたいです。売上高全体ではなくオンライン分だけ。",
    ],
)
def test_a_correction_to_what_the_kb_lacks_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Japan revenue for FY2024 — no, not revenue, just the profit for FY2024.",
        "新加坡2025年的收入，不是收入，我想问利润",
        "Hong Kong net profit for FY2025 — no wait, not 2025, a year before that one.",
        "マカオの売上高、2025年度の…いや、2025年度じゃなくて、もっと前の年度で。",
    ],
)
def test_a_correction_left_open_is_asked(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Actually, what was Japan's net profit for FY2025?", 9750.0),
        ("What did Japan actually report as net profit for FY2025?", 9750.0),
        ("其实我想知道集团2024财年的EBITDA是多少", 935.0),
        ("香港2025财年的净利润其实是多少？", 263.0),
        ("やっぱり香港の2025年度の純利益はいくらですか", 263.0),
        ("What was Japan's revenue in FY2024, I mean the figure in the results deck?", 103200.0),
        ("集团2024财年的收入是3564吗？对不对，帮我核对一下", 3564.0),
        ("香港2024财年的收入，我想看看门店的情况", 1596.0),
        ("新加坡2025财年的毛利率，我要查一下供应商成本", 38.9),
    ],
)
def test_actually_alone_corrects_nothing(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")
