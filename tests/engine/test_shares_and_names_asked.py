"""A share asked of a topic, and a thing asked what it is by a name of several words.

Read (``engine/_measure_asked.py``):

- A share, ratio, proportion, percentage or rate asked of a topic ("What percentage of
  management roles do women hold?", 「女性在管理层中的比例是多少？」, 「管理職に占める女性の
  割合は？」) is answered only by a passage with a sentence holding the topic that writes
  a share (38 percent), or whose next sentence does: the ESG report, never the talent
  policy's paragraph on a mentoring programme "to raise the ratio", which writes none.
- A thing asked what it is by a name of several words ("What is free cash flow?",
  「什么是自由现金流」) is answered only by a passage holding the whole name; the expansion
  plan's "internal cash flow" (「内部现金流」) is another thing.

Still refused: a gender ratio of managers (the KB gives women's share of management
positions, and speaks of gender only for the pay gap), a recycling rate of packaging (a
tonnage collected is no rate), an interest rate of the loans (a rise of a point is no
rate), the domestic production ratio the Japan strategy means to raise, any kind of cash
flow the KB does not name. Still answered: the shares the KB writes (renewable
electricity, self-checkout stores, hedged yen cash flows, "all managers" trained), a rate
of a change written as a verb ("reduced … by 18 percent"), targets, the hours of training,
and a name the passage holds whole ("internal cash flow").
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._measure_asked import (
    asks_a_share,
    asks_what_it_is,
    name_asked,
)
from ragspine_eval_pipeline.kb.analysis import Word, normalize
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused

ESG = "ACME_ESG_Report_FY2025.pdf"
TALENT = "ACME_Talent_Development_Policy.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What percentage of management roles do women hold?",
        "What's the women's share of management roles?",
        "女性在管理层中的比例是多少？",
        "管理職に占める女性の割合は？",
        "管理職の女性比率はどのくらいですか？",
    ],
)
def test_a_share_is_read_where_a_sentence_writes_it(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert ESG in answer.sources and TALENT not in answer.sources, answer.answer
    assert "38" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What's the gender ratio among managers?",
        "What is the male-to-female ratio of managers?",
        "管理职的性别比例是多少？",
        "管理職の男女比率は？",
        "What is the recycling rate of packaging?",
        "包装的回收率是多少？",
        "包装の回収率はどのくらいですか？",
        "What is the interest rate on the bank loans?",
        "国内生産比率はどのくらいですか？",
        "What is the domestic production ratio?",
    ],
)
def test_a_share_no_sentence_writes_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "written"),
    [
        ("What share of the group's electricity is renewable?", "46"),
        ("再生可能エネルギー比率は何%ですか？", "52"),
        ("What proportion of stores in Japan have self-checkout?", "70"),
        (
            "What portion of its expected yen cash flows does the group hedge, and over"
            " what horizon?",
            "60",
        ),
        ("What is the renewable electricity target?", "80"),
        ("What share of managers completed inclusive leadership training?", "All managers"),
        ("What was the reduction rate of greenhouse gas emissions?", "18"),
        ("食品廃棄量は2019年度比で何%削減されましたか？", "30"),
    ],
)
def test_shares_and_targets_the_kb_writes_are_answered(
    kb: KnowledgeBase, mode: str, question: str, written: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert written in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What's free cash flow?",
        "What is unlevered free cash flow?",
        "What is discretionary cash flow?",
        "What is operating cash flow?",
        "什么是自由现金流？",
        "自由现金流是什么？",
        "フリーキャッシュフローとは何ですか？",
        "集团的自由现金流是多少？",
    ],
)
def test_a_name_held_only_in_part_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What is internal cash flow?",
        "How many training hours does each employee get a year?",
        "年間の研修時間は何時間ですか？",
    ],
)
def test_what_a_passage_holds_whole_is_answered(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer


@pytest.mark.parametrize(
    ("text", "lang", "asked"),
    [
        ("what is the gender ratio of managers?", "en", True),
        ("what's the women's share of roles?", "en", True),
        ("what % of roles", "en", True),
        ("what is the share price?", "en", False),
        ("what is the exchange rate of the yen?", "en", True),  # a rate, written as a price
        ("女性比例是多少", "zh", True),
        ("女性占多少", "zh", True),
        ("效率是多少", "zh", False),
        ("女性比率は?", "ja", True),
        ("比率は今何%ですか", "ja", True),
        ("売上の何%を占めますか", "ja", True),
        ("2019年度比で何%削減しましたか", "ja", False),
        ("减少了百分之多少", "zh", False),
        ("比率を高めています", "ja", False),
    ],
)
def test_the_share_asked(text: str, lang: str, asked: bool) -> None:
    assert asks_a_share(normalize(text), lang) is asked


@pytest.mark.parametrize(
    ("text", "lang", "asked"),
    [
        ("what is free cash flow?", "en", True),
        ("how much cash flow?", "en", False),
        ("什么是自由现金流", "zh", True),
        ("自由现金流是多少", "zh", False),
        ("フリーキャッシュフローとは", "ja", True),
        ("esgレポートとは別に、研修時間は?", "ja", False),
    ],
)
def test_what_a_thing_is_asked(text: str, lang: str, asked: bool) -> None:
    assert asks_what_it_is(normalize(text), lang) is asked


def test_the_name_keeps_a_describing_word_written_onto_it() -> None:
    flow = Word("现金流", "现金流", False)
    assert [w.surface for w in name_asked("什么是自由现金流", (flow,), "zh")] == ["自由", "现金流"]
    according = (
        Word("free", "free", True),
        Word("cash", "cash", True),
        Word("flow", "flow", True),
        Word("according", "accord", True),
    )
    assert [w.surface for w in name_asked("", according, "en")] == ["free", "cash", "flow"]
