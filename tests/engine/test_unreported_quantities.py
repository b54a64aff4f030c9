"""Quantities the KB does not report, asked with a word a passage mentions.

What is read now:

- A share asked in English is of a part picked out after what it is of ("what share of
  stores *are franchised*", "… do *women* hold", "… came from *online*"): the sentence
  writing the share must write that part too (``_measure_asked.share_part``), so a
  renewable-energy share of stores is no share of franchised stores.
- An exchange rate asked ("the yen exchange rate", 「日元汇率」, 「円の為替レート」) is a
  rate written as one currency's price in another (``share_written``): a paragraph
  hedging "60 percent of yen cash flows" writes none.
- A quantity asked what it is ("What is cash flow?", 「什么是现金流」) is read only where a
  passage's own text writes it, not a narrower kind of it ("internal cash flow",
  「集团内部现金流」; ``_counted.names_a_measure``).
- "How many" asked with a verb of a flow (hire, recruit, 招聘, 採用, lay off, 裁员, open,
  新开, close, 閉店) counts the flow, never the stock: no headcount is given for hires
  (``_counted.counts_a_flow``), and a passage answers only where a sentence writes the
  verb and a number of the thing (``states_a_flow``); a number planned answers a question
  asking none done, and a flow written as done is read in words too (「关闭了两家」).

Still answered: women's share of management, the online share of group sales, the
renewable electricity share; people working in a market (its headcount); the stores
the group plans to open and the graduates the internship programme takes on each year.
Left: a Japanese passage writing a narrower kind joined by の (「内部のキャッシュフロー」)
is not read as narrower.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._counted import counts_a_flow, flow_asked
from ragspine_eval_pipeline.engine._measure_asked import share_written
from ragspine_eval_pipeline.kb.analysis import normalize
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

ESG = "ACME_ESG_Report_FY2025.pdf"
PLAN = "ACME_Strategic_Plan.pdf"
GBA = "ACME_GBA_Expansion_Plan.docx"
HK = "ACME_HK_Market_Review_FY2025.docx"


def _no_passage(answer: object) -> None:
    assert_no_figure(answer)  # type: ignore[arg-type]
    assert answer.route in ("refuse", "clarify"), answer.answer  # type: ignore[attr-defined]
    assert not answer.sources, answer.answer  # type: ignore[attr-defined]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What percentage of the stores are franchised?",
        "What proportion of our stores are run by franchisees?",
        "Which share of stores are franchise-operated?",
        "What is the exchange rate of the yen?",
        "What's the yen exchange rate?",
        "日元汇率现在是多少？",
        "円の為替レートはいくらですか",
        "What is cash flow?",
        "什么是现金流？",
    ],
)
def test_a_share_or_rate_no_sentence_writes_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    _no_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How many people did the company take on last year?",
        "How many employees did ACME hire in FY2025?",
        "How many staff did Japan recruit last year?",
        "公司去年招聘了多少员工？",
        "去年集团招了多少人？",
        "香港去年裁了多少人？",
        "昨年度は何名採用しましたか",
        "How many people were laid off last year?",
        "How many stores did the company open last year?",
        "How many stores did Japan close last year?",
        "新加坡去年新开了几家门店？",
        "昨年度は何店舗閉店しましたか",
    ],
)
def test_a_count_of_a_flow_is_never_the_stock(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.clarification != "ask_first", answer.answer
    assert not answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc", "said"),
    [
        ("What share of management roles do women hold?", ESG, "38"),
        ("What share of managers are women?", ESG, "38"),
        ("What share of group sales came from online in FY2025?", PLAN, "22"),
        ("What share of the group's electricity was renewable in FY2025?", ESG, "46"),
        ("How many stores does the group plan to open?", PLAN, "60"),
        ("集团计划新开多少家门店？", PLAN, "60"),
        ("How many graduates does the company recruit each year?", GBA, "200"),
        ("大湾区实习计划每年招多少人？", GBA, "200"),
        ("香港市场回顾说去年关闭了几家门店？", HK, "两家"),
    ],
)
def test_a_sentence_writing_the_quantity_still_answers(
    kb: KnowledgeBase, mode: str, question: str, doc: str, said: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert doc in answer.sources, answer.answer
    assert said in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("How many people work in Japan in FY2025?", 2301.0),
        ("How many employees does Singapore have in FY2025?", 1652.0),
        ("日本事业2025财年有多少员工？", 2301.0),
    ],
)
def test_people_working_are_still_the_headcount(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize(
    ("question", "flow"),
    [
        ("how many people did they hire", "in"),
        ("去年招聘了多少员工", "in"),
        ("何人採用しましたか", "in"),
        ("how many people were laid off", "out"),
        ("how many stores did it open", "open"),
        ("去年关了几家店", "close"),
        ("how many stores are open in japan", None),
        ("how many people work in japan", None),
        ("招聘花了多少钱", None),
    ],
)
def test_flow_asked(question: str, flow: str | None) -> None:
    assert flow_asked(normalize(question)) == flow


def test_the_people_a_flow_counts() -> None:
    text = normalize("how many employees did japan hire")
    at = text.find("employees")
    assert counts_a_flow(text, at, at + len("employees"))
    text = normalize("how many employees work in japan")
    assert not counts_a_flow(text, at, at + len("employees"))


@pytest.mark.parametrize(
    ("question", "sentence", "written"),
    [
        ("what is the yen exchange rate", "the yen averaged 150 yen to the dollar", True),
        ("what is the yen exchange rate", "hedges up to 60 percent of yen cash flows", False),
        ("日元的汇率是多少", "1美元兑150日元", True),
        ("日元的汇率是多少", "对最多60%的预测日元现金流进行套期保值", False),
        ("what share of stores are franchised", "52% of stores", True),
    ],
)
def test_how_a_rate_is_written(question: str, sentence: str, written: bool) -> None:
    lang = "zh" if not question.isascii() else "en"
    pattern = share_written(normalize(question), lang)
    assert (pattern.search(normalize(sentence)) is not None) == written


@pytest.mark.parametrize(
    "question",
    [
        "How many staff did we have at the close of FY2024?",
        "What was the closing headcount? how many staff",
        "How many employees did Japan have when FY2024 closed?",
        "先打个招呼，新加坡有多少员工？",
        "重新开始统计，香港有多少员工",
        "公司公开了多少员工数据",
    ],
)
def test_no_flow_where_no_verb_of_one_is_asked(question: str) -> None:
    assert flow_asked(normalize(question)) is None
