"""Hostile input the harness must survive: huge golden lines, engines that exit or interrupt."""

from __future__ import annotations

import math
import sys
import textwrap
import time
import tracemalloc
from pathlib import Path

import pytest

from ragspine_eval_pipeline.eval.extraction_eval import ExtractionInputError, run_eval
from ragspine_eval_pipeline.eval.golden import GoldenSetError, load_golden_set
from ragspine_eval_pipeline.eval.runner import RunPolicy, run_cases
from tests.builders import SEED_LINE
from tests.reliability.fakes import BaseExceptionEngine, ExitingEngine, InterruptingEngine

HUGE_LINE_BYTES = 40 * 1024 * 1024


def test_a_huge_golden_line_is_refused_without_reading_it_whole(tmp_path: Path) -> None:
    path = tmp_path / "golden.jsonl"
    with path.open("wb") as out:
        out.write(SEED_LINE.encode() + b"\n")
        out.write(b'{"id": "' + b"x" * HUGE_LINE_BYTES + b'"}\n')
        out.write(SEED_LINE.replace("num-001", "num-002").encode() + b"\n")
    tracemalloc.start()
    try:
        with pytest.raises(GoldenSetError) as caught:
            load_golden_set(path)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert caught.value.errors == [f"{path}:2: (line): longer than 1000000 bytes"]
    assert peak < HUGE_LINE_BYTES / 8  # a few megabytes at most, never the whole line


@pytest.mark.parametrize(
    "engine_type",
    [
        ExitingEngine,  # sys.exit() in answer()
        InterruptingEngine,  # a raised KeyboardInterrupt
        BaseExceptionEngine,  # any other BaseException (GeneratorExit): killed the worker
    ],
)
def test_an_engine_that_exits_or_interrupts_fails_only_that_case(
    golden_subset: Path, eval_kb, engine_type
) -> None:
    cases = load_golden_set(golden_subset)
    target = cases[1].question
    engine = engine_type(lambda question: question == target)
    started = time.monotonic()
    policy = RunPolicy(workers=2, case_timeout_s=20)
    outcomes = run_cases(cases, engine, "tool", eval_kb, policy)
    assert time.monotonic() - started < 10  # reported at once, not as a timeout
    failed = [o for o in outcomes if o.tool_status != "ok"]
    assert [o.case_id for o in failed] == [cases[1].id]
    assert failed[0].tool_status == "error"
    assert failed[0].error.startswith(("SystemExit", "KeyboardInterrupt", "GeneratorExit"))


@pytest.mark.parametrize(
    ("source", "reason"),
    [
        ("import sys\nsys.exit(7)\n", "cannot import"),  # exits on import
        (
            "import sys\nclass Engine:\n    def __init__(self):\n        sys.exit(7)\n",
            "construction failed",
        ),
    ],
)
def test_an_engine_that_exits_while_loading_is_exit_2(
    tmp_path: Path,
    golden_subset: Path,
    run_cli,
    monkeypatch: pytest.MonkeyPatch,
    source: str,
    reason: str,
) -> None:
    plugins = tmp_path / "plugins"
    plugins.mkdir()
    (plugins / "exiting_engine.py").write_text(textwrap.dedent(source), "utf-8")
    monkeypatch.syspath_prepend(str(plugins))
    result = run_cli(
        "--golden", golden_subset, "--baseline", tmp_path / "b.json",
        "--engine", "exiting_engine:Engine",
    )  # fmt: skip
    assert result.code == 2
    assert len(result.err.strip().splitlines()) == 1
    assert reason in result.err and "SystemExit" in result.err
    assert not (tmp_path / "b.json").exists()


def test_a_stray_far_cell_in_a_workbook_is_a_clear_error_not_a_huge_grid(tmp_path: Path) -> None:
    from openpyxl import Workbook

    from ragspine_eval_pipeline.extraction.errors import ExtractionError
    from ragspine_eval_pipeline.extraction.xlsx import extract_xlsx

    workbook = Workbook()
    sheet = workbook.active
    sheet["A1"] = "Revenue"
    sheet["XFD1048576"] = 1
    path = tmp_path / "stray.xlsx"
    workbook.save(path)
    assert path.stat().st_size < 10_000
    started = time.monotonic()
    with pytest.raises(ExtractionError, match=r"spans A1:XFD1048576 \(17,179,869,184 cells\)"):
        extract_xlsx(path)
    assert time.monotonic() - started < 5


def test_a_sheet_with_a_few_filled_cells_far_from_a1_still_extracts(tmp_path: Path) -> None:
    from openpyxl import Workbook

    from ragspine_eval_pipeline.extraction.xlsx import extract_xlsx

    workbook = Workbook()
    sheet = workbook.active
    sheet.title = "P&L"
    for col, text in zip("BCD", ["USD million", "FY2024", "FY2025"], strict=True):
        sheet[f"{col}3"] = text
    sheet["B4"], sheet["C4"], sheet["D4"] = "Revenue", 1500, 1702
    sheet.row_dimensions[2000].height = 30  # a styled row far below: no cell, no grid
    path = tmp_path / "table.xlsx"
    workbook.save(path)
    facts = {fact["cell_ref"]: fact["value"] for fact in extract_xlsx(path)}
    assert facts == {"C4": 1500.0, "D4": 1702.0}


def _cell(value: float) -> dict:
    return {"sheet": "S", "cell_ref": "A1", "value": value}


@pytest.mark.parametrize(
    ("facts", "truth"),
    [
        ([_cell(math.nan)], [_cell(1.0)]),  # NaN in the facts
        ([_cell(1.0)], [_cell(math.nan)]),  # in list ground truth
        ([_cell(1.0)], {"S!A1": math.nan}),  # in keyed ground truth
        ([_cell(math.inf)], {"S!A1": 1.0}),  # infinity
    ],
)
def test_nan_never_scores_in_the_extraction_eval(facts, truth) -> None:
    with pytest.raises(ExtractionInputError, match="not a finite number"):
        run_eval(facts, truth)


def test_a_dependency_shadowed_by_the_working_directory_is_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import types

    from ragspine_eval_pipeline.deps import shadowed_dependencies

    assert shadowed_dependencies() == []  # the real packages come from the environment
    stray = types.ModuleType("openpyxl")
    stray.__file__ = str(tmp_path / "openpyxl.py")
    monkeypatch.setitem(sys.modules, "openpyxl", stray)
    [problem] = shadowed_dependencies()
    assert problem.startswith(f"openpyxl was imported from {tmp_path / 'openpyxl.py'}")
    assert "shadows the package" in problem
