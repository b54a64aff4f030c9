"""A comment's text read as the asker's words (``_code_context``): its label and owner,
a leading file name, the state of the code (a value missing, mocked, hard-coded), an
exception's name, literals of no value, inline spans of code and identifiers taken out.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine._code_identifiers import (
    CODE_WORD_RE,
    FILE_RE,
    LITERAL_RE,
    TOKEN_RE,
    file_words,
    identifier_words,
)
from ragspine_eval_pipeline.engine._code_lines import (
    CELL_PREFIX_RE,
    CELL_RE,
    INLINE_COMMENT_RE,
    is_code,
)
from ragspine_eval_pipeline.engine._code_places import names_a_ticket, without_code_places
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._tool_output import is_caption, without_tool_phrases

__all__ = ["LABEL_RE", "holds_code", "words_of"]

LABEL_RE = re.compile(
    r"^\s*(?:[-*]\s*(?:\[[ xX]?\]\s*)?)?(?:TODO|FIXME|XXX|HACK|NOTE|BUG|WIP)"
    r"(?:\s*\([^)]*\))?(?:\s+(?:for|to)\s+@?[\w -]{1,30}?(?=\s*[:：]))?\s*[:：,，]?\s*",
)
"""A comment's label and its owner or reader (``TODO(jlee):``, ``FIXME:``, ``- [ ] TODO``,
``NOTE for reviewers:``)."""


_STATE_RE = re.compile(
    r"(?<![\w-])(?:(?:is|are|was|were)\s+)?(?:still\s+|currently\s+)?(?:missing|empty|blank|unset"
    r"|hard-?coded(?:\s+(?:to|as)\s+\S+?)?|mocked|stubbed|a\s+placeholder|tbd)(?![\w-])"
    r"(?:\s+(?:in|on)\s+the\s+(?:mart|table|fixture|config|dashboard|code|model|sheet))?"
    r"|(?:is|are|was|were)\s+(?:still\s+)?(?:NULL|null|None|NaN|nil|undefined)(?![\w$])"
    r"|(?:is|are)?\s*not\s+(?:yet\s+)?set(?:\s+yet)?(?![\w-])|(?:还|仍)?(?:没有?|未)设(?:置|定)?"
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
    r"(?![\w.])\s*(?:[—–-]+\s*|(?:用に|用の|向けに?|里的?|中的?|的)\s*)?"
)
"""A file's name leading a comment (``test_sg_summary.py —``, ``.env.staging``, 「x.yaml
用に」)."""


_EXCEPTION_RE = re.compile(
    r"(?<![\w$])[\w.]*(?:Error|Exception)(?![\w$])(?:\s*:\s*(?:'[^']*'|\"[^\"]*\"|\([^)]*\)|[\w.]+))?"
)
"""An exception's name and what it holds, written in a sentence (``KeyError: 'DPS'``)."""


_SPAN_RE = re.compile(r"`(?P<code>[^`\n]+)`")
"""A span of code written inline in a sentence (`` `jp_gm = 0.33  # TODO` ``)."""


def _span_words(match: re.Match[str], matcher: Matcher) -> str:
    """An inline span of code as the asker's words: a statement's comment alone, a
    name's words as an identifier's."""
    code = match.group("code").strip()
    setting = re.match(r"^[A-Za-z_][\w.]*\s*:\s*(?P<value>.*)$", code)
    if setting:  # a setting: a literal is the code's; words written in it are kept as written
        return " " if LITERAL_RE.match(setting.group("value")) else match.group()
    if is_code(code) or ("=" in code.replace("==", "") and " " in code):
        inline = INLINE_COMMENT_RE.search(code)
        return " " + words_of(inline.group("text"), matcher) + " " if inline else " "
    return " " + code + " "


def words_of(comment: str, matcher: Matcher) -> str:
    """A comment's text as the asker's words: its label, a leading file name and the
    identifiers of code taken out, but those the KB names whole (``ACME_HK``)."""
    text = without_tool_phrases(_COLUMN_STATE_RE.sub(" ", comment))
    text = without_code_places(_FILE_NAME_RE.sub("", LABEL_RE.sub("", text)))
    if CELL_RE.match(text):
        return ""
    text = CELL_PREFIX_RE.sub("", text)
    text = _COLUMN_STATE_RE.sub(" ", _EXCEPTION_RE.sub(" ", text))
    text = _NULL_RE.sub(" ", _STATE_RE.sub(" ", text))
    text = _SPAN_RE.sub(lambda m: _span_words(m, matcher), text)
    text = FILE_RE.sub(lambda m: file_words(m, matcher), text)
    text = TOKEN_RE.sub(lambda m: identifier_words(m.group(), matcher), text)
    text = _STATE_RE.sub(" ", _NULL_RE.sub(" ", text))
    return re.sub(r"[ \t]{2,}", " ", text).strip(" \t:：-—–")


_CODE_SPAN_RE = re.compile(CODE_WORD_RE.pattern + r"|^\s*[A-Za-z_][\w.]*\s*:\s")
"""What makes an inline span code's: a word of code, or a setting ``key: value``."""


def holds_code(line: str) -> bool:
    """Whether a sentence holds code written inline: a span of code, a file's name, a
    test's name (``test_jp_revenue``), or a ticket's key (``DASH-1182``)."""
    return bool(
        any(_CODE_SPAN_RE.search(m.group("code")) for m in _SPAN_RE.finditer(line))
        or is_caption(line)
        or FILE_RE.search(line)
        or re.search(r"(?<![\w$])test_\w+", line)
        or names_a_ticket(line)
    )
