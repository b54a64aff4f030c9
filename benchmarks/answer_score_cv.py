"""How much of the lexical judge's answer score should be plain word overlap?

The lexical judge ranks an answer by its lowest claim score blended with the answer's
plain word overlap with the contexts (``_SURFACE_SHARE`` in ``judges/lexical.py``). This
prints, on human-labelled sets in the format of ``../shared/real-dev/`` (see
``judge_real.py``), the ROC AUC of that blend per set for shares from 0 to 0.5, and the
share each of five cross-validation folds picks (the best summed AUC over the sets on
the other four fifths), with its AUC on the held fifth. Verdicts do not depend on the
share, only the ranking does. Run:

    .venv/bin/python benchmarks/answer_score_cv.py [--data DIR] [--sets begin,jhars,wice]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from judge_real import DEFAULT_DATA, auc, load_items

from ragspine_eval_pipeline.eval.groundedness import LexicalOverlapJudge, judge_answer
from ragspine_eval_pipeline.judges._verdict import lowest_claim_score
from ragspine_eval_pipeline.text import word_overlap

SHARES = [i / 20 for i in range(11)]
FOLDS = 5

Row = tuple[bool, float, float]  # supported, lowest claim score, word overlap


def parts(path: Path) -> list[Row]:
    """Each item's label and the two parts of its answer score."""
    judge = LexicalOverlapJudge()
    rows = []
    for item in load_items(path):
        verdicts = [v for _, v in judge_answer(item.response, item.contexts, judge).claims]
        lowest = lowest_claim_score(verdicts)
        rows.append((item.supported, lowest, word_overlap(item.response, item.contexts)))
    return rows


def blended_auc(rows: list[Row], share: float) -> float:
    scores = [(1 - share) * lowest + share * surface for _, lowest, surface in rows]
    return auc(scores, [supported for supported, _, _ in rows])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--sets", default="begin,jhars,wice", help="comma-separated set names")
    args = parser.parse_args()
    sets = {name: parts(args.data / f"{name}.jsonl") for name in args.sets.split(",")}
    print("| share | " + " | ".join(sets) + " |")
    print("|---:|" + "---:|" * len(sets))
    for share in SHARES:
        print(
            f"| {share:.2f} | "
            + " | ".join(f"{blended_auc(r, share):.3f}" for r in sets.values())
            + " |"
        )
    rng = random.Random(0)
    folds = {}
    for name, rows in sets.items():
        order = list(range(len(rows)))
        rng.shuffle(order)
        folds[name] = [order[k::FOLDS] for k in range(FOLDS)]
    print("\nfold | chosen share | held-out AUC per set")
    for k in range(FOLDS):
        train = {n: [sets[n][i] for f in range(FOLDS) if f != k for i in folds[n][f]] for n in sets}
        share = max(SHARES, key=lambda s: sum(blended_auc(r, s) for r in train.values()))
        held = [f"{n} {blended_auc([sets[n][i] for i in folds[n][k]], share):.3f}" for n in sets]
        print(f"{k + 1} | {share:.2f} | " + ", ".join(held))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
