"""Whether a passage states the amount a question asks of it.

A narrative question may ask a number ("how many hours to report a breach", 「去年どのくらい
使われましたか」), and a passage that states that number answers it. A passage that states
*another* number does not: a paragraph on interest costs is no answer to what the group
earned in 2024, nor a region's population to how many staff a market employs. So a
passage answers a number only where its own text states what is asked:

* every fiscal year the question names (a number asked for 2024 is read only where 2024
  is written: in the paragraph, or the title of a report on that year), and
* an earned figure, when the question asks an amount earned (``EARNS_RE``: "earn",
  「赚」, 「稼ぐ」): some KB metric's alias and a number in one sentence, and
* the measure, when the question names a KB metric ("员工", "staff", "売上"): one of that
  metric's aliases, written in the version of the passage in the question's language
  (its original or the translation it was found by), which also holds a number, and
* for a metric that counts people (headcount), a number of people (``counts_people``):
  a number counting the measure or persons ("731 employees", "about 150 employees",
  "staff numbers rose to 1,652", 「约200名」, 「731名员工」), not a number of another kind
  in a sentence that holds the word ("350 scholarships … employees contributed 20,000
  volunteer hours").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import lru_cache

from ragspine_eval_pipeline.kb.analysis import LATIN_WORD_RE, normalize, stem

__all__ = [
    "NUMBER_RE",
    "asks_a_degree",
    "asks_people",
    "counts_people",
    "names_years",
    "states_a_number",
    "states_metric",
    "states_metric_in_a_sentence",
    "writes_a_number",
    "years_written",
]

_DIGIT_RE = re.compile(r"\d")


def names_years(years: Iterable[int], text: str) -> bool:
    """Whether ``text`` writes every one of ``years``."""
    return all(str(year) in text for year in years)


_YEAR_RE = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")


def states_a_number(text: str) -> bool:
    """Whether ``text`` (folded) writes a number other than a year ("120万", "1,702")."""
    return _DIGIT_RE.search(_YEAR_RE.sub(" ", text)) is not None


NUMBER_RE = re.compile(
    r"\d|[一二两三四五六七八九十百千万]+[个家名位间所项台次座种条件辆张套架只批份人倍成店つ]"
    r"|(?<![a-z])(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|"
    r"hundred|thousand|million|billion|half|dozen)(?![a-z])"
)
"""A number as a passage writes it: digits, a CJK numeral before a counter (「两家」,
「四つ」; not the 一 of 「下一财年」), English number words."""


def writes_a_number(text: str) -> bool:
    """Whether ``text`` (folded) writes a number other than a year, in digits or in
    words: a passage that writes none states no amount, whatever it is about."""
    return NUMBER_RE.search(_YEAR_RE.sub(" ", text)) is not None


_DEGREE_ASKED_RE = re.compile(
    r"(?<![a-z])(?:impacts?|effects?|affect(?:s|ed)?|hit|how\s+(?:badly|serious|severe|big))(?![a-z])"
    r"|影響|影响|冲击|衝撃|程度|どのくらい|どれくらい|どれほど|多大|多严重|多嚴重"
)
"""Words asking how far something reaches (「円安の影響はどのくらい」, "how big is the
impact"): a degree, which a passage may state in words, not an amount."""


_EXTENT_ASKED_RE = re.compile(
    r"(?<![a-z])(?:to\s+what\s+(?:extent|degree)|how\s+far)(?![a-z])|程度|どれほど"
)
"""Words asking how far a thing is done (「どの程度ヘッジしていますか」, "to what extent does
it hedge"): a share or a limit written anywhere in a paragraph on it answers."""


def asks_an_extent(text: str) -> bool:
    """Whether normalized ``text`` asks how far a thing is done (``_EXTENT_ASKED_RE``)."""
    return _EXTENT_ASKED_RE.search(text) is not None


def asks_a_degree(text: str) -> bool:
    """Whether normalized ``text`` asks a degree or an effect rather than an amount."""
    return _DEGREE_ASKED_RE.search(text) is not None


def years_written(text: str) -> frozenset[int]:
    """The years ``text`` writes out ("ACME_HK_Market_Review_FY2025", 「（2025财年）」)."""
    return frozenset(int(y) for y in _YEAR_RE.findall(text))


def states_metric(aliases: Sequence[str], text: str) -> bool:
    """Whether ``text`` holds a number and one of ``aliases`` as written: a Latin alias as
    consecutive stems ("employees" for "employee"), a CJK one as its characters."""
    folded = normalize(text)
    if not _DIGIT_RE.search(folded):
        return False
    stems = tuple(stem(w) for w in LATIN_WORD_RE.findall(folded))
    for alias in aliases:
        wanted = normalize(alias)
        if wanted.isascii():
            words = tuple(stem(w) for w in LATIN_WORD_RE.findall(wanted))
            if words and _in_sequence(words, stems):
                return True
        elif wanted in folded:
            return True
    return False


def states_metric_in_a_sentence(aliases: Sequence[str], text: str) -> bool:
    """Whether one sentence of ``text`` holds a number and one of ``aliases``: for an
    amount earned, the figure and the measure it is of are written together."""
    return any(states_metric(aliases, sentence) for sentence in _SENTENCE_RE.split(text))


_SENTENCE_RE = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])")


def _in_sequence(wanted: tuple[str, ...], stems: tuple[str, ...]) -> bool:
    size = len(wanted)
    return any(stems[at : at + size] == wanted for at in range(len(stems) - size + 1))


_HAN_RE = re.compile(r"[\u3400-\u9fff]")

_NUMBER_RE = re.compile(r"\d[\d,]*(?:\.\d+)?")

PERSON_WORDS = ("people", "persons", "person")
"""English nouns that count persons whatever the measure is called."""

_CJK_PERSON_RE = re.compile(r"\s*(?:万|千|百|余|多)?\s*(?:名|人(?![口次民均]))")
"""A CJK number counting persons: 「200名」, 「731人」, 「1万人」; 人口 (population), 人次
(visits), 人民 and 人均 (per head) count something else."""

PEOPLE_WINDOW = 3
"""Words a Latin number may stand before the measure it counts ("1,480 full-time
staff") or after the measure's name ("staff numbers rose to 1,652")."""


CJK_WINDOW = 8
"""Characters a CJK number may follow the measure's name by (「员工总数为8074」)."""

_CLOSES_RE = re.compile(r"\s*(?:$|[.,;:!?)。，、；：！？）])")
"""A number closing its sentence part: it counts what was named before it."""

_NO_NOUN_RE = re.compile(
    r"\s+(?:in|at|as|by|for|on|and|across|over|during|from|to|of\s+(?:fy|\d))(?![a-z])"
)
"""A number followed by a preposition, not by a noun it counts ("stood at 8,074 in
FY2025")."""


def counts_people(
    aliases: Sequence[str], text: str, topic: Sequence[str] = (), any_people: bool = False
) -> bool:
    """Whether one sentence of ``text`` counts people: a number followed within
    ``PEOPLE_WINDOW`` words by one of ``aliases`` or a person noun, or closing a
    sentence part after one of them ("headcount was 8,074."); a CJK number followed by a
    person classifier (名, 人) or by an alias. A number followed by another noun
    ("20,000 volunteer hours") counts that noun, not the people beside it. When the
    question says what the people did or are (``topic``: its words no name accounts
    for), the sentence counting them must hold one of those words: "150 employees used
    the scheme" counts the scheme's users, not how many employees the group has. A CJK
    count of persons followed by another noun counts that noun (「200名大学毕业生」),
    unless the question asks people of any kind (``any_people``: 「招收多少人」)."""
    latin, cjk = _alias_keys(tuple(aliases))
    for sentence in _SENTENCE_RE.split(normalize(text)):
        if topic and not _holds_any(topic, sentence):
            continue
        for number in _NUMBER_RE.finditer(sentence):
            after = sentence[number.end() :]
            person = _CJK_PERSON_RE.match(after)
            if any(after.lstrip().startswith(a) for a in cjk):
                return True
            if person is not None:
                rest = after[person.end() :].lstrip()
                if any_people or not _HAN_RE.match(rest) or any(rest.startswith(a) for a in cjk):
                    return True  # 「约200名大学毕业生」 counts graduates, not the staff
            words_after = [stem(w) for w in LATIN_WORD_RE.findall(after)][: PEOPLE_WINDOW + 2]
            if any(
                _in_sequence(key, tuple(words_after[: PEOPLE_WINDOW + len(key) - 1]))
                for key in latin
            ):
                return True
            before_cjk = sentence[max(0, number.start() - CJK_WINDOW) : number.start()]
            if _CLOSES_RE.match(after) and any(a in before_cjk for a in cjk):
                return True  # 员工总数为8074。
            if _CLOSES_RE.match(after) or _NO_NOUN_RE.match(after):
                before = [stem(w) for w in LATIN_WORD_RE.findall(sentence[: number.start()])]
                window = tuple(before[-(PEOPLE_WINDOW + 3) :])
                if any(_in_sequence(key, window) for key in latin):
                    return True
    return False


@lru_cache(maxsize=64)
def _alias_keys(aliases: tuple[str, ...]) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """``aliases`` (with the person nouns) as Latin stem sequences, and CJK ones folded."""
    folded = [normalize(a) for a in (*aliases, *PERSON_WORDS)]
    latin = tuple(
        key
        for a in folded
        if a.isascii() and (key := tuple(stem(w) for w in LATIN_WORD_RE.findall(a)))
    )
    return latin, tuple(a for a in folded[: len(aliases)] if not a.isascii())


def _holds_any(words: Sequence[str], sentence: str) -> bool:
    """Whether ``sentence`` holds one of ``words``: a Latin word by its stem, a CJK one
    as written."""
    stems = {stem(w) for w in LATIN_WORD_RE.findall(sentence)}
    for word in words:
        folded = normalize(word)
        if folded.isascii():
            if any(stem(w) in stems for w in LATIN_WORD_RE.findall(folded)):
                return True
        elif folded in sentence:
            return True
    return False


_ASKED_NUMBER_RE = re.compile(
    r"(?<![a-z])how\s+many(?![a-z])|多少|幾|几|何(?=[人名])|どれ(?:くらい|ぐらい)|どの(?:くらい|ぐらい)|いくつ"
)
"""Words asking a number, read as the number they ask for (``asks_people``)."""


@lru_cache(maxsize=4096)
def asks_people(aliases: tuple[str, ...], question: str) -> bool:
    """Whether ``question`` asks a number of people ("how many employees", 「多少人」,
    「従業員は何人」, 「员工人数是多少」), read as a statement counting them, the number
    asked standing for the number: "how much training do the staff get" or 「员工每年有多少
    小时的培训」 asks hours, not people."""
    folded = normalize(question)
    if any(a.endswith("数") and a in folded for a in _alias_keys(aliases)[1]):
        return True  # 员工人数, 従業員数: the measure's name is a count
    return counts_people(
        aliases, _ASKED_NUMBER_RE.sub(" 0 ", folded).replace("0 ", "0"), any_people=True
    )


GENERIC_PEOPLE_RE = re.compile(r"人|people|persons|ppl")
"""A people word of any kind (「多少人」, "how many people"), not the measure's own name."""


@lru_cache(maxsize=4096)
def asks_any_people(aliases: tuple[str, ...], question: str) -> bool:
    """Whether ``question`` names the people it counts only by a word for people of any
    kind (「每年招收多少人」), not by the measure's own name (员工, employees)."""
    folded = normalize(question)
    named = [a for a in _alias_keys(aliases)[1] if a in folded]
    named += [a for a in map(normalize, aliases) if a.isascii() and a in folded]
    return bool(named) and all(GENERIC_PEOPLE_RE.search(a) for a in named)
