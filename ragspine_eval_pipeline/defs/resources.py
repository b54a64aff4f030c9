"""Where the pipeline reads its inputs: each path from run config, its env var, or the repo."""

import os
from pathlib import Path

from dagster import ConfigurableResource

from ragspine_eval_pipeline.eval.history import ratchet_ref

REPO_ROOT = Path(__file__).resolve().parents[2]
"""The checkout the package lives in; repo defaults are relative to it."""


class EvalPathsResource(ConfigurableResource):
    """Input paths. An unset field falls back to its env var, then to the repo default.

    Env vars are read when a path is asked for (at run time), never at import.
    """

    golden_set: str | None = None
    """QA golden set (``RAGSPINE_GOLDEN_SET``, default data/golden/qa_golden_set.jsonl)."""
    qa_baseline: str | None = None
    """QA baseline file (``RAGSPINE_QA_BASELINE``, default data/golden/qa_baseline.json)."""
    kb_dir: str | None = None
    """Folder the eval KB is built in (``RAGSPINE_KB_DIR``, default under DAGSTER_HOME)."""
    fixtures_dir: str | None = None
    """Extraction fixtures (``RAGSPINE_FIXTURES_DIR``, default data/fixtures)."""
    extraction_baseline: str | None = None
    """Extraction baseline (``RAGSPINE_EXTRACTION_BASELINE``, default
    data/golden/extraction_baseline.json)."""
    ratchet_ref: str | None = None
    """Git ref whose history of each baseline file is the ratchet (``RAGSPINE_RATCHET_REF``,
    default HEAD)."""
    reports_dir: str | None = None
    """Where each QA run also leaves its JUnit, Markdown and HTML reports for CI
    (``RAGSPINE_REPORTS_DIR``; unset: only beside the run's report in the instance)."""

    def golden_set_path(self) -> Path:
        return _resolve(self.golden_set, "RAGSPINE_GOLDEN_SET", "data/golden/qa_golden_set.jsonl")

    def qa_baseline_path(self) -> Path:
        return _resolve(self.qa_baseline, "RAGSPINE_QA_BASELINE", "data/golden/qa_baseline.json")

    def kb_path(self, default: Path) -> Path:
        """The KB folder; ``default`` (a folder under the instance's storage) when unset."""
        return _resolve(self.kb_dir, "RAGSPINE_KB_DIR", default)

    def fixtures_path(self) -> Path:
        return _resolve(self.fixtures_dir, "RAGSPINE_FIXTURES_DIR", "data/fixtures")

    def extraction_baseline_path(self) -> Path:
        return _resolve(
            self.extraction_baseline,
            "RAGSPINE_EXTRACTION_BASELINE",
            "data/golden/extraction_baseline.json",
        )

    def reports_dir_path(self) -> Path | None:
        chosen = self.reports_dir or os.environ.get("RAGSPINE_REPORTS_DIR")
        return Path(chosen).expanduser().resolve() if chosen else None

    def ratchet_ref_name(self) -> str:
        return ratchet_ref(self.ratchet_ref)


def _resolve(configured: str | None, env_var: str, default: str | Path) -> Path:
    """Run config first, then the env var (relative to the working directory), then the default."""
    chosen = configured or os.environ.get(env_var)
    if chosen:
        return Path(chosen).expanduser().resolve()
    return REPO_ROOT / default
