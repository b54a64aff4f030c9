"""A narrative question is answered only from a passage holding what it is about: the head
words of its topic, not only the words saying what is wanted of it, where it is or whose
it is.

"How are the store managers' bonuses decided?" holds half its words in a paragraph on
training store managers; 「集团如何管理大宗商品价格风险」 in one on the risk register; a
question naming the Hong Kong review finds a paragraph of it however little it says of
drones. Each was answered from such a passage. The topic's head words (``_topic``) must
be held by the passage's text, its translation or its keywords (the reader's words);
questions asked in the reader's words about what the documents do cover still find
their passage.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._question import parse_question
from ragspine_eval_pipeline.engine._topic import head_phrases
from ragspine_eval_pipeline.kb.analysis import normalize
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, TODAY, ask, assert_refused_without_passage

RISK = "ACME_Risk_Factors_FY2025.pdf"
TALENT = "ACME_Talent_Development_Policy.pdf"
JAPAN_STRATEGY = "ACME_Japan_Business_Strategy_FY2025.pdf"
HK_REVIEW = "ACME_HK_Market_Review_FY2025.docx"
SINGAPORE_UPDATE = "ACME_Singapore_Market_Update_FY2025.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # the passage holds the owner, the place or the aspect, never the topic
        "How are the store managers' bonuses decided?",
        "How are store managers' commissions worked out?",
        "What does ACME do about child labour in the supply chain?",
        "What does the group do about deforestation in its supply chain?",
        "集团如何管理大宗商品价格风险？",
        "集团怎么管理贵金属风险？",
        "電子棚札の導入はどこまで進んでいますか？",
        # a document named, and a topic none of its paragraphs speaks of
        "What does the Singapore market update say about cryptocurrency payments?",
        "香港市场回顾里对无人机配送是怎么说的？",
        "日本事業戦略では電子棚札についてどう書かれていますか？",
        "シンガポールの市場レポートでは暗号資産決済について何と書いてありますか？",
    ],
)
def test_a_passage_without_the_topic_is_no_answer(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        ("How are store managers trained?", TALENT),
        ("What does ACME do about supply chain concentration?", RISK),
        ("What does the HK market review say about weekend trips to Shenzhen?", HK_REVIEW),
        ("What does the Singapore market update say about the GST increase?", SINGAPORE_UPDATE),
        ("集团如何管理汇率风险？", RISK),
        ("集团如何应对网络安全风险？", RISK),
        ("香港市场回顾里对租金是怎么说的？", HK_REVIEW),
        ("セルフレジの導入状況はどうなっていますか？", JAPAN_STRATEGY),
        ("日本事業戦略では人手不足についてどう書かれていますか？", JAPAN_STRATEGY),
        ("店舗スタッフの研修はどうなっていますか？", TALENT),
    ],
)
def test_a_topic_in_the_readers_words_finds_its_passage(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [doc], answer.answer


@pytest.mark.parametrize(
    ("question", "heads"),
    [
        ("How are store managers' bonuses calculated?", [["bonuses"]]),
        ("What does ACME do about animal welfare in the supply chain?", [["animal", "welfare"]]),
        ("How is the company coping with labour shortages?", [["labour", "shortages"]]),
        ("集团如何管理大宗商品风险？", [["大宗", "商品", "风险"]]),
        ("集团的包装回收目标是多少？", [["包装", "回收"]]),
        ("電子棚札の導入状況はどうなっていますか？", [["電子"]]),
        ("人手不足への対策を教えてください。", [["人手不足"]]),
    ],
)
def test_the_head_words_of_a_topic(
    kb: KnowledgeBase, question: str, heads: list[list[str]]
) -> None:
    parsed = parse_question(question, TODAY, kb.vocabulary())
    clause = parsed.clauses[0]
    found = head_phrases(normalize(clause.text), clause.phrases, parsed.lang)
    assert [[w.surface for w in p] for p in found] == heads
