"""A part of the business said beside a Japanese request by a noun and で, or in a
sentence of the asker's wish.

「*オンライン*で、香港事業の…を教えて」, 「…を、*卸売*で教えて」, 「*オンライン*分を知りたい。…」:
the part of the figure wanted is said, so the whole is never given (as "For the online
push, …" and 「店舗ベースで」 are refused). The answer's form said the same way — a
language (英語で), where it is sent (メールで, 電話で), how short (一言で), how exact (概算で)
— names no part, and the figure is given. English and Chinese say the part in their own
forms, refused as before.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "オンラインで、香港事業の2024年度の純利益を教えて",
        "香港事業の2024年度の純利益を、オンラインで教えて",
        "フランチャイズで、香港事業の2024年度の純利益を教えて",
        "海外で、香港事業の2024年度の純利益を教えて",
        "香港事業の2024年度の純利益を、直営店でお願いします",
        "オンライン分を知りたい。日本事業の2024年度の売上高は？",
        "卸売の数字が見たいです。日本事業の2024年度の売上高は？",
        "Online only, what was Hong Kong's net profit in FY2024?",
        "线上的，香港2024财年的净利润是多少？",
    ],
)
def test_a_part_said_beside_the_request_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "英語で、香港事業の2024年度の純利益を教えて",
        "香港事業の2024年度の純利益を、英語で教えて",
        "メールで、香港事業の2024年度の純利益を教えて",
        "香港事業の2024年度の純利益を、電話で教えて",
        "一言で、香港事業の2024年度の純利益を教えて",
        "香港事業の2024年度の純利益を、概算で教えて",
        "至急で、香港事業の2024年度の純利益を教えて",
        "会議で使いたいです。香港事業の2024年度の純利益を教えて",
        "用英文回答，香港2024财年的净利润是多少？",
    ],
)
def test_the_answers_form_said_beside_the_request_is_answered(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_figure(ask(kb, question, mode), 240.0)


@pytest.mark.parametrize("mode", MODES)
def test_the_answers_precision_wished_is_answered(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "ざっくり知りたいです。日本事業の2024年度の売上高は？", mode)
    assert_figure(answer, 103200.0)
