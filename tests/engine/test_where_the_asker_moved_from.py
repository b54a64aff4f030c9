"""The place the asker moved from, said beside a figure request.

- 「我这次从大阪调过来，…」, 「大阪支社から転勤してきました。」, "I just transferred here from
  Tokyo." say who asks: a place the KB lacks as where the asker was transferred from is no
  market asked about. A request naming no market (or "the local market") asks which, as
  it would without the statement, where the unknown place refused it.
- Kept apart: the same place asked about in the request (「东京的2024财年营业额」, "Tokyo's
  revenue") is still refused, and so is a place named any other way in the statement
  (「我从东京的门店拿到了数据」: the data's source, which may be the part asked).

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_refused_without_passage


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "我这次从大阪调过来，请问本地市场的2024财年收入是多少？",
        "我从东京调过来的。2024财年的营业额是多少？",
        "大阪支社から転勤してきました。2024年度の売上高はいくらですか？",
        "I just transferred here from Tokyo. What was revenue in FY2024?",
    ],
)
def test_where_the_asker_moved_from_is_who_asks(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "我从东京调过来，东京的2024财年营业额是多少？",
        "東京から異動してきました。東京の2024年度の売上高は？",
        "I transferred from Tokyo. What was Tokyo's revenue in FY2024?",
        "我从东京的门店拿到了数据，2024财年的营业额是多少？",
    ],
)
def test_the_place_asked_about_or_named_otherwise_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))
