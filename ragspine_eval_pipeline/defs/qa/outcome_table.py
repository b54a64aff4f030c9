"""``case_outcomes`` as the UI shows it: a column schema and a per-case preview table.

The asset's value is a DataFrame the UI cannot open; its metadata carries the schema of
that frame (``dagster/column_schema``) and a preview that puts each case's question and
expectation beside the engine's answer, so a flipped case can be read without code.
"""

from __future__ import annotations

from typing import Any

import pandas as pd
from dagster import MetadataValue, TableColumn, TableRecord, TableSchema

from ragspine_eval_pipeline.eval.golden import GoldenCase

PREVIEW_ROWS = 200
"""Cases shown in the preview; the rest are counted in ``preview_rows_hidden``."""
TEXT_LIMIT = 300
"""Characters kept of a long cell (an answer, an error)."""

OUTCOME_SCHEMA = TableSchema(
    columns=[
        TableColumn("case_id", "string", "golden case id"),
        TableColumn("mode", "string", "engine mode (tool, agent)"),
        TableColumn("route", "string", "path the engine took (numeric, narrative, clarify...)"),
        TableColumn("clarification", "string", "none, ask_first or answer_with_assumptions"),
        TableColumn("value", "float", "numeric value answered, if any"),
        TableColumn("unit", "string", "unit code of value"),
        TableColumn("source", "json", "doc and locator the value was read from"),
        TableColumn("refused", "bool", "the engine declined to answer"),
        TableColumn("sources", "json", "document ids the answer cites"),
        TableColumn("tool_status", "string", "ok, not_found, error or timeout"),
        TableColumn("answer", "string", "answer text"),
        TableColumn("trace", "json", "steps the engine took"),
        TableColumn("contexts", "json", "snippets the KB tools returned, observed by the harness"),
        TableColumn("latency_ms", "float", "wall time of the engine call"),
        TableColumn("error", "string", "why the engine failed on the case, if it did"),
    ]
)
"""One column per field of ``CaseOutcome`` (a test holds the two equal)."""

PREVIEW_SCHEMA = TableSchema(
    columns=[
        TableColumn("case_id", "string"),
        TableColumn("question", "string"),
        TableColumn("expected", "string", "clarification, refusal, value, unit, source"),
        TableColumn("answer", "string", "the engine's answer text"),
        TableColumn("value", "string", "value and unit answered"),
        TableColumn("source", "string", "doc and locator answered"),
        TableColumn("clarification", "string"),
        TableColumn("refused", "bool"),
        TableColumn("tool_status", "string"),
        TableColumn("latency_ms", "float"),
        TableColumn("error", "string"),
    ]
)


def outcome_table_metadata(
    frame: pd.DataFrame, cases: list[GoldenCase]
) -> dict[str, MetadataValue]:
    """Column schema and row count of the frame, and the per-case preview."""
    by_id = {case.id: case for case in cases}
    # Only the previewed rows become dicts: converting all 10k rows was a second of each run.
    rows = frame.head(PREVIEW_ROWS).to_dict("records")
    records = [_preview_record(row, by_id.get(str(row["case_id"]))) for row in rows]
    return {
        # The keys of Dagster's TableMetadataSet: the UI shows them as the asset's columns.
        "dagster/column_schema": MetadataValue.table_schema(OUTCOME_SCHEMA),
        "dagster/partition_row_count": MetadataValue.int(len(frame)),
        "preview": MetadataValue.table(records, schema=PREVIEW_SCHEMA),
        "preview_rows_hidden": MetadataValue.int(max(0, len(frame) - PREVIEW_ROWS)),
    }


def _preview_record(row: dict[str, Any], case: GoldenCase | None) -> TableRecord:
    return TableRecord(
        {
            "case_id": str(row["case_id"]),
            "question": _text(case.question if case else ""),
            "expected": _text(_expected(case) if case else "case not in the golden set"),
            "answer": _text(row.get("answer") or ""),
            "value": _text(_value(row.get("value"), row.get("unit"))),
            "source": _text(_source(row.get("source"))),
            "clarification": str(row.get("clarification") or ""),
            "refused": bool(row.get("refused")),
            "tool_status": str(row.get("tool_status") or ""),
            "latency_ms": round(float(row.get("latency_ms") or 0.0), 2),
            "error": _text(row.get("error") or ""),
        }
    )


def _expected(case: GoldenCase) -> str:
    exp = case.expected
    parts = [f"clarification={exp.clarification}", f"refuse={str(exp.refuse).lower()}"]
    if exp.value is not None:
        parts.append(f"value={_value(exp.value, exp.unit)}")
    if exp.source is not None:
        parts.append(f"source={exp.source.doc} {exp.source.locator}")
    if exp.narrative_doc:
        parts.append(f"narrative_doc={exp.narrative_doc}")
    return "; ".join(parts)


def _value(value: Any, unit: Any) -> str:
    if value is None or (isinstance(value, float) and value != value):  # None or NaN
        return ""
    return f"{value:g} {unit or ''}".strip()


def _source(source: Any) -> str:
    if not isinstance(source, dict):
        return ""
    return f"{source.get('doc', '')} {source.get('locator', '')}".strip()


def _text(text: str) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= TEXT_LIMIT else text[: TEXT_LIMIT - 1] + "…"
