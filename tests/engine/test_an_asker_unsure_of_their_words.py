"""An asker unsure of part of their own question, who says so.

A half-remembered name ("the EBIT-something", 「毛啥率」, 「当期なんとか利益」) is a
pattern read against the KB's own names: answered where one name fits, asked which where
a name of the KB covers the several that fit, left to be refused where none fits or
nothing settles which. A chain of guessed markets closed by a correction settles on the
last; one left open settles nothing. Hedges on the asker's own words ("if memory serves",
「我记得」, 「うろ覚えですが」) change nothing asked.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_asks_first,
    assert_figure,
    assert_no_figure,
    fact_value,
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        ("What was the EBIT-something for Macau in FY2023?", "ACME_MO", "EBITDA", "FY2023"),
        ("Japan's head-something in FY2025, please.", "ACME_JP", "HEADCOUNT", "FY2025"),
        ("The gross-whatsit margin of Japan for FY2024?", "ACME_JP", "GROSS_MARGIN", "FY2024"),
        ("Macau: the something-count in FY2023?", "ACME_MO", "HEADCOUNT", "FY2023"),
        ("Singa-something, revenue, FY2023", "ACME_SG", "REVENUE", "FY2023"),
        ("日本2023财年的毛啥率是多少？", "ACME_JP", "GROSS_MARGIN", "FY2023"),
        ("日本2025财年员工什么数是多少？", "ACME_JP", "HEADCOUNT", "FY2025"),
        ("日本の2023年度の粗なんちゃら率を教えてください。", "ACME_JP", "GROSS_MARGIN", "FY2023"),
        ("日本の2024年度の従業なんとか数は？", "ACME_JP", "HEADCOUNT", "FY2024"),
    ],
)
def test_one_name_fits(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric"),
    [
        ("Macau's net whatsit for FY2023 - the net income, I believe?", "ACME_MO", "NET_PROFIT"),
        ("香港2023财年的净什么……净利润吧，是多少？", "ACME_HK", "NET_PROFIT"),
        ("日本の2023年度の売上なんたら、売上高だったかな、いくら？", "ACME_JP", "REVENUE"),
    ],
)
def test_the_askers_guess_settles_which(
    kb: KnowledgeBase, question: str, scope: str, metric: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, "FY2023"))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Macau's whatsit-profit, FY2023?",
        "澳门2023财年那个什么利润是多少？",
        "マカオの2023年度のなんたら利益はいくら？",
    ],
)
def test_two_names_fit_and_are_asked(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was the operating-something margin for Macau in FY2023?",
        "What was the net whatsit of Macau in FY2023?",
        "澳门2023财年的营业什么利润是多少？",
        "マカオの2023年度の営業なんとか利益は？",
        "What was the something-margin of the Macau online store in FY2023?",
    ],
)
def test_no_name_or_no_one_name_fits(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope"),
    [
        ("Japan? Or maybe Macau... actually, Japan. Its revenue for FY2023?", "ACME_JP"),
        ("日本？还是澳门来着……不对，是日本。2023财年的收入是多少？", "ACME_JP"),
        ("日本…いや、マカオだったっけ…いや、日本です。2023年度の売上高は？", "ACME_JP"),
    ],
)
def test_a_guess_closed_by_a_correction(
    kb: KnowledgeBase, question: str, scope: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, "REVENUE", "FY2023"))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Japan? Or was it Macau? What was its revenue for FY2023?",
        "日本？还是澳门来着？2023财年的收入是多少？",
        "日本…マカオだったかな…2023年度の売上高は？",
    ],
)
def test_a_guess_left_open_gives_no_figure(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric"),
    [
        ("If memory serves, Macau's EBITDA in FY2023 - what was it?", "ACME_MO", "EBITDA"),
        ("Unless I'm mistaken, what was the Japan headcount in FY2023?", "ACME_JP", "HEADCOUNT"),
        ("I'm quite sure it was FY2023. Macau's revenue that year?", "ACME_MO", "REVENUE"),
        ("What was Macau's revenue in FY2023 - roughly 1.2 billion?", "ACME_MO", "REVENUE"),
        ("我记得澳门2023财年的EBITDA，是多少？", "ACME_MO", "EBITDA"),
        ("要是我没记错的话，日本2023财年的员工人数是多少？", "ACME_JP", "HEADCOUNT"),
        ("澳门2023财年的收入应该是多少？", "ACME_MO", "REVENUE"),
        ("うろ覚えですが、マカオの2023年度のEBITDAはいくらですか？", "ACME_MO", "EBITDA"),
    ],
)
def test_a_hedge_changes_nothing(
    kb: KnowledgeBase, question: str, scope: str, metric: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, "FY2023"))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I'm fairly sure: how many staff did Macau have, FY2023 or FY2024, either one?",
        "If I recall correctly, what was Japan's online revenue in FY2024?",
        "我记得日本线上2024财年的收入是多少？",
    ],
)
def test_what_a_hedge_leaves_open_stays_open(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Macau's staff numbers in FY2024 -- or was it FY2025? -- what were they?",
        "日本——还是澳门？——2024财年的员工人数是多少？",
        "日本（それとも香港？）の2024年度の従業員数は？",
    ],
)
def test_the_other_of_two_in_an_aside_is_asked(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric"),
    [
        ("Japan's gross-something-something margin, FY2023?", "ACME_JP", "GROSS_MARGIN"),
        ("日本の従業員数、2023年度だったと思うんですが、何人でしたか？", "ACME_JP", "HEADCOUNT"),
        ("香港的员工人数……那个2023财年的，我记得是，多少人？", "ACME_HK", "HEADCOUNT"),
    ],
)
def test_more_ways_of_being_unsure(
    kb: KnowledgeBase, question: str, scope: str, metric: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, "FY2023"))


@pytest.mark.parametrize("mode", MODES)
def test_a_pause_before_a_correction_still_breaks(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "日本の売上高、2023年度の…やっぱりマカオでお願いします。", mode)
    assert_figure(answer, fact_value(kb, "ACME_MO", "REVENUE", "FY2023"))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "澳门2024财年的什么净利润是多少？",
        "澳门2024财年的啥EBITDA是多少？",
        "澳门2024财年的好像EBITDA是多少？",
    ],
)
def test_a_word_written_into_the_names_phrase_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    # The placeholder's only name is the one it stands in, so no guess settles it; a
    # hedge after 的 is a word of the noun's phrase.
    answer = ask(kb, question, mode)
    assert answer.value is None, (question, answer.route, answer.value)
