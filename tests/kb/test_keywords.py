"""What readers call each paragraph, stored with the KB: the file and its errors, a
search that finds a paraphrase through it, and a KB without it searching as before."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ragspine_eval_pipeline.engine._names import scopes_named
from ragspine_eval_pipeline.kb.format import KB_FORMAT_VERSION, KEYWORDS_FILE, MANIFEST_FILE
from ragspine_eval_pipeline.kb.store import (
    Document,
    Keywords,
    KnowledgeBase,
    KnowledgeBaseError,
    Translation,
    context_of,
)
from ragspine_eval_pipeline.kb.synthetic import _EVAL_NARRATIVE_DOCS, _manifest, build_eval_kb
from ragspine_eval_pipeline.kb.synthetic_keywords import KEYWORDS
from ragspine_eval_pipeline.kb.synthetic_translations import TRANSLATIONS
from ragspine_eval_pipeline.kb.synthetic_vocabulary import EVAL_VOCABULARY

PLAN = "ACME_Strategic_Plan.pdf"


def _documents() -> list[Document]:
    return [
        Document(doc=doc_id, lang=d.lang, title=d.title, paragraphs=d.paragraphs)
        for doc_id, d in _EVAL_NARRATIVE_DOCS.items()
    ]


def _translations() -> list[Translation]:
    return [
        Translation(doc=doc_id, passage_id=f"{doc_id}#p{n}", lang=lang, title=title, text=text)
        for doc_id, by_lang in TRANSLATIONS.items()
        for lang, (title, paragraphs) in by_lang.items()
        for n, text in enumerate(paragraphs, start=1)
    ]


def _resign(root: Path) -> None:
    """Rewrite the manifest over the folder's files, so a hand-edited file is read."""
    listed = json.loads((root / MANIFEST_FILE).read_text(encoding="utf-8"))["files"]
    files = {name: (root / name).read_bytes() for name in listed if (root / name).exists()}
    (root / MANIFEST_FILE).write_bytes(_manifest(files))


def test_every_paragraph_has_keywords_in_each_language() -> None:
    assert set(KEYWORDS) == set(_EVAL_NARRATIVE_DOCS)
    for doc_id, doc in _EVAL_NARRATIVE_DOCS.items():
        assert len(KEYWORDS[doc_id]) == len(doc.paragraphs), doc_id
        for by_lang in KEYWORDS[doc_id]:
            assert set(by_lang) == {"en", "zh", "ja"}, doc_id
            for terms in by_lang.values():
                assert terms and len(set(terms)) == len(terms), doc_id  # none twice


def test_keywords_name_no_market_their_paragraph_does_not() -> None:
    # Only what the paragraph says: its keywords may not bring in another market.
    for doc_id, doc in _EVAL_NARRATIVE_DOCS.items():
        for number, by_lang in enumerate(KEYWORDS[doc_id]):
            versions = [doc.title, doc.paragraphs[number]] + [
                text
                for title, paragraphs in TRANSLATIONS[doc_id].values()
                for text in (title, paragraphs[number])
            ]
            said = scopes_named("\n".join(versions), EVAL_VOCABULARY)
            for lang, terms in by_lang.items():
                named = scopes_named("\n".join(terms), EVAL_VOCABULARY)
                assert named <= said, (doc_id, number + 1, lang, named - said)


def test_the_built_kb_stores_keywords_by_passage_and_language(tmp_path: Path) -> None:
    build_eval_kb(tmp_path)
    manifest = json.loads((tmp_path / MANIFEST_FILE).read_text(encoding="utf-8"))
    assert manifest["format_version"] == KB_FORMAT_VERSION == 5
    assert KEYWORDS_FILE in manifest["files"]
    lines = (tmp_path / KEYWORDS_FILE).read_text(encoding="utf-8").splitlines()
    records = [json.loads(line) for line in lines]
    assert len(records) == 3 * sum(len(d.paragraphs) for d in _EVAL_NARRATIVE_DOCS.values())
    first = records[0]
    assert set(first) == {"doc", "passage_id", "lang", "terms"}
    assert first["passage_id"] == f"{first['doc']}#p1"
    assert first["terms"] == list(KEYWORDS[first["doc"]][0][first["lang"]])


@pytest.mark.parametrize(
    ("query", "passage_id"),
    [
        # everyday words for the plan's "automated warehouses will cut fulfilment cost per
        # order by a quarter" (the plain search finds the GBA plan's warehouse instead)
        ("warehouse robots cutting costs", f"{PLAN}#p4"),
        # a general word for the specific (kiosk hardware -> devices), stemmed (vendors)
        ("vendors of the devices in our shops", "ACME_Risk_Factors_FY2025.pdf#p3"),
        # a Chinese reader's words for an English paragraph (the GST rise)
        ("加税导致需求疲软", "ACME_Singapore_Market_Update_FY2025.pdf#p4"),
        # a Japanese reader's words for an English paragraph (emissions, net zero)
        ("脱炭素とカーボンニュートラル", "ACME_ESG_Report_FY2025.pdf#p1"),
    ],
)
def test_a_readers_words_find_the_paragraph_returned_as_written(
    kb: KnowledgeBase, query: str, passage_id: str
) -> None:
    best = kb.search_passages(query, k=1)[0]
    assert best.passage_id == passage_id
    assert best.text in _EVAL_NARRATIVE_DOCS[best.doc].paragraphs  # the original, verbatim
    assert {entry.lang for entry in best.keywords} == {"en", "zh", "ja"}
    assert all(entry.passage_id == passage_id for entry in best.keywords)
    # The same words find nothing, or another paragraph, without the keywords.
    plain = KnowledgeBase([], _documents(), translations=_translations())
    found = plain.search_passages(query, k=1)
    assert not found or found[0].passage_id != passage_id


def test_keywords_are_never_context(kb: KnowledgeBase) -> None:
    # Keywords are metadata: what a tool returned is the paragraph (and its translation).
    for query in ("warehouse robots cutting costs", "加税导致需求疲软"):
        for passage in kb.search_passages(query, k=3):
            seen = context_of(passage)
            assert seen == [passage.text] + (
                [passage.translation.text] if passage.translation else []
            )
            assert passage.keywords  # carried, for the engine to weigh with


def test_a_question_in_the_texts_own_words_keeps_its_score(kb: KnowledgeBase) -> None:
    # An original that holds the question's words outranks any keyword match of it.
    plain = KnowledgeBase([], _documents(), translations=_translations())
    for query in ("Tourism was the main growth driver", "铜锣湾 旺角 租约 租金"):
        best, before = kb.search_passages(query, k=1)[0], plain.search_passages(query, k=1)[0]
        assert (best.passage_id, best.score, best.translation) == (
            before.passage_id,
            before.score,
            before.translation,
        )


def test_a_kb_without_keywords_searches_as_before(tmp_path: Path) -> None:
    build_eval_kb(tmp_path)
    (tmp_path / KEYWORDS_FILE).unlink()
    manifest = json.loads((tmp_path / MANIFEST_FILE).read_text(encoding="utf-8"))
    del manifest["files"][KEYWORDS_FILE]
    (tmp_path / MANIFEST_FILE).write_text(json.dumps(manifest), encoding="utf-8")
    _resign(tmp_path)
    loaded = KnowledgeBase.load(tmp_path)
    plain = KnowledgeBase([], _documents(), translations=_translations())
    for query in ("warehouse robots cutting costs", "food waste", "会员消费"):
        found = loaded.search_passages(query, k=5)
        assert all(p.keywords == () for p in found)
        assert [(p.passage_id, p.score) for p in found] == [
            (p.passage_id, p.score) for p in plain.search_passages(query, k=5)
        ]


@pytest.mark.parametrize(
    ("line", "field"),
    [
        ({"doc": PLAN, "passage_id": f"{PLAN}#p1", "lang": "en"}, "terms"),  # missing
        ({"doc": PLAN, "passage_id": f"{PLAN}#p1", "lang": "en", "terms": []}, "terms"),
        ({"doc": PLAN, "passage_id": f"{PLAN}#p1", "lang": "en", "terms": ["x"], "n": 1}, "n"),
    ],
)
def test_a_bad_keywords_line_names_the_file_line_and_field(
    tmp_path: Path, line: dict[str, object], field: str
) -> None:
    build_eval_kb(tmp_path)
    path = tmp_path / KEYWORDS_FILE
    lines = path.read_text(encoding="utf-8").splitlines()
    lines[2] = json.dumps(line)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    _resign(tmp_path)
    with pytest.raises(
        KnowledgeBaseError, match=rf"{KEYWORDS_FILE}:3: invalid keywords \({field}\)"
    ):
        KnowledgeBase.load(tmp_path)


@pytest.mark.parametrize(
    ("entries", "problem"),
    [
        ([Keywords(doc=PLAN, passage_id=f"{PLAN}#p99", lang="en", terms=("x",))], "no such"),
        (
            [Keywords(doc=PLAN, passage_id=f"{PLAN}#p1", lang="en", terms=(t,)) for t in "xy"],
            "en given twice",
        ),
    ],
)
def test_keywords_tied_to_no_paragraph_are_an_error(entries: list[Keywords], problem: str) -> None:
    with pytest.raises(KnowledgeBaseError, match=problem):
        KnowledgeBase([], _documents(), keywords=entries)
