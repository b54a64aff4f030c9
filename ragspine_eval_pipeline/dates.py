"""Dates as the file formats spell them: ``YYYY-MM-DD`` and nothing looser.

A value type shared by the golden set and the engine's HTTP service, so it sits below
both and neither has to import the other for it.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Annotated, Any

from pydantic import BeforeValidator

_ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def _iso_date(value: Any) -> Any:
    """Accept only ``YYYY-MM-DD`` strings (or dates), not timestamps or datetimes."""
    if isinstance(value, date):
        return value
    if not isinstance(value, str) or not _ISO_DATE.match(value):
        raise ValueError("must be an ISO date string YYYY-MM-DD")
    return value


IsoDate = Annotated[date, BeforeValidator(_iso_date)]
"""A date field that accepts only an ISO ``YYYY-MM-DD`` string or a ``date``."""
