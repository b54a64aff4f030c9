"""What an engine read: a KB wrapper that records tool results, for the eval to judge.

The engine is handed this wrapper instead of the KB. Every tool call is delegated
unchanged and what it returned is recorded as context text, so faithfulness is judged
against what the engine actually saw, without changing the engine's answer loop. The
wrapper implements ``kb.tools.KnowledgeTools`` method by method, so an engine typed
against that protocol reads it exactly as it reads the KB itself.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, TypeVar

from ragspine_eval_pipeline.kb.format import render_fact
from ragspine_eval_pipeline.kb.store import Fact, context_of

if TYPE_CHECKING:
    from ragspine_eval_pipeline.kb.store import KnowledgeBase, Passage
    from ragspine_eval_pipeline.kb.vocabulary import Vocabulary

_Result = TypeVar("_Result")


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

    def _observed(self, name: str, result: _Result) -> _Result:
        self.calls.append(name)
        self.record_contexts(_context_texts(result))
        return result

    # -- content tools: delegated and recorded -----------------------------------------

    def lookup_fact(self, scope: str, metric: str, period: str) -> Fact | None:
        """The KB's ``lookup_fact``, recorded."""
        return self._observed("lookup_fact", self._kb.lookup_fact(scope, metric, period))

    def facts_for(self, scope: str, metric: str) -> list[Fact]:
        """The KB's ``facts_for``, recorded."""
        return self._observed("facts_for", self._kb.facts_for(scope, metric))

    def search_passages(self, query: str, *, k: int = 3, doc: str | None = None) -> list[Passage]:
        """The KB's ``search_passages``, recorded."""
        return self._observed("search_passages", self._kb.search_passages(query, k=k, doc=doc))

    def document_text(self, doc: str) -> str | None:
        """The KB's ``document_text``, recorded."""
        return self._observed("document_text", self._kb.document_text(doc))

    # -- metadata: delegated, not recorded (codes and names, no content) --------------

    def scopes(self) -> list[str]:
        """The KB's scope codes."""
        return self._kb.scopes()

    def metrics(self) -> list[str]:
        """The KB's metric codes."""
        return self._kb.metrics()

    def periods(self) -> list[str]:
        """The KB's periods, oldest first."""
        return self._kb.periods()

    def documents(self) -> list[str]:
        """The KB's document ids."""
        return self._kb.documents()

    def vocabulary(self) -> Vocabulary:
        """The KB's vocabulary."""
        return self._kb.vocabulary()

    def narrative_documents(self) -> list[str]:
        """The KB's narrative document ids."""
        return self._kb.narrative_documents()

    def document_title(self, doc: str) -> str | None:
        """A narrative document's title."""
        return self._kb.document_title(doc)

    def document_lang(self, doc: str) -> str | None:
        """A narrative document's language."""
        return self._kb.document_lang(doc)

    def __getattr__(self, name: str) -> Any:
        # Anything beyond the protocol (``fingerprint``, ``TOOLS``) reads through unchanged.
        return getattr(self._kb, name)


_FACT_TEXTS: dict[int, tuple[Fact, str]] = {}


def _fact_text(fact: Fact) -> str:
    """``render_fact(fact)``, once per fact object: the KB hands out the same few hundred
    facts to every case that looks one up. Keyed by identity, the fact kept beside its
    text so its id cannot be reused while the entry lives."""
    known = _FACT_TEXTS.get(id(fact))
    if known is not None and known[0] is fact:
        return known[1]
    text = sys.intern(render_fact(fact))
    if len(_FACT_TEXTS) >= 65536:
        _FACT_TEXTS.clear()
    _FACT_TEXTS[id(fact)] = (fact, text)
    return text


def _context_texts(result: object) -> list[str]:
    """``context_of(result)``, with the facts of a fact lookup rendered once each."""
    if type(result) is Fact:
        return [_fact_text(result)]
    if type(result) is list and all(type(item) is Fact for item in result):
        return [_fact_text(fact) for fact in result]
    return context_of(result)
