"""What beside a request is context, read by its structure in three languages.

A clause whose subject is a person, a role or a team (a noun before a finite verb; 我是…,
我在做…; …から聞かれた), a sentence naming only the request's own scope and metric
again, a remark on an earlier answer, what the asker did not catch, a word on the asking
itself ("Quick one") and a purpose (…用に, 会上要报) add nothing to the request: the
figure is answered, or asked which when the request itself offers two. The hazards stay
refused: a part named beside the names ("online", 「线上业务」, 「飲料事業」), a word
written onto the metric, a context naming another market, a period in the wrapping, a
narrowing beside a remark, a gerund with its subject unsaid ("Using constant
currency").

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
        # a noun before a finite verb is the subject of a clause about who wants it
        (
            "What was Hong Kong's net profit in FY2023? Accounting needs it for the board pack.",
            221.0,
        ),
        ("Planning wants it before the budget review. What was Japan's EBITDA in FY2024?", 19900.0),
        (
            "Merchandising wants it for the range review. What was Macau's headcount in FY2025?",
            731.0,
        ),
        (
            "What was Macau's revenue in FY2025? "
            "Purchasing asked for it ahead of the supplier call.",
            2884.0,
        ),
        ("Our finance team needs it by Friday. What was Singapore's EBITDA in FY2024?", 226.0),
        ("新加坡2025财年的毛利率是多少？市场部要放进投资人材料里。", 38.9),
        ("シンガポールの2025年度の粗利率は？マーケティング部が投資家向け資料に使います。", 38.9),
        # a passive of asking with whoever asked before に or から
        ("経理部から頼まれたので、香港の2023年度の純利益を教えてください。", 221.0),
        ("人事の担当者に聞かれまして、日本の2024年度の従業員数は？", 2284.0),
        ("取引先の担当者に訊かれまして、日本の2024年度の売上高はいくらですか。", 103200.0),
        # a wish heard from whoever is named before が or は
        ("営業部の佐藤さんがざっくり知りたいそうです。日本の2024年度のEBITDAは？", 19900.0),
        ("経理の田中さんが大まかに知りたいそうです。シンガポールの2024年度の従業員数は？", 1566.0),
        (
            "役員の方々が早めに知りたいとのことでした。香港の2023年度の純利益を教えてください。",
            221.0,
        ),
        # someone asked me, said before the request
        ("隔壁部门的同事问我，澳门2025财年的收入是多少？", 2884.0),
    ],
)
def test_a_clause_about_who_wants_it_is_context(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "Our Japan team keeps talking about revenue. What was Japan's revenue in FY2024?",
            103200.0,
        ),
        (
            "My boss follows Macau's headcount closely. How many staff did Macau have in FY2025?",
            731.0,
        ),
        ("我在澳门门店上班，澳门业务2025财年有多少员工？", 731.0),
        ("我在新加坡门店当店员，新加坡2024财年的净利润是多少？", 112.0),
        ("我负责日本业务的团队，日本2024财年的EBITDA是多少？", 19900.0),
        ("香港の店舗で働いています。香港の2023年度の純利益はいくらですか。", 221.0),
        (
            "シンガポールの店舗で店長をしています。シンガポールの2024年度の純利益を教えてください。",
            112.0,
        ),
        ("日本事業で働いている者です。日本の2024年度の売上高はいくらですか。", 103200.0),
    ],
)
def test_a_sentence_naming_only_the_requests_own_names_adds_nothing(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Thanks for the Japan number. What was Singapore's revenue in FY2024?", 915.0),
        ("Cheers for the figure on Macau. Could you give me Hong Kong's EBITDA for FY2023?", 402.0),
        ("Now the same thing for Japan: revenue in FY2024?", 103200.0),
        ("谢谢你刚才给的香港数据。新加坡2024财年的收入是多少？", 915.0),
        ("刚刚你发了澳门的数字，现在要香港2023财年的净利润。", 221.0),
        ("先ほどは日本の数字をありがとうございました。香港の2023年度の純利益は？", 221.0),
        ("Got it, thanks for the Singapore numbers. What was Hong Kong's EBITDA in FY2023?", 402.0),
    ],
)
def test_a_remark_on_an_earlier_answer_does_not_scope_the_request(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Hong Kong net profit, FY2023 or FY2024? I couldn't hear which year my manager meant.",
        "Singapore revenue - FY2024 or FY2025? I missed which one the board chair said.",
        "日本的EBITDA，2024年还是2025年？电话里没听清是哪一年。",
        "周会上要讲香港的收入，2023年还是2024年的？",
        "香港の純利益、2023年度と2024年度のどちらでしょう。会議でどちらの年か聞き取れませんでした。",
    ],
)
def test_what_the_asker_did_not_catch_leaves_the_request_asking_which(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "clarify", answer.answer
    assert answer.value is None and not answer.refused, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # a word on the asking itself
        ("Last one, what was Japan's EBITDA in FY2024?", 19900.0),
        ("One more thing: what was Japan's EBITDA in FY2024?", 19900.0),
        ("一个小问题：香港2023财年的净利润是多少？", 221.0),
        ("最后一个问题：日本2024财年的EBITDA是多少？", 19900.0),
        ("もう一つ質問です。日本の2024年度のEBITDAは？", 19900.0),
        # a purpose: where the asker will present it, what the asking is for
        ("明天我要汇报香港2023财年的净利润。", 221.0),
        ("下午开会得讲一下日本2024财年的EBITDA。", 19900.0),
        ("株主総会向けに確認させてください。日本の2024年度のEBITDAは？", 19900.0),
        ("月次報告用に教えてください。香港の2023年度の純利益は？", 221.0),
        ("社内報の記事用に、シンガポールの2024年度の従業員数を教えてください。", 1566.0),
    ],
)
def test_a_word_on_the_asking_or_its_purpose_is_context(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a part named beside the request's own names narrows it
        "I look after Singapore's online sales. What were Singapore's sales in FY2025?",
        "我在研究日本的线上业务。日本2024财年的收入是多少？",
        "日本の飲料事業を担当しています。日本の2024年度の売上高はいくらですか。",
        "部長がオンライン分を知りたいそうです。日本の2024年度の売上高は？",
        # a word written onto the metric makes it another measure
        "My team tracks Japan's inventory turnover. What was Japan's turnover in FY2024?",
        # a context naming another market than the request's
        "I run one of our Japan stores. What was Singapore's revenue in FY2025?",
        # a narrowing beside a remark on an earlier answer
        "Thanks for the Japan figure, but only the online part. "
        "What was Japan's revenue in FY2024?",
        "谢谢刚才给的日本数据，只要线上的。日本2024财年的收入是多少？",
        # a part put before the pro-form of the asking
        "Online one - what was Japan's revenue in FY2024?",
        # a loanword before 用に may name a channel or goods, not a purpose
        "オンライン用に、日本の2024年度の売上高を教えてください。",
        # a gerund with its subject unsaid says how the figure is counted
        "Using constant currency, what was Japan's revenue in FY2024?",
    ],
)
def test_the_hazards_beside_a_request_stay_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_period_in_a_remark_is_never_taken_silently(kb: KnowledgeBase, mode: str) -> None:
    # The remark's year is the earlier answer's: the engine asks, never answers FY2024
    # or the default year for a request that names none.
    answer = ask(kb, "Thanks for the FY2024 figure. What was Japan's revenue?", mode)
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "market"),
    [
        ("Thanks for the Japan revenue. What about Singapore?", "Singapore"),
        ("谢谢刚才给的日本收入。新加坡呢？", "新加坡"),
        ("先ほどは日本の売上をありがとうございました。シンガポールは？", "シンガポール"),
    ],
)
def test_a_remark_never_gives_its_market_to_a_request_naming_another(
    kb: KnowledgeBase, question: str, market: str, mode: str
) -> None:
    # The remark's market was the earlier answer's: the request names its own market
    # and no figure, so the engine asks which figure, never answers the remark's market.
    answer = ask(kb, question, mode)
    assert answer.route == "clarify" and answer.value is None, answer.answer
    assert market in answer.answer, answer.answer
