"""A Japanese word borrowed into a Chinese question with no kana (「集团全体的粗利率」,
「集团的売上高」) leaves it Chinese when a character only simplified Chinese writes stands
in it (团, 这, 业): its 的 and its grammar are read as Chinese, so 全体的 is "of the whole"
and a part of the business said with it still refuses. A text in Japanese script alone
(「香港 2023年度 実績」) or with kana stays Japanese.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._language import detect_lang
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("集团全体的粗利率（毛利率）是多少％呢？", "zh"),
        ("这个业务的売上高", "zh"),
        ("香港 2023年度 実績 数字", "ja"),
        ("グループ全体の粗利率は？", "ja"),
        ("新加坡事業の去年的純利益はいくら？", "ja"),
    ],
)
def test_language_of_a_borrowed_word(text: str, lang: str) -> None:
    assert detect_lang(text) == lang


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("集团全体的粗利率（毛利率）是多少％呢？", 40.1),
        ("集团2024财年的売上高是多少？", 3564.0),
    ],
)
def test_borrowed_word_in_chinese_is_read(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["集团全体的线上粗利率是多少？", "集团2024财年加盟店的売上高是多少？"],
)
def test_part_beside_a_borrowed_word_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
