"""A Chinese or Japanese phrase of purposes that may say on which basis a figure is
counted (「出于税务目的，」, 「为了会计用途」, 「税務上の目的で、」, 「連結目的で」).

As "for tax purposes" in English (``_purpose_en.BASIS_WORDS``), such a phrase may ask the
figure on another basis than the KB reports it: it is kept in the request, so the request
is refused, never answered with the reported figure. A purpose naming no basis
(「出于审计目的」, 「为了写周报」, 「社内報の記事用に」) is what the figure is for and is set
aside as before (``_context_wrapping``).
"""

from __future__ import annotations

import re

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
