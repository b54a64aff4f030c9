"""A request written inside a developer's work: code comments, TODO notes, log and error
lines, config keys, SQL, commit messages and test failures.

A developer who needs a figure while building something often writes the question where
they work: ``# TODO(ken): what was Singapore's FY2023 EBITDA?`` above a placeholder,
``-- 需要日本2024财年的营收`` over an ``INSERT``, ``jp_net_profit: ???  # 日本事業の当期
純利益は？`` in a config file, ``WARN loader: … —— 香港2024财年的毛利率应该是多少？``. The
statements of code (an assignment, a declaration, a query, a call), the markers of a
comment, its TODO label and owner, a log line's level and logger, a commit command and a
test runner's report are the artefact, never the request: they are taken out and the
comments are read as the asker's sentences. Identifiers written in a comment
(``hkProfitFy2024``, ``dim_region.headcount``, ``scope=ACME_HK``) name the code's own
variables and are taken out too; the request says in words what it asks.

Which lines are code by their form is read in ``_code_lines``; a comment's text as the
asker's words in ``_code_comments``; the identifiers written in it in ``_code_identifiers``.
What the developer's tools printed (a query's clauses, a prompt and command, an error, a
trace, a test report, a review's caption) is read in ``_tool_output``; the asker's remarks
on the code (what it did, a placeholder's instruction, a pointer at a source) in
``_code_remarks``. Inside a fence naming its language every line is code; a span of code
inside a sentence is read as a line of code is. Where the words left name nothing the KB
names ("what's the number?") they point at the code, and the text is read whole.

The reading applies only where the text holds at least one line of code by its form (or
is comments alone), and where words asking something are left after it: a call standing alone
(``fetch_kpi("ACME_HK", "REVENUE", "FY2024")``) is the request itself and is read as
before (``_machine_query``).
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine._code_comments import (
    LABEL_RE,
    holds_code,
    words_of,
)
from ragspine_eval_pipeline.engine._code_identifiers import (
    SCHEMA_WORDS,
    TEST_NAME_RE,
    identifier_words,
    only_commit_words,
)
from ragspine_eval_pipeline.engine._code_lines import (
    CLASS_RE,
    COMMENT_RE,
    COMMENT_START_RE,
    COMMIT_RE,
    COMMIT_SUBJECT_RE,
    HEADER_KEY_RE,
    INLINE_COMMENT_RE,
    LOG_RE,
    MARKUP_RE,
    QUOTE_RE,
    STRUCTURED_LOG_RE,
    TEST_SAYS_RE,
    TEST_VERB_RE,
    is_code,
)
from ragspine_eval_pipeline.engine._code_remarks import without_code_remarks
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._tool_output import opens_a_query, without_tool_phrases
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["without_code_context"]

_DASH_RE = re.compile(r"\s(?:—+|–|-{2,}|——)\s")
"""A dash setting a question after a log message or a comment's remark."""


def _line_words(line: str, matcher: Matcher, in_query: bool = False) -> tuple[str, bool]:
    """The asker's words on ``line`` and whether the line held code or a code comment
    (``in_query``: a query's clauses may stand on it)."""
    if STRUCTURED_LOG_RE.match(line) or MARKUP_RE.match(line):
        return "", True
    subject = COMMIT_SUBJECT_RE.match(line)
    if subject:  # a commit's subject says what the commit does: read where it asks or narrows
        text = words_of(subject.group("text"), matcher)
        plain = not re.search(r"[?？]", text) and only_commit_words(text, matcher)
        return ("" if plain else text), True
    said = TEST_SAYS_RE.match(line)
    if said:  # a test's own sentence: what it checks, in words
        text = TEST_VERB_RE.sub("", said.group("text"))
        return words_of(text, matcher), True
    log = LOG_RE.match(line)
    if log:
        message = log.group("message")
        parts = _DASH_RE.split(message, maxsplit=1)
        words = words_of(parts[-1], matcher)
        if len(parts) > 1 and not matcher.find(normalize(words)):
            # "… not found — what was it?": the question points at the message
            words = words_of(" ".join(parts), matcher)
        if len(parts) == 1:  # the log's own message: its schema's words are the log's
            words = " ".join(w for w in words.split() if w.casefold() not in SCHEMA_WORDS)
        return words, True
    if is_code(line, in_query):
        line = QUOTE_RE.sub("", line)
        inline = INLINE_COMMENT_RE.search(line)
        if inline and not COMMIT_RE.match(line):
            return words_of(inline.group("text"), matcher), True
        if CLASS_RE.match(line):  # a class's head names the code's own test, asks nothing
            return "", True
        # A failed test's name says what it checks: its words are read as any identifier's.
        names = [identifier_words(name, matcher) for name in TEST_NAME_RE.findall(line)]
        return " ".join(" ".join(names).split()), True
    if HEADER_KEY_RE.match(line):
        return "", "_" in line
    comment = COMMENT_RE.match(line.lstrip())
    if comment and COMMENT_START_RE.match(line):
        if _logged(comment.group("text")):  # a log line pasted in a comment ("# 日志: [INFO] …")
            return _line_words(_logged(comment.group("text")), matcher, in_query)
        return words_of(comment.group("text"), matcher), bool(LABEL_RE.match(comment.group("text")))
    if line.strip().startswith(('"""', "'''", "*")):
        return words_of(line.strip().strip("\"'* "), matcher), False
    return words_of(line, matcher), holds_code(line)


def _logged(text: str) -> str:
    """The log line ``text`` holds after its caption (``日志: [INFO] loading …``), or ""."""
    text = without_tool_phrases(text)
    return text if LOG_RE.match(text) else ""


_DOCSTRING_SUMMARY_RE = re.compile(
    r"^\s*(?:\"\"\"|\'\'\'|/\*\*|\*)\s*(?:Returns?|Computes?|Gets?|Fetch(?:es)?|Loads?|Builds?"
    r"|Calculates?|Reads?|Renders?)\s[^?？]*$"
)
"""A docstring's summary of what its function does ("\"\"\"Return Singapore gross margin.")."""


def _log_message(line: str) -> bool:
    """Whether ``line`` is the code's own record: a log line (or a comment holding one)
    whose message asks nothing, or a docstring's summary of what its function does."""
    if _DOCSTRING_SUMMARY_RE.match(line):
        return True
    comment = COMMENT_RE.match(line.lstrip())
    line = _logged(comment.group("text")) if comment and COMMENT_START_RE.match(line) else line
    log = LOG_RE.match(line)
    return bool(log and not re.search(r"[?？]", log.group("message")))


_YEAR_RE = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)|(?<![A-Za-z])FY\s?\d\d(?!\d)", re.IGNORECASE)
"""A year written in the asker's words or a record's (``FY2023``, ``2024``, ``FY24``)."""


_FENCE_RE = re.compile(r"^\s*(?:```|~~~)")
"""A code fence's line: every line between two is code."""


_FRAME_RE = re.compile(r"^\s*File\s+\"[^\"]+\",\s+line\s+\d+")


_RULE_RE = re.compile(r"^\s*[-+]{3,}\s*$")


_ROWS_RE = re.compile(r"^\s*\(\d+\s+rows?\)\s*$")


def _follows_a_frame(lines: list[str], at: int) -> bool:
    """Whether line ``at`` is the code a stack trace's frame shows under it."""
    return at > 0 and bool(_FRAME_RE.match(lines[at - 1])) and lines[at].startswith((" ", "\t"))


def _heads_a_table(lines: list[str], at: int) -> bool:
    """Whether line ``at`` is a client's table header, over a rule (`` headcount`` over
    ``-----``), in a client's output that counts its rows (``(0 rows)``)."""
    return (
        at + 1 < len(lines)
        and bool(_RULE_RE.match(lines[at + 1]))
        and bool(lines[at].strip())
        and not lines[at].lstrip().startswith("|")
        and any(_ROWS_RE.match(line) for line in lines)
    )


def _fenced_words(line: str, matcher: Matcher) -> str:
    """A line inside a code fence as the asker's words: its comment alone."""
    comment = INLINE_COMMENT_RE.search(line) or COMMENT_RE.match(line.strip())
    if comment is None or not (INLINE_COMMENT_RE.search(line) or line.lstrip()[:1] in "/#-<*"):
        return ""
    return words_of(comment.group("text"), matcher)


def _asks(words: str, matcher: Matcher) -> bool:
    """Whether the asker's words left ask something: a question, or a KB name."""
    return bool(re.search(r"[?？]", words) or matcher.find(normalize(words)))


def without_code_context(question: str, matcher: Matcher) -> str:
    """``question`` less the code around its request: each line of code dropped (its
    comment kept), each comment read as the asker's words. The question as it is where
    it holds no line of code, or where no words would be left."""
    lines = question.splitlines() or [question]
    in_query = opens_a_query(lines)
    read = [_line_words(line, matcher, in_query) for line in lines]
    fenced, tagged = False, False
    for at, line in enumerate(lines):
        fence = _FENCE_RE.match(line)
        if fence and not fenced:
            tagged = bool(re.match(r"\s*(?:```|~~~)\s*[\w+-]+\s*$", line))
        inside = fenced and not fence
        if (fence or inside) and tagged:
            # A fence naming its language holds code: a line's comment is the asker's.
            read[at] = (_fenced_words(line, matcher) if inside else "", True)
        elif _follows_a_frame(lines, at) or _heads_a_table(lines, at):
            read[at] = ("", True)
        fenced = fenced != bool(fence)
    comments = [line for line in lines if line.strip()]
    all_comments = len(comments) > 1 and all(COMMENT_START_RE.match(line) for line in comments)
    if not any(code for _, code in read) and not all_comments:
        return question
    # A page's hidden comment (<!-- … -->) beside its text that asks is a note on the
    # page, never the request: the page's text is.
    page_asks = any(
        not COMMENT_START_RE.match(line) and _asks(text, matcher)
        for line, (text, _) in zip(lines, read, strict=True)
    )
    # A log's message or a docstring's summary beside the asker's own sentence naming a
    # figure is the code's record of it ("ERROR sync: headcount is null" over "what was
    # the group's headcount in FY2024?"): the sentence is the request.
    # A record naming a year the sentence does not stays: the year may be the one asked.
    records_year = any(
        _YEAR_RE.search(said)
        for line, (said, _) in zip(lines, read, strict=True)
        if _log_message(line)
    )
    asker_names = any(
        not _log_message(line)
        and re.search(r"[?？]", text)
        and any(m.kind == "metric" for m in matcher.find(normalize(text)))
        and (_YEAR_RE.search(text) or not records_year)
        for line, (text, _) in zip(lines, read, strict=True)
    )
    words = [
        text
        for line, (text, _) in zip(lines, read, strict=True)
        if re.search(r"\w", text)
        and not (page_asks and line.lstrip().startswith("<!--"))
        and not (asker_names and _log_message(line))
    ]
    if not any(_asks(text, matcher) for text in words):
        return question  # the code itself may be the request: "scope=HK; fy=2024;"
    if not any(matcher.find(normalize(text)) for text in words):
        return question  # "what's the number?": the words point at the code, read whole
    return "\n".join(without_code_remarks(words, matcher))
