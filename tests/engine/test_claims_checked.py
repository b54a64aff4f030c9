"""A figure someone claims, brought to be checked: the KB's own figure is given.

What is read (``engine/_claims.py``): a claim framed as one (who said it, "my notes say",
a quotation, 「听说」, 「有人说」, 「…と聞きました」, 「…とありました」, a tag asking whether it
is right, "…, wasn't it?", 「对吧」, or a yes-or-no question of the amount, 「是不是…」,
「…でしたか」) is a request for the figure of the scope, metric and year it names; the
amount claimed (rounded, in another unit) is never a value or unit the figure must have.
A change or record claimed and then the figure asked ("…was up again. What was the actual
figure?") asks the figure; a claim of what a document says, followed by "what does the
plan actually say?", is read from the document.

What still refuses or asks: a bare profit (which figure), a market pointed at (which
market), two years written as one (which year), a scope or measure the KB lacks, an open
year, a part of a year, a part of the figure, a change claimed and checked, and a count
of things no passage states.
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
        (
            "My colleague mentioned that Japan's EBITDA for FY2023 was around ¥20bn. "
            "Is that correct?",
            18600.0,
        ),
        (
            "Someone on the team reckons Singapore net profit in FY2025 was roughly 130 million. "
            "Right?",
            125.0,
        ),
        (
            "I heard the group's headcount at the end of FY2024 was about 7,900. Can you verify?",
            7783.0,
        ),
        ("According to my notes, Hong Kong EBITDA for fiscal 2023 came in at $400m. True?", 402.0),
        ("Per the analyst, Macau revenue in FY2025 was around HK$2.8bn. Is this accurate?", 2884.0),
        ("Was Singapore's revenue about 900m in FY2024?", 915.0),
        ("Hong Kong revenue in FY2024 was 1.6bn, wasn't it?", 1596.0),
        ("Japan net profit for FY2025 was ¥9bn, right?", 9750.0),
        ('My boss pasted this: "HK EBITDA FY2023 was 410m." Can you check it?', 402.0),
        ("I heard Japan had about 2,300 employees in FY2025. Is that right?", 2301.0),
        ("Our CFO told us that group EBITDA was 1bn in FY2025. What's the real figure?", 1018.0),
        ("听说日本2024财年的EBITDA大约是200亿日元，对吗？", 19900.0),
        ("有人告诉我香港2023年的净利润是2亿美元左右，是这样吗？", 221.0),
        ("同事说集团2024财年毛利率接近40%，靠谱吗？", 39.3),
        ("据说澳门2024年员工人数是700人左右，对不对？", 688.0),
        ("新加坡2024财年的净利润是不是1亿美元左右？", 112.0),
        ("香港2024财年的收入是16亿美元，对吧？", 1596.0),
        ("听说日本2025年有2,300名员工，对吗？", 2301.0),
        ("日本の2024年度の売上高は1,100億円くらいだと聞きましたが、本当ですか？", 103200.0),
        (
            "同僚から、シンガポールの2023年度のEBITDAは2億ドル前後と聞きました。合っていますか？",
            201.0,
        ),
        ("香港の2025年度の従業員数は3,000人強だったと記憶していますが、正しいでしょうか？", 3390.0),
        ("マカオの2024年度の売上高は28億香港ドル台でしたか？", 2610.0),
    ],
)
def test_a_claimed_figure_is_answered_with_the_kbs(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("I read somewhere that Macau's headcount is around 700. Is that still current?", 731.0),
        ("A friend said Japan's EBITDA is around 200 million dollars. Can you check?", 21700.0),
        ("我记得新加坡的收入是9亿多美元，没错吧？", 968.0),
        ("日本事業の純利益は100億円くらいと聞きましたが、合っていますか？", 9750.0),
    ],
)
def test_a_claim_with_no_year_gives_the_latest_closed_one(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value, "answer_with_assumptions")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "The intern said group profit was 500m in FY2025 - correct?",
        "My notes say Japan revenue was ¥110bn in 2024/25. Correct?",
        "听说香港2025年利润有2.5亿美元，对吗？",
        "グループの利益は10億ドルくらいと聞きましたが、合っていますか？",
        'A note from finance: "our market\'s revenue rose again in FY2024." '
        "What was the actual figure?",
        "听说我们这个市场前年EBITDA创了新高，实际是多少？",
        "あの地域の純利益が前年より改善したと聞きました。2024年度の実際の数字は？",
    ],
)
def test_a_claim_still_asks_what_it_leaves_open(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Someone said Korea revenue was about 200m in FY2024. Is that right?",
        "A blog says ACME's free cash flow hit 300m in FY2025. Is that true?",
        "I heard Hong Kong revenue will reach 2bn in FY2026. Can you confirm?",
        "I read Singapore revenue grew 5% in FY2025. Is that right?",
        "Someone said the Causeway Bay store made $50m last year. Is that true?",
        "Someone said Hong Kong revenue was about 1.5bn in Q3 FY2024. Is that right?",
        "Someone told me Singapore's EBITDA was 250m in FY2025 but only for the online "
        "business. Is that right?",
        "Someone said the group has 300 stores in Japan. Is that right?",
        "听说韩国2024年收入有3亿美元，对吗？",
        "听说集团2025年的每股收益是1.2美元，对不对？",
        "有人说香港2024年收入增长了10%，是真的吗？",
        "听说日本2026财年收入会达到1200亿日元，是真的吗？",
        "听说香港2024年线上收入是3亿美元，对吗？",
        "有人说铜锣湾那家店一年卖了1亿美元，是真的吗？",
        "听说集团在日本有300家门店，对吗？",
        "韓国事業の2024年度の売上高は3億ドルと聞きましたが、本当ですか？",
        "日本事業の2024年度の売上高が前年比5%増えたと聞きました。本当ですか？",
        "2021年度の香港の売上高は14億ドルだったと聞きました。正しいですか？",
    ],
)
def test_a_claim_of_what_the_kb_lacks_is_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Which markets had revenue above 1bn in FY2024?",
        "Did Hong Kong revenue exceed 1.5bn in FY2024?",
        "The Japan team said net profit was ¥8bn in FY2024. Right?",
    ],
)
def test_an_amount_outside_a_claim_frame_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "document"),
    [
        (
            "A colleague said the strategic plan is to open 200 new stores, mostly in Japan. "
            "What does the plan actually say?",
            "ACME_Strategic_Plan.pdf",
        ),
        (
            "I was told the Greater Bay Area plan is to open 50 stores in the first year. "
            "What does the expansion plan actually say about stores?",
            "ACME_GBA_Expansion_Plan.docx",
        ),
    ],
)
def test_a_claim_of_what_a_document_says_is_read_from_it(
    kb: KnowledgeBase, question: str, document: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [document], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Two things to check: someone said Japan revenue was ¥100bn in FY2025, and that "
        "all Japanese stores already have self-checkout. Are both right?",
        "核对两点：一是香港2024财年收入是不是15亿美元；二是日本所有门店都装好自助收银了吗？",
    ],
)
def test_a_composite_check_answers_both_parts(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert answer.value is not None, answer.answer
    assert answer.route == "composite", answer.answer
