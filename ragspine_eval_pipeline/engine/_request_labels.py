"""Labels that file a request in a list or a log ("DD request 4.2:", "Q&A log #17 —",
"Data room request:", 「尽职调查问题清单第5项：」, 「質問No.8 」).

A label says where the request is filed and which entry it is, never what is asked: its
words and its number are taken out of the line it opens, and the request after it is
read alone. A label is read only at the opening of a line, and only in the shapes lists
and logs are numbered with, so a quarter ("Q3 — revenue?") is never a label: a bare Q
takes a number of two digits or more, or a list's name before it ("DD Q1:").
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._label_part import label_names_a_part

_EN_LIST = (
    r"(?:dd|due[ \t-]+diligence|diligence|data[ \t-]*room|vdr|q[ \t]*&[ \t]*a|qa|rfi"
    r"|info(?:rmation)?|financial|legal|tax|commercial|operational|supplementary"
    r"|additional|open|new|red[ \t-]+flags?(?:[ \t]+check)?"
    r"|(?:sanity|fact|cross|double)[ \t-]*check)"
)
"""The name of a list or log of requests, or of the kind of request it holds."""

_EN_ENTRY = r"(?:request|req|question|query|item|point|ask|log(?:[ \t]+entry)?|entry)"
"""What an entry of such a list is called."""

_EN_NUMBER = r"(?:(?:no\.?|number|#)[ \t]*)?[a-z]?\d{1,3}(?:[.-]\d{1,3}){0,2}[a-z]?"
"""An entry's number: 4, 4.2, 3-2, 3.1.2, #17, No. 8, A12."""

_EN_SEPARATOR = r"(?:[ \t]*\([^)\n]{1,30}\))?[ \t]*(?:[:：)]|[ \t][—–-]+[ \t])"
"""What closes the label: a note in brackets ("(financial)"), then a colon or a dash."""

_EN_LABEL = (
    rf"(?:{_EN_LIST}[ \t]+){{1,3}}(?:{_EN_ENTRY}|q)(?:[ \t]*{_EN_NUMBER})?{_EN_SEPARATOR}"
    rf"|(?:{_EN_LIST}[ \t]+){{0,2}}{_EN_LIST}(?:[ \t]*{_EN_NUMBER})?{_EN_SEPARATOR}"
    rf"|{_EN_ENTRY}(?:[ \t]*{_EN_NUMBER})?{_EN_SEPARATOR}"
    rf"|(?:item|request|question|query)[ \t]*{_EN_NUMBER}[ \t]+(?=[A-Z])"
    rf"|q[ \t]*(?:(?:no\.?|#)[ \t]*\d{{1,3}}|\d{{2,3}}|\d\.\d{{1,3}}){_EN_SEPARATOR}"
)

_CJK_LIST = (
    r"(?:尽职调查|盡職調查|尽调|盡調|数据室|數據室|买方|買方|买家|買家|デューデリジェンス|デューデリ"
    r"|データルーム|買い手|DD)"
)
_CJK_ENTRY = (
    r"(?:问题清单|問題清單|问题|問題|请求|請求|清单|清單|事项|事項|条目|條目"
    r"|質問リスト|質問票|質問|依頼|リクエスト|確認事項|項目)"
)
_CJK_NUMBER = (
    r"(?:第[ \t]*)?(?:(?:No\.?|#)[ \t]*)?"
    r"(?:\d{1,3}(?:[.-]\d{1,3}){0,2}|[一二三四五六七八九十]{1,3})"
    r"[ \t]*(?:项|項|条|條|号|號|番)?"
)
_CJK_LABEL = (
    rf"(?:{_CJK_LIST}[ \t]*)?{_CJK_ENTRY}[ \t]*{_CJK_NUMBER}(?:[ \t]*[:：、.．)）]|[ \t]+)"
    rf"|(?:{_CJK_LIST}[ \t]*)?{_CJK_ENTRY}?[ \t]*[:：]"
)

REQUEST_LABEL_RE = re.compile(
    rf"^[ \t]*(?:{_EN_LABEL}|{_CJK_LABEL})[ \t]*", re.MULTILINE | re.IGNORECASE
)
"""A label filing the request on the line it opens ("item 1:", "Question 2)", "DD request
4.2:", "Q&A log #17 —", 「问题1：」, 「尽职调查问题清单第5项：」, 「質問No.8 」)."""


TICKET_KEY_RE = re.compile(
    r"^[ \t]*(?!FY-)[A-Z][A-Z0-9]{1,9}-\d{2,6}[ \t]*[:：][ \t]*", re.MULTILINE
)
"""An issue tracker's key opening a line ("BI-4412:", "DATA-208:"): the ticket the request
is filed under, in capitals as trackers write it."""


def without_request_labels(question: str) -> str:
    """``question`` with the label opening each of its lines taken out, bar one whose
    note in brackets narrows the figure (``narrowing_note``)."""
    labels = REQUEST_LABEL_RE.sub(
        lambda m: m.group() if narrowing_note(m.group()) else "", question
    )
    return TICKET_KEY_RE.sub("", labels)


_NARROWING_NOTE_RE = re.compile(
    r"(?<![a-z])(?:only|excl(?:uding|\.)?|except|without|ex|less|stores?|shops?)(?![a-z])",
    re.IGNORECASE,
)


def narrowing_note(label: str) -> bool:
    """Whether the note in a label's brackets narrows the figure asked after it: another
    version of it, a part left out or kept alone, a channel or stores ("Line 3
    (adjusted):", "Item 4 (excluding Macau):", "Entry 2 (online):"), a line of business or
    an activity named alone as a label names one ("Item 2 (pharmacy):", ``_label_part``);
    a topic's note ("(financial)", "(Market risk)") does not."""
    notes = " ".join(re.findall(r"\(([^()]*)\)", label))
    words = set(re.findall(r"[a-z]+", notes.casefold()))
    return bool(
        gr.ANOTHER_VERSION_RE.search(notes)
        or _NARROWING_NOTE_RE.search(notes)
        or words & gr.CHANNEL_WORDS
        or any(label_names_a_part(note.strip()) for note in re.findall(r"\(([^()]*)\)", label))
    )
