"""What a newcomer says of themselves beside a request is no part of it.

An apology for the asking ("apologies in advance if I'm using the wrong words",
「问得有点笼统」), thanks for the help and leaving the choice of year to the one answering
("whatever makes most sense is fine") are courtesy; "in terms of" is one preposition; a
self-introduction naming the staff the asker joins (「配属予定の新入社員です」, 「我是…的新员工」,
"I only joined last week") and the asker's own work product as the place of their
writing (「在入职报告里写一下」, 「研修の資料で…を紹介しています」) are the asker's, not the
figure's. A part of the business, a market the KB lacks or a count said in such a
sentence is still refused.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value", "clarification"),
    [
        ("不好意思问得有点宽泛，香港业务2024财年的收入是多少？", 1596.0, "none"),
        ("Just a quick one, sorry: what was Japan's revenue in FY2024?", 103200.0, "none"),
        (
            "Sorry if my question is unclear: what was Singapore's revenue in FY2024? Just a "
            "quick one.",
            915.0,
            "none",
        ),
        ("日本事業の2024年度の売上高を教えてください。長文になってすみません。", 103200.0, "none"),
        (
            "What was the group's net profit? Whatever makes most sense is fine.",
            519.0,
            "answer_with_assumptions",
        ),
        (
            "What was Japan's performance in terms of revenue in FY2024? Thank you very much "
            "for your help.",
            103200.0,
            "none",
        ),
        (
            "Hello, forgive me if this is a silly question. What was Macau's EBITDA in "
            "FY2024? Apologies in advance if I'm using the wrong words.",
            612.0,
            "none",
        ),
    ],
)
def test_courtesy_of_a_newcomer_is_no_request(
    kb: KnowledgeBase, mode: str, question: str, value: float, clarification: str
) -> None:
    assert_figure(ask(kb, question, mode), value, clarification)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("香港事業に配属予定の新入社員です。香港の2024年度の売上高を教えてください。", 1596.0),
        (
            "新入社員研修の資料で香港事業を紹介しています。香港の2024年度のEBITDAを教えてください。",
            431.0,
        ),
        ("我是日本业务的新员工，日本业务2024财年的收入是多少？", 103200.0),
        ("I only joined last week. What was Japan's revenue in FY2024?", 103200.0),
        ("I've just started in the Japan team. What was Japan's revenue in FY2024?", 103200.0),
        ("我想在实习报告里写一下香港2025财年的EBITDA。", 468.0),
        ("我要在培训材料中介绍一下新加坡业务2024财年的收入。", 915.0),
    ],
)
def test_who_the_newcomer_is_and_their_own_work_are_set_aside(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a part of the business said in the asker's statement
        "オンライン事業に配属予定の新入社員です。日本事業の2024年度の売上高を教えてください。",
        "我想在门店报告里写一下日本业务2024财年的收入。",
        "我想在批发报告里写一下日本业务2024财年的收入。",
        "我想在入职报告里写一下日本业务2024财年线上的收入。",
        "How big was Japan in terms of online sales in FY2024?",
        "I'm preparing the online sales analysis. What was Japan's revenue in FY2024?",
        "I only joined the wholesale team. What was Japan's revenue in FY2024?",
        "I only care about online. What was Japan's revenue in FY2024?",
        "I just started on the online team. What was Japan's revenue in FY2024?",
        "Apologies if this is a silly question: online only, what was Japan's revenue in FY2024?",
        "Sorry if this is obvious, franchise stores only: what was Japan's revenue in FY2024?",
        "Just a quick one, sorry: online only, what was Japan's revenue in FY2024?",
        "不好意思问得有点笼统，日本业务2024财年线上的收入是多少？",
        # a market the KB lacks
        "台湾事業に配属予定の新入社員です。日本事業の2024年度の売上高を教えてください。",
        "新入社員研修のレポートで台湾事業を紹介しています。日本事業の2024年度の売上高を教えてください。",
        "韩国业务的新员工，日本业务2024财年的收入是多少？",
        # people counted, or staff named beside a request for the headcount
        "日本事業の新入社員は何人ですか。香港の2024年度の売上高を教えてください。",
        "パートの社員です。日本事業の2025年度の従業員数を教えてください。",
        "I'm a part-time employee. How many employees did Japan have in FY2025?",
        "I manage the online staff. How many employees did Japan have in FY2024?",
        "オンライン店舗の社員です。日本事業の2024年度の従業員数を教えてください。",
    ],
)
def test_a_part_or_an_unknown_name_in_the_newcomers_words_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("我在准备小组作业，负责日本那部分。请问日本业务2024财年的收入是多少？", 103200.0),
        ("日本の部分を担当しています。日本事業の2024年度の売上高を教えてください。", 103200.0),
        ("I'm covering the Japan part. What was Japan's revenue in FY2024?", 103200.0),
    ],
)
def test_the_askers_share_of_the_work_is_set_aside(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "我在准备小组作业，负责线上那部分。请问日本业务2024财年的收入是多少？",
        "我在准备小组作业，负责日本门店那部分。请问日本业务2024财年的收入是多少？",
        "我在准备小组作业，负责台湾那部分。请问日本业务2024财年的收入是多少？",
        "オンラインの部分を担当しています。日本事業の2024年度の売上高を教えてください。",
        "台湾の部分を担当しています。日本事業の2024年度の売上高を教えてください。",
        "I'm covering the online part. What was Japan's revenue in FY2024?",
        "I'm covering the Japan wholesale part. What was Japan's revenue in FY2024?",
        "I'm covering the Hong Kong part. What was Japan's revenue in FY2024?",
    ],
)
def test_a_share_naming_a_part_or_another_market_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_the_share_leaves_an_ambiguous_metric_asked(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "我在准备小组作业，负责日本那部分。请问日本业务2024财年的利润是多少？", mode)
    assert answer.clarification == "ask_first", answer.answer
    assert answer.value is None


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "新入社員です。研修の発表で、香港の粗利率（売上に対して、仕入れ原価を除いて残る割合のことだと"
        "理解しています）を紹介したいのですが、2024年度は何パーセントでしょうか。",
        "我是新员工。香港的毛利率（销售额扣掉进货成本后，剩下的比例，我是这么理解的）2024财年是多少？",
    ],
)
def test_a_bracket_says_what_the_words_before_it_mean(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    # What the asker understands a metric to be, in brackets after it, is no statement of
    # the asker's own to set aside: it describes the metric, which stays one.
    assert_figure(ask(kb, question, mode), 42.0)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "新入社員です。香港の売上高（オンライン分のことだと理解しています）を教えてください。2024年度です。",
        "我是新员工。香港2024财年的收入（我理解是线上的那部分）是多少？",
        "I'm new here. What was Hong Kong's revenue (the online part, as I understand it) "
        "in FY2024?",
    ],
)
def test_a_part_in_a_bracket_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "2024・2025年度のグループ売上高を教えてください。",
        "「2024・2025年度 グループ売上高」の数字を教えていただけますか。",
        "香港・マカオの2024年度の売上高を教えてください。",
        "香港·澳门2024财年的收入是多少？",
    ],
)
def test_a_middle_dot_lists_and_the_engine_asks_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    # A template's label written with a middle dot between two years or two markets
    # names both: which one goes in the box is the asker's to say.
    answer = ask(kb, question, mode)
    assert answer.clarification == "ask_first", answer.answer
    assert answer.value is None


@pytest.mark.parametrize("mode", MODES)
def test_a_middle_dot_beside_a_part_is_refused(kb: KnowledgeBase, mode: str) -> None:
    assert_no_figure(ask(kb, "香港・オンラインの2024年度の売上高を教えてください。", mode))
