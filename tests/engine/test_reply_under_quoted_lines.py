"""A request written under the `>` lines of a thread it replies to.

- "> who has the HK numbers?" then "@mia can you post Hong Kong revenue for FY2024 here":
  the quoted line is what was said before; the request under it is whole by itself, so
  it is read alone and answered, in each language. A quoted "profit" is named by the
  net profit asked under it, and who wrote the quoted line ("> Ken: …") is whom the
  reply thanks, no word asked.
- Still resting on the quote: a reply naming no metric ("and FY2023?") or leaving a
  market or year the quote names ("> Taiwan is next" over "revenue FY2024 please"), and
  a reply under a quote naming another metric ("> what about profit?" over revenue)
  keep the whole message's reading: they ask, never answer another figure.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure

HK_REVENUE_FY2024 = 1596.0
HK_GROSS_MARGIN_FY2025 = 42.8
JP_NET_PROFIT_FY2024 = 8600.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "> who has the HK numbers?\n@mia can you post Hong Kong revenue for FY2024 here 🙏",
            HK_REVENUE_FY2024,
        ),
        ("> can someone check the margin?\nHK gross margin FY2025 👀", HK_GROSS_MARGIN_FY2025),
        ("> what about profit?\nJapan net profit FY2024 please", JP_NET_PROFIT_FY2024),
        (
            "> Ken: the JP numbers are in the drive\nthanks Ken! so Japan net profit FY2024?",
            JP_NET_PROFIT_FY2024,
        ),
        ("> 谁手上有香港的数？\n@小林 香港2024财年的营收发一下", HK_REVENUE_FY2024),
        ("> 香港の数字、誰か持ってる？\n香港の2024年度の売上高をお願いします", HK_REVENUE_FY2024),
    ],
)
def test_a_whole_request_under_quoted_lines_is_read_alone(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "> HK revenue FY2024?\nand FY2023?",
        "> Taiwan is next on the list\nrevenue FY2024 please",
        "> what about profit?\nJapan revenue FY2024 please",
    ],
)
def test_a_reply_resting_on_the_quote_keeps_the_whole_reading(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))
