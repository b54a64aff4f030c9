"""KB names typed as they sound or run together: a letter dropped, a slip beside the
other words of a name, a name written as one word, a character of a Chinese or a Japanese
name chosen wrongly by the input method (``engine/_spelling.py``, ``engine/_names.py``,
``engine/_homophones.py``), and a verb of asking left in hiragana (``engine/_kana_verbs.py``).

What is read, and said in the answer:

* a word of four letters that is a name word of five with one letter dropped, where no
  other word is as likely a slip of the fingers ("japn": japan, never "jan", p being no
  key beside a or n);
* a misspelt word beside the other words of its name, spelt as they are ("net proft",
  "gross margn"), though it could be a slip for another word alone ("prof");
* a scope's or a metric's name of two or three words written as one ("grossmargin",
  "staffcount", the way a sheet or a field is named);
* a Chinese name with one character changed for one of the same pinyin, tone included
  (净利闰, 毛利律), a Japanese one for one read the same but for a long vowel (授業員数,
  純利液);
* 「おしえて」, 「みせて」 as 「教えて」, 「見せて」.

What still refuses: "proft" alone (as likely "prof"), a four-letter word that drops no
letter of a name ("Japm"), a name run into a word the KB lacks ("revenuegrowth"), a
phrase run together ("ringup"), a character of another tone (毛利旅, 总收如), a character
before a name (静收入), another real name (净利率), a character that belongs to a word of
the text (员工述职); a word of letters is no emoticon ("xoo", ``engine/_chat.py``).
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._homophones import Homophones
from ragspine_eval_pipeline.engine._kana_verbs import asking_verbs_in_kanji
from ragspine_eval_pipeline.engine._spelling import slip
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure, fact_value

READ = [
    ("what was japn headcount in fy2023", "ACME_JP", "HEADCOUNT", "FY2023", "japn"),
    ("hong kong net proft fy2023", "ACME_HK", "NET_PROFIT", "FY2023", "net proft"),
    ("singapore gross margn fy2024", "ACME_SG", "GROSS_MARGIN", "FY2024", "gross margn"),
    ("hk grossprofitmargin fy2024", "ACME_HK", "GROSS_MARGIN", "FY2024", "grossprofitmargin"),
    ("japan staffcount fy2023", "ACME_JP", "HEADCOUNT", "FY2023", "staffcount"),
    ("澳门2024财年净利闰是多少", "ACME_MO", "NET_PROFIT", "FY2024", "净利闰"),
    ("香港2023财年毛利律多少", "ACME_HK", "GROSS_MARGIN", "FY2023", "毛利律"),
    ("日本の2023年度の授業員数は？", "ACME_JP", "HEADCOUNT", "FY2023", "授業員数"),
    ("シンガポールの2024年度の純利液をおしえて", "ACME_SG", "NET_PROFIT", "FY2024", "純利液"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "scope", "metric", "period", "written"), READ)
def test_a_name_typed_as_it_sounds_is_read_and_said(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str, written: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, fact_value(kb, scope, metric, period), "none")
    assert written in answer.answer  # the answer says what it read


NOT_READ = [
    "hong kong proft fy2023",  # as likely "prof", no other word of its name beside it
    "What was Japm revenue in FY2024?",  # four letters, no letter of Japan dropped
    "hong kong revenuegrowth fy2024",  # a name run into a word the KB lacks
    "how much did macau ringup in fy2024",  # a phrase run together, no name
    "香港2023财年毛利旅多少",  # 旅 is lv3, 率 lv4
    "新加坡2024财年的总收如是多少",  # 如 is ru2, 入 ru4
    "香港2025财年的静收入是多少？",  # a character before a name: a kind of income
    "日本2024财年净利率是多少",  # a real name the KB lacks (net margin)
    "Macau xoo revenue FY2024?",  # letters, no face: "xo" and "o" are no emoticon's eyes
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", NOT_READ)
def test_what_only_resembles_a_name_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


def test_a_slip_is_a_key_dropped_swapped_or_beside() -> None:
    assert slip("japan", "japn")  # dropped
    assert slip("margin", "marign")  # swapped
    assert slip("payroll", "payrol")
    assert slip("patrol", "payrol")  # y beside t
    assert slip("prof", "proft")  # t beside f
    assert not slip("jan", "japn")  # p beside neither a nor n
    assert not slip("jain", "japn")  # p is no key beside i


def test_a_homophone_never_cuts_a_word_of_the_text() -> None:
    names = Homophones(["员工数", "净利润"])
    assert [h.name for h in names.find("日本净利闰多少")] == ["净利润"]
    assert names.find("香港员工述职情况") == []  # 述 of 述职, a report on one's work


@pytest.mark.parametrize("mode", MODES)
def test_a_verb_of_asking_in_hiragana_asks_as_in_kanji(kb: KnowledgeBase, mode: str) -> None:
    assert asking_verbs_in_kanji("件の対策おしえて") == "件の対策教えて"
    assert asking_verbs_in_kanji("数字をみせてください") == "数字を見せてください"
    assert asking_verbs_in_kanji("おしえる人") == "教える人"
    answer = ask(kb, "日本の2024年度EBITDAと、円安で仕入れコスト上がってる件の対策おしえて", mode)
    assert answer.route == "composite", answer.answer
    assert answer.value == fact_value(kb, "ACME_JP", "EBITDA", "FY2024")
