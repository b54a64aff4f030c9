"""The KB's file format and its one text rendering of a fact.

A built KB folder holds ``facts.jsonl``, ``vocabulary.json``, ``docs/<doc>.txt``,
optionally ``translations.jsonl`` (each narrative paragraph in the other languages, tied
to its original) and ``keywords.jsonl`` (what readers call each paragraph's points, per
language), and a ``manifest.json`` with per-file digests. The writer
(``synthetic``) and the reader (``store``) both take the layout from here, so neither has
to import the other.
"""

from __future__ import annotations

import hashlib
import json
from typing import NamedTuple, Protocol

KB_FORMAT_VERSION = 5
"""Bumped when the on-disk layout of a built KB changes (2: ``vocabulary.json``;
3: ``translations.jsonl``, optional; 4: ``keywords.jsonl``, optional; 5: a term's names
said in one language only, ``aliases_in`` in ``vocabulary.json``, optional)."""

FACTS_FILE = "facts.jsonl"
VOCABULARY_FILE = "vocabulary.json"
TRANSLATIONS_FILE = "translations.jsonl"
KEYWORDS_FILE = "keywords.jsonl"
DOCS_DIR = "docs"
MANIFEST_FILE = "manifest.json"


class FactRow(NamedTuple):
    """One fact as it sits in a source document."""

    scope: str
    metric: str
    period: str
    value: float
    unit: str
    doc: str
    locator: str


class NarrativeDoc(NamedTuple):
    """One narrative document: language, title and paragraphs (one passage each)."""

    lang: str
    title: str
    paragraphs: tuple[str, ...]


class FactFields(Protocol):
    """What rendering a fact reads: a stored ``Fact`` and a ``FactRow`` both have it."""

    @property
    def scope(self) -> str: ...
    @property
    def metric(self) -> str: ...
    @property
    def period(self) -> str: ...
    @property
    def value(self) -> float: ...
    @property
    def unit(self) -> str: ...
    @property
    def doc(self) -> str: ...
    @property
    def locator(self) -> str: ...


def render_value(value: float) -> str:
    """A value as the shortest exact decimal: ``1702.0`` → ``1702``, ``42.8`` → ``42.8``."""
    text = repr(float(value))
    return text[:-2] if text.endswith(".0") else text


def render_fact(fact: FactFields) -> str:
    """The one text rendering of a fact, used for tool context and as gold context.

    An answer that restates a fact must agree with this text token for token (scope,
    metric, period, value, unit), so every consumer renders facts through here.
    """
    return (
        f"{fact.scope} {fact.metric} {fact.period}: {render_value(fact.value)} {fact.unit} "
        f"(source: {fact.doc} {fact.locator})."
    )


def doc_file_name(doc: str) -> str:
    """File name of a narrative document inside ``docs/``."""
    return f"{doc}.txt"


def doc_file_text(doc: NarrativeDoc) -> str:
    """A narrative document on disk: the title, then one paragraph per block."""
    return "\n\n".join((doc.title, *doc.paragraphs)) + "\n"


def fact_line(row: FactRow) -> str:
    """One line of ``facts.jsonl``: the fact's fields as compact JSON."""
    record = {
        "scope": row.scope,
        "metric": row.metric,
        "period": row.period,
        "value": row.value,
        "unit": row.unit,
        "doc": row.doc,
        "locator": row.locator,
    }
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


def translation_line(doc: str, paragraph: int, lang: str, title: str, text: str) -> str:
    """One line of ``translations.jsonl``: paragraph ``paragraph`` (from 1) of ``doc`` in
    ``lang``, with the document's title in that language."""
    record = {
        "doc": doc,
        "passage_id": f"{doc}#p{paragraph}",
        "lang": lang,
        "title": title,
        "text": text,
    }
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


def keywords_line(doc: str, paragraph: int, lang: str, terms: tuple[str, ...]) -> str:
    """One line of ``keywords.jsonl``: what a reader asking in ``lang`` may call the points
    of paragraph ``paragraph`` (from 1) of ``doc``."""
    record = {"doc": doc, "passage_id": f"{doc}#p{paragraph}", "lang": lang, "terms": terms}
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


def fingerprint_files(files: dict[str, bytes]) -> str:
    """sha256 over (relative path, content digest) pairs in path order."""
    digest = hashlib.sha256()
    for name in sorted(files):
        digest.update(name.encode("utf-8") + b"\0")
        digest.update(hashlib.sha256(files[name]).hexdigest().encode("ascii") + b"\n")
    return digest.hexdigest()
