"""Sharded case execution on dagster-dask: 1 dask worker against 4, for costly engines.

For each engine of ``benchmarks/costly_engines.py`` (20 ms of CPU per case, a 50 ms
wait per case) this runs ``dagster asset materialize`` of golden_set → eval_kb →
case_outcomes → gate_report for the tool partition, with ``RAGSPINE_SHARDS`` shards:
once in process without shards (the reference); on a dask cluster of 1 and of 4 worker
processes that the run starts itself (``cluster: {local: ...}``, cold: every worker
imports the code location before its first step); and on a running cluster of 1 and of
4 workers (``cluster: {existing: {address}}``, warm: measured on the second run, as a
long-lived cluster serves runs). It prints the whole command's wall time, the span of the
case steps (first shard start to the merge's end, from the run's event log: the part
sharding speeds up), the speed-ups of 4 workers over 1, and whether each gate report is
byte-identical to the in-process one (per-case wall times left out). Run from the repo root:

    .venv/bin/python benchmarks/dask_shards.py [--cases 400] [--shards 4]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from qa_scale import scaled_golden  # noqa: E402

DAGSTER = Path(sys.executable).parent / "dagster"
ENGINES = {
    "cpu 20 ms": "benchmarks.costly_engines:CpuBoundEngine",
    "sleep 50 ms": "benchmarks.costly_engines:SleepingEngine",
}
SELECTION = "golden_set,eval_kb,case_outcomes,gate_report"


def materialize(env: dict[str, str], cluster: dict | None) -> float:
    """Wall seconds of one ``dagster asset materialize``; in process when ``cluster`` is None."""
    config: dict[str, object] = {"loggers": {"console": {"config": {"log_level": "WARNING"}}}}
    if cluster is not None:
        config["execution"] = {"config": {"dask": {"cluster": cluster}}}
    command = [
        *(str(DAGSTER), "asset", "materialize", "-m", "ragspine_eval_pipeline.definitions"),
        *("--select", SELECTION, "--partition", "tool", "--config-json", json.dumps(config)),
    ]
    started = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
    wall = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"materialize failed:\n{done.stderr[-4000:]}")
    return wall


def latest_run_id(home: Path) -> str:
    from dagster import DagsterInstance

    os.environ["DAGSTER_HOME"] = str(home)
    with DagsterInstance.from_config(str(home)) as instance:
        return instance.get_run_records(limit=1)[0].dagster_run.run_id


def shard_span(home: Path, run_id: str) -> float:
    """Seconds from the first case step's start to the last one's end, in run ``run_id``."""
    from dagster import DagsterEventType, DagsterInstance

    os.environ["DAGSTER_HOME"] = str(home)
    with DagsterInstance.from_config(str(home)) as instance:
        starts = instance.all_logs(run_id, of_type=DagsterEventType.STEP_START)
        ends = instance.all_logs(run_id, of_type=DagsterEventType.STEP_SUCCESS)
    first = min(e.timestamp for e in starts if (e.step_key or "").startswith("case_outcomes"))
    last = max(e.timestamp for e in ends if (e.step_key or "").startswith("case_outcomes"))
    return last - first


def report_json(home: Path, run_id: str) -> str:
    """Run ``run_id``'s gate report as its IO manager stored it
    (``<storage>/reports/<mode>/<run_id>.json``), as JSON without per-case wall times
    (the one field that differs between two runs of a deterministic engine, as in the
    tests' comparison)."""
    stored = home / "storage" / "reports" / "tool" / f"{run_id}.json"
    data = json.loads(stored.read_text(encoding="utf-8"))
    for case in data["cases"]:
        case.pop("latency_ms")
    return json.dumps(data)


def run_env(tmp: Path, golden: Path, engine: str, shards: int) -> tuple[Path, dict[str, str]]:
    """A fresh instance and the environment every process of the run (workers too) sees."""
    home = Path(tempfile.mkdtemp(dir=tmp, prefix="home-"))
    shutil.copy(ROOT / "dagster.yaml", home / "dagster.yaml")
    env = {
        **os.environ,
        "DAGSTER_HOME": str(home),
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
        "RAGSPINE_GOLDEN_SET": str(golden),
        "RAGSPINE_QA_BASELINE": str(tmp / "baseline.json"),
        "RAGSPINE_KB_DIR": str(tmp / "kb"),
        "RAGSPINE_ENGINE": engine,
        "RAGSPINE_SHARDS": str(shards),
        "PYTHONWARNINGS": "ignore",
    }
    return home, env


def measured(home: Path, wall: float) -> dict:
    """Figures of the instance's latest run (a warm measurement's home holds two)."""
    run_id = latest_run_id(home)
    return {"wall": wall, "span": shard_span(home, run_id), "report": report_json(home, run_id)}


def cold(tmp: Path, golden: Path, engine: str, shards: int, workers: int | None) -> dict:
    home, env = run_env(tmp, golden, engine, shards)
    cluster = None if workers is None else {"local": {"n_workers": workers}}
    return measured(home, materialize(env, cluster))


def warm(tmp: Path, golden: Path, engine: str, shards: int, workers: int) -> dict:
    """The second of two runs on one long-lived cluster of ``workers`` worker processes."""
    from dask.distributed import LocalCluster

    home, env = run_env(tmp, golden, engine, shards)
    saved = dict(os.environ)
    os.environ.update(env)  # the worker processes inherit it
    try:
        with LocalCluster(
            n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster:
            existing = {"existing": {"address": cluster.scheduler_address}}
            materialize(env, existing)  # warms every worker: imports, engine, KB
            return measured(home, materialize(env, existing))
    finally:
        os.environ.clear()
        os.environ.update(saved)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=400)
    parser.add_argument("--shards", type=int, default=4)
    args = parser.parse_args(argv)
    print(f"{args.cases} cases, tool mode, {args.shards} shards; {os.cpu_count()} cores")
    print(f"{'engine':>12} {'executor':>26} {'wall s':>8} {'cases s':>8} {'same report':>12}")
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        golden = scaled_golden(tmp / "golden.jsonl", args.cases)
        for label, engine in ENGINES.items():
            reference = cold(tmp, golden, engine, 1, None)
            rows = {"in process, 1 shard": reference}
            for workers in (1, 4):
                rows[f"dask cold, {workers} worker(s)"] = cold(
                    tmp, golden, engine, args.shards, workers
                )
            for workers in (1, 4):
                rows[f"dask warm, {workers} worker(s)"] = warm(
                    tmp, golden, engine, args.shards, workers
                )
            for name, row in rows.items():
                same = row["report"] == reference["report"]
                print(
                    f"{label:>12} {name:>26} {row['wall']:>8.2f} {row['span']:>8.2f} "
                    f"{'yes' if same else 'NO':>12}",
                    flush=True,
                )
            for kind in ("cold", "warm"):
                one, four = rows[f"dask {kind}, 1 worker(s)"], rows[f"dask {kind}, 4 worker(s)"]
                print(
                    f"{label:>12} {kind}: 4 workers over 1: "
                    f"{one['span'] / four['span']:.2f}x on the case steps, "
                    f"{one['wall'] / four['wall']:.2f}x on the whole command",
                    flush=True,
                )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
