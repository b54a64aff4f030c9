"""What an engine read: a KB wrapper that records tool results, for the eval to judge.

The engine is handed this wrapper instead of the KB. Every tool call is delegated
unchanged and what it returned is recorded as context text, so faithfulness is judged
against what the engine actually saw, without changing the engine's answer loop.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from typing import Any

from ragspine_eval_pipeline.kb.store import KnowledgeBase, context_of


class ObservedKnowledgeBase:
    """Delegates to a ``KnowledgeBase`` and records the context each tool call returned."""

    def __init__(self, kb: KnowledgeBase) -> None:
        self._kb = kb
        self.contexts: list[str] = []
        """Context snippets in the order the engine received them (duplicates dropped)."""
        self.calls: list[str] = []
        """Names of the tools called, in order."""
        self._seen: set[str] = set()

    def record_contexts(self, texts: Iterable[str]) -> None:
        """Record contexts an engine retrieved by itself (e.g. a remote service)."""
        for text in texts:
            if isinstance(text, str) and text not in self._seen:
                # Tools render the same passage afresh for every case that reads it:
                # interned, a large run keeps one copy of each text, not one per case.
                text = sys.intern(text) if type(text) is str else text
                self._seen.add(text)
                self.contexts.append(text)

    def _observed(self, name: str, tool: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            result = tool(*args, **kwargs)
            self.calls.append(name)
            self.record_contexts(context_of(result))
            return result

        call.__name__ = name
        call.__doc__ = tool.__doc__
        return call

    def __getattr__(self, name: str) -> Any:
        # Wrappers are not kept on the instance: one that refers back to its observer
        # would make every case's observer a reference cycle for the collector to find.
        attribute = getattr(self._kb, name)
        if name in KnowledgeBase.TOOLS:
            return self._observed(name, attribute)
        return attribute
