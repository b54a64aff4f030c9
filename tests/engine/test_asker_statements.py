"""A statement of the asker's own situation beside a complete request is set aside, even
when it holds nouns of the asker's world; a piece that asks, narrows or names is not.

The second reading (``engine._asker``) only drops pieces built as clauses of their own
that name no KB figure, period or unknown name and ask nothing, and it stands only when
the request left is accounted for word by word: an unknown word in the request, a second
request beside it or an unknown market in the statement are refused as before.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "I'm meeting the Singapore store leads on Thursday and I need, um, "
            "what was Singapore's revenue in FY2024?",
            915.0,
        ),
        ("What was Macau's EBITDA in FY2023? My spreadsheet has a gap so I want to fix it.", None),
        ("Japan's net profit for FY2024, please. I'm drafting a memo for the auditors.", None),
        ("采购部那边在做年度预算，香港业务2024财年的收入是多少？", 1596.0),
        (
            "I'm prepping for the call with the Japan team tomorrow and I need, uh, what was "
            "Japan's EBITDA in FY2024?",
            19900.0,
        ),
        (
            "What was Macau's revenue in FY2023, I think my slide has it wrong so I want to "
            "double check",
            2350.0,
        ),
        # no passage for the statement: it asks nothing
        ("日本业务2023财年的收入是多少，我领导刚才问我的", 98400.0),
        ("日本事業の2024年度の純利益はいくらでしたか、同僚が資料を作っているので", 8600.0),
        ("香港の2024年度のEBITDAを教えてください、部長に聞かれたんですけど", 431.0),
        ("新加坡2023财年的EBITDA是多少，我同事刚才问我的", None),
        ("マカオの2024年度の純利益を教えてください、課長に聞かれたんですけど", None),
        ("香港の2025年度の売上高はいくらですか？ちょっとノートに書いておきたくて", 1702.0),
    ],
)
def test_a_statement_about_the_asker_is_set_aside(
    kb: KnowledgeBase, mode: str, question: str, value: float | None
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "numeric", answer.answer
    assert not answer.refused
    if value is not None:
        assert answer.value == value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # an unknown metric in the request itself
        "I'm writing the quarterly memo, so what was Japan's inventory turnover in FY2024?",
        # a second request beside the figure, for a thing the KB does not hold
        "What was Japan's revenue in FY2025? I also need the inventory turnover.",
        "香港2025财年的收入是多少？我还需要库存周转率。",
        # a market the KB does not know, named in the statement
        "My team covers Taiwan and I need it for a deck. What was the revenue in FY2025?",
        # a statement that narrows the request
        "What was Hong Kong's revenue in FY2025? I only need the online part.",
    ],
)
def test_what_asks_narrows_or_names_is_not_set_aside(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_a_topic_before_a_question_stays_with_it(kb: KnowledgeBase, mode: str) -> None:
    # The first piece says what the narrative part asks about: it is no statement to drop.
    question = "社内で異動に手を挙げられる制度があると聞きましたが、方針ではどうなっていますか？"
    answer = ask(kb, question, mode)
    assert answer.value is None
    assert "ACME_Talent_Development_Policy.pdf" in answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("For our peer review pack, what was Japan's revenue in FY2023?", 98400.0),
        ("We're building a peer comparison deck; what was Hong Kong's EBITDA in FY2024?", 431.0),
        ("我们在做竞品分析，日本2024财年的收入是多少？", 103200.0),
    ],
)
def test_a_competitor_word_in_the_askers_purpose_is_context(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value == value, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was our peers' revenue in FY2024?",
        "Compared with peers, what was Japan's revenue in FY2024?",
        "竞争对手2024财年的收入是多少？",
        "ライバル他社と比べて、日本の2024年度の売上高は？",
    ],
)
def test_other_companies_asked_about_stay_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused and answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        (
            "Hello, I'm in sales at the Japan stores. What does the Japan strategy say about "
            "self-checkout?",
            "ACME_Japan_Business_Strategy_FY2025.pdf",
        ),
        (
            "您好，我是做香港市场的销售。香港市场回顾里对会员计划是怎么说的？",
            "ACME_HK_Market_Review_FY2025.docx",
        ),
    ],
)
def test_what_the_asker_does_is_no_figure_request(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.clarification == "none"
    assert doc in answer.sources


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Singapore's net profit for FY2023, the whole year, not a half", 98.0),
        ("What was the group's EBITDA in FY2024, the consolidated one, not any one market", None),
        ("Japan revenue FY2024, not Q3 but the whole year", 103200.0),
        ("香港2024财年的收入是多少，不是单季的", 1596.0),
    ],
)
def test_an_alternative_ruled_out_leaves_the_request_as_it_is(
    kb: KnowledgeBase, mode: str, question: str, value: float | None
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "numeric", answer.answer
    if value is not None:
        assert answer.value == value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's revenue in FY2024, not including online?",
        "What was Japan's revenue in Q3 FY2024, not the full year?",
        "What was Hong Kong's revenue in FY2025, not only the stores?",
    ],
)
def test_a_negation_that_narrows_or_a_part_asked_stays_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert ask(kb, question, mode).value is None


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # a space typed where a comma would be, before the asker's purpose
        ("新加坡净利润是多少 要写进月报", 125.0),
        ("香港2024财年EBITDA多少 做区域对比用", 431.0),
        ("集团总收入 FY23的", None),
    ],
)
def test_a_purpose_after_a_space_is_set_aside(
    kb: KnowledgeBase, mode: str, question: str, value: float | None
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "numeric", answer.answer
    if value is not None:
        assert answer.value == value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本2024财年的收入 比去年增长多少",
        "What was Japan's revenue growth in FY2024? It's for the comparison slide.",
        "香港总资产2024财年是多少",
    ],
)
def test_a_derived_or_unknown_figure_stays_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert ask(kb, question, mode).value is None


@pytest.mark.parametrize("mode", MODES)
def test_a_request_added_after_the_figure_is_answered_too(kb: KnowledgeBase, mode: str) -> None:
    # 「あと…も」 adds a request: it is never set aside as context.
    answer = ask(kb, "日本の2024年度のEBITDAは？あと円安で仕入れが高くなっている件の対応も", mode)
    assert answer.route == "composite", answer.answer
    assert "ACME_Japan_Business_Strategy_FY2025.pdf" in answer.sources
