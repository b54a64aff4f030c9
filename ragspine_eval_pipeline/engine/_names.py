"""Find the KB vocabulary's names in text: scopes, metrics, documents, units, the company.

Latin names are matched by their words' stems, CJK names as written and in the other CJK
scripts (simplified, traditional, Japanese); a matcher is built once per vocabulary and
kept, so every question against the same KB reuses it.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

from ragspine_eval_pipeline.engine._grammar import (
    CHINESE_GRAMMAR,
    ENGLISH_GRAMMAR,
    JAPANESE_GRAMMAR,
    POINTING_ZH,
)
from ragspine_eval_pipeline.engine._homophones import Homophones
from ragspine_eval_pipeline.engine._ime import PinyinNames
from ragspine_eval_pipeline.engine._scripts import script_forms
from ragspine_eval_pipeline.engine._spelling import Spellings, is_a_word
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    LATIN_WORD_RE,
    cjk_tokens,
    english_word_classes,
    is_japanese,
    japanese_reading,
    normalize,
    stem,
)
from ragspine_eval_pipeline.kb.vocabulary import Vocabulary
from ragspine_eval_pipeline.text import STOPWORDS

__all__ = [
    "Matcher",
    "Mention",
    "matcher_for",
    "metrics_named",
    "misspelt_names",
    "scopes_named",
    "script_variants",
    "sources_by_basis",
    "vocabulary_key",
]


_NAME_WORD_RE = re.compile(LATIN_WORD_RE.pattern + r"|%")
"""A Latin word of a name, or the percent sign, which is a word of its own in a name
written with it ("GM%", "GP%": the margin, where "GP" alone is the gross profit)."""


_FOUND_KEPT = 50_000
"""How many texts' names a matcher keeps before it starts again."""


@dataclass(frozen=True)
class Mention:
    """A vocabulary name found in a text."""

    kind: str
    """``scope``, ``metric``, ``document``, ``unit`` or ``company``."""
    code: str
    start: int
    end: int
    misspelt: bool = False
    """Read from a misspelling ("Singapre", "revnue", ``_spelling``), said so."""


class Matcher:
    """Finds the KB's names in normalized text: Latin names by stems, CJK names as text.

    An alias the vocabulary lists under several codes ("profit" for EBITDA and for net
    profit) names any of them: each is found, so the question is asked which it means.
    """

    def __init__(self, vocabulary: Vocabulary, misspellings: bool = False) -> None:
        latin: dict[tuple[str, ...], dict[tuple[str, str], None]] = {}
        cjk: dict[str, dict[tuple[str, str], None]] = {}
        self.group_scope = vocabulary.group_scope
        """The KB's scope of the whole group, which the company's own name names."""
        entries = [("company", vocabulary.group_scope or "", a) for a in vocabulary.company]
        entries += [(t.kind, t.code, a) for t in vocabulary.terms for a in (t.code, *t.aliases)]
        only_in = [
            (lang, (t.kind, t.code, a))
            for t in vocabulary.terms
            for lang, aliases in t.aliases_in.items()
            for a in aliases
        ]
        entries += [entry for _, entry in only_in]
        self.only_in = {normalize(entry[2]): lang for lang, entry in only_in}
        """Names said so in one language's writing only (``Term.aliases_in``), by language."""
        entries += shared_parts(vocabulary)
        entries += own_names_with_shared_head(vocabulary)
        entries += documents_by_market_names(vocabulary)
        entries += documents_by_kind_words(vocabulary)
        entries += sources_by_basis(vocabulary)
        entries += units_by_market_names(vocabulary)
        entries += script_variants(entries)
        kana = kana_spellings(vocabulary, entries)
        entries += kana
        self.kana = frozenset(normalize(alias) for _, _, alias in kana)
        """Names as written in hiragana (``kana_spellings``), read only as a word of their own."""
        for kind, code, alias in entries:
            folded = normalize(alias)
            if folded.isascii():
                key = tuple(stem(w) for w in _NAME_WORD_RE.findall(folded))
                if key:
                    latin.setdefault(key, {})[(kind, code)] = None
            else:
                cjk.setdefault(folded, {})[(kind, code)] = None
        self.latin = {key: _one_kind(hits) for key, hits in latin.items()}
        self.cjk = sorted(
            ((alias, _one_kind(hits)) for alias, hits in cjk.items()),
            key=lambda item: (-len(item[0]), item[0]),
        )
        self.by_first: dict[str, list[int]] = {}
        """The places in ``cjk`` of the names opening on each character: a question is
        searched only for the names whose first character it holds."""
        for at, (alias, _) in enumerate(self.cjk):
            self.by_first.setdefault(alias[0], []).append(at)
        self.clipped = frozenset(
            at for at, (alias, _) in enumerate(self.cjk) if alias in self.only_in
        )
        """The places in ``cjk`` of the names said in one language only."""
        self.longest = max((len(k) for k in self.latin), default=0)
        self.document_words = frozenset(
            stem(w)
            for t in vocabulary.terms
            if t.kind == "document"
            for a in (*t.aliases, *t.names.values())
            for w in LATIN_WORD_RE.findall(normalize(a))
        )
        """The stems of the Latin words the KB names its documents by ("Greater", "Bay")."""
        self.spellings = _spellings(entries, vocabulary.group_scope) if misspellings else None
        """The name words a misspelt word is read as (``_spelling``), when asked for."""
        self.joined = _run_together(entries, vocabulary.group_scope) if misspellings else {}
        """Scopes' and metrics' names of several words written as one ("grossmargin"),
        by stem, when misspellings are read."""
        self.pinyin_names = (
            PinyinNames(
                (alias, hits)
                for alias, hits in self.cjk
                if hits[0][0] in _READ_KINDS and all(code != self.group_scope for _, code in hits)
            )
            if misspellings
            else None
        )
        """The Chinese names pinyin left unconverted is read as (``_ime``), when asked for."""
        self.homophone_names = {
            alias: hits
            for alias, hits in self.cjk
            if misspellings
            and hits[0][0] in _READ_KINDS
            and all(code != self.group_scope for _, code in hits)
            and alias not in self.kana
        }
        """The CJK names a run with one character chosen wrongly is read as."""
        self.homophones = Homophones(self.homophone_names) if misspellings else None
        """Finds those runs (``_homophones``), when asked for."""
        self.found: dict[str, tuple[Mention, ...]] = {}
        """The names already found in a text, by text (``find``)."""

    def find(self, text: str) -> list[Mention]:
        """Names in normalized ``text``, longest first, without overlaps, in text order.

        Each reading pass of a question looks for names in the same texts again (a
        question's clauses and sentences): the names of a text are found once."""
        known = self.found.get(text)
        if known is None:
            if len(self.found) >= _FOUND_KEPT:
                self.found.clear()
            known = self.found[text] = tuple(self._find(text))
        return list(known)

    def _find(self, text: str) -> list[Mention]:
        found: list[Mention] = []
        words = list(_NAME_WORD_RE.finditer(text))
        stems = [stem(w.group()) for w in words]
        i = 0
        while i < len(words):
            for size in range(min(self.longest, len(words) - i), 0, -1):
                hits = self.latin.get(tuple(stems[i : i + size]))
                if hits is not None and not _cjk_between(text, words[i : i + size]):
                    start, end = words[i].start(), words[i + size - 1].end()
                    found += [Mention(kind, code, start, end) for kind, code in hits]
                    i += size
                    break
            else:
                read = (
                    self.run_together(words[i], stems[i])
                    or self.misspelt(text, words, stems, i)
                    or self.pinyin(text, words[i])
                )
                if read is not None:
                    found += read
                    i = next(j for j, w in enumerate(words) if w.end() == read[0].end) + 1
                else:
                    i += 1
        # A name said in one language only is a clipped form (港区): read after every
        # other name, so it never takes the characters of a full one (香港区).
        held = sorted(
            at
            for char in set(text)
            for at in self.by_first.get(char, ())
            if self.cjk[at][0] in text
        )
        held.sort(key=self.clipped.__contains__)
        for alias, hits in (self.cjk[at] for at in held):
            for start in _occurrences(alias, text):
                end = start + len(alias)
                if len(alias) == 1 and not _stands_alone(text, start):
                    continue  # 円 of 円安 (a weak yen) or 円建て is no mention of the yen
                only = self.only_in.get(alias)
                if only is not None and not _in_language(text, only):
                    continue  # 港区 in a Japanese text is Tokyo's Minato ward
                kana = alias in self.kana
                if kana and not _kana_word(text, start, end):
                    continue  # まかお of あたまかお: no word of its own
                if all(end <= m.start or start >= m.end for m in found):
                    found += [Mention(kind, code, start, end, kana) for kind, code in hits]
        if self.homophones is not None:
            found = self.homophone(text, found)
        return _percent_of_metrics(text, sorted(found, key=lambda m: m.start))

    def homophone(self, text: str, found: list[Mention]) -> list[Mention]:
        """``found`` with each run read as a name of one character chosen wrongly
        (``_homophones``: 净利闰, 授業員数) in place of what was found inside it: only a
        name of the same codes ending before the character changed (净利 of 净利闰)."""
        assert self.homophones is not None
        for run in self.homophones.find(text):
            hits = self.homophone_names[run.name]
            codes = {code for _, code in hits}
            inside = [m for m in found if m.start < run.end and m.end > run.start]
            if any(m.start != run.start or m.end > run.changed or {m.code} - codes for m in inside):
                continue
            found = [m for m in found if m not in inside]
            found += [Mention(kind, code, run.start, run.end, True) for kind, code in hits]
        return found

    def run_together(self, word: re.Match[str], stemmed: str) -> list[Mention] | None:
        """The scope or metric whose name of several words ``word`` writes as one
        ("grossmargin", "netprofit"); None when it writes none."""
        hits = self.joined.get(stemmed)
        if hits is None:
            return None
        return [Mention(kind, code, word.start(), word.end(), True) for kind, code in hits]

    def pinyin(self, text: str, word: re.Match[str]) -> list[Mention] | None:
        """The scope or metric a Latin ``word`` of a Chinese ``text`` spells in pinyin
        (``_ime``: "yingshou"); None when it spells none or is an English word."""
        if self.pinyin_names is None or not word.group().isalpha() or is_a_word(word.group()):
            return None
        name = self.pinyin_names.read(word.group(), text)
        if name is None:
            return None
        return [
            Mention(kind, code, word.start(), word.end(), True)
            for kind, code in self.pinyin_names.names[name]
        ]

    def misspelt(
        self, text: str, words: list[re.Match[str]], stems: list[str], at: int
    ) -> list[Mention] | None:
        """The scope or metric named from ``words[at]`` on with misspelt words read as
        the name words they misspell (``_spelling``: "singapre", "net proift"); None
        when none is."""
        if self.spellings is None:
            return None
        read: list[str | None] = []
        in_name: list[str | None] = []
        for size in range(1, min(self.longest, len(words) - at) + 1):
            word = words[at + size - 1].group()
            meant = self.spellings.read(word) if word.isascii() else None
            read.append(stem(meant) if meant is not None else None)
            meant = self.spellings.read(word, in_name=True) if word.isascii() else None
            in_name.append(stem(meant) if meant is not None else None)
        if not any(read) and not any(in_name):
            return None  # no word is a slip of a name word
        for size in range(len(read), 0, -1):
            span = words[at : at + size]
            if _cjk_between(text, span):
                continue
            hits = None
            if any(read[:size]):
                hits = self.latin.get(_read_key(read[:size], stems[at : at + size]))
            # Beside the other words of a name, spelt as they are, a misspelt word is
            # that name's ("net proft"), whatever else it could be a slip of.
            if hits is None and size > 1 and sum(r is not None for r in in_name[:size]) == 1:
                hits = self.latin.get(_read_key(in_name[:size], stems[at : at + size]))
            if hits is None or hits[0][0] not in _READ_KINDS:
                continue
            start, end = span[0].start(), span[-1].end()
            return [Mention(kind, code, start, end, True) for kind, code in hits]
        return None


_FUNCTION_WORDS = STOPWORDS | ENGLISH_GRAMMAR

JOINED_WORDS = 3
"""Words a name may have and still be read written as one ("grossprofitmargin")."""


def _run_together(
    entries: list[tuple[str, str, str]], group: str | None
) -> dict[str, tuple[tuple[str, str], ...]]:
    """Each scope's or metric's Latin name of several words written as one word
    ("grossmargin", a sheet's or a field's name as often as a name typed in a hurry), by
    stem, with the codes it names: only where no English word and no other name is
    spelt so, and it names one code."""
    names = {normalize(alias) for _, _, alias in entries}
    joined: dict[str, dict[tuple[str, str], None]] = {}
    for kind, code, alias in entries:
        words = normalize(alias).split()
        if kind not in _READ_KINDS or code == group or not 2 <= len(words) <= JOINED_WORDS:
            continue
        if not all(
            w.isascii() and w.isalpha() and len(w) > 2 and w not in _FUNCTION_WORDS for w in words
        ):
            continue  # a phrase ("take in", "rang up", "after tax"), no name of a sheet
        if english_word_classes(words[-1]) - {"NOUN"} == english_word_classes(words[-1]) != set():
            continue  # a verb's phrase ("people employed"), no noun's
        one = "".join(words)
        if one not in names and not is_a_word(one):
            joined.setdefault(stem(one), {})[(kind, code)] = None
    return {key: tuple(hits) for key, hits in joined.items() if len(hits) == 1}


def _read_key(read: list[str | None], stems: list[str]) -> tuple[str, ...]:
    """The stems of a run of words with each misspelt one read as the name word it
    misspells."""
    return tuple(r or s for r, s in zip(read, stems, strict=True))


def _in_language(text: str, lang: str) -> bool:
    """Whether ``text`` may be written in ``lang``: kana is Japanese writing only."""
    kana = _KANA_IN_TEXT_RE.search(text) is not None
    return kana if lang == "ja" else not kana or lang == "en"


_KANA_IN_TEXT_RE = re.compile("[\u3040-\u30ff]")


_READ_KINDS = ("scope", "metric")
"""The kinds of name a misspelling is read as."""


def _spellings(entries: list[tuple[str, str, str]], group: str | None) -> Spellings:
    """The name words of ``entries`` as ``Spellings`` reads them: a scope's or a
    metric's, the group's and the company's aside, and every name's, which a
    misspelling must not be as near."""
    readable: set[str] = set()
    known: set[str] = set()
    for kind, code, alias in entries:
        folded = normalize(alias)
        if not folded.isascii():
            continue
        words = LATIN_WORD_RE.findall(folded)
        known.update(words)
        if kind in _READ_KINDS and code != group:
            readable.update(words)
    return Spellings(readable, known)


_AMOUNT_BEFORE_RE = re.compile(r"\d[\d.,]*\s*$")
"""A number the percent sign after it belongs to ("38.6%")."""


def _percent_of_metrics(text: str, found: list[Mention]) -> list[Mention]:
    """``found`` with the unit a bare percent sign names kept only in a text naming a
    metric, and not after a number: the metric is asked as a percentage ("EBITDA %",
    "NP in %", 「净利润%」, "what % of revenue", 「売上の何%」), which a margin is and an
    amount or a share of one is not. After a number the sign belongs to that amount
    ("38.6%"); in a text naming no metric it asks a share of something else ("what % of
    stores"), no unit of a figure."""
    if not any(m.kind == "metric" for m in found):
        return [m for m in found if m.kind != "unit" or text[m.start : m.end] != "%"]
    return [
        m
        for m in found
        if m.kind != "unit"
        or text[m.start : m.end] != "%"
        or _AMOUNT_BEFORE_RE.search(text, 0, m.start) is None
    ]


SCRIPT_VARIANT_LENGTH = 3
"""Characters a CJK name needs before it is read in the scripts it is not listed in. The
short words are where Chinese and Japanese cognates part ways: 中計 (a mid-term plan) is
中计 in Chinese, fallen into a trap; 社員 (staff) is 社员, a club's member; 連結
(consolidated) is 联结, a link; 集團 is 集団, a crowd; 円 is 圆, round."""


def units_by_market_names(vocabulary: Vocabulary) -> list[tuple[str, str, str]]:
    """Each Latin name of a unit that opens on a market's name ("Hong Kong dollars") with
    that market written by its other Latin names ("HK dollars", "Hongkong dollars"): the
    currency, never the market beside a word of money. Names several markets share
    ("SAR", "overseas business") are left out."""
    owners: dict[str, set[str]] = {}
    for t in vocabulary.terms:
        if t.kind == "scope":
            for a in t.aliases:
                owners.setdefault(normalize(a), set()).add(t.code)
    own = {
        t.code: [
            a for a in t.aliases if a != t.code and a.isascii() and owners[normalize(a)] == {t.code}
        ]
        for t in vocabulary.terms
        if t.kind == "scope"
    }
    found: list[tuple[str, str, str]] = []
    for t in vocabulary.terms:
        if t.kind != "unit":
            continue
        for alias in t.aliases:
            for names in own.values():
                opening = next((n for n in names if alias.startswith(n + " ")), None)
                if opening is not None:
                    rest = alias[len(opening) :]
                    found += [(t.kind, t.code, n + rest) for n in names if n != opening]
    return found


def script_variants(entries: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """Each CJK name of ``entries`` in the scripts it is not listed in (純利益 as 纯利益,
    従業員 as 从业员, 营业额 as 營業額): staff writing in a second language mix them, and
    the name is the same. A form is left out when it would make two words one: a name
    listed for other terms, a form two names of different terms share, or a grammar word.
    A name shorter than ``SCRIPT_VARIANT_LENGTH`` keeps the scripts it is listed in."""
    listed: dict[str, dict[tuple[str, str], None]] = {}
    for kind, code, alias in entries:
        listed.setdefault(normalize(alias), {})[(kind, code)] = None
    derived: dict[str, set[tuple[tuple[str, str], ...]]] = {}
    for alias, hits in listed.items():
        if alias.isascii() or len(alias) < SCRIPT_VARIANT_LENGTH:
            continue
        for form in script_forms(alias):
            if form not in listed:
                derived.setdefault(form, set()).add(tuple(hits))
    grammar = CHINESE_GRAMMAR | JAPANESE_GRAMMAR
    return [
        (kind, code, form)
        for form, owners in derived.items()
        if len(owners) == 1 and form not in grammar
        for kind, code in next(iter(owners))
    ]


KANA_LENGTH = 3
"""Kana a name written in hiragana needs before it is read (まかお, じゅんりえき): a shorter
one is as likely another word."""

_KATAKANA_RE = re.compile(r"[\u30a1-\u30f6ー・]+")
_HIRAGANA_RE = re.compile(r"[\u3041-\u3096ー]")
_PARTICLE_AFTER_RE = re.compile(r"(?:の|は|が|を|も|と|で|に|へ|や|って|より|から)")
"""A particle a hiragana name may be followed by (「にほん*の*」, 「しんがぽーる*は*」)."""
_PARTICLE_BEFORE_RE = re.compile(r"[のはがをもとでにへや]")
"""A one-kana particle a hiragana name may follow (「まかお*の*じゅうぎょういんすう」)."""


def _hiragana(katakana: str) -> str:
    """``katakana`` in hiragana (the long-vowel mark kept: シンガポール → しんがぽーる)."""
    return "".join(chr(ord(c) - 0x60) if "\u30a1" <= c <= "\u30f6" else c for c in katakana)


def kana_spellings(
    vocabulary: Vocabulary, entries: list[tuple[str, str, str]]
) -> list[tuple[str, str, str]]:
    """Each scope's and metric's Japanese name written in hiragana, as fast typing leaves
    it unconverted: a katakana name's letters (しんがぽーる for シンガポール, ぐるーぷ) and
    how its Japanese display name is read (じゅんりえき for 純利益, ほんこん for 香港).
    Only a spelling of ``KANA_LENGTH`` kana or more that names one code, no listed name
    and no grammar word, is read; and only standing as a word of its own (``_kana_word``)."""
    listed = {normalize(a) for _, _, a in entries}
    spelt: dict[str, set[tuple[str, str]]] = {}
    for term in vocabulary.terms:
        if term.kind not in ("scope", "metric"):
            continue
        names = [a for a in term.aliases if _KATAKANA_RE.fullmatch(a)]
        if (own := term.names.get("ja")) and not own.isascii():
            names.append(japanese_reading(own))
        for name in names:
            if _KATAKANA_RE.fullmatch(name):
                spelt.setdefault(_hiragana(name), set()).add((term.kind, term.code))
    grammar = JAPANESE_GRAMMAR | CHINESE_GRAMMAR
    return [
        (kind, code, form)
        for form, owners in spelt.items()
        if len(owners) == 1 and len(form) >= KANA_LENGTH and form not in listed | grammar
        for kind, code in owners
    ]


def _kana_word(text: str, start: int, end: int) -> bool:
    """Whether the hiragana at ``start:end`` of ``text`` is a word of its own: before
    it no hiragana or a particle, after it none or a particle (「しんがぽーる 2024年度」,
    「まかおのじゅうぎょういんすう」), never inside a longer kana word (あたまかお)."""
    if (
        start
        and _HIRAGANA_RE.match(text[start - 1])
        and not _PARTICLE_BEFORE_RE.match(text, start - 1)
    ):
        return False
    return (
        end == len(text)
        or not _HIRAGANA_RE.match(text[end])
        or bool(_PARTICLE_AFTER_RE.match(text, end))
    )


BUSINESS_PARTS = (
    *("business", "businesses", "operations", "market", "markets", "segment", "segments"),
    *("division", "divisions", "unit", "units", "arm", "arms", "region", "regions"),
    *("业务", "業務", "事业", "事業", "市场", "市場", "部门", "部門", "分部", "板块", "板塊"),
    *("地区", "地區", "区域", "區域", "セグメント", "事業部", "部署", "エリア"),
)
"""Nouns a part of a business is called by, in the three languages."""


def _scope_owners(vocabulary: Vocabulary) -> dict[str, set[str]]:
    """Each scope alias, normalized, with the scopes it names."""
    owners: dict[str, set[str]] = {}
    for term in vocabulary.terms:
        if term.kind == "scope":
            for alias in term.aliases:
                owners.setdefault(normalize(alias), set()).add(term.code)
    return owners


def _shared_heads(owners: dict[str, set[str]]) -> dict[str, set[str]]:
    """The heads of the names several scopes share (港澳, 特区, "overseas "): a shared
    alias less the part noun it ends on, with the scopes it names."""
    heads: dict[str, set[str]] = {}
    for alias, codes in owners.items():
        if len(codes) < 2:
            continue
        for part in BUSINESS_PARTS:
            head = alias.removesuffix(part)
            latin = part.isascii()
            if head == alias or not head.strip() or head.strip() in owners:
                continue
            if head.isascii() == latin and (not latin or head.endswith(" ")):
                heads.setdefault(head, set()).update(codes)
    return heads


def shared_parts(vocabulary: Vocabulary) -> list[tuple[str, str, str]]:
    """A name several scopes share (港澳业务, "overseas business") called by another noun
    for a part of a business (「港澳*分部*」, 「海外*セグメント*」, "overseas *segment*"): the
    same markets, so a figure of it is asked which, never refused as a place the KB
    lacks. The shared head (港澳, 海外, "overseas") comes from the vocabulary itself: a
    shared alias less the part noun it ends on. A Chinese head may be joined to its noun
    by a demonstrative (「特区*那块*业务」): the same markets. Joined by 的 it may be a place
    of its own (「大湾区*的*区域配送中心」), and is not read here."""
    owners = _scope_owners(vocabulary)
    heads = _shared_heads(owners)
    return [
        ("scope", code, head + link + part)
        for head, codes in heads.items()
        for part in BUSINESS_PARTS
        if part.isascii() == head.isascii()
        for link in (("",) if head.isascii() else ("", *POINTING_ZH))
        if head + link + part not in owners
        for code in sorted(codes)
    ]


def own_names_with_shared_head(vocabulary: Vocabulary) -> list[tuple[str, str, str]]:
    """A scope's own CJK name that ends on a head several scopes share (香港特区, whose
    特区 is the head of 特区业务), with a part noun after it (「*香港特区*业务」,
    「香港特別行政区事業」): that one scope, so the longer name is read before the shared
    one inside it. Latin names need none: they are matched from the left."""
    owners = _scope_owners(vocabulary)
    heads = [(h, codes) for h, codes in _shared_heads(owners).items() if not h.isascii()]
    found: dict[tuple[str, str], None] = {}
    for alias, codes in owners.items():
        if len(codes) != 1 or alias.isascii():
            continue
        code = next(iter(codes))
        for head, shared in heads:
            if code not in shared or alias == head or not alias.endswith(head):
                continue
            for part in BUSINESS_PARTS:
                if not part.isascii() and alias + part not in owners:
                    found[(code, alias + part)] = None
    return [("scope", code, name) for code, name in found]


def documents_by_market_names(vocabulary: Vocabulary) -> list[tuple[str, str, str]]:
    """A document's English name written with another of its market's own names in
    place of the one the vocabulary lists ("the *Japanese* strategy document" for "Japan
    strategy document"): the same document. A market's own names are its Latin aliases
    that name it alone; a name several scopes share ("overseas") stands for none."""
    owners: dict[str, set[str]] = {}
    for term in vocabulary.terms:
        if term.kind == "scope":
            for alias in (term.code, *term.aliases):
                owners.setdefault(normalize(alias), set()).add(term.code)
    names: dict[str, list[str]] = {}
    for alias, codes in owners.items():
        if len(codes) == 1 and alias.isascii() and re.fullmatch(r"[a-z]+", alias):
            names.setdefault(next(iter(codes)), []).append(alias)
    known = {normalize(a) for t in vocabulary.terms for a in t.aliases}
    found: dict[tuple[str, str], None] = {}
    for term in vocabulary.terms:
        if term.kind != "document":
            continue
        for alias in term.aliases:
            words = normalize(alias).split()
            for own in names.values():
                for at, word in enumerate(words):
                    if word not in own:
                        continue
                    for other in own:
                        variant = " ".join([*words[:at], other, *words[at + 1 :]])
                        if variant not in known:
                            found[(term.code, variant)] = None
    return [("document", code, variant) for code, variant in found]


_DOCUMENT_KINDS_LATIN = (
    "policy",
    "plan",
    "strategy",
    "report",
    "review",
    "update",
    "programme",
    "program",
    "framework",
    "guidelines",
    "rules",
    "roadmap",
)
_DOCUMENT_KINDS_CJK = (
    "方针",
    "政策",
    "计划",
    "规划",
    "制度",
    "规定",
    "规程",
    "方案",
    "报告",
    "战略",
    "方針",
    "計画",
    "規程",
    "規定",
    "ポリシー",
    "プラン",
    "報告書",
    "レポート",
    "戦略",
)
"""Nouns of what kind of document a text is (policy, plan, 方针, 计划, 規程): readers name
a document with another than its title's ("the data protection *rules*",
「人才培养*计划*」 for the talent development *policy*)."""


_BUSINESS_WORDS_RE = re.compile(
    r"(?<![a-z])(?:business|businesses|market|markets|operations|segment|arm|group|company)"
    r"(?![a-z])|事业|業務|业务|事業|市场|市場|集团|グループ|公司|会社|的|の|'s"
)
"""Words naming a market's or the company's business as a whole (the *business* of
"Japanese business report")."""


def _names_more_than_a_market(stem_text: str, scope_names: set[str]) -> bool:
    """Whether a document name less its kind noun says more than which market or business
    ("GBA *expansion*", 「数据*保护*」; not "Japanese business", 「日本事業」, nor a CJK word
    of two characters alone, 「人才」)."""
    rest = stem_text
    for name in sorted(scope_names, key=len, reverse=True):
        if len(name) > 1:
            rest = re.sub(rf"(?<![a-z]){re.escape(name)}(?![a-z])", " ", rest)
    rest = re.sub(r"[\s\W_]", "", _BUSINESS_WORDS_RE.sub(" ", rest))
    # A CJK name of two characters (人才) is a word of many a text: 「大湾区的人才计划」 is
    # the expansion plan's talent programme, not the talent policy.
    return len(rest) >= (2 if rest.isascii() else 3)


def documents_by_kind_words(vocabulary: Vocabulary) -> list[tuple[str, str, str]]:
    """A document's name with another kind noun in place of the one it ends on ("GBA
    expansion *strategy*", 「データ保護*規程*」): the same document, where no other term
    is named so and no other document's name gives the same. A name that is a market's
    name but for the kind noun ("Japan *plan*", "Japanese business *report*") names
    nothing by it: the market has several documents."""
    scope_names = {
        normalize(a) for t in vocabulary.terms if t.kind == "scope" for a in (t.code, *t.aliases)
    }
    known = {normalize(a) for t in vocabulary.terms for a in t.aliases}
    made: dict[str, set[str]] = {}
    for term in vocabulary.terms:
        if term.kind != "document":
            continue
        for alias in term.aliases:
            folded = normalize(alias)
            kinds = _DOCUMENT_KINDS_LATIN if folded.isascii() else _DOCUMENT_KINDS_CJK
            for kind in kinds:
                if not folded.endswith(kind):
                    continue
                stem_text = folded[: -len(kind)].strip()
                if not _names_more_than_a_market(stem_text, scope_names):
                    continue
                if folded.isascii() and not folded[: -len(kind)].endswith(" "):
                    continue
                for other in kinds:
                    variant = f"{stem_text} {other}" if folded.isascii() else stem_text + other
                    if variant not in known:
                        made.setdefault(variant, set()).add(term.code)
    return [("document", next(iter(codes)), v) for v, codes in made.items() if len(codes) == 1]


_BASIS_NOUNS = ("口径", "口徑")
"""Chinese nouns for the basis a figure is stated on (「按年报口径」: as the annual report
states it)."""


def _opening(alias: str) -> str:
    """The Latin word ``alias`` opens on, or nothing."""
    first = LATIN_WORD_RE.match(normalize(alias))
    return first.group() if first is not None else ""


def sources_by_basis(vocabulary: Vocabulary) -> list[tuple[str, str, str]]:
    """A source named in a basis by the word every one of its names opens on (「按*KPI*口径」
    for the KPI workbook, whose names are all "KPI …"): the figure as that document
    states it, the KB's own reporting. The opening word comes from the vocabulary: a Latin
    word all the source's aliases share, and which no other term's alias opens on."""
    openings: dict[str, set[str]] = {}
    for term in vocabulary.terms:
        for alias in (term.code, *term.aliases):
            if word := _opening(alias):
                openings.setdefault(word, set()).add(term.code)
    found: list[tuple[str, str, str]] = []
    for term in vocabulary.terms:
        if term.kind != "source" or not term.aliases:
            continue
        words = {_opening(alias) for alias in term.aliases}
        if len(words) != 1 or "" in words:
            continue
        word = words.pop()
        if openings.get(word) == {term.code}:
            found += [("source", term.code, word + noun) for noun in _BASIS_NOUNS]
    return found


_CJK_CHAR_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]")


def _cjk_between(text: str, words: list[re.Match[str]]) -> bool:
    """Whether CJK text stands between Latin words read as one name: 「*ESG*委员会开会前…
    澳门业务*2025*财年」 holds no "ESG 2025", each word belongs to its own phrase."""
    return any(
        _CJK_CHAR_RE.search(text, a.end(), b.start()) is not None for a, b in pairwise(words)
    )


def _occurrences(alias: str, text: str) -> list[int]:
    """Where ``alias`` starts in ``text``, without overlaps: a plain search, since the
    vocabulary holds more names than the regular-expression cache keeps compiled."""
    found: list[int] = []
    at = text.find(alias)
    while at != -1:
        found.append(at)
        at = text.find(alias, at + len(alias))
    return found


def _stands_alone(text: str, at: int) -> bool:
    """Whether the one CJK character at ``at`` stands for itself to the analyser (円 in
    「円で」, or ending a word: 「百万円」, 「何円」), not opening a longer word that means
    something else (円安, a weak yen; 円高; 円建て)."""
    for run in CJK_RUN_RE.finditer(text):
        if run.start() <= at < run.end():
            offset = run.start()
            for token in cjk_tokens(run.group(), is_japanese(run.group(), "ja")):
                size = len(token.word.surface)
                if offset <= at < offset + size:
                    return size == 1 or at != offset  # 何円, 日本円 end on it
                offset += size
    return True


def _one_kind(hits: dict[tuple[str, str], None]) -> tuple[tuple[str, str], ...]:
    """The codes one alias names; an alias shared across kinds keeps its first kind."""
    first = next(iter(hits))[0]
    return tuple(hit for hit in hits if hit[0] == first)


@lru_cache(maxsize=8)
def matcher_for(vocabulary_json: str) -> Matcher:
    """The matcher for the vocabulary serialized as ``vocabulary_json``, built once."""
    return Matcher(Vocabulary.model_validate(json.loads(vocabulary_json)), misspellings=True)


@lru_cache(maxsize=4096)
def misspelt_names(text: str, vocabulary_json: str) -> tuple[tuple[str, str], ...]:
    """Each scope or metric name ``text`` misspells, as written, with the code read."""
    folded = normalize(text)
    return tuple(
        (folded[m.start : m.end], m.code)
        for m in matcher_for(vocabulary_json).find(folded)
        if m.misspelt
    )


_LAST_VOCABULARY: list[tuple[Vocabulary, str]] = []
"""The vocabulary last serialized, with its JSON: a KB hands out the same object for
every question, and serializing it is most of what a cached parse costs."""


def vocabulary_key(vocabulary: Vocabulary) -> str:
    """``vocabulary`` as JSON, the key the parse caches are kept under (it is frozen)."""
    last = _LAST_VOCABULARY[:1]
    if last and last[0][0] is vocabulary:
        return last[0][1]
    text = vocabulary.model_dump_json()
    _LAST_VOCABULARY[:] = [(vocabulary, text)]
    return text


def scopes_named(text: str, vocabulary: Vocabulary) -> frozenset[str]:
    """Scope codes ``text`` names, matched as questions are: a scope's name inside a
    unit's name ("Hong Kong dollars") does not name the scope; inside a document's title
    ("日本事業戦略") it does, so document titles are not matched here."""
    return _scopes_named(text, vocabulary.group_scope, vocabulary_key(vocabulary))


def metrics_named(text: str, vocabulary: Vocabulary) -> frozenset[str]:
    """Metric codes ``text`` names, matched as ``scopes_named`` matches scopes."""
    return _metrics_named(text, vocabulary_key(vocabulary))


@lru_cache(maxsize=4096)
def _metrics_named(text: str, vocabulary_json: str) -> frozenset[str]:
    mentions = _matcher_without_documents(vocabulary_json).find(normalize(text))
    return frozenset(m.code for m in mentions if m.kind == "metric")


@lru_cache(maxsize=8)
def _matcher_without_documents(vocabulary_json: str) -> Matcher:
    vocabulary = Vocabulary.model_validate(json.loads(vocabulary_json))
    # A name several scopes share (港澳, "overseas markets") asks which in a question; in
    # a text it names no one of them, so a passage is not about a market by it alone.
    counts: dict[str, int] = {}
    for term in vocabulary.terms:
        if term.kind == "scope":
            for alias in set(term.aliases):
                counts[alias] = counts.get(alias, 0) + 1
    terms = tuple(
        t.model_copy(update={"aliases": tuple(a for a in t.aliases if counts.get(a, 0) < 2)})
        if t.kind == "scope"
        else t
        for t in vocabulary.terms
        if t.kind != "document"
    )
    return Matcher(vocabulary.model_copy(update={"terms": terms}))


@lru_cache(maxsize=4096)
def _scopes_named(text: str, group_scope: str | None, vocabulary_json: str) -> frozenset[str]:
    mentions = _matcher_without_documents(vocabulary_json).find(normalize(text))
    codes = {m.code for m in mentions if m.kind == "scope"}
    if group_scope and any(m.kind == "company" for m in mentions):
        codes.add(group_scope)
    return frozenset(codes)
