"""How fast the ratchet reads a baseline's git history.

Builds a repository (with ``git fast-import``) whose QA baseline was committed N times,
each version one golden case larger than the last, starting from the shipped baseline
(153 cases per mode), with unrelated commits in between. Then times the history check
the CLIs and the blocking checks run (``history.qa_history``: ``git rev-parse``, one
``git log``, one ``git cat-file --batch``, parsing and comparing every version).
Prints a table; run it as ``.venv/bin/python benchmarks/ratchet_history.py [N ...]``.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ragspine_eval_pipeline.eval.history import qa_history  # noqa: E402
from ragspine_eval_pipeline.eval.store import dump_json  # noqa: E402

SHIPPED = ROOT / "data" / "golden" / "qa_baseline.json"
RUNS = 5


def _versions(n: int) -> list[str]:
    """``n`` baseline texts, each adding one case to every mode."""
    data = json.loads(SHIPPED.read_text(encoding="utf-8"))
    texts = []
    for i in range(n):
        data = copy.deepcopy(data)
        for entry in data.values():
            entry["case_digests"][f"bench-{i:05d}"] = f"{i:016x}"
            entry["n_cases"] = len(entry["case_digests"])
        texts.append(dump_json(data))
    return texts


def build_repo(root: Path, n: int) -> Path:
    """A repository with ``n`` baseline commits and ``n`` unrelated ones between them."""
    subprocess.run(["git", "init", "-q", "-b", "main", str(root)], check=True)
    stream: list[bytes] = []
    for i, text in enumerate(_versions(n)):
        for path, content in (("data/golden/qa_baseline.json", text), ("notes.txt", str(i))):
            body = content.encode("utf-8")
            message = f"commit {path} {i}".encode()
            stream += [
                b"commit refs/heads/main\n",
                b"committer Bench <bench@example.invalid> 1700000000 +0000\n",
                b"data %d\n%s\n" % (len(message), message),
                b"M 100644 inline %s\ndata %d\n%s\n" % (path.encode(), len(body), body),
            ]
    subprocess.run(["git", "fast-import", "--quiet"], cwd=root, input=b"".join(stream), check=True)
    subprocess.run(["git", "checkout", "-q", "-f", "main"], cwd=root, check=True)
    return root / "data" / "golden" / "qa_baseline.json"


def measure(n: int) -> dict[str, float]:
    with tempfile.TemporaryDirectory(prefix="ratchet-bench-") as tmp:
        started = time.perf_counter()
        path = build_repo(Path(tmp) / "repo", n)
        build_s = time.perf_counter() - started
        data = json.loads(path.read_text(encoding="utf-8"))
        times = []
        for _ in range(RUNS):
            started = time.perf_counter()
            verdict = qa_history(path, data)
            times.append(time.perf_counter() - started)
        assert verdict.passed and verdict.versions == n, verdict
        best = min(times)
        return {
            "commits": 2 * n,
            "versions": verdict.versions,
            "build_s": build_s,
            "check_s": best,
            "median_s": sorted(times)[len(times) // 2],
            "versions_per_s": n / best,
        }


def main(argv: list[str]) -> None:
    sizes = [int(arg) for arg in argv] or [30, 300, 1000]
    print("| commits | baseline versions | check s (best of 5) | median s | versions/s |")
    print("|---:|---:|---:|---:|---:|")
    for n in sizes:
        row = measure(n)
        print(
            f"| {row['commits']:,} | {row['versions']:,} | {row['check_s']:.3f} | "
            f"{row['median_s']:.3f} | {row['versions_per_s']:,.0f} |"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
