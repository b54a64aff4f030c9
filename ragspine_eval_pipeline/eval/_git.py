"""Every committed version of one file, read with plain ``git`` subprocess calls.

Four processes whatever the length of the history: ``rev-parse`` twice (the checkout,
the ref), one ``log`` listing the commits that touched the file, and one
``cat-file --batch`` reading all their blobs, so hundreds of commits stay fast.
"""

from __future__ import annotations

import os
import subprocess
from dataclasses import dataclass
from pathlib import Path

_TIMEOUT_S = 60.0
_MAX_BLOB_BYTES = 16 * 1024 * 1024
_SEP = "\x1f"


class GitUnavailable(Exception):
    """No history to read: git is not installed or the file is not in a git checkout."""


class GitRefError(ValueError):
    """The ref to read history from does not name a commit of the checkout."""


@dataclass(frozen=True)
class Commit:
    """A commit that touched the file."""

    sha: str
    subject: str

    def __str__(self) -> str:
        return f"commit {self.sha[:10]} ({self.subject[:60]})"


@dataclass(frozen=True)
class Blob:
    """The file as one commit has it; ``text`` is None where the commit deleted it."""

    commit: Commit
    text: str | None
    problem: str | None = None
    """Why the content could not be used (too large, not UTF-8)."""


@dataclass(frozen=True)
class Checkout:
    """Where ``path`` sits in a git checkout."""

    root: Path
    relpath: str
    shallow: bool


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("GIT_DIR", "GIT_WORK_TREE")}
    env.update(LC_ALL="C", GIT_OPTIONAL_LOCKS="0", GIT_TERMINAL_PROMPT="0")
    return env


def _git(cwd: Path, *args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    try:
        return subprocess.run(
            ["git", *args],
            cwd=cwd,
            input=stdin,
            capture_output=True,
            env=_env(),
            timeout=_TIMEOUT_S,
            check=False,
        )
    except FileNotFoundError as exc:
        raise GitUnavailable("git is not installed") from exc
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise GitUnavailable(f"git could not be run: {exc}") from exc


def _message(result: subprocess.CompletedProcess[bytes]) -> str:
    return " ".join(result.stderr.decode("utf-8", "replace").split())[:300]


def locate(path: Path) -> Checkout:
    """The checkout holding ``path`` (which need not exist); ``GitUnavailable`` if none."""
    target = Path(os.path.abspath(path))
    folder = target.parent
    while not folder.is_dir() and folder != folder.parent:
        folder = folder.parent
    result = _git(folder, "rev-parse", "--show-toplevel", "--is-shallow-repository")
    if result.returncode != 0:
        message = _message(result)
        if "not a git repository" in message:
            raise GitUnavailable(f"{path} is not in a git checkout")
        raise GitUnavailable(f"git cannot read the checkout of {path}: {message}")
    top, shallow = result.stdout.decode("utf-8").splitlines()[:2]
    root = Path(top).resolve()
    try:
        relpath = (folder.resolve() / target.relative_to(folder)).relative_to(root)
    except ValueError as exc:
        raise GitUnavailable(f"{path} is outside the checkout at {root}") from exc
    return Checkout(root=root, relpath=relpath.as_posix(), shallow=shallow.strip() == "true")


def resolve_ref(checkout: Checkout, ref: str) -> str | None:
    """The commit ``ref`` names; None for the ``HEAD`` of a repository with no commit yet."""
    result = _git(
        checkout.root, "rev-parse", "--verify", "--quiet", "--end-of-options", f"{ref}^{{commit}}"
    )
    if result.returncode == 0:
        return result.stdout.decode("utf-8").strip()
    if ref == "HEAD":
        return None
    raise GitRefError(f"ratchet ref {ref!r} is not a commit of {checkout.root}")


def file_versions(checkout: Checkout, commit: str) -> list[Blob]:
    """Every version of the file in commits reachable from ``commit``, newest first.

    ``--full-history`` keeps side branches that a merge left out: a higher number
    committed anywhere in the ancestry counts.
    """
    log = _git(
        checkout.root,
        "log",
        f"--format=%H{_SEP}%s",
        "--full-history",
        commit,
        "--",
        f":(literal){checkout.relpath}",
    )
    if log.returncode != 0:
        raise GitUnavailable(f"git log failed in {checkout.root}: {_message(log)}")
    commits = [
        Commit(*line.split(_SEP, 1))
        for line in log.stdout.decode("utf-8", "replace").splitlines()
        if _SEP in line
    ]
    if not commits:
        return []
    requests = "".join(f"{c.sha}:{checkout.relpath}\n" for c in commits).encode("utf-8")
    batch = _git(checkout.root, "cat-file", "--batch", stdin=requests)
    if batch.returncode != 0:
        raise GitUnavailable(f"git cat-file failed in {checkout.root}: {_message(batch)}")
    return list(_parse_batch(batch.stdout, commits))


def _parse_batch(out: bytes, commits: list[Commit]) -> list[Blob]:
    """Split ``cat-file --batch`` output into one blob per request, in order."""
    blobs: list[Blob] = []
    pos = 0
    for commit in commits:
        end = out.index(b"\n", pos)
        header = out[pos:end].decode("utf-8", "replace").split()
        pos = end + 1
        if len(header) != 3 or header[1] != "blob":
            blobs.append(Blob(commit, None))  # "missing": the commit deleted the file
            continue
        size = int(header[2])
        content = out[pos : pos + size]
        pos += size + 1
        if size > _MAX_BLOB_BYTES:
            blobs.append(Blob(commit, None, f"larger than {_MAX_BLOB_BYTES} bytes"))
            continue
        try:
            blobs.append(Blob(commit, content.decode("utf-8")))
        except UnicodeDecodeError:
            blobs.append(Blob(commit, None, "not UTF-8"))
    return blobs
