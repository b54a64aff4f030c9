"""A prompt's layout: tags around its parts, rules between them, worked examples.

Prompt writers fence a request off from the rest of the brief and show the model what an
answer looks like:

- a part wrapped in a pair of tags (``<role>…</role>``, ``<question>…</question>``,
  ``<任务>…</任务>``) is that part under its heading, as a ``## Role`` heading would make
  it; the closing tag ends it, as a rule line (``---``, ``***``, three backticks) ends the
  part above it (``as_sections``). A tag named again in a sentence ("answer the question
  in <question>", 「上面<question>中的问题」) points at the part and is no word of it;
- a worked example (under an ``Example`` heading or label, 「示例」, 「例」, 「回答例」,
  or a question already answered on the line below it: ``Q: … / A: Eight.``) shows the
  answer's form on some other question, never the figure asked: it goes whole, up to the
  next heading or the first question left unanswered (``Q: … / A:`` with nothing after,
  or no answer line at all), which is the request (``examples_out``).

Nothing else is read here: what stays is read by ``_prompt_frame`` as any prompt is, so a
market, a year or a part said in the request is read, and refused where the KB lacks it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = [
    "ANSWER_LABEL",
    "EXAMPLE_WORDS",
    "QUESTION_LABEL",
    "as_sections",
    "examples_out",
    "is_rule_line",
    "without_chat_template",
    "without_inline_examples",
]

_TAG_NAME = r"[A-Za-z][\w-]{0,30}|[\u3040-\u30ff\u3400-\u9fff]{1,8}"
_PAIRED_RE = re.compile(
    rf"<(?P<name>{_TAG_NAME})(?:\s[^<>\n]*)?>(?P<body>.*?)</(?P=name)\s*>"
    rf"|\[(?P<square>{_TAG_NAME})\](?P<inside>.*?)\[/(?P=square)\]",
    re.S,
)
"""A part between a pair of tags (``<task>…</task>``, ``[INST]…[/INST]``)."""

_PART_RE = re.compile(
    r"(?:system|role|persona|task|instructions?|question|query|request|input|user|prompt|"
    r"context|guardrails?|rules?|constraints?|format|output|examples?|inst|sys|"
    r"角色|任务|任務|问题|問題|指示|要求|示例|例|質問|タスク|役割|出力|入力|制約)",
    re.I,
)
"""A tag's name for a part of the prompt; any other tag around one line is a field's."""

_TURN_RE = re.compile(
    r"<\|(?:im_start|start_header_id)\|>\s*(?P<name>[a-z]+)\s*(?:<\|end_header_id\|>)?"
    r"|\[(?P<speaker>system|user|human|assistant|ai|bot|model)\]",
    re.I,
)
"""A chat template's turn opening on its speaker (``<|im_start|>system``, ``[USER]``)."""

_TOKEN_RE = re.compile(r"<\|[a-z_]{1,20}\|>|<</?SYS>>|</?s>", re.I)
"""A chat template's other tokens (``<|im_end|>``, ``<<SYS>>``, ``<s>``): rules between
parts."""

_RULE_RE = re.compile(r"^[ \t]*(?:-{3,}|\*{3,}|={3,}|_{3,}|`{3,}\w*|\"{3}|'{3}|#{3,})[ \t]*$")
"""A rule line between a prompt's parts (``---``, ``***``, three backticks)."""

_SHOWN_RE = re.compile(r"[?？][\"”」'’]?[ \t]*(?:→|->|=>|⇒|⟶)[ \t]*\S")
"""A question and its answer shown on one line with an arrow between them."""

_ASKED_RE = re.compile(r"[?？][ \t]*$")
"""A line asking a question: with an answer's label on the line below, an example."""

QUESTION_LABEL = re.compile(
    r"^[ \t]*(?:\*\*)?(?:(?-i:Q)|input|prompt|问|問|质问|質問|入力|输入|輸入)"
    r"[ \t]*(?:\*\*)?[ \t]*[:：][ \t]*",
    re.IGNORECASE,
)
"""A question's label in a dialogue's layout: ``Q:``, 「问：」, 「質問：」."""

ANSWER_LABEL = re.compile(
    r"^[ \t]*(?:\*\*)?(?:(?-i:A)|answer|output|response|completion|"
    r"答|回答|解答|出力|输出|輸出)[ \t]*(?:\*\*)?[ \t]*[:：][ \t]*",
    re.IGNORECASE,
)
"""An answer's label in a dialogue's layout: ``A:``, 「答：」, 「回答：」."""

_DIALOGUE_Q_RE = re.compile(r"^[ \t]*(?:\*\*)?(?:Q|问|問|质问|質問)[ \t]*(?:\*\*)?[ \t]*[:：]")
_DIALOGUE_A_RE = re.compile(r"^[ \t]*(?:\*\*)?(?:A|答|回答|解答)[ \t]*(?:\*\*)?[ \t]*[:：][ \t]*")
"""A dialogue's question and answer labels (``Q:``/``A:``, 「问：」/「答：」): a question
answered under them is an example wherever it stands; under other labels ("Output:"),
only in an example's part."""

_TURN_Q_RE = re.compile(r"^[ \t]*(?:user|human|me)[ \t]*[:：]", re.IGNORECASE)
_TURN_A_RE = re.compile(r"^[ \t]*(?:assistant|ai|bot|model|gpt)[ \t]*[:：][ \t]*", re.IGNORECASE)
"""A chat's turns (``User:``/``Assistant:``)."""

EXAMPLE_WORDS = (
    r"(?:here\s+(?:is|are)\s+(?:an?\s+|some\s+)?|以下是|下面是|以下为|以下為|以下は|次は)?(?:"
    r"(?:(?:few|one|two)[\s-]?shot\s+)?(?:worked\s+|sample\s+|example\s+)?(?:q\s*&\s*a\s+)?"
    r"(?:examples?|samples?|demonstrations?|illustrations?)(?:\s*\d{1,2})?"
    r"(?:\s+(?:input|output|question|answer|q|a)s?)?|e\.g\.|for\s+example|"
    r"(?:示例|示范|範例|范例|例子|样例|樣例|例题|例題|举例|舉例|例|回答例|出力例|入出力例|"
    r"記入例|サンプル|例示)\s*\d{0,2}|例如|比如|たとえば|例えば|"
    r"(?:示例|例子|例)(?:问题|問題|回答|输入|输出|入力|出力|質問)|例です)"
)
"""The words of an example's label (``Example 2``, ``Few-shot examples``, 「以下是示例」)."""

_EXAMPLE_RE = re.compile(
    r"^[ \t]*(?:#{1,6}[ \t]+|\*\*|【|\[)?[ \t]*"
    + EXAMPLE_WORDS
    + r"[ \t]*(?:\*\*|】|\])?[ \t]*(?:[:：]|[。.]?(?=\s*$))[ \t]*(?:\*\*)?[ \t]*",
    re.IGNORECASE,
)
"""An example's heading or label: ``## Example``, ``Few-shot examples:``, 「示例：」, 「回答例」."""

_HEADING_RE = re.compile(
    r"^[ \t]*(?:#{1,6}[ \t]+\S.*|(?:\*\*|【)[^*【】\n]{1,30}(?:\*\*|】)[ \t]*[:：]?[ \t]*|"
    r"[^\s:：。.?？!！]{1,24}(?:[ \t]+[^\s:：。.?？!！]{1,24}){0,3}[ \t]*[:：][ \t]*)$"
)
"""A heading or a label standing alone on its line (``## Your turn``, ``Question:``,
「【问题】」): a new part of the prompt."""


def is_rule_line(line: str) -> bool:
    """Whether ``line`` is a rule between a prompt's parts."""
    return bool(_RULE_RE.match(line))


def as_sections(text: str) -> str:
    """``text`` with its paired tags as headings over their parts, each part closed by a
    rule line, and a tag named again in a sentence taken out (module docstring)."""
    names: set[str] = set()

    def part(found: re.Match[str]) -> str:
        name = found.group("name") or found.group("square")
        names.add(name.lower())
        body = (found.group("body") or found.group("inside") or "").strip()
        if not body:
            return name  # "wrap it in <answer></answer> tags": the tags' name only
        if "\n" not in body and not _PART_RE.fullmatch(name):
            return f"\n{name}: {body}\n"  # a field's tag: ``<market>Japan</market>``
        return f"\n{name}:\n{body}\n---\n"

    out = without_chat_template(_PAIRED_RE.sub(part, text))
    if out == text:
        return text
    out = re.sub(
        rf"[ \t]*<\s*/?\s*(?:{_TAG_NAME})\s*>[ \t]*",
        lambda m: "" if re.sub(r"[<>/\s]", "", m.group()).lower() in names else m.group(),
        out,
    )
    return re.sub(r"\n{3,}", "\n\n", out).strip("\n")


def without_chat_template(text: str) -> str:
    """``text`` with a chat template's turns as parts under their speakers and its other
    tokens as rules (``<|im_start|>user`` → ``user:``)."""
    if "<" not in text and "[" not in text:
        return text
    return _TOKEN_RE.sub("\n---\n", _TURN_RE.sub(_turn, text))


def _turn(found: re.Match[str]) -> str:
    """A chat template's turn as a part under its speaker; the answer's own turn (left
    open for the model to fill) as a rule only."""
    name = found.group("name") or found.group("speaker")
    if name.lower() in ("assistant", "model", "bot", "ai"):
        return "\n---\n"
    return f"\n---\n{name}:\n"


_EXAMPLE_LEAD_RE = re.compile(
    r"(?:^|(?<=[.。!?？！\n])|(?<=[.。!?？！][ \t]))[ \t]*(?:"
    r"for\s+(?:instance|example)|e\.g\.|"
    r"(?:an?\s+)?example\s+(?:answer|output|response|reply|of\s+(?:an?\s+)?answer)|"
    r"here(?:['’]s|\s+is)\s+an\s+example\b|"
    r"例如|比如|举例来说|舉例來說|例えば|たとえば|回答例は"
    r")",
    re.IGNORECASE | re.MULTILINE,
)
"""A sentence opening on an example of its own ("For instance, …", 「例如：」, 「たとえば」)."""

_QUOTES = {'"': '"', "“": "”", "「": "」", "『": "』"}
_ENDS = ".。!?？！"


def without_inline_examples(text: str) -> str:
    """``text`` less its sentences showing an example in quotes ("For instance, if I asked
    "…?", you would answer "…".", 「例如：问“…？”，答“…”。」): a quote is read whole,
    question marks and all, and a sentence with no quote in it is kept."""
    out: list[str] = []
    at = 0
    for lead in _EXAMPLE_LEAD_RE.finditer(text):
        if lead.start() < at:
            continue
        end = _example_end(text, lead.end())
        if end is None:
            continue
        out.append(text[at : lead.start()])
        at = end
    if not out:
        return text
    out.append(text[at:])
    return "".join(out)


def _example_end(text: str, at: int) -> int | None:
    """Where the sentence from ``at`` ends, its quotes read whole; ``None`` when it holds
    no quote or ends at no line's end."""
    quoted = False
    while at < len(text):
        char = text[at]
        if char == "\n":
            return at if quoted else None
        if char in _QUOTES:
            close = text.find(_QUOTES[char], at + 1)
            if close < 0 or "\n" in text[at:close]:
                return None
            quoted = True
            at = close + 1
            after = text[at : at + 1]
            if text[close - 1] in _ENDS and (not after or after.isspace()):
                return at  # the quote closes the sentence: "… "Net profit was 50.""
            continue
        if char in _ENDS and (char not in ".!?" or at + 1 == len(text) or text[at + 1].isspace()):
            return at + 1 if quoted else None
        at += 1
    return at if quoted else None


def examples_out(
    lines: list[str], instruction: Callable[[str], bool], names_kb: Callable[[str], bool]
) -> list[str]:
    """``lines`` less their worked examples (module docstring); an answer's line saying
    only how to answer (``instruction``: "Output: value and unit") answers nothing, and a
    chat's turn answered is an example only where it names nothing of the KB
    (``names_kb``): else it is what a follow-up question leans on."""
    kept: list[str] = []
    in_example = False
    at = 0
    while at < len(lines):
        line = lines[at]
        label = _EXAMPLE_RE.match(line)
        if label is not None:
            in_example = True
            at += 1
            continue
        if _SHOWN_RE.search(line):
            at += 1  # "Q: …? → 14 million": a question and its answer on one line
            continue
        asked = QUESTION_LABEL.match(line) or _ASKED_RE.search(line)
        if asked or _DIALOGUE_Q_RE.match(line) or _TURN_Q_RE.match(line):
            answered, end = _answered(lines, at, instruction, in_example)
            if not answered and not in_example and _TURN_Q_RE.match(line) and not names_kb(line):
                answered, end = _answered_turn(lines, at)
            if answered:
                at = end  # a question shown with its answer: an example
                continue
            in_example = in_example and not asked
        elif in_example and (is_rule_line(line) or _new_part(line)):
            in_example = False
        if not in_example:
            kept.append(line)
        at += 1
    return kept


def _new_part(line: str) -> bool:
    """Whether ``line`` opens a new part of the prompt: a heading or a label alone on its
    line, never a dialogue's answer label."""
    return bool(_HEADING_RE.match(line)) and not ANSWER_LABEL.match(line)


def _answered_turn(lines: list[str], at: int) -> tuple[bool, int]:
    """Whether a chat's user turn on ``lines[at]`` is answered by the assistant's turn
    on the line after it, and the line after that answer."""
    nxt = at + 1
    while nxt < len(lines) and not lines[nxt].strip():
        nxt += 1
    turn = _TURN_A_RE.match(lines[nxt]) if nxt < len(lines) else None
    if turn is not None and lines[nxt][turn.end() :].strip():
        return True, nxt + 1
    return False, at + 1


def _answered(
    lines: list[str], at: int, instruction: Callable[[str], bool], in_example: bool
) -> tuple[bool, int]:
    """Whether the question on ``lines[at]`` is answered on a line after it (its answer
    label holding words, or a number: outside an example's part, a dialogue's
    ``A:``, 「答：」), and the line after that answer."""
    nxt = at + 1
    while nxt < len(lines) and not lines[nxt].strip():
        nxt += 1
    if nxt >= len(lines):
        return False, at + 1
    answer = (ANSWER_LABEL if in_example else _DIALOGUE_A_RE).match(lines[nxt])
    said = "" if answer is None else lines[nxt][answer.end() :].strip()
    if not said or (instruction(said) and not re.search(r"\d", said)):
        return False, at + 1
    return True, nxt + 1
