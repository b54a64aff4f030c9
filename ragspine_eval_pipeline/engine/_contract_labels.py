"""A part of the asker's agreement cited as a label: where the figure goes, never which.

A drafter heads a request with the part it is for, with no verb linking the two: "cl.
9.4(a)(ii) – net profit of ACME Japan, FY2025", "(a) Schedule 5, Part A – EBITDA …",
"Warranty 15.2 (New Premises) – what …", "Data Processing Addendum, cl. 7 (Breach).",
「第8.1(b)(ii)条提及澳门业务…」, 「（一）第2.1条：ACME集团…」, 「附件三《员工情况》第(a)项需填：」,
「第11条第1項(a)にいう2024年度の…」, 「別紙2第3項：日本事業の…」, 「第9条（アーンアウト）で…」,
「第7条第2項」 on a line of its own. The label is a part cited by its number (clause, cl.,
schedule, part, paragraph, warranty, item; 第…条/项/項/号, 附件, 附表, 別紙) with its bracketed
heading, and what links it to the request (a dash, a colon, a comma, a line's end; 提及, 中,
にいう, で). It is taken out, the item mark before it ("(a)", 「（一）」, 「(1)」) kept, so a
request of several items keeps every one.

The words before the citation on the label ("Specific disclosure against", a document's
name) go with it only when they are a plain lead (``plain_lead``: no name, number or part
of the business of their own); a heading naming a part of a year ("(Quarterly)",
「（月次）」) keeps the label, so the figure is refused as any part of a year is.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ragspine_eval_pipeline.engine._transcript import plain_lead

if TYPE_CHECKING:
    from ragspine_eval_pipeline.engine._names import Matcher

__all__ = ["without_cited_labels"]

_PART_OF_YEAR_RE = re.compile(
    r"quarter|half|interim|month|week|季|半年|月|週|四半期|上期|下期", re.IGNORECASE
)

_SUB = r"(?:[(（][A-Za-z0-9]{1,4}[)）])*"
"""Sub-clause marks after a number ("(a)(ii)", 「(b)(ii)」)."""

_EN_HEAD = r"(?:\s*\([^()]{1,40}\))?"
_EN_PART = (
    r"(?:Clause|cl\.|Schedule|Sch\.|Paragraph|para\.?|Recital|Article|Section|Annex|Appendix"
    r"|Exhibit|Item|Part|Warranty|Rider)\s*"
    r"(?:\d+(?:\.\d+)*[A-Za-z]?"
    + _SUB
    + r"|\([A-Za-z0-9]+\)|[A-Z](?![\w'])|[IVX]+(?![\w']))"
    + _EN_HEAD
)
_EN_FIRST = r"(?!item\b|part\b)" + _EN_PART
"""A label's first part: an item or a part alone heads an agenda or a list too."""
_EN_LABEL_RE = re.compile(
    r"(?P<item>(?:^|(?<=\n))[ \t]*(?:\([a-z0-9]{1,4}\)|[a-z0-9]{1,2}[.)])?[ \t]*)"
    r"(?P<words>(?:[A-Za-z][\w'’-]*[ \t,]+){0,5}?)"
    r"(?P<cite>" + _EN_FIRST + r"(?:\s*,?\s*(?:of\s+)?" + _EN_PART + r")*)"
    r"\s*(?:[–—:]|--?(?=\s)|\.(?=\s|$)|$)[ \t]*",
    re.IGNORECASE | re.MULTILINE,
)
"""An English label citing a part of the agreement, opening a line or an item."""

_NUM = r"[\d.一二三四五六七八九十百〇零]+"
_CJK_HEAD = r"(?:\s*[（(《][^()（）《》]{1,20}[)）》])?"
_CJK_SECTION = (
    r"第(?:"
    + _NUM
    + _SUB
    + r"|[(（][A-Za-z0-9]{1,4}[)）])(?:条|條|款|项|項|号|號|段)"
    + _SUB
    + _CJK_HEAD
)
_CJK_PART = (
    r"(?:(?:附件|附表|附录|附錄|別紙|别纸|別表)"
    + _NUM
    + _SUB
    + _CJK_HEAD
    + r"(?:"
    + _CJK_SECTION
    + r")*"
    r"|(?:" + _CJK_SECTION + r")+)"
)
_CJK_LABEL_RE = re.compile(
    r"(?P<item>(?:^|(?<=[\n。；;]))[ \t]*"
    r"(?:[(（](?:[一二三四五六七八九十]|\d{1,2}|[a-z])[)）])?[ \t]*)"
    r"(?P<words>(?:\d{4}年\d{1,2}月\d{1,2}日付)?[^\s，,。；;：:、「」“”\"（）()〔〕\[\]\n]{0,16}?[、，,]?)"
    r"(?P<cite>" + _CJK_PART + r")"
    r"(?P<link>(?:(?:需|须|須|应|應|待)?(?:填写|填寫|填入|填|记载|記載|载入|載入)|(?:へ|に|の)?(?:記載|記入)用(?:です)?)?"
    r"(?:[ \t]*(?:[：:，,、。–—]|\n|$)|提及|中|に(?:おいて)?いう|で(?![きすあ])|[ \t]+))",
    re.MULTILINE,
)
"""A Chinese or Japanese label citing a part of the agreement, opening a line or an item."""


_DATED_RE = re.compile(r"\d{4}年\d{1,2}月\d{1,2}日付|dated\s+\d{1,2}\s+[A-Z][a-z]+\s+\d{4}")
"""The date a document is dated by in a label (「2026年5月1日付」): the document's, not a year
of the figure."""


def _cut(m: re.Match[str], text: str, matcher: Matcher, lang: str) -> str | None:
    """What the label ``m`` leaves (its item mark), or None where it stays."""
    cite = m.group("cite")
    if re.fullmatch(r"第[^条條款项項段]*(?:号|號)", cite):
        return None  # 「…函〔2026〕第27号」: a letter's number, not a part of the agreement
    if not re.search(r"\d|[一二三四五六七八九十]", cite) or _PART_OF_YEAR_RE.search(cite):
        return None
    words = _DATED_RE.sub(" ", m.group("words")).strip(" ,、，")
    if words and not plain_lead(words, text[m.end() :], lang, matcher):
        return None
    return m.group("item")


def without_cited_labels(text: str, lang: str, matcher: Matcher) -> str:
    """``text`` less the labels citing a part of the asker's agreement (module docstring),
    when a request follows them; ``text`` itself otherwise."""
    pattern = _EN_LABEL_RE if lang == "en" else _CJK_LABEL_RE
    out, at = text, 0
    while (m := pattern.search(out, at)) is not None:
        kept = _cut(m, out, matcher, lang)
        if kept is None:
            at = m.end()
            continue
        out = out[: m.start()] + kept + out[m.end() :]
        at = m.start() + len(kept) + 1
    if out == text or not re.search(r"\w", out):
        return text
    return out
