"""The one table of truth behind every extraction fixture.

``scripts/generate_fixtures.py`` renders these figures into xlsx, PDF and pptx files
and writes the ground truth from the same rows, as it places each cell. Ground truth
never comes from an extractor's output, so an extractor bug cannot hide in it.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "PDF_DOCS",
    "PPTX_DOC",
    "TABLES",
    "XLSX_DOC",
    "SourceRow",
    "SourceTable",
]

XLSX_DOC = "ACME_FY2025_Financials.xlsx"
PDF_DOCS = ("ACME_FY2025_Annual_Report.pdf", "ACME_FY2025_Interim_Review.pdf")
PPTX_DOC = "ACME_FY2025_Results.pptx"

PERIODS = ("FY2023", "FY2024", "FY2025")


@dataclass(frozen=True)
class SourceRow:
    """One line item: a label and one figure per period (``None`` prints ``n/a``)."""

    label: str
    values: tuple[float | None, ...]
    unit: str | None = None
    """Overrides the table's unit for this row (``%``, ``persons``)."""
    label_ja: str | None = None
    """The label on Japanese-language renderings."""


@dataclass(frozen=True)
class SourceTable:
    """A table of figures in one unit (canonical form, e.g. ``USD_M``)."""

    key: str
    title: str
    unit: str
    rows: tuple[SourceRow, ...]
    periods: tuple[str, ...] = PERIODS

    def row(self, label: str) -> SourceRow:
        """The row with this label."""
        return next(r for r in self.rows if r.label == label)

    def unit_of(self, row: SourceRow) -> str:
        """The unit a row's figures are in."""
        return row.unit or self.unit


HK = SourceTable(
    key="hk",
    title="ACME Hong Kong - key figures",
    unit="USD_M",
    rows=(
        SourceRow("Revenue", (1498, 1615, 1702)),
        SourceRow("Cost of sales", (-902, -951, -987)),
        SourceRow("Gross profit", (596, 664, 715)),
        SourceRow("Gross margin (%)", (39.8, 41.1, 42.0), unit="%"),
        SourceRow("Operating profit", (201, 236, 268)),
        SourceRow("Capital expenditure", (85, None, 112)),
        SourceRow("Net income", (150, 174, 198)),
    ),
)

CASH = SourceTable(
    key="cash",
    title="ACME Hong Kong - cash flow",
    unit="USD_M",
    rows=(
        SourceRow("Operating cash flow", (312, 355, 401)),
        SourceRow("Capital expenditure", (-85, -97, -112)),
        SourceRow("Free cash flow", (227, 258, 289)),
        SourceRow("Dividends paid", (-60, -66, -72)),
    ),
)

GROUP = SourceTable(
    key="group",
    title="ACME Group - revenue by region",
    unit="HKD_M",
    rows=(
        SourceRow("Hong Kong", (11684, 12597, 13276)),
        SourceRow("Mainland China", (8215, 7904, 8533)),
        SourceRow("Japan", (3120, 3388, 3611)),
        SourceRow("Eliminations", (-412, -455, -498)),
        SourceRow("Total", (22607, 23434, 24922)),
        SourceRow("Revenue growth (%)", (4.2, 3.7, 6.3), unit="%"),
        SourceRow("Employees (persons)", (5230, 5410, 5602), unit="persons"),
    ),
)

MARGINS = SourceTable(
    key="margins",
    title="Operating margin by segment (%)",
    unit="%",
    rows=(
        SourceRow("Hong Kong", (13.4, 14.6, 15.7)),
        SourceRow("Mainland China", (9.8, 8.9, 10.2)),
        SourceRow("Japan", (6.7, -2.4, 5.3)),
    ),
)

JP = SourceTable(
    key="jp",
    title="日本セグメント（単位：百万円）",
    unit="JPY_M",
    rows=(
        SourceRow("Revenue", (48210, 51034, 53890), label_ja="売上高"),
        SourceRow("Operating profit", (3215, -1204, 2870), label_ja="営業利益"),
        SourceRow("Extraordinary losses", (-780, -95, -1120), label_ja="特別損失"),
        SourceRow("Operating margin (%)", (6.7, -2.4, 5.3), unit="%", label_ja="営業利益率（％）"),
        SourceRow(
            "Employees (persons)", (1204, 1188, 1230), unit="persons", label_ja="従業員数（人）"
        ),
    ),
)

TABLES: dict[str, SourceTable] = {t.key: t for t in (HK, CASH, GROUP, MARGINS, JP)}
