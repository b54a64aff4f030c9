"""Normalized word forms in three languages, for matching names and weighing evidence.

The same analysers the lexical judge reads text with: English words are stemmed
(Snowball, PyStemmer), Japanese is split into morphemes with their normalized forms and
parts of speech (SudachiPy), Chinese into words with their tags (rjieba). English words
can also be looked up for the parts of speech they may take (lemminflect), which only
the engine uses. Kept here, at the bottom beside the KB, so an engine can use it without
importing the eval side.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import TYPE_CHECKING

from ragspine_eval_pipeline.text import sudachi_dictionary

if TYPE_CHECKING:
    import Stemmer
    from sudachipy import Dictionary, Tokenizer

_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_KANA_RE = re.compile("[\u3040-\u30ff]")
LATIN_WORD_RE = re.compile(r"[a-z0-9][a-z0-9_+]*")
"""A Latin word or code of normalized text (``acme_hk``, ``fy2025``, ``1on1``)."""
CJK_RUN_RE = re.compile(rf"[{_CJK}\u30fc々]+")
"""A run of CJK characters (Han, kana, the long-vowel mark)."""

# rjieba (ICTCLAS) tags of words that say what a question is about: nouns, names,
# verbal nouns, idioms, fixed expressions and abbreviations.
_ZH_CONTENT = ("n", "vn", "i", "l", "j", "an", "nz", "eng")
_ZH_CHANNEL_LOCATIVES = frozenset(["线上", "線上", "线下", "線下", "网上", "網上"])
"""Online and offline, which rjieba may tag as words of position (方位词) after 业务."""
# Sudachi part-of-speech heads of content morphemes; numerals and adverb-like nouns
# (いくら, 何) are how a question asks, not what it asks about.
_JA_CONTENT = frozenset({"名詞"})
_JA_SKIP_SUB = frozenset({"数詞", "代名詞", "副詞可能", "助数詞可能"})


def normalize(text: str) -> str:
    """NFKC plus casefold: full-width forms become ASCII, case is ignored."""
    return unicodedata.normalize("NFKC", text).casefold()


@cache
def _stemmer() -> Stemmer.Stemmer:
    import Stemmer

    return Stemmer.Stemmer("english")


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """The Snowball stem of one lower-case English word: ``employees`` → ``employe``."""
    return str(_stemmer().stemWord(word))


def _dictionary() -> Dictionary:
    return sudachi_dictionary()  # one per process, shared with the judge


_LOCAL = threading.local()


def _sudachi() -> Tokenizer:
    """One tokenizer per thread: a Sudachi tokenizer is not to be shared while in use."""
    tokenizer = getattr(_LOCAL, "tokenizer", None)
    if tokenizer is None:
        from sudachipy import SplitMode

        tokenizer = _LOCAL.tokenizer = _dictionary().tokenizer(SplitMode.C)
    return tokenizer


@dataclass(frozen=True)
class Word:
    """One content word of a text, as found and as normalized."""

    surface: str
    """The word as written (normalized text)."""
    form: str
    """Its normalized form: an English stem, a Japanese normalized form, a Chinese word."""
    latin: bool
    """A Latin-script word (matched by stem) rather than a CJK one (matched as text)."""
    name: bool = False
    """Tagged as a proper noun (a place or an organisation) by the analyser."""


@lru_cache(maxsize=16384)
def english_word_classes(word: str) -> frozenset[str]:
    """The parts of speech an English dictionary gives a lower-case word (``NOUN``,
    ``VERB``, ``ADJ``, ``ADV``...; lemminflect's lexicon); empty for a word it does not
    know. Which classes a word *can* take, not which it takes in a sentence: "book" is a
    noun and a verb, "payroll" only a noun, "roughly" only an adverb."""
    from lemminflect import getAllLemmas

    return frozenset(getAllLemmas(word))


@lru_cache(maxsize=16384)
def english_verb_bases(word: str) -> frozenset[str]:
    """The base forms of the verbs a lower-case English word may be a form of ("pulled"
    → pull; "pull" → pull); empty when the dictionary knows it as no verb."""
    from lemminflect import getAllLemmas

    return frozenset(getAllLemmas(word, upos="VERB").get("VERB", ()))


def latin_words(text: str) -> list[Word]:
    """Latin words of normalized ``text`` with their stems."""
    return [Word(w, stem(w), True) for w in LATIN_WORD_RE.findall(text)]


# Tags of words that never form part of a name: particles, prepositions, conjunctions,
# pronouns, numerals, measure words, modal words, localisers, adverbs, punctuation.
_ZH_FUNCTION = frozenset(
    ["p", "c", "r", "rr", "rz", "ry", "m", "mq", "q", "y", "e", "o", "w", "f", "d"]
)
_ZH_PARTICLE = frozenset(["p", "c", "y", "e", "o", "w"])
_JA_FUNCTION = frozenset({"助詞", "助動詞", "接続詞", "連体詞", "代名詞", "感動詞"})
_SCRIPT_RE = re.compile(rf"[{_CJK}\u30fc々]")


@dataclass(frozen=True)
class Token:
    """One analysed CJK word and its role."""

    word: Word
    content: bool
    """A noun, a name, an idiom or a verbal noun: what a question is about."""
    function: bool
    """Grammar only (a particle, an auxiliary, a numeral...): never content."""
    particle: bool
    """A particle, an auxiliary or punctuation: what may stand between two names."""
    tag: str = ""
    """The analyser's part of speech: a jieba tag (``n``, ``an``, ``d``...) or Sudachi's
    first part-of-speech field (``名詞``, ``副詞``...)."""


def japanese_places(text: str) -> list[str]:
    """The place names Sudachi finds in Japanese ``text`` (台湾, 大阪, ベトナム)."""
    return [
        m.surface()
        for m in _sudachi().tokenize(text)
        if m.part_of_speech()[1:3] == ("固有名詞", "地名")
    ]


@lru_cache(maxsize=4096)
def japanese_reading(text: str) -> str:
    """How Japanese ``text`` is read, in katakana (Sudachi's reading forms: 純利益 →
    ジュンリエキ, 売上高 → ウリアゲダカ)."""
    return "".join(m.reading_form() for m in _sudachi().tokenize(text))


@lru_cache(maxsize=4096)
def japanese_verbal_nouns(text: str) -> frozenset[str]:
    """The nouns Sudachi marks as taking する in Japanese ``text`` (採用, 説明, 分析,
    スライド; サ変可能): nouns of an action, as a verb's gerund is."""
    return frozenset(
        m.surface()
        for m in _sudachi().tokenize(text)
        if m.part_of_speech()[0] == "名詞" and m.part_of_speech()[2] == "サ変可能"
    )


@lru_cache(maxsize=8192)
def cjk_tokens(run: str, japanese: bool) -> tuple[Token, ...]:
    """The words of one CJK run, Japanese by Sudachi, Chinese by rjieba."""
    tokens: list[Token] = []
    if japanese:
        for morpheme in _sudachi().tokenize(run):
            pos = morpheme.part_of_speech()
            surface = morpheme.surface()
            content = (
                pos[0] in _JA_CONTENT and pos[1] not in _JA_SKIP_SUB and pos[2] not in _JA_SKIP_SUB
            )
            if pos[0] == "補助記号" and _SCRIPT_RE.search(surface):
                content = True  # a character the dictionary does not know: unknown word
            function = (
                pos[0] in _JA_FUNCTION
                or pos[1] in _JA_FUNCTION
                or pos[1] == "非自立可能"
                or (pos[0] == "補助記号" and not _SCRIPT_RE.search(surface))
            )
            particle = pos[0] in ("助詞", "助動詞") or (
                pos[0] == "補助記号" and not _SCRIPT_RE.search(surface)
            )
            word = Word(surface, morpheme.normalized_form(), False, name=pos[1] == "固有名詞")
            tokens.append(Token(word, content, function, particle, pos[0]))
        return tuple(tokens)
    import rjieba

    for surface, flag in rjieba.tag(run):
        after_business = bool(tokens) and tokens[-1].word.surface in ("业务", "業務")
        if flag == "f" and surface in _ZH_CHANNEL_LOCATIVES and after_business:
            flag = "n"  # 「新加坡业务*线上*的收入」: the business's online channel, no place
        name = flag.startswith(("nr", "ns", "nt"))
        function = flag in _ZH_FUNCTION or flag.startswith("u") or not _SCRIPT_RE.search(surface)
        # Morphemes the dictionary has no word for (``zg``, ``ng``, ``x``) are unknown
        # words, so they count as content: something the question names.
        unknown = not function and (flag.endswith("g") or flag == "x")
        content = flag.startswith(_ZH_CONTENT) or name or unknown
        particle = flag in _ZH_PARTICLE or flag.startswith("u") or not _SCRIPT_RE.search(surface)
        word = Word(surface, surface, False, name=name)
        tokens.append(Token(word, content, function, particle, flag))
    return tuple(tokens)


@lru_cache(maxsize=8192)
def chinese_dictionary_word(word: str) -> bool:
    """Whether rjieba's dictionary holds ``word`` as an entry of its own (零售业, 免税店):
    a word it knows, not one its tagger guesses by joining unknown characters (查下店)."""
    import rjieba

    return bool(rjieba.has_word(word))


@lru_cache(maxsize=8192)
def japanese_parts_of_speech(text: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Each morpheme of Japanese ``text`` with Sudachi's part-of-speech fields (the third
    says サ変可能 for a verbal noun: 導入, 利用)."""
    return tuple((m.surface(), tuple(m.part_of_speech())) for m in _sudachi().tokenize(text))


@lru_cache(maxsize=4096)
def japanese_morphemes(text: str) -> tuple[tuple[str, str, str, str], ...]:
    """Each morpheme of Japanese ``text``: its surface, part of speech, normalized form
    and conjugation form (「とる」, 助動詞, とる, 連体形-一般)."""
    return tuple(
        (m.surface(), m.part_of_speech()[0], m.normalized_form(), m.part_of_speech()[5])
        for m in _sudachi().tokenize(text)
    )


@lru_cache(maxsize=4096)
def japanese_unknown_words(text: str) -> tuple[tuple[int, int], ...]:
    """The spans of the morphemes of Japanese ``text`` that Sudachi's dictionary has no
    word for (a Chinese word in simplified script: 事*业*, *营业额*)."""
    spans: list[tuple[int, int]] = []
    for m in _sudachi().tokenize(text):
        if m.is_oov():
            spans.append((m.begin(), m.end()))
    return tuple(spans)


@lru_cache(maxsize=8192)
def short_units(word: str, japanese: bool) -> tuple[str, ...]:
    """The shorter words a CJK compound is made of: Sudachi's short units for Japanese
    (社内公募制度 → 社内, 公募, 制度), jieba's search cut for Chinese (物流配送 → 物流, 配送)."""
    if japanese:
        from sudachipy import SplitMode

        return tuple(m.surface() for m in _sudachi().tokenize(word, SplitMode.A))
    import rjieba

    return tuple(rjieba.cut_for_search(word))


def _cjk_words(run: str, japanese: bool) -> tuple[Word, ...]:
    return tuple(t.word for t in cjk_tokens(run, japanese) if t.content)


def is_japanese(run: str, lang: str) -> bool:
    """Whether a CJK run is analysed as Japanese (the question's language, or kana)."""
    return lang == "ja" or _KANA_RE.search(run) is not None


def content_words(text: str, lang: str) -> list[Word]:
    """Content words of normalized ``text``: Latin words, then CJK nouns and names.

    ``lang`` chooses the CJK analyser: Japanese morphology for ``ja`` (or any run with
    kana), Chinese words otherwise.
    """
    words = latin_words(text)
    for run in CJK_RUN_RE.findall(text):
        words.extend(_cjk_words(run, is_japanese(run, lang)))
    return words


@lru_cache(maxsize=4096)
def _stems_of(text: str) -> frozenset[str]:
    return frozenset(stem(w) for w in LATIN_WORD_RE.findall(text))


def found_in(word: Word, text: str) -> bool:
    """Whether ``word`` occurs in normalized ``text``: by stem for Latin, as text for CJK."""
    if word.latin:
        return word.form in _stems_of(text)
    return word.surface in text or word.form in text


@lru_cache(maxsize=4096)
def _stem_sequence(text: str) -> tuple[str, ...]:
    return tuple(stem(w) for w in LATIN_WORD_RE.findall(text))


def words_in_order(words: Sequence[Word], text: str) -> bool:
    """Whether ``words`` occur in normalized ``text`` one after another, as a phrase:
    consecutive stems for Latin words, the words run together for CJK ones."""
    if len(words) == 1:
        return found_in(words[0], text)
    if all(w.latin for w in words):
        wanted = tuple(w.form for w in words)
        sequence = _stem_sequence(text)
        return any(
            sequence[i : i + len(wanted)] == wanted for i in range(len(sequence) - len(wanted) + 1)
        )
    if not any(w.latin for w in words):
        if "".join(w.surface for w in words) in text or "".join(w.form for w in words) in text:
            return True
        return cjk_phrase_re(words).search(text) is not None
    return all(found_in(w, text) for w in words)


def cjk_phrase_re(words: Sequence[Word]) -> re.Pattern[str]:
    """CJK ``words`` as a phrase, run together or joined by the genitive particle between
    two of them (「セルフレジ導入」 as 「セルフレジの導入」, 「会员占比」 as 「会员的占比」): a
    compound of nouns and the nouns joined by の or 的 name the same thing."""
    return re.compile("(?:の|的)?".join(re.escape(w.surface) for w in words))


def phrase_in(phrase: str, text: str) -> bool:
    """Whether a name occurs in normalized ``text``: every stem of a Latin name, or the
    CJK name as written."""
    folded = normalize(phrase)
    if folded.isascii():
        stems = [stem(w) for w in LATIN_WORD_RE.findall(folded)]
        return bool(stems) and set(stems) <= _stems_of(text)
    return folded in text
