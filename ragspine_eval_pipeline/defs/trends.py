"""Draw the pass-rate plot of the instance's history by hand (``defs/qa/trends.py`` draws it).

``python -m ragspine_eval_pipeline.defs.trends --out out/trends.png``
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path

from dagster import DagsterInstance

from ragspine_eval_pipeline.defs.qa.assets import gate_report
from ragspine_eval_pipeline.defs.qa.partitions import mode_partitions
from ragspine_eval_pipeline.defs.qa.trends import HISTORY_LIMIT, history, plot


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Plot QA pass rates per mode over the runs.")
    parser.add_argument("--out", type=Path, default=Path("out/trends.png"), help="PNG to write")
    parser.add_argument("--limit", type=int, default=HISTORY_LIMIT, help="runs per mode")
    args = parser.parse_args(argv)
    with DagsterInstance.get() as instance:
        modes = mode_partitions.get_partition_keys()
        series = {mode: history(instance, gate_report.key, mode, args.limit) for mode in modes}
    path = plot(series, args.out)
    counts = ", ".join(f"{mode} {len(points)} run(s)" for mode, points in series.items())
    print(f"wrote {path} ({counts})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
