"""Numbered items in one chat message are the parts asked, each read on its own.

"@FinBot two things pls: (1) … (2) …", 「@数据助手 俩事儿：①… ②…」, 「@集計ボット 質問2点
(1)… (2)…」: a figure item and a question about a document are each answered; a figure item
written as a bare noun phrase (「①澳门2024财年员工人数」) is a request like any other, never
dropped for the question beside it (NFKC no longer folds ① into a digit on the words after
it in Chinese); a keycap emoji (1️⃣) numbers an item as "1)" does. An item naming a
metric or market the KB lacks still refuses the message.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_no_figure

GBA = "ACME_GBA_Expansion_Plan.docx"
PRIVACY = "ACME_Data_Protection_Policy.docx"
TALENT = "ACME_Talent_Development_Policy.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "@FinBot 2 things 1️⃣ Japan revenue FY2024 2️⃣ where is the GBA distribution centre going?",
            103200.0,
        ),
        ("@数据助手 两件事 1️⃣ 澳门2024财年员工人数 2️⃣ 大湾区计划的配送中心建在哪？", 688.0),
        ("@集計ボット 2点 1️⃣ 日本の2024年度の売上高 2️⃣ 大湾区計画の配送センターはどこ？", 103200.0),
    ],
)
def test_keycap_numbers_mark_items(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    """A keycap emoji (1️⃣) numbers an item as "1)" does, and 「两件事」 counts them."""
    answer = ask(kb, question, mode)
    assert answer.value == value, answer.answer
    assert any(GBA in str(s) for s in answer.sources), answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value", "doc"),
    [
        (
            "@FinBot 2 qs for the board pack 🙏 1) Japan revenue FY2024 2) what does the data "
            "protection policy say about telling regulators after a breach?",
            103200.0,
            PRIVACY,
        ),
        (
            "@FinBot two things pls: (1) Macau headcount FY2024 (2) where is the GBA "
            "distribution centre going?",
            688.0,
            GBA,
        ),
        ("@数据助手 俩事儿：①澳门2024财年员工人数 ②大湾区计划的配送中心建在哪？", 688.0, GBA),
        (
            "@数据助手 两个问题哈：1）日本2024财年营收多少 "
            "2）人才培养方针里每年培训至少多少小时？👍",
            103200.0,
            TALENT,
        ),
        (
            "@集計ボット 質問2点 (1)マカオの2024年度の従業員数 "
            "(2)大湾区計画の配送センターはどこに作る？",
            688.0,
            GBA,
        ),
        (
            "@集計ボット 2つ質問です🙏 ①日本の2024年度の売上高 ②個人情報保護方針では、"
            "漏洩が分かったら何時間以内に報告する？",
            103200.0,
            PRIVACY,
        ),
    ],
)
def test_each_item_is_answered(
    kb: KnowledgeBase, question: str, value: float, doc: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value == value, answer.answer
    assert any(doc in str(s) for s in answer.sources), answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "@FinBot 2 things: 1) Japan inventory turnover FY2024 2) where is the GBA centre going?",
        "@数据助手 两件事：①台湾2024财年营收 ②大湾区计划的配送中心建在哪？",
        "@集計ボット 質問2点 ①タイの2024年度の売上高 ②大湾区計画の配送センターはどこ？",
    ],
)
def test_an_item_the_kb_lacks_is_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))
