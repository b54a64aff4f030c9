"""How a shareholder's letter, a question from the floor and a call to a line are put.

A letter's opening and closing words ("Yours faithfully, Margaret", "Thank you kindly for
your help", 「拝啓　新緑の候、貴社ますますご隆盛のこととお慶び申し上げます」, 「敬具」,
「此致敬礼」, 「…をお教えいただければ幸いです」), a question put at a meeting ("One question
from the floor, if I may:", 「我在股东大会上提个问题」, 「我想问…」) and a caller checking the
line reached ("I hope this is the right line for shareholders", 「もしもし、株主様向けの
ダイヤルでよろしいでしょうか」) are courtesy (``_grammar.COURTESY_RE``): the request they
wrap is answered. So is leaving the currency to the KB ("Whatever currency you report it
in is fine by me", 「用什么货币都可以」, 「通貨は何でも結構です」), and a sentence giving the
unit the KB states the figure in ("In yen is fine.").

Still refused: a part the letter asks for ("Only the online part."), a market the KB lacks
inside it, a metric with a word written onto it after 「我想问」, and a currency the KB does
not state the figure in ("In dollars is fine.", "… but in euros please", 「通貨はユーロで
お願いします」, which a second reading of the asker's statements dropped before).

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "Dear Investor Relations, what was Japan's revenue in FY2024? Yours faithfully, "
            "Margaret",
            103200.0,
        ),
        ("What was Hong Kong's EBITDA in 2024? Thank you kindly for your help.", 431.0),
        ("One question from the floor, if I may: what was Macau's EBITDA in 2024?", 612.0),
        (
            "Hello, I hope this is the right line for shareholders. What was Japan's net profit "
            "in 2024?",
            8600.0,
        ),
        ("我想问香港业务2024年的EBITDA是多少？", 431.0),
        ("尊敬的董事长：请问澳门业务2024年的EBITDA是多少？此致敬礼", 612.0),
        ("各位股东好，我在股东大会上提个问题。请问日本业务2024年的收入是多少？", 103200.0),
        (
            "拝啓　新緑の候、貴社ますますご隆盛のこととお慶び申し上げます。日本事業の2024年度の"
            "売上高をご教示ください。敬具",
            103200.0,
        ),
        (
            "もしもし、株主様向けのダイヤルでよろしいでしょうか。マカオ事業の2024年度のEBITDAを"
            "教えてください。",
            612.0,
        ),
        ("香港事業の2024年度のEBITDAをお教えいただければ幸いです。", 431.0),
        ("What was Macau's EBITDA in 2024? Any currency is fine by me.", 612.0),
        ("澳门业务2024年的EBITDA是多少？用什么货币都可以。", 612.0),
        ("マカオ事業の2024年度のEBITDAを教えてください。通貨は何でも結構です。", 612.0),
        ("What was Japan's net profit in 2024? In yen is fine.", 8600.0),
    ],
)
def test_the_letter_or_the_floor_wraps_the_request(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Hong Kong's EBITDA in 2024? Thank you kindly. Only the online part.",
        "拝啓　新緑の候、貴社ますますご隆盛のこととお慶び申し上げます。台湾事業の2024年度の売上高を"
        "ご教示ください。敬具",
        "我想问香港业务2024年的经营利润是多少？",
        "What was Japan's net profit in 2024? In dollars is fine.",
        "What was Macau's EBITDA in 2024? Whatever currency you report it in is fine, but in "
        "euros please.",
        "Hello, I hope this is the right line for shareholders. What was Taiwan's net profit in "
        "2024?",
        "マカオ事業の2024年度のEBITDAを教えてください。通貨はユーロでお願いします。",
    ],
)
def test_what_the_letter_asks_of_the_figure_still_counts(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
