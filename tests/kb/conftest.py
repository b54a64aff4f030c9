"""One built synthetic KB shared by the KB tests (building it is pure and cheap)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from ragspine_eval_pipeline.kb.synthetic import build_eval_kb


@pytest.fixture(scope="session")
def kb_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("kb")
    build_eval_kb(path)
    return path


@pytest.fixture(scope="session")
def kb(kb_dir: Path) -> KnowledgeBase:
    return KnowledgeBase.load(kb_dir)
