"""A unit or a measure the KB lacks, said where a figure is asked, is never passed over.

- A katakana unit Sudachi marks as able to count (ユーロ, ドル, ポンド) is the unit the figure
  is asked in when it stands before で, 建て or 換算 with no number counting with it
  (「売上高を*ユーロ*で」): the KB reports no such figure, so the request is refused, never
  answered in yen. A number counting with it (「3ページ目に」) and a loanword asked of
  nothing (「ポイントだけ教えて」) stay grammar beside the request.
- A number asked of a metric written with a word of its own and no year ("the
  *inventory* turnover of the group", 「集团的库存周转率」) is a measure the KB lacks: no
  passage states it, and the engine refuses it by name rather than asking which year of
  revenue it means. A plain figure request with no year still asks or assumes as before.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本の2024年度の売上高をユーロで教えてください。",
        "日本の2024年度の売上高はユーロ建てでいくら？",
        "日本事業の2023年度のEBITDAをユーロ換算にするといくらですか",
        "日本の売上高はポンドで",
        "What is the inventory turnover of the group?",
        "What's the group's stock turnover?",
        "集团的库存周转率是多少？",
        "グループの在庫回転率は？",
    ],
)
def test_a_unit_or_measure_the_kb_lacks_is_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.refused, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("日本の2024年度の売上高を3ページ目に載せたいです。", 103200.0),
        ("日本の2024年度の売上高は？ポイントだけ教えて。", 103200.0),
        ("日本の2024年度の売上高を円で教えてください。", 103200.0),
        ("How many staff does Macau have, roughly?", 731.0),
        ("What's the turnover of the group?", 3773.0),
    ],
)
def test_grammar_beside_the_request_still_gives_the_figure(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本の2024年度の売上高をユーロに換算するといくら？",
        "日本の2024年度の売上高はユーロ表示でいくらですか",
    ],
)
def test_the_unit_asked_in_may_be_said_with_a_verb(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
