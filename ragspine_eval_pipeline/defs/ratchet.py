"""Check metadata for the ratchet's history line, shared by the QA and extraction checks."""

from __future__ import annotations

from collections.abc import Sequence

from dagster import MetadataValue

from ragspine_eval_pipeline.defs.markdown import md_table
from ragspine_eval_pipeline.eval.history import Finding, HistoryVerdict


def ratchet_metadata(
    history: HistoryVerdict, findings: Sequence[Finding]
) -> dict[str, MetadataValue]:
    """The ratchet's history check: which ref, how many versions, and what fell below whom."""
    commit = next((f.commit for f in findings if f.commit), None)
    return {
        "ratchet_ref": MetadataValue.text(history.ref),
        "ratchet_commit": MetadataValue.text(commit or "none"),
        "committed_versions": MetadataValue.int(history.versions),
        "history": MetadataValue.text(
            "; ".join(history.notices) or ("skipped" if history.skipped else "read")
        ),
        "lowered": MetadataValue.md(
            md_table(
                ["key", "what", "finding", "recorded in"],
                [[f.key or "file", f.what, f.message, f.source] for f in findings],
            )
        ),
    }
