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

from ragspine_eval_pipeline.engine._code_remarks import without_code_remarks
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._tool_output import (
    is_caption,
    is_tool_line,
    opens_a_query,
    without_tool_phrases,
)
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["without_code_context"]

_COMMENT_RE = re.compile(
    r"(?:^|(?<=\s))(?://+|#+|--(?:\[\[)?|/\*+|<!--|;+|%+|(?i:rem)\b|::|'(?=\s))\s?(?P<text>.*?)\s*"
    r"(?:\*/|-->|\]\])?\s*$"
)
"""A comment: its marker and the text after it, to the end of the line (a closing marker
taken off)."""

_COMMENT_START_RE = re.compile(r"^\s*(?://|#|--\s|--\[\[|/\*|<!--|;|%\s|(?i:rem)\s|::\s)")
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

_CELL_PREFIX_RE = re.compile(r"^\s*(?:In|Out)\s*\[\s*\d*\s*\]\s*:\s*")
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

_IDENTIFIER = r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\[[^\]]*\])?"
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

_STRUCTURED_LOG_RE = re.compile(
    r"^\s*\{\s*\"(?:level|severity|lvl|msg|message|time|ts|timestamp)\"\s*:.*\}\s*$"
    r"|^\s*(?:time=\S+\s+)?(?:level|lvl|severity)=\w+\s+.*$",
    re.IGNORECASE,
)
"""A structured log line, as JSON or logfmt: the logger's record, never the asker's words."""

_COMMIT_SUBJECT_RE = re.compile(
    r"^\s*(?:feat|fix|chore|docs|refactor|test|tests|perf|build|ci|style|revert|wip)"
    r"(?:\([\w./-]+\))?!?:\s+(?P<text>.+)$"
)
"""A commit's subject in the conventional form (``feat(dashboard): add HK net profit tile``)."""

_COMMIT_WORDS = frozenset(
    re.findall(
        r"\S+",
        """
    add adds added fix fixes fixed update updates updated remove removes removed backfill
    backfills refactor rename bump wire show shows hide use new the a an for to of in on and
    with from into tile tiles card cards dashboard chart page table widget column field test
    tests figure figures number numbers value values kpi kpis metric metrics report numbers
        """,
    )
)
"""The words a commit's subject says its change with (a closed class)."""


def _only_commit_words(text: str, matcher: Matcher) -> bool:
    """Whether ``text`` holds only the KB's names and the words of a commit's change."""
    folded = normalize(text)
    spans = [(m.start, m.end) for m in matcher.find(folded)]
    rest = "".join(" " if any(a <= i < b for a, b in spans) else c for i, c in enumerate(folded))
    return all(w in _COMMIT_WORDS or w.isdigit() for w in re.findall(r"[a-z]+|\d+", rest)) and not (
        re.search(r"[^\x00-\x7f]", rest.strip())
    )


_MARKUP_RE = re.compile(
    r"^\s*(?:<[A-Za-z][^>]*>\s*[-—–?.…_\s\d]*\s*(?:</[A-Za-z]+>)?|</[A-Za-z]+>)\s*$"
)
"""A line of markup holding no words (``<span id="gm">--</span>``, ``</div>``)."""

_TEST_SAYS_RE = re.compile(
    r"^\s*(?:(?:it|test|describe|context|scenario|should)\s*\(\s*|assert\b.*?,\s*)"
    r"(?P<q>[\"'`])(?P<text>.+?)(?P=q)"
)
"""A test's sentence: its description (``it("shows …", …``) or its assertion's message
(``assert x == 0, "…"``)."""

_TEST_VERB_RE = re.compile(
    r"^\s*(?:it\s+)?(?:should\s+)?(?:shows?|returns?|renders?|displays?|has|have|matches|match"
    r"|computes?|loads?|reads?|gets?|fetch(?:es)?|contains?|includes?|equals?)\s+(?:the\s+)?",
    re.I,
)
"""The verb a test's description opens with ("shows", "should return"): the test's act."""

_LOG_RE = re.compile(
    r"^\s*(?:(?:\[?\d{4}-\d\d-\d\d[T ][\d:.,]+(?:Z|[+-]\d\d:?\d\d)?\]?\s+)?"
    r"(?:\[?(?:TRACE|DEBUG|INFO|WARN|WARNING|ERROR|FATAL|CRITICAL)\]?)\s+(?:\[[\w.-]+\]\s+)?"
    r"(?:[\w.\-\[\]/]+\s*(?::|\s-)\s*)?"
    r"|[IWEF]\d{4}\s+[\d:.]+\s+\d+\s+[\w.-]+:\d+\]\s+"
    r"|[VDIWEF]/[\w.$-]+(?:\(\s*\d+\))?:\s+)(?P<message>.*)$"
)
"""A log line: its time, level and logger (Python's, Log4j's, glog's ``W0601 … file.go:88]``,
logcat's ``E/KpiLoader:``) and the message."""

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
    r"|returns?\s+(?:NULL|null|None|NaN|nothing|no\s+rows?|empty)(?:\s+for\s+\S+?)?(?=[\s.,;]|$)"
    r"|has\s+no\s+rows?(?:\s+for\s+(?:it|this|them))?"
    r"|(?:先|暂时|暂且|临时)(?:写了|填了|放了|写成|填成)\s*(?:NULL|null|None|0|空值?)"
    r"|(?:とりあえず|仮に|仮で)\s*(?:NULL|None|0)\s*(?:を|で)?\s*(?:入れて(?:います|ある|る)?|埋めて(?:います|ある|る)?)"
    r"|(?<![\u4e00-\u9fff])仮(?:置き|の値|値)?(?![\u4e00-\u9fff])"
    r"|(?:一直)?(?:取不到|拿不到|查不到|读不到)|(?:が|は)?(?:取れない|読めない|取得できない)"
    r"|未入力|未設定|未定義|未連携|未反映|未登録|欠損|空のまま|(?:先)?写死了?"
    r"|(?:还是|仍是)?\s*mock\s*数据|缺失|为空|是空的|(?:还|先)?空着|缺值"
    r"|(?:这个|この)?占位(?:符|值)?(?=[，,。值]|$)"
)
"""What the asker's code is in: a value missing, empty, hard-coded, mocked, not synced or
a placeholder (「未入力」, 「先写死」, 「缺失」, 「未連携」, 「占位」, "returns NULL for x",
"has no row"). It says why the figure is asked, never which."""

_COLUMN_STATE_RE = re.compile(
    r"(?:(?:这|那)一?|the\s+)?(?:column|row|field|cell|カラム|列|字段|セル)\s*(?:が|は|是|is)?\s*"
    r"(?:NULL|null|None|NaN|empty|blank|missing|空的?|为空|缺失|空です)"
)
"""A column or cell said empty (「カラムが NULL」, 「这一列是空的」): the table's state."""

_NULL_RE = re.compile(r"(?<![A-Za-z0-9_$])(?:NULL|null|undefined|NaN|nil)(?![A-Za-z0-9_$])")
"""A literal of no value written in a comment (``is NULL``, 「が NULL のまま」)."""

_FILE_NAME_RE = re.compile(
    r"^\s*(?:[\w./-]+\.(?:py|ts|tsx|js|go|java|kt|sql|ya?ml|md|json|ipynb)|\.env(?:\.\w+)?)"
    r"(?![\w.])\s*(?:[—–-]+\s*)?"
)
"""A file's name leading a comment (``test_sg_summary.py —``, ``.env.staging``)."""


_QUOTE_RE = re.compile(r"^\s*>\s(?=.*[=(;{])")
"""A review's quote mark before a quoted line of code (``> MO_NET_PROFIT_FY25 = 350``)."""


def _is_code(line: str, in_query: bool = False) -> bool:
    """Whether ``line`` is a statement of code by its form, or a tool's line
    (``_tool_output``; ``in_query``: a query's clauses may stand on it)."""
    if _CELL_PREFIX_RE.match(line) and not _CELL_RE.match(line):
        return True  # the code of a notebook's cell after its prompt
    line = _QUOTE_RE.sub("", line)
    if is_tool_line(_INLINE_COMMENT_RE.sub("", line), in_query):
        return True
    code = _INLINE_COMMENT_RE.sub("", line)
    if _DECLARATION_RE.match(code) or _CALL_STATEMENT_RE.match(code):
        return True
    if _STATEMENT_END_RE.search(code):
        return True
    if _COMMIT_RE.match(line) or _TEST_REPORT_RE.match(line) or _CELL_RE.match(line):
        return True
    if _BLOCK_RE.match(code) or _GIT_LOG_RE.match(line):
        return True
    setting = _PLAIN_SETTING_RE.match(line)
    if setting and _INLINE_COMMENT_RE.search(line):
        return bool(_VALUE_RE.match(setting.group("value").strip()))
    assignment = _ASSIGNMENT_RE.match(line)
    return assignment is not None and bool(_VALUE_RE.match(assignment.group("value").strip()))


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
    fixture fixtures loader pnl placeholder default seed raw src gm np hc rev
    config settings constants conftest spec runbook readme dashboard card tile widget
    notebook sync backfill job etl pipeline schema models marts hr
        """,
    )
)
"""The words tables, columns, variables and their files are named with: a schema's and
a code base's (``gm``, ``hc``: a metric's abbreviation in code), never a part of the
business."""

_TEST_WORDS = frozenset(
    re.findall(
        r"\S+",
        "test tests matches match equals eq present exists positive nonzero non not null none "
        "empty correct valid is has returns deck slide sheet workbook report label",
    )
)
"""The words a test's name says its check with (``test_jp_ebitda_fy23_present``,
``test_macau_ebitda_fy2024_matches_deck``), beside the figure it checks."""

_TEST_NAME_RE = re.compile(r"(?<![\w$])(?:test_\w+|Test[A-Z0-9]\w*)")
"""A test's name (``test_hk_revenue_fy2024``, ``TestJpRevenueFy2023``)."""

_PAIR_RE = re.compile(r"^(?P<key>[\w.$-]+)=(?P<value>.*)$")
"""A setting written ``key=value`` (``scope=ACME_MO``, ``fallback=0``)."""

_LITERAL_RE = re.compile(
    r"^(?:|-?\d[\d._]*|none|null|nil|nan|undefined|true|false|\?+|tbd|['\"][^'\"]*['\"])$",
    re.IGNORECASE,
)
"""A literal value: a number, a placeholder, a quoted string."""

_EXCEPTION_RE = re.compile(
    r"(?<![\w$])[\w.]*(?:Error|Exception)(?![\w$])(?:\s*:\s*(?:'[^']*'|\"[^\"]*\"|\([^)]*\)|[\w.]+))?"
)
"""An exception's name and what it holds, written in a sentence (``KeyError: 'DPS'``)."""

_SPAN_RE = re.compile(r"`(?P<code>[^`\n]+)`")
"""A span of code written inline in a sentence (`` `jp_gm = 0.33  # TODO` ``)."""

_FILE_RE = re.compile(
    r"(?<![\w/.-])(?P<name>[\w/.-]*[A-Za-z_][\w-]*)\.(?:py|ts|tsx|js|go|java|kt|rb|rs|sql|ya?ml"
    r"|json|toml|ini|cfg|md|ipynb|csv|parquet|env)(?![\w.])"
)
"""A file's name written in a sentence (``kpi/constants.py``, ``roadmap.yaml``)."""


def _parts(identifier: str) -> list[str]:
    """The words of an identifier, lower-cased."""
    return [p.casefold() for p in _PART_RE.findall(identifier)]


def _scope_codes(matcher: Matcher) -> frozenset[str]:
    """The KB's own short codes of its scopes (``mo`` of ``ACME_MO``): in an identifier
    of code they name the scope, as the code does."""
    prefix = (matcher.group_scope or "").split("_")[0].casefold()
    return frozenset(
        key[0][len(prefix) + 1 :]
        for key in matcher.latin
        if prefix and len(key) == 1 and re.fullmatch(rf"{prefix}_[a-z]+", key[0])
    )


def _restates(identifier: str, matcher: Matcher) -> bool:
    """Whether an identifier's words are only the KB's names, years and a schema's words
    (``hkProfitFy2024``, ``dim_region.headcount``): it names the figure the comment asks
    in code, and adds nothing. One holding another word (``sg_delivery_revenue``) may
    name a part of the figure: its words are read as written."""
    parts = _parts(identifier)
    allowed = _SCHEMA_WORDS | _scope_codes(matcher)
    allowed |= _TEST_WORDS if parts[:1] == ["test"] else frozenset()
    text = " ".join(parts)
    spans = [(m.start, m.end) for m in matcher.find(text)]
    rest = "".join(" " if any(a <= i < b for a, b in spans) else c for i, c in enumerate(text))
    return all(
        word in allowed or word.isdigit() or re.fullmatch(r"(?:fy|q|h)\d+", word)
        for word in rest.split()
    )


def _kb_whole(word: str, matcher: Matcher) -> bool:
    """Whether the KB names ``word`` whole (``ACME_HK``)."""
    word = normalize(word)
    return any(m.start == 0 and m.end == len(word) for m in matcher.find(word))


def _identifier_words(token: str, matcher: Matcher) -> str:
    """An identifier of code as the asker's words: a KB code as it is, one restating
    the KB's names as nothing, any other read word by word; a setting ``key=value`` as
    its value where the KB names it, as nothing where it is a literal."""
    pair = _PAIR_RE.match(token)
    if pair:
        key, value = pair.group("key"), pair.group("value").strip("'\"")
        if _kb_whole(value, matcher) or re.fullmatch(r"(?:FY|fy)?\d{4}", value):
            return " " + value + " "
        if _LITERAL_RE.match(value):
            return " "
        return " " + _identifier_words(key, matcher) + " " + _identifier_words(value, matcher) + " "
    if not _CODE_WORD_RE.search(token) or _kb_whole(token, matcher):
        return token
    return " " if _restates(token, matcher) else " " + " ".join(_parts(token)) + " "


def _file_words(match: re.Match[str], matcher: Matcher) -> str:
    """A file's name as the asker's words: nothing where its name restates the KB's
    names, a schema's and a code base's words; its words otherwise."""
    name = match.group("name")
    return " " if _restates(name, matcher) else " " + " ".join(_parts(name)) + " "


def _span_words(match: re.Match[str], matcher: Matcher) -> str:
    """An inline span of code as the asker's words: a statement's comment alone, a
    name's words as an identifier's."""
    code = match.group("code").strip()
    setting = re.match(r"^[A-Za-z_][\w.]*\s*:\s*(?P<value>.*)$", code)
    if setting:  # a setting: a literal is the code's; words written in it are kept as written
        return " " if _LITERAL_RE.match(setting.group("value")) else match.group()
    if _is_code(code) or ("=" in code.replace("==", "") and " " in code):
        inline = _INLINE_COMMENT_RE.search(code)
        return " " + _words_of(inline.group("text"), matcher) + " " if inline else " "
    return " " + code + " "


def _words_of(comment: str, matcher: Matcher) -> str:
    """A comment's text as the asker's words: its label, a leading file name and the
    identifiers of code taken out, but those the KB names whole (``ACME_HK``)."""
    text = without_tool_phrases(_COLUMN_STATE_RE.sub(" ", comment))
    text = _FILE_NAME_RE.sub("", _LABEL_RE.sub("", text))
    if _CELL_RE.match(text):
        return ""
    text = _CELL_PREFIX_RE.sub("", text)
    text = _COLUMN_STATE_RE.sub(" ", _EXCEPTION_RE.sub(" ", text))
    text = _NULL_RE.sub(" ", _STATE_RE.sub(" ", text))
    text = _SPAN_RE.sub(lambda m: _span_words(m, matcher), text)
    text = _FILE_RE.sub(lambda m: _file_words(m, matcher), text)
    text = _TOKEN_RE.sub(lambda m: _identifier_words(m.group(), matcher), text)
    text = _STATE_RE.sub(" ", _NULL_RE.sub(" ", text))
    return re.sub(r"[ \t]{2,}", " ", text).strip(" \t:：-—–")


def _line_words(line: str, matcher: Matcher, in_query: bool = False) -> tuple[str, bool]:
    """The asker's words on ``line`` and whether the line held code or a code comment
    (``in_query``: a query's clauses may stand on it)."""
    if _STRUCTURED_LOG_RE.match(line) or _MARKUP_RE.match(line):
        return "", True
    subject = _COMMIT_SUBJECT_RE.match(line)
    if subject:  # a commit's subject says what the commit does: read where it asks or narrows
        text = _words_of(subject.group("text"), matcher)
        plain = not re.search(r"[?？]", text) and _only_commit_words(text, matcher)
        return ("" if plain else text), True
    said = _TEST_SAYS_RE.match(line)
    if said:  # a test's own sentence: what it checks, in words
        text = _TEST_VERB_RE.sub("", said.group("text"))
        return _words_of(text, matcher), True
    log = _LOG_RE.match(line)
    if log:
        message = log.group("message")
        parts = _DASH_RE.split(message, maxsplit=1)
        words = _words_of(parts[-1], matcher)
        if len(parts) > 1 and not matcher.find(normalize(words)):
            # "… not found — what was it?": the question points at the message
            words = _words_of(" ".join(parts), matcher)
        if len(parts) == 1:  # the log's own message: its schema's words are the log's
            words = " ".join(w for w in words.split() if w.casefold() not in _SCHEMA_WORDS)
        return words, True
    if _is_code(line, in_query):
        line = _QUOTE_RE.sub("", line)
        inline = _INLINE_COMMENT_RE.search(line)
        if inline and not _COMMIT_RE.match(line):
            return _words_of(inline.group("text"), matcher), True
        # A failed test's name says what it checks: its words are read as any identifier's.
        names = [_identifier_words(name, matcher) for name in _TEST_NAME_RE.findall(line)]
        return " ".join(" ".join(names).split()), True
    if _HEADER_KEY_RE.match(line):
        return "", "_" in line
    comment = _COMMENT_RE.match(line)
    if comment and _COMMENT_START_RE.match(line):
        return _words_of(comment.group("text"), matcher), bool(
            _LABEL_RE.match(comment.group("text"))
        )
    if line.strip().startswith(('"""', "'''", "*")):
        return _words_of(line.strip().strip("\"'* "), matcher), False
    return _words_of(line, matcher), _holds_code(line)


_CODE_SPAN_RE = re.compile(_CODE_WORD_RE.pattern + r"|^\s*[A-Za-z_][\w.]*\s*:\s")
"""What makes an inline span code's: a word of code, or a setting ``key: value``."""


def _holds_code(line: str) -> bool:
    """Whether a sentence holds code written inline: a span of code, a file's name, or a
    test's name (``test_jp_revenue``)."""
    return bool(
        any(_CODE_SPAN_RE.search(m.group("code")) for m in _SPAN_RE.finditer(line))
        or is_caption(line)
        or _FILE_RE.search(line)
        or re.search(r"(?<![\w$])test_\w+", line)
    )


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
    comment = _INLINE_COMMENT_RE.search(line) or _COMMENT_RE.match(line.strip())
    if comment is None or not (_INLINE_COMMENT_RE.search(line) or line.lstrip()[:1] in "/#-<*"):
        return ""
    return _words_of(comment.group("text"), matcher)


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
    if not any(matcher.find(normalize(text)) for text in words):
        return question  # "what's the number?": the words point at the code, read whole
    return "\n".join(without_code_remarks(words, matcher))
