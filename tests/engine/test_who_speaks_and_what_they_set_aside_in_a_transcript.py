"""Who speaks in a transcript, which turn is the question, and what the speaker sets aside.

Speakers are labelled by a numbered or lettered role ("Speaker 3", 「股东乙」, 「質問者B」),
a role and a dash ("INTERVIEWER - "), a caption's ">>", or a role the answerer holds
(「話し手」, 「広報」, 「管理层」); a heading may stand above the turns. Another market or
year named in another turn, or by the speaker beside their question as a figure they
already hold or do not need, is not the question; one said after the question that adds
to or corrects it is still read. A question naming no market that points back reads the
one market an answer before it named, and asks where the answer named two or one the KB
lacks.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure, fact_value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            "Speaker 3: thanks for the colour on Macau.\nSpeaker 1: sure thing.\n"
            "Speaker 3: Last one from me. I've got Hong Kong at 1,488 for FY2023 — what was "
            "Hong Kong revenue in FY2024?",
            "ACME_HK",
            "REVENUE",
            "FY2024",
        ),
        (
            "INTERVIEWER - Tell me about Singapore.\nRESPONDENT - It's been busy.\n"
            "INTERVIEWER - Right, so what was Japan's EBITDA in FY2023?",
            "ACME_JP",
            "EBITDA",
            "FY2023",
        ),
        (
            ">> Welcome back to the programme.\n>> Good to be here.\n"
            ">> How many employees did Macau have in FY2024?\n>> Let me think.",
            "ACME_MO",
            "HEADCOUNT",
            "FY2024",
        ),
        (
            "股东大会速记\n股东乙（12:05）：谢谢主席。请问新加坡2024财年的净利润是多少？"
            "日本的我已经在年报里看到了。\n主席：好的。",
            "ACME_SG",
            "NET_PROFIT",
            "FY2024",
        ),
        (
            "主持人：请下一位。\n记者问：澳门2023财年的EBITDA是多少？2024财年的不用了。\n发言人：好。",
            "ACME_MO",
            "EBITDA",
            "FY2023",
        ),
        (
            "【決算説明会 質疑応答】\n司会者：次の方どうぞ。\n"
            "質問者B：香港事業の2024年度の売上高はいくらでしたか。25年度は資料で拝見しました。\n"
            "広報：確認します。",
            "ACME_HK",
            "REVENUE",
            "FY2024",
        ),
        (
            "聞き手：シンガポールは好調でしたね。\n話し手：ええ。\n"
            "聞き手：では、日本事業の2025年度の純利益はいくらですか？",
            "ACME_JP",
            "NET_PROFIT",
            "FY2025",
        ),
        # A hand-over after the question asks nothing of the KB.
        (
            "ANALYST: What was Singapore's revenue in FY2023?\nMODERATOR: CFO, please.",
            "ACME_SG",
            "REVENUE",
            "FY2023",
        ),
        (
            "记者：香港2023财年的净利润是多少？\n主持人：请发言人回答。",
            "ACME_HK",
            "NET_PROFIT",
            "FY2023",
        ),
        (
            "質問者：日本事業の2024年度の売上高はいくらですか。\n司会者：では、回答をお願いします。",
            "ACME_JP",
            "REVENUE",
            "FY2024",
        ),
    ],
)
def test_the_question_is_read_without_the_other_markets_and_years(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            "ANALYST: Can we go to the regions?\nCFO: Singapore was our standout.\n"
            "ANALYST: And what did EBITDA come to there in FY2025?",
            "ACME_SG",
            "EBITDA",
            "FY2025",
        ),
        (
            "分析师：我想接着聊一下。\n管理层：澳门这边客流回升得很快。\n分析师：那2024财年的收入是多少？",
            "ACME_MO",
            "REVENUE",
            "FY2024",
        ),
        (
            "記者：地域別に伺います。\n回答者：日本事業は堅調でした。\n"
            "記者：そこの2024年度の売上高はいくらですか。",
            "ACME_JP",
            "REVENUE",
            "FY2024",
        ),
    ],
)
def test_a_question_pointing_back_reads_the_market_an_answer_named(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # The question itself names a market the KB lacks, beside an aside on another.
        "Speaker 2: thanks.\nSpeaker 1: sure.\n"
        "Speaker 2: I've got Japan at 98 for FY2023 — what was Taiwan revenue in FY2024?",
        # Another market said after the question adds to it.
        "主持人：请下一位。\n记者问：澳门2023财年的EBITDA是多少？香港的也要。\n发言人：好。",
        # Another year said after the question adds to it.
        "聞き手：香港の話を伺いました。\n話し手：ええ。\n"
        "聞き手：日本事業の2024年度の売上高はいくらですか。2023年度もお願いします。",
        # The answer pointed back to named two markets, or one the KB lacks.
        "ANALYST: Can we go to the regions?\nCFO: Singapore and Macau both did well.\n"
        "ANALYST: And what did EBITDA come to there in FY2025?",
        "分析师：我想接着聊一下。\n管理层：台湾这边还在试点。\n分析师：那2024财年的收入是多少？",
        # No market named and nothing pointed back to.
        "記者：地域別に伺います。\n回答者：日本事業は堅調でした。\n記者：2024年度の売上高はいくらですか。",
        # A part of the business or a ratio in the question itself.
        "聞き手：シンガポールは好調でしたね。\n話し手：ええ。\n"
        "聞き手：日本事業のオンライン売上高の2025年度の金額は？",
        "INTERVIEWER - Good to see you.\nRESPONDENT - Likewise.\n"
        "INTERVIEWER - What was Japan's revenue per store in FY2024?",
        # A later turn correcting the year is never dropped for the first one.
        "Q: What was Japan revenue in FY2024?\nA: Checking.\nQ: Sorry — FY2023, I mean.",
    ],
)
def test_what_the_question_adds_or_lacks_still_refuses_or_asks(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "words"),
    [
        (
            "REPORTER: One more on operations.\n"
            "CFO: In Japan we rolled out self-checkout across most stores.\n"
            "REPORTER: How far along is that rollout now?",
            "70%",
        ),
        (
            "记者：再问一个。\n发言人：日本业务一直在减少食品浪费。\n记者：刚才说的这些措施效果如何？",
            "30%",
        ),
        (
            "記者：もう少し伺います。\n担当役員：日本事業では食品ロスの削減に取り組んでいます。\n"
            "記者：その取り組みでどれだけ減ったんですか？",
            "30%",
        ),
    ],
)
def test_a_narrative_question_pointing_back_reads_the_answer_it_points_to(
    kb: KnowledgeBase, question: str, words: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert words in answer.answer, answer.answer
