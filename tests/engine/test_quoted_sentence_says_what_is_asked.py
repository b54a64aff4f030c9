"""The sentences quoted for a narrative question say what it asks about.

Read (``engine/_quoted_heads.py``): a narrative answer quotes sentences holding the thing
the question names (a CJK name whole, every word narrowing it included: 「*自由*现金流」;
an English phrase by its head: "*inventory*", "*churn*"), as written, in the translation
of the same sentence (库存, 在庫 for "safety stock") or in the paragraph's keywords (its
readers' words: "capex", 设备投资 for capital expenditure). Where a sentence of the
paragraphs read holds it and none quoted does, that one is quoted (「扩张计划的*资金*从哪里
来」: the funding sentence, never the plan's opening); else, for a question naming no
document, another document's first ranked paragraph holding it (safety stock: the risk
report). A clause following one the quote answers may ask its details in the reader's
words (「…有多少人借此换了新职」 after the job-posting scheme): it is refused only where no
clause of the question is said.

Refused: a quote sharing only a market, a year, the document's name or a modifier with
the question (「日本事業戦略では、2025年度の*在庫*は」 is not answered by the year's revenue
sentence, 「*自由*现金流」 not by the plan's internal cash flow, "churn" not by the Hong Kong
review's revenue sentence), in every language.

An English name of nouns alone is held as a CJK one is, by its head and every word
narrowing it ("*net* cash flow" is not held by the internal cash flow); a description
with a verb in it ("win back weekend footfall") by half its weight.

Still read as before: an English head put in the reader's words where the paragraph holds
half the phrase and every word narrowing it ("labour *crunch*"), so "customer churn" is
answered from a paragraph whose readers say "customers".
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._quoted_heads import asked_heads
from ragspine_eval_pipeline.kb.analysis import Word, normalize, stem
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "According to the Japan strategy, what was inventory in FY2025?",
        "In the Japan strategy, what is the FY2025 value for inventories?",
        "What is the churn figure in the Hong Kong review for FY2025?",
        "The Singapore update: what was churn in 2025?",
        "自由现金流是多少？",
        "大湾区计划中自由现金流是多少？",
        "日本事业战略里，库存在2025财年是多少？",
        "日本事業戦略では、2025年度の在庫はどれくらい？",
        "日本事業戦略で、フリーキャッシュフローの2025年度の値は？",
        "日本事業戦略に書かれている在庫の水準は？",
        "日本事業戦略で、在庫とフリーキャッシュフローの2025年度の値は？",
        # An English name narrows its head as a CJK one does: not the internal cash flow.
        "How much free cash flow will the GBA expansion generate?",
        "How much net cash flow does the Greater Bay Area plan show?",
    ],
)
def test_a_quote_not_saying_the_thing_asked_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)
    assert answer.route == "refuse", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("Tell me about safety stock", "safety stock"),
        ("How much capital expenditure is planned?", "Capital expenditure"),
        ("Where does the cash for the expansion come from?", "现金流"),
        ("介绍一下安全库存", "safety stock"),
        ("扩张计划的资金从哪里来？", "资金来自"),
        ("集团的资本开支是多少？", "Capital expenditure"),
        ("設備投資について教えてください", "Capital expenditure"),
        ("グループは何週間分の安全在庫を持っていますか？", "safety stock"),
        ("日本事業戦略で、免税売上の値は？", "免税売上"),
        ("香港市场回顾里提到的客户流失情况如何？", "深圳"),
        ("円安対策の一覧表に入れられるよう一行で。安全在庫は何週間分ですか？", "safety stock"),
        ("How much training time per year does the talent development policy promise?", "40"),
        ("大湾区拓展计划的送货时效是多久？", "24小时"),
        ("人才培养方针里，员工怎样主动申请调换岗位？2025年度有多少人借此换了新职？", "150"),
        ("How much cash will the Greater Bay Area plan invest?", "2亿美元"),
    ],
)
def test_a_quote_saying_the_thing_asked_is_given(
    kb: KnowledgeBase, mode: str, question: str, said: str
) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert answer.route == "narrative", answer.answer
    assert said in answer.answer, answer.answer


def _words(*surfaces: str) -> tuple[Word, ...]:
    return tuple(Word(s, s, False) for s in surfaces)


@pytest.mark.parametrize(
    ("text", "head", "held"),
    [
        ("自由现金流是多少", _words("现金流"), _words("自由", "现金流")),
        ("年轻员工有什么培训", _words("员工"), _words("年轻", "员工")),
        ("经营现金流是多少", _words("现金流"), _words("现金流")),
    ],
)
def test_a_chinese_adjective_written_onto_the_head_must_be_held(
    text: str, head: tuple[Word, ...], held: tuple[Word, ...]
) -> None:
    assert asked_heads(normalize(text), [head], "zh", lambda _: False) == [held]


def test_a_degree_after_how_is_no_head() -> None:
    high, churn = Word("high", "high", True), Word("churn", "churn", True)
    heads = asked_heads("how high is customer churn", [(high,), (churn,)], "en", lambda _: False)
    assert heads == [(churn,)]


def _english(*surfaces: str) -> tuple[Word, ...]:
    return tuple(Word(s, stem(s), True) for s in surfaces)


@pytest.mark.parametrize(
    ("text", "heads", "kept"),
    [
        ("how much is it expected to cost", [_english("cost")], []),
        ("where's the funding coming from", [_english("funding", "coming")], ["funding"]),
        ("what is the main reason sales grew", [_english("main", "reason")], []),
        (
            "how much training time does the policy promise",
            [_english("training", "time")],
            ["training"],
        ),
        ("which cities does it cover", [_english("cities")], []),
        ("what does the report say about the cost", [_english("cost")], ["cost"]),
    ],
)
def test_english_words_that_name_no_thing_to_hold(
    text: str, heads: list[tuple[Word, ...]], kept: list[str]
) -> None:
    held = asked_heads(normalize(text), heads, "en", lambda _: False)
    assert [w.surface for h in held for w in h] == kept


def test_a_term_in_english_inside_a_chinese_phrase_is_a_name_of_its_own() -> None:
    phrase = (Word("app+", "app+", True), Word("网店", "网店", False))
    held = asked_heads("线上(app+网店)销售占比", [phrase], "zh", lambda _: False)
    assert [[w.surface for w in h] for h in held] == [["app"], ["网店"]]
