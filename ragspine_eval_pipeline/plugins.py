"""Resolve ``module:attr`` import paths: how users plug in their own engine or extractor."""

from __future__ import annotations

import importlib
from typing import Any


class PluginLoadError(ValueError):
    """An import path does not name an importable object."""


def import_attr(spec: str, kind: str = "plugin") -> Any:
    """The object ``spec`` names (``package.module:attr``, ``attr`` may be dotted)."""
    module_name, sep, attr = spec.partition(":")
    if not sep or not module_name or not attr:
        raise PluginLoadError(f"{kind} {spec!r}: expected 'module:attr'")
    try:
        module = importlib.import_module(module_name)
    except Exception as exc:
        raise PluginLoadError(f"{kind} {spec!r}: cannot import {module_name}: {exc}") from exc
    target: Any = module
    for part in attr.split("."):
        if not hasattr(target, part):
            raise PluginLoadError(f"{kind} {spec!r}: {module_name} has no attribute {attr!r}")
        target = getattr(target, part)
    return target
