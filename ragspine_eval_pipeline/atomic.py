"""Atomic file writes: readers see the old file or the new one, never a mix.

Every file the product writes (baselines, reports, the built KB) goes through here:
a temp file in the same folder, fsync, rename.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

__all__ = ["atomic_write_bytes", "atomic_write_text", "make_folder", "through_links"]


def atomic_write_bytes(path: str | Path, data: bytes) -> None:
    """Write ``data`` through a unique temp file and rename, so concurrent writers never mix.

    The file keeps its permission bits (a new one gets the umask's), and a file with no
    write bit is read-only on purpose: ``PermissionError``, even for root. A symlink is
    written through: its target gets the new data and the link stays a link.
    """
    target = through_links(path)
    make_folder(target.parent)
    mode = _mode_for(target)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fchmod(handle.fileno(), mode)
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def atomic_write_text(path: str | Path, text: str) -> None:
    """Write ``text`` as UTF-8 with ``\\n`` line ends, atomically (see ``atomic_write_bytes``)."""
    atomic_write_bytes(path, text.encode("utf-8"))


def through_links(path: str | Path) -> Path:
    """The file a write to ``path`` must replace: a symlink's target, else ``path`` itself.

    Renaming over the link would turn it into a plain file and leave the real file
    behind, unchanged and unlocked.
    """
    target = Path(path)
    return Path(os.path.realpath(target)) if target.is_symlink() else target


def make_folder(folder: Path) -> None:
    """Create ``folder`` and its parents; a file in the way is named, not ``File exists``."""
    for candidate in (folder, *folder.parents):
        if candidate.exists() or candidate.is_symlink():
            if not candidate.is_dir():
                raise NotADirectoryError(f"{candidate} is a file, not a folder")
            break
    folder.mkdir(parents=True, exist_ok=True)


def _mode_for(target: Path) -> int:
    """The permission bits the written file gets: the old file's, else 0666 less the umask."""
    try:
        current = target.stat().st_mode & 0o7777
    except FileNotFoundError:
        return 0o666 & ~_umask()
    if not current & 0o222:
        raise PermissionError(f"{target} is read-only (mode {current:o}); not overwritten")
    return current


def _umask() -> int:
    """The process umask, read without setting it (``os.umask`` would race other threads)."""
    try:
        status = Path("/proc/self/status").read_text(encoding="ascii")
    except OSError:
        return 0o022
    for line in status.splitlines():
        if line.startswith("Umask:"):
            return int(line.split()[1], 8)
    return 0o022
