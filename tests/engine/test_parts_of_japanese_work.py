"""A part of the business in the Japanese asker's words around a request: said with で,
as what the figure is used for, or as what the asker's own work is on.

A line of business is a verbal noun the analyser's dictionary makes a trade or a store
of (卸売業, 小売店, 免税店): 「*卸売*で、…」 says which part of the figure is wanted, as
「オンラインで、…」 does, so the whole is refused, while a verbal noun of how the answer
is given (追加で, 電話で, チャットで, 箇条書きで) forms no such word and the figure is
given; so is it said 口頭で or 書面で (speaking or writing, as メールで). Changing or
narrowing the figure (税込で, オンラインで) still refuses.

A purpose naming a line of business or a channel (「卸売用に」, 「オンライン販売用です」), or
the asker's work on a material written onto one (「オンライン分析を準備しています」,
「卸売の資料を作っています」) or in charge of one (「オンラインを担当しています」), says
which part is wanted, as 「我们在准备线上分析」 and "We are preparing the online
analysis" do. A purpose or a work named by its kind (「社内研修用です」, 「採用分析を準備し
ています」, 「予算資料を作っています」) names none, and the figure is given. A sentence
that only states a part (「オンラインです。」, 「卸売です。」) says which part is wanted, as
「オンライン分です。」 does; one stating anything else (「急ぎです。」) is the asker's.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

JAPAN_REVENUE_FY2024 = 103200.0
REQUEST = "日本事業の2024年度の売上高は？"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "卸売で、日本事業の2024年度の売上高を教えて",
        "日本事業の2024年度の売上高を、小売でお願いします",
        "免税で、日本事業の2024年度の売上高を教えて",
        "税込で、日本事業の2024年度の売上高を教えて",
        "オンラインで、日本事業の2024年度の売上高を教えて",
        "卸売用に、日本事業の2024年度の売上高を教えて",
        "卸売分析用に、日本事業の2024年度の売上高を教えて",
        f"オンライン販売用です。{REQUEST}",
        f"オンライン用です。{REQUEST}",
        f"{REQUEST}オンライン販売用です。",
        f"オンライン分析を準備しています。{REQUEST}",
        f"卸売分析を準備しています。{REQUEST}",
        f"卸売の資料を作っています。{REQUEST}",
        f"免税店の資料を準備しています。{REQUEST}",
        f"オンラインを担当しています。{REQUEST}",
        f"オンラインです。{REQUEST}",
        f"卸売です。{REQUEST}",
        f"{REQUEST}免税店です。",
        f"オンライン分を見比べたいです。{REQUEST}",
        "モデルで、日本事業の2024年度の売上高を教えて",
        "我们在准备线上分析。日本业务2024财年的收入是多少？",
        "We are preparing the online analysis. What was Japan's revenue in FY2024?",
        "Wholesale only: what was Japan's revenue in FY2024?",
    ],
)
def test_a_part_in_the_askers_words_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "追加で、日本事業の2024年度の売上高を教えて",
        "電話で、日本事業の2024年度の売上高を教えて",
        "チャットで、日本事業の2024年度の売上高を教えて",
        "箇条書きで、日本事業の2024年度の売上高を教えて",
        "口頭で、日本事業の2024年度の売上高を教えて",
        "日本事業の2024年度の売上高を、書面でお願いします",
        f"社内研修用です。{REQUEST}",
        f"投資家説明用です。{REQUEST}",
        f"採用ブランディング用です。{REQUEST}",
        f"採用分析を準備しています。{REQUEST}",
        f"予算資料を作っています。{REQUEST}",
        f"分析を担当しています。{REQUEST}",
        f"急ぎです。{REQUEST}",
        f"会議用のスライドを作成中です。{REQUEST}",
        f"新人です。{REQUEST}",
        "対面で、日本事業の2024年度の売上高を教えて",
        "口头告诉我，日本业务2024财年的收入是多少？",
        "我在准备预算分析。日本业务2024财年的收入是多少？",
        "I'm preparing the budget analysis. What was Japan's revenue in FY2024?",
        "By phone is fine: what was Japan's revenue in FY2024?",
    ],
)
def test_the_answers_form_or_the_askers_own_work_is_answered(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_figure(ask(kb, question, mode), JAPAN_REVENUE_FY2024)
