"""The shipped golden set: its shape, and the reference engine scoring 1.0 on it."""

from __future__ import annotations

import builtins
import importlib.util
import json
import math
import re
import subprocess
import sys
from collections import Counter
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from pypinyin import lazy_pinyin
from wordfreq import zipf_frequency

from ragspine_eval_pipeline.engine.reference import ReferenceEngine
from ragspine_eval_pipeline.kb.analysis import english_word_classes
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from ragspine_eval_pipeline.schema import canonical_locator, canonical_unit
from tests.builders import SEED_LINE

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "data" / "golden" / "qa_golden_set.jsonl"
ENGINE_DIR = ROOT / "ragspine_eval_pipeline" / "engine"
REFERENCE_MODULES = (
    "reference.py",
    *sorted(path.name for path in ENGINE_DIR.glob("_*.py") if path.name != "__init__.py"),
)
"""The reference engine: its entry module and every private module beside it."""


def _cases() -> list[dict[str, Any]]:
    lines = GOLDEN.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


CASES = _cases()
KEYS = ["topic", "scope", "qtype", "lang"]


def test_first_line_is_the_seed_case_byte_for_byte() -> None:
    assert GOLDEN.read_bytes().split(b"\n", 1)[0] == SEED_LINE.encode("utf-8")


def test_counts_per_case_type_and_language() -> None:
    assert len(CASES) >= 130
    assert len({c["id"] for c in CASES}) == len(CASES)
    types = Counter(c["case_type"] for c in CASES)
    assert all(
        types[t] >= 18 for t in ("numeric", "clarification", "refusal", "narrative", "composite")
    )
    langs = Counter(c["tags"].get("lang") for c in CASES)
    assert all(langs[lang] >= 30 for lang in ("zh", "ja", "en"))


def test_every_case_is_tagged_and_keyed_like_the_seed() -> None:
    for case in CASES:
        assert list(case) == ["id", "question", "case_type", "expected", "tags", "reference_date"]
        if case["id"] != "num-001":
            keys = list(case["tags"])
            # Cases written outside the project say where they came from.
            assert keys in (KEYS, [*KEYS, "origin"]), case["id"]


def test_expected_fields_follow_the_case_type() -> None:
    for case in CASES:
        expected, kind = case["expected"], case["case_type"]
        assert {"clarification", "refuse"} <= set(expected)
        if kind in ("numeric", "composite"):
            assert {"value", "unit", "source"} <= set(expected)
        if kind in ("narrative", "composite"):
            assert "narrative_doc" in expected
        if kind == "refusal":
            assert expected["refuse"] is True and "value" not in expected
        if kind == "clarification":
            assert expected["clarification"] != "none"


def test_golden_set_is_what_the_generator_writes() -> None:
    spec = importlib.util.spec_from_file_location(
        "build_golden_set", ROOT / "scripts" / "build_golden_set.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.render(module.build_cases()) == GOLDEN.read_text(encoding="utf-8")


def _mismatches(case: dict[str, Any], answer: Any) -> list[str]:
    expected = case["expected"]
    problems = []
    if answer.clarification != expected["clarification"]:
        problems.append(f"clarification {answer.clarification}")
    if answer.refused != expected["refuse"]:
        problems.append(f"refused {answer.refused}")
    if "value" in expected and expected["clarification"] != "ask_first":
        if answer.value is None or not math.isclose(
            answer.value, expected["value"], rel_tol=1e-6, abs_tol=1e-9
        ):
            problems.append(f"value {answer.value}")
        if canonical_unit(answer.unit) != canonical_unit(expected["unit"]):
            problems.append(f"unit {answer.unit}")
        source = expected["source"]
        if (
            answer.source is None
            or answer.source.doc != source["doc"]
            or canonical_locator(answer.source.locator) != canonical_locator(source["locator"])
        ):
            problems.append(f"source {answer.source}")
    if "narrative_doc" in expected and expected["narrative_doc"] not in answer.sources:
        problems.append(f"sources {answer.sources}")
    if expected["refuse"] and answer.value is not None:
        problems.append("a refused case carries a value")
    return problems


@pytest.mark.parametrize("mode", ["tool", "agent"])
def test_reference_engine_scores_one_on_every_case(
    kb: KnowledgeBase, mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_files(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError(f"the engine opened a file: {args[:1]}")

    engine = ReferenceEngine()
    failures = {}
    # Libraries' own data (the English lexicon, wordfreq's list, pypinyin's table) load once per
    # process, on first use; load them here so the guard below sees only what answering
    # itself opens, whichever tests ran before.
    english_word_classes("revenue")
    zipf_frequency("revenue", "en")
    lazy_pinyin("收入")
    with monkeypatch.context() as patch:
        patch.setattr(builtins, "open", no_files)  # answers come from the KB object alone
        for case in CASES:
            answer = engine.answer(
                case["question"],
                mode=mode,
                reference_date=date.fromisoformat(case["reference_date"]),
                kb=kb,
            )
            problems = _mismatches(case, answer)
            if problems:
                failures[case["id"]] = problems
    assert failures == {}


@pytest.mark.parametrize("name", REFERENCE_MODULES)
def test_engine_code_never_mentions_the_golden_set(name: str) -> None:
    source = (ENGINE_DIR / name).read_text(encoding="utf-8")
    assert not re.search(r"\b(?:num|clr|ref|nar|cmp)-\d{3}\b", source)
    assert "golden" not in source.casefold() and ".jsonl" not in source
    for case in CASES:
        assert case["question"] not in source, case["id"]


def test_engine_does_not_import_the_eval_side() -> None:
    code = (
        "import sys, ragspine_eval_pipeline.engine.reference\n"
        "print(sorted(m for m in sys.modules if m.startswith('ragspine_eval_pipeline.eval')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
