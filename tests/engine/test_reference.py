"""The reference engine: each behaviour in each language, in tool and agent mode."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from ragspine_eval_pipeline.engine._compose import split_sentences
from ragspine_eval_pipeline.engine._run_state import MAX_TOOL_CALLS
from ragspine_eval_pipeline.engine.reference import ReferenceEngine
from ragspine_eval_pipeline.kb.format import render_fact
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, TODAY, ask

from .conftest import StrictKB


def test_unknown_mode_is_a_value_error(kb: KnowledgeBase) -> None:
    with pytest.raises(ValueError, match="tool, agent"):
        ask(kb, "香港FY2025的REVENUE是多少", "chat")


NUMERIC = [
    # (question, reference date, scope, metric, period)
    ("What was Japan's net profit in FY2025?", TODAY, "ACME_JP", "NET_PROFIT", "FY2025"),
    ("澳门2023财年的员工人数是多少？", TODAY, "ACME_MO", "HEADCOUNT", "FY2023"),
    ("香港の2025年度の粗利率はいくらですか？", TODAY, "ACME_HK", "GROSS_MARGIN", "FY2025"),
    (
        "What was Singapore's revenue last fiscal year?",
        date(2025, 2, 1),
        "ACME_SG",
        "REVENUE",
        "FY2024",
    ),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "day", "scope", "metric", "period"), NUMERIC)
def test_numeric(
    strict_kb: StrictKB,
    kb: KnowledgeBase,
    mode: str,
    question: str,
    day: date,
    scope: str,
    metric: str,
    period: str,
) -> None:
    answer = ask(strict_kb, question, mode, day)
    fact = kb.lookup_fact(scope, metric, period)
    assert fact is not None
    assert (answer.route, answer.clarification, answer.refused) == ("numeric", "none", False)
    assert (answer.value, answer.unit, answer.source) == (fact.value, fact.unit, fact.source)
    assert answer.sources == [fact.doc]
    assert answer.answer == render_fact(fact)


ASK_FIRST = [
    "What was net profit in FY2024?",  # a metric every scope reports, no scope
    "香港2025财年的情况怎么样？",  # a scope and a period, no metric
    "2024年度の売上高はいくらですか？",  # a metric and a period, no scope
    "How did Japan perform last year?",  # no metric, relative period
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ASK_FIRST)
def test_ask_first(strict_kb: StrictKB, mode: str, question: str) -> None:
    answer = ask(strict_kb, question, mode)
    assert (answer.route, answer.clarification, answer.refused) == ("clarify", "ask_first", False)
    assert answer.value is None and answer.source is None
    assert answer.answer.endswith(("?", "？"))


ASSUME = [
    # (question, reference date, scope, metric, assumed period)
    ("What is Singapore's net profit?", TODAY, "ACME_SG", "NET_PROFIT", "FY2025"),
    ("澳门的收入是多少？", date(2025, 2, 1), "ACME_MO", "REVENUE", "FY2024"),
    ("日本のEBITDAを教えてください。", TODAY, "ACME_JP", "EBITDA", "FY2025"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "day", "scope", "metric", "period"), ASSUME)
def test_answer_with_assumed_period(
    strict_kb: StrictKB,
    kb: KnowledgeBase,
    mode: str,
    question: str,
    day: date,
    scope: str,
    metric: str,
    period: str,
) -> None:
    answer = ask(strict_kb, question, mode, day)
    fact = kb.lookup_fact(scope, metric, period)
    assert fact is not None
    assert answer.clarification == "answer_with_assumptions" and not answer.refused
    assert (answer.value, answer.unit, answer.source) == (fact.value, fact.unit, fact.source)
    assert answer.answer.endswith(render_fact(fact))
    assert period in answer.answer.removesuffix(render_fact(fact))  # the assumption is stated


REFUSE = [
    "What will Singapore's revenue be next year?",  # future fiscal year
    "What is Hong Kong's revenue this fiscal year?",  # open fiscal year
    "Tell me a joke about accountants.",  # off topic
    "韩国2025财年的收入是多少？",  # a market ACME does not report
    "香港2018财年的收入是多少？",  # a year the KB does not hold
    "预测日本明年的净利润",  # a forecast
    "日本の2026年度の純利益は？",  # open fiscal year on 2026-06-12
    "シンガポールの株価は？",  # a metric the KB does not report
    "ライバル企業の売上高はいくらですか？",  # another company
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSE)
def test_refuse(strict_kb: StrictKB, mode: str, question: str) -> None:
    answer = ask(strict_kb, question, mode)
    assert (answer.route, answer.refused, answer.clarification) == ("refuse", True, "none")
    assert answer.value is None and answer.unit is None and answer.source is None
    assert answer.answer


NARRATIVE = [
    ("How does the group hedge yen cash flows?", "ACME_Risk_Factors_FY2025.pdf"),
    ("公司在尖沙咀门店做了什么调整？", "ACME_HK_Market_Review_FY2025.docx"),
    ("女性管理職の育成に向けてどのような制度がありますか？", "ACME_Talent_Development_Policy.pdf"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "doc"), NARRATIVE)
def test_narrative(
    strict_kb: StrictKB, kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(strict_kb, question, mode)
    assert (answer.route, answer.clarification, answer.refused) == ("narrative", "none", False)
    assert answer.value is None and answer.sources == [doc]
    text = kb.document_text(doc)
    assert text is not None
    assert all(sentence in text for sentence in split_sentences(answer.answer))


COMPOSITE = [
    (
        "What was Japan's revenue in FY2024, and what does the ESG report say about renewable "
        "electricity?",
        "ACME_JP",
        "REVENUE",
        "FY2024",
        "ACME_ESG_Report_FY2025.pdf",
    ),
    (
        "新加坡2025财年的EBITDA是多少？跨境电商在大湾区拓展计划中是什么角色？",
        "ACME_SG",
        "EBITDA",
        "FY2025",
        "ACME_GBA_Expansion_Plan.docx",
    ),
    (
        "香港の2023年度の売上高はいくらですか。また、セルフレジの導入状況は？",
        "ACME_HK",
        "REVENUE",
        "FY2023",
        "ACME_Japan_Business_Strategy_FY2025.pdf",
    ),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "scope", "metric", "period", "doc"), COMPOSITE)
def test_composite(
    strict_kb: StrictKB,
    kb: KnowledgeBase,
    mode: str,
    question: str,
    scope: str,
    metric: str,
    period: str,
    doc: str,
) -> None:
    answer = ask(strict_kb, question, mode)
    fact = kb.lookup_fact(scope, metric, period)
    assert fact is not None
    assert (answer.route, answer.clarification, answer.refused) == ("composite", "none", False)
    assert (answer.value, answer.unit, answer.source) == (fact.value, fact.unit, fact.source)
    assert answer.sources == [fact.doc, doc]
    assert answer.answer.startswith(render_fact(fact))
    text = kb.document_text(doc)
    assert text is not None
    quoted = answer.answer.removeprefix(render_fact(fact))
    assert quoted.strip() and all(s in text for s in split_sentences(quoted))


def test_answers_are_deterministic(kb: KnowledgeBase) -> None:
    question = COMPOSITE[0][0]
    assert ask(kb, question, "agent") == ask(kb, question, "agent")
    assert ask(kb, question, "tool") == ask(kb, question, "tool")


def test_agent_trace_records_plan_calls_observations_and_decisions(kb: KnowledgeBase) -> None:
    answer = ask(kb, COMPOSITE[0][0], "agent")
    steps = [step.split(":")[0].split(" ")[0] for step in answer.trace]
    assert {"plan", "call", "observe", "decide"} <= set(steps)
    assert any("fact + narrative" in step for step in answer.trace)


def test_agent_probes_the_kb_when_the_period_is_open(strict_kb: StrictKB) -> None:
    ask(strict_kb, "What is Singapore's net profit?", "agent")
    assert strict_kb.calls[0] == "facts_for" and "lookup_fact" in strict_kb.calls


class _FirstSearchEmpty(StrictKB):
    """The first search finds nothing (a flaky index), later ones work."""

    def __getattr__(self, name: str) -> Any:
        tool = super().__getattr__(name)
        if name != "search_passages":
            return tool

        def search(*args: Any, **kwargs: Any) -> Any:
            result = tool(*args, **kwargs)
            return [] if self.calls.count("search_passages") == 1 else result

        return search


def test_agent_retries_an_empty_search_with_fewer_terms(kb: KnowledgeBase) -> None:
    question, doc = NARRATIVE[0]
    flaky = _FirstSearchEmpty(kb)
    answer = ask(flaky, question, "agent")
    assert answer.route == "narrative" and answer.sources == [doc]
    assert any("retry" in step for step in answer.trace)
    # One pass has no second chance: the tool mode declines instead of guessing.
    declined = ask(_FirstSearchEmpty(kb), question, "tool")
    assert declined.refused and declined.tool_status == "not_found"


class _NothingFound(StrictKB):
    """A KB whose search never finds anything."""

    def search_passages(self, *args: Any, **kwargs: Any) -> list[Any]:
        self.calls.append("search_passages")
        return []


def test_agent_loop_is_bounded(kb: KnowledgeBase) -> None:
    empty = _NothingFound(kb)
    answer = ask(empty, NARRATIVE[0][0], "agent")
    assert answer.refused and answer.tool_status == "not_found"
    assert len(empty.calls) <= MAX_TOOL_CALLS


@pytest.mark.parametrize("mode", ["tool", "agent"])
@pytest.mark.parametrize(
    "question",
    [
        "What was Hong Kong's revenue growth between FY2024 and FY2025?",  # two periods
        "How did Singapore's EBITDA change in FY2025?",
        "香港2025年收入同比增长多少？",
        "日本の2025年度の売上高の前年比は？",
    ],
)
def test_derived_figures_are_refused_not_answered_with_one_year(
    mode: str, question: str, kb
) -> None:
    answer = ReferenceEngine().answer(question, mode=mode, reference_date=date(2026, 6, 12), kb=kb)
    assert answer.refused and answer.value is None


def test_exchange_rate_risk_is_not_a_change_request(kb) -> None:
    # "exchange" contains "change": word boundaries keep the topic question narrative.
    answer = ReferenceEngine().answer(
        "What does the risk factors report say about foreign exchange risk?",
        mode="tool",
        reference_date=date(2026, 6, 12),
        kb=kb,
    )
    assert not answer.refused and answer.route == "narrative"
