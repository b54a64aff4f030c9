"""The places a message names, whoever's they are: a country, a city, a district or a
store's location ("Taiwan", "the Osaka store page", 「台湾のページ」, 「大阪店」, 「台湾的页面」).

A narrative question is answered from one document; a market's review speaks of that
market only. A message naming a place that document never mentions, and none of the
markets it is about, asks of somewhere else ("I'm adding a text box to the Osaka store
page. What was the main growth driver?"): Singapore's growth driver is no answer for
Osaka. ``reference._Run`` declines such a reading (``_narrative_reading``).

Places are found by the language analysis the engine already has: Sudachi's place names
(固有名詞・地名) in Japanese, jieba's (``ns``) in Chinese where Sudachi agrees, and in
English a region's name from the ISO 3166 table or a capitalised name the English
dictionary lacks, written before a word for a site ("the *Osaka* store", "our *Orchard*
branch").
"""

from __future__ import annotations

import re
from functools import lru_cache

from ragspine_eval_pipeline.engine._emoji import is_region_name
from ragspine_eval_pipeline.engine._scripts import script_forms
from ragspine_eval_pipeline.kb.analysis import (
    Token,
    cjk_tokens,
    english_word_classes,
    japanese_places,
)

__all__ = ["places_named"]

_KANA_RE = re.compile(r"[\u3040-\u30ff]")
_CJK_RUN_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff々ー]+")

_SITE_WORDS = (
    "store|stores|shop|shops|branch|branches|outlet|outlets|mall|malls|office|offices|"
    "site|sites|city|region|district|flagship|warehouse|depot|market|markets|location"
)
_NAMED_SITE_RE = re.compile(
    rf"(?<![\w'’])(?P<name>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+(?:{_SITE_WORDS})(?![\w-])"
)
"""A capitalised name written before a word for a site ("the *Osaka* store")."""

_WORD_RE = re.compile(r"(?<![\w'’-])[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?(?![\w-])")


def places_named(text: str) -> tuple[str, ...]:
    """The places ``text`` names, in the order written, each once."""
    return tuple(dict.fromkeys([*_cjk_places(text), *_english_places(text)]))


@lru_cache(maxsize=4096)
def _cjk_places(text: str) -> tuple[str, ...]:
    """Sudachi's place names where the text is Japanese (it has kana), else jieba's."""
    found: list[str] = []
    japanese = bool(_KANA_RE.search(text))
    for run in _CJK_RUN_RE.findall(text):
        if japanese:
            found += japanese_places(run)
        else:
            found += [t.word.surface for t in cjk_tokens(run, False) if _chinese_place(t)]
    return tuple(found)


def _chinese_place(token: Token) -> bool:
    """A word jieba tags a place (``ns``) that Sudachi reads as a place name too, in its
    Japanese script (台湾, 大阪, 深圳): jieba tags many a common word so (东西 "things",
    城市, 上市, 新店, 加盟)."""
    if token.tag != "ns":
        return False
    surface = token.word.surface
    return any(japanese_places(form) == [form] for form in script_forms(surface))


@lru_cache(maxsize=4096)
def _english_places(text: str) -> tuple[str, ...]:
    """Region names, and unknown capitalised names before a word for a site."""
    found = [m.group() for m in _WORD_RE.finditer(text) if is_region_name(m.group())]
    for match in _NAMED_SITE_RE.finditer(text):
        name = match.group("name")
        if is_region_name(name) or not any(english_word_classes(w.lower()) for w in name.split()):
            found.append(name)
    return tuple(found)
