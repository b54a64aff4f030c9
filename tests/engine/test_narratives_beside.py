"""Narrative questions asked beside other sentences (``reference.clause_support``,
``_question._second_question``).

A sentence beside the question that one passage holds a word of (「新入社員です。」, "I'm a
new employee.") does not choose the document: the clause whose passage held the most of
its words does. A yes-or-no question reported after a conjunction ("…, and whether staff
can apply to move") is a question of its own, weighed on its own words.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask

TALENT = "ACME_Talent_Development_Policy.pdf"

BESIDE_A_SHORT_SENTENCE = [
    "新入社員です。上司との面談はどのくらいの頻度ですか。女性管理職を育てる仕組みはありますか。",
    "新入社員です。研修は年に何時間くらい受けられますか。社内公募の仕組みはありますか。",
    "I'm a new employee. How often are one-to-one meetings with managers held, and is there a "
    "mentoring scheme for women managers?",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", BESIDE_A_SHORT_SENTENCE)
def test_the_clause_holding_most_words_chooses_the_document(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [TALENT], answer.sources


WHETHER = [
    "Could you tell me how many hours of training each employee is supposed to get per year "
    "under our staff development policy, and whether people can put themselves forward to "
    "move to a different role or location?",
    "Can you tell me how many hours of training each employee should get per year under the "
    "staff development policy, and whether people can apply to move to another role?",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", WHETHER)
def test_a_question_asking_whether_after_and_is_weighed_on_its_own(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [TALENT], answer.sources


ASKED_IN_ONE = [
    # Chinese and Japanese say the same as two questions; they already were.
    "员工每年有多少小时的培训？能不能自己申请调岗？",
    "研修は一人あたり年間何時間ですか。また、社内公募で異動に応募できますか。",
]


@pytest.mark.parametrize("question", ASKED_IN_ONE)
def test_the_same_asked_as_two_questions_reads_the_policy(kb: KnowledgeBase, question: str) -> None:
    answer = ask(kb, question, "tool")
    assert answer.route == "narrative", answer.answer
    assert TALENT in answer.sources, answer.sources


STILL_REFUSED = [
    # The half before "whether" asks a number no document states.
    "Tell me how many stores Japan has, and whether the talent policy mentions mentoring?",
    "Could you tell me how many hours of training each new starter should get under the "
    "staff development policy, and whether staff can put themselves forward for a move to "
    "another city?",
]


@pytest.mark.parametrize("question", STILL_REFUSED)
def test_a_half_no_document_answers_is_still_refused(kb: KnowledgeBase, question: str) -> None:
    answer = ask(kb, question, "tool")
    assert answer.refused, answer.answer


A_FEW_YEARS = [
    # 几 after 未来, 今后, 过去 or 前 says "a few", never "how many": no number is asked.
    "集团未来几年在线上业务上的目标是什么，比如手机App和网店的销售占比打算做到多少？",
    "今后几年集团在线上业务上有什么目标，手机App和网店的销售占比要做到多少？",
    "What share of group sales should the mobile app and online store reach over the next "
    "few years?",
    "戦略計画では、今後数年でアプリとオンラインストアの売上をグループ売上の何%にする目標ですか。",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", A_FEW_YEARS)
def test_a_few_years_ahead_asks_what_the_plan_says(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == ["ACME_Strategic_Plan.pdf"], answer.sources


def test_a_figure_for_a_few_years_ahead_gets_no_value(kb: KnowledgeBase) -> None:
    answer = ask(kb, "集团未来几年的收入是多少？", "tool")
    assert answer.value is None, answer.answer


CURRENCY_AND_HEDGING = [
    # A reader's words for the foreign exchange risk and the hedging (``kb/concepts.py``).
    "Why does the yen matter so much to the group, and how does the group protect itself?",
    "Currency swings are a big deal for us, I hear. How does the group protect itself?",
    "为什么日元对集团业绩影响这么大？集团是怎么对冲的？",
    "円安はなぜグループの業績にとってそれほど重要なのですか。グループはどうやって為替リスクを抑えていますか。",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", CURRENCY_AND_HEDGING)
def test_currency_risk_in_a_readers_words_reads_the_risk_report(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == ["ACME_Risk_Factors_FY2025.pdf"], answer.sources


def test_protecting_against_other_risks_reads_their_own_paragraphs(kb: KnowledgeBase) -> None:
    answer = ask(kb, "What does the group do to protect itself from supplier disruptions?", "tool")
    assert "supplier" in answer.answer, answer.answer


ANY_DOCUMENT = [
    # "The company's documents" say where something may be written, not which document.
    "您好，我是香港门店的新员工，听说周末很多香港人跑去深圳消费。请问公司资料里有没有提到这方面的情况，我们是怎么应对的？",
    "我是新员工，听同事说香港人周末都去深圳消费。公司文件里有没有提到，我们怎么应对？",
    "会社の資料では、週末に深圳へ買い物に行く香港の人が増えていることについて何か書かれていますか。",
    "Do the company's documents mention how we are responding to weekend shopping trips to "
    "Shenzhen?",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ANY_DOCUMENT)
def test_documents_in_general_name_no_document_and_nothing_asked(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == ["ACME_HK_Market_Review_FY2025.docx"], answer.sources


def test_documents_in_general_beside_an_unknown_topic_still_refuse(kb: KnowledgeBase) -> None:
    answer = ask(kb, "公司资料里有没有提到员工食堂的菜单？", "tool")
    assert answer.refused, answer.answer
