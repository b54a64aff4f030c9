"""Words that say again what a request already names, and names several markets share.

A sentence beside a figure request that names only the request's own year, scope or
metric again, beside what the asker does with the figure (checks it against a working
paper, puts it in an audit plan), adds nothing: the figure is answered, or asked back
when the request leaves its market or measure open. The basis a figure is counted on
(口径) and "so-called" (いわゆる, 所谓) say how a name is meant, nothing more. A name the
vocabulary lists under several markets (港澳业务, 海外事業, "overseas business") called by
another noun for a part of a business (分部, セグメント, "segment") names the same markets,
so the figure is asked which.

Neighbours still refuse or ask: another year, a part of a year, a qualifier or a place
the KB lacks in the sentence said again, a word the KB lacks before 口径, a shared name
followed by a word the KB lacks.

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
        ("新加坡2024财年的净利润是多少（美元口径）？", 112.0),
        ("日本事業の2024年度の売上高、いわゆるトップラインはいくらですか。", 103200.0),
        (
            "新加坡2024财年的收入是多少？我们要跟管理层报表核对一下，指的是2024财年、新加坡口径。",
            915.0,
        ),
        (
            "日本事業の2024年度の売上高はいくらですか。監査調書に2024年度の数字を書きたいのですが。",
            103200.0,
        ),
        (
            "What was Singapore's EBITDA in FY2025? Tying it to the lender pack - that is "
            "FY2025, Singapore only.",
            247.0,
        ),
    ],
)
def test_names_and_years_said_again_are_context(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "澳门业务的2024财年业绩怎么样？我们要跟审计底稿核对2024财年的数字。",
        "香港事業の2025年度の実績はどうでしたか。監査調書に2025年度の数字を書きたいのですが。",
        "How did Macau do in FY2024? We are putting the FY2024 number in the audit file.",
        "请问2025财年的EBITDA是多少？我们要跟贷款方材料里的数字核对，2025财年的。",
    ],
)
def test_a_request_left_open_beside_words_said_again_is_asked_back(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "clarify", answer.answer
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "海外セグメントの2025年度のEBITDAは？",
        "港澳分部2024财年的收入是多少？",
        "What was the revenue of the overseas segment in FY2024?",
        "What was the headcount of the international division in FY2025?",
    ],
)
def test_a_shared_name_called_by_another_part_noun_is_asked_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "clarify", answer.answer
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a word the KB lacks before 口径, a qualifier beside the year said again
        "香港2024财年调整后口径的EBITDA是多少？",
        "新加坡2024财年的收入是多少？指的是门店的，2024财年。",
        "What was Singapore's EBITDA in FY2025? Adjusted, FY2025.",
        # another year, a part of a year, a place the KB lacks
        "新加坡2024财年的收入是多少？我们要和底稿核对，2025财年的。",
        "What was Singapore's EBITDA in FY2025? We are tying it to the lender pack, FY2025 Q3.",
        "新加坡2024财年的收入是多少？我们要和底稿核对，2024财年台湾的。",
        "日本事業の2024年度の売上高はいくらですか。監査調書に2024年度の第3四半期の数字を書きたい。",
        # a shared name followed by a word the KB lacks; a place the KB lacks
        "海外加盟店の2024年度売上高は？",
        "What was the revenue of the overseas franchise segment in FY2024?",
        "台湾分部2024财年的收入是多少？",
        "タイセグメントの2024年度売上高は？",
    ],
)
def test_qualifiers_other_years_and_unknown_places_still_refuse(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # a sentence opened by "For the …" that asks is the request, never a lead-in, and
        # a unit accepted after it is the unit asked
        (
            "For the Japan business, what net profit did they report in FY2024? Yen is fine, "
            "I'll translate it myself.",
            8600.0,
        ),
        ("澳门业务2024财年的EBITDA是多少？港币就行，我自己换算。", 612.0),
        ("日本事業の2024年度の純利益はいくらですか。円で大丈夫です、自分で換算します。", 8600.0),
    ],
)
def test_a_unit_accepted_is_the_unit_asked(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "For the Japan business, what net profit did they report in FY2024? Online is fine, "
        "I'll sort it myself.",
        "What revenue did Singapore book in FY2024? Online works.",
        "澳门业务2024财年的EBITDA是多少？线上的就行，我自己换算。",
    ],
)
def test_a_part_accepted_still_refuses(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))
