"""Where the pipeline reads its inputs: each path from run config, its env var, or its
default under the project root (``ragspine_eval_pipeline.defaults``)."""

import os
from pathlib import Path

from dagster import ConfigurableResource

from ragspine_eval_pipeline import defaults
from ragspine_eval_pipeline.eval.history import ratchet_ref


class EvalPathsResource(ConfigurableResource):
    """Input paths. An unset field falls back to its env var, then to its default under the
    project root (``RAGSPINE_ROOT``, else the working directory's project, else the checkout).

    Env vars and the project root are read when a path is asked for (at run time), never at
    import; a relative path given in config or an env var is relative to the working
    directory.
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
        return defaults.GOLDEN_SET.resolve(self.golden_set)

    def qa_baseline_path(self) -> Path:
        return defaults.QA_BASELINE.resolve(self.qa_baseline)

    def kb_path(self, default: Path) -> Path:
        """The KB folder; ``default`` (``defaults.pipeline_kb_dir`` of the instance's
        storage) when unset."""
        chosen = self.kb_dir or os.environ.get(defaults.KB_DIR_ENV)
        return Path(chosen).expanduser().resolve() if chosen else default

    def fixtures_path(self) -> Path:
        return defaults.FIXTURES_DIR.resolve(self.fixtures_dir)

    def extraction_baseline_path(self) -> Path:
        return defaults.EXTRACTION_BASELINE.resolve(self.extraction_baseline)

    def reports_dir_path(self) -> Path | None:
        chosen = self.reports_dir or os.environ.get(defaults.REPORTS_DIR_ENV)
        return Path(chosen).expanduser().resolve() if chosen else None

    def ratchet_ref_name(self) -> str:
        return ratchet_ref(self.ratchet_ref)
