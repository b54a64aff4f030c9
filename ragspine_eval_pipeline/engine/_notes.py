"""Notes after the request: a footnote is read as a sentence of the request.

An asker adds to a request in a note under it, marked as a footnote or a caveat:
"HK revenue FY2024* please. / *as reported", "… (see note 1) / Note 1: …", "NB: …",
「…？ / 注：…」, 「备注：…」, 「※…」, 「＊…」, 「ただし書き：…」. The marks say where the
note belongs, never what is asked: the reference mark written onto a word ("FY2024*",
「收入※1」), the pointer in brackets ("(see note)", 「（见注）」, 「（注1参照）」) and the
label opening the note's line ("NB:", "Note 2:", 「注：」, 「備考：」, a bracket around a
note of its own, "(*as reported)") are taken out (``without_note_marks``), and the note
is left as a sentence after the request, read by the rules every sentence is read by:
a year or a market it names narrows the request, a correction moves its year, a basis
the KB lacks ("excluding one-offs", 「重述后口径」) or a half year is refused, a wish on
the reply's form or a ballpark is passed over.

A note that only restricts who may see the answer ("internal use only, please don't
forward", 「仅供内部参考，请勿外传」, 「社外秘」, 「社内資料用です」) or says there is no
hurry ("no rush on this one", 「不急，有空再回」, 「急ぎではありません」) says nothing of
the figure, and is taken out whole, unless it names anything of the KB. A note that
holds only a year or a market, with no request of its own (「※2025年度時点で」, "(NB:
group-wide, not just the Japan business)"), is written before the request it narrows,
so that it narrows that request, never stands as a request for a figure of its own.

What stays: a question with no note line is returned as it is ("rev*" in a search box
is a wildcard, "**bold**" is markup); a line whose label opens no note ("Note how the
margin moved") is a sentence; a note holding a word the KB has no name for is read, and
refused by it, as that word would be in the request.
"""

from __future__ import annotations

import re
import unicodedata

from ragspine_eval_pipeline.engine._names import Matcher, Mention
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["without_note_marks"]

_MARK = r"(?:\*{1,3}|＊{1,3}|※|†|‡)"
"""A footnote's reference mark: asterisks, the Japanese 米印 and daggers."""

_LABEL_EN = (
    r"(?:n\.?\s?b\.?|notes?(?:\s*\d{1,2})?|foot-?notes?(?:\s*\d{1,2})?|caveats?|"
    r"disclaimers?|remarks?|fine\s+print)"
)
_LABEL_CJK = (
    r"(?:注(?:\s*\d{1,2})?|注意|注释|注釋|注记|注記|备注|備註|备考|備考|附注|附註|说明|說明|"
    r"补充|補充|補足|但书|但書|但し書き?|ただし書き?|脚注|腳註|特记|特記)"
)

_NOTE_LINE_RE = re.compile(
    r"^[ \t]*(?P<open>[(（\[［])?[ \t]*"
    r"(?:(?P<mark>" + _MARK + r")[ \t]*(?:\d{1,2}(?:[ \t]*[.:：)）]|[ \t]+)(?!\d))?"
    r"(?:[ \t]*(?:" + _LABEL_EN + r"|" + _LABEL_CJK + r")[ \t]*[:：])?"
    r"|(?:" + _LABEL_EN + r"|" + _LABEL_CJK + r")[ \t]*[:：])[ \t]*",
    re.IGNORECASE,
)
"""The opening of a note's line: a reference mark (and its number, or a label after it),
or a label and a colon ("NB:", "Note 1:", 「注：」, 「备注：」, 「ただし書き：」), inside an
opening bracket or not."""

_NB_RE = re.compile(r"^[ \t]*(?P<open>[(（])?[ \t]*n\.?\s?b\.?[ \t]+(?=\w)", re.IGNORECASE)
""""NB" opening a note with no colon ("NB just the total")."""

_POINTER_RE = re.compile(
    r"[ \t]*[(（\[［][ \t]*(?:"
    r"(?:please\s+)?(?:see|cf\.?|refer\s+to)\s+(?:the\s+)?(?:foot)?notes?(?:\s*\d{1,2})?"
    r"(?:\s+below)?|(?:see\s+)?below|" + _MARK + r"\s*\d{0,2}|"
    r"(?:详)?见(?:下方?|文末)?(?:注|备注|附注|说明)\s*\d{0,2}|"
    r"(?:下記)?(?:注|※)\s*\d{0,2}\s*(?:を)?参照|(?:注|※)\s*\d{0,2}"
    r")[ \t]*[)）\]］]",
    re.IGNORECASE,
)
"""A pointer to the note in brackets: "(see note 1)", "(see below)", "(*)", 「（见注）」,
「（详见备注）」, 「（注1参照）」, 「（※）」."""

_GLUED_MARK_RE = re.compile(r"(?<=[^\s*＊※†‡\d(（\[［])" + _MARK + r"\d{0,2}(?![*＊\w])")
"""A reference mark written onto the word it annotates ("FY2024*", 「收入※1」, 「利益＊」)."""

_DISTRIBUTION_RE = re.compile(
    r"^(?:(?:this\s+is\s+|it['’]?s\s+)?(?:for\s+)?(?:internal|in-house|personal)\s+"
    r"(?:use|reference|purposes|eyes)\s+only|(?:strictly\s+)?(?:private\s+and\s+)?confidential"
    r"|(?:please\s+)?(?:don['’]?t|do\s+not)\s+(?:forward|share|circulate|distribute|quote)"
    r"(?:\s+(?:this|it)(?:\s+(?:externally|outside(?:\s+the\s+(?:team|company))?))?)?"
    r"|not\s+for\s+(?:external\s+)?(?:distribution|circulation|publication|quoting)"
    r"|nothing\s+(?:external|public)|(?:no|not\s+for\s+any)\s+external\s+use"
    r"|for\s+an?\s+internal\s+(?:slide|deck|memo|doc(?:ument)?|note|email|report|meeting|"
    r"discussion|review)"
    r"|no\s+rush(?:\s+on\s+(?:this|it)(?:\s+one)?)?|not\s+urgent|whenever\s+you\s+(?:can|get\s+"
    r"(?:a\s+)?(?:chance|moment))|(?:there['’]?s\s+)?no\s+hurry|take\s+your\s+time)$",
    re.IGNORECASE,
)
"""A piece of an English note restricting who sees the answer, or saying there is no
hurry ("internal use only", "please don't forward", "nothing external", "no rush")."""

_DISTRIBUTION_CJK_RE = re.compile(
    r"^(?:(?:仅|僅|只)供(?:内部|內部|个人|個人|本人|参考|參考)(?:参考|參考|使用|查阅|查閱)?|"
    r"(?:请|請)?(?:勿|不要|别|不得)(?:外传|外傳|转发|轉發|外发|外發|对外|對外|公开|公開|外泄|外洩)"
    r"|内部(?:资料|資料|使用|参考|參考)|对外保密|對外保密|保密|机密|機密|"
    r"(?:不急|不着急|不用急|慢慢来|慢慢來|有空再回|有空再说|有空再說|有空回|有空的时候回)"
    r"|(?:社外秘|部外秘|社内限り|取扱注意|取り扱い注意|極秘|秘)(?:です|でお願いします)?|"
    r"社内(?:資料|会議|用|向け)(?:用|の資料)?(?:です|なので|のため)?|"
    r"(?:転送|社外共有|外部共有|口外)(?:はご遠慮ください|しないでください|不可|禁止)|"
    r"(?:急ぎ|急ぎの件)?(?:ではありません|じゃないです|ではないです|ではございません)|"
    r"(?:お)?急ぎ(?:では|じゃ)ない(?:です)?(?:ので)?|お手すきの(?:際|時)に|"
    r"(?:いつでも|ゆっくりで)(?:大丈夫です|構いません|いいです))$"
)
"""A piece of a Chinese or Japanese note restricting who sees the answer, or saying there
is no hurry (「仅供内部参考」, 「请勿外传」, 「不急」, 「社外秘」, 「急ぎではありません」)."""
_BREAKDOWN_RE = re.compile(
    r"^(?:(?:there['’]?s\s+)?no\s+(?:need\s+for\s+(?:a\s+|any\s+)?)?|(?:i\s+)?(?:don['’]?t|do\s+not)"
    r"\s+need\s+(?:a\s+|any\s+|the\s+)?)(?:split|breakdown|break-down|detail)s?"
    r"(?:\s+(?:by|per|across)\s+[\w-]+(?:\s+[\w-]+)?)?(?:\s+(?:needed|required|necessary))?$"
    r"|^(?:不需要|不用|无需|無需|不必)(?:按[^，,。]{1,8})?(?:拆分|细分|細分|分开|分開|明细|明細)"
    r"(?:的数据|的數據)?$"
    r"|^(?:[^、,。]{1,8}別の)?内訳は(?:不要|要りません|いりません|結構です)(?:です)?$"
    r"|^(?:just|only)\s+the\s+(?:total|overall|whole)(?:\s+(?:figure|number|amount))?"
    r"(?:\s+(?:please|pls|is\s+fine))?$"
    r"|^(?:只要|只需要?)(?:总数|總數|合计数?|合計數?|总额|總額)(?:即可|就行|就好)?$"
    r"|^(?:合計|総数|総額)(?:だけ|のみ)(?:で)?(?:(?:お願いします|大丈夫です|構いません|いいです))?$",
    re.IGNORECASE,
)
"""A piece of a note saying a breakdown is not wanted, or the total is ("no split by
function needed", "just the total", 「不需要按部门拆分」, 「只要总数」, 「部門別の内訳は不要です」,
「合計だけで」): the total asked is the figure."""

_PIECES_RE = re.compile(r"(\s*(?:[,，、;；。.!！]|\s[—–-]\s|\band\b)\s*)")
"""What parts a note's pieces, kept to join those left."""

_GROUP_SAID_RE = re.compile(
    r"^(?P<term>[^=＝]{1,20}?)\s*[=＝]\s*(?P<rhs>.+)$"
    r"|^(?P<zh_term>[^，,。]{1,10}?)(?:是指|指|即)(?P<zh_rhs>.+)$"
)
"""A note defining a word ("group = HK + SG + JP + Macau", 「集团指全部市场合计」)."""

_ALL_MARKETS_WORDS_RE = re.compile(
    r"(?<![a-z])(?:and|all|every|each|the|our|of|markets?|regions?|businesses|segments|"
    r"combined|together|total|summed|added|up|in|four|five|three)(?![a-z])"
    r"|[+&/,，、和与與及跟・]|合计|合計|加总|加總|之和|全部|所有|全|各|市场|市場|地区|地區|地域|業務|业务"
    r"|事業|の|的|合算|すべて|全て|总和|總和|一起|在内|在內|を足した|足した|もの|です|のこと",
    re.IGNORECASE,
)
"""Words that only say a whole is all its markets together."""

_YEAR_RE = re.compile(
    r"(?<![a-z0-9])(?:fy|fiscal\s+year|financial\s+year)\s*['’]?\s*(?:20)?\d{2}(?!\d)"
    r"|(?<!\d)20\d{2}\s*(?:财年|財年|会计年度|會計年度|年度末?|年末?)?(?!\d)",
    re.IGNORECASE,
)
"""A year named outright in a note."""

_BARE_FILLER_RE = re.compile(
    r"(?<![a-z])(?:as\s+of|as\s+at|for|in|at|the|end\s+of|year-end|please|only|just|"
    r"group-wide|company-wide|whole|entire|total|figures?|numbers?|basis|business|market)"
    r"(?![a-z])"
    r"|時点|現在|基準|ベース|全体|数字|数値|の|で|に|は|を"
    r"|截至|截止|为准|為準|为止|為止|整体|整體|数据|數據|的|按|以"
    r"|[\s,，、。.!！:：()（）-]",
    re.IGNORECASE,
)
"""Words beside a note's year or market that only say it is what the request is of."""

_NOT_JUST_RE = re.compile(
    r"[^、,，。]{1,12}?だけでなく|不(?:只|仅|僅)是?[^，,、。]{1,12}?(?=[，,、]|$)"
    r"|,?\s*not\s+(?:just|only)\s+(?:the\s+)?[\w\s]{1,30}?(?=[,.]|$)",
    re.IGNORECASE,
)
"""What the note says the request is not confined to (「日本だけでなく」, 「不只是日本」,
"not just the Japan business"): the rest of it says what it is of."""

_FIGURE_NOUN_RE = re.compile(
    r"の(?:数字|数値)(?=で|$)|的(?:数字|數字|数据|數據)(?=[，,。]|$)|\s+(?:figures?|numbers?)(?=[,.]|$)",
    re.IGNORECASE,
)
"""The figure's noun after a note's year or market (「グループ全体の数字で」)."""


def _kb_scopes(matcher: Matcher) -> frozenset[str]:
    """Every scope code the KB names."""
    hits = [*matcher.latin.values(), *(h for _, h in matcher.cjk)]
    return frozenset(code for kinds in hits for kind, code in kinds if kind == "scope")


def _without_names(text: str, matcher: Matcher) -> tuple[str, list[Mention]]:
    """Normalized ``text`` with the KB names it holds blanked, and those names."""
    said = matcher.find(text)
    for m in sorted(said, key=lambda m: -m.start):
        text = text[: m.start] + " " + text[m.end :]
    return text, said


def _restates_the_group(note: str, matcher: Matcher) -> bool:
    """Whether ``note`` only says the group is all the KB's markets together ("group = HK
    + SG + JP + Macau together", 「集团＝全部市场合计」): the group as the KB reports it."""
    found = _GROUP_SAID_RE.match(unicodedata.normalize("NFKC", note).strip())
    if found is None:
        return False
    term = found.group("term") or found.group("zh_term") or ""
    rhs = found.group("rhs") or found.group("zh_rhs") or ""
    if {m.code for m in matcher.find(normalize(term))} != {matcher.group_scope}:
        return False
    rest, said = _without_names(normalize(rhs), matcher)
    markets = {m.code for m in said}
    if any(m.kind != "scope" for m in said) or matcher.group_scope in markets:
        return False
    if _ALL_MARKETS_WORDS_RE.sub(" ", rest).strip(" .。"):
        return False
    return not markets or markets == _kb_scopes(matcher) - {matcher.group_scope}


def _without_group_restated(note: str, matcher: Matcher) -> str:
    """``note`` less a first piece saying the group is all the markets together
    (「グループ＝全市場の合計、2024年度」 leaves 「2024年度」); as it is when none does."""
    cuts = [m.start() for m in re.finditer(r"[,，、;；]", note)]
    for cut in [len(note), *reversed(cuts)]:
        if _restates_the_group(note[:cut], matcher):
            return note[cut:].strip(" ,，、;；")
    return note


def _bare_names(note: str, matcher: Matcher) -> str | None:
    """The year and market ``note`` narrows the request to, when that is all it holds
    (「2025年度時点で」, "group-wide, not just the Japan business", 「グループ全体の数字
    で」); else None."""
    bare = _FIGURE_NOUN_RE.sub("", _NOT_JUST_RE.sub("", note)).strip(" ,，、.。")
    rest, said = _without_names(normalize(bare), matcher)
    if any(m.kind not in ("scope", "company") for m in said):
        return None
    years = _YEAR_RE.findall(rest)
    rest = _BARE_FILLER_RE.sub(" ", _YEAR_RE.sub(" ", rest))
    if rest.strip() or not (said or years):
        return None
    return bare


def _without_noise(note: str, matcher: Matcher) -> str:
    """``note`` less its pieces restricting who sees the answer, saying there is no hurry
    or that no breakdown is wanted; a piece naming anything of the KB stays."""
    parts = _PIECES_RE.split(note.strip())
    kept: list[str] = []
    for at in range(0, len(parts), 2):
        piece = parts[at].strip()
        sep = parts[at + 1] if at + 1 < len(parts) else ""
        if piece and not matcher.find(normalize(piece)):
            bare = unicodedata.normalize("NFKC", piece).strip("()（）[] ")
            pattern = _DISTRIBUTION_RE if bare.isascii() else _DISTRIBUTION_CJK_RE
            if pattern.match(bare) or _BREAKDOWN_RE.match(bare):
                continue
        kept.append(parts[at] + sep)
    return re.sub(r"[\s,，、;；—–-]+$", "", "".join(kept)).strip()


_CORRECTION_LABEL_RE = re.compile(
    r"^[ \t]*(?:corrections?|erratum|errata|corrigendum|更正(?:一下)?|订正|訂正|修正|勘误|勘誤)"
    r"[ \t]*[:：][ \t]*",
    re.IGNORECASE,
)
"""A label saying the note corrects the request ("Correction:", 「更正：」, 「訂正：」)."""

_KANA_RE = re.compile(r"[\u3040-\u30ff]")


def _as_correction(note: str) -> str:
    """``note`` with a correction label said as the correction cue of its language (I
    mean, 不对, すみません), which the reading of corrections knows."""
    found = _CORRECTION_LABEL_RE.match(note)
    if found is None:
        return note
    rest = note[found.end() :]
    if rest.isascii():
        return "I mean " + rest
    return ("すみません、" if _KANA_RE.search(rest) else "不对，") + rest


def _note_line(line: str) -> str | None:
    """The text of ``line`` without its note mark or label (and the bracket around a note
    of its own); None when it opens no note."""
    if _CORRECTION_LABEL_RE.match(line):
        return _as_correction(line.strip())
    found = _NOTE_LINE_RE.match(line)
    if found is None or found.end() == found.start() or not found.group().strip(" \t([（［"):
        found = _NB_RE.match(line)
        if found is None:
            return None
    rest = _as_correction(line[found.end() :].strip())
    if found.group("open"):
        rest = re.sub(r"[ \t]*[)）\]］][ \t]*[.。]?$", "", rest)
    return rest


_BULLET_RE = re.compile(r"^[ \t]*[*＊•・][ \t]+\S")
"""A line opened by a mark and a space: a list's item, or a note."""


def _in_a_list(at: int, lines: list[str], bullets: list[int]) -> bool:
    """Whether line ``at`` is an item of a list ("Revenue for: / * Hong Kong / * Japan"):
    opened by a mark and a space, beside another such line or after a line ending in a
    colon."""
    if at not in bullets:
        return False
    if len(bullets) > 1:
        return True
    before = next((line for line in reversed(lines[:at]) if line.strip()), "")
    return before.rstrip().endswith((":", "："))


_QUALIFIER_WORDS = 3
"""The most words of an English note read as a qualifier written onto the request
("*restated", "(*as reported)", "*USD"), not as a sentence of its own."""


def _qualifier(note: str) -> bool:
    """Whether ``note`` is a few English words and no sentence: it qualifies the figure
    as a phrase after a comma in the request would ("…FY2024, restated")."""
    return (
        note.isascii()
        and len(re.findall(r"[A-Za-z0-9]+(?:['’-][A-Za-z]+)*", note)) <= _QUALIFIER_WORDS
        and not re.search(r"[.?!;:]", note)
    )


def _onto(line: str, qualifier: str) -> str:
    """``line`` with ``qualifier`` written onto it after a comma, before its closing mark."""
    found = re.search(r"[\s.?!]*$", line)
    end = found.start() if found else len(line)
    return line[:end] + ", " + qualifier + line[end:]


def without_note_marks(question: str, matcher: Matcher) -> str:
    """``question`` with the notes under its request read as sentences of it: marks,
    pointers and labels out, a note restricting who sees the answer out whole, a note of
    a year or market written before the request, a few English words onto the line they
    are marked on; unchanged when no line after the first opens a note."""
    lines = question.split("\n")
    first = next((i for i, line in enumerate(lines) if line.strip()), None)
    if first is None:
        return question
    bullets = [i for i, line in enumerate(lines) if _BULLET_RE.match(line)]
    notes = {
        i: n
        for i in range(first + 1, len(lines))
        if not _in_a_list(i, lines, bullets) and (n := _note_line(lines[i])) is not None
    }
    if not notes:
        return question
    marked = [i for i, line in enumerate(lines) if i not in notes and _GLUED_MARK_RE.search(line)]
    kept: dict[int, str] = {}
    before: list[str] = []
    for i, line in enumerate(lines):
        if i not in notes:
            kept[i] = _GLUED_MARK_RE.sub("", _POINTER_RE.sub("", line))
            continue
        note = _without_group_restated(_without_noise(notes[i], matcher), matcher)
        if not note:
            continue
        names = _bare_names(note, matcher)
        on = marked[0] if marked else max((k for k in kept if kept[k].strip()), default=None)
        if names is not None:
            before.append(names)
        elif _qualifier(note) and on is not None:
            kept[on] = _onto(kept[on], note)
        else:
            kept[i] = note
    text = "\n".join(kept.values()).strip("\n")
    if before:
        # A year or market said in a note narrows the request: written before it, as a
        # frame of the request's own, never as a request for a figure of its own.
        joint = ", " if text.isascii() else "、"
        text = joint.join(before) + joint + text
    return text
