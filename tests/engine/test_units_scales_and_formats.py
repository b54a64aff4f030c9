"""A figure asked in a form, a scale or a currency: which are the KB's figure, which are not.

What is read (the KB's figure, as stated, in the unit the KB states it in):
- a rounding or a form for a slide or a sheet: "to two decimal places", "rounded to the
  nearest million", "rounded is fine", "as a whole number", "no explanation", "one line
  pls", 「保留两位小数」, 「四舍五入」, 「取整」, 「小数点以下1桁まで」, 「四捨五入して」,
  「％表記で」;
- a scale written onto the name of the unit the KB states the figure in: "in billion
  yen", "USD bn", 「亿日元」, 「万美元」, 「多少亿港元」, 「億円で」, 「何億円」, 「千人単位」;
- a currency named by another name of its market ("in HK dollars" for a figure the KB
  states in Hong Kong dollars): the currency, never the market beside a word of money.

What still refuses:
- a currency the KB does not state the figure in, in the request or in a sentence of its
  own after it, however courteously put (「请用欧元。」, 「换算成欧元。」, 「折合人民币」,
  「ウォンでお願いします。」, 「人民元建てで。」, "In Hong Kong dollars, please." for a figure
  stated in US dollars; "as a percentage" of a figure stated in money), or a market's own
  currency the KB states nothing in ("Singapore dollars", ", in SGD?", 「新加坡元」,
  「シンガポールドル」, 「豪ドル」: a currency's code after "in" closing the phrase, or a word
  of money several units share written after a market's name, names that market's
  currency, never US dollars): a conversion, refused with the unit the KB states it in;
- a ratio written onto the metric ("revenue per store", 「每家门店的收入」, 「人均净利润」,
  「1店舗あたりの売上高」): a figure the KB derives from nothing it states;
- such a currency where no market is named (「2024财年收入是多少？请用欧元。」): refused at
  once, never asked which market, since the KB holds no figure in it;
- a scale on a currency the KB lacks (「多少亿人民币」), and a currency's code ("in RMB"),
  which is no meeting room ("in Rm B") set aside as the asker's logistics.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

_CONVERTS_NONE = ("does not convert", "不做换算", "換算は行いません")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Japan EBITDA FY2024 to two decimal places, please.", 19900.0),
        ("Singapore net profit FY2023, rounded to the nearest million.", 98.0),
        ("Group headcount FY2025 as a whole number, no explanation.", 8074.0),
        ("What was Macau's revenue in FY2024? No commentary please.", 2610.0),
        ("Group gross margin FY2024 as a percentage, one decimal.", 39.3),
        ("Japan revenue FY2024 in yen billions, no decimals.", 103200.0),
        ("Hong Kong EBITDA FY2023 in USD bn", 402.0),
        ("HK revenue FY2024 in billions", 1596.0),
        ("Singapore gross margin FY2023 in percentage terms", 37.5),
        ("Macau EBITDA FY2024 in HK dollars", 612.0),
        ("Macau net profit FY2024? One line pls, rounded is fine.", 301.0),
        ("Singapore EBITDA FY2023 in one sentence please", 201.0),
        ("日本2024财年收入，单位亿日元，保留两位小数。", 103200.0),
        ("新加坡2024财年净利润，万美元，四舍五入。", 112.0),
        ("集团2025财年员工人数，取整。", 8074.0),
        ("澳门2024财年收入多少亿港元？", 2610.0),
        ("香港2023财年EBITDA，小数点后保留一位。", 402.0),
        ("集团2024财年员工人数，单位千人", 7783.0),
        ("日本の2024年度の売上高を億円で、小数点以下1桁まで。", 103200.0),
        ("シンガポールの2025年度のEBITDAを百万米ドル単位で、四捨五入してください。", 247.0),
        ("グループの2024年度の従業員数を千人単位で。", 7783.0),
        ("日本の2023年度純利益は何億円ですか", 7900.0),
    ],
)
def test_a_form_or_a_scale_of_the_kbs_unit_gives_the_figure(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本2023财年收入是多少？请用欧元。",
        "日本2023财年收入是多少？换算成欧元。",
        "香港2024财年收入，折合人民币。",
        "香港2024财年收入是多少？请换算成人民币。",
        "新加坡2024财年EBITDA是多少？麻烦用英镑。",
        "シンガポールの2023年度の売上高を教えて。ウォンでお願いします。",
        "日本の2025年度のEBITDAを知りたいです。人民元建てで。",
        "香港の2023年度純利益をください。豪ドルでお願いいたします。",
        "What was Hong Kong's EBITDA in FY2023? In Hong Kong dollars, please.",
        "Japan net profit FY2024 in HK dollars",
        "HK revenue FY2024 as a percentage?",
        "Singapore EBITDA FY2023 in Singapore dollars",
        "What was Singapore's net profit in FY2023, in SGD?",
        "Japan EBITDA for FY2024, into EUR please",
        "新加坡2023财年EBITDA，用新加坡元",
        "シンガポールの2023年度EBITDAをシンガポールドルで",
        "日本の2024年度売上高を豪ドルで",
    ],
)
def test_a_currency_the_figure_is_not_stated_in_is_declined_as_a_conversion(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.refused and any(w in answer.answer for w in _CONVERTS_NONE), answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本の2024年度の1店舗あたりの売上高は？",
        "マカオの2023年度の従業員1人当たりEBITDAを百万香港ドルで",
        "新加坡2024财年每家门店的收入是多少？",
        "香港2023财年人均净利润，单位万美元",
        "Hong Kong revenue per store in FY2023, USD thousands",
        "新加坡2024财年收入多少亿人民币？",
        "Japan revenue FY2024 in euros, one decimal",
        "2024财年收入是多少？请用欧元。",
        "2024年度のEBITDAを知りたいです。ユーロ建てでお願いします。",
        "Macau net profit FY2023 in RMB",
        "Japan EBITDA FY2024? In RMB, please.",
    ],
)
def test_a_ratio_or_a_currency_the_kb_lacks_stays_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.refused, answer.answer
