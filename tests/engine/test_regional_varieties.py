"""Regional varieties read as the standard language (``engine/_dialects.py``).

What is read: Singapore and Indian English (an interjection opening a sentence, "Aiyo,";
"can or not" before a request's verb; "at the earliest", "today itself"; a statement of
who asks with its copula unsaid, "Manager waiting."; a relative clause after "the one"
with no "that"), northern and Taiwanese Mandarin (咋 how, 啥 what, 咱 and 俺, the
sentence-final particles 啊, 嘛, 呗, 喔 closing a clause; 有没有到 / 有没有超过 an amount as a
yes-or-no question of it), and Kansai and western Japanese (なんぼ, どんだけ, ほんま, the
copulas や and じゃ, the verb endings とる and おる, the nominalizing ん). Found with them:
"help me *check* …" is a request's verb; 「…いくらか教えて」 asks the amount of the name before
it; a Chinese clause with a question word asks a question of its own, never a part of the
figure before it (「…是什么时候开的」).

What still refuses or asks: a market, a measure, a part or a year the KB lacks however
the dialect puts the request (Taiwan, 大阪, inventory turnover, 在庫回転率, 股息, FY2022,
FY2026, 线上的啊, オンライン売上), a particle where no clause ends (「的啊收入」), a statement
of how a part fares ("Franchise growing."), a bare profit (利益, "profit") and a region
pointed at (咱们这边).
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._cantonese import as_standard_chinese
from ragspine_eval_pipeline.engine._dialects import as_standard
from ragspine_eval_pipeline.engine._names import matcher_for, vocabulary_key
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_asks_first,
    assert_figure,
    assert_refused,
    fact_value,
)

READ = [
    ("Aiyo, what is the Singapore EBITDA for FY2023 ah?", "ACME_SG", "EBITDA", "FY2023"),
    ("Can or not send me the Macau headcount for FY2024?", "ACME_MO", "HEADCOUNT", "FY2024"),
    (
        "Please share Hong Kong net profit for FY2023 at the earliest.",
        "ACME_HK",
        "NET_PROFIT",
        "FY2023",
    ),
    ("Could you help me find the Japan revenue for FY2025?", "ACME_JP", "REVENUE", "FY2025"),
    (
        "What is the group gross margin for FY2024? Manager waiting.",
        "ACME_GROUP",
        "GROSS_MARGIN",
        "FY2024",
    ),
    ("I need the Japan EBITDA for FY2024 today itself.", "ACME_JP", "EBITDA", "FY2024"),
    (
        "Alamak, how much net profit did Singapore make in FY2025?",
        "ACME_SG",
        "NET_PROFIT",
        "FY2025",
    ),
    ("新加坡2024年的净利润多少嘛？", "ACME_SG", "NET_PROFIT", "FY2024"),
    ("香港2025年的员工有多少人啊？", "ACME_HK", "HEADCOUNT", "FY2025"),
    ("日本2023年的EBITDA是多少呗", "ACME_JP", "EBITDA", "FY2023"),
    ("集团2024年营收多少钱啊？", "ACME_GROUP", "REVENUE", "FY2024"),
    ("新加坡2025年的毛利率有没有超过30%？", "ACME_SG", "GROSS_MARGIN", "FY2025"),
    ("澳門2024年淨利潤有沒有到3億港幣啊？", "ACME_MO", "NET_PROFIT", "FY2024"),
    ("俺想知道香港2023年的收入是多少", "ACME_HK", "REVENUE", "FY2023"),
    ("2024年度のシンガポールのEBITDA、なんぼやねん？", "ACME_SG", "EBITDA", "FY2024"),
    ("香港の従業員って2023年度はどんだけおったん？", "ACME_HK", "HEADCOUNT", "FY2023"),
    ("マカオの2025年度の純利益いくらか教えて", "ACME_MO", "NET_PROFIT", "FY2025"),
    ("日本の2024年度の売上高、ほんまはなんぼなん？", "ACME_JP", "REVENUE", "FY2024"),
    ("グループの2023年度の従業員数、なんぼじゃろ？", "ACME_GROUP", "HEADCOUNT", "FY2023"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "scope", "metric", "period"), READ)
def test_a_regional_request_is_read(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period), "none")


REFUSED = [
    "Aiyo, what is the Taiwan revenue for FY2024 lah?",
    "Can or not give me the Japan inventory turnover for FY2024?",
    "Malaysia revenue for FY2025 at the earliest please.",
    "What is the Japan revenue for FY2026? Boss asking.",
    "Can you help me check the HK same-store sales for FY2024?",
    "What is Japan revenue for FY2024? Franchise growing.",
    "What is Japan revenue for FY2024? Franchise stores only lah.",
    "台湾2024年营收多少钱啊？",
    "咱们香港2024年的存货周转率咋样？",
    "新加坡2025年的股息有没有到1亿美元？",
    "新加坡2024年的收入多少啊？线上的啊。",
    "香港2024年的啊收入是多少",
    "大阪の2025年度の売上、なんぼやねん？",
    "2022年度の日本の純利益、どんだけやったん？",
    "日本の2024年度の在庫回転率、なんぼなん？",
    "日本の2024年度のオンライン売上、なんぼやねん？",
    "香港の2025年度の売上高いくらか分の数字を教えて。",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_what_the_kb_lacks_is_still_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused(ask(kb, question, mode))


ASKED = [
    "What is the profit for Japan in FY2023 lah?",
    "Eh what is the Macau EBITDA in the year the flagship opened ah? The one everyone talk about",
    "咱们这边2024年的收入有多少啊？",
    "シンガポールの2023年度の利益ってどんだけやったん？",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ASKED)
def test_what_is_left_open_is_still_asked(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_question_of_its_own_after_a_figure_is_answered_beside_it(
    kb: KnowledgeBase, mode: str
) -> None:
    answer = ask(kb, "澳门2024年的EBITDA是多少？滨海湾的旗舰店是啥时候开的？", mode)
    assert answer.value == fact_value(kb, "ACME_MO", "EBITDA", "FY2024"), answer.answer
    assert "Marina Bay" in answer.answer, answer.answer


STANDARD = [
    ("公司是咋应对的？", "zh", "公司是怎么应对的？"),
    ("这个是啥时候开的", "zh", "这个是什么时候开的"),
    ("你干嘛？", "zh", "你干嘛？"),  # 嘛 inside a word is kept
    ("的啊收入", "zh", "的啊收入"),  # no clause ends after 啊
    ("どんだけの店に入っとるん？", "ja", "どれだけの店に入っているの？"),
    ("売上はなんぼやねん", "ja", "売上はいくらなの"),
    ("わからへん", "ja", "わからない"),
    ("計画によると", "ja", "計画によると"),  # the verb よる, no ending
    ("出店しよった", "ja", "出店していた"),
    ("Eh can or not send it?", "en", "can you send it?"),
    ("Revenue of the one store opened in 2025?", "en", "Revenue of the one store opened in 2025?"),
    ("OK. The one finance always use", "en", "OK. The one that finance always use"),
]


@pytest.mark.parametrize(("text", "lang", "standard"), STANDARD)
def test_function_words_are_read_as_standard(
    kb: KnowledgeBase, text: str, lang: str, standard: str
) -> None:
    matcher = matcher_for(vocabulary_key(kb.vocabulary()))
    assert as_standard(text, lang, matcher) == standard


def test_cantonese_final_only_closes_a_clause() -> None:
    assert as_standard_chinese("十蚊咋？") == "十蚊而已？"
    assert as_standard_chinese("公司是咋应对的？") == "公司是咋应对的？"
