"""Asides inside a request: dashes, brackets and "by the way".

A market or year named in an aside and ruled out ("not Japan's"), said to be had already
("Singapore's we already pulled"), counted elsewhere (「那边另外有人在算」) or said again
("Macau only") is no market asked; a name said instead with a correction ("the group –
sorry, I meant Singapore –", 「集团——不对，只要澳门的——」, 「いや、やっぱりシンガポールだけ
で」) replaces the request's; a question after "by the way" is asked after the request; a
remark said in passing is read after it. A part asked in an aside ("the online part
only", 「只要线上的」, 「オンラインのみ」), a whole less a part and a market added are still
read as before.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._asides import read_asides
from ragspine_eval_pipeline.engine._names import matcher_for, vocabulary_key
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    TODAY,
    ask,
    assert_asks_first,
    assert_figure,
    assert_refused,
    fact_value,
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            "Could you send me Japan's EBITDA for FY2023 (Singapore's we already pulled"
            " last week)?",
            "ACME_JP",
            "EBITDA",
            "FY2023",
        ),
        (
            "What was Macau's headcount in FY2025 -- Macau only, the Hong Kong one is in my"
            " notes -- please?",
            "ACME_MO",
            "HEADCOUNT",
            "FY2025",
        ),
        (
            "What was Hong Kong's gross margin in FY2025 (not Japan's, I have that one)?",
            "ACME_HK",
            "GROSS_MARGIN",
            "FY2025",
        ),
        (
            "新加坡2024财年的营收（日本的我们上周已经拿到了）是多少？",
            "ACME_SG",
            "REVENUE",
            "FY2024",
        ),
        (
            "香港2025财年的毛利率是多少？顺便提一下，日本的不用给，那边另外有人在算。",
            "ACME_HK",
            "GROSS_MARGIN",
            "FY2025",
        ),
        (
            "マカオの2024年度の従業員数（香港の分はもう手元にあります）を教えてください。",
            "ACME_MO",
            "HEADCOUNT",
            "FY2024",
        ),
        (
            "日本の2023年度の純利益——シンガポールではなく日本です——はいくらですか？",
            "ACME_JP",
            "NET_PROFIT",
            "FY2023",
        ),
    ],
)
def test_a_market_ruled_out_or_had_in_an_aside_is_not_asked(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period), "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            "Show me the group – sorry, I meant Singapore – revenue for FY2024.",
            "ACME_SG",
            "REVENUE",
            "FY2024",
        ),
        ("请告诉我集团——不对，只要澳门的——2023财年的EBITDA。", "ACME_MO", "EBITDA", "FY2023"),
        (
            "グループの——いや、やっぱりシンガポールだけで——2025年度の売上高は？",
            "ACME_SG",
            "REVENUE",
            "FY2025",
        ),
    ],
)
def test_a_correction_in_an_aside_replaces_the_market(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period), "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What did Japan's net profit come to in FY2024 — the online part only —?",
        "Japan's revenue for FY2024 (excluding Macau) please",
        "日本2024财年的收入——只要线上的——是多少？",
        "日本の2024年度の売上高（オンラインのみ）を教えてください。",
    ],
)
def test_a_part_asked_in_an_aside_is_still_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_market_added_in_an_aside_is_still_asked_which(kb: KnowledgeBase, mode: str) -> None:
    assert_asks_first(ask(kb, "Japan's revenue — and Macau's too — for FY2024?", mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_market_named_only_in_brackets_is_the_one_asked(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "What was revenue (Japan) in FY2024?", mode)
    assert_figure(answer, fact_value(kb, "ACME_JP", "REVENUE", "FY2024"))


@pytest.mark.parametrize(
    ("question", "read"),
    [
        (
            "What was Japan's revenue in FY2024 — oh, and by the way, what does the strategy"
            " plan say about store openings?",
            "What was Japan's revenue in FY2024? What does the strategy plan say about store"
            " openings?",
        ),
        (
            "Which year was Macau's EBITDA highest — you know, the one my manager mentioned?",
            "Which year was Macau's EBITDA highest? The one my manager mentioned.",
        ),
        (
            "日本的员工人数——顺便说一句，这是给周会准备的——是多少？",
            "日本的员工人数是多少？这是给周会准备的。",
        ),
        (
            "香港のEBITDA——ちなみに、来週の打ち合わせで使います——はいくらですか？",
            "香港のEBITDAはいくらですか？来週の打ち合わせで使います。",
        ),
        (
            "シンガポールの純利益（米ドルのままで大丈夫です、円換算は不要）を教えてください。",
            "シンガポールの純利益を教えてください。米ドルのままで大丈夫です。",
        ),
    ],
)
def test_a_remark_or_a_second_question_is_read_after_the_request(
    kb: KnowledgeBase, question: str, read: str
) -> None:
    matcher = matcher_for(vocabulary_key(kb.vocabulary()))
    lang = "en" if question.isascii() or question[0].isascii() else "ja"
    if any("\u4e00" <= ch <= "\u9fff" for ch in question) and not any(
        "\u3040" <= ch <= "\u30ff" for ch in question
    ):
        lang = "zh"
    assert read_asides(question, lang, TODAY, matcher) == read


@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's revenue in FY2024 — a record, I think?",
        "Revenue for FY2024 (Japan) please.",
        "日本2024财年的收入（含澳门）是多少？",
        "日本の売上高——2024年度と2025年度——を教えてください。",
        "Japan's revenue for FY2024 — no wait, not 2024, an earlier year.",
        "日本2024财年的收入——不对，不是2024财年，是更早的一年——是多少？",
        "日本の2024年度の売上高——いや、2024年度ではなく、その前の年——を教えてください。",
    ],
)
def test_an_aside_that_adds_or_narrows_is_left_as_written(kb: KnowledgeBase, question: str) -> None:
    matcher = matcher_for(vocabulary_key(kb.vocabulary()))
    lang = "en" if question[0].isascii() else ("ja" if "を" in question else "zh")
    assert read_asides(question, lang, TODAY, matcher) == question


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "女性在管理层中的比例——不是人才培养方针，是ESG报告里的——是多少？",
        "女性管理職の比率（人材育成方針ではなく、ESGレポートの方）を教えてください。",
    ],
)
def test_a_document_set_against_another_in_an_aside_is_the_one_read(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == ["ACME_ESG_Report_FY2025.pdf"], answer.sources


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "period"),
    [
        ("澳门2023财年的EBITDA是多少（港币的也可以，不用换算）？", "ACME_MO", "FY2023"),
        ("日本2024财年的EBITDA是多少？日元的就行。", "ACME_JP", "FY2024"),
        ("日本の2023年度のEBITDA（円で構いません、ドル換算は不要）は？", "ACME_JP", "FY2023"),
    ],
)
def test_the_currency_stated_said_to_do_is_the_one_asked(
    kb: KnowledgeBase, question: str, scope: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, "EBITDA", period), "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["澳门2024财年的EBITDA是多少？欧元的就行。", "香港2025财年的收入是多少？线上的就行。"],
)
def test_another_currency_or_a_part_said_to_do_is_still_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "hey team, btw what was Japan revenue in FY2024?",
        "@Ana by the way what was Japan revenue in FY2024?",
    ],
)
def test_a_greeting_before_by_the_way_is_no_question_of_its_own(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, "ACME_JP", "REVENUE", "FY2024"), "none")
