"""KB names typed through a Chinese pinyin input method and left wrong (``engine/_ime.py``).

What is read, and said in the answer:

* a homophone picked from the candidate list in place of one character of a scope's or
  a metric's Chinese name of two characters or more (净利闰 for 净利润, 毛利律 for 毛利率,
  源工人数 for 员工人数), where jieba's dictionary holds no such word;
* pinyin never converted, four letters or more, in a Chinese question (yingshou for 营收,
  yuangong for 员工, jinglirun for 净利润).

What still refuses or asks: a homophone that is a word of its own (营利 "for profit",
收人), two characters changed, a one-character name's homophone, pinyin in an English
or a Japanese question, an English word, and pinyin of a name shared by two metrics
(lirun: EBITDA or net profit, asked).
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._ime import Slips, readings, spelt
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_no_figure


def _value(kb: KnowledgeBase, scope: str, metric: str, period: str) -> float:
    fact = kb.lookup_fact(scope, metric, period)
    assert fact is not None
    return fact.value


READ = [
    ("新加坡2025财年净利闰多少", "ACME_SG", "NET_PROFIT", "FY2025", "净利闰"),
    ("日本2023财年毛利律是多少？", "ACME_JP", "GROSS_MARGIN", "FY2023", "毛利律"),
    ("香港2024财年的源工人数", "ACME_HK", "HEADCOUNT", "FY2024", "源工人数"),
    ("澳门2023财年的yingshou多少", "ACME_MO", "REVENUE", "FY2023", "yingshou"),
    ("香港2023年yuangong人数", "ACME_HK", "HEADCOUNT", "FY2023", "yuangong"),
    ("日本2024财年jinglirun是多少", "ACME_JP", "NET_PROFIT", "FY2024", "jinglirun"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "scope", "metric", "period", "written"), READ)
def test_a_slip_is_read_as_the_name_and_said(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str, written: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, _value(kb, scope, metric, period), "none")
    assert f"“{written}”" in answer.answer


NOT_READ = [
    "集团2024财年的营利是多少？",  # 营利 ("for profit") is a word of its own
    "新加坡2024财年的收人是多少？",  # 收人 is in the dictionary
    "新加坡2024财年的源攻人数是多少？",  # two characters changed
    "What was yingshou in FY2024?",  # pinyin outside a Chinese question
    "日本の2024年度のyingshouは？",  # nor in a Japanese one
    "集团2024财年的zhexiang是多少？",  # pinyin of no name
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", NOT_READ)
def test_no_figure_from_what_is_no_slip_of_a_name(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_pinyin_of_a_name_two_metrics_share_is_asked(kb: KnowledgeBase, mode: str) -> None:
    assert_asks_first(ask(kb, "香港2024财年的lirun是多少", mode))


def test_readings_ignore_tones_and_keep_every_reading() -> None:
    assert readings("率") >= {"lv", "shuai"}
    assert readings("润") == readings("闰")
    assert spelt("营收") == "yingshou"


def test_one_character_names_and_the_group_are_never_read() -> None:
    slips = Slips([("钱", (("metric", "REVENUE"),)), ("利润", (("metric", "NET_PROFIT"),))])
    assert slips.homophones("浅") == []
    assert slips.homophones("利闰") == [(0, 2, "利润")]
    assert slips.homophones("利闰です") == []  # kana: a Japanese text
    assert slips.spelt_in_letters("lirun", "利闰") == "利润"
    assert slips.spelt_in_letters("lirun", "only English here") is None


def test_a_slip_begins_and_ends_on_the_texts_word_boundaries() -> None:
    slips = Slips([("大湾区地区", (("scope", "ACME_HK"),))])
    assert slips.homophones("大湾区的区域配送中心") == []  # 的 and 区 of 区域: no slip
    assert slips.homophones("大湾区的区") == [(0, 5, "大湾区地区")]
