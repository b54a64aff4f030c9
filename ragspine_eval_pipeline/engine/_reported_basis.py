"""The basis the KB's figures are on, said by the asker: "as reported, not adjusted",
"(unadjusted)", "before any normalisation", 「报告口径，非调整后」, 「未经调整」,
「調整前、報告ベース」, and the currency it is reported in ("in the reporting currency",
「以报告货币」, 「報告通貨（百万香港ドル）にて」: the unit written beside it is still read). A
functional currency may differ from the reported one and is not read so.

The KB holds each figure as the company reported it, so asking for that basis, or ruling
out an adjusted one, asks the KB's figure: the words are taken out. An adjusted figure
asked for itself ("adjusted EBITDA", 「调整后EBITDA」, 「調整後EBITDA」) is a measure the
KB lacks and is still refused, and "as reported in the investor factbook" cites where,
which is read as before.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine._written_onto import onto_a_business

_ADJUSTED = (
    r"(?:adjusted|normali[sz]ed|underlying|pro[\s-]?forma|restated|adjustments?"
    r"|normali[sz]ations?|one[\s-]?offs?)"
)
_RULED_OUT = r"(?:not|non|rather\s+than|instead\s+of|before(?:\s+any)?|without(?:\s+any)?|no)[\s-]+"

_BASIS_RE = re.compile(
    r"[(（]?\s*(?<![\w-])(?:"
    r"(?:as\s+reported|on\s+an?\s+(?:reported|statutory|ifrs|gaap)\s+basis|reported\s+basis"
    r"|statutory|unadjusted)"
    rf"(?:\s*(?:,|;|/|and|but)?\s*{_RULED_OUT}{_ADJUSTED})?"
    rf"|{_RULED_OUT}{_ADJUSTED}(?=\s*[)）,.;?!]|\s*$)"
    r")(?![\w-])(?!\s+(?:in|by|per|on|at|from|to|under|with)(?![\w-]))\s*[)）]?"
    r"|(?<![\w-])(?:in\s+)?(?:the\s+|its\s+|their\s+)?(?:reporting|presentation)\s+currency(?![\w-])"
    r"|(?<![\w-])(?:keep(?:ing)?\s+(?:the\s+|its\s+|their\s+)?(?:native|original|source)"
    r"|(?:in\s+)?(?:the\s+|its\s+|their\s+)?original)\s+currency(?![\w-])"
    r"|[(（]?(?:按|以)?(?:报告|報告|列报|列報)(?:货币|貨幣)|報告通貨|表示通貨|原通貨"
    r"|[(（](?:按|以|用)?(?:原币|原幣)(?:种|種)?[)）]|(?:按|以|用)(?:原币|原幣)(?:种|種)?"
    r"|[(（]?(?:按|以)?(?:报告|報告|报表|報表|法定|披露)口径|未经调整|未經調整|非调整后|非調整後|调整前|調整前"
    r"|(?:報告|開示|公表)(?:ベース|値)|未調整",
    re.IGNORECASE,
)
"""The reported basis asked, or an adjusted one ruled out, with the brackets around it."""


_FIGURE_EN = r"(?:figures?|numbers?|values?|amounts?|totals?|data)"
_REPORTED_ONE_RE = re.compile(
    r"(?<![\w-])(?:actually|officially)\s+(?=report(?:ed|s)?(?![\w-]))"
    r"|(?<![\w-])(?:actual|official|exact|precise)\s+(?!" + _FIGURE_EN + r"(?![\w-]))(?=[a-z])"
    r"|(?:官方|正式|准确|準確|确切|確切|正确|正確)的(?=[\u4e00-\u9fff])"
    r"|(?:正確|正式|公式|実際)(?:な|の)(?=数字|数値|値|金額|人数|従業員数|売上|利益)",
    re.IGNORECASE,
)
"""The figure the company reported, asked against the asker's own ("What did ACME
*actually* report", "Japan's *official* headcount", 「*官方的*员工总人数」, 「*正確な*数字」): the
KB's figure, which is what is read; the words are taken out. Before a bare figure noun
("What was the actual figure?") they are left to the rules reading it (``_claims``)."""


def without_reported_basis(question: str) -> str:
    """``question`` without the words asking the basis the KB's figures are on, or the
    figure as reported against the asker's own."""
    # "ACME's *Official* business": the business's name, no figure as reported.
    return _REPORTED_ONE_RE.sub(
        lambda m: m[0] if onto_a_business(m.string, m.end()) else "",
        _BASIS_RE.sub(" ", question),
    )
