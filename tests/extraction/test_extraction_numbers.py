"""Every printed number and period format the extractors meet parses (units: test_units)."""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.extraction._grid import GridCell, grid_facts
from ragspine_eval_pipeline.numbers import canonical_period, parse_number


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("1,702", 1702.0),  # thousands separator
        ("1702", 1702.0),  # plain
        ("(1,702)", -1702.0),  # accounting negative
        ("-35", -35.0),  # ASCII minus
        ("\u221235", -35.0),  # unicode minus sign
        ("\u25b378", -78.0),  # Japanese triangle negative
        ("１，７０２", 1702.0),  # full-width digits and comma
        ("\u2212１，２０４", -1204.0),  # unicode minus with full-width digits
        ("１２．５％", 12.5),  # full-width percent
        ("12.5%", 12.5),  # percent keeps the printed number
        ("(2.4)%", -2.4),  # percent outside parentheses
        ("(2.4%)", -2.4),  # percent inside parentheses
        (" 3.0 ", 3.0),  # surrounding spaces
        (".5", 0.5),  # no leading zero
        (1702, 1702.0),  # a typed int
        (0.5, 0.5),  # a typed float
    ],
)
def test_parse_number_reads_printed_figures(raw: object, expected: float) -> None:
    assert parse_number(raw) == pytest.approx(expected)


@pytest.mark.parametrize(
    "raw",
    [
        "n/a",  # not applicable
        "-",  # a dash for nil
        "\u2014",  # an em dash
        "",  # empty cell
        "1,70,2",  # misplaced separators
        "(\u22125)",  # two negative markers
        "1e5",  # scientific notation is not printed in reports
        "Revenue",  # a label
        True,  # booleans are not figures
        None,  # nothing
        float("nan"),  # not a number
    ],
)
def test_parse_number_refuses_non_figures(raw: object) -> None:
    assert parse_number(raw) is None


@pytest.mark.parametrize(
    ("text", "period"),
    [
        ("FY2023", "FY2023"),  # canonical
        ("FY25", "FY2025"),  # two-digit year
        ("ＦＹ２０２４", "FY2024"),  # full-width
        ("２０２５年度", "FY2025"),  # Japanese fiscal year
        ("FY2024 (HKD million)", "FY2024"),  # with a unit
        ("2025", None),  # a bare year could be a figure
        ("Revenue", None),  # a label
    ],
)
def test_canonical_period(text: str, period: str | None) -> None:
    assert canonical_period(text) == period


def _grid(*rows: tuple[str, ...]) -> list[list[GridCell]]:
    return [[GridCell(text=t) for t in row] for row in rows]


def test_grid_unit_precedence_figure_then_label_then_column_then_table() -> None:
    grid = _grid(
        ("Title (JPY m)", "", ""),
        ("USD m", "FY2024 (HKD million)", "FY2025"),
        ("Revenue", "10", "20"),
        ("Margin (%)", "5.0", "6.0"),
        ("Growth", "1.5%", "2"),
    )
    units = {(f.row, f.col): f.unit for f in grid_facts(grid)}
    assert units[(2, 1)] == "HKD_M"  # the period header's own unit
    assert units[(2, 2)] == "USD_M"  # the header label cell, before the title above
    assert units[(3, 2)] == "PCT"  # the row label
    assert units[(4, 1)] == "PCT"  # the figure itself
    assert units[(4, 2)] == "USD_M"


def test_grid_context_gives_the_unit_when_headers_do_not() -> None:
    facts = grid_facts(_grid(("Region", "FY2024", "FY2025"), ("Japan", "1", "2")), ["HKD m"])
    assert {f.unit for f in facts} == {"HKD_M"}


def test_grid_skips_notes_and_na_and_finds_a_second_table() -> None:
    grid = _grid(
        ("USD m", "", "FY2024", "FY2025"),
        ("Revenue", "", "1,615", "1,702"),
        ("Capex", "", "n/a", "112"),
        ("Note: unaudited", "", "", ""),
        ("Cash (HKD m)", "", "FY2024", "FY2025"),
        ("Dividends", "", "(66)", "(72)"),
    )
    facts = grid_facts(grid)
    assert [(f.row, f.col, f.value, f.unit, f.period) for f in facts] == [
        (1, 2, 1615.0, "USD_M", "FY2024"),
        (1, 3, 1702.0, "USD_M", "FY2025"),
        (2, 3, 112.0, "USD_M", "FY2025"),
        (5, 2, -66.0, "HKD_M", "FY2024"),
        (5, 3, -72.0, "HKD_M", "FY2025"),
    ]


def test_grid_without_period_header_yields_nothing() -> None:
    assert grid_facts(_grid(("Revenue", "1,702"), ("Cost", "(987)"))) == []
    assert grid_facts([]) == []
