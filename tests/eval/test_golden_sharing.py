"""Cases that repeat an expectation or a tag set share one copy; digests do not change."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from ragspine_eval_pipeline.eval import golden
from ragspine_eval_pipeline.eval.golden import (
    Expected,
    GoldenCase,
    GoldenSetError,
    canonical_json,
    generic_canonical_json,
    load_golden_set,
)
from tests.builders import case_dict, write_jsonl

GOLDEN = Path(__file__).resolve().parents[2] / "data" / "golden" / "qa_golden_set.jsonl"


def _plain_digest(case: GoldenCase) -> str:
    """The digest as it was first defined: ``json.dumps`` of the whole dumped case."""
    text = json.dumps(
        case.model_dump(mode="json"), sort_keys=True, ensure_ascii=False, separators=(",", ":")
    )
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def test_every_shipped_case_digests_as_its_whole_json() -> None:
    for case in load_golden_set(GOLDEN):
        assert canonical_json(case) == generic_canonical_json(case)
        assert case.digest() == _plain_digest(case)


def _row(case_id: str, **changes: Any) -> dict[str, Any]:
    row = case_dict(case_id, "numeric")
    for key, value in changes.items():
        if key in row:
            row[key] = value
        else:
            row["expected"][key] = value
    return row


def test_awkward_text_digests_as_its_whole_json(tmp_path: Path) -> None:
    rows = [
        # quotes, backslashes, control and non-BMP characters in every string field
        _row('q"\\1', question='He said "no"\\ \t\u0001 😀 香港', tags={'k"': "v\\", "é": "ß"}),
        _row("zero", value=0.0),
        _row("negative-zero", value=-0.0),  # encodes as -0.0: a different case
        _row("tiny", value=1e-300),
        _row("unordered-tags", tags={"z": "1", "a": "2", "m": "3"}),
    ]
    cases = load_golden_set(write_jsonl(tmp_path / "g.jsonl", rows))
    for case in cases:
        assert canonical_json(case) == generic_canonical_json(case)
        assert case.digest() == _plain_digest(case)
    by_id = {case.id: case for case in cases}
    assert by_id["zero"].digest() != by_id["negative-zero"].digest()
    assert str(by_id["negative-zero"].expected.value) == "-0.0"


def test_equal_parts_are_shared_and_distinct_ones_kept(tmp_path: Path) -> None:
    rows = [_row("a"), _row("b"), _row("c", value=9.5), _row("d", tags={"topic": "HR"})]
    a, b, c, d = load_golden_set(write_jsonl(tmp_path / "g.jsonl", rows))
    assert a.expected is b.expected and a.tags is b.tags
    assert c.expected is not a.expected and c.expected.value == 9.5
    assert d.tags is not a.tags and d.tags == {"topic": "HR"}
    # Shared or not, each case is what validating its line alone gives.
    for case, row in zip((a, b, c, d), rows, strict=True):
        assert case == GoldenCase.model_validate(row)
        assert case.model_dump() == GoldenCase.model_validate(row).model_dump()


def test_the_share_key_names_every_expected_field() -> None:
    # golden._share_parts keys an expectation by these fields; a new field must join it.
    assert tuple(Expected.model_fields) == (
        "clarification",
        "refuse",
        "value",
        "unit",
        "source",
        "narrative_doc",
    )


def test_the_one_pass_parse_gives_what_decoding_then_validating_gives() -> None:
    lines = [line for line in GOLDEN.read_text(encoding="utf-8").splitlines() if line.strip()]
    for line in lines:
        fast = golden._parse_valid(line)
        assert fast is not None
        assert fast.model_dump() == GoldenCase.model_validate(json.loads(line)).model_dump()


def test_a_line_the_one_pass_parse_refuses_is_reported_by_the_checked_path(
    tmp_path: Path,
) -> None:
    # A lone surrogate escape: pydantic's parser refuses the line as JSON; the standard
    # decoder reads it, and the field check names the field, as the loader always did.
    line = json.dumps(_row("s", question="broken \ud800 text"))
    assert "\\ud800" in line
    assert golden._parse_valid(line) is None
    with pytest.raises(GoldenSetError) as info:
        load_golden_set(write_jsonl(tmp_path / "g.jsonl", [line]))
    (error,) = info.value.errors
    assert error.endswith(":1: question: Input should be a valid string, " + _UNICODE)


_UNICODE = "unable to parse raw data as a unicode string"


def test_duplicate_keys_keep_the_last_value_on_both_paths(tmp_path: Path) -> None:
    row = json.dumps(_row("first"))
    line = row.replace('"id": "first"', '"id": "first", "id": "second"')
    assert golden._parse_valid(line) is not None
    (case,) = load_golden_set(write_jsonl(tmp_path / "g.jsonl", [line]))
    assert case.id == "second" == json.loads(line)["id"]


def test_a_copy_with_another_value_is_encoded_as_its_own_json(tmp_path: Path) -> None:
    (case,) = load_golden_set(write_jsonl(tmp_path / "g.jsonl", [_row("orig")]))
    before = canonical_json(case)  # its expectation's JSON is known now
    changed = case.model_copy(update={"expected": case.expected.model_copy(update={"value": 9.5})})
    assert canonical_json(changed) == generic_canonical_json(changed) != before


def test_a_copy_with_another_value_has_its_own_digest(tmp_path: Path) -> None:
    (case,) = load_golden_set(write_jsonl(tmp_path / "g.jsonl", [_row("orig")]))
    before = case.digest()  # cached on the case now
    changed = case.model_copy(update={"question": case.question + " (edited)"})
    assert changed.digest() == _plain_digest(changed) != before
    assert case.model_copy().digest() == before
