"""People asked of a market in the words of Chinese and Japanese speech are its headcount.

人员 is the Chinese writing of 人員 ("personnel", as the English alias is), counted as
多少人员; a team noun written straight after a market's name (「香港团队」, 「マカオのチーム」)
is that market's people, heading its phrase as 分公司 does; 「何人」 asked of a market
with no other noun counted is its people, as 多少人 is; 「私の担当」 ("the one in my
charge") names no market, so the engine asks which, as it does for "my market". A word the
KB lacks before the team or the count still owns the people counted or names a part of
them (「兼职团队」, 「销售团队」, 「会員は何人」, 「管理人员」): no value is given for those.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("How many personnel did the group have in FY2024?", 7783.0),
        ("集团2024财年一共有多少人员？", 7783.0),
        ("香港2023财年的人员是多少？", 3120.0),
        ("グループの2024年度の人員は何人ですか？", 7783.0),
    ],
)
def test_personnel_is_the_headcount(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("香港团队2024财年有多少人？", 3245.0),
        ("新加坡的团队2023财年一共有多少员工？", 1480.0),
        ("マカオのチームは2024年度に何人いましたか？", 688.0),
        ("シンガポールチームの2025年度の従業員数は？", 1652.0),
    ],
)
def test_a_team_written_onto_a_market_is_its_people(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("マカオって2024年度は何人くらいで回してたの？", 688.0),
        ("日本事業は2023年度、何名いましたか？", 2210.0),
        ("シンガポールは2025年度に何人いましたか？", 1652.0),
        # the same count asked in Chinese and English, read as before
        ("新加坡2025财年有多少人？", 1652.0),
        ("How many people did Singapore have in FY2025?", 1652.0),
    ],
)
def test_how_many_people_asked_of_a_market_is_its_headcount(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "私の担当拠点の2025年度の社員数を教えてください。",
        "自分の担当の拠点、2024年度の従業員数は何人でしたか？",
        "我负责的市场2025财年有多少员工？",
        "What was the headcount of the market I look after in FY2025?",
    ],
)
def test_a_market_in_the_askers_charge_is_asked_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "clarify", answer.answer
    assert answer.clarification == "ask_first", answer.answer
    assert answer.value is None


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a word the KB lacks before the team or the people names a part of them
        "香港兼职团队2024财年有多少人？",
        "香港销售团队2024财年有多少人？",
        "香港管理人员2024财年有多少？",
        "マカオのパートチームは2024年度に何人いましたか？",
        # or owns the people counted
        "マカオの会員は2024年度に何人いましたか？",
        "マカオの店舗には2024年度に何人いましたか？",
        # in the asker's charge, a part the KB lacks is still named
        "私の担当の免税店の2025年度の売上高を教えてください。",
        "How many people did the Hong Kong part-time team have in FY2024?",
    ],
)
def test_a_part_of_the_people_is_still_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # no market named: a count of anyone, asked which figure
        "2025年度は何人くらい使ったの？",
        # 何人か is "some people", asked of nothing
        "マカオでは何人か辞めましたか？",
    ],
)
def test_a_count_of_people_asked_of_no_market_names_no_headcount(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert ask(kb, question, mode).value is None
