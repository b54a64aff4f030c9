"""Are the third-party packages the ones installed in the environment?

``dagster asset materialize`` puts the working directory first on ``sys.path``, so a
stray ``openpyxl.py`` (or an ``httpx/`` folder) there shadows the real package: the run
then fails oddly, or scores something else. The pipeline warns about it at load time.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from importlib.util import find_spec
from pathlib import Path

DEPENDENCIES = ("openpyxl", "pdfplumber", "pptx", "httpx", "pydantic", "pandas", "filelock")
"""Packages the eval imports whose shadowing would change a result."""


def _roots() -> list[Path]:
    """Where installed packages live: the environment's prefixes."""
    prefixes = {sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix}
    return [Path(prefix).resolve() for prefix in prefixes]


def shadowed_dependencies(names: Iterable[str] = DEPENDENCIES) -> list[str]:
    """One line per package that was, or would be, imported from outside the environment.

    A package not imported yet (the code location imports parsers on first use) is
    located without importing it.
    """
    roots = _roots()
    found = []
    for name in names:
        origin = _origin(name)
        if origin is None:
            continue
        path = Path(origin).resolve()
        if not any(path.is_relative_to(root) for root in roots):
            found.append(
                f"{name} was imported from {path}, not from the environment ({sys.prefix}); "
                "a file or folder of that name in the working directory shadows the package"
            )
    return found


def _origin(name: str) -> str | None:
    """The file a top-level module was, or would be, loaded from; None if not found."""
    module = sys.modules.get(name)
    if module is not None:
        return getattr(module, "__file__", None)
    try:
        spec = find_spec(name)
    except (ImportError, ValueError):
        return None
    return None if spec is None else spec.origin
