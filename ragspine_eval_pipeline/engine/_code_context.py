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

The reading applies only where the text holds at least one line of code by its form (or
is comments alone), and where words asking something are left after it: a call standing alone
(``fetch_kpi("ACME_HK", "REVENUE", "FY2024")``) is the request itself and is read as
before (``_machine_query``).
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["without_code_context"]

_COMMENT_RE = re.compile(r"(?:^|(?<=\s))(?://+|#+|--|/\*+|<!--)\s?(?P<text>.*?)\s*(?:\*/|-->)?\s*$")
"""A comment: its marker and the text after it, to the end of the line (a closing marker
taken off)."""

_COMMENT_START_RE = re.compile(r"^\s*(?://|#|--\s|/\*|<!--)")
"""A line opened by a comment's marker: a text whose every line is one is code's."""

_INLINE_COMMENT_RE = re.compile(r"\s(?://|#|--)\s(?P<text>.*)$")
"""A comment after a statement on the same line (``x = None  # 澳门2025财年…``)."""

_LABEL_RE = re.compile(
    r"^\s*(?:[-*]\s*(?:\[[ xX]?\]\s*)?)?(?:TODO|FIXME|XXX|HACK|NOTE|BUG|WIP)"
    r"(?:\s*\([^)]*\))?\s*[:：,，]?\s*",
)
"""A comment's label and its owner (``TODO(jlee):``, ``FIXME:``, ``- [ ] TODO``)."""

_CELL_RE = re.compile(r"^\s*In\s*\[\s*\d*\s*\]\s*:?\s*$")
"""A notebook cell's prompt (``In [14]:``)."""

_DECLARATION_RE = re.compile(
    r"^\s*(?:(?:export|const|let|var|val|private|public|protected|static|final|func|def|async)\s+)+"
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

_IDENTIFIER = r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\[[^\]]*\])?"
_CODE_IDENTIFIER = r"(?=[\w$.\[\]\"']*(?:_|[a-z][A-Z]|\.[a-z]))"  # snake_case, camelCase or dotted
_ASSIGNMENT_RE = re.compile(
    rf"^\s*(?:export\s+)?{_CODE_IDENTIFIER}{_IDENTIFIER}\s*(?::=|=|:)\s*"
    r"(?P<value>[^#/]*?)\s*;?\s*(?:(?://|#|--)\s.*)?$"
)
"""An assignment or a config key, its left side an identifier of code
(``sg_gross_margin_fy2023: null``, ``SG_HEADCOUNT=``, ``const moRevenue = …;``)."""

_VALUE_RE = re.compile(
    r"^(?:|null|none|nil|undefined|nan|true|false|0(?:\.0+)?|\"[^\"]*\"|'[^']*'|\?+|tbd|todo"
    r"|[\w$.]+\s*\(.*\)|[\w$]+(?:\.[\w$]+)+|[\w$]+\s*\|.*|\[.*\]|\{.*\}|\d[\d.]*)$",
    re.IGNORECASE,
)
"""The value of an assignment or a config key: empty, a placeholder, a literal, a call,
a field of an object."""

_CALL_STATEMENT_RE = re.compile(rf"^\s*{_IDENTIFIER}\s*\(.*\)\s*;?\s*$")
"""A call standing as a statement (``ax.set_title(f"…")``, ``stores.push({…});``)."""

_HEADER_KEY_RE = re.compile(r"^\s*[a-z][a-z0-9_]*\s*:\s*$")
"""A config section's key on a line of its own (``kpi_actuals:``, ``forecast:``): code
where it is written as an identifier (``_``), dropped beside other code in any case."""

_LOG_RE = re.compile(
    r"^\s*(?:\[?(?:TRACE|DEBUG|INFO|WARN|WARNING|ERROR|FATAL|CRITICAL)\]?)\s+"
    r"(?:[\w.\-\[\]]+\s*:\s*)?(?P<message>.*)$"
)
"""A log line: its level, its logger and the message."""

_TEST_REPORT_RE = re.compile(
    r"^\s*(?:FAILED\s+\S+|E\s+|●\s|Expected:|Received:|AssertionError\b|Traceback\b|at\s+\S+\(|"
    r"File\s+\")"
)
"""A test runner's report or a stack trace's line."""

_COMMIT_RE = re.compile(r"^\s*git\s+commit\b.*$")
"""A commit command with its message."""

_DASH_RE = re.compile(r"\s(?:—+|–|-{2,}|——)\s")
"""A dash setting a question after a log message or a comment's remark."""

_TOKEN_RE = re.compile(r"(?<![\w$.=])[A-Za-z_$][\w$.=\[\]'\"-]*(?<![.,'\"-])")
"""A run of characters written without a space, as a word of code is."""

_CODE_WORD_RE = re.compile(r"_|[a-z][A-Z]|[A-Za-z]\.[A-Za-z]|=")
"""What makes a word a word of code: snake_case, camelCase, a dotted field, ``key=value``."""

_STATE_RE = re.compile(
    r"(?<![\w-])(?:(?:is|are|was|were)\s+)?(?:still\s+|currently\s+)?(?:missing|empty|blank|unset"
    r"|hard-?coded(?:\s+(?:to|as)\s+\S+?)?|mocked|stubbed|a\s+placeholder|tbd)(?![\w-])"
    r"(?:\s+(?:in|on)\s+the\s+(?:mart|table|fixture|config|dashboard|code|model|sheet))?"
    r"|未入力|未設定|未定義|空のまま|(?:先)?写死了?|(?:还是|仍是)?\s*mock\s*数据|缺失|为空|是空的"
)
"""What the asker's code is in: a value missing, empty, hard-coded or mocked
(「未入力」, 「先写死」, 「缺失」). It says why the figure is asked, never which."""

_NULL_RE = re.compile(r"(?<![\w$])(?:NULL|null|undefined|NaN|nil)(?![\w$])")
"""A literal of no value written in a comment (``is NULL``, 「が NULL のまま」)."""

_FILE_NAME_RE = re.compile(
    r"^\s*(?:[\w./-]+\.(?:py|ts|tsx|js|go|java|kt|sql|ya?ml|md|json|ipynb)|\.env(?:\.\w+)?)"
    r"(?![\w.])\s*(?:[—–-]+\s*)?"
)
"""A file's name leading a comment (``test_sg_summary.py —``, ``.env.staging``)."""


def _is_code(line: str) -> bool:
    """Whether ``line`` is a statement of code by its form."""
    code = _INLINE_COMMENT_RE.sub("", line)
    if _DECLARATION_RE.match(code) or _CALL_STATEMENT_RE.match(code):
        return True
    if _STATEMENT_END_RE.search(code):
        return True
    if _COMMIT_RE.match(line) or _TEST_REPORT_RE.match(line) or _CELL_RE.match(line):
        return True
    assignment = _ASSIGNMENT_RE.match(line)
    return assignment is not None and bool(_VALUE_RE.match(assignment.group("value").strip()))


_PART_RE = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")
"""A word inside an identifier: a run of capitals, a capitalised or lower-case word, a
number (``hkProfitFy2024`` → hk, Profit, Fy, 2024)."""

_SCHEMA_WORDS = frozenset(
    re.findall(
        r"\S+",
        """
    dim fct fact facts stg staging mart tbl table kpi kpis id val var tmp mock mocks
    data df col row key value values actual actuals fy cy q h pct percent usd jpy hkd m
    mn num count total amt cnt region regions scope metric period year market entity
    fixture fixtures loader pnl placeholder default seed raw src
        """,
    )
)
"""The words tables, columns and variables are named with: a schema's, never a part of
the business."""


def _parts(identifier: str) -> list[str]:
    """The words of an identifier, lower-cased."""
    return [p.casefold() for p in _PART_RE.findall(identifier)]


def _restates(identifier: str, matcher: Matcher) -> bool:
    """Whether an identifier's words are only the KB's names, years and a schema's words
    (``hkProfitFy2024``, ``dim_region.headcount``): it names the figure the comment asks
    in code, and adds nothing. One holding another word (``sg_delivery_revenue``) may
    name a part of the figure: its words are read as written."""
    text = " ".join(_parts(identifier))
    spans = [(m.start, m.end) for m in matcher.find(text)]
    rest = "".join(" " if any(a <= i < b for a, b in spans) else c for i, c in enumerate(text))
    return all(
        word in _SCHEMA_WORDS or word.isdigit() or re.fullmatch(r"(?:fy|q|h)\d+", word)
        for word in rest.split()
    )


def _words_of(comment: str, matcher: Matcher) -> str:
    """A comment's text as the asker's words: its label, a leading file name and the
    identifiers of code taken out, but those the KB names whole (``ACME_HK``)."""
    text = _FILE_NAME_RE.sub("", _LABEL_RE.sub("", comment))
    if _CELL_RE.match(text):
        return ""

    def identifier(match: re.Match[str]) -> str:
        if not _CODE_WORD_RE.search(match.group()):
            return match.group()
        word = normalize(match.group())
        if any(m.start == 0 and m.end == len(word) for m in matcher.find(word)):
            return match.group()  # a KB code written as such: ACME_HK
        return " " if _restates(match.group(), matcher) else " " + " ".join(_parts(match.group()))

    text = _STATE_RE.sub(" ", _NULL_RE.sub(" ", _TOKEN_RE.sub(identifier, text)))
    return re.sub(r"[ \t]{2,}", " ", text).strip(" \t:：-—–")


def _line_words(line: str, matcher: Matcher) -> tuple[str, bool]:
    """The asker's words on ``line`` and whether the line held code or a code comment."""
    log = _LOG_RE.match(line)
    if log:
        message = log.group("message")
        parts = _DASH_RE.split(message, maxsplit=1)
        return _words_of(parts[-1], matcher), True
    if _is_code(line):
        inline = _INLINE_COMMENT_RE.search(line)
        if inline and not _COMMIT_RE.match(line):
            return _words_of(inline.group("text"), matcher), True
        return "", True
    if _HEADER_KEY_RE.match(line):
        return "", "_" in line
    comment = _COMMENT_RE.match(line)
    if comment and line.lstrip()[:1] in "/#-<*":
        return _words_of(comment.group("text"), matcher), bool(
            _LABEL_RE.match(comment.group("text"))
        )
    if line.strip().startswith(('"""', "'''", "*")):
        return _words_of(line.strip().strip("\"'* "), matcher), False
    return _words_of(line, matcher), False


def _asks(words: str, matcher: Matcher) -> bool:
    """Whether the asker's words left ask something: a question, or a KB name."""
    return bool(re.search(r"[?？]", words) or matcher.find(normalize(words)))


def without_code_context(question: str, matcher: Matcher) -> str:
    """``question`` less the code around its request: each line of code dropped (its
    comment kept), each comment read as the asker's words. The question as it is where
    it holds no line of code, or where no words would be left."""
    lines = question.splitlines() or [question]
    read = [_line_words(line, matcher) for line in lines]
    comments = [line for line in lines if line.strip()]
    all_comments = len(comments) > 1 and all(_COMMENT_START_RE.match(line) for line in comments)
    if not any(code for _, code in read) and not all_comments:
        return question
    # A page's hidden comment (<!-- … -->) beside its text that asks is a note on the
    # page, never the request: the page's text is.
    page_asks = any(
        not _COMMENT_START_RE.match(line) and _asks(text, matcher)
        for line, (text, _) in zip(lines, read, strict=True)
    )
    words = [
        text
        for line, (text, _) in zip(lines, read, strict=True)
        if re.search(r"\w", text) and not (page_asks and line.lstrip().startswith("<!--"))
    ]
    if not any(_asks(text, matcher) for text in words):
        return question  # the code itself may be the request: "scope=HK; fy=2024;"
    return "\n".join(words)
