"""One unit canonicalizer: every way a unit is written compares as one code."""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline import schema
from ragspine_eval_pipeline.eval.extraction_eval import run_eval
from ragspine_eval_pipeline.eval.gates import value_match_gate
from ragspine_eval_pipeline.units import canonical_unit, parse_unit
from tests.builders import correct_outcome, make_case


@pytest.mark.parametrize(
    ("text", "code"),
    [
        # --- header and caption texts ---
        ("USD m", "USD_M"),  # header label cell
        ("(HKD million)", "HKD_M"),  # parenthesised in a header
        ("FY2024 (HKD million)", "HKD_M"),  # unit inside a period header
        ("US$m", "USD_M"),  # symbol with glued scale
        ("USDm", "USD_M"),  # code with glued scale
        ("in USD millions", "USD_M"),  # caption prose
        ("USD million", "USD_M"),  # the spelling QA once rejected against USD_M
        ("EUR bn", "EUR_BN"),  # billions
        ("GBP '000", "GBP_K"),  # thousands printed as '000
        ("$m", "USD_M"),  # a bare dollar is USD
        ("Revenue per FTE (USD k)", "USD_K"),  # money per head is money, not people
        ("Gross margin (%)", "PCT"),  # row label
        ("12.5%", "PCT"),  # a percent figure
        ("percent", "PCT"),  # spelled out
        ("pct points", "PP"),  # a difference of percentages is not a percentage
        ("+1.2pp", "PP"),  # percentage points, short
        ("bps", "BPS"),  # basis points
        ("Employees (persons)", "PERSONS"),  # English head count
        ("headcount", "PERSONS"),  # head count as a word
        ("FTE", "PERSONS"),  # full-time equivalents
        ("people", "PERSONS"),  # plain English
        # --- codes map to themselves, in any case or separator ---
        ("USD_M", "USD_M"),  # engine and ground-truth code
        ("usd-m", "USD_M"),  # lower case with a hyphen
        ("HKD_M", "HKD_M"),  # another currency
        ("JPY_M", "JPY_M"),  # yen millions
        ("EUR_BN", "EUR_BN"),  # a billions code
        ("USD", "USD"),  # a bare currency
        ("PCT", "PCT"),  # percent code
        ("%", "PCT"),  # the extraction ground truth's percent
        ("PERSONS", "PERSONS"),  # head-count code
        ("persons", "PERSONS"),  # the extraction ground truth's head count
        # --- CJK ---
        ("日本セグメント（単位：百万円）", "JPY_M"),  # Japanese title, full-width brackets
        ("百万円", "JPY_M"),  # yen millions
        ("千円", "JPY_K"),  # yen thousands
        ("十億円", "JPY_BN"),  # yen billions
        ("人民币百万元", "CNY_M"),  # renminbi millions
        ("百万港元", "HKD_M"),  # Hong Kong dollar millions in Chinese
        ("従業員数（人）", "PERSONS"),  # Japanese head count
        ("人", "PERSONS"),  # the counter alone
        ("単位：名", "PERSONS"),  # "unit: persons" with the formal counter
        ("１２．５％", "PCT"),  # full-width percent
        # --- unknown units fall back to a code of their own text ---
        ("x", "X"),  # a multiple
        ("times", "TIMES"),  # a multiple, spelled out
        ("tonnes CO2e", "TONNES_CO2E"),  # spaces become underscores
        ("kg-CO2", "KG_CO2"),  # hyphens too
        ("Europe", "EUROPE"),  # a word that starts like a currency code is no EUR
        ("億円", "億円"),  # a scale with no code here is not guessed
        ("", None),  # blank is no unit
        ("   ", None),  # whitespace is no unit
        (None, None),  # no unit at all
    ],
)
def test_canonical_unit(text: str | None, code: str | None) -> None:
    assert canonical_unit(text) == code


@pytest.mark.parametrize(
    "text",
    [
        "Revenue",  # a label with no unit
        "Operating margin",  # an "m" inside a word is no scale
        "Europe",  # not EUR
        "千万円",  # ten-million yen: a scale with no code
        "",  # blank
    ],
)
def test_parse_unit_is_none_when_the_text_names_no_unit(text: str) -> None:
    """Extractors must see "no unit" here, so a header or caption supplies it."""
    assert parse_unit(text) is None


def test_two_identical_unknown_units_match_and_different_ones_do_not() -> None:
    assert canonical_unit("tonnes CO2e") == canonical_unit("Tonnes-CO2e")
    assert canonical_unit("tonnes CO2e") != canonical_unit("kg CO2e")


def test_schema_re_exports_the_one_canonicalizer() -> None:
    assert schema.canonical_unit is canonical_unit


@pytest.mark.parametrize(
    ("expected", "got"),
    [
        ("USD_M", "USD million"),  # code against header text
        ("PCT", "%"),  # code against symbol
        ("PERSONS", "persons"),  # code against ground-truth word
    ],
)
def test_qa_and_extraction_agree_on_the_same_unit_pair(expected: str, got: str) -> None:
    case = make_case(unit=expected)
    outcome = correct_outcome(case).model_copy(update={"unit": got})
    qa_ok = value_match_gate(case, outcome)[0]
    truth = [{"sheet": "S", "cell_ref": "A1", "value": 1.0, "unit": expected}]
    facts = [{"sheet": "S", "cell_ref": "A1", "value": 1.0, "unit": got}]
    extraction_ok = run_eval(facts, truth).channels["unit"].accuracy == 1.0
    assert qa_ok and extraction_ok
