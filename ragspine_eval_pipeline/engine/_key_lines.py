"""Key lines of a structured message read as the phrases they stand for.

A request typed as a form puts each part on a line of its own, a label and its value
("Purpose: variance memo", "Needed by: EOD", "Requester: People Analytics", 「用途：年会
PPT」, 「需求人：财务部 王经理」, 「締切：明日午前」, 「・質問：…」). The parts of the figure
(market, metric, year, unit) are fields, read by ``_fields``; the other labels say why,
by when and for whom the figure is wanted, or that the line is the question itself. Each
such line is written as the phrase its label stands for ("for variance memo.", "Needed
by EOD.", "Requested by People Analytics.", 「用途是年会PPT。」, 「财务部 王经理要的。」,
「締切は明日午前です。」), so the readers of a purpose, a deadline and who asks judge its
words as they judge them in a sentence: a purpose or a requester naming a channel, a
store or a basis ("Purpose: online channel review") still narrows the figure and is
refused. A question's label is taken off and the question read alone; a topic line
beside a question is read as what the question is about (「关于员工培训，…」).

Only whole lines are read, in a message of several lines, and only under labels of these
kinds; any other label stays as written.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["as_key_phrases"]

_LEAD = r"[ \t]*(?:[-*•・·●■□◆◇▪▶▷>]+[ \t]*|(?:\d{1,2}|[①-⑳])[.)、．）][ \t]*)?"
"""A bullet or an item's number before a key line."""

_KEY_LINE_RE = re.compile(
    rf"^(?P<lead>{_LEAD})(?P<label>[^\n:：]{{1,24}}?)[ \t]*[:：][ \t]*(?P<value>[^\n]*\S)[ \t]*$",
    re.MULTILINE,
)

_KINDS: dict[str, str] = {
    "purpose": (
        r"purpose|use|used\s+for|usage|needed\s+for|need\s+it\s+for|for"
        r"|用途|目的|用于|用於|使用场景|使用場景|场景|場景|使途|利用目的|使用目的"
    ),
    "deadline": (
        r"deadline|due(?:\s+date)?|needed\s+by|need\s+it\s+by|by|timing|turnaround|eta"
        r"|截止(?:时间|時間|日期)?|期限|时限|時限|要求时间|要求時間|締切|締め切り|〆切|納期|回答期限"
    ),
    "requester": (
        r"requester|requestor|requested\s+by|asked\s+by|owner"
        r"|需求人|需求方|需求部门|需求部門|申请人|申請人|请求人|請求人|提出人"
        r"|依頼者|依頼元|依頼部署|担当|担当者"
    ),
    "question": (
        r"q|question(?:\s*\d{1,2})?|query|ask"
        r"|问题(?:\s*\d{1,2})?|問題(?:\s*\d{1,2})?|提问|提問|内容"
        r"|質問(?:\s*\d{1,2})?|知りたいこと|お尋ね"
    ),
    "context": r"context|occasion|背景|场合|場合|場面",
    "topic": r"topic|主题|主題|话题|話題|テーマ|トピック",
    "format": r"format|格式|形式|表示形式",
    "figure": r"figure|figure\s+needed|data\s+point",
}
"""The labels of each kind of key line, matched whole (grammar of a form's labels)."""

_OCCASION_RE = re.compile(
    r"(?![^\n]*\b(?:i|we|you|they|he|she|it|is|are|was|were|do|does|did|have|has|had|will"
    r"|would|can|could|should|not|which|what|how)\b)[A-Za-z][\w&/'-]*(?:[ \t]+[\w&/'-]+){0,5}",
    re.IGNORECASE,
)
"""A context line's value naming only an occasion, in a few words and no clause
("pricing workshop next week"): the purpose the figure is for; a sentence ("we are not
sure which year") is read as written."""

_BESIDE = ("purpose", "deadline", "requester")
"""Kinds of line saying something beside the figure asked."""

_KIND_RES = {kind: re.compile(rf"(?:{words})", re.IGNORECASE) for kind, words in _KINDS.items()}

_CJK_RE = re.compile(r"[\u3041-\u3096\u30a1-\u30fa\u4e00-\u9fff]")
_KANA_RE = re.compile(r"[\u3041-\u3096\u30a1-\u30fa]")
_DETERMINER_RE = re.compile(
    r"(?:a|an|the|my|our|your|his|her|their|its|this|that|these|those|each|every|some|any)\b",
    re.IGNORECASE,
)

_END_RE = re.compile(r"[.。!！?？]$")


def as_key_phrases(text: str, matcher: Matcher) -> str:
    """``text`` with its key lines of purpose, deadline, requester, question, topic and
    format written as the phrases they stand for (module docstring)."""
    if text.count("\n") < 1 or not _KEY_LINE_RE.search(text):
        return text
    lines = text.split("\n")
    if sum(1 for line in lines if line.strip()) < 2:
        return text
    lang = "ja" if _KANA_RE.search(text) else "zh"
    kinds: dict[int, tuple[str, re.Match[str]]] = {}
    for i, line in enumerate(lines):
        key = _KEY_LINE_RE.fullmatch(line)
        if key is None:
            continue
        label = re.sub(r"\s+", " ", key["label"].strip())
        kind = next((k for k, r in _KIND_RES.items() if r.fullmatch(label)), None)
        if kind is not None:
            kinds[i] = (kind, key)
    if not kinds:
        return text
    questions = [i for i, (kind, _) in kinds.items() if kind == "question"]
    topics = [i for i, (kind, _) in kinds.items() if kind == "topic"]
    for i, (kind, key) in kinds.items():
        value = key["value"]
        if kind == "context":
            if not _OCCASION_RE.fullmatch(value.strip()):
                continue  # a sentence of context is read as written
            kind = "purpose"
        if kind in _BESIDE and matcher.find(normalize(value)):
            continue  # 「用途：日本との比較」: a KB name may be the request's own
        if kind == "format" and not _names_a_unit(value, matcher):
            continue  # "Format: one line, cite the document": the answer's form, read as such
        if kind == "topic" and len(questions) == 1 and len(topics) == 1:
            lines[i] = ""
            continue
        if kind == "question" and len(questions) == 1 and len(topics) == 1:
            lines[i] = _about(kinds[topics[0]][1]["value"], value, _lang_of(value, lang))
            continue
        if kind == "topic":
            continue  # a subject line alone (an e-mail's 「主题：」) stays as written
        lines[i] = _phrase(kind, value, _lang_of(value, lang))
    return "\n".join(lines)


def _phrase(kind: str, value: str, lang: str) -> str:
    """The phrase a key line of ``kind`` holding ``value`` stands for."""
    cjk = lang != "en"
    stop = "" if _END_RE.search(value) else ("。" if cjk else ".")
    if kind == "question":
        return value
    if kind == "figure":
        return f"Metric: {value}"  # "2. Figure: net profit", a field of the form
    if kind == "format":
        return f"{'単位' if lang == 'ja' else '单位' if cjk else 'Unit'}：{value}"
    if not cjk:
        lead = {"purpose": "For", "deadline": "Needed by", "requester": "Requested by"}[kind]
        if value.casefold().startswith(lead.casefold().split()[-1] + " "):
            return f"{value}{stop}"
        if kind == "purpose" and value.casefold().startswith("to "):
            return f"It is {value}{stop}"
        if kind == "purpose" and not _DETERMINER_RE.match(value):
            lead += " the"  # a label's value is written without its article, as a headline is
        return f"{lead} {value}{stop}"
    if lang == "ja":
        form = {
            "purpose": "{v}用です。",
            "deadline": "締切は{v}です。",
            "requester": "{v}からの依頼です。",
        }
    else:
        form = {"purpose": "用途是{v}。", "deadline": "截止{v}。", "requester": "{v}要的。"}
    value = _END_RE.sub("", value)
    if kind == "purpose" and value.endswith("用"):
        return f"{value}{'です' if lang == 'ja' else ''}。"
    return form[kind].format(v=value)


def _names_a_unit(value: str, matcher: Matcher) -> bool:
    """Whether a format line's ``value`` names a unit of the KB's and no other name
    ("USD m", 「百万日元」): the unit asked; any other form ("one line", "integer") is
    the answer's form, read by the readers of those."""
    found = matcher.find(normalize(value))
    return bool(found) and all(m.kind == "unit" for m in found)


def _lang_of(value: str, cjk_lang: str) -> str:
    """The language a line's ``value`` is written in: English where it holds no Chinese
    or Japanese character, else that of the message's Chinese or Japanese."""
    return cjk_lang if _CJK_RE.search(value) else "en"


def _about(topic: str, question: str, lang: str) -> str:
    """A question read with the topic it is about put before it."""
    if lang == "ja":
        return f"{topic}について、{question}"
    if lang == "zh":
        return f"关于{topic}，{question}"
    return f"About {topic}: {question}"
