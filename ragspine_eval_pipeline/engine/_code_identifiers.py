"""The identifiers of code a developer writes in their sentences, read as words
(``_code_context``): ``hkProfitFy2024``, ``dim_region.headcount``, ``scope=ACME_HK``,
``test_jp_revenue_fy2023``, ``kpi/constants.py``.

An identifier made only of the KB's names, years and a schema's or a code base's words
(closed classes, stated here) restates the figure the sentence asks in code, and adds
nothing; one holding another word (``sg_delivery_revenue``) may name a part of the
figure, and its words are read as written.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = [
    "CODE_WORD_RE",
    "FILE_RE",
    "LITERAL_RE",
    "SCHEMA_WORDS",
    "TEST_NAME_RE",
    "TOKEN_RE",
    "file_words",
    "identifier_words",
    "only_commit_words",
]

TOKEN_RE = re.compile(r"(?<![\w$.=])[A-Za-z_$][\w$.=\[\]'\"-]*(?<![.,'\"-])")
"""A run of characters written without a space, as a word of code is."""


CODE_WORD_RE = re.compile(r"_|[a-z][A-Z]|[A-Za-z]\.[A-Za-z]|=")
"""What makes a word a word of code: snake_case, camelCase, a dotted field, ``key=value``."""


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


def only_commit_words(text: str, matcher: Matcher) -> bool:
    """Whether ``text`` holds only the KB's names and the words of a commit's change."""
    folded = normalize(text)
    spans = [(m.start, m.end) for m in matcher.find(folded)]
    rest = "".join(" " if any(a <= i < b for a, b in spans) else c for i, c in enumerate(folded))
    return all(w in _COMMIT_WORDS or w.isdigit() for w in re.findall(r"[a-z]+|\d+", rest)) and not (
        re.search(r"[^\x00-\x7f]", rest.strip())
    )


_PART_RE = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")
"""A word inside an identifier: a run of capitals, a capitalised or lower-case word, a
number (``hkProfitFy2024`` → hk, Profit, Fy, 2024)."""


SCHEMA_WORDS = frozenset(
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


TEST_NAME_RE = re.compile(r"(?<![\w$])(?:test_\w+|Test[A-Z0-9]\w*)")
"""A test's name (``test_hk_revenue_fy2024``, ``TestJpRevenueFy2023``)."""


_PAIR_RE = re.compile(r"^(?P<key>[\w.$-]+)=(?P<value>.*)$")
"""A setting written ``key=value`` (``scope=ACME_MO``, ``fallback=0``)."""


LITERAL_RE = re.compile(
    r"^(?:|-?\d[\d._]*|none|null|nil|nan|undefined|true|false|\?+|tbd|['\"][^'\"]*['\"])$",
    re.IGNORECASE,
)
"""A literal value: a number, a placeholder, a quoted string."""


FILE_RE = re.compile(
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
    allowed = SCHEMA_WORDS | _scope_codes(matcher)
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


def identifier_words(token: str, matcher: Matcher) -> str:
    """An identifier of code as the asker's words: a KB code as it is, one restating
    the KB's names as nothing, any other read word by word; a setting ``key=value`` as
    its value where the KB names it, as nothing where it is a literal."""
    pair = _PAIR_RE.match(token)
    if pair:
        key, value = pair.group("key"), pair.group("value").strip("'\"")
        if _kb_whole(value, matcher) or re.fullmatch(r"(?:FY|fy)?\d{4}", value):
            return " " + value + " "
        if LITERAL_RE.match(value):
            return " "
        return " " + identifier_words(key, matcher) + " " + identifier_words(value, matcher) + " "
    if not CODE_WORD_RE.search(token) or _kb_whole(token, matcher):
        return token
    return " " if _restates(token, matcher) else " " + " ".join(_parts(token)) + " "


def file_words(match: re.Match[str], matcher: Matcher) -> str:
    """A file's name as the asker's words: nothing where its name restates the KB's
    names, a schema's and a code base's words; its words otherwise."""
    name = match.group("name")
    return " " if _restates(name, matcher) else " " + " ".join(_parts(name)) + " "
