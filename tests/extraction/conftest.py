"""Fixtures for the extraction tests."""

from __future__ import annotations

import shutil
from pathlib import Path
from types import ModuleType

import pytest

from tests.extraction.helpers import BASELINE, CLI, load_script


@pytest.fixture
def baseline_copy(tmp_path: Path) -> Path:
    """A private copy of the committed baseline, so no test touches the real one."""
    target = tmp_path / "extraction_baseline.json"
    shutil.copyfile(BASELINE, target)
    return target


@pytest.fixture(scope="session")
def cli() -> ModuleType:
    """The CLI script as a module."""
    return load_script(CLI)
