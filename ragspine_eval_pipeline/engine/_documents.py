"""Documents named by what they are and which market they cover, not by their title.

A reader names a document by its kind and its market, apart or in other words than its
title: "the Japan business … according to *its strategy paper*", 「根据日本业务的*经营战略*」,
"Singapore revenue … what does *the market update* say", 「…*現地の市場レポート*では」. The
KB's own document aliases say both: an alias that names a market ("Japan strategy",
「シンガポール市場レポート」) less that market's name is what the document *is*
("strategy", 「市場レポート」). A clause that cites a document (``CITES_RE``: "according
to", "say", 「根据」, 「では」) and holds such a kind names the one document of that kind
whose market the question names; a kind two documents of the named markets share,
or a market the question does not name, names none.
"""

from __future__ import annotations

import json
from dataclasses import replace
from functools import lru_cache

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._names import scopes_named, vocabulary_key
from ragspine_eval_pipeline.engine._question import Clause, ParsedQuestion
from ragspine_eval_pipeline.kb.analysis import LATIN_WORD_RE, normalize, stem
from ragspine_eval_pipeline.kb.vocabulary import Vocabulary

__all__ = ["document_kinds", "names_a_document", "with_described_documents"]

_SUFFIXES = ("doc", "document", "paper", "資料", "文件", "文档", "書")
"""Words that say a text is a document, not which one (「…書」, "… paper")."""

_JOINERS = " 　'’的の"
"""Characters left at the edge of an alias once the market's name is taken out."""

_EDGE_WORDS = frozenset({"s", "for", "of", "in", "on", "the"})
"""Grammar words left at the edge ("sustainability report *for*", "*'s* strategy")."""


_SEEN: dict[int, tuple[ParsedQuestion, str, ParsedQuestion]] = {}
"""Results by the identity of the parse (parses are cached, so a repeated question brings
the same object), with the parse and vocabulary they were read for."""

_SEEN_MAX = 4096


def with_described_documents(parsed: ParsedQuestion, vocab: Vocabulary) -> ParsedQuestion:
    """``parsed`` with each clause that names no document or metric but holds a document
    kind of a market the question names marked as naming that document."""
    key = vocabulary_key(vocab)
    seen = _SEEN.get(id(parsed))
    if seen is not None and seen[0] is parsed and seen[1] == key:
        return seen[2]
    described = _with_described(parsed, vocab)
    if len(_SEEN) >= _SEEN_MAX:
        _SEEN.clear()
    _SEEN[id(parsed)] = (parsed, key, described)
    return described


def _with_described(parsed: ParsedQuestion, vocab: Vocabulary) -> ParsedQuestion:
    kinds = document_kinds(vocab)
    if not kinds:
        return parsed
    markets = frozenset(s for c in parsed.clauses for s in c.scopes)
    if not markets:
        return parsed
    clauses: list[Clause] = []
    for clause in parsed.clauses:
        doc = None if clause.docs or clause.metrics else _described(clause, kinds, markets)
        clauses.append(replace(clause, docs=(doc,)) if doc else clause)
    return replace(parsed, clauses=tuple(clauses))


def _described(
    clause: Clause,
    kinds: tuple[tuple[str, frozenset[str], tuple[str, ...]], ...],
    markets: frozenset[str],
) -> str | None:
    text = normalize(clause.text)
    if gr.CITES_RE.search(text) is None:
        return None
    stems = _stems(text)
    found = {
        doc
        for doc, market, words in kinds
        if market <= markets and any(_holds(word, text, stems) for word in words)
    }
    return next(iter(found)) if len(found) == 1 else None


def document_kinds(vocab: Vocabulary) -> tuple[tuple[str, frozenset[str], tuple[str, ...]], ...]:
    """Each document about one market or more: its code, its markets, and its kinds (its
    aliases naming the market, less the market's name)."""
    return _kinds(vocabulary_key(vocab))


@lru_cache(maxsize=8)
def _kinds(vocabulary_json: str) -> tuple[tuple[str, frozenset[str], tuple[str, ...]], ...]:
    vocab = Vocabulary.model_validate(json.loads(vocabulary_json))
    names = sorted(
        (normalize(a) for t in vocab.terms if t.kind == "scope" for a in t.aliases),
        key=len,
        reverse=True,
    )
    out: list[tuple[str, frozenset[str], tuple[str, ...]]] = []
    for term in vocab.terms:
        if term.kind != "document":
            continue
        markets = scopes_named(" ".join(term.names.values()), vocab) - {vocab.group_scope}
        if not markets:
            continue
        words: set[str] = set()
        for alias in term.aliases:
            folded = normalize(alias)
            if not scopes_named(folded, vocab) & markets:
                continue
            kind = _without_names(folded, names)
            if kind and _telling(kind):
                words.add(kind)
        if words:
            out.append((term.code, frozenset(markets), tuple(sorted(words))))
    return tuple(out)


def _without_names(alias: str, names: list[str]) -> str:
    """``alias`` less the first market name it holds, trimmed of what joined them."""
    for name in names:
        at = alias.find(name)
        if at != -1 and (not name.isascii() or _word_edges(alias, at, len(name))):
            words = (alias[:at] + " " + alias[at + len(name) :]).strip(_JOINERS).split()
            while words and words[0] in _EDGE_WORDS:
                words.pop(0)
            while words and words[-1] in _EDGE_WORDS:
                words.pop()
            return " ".join(words).strip(_JOINERS)
    return ""


def _word_edges(text: str, at: int, size: int) -> bool:
    before = text[at - 1] if at else " "
    after = text[at + size] if at + size < len(text) else " "
    return not before.isalnum() and not after.isalnum()


def _telling(kind: str) -> bool:
    """A kind that says what the document is, not only that it is one."""
    rest = kind
    for suffix in _SUFFIXES:
        rest = rest.replace(suffix, " ")
    latin = [w for w in LATIN_WORD_RE.findall(rest) if len(w) > 2]
    cjk = "".join(ch for ch in rest if not ch.isascii() and not ch.isspace())
    return bool(latin) or len(cjk) >= 2


def _stems(text: str) -> tuple[str, ...]:
    return tuple(stem(w) for w in LATIN_WORD_RE.findall(text))


def _holds(kind: str, text: str, stems: tuple[str, ...]) -> bool:
    if kind.isascii():
        wanted = _stems(kind)
        size = len(wanted)
        return bool(wanted) and any(
            stems[at : at + size] == wanted for at in range(len(stems) - size + 1)
        )
    return kind in text


def names_a_document(surface: str, vocab: Vocabulary, besides: str | None = None) -> bool:
    """Whether a question's word is one of the words the KB names a document other than
    ``besides`` by ("Greater Bay Area", "plan", 「計画」, 「報告」): it says which document
    is asked about, not what in it, so a passage of another document holding it is no
    evidence of the topic (a strategic plan naming the Greater Bay Area, for drone
    deliveries in the Greater Bay Area plan). A passage of the document it names alone
    holds it as evidence: the question names that document (「大湾区の拡大計画では…」)."""
    return _names_a_document(surface, vocabulary_key(vocab), besides)


@lru_cache(maxsize=16384)
def _names_a_document(surface: str, vocabulary_json: str, besides: str | None) -> bool:
    folded = normalize(surface)
    stems = _stems(folded) if folded.isascii() else ()
    for code, latin, cjk in _naming_words(vocabulary_json):
        if code == besides:
            continue
        if stems and all(w in latin for w in stems):
            return True
        if not folded.isascii() and any(folded in name for name in cjk):
            return True
    return False


def names_the_document(surface: str, vocab: Vocabulary, doc: str) -> bool:
    """Whether a question's word is one of the words the KB names ``doc`` by (「*市場*レポ
    ート」 for a market's update): said beside that document, it says which document is
    read, not what is asked of it."""
    return _names_the_document(surface, vocabulary_key(vocab), doc)


@lru_cache(maxsize=16384)
def _names_the_document(surface: str, vocabulary_json: str, doc: str) -> bool:
    folded = normalize(surface)
    stems = _stems(folded) if folded.isascii() else ()
    for code, latin, cjk in _naming_words(vocabulary_json):
        if code != doc:
            continue
        if stems and all(w in latin for w in stems):
            return True
        if not folded.isascii() and any(folded in name for name in cjk):
            return True
    return False


@lru_cache(maxsize=8)
def _naming_words(
    vocabulary_json: str,
) -> tuple[tuple[str, frozenset[str], tuple[str, ...]], ...]:
    """Each document's code, the stems of the Latin words of its aliases and names, and
    its CJK aliases and names."""
    vocab = Vocabulary.model_validate(json.loads(vocabulary_json))
    out: list[tuple[str, frozenset[str], tuple[str, ...]]] = []
    for term in vocab.terms:
        if term.kind != "document":
            continue
        names = [normalize(a) for a in (*term.aliases, *term.names.values())]
        latin = frozenset(w for n in names if n.isascii() for w in _stems(n))
        out.append((term.code, latin, tuple(n for n in names if not n.isascii())))
    return tuple(out)
