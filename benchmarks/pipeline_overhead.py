"""What Dagster adds to a QA run: ``dagster asset materialize`` against the plain CLI.

For one mode (tool), on the shipped golden set and on one of N cases (the shipped cases
repeated under new ids), times the plain CLI (``scripts/run_qa_eval.py``) and
``dagster asset materialize --select group:qa_eval`` (in process, the ``make eval``
path), each as the whole command a user runs, best of ``--repeat`` after a warm-up run.
Also times ``import dagster`` and importing the code location in a fresh interpreter, and
Dagster's own floor: the same command over an empty code location of the same shape
(``benchmarks/dagster_floor_defs.py``: the same assets, partitions and blocking checks,
every step returning a constant), what no change to the eval's code location can remove.
Prints seconds, the difference and the ratio, twice per golden set:

- ``default``: the CLI as ``make eval-cli`` runs it, writing no report file;
- ``like for like``: the CLI also writing what every ``gate_report`` step writes, the JSON
  report and its CI formats (``--report --junit --summary --html``), and its flipped cases
  against an earlier run (``--previous``). The pipeline's trend
  PNG and its event log have no CLI counterpart and stay on the Dagster side.

Wall time suffers when other processes share the cores; CPU time (user + system of the
command's processes) is the steadier figure. Run from the repo root:

    .venv/bin/python benchmarks/pipeline_overhead.py [--cases 10000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

from qa_scale import GOLDEN, scaled_golden  # noqa: E402

BIN = Path(sys.executable).parent


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def best_of(command: Sequence[str], env: dict[str, str], repeat: int) -> tuple[float, float]:
    """Fastest (wall, CPU) seconds of ``repeat`` runs, after one unmeasured warm-up run.

    CPU is the command's own processes' (user + system), the fairer figure on a shared
    machine; each is the best of its runs.
    """
    times, cpus = [], []
    for attempt in range(repeat + 1):
        cpu_before = _children_cpu()
        started = time.perf_counter()
        run_once(command, env)
        elapsed = time.perf_counter() - started
        if attempt:
            times.append(elapsed)
            cpus.append(_children_cpu() - cpu_before)
    return min(times), min(cpus)


def run_once(command: Sequence[str], env: dict[str, str]) -> None:
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{done.stderr[-3000:]}")


def _row(label: str, cli: tuple[float, float], dagster: tuple[float, float]) -> None:
    (cli_s, cli_cpu), (dagster_s, dagster_cpu) = cli, dagster
    print(
        f"{label:>30} {cli_s:>8.2f} {dagster_s:>10.2f} {dagster_s - cli_s:>+8.2f} "
        f"{dagster_s / cli_s:>7.2f}x | CPU {cli_cpu:>6.2f} {dagster_cpu:>7.2f} "
        f"{dagster_cpu - cli_cpu:>+7.2f} {dagster_cpu / cli_cpu:>6.2f}x",
        flush=True,
    )


def compare(label: str, golden: Path, tmp: Path, repeat: int, shipped: bool) -> None:
    home = Path(tempfile.mkdtemp(dir=tmp, prefix="home-"))
    shutil.copy(ROOT / "dagster.yaml", home / "dagster.yaml")
    env = {**os.environ, "DAGSTER_HOME": str(home), "PYTHONWARNINGS": "ignore"}
    cli = [str(BIN / "python"), "scripts/run_qa_eval.py", "--mode", "tool", "--no-progress"]
    dagster = [
        *(str(BIN / "dagster"), "asset", "materialize", "-m", "ragspine_eval_pipeline.definitions"),
        *("--select", "group:qa_eval", "--partition", "tool"),
    ]
    if not shipped:  # separate fresh baselines, written by each side's warm-up run
        cli += ["--golden", str(golden), "--baseline", str(tmp / "cli_baseline.json")]
        env["RAGSPINE_GOLDEN_SET"] = str(golden)
        env["RAGSPINE_QA_BASELINE"] = str(tmp / "dagster_baseline.json")
    out = Path(tempfile.mkdtemp(dir=tmp, prefix="cli-out-"))
    reports = [
        *("--report", str(out / "qa_report.json"), "--junit", str(out / "qa.junit.xml")),
        *("--summary", str(out / "qa.md"), "--html", str(out / "qa.html")),
    ]
    cli_default = best_of(cli, env, repeat)
    # The pipeline also compares with the last passing run (its flipped cases): the CLI
    # does with --previous, here the report of a first run like the measured ones.
    run_once([*cli, *reports], env)
    shutil.copy(out / "qa_report.json", out / "previous.json")
    cli_alike = best_of([*cli, *reports, "--previous", str(out / "previous.json")], env, repeat)
    dagster_run = best_of(dagster, env, repeat)
    _row(f"{label}, default", cli_default, dagster_run)
    _row(f"{label}, like for like", cli_alike, dagster_run)


def floor_seconds(tmp: Path, repeat: int) -> tuple[float, float]:
    """(wall, CPU) of materializing the empty code location of the eval's shape."""
    home = Path(tempfile.mkdtemp(dir=tmp, prefix="floor-home-"))
    shutil.copy(ROOT / "dagster.yaml", home / "dagster.yaml")
    env = {**os.environ, "DAGSTER_HOME": str(home), "PYTHONWARNINGS": "ignore"}
    command = [
        *(str(BIN / "dagster"), "asset", "materialize", "-m", "dagster_floor_defs"),
        *("-d", str(ROOT / "benchmarks"), "--select", "group:qa_eval", "--partition", "tool"),
    ]
    return best_of(command, env, repeat)


def import_seconds(statement: str, repeat: int) -> float:
    command = [str(BIN / "python"), "-W", "ignore", "-c", statement]
    env = {**os.environ, "DAGSTER_HOME": tempfile.mkdtemp()}
    return best_of(command, env, repeat)[0]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    bare = import_seconds("pass", args.repeat)
    dagster = import_seconds("import dagster", args.repeat)
    location = import_seconds("import ragspine_eval_pipeline.definitions", args.repeat)
    print(f"interpreter start {bare:.2f} s; import dagster {dagster - bare:.2f} s; ", end="")
    print(f"import the code location {location - bare:.2f} s (dagster included)")
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        floor_s, floor_cpu = floor_seconds(tmp, args.repeat)
        print(
            f"Dagster's floor, an empty asset job of the same shape: {floor_s:.2f} s "
            f"(CPU {floor_cpu:.2f} s)",
            flush=True,
        )
        header = f"{'golden set, tool mode':>30} {'CLI s':>8} {'Dagster s':>10} {'diff s':>8}"
        print(f"{header} {'ratio':>8} | CPU: {'CLI':>6} {'Dagster':>7} {'diff':>7} {'ratio':>7}")
        compare(f"shipped ({sum(1 for _ in GOLDEN.open())} cases)", GOLDEN, tmp, args.repeat, True)
        golden = scaled_golden(tmp / "golden.jsonl", args.cases)
        compare(f"{args.cases} cases", golden, tmp, args.repeat, False)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
