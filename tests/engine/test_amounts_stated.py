"""A figure request never gets a passage stating another number.

A narrative answer to a clause asking an amount is allowed only where the passage writes
every year the question names and, when the clause names a KB metric, states that metric
beside a number. A request for a market's staff whose other words ("the shift plan for
the stores") reach a plan stating a region's population is asked which year it means; a
request for what the group earned in a year that reaches a paragraph on interest costs
is refused, and so is one reaching a paragraph whose sentences state no earned figure
(a metric the KB names with a word of earning) beside a number. Beside them, the numbers
a report does state stay answered.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._amounts import (
    asks_people,
    counts_people,
    names_years,
    states_metric,
    states_metric_in_a_sentence,
)
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask

HEADCOUNT_ALIASES = ("employees", "staff", "员工", "従業員")


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("The group had 731 employees at year end.", True),
        ("Staff numbers rose to 1,652.", True),
        ("澳门业务共有731名员工。", True),
        ("マカオ事業の従業員は731名です。", True),
        ("服务大湾区约8600万人口的消费市场。", False),  # a population, not the staff
        ("The plan serves a market of 86 million people.", False),
        ("Employees can apply for other posts.", False),  # the measure, but no number
    ],
)
def test_a_metric_is_stated_only_beside_a_number(text: str, held: bool) -> None:
    assert states_metric(HEADCOUNT_ALIASES, text) is held


def test_an_earned_figure_is_stated_in_one_sentence_with_its_number() -> None:
    earned = ("revenue", "EBITDA", "利润")
    assert states_metric_in_a_sentence(earned, "EBITDA reached 1,018 million US dollars.")
    assert not states_metric_in_a_sentence(
        earned, "Revenue grew. A rise in rates would add 9 million US dollars to interest cost."
    )
    assert states_metric_in_a_sentence(earned, "集团利润为263百万美元。")


def test_every_year_asked_must_be_written() -> None:
    assert names_years({2024}, "revenue rose in fy2024")
    assert not names_years({2024}, "by the end of fy2026")
    assert not names_years({2023, 2025}, "in 2025")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "metric"),
    [
        # a market's staff asked beside words that reach the Greater Bay Area plan
        ("我在做澳门门店的促销计划，澳门业务现在有多少员工？", "HEADCOUNT"),
        ("我在安排澳门门店的培训计划，澳门那边有多少员工？", "HEADCOUNT"),
        ("我在做香港门店的排班计划，香港业务大概有多少员工？", "HEADCOUNT"),
        ("香港门店的排班计划需要参考，香港有多少员工？", "HEADCOUNT"),
        ("澳门门店的排班计划里写了澳门有多少员工？", "HEADCOUNT"),
        # what the group earned in a year, reaching the paragraph on interest costs
        ("集团2023年在扣掉利息、税和折旧之前赚了多少？", "EBITDA"),
        ("整个集团2024年在扣掉利息、税和折旧摊销之前赚了多少？", "EBITDA"),
        # an amount earned in the year a report is dated, reaching its interest-cost
        # paragraph (the year is in the report's title): no earned figure is stated there
        ("整个集团2025年在扣除利息、税和折旧摊销以前挣了多少？", "EBITDA"),
        ("集团2025年在扣掉利息、税和折旧之前赚了多少？", "EBITDA"),
        ("澳门度假村扩建以后，集团2025年多赚了多少？", None),
    ],
)
def test_a_figure_request_gets_no_passage_stating_another_number(
    kb: KnowledgeBase, mode: str, question: str, metric: str | None
) -> None:
    """Refused, asked, or answered with the fact of the measure asked: never a passage."""
    answer = ask(kb, question, mode)
    if answer.route == "numeric" and metric is not None:
        assert f" {metric} " in answer.answer, answer.answer
    else:
        assert answer.route in ("refuse", "clarify"), answer.answer
        assert answer.value is None


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "澳门门店的排班计划里写了澳门有多少员工？",
        "香港门店的排班计划里写着香港有多少员工？",
    ],
)
def test_a_metric_of_a_market_in_no_year_is_asked_which_year(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    """A plan the question cites states no staff figure: the fact is asked which year."""
    answer = ask(kb, question, mode)
    assert answer.route == "clarify"
    assert "FY2025" in answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc", "number"),
    [
        ("How many hours do we have to report a data breach?", "Data_Protection", "72"),
        ("数据泄露后要在多少小时内上报？", "Data_Protection", "72"),
        ("情報漏えいの際は何時間以内に報告が必要ですか？", "Data_Protection", "72"),
        ("社内公募制度は2025年度に何人が利用しましたか？", "Talent_Development", "150"),
        ("港澳青年实习计划每年招收多少人?", "GBA_Expansion", "200"),
        ("How many university scholarships did the ACME Foundation fund?", "ESG", "350"),
    ],
)
def test_a_number_a_passage_states_stays_answered(
    kb: KnowledgeBase, mode: str, question: str, doc: str, number: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert any(doc in source for source in answer.sources)
    assert number in answer.answer


PEOPLE_ALIASES = ("employees", "staff", "headcount", "workforce", "员工", "员工人数", "従業員")


@pytest.mark.parametrize(
    ("text", "counted"),
    [
        ("The group had 731 employees at year end.", True),
        ("Singapore employed 1,480 full-time staff.", True),
        ("The workforce stood at 8,074 in FY2025.", True),
        ("Headcount: 8,074.", True),
        ("员工总数为8074。", True),
        ("澳门业务共有731名员工。", True),
        ("2025年度には約150名がこの制度を利用しました。", True),
        # another number in a sentence holding the measure's word
        ("Employees contributed more than 20,000 volunteer hours in FY2025.", False),
        ("We give all employees at least 40 hours of training a year.", False),
        ("员工的培训时长为40小时。", False),
        ("每年招收约200名大学毕业生。", False),  # graduates counted, not the staff
        ("The scheme trains 200 graduates a year.", False),
        ("全従業員に年間40時間以上の研修機会を提供します。", False),
        ("服务大湾区约8600万人口的消费市场。", False),
    ],
)
def test_a_count_of_people_is_a_number_of_people(text: str, counted: bool) -> None:
    assert counts_people(PEOPLE_ALIASES, text) is counted


def test_a_count_of_people_doing_what_is_asked_must_say_it() -> None:
    text = "In FY2025, about 150 employees used the scheme to move into new roles."
    assert counts_people(PEOPLE_ALIASES, text, ("scheme",))
    assert not counts_people(PEOPLE_ALIASES, text, ("canteen",))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("How many employees does the group have?", True),
        ("How many people work in Macau?", True),
        ("员工人数是多少？", True),
        ("従業員は何人いますか？", True),
        ("How many hours of training do employees get?", False),
        ("How much training do the staff get in a year?", False),
        ("员工每年有多少小时的培训？", False),
    ],
)
def test_a_question_asks_a_number_of_people(question: str, people: bool) -> None:
    assert asks_people(PEOPLE_ALIASES, question) is people


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Just a quick one: how many employees does ACME have?",
        "Just a quick one, sorry: roughly how many employees does ACME have across the group?",
        "Quick one, sorry: how many employees does ACME have in all?",
        "简单问一下，ACME一共大概有多少员工？",
        "ちょっと伺いますが、ACMEの従業員は全部で何人くらいですか？",
    ],
)
def test_a_headcount_asked_is_never_a_passage_counting_something_else(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    """Answered with the headcount fact, asked which year, or refused: never a passage."""
    answer = ask(kb, question, mode)
    if answer.value is not None:
        assert " HEADCOUNT " in answer.answer, answer.answer
    else:
        assert answer.route in ("refuse", "clarify"), answer.answer
