"""Narrative paragraphs stored in translation: searched in any language, returned as the
original, and a KB without translations searching as it always did."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ragspine_eval_pipeline.kb.format import MANIFEST_FILE, TRANSLATIONS_FILE
from ragspine_eval_pipeline.kb.store import (
    Document,
    KnowledgeBase,
    KnowledgeBaseError,
    Translation,
    context_of,
)
from ragspine_eval_pipeline.kb.synthetic import _EVAL_NARRATIVE_DOCS, build_eval_kb
from ragspine_eval_pipeline.kb.synthetic_translations import TRANSLATIONS


def test_every_narrative_document_is_translated_into_the_two_other_languages() -> None:
    for doc_id, doc in _EVAL_NARRATIVE_DOCS.items():
        langs = set(TRANSLATIONS[doc_id])
        assert langs == {"en", "zh", "ja"} - {doc.lang}, doc_id
        for title, paragraphs in TRANSLATIONS[doc_id].values():
            assert title and len(paragraphs) == len(doc.paragraphs), doc_id


def test_the_built_kb_stores_each_translation_tied_to_its_paragraph(tmp_path: Path) -> None:
    build_eval_kb(tmp_path)
    manifest = json.loads((tmp_path / MANIFEST_FILE).read_text(encoding="utf-8"))
    assert TRANSLATIONS_FILE in manifest["files"]
    records = [
        json.loads(line)
        for line in (tmp_path / TRANSLATIONS_FILE).read_text(encoding="utf-8").splitlines()
    ]
    first = records[0]
    doc_id = next(iter(_EVAL_NARRATIVE_DOCS))
    assert first["doc"] == doc_id and first["passage_id"] == f"{doc_id}#p1"
    assert first["lang"] != _EVAL_NARRATIVE_DOCS[doc_id].lang
    expected = sum(len(d.paragraphs) * 2 for d in _EVAL_NARRATIVE_DOCS.values())
    assert len(records) == expected


@pytest.mark.parametrize(
    ("query", "doc", "lang"),
    [
        # An English question about a Chinese plan, a Chinese one about an English update,
        # a Japanese one about a Chinese policy.
        ("regional distribution centre Dongguan", "ACME_GBA_Expansion_Plan.docx", "en"),
        ("区域电商平台 免费次日送达", "ACME_Singapore_Market_Update_FY2025.pdf", "zh"),
        ("情報漏えい 監督当局 72時間", "ACME_Data_Protection_Policy.docx", "ja"),
    ],
)
def test_a_query_in_another_language_finds_the_original_paragraph(
    kb: KnowledgeBase, query: str, doc: str, lang: str
) -> None:
    best = kb.search_passages(query, k=1)[0]
    assert best.doc == doc
    assert best.lang == _EVAL_NARRATIVE_DOCS[doc].lang
    assert best.text in _EVAL_NARRATIVE_DOCS[doc].paragraphs  # the original, verbatim
    assert best.translation is not None and best.translation.lang == lang
    assert best.translation.passage_id == best.passage_id
    # What the engine saw: the original it may quote, and the translation that matched.
    assert context_of(best) == [best.text, best.translation.text]


def test_a_query_in_the_documents_language_matches_the_original(kb: KnowledgeBase) -> None:
    best = kb.search_passages("铜锣湾 旺角 租约 租金", k=1)[0]
    assert best.doc == "ACME_HK_Market_Review_FY2025.docx"
    assert best.translation is None


def test_a_kb_without_translations_searches_as_before() -> None:
    documents = [
        Document(doc=doc_id, lang=d.lang, title=d.title, paragraphs=d.paragraphs)
        for doc_id, d in _EVAL_NARRATIVE_DOCS.items()
    ]
    bare = KnowledgeBase([], documents)
    # Translations only (the built KB's keywords are a search of their own, tested apart).
    kb = KnowledgeBase([], documents, translations=_translations())
    for query in ("food waste", "Tourism was the main growth driver", "会员消费"):
        found = bare.search_passages(query, k=5)
        assert all(p.translation is None for p in found)
        originals = [p for p in kb.search_passages(query, k=50) if p.translation is None]
        # Same passages, same scores as the translated KB's original-text matches.
        assert [(p.passage_id, p.score) for p in found] == [
            (p.passage_id, p.score) for p in originals[: len(found)]
        ]
    assert bare.search_passages("regional distribution centre Dongguan", k=1)[0].doc != (
        "ACME_GBA_Expansion_Plan.docx"
    )


@pytest.mark.parametrize(
    ("translation", "problem"),
    [
        (
            Translation(
                doc="ACME_Strategic_Plan.pdf",
                passage_id="ACME_Strategic_Plan.pdf#p99",
                lang="zh",
                title="t",
                text="x",
            ),
            "no such paragraph",
        ),
        (
            Translation(
                doc="ACME_Strategic_Plan.pdf",
                passage_id="ACME_Strategic_Plan.pdf#p1",
                lang="en",
                title="t",
                text="x",
            ),
            "in the original's language",
        ),
    ],
)
def test_a_translation_tied_to_no_paragraph_is_an_error(
    translation: Translation, problem: str
) -> None:
    doc = _EVAL_NARRATIVE_DOCS["ACME_Strategic_Plan.pdf"]
    documents = [
        Document(
            doc="ACME_Strategic_Plan.pdf", lang=doc.lang, title=doc.title, paragraphs=doc.paragraphs
        )
    ]
    with pytest.raises(KnowledgeBaseError, match=problem):
        KnowledgeBase([], documents, translations=[translation])


def test_a_bad_translation_line_names_the_file_and_line(tmp_path: Path) -> None:
    build_eval_kb(tmp_path)
    path = tmp_path / TRANSLATIONS_FILE
    lines = path.read_text(encoding="utf-8").splitlines()
    lines[2] = '{"doc": "x"}'
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    # Re-sign the manifest so the digest check passes and the line itself is read.
    from ragspine_eval_pipeline.kb.synthetic import _manifest

    files = {
        name: (tmp_path / name).read_bytes()
        for name in json.loads((tmp_path / MANIFEST_FILE).read_text(encoding="utf-8"))["files"]
    }
    (tmp_path / MANIFEST_FILE).write_bytes(_manifest(files))
    with pytest.raises(KnowledgeBaseError, match=rf"{TRANSLATIONS_FILE}:3: invalid translation"):
        KnowledgeBase.load(tmp_path)


def _translations() -> list[Translation]:
    return [
        Translation(doc=doc_id, passage_id=f"{doc_id}#p{n}", lang=lang, title=title, text=text)
        for doc_id, by_lang in TRANSLATIONS.items()
        for lang, (title, paragraphs) in by_lang.items()
        for n, text in enumerate(paragraphs, start=1)
    ]
