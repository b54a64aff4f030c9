"""A part of the asker's agreement cited as a label before a request names no figure.

"cl. 3.1(c) – …", "Warranty 7.4 (Employees) – …", 「第4.1(a)条提及…」, 「附件二《财务数据》第(b)项
需填：…」, 「第3条第1項(b)にいう…」: the citation and what links it to the request go, and the
request is read alone; so do a clause cited after a verb of putting the figure in
("insert at Clause 2.2 the …") and a concession naming nothing ("Notwithstanding the
true-up in Schedule 9, …"). The same requests with a word naming a part of the business
or of the people are refused, and a label whose heading names a part of a year
(「（月次報告）」) keeps the figure refused.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused, fact_value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        ("cl. 3.1(c) – Macau headcount, FY2024 – please confirm", "ACME_MO", "HEADCOUNT", "FY2024"),
        (
            "Warranty 7.4 (Employees) – how many employees did ACME Hong Kong have in FY2024?",
            "ACME_HK",
            "HEADCOUNT",
            "FY2024",
        ),
        (
            "Please insert at Clause 2.2 the FY2023 revenue of ACME Singapore.",
            "ACME_SG",
            "REVENUE",
            "FY2023",
        ),
        (
            "Notwithstanding the true-up in Schedule 9, what was Japan's EBITDA in FY2024?",
            "ACME_JP",
            "EBITDA",
            "FY2024",
        ),
        ("第4.1(a)条提及新加坡业务2024财年收入，请核实具体数字。", "ACME_SG", "REVENUE", "FY2024"),
        ("附件二《财务数据》第(b)项需填：澳门业务2025财年EBITDA。", "ACME_MO", "EBITDA", "FY2025"),
        (
            "第3条第1項(b)にいう2023年度の香港事業の従業員数は何名ですか。",
            "ACME_HK",
            "HEADCOUNT",
            "FY2023",
        ),
    ],
)
def test_the_request_after_the_label_is_answered(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "cl. 3.1(c) – Macau kiosk headcount, FY2024 – please confirm",
        "Warranty 7.4 (Employees) – how many contractors did ACME Hong Kong have in FY2024?",
        "Please insert at Clause 2.2 the FY2023 wholesale revenue of ACME Singapore.",
        "Notwithstanding the online true-up, what was Japan's EBITDA in FY2024?",
        "第4.1(a)条提及新加坡业务2024财年加盟收入，请核实具体数字。",
        "第3条第1項(b)にいう2023年度の香港事業のパート従業員数は何名ですか。",
        "別紙5（月次報告）記載用です。香港事業の2023年度売上高をください。",
    ],
)
def test_a_word_of_its_own_beside_the_label_is_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_refused(ask(kb, question, mode))
