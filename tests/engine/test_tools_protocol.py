"""The tools an engine may call form one protocol, which the KB and its observer implement."""

from __future__ import annotations

import inspect
from datetime import date
from pathlib import Path

import pytest

from ragspine_eval_pipeline.engine.reference import ReferenceEngine
from ragspine_eval_pipeline.kb.observe import ObservedKnowledgeBase
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from ragspine_eval_pipeline.kb.tools import KnowledgeTools

ENGINE_DIR = Path(__file__).resolve().parents[2] / "ragspine_eval_pipeline" / "engine"
PROTOCOL_METHODS = [
    name
    for name, member in vars(KnowledgeTools).items()
    if callable(member) and not name.startswith("_")
]


def test_the_protocol_holds_every_content_tool() -> None:
    assert set(KnowledgeBase.TOOLS) <= set(PROTOCOL_METHODS)


@pytest.mark.parametrize("implementation", [KnowledgeBase, ObservedKnowledgeBase])
@pytest.mark.parametrize("name", PROTOCOL_METHODS)
def test_each_method_has_the_protocols_signature(implementation: type, name: str) -> None:
    expected = inspect.signature(getattr(KnowledgeTools, name))
    actual = inspect.signature(vars(implementation)[name])  # defined, not forwarded
    assert list(actual.parameters.values()) == list(expected.parameters.values())


def test_the_kb_and_its_observer_are_knowledge_tools(kb: KnowledgeBase) -> None:
    assert isinstance(kb, KnowledgeTools)
    assert isinstance(ObservedKnowledgeBase(kb), KnowledgeTools)


def test_the_observer_records_what_content_tools_return_and_nothing_else(
    kb: KnowledgeBase,
) -> None:
    observed = ObservedKnowledgeBase(kb)
    observed.scopes(), observed.vocabulary(), observed.document_title("none")
    assert observed.calls == [] and observed.contexts == []
    fact = observed.lookup_fact("ACME_HK", "REVENUE", "FY2025")
    passages = observed.search_passages("renewable electricity", k=2)
    assert fact is not None and passages
    assert observed.calls == ["lookup_fact", "search_passages"]
    assert observed.contexts[1:] == [p.text for p in passages]
    assert observed.fingerprint == kb.fingerprint  # beyond the protocol: read through


@pytest.mark.parametrize("mode", ["tool", "agent"])
def test_the_engine_answers_the_same_through_the_observer(kb: KnowledgeBase, mode: str) -> None:
    question = "What was Singapore's EBITDA in FY2024?"
    day = date(2026, 6, 12)
    direct = ReferenceEngine().answer(question, mode=mode, reference_date=day, kb=kb)
    observed = ObservedKnowledgeBase(kb)
    through = ReferenceEngine().answer(question, mode=mode, reference_date=day, kb=observed)
    assert through == direct and "lookup_fact" in observed.calls


@pytest.mark.parametrize("path", sorted(ENGINE_DIR.glob("*.py")), ids=lambda p: p.name)
def test_the_engine_needs_no_type_ignore(path: Path) -> None:
    assert "type: ignore" not in path.read_text(encoding="utf-8")
