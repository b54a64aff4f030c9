"""A draft with a blank where the figure goes: "Our Singapore team grew to ___ people in
2024!", 「集团2025年员工人数突破___人！」, 「日本チームは2025年度に＿＿人に増えました！」.

The blank is the figure asked; a verb of change leading to it ("grew to", 「突破」,
「に増えました」) says the level reached, not a change. A change asked without a blank is
still refused, and a market the KB lacks in a draft is refused too.

Capital letters where a number stands ("US$XX million", 「XX百万美元」) are the blank, and
so is each time they are named again; where a name stands ("Company XX") they are not.
The request to fill ("please complete the gap", 「请把空白处填上」, 「空欄を1つ埋めて
ください」) and the place the draft is quoted from ("Cell C7 reads '…'") are no part of
the figure; a part, a market, a period or a unit the KB lacks still refuses, and so
does a second blank asking a change ("up ____%", 「同比增长____%」, 「前年比＿＿％増」).
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_refused

SG_HEADCOUNT_FY2024 = 1566.0
GROUP_HEADCOUNT_FY2025 = 8074.0
JP_HEADCOUNT_FY2025 = 2301.0
HK_REVENUE_FY2024 = 1596.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "Our Singapore team grew to ___ people in 2024! What number goes there?",
            SG_HEADCOUNT_FY2024,
        ),
        ("Draft: Singapore reached ___ employees in FY2024 🎉", SG_HEADCOUNT_FY2024),
        ("文案：集团2025年员工人数突破___人！这里填多少？", GROUP_HEADCOUNT_FY2025),
        ("香港2024财年收入达到___百万美元", HK_REVENUE_FY2024),
        ("日本チームは2025年度に＿＿人に増えました！", JP_HEADCOUNT_FY2025),
        ("シンガポールチームは2024年度に___人になりました！数字を教えて", SG_HEADCOUNT_FY2024),
    ],
)
def test_the_blank_of_a_draft_is_the_figure_asked(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How much did Hong Kong revenue grow in FY2025?",
        "Our Taiwan team grew to ___ people in 2024!",
        "台湾2025年员工人数突破___人！",
        "台湾チームは2025年度に___人になりました！",
    ],
)
def test_a_change_or_an_unknown_market_is_still_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))


SG_EBITDA_FY2024 = 226.0
HK_NET_PROFIT_FY2024 = 240.0
JP_REVENUE_FY2024 = 103200.0
MO_EBITDA_FY2024 = 612.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # Capital letters where the digits go, named again by the question after the draft.
        (
            "Slide text: 'Singapore EBITDA FY2024 = US$XX million'. Which number replaces XX?",
            SG_EBITDA_FY2024,
        ),
        ("Hong Kong net profit for FY2024 was XXX.", HK_NET_PROFIT_FY2024),
        ("Group headcount FY2025: X,XXX employees", GROUP_HEADCOUNT_FY2025),
        ("香港2024财年净利润：XXX百万美元，XXX应该是多少？", HK_NET_PROFIT_FY2024),
        ("日本事業の2024年度売上高はXX百万円です。XXの値は？", JP_REVENUE_FY2024),
    ],
)
def test_letters_where_a_number_stands_are_the_blank(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # Letters where a name stands are a name left unsaid: another company, refused.
        "What was Company XX's revenue in FY2024?",
        "XX公司2024财年收入是多少？",
        "XX社の2024年度売上高は？",
    ],
)
def test_letters_where_a_name_stands_are_no_blank(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # The request to fill, in brackets, as a sentence or as a lead-in with a count.
        ("Singapore EBITDA FY2024: ____ USD million (please complete the gap)", SG_EBITDA_FY2024),
        (
            "Hong Kong net profit FY2024 = ____. What figure should replace the blank?",
            HK_NET_PROFIT_FY2024,
        ),
        ("澳门2024财年EBITDA：＿＿百万港元（请把空白处填上）", MO_EBITDA_FY2024),
        ("日本の2024年度売上高：＿＿百万円（空欄に数値を記入してください）", JP_REVENUE_FY2024),
        ("空欄を1つ埋めてください：マカオの2024年度EBITDA＿＿百万香港ドル", MO_EBITDA_FY2024),
        # The place in the asker's form the draft is quoted from.
        ("Cell C7 reads 'Group headcount FY2025: [   ]'", GROUP_HEADCOUNT_FY2025),
        (
            "Report form field 'Hong Kong net profit FY2024: (   ) USD million'",
            HK_NET_PROFIT_FY2024,
        ),
        (
            "The sheet has a row labelled 'Singapore EBITDA FY2024: ____'. Fill it in please.",
            SG_EBITDA_FY2024,
        ),
    ],
)
def test_the_request_to_fill_a_blank_and_its_place_are_no_part_of_the_figure(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # A market, a part, a period or a unit the KB lacks stays in the draft or its frame.
        "Form field 'Taiwan revenue FY2024: [   ] USD million' — please fill it in.",
        "The franchise row reads 'Japan revenue FY2024: ____'",
        "Hong Kong net profit FY2024 = ____ (fill it in for the online stores)",
        "Group revenue H1 FY2025: X,XXX USD million. What number replaces X,XXX?",
        "Hong Kong net profit FY2024 in euros = ____. Please fill in the blank.",
        "台湾2024财年净利润：XX百万美元，请填空",
        "集团2026财年收入：XX百万美元（请填写）",
        "香港2024财年线上收入为＿＿百万美元（请补全）",
        "大阪店の2024年度売上高：XX百万円（空欄を埋めてください）",
        # A part named in the request to fill stays with it.
        "Fill in the blank for the franchise stores: Japan revenue FY2024 ____ JPY million",
        "请填写加盟店的数字：日本2024财年收入＿＿百万日元",
        "フランチャイズ店の分で空欄を埋めてください：日本の2024年度売上高＿＿百万円",
    ],
)
def test_a_blank_of_what_the_kb_lacks_is_still_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # A word several figures share, or no market, still asks which.
        "Cell B4 reads 'Revenue FY2024: ____'. Fill it in.",
        "集团2025财年利润：XX百万美元，XX应该填多少？",
        "日本の2024年度の利益：XX百万円。XXに入る数字は？",
    ],
)
def test_a_blank_of_an_ambiguous_figure_still_asks(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


GROUP_REVENUE_FY2024 = 3564.0
SG_GROSS_MARGIN_FY2024 = 38.1


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # Underscores in a row are a blank, never Markdown's bold marks.
        ("集团2024财年收入____百万美元。", GROUP_REVENUE_FY2024),
        # A Japanese blank before a unit asks, apart from the metric's name.
        ("シンガポールの2024年度の粗利益率は＿＿％です。", SG_GROSS_MARGIN_FY2024),
    ],
)
def test_a_blank_before_a_unit_is_the_figure_asked(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # Every blank of a draft is asked: a second one for a change refuses the whole.
        "Group revenue FY2024 was ____ USD million, up ____% year on year.",
        "集团2024财年收入____百万美元，同比增长____%。",
        "グループの2024年度売上高は＿＿百万米ドル、前年比＿＿％増でした。",
    ],
)
def test_a_second_blank_asking_a_change_is_never_dropped(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))
