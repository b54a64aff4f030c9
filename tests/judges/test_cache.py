"""The SQLite verdict cache: reruns judge only what changed, and never change a verdict."""

from __future__ import annotations

import subprocess
import sys
import threading
from collections.abc import Sequence
from pathlib import Path

import pytest

from ragspine_eval_pipeline.eval.groundedness import judge_answer
from ragspine_eval_pipeline.judges import (
    BatchJudge,
    JudgeError,
    JudgeIdentity,
    LexicalOverlapJudge,
    Verdict,
    judge_identity,
)
from ragspine_eval_pipeline.judges.cache import CachedJudge, with_cache

CONTEXTS = ["Acme sold 12 units in Paris.", "Revenue rose by 3 percent in 2023."]


class CountingJudge:
    """Entails a claim iff it occurs verbatim in a context; counts every claim judged."""

    def __init__(self, version: str = "1") -> None:
        self.version = version
        self.judged: list[str] = []
        self.fail_next = 0
        self.lock = threading.Lock()

    @property
    def identity(self) -> JudgeIdentity:
        return JudgeIdentity(name="counting", version=self.version)

    def judge(self, claim: str, contexts: Sequence[str]) -> Verdict:
        with self.lock:
            if self.fail_next:
                self.fail_next -= 1
                raise JudgeError("server down")
            self.judged.append(claim)
        index = next((i for i, c in enumerate(contexts) if claim in c), None)
        return Verdict(
            entailed=index is not None,
            coverage=1.0 if index is not None else 0.0,
            context_index=index,
            reason=None if index is not None else "not found",
        )


class CountingBatchJudge(CountingJudge):
    """The same, judging an answer's claims in one call."""

    def __init__(self) -> None:
        super().__init__()
        self.batches: list[list[str]] = []

    def judge_claims(self, claims: Sequence[str], contexts: Sequence[str]) -> list[Verdict]:
        self.batches.append(list(claims))
        return [self.judge(claim, contexts) for claim in claims]


def test_a_second_run_reads_every_verdict_from_disk(tmp_path: Path) -> None:
    path = tmp_path / "verdicts.sqlite"
    claims = ["Acme sold 12 units", "Acme sold 40 units"]
    first_inner = CountingJudge()
    first = [CachedJudge(first_inner, path).judge(c, CONTEXTS) for c in claims]
    rerun_inner = CountingJudge()  # a new process the next night: only the file is shared
    rerun = [CachedJudge(rerun_inner, path).judge(c, CONTEXTS) for c in claims]
    assert first_inner.judged == claims and rerun_inner.judged == []
    assert rerun == first and [v.entailed for v in rerun] == [True, False]


def test_another_identity_is_not_served_the_cached_verdicts(tmp_path: Path) -> None:
    path = tmp_path / "verdicts.sqlite"
    CachedJudge(CountingJudge(version="1"), path).judge("Acme sold 12 units", CONTEXTS)
    newer = CountingJudge(version="2")
    CachedJudge(newer, path).judge("Acme sold 12 units", CONTEXTS)
    assert newer.judged == ["Acme sold 12 units"]


@pytest.mark.parametrize(
    "contexts",
    [
        ["Acme sold 12 units in Paris."],  # a context dropped
        [*CONTEXTS, "A new page."],  # a context added
        list(reversed(CONTEXTS)),  # same texts, another order: context_index differs
        ["Acme sold 12 units in Paris!", CONTEXTS[1]],  # a context edited
    ],
)
def test_changed_contexts_are_judged_again(tmp_path: Path, contexts: list[str]) -> None:
    inner = CountingJudge()
    cached = CachedJudge(inner, tmp_path / "verdicts.sqlite")
    cached.judge("Acme sold 12 units", CONTEXTS)
    verdict = cached.judge("Acme sold 12 units", contexts)
    assert len(inner.judged) == 2
    assert verdict == inner.judge("Acme sold 12 units", contexts)


def test_only_the_claims_not_cached_reach_a_batch_judge(tmp_path: Path) -> None:
    inner = CountingBatchJudge()
    cached = CachedJudge(inner, tmp_path / "verdicts.sqlite")
    assert isinstance(cached, BatchJudge)
    cached.judge_claims(["Acme sold 12 units", "Revenue rose"], CONTEXTS)
    verdicts = cached.judge_claims(
        ["Revenue rose", "Paris", "Acme sold 12 units", "Paris"], CONTEXTS
    )
    assert inner.batches == [["Acme sold 12 units", "Revenue rose"], ["Paris"]]
    assert [v.entailed for v in verdicts] == [True, True, True, True]


def test_a_judge_error_is_raised_and_not_cached(tmp_path: Path) -> None:
    inner = CountingJudge()
    inner.fail_next = 1
    cached = CachedJudge(inner, tmp_path / "verdicts.sqlite")
    with pytest.raises(JudgeError):
        cached.judge("Acme sold 12 units", CONTEXTS)
    assert cached.judge("Acme sold 12 units", CONTEXTS).entailed
    assert inner.judged == ["Acme sold 12 units"]
    failing = CountingJudge()
    failing.fail_next = 1
    judgement = judge_answer("Revenue rose.", CONTEXTS, CachedJudge(failing, cached.path))
    assert not judgement.supported and "server down" in (judgement.reason or "")


def test_the_cache_keeps_the_inner_identity(tmp_path: Path) -> None:
    inner = LexicalOverlapJudge()
    cached = with_cache(inner, tmp_path / "verdicts.sqlite")
    assert judge_identity(cached) == judge_identity(inner)


def test_with_cache_without_a_path_is_the_judge_itself(tmp_path: Path) -> None:
    inner = CountingJudge()
    assert with_cache(inner, None) is inner
    assert with_cache(inner, "") is inner
    cached = with_cache(inner, tmp_path / "a" / "verdicts.sqlite")  # parents are created
    assert isinstance(cached, CachedJudge)
    assert with_cache(cached, tmp_path / "a" / "verdicts.sqlite") is cached


class DetailedJudge(CountingJudge):
    """Fills every field of a verdict, so a round trip through the file is checked whole."""

    def judge(self, claim: str, contexts: Sequence[str]) -> Verdict:
        super().judge(claim, contexts)
        return Verdict(
            entailed=False,
            coverage=0.6,
            missing=["40", "東京"],
            reason="number 40 not in passage",
            context_index=0,
            passage=contexts[0],
            vacuous=False,
            score=0.123456789,
        )


def test_verdicts_round_trip_unchanged(tmp_path: Path) -> None:
    inner = DetailedJudge()
    path = tmp_path / "verdicts.sqlite"
    stored = CachedJudge(inner, path).judge("Acme sold 40 units in 東京.", CONTEXTS)
    again = CachedJudge(inner, path).judge("Acme sold 40 units in 東京.", CONTEXTS)
    assert again == stored == inner.judge("Acme sold 40 units in 東京.", CONTEXTS)
    assert len(inner.judged) == 2  # the first run and the direct call; the rerun hit the cache


def test_an_unusable_path_fails_at_load(tmp_path: Path) -> None:
    (tmp_path / "dir.sqlite").mkdir()
    with pytest.raises(ValueError, match=r"dir\.sqlite"):
        CachedJudge(CountingJudge(), tmp_path / "dir.sqlite")


def test_threads_share_one_cache(tmp_path: Path) -> None:
    inner = CountingBatchJudge()
    cached = CachedJudge(inner, tmp_path / "verdicts.sqlite")
    claims = [f"claim {i}" for i in range(20)]
    errors: list[BaseException] = []

    def work(offset: int) -> None:
        try:
            for claim in claims[offset:] + claims[:offset]:
                cached.judge(claim, CONTEXTS)
        except BaseException as exc:  # reported below; a thread cannot fail the test
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(i * 5,)) for i in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    fresh = CountingJudge()
    rerun = CachedJudge(fresh, cached.path)
    assert all(not rerun.judge(c, CONTEXTS).entailed for c in claims) and fresh.judged == []
    cached.close()


_WRITER = """
import sys
from ragspine_eval_pipeline.judges import JudgeIdentity, Verdict
from ragspine_eval_pipeline.judges.cache import CachedJudge

class Echo:
    identity = JudgeIdentity(name="echo", version="1")

    def judge(self, claim, contexts):
        return Verdict(entailed=True, coverage=1.0)

cached = CachedJudge(Echo(), sys.argv[1])
for i in range(100):
    cached.judge(f"claim {i}", ["context"])
"""


def test_processes_write_to_one_file_at_once(tmp_path: Path) -> None:
    path = tmp_path / "verdicts.sqlite"
    writers = [
        subprocess.Popen([sys.executable, "-c", _WRITER, str(path)], stderr=subprocess.PIPE)
        for _ in range(3)
    ]
    for writer in writers:
        _, err = writer.communicate(timeout=60)
        assert writer.returncode == 0, err.decode()
    inner = CountingJudge()
    cached = CachedJudge(inner, path)
    # Entries written under the echo identity: the counting judge sees none of them.
    cached.judge("claim 1", ["context"])
    assert inner.judged == ["claim 1"]
    rows = cached._connection().execute("SELECT judge, COUNT(*) FROM verdicts GROUP BY judge")
    assert dict(rows.fetchall()) == {"echo@1": 100, "counting@1": 1}
