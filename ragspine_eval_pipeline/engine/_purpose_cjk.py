"""A Chinese or Japanese phrase of purposes that may say on which basis a figure is
counted (「出于税务目的，」, 「为了会计用途」, 「税務上の目的で、」, 「連結目的で」).

As "for tax purposes" in English (``_purpose_en.BASIS_WORDS``), such a phrase may ask the
figure on another basis than the KB reports it: it is kept in the request, so the request
is refused, never answered with the reported figure. A purpose naming no basis
(「出于审计目的」, 「为了写周报」, 「社内報の記事用に」) is what the figure is for and is set
aside as before (``_context_wrapping``), and opening the question it is taken out before
the question is read (``without_purpose_lead``), so no passage is chosen by its words.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_BASIS_ZH = (
    r"(?:税务|稅務|税收|稅收|纳税|納稅|报税|報稅|税|稅|会计|會計|法定|监管|監管|合并报表|合併報表"
    r"|合并|合併|并表|並表|分部|管理|资本|資本|偿付能力|償付能力|契约|契約|备考|備考|调整后?|調整後?"
    r"|固定汇率|固定匯率)"
)
_BASIS_JA = (
    r"(?:税務|納税|税|会計|法定|規制|監督|連結|セグメント|管理|資本|ソルベンシー|コベナンツ"
    r"|財務制限条項|プロフォーマ|調整後?|恒常為替)"
)

_BASIS_PURPOSE_RE = {
    "zh": re.compile(_BASIS_ZH + r"(?:上|方面)?(?:的)?(?:目的|用途)"),
    "ja": re.compile(_BASIS_JA + r"(?:上)?(?:の)?(?:目的|用途)"),
}
"""A basis word written straight onto the noun of a purpose (目的, 用途), through at most
上, 方面 and 的 or の: 「税务目的」, 「税务方面的目的」, 「税務上の目的」, 「連結目的」."""


def cjk_basis_purpose(rest: str, lang: str) -> bool:
    """Whether a Chinese or Japanese piece (normalized) holds a phrase of purposes whose
    words may name a basis of counting (``_BASIS_PURPOSE_RE``)."""
    pattern = _BASIS_PURPOSE_RE.get(lang)
    return pattern is not None and pattern.search(rest) is not None


_LEAD_RE = re.compile(r"^(?P<lead>[^,，、。.?？!！]{2,40})(?P<mark>[,，、])\s*(?=\S)")
"""A piece opening the question up to its first comma."""

_PURPOSE_ZH_RE = re.compile(
    r"^(?:出于|出於|基于|基於|为了|為了)[^,，、]{1,12}?(?:的)?(?:目的|用途|需要)$"
)
_PURPOSE_JA_RE = re.compile(r"^[^,，、]{1,12}?(?:の)?(?:目的|用途)(?:で|として|に)?$")


def without_purpose_lead(text: str, lang: str, en_purpose: Callable[[str], bool]) -> str:
    """``text`` less a phrase of purposes opening it before a comma that names no basis
    of counting ("For audit purposes, …", 「出于审计目的，…」, 「監査目的で、…」): what the
    figure is for, never a word a passage must hold nor a topic (a paragraph on audits
    answered a count asked for audit purposes). A purpose holding a word that may name a
    basis (``_BASIS_ZH``, ``_BASIS_JA``, ``_purpose_en.BASIS_WORDS``: 「連結決算の目的で」)
    is kept, and read as before."""
    match = _LEAD_RE.match(text)
    if match is None:
        return text
    lead = match.group("lead").strip()
    if lang == "en":
        purpose = en_purpose(lead.casefold())
    else:
        pattern = _PURPOSE_ZH_RE if lang == "zh" else _PURPOSE_JA_RE
        basis = re.search(_BASIS_ZH if lang == "zh" else _BASIS_JA, lead)
        purpose = pattern.match(lead) is not None and basis is None
    return text[match.end() :] if purpose else text
