"""Generated input at the two loaders: a result or the module's own error, nothing else."""

from __future__ import annotations

import contextlib
import json
import math
import tempfile
import warnings
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ragspine_eval_pipeline.eval.extraction_eval import (
    EvalReport,
    ExtractionInputError,
    run_eval,
)
from ragspine_eval_pipeline.eval.golden import GoldenCase, GoldenSetError, load_golden_set
from tests.builders import case_dict

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=12)
)
json_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)

# Field names and values that a golden line really uses, so mutations reach deep checks.
GOLDEN_KEYS = ["id", "question", "case_type", "expected", "tags", "reference_date"]
EXPECTED_KEYS = ["clarification", "refuse", "value", "unit", "source", "narrative_doc"]
CASE_TYPES = ["numeric", "clarification", "refusal", "narrative", "composite"]
plausible = (
    json_values
    | st.sampled_from([*CASE_TYPES, "none", "ask_first", "2026-06-12", "2026-02-30", "USD_M"])
    | st.fixed_dictionaries({"doc": st.text(max_size=6), "locator": st.text(max_size=6)})
)


@st.composite
def golden_rows(draw: st.DrawFn) -> Any:
    """A valid case with a few fields replaced, removed or added; or any JSON value."""
    if draw(st.booleans()):
        return draw(json_values)
    row = case_dict(draw(st.text(min_size=1, max_size=6)), draw(st.sampled_from(CASE_TYPES)))
    for _ in range(draw(st.integers(0, 3))):
        expected = row.get("expected")
        nested = isinstance(expected, dict) and draw(st.booleans())
        target, keys = (expected, EXPECTED_KEYS) if nested else (row, GOLDEN_KEYS)
        key = draw(st.sampled_from([*keys, draw(st.text(max_size=5))]))
        if draw(st.integers(0, 4)) == 0:
            target.pop(key, None)
        else:
            target[key] = draw(plausible)
    return row


def _line(row: Any, raw: str | None) -> str:
    return raw if raw is not None else json.dumps(row, ensure_ascii=False)


@FUZZ
@given(
    st.lists(
        st.tuples(golden_rows(), st.none() | st.text(max_size=30)),
        min_size=0,
        max_size=6,
    ),
    st.sampled_from(["\n", "\r\n"]),
    st.booleans(),
)
def test_the_golden_loader_loads_or_raises_golden_set_error(rows, newline: str, bom: bool):
    text = newline.join(_line(row, raw) for row, raw in rows)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "golden.jsonl"
        path.write_bytes((b"\xef\xbb\xbf" if bom else b"") + text.encode("utf-8", "surrogatepass"))
        try:
            cases = load_golden_set(path)
        except GoldenSetError as exc:
            assert exc.errors, "a GoldenSetError names at least one problem"
            assert all(isinstance(e, str) and e.startswith(str(path)) for e in exc.errors)
            return
    assert cases and all(isinstance(case, GoldenCase) for case in cases)
    assert len({case.id for case in cases}) == len(cases)
    for case in cases:
        if case.expected.value is not None:
            assert math.isfinite(case.expected.value)


@FUZZ
@given(st.binary(max_size=200))
def test_the_golden_loader_survives_arbitrary_bytes(data: bytes):
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "golden.jsonl"
        path.write_bytes(data)
        with contextlib.suppress(GoldenSetError):
            load_golden_set(path)


cell_fields = st.fixed_dictionaries(
    {},
    optional={
        "doc": st.none() | st.sampled_from(["a.xlsx", "b.pdf", ""]) | scalars,
        "sheet": st.sampled_from(["Sheet1", "page=1", "slide=2", " "]) | scalars,
        "cell_ref": st.sampled_from(["C7", "$c$7", "table=1,row=2,col=3"]) | scalars,
        "value": scalars | st.sampled_from(["1,702", "(1,702)", "１７０２", "12.5%"]) | json_values,
        "unit": scalars | st.sampled_from(["USD_M", "USD million", "%"]),
        "period": scalars | st.sampled_from(["FY2025", "FY25", "2025Q1"]),
        "extra": json_values,
    },
)
facts_strategy = st.lists(cell_fields | json_values, max_size=6) | json_values
truth_strategy = (
    st.lists(cell_fields | json_values, max_size=6)
    | st.dictionaries(
        st.sampled_from(["Sheet1!C7", "a.xlsx:Sheet1!C7", "page=1!table=1,row=1,col=1", "bad"])
        | st.text(max_size=8),
        cell_fields | scalars | json_values,
        max_size=4,
    )
    | json_values
)


@FUZZ
@given(facts_strategy, truth_strategy)
def test_run_eval_scores_or_raises_extraction_input_error(facts: Any, truth: Any):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # an empty ground truth warns, on purpose
            report = run_eval(facts, truth)
    except ExtractionInputError as exc:
        assert exc.errors
        return
    assert isinstance(report, EvalReport)
    for channel in report.channels.values():
        assert 0.0 <= channel.accuracy <= 1.0
        assert channel.correct <= channel.total
    EvalReport.model_validate_json(report.model_dump_json())  # serializable and round-trips
