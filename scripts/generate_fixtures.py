"""Write the extraction fixtures and their ground truth from one table of truth.

    .venv/bin/python scripts/generate_fixtures.py [--out data/fixtures]

Every figure comes from ``ragspine_eval_pipeline.extraction.fixture_source``; each
ground-truth record is written as the cell is placed, never read back from a file.
Output is byte-deterministic: fixed document metadata, zip entries re-packed with a
fixed timestamp (nested chart workbooks included), a seeded encryption salt.
"""

from __future__ import annotations

import argparse
import io
import random
import re
import sys
import zipfile
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from fpdf import FPDF
from openpyxl import Workbook
from openpyxl.styles import Alignment, Font
from pptx import Presentation
from pptx.chart.data import CategoryChartData
from pptx.enum.chart import XL_CHART_TYPE
from pptx.util import Inches, Pt

REPO_ROOT = Path(__file__).resolve().parent.parent
try:
    import ragspine_eval_pipeline  # noqa: F401
except ImportError:  # run from a checkout without an installed package
    sys.path.insert(0, str(REPO_ROOT))

from ragspine_eval_pipeline.eval.store import atomic_write_json  # noqa: E402
from ragspine_eval_pipeline.extraction.fixture_source import (  # noqa: E402
    PDF_DOCS,
    PPTX_DOC,
    TABLES,
    XLSX_DOC,
    SourceRow,
    SourceTable,
)

FIXED_TIME = datetime(2025, 1, 1)
_ZIP_TIME = (2025, 1, 1, 0, 0, 0)
ENCRYPTED_PASSWORD = "ragspine"

Record = dict[str, object]


# --- how a figure is printed ------------------------------------------------------


def _decimals(value: float, unit: str) -> int:
    return 1 if unit == "%" or value != int(value) else 0


def plain(value: float, unit: str) -> str:
    """``1,702``, ``(902)``, ``42.0%``, ``(2.4)%``: a typical English annual report."""
    body = f"{abs(value):,.{_decimals(value, unit)}f}"
    body = f"({body})" if value < 0 else body
    return body + ("%" if unit == "%" else "")


_FULLWIDTH = str.maketrans("0123456789,.%", "０１２３４５６７８９，．％")


def fullwidth(value: float, unit: str, negative: str = "\u2212") -> str:
    """``１，７０２``, ``−１，２０４`` or ``△７８``: a Japanese-language report."""
    body = f"{abs(value):,.{_decimals(value, unit)}f}" + ("%" if unit == "%" else "")
    return (negative if value < 0 else "") + body.translate(_FULLWIDTH)


def _record(doc: str, sheet: str, cell_ref: str, value: float, unit: str, period: str) -> Record:
    return {
        "doc": doc,
        "sheet": sheet,
        "cell_ref": cell_ref,
        "value": float(value),
        "unit": unit,
        "period": period,
    }


# --- deterministic office containers ------------------------------------------------

_CORE_DATES = re.compile(rb"(<dcterms:(created|modified)[^>]*>)[^<]*(</dcterms:\2>)")


def normalize_zip(data: bytes) -> bytes:
    """Re-pack an OOXML zip with fixed timestamps so equal content gives equal bytes."""
    out = io.BytesIO()
    with (
        zipfile.ZipFile(io.BytesIO(data)) as src,
        zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst,
    ):
        for info in src.infolist():
            payload = src.read(info.filename)
            if info.filename.endswith(".xlsx"):  # a chart's embedded workbook
                payload = normalize_zip(payload)
            if info.filename == "docProps/core.xml":
                payload = _CORE_DATES.sub(rb"\g<1>2025-01-01T00:00:00Z\g<3>", payload)
            entry = zipfile.ZipInfo(info.filename, date_time=_ZIP_TIME)
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.create_system = 3
            entry.external_attr = 0o644 << 16
            dst.writestr(entry, payload, compresslevel=9)
    return out.getvalue()


def _save_zip(save: Callable[[io.BytesIO], None], path: Path) -> bytes:
    buffer = io.BytesIO()
    save(buffer)
    data = normalize_zip(buffer.getvalue())
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return data


# --- xlsx ---------------------------------------------------------------------------


def _xlsx_table(
    ws,
    table: SourceTable,
    top: int,
    header_label: str,
    period_header: Callable[[str], str],
    first_col: int,
    write: Callable[[SourceRow, float, str], tuple[object, str | None]],
    label: Callable[[SourceRow], str],
    records: list[Record],
) -> int:
    """Write header + rows at ``top``; figures start at column ``first_col`` (1-based)."""
    ws.cell(top, 1, header_label).font = Font(bold=True)
    for i, period in enumerate(table.periods):
        head = ws.cell(top, first_col + i, period_header(period))
        head.font = Font(bold=True)
        head.alignment = Alignment(horizontal="right")
    r = top
    for row in table.rows:
        r += 1
        ws.cell(r, 1, label(row))
        unit = table.unit_of(row)
        for i, (period, value) in enumerate(zip(table.periods, row.values, strict=True)):
            cell = ws.cell(r, first_col + i)
            if value is None:
                cell.value = "n/a"
                cell.alignment = Alignment(horizontal="right")
                continue
            cell.value, number_format = write(row, value, unit)
            if number_format:
                cell.number_format = number_format
            cell.alignment = Alignment(horizontal="right")
            records.append(_record(XLSX_DOC, ws.title, cell.coordinate, value, unit, period))
    return r


def _numeric(row: SourceRow, value: float, unit: str) -> tuple[object, str | None]:
    """A typed number with an Excel number format (percentages stored as fractions)."""
    if unit == "%":
        return round(value / 100, 6), "0.0%"
    if value == int(value):
        return int(value), "#,##0;(#,##0)"
    return value, "#,##0.0;(#,##0.0)"


def _text(row: SourceRow, value: float, unit: str) -> tuple[object, str | None]:
    """Figures stored as printed text, as exported by many reporting systems."""
    return plain(value, unit), None


def _japanese(row: SourceRow, value: float, unit: str) -> tuple[object, str | None]:
    """Full-width text; extraordinary losses use the △ negative, others unicode minus."""
    negative = "\u25b3" if row.label == "Extraordinary losses" else "\u2212"
    return fullwidth(value, unit, negative), None


def _widths(ws, label: int, figures: str, spacer: str | None = None) -> None:
    ws.column_dimensions["A"].width = label
    for col in figures:
        ws.column_dimensions[col].width = 22
    if spacer:
        ws.column_dimensions[spacer].width = 3


def _title(ws, text: str, last_col: int) -> None:
    ws.cell(1, 1, text).font = Font(bold=True, size=14)
    ws.merge_cells(start_row=1, start_column=1, end_row=1, end_column=last_col)


def build_xlsx(path: Path) -> list[Record]:
    """Three sheets: typed numbers with a spacer column, printed text, Japanese text."""
    records: list[Record] = []
    wb = Workbook()
    wb.properties.creator = "ACME Finance"
    wb.properties.created = FIXED_TIME
    wb.properties.modified = FIXED_TIME

    hk, cash, group, jp = TABLES["hk"], TABLES["cash"], TABLES["group"], TABLES["jp"]

    ws = wb.active
    ws.title = "HK Segment"
    _title(ws, hk.title, 5)
    english = {"label": lambda r: r.label, "records": records}
    # Column B is an empty spacer between the labels and the figures.
    end = _xlsx_table(
        ws,
        hk,
        3,
        header_label="USD m",
        period_header=str,
        first_col=3,
        write=_numeric,
        **english,
    )
    ws.cell(end + 2, 1, "Note: gross margin is gross profit over revenue; FY2024 capex n/a.")
    _xlsx_table(
        ws,
        cash,
        end + 4,
        header_label="Cash flow (USD m)",
        period_header=str,
        first_col=3,
        write=_numeric,
        **english,
    )
    _widths(ws, label=28, spacer="B", figures="CDE")

    ws = wb.create_sheet("Group (HKD)")
    _title(ws, group.title, 4)
    end = _xlsx_table(
        ws,
        group,
        2,
        header_label="Region",
        period_header=lambda p: f"{p} (HKD million)",
        first_col=2,
        write=_text,
        **english,
    )
    ws.cell(end + 1, 1, "Source: management accounts, unaudited.")
    _widths(ws, label=24, figures="BCD")

    ws = wb.create_sheet("日本")
    _title(ws, jp.title, 4)
    _xlsx_table(
        ws,
        jp,
        2,
        header_label="項目",
        period_header=lambda p: f"{p[2:]}年度".translate(_FULLWIDTH),
        first_col=2,
        write=_japanese,
        label=lambda r: r.label_ja or r.label,
        records=records,
    )
    _widths(ws, label=20, figures="BCD")

    _save_zip(wb.save, path)
    return records


# --- pdf ----------------------------------------------------------------------------

PROSE = {
    "intro": (
        "ACME Hong Kong had a strong year. Revenue in Hong Kong rose 5.4% to USD 1,702 "
        "million in FY2025, while operating profit reached USD 268 million. The table "
        "below sets out the key figures for the last three fiscal years."
    ),
    "after_hk": (
        "Capital expenditure for FY2024 was not disclosed separately. Gross margin "
        "improved by 0.9 percentage points, helped by a better product mix."
    ),
    "group": (
        "Group revenue grew 6.3% to HKD 24,922 million. Mainland China recovered after "
        "a weaker FY2024, and Japan continued to grow in local currency terms."
    ),
    "cash": (
        "Free cash flow rose to USD 289 million. Dividends paid increased in line with "
        "the dividend policy announced in FY2023."
    ),
    "closing": "All figures are unaudited and may be restated in the final accounts.",
    "interim": (
        "This review summarises segment profitability. Japan returned to profit in "
        "FY2025 after a loss in FY2024, when margins fell to -2.4%."
    ),
    "japan": "Japanese segment figures are reported in JPY million.",
}


def _pdf() -> FPDF:
    pdf = FPDF(format="A4")
    pdf.set_creation_date(FIXED_TIME)
    pdf.set_author("ACME Investor Relations")
    pdf.set_creator("ragspine fixtures")
    pdf.set_auto_page_break(auto=True, margin=15)
    return pdf


def _para(pdf: FPDF, text: str, size: int = 10, bold: bool = False) -> None:
    pdf.set_font("Helvetica", "B" if bold else "", size)
    pdf.multi_cell(0, 5, text, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)


def _pdf_table(
    pdf: FPDF,
    doc: str,
    page: int,
    table_no: int,
    table: SourceTable,
    header: list[str],
    records: list[Record],
) -> None:
    """A ruled table; header is row 1 and labels are column 1 (1-based cell refs)."""
    pdf.set_font("Helvetica", "", 9)
    with pdf.table(
        col_widths=(70, 35, 35, 35),
        text_align=("LEFT", "RIGHT", "RIGHT", "RIGHT"),
        first_row_as_headings=True,
        line_height=6,
    ) as grid:
        head = grid.row()
        for text in header:
            head.cell(text)
        for r, row in enumerate(table.rows, start=2):
            line = grid.row()
            line.cell(row.label)
            unit = table.unit_of(row)
            for c, (period, value) in enumerate(
                zip(table.periods, row.values, strict=True), start=2
            ):
                if value is None:
                    line.cell("n/a")
                    continue
                # A table wholly in % prints bare figures; others print the sign.
                line.cell(plain(value, "" if table.unit == "%" else unit))
                records.append(
                    _record(
                        doc,
                        f"page={page}",
                        f"table={table_no},row={r},col={c}",
                        value,
                        unit,
                        period,
                    )
                )
    pdf.ln(4)


def build_pdfs(folder: Path) -> list[Record]:
    """Two reports: tables on three pages with prose around them, captions as units."""
    records: list[Record] = []
    hk, cash, group, margins, jp = (TABLES[k] for k in ("hk", "cash", "group", "margins", "jp"))

    report, interim = PDF_DOCS
    pdf = _pdf()
    pdf.set_title("ACME FY2025 Annual Report")
    pdf.add_page()
    _para(pdf, "ACME FY2025 Annual Report", 16, bold=True)
    _para(pdf, PROSE["intro"])
    _pdf_table(pdf, report, 1, 1, hk, ["USD m", *hk.periods], records)
    _para(pdf, PROSE["after_hk"])
    pdf.add_page()
    _para(pdf, PROSE["group"])
    _para(pdf, "Table 2: Revenue by region (HKD million)", bold=True)
    _pdf_table(pdf, report, 2, 1, group, ["Region", *group.periods], records)
    pdf.add_page()
    _para(pdf, PROSE["cash"])
    _pdf_table(pdf, report, 3, 1, cash, ["", *(f"{p} (USD m)" for p in cash.periods)], records)
    _para(pdf, PROSE["closing"])
    (folder / report).write_bytes(bytes(pdf.output()))

    pdf = _pdf()
    pdf.set_title("ACME FY2025 Interim Review")
    pdf.add_page()
    _para(pdf, "ACME FY2025 Interim Review", 16, bold=True)
    _para(pdf, PROSE["interim"])
    _para(pdf, margins.title, bold=True)
    _pdf_table(pdf, interim, 1, 1, margins, ["Segment", *margins.periods], records)
    _para(pdf, PROSE["japan"])
    _pdf_table(pdf, interim, 1, 2, jp, ["JPY m", *jp.periods], records)
    _para(pdf, PROSE["closing"])
    (folder / interim).write_bytes(bytes(pdf.output()))
    return records


# --- pptx ---------------------------------------------------------------------------


def _pptx_table(
    slide,
    slide_no: int,
    table_no: int,
    table: SourceTable,
    header: list[str],
    rows: list[SourceRow],
    periods: tuple[str, ...],
    box: tuple[float, float, float, float],
    render: Callable[[SourceRow, float, str], str],
    label: Callable[[SourceRow], str],
    records: list[Record],
) -> None:
    left, top, width, height = (Inches(v) for v in box)
    shape = slide.shapes.add_table(len(rows) + 1, len(periods) + 1, left, top, width, height)
    grid = shape.table
    for c, text in enumerate(header):
        grid.cell(0, c).text = text
    for r, row in enumerate(rows, start=1):
        grid.cell(r, 0).text = label(row)
        unit = table.unit_of(row)
        for c, period in enumerate(periods, start=1):
            value = row.values[table.periods.index(period)]
            if value is None:
                grid.cell(r, c).text = "n/a"
                continue
            grid.cell(r, c).text = render(row, value, unit)
            records.append(
                _record(
                    PPTX_DOC,
                    f"slide={slide_no}",
                    f"table={table_no},row={r + 1},col={c + 1}",
                    value,
                    unit,
                    period,
                )
            )
    for row in grid.rows:
        for cell in row.cells:
            for paragraph in cell.text_frame.paragraphs:
                for run in paragraph.runs:
                    run.font.size = Pt(11)


def _text_box(slide, text: str, box: tuple[float, float, float, float]) -> None:
    shape = slide.shapes.add_textbox(*(Inches(v) for v in box))
    shape.text_frame.text = text
    shape.text_frame.paragraphs[0].runs[0].font.size = Pt(12)


def build_pptx(path: Path) -> list[Record]:
    """Five slides: two tables on one slide, a chart and a text box, Japanese, a short table."""
    records: list[Record] = []
    hk, group, margins, jp = (TABLES[k] for k in ("hk", "group", "margins", "jp"))
    deck = Presentation()
    props = deck.core_properties
    props.author = "ACME Investor Relations"
    props.last_modified_by = "ACME Investor Relations"
    props.title = "ACME FY2025 Results"
    props.created = FIXED_TIME
    props.modified = FIXED_TIME
    props.revision = 1
    title_only = deck.slide_layouts[5]

    slide = deck.slides.add_slide(deck.slide_layouts[0])
    slide.shapes.title.text = "ACME FY2025 Results"
    slide.placeholders[1].text = "Investor presentation, figures unaudited"

    slide = deck.slides.add_slide(title_only)
    slide.shapes.title.text = "Segment overview"
    group_rows = [group.row(n) for n in ("Hong Kong", "Mainland China", "Japan", "Total")]
    _pptx_table(
        slide,
        2,
        1,
        group,
        ["HKD m", *group.periods],
        group_rows,
        group.periods,
        (0.3, 1.6, 4.6, 2.0),
        lambda r, v, u: plain(v, u),
        lambda r: r.label,
        records,
    )
    _pptx_table(
        slide,
        2,
        2,
        margins,
        ["Margin (%)", *margins.periods],
        list(margins.rows),
        margins.periods,
        (5.1, 1.6, 4.6, 1.6),
        lambda r, v, u: plain(v, ""),
        lambda r: r.label,
        records,
    )
    _text_box(slide, "Japan returned to profit in FY2025 (margin 5.3%).", (0.3, 5.5, 9.0, 0.6))

    slide = deck.slides.add_slide(title_only)
    slide.shapes.title.text = "Revenue trend (USD m)"
    chart_data = CategoryChartData()
    chart_data.categories = list(hk.periods)
    chart_data.add_series("Revenue", hk.row("Revenue").values)
    slide.shapes.add_chart(
        XL_CHART_TYPE.COLUMN_CLUSTERED,
        Inches(0.5),
        Inches(1.6),
        Inches(6),
        Inches(4.5),
        chart_data,
    )
    _text_box(slide, "Revenue up 5.4% to USD 1,702m in FY2025", (6.7, 2.5, 3.0, 1.5))

    slide = deck.slides.add_slide(title_only)
    slide.shapes.title.text = jp.title
    _pptx_table(
        slide,
        4,
        1,
        jp,
        ["項目", *(p.translate(_FULLWIDTH).replace("FY", "ＦＹ") for p in jp.periods)],
        list(jp.rows),
        jp.periods,
        (0.5, 1.6, 9.0, 2.6),
        lambda r, v, u: str(_japanese(r, v, u)[0]),
        lambda r: r.label_ja or r.label,
        records,
    )

    slide = deck.slides.add_slide(title_only)
    slide.shapes.title.text = "ACME Hong Kong (USD m)"
    _pptx_table(
        slide,
        5,
        1,
        hk,
        ["", "FY2024", "FY2025"],
        [hk.row("Revenue"), hk.row("Operating profit")],
        ("FY2024", "FY2025"),
        (1.0, 1.8, 8.0, 1.2),
        lambda r, v, u: plain(v, u),
        lambda r: r.label,
        records,
    )

    _save_zip(deck.save, path)
    return records


# --- files that must be refused -----------------------------------------------------


def _encrypt(plain_bytes: bytes) -> bytes:
    """Password-protect an OOXML file (ECMA-376 agile) with a seeded salt."""
    try:
        import msoffcrypto.method.ecma376_agile as agile
        from msoffcrypto.format.ooxml import OOXMLFile
    except ImportError as exc:  # pragma: no cover - a dev dependency
        raise SystemExit("generate_fixtures: msoffcrypto-tool is required") from exc
    import msoffcrypto.method.container.ecma376_encrypted as container

    class _FixedClock(datetime):
        @classmethod
        def now(cls, tz=None):  # the OLE directory's creation time
            return FIXED_TIME

    seeded = random.Random(20250101)
    saved = agile._random_buffer, container.datetime
    agile._random_buffer, container.datetime = seeded.randbytes, _FixedClock
    try:
        out = io.BytesIO()
        OOXMLFile(io.BytesIO(plain_bytes)).encrypt(ENCRYPTED_PASSWORD, out)
        return out.getvalue()
    finally:
        agile._random_buffer, container.datetime = saved


def build_invalid(folder: Path, xlsx: Path, pdf: Path, pptx: Path) -> None:
    """Truncated, encrypted and mislabelled documents, for the error paths."""
    folder.mkdir(parents=True, exist_ok=True)
    for source in (xlsx, pdf, pptx):
        data = source.read_bytes()
        (folder / f"truncated{source.suffix}").write_bytes(data[: len(data) // 2])
    (folder / "encrypted.xlsx").write_bytes(_encrypt(xlsx.read_bytes()))
    (folder / "not_office.xlsx").write_bytes(b"Region,FY2025\nHong Kong,13276\n")
    (folder / "not_office.pptx").write_bytes(pdf.read_bytes())
    (folder / "not_office.pdf").write_bytes(b"This is a plain text file, not a PDF.\n")
    archive = io.BytesIO()
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr(zipfile.ZipInfo("readme.txt", date_time=_ZIP_TIME), "not a workbook\n")
    (folder / "zip_not_office.xlsx").write_bytes(archive.getvalue())


def generate(out: Path) -> None:
    """Write every fixture and ground-truth file under ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    (out / "pdf").mkdir(exist_ok=True)
    (out / "pptx").mkdir(exist_ok=True)
    xlsx = out / XLSX_DOC
    atomic_write_json(out / "fixtures_ground_truth.json", build_xlsx(xlsx))
    atomic_write_json(out / "pdf" / "pdf_ground_truth.json", build_pdfs(out / "pdf"))
    pptx = out / "pptx" / PPTX_DOC
    atomic_write_json(out / "pptx" / "pptx_ground_truth.json", build_pptx(pptx))
    build_invalid(out / "invalid", xlsx, out / "pdf" / PDF_DOCS[0], pptx)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO_ROOT / "data" / "fixtures")
    args = parser.parse_args(argv)
    generate(args.out)
    print(f"fixtures written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
