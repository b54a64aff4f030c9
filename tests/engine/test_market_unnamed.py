"""A figure asked of one market the asker does not name asks which market.

"Not the group total, one of the markets, I forgot which", 「不要集团的，要某个市场的」,
「グループ全体ではなく国別の数字」: the group's figure would be a substitution and the words
for a market are no part the KB lacks, so the engine asks which market, offering only
the markets that report the metric. So does a request that only rules the group out
("Not the group's.", 「不要集团的」, 「グループのではなく」): the group ruled out is never the
group named. A market named, or a request that rules out nothing, reads as before.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask

MARKETS = {
    "en": ("Hong Kong", "Japan", "Singapore"),
    "zh": ("香港", "日本"),
    "ja": ("香港", "日本"),
}
GROUP = {"en": "ACME group", "zh": "集团", "ja": "グループ"}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("What was revenue in FY2024? Not the group figure, one of the countries.", "en"),
        ("What was net profit in FY2024 for one of the markets?", "en"),
        ("What was revenue in FY2024 for one of the segments, not the group?", "en"),
        ("2024财年的收入是多少？不是集团的，是某个国家的，我记不清了。", "zh"),
        ("2024财年某个市场的净利润是多少？", "zh"),
        ("2024年度の売上高を教えてください。グループ全体ではなく、ある国の数字です。", "ja"),
        ("2024年度の純利益は？グループ全体ではなく国別の数字が欲しいです。", "ja"),
        ("What's the FY2024 EBITDA? Not the group's.", "en"),
        ("What was FY2024 EBITDA? Not for the group.", "en"),
        ("FY2024的EBITDA多少？不要集团的", "zh"),
        ("FY2024的EBITDA是多少？不是集团的。", "zh"),
        ("FY2024的EBITDA多少？不要集团的数，要单一market的", "zh"),
        ("2024年度のEBITDAは？グループのではなく", "ja"),
        ("2024年度のEBITDAは？グループじゃなくて。", "ja"),
    ],
)
def test_a_market_left_unnamed_is_asked(
    kb: KnowledgeBase, mode: str, question: str, lang: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "clarify", answer.answer
    assert answer.value is None, answer.answer
    assert all(name in answer.answer for name in MARKETS[lang]), answer.answer
    assert GROUP[lang] not in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was net profit in FY2024 for the group?",
        "集团2024财年的净利润是多少？",
        "グループの2024年度の純利益は？",
        "What's the group's FY2024 EBITDA? Not Hong Kong's.",
        "集团2024财年的EBITDA是多少？不是香港的。",
        "What's the FY2024 revenue for the group",
        "グループ全体で、2024年度は売上のうち何パーセントが粗利として残りましたか。",
    ],
)
def test_the_group_asked_is_answered(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "numeric", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was online revenue in FY2024 for one of the markets?",
        "2024财年某个市场的线上收入是多少？",
        "What was FY2024 online revenue? Not the group's.",
        "2024财年的线上收入是多少？不要集团的",
        "2024年度のオンライン売上高は？グループのではなく",
        "グループの1株当たり配当、2025年度は？",
    ],
)
def test_a_part_the_kb_lacks_is_still_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused, answer.answer
