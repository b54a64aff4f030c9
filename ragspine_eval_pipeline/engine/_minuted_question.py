"""Minutes recording a question in reported speech: the question is what was asked.

A minute-taker writes a question put at a meeting in reported speech under numbered items
("4.2 Mr R. Osei asked what gross margin the Singapore business had recorded for fiscal
year 2023.", 「4.2 李董事询问新加坡业务2023财年的毛利率是多少。」, 「4.2 佐藤委員は、シンガポール
事業の2023年度の粗利率を質問した。」). Read only where the message is laid out as minutes:
at least two lines open with an item's number ("4.1", "(b)"). The last item reporting a
question by a verb of asking after its subject (a closed class: asked, enquired, inquired,
queried; 询问, 詢問, 提问, 提問; 質問, 尋ね) is the request: what follows the verb, as a question.
Every other line (the title, the agenda item, the other items) goes where the transcript
reader would set another turn's sentence aside (``_transcript.set_aside``), names no part
of the business and limits nothing (「委员同意只讨论加盟店。」 stays), else it is kept before
the request.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING

from ragspine_eval_pipeline.engine._language import detect_lang
from ragspine_eval_pipeline.engine._transcript import set_aside, split_sentences
from ragspine_eval_pipeline.engine._turn_asides import narrows

if TYPE_CHECKING:
    from ragspine_eval_pipeline.engine._names import Matcher

__all__ = ["minuted_question"]

_ITEM_RE = re.compile(r"^\s*(?:\d{1,2}(?:\.\d{1,2})+\.?|\(?[a-z]\)|\d{1,2}[.)])\s+", re.M)
"""An item's number opening a line ("4.2", "(b)", "3.")."""

_ITEM_LABEL_RE = re.compile(
    r"^\s*(?:(?:agenda\s+)?item\s+\d{1,2}|议程[一二三四五六七八九十\d]{1,3}|議程[一二三四五六七八九十\d]{1,3}"
    r"|議題[一二三四五六七八九十\d]{1,3})\s*[:：.]\s*",
    re.IGNORECASE,
)
"""An agenda item's label heading a line ("Item 4:", 「议程二：」, 「議題2：」)."""

_ASKED_EN_RE = re.compile(
    r"(?<=[a-z.]\s)(?:asked|enquired|inquired|queried)(?:\s+(?:the\s+)?(?:cfo|ceo|chair|management"
    r"|board|company))?\s+(?P<what>(?:what|how|whether|which)(?![a-z]).*?)\s*\.?\s*$",
    re.IGNORECASE,
)
_ASKED_CJK_RE = re.compile(
    r"(?<=[^\s，,。])(?:询问|詢問|提问|提問)(?:了)?(?:管理层|管理層|公司)?(?P<what>[^。]*?)[。.]?\s*$"
    r"|(?:は|から)、?(?P<ja>[^。]*?)(?:を|について)(?:質問|尋ね)[^。]*[。.]?\s*$"
)


_ONLY_RE = re.compile(r"(?<![a-z])(?:only|solely|exclusively)(?![a-z])|只|仅|僅|のみ|だけ", re.I)
"""A word limiting what a minuted line speaks of (「只讨论加盟店」): the line may narrow the
figure asked."""


def _asked(line: str) -> str | None:
    """The question a minuted ``line`` reports, as a question; None when it reports none
    (or asks it directly)."""
    if re.search(r"[?？]", line):
        return None
    found = _ASKED_EN_RE.search(line)
    if found:
        return found.group("what").rstrip(" .") + "?"
    found = _ASKED_CJK_RE.search(line)
    if found and (found.group("what") or found.group("ja")):
        return (found.group("what") or found.group("ja")).strip() + "？"
    return None


def minuted_question(text: str, matcher: Matcher) -> str:
    """``text`` read as minutes recording a question (module docstring); ``text`` itself
    when it is no such minutes."""
    lines = [line for line in text.split("\n") if line.strip()]
    if len(_ITEM_RE.findall(text)) < 2:
        return text
    items = [i for i, line in enumerate(lines) if _ITEM_RE.match(line)]
    asking = [i for i in items if _asked(_ITEM_RE.sub("", lines[i], count=1))]
    if not asking:
        return text
    at = asking[-1]
    request = _asked(_ITEM_RE.sub("", lines[at], count=1)) or ""
    lang = detect_lang(unicodedata.normalize("NFKC", request))
    joiner = " " if lang == "en" else ""
    kept = [
        joiner.join(sentences)
        for i, line in enumerate(lines)
        if i != at
        if (
            sentences := [
                s
                for s in split_sentences(_ITEM_LABEL_RE.sub("", _ITEM_RE.sub("", line, count=1)))
                if not set_aside(s, request, lang, matcher, after=i > at)
                or narrows(s, lang, other_market=False)
                or _ONLY_RE.search(s)
            ]
        )
    ]
    return "\n".join([*kept, request])
