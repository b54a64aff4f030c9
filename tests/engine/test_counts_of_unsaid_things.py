"""A number asked with only a verb of its own counts something the question leaves unsaid:
its topic comes from the context before it, or there is none.

「社員食堂を採用サイトで打ち出したいのですが、2025年度は何名くらい利用しましたか」 was
answered with the internal job posting's 「約150名がこの制度を利用」: the question's only
word of its own, 利用 (used), is in that sentence, but what was used (a staff canteen) is
not. A verbal noun used as the verb (「利用しました」) names no thing; the clause is read
with the context that says what it counts (``_counted_in_context``), and refused when
none does, as the same question in Chinese and English already was.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage

TALENT = "ACME_Talent_Development_Policy.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "託児所を採用ページで紹介したいのですが、2025年度は何名くらい利用しましたか？",
        "2025年度は何名が利用しましたか？",
        "2024年度は何人くらい参加しましたか？",
        "员工食堂想在招聘网站上宣传，2025财年有多少人使用？",
        "We'd like to feature the staff canteen on the careers site. How many used it in FY2025?",
    ],
)
def test_a_count_of_something_unsaid_gives_no_passage(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "社内公募制度を採用サイトで打ち出したいのですが、2025年度は何名くらい利用しましたか？",
        "採用広報で社内公募制度を推したいんだけど、2025年度はどのくらい？",
    ],
)
def test_the_context_says_what_a_verb_counts(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [TALENT], answer.answer
