"""What an engine may call on the knowledge base it is handed: one typed protocol.

The harness hands an engine either the ``KnowledgeBase`` itself or the observing wrapper
(``kb.observe.ObservedKnowledgeBase``) that records what the content tools return; both
implement this protocol, so an engine is typed against what it may call rather than
against one concrete class. Content comes only through the four tools (the ones the
harness observes); the rest is metadata: codes and names, no content.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from ragspine_eval_pipeline.kb.store import Fact, Passage
    from ragspine_eval_pipeline.kb.vocabulary import Vocabulary


@runtime_checkable
class KnowledgeTools(Protocol):
    """The knowledge base as an engine sees it."""

    # -- content tools (observed by the harness) -------------------------------------

    def lookup_fact(self, scope: str, metric: str, period: str) -> Fact | None:
        """The fact for (scope, metric, period), or None when the KB does not hold it."""
        ...

    def facts_for(self, scope: str, metric: str) -> list[Fact]:
        """Every period the KB holds for (scope, metric), oldest first."""
        ...

    def search_passages(self, query: str, *, k: int = 3, doc: str | None = None) -> list[Passage]:
        """Top ``k`` paragraphs for ``query``, optionally within one document."""
        ...

    def document_text(self, doc: str) -> str | None:
        """The full text of a document, or None."""
        ...

    # -- metadata ---------------------------------------------------------------------

    def scopes(self) -> list[str]:
        """Every scope code that has at least one fact."""
        ...

    def metrics(self) -> list[str]:
        """Every metric code that has at least one fact."""
        ...

    def periods(self) -> list[str]:
        """Every period that has at least one fact, oldest first."""
        ...

    def documents(self) -> list[str]:
        """Every document id."""
        ...

    def vocabulary(self) -> Vocabulary:
        """What the KB's codes are called, in three languages."""
        ...

    def narrative_documents(self) -> list[str]:
        """Narrative document ids, in KB order."""
        ...

    def document_title(self, doc: str) -> str | None:
        """Title of a narrative document, or None."""
        ...

    def document_lang(self, doc: str) -> str | None:
        """Language of a narrative document, or None."""
        ...
