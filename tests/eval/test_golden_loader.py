"""The golden loader reports every bad line at once, naming file, line and field."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ragspine_eval_pipeline.eval.golden import GoldenCase, GoldenSetError, load_golden_set
from tests.builders import SEED_LINE, case_dict, write_jsonl


def _errors(path: Path) -> list[str]:
    with pytest.raises(GoldenSetError) as info:
        load_golden_set(path)
    assert isinstance(info.value, ValueError)
    for error in info.value.errors:
        assert error in str(info.value)
    return info.value.errors


def test_seed_line_loads(tmp_path: Path) -> None:
    cases = load_golden_set(write_jsonl(tmp_path / "g.jsonl", [SEED_LINE]))
    assert len(cases) == 1
    case = cases[0]
    assert case.expected.value == 1702.0
    assert case.expected.source is not None
    assert case.expected.source.locator == "slide=5,table=1,row=2,col=3"
    assert str(case.reference_date) == "2026-06-12"


def test_blank_lines_are_ignored(tmp_path: Path) -> None:
    path = tmp_path / "g.jsonl"
    path.write_text(f"\n{SEED_LINE}\n\n   \n", encoding="utf-8")
    assert [c.id for c in load_golden_set(path)] == ["num-001"]


@pytest.mark.parametrize(
    ("line", "field", "problem"),
    [
        # A numeric case needs a unit for its value.
        (
            {
                **case_dict(),
                "expected": {k: v for k, v in case_dict()["expected"].items() if k != "unit"},
            },
            "expected.unit",
            "required for numeric cases",
        ),
        # case_type is a closed set.
        ({**case_dict(), "case_type": "numerik"}, "case_type", "numeric"),
        # reference_date must be a real ISO date.
        ({**case_dict(), "reference_date": "2026-13-45"}, "reference_date", "month"),
        # Timestamps are not dates.
        ({**case_dict(), "reference_date": 1781222400}, "reference_date", "ISO date"),
        # Unknown fields are errors, nested ones too.
        (
            {**case_dict(), "expected": {**case_dict()["expected"], "valu": 1}},
            "expected.valu",
            "unknown field",
        ),
        ({**case_dict(), "note": "x"}, "note", "unknown field"),
        # A refusal case must expect a refusal.
        (case_dict(case_type="refusal", refuse=False), "expected.refuse", "must be true"),
        # A clarification case must expect a clarification.
        (
            case_dict(case_type="clarification", clarification="none"),
            "expected.clarification",
            "must not be 'none'",
        ),
        # A case that expects a refusal carries no value.
        (case_dict(case_type="refusal", value=3.0, unit="PCT"), "expected.value", "no value"),
        # Narrative cases name the document they must cite.
        (
            case_dict(case_type="narrative", narrative_doc=None),
            "expected.narrative_doc",
            "required",
        ),
        # Types are strict: a string is not a number, a number is not a bool.
        (case_dict(value="1702"), "expected.value", "valid number"),
        (case_dict(refuse=0), "expected.refuse", "boolean"),
        # Empty id and question are errors.
        ({**case_dict(), "id": ""}, "id", "at least 1"),
        ({**case_dict(), "question": ""}, "question", "at least 1"),
        # Missing top-level field.
        ({k: v for k, v in case_dict().items() if k != "expected"}, "expected", "field required"),
    ],
)
def test_each_invalid_field_is_named_with_its_line(
    tmp_path: Path, line: dict, field: str, problem: str
) -> None:
    path = write_jsonl(tmp_path / "g.jsonl", [SEED_LINE, line])
    errors = _errors(path)
    assert len(errors) == 1, errors
    assert errors[0].startswith(f"{path}:2: {field}: "), errors[0]
    assert problem in errors[0]


def test_json_syntax_error_names_the_line(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "g.jsonl", [SEED_LINE, '{"id": "x",'])
    [error] = _errors(path)
    assert error.startswith(f"{path}:2: (line): invalid JSON")


def test_non_utf8_bytes_name_the_line(tmp_path: Path) -> None:
    path = tmp_path / "g.jsonl"
    path.write_bytes(SEED_LINE.encode() + b"\n" + b'{"id": "\xff\xfe"}\n')
    [error] = _errors(path)
    assert error.startswith(f"{path}:2: (line): not valid UTF-8")


def test_duplicate_id_names_both_lines(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "g.jsonl", [SEED_LINE, case_dict("x"), SEED_LINE])
    [error] = _errors(path)
    assert error.startswith(f"{path}:3: id: duplicate id 'num-001' (first on line 1)")


def test_nan_and_infinity_are_rejected(tmp_path: Path) -> None:
    nan_line = SEED_LINE.replace("1702.0", "NaN")
    inf_line = SEED_LINE.replace("1702.0", "Infinity").replace("num-001", "num-002")
    errors = _errors(write_jsonl(tmp_path / "g.jsonl", [nan_line, inf_line]))
    assert [e.split(": ")[1] for e in errors] == ["(line)", "(line)"]
    assert "NaN" in errors[0] and "Infinity" in errors[1]


def test_every_invalid_line_is_reported_and_nothing_loads(tmp_path: Path) -> None:
    rows: list = [SEED_LINE, "{oops", case_dict("a", case_type="refusal", refuse=False), "[1, 2]"]
    errors = _errors(write_jsonl(tmp_path / "g.jsonl", rows))
    assert [e.split(": ")[0].rsplit(":", 1)[1] for e in errors] == ["2", "3", "4"]


def test_bom_and_crlf_are_accepted(tmp_path: Path) -> None:
    path = tmp_path / "g.jsonl"
    second = json.dumps(case_dict("c2"))
    path.write_bytes(b"\xef\xbb\xbf" + SEED_LINE.encode() + b"\r\n" + second.encode() + b"\r\n")
    assert [c.id for c in load_golden_set(path)] == ["num-001", "c2"]


@pytest.mark.parametrize(
    ("make_path", "problem"),
    [
        (lambda tmp: tmp / "missing.jsonl", "file not found"),  # a typo in --golden
        (lambda tmp: tmp, "not a file"),  # a folder
    ],
)
def test_unusable_paths_are_named(tmp_path: Path, make_path, problem: str) -> None:
    path = make_path(tmp_path)
    assert _errors(path) == [f"{path}: {problem}"]


def test_empty_file_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "g.jsonl"
    path.write_text("\n\n", encoding="utf-8")
    [error] = _errors(path)
    assert "no cases" in error


def test_round_trip_through_json() -> None:
    case = GoldenCase.model_validate(json.loads(SEED_LINE))
    assert GoldenCase.model_validate(case.model_dump(mode="json")) == case


def test_digest_changes_when_the_case_changes() -> None:
    case = GoldenCase.model_validate(case_dict())
    changed = GoldenCase.model_validate(case_dict(value=1703.0))
    assert case.digest() != changed.digest()
    assert case.digest() == GoldenCase.model_validate(case_dict()).digest()
