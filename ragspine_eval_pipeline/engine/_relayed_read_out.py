"""A question read out to a meeting on someone's behalf: the question read is the request.

At a general meeting the chair or a moderator reads out questions sent in writing or by
proxy ("The next question was submitted in writing by a shareholder in Singapore. It
reads: '…'", 「下面宣读一位东京股东的书面提问：“…”」, 「書面でいただいたご質問を読み上げます。
大阪府在住の株主様からです。「…」」). Who sent it, where they live and how it came are the
reader's frame: the request is the text read, quoted or after "reads:", every word of it.

The frame is set aside only where it says a question is read or relayed (a verb of
reading, a written or proxy question) and names no metric, document, unit or year, and no
topic ("a question *about* …", 「关于…」, 「…について」): then a market it names is where
the sender lives, never the scope of the question read.
"""

from __future__ import annotations

import re
from datetime import date

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["as_read_out"]

_QUOTES = {"'": "'", '"': '"', "“": "”", "‘": "’", "「": "」", "『": "』"}

_QUOTED_RE = re.compile(
    r"(?P<open>(?<![A-Za-z])'|\"|“|‘|「|『)(?P<inner>.+)(?P<close>'|\"|”|’|」|』)"
    r"(?P<after>[\s.。!！?？]*)$",
    re.DOTALL,
)
"""A quotation closing the message (the question read)."""

_AFTER_COLON_RE = re.compile(
    r"(?i:\b(?:it|which|that|the\s+question)?\s*reads(?:\s+as\s+follows)?|\bas\s+follows"
    r"|\band\s+i\s+quote|\bi\s+quote)\s*[:：]\s*"
    r"|(?:如下|内容是|內容是|以下の(?:とおり|通り)です)\s*[:：]\s*"
)
"""A frame's last words before an unquoted question ("It reads:", "as follows:",
「如下：」)."""

_READ_OUT = {
    "en": re.compile(
        r"(?i:\b(?:read(?:s|ing)?(?:\s+(?:out|aloud))?|quote|submitted|sent\s+in|in\s+writing"
        r"|written|proxy|forwarded|relayed|on\s+behalf\s+of|postal|by\s+post|came\s+in)\b)"
    ),
    "zh": re.compile(
        r"宣读|宣讀|念一下|读一下|讀一下|代读|代讀|书面|書面|委托|委託|转交|轉交|转达|轉達|代为|代為"
    ),
    "ja": re.compile(r"読み上げ|代読|書面|事前に(?:いただ|頂|寄せ)|お寄せ|ご紹介|委任状|代理"),
}
"""A frame saying a question is read out or came in writing or by proxy."""

_QUESTION_NOUN = {
    "en": re.compile(
        r"(?i:\b(?:question|questions|query|queries|it\s+reads|(?:the\s+)?next\s+one)\b)"
    ),
    "zh": re.compile(r"提问|提問|问题|問題|质询|質詢|询问|詢問"),
    "ja": re.compile(r"質問|ご質問|お尋ね|問い合わせ"),
}

_TOPIC = {
    "en": re.compile(
        r"(?i:\b(?:about|regarding|concerning|on\s+the\s+(?:subject|topic|matter)\s+of)\b)"
        r"|\bon\s+(?=[A-Z])"
    ),
    "zh": re.compile(r"关于|關於|有关|有關|涉及|就[^，,。：:]{1,12}(?:问题|提问)"),
    "ja": re.compile(r"について|に関する|に関して|につき"),
}
"""A topic said in the frame ("a question *about* Macau", 「*关于*日本的提问」,
「日本事業*について*のご質問」): what is asked may rest on it."""

_IN_PERSON_RE = re.compile(r"(?i:\bin\s+person\b)")
"""Attending "in person": how the sender did not come, no unit of a figure."""


def as_read_out(text: str, lang: str, matcher: Matcher, reference_date: date) -> str:
    """The question a reader reads out in ``text`` (module docstring), or ``text``
    unchanged when it reads none or its frame may say what is asked."""
    quoted = _QUOTED_RE.search(text)
    if quoted is not None and _QUOTES[quoted["open"]] == quoted["close"]:
        frame, inner = text[: quoted.start()], quoted["inner"]
    else:
        colon = _AFTER_COLON_RE.search(text)
        if colon is None:
            return text
        frame, inner = text[: colon.start()] + colon.group(), text[colon.end() :]
    if not re.search(r"\w", inner) or not _reads_a_question(frame, lang):
        return text
    if _TOPIC[lang].search(frame) or find_periods(normalize(frame), lang, reference_date):
        return text
    named = matcher.find(normalize(_IN_PERSON_RE.sub(" ", frame)))
    if any(m.kind not in ("scope", "company") for m in named):
        return text
    return inner.strip()


def _reads_a_question(frame: str, lang: str) -> bool:
    """Whether ``frame`` says a question is read out, or came in writing or by proxy."""
    if lang not in _READ_OUT or not re.search(r"\w", frame):
        return False
    return bool(_READ_OUT[lang].search(frame) and _QUESTION_NOUN[lang].search(frame))
