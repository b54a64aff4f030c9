"""Paths and helpers shared by the extraction tests."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

REPO_ROOT = Path(__file__).resolve().parents[2]
FIXTURES = REPO_ROOT / "data" / "fixtures"
BASELINE = REPO_ROOT / "data" / "golden" / "extraction_baseline.json"
CLI = REPO_ROOT / "scripts" / "run_extraction_eval.py"
GENERATOR = REPO_ROOT / "scripts" / "generate_fixtures.py"


def load_script(path: Path) -> ModuleType:
    """Import a script under scripts/ as a module, to call its ``main`` in-process."""
    spec = importlib.util.spec_from_file_location(f"_script_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while building
    spec.loader.exec_module(module)
    return module


def run_cli(*args: str | Path) -> subprocess.CompletedProcess[str]:
    """Run the extraction CLI from the repo root, as CI does."""
    return subprocess.run(
        [sys.executable, str(CLI), *map(str, args)],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
