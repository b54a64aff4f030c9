"""A request typed as a structured message: a title line, then key lines.

The title (a Markdown heading, a line in bold, in 【】 or after ■) is set aside where it
names nothing the lines under it do not; a title naming only a market fills a form that
has no market's line. Key lines of why, by when and for whom the figure is wanted
("Use: …", "Due: …", "Owner: …", 「目的：…」, 「期限：…」, 「担当者：…」) are read as the
phrases they stand for; a question's label comes off and a topic line is read as what
the question is about. Numbered and bulleted fields (「・」, "1.") make one request. A
title or a key line naming a channel, a store or a part of a year still narrows the
figure, and a purpose naming a KB name stays as written.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._key_lines import as_key_phrases
from ragspine_eval_pipeline.engine._names import matcher_for, vocabulary_key
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_no_figure

FIGURES = [
    # a bold title restating the lines, a use and an owner's line
    (
        "**EBITDA pull**\nMarket: Singapore\nMetric: EBITDA\nYear: FY2024\nUse: letter to lenders\n"
        "Owner: the treasury team",
        226.0,
    ),
    # a square's title, numbered fields, a due line
    (
        "■ Macau check\n1. Market: Macau\n2. Metric: EBITDA\n3. Year: FY2025\nDue: Monday noon",
        701.0,
    ),
    # a heading naming only the market over a form without a market's line
    ("## Hong Kong\n- Metric: revenue\n- Year: FY2024\nUse: strategy offsite", 1596.0),
    # a requester's line
    (
        "**Numbers for the deck**\n- Region: Japan\n- KPI: revenue\n- Year: FY2024\n"
        "- Requested by: the IR team",
        103200.0,
    ),
    (
        "【人数确认】\n・地区：澳门\n・指标：员工人数\n・年度：2024财年\n・目的：招聘计划汇报\n"
        "・期限：下周一",
        688.0,
    ),
    (
        "■ 新加坡利润\n1. 地区：新加坡\n2. 指标：净利润\n3. 年度：2023财年\n申请人：财务部 李女士",
        98.0,
    ),
    ("【香港】\n・指标：EBITDA\n・年度：2024财年", 431.0),
    # a format line of the answer's form, not a unit
    (
        "Scope: Singapore\nMetric: EBITDA\nYear: FY2024\nFormat: a single line, with the source",
        226.0,
    ),
    ("地区：新加坡\n指标：EBITDA\n年度：2024财年\n格式：一句话即可", 226.0),
    (
        "**人員数の確認**\n・対象：マカオ\n・指標：従業員数\n・期間：2024年度\n・目的：採用計画の説明資料\n"
        "・担当者：人事部 山田",
        688.0,
    ),
    (
        "■ 香港の利益\n1. 対象：香港\n2. 指標：当期純利益\n3. 期間：2024年度\n期限：金曜日の午後",
        240.0,
    ),
]

STILL_REFUSED = [
    # a title naming a part of the year
    "**Japan half-year**\nMarket: Japan\nMetric: revenue\nYear: FY2024",
    # a title naming a channel, in lenticular brackets
    "【线上】\n・地区：香港\n・指标：收入\n・年度：2024财年",
    "【オンライン】\n・対象：香港\n・指標：売上高\n・期間：2024年度",
    # a purpose naming a store or a channel
    "**Revenue pull**\nMarket: Japan\nMetric: revenue\nYear: FY2024\nUse: Ginza store review",
    "**收入**\n地区：日本\n指标：收入\n年度：2024财年\n目的：线上渠道复盘",
    # a requester naming a store's team
    "■ Japan sales\nMarket: Japan\nMetric: revenue\nYear: FY2024\nOwner: Umeda outlet team",
    # a title naming a market and a part of its business, over a form with no market
    # (a passage holds the part's word, so it was read as a question about a document)
    "**Singapore online**\nMetric: net profit\nYear: FY2025",
    "【香港电商】\n指标：收入\n年度：2024财年",
    "## 日本のオンライン\n指標：EBITDA\n年度：2023年度",
    # a metric the KB lacks under a title restating the lines
    "**现金流**\n范围：ACME集团\n指标：经营现金流\n年度：2024财年",
]

ASKED_FIRST = [
    # the market pointed at under a title naming nothing of its own
    "**Margin pull**\n- Market: this market\n- Metric: gross margin\n- Year: FY2024",
    # a year described, with a purpose line
    "■ 集团员工人数\n・范围：ACME集团\n・指标：员工人数\n・期间：搬迁总部的那一年\n"
    "・目的：内部通讯",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "value"), FIGURES)
def test_key_lines_beside_the_figure_are_read_as_phrases(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", STILL_REFUSED)
def test_a_title_or_key_line_that_narrows_still_refuses(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ASKED_FIRST)
def test_a_form_leaving_a_part_unsaid_is_asked_about(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a label's value is written without its article
        ("Market: Japan\nUse: board memo", "Market: Japan\nFor the board memo."),
        ("Market: Japan\nDue: noon", "Market: Japan\nNeeded by noon."),
        ("地区：日本\n期限：周五", "地区：日本\n截止周五。"),
        ("対象：日本\n目的：取締役会の資料", "対象：日本\n取締役会の資料用です。"),
        # a topic beside one question is what the question is about
        (
            "Topic: store closures\nQuestion: how many closed?",
            "\nAbout store closures: how many closed?",
        ),
        # a sentence of context is read as written
        (
            "Market: Japan\nContext: we are not sure which year",
            "Market: Japan\nContext: we are not sure which year",
        ),
        # a purpose naming a KB name may be the request's own
        ("Market: Japan\nUse: comparison with Macau", "Market: Japan\nUse: comparison with Macau"),
        # a format line naming a unit asks the unit; any other is the answer's form
        ("Market: Japan\nFormat: JPY millions", "Market: Japan\nUnit：JPY millions"),
        ("Market: Japan\nFormat: integer", "Market: Japan\nFormat: integer"),
        # one line alone is no form
        ("Use: sales memo", "Use: sales memo"),
    ],
)
def test_key_lines_as_phrases(kb: KnowledgeBase, text: str, expected: str) -> None:
    matcher = matcher_for(vocabulary_key(kb.vocabulary()))
    assert as_key_phrases(text, matcher) == expected
