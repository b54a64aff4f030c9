"""A request spoken to a voice assistant, read as it would be typed.

A smart speaker or a phone's assistant is woken by a call before the request ("hey
assistant", "ok Google", 「小爱同学」, 「嘿 Siri」, 「ねえ、アシスタント」), and writes down what
it hears: no punctuation, numbers as they are said ("twenty twenty three", 「两千零二十五」,
「にせんにじゅうごねんど」), a name said letter by letter or syllable by syllable ("e b i t d
a", "e bit da") or heard as another word sounding the same ("net prophet"). None of it is
a word asked:

* a call is a greeting word ("hey", "ok", 嘿, 你好, ねえ) and the name it calls, at the very
  start, before the request opens (a question word, a verb of asking, a hesitation); a
  name the KB holds is never a call ("ok Japan revenue?"), nor a number, nor a word of
  grammar ("hi what is …"). A name the dictionary does not know, or a Chinese place
  name after a greeting, may be a place asked of ("hi Taiwan team", 「你好 台湾团队」): it
  is a call only where the request names its market. A name called on its own ("alexa
  what was …", 「Siri、…」) is one the dictionary does not know, in a message that names
  a metric of its own (and, in English, a market). In Chinese the address 同学 closes a
  call (「小爱同学」), as a name said twice does (「小度小度」); in Japanese a katakana or
  Latin name set off after the greeting word is called. After a call, the app the
  request is passed to ("ask Acme Finance what …") goes too, unless it names a KB name
  other than the company;
* a year said in Chinese or Japanese numerals (两千零二十五, 二千二十四, 二五财年, にせんにじゅうよ)
  before a year's unit is read as its digits, as is a Japanese era's year said in kana
  (れいわろく), and a year named in kana relative to today (さくねんど) is written in kanji;
* single letters or short syllables heard apart that together spell a Latin name of the
  KB ("e b i t d a"), or letters alone ("r o e"), are read joined: an unknown name spelt
  out is then refused by its name;
* a word of the dictionary in the place of a word of a metric's name, sounding as it
  does, with the rest of the name around it ("net prophet"), is that word;
* 「の方」 after a market (「日本の方の売上」, the Japan side) is the market itself, as 那边
  is in Chinese.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import pairwise

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._emoji import is_region_name
from ragspine_eval_pipeline.engine._kana_numbers import with_kana_numbers
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import NUMBER_WORDS
from ragspine_eval_pipeline.kb.analysis import cjk_tokens, english_word_classes, normalize, stem

__all__ = ["as_heard"]

# --- a call to the assistant -----------------------------------------------------------

_EN_FILLERS = r"(?:u+m+|u+h+|e+r+m*|h+m+|ok(?:ay)?|so|well|like|right|alright|oh)"
"""Hesitations that may come before the call or between it and the request."""

_EN_CALL_WORD = r"(?:hey|hi|hiya|hello|ok(?:ay)?|yo)"
"""Greeting words that call an assistant by its name."""

_EN_OPENING = (
    r"(?:what(?:['’]?s)?|whats|how|which|who|when|where|why|tell|give|show|find|get|pull"
    r"|look|check|can|could|would|will|do|does|did|is|are|was|were|i|i['’]?d|we|please"
    r"|let|lemme|gimme|quick|just|ask|" + _EN_FILLERS[3:-1] + r")(?![a-z'’])"
)
"""Words a spoken request opens on: a question word, a verb of asking, an auxiliary, a
subject, a hesitation."""

_EN_CALL_RE = re.compile(
    rf"^\s*(?:{_EN_FILLERS}[\s,.]+)*(?P<greet>{_EN_CALL_WORD})[\s,]+"
    r"(?P<name>[a-z][a-z'’-]*(?:\s+[a-z][a-z'’-]*)??)(?:\s*[,.!:]\s*|\s+)"
    rf"(?=(?:{_EN_FILLERS}[\s,.]+)*{_EN_OPENING})",
    re.IGNORECASE,
)
"""A greeting word and one or two words of a name at the start, the request after them."""

_EN_NAME_ALONE_RE = re.compile(
    rf"^\s*(?:{_EN_FILLERS}[\s,.]+)*(?P<name>[a-z]+)(?:\s*,\s*|\s+)"
    rf"(?=(?:{_EN_FILLERS}[\s,.]+)*(?:(?:what|how|which|who|when|where)(?:['’]?s)?"
    r"|can|could|tell|give|show|ask)(?![a-z'’]))",
    re.IGNORECASE,
)
"""A name alone at the start, a question word or a verb of asking after it."""

_EN_SKILL_RE = re.compile(
    r"^\s*(?:ask|tell|open|talk\s+to)\s+(?P<skill>[a-z]+(?:\s+[a-z]+){0,2}?)\s*,?\s+"
    r"(?=(?:what|how|which|who|when|where|for|about|if|whether|to)(?![a-z]))",
    re.IGNORECASE,
)
"""After a call, the app the request is passed to ("alexa *ask Acme Finance* what …")."""

_EN_LEADING_FILLERS_RE = re.compile(
    rf"^\s*(?:{_EN_FILLERS}[\s,.]+)+(?=(?:what|how|which|who|when|where|tell|give|show|can"
    r"|could)(?![a-z]))",
    re.IGNORECASE,
)
"""Hesitations left after a call, before the request's first word ("… *um so* what was")."""

_EN_CLOSING_CALL_RE = re.compile(
    r"(?<![a-z])(?P<thanks>thanks|thank\s+you|thx|cheers|please)\s*,?\s+(?P<name>[a-z]+)"
    r"(?P<end>\s*[.!?]*\s*)$",
    re.IGNORECASE,
)
"""Thanks closing a request and the name it thanks ("… thanks alexa")."""

_SAID_THOUSAND_AND_RE = re.compile(
    r"(?<![a-z])(two\s+thousand)\s+and\s+(?=(?:one|two|three|four|five|six|seven|eight|nine"
    r"|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
    r"|twenty|thirty)(?![a-z]))",
    re.IGNORECASE,
)
"""The "and" of a year said "two thousand and twenty three", no word joining two requests."""

_ZH_CALL_RE = re.compile(
    r"^\s*(?:[嗯呃哦唉诶欸哎]+[\s,，、]*)*(?:"
    r"(?:嘿|嗨|喂|哈喽|哈啰|你好|您好|hey|hi|ok|okay)\s*(?:(?P<latin>[A-Za-z]+)(?![A-Za-z])[\s,，、!！]*"
    r"|(?P<han>[\u4e00-\u9fff]{1,4})(?:\s*[,，、!！]\s*|\s+))"
    r"|(?P<classmate>[\u4e00-\u9fff]{1,3}同学)[\s,，、!！]*"
    r"|(?P<twice>([\u4e00-\u9fff]{2})\5)[\s,，、!！]*"
    r")",
    re.IGNORECASE,
)
"""A call in Chinese: a greeting and a name (「嘿 Siri」, 「你好小艺」), a name addressed as
同学 (「小爱同学」), a name said twice (「小度小度」)."""

_JA_CALL_RE = re.compile(
    r"^\s*(?:ねえ|ねぇ|ねー|ヘイ|へい|hey|hi|ok|okay|オッケー|オーケー)[\s、,]*"
    r"(?:(?P<name>[\u30a1-\u30fa\u30fc]+|[A-Za-z]+(?![A-Za-z]))(?:\s*[、,。!！]\s*|\s+|$))?",
    re.IGNORECASE,
)
"""A call in Japanese: a greeting word and, after it, the katakana or Latin name called
and set off (「ねえ、アシスタント」, 「オッケー Google」)."""

_LATIN_NAME_ALONE_RE = re.compile(
    r"^\s*(?P<name>[A-Za-z]+)(?:\s*[、,，:：!！]\s*|\s+)(?=[^\sA-Za-z])"
)
"""A Latin name alone opening a Chinese or Japanese request, set off from it (「Siri、…」)."""


def _names_kb(word: str, matcher: Matcher) -> bool:
    """Whether ``word`` holds a name the KB knows, or a number (never a call)."""
    folded = normalize(word)
    if any(w in NUMBER_WORDS for w in folded.split()) or re.search(r"\d", folded):
        return True
    return bool(matcher.find(folded))


def _known_words(name: str) -> bool:
    """Whether every word of ``name`` is a word of the dictionary ("assistant", "google"):
    a word it does not know may be a place ("hi Taiwan team"), which may say which market
    is asked where the request names none."""
    return all(english_word_classes(w) for w in name.casefold().split())


def _names_a_market(text: str, matcher: Matcher) -> bool:
    return any(m.kind == "scope" for m in matcher.find(normalize(text)))


def _names_a_metric(text: str, matcher: Matcher) -> bool:
    return any(m.kind == "metric" for m in matcher.find(normalize(text)))


def _called(name: str, matcher: Matcher) -> bool:
    """Whether ``name`` may be the name called: no word of grammar, no KB name, no number,
    no region's name (「Korea 2024财年的收入」 asks of Korea), no part of the business ("Hi
    online team, …" may ask the online part)."""
    if is_region_name(name) or gr.PART_OF_BUSINESS_RE.search(name):
        return False
    words = name.casefold().split()
    if any(w in gr.ENGLISH_GRAMMAR or re.fullmatch(_EN_FILLERS, w) for w in words):
        return False
    return not _names_kb(name, matcher)


def _the_app(skill: str, matcher: Matcher) -> bool:
    """Whether ``skill`` may name the app a request is passed to: no word of grammar, and
    no KB name but the company's."""
    words = skill.casefold().split()
    if any(w in gr.ENGLISH_GRAMMAR for w in words):
        return False
    return all(m.kind == "company" for m in matcher.find(normalize(skill)))


def _without_closing_call(text: str, called: str, matcher: Matcher) -> str:
    """English ``text`` less the name after the thanks closing it: the name ``called`` at
    the start, or a name no dictionary knows."""
    found = _EN_CLOSING_CALL_RE.search(text)
    if found is None or not _called(found["name"], matcher):
        return text
    name = found["name"].casefold()
    if english_word_classes(name) and name not in called.casefold().split():
        return text
    return text[: found.start()] + found["thanks"] + found["end"]


def _without_english_call(text: str, matcher: Matcher) -> str:
    text = _SAID_THOUSAND_AND_RE.sub(r"\1 ", text)
    name, called = _english_call_out(text, matcher)
    if called != text:
        skill = _EN_SKILL_RE.match(called)
        if skill and _the_app(skill.group("skill"), matcher):
            called = called[skill.end() :]
        called = _EN_LEADING_FILLERS_RE.sub("", called)
    return _without_closing_call(called, name, matcher)


def _english_call_out(text: str, matcher: Matcher) -> tuple[str, str]:
    """The name called at the start of ``text`` and the text after the call; no name and
    ``text`` itself where none is called."""
    found = _EN_CALL_RE.match(text)
    if (
        found
        and _called(found.group("name"), matcher)
        and (_names_a_market(text[found.end() :], matcher) or _known_words(found.group("name")))
    ):
        return found.group("name"), text[found.end() :]
    alone = _EN_NAME_ALONE_RE.match(text)
    if (
        alone
        and not english_word_classes(alone.group("name").casefold())
        and _called(alone.group("name"), matcher)
        and _names_a_metric(text[alone.end() :], matcher)
        and _names_a_market(text[alone.end() :], matcher)
    ):
        return alone.group("name"), text[alone.end() :]
    return "", text


def _a_latin_name(name: str) -> bool:
    """Whether the Latin word ``name`` may be an assistant's name: written with a capital
    or no word of the dictionary ("Siri", "Google"; never "online")."""
    return name[:1].isupper() or not english_word_classes(name.casefold())


def _without_latin_name(text: str, matcher: Matcher) -> str:
    """Chinese or Japanese ``text`` less a Latin name no dictionary knows opening it alone,
    where the rest names a metric (「Alexa，日本的收入」)."""
    found = _LATIN_NAME_ALONE_RE.match(text)
    name = found.group("name") if found else ""
    if (
        found
        and not english_word_classes(name.casefold())
        and _called(name, matcher)
        and _names_a_metric(text[found.end() :], matcher)
    ):
        return text[found.end() :]
    return text


def _without_chinese_call(text: str, matcher: Matcher) -> str:
    found = _ZH_CALL_RE.match(text)
    if found is None or found.end() == len(text):
        return _without_latin_name(text, matcher)
    name = found.group("latin") or found.group("han") or found.group()
    if _names_kb(name, matcher) or (found.group("latin") and not _a_latin_name(name)):
        return text
    if (
        found.group("han")
        and any(t.tag.startswith("ns") for t in cjk_tokens(found.group("han"), False))
        and not _names_a_market(text[found.end() :], matcher)
    ):
        return text
    return text[found.end() :]


def _without_japanese_call(text: str, matcher: Matcher) -> str:
    found = _JA_CALL_RE.match(text)
    if found is None or found.end() == len(text):
        return _without_latin_name(text, matcher)
    name = found.group("name")
    if name and (_names_kb(name, matcher) or (name.isascii() and not _a_latin_name(name))):
        # 「ねえ、マカオの売上は」: the greeting alone goes, the market stays.
        return text[found.start("name") :]
    return text[found.end() :]


# --- years said in numerals ------------------------------------------------------------

_HAN_DIGITS = {
    "一": 1,
    "二": 2,
    "两": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
}
_HAN_DIGIT = "[一二两三四五六七八九]"
_HAN_YEAR_RE = re.compile(
    rf"(?<![一二两三四五六七八九十千百零〇\d])[两二]千\s*(?:零|〇)?"
    rf"(?P<ten>(?P<tens>{_HAN_DIGIT})?十)?(?P<unit>{_HAN_DIGIT})?"
    r"(?=\s*(?:年|财年|財年|会计年度|會計年度)|[\s，,]+(?:[哦噢喔啊呃]\s*)?(?:不对|不對|说错了|說錯了))"
)
"""A year said in Chinese or Japanese numerals before a year's unit (两千零二十五财年,
二千二十四年度), or before a self-repair between pauses that takes it back (「两千零二十三
不对 两千零二十四财年」)."""

_KANA_DIGITS = {
    "いち": 1,
    "に": 2,
    "さん": 3,
    "よん": 4,
    "よ": 4,
    "ご": 5,
    "ろく": 6,
    "なな": 7,
    "しち": 7,
    "はち": 8,
    "きゅう": 9,
    "く": 9,
}
_KANA_DIGIT = "(?:いち|に|さん|よん|よ|ご|ろく|なな|しち|はち|きゅう|く)"
_KANA_NUMBER = rf"(?P<ten>(?P<tens>{_KANA_DIGIT})?じゅう)?(?P<unit>{_KANA_DIGIT})?"
_KANA_UNIT = r"\s*(?P<year_unit>ねんど|ねん|年度|年)"
_KANA_YEAR_RE = re.compile(r"にせん" + _KANA_NUMBER + _KANA_UNIT)
"""A year said in kana (にせんにじゅうごねんど, にせんにじゅうよねん)."""

_KANA_ERA_RE = re.compile(
    r"(?P<era>れいわ|へいせい|令和|平成)\s*" + rf"(?:(?P<first>がん)|{_KANA_NUMBER})" + _KANA_UNIT
)
"""An era's year said in kana (れいわろくねんど, 令和ろくねんど, れいわがんねん)."""

_HAN_SHORT_YEAR_RE = re.compile(
    r"(?<![一二两三四五六七八九十千百零〇\d])(?P<digits>[一二三四五六七八九〇零][〇零一二三四五六七八九])"
    r"(?=\s*(?:财年|財年|年度))"
)
"""A fiscal year's two last digits said one by one (二四财年, 二五年度)."""

_HAN_YEAR_ALONE_RE = re.compile(
    r"(?<![一二两三四五六七八九十千百零〇\d])二[〇零][〇零一二三四五六七八九]{2}"
    r"(?![一二两三四五六七八九十千百零〇\d万亿])"
)
"""A year read digit by digit without its unit (「集团二零二五 不对 二零二四财年」): four
digits said one by one, 二〇 first, name a year of this century, never an amount."""

_FY_HAN_RE = re.compile(
    r"(?<![A-Za-z])(?P<fy>FY)\s*(?:(?P<pair>[〇零一二三四五六七八九]{2})"
    r"|(?P<tens>[一二三四五六七八九])?十(?P<unit>[一二三四五六七八九])?)"
    r"(?![〇零一二三四五六七八九十百千万亿])",
    re.IGNORECASE,
)
"""A fiscal year's number said in Chinese numerals after FY (FY二四, FY 二十四)."""

_HAN_DIGIT_BY_DIGIT = str.maketrans("〇零一二三四五六七八九", "00123456789")

_KANA_YEAR_WORDS = {
    "さくねんど": "昨年度",
    "さくねん": "昨年",
    "ぜんねんど": "前年度",
    "こんねんど": "今年度",
    "らいねんど": "来年度",
}
_KANA_YEAR_WORD_RE = re.compile(
    rf"(?:{'|'.join(_KANA_YEAR_WORDS)})"
    r"(?=[のはでにも、,。]|って|\s|$)"
)
"""A year named relative to today in kana (さくねんど, らいねんど)."""

_ERA_KANJI = {"れいわ": "令和", "へいせい": "平成"}
_YEAR_UNIT_KANJI = {"ねんど": "年度", "ねん": "年"}


def _han_year(found: re.Match[str]) -> str:
    tens = _HAN_DIGITS[found["tens"]] if found["tens"] else int(bool(found["ten"]))
    return str(2000 + 10 * tens + (_HAN_DIGITS[found["unit"]] if found["unit"] else 0))


def _fy_han(found: re.Match[str]) -> str:
    if found["pair"]:
        return found["fy"] + found["pair"].translate(_HAN_DIGIT_BY_DIGIT)
    tens = _HAN_DIGITS[found["tens"]] if found["tens"] else 1
    return f"{found['fy']}{10 * tens + (_HAN_DIGITS[found['unit']] if found['unit'] else 0)}"


def _kana_number(found: re.Match[str]) -> int:
    tens = _KANA_DIGITS[found["tens"]] if found["tens"] else int(bool(found["ten"]))
    return 10 * tens + (_KANA_DIGITS[found["unit"]] if found["unit"] else 0)


def _unit(found: re.Match[str]) -> str:
    return _YEAR_UNIT_KANJI.get(found["year_unit"], found["year_unit"])


def _kana_year(found: re.Match[str]) -> str:
    return f"{2000 + _kana_number(found)}{_unit(found)}"


def _era_year(found: re.Match[str]) -> str:
    era = _ERA_KANJI.get(found["era"], found["era"])
    if found["first"]:
        return f"{era}元{_unit(found)}"
    number = _kana_number(found)
    return f"{era}{number}{_unit(found)}" if number else found.group()


def with_years_as_digits(text: str) -> str:
    """``text`` with the years said in Chinese or Japanese numerals, or in kana, as digits,
    a kana year's unit after them in kanji, and a year named in kana relative to today
    in kanji."""
    text = _HAN_YEAR_RE.sub(_han_year, text)
    text = _HAN_SHORT_YEAR_RE.sub(lambda m: m["digits"].translate(_HAN_DIGIT_BY_DIGIT), text)
    text = _HAN_YEAR_ALONE_RE.sub(lambda m: m.group().translate(_HAN_DIGIT_BY_DIGIT), text)
    text = _FY_HAN_RE.sub(_fy_han, text)
    if re.search(r"[\u3041-\u3096]", text):
        text = _KANA_YEAR_WORD_RE.sub(lambda m: _KANA_YEAR_WORDS[m.group()], text)
        text = _KANA_YEAR_RE.sub(_kana_year, text)
        text = _KANA_ERA_RE.sub(_era_year, text)
    return text


# --- letters and syllables heard apart ---------------------------------------------------

_SHORT_WORD_RE = re.compile(r"(?<![A-Za-z'’])[A-Za-z]{1,4}(?![A-Za-z'’])")
"""A letter or a short syllable heard as a word of its own."""

_HEARD_APART = 6
"""At most how many letters or syllables one name is heard as."""


def _joins_a_name(part: list[str], matcher: Matcher) -> bool:
    """Whether the words ``part``, joined, are a word spelt letter by letter ("r o e", "f
    y": letters alone, the first no word of its own) or a whole Latin name of the KB that
    they name nowhere as heard: a letter said alone, or a syllable no dictionary knows,
    among them (words each said whole, "net sales", are meant as words)."""
    if all(len(w) == 1 for w in part) and part[0].casefold() not in ("a", "i"):
        return True
    if not any(len(w) == 1 or not english_word_classes(w.casefold()) for w in part):
        return False
    joined = "".join(part).casefold()
    whole = [m for m in matcher.find(joined) if m.start == 0 and m.end == len(joined)]
    return (
        bool(whole)
        and not any(m.misspelt for m in whole)
        and not matcher.find(" ".join(part).casefold())
    )


def _with_names_heard_apart(text: str, matcher: Matcher) -> str:
    """``text`` with each run of letters or syllables that spells a KB name joined."""
    words = list(_SHORT_WORD_RE.finditer(text))
    cuts: list[tuple[int, int, str]] = []
    at = 0
    while at < len(words):
        for size in range(min(_HEARD_APART, len(words) - at), 1, -1):
            run = words[at : at + size]
            if any(text[a.end() : b.start()].strip() for a, b in pairwise(run)):
                continue
            part = [w.group() for w in run]
            if _joins_a_name(part, matcher):
                cuts.append((run[0].start(), run[-1].end(), "".join(part)))
                at += size
                break
        else:
            at += 1
    for start, end, name in reversed(cuts):
        text = text[:start] + name + text[end:]
    return text


# --- a word of a metric's name heard as another word ------------------------------------

_LATIN_WORD_RE = re.compile(r"(?<![A-Za-z'’])[A-Za-z]+(?![A-Za-z'’])")


def _sound(word: str) -> str:
    """A word's consonants as heard: "ph" as "f", doubled letters once, vowels after the
    first letter dropped ("prophet" and "profit" are both ``prft``)."""
    folded = word.casefold().replace("ph", "f").replace("ck", "k")
    folded = re.sub(r"(.)\1+", r"\1", folded)
    return folded[:1] + re.sub(r"[aeiouy]", "", folded[1:])


_SOUNDS_HEARD = 4
"""Consonants a name's word needs before a word sounding as it does is read as it: a
shorter word ("net", "gross", "total") sounds as many others do."""


@lru_cache(maxsize=16)
def _metric_names_of_words(matcher: Matcher) -> tuple[tuple[str, ...], ...]:
    """The metrics' Latin names of two or three words, by stem."""
    return tuple(
        key
        for key, hits in matcher.latin.items()
        if 2 <= len(key) <= 3 and all(kind == "metric" for kind, _ in hits)
    )


def _with_names_misheard(text: str, matcher: Matcher) -> str:
    """English ``text`` with a word heard in place of a word of a metric's name read as
    that word: a word the dictionary knows as the same part of speech ("net *prophet*"),
    sounding as the name's word does, with the rest of the name said as written around
    it ("Japan's *bright* in", an adjective, is no "brought in"). A word that sounds
    otherwise ("net sales"), or in the place of a short word ("nut profit"), is a word of
    its own, refused if the KB lacks it."""
    words = list(_LATIN_WORD_RE.finditer(text))
    stems = [stem(w.group().casefold()) for w in words]
    heard: dict[int, str] = {}
    for key in _metric_names_of_words(matcher):
        for at in range(len(words) - len(key) + 1):
            differ = [j for j in range(len(key)) if stems[at + j] != key[j]]
            if len(differ) != 1:
                continue
            j = at + differ[0]
            word = words[j].group().casefold()
            if (
                english_word_classes(word) & english_word_classes(key[differ[0]])
                and len(_sound(key[differ[0]])) >= _SOUNDS_HEARD
                and _sound(stems[j]) == _sound(key[differ[0]])
                and not matcher.find(word)
            ):
                heard[j] = key[differ[0]]
    for j in sorted(heard, reverse=True):
        text = text[: words[j].start()] + heard[j] + text[words[j].end() :]
    return text


# --- the Japanese side of a market ---------------------------------------------------------

_SIDE_RE = re.compile(r"の方(?=\s*(?:の|は|って|で|も|に|、|\s))")


def _without_market_side(text: str, matcher: Matcher) -> str:
    """Japanese ``text`` less 「の方」 straight after a market's name."""
    norm = normalize(text)
    if len(norm) != len(text) or "の方" not in text:
        return text
    ends = {m.end for m in matcher.find(norm) if m.kind == "scope"}
    cuts = [m.span() for m in _SIDE_RE.finditer(text) if m.start() in ends]
    for start, end in reversed(cuts):
        text = text[:start] + text[end:]
    return text


def as_heard(text: str, lang: str, matcher: Matcher) -> str:
    """``text`` less a call to the assistant, with the years, letters and syllables a voice
    assistant writes as heard read as typed."""
    text = _with_names_heard_apart(with_years_as_digits(text), matcher)
    if lang == "en":
        return _without_english_call(_with_names_misheard(text, matcher), matcher)
    if lang == "zh":
        return _without_chinese_call(text, matcher)
    if lang == "ja":
        text = with_kana_numbers(text)
        return _without_market_side(_without_japanese_call(text, matcher), matcher)
    return text
