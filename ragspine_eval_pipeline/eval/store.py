"""Files the product owns: atomic writes, locked read-modify-write, upward-only updates.

A baseline is never replaced when it cannot be read, never written half-way (temp file
in the same folder, fsync, rename), and never lowered: ``ratchet_update`` refuses any
entry that would move a number the wrong way.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from filelock import FileLock

from ragspine_eval_pipeline import strict_json
from ragspine_eval_pipeline.atomic import atomic_write_text, make_folder, through_links

MAX_BASELINE_BYTES = 64 * 1024 * 1024
"""A baseline larger than this is not one: refused before it is read."""
MAX_BASELINE_DEPTH = 8
"""Nesting a baseline file may have (file, mode, judges, record, judge, settings: 6)."""


class BaselineFileError(ValueError):
    """A baseline file exists but cannot be used: unreadable, corrupt or wrongly shaped."""


class RatchetRefused(Exception):
    """An update would lower a baseline, or rest on a run that cannot set one.

    ``lowered`` names each number that would drop (or why the run cannot be used).
    """

    def __init__(self, path: Path, key: str, lowered: list[str]) -> None:
        self.path = path
        self.key = key
        self.lowered = lowered
        super().__init__(
            f"{path}: refusing to write the baseline for {key!r}: " + "; ".join(lowered)
        )


def remove_stale_temps(target: Path) -> None:
    """Delete temp files a writer killed mid-write left beside ``target``.

    Call it only while holding ``target``'s lock: every writer of ``target`` holds it, so
    no temp file of a live writer can be there.
    """
    for stale in target.parent.glob(f".{target.name}.*.tmp"):
        stale.unlink(missing_ok=True)


def dump_json(obj: Any) -> str:
    """The one JSON layout for files the product writes: sorted keys, two-space indent."""
    return json.dumps(obj, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def atomic_write_json(path: str | Path, obj: Any) -> None:
    """Write ``obj`` as JSON atomically."""
    atomic_write_text(path, dump_json(obj))


def read_json_object(path: str | Path) -> dict[str, Any] | None:
    """Read a JSON object file; ``None`` when it does not exist.

    Anything else that is wrong (a folder, bad bytes, bad JSON, an empty file, a value
    that is not an object) raises ``BaselineFileError`` naming the file.
    """
    source = Path(path)
    if not source.exists():
        return None
    if not source.is_file():
        raise BaselineFileError(f"{source}: not a file")
    try:
        if source.stat().st_size > MAX_BASELINE_BYTES:
            raise BaselineFileError(f"{source}: larger than {MAX_BASELINE_BYTES} bytes")
        text = source.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise BaselineFileError(f"{source}: cannot be read: {exc}") from exc
    return parse_json_object(text, source)


def parse_json_object(text: str, source: str | Path) -> dict[str, Any]:
    """A baseline's text as an object: strict JSON, no duplicate key, bounded nesting."""
    if not text.strip():
        raise BaselineFileError(f"{source}: file is empty")
    try:
        data = strict_json.loads_document(text, MAX_BASELINE_DEPTH)
    except json.JSONDecodeError as exc:
        raise BaselineFileError(
            f"{source}:{exc.lineno}: invalid JSON: {exc.msg} (column {exc.colno})"
        ) from exc
    except ValueError as exc:
        raise BaselineFileError(f"{source}: invalid JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise BaselineFileError(f"{source}: expected a JSON object, got {type(data).__name__}")
    return data


@contextmanager
def locked(path: str | Path, timeout: float = 60.0) -> Iterator[None]:
    """Serialize read-modify-write cycles on ``path`` (a symlink's target) across processes."""
    target = through_links(path)
    make_folder(target.parent)
    lock_path = str(target) + ".lock"
    # A lock file that cannot be created (a read-only folder, /proc) is an error now, not
    # after ``timeout`` seconds of retrying as if another writer held it.
    os.close(os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o666))
    with FileLock(lock_path, timeout=timeout):
        yield


LoweredFn = Callable[[Mapping[str, Any], Mapping[str, Any]], list[str]]
"""Given (old entry, new entry), describe every number the new entry would lower."""
MergeFn = Callable[[Mapping[str, Any] | None, Mapping[str, Any]], dict[str, Any]]
"""Given (old entry or None, the run's entry), the entry to store."""


def ratchet_update(
    path: str | Path,
    key: str,
    entry: Mapping[str, Any],
    lowered: LoweredFn,
    validate: Callable[[dict[str, Any]], None] | None = None,
    merge: MergeFn | None = None,
    on_create: Callable[[Path], None] | None = None,
) -> dict[str, Any]:
    """Set ``baseline[key] = entry`` under a lock, refusing any update that lowers it.

    ``validate`` checks the whole file before anything is changed (it raises
    ``BaselineFileError`` on a wrongly shaped file). ``merge`` combines the stored entry
    with ``entry`` first (e.g. keeping numbers another judge recorded); the merged entry
    is what must lower nothing. ``on_create`` is called before a file that does not exist
    is created; it may refuse (raise ``RatchetRefused``). Returns the file's new content.
    """
    target = through_links(path)
    with locked(target):
        remove_stale_temps(target)
        existing = read_json_object(target)
        if existing is None and on_create is not None:
            on_create(target)
        current = existing or {}
        if validate is not None:
            validate(current)
        previous = current.get(key)
        if not isinstance(previous, Mapping):
            previous = None
        stored = dict(entry) if merge is None else merge(previous, entry)
        if previous is not None:
            drops = lowered(previous, stored)
            if drops:
                raise RatchetRefused(target, key, drops)
        updated = {**current, key: stored}
        atomic_write_json(target, updated)
        return updated
