"""What a developer's tools print or hold around a request: a query's clauses, a shell
command and its output, an error, a stack trace's frame, a test runner's report, a code
fence, a review's label and an artefact's caption.

A developer pastes what their tool showed them and asks under it: a query over several
lines (``LEFT JOIN stg_revenue r ON …``, ``WHERE m.market_code = 'HK';``), a command
(``$ acme-kpi get --scope group``, ``PS C:\\> python sync.py --fy FY2025``,
``python backfill.py --from FY2022``), what it answered (``error: missing required flag``,
``KeyError: ('ACME_JP', …)``, ``(0 rows)``, ``--- FAIL: TestJpRevenue``,
``expected: <612> but was: <null>``), or labels the thing pasted (``nit:``, ``PR #812
review:``, ``レビューコメント:``, ``notebook markdown cell:``). These are the tool's words,
never the asker's: each is recognised by its form or by a closed class of the tools'
own words, stated here, and is taken out; the asker's sentences say what is asked.
"""

from __future__ import annotations

import re

__all__ = ["is_caption", "is_tool_line", "opens_a_query", "without_tool_phrases"]

_SQL_OPEN_RE = re.compile(
    r"^\s*(?:SELECT\b.*\bFROM\s+[\w.\"`]+|INSERT\s+INTO\s+[\w.\"`]+|UPDATE\s+[\w.\"`]+\s+SET\b"
    r"|DELETE\s+FROM\s+[\w.\"`]+|WITH\s+\w+\s+AS\s*\(|MERGE\s+INTO\s+[\w.\"`]+)",
    re.IGNORECASE,
)
"""A line opening a query by its form (``SELECT … FROM t``, ``WITH rev AS (``): a text
holding one may hold its clauses on the lines around it."""

_SELECT_RE = re.compile(r"^\s*SELECT\s+[\w.*,\s]+$", re.IGNORECASE)
_FROM_RE = re.compile(r"^\s*FROM\s+[\w.\"`]+", re.IGNORECASE)

_SQL_CLAUSE_RE = re.compile(
    r"^\s*(?:SELECT|FROM|WHERE|AND|OR|ON|(?:(?:LEFT|RIGHT|FULL|INNER|OUTER|CROSS)\s+)*JOIN"
    r"|GROUP\s+BY|ORDER\s+BY|HAVING|LIMIT|OFFSET|UNION(?:\s+ALL)?|VALUES|SET|INSERT\s+INTO"
    r"|UPDATE|DELETE\s+FROM|RETURNING|QUALIFY|WINDOW|CASE|WHEN|ELSE|END)\b(?P<rest>.*)$",
    re.IGNORECASE,
)
"""A query's clause opening a line (``LEFT JOIN …``, ``WHERE …``, ``GROUP BY …``)."""

_SQL_FORM_RE = re.compile(r"[=<>;,()']|\b\w+\.\w+\b|\b\w+_\w+\b|^\s*[A-Z]+\b")
"""What makes a clause's line code's: an operator, a comma or quote, a qualified or
snake_case name, or its keyword written in capitals."""

_PROMPT_RE = re.compile(
    r"^\s*(?:\$|❯|➜|>>>|PS\s+[^>]*>|[A-Za-z]:\\[^>]*>|\w+(?:=|-)?[#>]"
    r"|(?:psql|mysql|sqlite|irb|scala|iex|ghci|duckdb)[^ ]*[>#]|Out\s*\[\s*\d*\s*\]\s*:)\s"
)
"""A shell's, a REPL's or a client's prompt opening a line (``$``, ``PS C:\\>``, ``>>>``,
``mysql>``, ``psql=#``, ``Out[3]:``)."""

_COMMAND_RE = re.compile(
    r"^\s*(?:sudo\s+)?(?:python3?|pytest|node|npx|npm|yarn|pnpm|go|cargo|dotnet|java|mvn"
    r"|gradle|make|dbt|psql|mysql|sqlite3|duckdb|bq|snowsql|spark-submit|docker|kubectl"
    r"|helm|terraform|curl|wget|bash|sh|zsh|uv|poetry|pip3?|airflow|dagster|jq|aws|gcloud"
    r"|az|[\w.-]+\.(?:py|sh|js|ts|rb|pl))(?:\s+\S+)*?\s+(?:--?[A-Za-z][\w-]*|-c|run|exec|test"
    r"|build|get|apply)\b"
)
"""A command line: a program of the developer's tools (a closed list) or a script, with
an option or a subcommand (``python backfill.py --scope …``, ``dbt run -s …``)."""

_ERROR_RE = re.compile(
    r"^\s*(?:E\s+)?(?:[\w.]*[A-Z]\w*(?:Error|Exception|Failure|Fault|Warning)\b"
    r"|(?:error|fatal|panic|warning|npm ERR!|ERROR|FATAL|HINT|DETAIL|LINE\s+\d+)\s*(?:\[\w+\])?:"
    r"|Caused by:|Exception in thread\b|thread '[^']*' panicked\b|Segmentation fault\b"
    r"|Failure in test\b|Failure/Error:|Got \d+ results?,|Completed with \d+ errors?"
    r"|(?:---\s+)?(?:FAIL|PASS)\b(?::|\s+\S+\s+\()|FAIL$|FAILED\b|PASSED\b"
    r"|assertion `[^`]*` failed|\s*(?:left|right|expected|actual|got|want|received|but was)\s*:"
    r"|=+\s*(?:FAILURES|ERRORS|short test summary info|\d+\s+failed)\b.*=+"
    r"|at\s+[\w$.<>]+\s*\(|at\s+[\w$./<>]+:\d+|\w+\.(?:py|go|rs|js|ts|java|kt|rb):\d+(?::\d+)?:)",
)
"""An error's, a stack trace's or a test runner's line (``KeyError: …``, ``error: …``,
``Caused by:``, ``--- FAIL: TestX (0.00s)``, ``expected: <612> but was: <null>``,
``revenue_test.go:42: got 0``, ``Failure in test …``, ``at Foo.bar(Foo.java:42)``)."""

_OUTPUT_RE = re.compile(
    r"^\s*(?:\+[-+]{2,}|-+(?:\+-+)+|\(\d+\s+rows?\)|\d+\s+rows?\s+in\s+set\b.*|Empty\s+set\b.*"
    r"|Query\s+OK\b.*)\s*$"
)
"""A client's output furniture: a table's border (``+----+``, ``----+----``), ``(0 rows)``,
``Empty set``; never a Markdown table's rule (``|---|``) or a page's rule (``---``)."""

_FENCE_RE = re.compile(r"^\s*(?:```|~~~)[\w+-]+\s*$")
"""A code fence opened with its language (```` ```yaml ````)."""

_ARTEFACT_WORDS = (
    r"(?:(?:code|pr|mr|pull request|merge request|cr|design)\s*)?(?:review|reviews|comment|comments"
    r"|nit|nits|nitpick|suggestion|question|issue|praise|thought|chore|todo|minor|optional"
    r"|blocking|non-blocking|lgtm|notebook|markdown|cell|code|log|logs|stdout|stderr"
    r"|traceback|stack\s*trace|error|test|tests|test\s+name|test\s+output|dbt|ci|build"
    r"|pipeline|job|runbook|config|snippet|diff|patch|commit|message|pr|mr|q"
    r"|(?:feature\s+)?flags?|env|acceptance\s+criteria|(?:the\s+)?data(?:\s+|-)team)"
    r"|评论|意见|评审|审查|代码审查|代码评审|报错|日志|单测|测试|配置|笔记本|提交"
    r"|代码注释|注释|功能开关|特性开关|环境变量|验收标准|数据组|数据团队"
    r"|レビュー|コメント|指摘|ノートブック|セル|ログ|テスト名?|設定|エラー|差分"
    r"|機能フラグ|フラグ|環境変数|完了条件|受け入れ条件|データチーム"
)
"""The words a caption of a developer's artefact is made of (a closed class): its kinds,
a ticket's headings ("Acceptance criteria", 「完了条件」) and the team it is addressed to."""

_CAPTION_RE = re.compile(
    r"^\s*(?:(?:" + _ARTEFACT_WORDS + r"|[\w./-]+\.(?:py|ts|js|go|java|sql|ya?ml|json|md|ipynb)"
    r"|L\d+(?:-L?\d+)?|line\s+\d+|#\d+|on|in|of|for|the|a|from|\(\w+(?:-\w+)?\)"
    r"|の|里|上|中|第\d+行)[\s,/]*)+[:：]\s*",
    re.IGNORECASE,
)
"""A caption before a colon made only of artefact words, file names, line and item
numbers (``review comment on kpi/constants.py L42:``, ``nit:``, ``suggestion
(non-blocking):``, ``PR #812 review:``, ``PRレビュー:``, ``code review 意见：``)."""

_ASSERTION_RE = re.compile(
    r"(?:\bexpected\s+\S+(?:\s+\S+)?\s*,?\s*(?:but\s+)?(?:got|was|received)\s+"
    r"(?:None|null|nil|undefined|NaN|NULL|<[^>]*>|-?\d[\d.,_]*\d|\d|'[^']*'|\"[^\"]*\")"
    r"|\b(?:assert(?:ion)?\s+)?(?:\w+\s+)?(?:is|was|==|!=)\s+(?:None|null|nil|undefined|NaN)\b"
    r"|\s*(?:が|は)\s*(?:None|null|nil|undefined|NaN|NULL)\s*(?:です|になる|になります|のまま|でした)?"
    r"|\b(?:mismatch|AssertionError)\b)",
)
"""An assertion's message (``expected jp_revenue_fy2023 but got None``, ``X is None``,
``mo_ebitda_fy2024 が None です``, ``mismatch``): the runner's words."""


def opens_a_query(lines: list[str]) -> bool:
    """Whether ``lines`` hold a query: a line opening one, or a ``SELECT`` list over a
    ``FROM`` line."""
    return any(
        _SQL_OPEN_RE.match(line)
        or (_SELECT_RE.match(line) and at + 1 < len(lines) and _FROM_RE.match(lines[at + 1]))
        for at, line in enumerate(lines)
    )


def is_tool_line(line: str, in_query: bool) -> bool:
    """Whether ``line`` is a tool's: a prompt and command, an error or a runner's report,
    a client's output, a code fence, or (``in_query``) a query's clause."""
    if _FENCE_RE.match(line) or _OUTPUT_RE.match(line) or _ERROR_RE.match(line):
        return True
    if _PROMPT_RE.match(line) or _COMMAND_RE.match(line):
        return True
    clause = _SQL_CLAUSE_RE.match(line)
    return bool(in_query and clause and _SQL_FORM_RE.search(line) and not re.search(r"[?？]", line))


_ARTEFACT_WORD_RE = re.compile(_ARTEFACT_WORDS + r"|[\w./-]+\.\w+|L\d+|#\d+", re.IGNORECASE)


def is_caption(line: str) -> bool:
    """Whether ``line`` is a caption of an artefact alone (``notebook markdown cell:``)."""
    caption = _CAPTION_RE.match(line)
    return bool(
        caption and not line[caption.end() :].strip() and _ARTEFACT_WORD_RE.search(caption.group())
    )


def without_tool_phrases(text: str) -> str:
    """``text`` less a leading caption and the assertion messages written in it."""
    caption = _CAPTION_RE.match(text)
    if caption and _ARTEFACT_WORD_RE.search(caption.group()):
        text = text[caption.end() :]
    return _ASSERTION_RE.sub(" ", text)
