"""A real git repository in a temp folder, for the tests of the ratchet's history."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

_ENV = {
    "GIT_AUTHOR_NAME": "Eval Tests",
    "GIT_AUTHOR_EMAIL": "eval-tests@example.invalid",
    "GIT_COMMITTER_NAME": "Eval Tests",
    "GIT_COMMITTER_EMAIL": "eval-tests@example.invalid",
    "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_CONFIG_GLOBAL": os.devnull,
}


class GitRepo:
    """``git init`` in ``root``; write files, commit them, and read commit ids back."""

    def __init__(self, root: Path) -> None:
        self.root = root
        root.mkdir(parents=True, exist_ok=True)
        self.git("init", "-q", "-b", "main")

    def git(self, *args: str) -> str:
        env = {
            **{k: v for k, v in os.environ.items() if not k.startswith("GIT_")},
            **_ENV,
        }
        result = subprocess.run(
            ["git", *args], cwd=self.root, env=env, capture_output=True, text=True, check=True
        )
        return result.stdout.strip()

    def write_json(self, relpath: str, data: Any) -> Path:
        path = self.root / relpath
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n", "utf-8")
        return path

    def commit(self, message: str, *paths: str) -> str:
        """Commit ``paths`` (every change when none is named); return the commit id."""
        self.git("add", "-A", *paths)
        self.git("commit", "-q", "--allow-empty", "-m", message)
        return self.git("rev-parse", "HEAD")

    def commit_json(self, relpath: str, data: Any, message: str) -> str:
        self.write_json(relpath, data)
        return self.commit(message, relpath)
