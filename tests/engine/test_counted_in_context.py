"""A number asked for a closed year with no word of its own counts what the context before
it names, beside the asker's purpose.

「採用広報で社内公募制度を推したいんだけど、2025年度はどのくらい？」: the asker's sentence
names the scheme and why they ask (recruiting PR, which no passage holds); the question
itself says only the year. Read with that context at the share a narrative question
needs, it finds the paragraph on the scheme that writes the year. The passage must hold
two words' weight of the context: half of a few words may be one word of the asker's
world (「门店」 beside 「稿子」). Context naming something no passage speaks of (a staff
canteen) still leaves the question a figure request that asks which figure, or a
refusal; it is never answered from a passage.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask

TALENT = "ACME_Talent_Development_Policy.pdf"
ESG = "ACME_ESG_Report_FY2025.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        ("We're featuring renewable electricity in our campaign. How much in FY2025?", ESG),
        ("我们在写可再生电力的稿子。2025财年是多少？", ESG),
        ("採用広報で社内公募制度を推したいんだけど、2025年度はどのくらい？", TALENT),
    ],
)
def test_the_context_says_what_the_number_counts(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.value is None, answer.answer
    assert answer.sources == [doc], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "We're pushing the staff canteen in our recruiting campaign. How many in FY2025?",
        "We're featuring the drone delivery trial in our campaign. How much in FY2025?",
        "招聘宣传想推员工食堂，2025财年大概多少？",
        "我们在写门店翻新的稿子。2025财年有多少？",
        "採用広報で社員食堂を推したいんだけど、2025年度はどのくらい？",
    ],
)
def test_context_no_passage_speaks_of_gives_no_passage(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route in ("refuse", "clarify"), answer.answer
    assert answer.value is None, answer.answer
    assert not answer.sources, answer.answer
