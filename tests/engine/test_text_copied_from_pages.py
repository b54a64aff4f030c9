"""Text copied out of a PDF page or a slide above a question (``engine/_pasted_page.py``).

Read: a word broken across two lines by a hyphen ("reve-" / "nue") or inside a CJK word
(「毛利」 / 「率」) is joined, anywhere in a message; where the lines before the request hold
a page's furniture (a page number, "p. 12", 「第 3 页」, 「5ページ」, a header or footer
naming a page or a slide, a confidentiality mark, a word broken across lines), those lines
are the page, set aside, and the request under them is read alone: a year in a header,
a market or a measure in a bullet and the page number never become the year, the market,
the figure or the value asked. A footer pasted after the request goes too.
A page naming a part of the business the request does not (online, 线上, オンライン) is
read as written, so the part is refused, never the whole figure given.
Still refused or asked: a request naming a measure or a market the KB lacks, a request
pointing at "this market" (the page's heading names nothing for it), a bare profit, and a
request naming no year is answered for the latest closed year, never the header's. Bullets
typed with no page furniture, a page holding a question of the asker's and items the
asker numbered on lines of their own (a metric and a year each) are read as written; a
line break between two words is no broken word.
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
        (
            "Quarterly pack · Page 4 of 12\n• Macau\n• Sin-\ngapore\nMacau headcount in FY2023?",
            640.0,
        ),
        (
            "Investor Day          slide 12\n▪ EBITDA by re-\ngion\n▪ Japan\n"
            "Japan EBITDA for FY2024 please",
            19900.0,
        ),
        ("p. 9\n▪ Head-\ncount\nWhat was Singapore's headcount at end-FY2024?", 1566.0),
        ("Strictly confidential\n• Mar-\ngins\nHong Kong gross margin for FY2024, please.", 42.0),
        ("what was Hong Kong reve-\nnue in FY2024?", 1596.0),
        ("Can you check the net pro-\nfit of the Singa-\npore business for FY2023?", 98.0),
        ("What was Japan's revenue in FY2024?\nPage 3 of 10", 103200.0),
        ("第 3 页 共 10 页\n• 净利\n润\n• 日本\n日本2023财年的净利润是多少？", 7900.0),
        ("内部使用\n▪ 各市场EBI-\nTDA\n澳门2025财年EBITDA多少", 701.0),
        ("香港2024财年的毛利\n率是多少？", 42.0),
        ("― 12 ―\n・従業員\n数\n・シンガポール\nシンガポールの2024年度末の従業員数は？", 1566.0),
        ("統合報告書\n5ページ\n・売上\n高\n2024年度のグループの売上高を教えてください", 3564.0),
        ("日本事業の2024年度の売\n上高はいくらですか", 103200.0),
    ],
)
def test_the_request_under_a_pasted_page_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # The header's year is the page's: the request names none, so FY2025 is assumed.
        (
            "Annual Review FY2023 | Operations\n— 11 —\n• Store open-\nings\n"
            "what was group net profit?",
            519.0,
        ),
        ("ACME 2023财年年报\n— 9 —\n• 人才培\n养\n集团净利润是多少？", 519.0),
        ("統合報告書2023\n― 5 ―\n・人材育\n成\nグループの純利益はいくらですか", 519.0),
    ],
)
def test_a_year_in_the_pages_header_is_never_the_year_asked(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "answer_with_assumptions")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Quarterly Pack · Page 4 of 12\n• Singapore\n• Macau\n"
        "what was EBITDA for this market in FY2024?",
        "第 3 页 共 10 页\n• 新加坡\n• 澳门\n该市场2024财年的EBITDA是多少？",
        "― 8 ―\n・マカオ\n・香港\nこの地域の2024年度の純利益は？",
        "Segment review\n• Prof-\nit\nPage 2\nwhat was Macau's profit in FY2024?",
        "Investor Day          12\nMacau\nwhat was the headcount in FY2024?",
    ],
)
def test_what_only_the_page_names_is_asked_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "▪ Revenue\n▪ Japan\nPage 8\nwhat was the inventory turnover for Japan in FY2024?",
        "Page 2\n• Revenue by mar-\nket\nwhat was revenue in Taiwan for FY2024?",
        "・在庫回転\n率\n― 2 ―\n日本の2024年度の在庫回転率は？",
        "第 4 页\n• 收\n入\n台湾2025财年收入是多少？",
        "Page 5 | Outlook\n• Hong Kong\nwhat will Hong Kong revenue be in FY2026?",
        # A page on a part of the business may say which part is asked: read as written.
        "Strictly confidential\n• Online sales\nwhat was Japan revenue for FY2024?",
        "第 4 页\n• 线上销售\n日本2024财年收入是多少？",
        "― 3 ―\n・オンライン売上\n日本の2024年度の売上高は？",
    ],
)
def test_a_request_the_kb_cannot_answer_is_still_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # A question of the asker's among the lines: nothing is set aside.
        "Which year do you mean?\n• Japan\nPage 3\nwhat was revenue in FY2024?",
        # No page furniture: the bullets are the asker's own.
        "• Online sales\n• Japan\nwhat was revenue in FY2024?",
        # A request holding a word of a confidentiality mark is no footer.
        "Page 1\nQuick question\nJapan internal revenue FY2024",
    ],
)
def test_lines_that_are_no_page_are_read_as_written(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["1\nJapan revenue FY2024\n2\nHK EBITDA FY2025", "1\n日本2024财年收入\n2\n香港2025财年EBITDA"],
)
def test_items_numbered_on_lines_of_their_own_are_no_page(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    # The first item is answered and the second said not given, as before: never the
    # second alone with the first set aside as a page.
    assert_figure(ask(kb, question, mode), 103200.0)


@pytest.mark.parametrize("mode", MODES)
def test_a_line_break_between_two_words_joins_nothing(kb: KnowledgeBase, mode: str) -> None:
    assert_asks_first(ask(kb, "香港2024财年收入\n日本呢？", mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # The request asked first, the page pasted under it.
        (
            "What was Japan's EBITDA for FY2023? Here's the page:\n"
            "EBITDA by mar-\nket\n• Japan\np. 6",
            18600.0,
        ),
        ("香港2024财年收入是多少？下面是幻灯片：\n各市场收\n入\n• 香港\n第 5 页", 1596.0),
        ("日本の2023年度のEBITDAは？以下、資料の抜粋です。\n・市場別EBIT-\nDA\n― 6 ―", 18600.0),
        # A remark on the paste itself names nothing asked.
        (
            "Page 5\n• Hong Kong\nPasted from the results deck, sorry for the mess. "
            "What was Hong Kong revenue in FY2024?",
            1596.0,
        ),
        ("第 5 页\n• 香港\n这是从幻灯片上粘贴过来的。香港2024财年收入是多少？", 1596.0),
    ],
)
def test_a_request_beside_the_page_and_its_remarks(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # A remark naming a place or a part the KB lacks stays with the request.
        "Page 5\n• Revenue\nThis is from the Taiwan deck. What was revenue in FY2024?",
        "第 5 页\n• 收入\n这是台湾那份PPT上的。2024财年收入是多少？",
        "Page 5\n• Hong Kong\nThe online numbers didn't copy over. "
        "What was Hong Kong revenue in FY2024?",
        "香港2024财年线上收入是多少？下面是幻灯片：\n各市场收\n入\n• 香港\n第 5 页",
    ],
)
def test_a_remark_naming_what_the_kb_lacks_is_still_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))
