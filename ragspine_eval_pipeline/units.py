"""One unit vocabulary for every comparison: the QA gates and the extraction scores.

Engines answer in codes (``USD_M``, ``PCT``), ground truth may say ``%`` or
``persons``, and a report prints ``(HKD million)`` or ``単位：百万円``. Every side goes
through ``canonical_unit`` so one unit compares equal however it is written; two
functions reading units differently would let one gate pass what another rejects.

Codes: ``<CUR>`` or ``<CUR>_<SCALE>`` with scale ``K``, ``M`` or ``BN`` (``USD_M``,
``HKD_M``, ``JPY_M``, ``EUR_BN``, ``USD``), ``PCT``, ``PP`` (percentage points),
``BPS`` and ``PERSONS``.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

__all__ = ["canonical_unit", "parse_unit"]

_CODE = r"(?<![a-z]){}(?=$|[^a-z]|(?:m|mn|bn|k)(?![a-z]))"
_CURRENCIES: tuple[tuple[str, str], ...] = (
    # (pattern, code); longer symbols first so "HK$" is not read as "$". Letter codes
    # must stand alone ("Europe" is no EUR) but may carry a glued scale ("USDm").
    (r"hk\$|港元|港币|港幣|" + _CODE.format("hkd"), "HKD"),
    (r"us\$|美元|" + _CODE.format("usd"), "USD"),
    (r"人民币|人民幣|" + _CODE.format("(?:rmb|cny)"), "CNY"),
    (r"€|" + _CODE.format("eur"), "EUR"),
    (r"£|" + _CODE.format("gbp"), "GBP"),
    (r"¥|円|日元|" + _CODE.format("jpy"), "JPY"),
    (r"\$", "USD"),
)
# A scale stands alone or right after a currency ("USD m", "US$m", "USDm").
_AFTER = r"(?<![a-z])|(?<=usd|hkd|jpy|eur|gbp|cny|rmb)"
_SCALES: tuple[tuple[str, str], ...] = (
    (rf"十億|十亿|(?:{_AFTER})(?:bn|billions?)(?![a-z])", "BN"),
    (rf"百万|百萬|(?:{_AFTER})(?:m|mn|mln|millions?)(?![a-z])", "M"),
    (rf"千|(?:{_AFTER})(?:k|thousands?)(?![a-z])|'000", "K"),
)
# CJK scales with no code here (億 = 1e8, 万 = 1e4, 千万 = 1e7): a currency printed
# with one of them is not given a guessed scale.
_UNREAD_SCALE = re.compile(r"(?<!十)[億亿]|(?<![百])[万萬]")
_POINTS_RE = re.compile(r"(?<![a-z])(?:pp|ppts?|(?:percentage|pct|%)\s*(?:points?|pts?))(?![a-z])")
_BPS_RE = re.compile(r"(?<![a-z])(?:bps|basis\s+points?)(?![a-z])")
_PERCENT_RE = re.compile(r"%|(?<![a-z])(?:pct|percent|per\s+cent)(?![a-z])")
_PERSONS_RE = re.compile(
    r"(?<![a-z])(?:persons?|people|heads|headcount|fte)(?![a-z])"
    r"|\(人\)|\(名\)|^人$|^名$|単位\s*:\s*[人名](?!民)"
)


def parse_unit(text: str | None) -> str | None:
    """The unit a header, caption or unit string names; ``None`` when it names none.

    ``"(HKD million)"`` → ``HKD_M``, ``"日本セグメント（単位：百万円）"`` → ``JPY_M``,
    ``"Gross margin (%)"`` → ``PCT``, ``"従業員数（人）"`` → ``PERSONS``. Codes map to
    themselves. Extractors use this form: a label that names no unit must stay
    unit-less so the unit printed elsewhere (a header, a caption) applies.
    """
    if text is None:
        return None
    norm = " ".join(unicodedata.normalize("NFKC", text).casefold().replace("_", " ").split())
    if not norm:
        return None
    # Points before percent: "pct points" is a difference of percentages, not one.
    if _POINTS_RE.search(norm):
        return "PP"
    if _BPS_RE.search(norm):
        return "BPS"
    if _PERCENT_RE.search(norm):
        return "PCT"
    currency = next((code for pat, code in _CURRENCIES if re.search(pat, norm)), None)
    if currency is None:
        # Currency first: "Revenue per FTE (USD k)" is money, not people.
        return "PERSONS" if _PERSONS_RE.search(norm) else None
    if _UNREAD_SCALE.search(norm):
        return None
    scale = next((code for pat, code in _SCALES if re.search(pat, norm)), None)
    return f"{currency}_{scale}" if scale else currency


@lru_cache(maxsize=4096)  # a pure function of a short label; every case asks it twice
def canonical_unit(text: str | None) -> str | None:
    """The code a unit compares as: ``parse_unit``, else the text itself as a code.

    A unit this module does not know (``x``, ``ratio``, ``億円``) becomes upper case
    with spaces and hyphens as ``_``, so two identical unknown units still match while
    different ones do not. ``None`` and blank text are ``None``: no unit.
    """
    parsed = parse_unit(text)
    if parsed is not None or text is None:
        return parsed
    code = "_".join(unicodedata.normalize("NFKC", text).strip().upper().replace("-", " ").split())
    return code or None
