"""The rule or letter a formal request is made under.

Regulators, exchanges, tax offices and statistics bureaus cite what their request rests
on: "Pursuant to Rule 13.09, please confirm …", "Further to our letter dated 2 June, …",
「根据《上市规则》第13.09条，请提供…」, 「依据统计法第七条规定，…」, 「金融商品取引法第24条に
基づき、…」. The citation says why the company must answer, never which figure: its
numbers are rule and section numbers, its words name laws the KB has no entry for. It is
taken out before the question is read, with the comma closing it, when a request stands
after it.

Only a citation of a rule or of earlier correspondence is taken: a law, rule, section,
article, ordinance, act, regulation, code, notice, circular or letter, a call or meeting
"further to" which one writes (法, 条, 规定, 规则, 条例, 函, 通知; 法, 条, 規則, 規定, 省令,
通達, 書面, 照会). "Under the GBA plan" or 「根据数据保护政策」 cite the company's own
documents, which the KB holds, and stay.
"""

from __future__ import annotations

import re

__all__ = ["without_legal_basis"]

_RULE_NOUN_EN = (
    r"(?:rules?|sections?|articles?|acts?|ordinances?|regulations?|codes?|laws?|chapters?"
    r"|paragraphs?|notices?|circulars?|directives?|provisions?|schedules?|letters?)"
)

_EN_BASIS_RE = re.compile(
    r"(?:(?<=^)|(?<=[.;:!?]\s)|(?<=[.;:!?]))\s*"
    r"(?:pursuant\s+to|under|in\s+accordance\s+with|as\s+required\s+(?:by|under)"
    r"|in\s+compliance\s+with|in\s+line\s+with)\s+"
    r"(?:[^,;.?!]|\.(?=\d)){0,60}?\b" + _RULE_NOUN_EN + r"\b(?:[^,;?!]|\.(?=\d)){0,40}?,\s*"
    r"|(?:(?<=^)|(?<=[.;:!?]\s))\s*(?:further|with\s+reference)\s+to\s+(?:our|your|the)\s+"
    r"(?:(?:telephone|phone|video)\s+)?(?:letter|notice|request|enquiry|inquiry|conversation|call"
    r"|meeting|discussion|e-?mail|correspondence)\s+(?:dated|of|on|ref(?:erence)?\.?)"
    r"[^,;?!]{0,40}?,\s*"
    r"|,\s*(?:pursuant\s+to|as\s+required\s+(?:by|under)|in\s+accordance\s+with"
    r"|in\s+compliance\s+with)\s+(?:[^,;.?!]|\.(?=\d)|\.(?=\s*\d)){0,60}?\b"
    + _RULE_NOUN_EN
    + r"\b(?:[^,;.?!]|\.(?=\s*\d)){0,40}?(?=[.?!]?\s*$|[.;?!]\s)"
    r"|,\s*(?:pursuant|further|with\s+reference)\s+to\s+(?:our|your|the)\s+"
    r"(?:letter|notice|request|enquiry|inquiry)\b(?:[^,;.?!]|\.(?=\s*\d)){0,40}?"
    r"(?=[.?!]?\s*$|[.;?!]\s)",
    re.IGNORECASE,
)
"""An English citation opening a sentence and closed by a comma ("Pursuant to section
5(2) of the Statistics Ordinance, ", "Further to our letter dated 2 June, "), or closing
one after a comma (", as required under Article 24 of the FIEA.")."""

_ZH_BASIS_RE = re.compile(
    r"(?:根据|根據|依据|依據|依照|按照|遵照)(?:我[局会會司部委厅廳]|贵[司方]|貴[司方])?"
    r"[^，,。；;？?！!]{0,30}?"
    r"(?:法|条|條|款|规定|規定|规则|規則|条例|條例|函|通知|办法|辦法|指引)[》」』]?"
    r"(?:第[\d.一二三四五六七八九十百]+[条條款项項])?(?:的|之)?(?:规定|規定|要求)?[，,]"
)
"""A Chinese citation closed by a comma (「根据《上市规则》第13.09条，」, 「依据统计法第七条
规定，」, 「根据我局2026年第45号函，」)."""

_JA_BASIS_RE = re.compile(
    r"[^、，,。；;？?！!]{1,30}?"
    r"(?:法|条|項|号|規則|規定|省令|通達|条例|ガイドライン|書面|文書|照会|通知|依頼)"
    r"(?:第[\d一二三四五六七八九十百]+[条項号])?"
    r"(?:に基づき|に基づいて|に基づく[^、，,。]{0,12}?(?:ため|につき)|の規定により|の定めにより"
    r"|により|に従い|に従って)[、，,]"
)
"""A Japanese citation closed by a comma (「金融商品取引法第24条に基づき、」, 「統計法に基づく
調査のため、」)."""


_CITED_EN = (
    r"(?:(?:the\s+)?(?:[A-Z][\w'’&-]*\s+(?:(?:of|and|for|on|the)\s+)*){0,6}"
    + "(?i:"
    + _RULE_NOUN_EN
    + r")\s+\d[\w.()-]*(?:\s*\(\d+\))*(?:\s+(?:of|under)\s+(?:the\s+)?"
    r"(?:[A-Z][\w'’&-]*\s*(?:(?:of|and|for|on|the)\s+)*){1,8}(?:\d{4}\b)?)?"
    r"(?:\s*\((?:Cap\.?|Chapter)\s*\d+\w*\))?"
    r"|(?:the\s+)?(?:[A-Z][\w'’&-]*\s+(?:(?:of|and|for|on|the)\s+)*){1,6}"
    r"(?i:Rules|Ordinance|Act|Code|Regulations|Manual)(?:\s+\d{4})?(?:\s*\((?:Cap\.?|Chapter)\s*\d+\w*\))?)"
)
"""A rule cited by its number ("section 51(1) of the Inland Revenue Ordinance", "Rule 703
of the Listing Manual") or a statute by its proper name ("the Listing Rules")."""

_EN_INLINE_BASIS_RE = re.compile(
    r"\s*\(\s*(?:see\s+)?" + _CITED_EN + r"\s*\)"
    r"|,\s*(?i:pursuant\s+to|under|in\s+accordance\s+with|as\s+required\s+(?:by|under)"
    r"|in\s+compliance\s+with)\s+" + _CITED_EN + r"\s*,"
    r"|\s+(?i:pursuant\s+to|under|in\s+accordance\s+with|as\s+required\s+(?:by|under)"
    r"|in\s+compliance\s+with)\s+" + _CITED_EN + r"(?=\s*[.;?!]?\s*$|\s*[.;?!]\s)"
)
"""An English citation in brackets, between commas inside the request, or closing it
without a comma ("… for FY2024 pursuant to section 51(1) of the Inland Revenue
Ordinance.", "Please state, under Rule 703 of the Listing Manual, …")."""

_ZH_TITLE = r"《[^《》]{1,40}》"
_ZH_ARTICLE = r"第[\d.一二三四五六七八九十百零〇]+[条條](?:第[\d一二三四五六七八九十]+[款项項])*"

_ZH_INLINE_BASIS_RE = re.compile(
    r"[（(]\s*" + _ZH_TITLE + r"\s*(?:" + _ZH_ARTICLE + r")?\s*[）)]"
    r"|(?:根据|根據|依据|依據|依照|按照|遵照)\s*"
    + _ZH_TITLE
    + r"\s*"
    + _ZH_ARTICLE
    + r"(?:的|之)?(?:规定|規定|要求)?(?![，,])"
)
"""A Chinese citation of a law's article in brackets (「（《上市规则》第13.10条）」) or
inside the request with no comma (「请贵公司根据《上市规则》第13.10条说明…」): a law
by its title and its article, never the company's own document, which has no article."""

_JA_NUMBER = r"[\d一二三四五六七八九十百]+"
_JA_ARTICLE = rf"第{_JA_NUMBER}条(?:の{_JA_NUMBER})?(?:第{_JA_NUMBER}[項号])*"

_JA_INLINE_BASIS_RE = re.compile(
    r"[（(][^（）()、。]{1,30}?(?:法|規則|規程|省令|政令|令|条例)"
    + _JA_ARTICLE
    + r"[^（）()]{0,8}[）)]"
    r"|[^、，,。（）()]{1,30}?(?:法|規則|規程|省令|政令|条例)"
    + _JA_ARTICLE
    + r"(?:の規定)?(?:に基づき|に基づいて|により|に従い)(?![、，,])"
)
"""A Japanese citation of a law's article in brackets (「（金融商品取引法第26条）」) or inside
the request with no comma (「…について、金融商品取引法第26条に基づき報告を求める」)."""


def without_legal_basis(text: str) -> str:
    """``text`` less the citations of the rules its request is made under, when a request
    stands after them; ``text`` itself otherwise."""
    out = text
    for pattern in (_EN_BASIS_RE, _ZH_BASIS_RE, _JA_BASIS_RE):
        out = pattern.sub(" ", out)
    out = _EN_INLINE_BASIS_RE.sub(lambda m: "," if m.group().rstrip().endswith(",") else "", out)
    out = _ZH_INLINE_BASIS_RE.sub("", out)
    out = _JA_INLINE_BASIS_RE.sub("", out)
    if out == text or not re.search(r"\w", out):
        return text
    return out.strip()
