"""Resolve ``module:attr`` import paths: how users plug in their own engine or extractor."""

from __future__ import annotations

import importlib
import os
import sys
from typing import Any


class PluginLoadError(ValueError):
    """An import path does not name an importable object."""


def import_attr(spec: str, kind: str = "plugin") -> Any:
    """The object ``spec`` names (``package.module:attr``, ``attr`` may be dotted).

    Modules are found among the installed packages, then in the working directory.
    """
    module_name, sep, attr = spec.partition(":")
    if not sep or not module_name or not attr:
        raise PluginLoadError(f"{kind} {spec!r}: expected 'module:attr'")
    try:
        module = _import_module(module_name)
    except (Exception, SystemExit) as exc:  # a module that calls sys.exit() on import, too
        reason = f"{type(exc).__name__}: {exc}" if isinstance(exc, SystemExit) else str(exc)
        raise PluginLoadError(f"{kind} {spec!r}: cannot import {module_name}: {reason}") from exc
    target: Any = module
    for part in attr.split("."):
        if not hasattr(target, part):
            raise PluginLoadError(f"{kind} {spec!r}: {module_name} has no attribute {attr!r}")
        target = getattr(target, part)
    return target


def _import_module(name: str) -> Any:
    """Import ``name`` from the installed packages, else from the working directory.

    Runs started from a checkout (``make eval``, ``dagster asset materialize``) can then
    name engines that live in it, as ``python -m`` would.
    """
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        cwd = os.getcwd()
        top = name.split(".")[0]
        if exc.name != top or cwd in sys.path or "" in sys.path:
            raise
        sys.path.append(cwd)
        return importlib.import_module(name)
