"""What an analyst filling a sheet says beside the figure asks nothing more of it.

- The figure alone as the answer's form, with the place it goes ("just the figure for my
  tab", 「只要数字就行」 in brackets, 「数字だけでOK」, 「给个数字就OK」): "just" stresses the
  figure itself. A part written onto the figure noun ("just the *online* number") or a
  place that is a part of the business ("for my *franchise*") still refuses.
- A place of the sheet labelled by its number ("need it for row 7", "cell C12") is where
  the figure goes, as "the row" would be; a number of things ("for 7 stores") still
  counts what is asked, so it refuses.
- Every market at once ("all markets", 「全部市场」, 「全市場」) beside the group's name says
  the group again; beside no scope it asks which (the whole or a market), never a
  passage on something done "across all markets"; beside one market it contradicts it
  and refuses.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_refused

MACAU_REVENUE_FY2024 = 2610.0
GROUP_REVENUE_FY2024 = 3564.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Macau revenue FY2024. only the figure for the deck please",
        "Macau revenue FY2024? want it for row 7",
        "Macau revenue FY2024 = ? need it for cell C12",
        "澳门 收入 2024财年（只要数字就行）",
        "澳门 收入 2024财年，给个数字就OK",
        "マカオ 売上高 2024年度（数字だけでOK）",
    ],
)
def test_remarks_on_the_answers_place_or_form_are_set_aside(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_figure(ask(kb, question, mode), MACAU_REVENUE_FY2024)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Macau revenue FY2024. just the online number for my model",
        "Macau revenue FY2024. just the number for my franchise",
        "Macau revenue FY2024? need it for 7 stores",
        "Macau revenue FY2024? need it for row 7 stores",
        "マカオ 売上高 2024年度（オンラインの数字だけでOK）",
    ],
)
def test_a_part_beside_the_remark_still_refuses(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "group revenue FY2024 (all markets)",
        "group revenue FY2024, across all the markets",
        "ACME revenue FY2024 across all markets",
        "集团 收入 2024财年（全部市场）",
        "グループ 売上高 2024年度（全市場）",
    ],
)
def test_every_market_beside_the_group_says_the_group(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_figure(ask(kb, question, mode), GROUP_REVENUE_FY2024)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question", ["revenue FY2024, all markets", "headcount for all markets FY2025"]
)
def test_every_market_beside_no_scope_asks_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_every_market_beside_one_market_is_refused(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "Japan revenue FY2024 (all markets)", mode)
    assert answer.value is None, answer.answer
    assert answer.route in ("refuse", "clarify"), answer.answer
