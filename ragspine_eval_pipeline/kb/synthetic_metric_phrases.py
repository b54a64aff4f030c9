"""The everyday ways people ask for the synthetic KB's five metrics, in three languages.

Store managers, HR, marketing and new staff ask for a figure in their own words ("how
much did Japan bring in", 「香港有几号人」, 「いくら売れましたか」), not by its finance name.
These phrases were written from each metric's definition alone (what revenue, EBITDA,
net profit, headcount and gross margin measure), before any question was read: query
expansion kept as KB metadata, as the paragraphs' keywords are (``synthetic_keywords``).
``with_everyday_phrases`` adds them to the metrics' aliases, so they reach an engine
through ``vocabulary.json`` like every other name.

The rules they follow:

- A phrase is listed under every metric it may mean: 「赚的钱」 (the money made) under
  revenue, EBITDA and net profit, as ``money`` is; 「赚头」 and 「日本の儲け」 (the profit
  made) under EBITDA and net profit; a question using one is asked which it means. Only
  nouns: the verbs of getting money ("make", "earn", 「赚了多少」, 「稼いだ」, 「儲かった」)
  stand beside a metric's name as often as in its place ("how much revenue did it make",
  「純利益ベースでいくら稼いだ」), and the engine reads every name a clause holds, so such a
  verb listed as a name would turn a question naming its metric into one asked which.
- Never a phrase that can name a measure the KB lacks: no count of stores or customers,
  no cash ("cash coming in" is cash flow), no wages ("take-home", 「手取り」), no goods
  or number sold (no bare "sell" or "sold": "what did Japan sell"; no 「どのくらい売れた」,
  only 「いくら売れた」), no sum left after the cost of goods (that is gross profit, an
  amount): gross margin's phrases hold a share word (what *share* of sales is left,
  「几成」, 「何パーセント」).
- Latin phrases match on stems, so each is listed once per form the stemmer does not
  join ("bring in" / "brought in"; "take in" / "took in" / "taken in"). CJK phrases
  match inside any word, so each is written out whole, long enough not to sit inside
  another word (「いくら売れ」, never 「売れ」, which 「売れ残り」 holds).
- Where a phrase follows a word that names several metrics alone ("profit", "money",
  「利润」) or a noun the KB lacks ("earnings"), or a word written straight onto it
  (「扣除」 before 「利息、税和折旧前的利润」), it is listed with that word too: where names
  overlap the longest is read, and a word written onto a name is read as part of it.
- No phrase holds a word the engine reads as a derived figure (「何割」, 「除いた」), an
  opinion (「卖出」, 「卖掉」: advice to sell), a forecast or a part wanted ("part of"):
  such a question is refused whatever it names.

Some phrases are built from small tuples of parts (``_joined``): each part is a way of
saying one piece of the definition, and the phrase is every order-preserving choice.
"""

from __future__ import annotations

from itertools import product

from ragspine_eval_pipeline.kb.vocabulary import Term


def _joined(*parts: tuple[str, ...], sep: str = " ") -> tuple[str, ...]:
    """Every phrase made of one choice from each part, in order (an empty choice drops)."""
    return tuple(sep.join(p for p in choice if p) for choice in product(*parts))


# -- money made: revenue, EBITDA or net profit ------------------------------------------

_MONEY_MADE = ("赚的钱", "挣的钱", "賺的錢")
"""The money made, in everyday Chinese: the takings or the profit."""

_PROFIT_MADE = ("赚头", "賺頭", "の儲け", "のもうけ")
"""The profit made (「赚头」, 「日本の儲け」): EBITDA or net profit, never the takings."""

# -- revenue: what was sold, the money coming in ---------------------------------------

_REVENUE_EN = (
    "bring in",  # and "brings in", "bringing in"
    "brought in",
    "take in",
    "took in",
    "taken in",
    "ring up",
    "rang up",
    "rung up",
    "money coming in",
    "money came in",
    "money brought in",
    "money taken in",
    "money made from sales",
    "through the tills",
    "through the checkouts",
)

_REVENUE_ZH = (
    "賣了多少",
    "进账",
    "進賬",
    "进了多少钱",
    "收了多少钱",
    "收进多少钱",
    "做了多少生意",
    "生意额",
    "生意額",
    "做了多少买卖",
)

_REVENUE_JA = (
    # いくら asks an amount of money; どれだけ or どのくらい売れた may ask how many were sold.
    "いくら売れ",
    "いくら売っ",
    "いくら売り",
    "売れた金額",
    "売れた額",
    "売った金額",
    "売った額",
    "販売額",
    "販売金額",
    "入ってきたお金",
    "入ったお金",
    "お金がいくら入っ",
    "お金はいくら入っ",
)

# -- net profit: what is left after every cost -----------------------------------------

_NET_HEADS_EN = ("", "profit", "money", "earn")
"""Words said before a phrase that names one metric: names of several metrics alone
("profit", "money"), or a noun the KB lacks ("earnings", stemmed as "earn")."""

_ALL_COSTS_EN = (
    *_joined(
        ("after", "net of"),
        ("all", "every", "all the"),
        ("cost", "expense", "bill"),  # the stemmer joins "costs", "expenses", "bills"
        ("", "and tax"),  # and "taxes"
    ),
    "after everything is paid",
    "once everything is paid",
    "after paying everything",
    "after paying all costs",
    "after paying all the bills",
    "after costs and taxes",
    "after tax and every cost",
    "after tax and all expenses",
)

_NET_PROFIT_EN = (
    *_joined((*_NET_HEADS_EN, "keep", "kept"), _ALL_COSTS_EN),
    # What was earned once tax is paid: only the net profit is "after tax".
    *_joined(
        ("earn", "earned", "make", "made", "keep", "kept", "take home", "took home"),
        ("after tax", "after taxes", "after-tax"),
    ),
    *_joined(("after-tax",), ("profit", "earn", "income")),
    "final profit",
    "profit in the end",
)

_NET_PROFIT_ZH = (
    *_joined(
        ("扣除", "扣掉", "去掉"),
        ("所有", "全部"),
        ("成本", "费用", "开支", "成本和税"),
        ("", "后", "后的利润", "之后的利润"),
        sep="",
    ),
    "最后落袋",
    "落袋多少",
    "最终赚了多少",
    "最终赚了",
    "最后赚了多少",
    "最终利润",
    "最后剩下的利润",
    "最终剩下的利润",
    "扣完税的利润",
    "交完税的利润",
)

_NET_PROFIT_JA = (
    *_joined(
        ("すべての", "全ての"),
        ("費用", "経費", "コスト"),
        ("を差し引いた", "を引いた", "を差し引いて", "を引いて"),
        sep="",
    ),
    *_joined(
        ("費用", "経費"),
        ("を全部", "をすべて"),
        ("差し引いた", "引いた", "差し引いて", "引いて"),
        sep="",
    ),
    "経費も税金も引いた",
    "税金も経費も引いた",
    "最終的な儲け",
    "最終的な利益",
    "最終的に残った利益",
    "最終的に残ったお金",
    "最終的にいくら残った",
    "最後に残った利益",
    "正味の利益",
    "正味の儲け",
    "税金を払った後の利益",
    "税引き後の利益",
)

# -- EBITDA: profit before interest, tax and write-downs --------------------------------

_EBITDA_EN = _joined(
    _NET_HEADS_EN,
    ("before",),
    ("interest", "paying interest"),
    ("", "and"),
    ("tax",),  # the stemmer joins "taxes"
    ("", "and"),
    (
        "write-downs",
        "writedowns",
        "depreciation",
        "depreciation and amortisation",
        "depreciation and amortization",
        "depreciation amortisation",
        "depreciation amortization",
    ),
)

_EBITDA_ZH = (
    *_joined(
        ("", "扣除", "未计"),
        (
            "利息、税和折旧",
            "利息、税项和折旧",
            "利息、税和折旧摊销",
            "利息、税、折旧和摊销",
            "利息、税项、折旧及摊销",
            "利息税和折旧",
        ),
        ("前", "之前"),
        ("的利润", "利润", "的盈利"),
        sep="",
    ),
    "付利息、交税和折旧之前赚的钱",
    "付利息和交税之前、折旧之前的利润",
)

_EBITDA_JA = (
    *(
        f"{interest}{sep}{tax}{sep}{writedown}{before}{head}"
        for interest, sep, tax, writedown, before, head in product(
            ("利息", "金利"),
            ("・", "、", "や"),
            ("税金",),
            ("減価償却", "償却"),
            ("前の", "を引く前の", "を差し引く前の"),
            ("利益", "儲け"),
        )
    ),
    "イービットディーエー",
    "イービッダー",
)

# -- headcount: how many people work there ---------------------------------------------

_HEADCOUNT_EN = (
    "on the payroll",
    "on payroll",
    # "On the books" is employed only said of people: alone it may be the accounts.
    "staff on the books",
    "people on the books",
    "employees on the books",
    "how many work",
    "how many are employed",
    "how many employed",
    "employ",  # and "employs", "employed"
    "team size",
    "size of the team",
    "people working",
)

_HEADCOUNT_ZH = (
    "几号人",
    "多少号人",
    "幾號人",
    "在职人数",
    "在職人數",
    "在岗人数",
    "上班的人",
    "打工的人",
    "团队规模",
    "團隊規模",
    "团队有多大",
    "雇了多少人",
    "请了多少人",
    # the statistics offices' name for it on their forms (「从业人员数」)
    "从业人员",
    "從業人員",
    "从业人数",
    "從業人數",
)

_HEADCOUNT_JA = (
    "働いている人",
    "働いてる人",
    "働く人の数",
    "働く人数",
    "在籍人数",
    "在籍者数",
    "雇用者数",
    "雇っている人",
    "何人雇って",
    "何人を雇って",
    "何人在籍",
    "頭数",
    # the statistics offices' name for it on their forms (「常時従業者数」)
    "従業者数",
    "従業者",
    "常時従業者数",
)

# -- gross margin: what share of sales is left after the cost of goods -------------------

_GROSS_MARGIN_EN = (
    *_joined(
        (
            "share",
            "percentage",
            "percent",
            "per cent",
            "proportion",
            "share of sales",
            "percentage of sales",
            "percent of sales",
            "proportion of sales",
            "share of revenue",
            "percentage of revenue",
            "how much of each sale",
            "how much of every sale",
            "how much of sales",
        ),
        ("is left", "left", "is kept", "kept", "remains", "stays", "do they keep", "does it keep"),
        (
            "after the cost of goods",
            "after cost of goods",
            "after the cost of goods sold",
            "after cost of goods sold",
            "after the cost of sales",
            "after cost of sales",
            "after paying for the goods",
            "after paying for goods",
            "after what the goods cost",
        ),
    ),
    "margin on goods",
    "margin on the goods",
    "margin on merchandise",
    "margin on what it sells",
    "margin on what they sell",
    "merchandise margin",
    "product margin",
)

_GROSS_MARGIN_ZH = (
    *_joined(
        ("", "销售额"),
        ("扣除", "去掉"),
        ("进货成本", "商品成本", "进价"),
        ("后", ""),
        ("剩下的比例", "还剩几成", "剩几成", "还剩百分之几"),
        sep="",
    ),
    "毛利占销售额的比例",
    "毛利占收入的比例",
    "毛利占营业额的比例",
    "毛利占比",
    "毛利比例",
    "毛利百分比",
    "毛利几个点",
    "毛利是几个点",
    "毛利有几个点",
    "几个点的毛利",
    "毛利有几成",
    "毛利几成",
)

_GROSS_MARGIN_JA = (
    *_joined(
        ("", "売上から"),
        ("仕入れ", "原価"),
        ("を引いて", "を差し引いて", "を引くと"),
        ("何パーセント残", "何%残", "どれだけの割合が残"),
        sep="",
    ),
    "粗利は売上の何パーセント",
    "粗利が売上の何パーセント",
    "粗利は売上高の何パーセント",
    "粗利は売上の何%",
    "粗利の割合",
    "粗利の比率",
    "粗利の率",
    "粗利は何%",
    "粗利は何パーセント",
)

EVERYDAY_PHRASES: dict[str, tuple[str, ...]] = {
    "REVENUE": (*_MONEY_MADE, *_REVENUE_EN, *_REVENUE_ZH, *_REVENUE_JA),
    "EBITDA": (*_MONEY_MADE, *_PROFIT_MADE, *_EBITDA_EN, *_EBITDA_ZH, *_EBITDA_JA),
    "NET_PROFIT": (
        *_MONEY_MADE,
        *_PROFIT_MADE,
        *_NET_PROFIT_EN,
        *_NET_PROFIT_ZH,
        *_NET_PROFIT_JA,
    ),
    "HEADCOUNT": (*_HEADCOUNT_EN, *_HEADCOUNT_ZH, *_HEADCOUNT_JA),
    "GROSS_MARGIN": (*_GROSS_MARGIN_EN, *_GROSS_MARGIN_ZH, *_GROSS_MARGIN_JA),
}
"""Metric code -> the everyday phrases that ask for it (a shared phrase under each)."""


def with_everyday_phrases(metrics: tuple[Term, ...]) -> tuple[Term, ...]:
    """``metrics`` with each one's everyday phrases after its own aliases (each once)."""
    return tuple(
        metric.model_copy(
            update={
                "aliases": tuple(
                    dict.fromkeys((*metric.aliases, *EVERYDAY_PHRASES.get(metric.code, ())))
                )
            }
        )
        for metric in metrics
    )
