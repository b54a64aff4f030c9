"""Forms a question may take that name nothing new: a fiscal year named by its end, the
nouns a segment is called by, two questions joined by a comma, a question about what a
passage says that names a metric and a year; courtesy and the asker's own statements
around a request, years in words, numerals, eras and ranges, vague requests, other names
of scopes and metrics, and questions in another language than the document's.

Each reads as the plain form it stands for, and only that: a year ending in another month
than December is not a fiscal year the KB holds, and a segment noun heads a scope's
phrase only right after the scope's name.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._compose import split_sentences
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._question import parse_question
from ragspine_eval_pipeline.kb.analysis import normalize
from ragspine_eval_pipeline.kb.format import doc_file_text
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from ragspine_eval_pipeline.kb.synthetic import _EVAL_NARRATIVE_DOCS
from tests.engine.asking import MODES, TODAY, ask


@pytest.mark.parametrize(
    ("phrase", "lang", "year"),
    [
        ("the fiscal year ending December 31, 2023", "en", 2023),
        ("for the year ended 31st December 2025", "en", 2025),
        ("back in fiscal 2024", "en", 2024),
        ("截至2023年12月31日止年度", "zh", 2023),
        ("2025年12月期", "ja", 2025),
        ("2024年12月31日に終了した事業年度", "ja", 2024),
    ],
)
def test_a_year_named_by_its_end_is_that_fiscal_year(phrase: str, lang: str, year: int) -> None:
    spans = find_periods(normalize(phrase), lang, TODAY)
    assert [s.period.year if s.period else None for s in spans] == [year]


@pytest.mark.parametrize(
    "phrase",
    ["the year ended 30 June 2024", "the year ending March 31, 2025", "2024年3月期"],
)
def test_a_year_ending_in_another_month_is_a_part_of_a_year(phrase: str) -> None:
    lang = "ja" if "期" in phrase else "en"
    spans = find_periods(normalize(phrase), lang, TODAY)
    assert any(s.period is None and not s.every for s in spans)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "period"),
    [
        (
            "What was Singapore's revenue for the fiscal year ending December 31, 2023?",
            "ACME_SG",
            "FY2023",
        ),
        ("How much EBITDA did Macau report back in 2024?", "ACME_MO", "FY2024"),
        ("香港2024年12月期の純利益を教えてください。", "ACME_HK", "FY2024"),
        ("新加坡分部2024财年的收入是多少？", "ACME_SG", "FY2024"),
        ("日本セグメントの2025年度の売上高は？", "ACME_JP", "FY2025"),
        ("2023财年集团整体的收入是多少？", "ACME_GROUP", "FY2023"),
    ],
)
def test_plain_forms_reach_the_figure(
    kb: KnowledgeBase, mode: str, question: str, scope: str, period: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "numeric", answer.answer
    assert answer.value is not None
    assert f"{scope} " in answer.answer and period in answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's revenue for the year ended 30 June 2024?",
        "分部收入是多少？",  # a segment noun with no scope before it names nothing
        "セグメント売上高はいくらですか？",
        "整体收入是多少？",
    ],
)
def test_forms_that_name_no_fiscal_year_or_scope_give_no_value(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None
    assert answer.route in ("refuse", "clarify"), answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港业务2024财年的收入是多少，香港市场回顾中提到了哪些租金方面的措施？",
        "日本事業の2025年度の売上高はいくらで、日本事業戦略では2026年度に何を優先しますか？",
    ],
)
def test_a_figure_then_a_document_question_after_a_comma_answers_both(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "composite", answer.answer
    assert answer.value is not None
    assert len(answer.sources) == 2


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        # と joins two nouns here, not two questions: the half after it is no figure request.
        (
            "人材育成方針では、データ分析とアプリ開発のスキルを持つ従業員を2028年度までに何名育成しますか？",
            "ACME_Talent_Development_Policy.pdf",
        ),
        # A metric and a year, beside several words one passage holds every one of.
        ("2025财年会员消费占香港销售额的多少？", "ACME_HK_Market_Review_FY2025.docx"),
    ],
)
def test_a_question_about_what_a_passage_says_is_read_from_it(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.value is None
    assert answer.sources == [doc]


@pytest.mark.parametrize("mode", MODES)
def test_a_metric_and_a_year_beside_words_no_passage_holds_are_refused(
    kb: KnowledgeBase, mode: str
) -> None:
    answer = ask(kb, "香港2025财年的会员退款收入是多少？", mode)
    assert answer.route == "refuse"
    assert answer.value is None


# -- courtesy and context around a request ---------------------------------------------


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Hello! Could you tell me Hong Kong's EBITDA for FY2024? Thanks so much.", 431.0),
        ("Good morning, sorry for the trouble - what was Macau's revenue in fiscal 2023?", 2350.0),
        ("hey, quick question: singapore net profit fy24 thx", 112.0),
        ("yo whats macau headcount fy2023", 640.0),
        ("麻烦问下，澳门二〇二四财年员工有多少人？", 688.0),
        ("Hi there, what was Japan's headcount in 2024? I'm preparing the board pack.", 2284.0),
        ("你好，请问澳门2024财年的EBITDA是多少？谢谢", 612.0),
        ("不好意思打扰一下，帮我查下新加坡2023财年的净利润，我们下午开会要用，多谢！", 98.0),
        (
            "お世話になっております。香港の2024年度のEBITDAを教えてください。よろしくお願いします。",
            431.0,
        ),
        ("すみません、マカオの2023年度の売上高はいくらですか。会議で使います。", 2350.0),
        ("恐縮ですが、シンガポールの2024年度の純利益を教えていただけますか。", 112.0),
    ],
)
def test_greetings_thanks_and_the_askers_own_statements_are_not_the_request(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "numeric", answer.answer
    assert answer.value == value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # Courtesy never makes an unknown metric or scope known.
        "Hi, sorry to bother you - what was Hong Kong's free cash flow in FY2024? Thanks!",
        "Thanks. What was the Philippines revenue last year? I need it today.",
        "您好，麻烦查一下香港去年的自由现金流，我这边要用，谢谢！",
        "お疲れ様です。香港の2024年度のフリーキャッシュフローを教えてください。よろしくお願いします。",
        # A sentence that narrows the figure is part of the request, not context.
        "Hi, what was Hong Kong's revenue in FY2024? I mean the online part.",
        "What was Hong Kong revenue in FY2024? Just the online part.",
        "香港2024财年的收入是多少？只要线上部分。",
        "香港の2024年度の売上高は？オンライン分だけ。",
    ],
)
def test_courtesy_keeps_the_fail_safe(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "refuse", answer.answer
    assert answer.value is None


# -- period forms ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("phrase", "lang", "years"),
    [
        ("in fiscal twenty twenty-four", "en", [2024]),
        ("two thousand and twenty-three", "en", [2023]),
        ("fiscal twenty-five", "en", [2025]),
        ("FY twenty-three", "en", [2023]),
        ("二〇二三年", "zh", [2023]),
        ("二零二四财年", "zh", [2024]),
        ("令和5年度", "ja", [2023]),
        ("令和五年度", "ja", [2023]),
        ("令和元年度", "ja", [2019]),
        ("平成30年度", "ja", [2018]),
        # A range names two years.
        ("2024-25", "en", [2024, 2025]),
        ("FY2023-FY2025", "en", [2023, 2025]),
        ("2024/25财年", "zh", [2024, 2025]),
        ("2023～2024年度", "ja", [2023, 2024]),
    ],
)
def test_years_in_words_numerals_eras_and_ranges(phrase: str, lang: str, years: list[int]) -> None:
    spans = find_periods(normalize(phrase), lang, TODAY)
    assert [s.period.year if s.period else None for s in spans] == years


@pytest.mark.parametrize(
    "phrase",
    ["twenty three stores", "one of the two", "2025-12", "2025/3"],
)
def test_numbers_that_are_no_year_name_none(phrase: str) -> None:
    spans = find_periods(normalize(phrase), "en", TODAY)
    assert all(s.period is None or s.period.year == 2025 for s in spans)
    assert len([s for s in spans if s.period is not None]) <= 1


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's EBITDA in 2023-24?",
        "singapore revenue FY24-FY25",
        "澳门2023/24财年的净利润是多少？",
        "香港の売上高、2024～2025年度は？",
    ],
)
def test_a_range_of_two_years_is_asked_about(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "clarify" and answer.clarification == "ask_first", answer.answer
    assert answer.value is None


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Hong Kong revenue for fiscal twenty twenty-three?", 1488.0),
        ("新加坡二〇二四年的收入是多少？", 915.0),
        ("日本の令和6年度の売上高は？", 103200.0),
    ],
)
def test_years_in_other_forms_reach_the_figure(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "numeric", answer.answer
    assert answer.value == value


# -- vague requests ----------------------------------------------------------------------


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "how's business looking",
        "how are things looking in japan",
        "how are japan's numbers trending",
        "最近数字怎么样了",
        "香港业绩咋样？",
        "シンガポールの実績、どんな感じ?",
        "マカオの業績はいかがですか？",
    ],
)
def test_figures_asked_for_without_a_metric_are_asked_about(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "clarify" and answer.clarification == "ask_first", answer.answer


# -- other names of scopes and metrics --------------------------------------------------


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric"),
    [
        ("Lion City revenue FY2024", "ACME_SG", "REVENUE"),
        ("星洲的净利润2024财年是多少", "ACME_SG", "NET_PROFIT"),
        ("獅城の売上高、2023年度", "ACME_SG", "REVENUE"),
        ("Macao headcount FY2023", "ACME_MO", "HEADCOUNT"),
        ("澳門2023財年的EBITDA是多少", "ACME_MO", "EBITDA"),
        ("HKSAR EBITDA fiscal 2025", "ACME_HK", "EBITDA"),
        ("What was Japan's NPAT in FY2024?", "ACME_JP", "NET_PROFIT"),
        ("日本2024财年的税后利润是多少？", "ACME_JP", "NET_PROFIT"),
        ("香港の2024年度の売り上げは？", "ACME_HK", "REVENUE"),
    ],
)
def test_usual_other_names_of_scopes_and_metrics(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "numeric", answer.answer
    assert answer.answer.startswith(f"{scope} {metric} ")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("how many ppl do we employ in japan", 2301.0),
        ("how many staff do we employ in singapore", 1652.0),
        ("how many people work for us in hong kong", 3390.0),
        ("how many employees does macau have", 731.0),
    ],
)
def test_headcount_asked_as_people_employed(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    answer = ask(kb, question, mode)
    assert answer.clarification == "answer_with_assumptions", answer.answer
    assert answer.value == value


# -- narrative questions in another language than the document's ------------------------


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        (
            "Where will the Greater Bay Area plan's regional distribution centre be built?",
            "ACME_GBA_Expansion_Plan.docx",
        ),
        (
            "What share of Hong Kong sales comes from ACME+ members?",
            "ACME_HK_Market_Review_FY2025.docx",
        ),
        (
            "How long does the group have to report a data breach to regulators?",
            "ACME_Data_Protection_Policy.docx",
        ),
        (
            "What did the Japan business do about food waste?",
            "ACME_Sustainability_Report_Japan_2025.pdf",
        ),
        (
            "新加坡的商品及服务税上调对家庭消费有什么影响？",
            "ACME_Singapore_Market_Update_FY2025.pdf",
        ),
        ("日本业务如何减少食品浪费？", "ACME_Sustainability_Report_Japan_2025.pdf"),
        ("集团财资部如何对冲日元现金流？", "ACME_Risk_Factors_FY2025.pdf"),
        (
            "為替リスクに対して、グループ財務部はどのようにヘッジしていますか？",
            "ACME_Risk_Factors_FY2025.pdf",
        ),
        ("北上消費に対して香港事業はどう対応していますか？", "ACME_HK_Market_Review_FY2025.docx"),
        # A kana word weighs one word, however long it is spelled out (オープン).
        (
            "シンガポールの旗艦店はいつ、どこにオープンしましたか？",
            "ACME_Singapore_Market_Update_FY2025.pdf",
        ),
        (
            "データ漏えいが起きたら、何時間以内に監督当局へ報告しますか？",
            "ACME_Data_Protection_Policy.docx",
        ),
    ],
)
def test_a_question_reaches_a_document_in_another_language_and_quotes_the_original(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [doc]
    original = doc_file_text(_EVAL_NARRATIVE_DOCS[doc])
    for sentence in split_sentences(answer.answer):
        assert sentence in original, sentence  # quoted from the original, verbatim
    # The answer reads the document whose passage made the question a narrative one.
    held = [step.split()[1].split("#")[0] for step in answer.trace if " holds " in step]
    assert held and held[0] == doc


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        # Prepositions are grammar: they weigh nothing as evidence either way.
        (
            "After a data breach, who must be told within 72 hours under the group policy?",
            "ACME_Data_Protection_Policy.docx",
        ),
        (
            "Between the breach and the report to regulators, how many hours may pass at most?",
            "ACME_Data_Protection_Policy.docx",
        ),
    ],
)
def test_prepositions_do_not_dilute_the_evidence(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [doc]


UNCOVERED_TOPICS = (
    "What is ACME's policy on remote work?",
    "How does ACME approach artificial intelligence regulation?",
    "What did the board say about the CEO succession?",
    "Which charity partners does ACME work with in Korea?",
    "ACME对人工智能监管有什么看法？",
    "集团的远程办公政策是什么？",
    "ACME在韩国的慈善合作伙伴有哪些？",
    "ACMEの宇宙事業の進捗はどうなっていますか？",
    "在宅勤務の方針はどうなっていますか？",
    "ACMEの役員報酬の決め方を教えてください。",
)
"""Topics no document covers, refused (``benchmarks/engine_unknown_topics.py`` counts these
with the ones still answered)."""


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", UNCOVERED_TOPICS)
def test_a_topic_no_document_covers_is_refused_in_every_language(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "refuse", answer.answer
    assert answer.sources == [] and answer.value is None


@pytest.mark.parametrize(
    ("phrase", "year"),
    [
        ("the twelve months to December 2024", 2024),
        ("the year to 31 Dec 2023", 2023),
        ("calendar 2023", 2023),
        ("calendar year 2025", 2025),
    ],
)
def test_a_calendar_year_or_twelve_months_to_december_is_that_fiscal_year(
    phrase: str, year: int
) -> None:
    spans = find_periods(normalize(phrase), "en", TODAY)
    assert [s.period.year if s.period else None for s in spans] == [year]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "route", "value"),
    [
        # A period said in a sentence of its own dates the figure asked before it.
        ("マカオの従業員数を知りたいです。2024年度でお願いします。", "numeric", 688.0),
        ("What was Japan's revenue? FY2023 please.", "numeric", 98400.0),
        ("香港的EBITDA是多少？要2023财年的。", "numeric", 402.0),
        # And never falls back to the latest year when it names a part of one or two years.
        ("What was Japan's revenue? Q3 please.", "refuse", None),
        ("What was Japan's revenue? FY2023 and FY2024.", "clarify", None),
    ],
)
def test_a_period_in_a_later_sentence_dates_the_figure(
    kb: KnowledgeBase, mode: str, question: str, route: str, value: float | None
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == route, answer.answer
    assert answer.value == value
    assert answer.clarification != "answer_with_assumptions"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # The noun before the thing asked belongs to it: a share is no market share.
        "What's Japan's market share?",
        "What was Hong Kong's business volume in FY2024?",
    ],
)
def test_a_grammar_noun_before_an_unknown_measure_is_part_of_its_name(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "refuse", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "route"),
    [
        # "dollars" names either dollar: a yen figure is never given for it.
        ("日本の売上高をドルで教えてください（2024年度）", "refuse"),
        ("What was Japan revenue in dollars in FY2024?", "refuse"),
        ("What was Macau revenue in dollars in FY2024?", "numeric"),
        ("香港2024年度の売上高、ドルで", "numeric"),
    ],
)
def test_dollars_alone_name_either_dollar(
    kb: KnowledgeBase, mode: str, question: str, route: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == route, answer.answer
    assert answer.unit in (None, "USD_M", "HKD_M")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        ("2024年度における日本事業の売上高はいかほどでしょうか。", "ACME_JP", "REVENUE", "FY2024"),
        ("日本事業の2024年度の売上高はおいくらでしたか。", "ACME_JP", "REVENUE", "FY2024"),
        ("2023年度の香港事業のEBITDAはどれほどでしたか。", "ACME_HK", "EBITDA", "FY2023"),
        ("2024年度のマカオ事業の従業員数はどの程度でしたか。", "ACME_MO", "HEADCOUNT", "FY2024"),
        ("请问新加坡业务2024财年的收入为多少？", "ACME_SG", "REVENUE", "FY2024"),
        ("澳门业务2023财年净利润几何？", "ACME_MO", "NET_PROFIT", "FY2023"),
        ("How large was Macau's headcount in FY2024?", "ACME_MO", "HEADCOUNT", "FY2024"),
        ("What size was the Japan workforce in fiscal 2023?", "ACME_JP", "HEADCOUNT", "FY2023"),
    ],
)
def test_polite_and_formal_amount_questions_reach_the_figure(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is not None, answer.answer
    assert f"{scope} {metric} {period}" in answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "2024年度における日本事業の在庫回転率はいかほどでしょうか。",
        "请问新加坡业务前年的库存周转率为多少？",
        "How large was Macau's inventory turnover in FY2024?",
        "2024年度の香港事業の利益はいかほどでしょうか。",  # which profit: asked, not given
    ],
)
def test_a_polite_amount_question_about_an_unknown_or_vague_measure_gives_no_value(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert ask(kb, question, mode).value is None


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "2025年度において、香港事業の当期純利益はシンガポール事業をどれだけ上回りましたか。",
        "2024年度、日本事業の売上高は香港事業をどのくらい下回りましたか。",
        "2025财年香港的净利润比新加坡高出多少？",
        "2024财年澳门的收入超过新加坡多少？",
        "By how much did Hong Kong's revenue exceed Singapore's in FY2024?",
        "How far did Macau's EBITDA fall short of Singapore's in FY2024?",
        "Did Japan outperform Hong Kong on net profit in fiscal 2025?",
    ],
)
def test_a_comparison_asked_by_its_verb_is_refused_as_one(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused and answer.value is None, answer.answer
    assert answer.clarification == "none"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        ("请问贵集团2024财年的整体毛利率为多少？", "ACME_GROUP", "GROSS_MARGIN", "FY2024"),
        ("请问新加坡业务2024财年的在职员工总数为多少？", "ACME_SG", "HEADCOUNT", "FY2024"),
        ("香港业务2023财年的现有员工人数是多少？", "ACME_HK", "HEADCOUNT", "FY2023"),
        (
            "What was the total size of Japan's workforce in FY2024?",
            "ACME_JP",
            "HEADCOUNT",
            "FY2024",
        ),
        ("What bottom-line profit did Macau report in FY2024?", "ACME_MO", "NET_PROFIT", "FY2024"),
        ("Singapore's bottom line profit for fiscal 2023?", "ACME_SG", "NET_PROFIT", "FY2023"),
    ],
)
def test_scope_state_and_head_noun_modifiers_name_the_same_measure(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is not None, answer.answer
    assert f"{scope} {metric} {period}" in answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "请问贵集团2024财年的整体库存周转率为多少？",  # the modifier explains nothing else
        "What was Hong Kong's staff turnover in FY2024?",  # two measures, not one
        "What was Japan's EBITDA margin in FY2024?",
    ],
)
def test_modifiers_do_not_explain_an_unknown_measure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused and answer.value is None, answer.answer


@pytest.mark.parametrize(
    ("phrase", "lang", "year"),
    [
        ("昨年度末時点における", "ja", 2025),
        ("2023年度末現在", "ja", 2023),
        ("前期末の", "ja", 2025),
        ("2024年底的", "zh", 2024),
        ("上一财年末", "zh", 2025),
    ],
)
def test_the_end_of_a_fiscal_year_is_that_fiscal_year(phrase: str, lang: str, year: int) -> None:
    spans = find_periods(normalize(phrase), lang, TODAY)
    assert [s.period.year if s.period else None for s in spans] == [year]
    assert (
        "末" not in normalize(phrase)[spans[0].end :]
        and "底" not in normalize(phrase)[spans[0].end :]
    )


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "2023年度における当該セグメントの売上高をご教示いただけますか。",
        "当該事業の2024年度の純利益はいくらですか。",
    ],
)
def test_a_demonstrative_scope_is_asked_which(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.clarification == "ask_first" and answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本事業は2026年度にどのような施策を優先しますか。",
        "What will the Japan business prioritise in FY2026?",
        "请问日本业务2025财年的净利润为多少？另外，日本业务在2026财年将优先推进哪些工作？",
    ],
)
def test_a_plan_for_the_open_year_is_read_from_the_document_that_states_it(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert "ACME_Japan_Business_Strategy_FY2025.pdf" in answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港业务2026财年的库存周转率是多少？",
        "What is the remote work policy for FY2026?",
        "2026年度の日本事業の売上高はいくらになりますか。",
    ],
)
def test_an_open_year_without_a_plan_a_document_states_gives_nothing(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused and answer.value is None and answer.sources == [], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        (
            "How is the Hong Kong business trying to get weekend shoppers back now that "
            "residents go north across the boundary to shop and dine?",
            "ACME_HK_Market_Review_FY2025.docx",
        ),
        (
            "What do we know about the weekend footfall problem in Hong Kong caused by "
            "residents heading north?",
            "ACME_HK_Market_Review_FY2025.docx",
        ),
        (
            "Where will the group build the regional warehousing and distribution hub "
            "serving the Greater Bay Area?",
            "ACME_GBA_Expansion_Plan.docx",
        ),
        # a number asked of a scope about a topic, not a metric: the same evidence
        (
            "日本事業は食品廃棄物をどれくらい削減し、どんな取組みをしましたか。",
            "ACME_Sustainability_Report_Japan_2025.pdf",
        ),
    ],
)
def test_a_paraphrase_of_a_passage_that_leads_clear_is_answered_from_it(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [doc]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("How many people were working at ACME Japan in FY2024?", 2284.0),
        ("How many staff does Macau employ in fiscal 2024?", 688.0),
        ("How many people is Singapore employing in FY24?", 1566.0),
        ("澳门业务2024财年有几个人？", 688.0),
        ("日本业务2024财年有多少人？", 2284.0),
        ("2024年度、マカオでは何人が働いていましたか。", 688.0),
        ("日本事業では2024年度に何人勤めていましたか。", 2284.0),
        ("マカオの従業員は2024年度に何人いましたか？", 688.0),
    ],
)
def test_people_counted_by_a_count_word_or_a_verb_of_working_are_the_headcount(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.refused, answer.value) == (False, value), answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How many customers visited the Japan stores in FY2024?",
        "日本事業の顧客は2024年度に何人いましたか。",
        "香港2024财年有多少人次客流？",
        "取締役会のメンバーは2024年度に何人いましたか。",
    ],
)
def test_a_count_of_other_people_is_no_headcount(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("For a class project on retail, what was ACME Japan's net profit in 2023?", 7900.0),
        ("For my thesis, I'd like to know Singapore's revenue in FY2024.", 915.0),
        ("为了写毕业论文，请问新加坡2024财年的收入是多少？", 915.0),
        ("用于课堂作业，新加坡2024财年的收入是多少？", 915.0),
        ("卒論で使いたいのですが、2024年度のシンガポールの売上高はいくらでしたか。", 915.0),
        ("入社したばかりなのですが、2024年度のマカオの従業員数を教えてください。", 688.0),
    ],
)
def test_a_purpose_or_situation_before_the_request_is_context(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.refused, answer.value) == (False, value), answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "For a class project on the beverage unit, what was its revenue in FY2024?",
        "为了写报告，请问新加坡饮料业务2024财年的收入是多少？",
    ],
)
def test_a_purpose_lead_in_does_not_excuse_an_unknown_word_in_the_request(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("I'm drafting a note on our Macau business. What was its revenue in FY2024?", 2610.0),
        ("A journalist asked me about Japan's headcount in 2024. What was it?", 2284.0),
        ("I'm putting together a deck on ACME Singapore: what was its revenue in FY2024?", 915.0),
        ("My colleague wants the group's gross margin for FY2024. What was that?", 39.3),
    ],
)
def test_names_in_a_lead_in_are_what_the_request_points_back_at(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.refused, answer.value) == (False, value), answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "My manager wants the revenue for FY2024 but didn't say which market. What is it?",
        "My boss needs the headcount figure for 2024 but did not say which part it's for. "
        "What's the number?",
    ],
)
def test_a_scope_the_asker_was_not_told_is_asked_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.clarification == "ask_first", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I'm writing about the beverage unit in Japan. What was its revenue in FY2024?",
        "I'm writing about the Japan beverage unit. What was its revenue in FY2024?",
        "A client asked about Japan's franchise revenue. What was it in 2024?",
        "I'm writing a profile of ACME Japan. What was its inventory turnover in FY2024?",
        "I'm looking at Hong Kong's online business. What was its revenue in FY2024?",
        "We're studying the Japan franchise side. How much revenue did it make in FY2024?",
    ],
)
def test_a_name_qualified_in_the_lead_in_or_an_unknown_word_in_the_request_gives_nothing(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What did Macau earn after costs and taxes in FY2024?", 301.0),
        ("How much did ACME Japan make after all expenses and taxes in 2023?", 7900.0),
        ("集团2024财年净赚了多少钱？", 468.0),
        ("澳门业务2024财年净赚多少？", 301.0),
        ("新加坡2024财年卖了多少钱？", 915.0),
    ],
)
def test_everyday_words_for_a_metric_name_it(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.refused, answer.value) == (False, value), answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["请问日本业务2025财年的收益是多少？", "香港2024财年的收益有多少？"],
)
def test_shouyi_is_asked_which_figure_it_means(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.clarification == "ask_first", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["日本业务2024财年的投资收益是多少？", "What did Japan earn after interest in FY2024?"],
)
def test_an_income_the_kb_lacks_is_no_metric_it_holds(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["従業員数って去年何人だった?", "社員は昨年度何人いましたか。", "员工去年有多少人？"],
)
def test_a_count_word_after_the_headcount_without_a_scope_is_asked_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.clarification == "ask_first", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("老板让我查一下2024年新加坡的收入，是多少？", 915.0),
        ("上司に頼まれて、2024年度の日本事業の売上高を教えてください。", 103200.0),
    ],
)
def test_who_asked_for_the_figure_is_context_in_chinese_and_japanese(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.refused, answer.value) == (False, value), answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "客户要我查2024年的员工人数，可是没说是哪家公司，能告诉我吗？",
        "上司に頼まれて、2024年度の粗利率を調べています。どの事業かは言われていませんが、"
        "いくらですか。",
    ],
)
def test_a_scope_left_unsaid_by_who_asked_is_asked_which_in_chinese_and_japanese(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.clarification == "ask_first", answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_who_asked_does_not_excuse_an_unknown_word_in_the_request(
    kb: KnowledgeBase, mode: str
) -> None:
    answer = ask(kb, "领导让我查一下2024年新加坡饮料业务的收入是多少？", mode)
    assert answer.value is None, answer.answer


# -- round 6: routing ------------------------------------------------------------------


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "Quick check before the board pack goes out: what gross margin does Singapore report?",
            38.9,
        ),
        (
            "Quick question before my meeting starts: what was Japan's revenue in 2024?",
            103200.0,
        ),
    ],
)
def test_a_long_lead_in_about_the_moment_of_asking_is_context(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.refused, answer.value) == (False, value), answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Looking at the beverage segment in isolation here: what was Japan's revenue in 2025?",
        "Quick check before the pandemic hit the stores badly: what gross margin does "
        "Singapore report?",
        "Only the online part, please: what gross margin does Singapore report?",
        "只要线上部分：新加坡2024财年的收入是多少？",
        "オンライン分だけ：シンガポールの2024年度の売上高は？",
    ],
)
def test_a_lead_in_that_may_qualify_the_figure_gives_no_value(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Can you pull Singapore's revenue for both 2023 and 2025 for me?",
        "What was Macau's EBITDA in both FY2024 and FY2025?",
        "シンガポールの2023年度と2025年度の両方の売上高を教えて。",
        "新加坡2023和2025两个财年的收入分别是多少？",
    ],
)
def test_both_of_two_years_is_asked_which(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.clarification == "ask_first", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "老板想看个大概。新加坡2024财年的利润有多少？",
        "My boss wants a rough picture. What was Singapore's profit in 2024?",
        "上司がざっくり見たいそうです。シンガポールの2024年度の利益は？",
    ],
)
def test_what_someone_else_wants_is_context_and_the_profit_is_asked_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.clarification == "ask_first", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I'm researching Taiwan. What were ACME's sales there in fiscal 2025?",
        "One of our investors asked about Taiwan. What were ACME's sales there in fiscal 2025?",
        "我在研究台湾。ACME在那里2025财年的销售额是多少？",
        "台湾について調べています。そこでのACMEの2025年度の売上高は？",
        "About Taiwan: what were ACME's sales in fiscal 2025?",
        "老板想看线上部分。新加坡2024财年的收入有多少？",
    ],
)
def test_context_that_names_an_unknown_market_or_narrows_is_never_set_aside(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        (
            "What is Japan doing to reduce food waste, and by how much has it fallen?",
            "ACME_Sustainability_Report_Japan_2025.pdf",
        ),
        (
            "日本事業はどのように食品ロスを減らしていますか。どれくらい減りましたか。",
            "ACME_Sustainability_Report_Japan_2025.pdf",
        ),
        ("日本业务是怎么减少食物浪费的？减少了多少？", "ACME_Sustainability_Report_Japan_2025.pdf"),
        (
            "Staff can apply for a transfer to another job or location. How many employees "
            "moved to new roles this way in FY2025?",
            "ACME_Talent_Development_Policy.pdf",
        ),
        (
            "员工可以通过什么制度主动申请调动工作地点？2025财年有多少人借此走上新岗位？",
            "ACME_Talent_Development_Policy.pdf",
        ),
        (
            "社内公募制度とはどんな制度ですか。2025年度にこの制度で何人が新しい職務に就きましたか。",
            "ACME_Talent_Development_Policy.pdf",
        ),
    ],
)
def test_a_number_or_change_asked_after_a_narrative_question_belongs_to_it(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.sources) == ("narrative", [doc]), answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What is Japan doing about food waste, and how much was its inventory turnover?",
        "日本事業の食品ロス対策は？また、その在庫回転率はいくら？",
        "Why did Taiwan's revenue grow in 2025?",
        "What drove Japan's inventory turnover in 2025?",
        "台湾业务2025财年收入增长的原因是什么？",
        "台湾事業の2025年度の売上高が伸びた要因は？",
    ],
)
def test_a_follow_up_or_why_question_about_what_the_kb_lacks_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused and answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Singapore's revenue for FY2025, and what was the biggest factor behind the increase?",
        "新加坡2025财年的收入是多少？增长的主要原因是什么？",
        "シンガポールの2025年度の売上高はいくら？伸びの主な要因は？",
    ],
)
def test_why_a_figure_moved_is_read_from_the_figures_own_market(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value == 968.0, answer.answer
    assert answer.sources[1:] == ["ACME_Singapore_Market_Update_FY2025.pdf"], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What drove Singapore's revenue growth last year?",
        "新加坡去年收入增长是什么带动的？",
        "シンガポールの昨年度の売上高が伸びた要因は何ですか。",
    ],
)
def test_why_a_figure_moved_is_a_narrative_question(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.value) == ("narrative", None), answer.answer
    assert answer.sources == ["ACME_Singapore_Market_Update_FY2025.pdf"], answer.answer


@pytest.mark.parametrize(
    ("question", "clauses"),
    [
        ("香港业务在铜锣湾和尖沙咀门店的会员消费有什么变化？", 1),
        ("日本的中期计划重点是什么和日本2025财年的收入是多少？", 2),
        ("What's Japan doing about food waste and how much has it fallen?", 2),
    ],
)
def test_a_conjunction_after_a_half_that_asks_nothing_joins_two_nouns(
    kb: KnowledgeBase, question: str, clauses: int
) -> None:
    parsed = parse_question(question, TODAY, kb.vocabulary())
    assert len(parsed.clauses) == clauses, [c.text for c in parsed.clauses]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        (
            "I'm looking into currency risk. What share of its expected yen cash flows does "
            "the group hedge, and over what horizon?",
            "ACME_Risk_Factors_FY2025.pdf",
        ),
        (
            "I'm reading up on food waste. By how much did the Japan business cut it?",
            "ACME_Sustainability_Report_Japan_2025.pdf",
        ),
        (
            "我们在做食物浪费的课题，日本业务减少了多少？",
            "ACME_Sustainability_Report_Japan_2025.pdf",
        ),
        (
            "食品ロスについて調べています。日本事業はどれくらい減らしましたか。",
            "ACME_Sustainability_Report_Japan_2025.pdf",
        ),
        (
            "円安で輸入商品の仕入れが高くなっていると聞きましたが、日本事業の対策は？",
            "ACME_Japan_Business_Strategy_FY2025.pdf",
        ),
    ],
)
def test_the_context_set_aside_says_the_topic_of_a_narrative_request(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.sources) == ("narrative", [doc]), answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I'm looking into currency risk. What was Japan's hedging ratio in 2025?",
        "I'm reading up on food waste. What was Japan's revenue mix in 2025?",
        "食品ロスについて調べています。日本事業の2025年度の食品売上高は？",
    ],
)
def test_the_context_says_no_topic_for_a_figure_request(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer


@pytest.mark.parametrize(
    ("text", "units"),
    [
        ("円安で輸入品の調達コストが上がっています", ()),
        ("円高の影響", ()),
        ("売上高を円で", ("JPY_M",)),
        ("百万円", ("JPY_M",)),
        ("売上高は何円", ("JPY_M",)),
        ("日本円で教えて", ("JPY_M",)),
    ],
)
def test_a_one_character_unit_opening_a_longer_word_is_no_mention(
    kb: KnowledgeBase, text: str, units: tuple[str, ...]
) -> None:
    parsed = parse_question(text, TODAY, kb.vocabulary())
    assert tuple(u for c in parsed.clauses for u in c.units) == units


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("香港2024财年最终净赚了多少钱？", 240.0),
        ("日本业务2024财年最后卖了多少钱？", 103200.0),
        ("2023财年集团最后净赚了多少？", 421.0),
    ],
)
def test_in_the_end_before_a_metric_said_as_a_verb_is_an_adverb(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value == value, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question", ["集团线上净赚了多少钱？", "集团海外净赚了多少钱？", "集团最后一年的收入是多少？"]
)
def test_a_word_of_place_before_a_metric_said_as_a_verb_still_qualifies_it(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What share of Hong Kong's sales comes from members?",
        "会员消费占香港销售额的比例是多少？",
        "香港の売上高に占める会員の購入の割合は？",
    ],
)
def test_a_share_of_a_metric_a_document_states_is_a_narrative_question(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.sources) == (
        "narrative",
        ["ACME_HK_Market_Review_FY2025.docx"],
    ), answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What share of group revenue did Japan contribute in 2025?",
        "日本の売上高はグループ全体の売上高に占める割合でどれくらい？",
        "What was the revenue for each employee in Japan in 2025?",
        "每位员工的收入是多少？",
    ],
)
def test_a_share_of_a_metric_or_a_figure_per_person_gives_no_value(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_a_short_lead_in_that_narrows_is_not_dropped(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "Only the online part, please: what gross margin does Singapore report?", mode)
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "社員の研修は年間何時間ですか。",
        "社内公募制度は去年何回使われましたか。",
        "What training does each employee get?",
        "员工每年有多少小时的培训？",
    ],
)
def test_how_many_of_a_counter_and_a_question_word_ask_no_measure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.sources) == (
        "narrative",
        ["ACME_Talent_Development_Policy.pdf"],
    ), answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本事業の2025年度の売上高は前年の何倍？",
        "香港事業の2025年度の純利益は売上高の何割ですか。",
    ],
)
def test_how_many_times_or_tenths_ask_a_ratio(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused and answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I'm studying inventory turnover. What was it for Japan in 2025?",
        "I'm looking at adjusted EBITDA. What was it for Macau in 2024?",
        "I'm writing about underlying net profit. What was it for Singapore in 2024?",
    ],
)
def test_a_lead_in_whose_metric_is_qualified_carries_no_name(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_the_verb_of_a_lead_in_does_not_qualify_its_metric(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "I'm studying revenue. What was it for Japan in 2025?", mode)
    assert answer.value == 109800.0, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I need the online split. What was Japan's revenue in 2025?",
        "My manager wants the beverage numbers. What was Japan's revenue in 2025?",
        "老板想看线上的。日本2025财年的收入是多少？",
        "我需要线上部分的。日本2025财年的收入是多少？",
        "上司がオンライン分を見たいそうです。日本の2025年度の売上高は？",
    ],
)
def test_a_statement_of_which_part_is_wanted_narrows_the_request(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I need it for a slide this afternoon. What was Japan's revenue in 2025?",
        "I need a rough idea. What was Japan's revenue in 2025?",
        "我需要放进周报里。日本2025财年的收入是多少？",
        "上司がざっくり見たいそうです。日本の2025年度の売上高は？",
    ],
)
def test_the_form_or_purpose_of_the_answer_wanted_is_context(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value == 109800.0, answer.answer


# -- spoken questions: fillers, self-corrections, remarks, unsure alternatives, opinions ---


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("spoken", "plain"),
    [
        ("um, so what was Japan's revenue in 2025", "What was Japan's revenue in 2025?"),
        ("ok well, uh, Macau's net profit for FY2024, hmm", "Macau's net profit for FY2024?"),
        ("嗯，那个，香港2024财年的净利润是多少来着", "香港2024财年的净利润是多少？"),
        ("呃，日本2025财年的收入是多少哈", "日本2025财年的收入是多少？"),
        ("er, what was Japan's revenue in, uh, 2025", "What was Japan's revenue in 2025?"),
        ("嗯……新加坡去年的净利润多少", "新加坡去年的净利润是多少？"),
        ("えっと、日本の2025年度の売上高は？", "日本の2025年度の売上高は？"),
        ("あの、まあ、香港の2024年度の純利益ってわかる？", "香港の2024年度の純利益は？"),
        ("香港の純利益なんだけど、2024年度の数字ってわかる？", "香港の2024年度の純利益は？"),
    ],
)
def test_fillers_of_speech_read_as_the_plain_question(
    kb: KnowledgeBase, mode: str, spoken: str, plain: str
) -> None:
    expected = ask(kb, plain, mode).value
    assert expected is not None
    assert ask(kb, spoken, mode).value == expected


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "um inventory turnover for Japan in 2025",
        "uh so, what was Japan's adjusted revenue in 2025",
        "嗯，那个，香港2024财年的库存周转率是多少",
        "えっと、日本の2025年度の在庫回転率は？",
    ],
)
def test_fillers_let_no_unknown_metric_through(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("spoken", "plain"),
    [
        ("Japan's net profit, no wait, revenue for 2025", "What was Japan's revenue in 2025?"),
        (
            "Macau's revenue for 2024, sorry I mean 2025",
            "What was Macau's revenue in 2025?",
        ),
        (
            "Japan's revenue for 2025, I mean the sales for that year",
            "What was Japan's revenue in 2025?",
        ),
        ("Hong Kong's, sorry, Macau's revenue for 2025", "What was Macau's revenue in 2025?"),
        ("香港2025财年的员工，不对，是新加坡的员工有多少", "新加坡2025财年的员工有多少？"),
        ("あのー、香港じゃなくてマカオの売上高、2024年度の", "マカオの2024年度の売上高は？"),
        ("Japan's net profit, no, revenue, for 2025", "What was Japan's revenue in 2025?"),
        ("日本2025财年的净利润，不是，收入是多少", "日本2025财年的收入是多少？"),
        ("日本の純利益、違う、売上高、2025年度の", "日本の2025年度の売上高は？"),
        ("日本2024财年的收入，哦不对，是2025财年的", "日本2025财年的收入是多少？"),
        ("香港的收入，说错了，净利润，2024财年的", "香港2024财年的净利润是多少？"),
        ("日本の純利益…じゃなくて売上高、2025年度の", "日本の2025年度の売上高は？"),
        ("香港の2024年度、いや、2025年度の純利益は？", "香港の2025年度の純利益は？"),
    ],
)
def test_a_self_correction_replaces_the_name_before_it(
    kb: KnowledgeBase, mode: str, spoken: str, plain: str
) -> None:
    expected = ask(kb, plain, mode).value
    assert expected is not None
    assert ask(kb, spoken, mode).value == expected


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Japan's revenue for 2024, or actually 2025, I can't remember which",
        "Macau net profit FY2024 or FY2025, not sure which one",
        "日本的收入，2024年还是2025年，我不记得了",
        "香港的净利润……2024财年还是2025财年，拿不准",
        "日本の売上高、2024年度か2025年度か覚えていない",
    ],
)
def test_an_alternative_the_asker_is_unsure_of_is_asked_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "clarify" and answer.clarification == "ask_first", answer.answer
    assert answer.value is None


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Japan's revenue in 2025, roughly, the precise number is fine too",
        "what was Japan's revenue in 2025, approximately",
        "what was Japan's revenue in 2025, just the revenue",
        "Japan's revenue only, for 2025",
        "日本の2025年度の売上高だけ教えて",
    ],
)
def test_a_remark_on_the_answer_or_a_stressed_name_is_no_part(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value == 109800.0, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "what was Japan's revenue in 2025, just the online part",
        "Japan's revenue in 2025, only the stores",
        "What is the group's only revenue in 2025?",
    ],
)
def test_only_before_a_part_the_kb_lacks_still_narrows(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer


@pytest.mark.parametrize(
    ("phrase", "lang", "year"),
    [
        ("23年的毛利率", "zh", 2023),
        ("24年の売上", "ja", 2024),
        ("去年の売上", "ja", 2025),
        ("full year twenty twenty five", "en", 2025),
        ("revenue for 2024, please", "en", 2024),  # a bare year before a comma
    ],
)
def test_years_of_speech_are_read(phrase: str, lang: str, year: int) -> None:
    spans = find_periods(normalize(phrase), lang, TODAY)
    assert [s.period.year for s in spans if s.period] == [year]


@pytest.mark.parametrize("phrase", ["过去10年的收入", "近20年来", "每12年", "sales of 2,024 units"])
def test_a_span_of_years_is_no_two_digit_year(phrase: str) -> None:
    spans = find_periods(normalize(phrase), "zh", TODAY)
    assert not [s for s in spans if s.period is not None]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Is it worth keeping the Macau business going?",
        "Would you close the stores in Japan?",
        "澳门业务该不该关掉？",
        "要不要继续加码日本市场？",
        "日本事業は縮小すべきだと思いますか",
        "香港事業は売却したほうがいいですか",
        "シンガポールの店舗を増やした方がいいと思う？",
        "So, should the company keep the Japan stores?",
        "Ought the group to cut costs?",
        "do you reckon Japan is a good bet",
        "マカオ事業はどうしたらいい？",
        "シンガポールの新店舗、投資としてアリだと思います？",
        "日本事業の値上げって正解だと思いません？",
        "香港のアプリ投資、悪くないと思うかな?",
    ],
)
def test_an_opinion_or_advice_asked_in_speech_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused and not answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港上财年收入多少啊，还有会员计划现在有多少人",
        "香港2025财年的收入是多少呀，另外会员计划有多少人了",
        "What was Hong Kong's revenue in 2025 and, what does the membership programme offer",
    ],
)
def test_a_figure_asked_beside_a_count_of_something_else_keeps_its_value(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value == ask(kb, "香港2025财年的收入是多少？", mode).value, answer.answer
    assert answer.route == "composite", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "headcount"),
    [
        ("香港2025财年有多少人？", True),  # the market's people: its staff
        ("香港2025财年的会员计划有多少人？", False),  # the programme's people: its members
        ("日本2025财年的门店有几个人？", False),
    ],
)
def test_people_counted_without_saying_whose_are_staff_only_of_a_scope(
    kb: KnowledgeBase, mode: str, question: str, headcount: bool
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.value is not None) == headcount, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Japan's revenue in 2025, it's for a meeting",
        "日本2025财年的收入是多少，开会要用的",
        "日本の2025年度の売上高、会議で使うやつ",
    ],
)
def test_what_the_figure_is_used_for_said_in_speech_is_context(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value == 109800.0, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I'm on a call right now and I just need Japan's revenue for 2025",
        "We are drafting the deck and we only want Japan's revenue for 2025",
        "I only need Japan's revenue in 2025, the exact number only",
    ],
)
def test_a_statement_joined_by_and_and_a_stressed_wish_are_context(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value == 109800.0, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I'm on a call right now and I just need Japan's online revenue for 2025",
        "I'm on a call and I need the beverage unit's revenue in Japan for 2025",
        "I only need the online part of Japan's revenue in 2025",
    ],
)
def test_a_part_named_after_a_statement_joined_by_and_still_narrows(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "社員の研修って、年にどのくらい受けられるの？",
        "员工的培训一年大概有多少？",
        "How much training do the staff get in a year?",
    ],
)
def test_a_metric_that_owns_the_thing_asked_about_is_not_asked(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer
    assert answer.sources == ["ACME_Talent_Development_Policy.pdf"], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["香港の売上高の内訳は？", "员工的培训预算是多少？", "社員の研修の予算はいくら？"],
)
def test_a_thing_a_metric_owns_gives_no_value(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What were like-for-like sales in Japan for 2025?",
        "Japan's like-for-like revenue in 2025",
        "What was the group's one-off profit in 2025?",
        "What was Japan's revenue correction in 2025?",
        "What was Japan's revenue in 2025? I mean the online part.",
    ],
)
def test_a_compound_of_grammar_words_or_a_cue_word_as_a_noun_is_no_speech(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Would you have Japan's revenue for 2025?",
        "Would you happen to know Japan's revenue for 2025?",
        "Japan's full-year revenue for 2025",
    ],
)
def test_a_polite_would_you_or_a_full_year_still_gets_the_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value == 109800.0, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I'm in a meeting right now, what was Hong Kong's revenue last year",
        "老板在等，香港去年的收入是多少",
        "我在开会，香港去年收入多少啊",
        "今会議中なんだけど、香港の去年の売上高ってわかる？",
    ],
)
def test_the_moment_of_asking_said_in_speech_is_context(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value == ask(kb, "香港2025财年的收入是多少？", mode).value, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港の去年の売上高だけど、オンライン分だけ知りたい",
        "香港のEBITDAなんだけど、オンラインの数字ってわかる？",
    ],
)
def test_but_is_no_only_and_a_part_after_it_still_narrows(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("my boss wants Hong Kong's revenue for last year, roughly", 1702.0),
        ("Our CFO would like to know Japan's revenue in 2025", 109800.0),
        ("My manager needs the online revenue of Japan for 2025", None),  # the part narrows
        ("My manager asked for the beverage unit's revenue in Japan for 2025", None),
    ],
)
def test_someone_else_wanting_in_the_one_sentence_is_context(
    kb: KnowledgeBase, mode: str, question: str, value: float | None
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value == value, answer.answer
