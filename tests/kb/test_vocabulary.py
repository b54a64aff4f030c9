"""The KB's vocabulary: names of its codes in three languages, stored with the facts."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from ragspine_eval_pipeline.kb.analysis import content_words, found_in, normalize, phrase_in
from ragspine_eval_pipeline.kb.format import MANIFEST_FILE, VOCABULARY_FILE, fingerprint_files
from ragspine_eval_pipeline.kb.store import KnowledgeBase, KnowledgeBaseError
from ragspine_eval_pipeline.kb.synthetic import build_eval_kb
from ragspine_eval_pipeline.kb.vocabulary import LANGS


def test_every_code_the_kb_holds_is_named_in_three_languages(kb: KnowledgeBase) -> None:
    vocabulary = kb.vocabulary()
    codes = kb.scopes() + kb.metrics() + kb.narrative_documents()
    for code in codes:
        term = vocabulary.term(code)
        assert term is not None, code
        assert set(term.names) == set(LANGS), code
        scripts = {alias.isascii() for alias in term.aliases}
        assert scripts == {True, False}, code  # Latin and CJK aliases both
    assert vocabulary.group_scope in kb.scopes()


def _rewrite(root: Path, change: dict[str, bytes | None]) -> None:
    """Change files of a built KB and re-sign its manifest, as a KB writer would."""
    manifest = json.loads((root / MANIFEST_FILE).read_text(encoding="utf-8"))
    for name, data in change.items():
        if data is None:
            (root / name).unlink()
            manifest["files"].pop(name)
        else:
            (root / name).write_bytes(data)
            manifest["files"][name] = hashlib.sha256(data).hexdigest()
    files = {name: (root / name).read_bytes() for name in manifest["files"]}
    manifest["fingerprint"] = fingerprint_files(files)
    (root / MANIFEST_FILE).write_text(json.dumps(manifest), encoding="utf-8")


def test_a_kb_without_names_names_each_code_by_itself(tmp_path: Path) -> None:
    build_eval_kb(tmp_path)
    _rewrite(tmp_path, {VOCABULARY_FILE: None})
    vocabulary = KnowledgeBase.load(tmp_path).vocabulary()
    term = vocabulary.term("ACME_HK")
    assert term is not None and term.aliases == ("ACME_HK",)
    assert vocabulary.name("REVENUE", "ja") == "REVENUE"


def test_an_invalid_vocabulary_is_an_error_naming_the_file(tmp_path: Path) -> None:
    build_eval_kb(tmp_path)
    _rewrite(tmp_path, {VOCABULARY_FILE: b'{"terms": [{"code": "X", "kind": "planet"}]}'})
    with pytest.raises(KnowledgeBaseError, match=r"vocabulary\.json"):
        KnowledgeBase.load(tmp_path)


@pytest.mark.parametrize(
    ("text", "lang", "forms"),
    [
        ("employees reported", "en", ["employe", "report"]),  # English stems
        ("在庫回転率は", "ja", ["在庫", "回転率"]),  # Japanese nouns, particle dropped
        ("库存周转率是多少", "zh", ["库存", "周转率"]),  # Chinese nouns, verb and numeral dropped
    ],
)
def test_content_words_are_normalized_forms(text: str, lang: str, forms: list[str]) -> None:
    assert [w.form for w in content_words(normalize(text), lang)] == forms


def test_words_and_names_are_found_by_normalized_form() -> None:
    text = normalize("Headcount reached 1,652 people at year end in Singapore.")
    word = content_words("people", "en")[0]
    assert found_in(word, text) and phrase_in("Singapore", text)
    assert not phrase_in("Hong Kong", text)
    assert phrase_in("香港", normalize("会员消费占香港销售额的58%"))
