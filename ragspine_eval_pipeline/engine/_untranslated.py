"""Words an online translator left in the source language, read as the target's own.

A translator passes over what it takes for no content: the courtesy and the particles
of the language translated from ("…, *por favor*", "*tolong* 教えて", "… percent *krub*",
「… *ค่ะ*」, "Please let me know *알려주세요*"), its asking frame ("*quisiera saber* …",
"*boleh tahu* …", "*cho tôi biết* …"), and its words of the period ("at *tahun* fiscal
2023", 「*tahun* 2025年度」, "*en el año fiscal de* 2024", "*tahun lalu*"). All are closed
classes, listed here per language family, so a word is read only where it is one of them:

- *courtesy, particles and the asking frame* (a please, a thanks, whom it addresses, a
  sentence-final politeness particle, a Korean predicate in a polite ending, "could you
  tell me") are dropped; the short particles that are words of other languages too
  ("ka", "na", "po", "ya", "sir") only where they close the sentence;
- *the period words* (the word for "year", its "fiscal", the preposition and article
  before it, "last year" and "this year") are read as the target language's own, so the
  period grammar reads the year they date.

A content word left untranslated (a place, a product, a metric: "ventas en línea",
「온라인 매출」) is none of these and stays, a word the engine refuses.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine._source_years import with_source_years_read

__all__ = ["with_untranslated_read"]

_COURTESY = (
    # Spanish, Portuguese, Italian, French, German, Turkish
    r"por\s+favor|porfa(?:vor)?|(?:muchas\s+|mil\s+)?gracias(?:\s+de\s+antemano)?"
    r"|(?:muito\s+)?obrigad[oa]|per\s+favore|grazie(?:\s+mille)?"
    r"|s['’]il\s+(?:vous|te)\s+pla[iî]t|merci(?:\s+(?:beaucoup|d['’]avance|par\s+avance))?|bitte(?:\s+sch[oö]n)?"
    r"|(?:danke(?:\s+sch[oö]n)?|vielen\s+dank)(?:\s+im\s+voraus)?|im\s+voraus"
    r"|je\s+vous\s+(?:en\s+)?prie|svp|stp"
    r"|por\s+gentileza|desde\s+j[aá]|(?:[sş]imdiden\s+)?l[uü]tfen"
    r"|(?:[sş]imdiden\s+)?te[sş]ekk[uü]r(?:ler|\s+ederim)"
    # Indonesian and Malay
    r"|mohon\s+info(?:rmasi)?(?:nya)?|tolong|mohon|terima\s+kasih|makasih|silakan|harap"
    # Vietnamese
    r"|vui\s+l[oò]ng|l[aà]m\s+[oơ]n|(?:xin\s+)?c[aả]m\s+[oơ]n|c[aá]m\s+[oơ]n|nh[eé]\s*ạ|ạ"
    # Thai, written in Latin letters
    r"|(?:khob|khop|kop|kob)\s*khun(?:\s+(?:krub|krab|khrap|khrab|krap|ka|kha|kah))?"
    r"|(?:na\s+)?(?:krub|krab|khrap|khrab|krap|khrub)"
    # Tagalog, Hindi and Arabic, written in Latin letters
    r"|salamat(?:\s+po)?|kripya|kripaya|dhanyavaad|dhanyavad|shukriya|shukran"
    r"|min\s+fadlak"
    # Korean, Japanese and Chinese thanks and please, written in Latin letters
    r"|(?:kamsa|gamsa)\s*ham?nida|komap(?:seum|sum)nida|(?:hae)?juseyo"
    r"|arigat[oō]u?(?:\s+gozaimas(?:u|hita))?|xie\s*xie(?:\s+ni)?"
    # the asking word ("how much") left beside an English request: cuánto, berapa
    r"|cu[aá]nt[oa]s?(?:\s+(?:es|fue|son|fueron))?|berapa(?:kah)?|bao\s+nhi[eê]u"
    # the asking frame: "could you tell me", "I'd like to know", "may I know"
    r"|(?:me\s+)?(?:puede|podr[ií]a|puedes|podr[ií]as)(?:\s+usted)?\s+decir(?:me)?|d[ií]game"
    r"|quisiera\s+saber|quiero\s+saber|(?:pode|poderia)\s+me\s+dizer|gostaria\s+de\s+saber"
    r"|boleh\s+(?:saya\s+)?tahu|(?:beri|kasih)\s+tahu|info(?:rmasi)?nya"
    r"|(?:xin\s+)?cho\s+(?:t[oô]i|em|m[iì]nh)\s+(?:bi[eế]t|h[oỏ]i)|xin\s+h[oỏ]i|cho\s+h[oỏ]i"
)
"""Courtesy words that are no word of English (a please, a thanks, a Thai particle), and
the asking frame said around a request."""

_ADDRESS = r"pak|bu|kak|mas|mbak|ji|po|anh|ch[iị]|sir|madam|ma['’]am"
"""Who is addressed after a courtesy word ("terima kasih *pak*", "salamat *po*")."""

_CLOSING_PARTICLES = r"ka|kha|kah|khaa|na|po|ya|yah|nha|nhé|nhe|sila|dong\s+ya|ji|pak|bu|kak"
"""Sentence-final particles that are words elsewhere too: read only at the close."""

_CLOSING_ADDRESS = r",?\s*(?:sir|madam|ma['’]am)"
"""A Thai or Vietnamese polite particle (ครับ, ạ) rendered as an address to the one asked
("…, sir?"): read only at the close."""

_SCRIPT_COURTESY = (
    # Thai: the polite particles, please and thanks
    r"(?:นะ)?(?:ครับ|คับ|ค่ะ|คะ|ค่า|จ้ะ|จ้า)(?:ผม)?|กรุณา|ขอบคุณ(?:ครับ|ค่ะ|มาก)?"
    r"|ช่วย(?:บอก)?(?:หน่อย)?|บอก(?:หน่อย)?|ขอทราบ"
    # Korean adverbs of asking left beside the request: please, by any chance
    r"|(?<![\uac00-\ud7a3])(?:좀|혹시|제발)(?![\uac00-\ud7a3])"
    # Arabic, Persian and Urdu: please, if you allow, thanks (in advance)
    r"|(?:من\s+فضلك(?:م)?|لو\s+سمحت(?:م)?|(?:ال)?رجاء|رجاءً|شكرا(?:ً)?(?:\s+جزيلا(?:ً)?)?"
    r"|(?:مع\s+)?(?:الشكر|خالص\s+الشكر)|لطفا|لطفاً|ممنون(?:م)?|متشکرم|مرسی"
    r"|براہ\s+کرم|برائے\s+مہربانی|مہربانی|شکریہ)(?![\u0600-\u06ff])"
    # Russian and Ukrainian: please, thanks (in advance), tell me
    r"|(?<![\u0400-\u052f])(?:пожалуйста|пожалуйсто|будьте\s+добры|(?:заранее\s+)?спасибо"
    r"(?:\s+(?:заранее|большое))?|благодарю|подскажите|скажите|будь\s+ласка|дякую)"
    r"(?![\u0400-\u052f])"
    # Hindi: please, thanks, tell me, the respectful ji
    r"|(?<![\u0900-\u097f])(?:कृपया|कृपा\s+करके|धन्यवाद|शुक्रिया|बताइए|बताइये|बताएं|बताएँ|जी)"
    r"(?![\u0900-\u097f])"
    # Greek and Hebrew: please, thanks
    r"|παρακαλώ|ευχαριστώ|בבקשה|תודה"
)
"""Courtesy words in a script of their own, read wherever they stand."""

_SCRIPT_FUNCTION_RE = re.compile(
    r"(?<![\u0400-\u052f])(?:в|во|на|за|по|до|из|от|и|ли|это|какой|какая|каков|сколько)"
    r"(?![\u0400-\u052f])"
    r"|(?<![\u0900-\u097f])(?:है|हैं|था|थी|थे|में|मे|का|की|के|को|से|पर|तक|क्या|कितना|कितनी)"
    r"(?![\u0900-\u097f])"
    r"|(?<![\u0600-\u06ff])(?:في|من|عن|إلى|على|هل|ما|كم|میں|کا|کی|کے|ہے|تھا|کیا|در|از|است)"
    r"(?![\u0600-\u06ff])"
)
"""The grammar a translator leaves in the source's script beside a request (closed
classes: Russian prepositions, conjunctions and asking words; Hindi's copula, its
postpositions and asking words; Arabic, Urdu and Persian prepositions, copulas and asking
words): they name nothing, and are dropped wherever they stand alone."""

_HANGUL_PREDICATE_RE = re.compile(
    r"(?<![\uac00-\ud7a3])(?:(?:알려|가르쳐|말해|보여|확인해|찾아|조회해|정리해|계산해)\s+)?"
    r"[\uac00-\ud7a3]*(?:세요|십시오|니다|니까|해요|드려요|줘요|해줘|줘|까요|지요)"
    r"(?![\uac00-\ud7a3])\s*[.!?。！？]*"
)
"""A Korean word in a polite predicate's ending (알려주세요 "please let me know",
가르쳐 주세요 with the verb of telling, showing or checking before the auxiliary apart,
부탁합니다, 감사합니다): a request or a thanks, never a noun the question names."""

_LATIN = r"A-Za-z\u00c0-\u024f\u1e00-\u1eff"

_COURTESY_RE = re.compile(
    rf"(?<![{_LATIN}'’])(?:{_COURTESY})(?:\s+(?:{_ADDRESS}))?(?![{_LATIN}])\s*[.!?。！？]*"
    r"|^\s*(?:respected|dear|hono(?:u)?red|esteemed)\s+(?:sirs?|madam|ma['’]am)"
    r"(?:\s*(?:/|or)\s*(?:madam|ma['’]am))?\s*[,:!]\s*"
    rf"|(?<![{_LATIN}'’])(?-i:{_CLOSING_PARTICLES})(?=\s*[.!?。！？]*\s*$)\s*[.!?。！？]*"
    rf"|(?<![{_LATIN}'’]){_CLOSING_ADDRESS}(?![{_LATIN}])(?=\s*[.!?。！？]*\s*$)"
    rf"|(?:{_SCRIPT_COURTESY})\s*[.!?。！？]*"
    r"|(?:หน่อย|ด้วย)(?:นะ)?(?:ครับ|คับ|ค่ะ|คะ)?(?=\s*[.!?。！？]*\s*$)",
    re.IGNORECASE,
)

_YEAR_WORD = r"tahun|a[nñ]o|năm|anno|ann[ée]e|jahr|y[ıi]l|ปี|년도|년|taon|ejercicio|exerc[ií]cio"
"""The word for "year" in the languages translated from."""

_SOURCE_FISCAL_RE = re.compile(
    rf"(?<=[{_LATIN}]\s)(?:fiskal|keuangan|buku|t[aà]i\s+ch[ií]nh|financiero|financeiro|contable)"
    rf"(?=\s*(?:de\s+)?\d{{4}})|(?<=\s)de\s+(?=\d{{4}})",
    re.IGNORECASE,
)
"""The source's word for "fiscal" after its word for "year" (tahun *buku*, año
*financiero*, năm *tài chính*), and its "of" before the year (año fiscal *de* 2024)."""

_SOURCE_PREPOSITION = (
    r"(?:(?:en|del|de|para|no|do|na|pada|di|trong|v[aà]o)\s+(?:(?:el|la|o|a)\s+)?)"
)
"""A preposition and article of the source before its year word: *en el* año, *pada*
tahun, *trong* năm."""

_YEAR_WORD_RE = re.compile(
    rf"(?<![{_LATIN}])(?P<prep>{_SOURCE_PREPOSITION})?(?:{_YEAR_WORD})(?![{_LATIN}])\s*"
    rf"(?=(?:fiscal|financial|accounting|fy|财政|財政|财务|財務|会计|會計|会計)?\s*\d{{4}}"
    rf"|(?:fiscal|financial|accounting)(?![{_LATIN}]))",
    re.IGNORECASE,
)
"""The source's word for "year" before the year it dates or a fiscal word."""

_TARGET_YEAR = {"en": "year ", "zh": "年", "ja": "年"}

_LAST_YEAR = (
    r"tahun\s+lalu|a[nñ]o\s+pasado|ano\s+passado|el\s+a[nñ]o\s+pasado|o\s+ano\s+passado"
    r"|n[aă]m\s+(?:ngo[aá]i|tr[uư][oớ]c)|l['’]ann[ée]e\s+derni[eè]re|letztes\s+jahr|ge[cç]en\s+y[ıi]l"
    r"|작년|지난해|ปีที่แล้ว|ปีก่อน"
)
_THIS_YEAR = (
    r"tahun\s+ini|este\s+a[nñ]o|este\s+ano|n[aă]m\s+nay|cette\s+ann[ée]e|dieses\s+jahr|bu\s+y[ıi]l"
    r"|올해|금년|ปีนี้"
)
_RELATIVE_YEAR_RE = re.compile(
    rf"(?<![{_LATIN}])(?:(?P<last>{_LAST_YEAR})|(?P<this>{_THIS_YEAR}))(?![{_LATIN}])",
    re.IGNORECASE,
)
"""The source's "last year" and "this year" (tahun lalu, año pasado, năm nay, 작년)."""

_TARGET_RELATIVE = {
    "en": {"last": " last year ", "this": " this year "},
    "zh": {"last": "去年", "this": "今年"},
    "ja": {"last": "昨年", "this": "今年"},
}


def _year_word(match: re.Match[str], lang: str) -> str:
    """The target's word for "year", or nothing where the year after it carries its own
    (「tahun 2025年度」)."""
    dated = re.match(
        r"\d{4}\s*(?:年|财年|財年|fy|fiscal|financial)", match.string[match.end() :], re.I
    )
    return "" if dated else _TARGET_YEAR.get(lang, "year ")


def with_untranslated_read(text: str, lang: str) -> str:
    """``text`` less the courtesy a translator left untranslated, its source's word for
    "year" read as ``lang``'s (module docstring); a text with none comes back unchanged."""
    read = _COURTESY_RE.sub(_mark_kept, with_source_years_read(text, lang))
    read = _HANGUL_PREDICATE_RE.sub(" ", _SCRIPT_FUNCTION_RE.sub(" ", read))
    relative = _TARGET_RELATIVE.get(lang, _TARGET_RELATIVE["en"])
    read = _RELATIVE_YEAR_RE.sub(lambda m: relative[m.lastgroup or "this"], read)
    read = _YEAR_WORD_RE.sub(lambda m: _year_word(m, lang), _source_fiscal(read))
    if read == text:
        return text
    # The marks a dropped word leaves ("…2023, ?", 「…ですか、」) close where it stood.
    read = re.sub(r"\s*[,，、]\s*(?=[.!?。！？]|$)", "", read)
    read = re.sub(r"\s+([.!?,，。！？、])", r"\1", read)
    read = re.sub(r"(?<=[^\x00-\x7f])\s+|\s+(?=[^\x00-\x7f])", _cjk_space, read)
    read = re.sub(r"\s{2,}", " ", read).strip()
    if not re.search(r"[.!?。！？]\s*$", read) and re.search(r"[?？]\s*$", text):
        read += "？" if lang in ("zh", "ja") else "?"
    return read or text


def _mark_kept(match: re.Match[str]) -> str:
    """A courtesy word out, the question mark it took kept where a sentence precedes it
    ("…的，*por favor？*我需要…": the question ends there)."""
    before = match.string[: match.start()].rstrip(" ,，、")
    if not re.search(r"[?？]", match.group()) or not before:
        return " "
    return "？" if re.match(r"[\u3040-\u30ff\u3400-\u9fff]", before[-1]) else "? "


def _source_fiscal(text: str) -> str:
    """``text`` with the source's "fiscal" after its year word read as "fiscal", and its
    "of" between the fiscal year and the year dropped."""

    def read(match: re.Match[str]) -> str:
        before = match.string[: match.start()]
        if match[0].strip().lower() == "de":
            return "" if re.search(rf"(?:fiscal|{_YEAR_WORD})\s+$", before, re.I) else match[0]
        return "fiscal " if re.search(rf"(?:{_YEAR_WORD})\s+$", before, re.I) else match[0]

    return _SOURCE_FISCAL_RE.sub(read, text)


def _cjk_space(match: re.Match[str]) -> str:
    """A space left between two CJK characters goes; one beside a Latin word stays."""
    at, text = match.start(), match.string
    before = text[at - 1] if at else ""
    after = text[match.end() : match.end() + 1]
    cjk = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef。、，？！]")
    return "" if (not before or cjk.match(before)) and (not after or cjk.match(after)) else " "
