"""What others do with a figure, and an aim of comparing it, said beside one figure asked.

What is read (``engine/_others_work.py``): a sentence opened by a third party (a pronoun
of the third person or a noun the KB lacks) and closed by a verb of comparing, dividing
or computing ("The class will divide it by headcount.", 「学员要拿它和员工人数一起算人均
收入。」, 「受講者がそれを売上高で割って計算します。」), and an aim of comparing closing the
request ("…, to benchmark against the other tenants", 「…，以便和其他租户对比」) or opening
it in Japanese (「研修で利益率を計算させたいので、」): the one figure asked is answered,
never refused as a derived figure.

What still refuses: a comparison or a change the request itself asks, a sentence
comparing with a year or a market the request does not name, a figure left out, a part
of the business compared.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._names import Mention
from ragspine_eval_pipeline.engine._others_work import comparing_aims, others_work
from ragspine_eval_pipeline.kb.analysis import Word
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, TODAY, ask, assert_figure, assert_refused


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Hong Kong headcount for FY2024, please. The class will divide revenue by it.", None),
        (
            "What was Japan's net profit in FY2024? My trainees will compare it with revenue.",
            8600.0,
        ),
        (
            "They want to benchmark it market by market. What was Japan's net profit in FY2024?",
            8600.0,
        ),
        ("日本2024财年的净利润是多少？学员要拿它和收入一起算利润率。", 8600.0),
        ("日本2024财年的净利润是多少？他们想对照自己那年的销量。", 8600.0),
        ("日本事業の2024年度の純利益は？受講者がそれを売上高で割って計算します。", 8600.0),
        ("What was Macau's EBITDA in FY2024, to benchmark against the other tenants?", 612.0),
        ("澳门2024财年的EBITDA是多少，以便和其他租户对比？", 612.0),
        ("研修で利益率を計算させたいので、日本事業の2024年度の純利益を教えてください。", 8600.0),
        ("売上高と比べたいので、日本事業の2024年度の純利益を教えてください。", 8600.0),
    ],
)
def test_one_figure_asked_is_answered(
    kb: KnowledgeBase, question: str, value: float | None, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    if value is not None:
        assert_figure(answer, value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Macau's EBITDA in FY2024, to compare with FY2023?",
        "What was Macau's EBITDA in FY2024, to compare with Singapore?",
        "What was Macau's EBITDA in FY2024 compared with the other tenants?",
        "What was Macau's EBITDA in FY2024, for comparison with online?",
        "How much did Japan's revenue grow in FY2024? My students will compare it.",
        "澳门2024财年的EBITDA是多少，以便和2023财年对比？",
        "前年度と比べたいので、日本事業の2024年度の純利益を教えてください。",
        "香港と比べたいので、日本事業の2024年度の純利益を教えてください。",
        "オンラインと比べたいので、日本事業の2024年度の売上高を教えてください。",
    ],
)
def test_a_comparison_asked_is_still_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_refused(ask(kb, question, mode))


def _words(*surfaces: str) -> tuple[Word, ...]:
    return tuple(Word(s, s, True) for s in surfaces)


@pytest.mark.parametrize(
    ("text", "lang", "unknown", "read"),
    [
        ("the trainees will divide it by revenue", "en", ("trainees",), True),
        ("they want to compare it with the other markets", "en", (), True),
        ("i want to compare it", "en", (), False),
        ("we compare it market by market", "en", (), False),
        ("revenue compares poorly", "en", (), False),
        ("my boss will compare revenue excluding online", "en", ("boss",), False),
        ("我想对照一下", "zh", (), False),
        ("他们要算线上以外的部分", "zh", (), False),
        ("彼らはそれを前年と比べます", "ja", (), True),
        ("私がそれを前年と比べます", "ja", (), False),
    ],
)
def test_who_works_on_the_figure(
    text: str, lang: str, unknown: tuple[str, ...], read: bool
) -> None:
    assert others_work(text, lang, _words(*unknown)) is read


def test_an_aim_naming_a_kb_name_is_no_aim() -> None:
    text = "macau's ebitda, to compare with japan"
    japan = Mention("scope", "ACME_JP", text.index("japan"), len(text))
    assert comparing_aims(text, "en", [], TODAY) != []
    assert comparing_aims(text, "en", [japan], TODAY) == []
