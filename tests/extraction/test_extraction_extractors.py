"""The reference extractors reproduce the ground truth and refuse unreadable files."""

from __future__ import annotations

from pathlib import Path

import pytest

from ragspine_eval_pipeline.extraction import ExtractionError, extract_facts
from ragspine_eval_pipeline.extraction.fixture_source import PPTX_DOC
from ragspine_eval_pipeline.extraction.runner import (
    FIXTURE_SETS,
    extract_fixture_set,
    load_ground_truth,
    run_fixture_set,
)
from tests.extraction.helpers import FIXTURES


@pytest.mark.parametrize("fmt", list(FIXTURE_SETS))
def test_reference_extractor_is_perfect_on_each_fixture_set(fmt: str) -> None:
    report = run_fixture_set(FIXTURES, fmt)
    assert report.metrics() == {"value": 1.0, "unit": 1.0, "period": 1.0, "coverage": 1.0}
    # No figure from prose, a chart, a text box or a notes row became a fact.
    assert report.n_unmatched_facts == 0 and report.n_duplicate_facts == 0


def test_ground_truth_exercises_every_number_format() -> None:
    """The fixtures hold the hard cases, so a perfect score means something."""
    truth = load_ground_truth(FIXTURES / "fixtures_ground_truth.json")
    assert isinstance(truth, list)
    units = {r["unit"] for r in truth}
    assert {"USD_M", "HKD_M", "JPY_M", "%", "persons"} <= units
    assert any(r["value"] < 0 for r in truth if r["sheet"] == "日本")


def test_chart_and_text_box_give_no_facts() -> None:
    facts = extract_facts(FIXTURES / "pptx" / PPTX_DOC)
    assert not [f for f in facts if f["sheet"] == "slide=3"]  # the chart slide


def test_golden_qa_locator_points_at_hong_kong_fy2025_revenue() -> None:
    """The seed's example source ``slide=5,table=1,row=2,col=3`` is 1,702 USD m."""
    facts = extract_facts(FIXTURES / "pptx" / PPTX_DOC)
    [fact] = [
        f for f in facts if f["sheet"] == "slide=5" and f["cell_ref"] == "table=1,row=2,col=3"
    ]
    assert (fact["value"], fact["unit"], fact["period"]) == (1702.0, "USD_M", "FY2025")


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("truncated.xlsx", "truncated or corrupt"),  # cut-off zip
        ("truncated.pptx", "truncated or corrupt"),  # cut-off zip
        ("truncated.pdf", "truncated"),  # no %%EOF
        ("encrypted.xlsx", "password-protected"),  # encrypted OLE container
        ("not_office.xlsx", "not a .xlsx document"),  # a CSV renamed
        ("not_office.pptx", "it is a PDF"),  # a PDF renamed
        ("not_office.pdf", "is not a PDF"),  # a text file renamed
        ("zip_not_office.xlsx", "not a .xlsx document"),  # a zip without a workbook
    ],
)
def test_unreadable_files_raise_an_error_naming_the_file(name: str, reason: str) -> None:
    path = FIXTURES / "invalid" / name
    with pytest.raises(ExtractionError) as caught:
        extract_facts(path)
    assert str(caught.value).startswith(str(path))
    assert reason in str(caught.value)
    assert isinstance(caught.value, ValueError)


def test_unknown_suffix_and_missing_file_are_extraction_errors(tmp_path: Path) -> None:
    with pytest.raises(ExtractionError, match="unsupported file type"):
        extract_facts(tmp_path / "report.docx")
    with pytest.raises(ExtractionError, match="no such file"):
        extract_facts(tmp_path / "gone.xlsx")


def test_parser_failure_after_the_sniff_is_wrapped(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pdf"
    bad.write_bytes(b"%PDF-1.7\n garbage that is no PDF at all \n%%EOF\n")
    with pytest.raises(ExtractionError, match=str(bad)):
        extract_facts(bad)


def test_empty_fixture_folder_is_an_input_error(tmp_path: Path) -> None:
    from ragspine_eval_pipeline.eval.extraction_eval import ExtractionInputError

    (tmp_path / "pdf").mkdir()
    with pytest.raises(ExtractionInputError, match="no pdf documents"):
        extract_fixture_set(tmp_path, "pdf")


def test_password_protected_pdf_is_named_as_such(tmp_path: Path) -> None:
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_encryption(owner_password="owner", user_password="user")
    pdf.add_page()
    pdf.set_font("Helvetica")
    pdf.cell(text="FY2025 1,702")
    target = tmp_path / "locked.pdf"
    pdf.output(str(target))
    with pytest.raises(ExtractionError, match="password-protected"):
        extract_facts(target)
