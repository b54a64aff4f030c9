"""The knowledge base an engine reads, through a handful of indexed tool methods.

The tools in ``KnowledgeBase.TOOLS`` are the only way an engine reads content; the
eval harness wraps them to observe what each call returned (``context_of``). Every
tool answers from an index built at load time, so one question costs a few dict
lookups and the postings of its query terms, never a scan.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path
from typing import Any, ClassVar, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ragspine_eval_pipeline.kb.analysis import stem
from ragspine_eval_pipeline.kb.bm25 import BM25Index
from ragspine_eval_pipeline.kb.concepts import expand_keywords
from ragspine_eval_pipeline.kb.format import (
    FACTS_FILE,
    KEYWORDS_FILE,
    MANIFEST_FILE,
    TRANSLATIONS_FILE,
    VOCABULARY_FILE,
    fingerprint_files,
    render_fact,
)
from ragspine_eval_pipeline.kb.vocabulary import Vocabulary
from ragspine_eval_pipeline.schema import Source
from ragspine_eval_pipeline.text import content_tokens

_Line = TypeVar("_Line", bound=BaseModel)
"""A model read one JSON line at a time."""


class KnowledgeBaseError(ValueError):
    """A KB folder that cannot be loaded: missing files, bad records, wrong digests."""


class TranslationError(KnowledgeBaseError):
    """A translation that is tied to no paragraph of the KB, or to one in its own language."""


class KeywordsError(KnowledgeBaseError):
    """Keywords tied to no paragraph of the KB, or given twice for one language."""


class Fact(BaseModel):
    """One numeric fact and where it was read."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    scope: str
    """Reporting entity, e.g. ``ACME_HK``."""
    metric: str
    """Metric code, e.g. ``REVENUE``."""
    period: str
    """Fiscal year, e.g. ``FY2025`` (fiscal year = calendar year)."""
    value: float
    """The reported number, in ``unit``."""
    unit: str
    """Unit code: ``USD_M``, ``HKD_M``, ``JPY_M``, ``PCT``, ``PERSONS``."""
    doc: str
    """Source document id."""
    locator: str
    """Position inside ``doc`` (``slide=5,table=1,row=2,col=3``, ``page=4``, ``Sheet!C7``)."""

    @property
    def source(self) -> Source:
        """Where the value was read, as the golden set spells a source."""
        return Source(doc=self.doc, locator=self.locator)


class Translation(BaseModel):
    """A paragraph of a narrative document in another language than the document's.

    Stored in ``translations.jsonl``, tied to the original by ``doc`` and ``passage_id``;
    searched like the original, but never returned in its place: a search that matches a
    translation returns the original passage, carrying the translation it matched.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    doc: str
    """Id of the original document."""
    passage_id: str
    """Id of the original paragraph (``<doc>#p<n>``)."""
    lang: str
    """Language of the translation: ``en``, ``zh`` or ``ja``, not the document's."""
    title: str
    """The document's title in ``lang``."""
    text: str
    """The paragraph in ``lang``, sentence by sentence as the original."""


class Keywords(BaseModel):
    """What a reader asking in ``lang`` may call the points of one paragraph.

    Stored in ``keywords.jsonl``, tied to the paragraph by ``doc`` and ``passage_id``:
    metadata for finding and weighing the paragraph (synonyms, general words, the
    questions its facts answer), never document text, so never quoted nor shown as
    what a tool returned.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    doc: str
    """Id of the original document."""
    passage_id: str
    """Id of the paragraph (``<doc>#p<n>``)."""
    lang: str
    """Language of the keywords: ``en``, ``zh`` or ``ja``."""
    terms: tuple[str, ...] = Field(min_length=1)
    """The words and short phrases, each as a reader would write it."""


class Passage(BaseModel):
    """One paragraph of a narrative document, as returned by a search."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    doc: str
    """Document id the paragraph belongs to."""
    passage_id: str
    """Stable id: ``<doc>#p<n>``, n counting paragraphs from 1."""
    text: str
    """The paragraph text, verbatim."""
    lang: str
    """Language of the document: ``en``, ``zh`` or ``ja``."""
    score: float = 0.0
    """BM25 score for the query that returned it (0.0 outside a search)."""
    translation: Translation | None = None
    """The translation of this paragraph the query matched better than its original text
    (None when the original matched best, or the KB holds no translations)."""
    keywords: tuple[Keywords, ...] = ()
    """The paragraph's keywords, one entry per language (empty outside a search, or when
    the KB holds none)."""


class Document(BaseModel):
    """A narrative document: metadata plus its paragraphs."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    doc: str
    """Document id."""
    lang: str
    """Language: ``en``, ``zh`` or ``ja``."""
    title: str
    """Title line of the document."""
    paragraphs: tuple[str, ...]
    """Body paragraphs, one passage each."""

    @property
    def text(self) -> str:
        """The full text: title, then the paragraphs separated by blank lines."""
        return "\n\n".join((self.title, *self.paragraphs)) + "\n"


SEARCH_CACHE = 8192
"""Searches kept per KB: a large run asks the golden set's questions over and over."""

TRANSLATION_WEIGHT = 0.65
"""What a match on a translation counts for against a match on the original text. A
translator's wording adds words the author never wrote (「について説明する」, "share"),
so a paragraph is found by its translation only where that matches the question far
better than any original does: as a rule, across languages."""


KEYWORD_WEIGHT = 0.3
"""What a match on a paragraph read with its keywords counts for against a match on the
original text alone. A keyword is a reader's guess at a word, worth less than what the
author wrote or a translator rendered (``TRANSLATION_WEIGHT``): a question in the text's
own words keeps the passage that holds them first, and a paraphrase reaches its paragraph
where no text holds its words. Measured (README): 0.2 to 0.4 give the same results on
the independent sets, 0.1 loses a paraphrase, 0.6 and 0.65 lose two narrative
answers (a rival paragraph ranked first), 0.8 and above lose golden cases."""


class KnowledgeBase:
    """Facts and narrative documents behind indexed tools."""

    TOOLS: ClassVar[tuple[str, ...]] = (
        "lookup_fact",
        "facts_for",
        "search_passages",
        "document_text",
    )
    """The methods an engine reads content through (the ones the harness observes)."""

    def __init__(
        self,
        facts: Iterable[Fact],
        documents: Iterable[Document],
        fingerprint: str = "",
        vocabulary: Vocabulary | None = None,
        translations: Iterable[Translation] = (),
        keywords: Iterable[Keywords] = (),
    ) -> None:
        self.fingerprint = fingerprint
        self._facts: dict[tuple[str, str, str], Fact] = {}
        self._series: dict[tuple[str, str], list[Fact]] = {}
        self._fact_docs: dict[str, list[Fact]] = {}
        for fact in facts:
            key = (fact.scope, fact.metric, fact.period)
            if key in self._facts:
                raise KnowledgeBaseError(f"duplicate fact {key}")
            self._facts[key] = fact
            self._series.setdefault((fact.scope, fact.metric), []).append(fact)
            self._fact_docs.setdefault(fact.doc, []).append(fact)
        for series in self._series.values():
            series.sort(key=lambda f: f.period)
        self._scopes = sorted({scope for scope, _ in self._series})
        self._metrics = sorted({metric for _, metric in self._series})
        self._periods = sorted({period for _, _, period in self._facts})
        self._documents = {d.doc: d for d in documents}
        self._vocabulary = vocabulary or Vocabulary.from_codes(
            self._scopes, self._metrics, list(self._documents)
        )
        self._passages: list[Passage] = []
        self._blocks: dict[str, range] = {}
        tokens: list[list[str]] = []
        for document in self._documents.values():
            start = len(self._passages)
            title_tokens = content_tokens(document.title)
            for number, paragraph in enumerate(document.paragraphs, start=1):
                self._passages.append(
                    Passage(
                        doc=document.doc,
                        passage_id=f"{document.doc}#p{number}",
                        text=paragraph,
                        lang=document.lang,
                    )
                )
                # The title is indexed with every paragraph so a question that names
                # the report ("the risk factors report") reaches its passages.
                tokens.append(title_tokens + content_tokens(paragraph))
            self._blocks[document.doc] = range(start, len(self._passages))
        self._index = BM25Index(tokens)
        self._translations: list[Translation] = []
        self._translated: list[int] = []
        self._translation_blocks: dict[str, range] = {}
        self._index_translations(translations)
        self._keywords: dict[int, tuple[Keywords, ...]] = {}
        self._expanded: list[tuple[int, Translation | None]] = []
        self._expanded_blocks: dict[str, range] = {}
        self._index_keywords(keywords)
        # Passages are frozen values, so the same search may hand out the same ones.
        self._ranked = lru_cache(maxsize=SEARCH_CACHE)(self._search)

    def _index_translations(self, translations: Iterable[Translation]) -> None:
        """A second index over the translations, each entry pointing at its original, so
        a KB without translations searches exactly as it did before they existed."""
        positions = {p.passage_id: i for i, p in enumerate(self._passages)}
        by_doc: dict[str, list[Translation]] = {}
        for translation in translations:
            original = positions.get(translation.passage_id)
            if original is None or self._passages[original].doc != translation.doc:
                raise TranslationError(
                    f"translation of {translation.passage_id!r}: no such paragraph"
                )
            if translation.lang == self._passages[original].lang:
                raise TranslationError(
                    f"translation of {translation.passage_id!r}: in the original's language"
                )
            by_doc.setdefault(translation.doc, []).append(translation)
        tokens: list[list[str]] = []
        for doc in self._documents:
            start = len(self._translations)
            for translation in by_doc.get(doc, ()):
                self._translations.append(translation)
                self._translated.append(positions[translation.passage_id])
                tokens.append(content_tokens(translation.title) + content_tokens(translation.text))
            self._translation_blocks[doc] = range(start, len(self._translations))
        self._translation_index = BM25Index(tokens)

    def _with_concepts(
        self,
        index: int,
        entries: dict[str, Keywords],
        translated: dict[tuple[int, str], Translation],
    ) -> dict[str, Keywords]:
        """A paragraph's keywords plus the words, in each language, of every concept of the
        domain lexicon (``concepts``) its text, translations or keywords hold."""
        if not entries:
            return entries
        texts = [self._passages[index].text]
        texts += [t.text for (at, _), t in translated.items() if at == index]
        texts += [term for entry in entries.values() for term in entry.terms]
        expanded = expand_keywords(texts, {lang: e.terms for lang, e in entries.items()})
        return {
            lang: entry.model_copy(update={"terms": expanded[lang]})
            for lang, entry in entries.items()
        }

    def _index_keywords(self, keywords: Iterable[Keywords]) -> None:
        """A third index: each paragraph in each language its keywords are given in, read
        as that language's text (the original or its translation) plus the keywords it
        lacks, each once, so a question that says some points in the paragraph's words
        and some in a reader's is matched on both. Latin words are stemmed here
        ("assemblers" finds "assembler"). Without keywords the index is empty and
        searches are as before."""
        positions = {p.passage_id: i for i, p in enumerate(self._passages)}
        by_passage: dict[int, dict[str, Keywords]] = {}
        for entry in keywords:
            original = positions.get(entry.passage_id)
            if original is None or self._passages[original].doc != entry.doc:
                raise KeywordsError(f"keywords of {entry.passage_id!r}: no such paragraph")
            langs = by_passage.setdefault(original, {})
            if entry.lang in langs:
                raise KeywordsError(f"keywords of {entry.passage_id!r}: {entry.lang} given twice")
            langs[entry.lang] = entry
        translated = {(self._translated[i], t.lang): t for i, t in enumerate(self._translations)}
        tokens: list[list[str]] = []
        for doc, block in self._blocks.items():
            start = len(self._expanded)
            for index in block:
                passage = self._passages[index]
                entries = self._with_concepts(index, by_passage.get(index, {}), translated)
                if entries:
                    self._keywords[index] = tuple(entries.values())
                for lang, entry in entries.items():
                    translation = translated.get((index, lang))
                    if lang == passage.lang:
                        text = f"{self._documents[doc].title}\n{passage.text}"
                    elif translation is not None:
                        text = f"{translation.title}\n{translation.text}"
                    else:
                        text = ""
                    self._expanded.append((index, translation))
                    read = _stemmed(text)
                    # A keyword adds a word the paragraph lacks, once: what readers may
                    # call it, not weight for what it already says.
                    added = set(_stemmed("\n".join(entry.terms))) - set(read) - _ASKING
                    tokens.append(read + sorted(added))
            self._expanded_blocks[doc] = range(start, len(self._expanded))
        self._expanded_index = BM25Index(tokens)

    # -- tools -------------------------------------------------------------------

    def lookup_fact(self, scope: str, metric: str, period: str) -> Fact | None:
        """The fact for (scope, metric, period), or None when the KB does not hold it."""
        return self._facts.get((scope, metric, period))

    def facts_for(self, scope: str, metric: str) -> list[Fact]:
        """Every period the KB holds for (scope, metric), oldest first."""
        return list(self._series.get((scope, metric), ()))

    def search_passages(self, query: str, *, k: int = 3, doc: str | None = None) -> list[Passage]:
        """Top ``k`` paragraphs for ``query`` by BM25, optionally within one document.

        Ranking is by score, then document order, then paragraph order. An unknown
        ``doc`` or a query with no indexed term returns an empty list. A paragraph is
        found by its original text or by any of its translations, whichever scores best;
        it is always returned as the original, with the translation that matched (a
        translation's score counts ``TRANSLATION_WEIGHT``).
        """
        return list(self._ranked(query, k, doc))

    def _search(self, query: str, k: int, doc: str | None) -> tuple[Passage, ...]:
        """``search_passages`` itself; kept per KB for the questions a large run repeats."""
        within = None
        if doc is not None:
            within = self._blocks.get(doc)
            if within is None:
                return ()
        terms = content_tokens(query)
        best: dict[int, tuple[float, Translation | None]] = {
            index: (score, None) for index, score in self._index.search(terms, k, within)
        }
        if self._translations:
            inside = self._translation_blocks.get(doc) if doc is not None else None
            for entry, raw in self._translation_index.search(terms, 3 * k, inside):
                index, score = self._translated[entry], raw * TRANSLATION_WEIGHT
                if score > best.get(index, (0.0, None))[0]:
                    best[index] = (score, self._translations[entry])
        if self._expanded:
            inside = self._expanded_blocks.get(doc) if doc is not None else None
            for entry, raw in self._expanded_index.search(_stemmed(query), 3 * k, inside):
                (index, translation), score = self._expanded[entry], raw * KEYWORD_WEIGHT
                if score > best.get(index, (0.0, None))[0]:
                    best[index] = (score, translation)
        ranked = sorted(best.items(), key=lambda item: (-item[1][0], item[0]))[:k]
        return tuple(
            self._passages[index].model_copy(
                update={
                    "score": round(score, 6),
                    "translation": translation,
                    "keywords": self._keywords.get(index, ()),
                }
            )
            for index, (score, translation) in ranked
        )

    def document_text(self, doc: str) -> str | None:
        """The full text of a document; a fact source reads as its rendered facts."""
        document = self._documents.get(doc)
        if document is not None:
            return document.text
        facts = self._fact_docs.get(doc)
        if facts is not None:
            return "\n".join(render_fact(f) for f in facts) + "\n"
        return None

    # -- vocabulary (metadata, not content) ---------------------------------------

    def scopes(self) -> list[str]:
        """Every scope code that has at least one fact."""
        return list(self._scopes)

    def metrics(self) -> list[str]:
        """Every metric code that has at least one fact."""
        return list(self._metrics)

    def periods(self) -> list[str]:
        """Every period that has at least one fact, oldest first."""
        return list(self._periods)

    def documents(self) -> list[str]:
        """Every document id: fact sources and narrative documents."""
        return sorted(set(self._fact_docs) | set(self._documents))

    def vocabulary(self) -> Vocabulary:
        """What the KB's scope, metric and document codes are called, in three languages."""
        return self._vocabulary

    def narrative_documents(self) -> list[str]:
        """Narrative document ids, in KB order."""
        return list(self._documents)

    def document_title(self, doc: str) -> str | None:
        """Title of a narrative document, or None."""
        document = self._documents.get(doc)
        return document.title if document is not None else None

    def document_lang(self, doc: str) -> str | None:
        """Language of a narrative document, or None."""
        document = self._documents.get(doc)
        return document.lang if document is not None else None

    # -- loading --------------------------------------------------------------------

    @classmethod
    def load(cls, kb_dir: str | Path) -> KnowledgeBase:
        """Load a KB folder written by ``build_eval_kb``, checking every digest."""
        root = Path(kb_dir)
        manifest = _read_manifest(root)
        files: dict[str, bytes] = {}
        for name, expected in manifest["files"].items():
            try:
                data = (root / name).read_bytes()
            except OSError as exc:
                raise KnowledgeBaseError(f"{root / name}: cannot be read: {exc}") from exc
            if hashlib.sha256(data).hexdigest() != expected:
                raise KnowledgeBaseError(f"{root / name}: content does not match the manifest")
            files[name] = data
        fingerprint = fingerprint_files(files)
        if fingerprint != manifest["fingerprint"]:
            raise KnowledgeBaseError(f"{root / MANIFEST_FILE}: fingerprint mismatch")
        facts = _parse_facts(root / FACTS_FILE, files.get(FACTS_FILE, b""))
        documents = [_parse_document(entry, files) for entry in manifest["documents"]]
        vocabulary = _parse_vocabulary(root / VOCABULARY_FILE, files.get(VOCABULARY_FILE))
        translations = _parse_translations(
            root / TRANSLATIONS_FILE, files.get(TRANSLATIONS_FILE, b"")
        )
        keywords = _parse_keywords(root / KEYWORDS_FILE, files.get(KEYWORDS_FILE, b""))
        try:
            return cls(facts, documents, fingerprint, vocabulary, translations, keywords)
        except TranslationError as exc:
            raise KnowledgeBaseError(f"{root / TRANSLATIONS_FILE}: {exc}") from exc
        except KeywordsError as exc:
            raise KnowledgeBaseError(f"{root / KEYWORDS_FILE}: {exc}") from exc


def _read_manifest(root: Path) -> dict[str, Any]:
    path = root / MANIFEST_FILE
    try:
        manifest = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise KnowledgeBaseError(f"{path}: cannot be read: {exc}") from exc
    if not isinstance(manifest, dict) or not {"files", "fingerprint", "documents"} <= set(manifest):
        raise KnowledgeBaseError(f"{path}: not a KB manifest")
    return manifest


def _parse_facts(path: Path, data: bytes) -> list[Fact]:
    facts = []
    for number, line in enumerate(data.decode("utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            facts.append(Fact.model_validate_json(line))
        except ValidationError as exc:
            raise KnowledgeBaseError(f"{path}:{number}: invalid fact: {exc}") from exc
    return facts


def _parse_translations(path: Path, data: bytes) -> list[Translation]:
    """The KB's translations; none for a KB written without them."""
    return _parse_lines(path, data, Translation, "translation")


def _parse_keywords(path: Path, data: bytes) -> list[Keywords]:
    """The KB's keywords; none for a KB written without them."""
    return _parse_lines(path, data, Keywords, "keywords")


def _parse_lines(path: Path, data: bytes, model: type[_Line], what: str) -> list[_Line]:
    """One ``model`` per non-blank JSON line of ``data``; a bad line is an error naming
    the file, the line and the fields at fault."""
    parsed = []
    for number, line in enumerate(data.decode("utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            parsed.append(model.model_validate_json(line))
        except ValidationError as exc:
            errors = exc.errors()
            fields = ", ".join(
                sorted({".".join(str(part) for part in e["loc"]) or "line" for e in errors})
            )
            raise KnowledgeBaseError(
                f"{path}:{number}: invalid {what} ({fields}): {errors[0]['msg']}"
            ) from exc
    return parsed


_ASKING = frozenset(
    content_tokens("what which how who when where why many much 多少 几个 什么 哪些 如何 怎么 多久")
    + content_tokens("どのくらい どれくらい いくら 何")
)
"""Tokens of the question words a keyword phrase carries ("how many", 多少, どのくらい):
they say which question a fact answers, but every question has them, so as index terms
they would rank a paragraph for how a question asks, not what it asks about."""


def _stemmed(text: str) -> list[str]:
    """Content tokens with Latin words stemmed: the keyword index's terms."""
    return [stem(t) if t.isascii() and t.isalpha() else t for t in content_tokens(text)]


def _parse_vocabulary(path: Path, data: bytes | None) -> Vocabulary | None:
    """The KB's names, or None for a KB written without them (codes name themselves)."""
    if data is None:
        return None
    try:
        return Vocabulary.model_validate_json(data)
    except ValidationError as exc:
        raise KnowledgeBaseError(f"{path}: invalid vocabulary: {exc}") from exc


def _parse_document(entry: dict[str, str], files: dict[str, bytes]) -> Document:
    data = files.get(entry.get("file", ""))
    if data is None:
        raise KnowledgeBaseError(f"document {entry.get('doc')!r}: file not listed in the manifest")
    text = data.decode("utf-8")
    title, *paragraphs = [block.strip() for block in text.split("\n\n") if block.strip()]
    if title != entry["title"]:
        raise KnowledgeBaseError(f"{entry['file']}: title does not match the manifest")
    return Document(doc=entry["doc"], lang=entry["lang"], title=title, paragraphs=tuple(paragraphs))


def context_of(result: object) -> list[str]:
    """Context strings of any tool result: what an engine saw from one call."""
    if result is None:
        return []
    if isinstance(result, Fact):
        return [render_fact(result)]
    if isinstance(result, Passage):
        # The engine saw the translation it matched too; it quotes the original.
        return [result.text] + ([result.translation.text] if result.translation else [])
    if isinstance(result, str):
        return [result]
    if isinstance(result, (list, tuple)):
        return [text for item in result for text in context_of(item)]
    return [str(result)]
