"""A verdict cache on disk, so a nightly rerun only judges what changed.

Verdicts are kept in SQLite, keyed by the judge's identity key, the claim and a hash of
the contexts in order (a verdict points at a context by index). A new judge version,
model or setting is a new identity, so it never reads another judge's verdicts; the
cache never changes a verdict, only saves recomputing it. A judge error is not stored:
the next run asks again. The database is in WAL mode with a busy timeout, and each
thread has its own connection, so QA workers and parallel processes can share one file.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import sqlite3
import threading
from collections.abc import Sequence
from pathlib import Path

from ragspine_eval_pipeline.judges._verdict import BatchJudge, Judge, JudgeIdentity, Verdict
from ragspine_eval_pipeline.judges.spec import judge_identity

log = logging.getLogger(__name__)

SCHEMA_VERSION = 1
_BUSY_TIMEOUT_MS = 30_000
_SCHEMA = """
CREATE TABLE IF NOT EXISTS verdicts (
    judge TEXT NOT NULL,
    claim TEXT NOT NULL,
    contexts TEXT NOT NULL,
    verdict TEXT NOT NULL,
    PRIMARY KEY (judge, claim, contexts)
) WITHOUT ROWID
"""


def contexts_key(contexts: Sequence[str]) -> str:
    """A hash of the contexts, in order: reordering them changes ``context_index``."""
    return hashlib.sha256(json.dumps(list(contexts), ensure_ascii=False).encode()).hexdigest()


class CachedJudge:
    """Wraps a judge with an SQLite verdict cache at ``path``; same identity, same verdicts."""

    def __init__(self, inner: Judge, path: str | os.PathLike[str]) -> None:
        self.inner = inner
        self.path = Path(path).expanduser()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._key = judge_identity(inner).key
        self._local = threading.local()
        self._connections: list[sqlite3.Connection] = []
        self._lock = threading.Lock()
        try:
            self._connection()  # create the schema now: a bad path fails at load, not mid-run
        except sqlite3.Error as exc:
            raise ValueError(f"{self.path}: cannot open the verdict cache: {exc}") from exc

    @property
    def identity(self) -> JudgeIdentity:
        """The inner judge's identity: caching does not change what is decided."""
        return judge_identity(self.inner)

    def __repr__(self) -> str:
        return f"CachedJudge({self.inner!r}, {str(self.path)!r})"

    def judge(self, claim: str, contexts: Sequence[str]) -> Verdict:
        """The stored verdict, or the inner judge's (then stored)."""
        return self.judge_claims([claim], contexts)[0]

    def judge_claims(self, claims: Sequence[str], contexts: Sequence[str]) -> list[Verdict]:
        """Stored verdicts where there are some; only the rest go to the inner judge."""
        ctx = contexts_key(contexts)
        found = self._lookup(claims, ctx)
        todo = [claim for claim in dict.fromkeys(claims) if claim not in found]
        if todo:
            if isinstance(self.inner, BatchJudge):
                fresh = self.inner.judge_claims(todo, contexts)
            else:
                fresh = [self.inner.judge(claim, contexts) for claim in todo]
            new = dict(zip(todo, fresh, strict=True))
            self._store(new, ctx)
            found.update(new)
        return [found[claim] for claim in claims]

    def close(self) -> None:
        """Close every thread's connection."""
        with self._lock:
            for connection in self._connections:
                connection.close()
            self._connections.clear()
        self._local = threading.local()

    def _lookup(self, claims: Sequence[str], ctx: str) -> dict[str, Verdict]:
        """Stored verdicts by claim; a cache that cannot be read is only a slower run."""
        found: dict[str, Verdict] = {}
        try:
            connection = self._connection()
            for claim in dict.fromkeys(claims):
                row = connection.execute(
                    "SELECT verdict FROM verdicts WHERE judge = ? AND claim = ? AND contexts = ?",
                    (self._key, claim, ctx),
                ).fetchone()
                if row is not None:
                    found[claim] = Verdict.model_validate_json(row[0])
        except (sqlite3.Error, ValueError) as exc:
            log.warning("verdict cache %s not read: %s", self.path, exc)
        return found

    def _store(self, verdicts: dict[str, Verdict], ctx: str) -> None:
        rows = [(self._key, claim, ctx, v.model_dump_json()) for claim, v in verdicts.items()]
        try:
            connection = self._connection()
            with connection:  # one transaction per answer
                connection.executemany("INSERT OR REPLACE INTO verdicts VALUES (?, ?, ?, ?)", rows)
        except sqlite3.Error as exc:
            log.warning("verdict cache %s not written: %s", self.path, exc)

    def _connection(self) -> sqlite3.Connection:
        connection = getattr(self._local, "connection", None)
        if connection is None:
            # One connection per thread; close() may run on another thread, hence the flag.
            connection = sqlite3.connect(
                self.path, timeout=_BUSY_TIMEOUT_MS / 1000, check_same_thread=False
            )
            connection.execute(f"PRAGMA busy_timeout = {_BUSY_TIMEOUT_MS}")
            connection.execute("PRAGMA journal_mode = WAL")
            connection.execute("PRAGMA synchronous = NORMAL")
            _migrate(connection, self.path)
            self._local.connection = connection
            with self._lock:
                self._connections.append(connection)
        return connection


def _migrate(connection: sqlite3.Connection, path: Path) -> None:
    """Create the table, or refuse a file written by a newer layout."""
    (version,) = connection.execute("PRAGMA user_version").fetchone()
    if version > SCHEMA_VERSION:
        raise ValueError(f"{path}: verdict cache of layout {version}, expected {SCHEMA_VERSION}")
    with connection:
        connection.execute(_SCHEMA)
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def with_cache(judge: Judge, path: str | os.PathLike[str] | None) -> Judge:
    """``judge`` behind a verdict cache at ``path``; the judge itself when there is no path."""
    if path is None or not str(path).strip():
        return judge
    if isinstance(judge, CachedJudge) and judge.path == Path(path).expanduser():
        return judge
    return CachedJudge(judge, path)


__all__ = ["CachedJudge", "contexts_key", "with_cache"]
