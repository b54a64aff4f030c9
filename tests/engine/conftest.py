"""A built synthetic KB, and a strict view of it that exposes only the public KB API."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from ragspine_eval_pipeline.kb.synthetic import build_eval_kb


class StrictKB:
    """Public methods only: an engine reaching for a private attribute fails loudly."""

    def __init__(self, kb: KnowledgeBase) -> None:
        self._kb = kb
        self.calls: list[str] = []

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(f"engine read a private KB attribute: {name}")
        attribute = getattr(self._kb, name)
        if name in KnowledgeBase.TOOLS:

            def call(*args: Any, **kwargs: Any) -> Any:
                self.calls.append(name)
                return attribute(*args, **kwargs)

            return call
        return attribute


@pytest.fixture(scope="session")
def kb(tmp_path_factory: pytest.TempPathFactory) -> KnowledgeBase:
    path: Path = tmp_path_factory.mktemp("kb")
    return build_eval_kb(path)


@pytest.fixture
def strict_kb(kb: KnowledgeBase) -> StrictKB:
    return StrictKB(kb)
