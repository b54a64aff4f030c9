"""A count asked of a market, the group or the company, answered only by a sentence that
states how many of that very thing there are.

- A number that is a plan's target ("plans to open 60 new stores"), a span of time
  (「店舗が*18カ月*以内に」), a share ("*70%* of stores"), a year, an ordinal (「*4社目*の
  サプライヤー」) or one unit of a rate (「*1店舗当たり*売上高」) counts no stores or
  suppliers there are: no passage is quoted for 「…の店舗数は？」, "Store count for …?",
  "Number of stores in …?", 「…的门店数量」, a count of the group's stores or suppliers.
- The count noun may close the question as a word of its own (「门店*数量*」), and the
  group named is asked of as the company's name is.
- A paragraph's keywords answer a count asked of the company in the reader's words only
  where the paragraph holds what else the question is about (the foundation and its
  scholarships); a count of a thing alone ("How many suppliers does the group use?") is
  not answered from a paragraph counting some of them.
- A plan asked for ("How many new stores does the group plan to open?") and a count in
  the unit the question asks ("how many training hours") are read as before.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "シンガポールの店舗数を教えてください。",
        "シンガポールの店舗は何店ありますか？",
        "Number of stores in Singapore?",
        "Store count for Japan?",
        "日本的门店数量",
        "グループの店舗数は？",
        "集团有多少家门店？",
        "ACMEの店舗数は？",
        "集团有几家供应商？",
        "How many suppliers does the group use?",
        "ACMEのサプライヤーは何社ですか？",
    ],
)
def test_a_count_the_kb_does_not_state_is_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        ("How many new stores does the group plan to open?", "ACME_Strategic_Plan.pdf"),
        ("集团计划新开多少家门店？", "ACME_Strategic_Plan.pdf"),
        ("グループは何店舗を新規出店する計画ですか？", "ACME_Strategic_Plan.pdf"),
        (
            "How many training hours does each employee get per year?",
            "ACME_Talent_Development_Policy.pdf",
        ),
        ("每名员工每年有多少小时的培训？", "ACME_Talent_Development_Policy.pdf"),
        ("社員は年間何時間の研修を受けますか？", "ACME_Talent_Development_Policy.pdf"),
        (
            "How many university scholarships did the ACME foundation fund?",
            "ACME_ESG_Report_FY2025.pdf",
        ),
    ],
)
def test_a_count_stated_is_read(kb: KnowledgeBase, question: str, doc: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [doc], answer.answer
