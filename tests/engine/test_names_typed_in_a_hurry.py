"""KB names typed in a hurry: misspelt, run together, or left in kana (``engine/_spelling.py``,
``engine/_names.py``).

What is read:

* a Latin word of five letters or more that no dictionary knows (neither the parts of
  speech nor wordfreq's list) and that is one edit from exactly one scope's or metric's
  name word, ten times as common as any other word one edit away: "revnue", "ebtida",
  "headcont", "net proift", "singapoer"; the answer says what it read;
* a Japanese name typed in hiragana and not converted, standing as a word of its own: a
  katakana name's letters (しんがぽーる, まかお) or how the display name is read
  (じゅんりえき, うりあげだか), and the year unit 年度 after a number (2024ねんど);
* question words typed without the apostrophe ("wats", "hows").

What still refuses: an English word, however near a name ("revenge", "headcase",
"Chiba", "Machu", "Jalan"); a word as likely a slip for another common word ("payrol":
patrol, "proft" alone: prof); a word between two names ("employes"); a word of four
letters but a dropped letter ("japn" is read, ``test_names_typed_as_they_sound``); two
edits ("revnu"); a name run together with a word the KB lacks ("revenuegrowth"); kana
inside a longer kana word (あたまかお).
"""

from __future__ import annotations

import pytest
from wordfreq import top_n_list

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._spelling import MISSPELT_LENGTH, one_edit
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from ragspine_eval_pipeline.kb.synthetic_vocabulary import EVAL_VOCABULARY
from tests.engine.asking import MODES, ask, assert_no_figure


def _fact_value(kb: KnowledgeBase, scope: str, metric: str, period: str) -> float:
    fact = kb.lookup_fact(scope, metric, period)
    assert fact is not None
    return fact.value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period", "written"),
    [
        ("singapore revnue for FY2023", "ACME_SG", "REVENUE", "FY2023", "revnue"),
        ("Japan ebtida FY2024?", "ACME_JP", "EBITDA", "FY2024", "ebtida"),
        ("hong kong headcont in 2023", "ACME_HK", "HEADCOUNT", "FY2023", "headcont"),
        ("macau net proift fy2024", "ACME_MO", "NET_PROFIT", "FY2024", "net proift"),
        ("singapoer gross margin FY2024", "ACME_SG", "GROSS_MARGIN", "FY2024", "singapoer"),
        ("wat was japan's revnue in fy2023", "ACME_JP", "REVENUE", "FY2023", "revnue"),
    ],
)
def test_a_misspelt_name_is_read_and_said(
    kb: KnowledgeBase,
    mode: str,
    question: str,
    scope: str,
    metric: str,
    period: str,
    written: str,
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "numeric", answer.answer
    assert answer.value == _fact_value(kb, scope, metric, period), answer.answer
    assert written in answer.answer  # the answer says what it read


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        ("しんがぽーるの2023年度の売上高は？", "ACME_SG", "REVENUE", "FY2023"),
        ("まかお 2024年度 じゅうぎょういんすう", "ACME_MO", "HEADCOUNT", "FY2024"),
        ("日本の2023年度のじゅんりえきはいくら", "ACME_JP", "NET_PROFIT", "FY2023"),
        ("ほんこんの2024ねんどのあらりりつ", "ACME_HK", "GROSS_MARGIN", "FY2024"),
        ("シンガポールの2023ねんどの純利益は？", "ACME_SG", "NET_PROFIT", "FY2023"),
    ],
)
def test_a_name_left_in_kana_is_read(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "numeric", answer.answer
    assert answer.value == _fact_value(kb, scope, metric, period), answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_question_words_without_the_apostrophe(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "wats the groups total headcount for fy2024", mode)
    assert answer.value == _fact_value(kb, "ACME_GROUP", "HEADCOUNT", "FY2024"), answer.answer
    asked = ask(kb, "hows revenue in our market for fy2024", mode)
    assert_no_figure(asked)
    assert asked.clarification == "ask_first", asked.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's revenge in FY2024?",  # an English word near "revenue"
        "What was Japan's headcase in FY2024?",  # near nothing, and a word
        "Chiba revenue FY2025?",  # a Japanese city, not China
        "Machu EBITDA for FY2024?",  # a place, not Macau
        "Jalan revenue FY2025",  # a word, not Japan
        "singapore payrol fy2024",  # as near "patrol"
        "hong kong proft fy2024",  # as near "prof", no other word of its name beside it
        "japan revnu fy2024",  # two edits
        "hong kong revenuegrowth fy2024",  # a name run into a word the KB lacks
        "What was the grope's revenue in FY2024?",  # near "group": never the group
    ],
)
def test_a_word_near_a_name_that_is_not_a_misspelling_stays_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None and answer.source is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "あたまかおの売上高は？",  # まかお inside a longer kana word
        "まかおの2026ねんどの売上高は？",  # the year read is still open
    ],
)
def test_kana_that_is_no_name_of_its_own_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None and answer.source is None, answer.answer


def test_no_common_english_word_is_read_as_a_name() -> None:
    """Every word of the 50,000 commonest English ones that is one edit from a KB name
    word is a word of its own: none is read as a misspelling."""
    spellings = Matcher(EVAL_VOCABULARY, misspellings=True).spellings
    assert spellings is not None
    names = spellings.readable
    near = [
        w
        for w in top_n_list("en", 50000)
        if len(w) >= MISSPELT_LENGTH and w.isalpha() and any(one_edit(w, n) for n in names)
    ]
    assert len(near) > 50  # the check reads something
    assert [w for w in near if spellings.read(w) is not None] == []


def test_a_misspelling_is_read_only_as_the_one_name_near_it() -> None:
    spellings = Matcher(EVAL_VOCABULARY, misspellings=True).spellings
    assert spellings is not None
    assert spellings.read("revnue") == "revenue"
    assert spellings.read("headcout") == "headcount"
    assert spellings.read("singapre") == "singapore"
    for word in ("revenge", "headcase", "chiba", "payrol", "proft", "employes", "jpan"):
        assert spellings.read(word) is None, word
