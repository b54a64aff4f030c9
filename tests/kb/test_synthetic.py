"""The synthetic KB: deterministic on disk, complete, and consistent with its narratives."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from ragspine_eval_pipeline.kb.format import render_fact, render_value
from ragspine_eval_pipeline.kb.store import KnowledgeBase, KnowledgeBaseError
from ragspine_eval_pipeline.kb.synthetic import _EVAL_FACT_ROWS, _EVAL_NARRATIVE_DOCS, build_eval_kb
from ragspine_eval_pipeline.text import content_tokens


def _files(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()
    }


def test_two_builds_are_byte_identical(tmp_path: Path) -> None:
    first = build_eval_kb(tmp_path / "a")
    second = build_eval_kb(tmp_path / "b")
    assert _files(tmp_path / "a") == _files(tmp_path / "b")
    assert first.fingerprint == second.fingerprint
    assert re.fullmatch(r"[0-9a-f]{64}", first.fingerprint)


def test_rebuilding_in_place_keeps_files_and_fingerprint(tmp_path: Path) -> None:
    first = build_eval_kb(tmp_path)
    before = _files(tmp_path)
    second = build_eval_kb(tmp_path)
    assert _files(tmp_path) == before
    assert second.fingerprint == first.fingerprint


def test_build_writes_facts_docs_and_manifest(tmp_path: Path) -> None:
    build_eval_kb(tmp_path)
    assert (tmp_path / "facts.jsonl").read_text().count("\n") == len(_EVAL_FACT_ROWS)
    assert (tmp_path / "manifest.json").is_file()
    assert len(list((tmp_path / "docs").iterdir())) == len(_EVAL_NARRATIVE_DOCS)


def test_a_tampered_file_is_rejected_on_load(tmp_path: Path) -> None:
    build_eval_kb(tmp_path)
    doc = next((tmp_path / "docs").iterdir())
    doc.write_text(doc.read_text() + "An extra claim.\n")
    with pytest.raises(KnowledgeBaseError, match="does not match"):
        KnowledgeBase.load(tmp_path)


def test_a_folder_without_manifest_is_rejected(tmp_path: Path) -> None:
    with pytest.raises(KnowledgeBaseError):
        KnowledgeBase.load(tmp_path)


def test_seed_fact_is_present() -> None:
    rows = {(r.scope, r.metric, r.period): r for r in _EVAL_FACT_ROWS}
    seed = rows[("ACME_HK", "REVENUE", "FY2025")]
    assert (seed.value, seed.unit, seed.doc, seed.locator) == (
        1702.0,
        "USD_M",
        "ACME_FY2025_Results.pptx",
        "slide=5,table=1,row=2,col=3",
    )


def test_fact_rows_cover_the_vocabulary_once_each() -> None:
    keys = [(r.scope, r.metric, r.period) for r in _EVAL_FACT_ROWS]
    assert len(keys) == len(set(keys))
    assert {r.scope for r in _EVAL_FACT_ROWS} >= {"ACME_GROUP", "ACME_HK", "ACME_SG", "ACME_JP"}
    assert {r.metric for r in _EVAL_FACT_ROWS} == {
        "REVENUE",
        "EBITDA",
        "NET_PROFIT",
        "HEADCOUNT",
        "GROSS_MARGIN",
    }
    assert {r.period for r in _EVAL_FACT_ROWS} == {"FY2023", "FY2024", "FY2025"}
    assert {r.unit for r in _EVAL_FACT_ROWS} == {"USD_M", "HKD_M", "JPY_M", "PCT", "PERSONS"}


@pytest.mark.parametrize(
    ("suffix", "pattern"),
    [
        # pptx: slide, table, row, column
        (".pptx", r"slide=\d+,table=\d+,row=\d+,col=\d+"),
        # pdf: page, then the table cell
        (".pdf", r"page=\d+,table=\d+,row=\d+,col=\d+"),
        # xlsx: a sheet-qualified cell reference
        (".xlsx", r"[A-Za-z]+![A-Z]+\d+"),
    ],
)
def test_locators_follow_the_document_format(suffix: str, pattern: str) -> None:
    rows = [r for r in _EVAL_FACT_ROWS if r.doc.endswith(suffix)]
    assert rows
    assert all(re.fullmatch(pattern, r.locator) for r in rows)


def test_locators_are_unique_within_a_document() -> None:
    places = Counter((r.doc, r.locator) for r in _EVAL_FACT_ROWS)
    assert max(places.values()) == 1


def test_narrative_docs_cover_three_languages() -> None:
    langs = Counter(doc.lang for doc in _EVAL_NARRATIVE_DOCS.values())
    assert all(langs[lang] >= 3 for lang in ("en", "zh", "ja"))
    assert all(len(doc.paragraphs) >= 4 for doc in _EVAL_NARRATIVE_DOCS.values())


@pytest.mark.parametrize(
    ("doc", "scope", "metric", "period"),
    [
        # the Hong Kong review restates Hong Kong revenue, EBITDA and net profit
        ("ACME_HK_Market_Review_FY2025.docx", "ACME_HK", "REVENUE", "FY2025"),
        ("ACME_HK_Market_Review_FY2025.docx", "ACME_HK", "REVENUE", "FY2024"),
        ("ACME_HK_Market_Review_FY2025.docx", "ACME_HK", "EBITDA", "FY2025"),
        ("ACME_HK_Market_Review_FY2025.docx", "ACME_HK", "NET_PROFIT", "FY2025"),
        # the Singapore update restates revenue, EBITDA and headcount
        ("ACME_Singapore_Market_Update_FY2025.pdf", "ACME_SG", "REVENUE", "FY2025"),
        ("ACME_Singapore_Market_Update_FY2025.pdf", "ACME_SG", "EBITDA", "FY2025"),
        ("ACME_Singapore_Market_Update_FY2025.pdf", "ACME_SG", "HEADCOUNT", "FY2025"),
        # the Japan strategy restates yen revenue, EBITDA and net profit
        ("ACME_Japan_Business_Strategy_FY2025.pdf", "ACME_JP", "REVENUE", "FY2025"),
        ("ACME_Japan_Business_Strategy_FY2025.pdf", "ACME_JP", "EBITDA", "FY2025"),
        ("ACME_Japan_Business_Strategy_FY2025.pdf", "ACME_JP", "NET_PROFIT", "FY2025"),
        # the strategic plan restates group revenue and EBITDA
        ("ACME_Strategic_Plan.pdf", "ACME_GROUP", "REVENUE", "FY2025"),
        ("ACME_Strategic_Plan.pdf", "ACME_GROUP", "EBITDA", "FY2025"),
    ],
)
def test_narrative_numbers_agree_with_facts(doc: str, scope: str, metric: str, period: str) -> None:
    rows = {(r.scope, r.metric, r.period): r for r in _EVAL_FACT_ROWS}
    text = " ".join(_EVAL_NARRATIVE_DOCS[doc].paragraphs)
    assert render_value(rows[(scope, metric, period)].value) in content_tokens(text)


def test_render_fact_states_every_identifying_token() -> None:
    row = next(r for r in _EVAL_FACT_ROWS if r.metric == "GROSS_MARGIN")
    text = render_fact(row)
    tokens = content_tokens(text)
    for part in (row.scope, row.metric, row.period, row.unit, render_value(row.value)):
        assert all(t in tokens for t in content_tokens(part))
    assert row.doc in text and row.locator in text


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (1702.0, "1702"),  # whole numbers drop the trailing .0
        (42.8, "42.8"),  # decimals are kept exactly
        (109800.0, "109800"),  # large yen figures stay plain
    ],
)
def test_render_value(value: float, text: str) -> None:
    assert render_value(value) == text
