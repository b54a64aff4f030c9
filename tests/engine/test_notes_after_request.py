"""Notes under a request, in all three languages: read as sentences of the request.

What is read (``engine/_notes.py``): a line after the request opened by a reference mark
("*", "†", 「※」, 「＊」) or a note's label ("NB:", "Note 2:", "Correction:", 「注：」, 「备注：」,
「備考：」), and the mark on the request's word ("FY2024*") or a pointer to the note
("(see note 2)", 「（见注）」). The marks go; the note is read as a sentence after the
request: a year or a market narrows it, a correction moves its year, a wish on the reply's
form, a notice restricting who sees the answer, "no hurry" and "no breakdown needed" are
passed over, a note saying the group is all the markets together says the group again.

What still asks or refuses: a basis the KB lacks (one-offs excluded, restated, adjusted), a
part of a year, a part of the business, a place the KB lacks, a year not yet closed and a
group said to be only some markets; a note is never read where no note is marked.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._names import matcher_for, vocabulary_key
from ragspine_eval_pipeline.engine._notes import without_note_marks
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_figure,
    assert_no_figure,
    assert_refused,
    fact_value,
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        ("Macau revenue for FY2024, please*\n*internal use only", "ACME_MO", "REVENUE", "FY2024"),
        (
            "What was Japan's EBITDA in FY2023?\nNB: not for distribution, no hurry",
            "ACME_JP",
            "EBITDA",
            "FY2023",
        ),
        (
            "Hong Kong EBITDA FY2025 (see note 2)\n\n"
            "Note 2: just the total, no breakdown by store needed.",
            "ACME_HK",
            "EBITDA",
            "FY2025",
        ),
        (
            "Singapore gross margin in FY2024?†\n†for an internal deck, nothing external",
            "ACME_SG",
            "GROSS_MARGIN",
            "FY2024",
        ),
        (
            "澳门2024财年的EBITDA是多少？\n备注：仅供内部参考，请勿外传",
            "ACME_MO",
            "EBITDA",
            "FY2024",
        ),
        (
            "日本2024财年的员工人数？＊\n＊注：只要总数，不需要按部门拆分",
            "ACME_JP",
            "HEADCOUNT",
            "FY2024",
        ),
        ("香港2023财年的净利润（见注）\n注：不急，有空再回", "ACME_HK", "NET_PROFIT", "FY2023"),
        (
            "マカオの2024年度のEBITDAは？\n※社外秘、転送しないでください",
            "ACME_MO",
            "EBITDA",
            "FY2024",
        ),
        (
            "日本の2024年度の従業員数は？※\n※合計だけで、部門別の内訳は不要です",
            "ACME_JP",
            "HEADCOUNT",
            "FY2024",
        ),
        (
            "シンガポールの2023年度の売上高を教えてください。\n注：急ぎではありません",
            "ACME_SG",
            "REVENUE",
            "FY2023",
        ),
    ],
)
def test_a_note_on_who_sees_it_or_the_replys_form_is_passed_over(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period), "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        ("Singapore headcount?\nNB: FY2024", "ACME_SG", "HEADCOUNT", "FY2024"),
        ("What was the gross margin?*\n*Hong Kong, FY2023", "ACME_HK", "GROSS_MARGIN", "FY2023"),
        ("香港的毛利率是多少？\n注：2024财年", "ACME_HK", "GROSS_MARGIN", "FY2024"),
        ("收入是多少？\n注：日本，2023财年", "ACME_JP", "REVENUE", "FY2023"),
        ("シンガポールの純利益は？\n注：2023年度の数字で", "ACME_SG", "NET_PROFIT", "FY2023"),
        ("Hong Kong revenue for FY2025?*\n*oops, I meant FY2024", "ACME_HK", "REVENUE", "FY2024"),
        ("Japan EBITDA, FY2025 please\nCorrection: FY2023", "ACME_JP", "EBITDA", "FY2023"),
        ("新加坡2025财年的收入？\n※更正：应为2023财年", "ACME_SG", "REVENUE", "FY2023"),
        ("2024年度のマカオのEBITDAは？\n＊訂正：2023年度でした", "ACME_MO", "EBITDA", "FY2023"),
        (
            "グループの売上高は？\n備考：グループ＝全市場の合計、2024年度",
            "ACME_GROUP",
            "REVENUE",
            "FY2024",
        ),
    ],
)
def test_a_note_naming_or_correcting_the_year_or_market_narrows_the_request(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period), "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "metric"),
    [
        (
            "What was group net profit?†\n†group = Hong Kong + Singapore + Japan + Macau combined",
            "NET_PROFIT",
        ),
        ("集团的EBITDA是多少？\n备注：集团指全部市场合计", "EBITDA"),
    ],
)
def test_a_note_saying_the_group_is_every_market_says_the_group_again(
    kb: KnowledgeBase, mode: str, question: str, metric: str
) -> None:
    value = fact_value(kb, "ACME_GROUP", metric, "FY2025")
    assert_figure(ask(kb, question, mode), value, "answer_with_assumptions")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was group revenue in FY2024?*\n*group = Hong Kong + Singapore only",
        "Japan net profit FY2025\n*excluding one-off items",
        "Singapore net profit FY2024\n(*restated)",
        "Japan net profit FY2025\n*adjusted",
        "日本2025财年的净利润？\n注：剔除一次性项目",
        "日本2025财年的净利润，剔除一次性项目后是多少？",
        "新加坡2024财年的净利润\n※按重述后口径",
        "シンガポールの2024年度の純利益は？\n注：修正再表示後の数字で",
        "Hong Kong EBITDA for FY2024?\n*first half only",
        "香港2024财年的EBITDA？\n※只要下半年的数字",
        "香港2024财年的EBITDA？只要下半年的数字",
        "香港の2024年度のEBITDAは？\n※上期の数字だけで",
        "Japan revenue FY2024?\n*online sales only",
        "香港2024财年的收入？\n注：只算线上",
        "香港の2024年度の売上高は？\n※オンライン分のみ",
        "What was revenue in FY2024 for Osaka?\n*Osaka stores only",
        "マカオの売上高は？\n※2030年度の見込みで",
    ],
)
def test_a_note_asking_what_the_kb_lacks_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        (
            "What is the renewable electricity target for 2030?\n(NB: group-wide, not only Japan)",
            "ACME_ESG_Report_FY2025.pdf",
        ),
        (
            "香港会员消费占销售额的比例是多少？\n注：截至2025财年",
            "ACME_HK_Market_Review_FY2025.docx",
        ),
        ("女性管理職比率の目標は？\n※グループ全体の数字で", "ACME_ESG_Report_FY2025.pdf"),
        (
            "How quickly must a data breach be reported to the regulator?*\n"
            "*internal use only, please don't circulate",
            "ACME_Data_Protection_Policy.docx",
        ),
        (
            "日本事業はどのように人手不足に対応していますか？\n※社内資料用です",
            "ACME_Japan_Business_Strategy_FY2025.pdf",
        ),
    ],
)
def test_a_narrative_question_reads_its_note_as_a_frame(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [doc], answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_a_bare_profit_is_still_asked_which_beside_a_note(kb: KnowledgeBase, mode: str) -> None:
    assert_no_figure(ask(kb, "What was Japan's profit in FY2024?\n*figure only, no rush", mode))


@pytest.mark.parametrize(
    "question",
    [
        "rev* FY2024 Japan",
        "HK revenue FY2024 please",
        "What was **Japan** revenue in FY2024?",
        "Japan revenue FY2024?\nNote how it moved against FY2023.",
        "香港2024财年的收入？\n注意到增长了吗",
        "Revenue in FY2024 for:\n* Hong Kong\n* Japan",
        "Can you give me these:\n* Japan revenue FY2024\n* HK EBITDA FY2023",
        "日本の売上高：\n＊ 2023年度\n＊ 2024年度",
    ],
)
def test_a_question_with_no_note_line_is_left_as_it_is(kb: KnowledgeBase, question: str) -> None:
    matcher = matcher_for(vocabulary_key(kb.vocabulary()))
    assert without_note_marks(question, matcher) == question
