"""A letter's request pointing at the list under it ("the following", 下列资料, 下記事項).

An office asks for "particulars of the following in respect of ACME Macau:" and lists
what it wants below, item by item ("1.1 EBITDA for fiscal year 2023;", （一）…, 「記 1.
…」). The pointer names nothing: it stands for the items. Where the request around it
names nothing either (「下記事項について報告されたい。」, "Please furnish the following:"),
the items are the request and the line goes; where it names whose figures the items are
(a market, the group), each item is read with it, so no item loses its market and none
gains one it names otherwise.

Closed classes, stated as such: the pointers ("the following", 下列, 以下, 如下, 下記, 次の)
with the nouns of a list's contents (information, particulars, 资料, 事项, 事項, 資料).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["with_list_read"]

_CONTENTS_EN = r"(?:information|particulars|items?|matters?|details|figures?|data|documents?)"
_POINTER_RE = re.compile(
    r"(?i:(?:\b(?:particulars|details)\s+(?:of|in\s+respect\s+of|on)\s+)?(?:each\s+of\s+)?"
    r"\bthe\s+following(?:\s+" + _CONTENTS_EN + r")?(?:\s+" + _CONTENTS_EN + r")?\b)"
    r"|(?:下列|下述|(?<![\d〇一二三四五六七八九十百千万岁歲歳人名元円])以下|如下|后列|後列)(?:各项|各項)?(?:的)?(?:资料|資料|事项|事項|信息|資訊|数据|數據"
    r"|内容|內容|材料|项目|項目|问题|問題)?"
    r"|(?:(?:下記|(?<![\d〇一二三四五六七八九十百千万岁歲歳人名元円])以下)(?:の)?|次の)(?:各)?(?:事項|資料|書類|項目|内容|とおり|通り)?(?:について|に関し(?:て)?)?"
)
"""A pointer at the list under the line, with the noun of what it holds."""

_ITEM_LINE_RE = re.compile(
    r"^\s*(?:[(（]?(?:\d{1,2}(?:\.\d{1,2})*|[a-z]|[ivx]{1,4}|[一二三四五六七八九十]+)"
    r"(?:[.)）、．]\s*|[\s\u3000]+)|[①-⑳]|[-•・■*]\s)"
)
"""A line opening as an item of a list: "1.1 ", "(a) ", （一）, 「1　」, ①."""

_NOTE_MARK_RE = re.compile(r"^\s*(?:記|记)\s*$")
"""A Japanese letter's 記, standing over the list it opens."""


def with_list_read(
    lines: list[str], matcher: Matcher, states_nothing: Callable[[str, str], bool]
) -> list[str]:
    """``lines`` of a letter's body with a request pointing at the items under it read
    with them (module docstring); ``states_nothing(piece, rest)`` says whether a piece
    names nothing the figure may be narrowed by."""
    lines = [line for line in lines if not _NOTE_MARK_RE.match(line)]
    for at, line in enumerate(lines):
        pointer = _POINTER_RE.search(line)
        items = _items_after(lines, at + 1)
        if pointer is None or not items:
            continue
        left = (line[: pointer.start()] + " " + line[pointer.end() :]).strip()
        left = re.sub(r"\s{2,}", " ", left)
        left = re.sub(r"\s+([:：,，。.])", r"\1", left)
        rest = "\n".join(lines[at + 1 :])
        if states_nothing(left, rest):
            return lines[:at] + lines[at + 1 :]
        intro = left.rstrip(" :：。.,，")
        kinds = _kinds(intro, matcher)
        if "metric" in kinds or not kinds & {"scope", "company"}:
            return lines
        read = [
            f"{intro}: {lines[i]}"
            if not _kinds(lines[i], matcher) & {"scope", "company"}
            else lines[i]
            for i in items
        ]
        return lines[:at] + read + [x for i, x in enumerate(lines) if i > at and i not in items]
    return lines


def _items_after(lines: list[str], start: int) -> list[int]:
    """The indices of the items listed from ``start`` on, or none."""
    items = []
    for at in range(start, len(lines)):
        if not _ITEM_LINE_RE.match(lines[at]):
            break
        items.append(at)
    return items


def _kinds(text: str, matcher: Matcher) -> set[str]:
    """The kinds of the KB's names ``text`` holds."""
    return {m.kind for m in matcher.find(normalize(unicodedata.normalize("NFKC", text)))}
