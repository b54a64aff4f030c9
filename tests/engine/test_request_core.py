"""Only the request's own words can make the engine refuse; what stands beside it is context.

When one sentence of a question is a request that stands on its own (it names a KB
metric, a document, or a scope's figures), every other sentence, and every piece of the
request's own sentence (a comma or colon segment, a clause closed by ので/ため/まして, a
phrase before the request's subject or after its object), is context when it names no
scope, metric, document, unit, period or number, narrows nothing, asks nothing of its
own, holds no name the KB lacks when the request names no market, and is no bare noun
phrase. Who asked for the figure is context wherever it stands. The hazards stay
refused in three languages: a word written onto the metric, a name standing where a
scope would, a bare noun fragment before a request pointing back, a narrowing sentence,
a statement naming a part, a period or number in the wrapping, an opinion.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # sentences of wrapping around the request: situation, who asks, when, thanks
        (
            "Morning all. I'm prepping slides for the offsite on Thursday. "
            "What was Japan's EBITDA in FY2024? Cheers, Tom",
            19900.0,
        ),
        (
            "Hope your week is going well. Our auditors are visiting later today. "
            "Could you share Hong Kong's net profit for FY2023? Regards, Finance Ops",
            221.0,
        ),
        ("Are you around? What was Macau's revenue in FY2025?", 2884.0),
        ("我在准备明天的汇报。香港2023财年的净利润是多少？谢谢！", 221.0),
        ("在不在？日本2024财年的EBITDA是多少？", 19900.0),
        ("在吗？香港2023财年的净利润是多少？周三前要，谢谢～", 221.0),
        ("いまお時間よろしいですか？日本の2024年度のEBITDAはいくらですか。", 19900.0),
        ("今ちょっとよろしいですか？香港の2023年度の純利益を知りたいです。", 221.0),
        (
            "お世話になっております。経営企画部の田中です。週明けの会議資料に入れたいため、"
            "日本の2024年度のEBITDAをご教示いただけますと幸いです。",
            19900.0,
        ),
    ],
)
def test_sentences_beside_a_request_that_stands_alone_are_context(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # a phrase before the request's subject, or after its object
        ("Hi all, quick one before my flight: what was Singapore's net profit in FY2023?", 98.0),
        (
            "Japan's revenue for FY2025, for my talking points ahead of Monday's town hall.",
            109800.0,
        ),
        (
            "Sorry to chase. The treasurer wants to double-check the group's revenue for FY2023 "
            "before the call this afternoon.",
            3334.0,
        ),
        ("Could you confirm the group's headcount for FY2025 by Thursday? Thanks, Sam", 8074.0),
        # a segment between commas
        ("刘总您好，下周要见投资人，麻烦提供一下澳门2025财年的收入。", 2884.0),
        ("张老师好，我这周在写作业，想问一下澳门2025财年的收入，多谢！", 2884.0),
        (
            "お疲れ様です。明日の打ち合わせで使いたいので、香港の2023年度の純利益を教えてください。",
            221.0,
        ),
        (
            "来週の役員会に向けて資料を準備しておりまして、"
            "シンガポールの2024年度の従業員数を教えていただけますと幸いです。",
            1566.0,
        ),
    ],
)
def test_pieces_of_the_request_sentence_are_context(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Our CFO asked me to pull Macau's revenue for FY2025 ahead of the town hall.", 2884.0),
        (
            "Good morning. I'm writing for Ms. Lee, who chairs the audit committee. Ahead of "
            "tomorrow's session she would like to see Japan's EBITDA for FY2024. Thank you.",
            19900.0,
        ),
        (
            "A journalist on the phone just asked about Hong Kong's net profit for FY2023. "
            "Can you give me the number?",
            221.0,
        ),
        ("The treasurer would like to verify Japan's EBITDA for FY2024.", 19900.0),
        ("主管叫我问一下，新加坡2024财年有多少员工？周五前要，谢谢。", 1566.0),
        (
            "各位早，我是财务部的新人。领导让我找一下日本2024财年的EBITDA，明天开会用，辛苦了。",
            19900.0,
        ),
        (
            "課長に頼まれまして、シンガポールの2024年度の従業員数をお知らせいただけますでしょうか。"
            "よろしくお願いいたします。",
            1566.0,
        ),
        (
            "部長から頼まれまして、マカオの2025年度の売上高をお知らせいただけますでしょうか。",
            2884.0,
        ),
    ],
)
def test_who_asked_is_context_anywhere(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a word written onto the metric
        "Hi team, what was Hong Kong's online revenue in FY2024?",
        "Thanks! What was the revenue per store in Japan in FY2024?",
        "大家好，香港2024财年的线上收入是多少？",
        "日本2024财年会员的收入是多少？",
        "お疲れ様です。香港の2024年度のオンライン売上高は？",
        "日本の2024年度の会員の売上高は？",
        # a name the KB lacks standing where a scope would
        "Philippines. Revenue FY2024 please.",
        "Taiwan. What was revenue in FY2024?",
        "菲律宾。2024财年的收入是多少？",
        "台湾。2024财年的收入是多少？",
        "フィリピン。2024年度の売上高は？",
        "台湾。売上高は？",
        # a name someone asked about, which the request points back at
        "A client asked me about Vietnam. What was revenue there in FY2024?",
        "客户问起越南。那边2024财年的收入是多少？",
        "取引先からベトナムについて聞かれました。そこの2024年度の売上高は？",
        # a bare noun fragment before a request pointing back
        "Same-store growth. What was it for Japan in FY2024?",
        "Like-for-like sales. How much was that for Hong Kong in FY2025?",
        "同店增长。日本2024财年的是多少？",
        "既存店成長率。日本の2024年度はいくらでしたか？",
        # a narrowing sentence or piece
        "Online only. What was Japan's revenue in FY2024?",
        "Using constant currency, what was Japan revenue in FY2024?",
        "Excluding duty-free. What was Japan's revenue in FY2024?",
        "只看线上。日本2024财年的收入是多少？",
        "オンラインだけ。日本の2024年度の売上高は？",
        "免税を除く。日本の2024年度の売上高は？",
        # a statement naming a part
        "I need the beverage numbers. What was Japan's revenue in FY2024?",
        "My boss wants the beverage figures. What was Japan's revenue in FY2024?",
        "我要饮料的数字。日本2024财年的收入是多少？",
        "老板想看饮料的数字。日本2024财年的收入是多少？",
        "飲料部門の数字が欲しいです。日本の2024年度の売上高は？",
        "上司が飲料の数字を見たいそうです。日本の2024年度の売上高は？",
        # a period or a number in the wrapping
        "Need it for FY2023. What was Japan's revenue in FY2024?",
        "What was Japan's revenue in FY2024, for 2 stores?",
        "我需要2023财年的。日本2024财年的收入是多少？",
        "要2023财年的。日本2024财年的收入是多少？",
        "2023年度分が必要です。日本の2024年度の売上高は？",
        "2023年度の分も必要です。日本の2024年度の売上高は？",
        # an opinion asked anywhere
        "Hi, what was Japan's revenue in FY2024? Should I buy the shares?",
        "您好，日本2024财年的收入是多少？值得买入吗？",
        "日本の2024年度の売上高は？株は買うべきですか？",
    ],
)
def test_the_hazards_beside_a_request_give_no_value(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I'm filling in Japan's net profit for FY2024. What should I enter there?",
        "What should I put for Japan's net profit in FY2024?",
    ],
)
def test_asking_what_goes_into_a_form_is_a_request_for_the_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), 8600.0)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question", ["What should I invest in?", "What should we buy, ACME shares or bonds?"]
)
def test_what_should_i_still_asks_advice(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused and answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "不含免税。日本2024财年的收入是多少？",
        "日本2024财年的收入是多少？不含免税。",
        "除去免税部分。香港2025财年的收入是多少？",
        "Excluding tax-free sales. What was Japan's revenue in FY2024?",
        "免税を除く。日本の2024年度の売上高は？",
    ],
)
def test_a_sentence_taking_a_part_out_of_the_figure_refuses_it(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.refused, answer.value) == ("refuse", True, None)
