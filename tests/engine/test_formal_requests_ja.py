"""A formal Japanese request made with an honorific verbal noun, and the writer's own
figures a figure is checked against.

「…をご確認ください」, 「…のご回答をお願いします」, 「…をご提示いただけますか」 ask with the
honorific form of a verb (prefix ご, a noun Sudachi marks as taking する, a verb of
requesting, or のうえ before the next one): the verb of the request, as 「確認してください」
and "Please confirm …" are. The figure as the company published it (「貴社公表の…」,
「…の開示値」) is the figure itself.
A writer checking the figure against their own article (「記事中の数値と照合したい」)
says where their figure stands, never which figure. A part of the figure, a market the
KB lacks or a measure it does not report is still refused, whatever the form.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("マカオ事業の2024年度の売上高をご確認ください。", 2610.0),
        ("2025年度の日本事業の従業員数について、ご回答願います。", 2301.0),
        ("香港事業の2024年度の売上高のご確認をお願いいたします。", 1596.0),
        ("取材の者です。シンガポール事業の2024年度の売上高をご提示いただけますか。", 915.0),
        ("シンガポール事業の2024年度の売上高をご確認のうえ、ご回答ください。", 915.0),
        ("貴社公表のマカオ事業2024年度売上高につき、ご確認をお願い申し上げます。", 2610.0),
        ("マカオの2024年度の売上高の開示値をお知らせください。", 2610.0),
        ("Please confirm Macau's revenue for FY2024.", 2610.0),
        ("请确认澳门2024财年的收入。", 2610.0),
    ],
)
def test_an_honorific_request_asks_the_figure(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "マカオ事業の2024年度のオンライン売上高をご確認ください。",
        "マカオ事業の免税店の2024年度の売上高についてご確認ください。",
        "台湾事業の2024年度の売上高をご確認ください。",
        "マカオ事業の2024年度の客単価をご確認ください。",
        "マカオ事業の2024年度の卸売売上のご確認をお願いします。",
        "マカオ事業の2024年度のオンライン売上高をご確認のうえ、ご回答ください。",
        "貴社公表の台湾事業の2024年度売上高をご確認ください。",
        "マカオの2024年度のオンライン売上高の開示値をお知らせください。",
        "Please confirm Macau's online revenue for FY2024.",
        "请确认澳门2024财年的线上收入。",
    ],
)
def test_a_part_or_an_unknown_name_is_still_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


def test_bare_profit_in_a_formal_request_is_asked_which(kb: KnowledgeBase) -> None:
    for mode in MODES:
        answer = ask(kb, "マカオ事業の2024年度の利益についてご確認ください。", mode)
        assert_no_figure(answer)
        assert answer.clarification == "ask_first", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "マカオ事業の2024年度の売上高を教えてください。記事の数値と照合したいです。",
        "マカオ事業の2024年度の売上高を教えてください。原稿内の数値と照合したいと考えております。",
        "请告诉我澳门2024财年的收入。我想和稿件里的数字核对一下。",
    ],
)
def test_the_writers_own_figure_checked_against_is_context(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), 2610.0)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "マカオ事業の2024年度の売上高を教えてください。免税店の数値と照合したいです。",
        "マカオ事業の2024年度の売上高を教えてください。オンラインの数値と照合したいです。",
        "请告诉我澳门2024财年的收入。我想和线上的数字核对一下。",
    ],
)
def test_a_part_checked_against_is_still_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("秘書室です。専務から、マカオの2024年度の売上高を知りたいとのことです。", 2610.0),
        ("会長より、マカオの2024年度の売上高を教えてほしいそうです。", 2610.0),
        ("マカオの2024年度の売上高が開示値と相違ないか、ご確認ください。", 2610.0),
        ("Please confirm Macau's FY2024 revenue as disclosed.", 2610.0),
        ("请确认澳门2024财年的收入与披露数字一致。", 2610.0),
    ],
)
def test_whom_a_wish_came_from_and_a_check_of_no_discrepancy_are_context(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "EC担当から、マカオの2024年度の売上高を知りたいとのことです。",
        "専務から、マカオの2024年度のオンライン売上高を知りたいとのことです。",
        "専務から、台湾の2024年度の売上高を知りたいとのことです。",
        "マカオの2024年度の売上高について、オンライン分と相違ないかご確認ください。",
    ],
)
def test_a_part_or_place_in_a_wish_or_a_check_is_still_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
