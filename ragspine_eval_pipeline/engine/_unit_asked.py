"""A piece of a message asking only the figure's unit: every figure is given in its unit.

Beside a request for a figure the asker may ask what it is counted in, as a piece of its
own: 「啥单位也说一下呗」, 「单位是什么」, 「単位は？」, 「単位も教えて」, "what unit is
that in?". The answer states the unit of every figure it gives, so the piece asks nothing
more and is taken out. A piece naming a unit ("in yen", 「单位是日元」) says which unit is
wanted and is read by the unit rules, never here; nor is a message that asks only the
unit.
"""

from __future__ import annotations

import re

__all__ = ["without_unit_asked"]

_ZH_UNIT = r"(?:单位|單位|计量单位|計量單位)"
_ZH_WHAT = r"(?:啥|什么|什麼|哪个|哪個)"
_ZH_TELL = (
    r"(?:也|顺便|順便|一起|一并|一併)?(?:说|說|讲|講|给|給|标|標|写|寫|注明|告诉我|告訴我)"
    r"(?:一下|一声|一聲|下)?"
)

_UNIT_ASKED_RE = {
    "zh": re.compile(
        r"(?:" + _ZH_WHAT + _ZH_UNIT + r"(?:也)?(?:是什么|是啥)?(?:" + _ZH_TELL + r")?"
        r"|" + _ZH_UNIT + r"(?:是)?" + _ZH_WHAT + r"(?:" + _ZH_TELL + r")?"
        r"|" + _ZH_UNIT + _ZH_TELL + r")"
        r"(?:呗|唄|吧|啊|呀|哈|哦|嘛|呢)*"
    ),
    "ja": re.compile(
        r"(?:単位|通貨単位)(?:(?:は|も)(?:何|なに|なん)?(?:ですか|でしょうか|かな)?|を)"
        r"(?:教えて(?:ください|下さい|ほしい|ほしいです)?|お願いします)?"
    ),
    "en": re.compile(
        r"(?:and\s+)?(?:what|which)\s+units?(?:\s+(?:is|are)\s+(?:it|that|this|they)\s+in)?"
        r"(?:\s+pl(?:ease|s|z))?",
        re.IGNORECASE,
    ),
}

_PIECE_RE = re.compile(
    r"([.!?;:。！？；：\n]+\s*|[,，、]\s*"
    r"|(?<=[\u3040-\u9fff])[ \u3000]+|[ \u3000]+(?=[\u3040-\u9fff]))"
)


def without_unit_asked(text: str, lang: str) -> str:
    """``text`` without its pieces asking only the figure's unit, when a piece is left."""
    asked = _UNIT_ASKED_RE.get(lang)
    if asked is None or not asked.search(text):
        return text
    parts = _PIECE_RE.split(text)
    kept = [
        parts[k] + (parts[k + 1] if k + 1 < len(parts) else "")
        for k in range(0, len(parts), 2)
        if not asked.fullmatch(parts[k].strip())
    ]
    out = "".join(kept).strip(" ,，、")
    if out == text.strip() or not any(ch.isalnum() for ch in out):
        return text
    return out
