"""JSON as the standard defines it: ``NaN`` and ``Infinity`` are not numbers.

Python's ``json`` accepts them by default; every file and message the product reads
goes through ``loads`` here, so such a value is an error naming it, never a silent NaN.
"""

from __future__ import annotations

import json
from typing import Any


def _reject_constant(name: str) -> float:
    raise ValueError(f"{name} is not a valid JSON number")


def loads(text: str | bytes) -> Any:
    """``json.loads`` that raises ``ValueError`` on ``NaN``, ``Infinity`` and ``-Infinity``."""
    return json.loads(text, parse_constant=_reject_constant)
