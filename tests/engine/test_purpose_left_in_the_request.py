"""The asker's purpose left inside a request changes no figure, but a part named in it does.

A question opening on who the asker is (「新入社員です。」, "I'm a new hire.", 「我是新员工。」)
is read again without that statement; the reading stands when its request is accounted
for but for the words of the asker's purpose inside it (「*研修レポート*でシンガポール事業
について書いているのですが、…」, "I'm writing a *training report* on …"), which change no
figure: the figure is given. A part of the business named in that purpose (「*免税店*
レポートで…」, 「*オンライン*研修レポートで…」) says which part is wanted: refused.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

SINGAPORE_EBITDA_FY2025 = 247.0
JA_TAIL = "でシンガポール事業について書いているのですが、2025年度のEBITDAを教えていただけますか。"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        f"新入社員です。研修レポート{JA_TAIL}",
        f"お疲れ様です。先週入社した新入社員です。研修レポート{JA_TAIL}",
        "I'm a new hire. I'm writing a training report on the Singapore business, "
        "what was its EBITDA in FY2025?",
        "我是新员工。我在写关于新加坡业务的培训报告，2025财年的EBITDA是多少？",
    ],
)
def test_the_askers_purpose_in_the_request_is_answered(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, SINGAPORE_EBITDA_FY2025)
    assert len(answer.sources) == 1, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        f"新入社員です。免税店レポート{JA_TAIL}",
        f"新入社員です。オンライン研修レポート{JA_TAIL}",
        f"新入社員です。卸売の資料{JA_TAIL}",
    ],
)
def test_a_part_in_the_askers_purpose_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert not answer.sources, answer.answer
