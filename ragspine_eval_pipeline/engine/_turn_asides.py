"""What a speaker in a transcript says beside their question about other markets and years.

A questioner often states a figure they already hold or a market they are not asking
about before or after the question ("I have Japan at 98.4 billion yen for FY2023 — what
was Japan revenue in fiscal 2024?", 「2023财年的数字我们已经报过了。」, 「香港的我刚才在PPT里
看到了。」, 「24年度の数字は資料で拝見しました。」). Such an aside is not the question: it is
set aside when every kind of name it holds beyond the question (a market, a metric, a
year) is one the question names its own of, it narrows nothing and names no part of the
business. Said after the question, it must also say the thing is declined or already held
(a closed class: don't need, already, seen; 不用, 已经, 看到; 結構, 拝見), for a market or a
year said after a question may as well correct it ("Sorry, FY2023.") or add to it.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING

from ragspine_eval_pipeline.engine._grammar import QUALIFIES_RE
from ragspine_eval_pipeline.engine._purpose import part_word
from ragspine_eval_pipeline.kb.analysis import Word, cjk_tokens

if TYPE_CHECKING:
    from ragspine_eval_pipeline.engine._names import Matcher

__all__ = ["aside", "fold", "names", "narrows", "years"]


def fold(text: str) -> str:
    """``text`` in usual width and lower case."""
    return unicodedata.normalize("NFKC", text).casefold()


def names(text: str, matcher: Matcher) -> set[tuple[str, str]]:
    """The markets and metrics ``text`` names, as (kind, code)."""
    folded = fold(text)
    return {(m.kind, m.code) for m in matcher.find(folded) if m.kind in ("scope", "metric")}


_YEAR_RE = re.compile(
    r"fy\s*'?(\d{4}|\d{2})(?!\d)|(?<!\d)((?:19|20)\d{2})(?!\d)"
    r"|(?<![\d.])(\d{2})(?=\s*(?:年度|财年|財年|会計年度|期(?!間)))"
)
"""A year written in digits ("FY2024", "FY'23", 「2023财年」, 「24年度」)."""


def years(text: str) -> set[str]:
    """The years ``text`` writes in digits, as four digits."""
    found = set()
    for m in _YEAR_RE.finditer(fold(text)):
        digits = m.group(1) or m.group(2) or m.group(3)
        found.add(digits if len(digits) == 4 else "20" + digits)
    return found


_SET_ASIDE_RE = re.compile(
    r"(?<![a-z])(?:already|don'?t\s+need|do\s+not\s+need|no\s+need|not\s+needed|never\s*mind"
    r"|i(?:'ve|\s+have)\s+(?:got|seen)|(?:is|are)\s+in\s+the\s+(?:deck|slides?|pack))(?![a-z])"
    r"|不用|不要|不必|不需要|无需|無需|已经|已經|看到了|看过了|看過了|报过|報過|知道了"
    r"|結構です|不要です|要りません|いりません|拝見|見ました|把握して"
)
"""Words by which a speaker declines a figure or says they already hold it."""

_NOT_ONLY_RE = re.compile(
    r"(?<![a-z])not\s+(?:just|only)(?![a-z])|不只|不仅|不僅|だけ(?:で)?(?:は|じゃ)(?:なく|ない)"
)
"""A narrowing said not to hold ("not just Japan", 「日本だけではなく」)."""

_ADDS_RE = re.compile(
    r"(?<![a-z])(?:too|also|as\s+well|plus|both|and)(?![a-z])|也|还有|還有|以及|同时|同時"
    r"|(?<=[^\s])も(?!う|っと|し|の|ら)"
)
"""Words by which a sentence adds to what was asked ("Hong Kong too", 「香港も」)."""


def narrows(piece: str, lang: str, *, other_market: bool) -> bool:
    """Whether ``piece`` narrows the figure: a qualifier, or a part of the business unless
    the piece names another market than the question's, whose part it is."""
    folded = fold(piece)
    if QUALIFIES_RE.search(_NOT_ONLY_RE.sub(" ", folded)):
        return True
    if other_market:
        return False
    if lang == "en":
        words = [Word(w, w, True) for w in re.findall(r"[a-z-]+", folded)]
    else:
        words = [t.word for t in cjk_tokens(folded, lang == "ja")]
    return any(part_word(w, lang) for w in words)


def aside(piece: str, asked: str, lang: str, matcher: Matcher, *, after: bool) -> bool:
    """Whether ``piece``, said beside the question ``asked`` (after it when ``after``), is
    the speaker's aside on another market or year (module docstring)."""
    said, wanted = names(piece, matcher), names(asked, matcher)
    beyond = {kind for kind, _ in said - wanted}
    if years(piece) - years(asked):
        beyond.add("year")
    if not beyond:
        return False
    own = {kind for kind, _ in wanted} | ({"year"} if years(asked) else set())
    if not beyond <= own or narrows(piece, lang, other_market="scope" in beyond):
        return False
    if after:
        folded = fold(piece)
        declined = _SET_ASIDE_RE.search(folded) or _NOT_ONLY_RE.search(folded)
        return bool(declined) and not _ADDS_RE.search(folded)
    return True
