"""A request put in the negative or closed by a tag question asks the plain request.

"Wasn't …?", "…didn't top 20bn, did it?", "You wouldn't know …, would you?", "I don't
suppose you have …?", 「难道没有…的数据吗？应该有吧？」, 「…じゃないですか？実際のところは
いくらですか？」: the negation and the tag say which answer the asker expects, and a
number the asker states is theirs (rounded, said in words, "fewer than 500"), never the
answer. The KB's own figure is given; a verdict said of a figure before it is asked bare
("…was really solid in the year the new store opened, wasn't it? What was it that year?")
leaves the year to be asked; a name the KB lacks, an open year or a part of the figure
is still refused, whatever the asker states of it; a view of the share price and what
the asker should do with the shares stay opinions.
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
    assert_refused_without_passage,
    fact_value,
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            "Wasn't Singapore's EBITDA in FY2024 somewhere around 250 million dollars? "
            "Give me the real number.",
            "ACME_SG",
            "EBITDA",
            "FY2024",
        ),
        (
            "Hong Kong's gross margin in FY2023 was in the region of 40%, wasn't it? "
            "What was it exactly?",
            "ACME_HK",
            "GROSS_MARGIN",
            "FY2023",
        ),
        (
            "Japan's net profit for FY2025 didn't climb above 10 billion yen, did it? "
            "What's the actual figure?",
            "ACME_JP",
            "NET_PROFIT",
            "FY2025",
        ),
        (
            "Singapore didn't have fewer than 500 employees in FY2024, did it? How many exactly?",
            "ACME_SG",
            "HEADCOUNT",
            "FY2024",
        ),
        (
            "What was Japan's revenue in FY2024? I think it was about a billion dollars, "
            "wasn't it?",
            "ACME_JP",
            "REVENUE",
            "FY2024",
        ),
        (
            "Don’t you have Japan’s EBITDA for FY2025?",
            "ACME_JP",
            "EBITDA",
            "FY2025",
        ),
        (
            "You wouldn't happen to know Macau's revenue for FY2023, would you?",
            "ACME_MO",
            "REVENUE",
            "FY2023",
        ),
        (
            "I don't suppose you have Hong Kong's EBITDA for FY2024?",
            "ACME_HK",
            "EBITDA",
            "FY2024",
        ),
        (
            "Isn't there a figure for Singapore's net profit in FY2025?",
            "ACME_SG",
            "NET_PROFIT",
            "FY2025",
        ),
        (
            "香港2024财年的员工人数应该是3,000人左右吧？准确是多少？",
            "ACME_HK",
            "HEADCOUNT",
            "FY2024",
        ),
        (
            "难道没有新加坡2024财年EBITDA的数据吗？应该有吧？",
            "ACME_SG",
            "EBITDA",
            "FY2024",
        ),
        (
            "シンガポールの2025年度の純利益は1億ドルくらいじゃないですか？実際のところはいくらですか？",
            "ACME_SG",
            "NET_PROFIT",
            "FY2025",
        ),
        (
            "香港の2025年度の従業員数って3,000人くらいじゃなかったでしたっけ？正確には何人？",
            "ACME_HK",
            "HEADCOUNT",
            "FY2025",
        ),
        (
            "シンガポールの2024年度のEBITDAのデータはありませんか？",
            "ACME_SG",
            "EBITDA",
            "FY2024",
        ),
    ],
)
def test_the_kb_figure_is_given(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
def test_a_figure_guessed_in_words_is_no_part_of_the_request(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(
        kb,
        "You don't have group EBITDA to hand, do you? It's over a billion dollars, isn't it?",
        mode,
    )
    value = fact_value(kb, "ACME_GROUP", "EBITDA", "FY2025")
    assert_figure(answer, value, "answer_with_assumptions")
    assert len(answer.sources) == 1, answer.sources


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Singapore's revenue was really solid in the year the new store opened, wasn't it? "
        "What was it that year?",
        "这个市场2025财年的收入不是增长了吗？具体是多少？",
        "あの市場の2024年度のEBITDAって好調だったんじゃないですか？実際はいくらですか？",
    ],
)
def test_what_the_premise_leaves_unsaid_is_asked(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Wasn't Taiwan's revenue in FY2024 around 300 million dollars?",
        "Wasn't Japan's revenue in FY2027 about ¥100bn?",
        "You don't have Macau's online revenue for FY2025, do you?",
        "Isn't there a figure for Hong Kong's dividend in FY2024?",
        "Singapore's revenue was really solid back then, wasn't it? What was it that year?",
    ],
)
def test_what_the_kb_lacks_is_still_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "ACME stock is cheap at the moment, isn't it? Oughtn't we to add to our position?",
        "Isn't ACME stock a steal at this price?",
        "Shouldn't I sell my ACME shares before the results?",
        "ACME股票现在很便宜，不是吗？是不是该多买点？",
        "ACMEの株はお買い得じゃないですか？",
    ],
)
def test_a_view_of_the_shares_is_an_opinion(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "document"),
    [
        (
            "The talent policy has a digital talent target for FY2028, doesn't it? "
            "How many people is it?",
            "ACME_Talent_Development_Policy.pdf",
        ),
        (
            "人才培养政策里不是有一个数字人才的目标吗？那是多少人？",
            "ACME_Talent_Development_Policy.pdf",
        ),
        (
            "人材育成方針にデジタル人材の目標がありますよね？それは何人ですか？",
            "ACME_Talent_Development_Policy.pdf",
        ),
        ("ESG报告里不是提到了可再生电力的目标吗？是多少？", "ACME_ESG_Report_FY2025.pdf"),
        (
            "战略计划里不是写着FY2028线上要占集团销售的四成吗？那FY2025呢，是多少？",
            "ACME_Strategic_Plan.pdf",
        ),
    ],
)
def test_a_count_asked_of_what_a_document_states_is_read_from_it(
    kb: KnowledgeBase, mode: str, question: str, document: str
) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert answer.value is None, answer.answer
    assert document in answer.sources, answer.sources


@pytest.mark.parametrize("mode", MODES)
def test_a_premise_before_a_second_request_stays_with_it(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(
        kb,
        "新加坡2024财年的收入不是9亿美元左右吗？具体多少？另外，铜锣湾的租金不是降了吗？降了多少？",
        mode,
    )
    assert answer.value == fact_value(kb, "ACME_SG", "REVENUE", "FY2024"), answer.answer
    assert "ACME_HK_Market_Review_FY2025.docx" in answer.sources, answer.sources


@pytest.mark.parametrize("mode", MODES)
def test_a_tag_after_a_statement_is_no_word_of_the_request(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "Hong Kong shops had leases expiring in Mong Kok, didn't they?", mode)
    assert not answer.refused, answer.answer
    assert "ACME_HK_Market_Review_FY2025.docx" in answer.sources, answer.sources


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            "Surely Singapore's net profit in FY2024 wasn't below 100m?",
            "ACME_SG",
            "NET_PROFIT",
            "FY2024",
        ),
        ("I take it Japan's EBITDA in FY2023 was around ¥18bn?", "ACME_JP", "EBITDA", "FY2023"),
        ("Quick check: HK revenue FY2024 = 1,600m USD?", "ACME_HK", "REVENUE", "FY2024"),
        (
            "My workbook has Singapore EBITDA for FY2023 at 200m. Can you double-check?",
            "ACME_SG",
            "EBITDA",
            "FY2023",
        ),
        ("日本2024财年的收入应该是1000亿日元左右吧？", "ACME_JP", "REVENUE", "FY2024"),
        ("香港2024年的EBITDA难道没有超过4亿美元吗？", "ACME_HK", "EBITDA", "FY2024"),
        ("我没记错的话，澳门2025财年员工是700多人吧？", "ACME_MO", "HEADCOUNT", "FY2025"),
        ("香港的2024财年收入没有16亿美元吧？准确数字是多少？", "ACME_HK", "REVENUE", "FY2024"),
        ("表里写的新加坡2023财年净利润是1亿美元，没问题吧？", "ACME_SG", "NET_PROFIT", "FY2023"),
        (
            "手元の資料では香港の2024年度の売上高は16億ドルとなっていますが、合っていますか？",
            "ACME_HK",
            "REVENUE",
            "FY2024",
        ),
        (
            "マカオの2025年度の従業員数は700人という認識で正しいでしょうか？",
            "ACME_MO",
            "HEADCOUNT",
            "FY2025",
        ),
    ],
)
def test_a_figure_the_asker_holds_is_checked_against_the_kb(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Surely Taiwan's revenue in FY2024 was above 100m?",
        "Presumably Hong Kong's online revenue in FY2025 wasn't under 50m?",
        "Our deck shows Taiwan revenue of 300m for FY2025 — is that the latest?",
        "台湾2024财年的收入应该是3亿美元左右吧？",
        "香港2024财年线上收入难道没有超过1亿美元吗？",
        "手元の資料では台湾の2024年度の売上高は3億ドルとなっていますが、合っていますか？",
    ],
)
def test_a_figure_held_of_what_the_kb_lacks_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))
