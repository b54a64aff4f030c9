"""Emoji and faces around and inside a request: the faces go, a flag or a pictograph that
stands for a word is read as that word.

Chat writers dress a question with faces and pictographs ("hey 👋 🇭🇰 revenue for FY2023???
📈 🙏", 「澳门2024财年👥人数？？ m(_ _)m」, 「🇸🇬の👥人数！！」). Read here, before any other rule:

- a face (``:)``, ``^^``, ``orz``, ``T_T``, ``><``, ``(^_^)``, ``(´・ω・`)``, ``m(_ _)m``,
  ``(・・?)``) is taken out whole, first, so that its brackets, letters and marks never
  become a word, a bracket or a sentence's end of the request (``m(_ _)m`` once read as
  the word "mm", its empty bracket as a prompt's form line);
- a flag is the region its two Unicode regional indicators spell (ISO 3166: 🇭🇰 HK); where
  one KB scope stands for that code (its code's last part or an alias in capitals:
  ``ACME_HK``, ``SG``), the flag is read as that scope's name in the question's language
  ("🇸🇬 gross margin" is Singapore's, 「🇸🇬の人数」 シンガポールの); where the name or a
  currency is written beside it (「🇭🇰香港」, 「🇭🇰港币」) it only marks them, and is left to
  the chat's rules (a pause between two words). A flag of a region no scope stands for is
  read as its code where the question names no scope (🇹🇼 ``region_TW``, never the bare
  letters, which may be a word: MY, IN, NO), a name the KB lacks, so the request is
  refused as "Taiwan revenue" is, never answered for the group; beside a scope named, it
  marks a country or an audience and is left to the chat's rules, as before;
- a pictograph whose Unicode name is a word of a figure (👥 "busts in silhouette", people;
  the banknotes 💵 💴 💶 💷, dollars, yen, euros, pounds) is read as that word only where it
  stands in a word's place: 👥 before an English noun ("👥 count"), a banknote where a unit
  is asked in ("in 💶", 「用💶」, 「💶で」); written onto the word it marks (「👥人数」,
  "EBITDA 💴") it is no word, and in Chinese and Japanese goes without a pause. Every other
  pictograph is left to the chat's rules (``_chat``): never a metric ("HK 💰 FY2024?").

Nothing else changes: a word of the request the KB lacks is refused as before.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from importlib import resources

from ragspine_eval_pipeline.engine._language import detect_lang
from ragspine_eval_pipeline.engine._names import Matcher, matcher_for
from ragspine_eval_pipeline.kb.analysis import normalize
from ragspine_eval_pipeline.kb.vocabulary import Vocabulary

__all__ = ["FACE_RE", "is_region_name", "with_emoji_read"]

_LETTER_FACES = r"(?:[oO]rz|OTL|T[_.]T|Q[AWw]Q|;_;)"
"""Faces drawn with letters: a bow (orz, OTL), tears (T_T, QAQ, QwQ, ;_;)."""

_BRACKET_FACE = (
    r"[ヽ＼ヾ٩]?[(（](?=[^()（）\s]*[\^´`;_・≧≦＾ﾟ°∀Дω･‿◕])(?![^()（）\s]*\w\w)"
    r"[^()（）\s%％$＄¥￥€£\d]{2,12}[)）][ﾉノ〃ゞ✧☆彡۶وvV]*"
)
"""A face of symbols in brackets, with the arms or the V sign beside it (``(^_^)v``)."""

FACE_RE = re.compile(
    r"(?:(?<=\s)|^)(?:[:;=][-'^o]?[)(\]\[dDpPoO3/\\|*]+|[xX][-'^]?[)(\]\[/\\|*]+"
    r"|[xX][-'^]?[dDpP3]+(?=\s*$|\s+[^\w\s])"
    r"|<3+|\^[_.\-]?\^+;*|"
    + _LETTER_FACES
    + r"|m\(_\s?_\)m|\^+|>\s?<|＞\s?＜|"
    + _BRACKET_FACE
    + r")"
    r"(?=\s|$)"
    r"|[(（]\s*(?:笑|汗|泣|涙|爆)\s*[)）]"
)
"""A face: ``:)``, ``:-D``, ``;P``, ``<3``, ``^^``, ``^_^;``, ``orz``, ``T_T``, ``><``,
``m(_ _)m`` (a face with letters for eyes has no o in it: "xoo" is an unknown word; one
of letters alone, ``xD``, ``XP``, only where no word follows it: "the XP business" is a
name), a
face of symbols in brackets (``(^o^)``, ``(´・ω・`)``, ``(・・?)``; never one holding a
digit, a currency or a percent sign, which may be a unit asked: ``(¥)``, ``(%)``) with the
arms waving beside it (``(｡･ω･｡)ﾉ``, ``ヽ(･∀･)ﾉ``), the Japanese laugh or sweat in
brackets (（笑）, (汗)), and a caret standing alone, pointing at the message above; each
standing apart, between spaces or at an end."""

_FACE_ONTO_CJK_RE = re.compile(
    r"(?<=[\u3040-\u30ff\u3400-\u9fff！？。、～〜])\s*(?:m\(_\s?_\)m|\^[_.\-]?\^+|>\s?<|"
    + _LETTER_FACES
    + "|"
    + _BRACKET_FACE
    + r")(?=\s|$|[！？!?。])"
)
"""A face written straight onto Chinese or Japanese text (「教えて〜(^_^)」, 「は？orz」)."""

_FLAG_RE = re.compile(r"[\U0001f1e6-\U0001f1ff]{2}")
"""A flag: two regional indicator symbols, spelling a region's ISO 3166 code."""

_WORDS = {
    "👥": {"en": "people", "zh": "人", "ja": "人"},
    "👤": {"en": "person", "zh": "人", "ja": "人"},
    "💵": {"en": "dollars", "zh": "美元", "ja": "ドル"},
    "💴": {"en": "yen", "zh": "日元", "ja": "円"},
    "💶": {"en": "euros", "zh": "欧元", "ja": "ユーロ"},
    "💷": {"en": "pounds", "zh": "英镑", "ja": "ポンド"},
}
"""Pictographs read as the word of their Unicode name where they stand in a word's place:
BUSTS IN SILHOUETTE (people), BUST IN SILHOUETTE, BANKNOTE WITH DOLLAR, YEN, EURO,
POUND SIGN."""

_WORD_RE = re.compile(r"([👥👤💵💴💶💷])\ufe0f?")

_WRITTEN_ONTO_RE = re.compile(r"[\u3400-\u9fff\u30a0-\u30ffA-Za-z0-9%％]$")
"""A word the pictograph after it is written onto, with no space."""

_IN_UNIT_RE = {
    "en": (re.compile(r"(?<![\w])(?:in|into|to)\s*$", re.IGNORECASE), re.compile(r"(?!)")),
    "zh": (re.compile(r"(?:用|以|按|折合成?|换算成|换成|折算成)\s*$"), re.compile(r"(?!)")),
    "ja": (re.compile(r"(?!)"), re.compile(r"\s*(?:で|換算|建て)")),
}
"""Where a currency stands as the unit a figure is asked in: "in 💶", 「用💶」, 「💶で」."""


def _region(flag: str) -> str:
    """The ISO code a flag's two regional indicators spell (🇭🇰: ``HK``)."""
    return "".join(chr(ord(c) - 0x1F1E6 + ord("A")) for c in flag)


@lru_cache(maxsize=16)
def _scopes_by_region(vocabulary_json: str) -> dict[str, tuple[str, dict[str, str]]]:
    """Each two-letter region code one KB scope stands for (its code's last part or an
    alias in capitals), with the scope's code and names; a code two scopes share is none's."""
    vocabulary = Vocabulary.model_validate(json.loads(vocabulary_json))
    found: dict[str, list[tuple[str, dict[str, str]]]] = {}
    for term in vocabulary.terms:
        if term.kind != "scope" or term.code == vocabulary.group_scope:
            continue
        codes = {term.code.rsplit("_", 1)[-1]} | set(term.aliases)
        for code in codes:
            if re.fullmatch(r"[A-Z]{2}", code):
                found.setdefault(code, []).append((term.code, dict(term.names)))
    return {code: scopes[0] for code, scopes in found.items() if len(scopes) == 1}


def _spaced(name: str, text: str, start: int, end: int) -> str:
    """``name`` with a space on a side where it would run onto a Latin word or digit."""
    before = " " if start and re.match(r"[\w%]", text[start - 1], re.ASCII) else ""
    after = " " if end < len(text) and re.match(r"\w", text[end], re.ASCII) else ""
    if re.match(r"[A-Za-z]", name):
        before = " " if start and not text[start - 1].isspace() else before
        after = " " if end < len(text) and not text[end].isspace() else after
    return before + name + after


def _flags_read(text: str, lang: str, vocabulary_json: str) -> str:
    """``text`` with each flag read as its region: a KB scope's name (nothing where the
    name is written beside it, 「🇭🇰香港」), or the region's own name."""
    scopes = _scopes_by_region(vocabulary_json)
    matcher = matcher_for(vocabulary_json)
    rest = normalize(_FLAG_RE.sub(" ", text))
    scoped = any(m.kind in ("scope", "company") for m in matcher.find(rest)) or any(
        _region(f) in scopes for f in _FLAG_RE.findall(text)
    )

    def read_known(flag: re.Match[str]) -> str:
        return flag[0] if _region(flag[0]) not in scopes else read(flag)

    def read(flag: re.Match[str]) -> str:
        region = _region(flag[0])
        if region not in scopes:
            # Beside a scope the question names, a flag the KB has no scope for marks a
            # country or an audience ("🇨🇳 followers asked: group revenue?"), and is left,
            # unless it stands where a market's name does: listed with one ("Japan and
            # 🇲🇾"), or written onto a metric ("🇲🇾 revenue").
            if scoped and not _in_a_markets_place(flag.string, flag.start(), flag.end(), matcher):
                return flag[0]
            return _spaced(region_name(region), flag.string, flag.start(), flag.end())
        code, names = scopes[region]
        beside = _named_beside(flag.string, flag.start(), flag.end(), matcher)
        if code in beside or "unit" in beside:
            # The flag marks the name or the currency beside it (「🇭🇰香港」, 「🇭🇰港币」): left
            # to the chat's rules, a pause between two words.
            return flag[0]
        name = names.get(lang) or names.get("en") or code
        return _spaced(name, flag.string, flag.start(), flag.end())

    # The KB's markets first, so that a flag listed beside one reads its name ("🇯🇵 & 🇲🇾").
    return _FLAG_RE.sub(read, _FLAG_RE.sub(read_known, text))


_LISTING = r"(?:,|、|/|&|\+|(?<![a-z])(?:and|or|plus)(?![a-z])|和|与|與|及|跟|や|と)"

_LISTED_BEFORE_RE = re.compile(_LISTING + r"\s*$")
_LISTED_AFTER_RE = re.compile(r"\s*" + _LISTING + r"\s*")
_POSSESSIVE_RE = re.compile(r"\s*(?:['’]s\s+|の|的)?\s*")


def _in_a_markets_place(text: str, start: int, end: int, matcher: Matcher) -> bool:
    """Whether the flag at ``start:end`` stands where a market's name does: listed with a
    scope the KB names ("Japan and 🇲🇾", 「🇲🇾と日本」) or written onto a metric's name
    ("🇲🇾 revenue", 「🇲🇾の売上高」)."""
    before = normalize(_FLAG_RE.sub(" ", text[:start])).rstrip()
    after = normalize(_FLAG_RE.sub(" ", text[end:]))
    listed = _LISTED_BEFORE_RE.search(before)
    if listed is not None:
        head = before[: listed.start()].rstrip()
        if any(m.kind in ("scope", "company") and m.end == len(head) for m in matcher.find(head)):
            return True
    listing = _LISTED_AFTER_RE.match(after)
    if listing is not None and listing.end() > 0:
        tail = after[listing.end() :]
        if any(m.kind in ("scope", "company") and m.start == 0 for m in matcher.find(tail)):
            return True
    possessive = _POSSESSIVE_RE.match(after)
    onto = after[possessive.end() if possessive else 0 :]
    return any(m.kind == "metric" and m.start == 0 for m in matcher.find(onto))


@lru_cache(maxsize=1)
def _region_names() -> dict[str, str]:
    """Each ISO 3166 region's English name, from the IANA time zone database's table
    (``tzdata``), its bracket left off ("Korea (South)": Korea); none without it."""
    try:
        table = resources.files("tzdata.zoneinfo").joinpath("iso3166.tab")
        lines = table.read_text(encoding="utf-8").splitlines()
    except (ModuleNotFoundError, FileNotFoundError):
        return {}
    names: dict[str, str] = {}
    for line in lines:
        code, _, name = line.partition("\t")
        if not line.startswith("#") and name:
            names[code] = name.split("(")[0].strip()
    return names


def region_name(region: str) -> str:
    """The name of the region of ISO code ``region`` ("MY": Malaysia), written as a code
    (``region_MY``) where the table lacks it: never the letters alone ("MY", "IN", "NO"
    would be read as words and the region lost)."""
    return _region_names().get(region) or f"region_{region}"


def region_codes() -> tuple[str, ...]:
    """The ISO 3166 codes of the regions the table names ("MY", "TW")."""
    return tuple(_region_names())


def is_region_name(word: str) -> bool:
    """Whether ``word`` is the English name of an ISO 3166 region ("Korea", "Malaysia")."""
    folded = word.casefold()
    return any(name.casefold() == folded for name in _region_names().values())


def _named_beside(text: str, start: int, end: int, matcher: Matcher) -> set[str]:
    """The scopes named by the words written right before ``start`` or after ``end``, and
    ``unit`` where a unit is."""
    before = normalize(_FLAG_RE.sub(" ", text[:start])).rstrip()
    after = normalize(_FLAG_RE.sub(" ", text[end:])).lstrip()
    found = [m for m in matcher.find(before) if m.end == len(before)]
    found += [m for m in matcher.find(after) if m.start == 0]
    return {m.code for m in found if m.kind == "scope"} | {
        "unit" for m in found if m.kind == "unit"
    }


def _words_read(text: str, lang: str) -> str:
    """``text`` with each pictograph of ``_WORDS`` read as its word where it stands in a
    word's place: a currency where a unit is asked in (``_IN_UNIT_RE``), a person's
    pictograph before an English noun ("👥 count"); never one written onto the word it
    marks (「👥人数」, "EBITDA 💴")."""

    def read(match: re.Match[str]) -> str:
        before = match.string[: match.start()]
        after = match.string[match.end() :]
        # Not read, it marks the word beside it: in Chinese or Japanese, written with no
        # space, it goes with no pause (「澳门2024财年👥人数」 asks 人数 of the year).
        marks = "" if lang != "en" else match[0]
        if match[1] in "👥👤":
            if lang != "en" or _WRITTEN_ONTO_RE.search(before):
                return marks
            if not re.match(r"\s+[a-z]", after):
                return marks
        elif not (_IN_UNIT_RE[lang][0].search(before) or _IN_UNIT_RE[lang][1].match(after)):
            return marks
        word = _WORDS[match[1]][lang]
        return _spaced(word, match.string, match.start(), match.end()) if lang == "en" else word

    return _WORD_RE.sub(read, text)


def with_emoji_read(text: str, vocabulary_json: str) -> str:
    """``text`` with its faces taken out and its flags and word pictographs read as the
    words they stand for; a text with none of them as it is."""
    if not re.search(r"[^\x00-\u218f]|[:;=^<>(]|orz|OTL|T_T|Q[AWw]Q", text) and not (
        FACE_RE.search(text)  # a face of letters alone: "xD", "XP"
    ):
        return text
    text = _FACE_ONTO_CJK_RE.sub(" ", FACE_RE.sub(" ", text))
    plain = _FLAG_RE.sub(" ", _WORD_RE.sub(" ", text))
    lang = detect_lang(normalize(plain))
    if _FLAG_RE.search(text):
        text = _flags_read(text, lang, vocabulary_json)
    return _words_read(text, lang)
