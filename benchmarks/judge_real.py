"""How well does a groundedness judge do on human-labelled public data?

Reads JSONL files in the format of ``../shared/real-dev/`` (one object per line with
``id``, ``lang``, ``response``, ``retrieved_contexts``, ``supported``; see the README,
"Groundedness on real data") and judges every response as the QA gates do: the
response is split into claims and is supported only when every claim is entailed.

Per set it prints n, the share of unsupported responses, ROC AUC of the judge's
response score (the lowest claim score), precision / recall / F1 of its verdicts at
the judge's own settings (an unsupported response is the positive class: what the gate
should flag), the best F1 of a sweep over score thresholds, the false-alarm rate
(supported responses flagged), responses per second, and beside them the AUC and best
F1 of a plain word-overlap score (share of the response's words found anywhere in the
contexts) computed in the same run. Run:

    .venv/bin/python benchmarks/judge_real.py                 # ../shared/real-dev
    .venv/bin/python benchmarks/judge_real.py --data DIR --judge lexical:threshold=0.7
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ragspine_eval_pipeline.eval.groundedness import judge_answer
from ragspine_eval_pipeline.judges import Judge, judge_identity, load_judge
from ragspine_eval_pipeline.text import word_overlap

DEFAULT_DATA = Path(__file__).resolve().parents[2] / "shared" / "real-dev"


@dataclass(frozen=True)
class Item:
    """One labelled response."""

    id: str
    lang: str
    response: str
    contexts: list[str]
    supported: bool


@dataclass(frozen=True)
class Scored:
    """A judged item: the judge's verdict and score, and the plain overlap score."""

    item: Item
    flagged: bool
    score: float
    overlap: float


def load_items(path: Path) -> list[Item]:
    """Every labelled response of one file; a malformed line names its file and line."""
    items = []
    with path.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
                items.append(
                    Item(
                        id=str(row["id"]),
                        lang=str(row.get("lang") or ""),
                        response=str(row["response"]),
                        contexts=[str(c) for c in row["retrieved_contexts"]],
                        supported=bool(row["supported"]),
                    )
                )
            except (ValueError, KeyError, TypeError) as exc:
                raise SystemExit(f"{path}:{number}: {exc!r}") from exc
    return items


def response_score(judge: Judge, item: Item) -> tuple[bool, float]:
    """(flagged, score): the gate's verdict and the judge's graded score of the response."""
    result = judge_answer(item.response, item.contexts, judge)
    return not result.supported, result.score


def auc(scores: Sequence[float], supported: Sequence[bool]) -> float:
    """ROC AUC of ``scores`` ranking supported above unsupported (ties count one half)."""
    ranked = sorted(zip(scores, supported, strict=True), key=lambda p: p[0])
    n_pos = sum(supported)
    n_neg = len(supported) - n_pos
    if not n_pos or not n_neg:
        return float("nan")
    rank_sum, i = 0.0, 0
    while i < len(ranked):
        j = i
        while j < len(ranked) and ranked[j][0] == ranked[i][0]:
            j += 1
        mid = (i + j + 1) / 2  # mean 1-based rank of the tie group
        rank_sum += mid * sum(1 for k in range(i, j) if ranked[k][1])
        i = j
    return (rank_sum - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)


def prf(flagged: Sequence[bool], supported: Sequence[bool]) -> tuple[float, float, float]:
    """Precision, recall and F1 of flagging unsupported responses."""
    tp = sum(f and not s for f, s in zip(flagged, supported, strict=True))
    fp = sum(f and s for f, s in zip(flagged, supported, strict=True))
    fn = sum(not f and not s for f, s in zip(flagged, supported, strict=True))
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return precision, recall, f1


def best_f1(scores: Sequence[float], supported: Sequence[bool]) -> tuple[float, float]:
    """(best F1, its threshold) over flagging every response scored below a threshold."""
    best = (0.0, 0.0)
    for threshold in [*sorted(set(scores)), float("inf")]:
        f1 = prf([s < threshold for s in scores], supported)[2]
        best = max(best, (f1, threshold))
    return best


def score_set(judge: Judge, items: Sequence[Item]) -> tuple[list[Scored], float]:
    """Judge every item; also return the judge's responses per second."""
    started = time.perf_counter()
    judged = [response_score(judge, item) for item in items]
    elapsed = time.perf_counter() - started
    scored = [
        Scored(item, flagged, score, word_overlap(item.response, item.contexts))
        for item, (flagged, score) in zip(items, judged, strict=True)
    ]
    return scored, len(items) / elapsed if elapsed else float("inf")


def row(name: str, scored: Sequence[Scored], speed: float) -> str:
    supported = [s.item.supported for s in scored]
    flagged = [s.flagged for s in scored]
    scores = [s.score for s in scored]
    overlaps = [s.overlap for s in scored]
    precision, recall, f1 = prf(flagged, supported)
    n_supported = sum(supported)
    false_alarm = sum(f and s for f, s in zip(flagged, supported, strict=True)) / max(
        n_supported, 1
    )
    unsupported = 1 - n_supported / len(scored)
    all_flag_f1 = 2 * unsupported / (1 + unsupported)
    return (
        f"| {name} | {len(scored)} | {unsupported:.0%} | {auc(scores, supported):.3f} "
        f"| {precision:.3f} | {recall:.3f} | {f1:.3f} | {best_f1(scores, supported)[0]:.3f} "
        f"| {all_flag_f1:.3f} | {false_alarm:.0%} | {speed:,.0f} "
        f"| {auc(overlaps, supported):.3f} | {best_f1(overlaps, supported)[0]:.3f} |"
    )


HEADER = (
    "| set | n | unsupported | AUC | precision | recall | F1 | best swept F1 "
    "| F1 flag-all | false alarms | responses/s | overlap AUC | overlap best F1 |\n"
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, help=f"folder of JSONL sets (default {DEFAULT_DATA})")
    parser.add_argument("--judge", default=None, help="judge spec (default: lexical)")
    parser.add_argument("--limit", type=int, help="first N items of each set")
    args = parser.parse_args(argv)
    data = args.data or DEFAULT_DATA
    files = sorted(data.glob("*.jsonl")) if data.is_dir() else []
    if not files:
        print(f"error: no *.jsonl under {data} (give --data DIR)", file=sys.stderr)
        return 2
    judge = load_judge(args.judge)
    print(f"judge {judge_identity(judge).key}; data {data}\n")
    print(HEADER)
    for path in files:
        items = load_items(path)[: args.limit]
        scored, speed = score_set(judge, items)
        print(row(path.stem, scored, speed))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
