"""A message written as the next turn of a conversation the engine never saw.

Read now (``engine/_follow_up.py``):
- A lead-in acknowledging an answer before and saying another question comes ("noted.
  another one:", "brilliant, thanks! next question:", 「收到，再问一下：」, 「懂了。补充问一下，」,
  「承知しました。続けて質問です。」, 「なるほど。もう一つだけ質問です。」) names nothing: a
  request stating its market, metric and year is answered, and one with no year is
  answered for the latest closed year, said as an assumption.
- A part pointed back at an earlier turn ("that year's", "the same period", "the same
  metric", a bare "the same for …", 「同一年的」, 「改成…呢」, 「その年度末の」, 「同じ指標で」,
  「Xの方は」) is asked which, never assumed, nor refused as a word the KB lacks.

Still refused or asked: a follow-up naming a market, a metric or a measure the KB lacks
("and Korea?", 「那韩国呢？」, 「では韓国の方は？」, "the EBITDA margin"), an opinion after a
lead-in, a bare "profit" (asked which), "the same as" (a comparison) and "same-store"
sales, a year opened by "next" or "then" ("next year's revenue"); "that year" pointing
within the message is read as before.
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
        ("brilliant, thanks! next question: what was Macau's EBITDA in FY2024?", 612.0),
        ("noted. another one: Singapore net profit FY2023?", 98.0),
        ("awesome — and the group headcount for 2024?", 7783.0),
        ("ok great, now what was the Hong Kong EBITDA for FY2023?", 402.0),
        ("following up on your answer: Japan revenue FY2023?", 98400.0),
        ("great. and how much EBITDA did Japan make in FY2024?", 19900.0),
        ("收到，再问一下：日本2024财年的EBITDA是多少？", 19900.0),
        ("了解了。接着问，澳门2025财年的员工人数是多少？", 731.0),
        ("嗯嗯，追问一下，日本2023财年的毛利率是多少？", 33.4),
        ("好的好的，最后一个问题：集团2024财年收入多少？", 3564.0),
        ("承知しました。続けて質問です。マカオの2023年度のEBITDAはいくらですか？", 540.0),
        ("なるほど。もう一つだけ質問です。香港の2025年度の従業員数は？", 3390.0),
        ("わかりました。最後に一点だけ、グループの2023年度の純利益はいくらですか？", 421.0),
        ("助かります！先ほどの続きで、シンガポールの2024年度の売上高を教えてください。", 915.0),
    ],
)
def test_a_lead_in_names_nothing(kb: KnowledgeBase, mode: str, question: str, value: float) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("thanks a lot! one more q: what's Hong Kong's gross margin?", 42.8),
        ("懂了。补充问一下，香港的员工人数是多少？", 3390.0),
        ("分かりました。追加で質問です。日本の当期純利益はいくらですか？", 9750.0),
    ],
)
def test_a_lead_in_with_no_year_assumes_the_latest(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "answer_with_assumptions")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # the year
        "what was that year's revenue for Japan?",
        "what was Macau's revenue That year?",
        "ok. what's the group's EBITDA the same year?",
        "and for the same period, Japan's EBITDA?",
        "澳门同年的净利润呢？",
        "好的，那同年的集团EBITDA呢？",
        "那年的香港收入呢？",
        "その年度末のマカオの従業員数は？",
        "ありがとうございます。では、その年のグループの売上高は？",
        "同年度のマカオの純利益は？",
        "当年的香港收入呢？",
        # a year named by an event stays the asker's to say (``_described_year``)
        "香港扩店的那一年收入是多少？",
        # the metric, the market, or all of it
        "the same for Macau?",
        "same thing for FY2024 please",
        "and the same metric for Singapore?",
        "Japan as well?",
        "改成净利润呢？",
        "了解です。同じ指標でマカオは？",
        "じゃあシンガポールの方はどうですか？",
        # a bare "profit" after a lead-in
        "got it. and how much profit did Macau make in FY2023?",
        "明白了。那日本2024财年的利润是多少？",
        "了解です。では香港の2024年度の利益は？",
    ],
)
def test_a_part_pointed_back_at_is_asked(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "and Malaysia for the same year?",
        "great, now what about Korea?",
        "Korea too?",
        "好的，那韩国呢？",
        "ありがとうございます。では韓国の方は？",
        "thanks! and what's the EBITDA margin for Japan in FY2024?",
        "谢谢！再问一下，日本的库存周转率呢？",
        "明白了。另外集团2025年的自由现金流是多少？",
        "もう一点だけ。大阪店の2025年度売上高は？",
        "great, so should I buy ACME shares?",
        "is Japan's revenue the same as Hong Kong's in FY2024?",
        "same-store sales for Hong Kong in FY2025?",
        # owned or capitalized, "same" is a name's word
        "How much revenue did ACME's Same business make in FY2025?",
        # "next" and "then" before a year are its words, never a lead-in
        "next year's revenue for Japan?",
        "then FY2026 revenue for HK?",
    ],
)
def test_what_the_kb_lacks_is_still_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # A year stated beside the pointer is the year asked.
        ("what was the revenue that year for Japan, FY2024?", 103200.0),
        # "the same" beside a request naming all it asks adds nothing.
        ("cool. now the same thing for Japan: revenue in FY2024?", 103200.0),
        # A pointer after a year of the message's own points within it.
        ("新加坡2025财年的门店情况怎么样？顺便给下同年EBITDA", 247.0),
    ],
)
def test_a_pointer_beside_what_it_points_at_is_read(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value == value, answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_a_narrative_follow_up_reads_its_document(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(
        kb, "perfect, thanks. and what does the ESG report say about renewable electricity?", mode
    )
    assert answer.route == "narrative", answer.answer
    assert "ACME_ESG_Report_FY2025.pdf" in answer.sources, answer.answer
