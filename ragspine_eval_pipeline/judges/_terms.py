"""What a sentence is about, in terms that survive paraphrase in three languages.

A sentence becomes its content terms, its quantities and its names:

* English words are stemmed (Snowball, via PyStemmer): ``reported`` = ``reports``.
* Japanese is analysed morphologically (SudachiPy, core dictionary) into normalized
  dictionary forms, keeping nouns, verbs and adjectives: an inflection or a polite
  ending (``学びます`` / ``学ぶ``) is not a missing word, and particles, auxiliaries and
  light verbs are not content. Proper nouns come from the dictionary's tags.
* Chinese is segmented into words (rjieba, the Rust port of jieba) with part-of-speech
  tags; particles, pronouns and punctuation are dropped, person, place and organisation
  names are names.
* Numbers, dates and units are normalized (see ``_quantities``) before words are read.
* Each word carries a weight from its frequency in the language (``wordfreq``'s Zipf
  scale): rare words say what a sentence is about, common ones how it is phrased.
* Negation is counted on the analysis (a Japanese negative auxiliary, a Chinese
  negative word), so ``ずれ`` or ``非常`` is no negation.

Each analysis is cached: every claim of an answer meets the same context sentences.
Character bigrams stay the fallback for CJK text no analyser is available for.
"""

from __future__ import annotations

import math
import re
import unicodedata
from dataclasses import dataclass
from functools import cache, lru_cache

from ragspine_eval_pipeline.judges._frequencies import WordFrequencies, load_frequencies
from ragspine_eval_pipeline.judges._lexicon import NOT_NEGATION, latin_names
from ragspine_eval_pipeline.judges._quantities import (
    UNIT_ALIASES,
    kanji_number,
    quantities,
    word_number,
)
from ragspine_eval_pipeline.judges._stopwords import CHINESE, ENGLISH, JAPANESE
from ragspine_eval_pipeline.text import cjk_bigrams, sudachi_dictionary

_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_KANA_RE = re.compile("[\u3040-\u30ff]")
_CJK_RE = re.compile(f"[{_CJK}]")
_RUN_RE = re.compile(
    rf"(?P<cjk>[{_CJK}\u30fc]+)"
    rf"|(?P<word>[^\W\d_{_CJK}]+(?:['’][^\W\d_{_CJK}]+)*)"
    r"|(?P<sym>[%$€£¥])"
)
_MARKUP_RE = re.compile(r"\*\*|__|`|^#+\s*", re.MULTILINE)

# Sudachi part-of-speech heads that carry content; 非自立可能 verbs and adjectives
# (する, いる, ない as an adjective) are grammar, not content.
_JA_CONTENT = frozenset({"名詞", "動詞", "形容詞", "形状詞"})
_JA_NEGATIVE_AUX = frozenset({"ない", "ず", "ぬ", "無い"})
_JA_NEGATIVE_PREFIX = frozenset({"非", "不", "無", "未"})
# rjieba (ICTCLAS) tags that carry no content: punctuation, particles, prepositions,
# conjunctions, pronouns, numerals, measure words, modal and onomatopoeic words.
_ZH_FUNCTION = ("x", "u", "p", "c", "r", "m", "q", "y", "e", "o", "w")
_ZH_NAMES = ("nr", "ns", "nt", "nz")
_ZH_NEGATIVE_HEAD = frozenset("不没沒未无無非否别別")
# Negations whose first character is an adverb (并, 尚, 从, 绝, 决, 毫) rather than the cue.
_ZH_NEGATIVE_WORDS = frozenset(
    [
        "并非",
        "并未",
        "并不",
        "并没有",
        "并无",
        "尚未",
        "尚无",
        "从未",
        "从不",
        "从没",
        "绝非",
        "绝不",
        "决不",
        "毫无",
    ]
)

# Word weights from the Zipf scale (log10 of occurrences per billion words): a word at
# or below _RARE_ZIPF weighs 1, the weight falls linearly to _FLOOR at _COMMON_ZIPF.
_RARE_ZIPF, _COMMON_ZIPF, _FLOOR = 4.0, 6.5, 0.4


@dataclass(frozen=True, slots=True)
class Terms:
    """One sentence (or claim) as the judge compares it."""

    words: tuple[str, ...]
    """Content terms (stems, dictionary forms, Chinese words, ``@unit``), first use order."""
    weights: tuple[float, ...]
    """Weight of each word, in (0, 1]: rarer words weigh more."""
    numbers: frozenset[str]
    """Quantities as ``#value`` / ``#m<month>`` tokens."""
    bare_numbers: frozenset[str]
    """Magnitude-free forms of numbers written with a magnitude (evidence side only)."""
    names: frozenset[str]
    """Words that name something (capitalized, codes, tagged proper nouns)."""
    maybe_names: frozenset[str]
    """A capitalized first word: a name only if the contexts use it as one."""
    negations: int
    """Negation cues in the sentence, in any of the three languages."""
    negated: frozenset[str]
    """Words in the scope of a negation: "did not *acquire*", 「*使わ*ない」, "没有*增长*"."""
    affirmed: frozenset[str]
    """Words used at least once outside any negation: a word may be both."""


_ENGLISH_NEGATION = frozenset(
    "not no never without none nobody nothing neither nor cannot".split()  # noqa: SIM905
)
_SCOPE = 2  # content words after an English or Chinese negation that it negates


@dataclass(slots=True)
class _Builder:
    """Collects one analysis: each word once, at its highest weight, and negation scopes."""

    words: dict[str, float]
    names: set[str]
    numbers: set[str]
    occurrences: list[list]  # [word, negated] per use, in order
    negations: int = 0
    scope: int = 0
    """Content words still to mark as negated (a negation precedes them)."""

    def add(self, word: str, weight: float, *, name: bool = False) -> None:
        if weight > self.words.get(word, 0.0):
            self.words[word] = weight
        if name:
            self.names.add(word)
        self.occurrences.append([word, self.scope > 0])
        if self.scope:
            self.scope -= 1

    def negate_next(self) -> None:
        self.negations += 1
        self.scope = _SCOPE

    def negate_last(self) -> None:
        """A Japanese negative ending negates the last content word; a second one cancels
        it (しなければならない)."""
        self.negations += 1
        if self.occurrences:
            last = self.occurrences[-1]
            last[1] = not last[1]

    def polarity(self) -> tuple[frozenset[str], frozenset[str]]:
        """(negated, affirmed): the words used in a negation's scope, and those used outside."""
        negated = frozenset(word for word, negative in self.occurrences if negative)
        affirmed = frozenset(word for word, negative in self.occurrences if not negative)
        return negated, affirmed


@lru_cache(maxsize=131072)
def analyse(text: str) -> Terms:
    """The terms of ``text``; see the module docstring."""
    surface = _MARKUP_RE.sub(" ", unicodedata.normalize("NFKC", text))
    folded = surface.casefold()
    spans, bare = quantities(folded)
    numbers: set[str] = {token for _, _, tokens in spans for token in tokens}
    if spans:
        pieces, last = [], 0
        for start, end, _ in spans:
            pieces.append(folded[last:start])
            last = end
        pieces.append(folded[last:])
        folded = " ".join(pieces)
    japanese = _KANA_RE.search(folded) is not None
    out = _Builder(words={}, names=set(), numbers=numbers, occurrences=[])
    for match in _RUN_RE.finditer(folded):
        kind, value = match.lastgroup, match.group()
        if kind == "cjk":
            (_japanese if japanese else _chinese)(value, out)
        elif value in UNIT_ALIASES:
            out.add(UNIT_ALIASES[value], 1.0)
        elif kind == "word":
            _english(value, out)
    names, maybe = latin_names(surface)
    out.names.update(stem(n) for n in names)
    words = tuple(out.words)
    negated, affirmed = out.polarity()
    return Terms(
        words=words,
        weights=tuple(out.words.values()),
        numbers=frozenset(numbers),
        bare_numbers=frozenset(bare),
        names=frozenset(out.names.intersection(words)),
        maybe_names=frozenset(stem(m) for m in maybe).intersection(words),
        negations=out.negations,
        negated=negated,
        affirmed=affirmed,
    )


def _english(word: str, out: _Builder) -> None:
    number = word_number(word)
    if number:
        out.numbers.add(number)
    elif word in _ENGLISH_NEGATION or word.endswith(("n't", "n’t")):
        out.negate_next()
    elif word not in ENGLISH:
        out.add(stem(word), _weight("en", word))


def claim_language(text: str) -> str:
    """``ja`` when the text has kana, ``zh`` when it has other CJK, else ``en``."""
    if _KANA_RE.search(text):
        return "ja"
    return "zh" if _CJK_RE.search(text) else "en"


@lru_cache(maxsize=262144)
def stem(word: str) -> str:
    """The Snowball English stem of a casefolded word, possessive dropped."""
    if word.endswith(("'s", "’s")):
        word = word[:-2]
    return _stemmer().stemWord(word)


def _weight(lang: str, *forms: str) -> float:
    """Weight of a word from the most frequent of its written forms."""
    frequencies = _frequencies(lang)
    frequency = max((frequencies.get(form, 0.0) for form in forms), default=0.0)
    if frequency <= 0.0:
        return 1.0  # unknown to the word list: rarer than anything it lists
    zipf = math.log10(frequency) + 9.0
    share = (_COMMON_ZIPF - zipf) / (_COMMON_ZIPF - _RARE_ZIPF)
    return min(1.0, max(_FLOOR, share))


@cache
def _frequencies(lang: str) -> WordFrequencies | dict[str, float]:
    return load_frequencies(lang)  # wordfreq's frequencies, a fraction of its memory


@cache
def _stemmer():
    import Stemmer

    return Stemmer.Stemmer("english")


@cache
def _sudachi():
    try:
        from sudachipy import SplitMode
    except ImportError:  # a core dependency; CJK bigrams if it is missing
        return None
    return sudachi_dictionary().tokenizer(SplitMode.A)


def _japanese(run: str, out: _Builder) -> None:
    tokenizer = _sudachi()
    if tokenizer is None:
        for bigram in cjk_bigrams(run):
            out.add(bigram, 1.0)
        return
    for morpheme in tokenizer.tokenize(run):
        pos = morpheme.part_of_speech()
        form = morpheme.normalized_form()
        if (pos[0] == "助動詞" or pos[1] == "非自立可能") and form in _JA_NEGATIVE_AUX:
            out.negate_last()
        elif pos[0] == "接頭辞" and form in _JA_NEGATIVE_PREFIX:
            out.negate_next()
            out.scope = 1
        if pos[1] == "数詞":
            number = kanji_number(morpheme.surface())
            if number:
                out.numbers.add(number)
            continue
        if pos[0] not in _JA_CONTENT or pos[1] == "非自立可能":
            continue
        unit = UNIT_ALIASES.get(morpheme.surface()) or UNIT_ALIASES.get(form)
        if unit:
            out.add(unit, 1.0)
        elif form not in JAPANESE and form != "々":
            weight = _weight("ja", morpheme.dictionary_form(), morpheme.surface(), form)
            out.add(form, weight, name=pos[1] == "固有名詞")


def _chinese(run: str, out: _Builder) -> None:
    import rjieba

    for word, flag in rjieba.tag(run):
        if (word[0] in _ZH_NEGATIVE_HEAD and word not in NOT_NEGATION) or (
            word in _ZH_NEGATIVE_WORDS
        ):
            out.negate_next()
            continue
        if flag.startswith("m"):
            number = kanji_number(word)
            if number:
                out.numbers.add(number)
            continue
        if word in UNIT_ALIASES:
            out.add(UNIT_ALIASES[word], 1.0)
        elif not flag.startswith(_ZH_FUNCTION) and word not in CHINESE:
            out.add(word, _weight("zh", word), name=flag.startswith(_ZH_NAMES))
