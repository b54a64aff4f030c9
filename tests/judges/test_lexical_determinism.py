"""The lexical judge gives the same verdicts in every process, whatever the hash seed."""

from __future__ import annotations

import os
import subprocess
import sys

# Claims whose terms come out of sets: numbers, names and several missing words, in
# three languages, so any set-order dependence shows in coverage, score or reason.
_SCRIPT = r"""
import json
from ragspine_eval_pipeline.eval.groundedness import LexicalOverlapJudge

context = (
    "ACME HK reported revenue of 1,702 million USD in FY2025. "
    "ACME Japan reported revenue of 845 million USD in FY2025. "
    "Fabrikam acquired Northwind Traders for 240 million USD in March 2024. "
    "2025财年，星辰科技实现营业收入12.6亿元。"
    "2024年度に、サクラ電機は売上高126億円を計上した。"
)
claims = [
    "ACME HK reported revenue of 1702.0 million USD",
    "ACME Japan and Fabrikam reported revenue of 1,702 and 240 million USD in 2023 and 2026",
    "Northwind Traders bought Fabrikam for 845 million euros in April 2024",
    "星辰科技和蓝海物流实现营业收入12.6亿元和8.3亿元",
    "サクラ電機とミドリ物流は売上高126億円と83億円を計上しなかった",
]
judge = LexicalOverlapJudge()
print(json.dumps([judge.judge(c, [context]).model_dump(mode="json") for c in claims]))
"""


def _verdicts(seed: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": seed}
    done = subprocess.run(
        [sys.executable, "-c", _SCRIPT], env=env, capture_output=True, text=True, check=True
    )
    return done.stdout


def test_verdicts_do_not_depend_on_the_hash_seed() -> None:
    first = _verdicts("1")
    assert first == _verdicts("2") == _verdicts("12345")
