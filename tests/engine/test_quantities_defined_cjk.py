"""A quantity asked what it is, in Japanese and Chinese as in English.

「キャッシュフローって何ですか？」, 「キャッシュフローとはどういう意味ですか」,
「现金流是什么意思？」 ask what cash flow is. The only paragraph naming it speaks of the
group's *internal* cash flow (「集团内部现金流」, translated 「グループ内部のキャッシュ
フロー」): a narrower kind, written with a describing word joined by a particle (内部の,
内部的), as "internal cash flow" is in English. It is refused, as "What's cash flow?" is.
A noun of what a name means (意味, 意思, 含义) is the asking, not part of the name. Asked
by the narrower name itself (「集团内部现金流是什么意思？」) the paragraph is read.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "キャッシュフローって何ですか？",
        "キャッシュフローとはどういう意味ですか",
        "现金流是什么意思？",
        "现金流的含义是什么？",
        "What's cash flow?",
    ],
)
def test_a_quantity_only_a_narrower_kind_names_refuses(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)
    assert not answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ["集团内部现金流是什么意思？", "集团内部现金流是什么？"])
def test_the_narrower_kind_asked_answers(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.refused) == ("narrative", False), answer.answer
    assert any(s.startswith("ACME_GBA_Expansion_Plan.docx") for s in answer.sources), answer.sources
