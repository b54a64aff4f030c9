"""A number a document states, asked of a topic no KB metric names, is read from the
passage that states it; a number of something no passage numbers is still refused.

What blocked such questions was how the number was asked, not the evidence: "hrs" was a
word the KB lacked ("how many hrs to notify the DPO"), 「何%」 and 「何パーセント」 asked no
number (so the paragraph naming 女性管理職比率 without one was quoted), and where the
paragraph that held the question's words wrote no number (a mentoring scheme for women
managers) the question was refused, though another retrieved paragraph holding the same
words states it (38% of management positions). A paragraph holding only the kind of
number asked (a renewable-energy 比率, a share of online sales) never answers a number of
another thing: the thing counted must be held, and a lead on a third of the words must
come with a number beside what is asked.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused_without_passage

DATA_POLICY = "ACME_Data_Protection_Policy.docx"
ESG = "ACME_ESG_Report_FY2025.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "After a data breach, how many hrs does the team have to tell the regulators?",
        "If customer data leaks, within how many hrs must the DPO be told?",
    ],
)
def test_hours_abbreviated_are_hours(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [DATA_POLICY], answer.answer
    assert "72" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_hr_is_still_the_team(kb: KnowledgeBase, mode: str) -> None:
    """A bare "hr" is the HR team as often as an hour: only "hrs" is read as hours."""
    assert_figure(ask(kb, "HR here. What was Japan's headcount in FY2025?", mode), 2301.0)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "女性管理職の比率は何%ですか？",
        "女性管理職比率は何パーセントですか？",
        "女性管理层的比例是多少？",
        "女性管理層占比多少？目标是多少？",
        "女性管理職比率は今何パーセント？目標はいくつ？",
    ],
)
def test_a_share_is_read_where_it_is_stated(kb: KnowledgeBase, mode: str, question: str) -> None:
    """The talent policy holds 女性管理職比率 (a mentoring scheme to raise it) and writes no
    number of it; the ESG report's paragraph holds the same words and states 38%."""
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [ESG], answer.answer
    assert "38" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本の女性社員の比率は何%？",
        "シンガポールの店舗のフランチャイズ比率は何%？",
        "シンガポールの従業員の離職率は何%ですか？",
        "香港の女性従業員は何パーセントですか？",
        "日本的女性员工比例是多少？",
        "新加坡门店的加盟比例是多少？",
        "What percentage of Hong Kong staff are women?",
        "What percentage of Singapore's stores are franchised?",
    ],
)
def test_a_share_no_passage_states_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    """A renewable-energy ratio (「再生可能エネルギー比率は52%」), the solar panels on
    Singapore's distribution centres or the online share of sales hold the kind of number
    asked or the market, never a share of women or of franchised stores."""
    assert_refused_without_passage(ask(kb, question, mode))
