"""Every default input of the product, defined once: the CLIs, the library and the pipeline
read them here.

A default path is relative to the **project root**: the folder whose ``data/golden/`` holds
the golden set and the baselines (versioned in git, so the ratchet can read their history)
and whose ``data/fixtures/`` holds the extraction fixtures. The root is, in this order:

1. ``RAGSPINE_ROOT``, when set (it must name a folder);
2. the working directory, or its nearest parent, that holds ``data/golden/`` (found the
   way git finds its checkout, so any subfolder of a project works);
3. the checkout this package is imported from (a clone, or ``pip install -e``).

An installed package (``pip install .``) ships no data of its own: baselines are written by
runs and ratcheted against their git history, which a copy inside ``site-packages`` could
have neither. So outside a project, with ``RAGSPINE_ROOT`` unset, a default path is a
``ProjectRootError`` saying how to name one. A path given explicitly (a CLI flag, a
``RAGSPINE_*`` variable, run config) needs no root: a relative one is relative to the
working directory, as on any command line.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

__all__ = [
    "DEFAULT_ENGINE",
    "DEFAULT_JUDGE_SPEC",
    "DEFAULT_RATCHET_REF",
    "ENGINE_ENV",
    "EXTRACTION_BASELINE",
    "EXTRACTOR_ENV",
    "FIXTURES_DIR",
    "GOLDEN_SET",
    "JUDGE_CACHE_ENV",
    "JUDGE_ENV",
    "KB_DIR_ENV",
    "PIPELINE_KB_FOLDER",
    "PROJECT_MARKER",
    "QA_BASELINE",
    "RATCHET_REF_ENV",
    "REPORTS_DIR_ENV",
    "ROOT_ENV",
    "WORKSPACE_FILE",
    "DefaultPath",
    "ProjectRootError",
    "pipeline_kb_dir",
    "project_root",
]

ROOT_ENV = "RAGSPINE_ROOT"
"""Names the project root explicitly (step 1 above)."""
PROJECT_MARKER = Path("data") / "golden"
"""What makes a folder a project root: it holds this folder."""


@dataclass(frozen=True)
class DefaultPath:
    """A default input path: the variable that overrides it, and where it sits in a project."""

    env: str
    """The ``RAGSPINE_*`` variable the pipeline reads first."""
    relative: str
    """The path under the project root, as ``/``-separated text (shown in ``--help``)."""

    def under(self, root: str | Path) -> Path:
        """This default inside the project at ``root``."""
        return Path(root) / self.relative

    def in_project(self, *, cwd: str | Path | None = None) -> Path:
        """This default in the project root (no variable is read: a CLI's flag overrides it).

        Relative, as typed, when the root is the working directory (what messages then
        show); absolute otherwise. Raises ``ProjectRootError`` without a root.
        """
        here = (Path.cwd() if cwd is None else Path(cwd)).resolve()
        root = project_root(cwd=here)
        return Path(self.relative) if root == here else self.under(root)

    def resolve(
        self,
        given: str | Path | None = None,
        *,
        environ: Mapping[str, str] | None = None,
        cwd: str | Path | None = None,
    ) -> Path:
        """``given`` (run config, a flag), else ``env``, else this default under the project
        root; absolute. Raises ``ProjectRootError`` only when the default is needed."""
        environ = os.environ if environ is None else environ
        chosen = given or environ.get(self.env)
        if chosen:
            return _absolute(Path(chosen).expanduser(), cwd)
        return self.under(project_root(environ=environ, cwd=cwd))


GOLDEN_SET = DefaultPath("RAGSPINE_GOLDEN_SET", "data/golden/qa_golden_set.jsonl")
QA_BASELINE = DefaultPath("RAGSPINE_QA_BASELINE", "data/golden/qa_baseline.json")
FIXTURES_DIR = DefaultPath("RAGSPINE_FIXTURES_DIR", "data/fixtures")
EXTRACTION_BASELINE = DefaultPath(
    "RAGSPINE_EXTRACTION_BASELINE", "data/golden/extraction_baseline.json"
)
WORKSPACE_FILE = "workspace.yaml"
"""The Dagster workspace file, at the project root beside ``data/``."""

KB_DIR_ENV = "RAGSPINE_KB_DIR"
PIPELINE_KB_FOLDER = "knowledge_base"
"""The pipeline builds its KB in this folder of the instance's storage (the CLI, whose runs
leave nothing behind, in a temporary folder)."""
REPORTS_DIR_ENV = "RAGSPINE_REPORTS_DIR"
"""Where the pipeline also copies its CI reports; unset: nowhere else."""

ENGINE_ENV = "RAGSPINE_ENGINE"
DEFAULT_ENGINE = "ragspine_eval_pipeline.engine.reference:ReferenceEngine"
JUDGE_ENV = "RAGSPINE_JUDGE"
DEFAULT_JUDGE_SPEC = "lexical"
"""The lexical judge with its own default settings (its thresholds live with the judge)."""
JUDGE_CACHE_ENV = "RAGSPINE_JUDGE_CACHE"
EXTRACTOR_ENV = "RAGSPINE_EXTRACTOR"
"""Unset: the reference extractors."""
RATCHET_REF_ENV = "RAGSPINE_RATCHET_REF"
DEFAULT_RATCHET_REF = "HEAD"

_CHECKOUT = Path(__file__).resolve().parents[1]
"""Where this package's source tree sits: a project root when it is a checkout."""


class ProjectRootError(ValueError):
    """No project root: a default path was needed and none of the three places gives one."""


def project_root(
    *,
    environ: Mapping[str, str] | None = None,
    cwd: str | Path | None = None,
    checkout: Path | None = None,
) -> Path:
    """The project root default paths are relative to (see the module's docstring).

    ``environ``, ``cwd`` and ``checkout`` default to the process's own; tests pass others.
    """
    environ = os.environ if environ is None else environ
    here = Path.cwd() if cwd is None else Path(cwd)
    named = environ.get(ROOT_ENV)
    if named:
        root = _absolute(Path(named).expanduser(), here)
        if not root.is_dir():
            raise ProjectRootError(f"{ROOT_ENV}={named}: not a folder")
        return root
    for folder in (here.resolve(), *here.resolve().parents):
        if (folder / PROJECT_MARKER).is_dir():
            return folder
    source = _CHECKOUT if checkout is None else checkout
    if (source / PROJECT_MARKER).is_dir() and (source / "pyproject.toml").is_file():
        return source
    raise ProjectRootError(
        f"no project root: neither {here} nor a parent holds {PROJECT_MARKER.as_posix()}/, "
        f"and the package is not run from a checkout; set {ROOT_ENV} to the project folder, "
        "run from inside it, or give every path explicitly"
    )


def pipeline_kb_dir(storage_dir: str | Path) -> Path:
    """The pipeline's default KB folder, inside the Dagster instance's ``storage_dir``."""
    return Path(storage_dir) / PIPELINE_KB_FOLDER


def _absolute(path: Path, cwd: str | Path | None) -> Path:
    """``path`` made absolute against ``cwd`` (the working directory when None)."""
    base = Path.cwd() if cwd is None else Path(cwd)
    return (base / path).resolve()
