"""A request quoted in a message that passes it on is read on its own.

The words around the quotation say who asked and why; when they name no metric, scope,
document, unit or period of their own they cannot change which figure is asked, so the
quotation alone is read. Whatever the quotation itself leaves unexplained still refuses,
and words around it that name something keep the whole message as it is.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # an e-mail line quoted with ">" below a note about it
        (
            "Forwarding Priya's question from the thread, could you reply to her?\n"
            "> What was Japan's EBITDA in FY2024?",
            19900.0,
        ),
        # a voicemail in quotation marks, with who left it around it
        ('Voicemail from Ken in treasury: "what was Singapore\'s net profit for FY2023"', 98.0),
        ("經理在群里留言：“香港2025财年的EBITDA是多少？”麻烦帮忙回复他。", 468.0),
        ("部長からチャットが来ました。「マカオの2024年度の純利益はいくら？」とのことです。", 301.0),
        (
            "My manager pasted this into our team channel and asked me to handle it: "
            '"What was Macau\'s EBITDA in FY2025?"',
            701.0,
        ),
        ("开会前同事在微信上转了一句：“新加坡2024财年的净利润是多少？”你帮我看下。", 112.0),
        (
            "取引先からのメールの抜粋です。「貴社グループの2024年度の売上総利益率は"
            "いかほどでしょうか。」ご回答いただけますと幸いです。",
            39.3,
        ),
        # いただけ of the polite いただけますか is no だけ ("only")
        (
            "上司からの質問です。「香港の2025年度のEBITDAは？」お調べいただけますか。",
            468.0,
        ),
    ],
)
def test_the_quoted_request_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        'Vivian forwarded this from the board chat: "How did Hong Kong do in FY2024?"',
        "社長秘書からメールが届きました。「日本事業の2025年度の利益はいくら？」とのことです。",
        "会長からメールが届きました。「シンガポールは2024年度どうだった？」とのことです。",
    ],
)
def test_a_quoted_request_that_needs_asking_is_asked(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.clarification == "ask_first" and not answer.refused, answer.answer
    assert answer.value is None


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # an unknown measure inside the quotation
        "From Joe's email: \"What was Hong Kong's online revenue in FY2025?\"",
        "同事发来的：“日本2024财年的库存周转率是多少？”帮忙回一下。",
        # a market the KB lacks inside the quotation
        "上司から「タイ事業の2024年度の売上高は？」と聞かれました。",
        # a part of a year said around the quotation
        'Just the third quarter: "What was Japan\'s revenue in FY2024?"',
        # a narrowing said around the quotation
        'Only the online part, from Liz: "What was Japan\'s revenue in FY2024?"',
        "只要线上的部分，老板问：“日本2024财年的收入是多少？”",
        # the sentence goes on past the quotation to say whose figure it is
        "老板转来一句：“香港2025财年的收入是多少？”的会员部分",
        # a name the KB lacks around a quotation that names no market
        'About Taiwan, from Sam: "what was the revenue in FY2024?"',
    ],
)
def test_what_the_quotation_or_its_frame_narrows_is_still_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_market_named_around_the_quotation_is_not_dropped(kb: KnowledgeBase, mode: str) -> None:
    # Macau is said outside the quotation: reading the quotation alone would lose it.
    answer = ask(kb, 'About Macau, from Anna: "what was the revenue in FY2024 for the deck?"', mode)
    assert answer.value in (None, 2610.0), answer.answer
