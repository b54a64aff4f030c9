"""The Japanese asker's model and its assumptions beside a request, and the metric said
in them.

「…の粗利率は？*モデルのGM前提を見直しています*。」: the asker revises their model; the
metric written between the model and the assumption (モデルのGM前提) is what the model
holds, the figure asked, never a part of it, so the sentence is set aside and the
figure given. A verb written with 見 and another kanji (見直す) revises, it wants nothing
(「…を見たい」 does). A part of the business written onto the model or the assumption
(「*オンライン*の前提」, 「*卸売*モデル」, 「*オンライン*粗利率前提」) says which part of the
figure the work is on, and is refused; so is the model's figure asked in the request
itself (「モデルの粗利率は？」). The asker checking their material or model
(「資料を確認しています」) asks nothing; checking a part of the business (「オンラインを
確認しています」) says which part is wanted.

The set question of this kind is 40-ja-04; these phrasings are not in any set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

JAPAN_GROSS_MARGIN_FY2024 = 34.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本事業の2024年度の粗利率は？モデルの粗利率前提を見直しています。",
        "日本事業の2024年度の粗利率は？モデルの粗利率の前提を見直しています。",
        "モデルのGM前提を見直しています。日本事業の2024年度の粗利率は？",
        "日本事業の2024年度の粗利率は？資料を見直しています。",
        "日本事業の2024年度の粗利率は？モデルの前提を見直しています。",
        "日本事業の2024年度の粗利率は？資料を確認しています。",
        "モデルを確認しております。日本事業の2024年度の粗利率は？",
        "What was Japan's gross margin in FY2024? I'm revisiting the GM assumption in my model.",
        "日本业务2024财年的毛利率是多少？我在更新模型。",
    ],
)
def test_the_askers_model_beside_the_request_is_set_aside(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_figure(ask(kb, question, mode), JAPAN_GROSS_MARGIN_FY2024)


@pytest.mark.parametrize("mode", MODES)
def test_the_model_of_another_figure_is_set_aside(kb: KnowledgeBase, mode: str) -> None:
    question = "香港事業の2024年度の純利益は？モデルの純利益の前提を見直しています。"
    assert_figure(ask(kb, question, mode), 240.0)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本事業の2024年度の粗利率は？オンラインの前提を見直しています。",
        "日本事業の2024年度の粗利率は？オンラインの粗利率前提を見直しています。",
        "日本事業の2024年度の粗利率は？卸売モデルを見直しています。",
        "オンラインを確認しています。日本事業の2024年度の粗利率は？",
        "オンライン分を見直したいです。日本事業の2024年度の粗利率は？",
        "海外を見直しています。日本事業の2024年度の粗利率は？",
        "店舗別を見直しています。日本事業の2024年度の粗利率は？",
        "パートの人数を見直しています。日本事業の2024年度の従業員数は？",
        "卸売を確認しています。日本事業の2024年度の粗利率は？",
        "日本事業の2024年度の粗利率は？資料を確認していただけますか。",
        "日本事業の2024年度のモデルの粗利率は？",
        "オンライン分を見たいです。日本事業の2024年度の粗利率は？",
        "What was Japan's gross margin in FY2024? I'm revisiting the online GM assumption.",
    ],
)
def test_a_part_in_the_askers_model_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))
