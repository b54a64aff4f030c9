"""Who asks, what they are doing and what they want to see, said around a request.

A lead-in fragment naming the asker's team or function ("treasury team here -",
"Payroll budget query:"), a self-introduction opened by a greeting ("Hi, I'm the finance
lead for Hong Kong and …"), the asker's own activity with its subject unsaid, including
a verb of making with its particle ("Writing up the board memo -", "Putting together the
budget model -") or an -ing form the dictionary lacks ("Prepping the board deck -"), a
noun of the one who employs ("an *employer* survey": no headcount), and the asker's aim
about their own side ("Trying to see how our payroll tracks against the top line") are
context: the request is answered. A market named only in the asker's activity is what a
request naming none is about ("prepping the Singapore memo - what was the EBITDA
there?").

Neighbours still refuse: a team, a label or an aim naming a part of the business or a
market the KB lacks ("wholesale team here", "Online sales question", "how the online
business has grown"), a verb of splitting ("Breaking out the online revenue"), a word
written onto the market carried ("the Singapore online memo"), and a part written onto
the figure's generic name in the asker's words ("present the *online* numbers").

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
        # who asks: a self-introduction after a greeting, a team or function said as a label
        (
            "Hi, I'm the finance lead for Hong Kong and I'm putting together the budget pack. "
            "What was Hong Kong's EBITDA in FY2024?",
            431.0,
        ),
        ("treasury team here - what was Singapore's revenue in FY2024?", 915.0),
        ("legal team here - how many staff did Macau have in FY2024?", 688.0),
        ("Treasury question - what was Singapore's revenue in FY2024?", 915.0),
        ("Payroll budget query: how many staff did Japan have in FY2024?", 2284.0),
        # what the asker is doing, its subject unsaid
        ("Writing up the board memo - what was Singapore's revenue in FY2024?", 915.0),
        ("Putting together the budget model - what was Japan's EBITDA in FY2024?", 19900.0),
        ("Prepping the board deck for the CFO - what was Singapore's revenue in FY2024?", 915.0),
        (
            "running an employer survey in Singapore - how many staff did Singapore have in "
            "FY2024?",
            1566.0,
        ),
        # what the asker means to see for themselves, about their own side
        (
            "Trying to see how our payroll tracks against the top line. What was Japan's "
            "revenue in FY2024?",
            103200.0,
        ),
        (
            "I'm trying to see how the team has grown. How many staff did Macau have in FY2024?",
            688.0,
        ),
        # the market the asker's activity names is the one a request naming none asks about
        (
            "prepping the Singapore memo for the auditors - what was the EBITDA there in FY2024?",
            226.0,
        ),
        # the same context said in Japanese
        ("給与チームです。シンガポールの2024年度の売上高は？", 915.0),
    ],
)
def test_who_asks_what_they_do_and_their_aim_are_context(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
def test_a_market_carried_from_the_activity_still_asks_which_profit(
    kb: KnowledgeBase, mode: str
) -> None:
    answer = ask(
        kb, "drafting the Hong Kong note for the board - what was profit there in FY2024?", mode
    )
    assert (answer.route, answer.clarification, answer.value) == ("clarify", "ask_first", None)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a team, a label or an aim naming a part of the business
        "wholesale team here - what was Singapore's revenue in FY2024?",
        "beverage team here - what was Singapore's revenue in FY2024?",
        "Online sales question - what was Singapore's revenue in FY2024?",
        "Franchise question - what was Singapore's revenue in FY2024?",
        "I'm trying to see how the online business has grown. How many staff did Macau have in "
        "FY2024?",
        "Trying to see how the franchise stores are doing. What was Japan's revenue in FY2024?",
        "Trying to see how much of it comes from online. What was Japan's revenue in FY2024?",
        # a verb of splitting, a word onto the market carried, a market the KB lacks
        "Breaking out the online revenue - what was Singapore's revenue in FY2024?",
        "Splitting out the franchise stores - what was Singapore's revenue in FY2024?",
        "prepping the Singapore online memo for the auditors - what was the EBITDA there in "
        "FY2024?",
        "prepping the Taiwan memo for the auditors - what was the EBITDA there in FY2024?",
        # a request naming the company takes no market from the asker's activity
        "prepping the Japan slide - what was ACME's revenue in FY2024?",
        # a part written onto the figure's generic name in the asker's words
        "I've been asked to present the online numbers. What was Japan's revenue in FY2024?",
        "What was Japan's revenue in FY2024? I've been asked to present the online numbers.",
        "We need the franchise figures for the board. What was Japan's revenue in FY2024?",
        "I've been asked to present the part-time numbers. How many staff did Japan have in "
        "FY2024?",
        # the same parts said in Chinese and Japanese
        "线上团队这边，新加坡2024财年的收入是多少？",
        "我们在准备线上的数字。日本业务2024财年的收入是多少？",
        "オンライン売上の資料を作っています。日本事業の2024年度の売上高は？",
    ],
)
def test_a_part_or_an_unknown_market_in_them_still_refuses(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # a word describing the numbers, a measure's word, a KB name onto them
        (
            "I've been asked to present the key numbers. What was Japan's revenue in FY2024?",
            103200.0,
        ),
        (
            "I've been asked to present the Japan numbers. What was Japan's revenue in FY2024?",
            103200.0,
        ),
        (
            "I've been asked to present the net numbers. What was Singapore's net profit in "
            "FY2023?",
            98.0,
        ),
        (
            "I'm presenting the gross numbers to the board. What was Singapore's gross margin in "
            "FY2024?",
            38.1,
        ),
    ],
)
def test_numbers_described_or_named_by_the_kb_name_no_part(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # what the asker's work is and whom it is for, said after the request
        ("What was Japan's revenue in FY2024? need something quick for the board deck", 103200.0),
        ("How many staff did Macau have in FY2024? induction deck for new joiners", 688.0),
        (
            "How many staff did Japan have in FY2024? Need it for a 5-year headcount trend chart.",
            2284.0,
        ),
        # the same said in Chinese and Japanese
        ("澳门2025财年的收入是多少？新员工入职培训材料用。", 2884.0),
        ("日本事業の2024年度の従業員数は？新入社員向けの研修資料用です。", 2284.0),
    ],
)
def test_the_askers_work_after_the_request_is_context(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # "something" said of a part, a part heading the work, a count of things
        "What was Macau's revenue in FY2025? need something on the franchise stores",
        "What was Macau's revenue in FY2025? need something online for the deck",
        "How many staff did Japan have in FY2024? franchise deck for new hires",
        "How many staff did Japan have in FY2024? new hires",
        "How many staff did Japan have in FY2024? Need it for 3 stores.",
        # the same said in Chinese
        "澳门2025财年的收入是多少？加盟店的材料用。",
    ],
)
def test_a_part_in_that_work_still_refuses(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # which things the figure counts in or leaves out, said as a clause of its own
        "What was Japan's headcount (franchise stores included) in FY2023?",
        "What was Japan's headcount, franchise stores included, in FY2023?",
        "What was the group's headcount (online stores combined) in FY2023?",
        "What was Japan's revenue in FY2023, duty free aside?",
        # the same said in Chinese and Japanese
        "日本业务2023财年的员工人数是多少（含加盟店）？",
        "日本事業の2023年度の従業員数（フランチャイズ店舗を除く）は？",
    ],
)
def test_things_counted_in_or_out_narrow_the_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # every market counted together is the group said again
        ("What was the group's revenue in FY2023, all markets added up?", 3334.0),
        ("What was the group's headcount (all markets combined) in FY2023?", 7450.0),
        ("集团2023财年所有市场合计的员工人数是多少？", 7450.0),
    ],
)
def test_every_market_counted_together_is_the_group(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # business said short
        ("how's the Hong Kong biz looking on gross margin in FY2024?", 42.0),
        # what the asker means to show, told as their story
        (
            "What was Japan's revenue in FY2024? wanna show the cost-saving story is paying off",
            103200.0,
        ),
        # the company said whole, courtesy in a word, a note asking for the very figure
        (
            "Hi, I've been asked to introduce the company to the new cohort with a few key "
            "numbers. What was the group's revenue in FY2024? Sorry, I'm new to this.",
            3564.0,
        ),
        (
            "I'm writing up the Japan page and my manager just wrote 'add revenue for FY2024' "
            "on it. What was Japan's revenue in FY2024?",
            103200.0,
        ),
        # the same said in Chinese and Japanese
        ("我在写日本那一页，经理刚写了“加上2024财年的收入”。日本2024财年的收入是多少？", 103200.0),
        ("すみません。日本事業の2024年度の売上高を教えてください。", 103200.0),
    ],
)
def test_stories_notes_and_courtesy_around_the_request_are_context(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "what was revenue for the Singapore online biz in FY2024?",
        "What was Japan's revenue in FY2024? want to show the online business is paying off",
        "I'm writing up the Japan page and my manager just wrote 'add online revenue' on it. "
        "What was Japan's revenue in FY2024?",
        "Hi, I've been asked to introduce the company to the new cohort. What was the group's "
        "revenue in FY2024? Sorry, online only.",
        # the same said in Chinese and Japanese
        "我在写日本那一页，经理刚写了“加上线上收入”。日本2024财年的收入是多少？",
        "日本事業の2024年度の売上高を教えてください。すみません、オンラインだけです。",
    ],
)
def test_a_part_beside_them_still_refuses(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # the wording of the asker's own line of copy, quoted before its noun
        (
            "drafting a 'our X thousand staff make it happen' headline for the careers page - "
            "how many staff did the group have in FY2024?",
            7783.0,
        ),
        # the same said in Japanese
        (
            "「私たちはX千人の仲間です」というコピーを作っています。グループの2024年度の従業員数は？",
            7783.0,
        ),
    ],
)
def test_the_wording_of_the_askers_copy_is_context(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "need an 'online sales' line for the deck - what was Hong Kong's revenue in FY2024?",
        "need a 'we're X thousand online staff strong' line for the brand film - how many staff "
        "did the group have in FY2024?",
        "品牌片要一句“我们有X千名线上员工”的文案，集团2024财年员工总数是多少？",
    ],
)
def test_a_part_in_that_copy_still_refuses(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # where the very figure asked comes from, said after its name in the asker's words
        "My boss said to add revenue from franchise stores. What was Japan's revenue in FY2024?",
        "I'm checking the headcount in the stores. How many staff did Japan have in FY2024?",
        "We exclude revenue from franchise stores. What was Japan's revenue in FY2024?",
        "My manager wrote 'add revenue for Q1' on it. What was Japan's revenue in FY2024?",
        # the same said in Chinese and Japanese
        "老板说要加上加盟店的收入。日本2024财年的收入是多少？",
        "上司に加盟店の売上を足すように言われました。日本事業の2024年度の売上高は？",
    ],
)
def test_a_part_said_after_the_metric_in_the_askers_words_refuses(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_the_metric_in_the_askers_own_work_names_no_part(kb: KnowledgeBase, mode: str) -> None:
    question = "I'm checking the revenue in my deck. What was Japan's revenue in FY2024?"
    assert_figure(ask(kb, question, mode), 103200.0)
