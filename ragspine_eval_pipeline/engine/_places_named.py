"""The places a message names, whoever's they are: a country, a city, a district or a
store's location ("Malaysia", "the Osaka store page", 「ベトナムの店舗」, 「大阪店」).

A narrative question is answered from one document; a market's review speaks of that
market only. A message naming a place that document never mentions, and none of the
markets it is about, may ask of somewhere else ("I'm adding a text box to the Osaka store
page. What was the main growth driver?"): Singapore's growth driver is no answer for
Osaka. ``_narrative_reading`` declines such a reading where the place is a country, or
where another market's document writes it (Osaka is in the Japan strategy); a district
no document writes may lie inside the market (「尖沙咀店」 in Hong Kong's review), so it
keeps the answer.

Places are found by the language analysis the engine already has: Sudachi's place names
(固有名詞・地名, a country's marked 国) in Japanese, jieba's (``ns``) in Chinese where
Sudachi reads the word as a place too in Japanese script, and in English a region's name
from the ISO 3166 table (a country) or a capitalised name the English dictionary lacks,
written before a word for a site ("the *Osaka* store", "our *Orchard* branch"). A CJK
place is a country too where CLDR names an ISO 3166 region so in Japanese or Chinese
(「台湾」, which Sudachi marks a place but not a country).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ragspine_eval_pipeline.engine._emoji import is_region_name, region_codes
from ragspine_eval_pipeline.engine._scripts import in_simplified_script, script_forms
from ragspine_eval_pipeline.kb.analysis import (
    cjk_tokens,
    english_word_classes,
    japanese_parts_of_speech,
)

__all__ = ["NamedPlace", "places_named"]


@dataclass(frozen=True)
class NamedPlace:
    """A place a message names."""

    name: str
    """As written ("Osaka", 「大阪」)."""
    country: bool
    """A country or a region of the ISO table, never inside another market."""


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


def places_named(text: str) -> tuple[NamedPlace, ...]:
    """The places ``text`` names, in the order written, each once."""
    found = [*_cjk_places(text), *_english_places(text)]
    return tuple({place.name: place for place in found}.values())


@lru_cache(maxsize=4096)
def _cjk_places(text: str) -> tuple[NamedPlace, ...]:
    """Sudachi's place names where the text is Japanese (it has kana), else jieba's, read
    in simplified script, that Sudachi reads as places too; and CLDR's names of a region
    in either."""
    found: list[NamedPlace] = []
    japanese = bool(_KANA_RE.search(text))
    for run in _CJK_RUN_RE.findall(text):
        if japanese:
            found += [
                NamedPlace(surface, pos[3] == "国" or surface in _cjk_region_names())
                for surface, pos in japanese_parts_of_speech(run)
                if pos[1:3] == ("固有名詞", "地名")
            ]
            continue
        for token in cjk_tokens(in_simplified_script(run), False):
            surface = token.word.surface
            if surface in _cjk_region_names():
                found.append(NamedPlace(surface, True))
            elif token.tag == "ns" and (kind := _japanese_place_kind(surface)) is not None:
                found.append(NamedPlace(surface, kind == "国"))
    return tuple(found)


@lru_cache(maxsize=1)
def _cjk_region_names() -> frozenset[str]:
    """The names CLDR gives each ISO 3166 region in Japanese and in both Chinese scripts
    (「台湾」, 「臺灣」, 「马来西亚」, 「ベトナム」); none without CLDR's data."""
    try:
        from langcodes import Language

        return frozenset(
            Language.get(f"und-{code}").territory_name(lang)
            for code in region_codes()
            for lang in ("ja", "zh-Hans", "zh-Hant")
        )
    except ImportError:
        return frozenset()


def _japanese_place_kind(word: str) -> str | None:
    """Sudachi's kind of place (国, 一般) for a Chinese word in any of its scripts; None
    where it reads no form as one place name (东西 "things", 城市, 上市, 新店: jieba tags
    many a common word a place)."""
    for form in script_forms(word):
        morphemes = japanese_parts_of_speech(form)
        if len(morphemes) == 1 and morphemes[0][1][1:3] == ("固有名詞", "地名"):
            return morphemes[0][1][3]
    return None


@lru_cache(maxsize=4096)
def _english_places(text: str) -> tuple[NamedPlace, ...]:
    """Region names, and unknown capitalised names before a word for a site."""
    found = [
        NamedPlace(m.group(), True) for m in _WORD_RE.finditer(text) if is_region_name(m.group())
    ]
    for match in _NAMED_SITE_RE.finditer(text):
        name = match.group("name")
        if not is_region_name(name) and not any(
            english_word_classes(w.lower()) for w in name.split()
        ):
            found.append(NamedPlace(name, False))
    return tuple(found)
