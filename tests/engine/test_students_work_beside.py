"""A student's or researcher's work said beside a figure request.

- The company the KB is about, named in the asker's statement of what their work is on
  (「卒論でACMEの日本事業を扱っています」, "I'm writing my thesis on ACME", 「我的毕业论文写的是
  ACME」), is the company every figure is of: it picks out no other, when the request
  names whose figure it asks, standing alone or written onto a market the request names.
  Another market, a market the KB lacks or a part of the business it is written onto
  ("ACME's franchise stores") is still read with the request.
- The section of the asker's work the figure goes into, said with 部分 and a verb of
  putting it there (「卒論の企業概要の部分に書きたい」, 「写在论文的公司概况部分」), is a place
  in what they write, never a part of the figure; a part of the business naming the
  section (「オンラインの部分に」, 「线上部分」) still says which figure is wanted.

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
        ("ゼミのレポートでACMEを取り上げています。マカオ事業の2024年度の売上高は？", 2610.0),
        ("卒論でACMEのマカオ事業を分析しています。マカオの2024年度の売上高は？", 2610.0),
        ("I'm writing my thesis on ACME's Macau arm. What was Macau's FY2024 revenue?", 2610.0),
        ("我的毕业论文写的是ACME的澳门业务。澳门业务2024财年的收入是多少？", 2610.0),
        ("我在写一篇关于ACME的毕业论文，澳门业务2024财年的收入是多少？", 2610.0),
        ("香港事業の2024年度の売上高は？レポートの市場動向の部分に載せたいです。", 1596.0),
        ("香港事業の2024年度の売上高はいくらですか？論文の企業概要の部分に入れたいです。", 1596.0),
        ("香港業務2024財年的收入是多少？我想写在论文的公司概况部分。", 1596.0),
    ],
)
def test_the_askers_work_is_context(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "卒論でACMEの台湾事業を扱っています。マカオ事業の2024年度の売上高を教えてください。",
        "卒論でACMEの免税店を扱っています。マカオ事業の2024年度の売上高を教えてください。",
        "卒論でACMEの香港事業を扱っています。マカオ事業の2024年度の売上高を教えてください。",
        "I'm writing my thesis on ACME's online business. What was Macau's revenue in FY2024?",
        "I'm researching ACME's franchise stores. What was Macau's revenue in FY2024?",
        "我的毕业论文写的是ACME的线上业务。澳门业务2024财年的收入是多少？",
        "香港事業の2024年度の売上高はいくらですか？レポートのオンラインの部分に載せたいです。",
        "香港事業の2024年度の売上高はいくらですか？卒論のフランチャイズの部分に書きたいです。",
        "香港事業の2024年度の売上高はいくらですか？卒論の免税店の部分に書きたいです。",
        "香港事業の2024年度の売上高はいくらですか？一部分だけ知りたいです。",
        "香港业务2024财年的收入是多少？我想写在论文的线上部分。",
        "What was Hong Kong's revenue in FY2024? I want to put it in the online part of my report.",
    ],
)
def test_a_part_in_the_askers_work_is_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))
