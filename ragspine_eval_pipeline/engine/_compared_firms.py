"""The asker's own comparison with other firms, said in the clause that asks the figure.

A request often opens on what the figure will be set beside: "Benchmarking against AEON
Japan and Lawson: what gross margin …", 「对标盒马，…」, 「与屈臣氏相比之前，先告诉我…」,
「パン・パシフィックとのベンチマーク用に、…」. Such a lead is the asker's work: the firms
compared with are named so the asker can set the company's figure beside theirs, and the
request after it asks the company's figure alone. The lead is taken out of the clause as
an aim of comparing is (``_others_work.comparing_aims``); a comparison the rest of the
clause asks ("is it higher?", 「高吗」, 「上回っていますか」) is still refused.

What is compared with is another firm: it names no market, metric, document, year or
part of the business of the KB's (a market the request names itself may be written into
a firm's name, "AEON *Japan*", 「永旺*日本*」), and nothing of the asker's own. In English
it is a run of names, capitalised words no dictionary knows in lower case (``firm_names``):
"against *the industry*" or "with *online*" is no firm.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date

from ragspine_eval_pipeline.engine._names import Mention
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._purpose import part_word
from ragspine_eval_pipeline.kb.analysis import (
    Word,
    cjk_tokens,
    english_word_classes,
)
from ragspine_eval_pipeline.text import STOPWORDS

_NAME_WORD_RE = re.compile(r"[A-Z0-9][\w&'’.+-]*|&")
"""A word that may stand in a firm's name as written: capitalised, a number or an
ampersand ("A.S. Watson", "7-Eleven", "Marks & Spencer")."""

_JOINS_EN = frozenset(["and", "or", "&", "the", "of", "its", "their", "both", "plus"])
"""Lower-case words that may stand between or before firms' names in a list."""


_DATED_RE = re.compile(r"(?:FY|CY|H[12]|Q[1-4])?['’]?\d[\d/.,%-]*(?:['’]s)?", re.IGNORECASE)
"""A number or a year as written ("FY2024", "2025", "Q3", "40%"): no name."""


def _name_word(word: str, first: bool) -> bool:
    """Whether an English ``word`` as written may be (part of) a firm's name: capitalised
    and, opening a sentence, written in capitals or unknown to the dictionary in lower
    case ("Costco", "AEON"; never "What" or "Benchmarking"); never a year or a number."""
    if not _NAME_WORD_RE.fullmatch(word) or word == "I" or _DATED_RE.fullmatch(word):
        return False
    if not first:
        return True
    bare = re.sub(r"['’]s$", "", word)
    folded = bare.casefold()
    if folded.rstrip(".") in _NOT_NAMES or re.split(r"['’]", folded)[0] in STOPWORDS | {"i"}:
        return False  # "I'm", "We're", "It's": a pronoun, never a name
    if bare.isupper() and len(bare) > 1:
        return True
    return folded not in STOPWORDS and not english_word_classes(folded)


_NOT_NAMES = frozenset(["versus", "vs", "unlike", "per", "re", "fyi", "btw", "hi", "hello"])
"""Words opening a sentence that the dictionary lacks and that name nothing."""


def _opens_a_name(words: list[re.Match[str]], at: int) -> bool:
    """Whether the word at ``at``, opening a sentence and known in lower case, opens a
    name of several capitalised words ("*Galaxy* Entertainment", "*Dairy* Farm") or a
    list with another name ("*Apple* and Google")."""
    word = words[at].group()
    if (
        _NAME_WORD_RE.fullmatch(word) is None
        or word.casefold() in STOPWORDS
        or word.casefold() in _NOT_NAMES
        or _DATED_RE.fullmatch(word)
        or at + 1 >= len(words)
    ):
        return False
    after = words[at + 1].group()
    if after in ("and", "&", "or") and at + 2 < len(words):
        after = words[at + 2].group()
    elif words[at + 1].start() - words[at].end() != 1:
        return False
    return after.casefold() not in STOPWORDS and _name_word(after, False)


def firm_names(cased: str, mentions: list[Mention]) -> list[tuple[int, int]]:
    """The spans of runs of capitalised words in English ``cased`` (NFKC, case kept) that
    are not wholly the KB's names and hold no name of the company itself ("AEON Japan",
    "A.S. Watson", "Sheng Siong"; never "Hong Kong" or "ACME Japan"): another firm's name,
    known by its capitals. A possessive closes a run ("Sheng Siong's")."""
    spans: list[tuple[int, int]] = []
    words = list(re.finditer(r"[\w&'’.+-]+", cased))
    at = 0
    while at < len(words):
        first = words[at].start() == len(cased[: words[at].start()].rstrip(" \t"))
        first = first or bool(re.search(r"[.?!:;]\s*$", cased[: words[at].start()]))
        run = at + 1 if first and _opens_a_name(words, at) else at
        while run < len(words) and _name_word(words[run].group(), first and run == at):
            if re.search(r"['’]s$", words[run].group()):
                run += 1
                break
            run += 1
        if run == at:
            at += 1
            continue
        start, end = words[at].start(), words[run - 1].end()
        end -= len(re.search(r"(?:['’]s)?\.?$", words[run - 1].group()).group())
        covered = [m for m in mentions if m.start < end and start < m.end]
        own = any(m.kind == "company" for m in covered)
        whole = sum(min(end, m.end) - max(start, m.start) for m in covered) >= len(
            re.sub(r"\s", "", cased[start:end])
        )
        if not own and not whole and end > start:
            spans.append((start, end))
        at = run
    return spans


_LEAD_EN_RE = re.compile(
    r"^\W*(?:(?:we|i)(?:['’]re|['’]m|\s+are|\s+am)\s+|(?:our|my)\s+[a-z]+(?:\s+[a-z]+)?"
    r"\s+(?:is|are)\s+)?(?:(?:in\s+comparison|as\s+compared|when\s+compared|by\s+comparison"
    r"|when\s+benchmarked|benchmark(?:ing|ed)?|compar(?:ing|ed)|measured|stack(?:ing|ed)"
    r"|lin(?:ing|ed)\s+\S+(?:\s+\S+){0,2}?\s+up|putting\s+\S+(?:\s+\S+){0,2}?|set(?:ting)?"
    r"\s+\S+(?:\s+\S+){0,2}?)\s+)?(?:against|with|to|versus|vs\.?|next\s+to|alongside"
    r"|beside|relative\s+to)\s+(?P<what>[^,:;?!—–]+?)\s*(?:[,:;—–]|\s-\s)",
    re.IGNORECASE,
)
"""An English lead setting the figure beside what follows a preposition of comparing,
closed by a comma, a colon or a dash ("Benchmarking against AEON and Lawson:", "Versus
Dairy Farm,", "We're comparing ACME HK with Wellcome -")."""

_LEAD_ZH_RE = re.compile(
    r"^(?:[我咱]们?|本人|我司)?(?:在|正在|也)?(?:想|要|准备|打算|需要)?(?:做|进行)?"
    r"(?:(?:对标|對標)(?P<what>[^，,：:。？?！!]{1,20}?)(?:的(?:分析|研究|工作|材料|数据|資料))?"
    r"|(?:和|跟|与|與|同)(?P<with>[^，,：:。？?！!]{1,20}?)"
    r"(?:做|作|进行|進行)?[^，,：:。？?！!比对對]{0,4}?(?:相比|对比|對比|比较|比較|比一比|比一下)"
    r"(?:一下)?(?:之前|以前|前|的话|的時候|的时候)?"
    r"|(?:以|拿|把)(?P<by>[^，,：:。？?！!]{1,20}?)(?:为|為|作为|作為|当|當|做)"
    r"(?:标杆|標竿|标竿|基准|基準|参照|對標|对标|对照|對照)(?:对象|對象)?)[，,：:]"
)
"""A Chinese lead naming what the figure is benchmarked against (「对标盒马，」,
「我们想和日本7-Eleven做人效对比，」, 「与屈臣氏相比之前，」)."""

_LEAD_JA_RE = re.compile(
    r"^(?P<what>[^、,。?？]{1,24}?)(?:と|とも)(?:(?:の)?(?:ベンチマーク|比較|対比|横並び)"
    r"(?:用|資料用?|のため|する(?:ため|ので))?(?:に|で)?"
    r"|(?:比べ|比較し|並べ)(?:たい|る|ます)?(?:ので|ため(?:に)?|から)"
    r"|(?:を)(?:ベンチマーク|比較対象|比較相手)(?:に|として)(?:して)?)[、,]"
)
"""A Japanese lead naming what the figure is set beside (「…とのベンチマーク用に、」,
「…との比較のため、」)."""

_COMPARATIVE_RE = re.compile(
    r"(?<![a-z])(?:higher|lower|more|less|better|worse|bigger|smaller|larger|ahead|behind"
    r"|beat|beats|than|rank\w*|which|whose)(?![a-z])"
    r"|高吗|低吗|多吗|少吗|更高|更低|更多|更少|更好|哪家|哪个|谁|排名|排第"
    r"|高い|低い|多い|少ない|上回|下回|どちら|どっち|順位|何位|勝"
)
"""A comparison still asked after the lead ("is it higher?", 「高吗」, 「上回っていますか」)."""

_ASKERS_OWN_RE = re.compile(
    r"(?<![a-z])(?:our|my|us|we)(?![a-z])|我们|我們|自己|本公司|自社|当社|うち"
)


def compared_firm_leads(
    cased: str, norm: str, lang: str, mentions: list[Mention], reference_date: date
) -> list[tuple[int, int]]:
    """The span of a lead opening the clause ``norm`` (``cased`` is the same text, case
    kept) that names other firms the asker sets the figure beside (``_LEAD_EN_RE``,
    ``_LEAD_ZH_RE``, ``_LEAD_JA_RE``): what is compared names no year, no part of the
    business, nothing of the asker's and none of the KB's names but a market the rest of
    the clause names too, and the rest asks no comparison of its own."""
    cased = unicodedata.normalize("NFKC", cased)
    pattern = {"en": _LEAD_EN_RE, "zh": _LEAD_ZH_RE, "ja": _LEAD_JA_RE}.get(lang)
    if len(cased) != len(norm):
        return []
    match = pattern.match(norm) if pattern is not None else None
    if match is None:
        return []
    group = next(g for g in ("what", "with", "by") if match.groupdict().get(g) is not None)
    # What is compared is read to the lead's end: a year or a part may close it
    # (「与去*年*相比」).
    start, end = match.start(group), match.end()
    what = norm[start:end]
    if _COMPARATIVE_RE.search(norm[match.end() :]) or _ASKERS_OWN_RE.search(what):
        return []
    if find_periods(what, lang, reference_date):
        return []
    inside = [m for m in mentions if m.start < end and start < m.end]
    outside = {(m.kind, m.code) for m in mentions if m.start >= match.end()}
    if any(m.kind != "scope" or (m.kind, m.code) not in outside for m in inside):
        return []
    if lang == "en":
        if not _names_only(cased, start, end, mentions):
            return []
    elif not _AFFILIATED_RE.match(what) and any(part_word(w, lang) for w in _words(what, lang)):
        return []  # 「和线上比一下」: a part of the business compared
    return [match.span()]


def _names_only(cased: str, start: int, end: int, mentions: list[Mention]) -> bool:
    """Whether the English words from ``start`` to ``end`` are firms' names joined by
    lists' grammar ("AEON Japan and Lawson", "DFI Retail's Wellcome")."""
    names = [(a, b) for a, b in firm_names(cased, mentions) if start <= a and b <= end]
    if not names:
        return False
    rest = cased[start:end]
    for a, b in reversed(names):
        rest = rest[: a - start] + " " + rest[b - start :]
    for a, b in ((m.start, m.end) for m in mentions if start <= m.start and m.end <= end):
        rest = rest[: a - start] + " " * (b - a) + rest[b - start :]
    words = re.findall(r"[\w'’&-]+", rest.casefold())
    return all(w in _JOINS_EN or w in ("'s", "’s", "s") for w in words)


_AFFILIATED_RE = re.compile(r"^[^の的]+?(?:系|傘下|旗下)(?:の|的)?")
"""A firm named by the group it belongs to (「ギャラクシー*系の*小売」, 「サンズ*系*」):
what follows is that group's, never a part of the company's business."""


def _words(text: str, lang: str) -> list[Word]:
    """The words of a Chinese or Japanese ``text``, as tokenized."""
    if not text.strip():
        return []
    return [t.word for t in cjk_tokens(text, japanese=lang == "ja")]


_SIDE_BY_SIDE_EN_RE = re.compile(
    r"[,\s]+(?:so(?:\s+that)?|in\s+order\s+that)\s+(?:i|we)\s+(?:can|could|may)\s+(?:you\s+)?"
    r"(?:put|set|line|lay|stack|compare|place|show)\s+(?:them|the\s+two|both|the\s+figures"
    r"|the\s+numbers)(?:\s+up)?\s+(?:side\s+by\s+side|next\s+to\s+each\s+other|together"
    r"|against\s+each\s+other|one\s+beside\s+the\s+other)\W*$"
)
"""The asker's aim closing the request, setting the figure beside one already named (", so
I can put them side by side"): what the figure is for, no comparison asked."""


def side_by_side_aims(norm: str, lang: str) -> list[tuple[int, int]]:
    """The span of an English aim of setting the figure beside another closing the
    request (``_SIDE_BY_SIDE_EN_RE``); none elsewhere."""
    match = _SIDE_BY_SIDE_EN_RE.search(norm) if lang == "en" else None
    return [match.span()] if match is not None else []
