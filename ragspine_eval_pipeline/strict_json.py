"""JSON as the standard defines it: ``NaN`` and ``Infinity`` are not numbers.

Python's ``json`` accepts them by default; every file and message the product reads
goes through ``loads`` here, so such a value is an error naming it, never a silent NaN.
Files that set a gate (baselines, facts, ground truth) go through ``loads_document``,
which also refuses what would let a hand edit hide a number: a key given twice (the
parser would keep the last one silently) and nesting deeper than any such file has.
"""

from __future__ import annotations

import json
from typing import Any

MAX_DEPTH = 64
"""Nesting depth a document may have; baselines and facts need far less."""


def _reject_constant(name: str) -> float:
    raise ValueError(f"{name} is not a valid JSON number")


_DECODER = json.JSONDecoder(parse_constant=_reject_constant)
"""One decoder for every ``loads``: building one per call costs more than a short line."""


def loads(text: str | bytes) -> Any:
    """``json.loads`` that raises ``ValueError`` on ``NaN``, ``Infinity`` and ``-Infinity``."""
    if isinstance(text, str) and not text.startswith("\ufeff"):
        return _DECODER.decode(text)
    return json.loads(text, parse_constant=_reject_constant)  # bytes, or the BOM error


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj: dict[str, Any] = {}
    for key, value in pairs:
        if key in obj:
            raise ValueError(f"duplicate key {key!r}")
        obj[key] = value
    return obj


def loads_document(text: str | bytes, max_depth: int = MAX_DEPTH) -> Any:
    """``loads`` that also rejects duplicate keys and nesting deeper than ``max_depth``.

    Raises ``ValueError`` (``json.JSONDecodeError`` for bad syntax) with a one-line reason;
    nesting deep enough to exhaust the parser's recursion is reported the same way.
    """
    try:
        data = json.loads(text, parse_constant=_reject_constant, object_pairs_hook=_unique_keys)
    except RecursionError:
        raise ValueError(f"nested too deeply (more than {max_depth} levels)") from None
    if depth(data) > max_depth:
        raise ValueError(f"nested too deeply (more than {max_depth} levels)")
    return data


def depth(value: Any) -> int:
    """Nesting depth of a parsed JSON value (a scalar is 0), without recursion."""
    containers = (dict, list)
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 1)] if isinstance(value, containers) else []
    while stack:
        item, level = stack.pop()
        deepest = max(deepest, level)
        children = item.values() if isinstance(item, dict) else item
        stack.extend((child, level + 1) for child in children if isinstance(child, containers))
    return deepest
