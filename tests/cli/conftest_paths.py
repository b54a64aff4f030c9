"""Paths the CLI tests share."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "data" / "golden" / "qa_golden_set.jsonl"
BASELINE = ROOT / "data" / "golden" / "qa_baseline.json"
