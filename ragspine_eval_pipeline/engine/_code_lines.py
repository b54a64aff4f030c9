"""Whether a line of a developer's text is code by its form (``_code_context``): a
statement, a declaration, an assignment or a config key, a query, a call, a log line, a
commit, a test's sentence or report, a notebook cell's prompt, a block's brackets, a line
of git's log; and the marks of a comment on it.

Each form is recognised by its shape alone (an identifier of code on the left of ``=``, a
keyword of declaration, a level and logger before a log's message), never by the words it
holds; what the asker wrote in it is read elsewhere (``_code_comments``).
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine._tool_output import is_tool_line

__all__ = [
    "CELL_PREFIX_RE",
    "CELL_RE",
    "CLASS_RE",
    "COMMENT_RE",
    "COMMENT_START_RE",
    "COMMIT_RE",
    "COMMIT_SUBJECT_RE",
    "HEADER_KEY_RE",
    "INLINE_COMMENT_RE",
    "LOG_RE",
    "MARKUP_RE",
    "QUOTE_RE",
    "STRUCTURED_LOG_RE",
    "TEST_SAYS_RE",
    "TEST_VERB_RE",
    "is_code",
]

COMMENT_RE = re.compile(
    r"(?:^|(?<=\s))(?://+|#+|--(?:\[\[)?|/\*+|<!--|;+|%+|(?i:rem)\b|::|'(?=\s))\s?(?P<text>.*?)\s*"
    r"(?:\*/|-->|\]\])?\s*$"
)
"""A comment: its marker and the text after it, to the end of the line (a closing marker
taken off)."""


COMMENT_START_RE = re.compile(r"^\s*(?://|#|--\s|--\[\[|/\*|<!--|;|%\s|(?i:rem)\s|::\s)")
"""A line opened by a comment's marker: a text whose every line is one is code's."""


INLINE_COMMENT_RE = re.compile(r"\s(?://|#|--)\s(?P<text>.*)$")
"""A comment after a statement on the same line (``x = None  # 澳门2025财年…``)."""


CELL_RE = re.compile(r"^\s*In\s*\[\s*\d*\s*\]\s*:?\s*$")
"""A notebook cell's prompt (``In [14]:``)."""


CELL_PREFIX_RE = re.compile(r"^\s*(?:In|Out)\s*\[\s*\d*\s*\]\s*:\s*")
"""A notebook cell's prompt before the cell's code on its line."""


_DECLARATION_RE = re.compile(
    r"^\s*(?:(?:export|const|let|var|val|private|public|protected|static|final|func|def|async|mut"
    r"|set|ENV|ARG|local|my|our|declare|readonly|Dim)\s+)+"
    r"(?=.*(?<![\w$])(?:[A-Za-z$][\w$]*_[\w$]*|[a-z]+[A-Z][\w$]*|[A-Z][A-Z0-9]*_[A-Z0-9_]+)(?![\w$]))"
    r"|^\s*(?:SELECT|INSERT|UPDATE|DELETE|WITH)\s.*\b(?:FROM|INTO|SET)\b"
    r"|^\s*\{\{.*\}\}\s*$|^\s*\{%.*%\}\s*$"
)
"""A line that declares or queries: a keyword of declaration before an identifier of
code (``private double sgEbitdaPlanStart``), a query in capitals, a template tag."""


_STATEMENT_END_RE = re.compile(r"(?:=|[\w$\]]\().*;\s*$")
"""A statement closed by a semicolon (``UPDATE … = NULL WHERE …;``, ``push(x);``); a
sentence's bracket after a space (a letter's item "1.1 earnings … (EBITDA) for 2023;")
is none."""


_IDENTIFIER = r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\[[^\]]*\])*"


_CODE_IDENTIFIER = r"(?=[\w$.\[\]\"']*(?:_|[a-z][A-Z]|\.[a-z]))"  # snake_case, camelCase or dotted


_ASSIGNMENT_RE = re.compile(
    rf"^\s*(?:export\s+)?{_CODE_IDENTIFIER}{_IDENTIFIER}"
    r"(?:\s*:\s*[\w.\[\], |]+?)?\s*(?::=|=|<-|:)\s*"
    r"(?P<value>[^#/]*?)\s*;?\s*(?:(?://|#|--)\s.*)?$"
)
"""An assignment or a config key, its left side an identifier of code
(``sg_gross_margin_fy2023: null``, ``SG_HEADCOUNT=``, ``const moRevenue = …;``)."""


_VALUE_RE = re.compile(
    r"^(?:|~|null|none|nil|na|undefined|nan|true|false|0(?:\.0+)?|\"[^\"]*\"|'[^']*'|\?+|tbd|todo"
    r"|[\w$.]+\s*\(.*\)|[\w$]+(?:\.[\w$]+)+|[\w$]+\s*\|.*|\[.*\]|\{.*\}|\d[\d.]*|[\[{(])$",
    re.IGNORECASE,
)
"""The value of an assignment or a config key: empty, a placeholder, a literal, a call,
a field of an object, or a bracket opening a block over the lines under it (``= {``)."""


_CALL_STATEMENT_RE = re.compile(rf"^\s*{_IDENTIFIER}\s*\(.*\)\s*;?\s*$")
"""A call standing as a statement (``ax.set_title(f"…")``, ``stores.push({…});``)."""


HEADER_KEY_RE = re.compile(r"^\s*[a-z][a-z0-9_]*\s*:\s*$")
"""A config section's key on a line of its own (``kpi_actuals:``, ``forecast:``): code
where it is written as an identifier (``_``), dropped beside other code in any case."""


STRUCTURED_LOG_RE = re.compile(
    r"^\s*\{\s*\"(?:level|severity|lvl|msg|message|time|ts|timestamp)\"\s*:.*\}\s*$"
    r"|^\s*(?:time=\S+\s+)?(?:level|lvl|severity)=\w+\s+.*$",
    re.IGNORECASE,
)
"""A structured log line, as JSON or logfmt: the logger's record, never the asker's words."""


COMMIT_SUBJECT_RE = re.compile(
    r"^\s*(?:feat|fix|chore|docs|refactor|test|tests|perf|build|ci|style|revert|wip)"
    r"(?:\([\w./-]+\))?!?:\s+(?P<text>.+)$"
)
"""A commit's subject in the conventional form (``feat(dashboard): add HK net profit tile``)."""


MARKUP_RE = re.compile(
    r"^\s*(?:<[A-Za-z][^>]*>\s*[-—–?.…_\s\d]*\s*(?:</[A-Za-z]+>)?|</[A-Za-z]+>)\s*$"
)
"""A line of markup holding no words (``<span id="gm">--</span>``, ``</div>``)."""


TEST_SAYS_RE = re.compile(
    r"^\s*(?:(?:it|test|describe|context|scenario|should)\s*\(\s*|assert\b.*?,\s*)"
    r"(?P<q>[\"'`])(?P<text>.+?)(?P=q)"
)
"""A test's sentence: its description (``it("shows …", …``) or its assertion's message
(``assert x == 0, "…"``)."""


TEST_VERB_RE = re.compile(
    r"^\s*(?:it\s+)?(?:should\s+)?(?:shows?|returns?|renders?|displays?|has|have|matches|match"
    r"|computes?|loads?|reads?|gets?|fetch(?:es)?|contains?|includes?|equals?)\s+(?:the\s+)?",
    re.I,
)
"""The verb a test's description opens with ("shows", "should return"): the test's act."""


_STAMP = r"\[?\d{4}-\d\d-\d\d[T ][\d:.,]+(?:Z|[+-]\d\d:?\d\d)?\]?"
"""A log's time stamp (``2024-02-15T03:00:01Z``, ``[2025-12-01 10:22:07,114]``)."""


LOG_RE = re.compile(
    rf"^\s*(?:(?:{_STAMP}\s+)?"
    r"(?:\[?(?:TRACE|DEBUG|INFO|WARN|WARNING|ERROR|FATAL|CRITICAL)\]?)\s+"
    rf"(?:{_STAMP}\s+)?(?:\[[\w.-]+\]\s+)?"
    r"(?:[\w./-]+\.\w+:\d+\s+|[\w.\-\[\]/]+\s*(?::|\s-)\s*)?"
    r"|[IWEF]\d{4}\s+[\d:.]+\s+\d+\s+[\w.-]+:\d+\]\s+"
    r"|[VDIWEF]/[\w.$-]+(?:\(\s*\d+\))?:\s+)(?P<message>.*)$"
)
"""A log line: its time, level and logger (Python's, Log4j's, glog's ``W0601 … file.go:88]``,
logcat's ``E/KpiLoader:``, a level before the time and the file's line: ``[ERROR]
2024-02-15T03:00:01Z etl.py:142``) and the message."""


_TEST_REPORT_RE = re.compile(
    r"^\s*(?:FAILED\s+\S+|E\s+|●\s|Expected:|Received:|AssertionError\b|Traceback\b|at\s+\S+\(|"
    r"File\s+\")"
)
"""A test runner's report or a stack trace's line."""


COMMIT_RE = re.compile(r"^\s*git\s+commit\b.*$")
"""A commit command with its message."""


QUOTE_RE = re.compile(r"^\s*>\s(?=.*[=(;{])")
"""A review's quote mark before a quoted line of code (``> MO_NET_PROFIT_FY25 = 350``)."""


def is_code(line: str, in_query: bool = False) -> bool:
    """Whether ``line`` is a statement of code by its form, or a tool's line
    (``_tool_output``; ``in_query``: a query's clauses may stand on it)."""
    if CELL_PREFIX_RE.match(line) and not CELL_RE.match(line):
        return True  # the code of a notebook's cell after its prompt
    line = QUOTE_RE.sub("", line)
    if is_tool_line(INLINE_COMMENT_RE.sub("", line), in_query):
        return True
    code = INLINE_COMMENT_RE.sub("", line)
    if _DECLARATION_RE.match(code) or _CALL_STATEMENT_RE.match(code):
        return True
    if _STATEMENT_END_RE.search(code) or _SQL_STATEMENT_RE.match(code):
        return True
    returned = _RETURN_RE.match(code)
    if returned and _VALUE_RE.match(returned.group("value").strip()):
        return True
    entry = _ENTRY_RE.match(code)
    if CLASS_RE.match(code) or _BLOCK_OPEN_RE.match(code):
        return True
    if entry and _VALUE_RE.match(entry.group("value").strip()):
        return True
    if COMMIT_RE.match(line) or _TEST_REPORT_RE.match(line) or CELL_RE.match(line):
        return True
    if _BLOCK_RE.match(code) or _GIT_LOG_RE.match(line):
        return True
    setting = _PLAIN_SETTING_RE.match(line)
    if setting and INLINE_COMMENT_RE.search(line):
        return bool(_VALUE_RE.match(setting.group("value").strip()))
    assignment = _ASSIGNMENT_RE.match(line)
    return assignment is not None and bool(_VALUE_RE.match(assignment.group("value").strip()))


_RETURN_RE = re.compile(r"^\s*(?:return|yield)\b\s*(?P<value>.*?)\s*;?\s*$")
"""A function's ``return`` of a value (``return 0.0``, ``return None``); a sentence opened
by the verb ("Return Singapore gross margin") returns no literal."""

CLASS_RE = re.compile(r"^\s*class\s+[A-Za-z_]\w*\s*(?:\([^)]*\))?\s*:\s*$")
"""A class's head (``class TestRevenueTile(unittest.TestCase):``)."""

_BLOCK_OPEN_RE = re.compile(r"^\s*[A-Za-z_$][\w$.]*\s*(?::\s*[\w.\[\], |]+)?\s*=\s*[\[{(]\s*$")
"""A name assigned a block opened at the line's end (``EXPECTED = {``), in any case."""

_ENTRY_RE = re.compile(r"^\s*(?:\"[^\"]*\"|'[^']*')\s*:\s*(?P<value>.*?)\s*,?\s*$")
"""A mapping's entry under a quoted key (``"HK": {"FY2023": None},``)."""

_SQL_STATEMENT_RE = re.compile(r"^\s*SELECT\s[^?？]*;\s*$", re.IGNORECASE)
"""A query closed by its semicolon, with no ``FROM`` (``SELECT NULL::numeric AS gm;``)."""


_BLOCK_RE = re.compile(
    r"^\s*(?:[{}\[\]()]+[;,]?|\w+(?:\s+\"[^\"]+\")+\s*\{|(?:None|null|nil|NaN|nan|NA|undefined|"
    r"Empty DataFrame|Series\(\[\], .*\))|\[\w+(?:\.\w+)*\])\s*$"
)
"""A line of a block's brackets (``}``, ``variable "x" {``), a section (``[hk]``), or a
REPL's answer of no value (``nan``, ``None``)."""


_GIT_LOG_RE = re.compile(
    r"^\s*(?:Merge\s+(?:pull\s+request|branch|remote-tracking)\b.*|commit\s+[0-9a-f]{7,40}\b.*"
    r"|Author:\s.*<[^>]*>.*|[0-9a-f]{7,12}\s+\w+(?:\([\w-]+\))?!?:\s.*)$"
)
"""A line of git's log: a merge's subject, a commit's hash, its author, a short log line."""


_PLAIN_SETTING_RE = re.compile(
    r"^\s*[a-z][a-z0-9]*\s*(?:=|:)\s*(?P<value>[^#;/]*?)\s*(?=\s(?:#|//|--|;)\s)"
)
"""A setting of a plain key with a comment after it (``default = 0 # …``)."""
