"""The logistics of the asker's work around a request: no number of them is asked.

Ticket and reference numbers ("case #20931", 「跟进单号#3390」, 「依頼番号#5102」), the day,
time, room and head count of a meeting ("before the 9:15 stand-up in room 2C", 「6月30日
下午4点的月会」, 「7月3日（金）10時の部会（会議室C、資料P.7）」), phone extensions, deadlines
("by 4pm Tuesday", 「7月2日前要交」, 「7月8日締切」) and the pages of the asker's own work
("page 3 of my draft") are set aside (``_context_segments.without_logistics``): a piece
holding such a mark and naming, asking and narrowing nothing else is dropped, and the marks
are taken out of the request itself. Their numbers never become a year, a value or a
scope: 2026 in a deadline's date is no FY2026, and a request naming no year still assumes
the latest closed one.

Still asked or refused as the request alone would be: a word several metrics share, a
market unnamed, every year asked, a year described by an event (also in Chinese said of a
market with 在, and in Japanese with the event's object, 「新店を開いた年」), a metric or
market the KB lacks, a part of the business, a forecast; a day of a month that dates the
figure itself ("Japan's revenue on 14 June") with no meeting or deadline beside it; and a
statement keeping a name of its own beside the logistics ("Meeting at 3pm with the Taiwan
team.").

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
    assert_no_figure,
    assert_refused,
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "Following up on case #20931: Japan revenue for FY2024 please, it goes on page 3 "
            "of my draft.",
            103200.0,
        ),
        (
            "Before the 9:15 stand-up in room 2C, could you give me Singapore's EBITDA for FY2024?",
            226.0,
        ),
        ("Need group net profit FY2025 by 4pm Tuesday, thanks. Reach me on ext 5521.", 519.0),
        ("Helpdesk ticket 40021 - what was Hong Kong's gross margin in FY2025?", 42.8),
        (
            "For the 3 July offsite (60 seats, Hall 4), what was Hong Kong's headcount in FY2024?",
            3245.0,
        ),
        ("Due Friday 19 June 2026 for ref #4410: Japan EBITDA for FY2024?", 19900.0),
        ("跟进单号#3390：日本2024财年的收入是多少？我的分机是6612。", 103200.0),
        ("6月30日下午4点的月会要用，香港2024财年的员工人数是多少？", 3245.0),
        ("编号AB-2231，7月2日前要交：集团2025财年净利润是多少？", 519.0),
        ("第2会议室周一上午9点开会，新加坡2024财年的EBITDA是多少？", 226.0),
        (
            "依頼番号#5102の件です。日本事業の2024年度の売上高を教えてください。内線は2231です。",
            103200.0,
        ),
        (
            "7月3日（金）10時の部会（会議室C、資料P.7）向けに、香港の2024年度末の従業員数を教えて"
            "ください。",
            3245.0,
        ),
        (
            "管理番号KX-0702、7月8日締切です。グループの2025年度の当期純利益を教えてください。",
            519.0,
        ),
    ],
)
def test_a_request_among_logistics(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Ref #5120, due 30 June 2026: what's Japan's EBITDA?", 21700.0),
        ("2026年6月30日截止，工单#881：澳门的营业收入是多少？", 2884.0),
        ("2026年7月1日締切の資料（P.3）用に、シンガポールの当期純利益を教えてください。", 125.0),
    ],
)
def test_a_deadlines_year_is_no_fiscal_year(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    """2026 in a deadline's date names no year of the figure: FY2025 is assumed and said."""
    assert_figure(ask(kb, question, mode), value, "answer_with_assumptions")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Ticket #6631: what was Japan's profit in FY2024? I'm on ext. 4410.",
        "For the 11am sync in room 6 (ref #120), what was revenue in my market for FY2025?",
        "For the 10am call (ticket #777), what was Macau's net profit for each year?",
        "工单#2290，周三下午3点开会：我们市场2024财年的收入是多少？",
        "工单#551：香港在转型那一年的EBITDA是多少？",
        "依頼#7730です。日本事業の2024年度の利益はいくらでしたか。内線は5102です。",
        "チケット#882の件、新店を開いた年のマカオの売上高はいくらでしたか。",
    ],
)
def test_logistics_hide_no_ambiguity(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Ticket #3301: what was Japan's inventory turnover in FY2024? Call at 3pm in room 2.",
        "For the 2pm call (ref #55), what was Taiwan's revenue in FY2024?",
        "Ticket #12: only the online part of Japan's revenue for FY2024, please.",
        "Meeting at 3pm in room 4 with the Taiwan team. What was Japan's revenue in FY2024?",
        "Ref #8120 - what will Japan's revenue be in FY2026? Meeting at 2pm.",
        "6月15日下午3点开会，要线上的日本2024财年收入。",
        "工单#7781：日本2026财年的收入预测是多少？",
        "会議室Bで15時から。2025年度の大阪店の売上高は？",
        "台湾组工单#77：新加坡2024财年的EBITDA是多少？",
    ],
)
def test_logistics_hide_no_unknown_word(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's revenue on 14 June?",
        "What was Japan's revenue on 14 June 2024?",
        "6月15日的日本收入是多少？",
        "2024年6月15日の日本の売上高は？",
    ],
)
def test_a_day_of_the_figure_is_no_logistics(kb: KnowledgeBase, mode: str, question: str) -> None:
    """A day said of the figure, with no meeting or deadline beside it, still dates it."""
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        (
            "Compliance case #4412: how quickly must a data breach be reported to regulators? "
            "Legal is on ext. 3301.",
            "ACME_Data_Protection_Policy.docx",
        ),
        (
            "工单#6120，下周四上午10点开会：风险报告里网络安全风险有哪些控制措施？",
            "ACME_Risk_Factors_FY2025.pdf",
        ),
    ],
)
def test_a_narrative_question_among_logistics(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative" and doc in answer.sources, answer.answer
