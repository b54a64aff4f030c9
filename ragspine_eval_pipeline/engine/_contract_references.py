"""References to the asker's own agreement: where a figure goes, never which figure.

A drafter cites the clause, schedule or recital of the agreement or paper being drafted
that a figure is for: "Pursuant to Clause 12 (Employees), …", "for insertion at Clause 4.2
of the Disclosure Letter", "Re draft SPA cl. 7.1(b): …", "For the purposes of Schedule 3
(Warranties as to Accounts), …", "Subject to contract.", 「根据附表三（财务指标）第2项，」,
「以便载入本协议第4.2条」, 「为履行本合同第八条（员工安置）项下之义务，」, 「別紙2（財務指標）第
4項に基づき、」, 「なお、本件株式譲渡契約第5条第2項の表明保証に用いるものです。」. Its
numbers are clause numbers and its words name the agreement's parts, which the KB has no
entry for; the phrase citing it is taken out where a request stands beside it.

A phrase is taken only when it cites a part of an agreement by its number (clause, cl.,
schedule, paragraph, recital, item; 第…条, 附表, 別紙, 項) or names the agreement itself
("this Agreement", 本协议, 本契約), with its bracketed heading. A heading naming a part of a
year ("(Quarterly Reporting)", 「（月次報告）」) stays, and so is read as the rest of the
question: a figure for it is refused as any part of a year is.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING

from ragspine_eval_pipeline.engine._contract_labels import without_cited_labels
from ragspine_eval_pipeline.engine._language import detect_lang
from ragspine_eval_pipeline.engine._transcript import plain_lead

if TYPE_CHECKING:
    from ragspine_eval_pipeline.engine._names import Matcher

__all__ = ["without_contract_references"]

_PART_OF_YEAR_RE = re.compile(
    r"quarter|half|interim|month|week|季|半年|月|週|四半期|上期|下期", re.IGNORECASE
)

_HEAD = r"(?:\s*[(（][^()（）]{1,40}[)）])?"
"""A part's heading in brackets ("(Employees)", 「（财务指标）」)."""

_EN_DOC = (
    r"(?:the|this|that|our|a)\s+(?:draft\s+)?(?:[A-Z][\w-]*\s+){0,3}"
    r"(?:Agreement|Letter|Deed|Memorandum|Contract|SPA|Paper|Instrument|Side\s+Letter|letter"
    r"|agreement|contract|paper|deed)"
)
_EN_PART = (
    r"(?:Clause|clause|cl\.|Schedule|schedule|Sch\.|Paragraph|paragraph|para\.?|Recital|recital"
    r"|Article|Section|Annex|Appendix|Exhibit|Item|Part)\s*"
    r"(?:\d+(?:\.\d+)*[A-Za-z]?(?:\([a-z0-9]+\))*|\([A-Za-z0-9]+\)|[A-Z](?![\w'])|[IVX]+(?![\w']))"
)
_EN_REF = (
    r"(?:(?:draft\s+)?(?:SPA\s+)?"
    + _EN_PART
    + _HEAD
    + r"(?:\s+of\s+(?:"
    + _EN_PART
    + _HEAD
    + r"|"
    + _EN_DOC
    + r"))*"
    r"|" + _EN_DOC + r")"
)
_EN_LEAD = (
    r"(?:pursuant\s+to|under|in\s+accordance\s+with|for\s+the\s+purposes?\s+of|re|regarding"
    r"|reference\s+is\s+made\s+to|with\s+reference\s+to|as\s+required\s+by|subject\s+to"
    r"|save\s+as\s+(?:otherwise\s+)?(?:required|provided)\s+(?:by|in|under))"
)
_EN_RE = re.compile(
    r"(?:(?<=^)|(?<=[.;:!?]\s)|(?<=\n))\s*" + _EN_LEAD + r"\s+" + _EN_REF + r"\s*[,:.]\s*"
    r"|(?:(?<=^)|(?<=[.;:!?]\s))\s*subject\s+to\s+(?:contract|the\s+foregoing)\s*[.,]\s*"
    r"|,?\s*(?:for\s+(?:insertion|inclusion|use)\s+(?:at|in|into)|to\s+be\s+inserted\s+(?:at|in)"
    r"|for\s+the\s+purposes?\s+of|pursuant\s+to|in\s+accordance\s+with|as\s+required\s+by"
    r"|save\s+as\s+(?:otherwise\s+)?(?:required|provided)\s+(?:by|in|under)|at|in)\s+"
    + _EN_REF
    + r"(?=\s*[,.;:?!](?![\w(])|\s*$)"
    r"|(?:(?<=\binsert)|(?<=\binclude)|(?<=\benter))\s+(?:at|in|into)\s+" + _EN_REF + r"(?=\s)",
    re.IGNORECASE,
)
"""An English citation of the agreement's part opening a sentence and closed by a comma
or colon, closing a phrase ("…, for insertion at Clause 4.2 of the Disclosure Letter") or
after a verb of putting the figure in ("insert at Clause 5.3 the …")."""

_CJK_NUM = r"[\d.一二三四五六七八九十百〇零]+"
_CJK_DOC = (
    r"(?:本|该|該|当該|本件)?[^，,。；;：:、「」“”《》（）()\s]{0,8}?"
    r"(?:协议|協議|合同|条款|條款|覚書|契約書?|契约)"
)
_CJK_PART = (
    r"(?:" + _CJK_DOC + r")?(?:第" + _CJK_NUM + r"(?:条|條|款|项|項|号|號|段)" + _HEAD + r")+"
    r"|(?:附表|附件|別紙|别纸|別表)" + _CJK_NUM + _HEAD + r"(?:第" + _CJK_NUM + r"(?:项|項|号|號))?"
)
_CJK_RE = re.compile(
    r"(?:根据|根據|依据|依據|依照|按照|依|按|关于|關於|就|为履行|為履行)(?:" + _CJK_PART + r")"
    r"(?:之约定|之約定|的约定|项下之义务|項下之義務|项下|項下|之规定|的规定)?[，,：:]"
    r"|[，,]?(?:以便|以)(?:载入|載入|填入|列入|纳入|納入)(?:" + _CJK_PART + r"|" + _CJK_DOC + r")"
    r"(?=[。；;，,]|$)"
    r"|(?:(?<=^)|(?<=[、，,。\n]))(?:" + _CJK_PART + r")(?:の規定|の定め)?"
    r"(?:に基づき|に基づいて|に従い|により)[、，,]"
    r"|[、，,]?(?:" + _CJK_PART + r")に定める[^、，,。]{0,12}?のため(?:に)?"
    r"|なお[、，,][^。]{0,30}?(?:" + _CJK_PART + r")[^。]{0,16}?(?:に用いる|のため)[^。]{0,10}。"
)
"""A Chinese or Japanese citation of the agreement's part, closed by a comma or colon
(「根据附表三（财务指标）第2项，」, 「別紙2（財務指標）第4項に基づき、」), a purpose of putting
the figure into it (「以便载入本协议第4.2条」) or a closing note of what it is for."""


def _keeps_part_of_year(match: re.Match[str]) -> str:
    """The match taken out, unless its heading names a part of a year."""
    return match.group() if _PART_OF_YEAR_RE.search(match.group()) else " "


_RECITAL_RE = re.compile(
    r"^\s*whereas\s[^;；:：.。?？]*,\s*(?=(?:please|pls|kindly|can\s+you|could\s+you)\b)"
    r"|(?:^|(?<=[;；.。:：]\s)|(?<=[;；。：:])|(?<=\band\s))\s*(?:and\s+)?(?:whereas|recital\s*\([a-z]\))"
    r"[,\s]+[^;；:：.。?？]*[;；:：.。]\s*(?:and\s+)?"
    r"|^\s*鉴于[^，,。；;：:？?]*[，,；;]",
    re.IGNORECASE,
)
"""A recital (WHEREAS …; 鉴于…，; "WHEREAS …, please …"): why the agreement is made, before
what it asks."""

_PARTIES_ZH_RE = re.compile(
    r"(?:甲方|乙方|丙方|双方|雙方|各方)(?:应当|應當|应|應|须|須|将|將|同意)?"
    r"(?:向(?:甲方|乙方|丙方))?(?=披露|提供|列明|说明|說明|告知|报告|報告|确认|確認|列示)"
    r"|(?<![一-鿿])(?:甲|乙|丙)(?:は|が)(?:(?:甲|乙|丙)に対し(?:て)?)?[、，,]?"
    r"|(?<=を)(?:甲|乙|丙)に(?=開示|提示|報告|提出)"
)
"""The parties of a Chinese or Japanese agreement as the subject of disclosing (「乙方须披露」,
「甲は乙に対し、」): who owes the figure, never which."""


_DRAFTING_LEAD_RE = re.compile(
    r"(?:^|(?<=[.;:!?]\s)|(?<=\n))\s*(?:(?:and\s+)?for\s+the\s+avoidance\s+of\s+doubt"
    r"|notwithstanding\s+(?P<concession>[^,.;:?!]{1,60}))\s*,\s*(?:and\s+(?=for\s))?",
    re.IGNORECASE,
)
"""An English drafter's lead-in connective ("For the avoidance of doubt,", "Notwithstanding
the earn-out mechanics,"): it says how the clause is read, never which figure; a
concession ("notwithstanding …") goes only when it names nothing of its own
(``plain_lead``). The Chinese and Japanese ones (为免生疑问, 疑義を避けるため) are left: they
open what is included or left out of the figure as often as the figure."""


def _without_drafting_leads(text: str, matcher: Matcher) -> str:
    """``text`` less the drafter's lead-in connectives before a request."""
    lang = detect_lang(unicodedata.normalize("NFKC", text))
    out, at = text, 0
    while (m := _DRAFTING_LEAD_RE.search(out, at)) is not None:
        concession = m.group("concession")
        rest = out[m.end() :]
        if not re.search(r"\w", rest) or (
            concession and not plain_lead(concession, rest, lang, matcher)
        ):
            at = m.end()
            continue
        out = out[: m.start()] + " " + rest
        at = m.start() + 1
    return out


def _without_recitals(text: str, matcher: Matcher) -> str:
    """``text`` less the recitals before its request that name nothing beyond it."""
    rest = _RECITAL_RE.sub(" ", text)
    if rest == text or not re.search(r"\w", rest):
        return text
    lang = detect_lang(unicodedata.normalize("NFKC", text))
    for m in _RECITAL_RE.finditer(text):
        if not plain_lead(m.group(), rest, lang, matcher):
            return text
    return rest.strip()


def without_contract_references(text: str, matcher: Matcher) -> str:
    """``text`` less its citations of the asker's agreement, its recitals and its parties
    as the subject of disclosing (module docstring), when a request stands beside them;
    ``text`` itself otherwise."""
    text = _PARTIES_ZH_RE.sub("", _without_recitals(text, matcher))
    out, before = text, ""
    while out != before:
        before, out = out, _EN_RE.sub(_keeps_part_of_year, out)
    out = _CJK_RE.sub(lambda m: _keeps_part_of_year(m).strip(), out)
    out = without_cited_labels(out, detect_lang(unicodedata.normalize("NFKC", out)), matcher)
    out = _without_drafting_leads(out, matcher)
    if out == text or not re.search(r"\w", out):
        return text
    out = re.sub(r"[ \t]{2,}", " ", out).strip()
    return re.sub(r"^([a-z])", lambda m: m.group(1).upper(), out)
