"""KB names typed through a Chinese pinyin input method and never converted (``engine/_ime.py``).

What is read, and said in the answer: a Latin word of four letters or more in a Chinese
question, no English word, spelling without tones the Chinese name of one scope or
metric (yingshou for 营收, yuangong for 员工, jinglirun for 净利润, maolilv for 毛利率).

What still refuses or asks: pinyin in an English or a Japanese question, pinyin of no
name, pinyin of a name two metrics share (lirun: EBITDA or net profit, asked), and a
character before a name that sounds as another name's would (静收入, as near 净收入): it
cannot be told from an unknown word beside a name. A homophone chosen inside a name
(净利闰, 毛利律) is read (``test_names_typed_as_they_sound``).
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._ime import PinyinNames, spelt
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_asks_first,
    assert_figure,
    assert_no_figure,
    fact_value,
)

READ = [
    ("澳门2023财年的yingshou多少", "ACME_MO", "REVENUE", "FY2023", "yingshou"),
    ("香港2023年yuangong人数", "ACME_HK", "HEADCOUNT", "FY2023", "yuangong"),
    ("日本2024财年jinglirun是多少", "ACME_JP", "NET_PROFIT", "FY2024", "jinglirun"),
    ("新加坡2025财年的maolilv是多少？", "ACME_SG", "GROSS_MARGIN", "FY2025", "maolilv"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "scope", "metric", "period", "written"), READ)
def test_pinyin_is_read_as_the_name_and_said(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str, written: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, fact_value(kb, scope, metric, period), "none")
    assert f"“{written}”" in answer.answer


NOT_READ = [
    "What was yingshou in FY2024?",  # pinyin outside a Chinese question
    "日本の2024年度のyingshouは？",  # nor in a Japanese one
    "集团2024财年的zhexiang是多少？",  # pinyin of no name
    "香港2025财年的静收入是多少？",  # an unknown word beside 收入, as near 净收入
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", NOT_READ)
def test_no_figure_from_what_is_no_pinyin_of_a_name(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_pinyin_of_a_name_two_metrics_share_is_asked(kb: KnowledgeBase, mode: str) -> None:
    assert_asks_first(ask(kb, "香港2024财年的lirun是多少", mode))


def test_pinyin_is_read_syllable_for_syllable_as_in_the_phrase() -> None:
    assert spelt("营收") == "yingshou"
    assert spelt("毛利率") == "maolilv"  # 率 read lv in the phrase, not shuai


def test_one_character_names_and_other_scripts_are_never_read() -> None:
    names = PinyinNames([("钱", (("metric", "REVENUE"),)), ("利润", (("metric", "NET_PROFIT"),))])
    assert names.read("qian", "多少qian") is None
    assert names.read("lirun", "香港lirun") == "利润"
    assert names.read("lirun", "香港のlirun") is None  # kana: a Japanese text
    assert names.read("lirun", "only English here") is None
