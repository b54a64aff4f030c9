"""The KB's own vocabulary: what its scope, metric and document codes are called.

Facts carry codes (``ACME_HK``, ``REVENUE``); people ask in words, in English, Chinese
and Japanese. This metadata is stored with the facts (``vocabulary.json`` in a built
KB) so an engine learns every name from the KB it reads, not from lists of its own: a
KB with another metric brings that metric's names with it, and a name the KB does not
list is a name the KB cannot answer for.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

LANGS = ("en", "zh", "ja")
"""Languages names and aliases are given in."""

TermKind = Literal["scope", "metric", "document", "unit", "source"]


class Term(BaseModel):
    """One code and the words that name it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    code: str
    """The code facts or documents use (``ACME_HK``, ``REVENUE``, a document id)."""
    kind: TermKind
    """What the code identifies: a reporting scope, a metric, a document, a unit, or a
    source (a document the facts are read from: named beside a figure, it says where the
    figure is reported, not a text to quote)."""
    names: dict[str, str] = Field(default_factory=dict)
    """Display name per language (``en``, ``zh``, ``ja``), used in answers."""
    aliases: tuple[str, ...] = ()
    """Every word or phrase that names the code, in any of the three languages."""
    aliases_in: dict[str, tuple[str, ...]] = Field(default_factory=dict)
    """Words that name the code in one language's writing only, per language: Chinese
    business writing clips Hong Kong to 港 (港区, the Hong Kong region), which in
    Japanese is Tokyo's Minato ward, so 港区 names Hong Kong only in a Chinese text."""

    def name(self, lang: str) -> str:
        """The display name in ``lang``, else the English one, else the code."""
        return self.names.get(lang) or self.names.get("en") or self.code


class Vocabulary(BaseModel):
    """Scope, metric and document names of a KB, plus the company's own name."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    company: tuple[str, ...] = ()
    """The company's bare name: the whole group when no narrower scope is named."""
    group_scope: str | None = None
    """The scope code the bare company name stands for."""
    terms: tuple[Term, ...] = ()
    """Every named code."""

    def term(self, code: str) -> Term | None:
        """The term for ``code``, or None."""
        return next((t for t in self.terms if t.code == code), None)

    def name(self, code: str, lang: str) -> str:
        """How ``code`` is named in an answer in ``lang`` (the code when unnamed)."""
        term = self.term(code)
        return term.name(lang) if term is not None else code

    @classmethod
    def from_codes(cls, scopes: list[str], metrics: list[str], documents: list[str]) -> Vocabulary:
        """A bare vocabulary for a KB without metadata: each code names only itself."""
        terms = [Term(code=c, kind="scope", aliases=(c,)) for c in scopes]
        terms += [Term(code=c, kind="metric", aliases=(c,)) for c in metrics]
        terms += [Term(code=c, kind="document", aliases=(c,)) for c in documents]
        return cls(terms=tuple(terms))
