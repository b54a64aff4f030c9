"""Rows of a sheet pasted above a question: the table is context, the question is asked.

People paste what they are working on before they ask: tab-separated rows copied from a
sheet, CSV lines, a Markdown table (``| Market | FY2024 |`` over ``|---|---|``), with a
caption ("Copied out of the budget file (JPY m, Japan net profit):", 「从预算表粘贴的（单位：
百万港元）：」, 「予算表からコピーしました（単位：百万米ドル）」). Their cells are the asker's own
numbers, years, names and notes: none is a figure of the KB, nor the year or market
asked. So the table and its caption are taken out and the question after them is read
alone ("These are my rough numbers. What was Japan's actual net profit in FY2024?").

A question pointing at the table ("the FY2023 cell", "that empty line", "the headcount
column", 「新加坡那一格」, 「这几格」, 「香港の欄」, 「その行」, 「両方の値」, or a verb of
filling it: "fill in", 「补上」, 「埋めてください」) asks the cells it points at: the blank
cells whose row label or column header the question names (all of them when it names
none, the last row's for "the bottom row"). Each is asked by what labels it: its row's
label, its column's header, a unit written in its row and the caption (less the words
of pasting it), "What is the Japan FY2024 (JPY m, Japan net profit)?". A label the
KB has no name for is kept, so a column of same-store growth or a row of tax-free sales
is still refused; a question saying more than which cells (a document, "how did the
review put it") keeps its words, the pointer replaced by the cells' labels.

A message of one line is never a table; a block of CSV lines needs two lines or three
cells, and a comma followed by a space is a sentence's, not a cell's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["without_pasted_table"]

_BLANK_CELL_RE = re.compile(r"^(?:_+|＿+|\?+|？+|—|–|-)?$")
"""A cell left blank: empty, ``___``, ``?``, a dash."""
_INLINE_BLANK_RE = re.compile(r"^(?P<label>.+?)\s+(?:_{2,}|＿{2,}|\?{2,})$")
"""A label and its blank in one cell (``2024年度 ___``)."""
_VALUE_RE = re.compile(
    r"^[~≈约約]?\s*[-+(]?[$¥€£]?\s*\d[\d,.]*\s*(?:%|％|万|億|亿|[kmb]n?)?\)?"
    r"\s*(?:[（(].*[)）]|\?|？|左右|くらい|ぐらい|程度)?$",
    re.IGNORECASE,
)
"""A cell holding a number: the asker's own value, never a label."""
_INLINE_VALUE_RE = re.compile(r"^\S.*?\s+[~≈]?\d[\d,.]*\s*(?:%|％)?\??$")
"""A label and its value in one cell (``2023年度 862``): another cell's figure."""
_YEAR_ONLY_RE = re.compile(r"^(?:19|20)\d\d$")
_SEPARATOR_RE = re.compile(r"^\s*:?-{2,}:?\s*$")
_THOUSANDS_RE = re.compile(r"(?<![\w.,])(\d{1,3}),(?=\d{3}(?!\d))")
_CAPTION_SPLIT_RE = re.compile(r"^(?P<caption>[^,\t|]*?[：:])\s*(?P<row>[^：:]*,[^：:]*)$")
"""A caption and a CSV row on one line: 「日本收入（百万日元）：2024财年,,2025财年,109800」."""

_PASTE_RE = re.compile(
    r"past(?:e|ed|ing)\b|cop(?:y|ied|ying)\b|\bfrom\s+(?:my|our|the|a)\b|\bhere(?:'s|\s+is|\s+are)\b"
    r"|复制|複製|粘贴|粘貼|贴|貼|拷贝|拷貝|抄|转发|轉發|コピー|貼り付け|貼付|抜粋|転記",
    re.IGNORECASE,
)
"""A caption's words of pasting: the table's provenance, never the figure's."""
_BRACKET_RE = re.compile(r"[（(]([^（）()]*(?:[（(][^（）()]*[)）][^（）()]*)*)[)）]")

_POINTER_EN_RE = re.compile(
    r"\b(?:the|that|this|these|those|both|each|all|my|our|its)\s+"
    r"(?:[\w%&+./'’-]+\s+){0,5}?"
    r"(?:cells?|rows?|columns?|cols?|fields?|box(?:es)?|slots?|gaps?|entr(?:y|ies)|blanks?"
    r"|number|figure|value)\b"
    r"|\bfill(?:\s+in|\s+out)?\b|\bpopulate\b|\bgo(?:es)?\s+in(?:to)?\b"
    r"|\b(?:put|enter|insert|type)(?:\s+(?:in|down))?\b|\bplug\s+in\b|\bwrite\s+(?:in|down)\b"
    r"|\bcomplete\b",
    re.IGNORECASE,
)
"""A phrase pointing at cells of the table, or a verb of filling them."""
_POINTER_ZH_RE = re.compile(
    r"(?:这|那|這|哪)(?:一|两|兩|几|幾)?(?:个|個)?(?:格子?|栏|欄|行|列)|(?:两|兩|几|幾|各)格"
    r"|(?:这|那|這)(?:两|兩|几|幾)个?数|(?:填|补|補)(?:上|齐|齊|一下)?|空着|空著|空的"
)
_POINTER_JA_RE = re.compile(
    r"(?:この|その|あの|当該|両方の|2つの|二つの)?(?:欄|セル|マス|行|列)"
    r"|両方の(?:数字|数値|値)|埋め|(?:に)?入る|入れ|記入|空白|空欄"
)
_NOUN_POINTER_RE = {
    "en": re.compile(_POINTER_EN_RE.pattern.split("|\\bfill")[0], re.IGNORECASE),
    "zh": re.compile(
        r"(?:这|那|這|哪)(?:一|两|兩|几|幾)?(?:个|個)?(?:格子?|栏|欄|行|列)|(?:两|兩|几|幾|各)格"
        r"|(?:这|那|這)(?:两|兩|几|幾)个?数|(?:最后|最後|第一)(?:一)?(?:行|格|栏|欄)"
    ),
    "ja": re.compile(
        r"(?:この|その|あの|当該|両方の|2つの|二つの)(?:欄|セル|マス|行|列)|両方の(?:数字|数値|値)"
    ),
}
"""A phrase pointing at cells, which their labels may stand for."""
_BLANK_SAID_RE = {
    "en": re.compile(
        r"\b(?:is|are|was|were)\s+(?:still\s+)?(?:empty|blank|missing)\b|\bleft\s+blank\b",
        re.IGNORECASE,
    ),
    "zh": re.compile(r"空着|空著|空的|空白|缺"),
    "ja": re.compile(r"空白|空欄|空いて"),
}
"""A statement that a cell is blank."""
_SEGMENT_RE = re.compile(r"[^，,。；;!！?？—]+[，,。；;!！?？—]*")
_GENERIC_HEADER_RE = re.compile(
    r"^(?:values?|amounts?|figures?|numbers?|数值|數值|值|数字|數字|金额|金額|値|数値)$",
    re.IGNORECASE,
)
"""A column header saying only that the cells hold numbers."""
_OWN_SAID_RE = re.compile(
    r"(?:^|(?<=[.!。！\n]))\s*(?:those|these|they|the\s+(?:numbers|figures|values|rows))\s+"
    r"(?:are|were)\s+(?:just\s+|only\s+|all\s+)?(?:my|our)\s+(?:own\s+)?(?:rough\s+)?"
    r"(?:guess(?:es)?|estimates?|numbers|figures|counts?|calculations?|placeholders?)[.!]"
    r"|(?:^|(?<=[。！\n]))\s*(?:这|那|這)(?:些)?(?:都)?是(?:我|我们|我們)自己(?:估|算|统计|統計|猜|填|编|編)"
    r"的(?:数|數|数字|數字|数据|數據)?[。！]"
    r"|(?:^|(?<=[。！\n]))\s*(?:これ|それ|上記|上の数字)(?:ら)?は(?:私|自分|わたし)の(?:推測|見込み|概算|試算"
    r"|うろ覚え|予想)(?:です|だけです|にすぎません)[。！]",
    re.IGNORECASE,
)
"""A sentence saying the pasted numbers are the asker's own ("These are my own
estimates.", 「这些都是我自己算的数据。」, 「これは私の概算です。」): the table's, set aside
with it."""
_MARK_RE = re.compile(
    r"\b(?:highlighted|colou?red|bolded|starred|shaded)\b|\bin\s+(?:yellow|red|green|bold)\b"
    r"|标黄|標黃|标红|標紅|标绿|標綠|高亮|加粗|涂黄|塗黃|标了色|標了色"
    r"|マーカー|色(?:を)?付け|ハイライト|黄色(?:く|に)",
    re.IGNORECASE,
)
"""A cell pointed at by a mark the paste does not carry (highlighted, 标黄, マーカー): which
one is not in the text, so the table stays as written."""
_LAST_ROW_RE = re.compile(r"\blast\s+(?:row|line|entry)\b|最后一行|最後一行|最終行|最後の行")

_STOP_EN = frozenset(
    re.findall(
        r"\S+",
        """what what's whats is are was were be the a an it it's its in into for of to should
        would could can you please pls go goes fill out populate number numbers figure figures
        value values amount both them this that these those and me give tell i i'm i’m im need
        want my our cell cells row rows column columns col cols field fields box boxes slot slots
        gap gaps blank blanks empty missing entry entries there here so which do does did s last
        first top bottom line lines""",
    )
)
"""The English words of pointing at cells and asking what goes in them."""
_GRAMMAR_ZH = tuple(
    sorted(
        re.findall(
            r"\S+",
            """这 那 這 一 两 兩 个 個 几 幾 各 格子 格 行 列 栏 欄 空着 空著 空的 空 的 是 多少
            最后 最後 第一 应该 應該 应 該 该 填 补 補 上 齐 齊 请 請 帮我 幫我 帮 幫 我 把 都 什么
            什麼 吗 嗎 呢 数值 數值 数字 數字 数 數 值 能 可以 给 給 一下 里 裡 中 要 入""",
        ),
        key=len,
        reverse=True,
    )
)
"""The Chinese words of pointing at cells and asking what goes in them."""
_GRAMMAR_JA = tuple(
    sorted(
        re.findall(
            r"\S+",
            """この その あの 当該 両方 欄 セル マス 行 列 の が は を に へ で も 入る 入れ 埋め て
            ください 下さい 空白 空欄 です ます いくら いくつ 何 数字 数値 値 教えて か なり
            になります お願い し ほしい たい 2つ 二つ""",
        ),
        key=len,
        reverse=True,
    )
)
"""The Japanese words of pointing at cells and asking what goes in them."""
_PUNCT_RE = re.compile(r"[\s\W_]+")


@dataclass(frozen=True)
class _Cell:
    """A cell the question may point at, with the labels that say what it holds."""

    labels: tuple[str, ...]
    blank: bool
    last_row: bool


@dataclass(frozen=True)
class _Table:
    caption: str
    cells: tuple[_Cell, ...]
    start: int
    end: int


def without_pasted_table(question: str, lang: str, reference_date: date, matcher: Matcher) -> str:
    """``question`` with a pasted table and its caption taken out, the cells it points at
    asked by their labels; any other message as it is."""
    lines = question.split("\n")
    table = _table(lines)
    if table is None:
        return question
    before = [ln for ln in lines[: table.start] if ln.strip()]
    asked = [ln for ln in before if ln.rstrip().endswith(("?", "？"))]
    asked += [ln for ln in lines[table.end :] if ln.strip()]
    ask = _OWN_SAID_RE.sub("", "\n".join(ln.strip() for ln in asked)).strip()
    if not ask or _MARK_RE.search(ask):
        return question  # a cell marked in the sheet, which the paste does not show
    pointer = {"en": _POINTER_EN_RE, "zh": _POINTER_ZH_RE, "ja": _POINTER_JA_RE}.get(lang)
    if pointer is None:
        return ask
    targets = _targets(table, ask, lang, reference_date, matcher)
    if not targets:
        return ask
    if pointer.search(ask) is None:
        # A blank cell's label alone asked of (「香港的是多少？」, 「2024年度はいくら？」).
        labels = [lb for c in targets if c.blank for lb in c.labels]
        named = set().union(*(_keys(lb, lang, reference_date, matcher) for lb in labels))
        if not named & _keys(ask, lang, reference_date, matcher) or not _only_points(
            ask, targets, pointer, lang, reference_date, matcher
        ):
            return ask
    caption = _caption_core(table.caption)
    names = [_description(c, caption, lang) for c in targets]
    if _only_points(ask, targets, pointer, lang, reference_date, matcher):
        return " ".join(_asked(n, lang, _names_a_metric(n, matcher)) for n in names)
    # A sentence saying only that a cell is blank (「这一行的数值空着，」) is the table's.
    kept = [
        piece
        for piece in _SEGMENT_RE.findall(ask)
        if not (
            _BLANK_SAID_RE[lang].search(piece)
            and "?" not in piece
            and "？" not in piece
            and _only_points(piece, targets, pointer, lang, reference_date, matcher)
        )
    ]
    ask = "".join(kept).strip(" ,，、—-")
    noun = _NOUN_POINTER_RE[lang].search(ask)
    if noun is None:
        return ask
    joined = {"en": " and ", "zh": "和", "ja": "と"}[lang].join(names)
    rest = _NOUN_POINTER_RE[lang].sub("", ask[noun.end() :])
    return ask[: noun.start()] + joined + rest


def _row_cells(line: str) -> list[str] | None:
    """The cells of a pasted row, or None when ``line`` is no row of a table."""
    text = line.strip()
    if not text:
        return None
    if "\t" in line.strip("\r\n "):
        cells = [c.strip() for c in line.strip("\n").split("\t")]
        return cells if len(cells) >= 2 else None
    if text.count("|") >= 2 or (text.count("|") == 1 and not text.startswith("|")):
        cells = [c.strip() for c in text.strip("|").split("|")]
        return cells if len(cells) >= 2 else None
    masked = _THOUSANDS_RE.sub(r"\1", text)
    if "," not in masked or re.search(r",\s", masked) or masked.endswith(("?", "？")):
        return None
    cells = [c.strip() for c in masked.split(",")]
    if any(len(c) > 60 for c in cells):
        return None
    return cells


def _table(lines: list[str]) -> _Table | None:
    """The one block of pasted rows in ``lines`` with a question after it."""
    rows: list[tuple[int, list[str]]] = []
    caption_inline = ""
    for at, line in enumerate(lines):
        cells = _row_cells(line)
        if cells is None:
            split = _CAPTION_SPLIT_RE.match(line.strip())
            if split is not None and not rows:
                cells = _row_cells(split["row"])
                if cells is not None:
                    caption_inline = split["caption"].rstrip("：:")
        if cells is not None:
            if rows and at != rows[-1][0] + 1:
                return None  # two blocks: read as written
            rows.append((at, cells))
    if not rows:
        return None
    start, end = rows[0][0], rows[-1][0] + 1
    if not any(ln.strip() for ln in lines[end:]) and not any(
        ln.rstrip().endswith(("?", "？")) for ln in lines[:start]
    ):
        return None
    csv = all("\t" not in lines[at] and "|" not in lines[at] for at, _ in rows)
    if csv and len(rows) == 1 and len(rows[0][1]) < 3:
        return None
    grid = [cells for _, cells in rows if not all(_SEPARATOR_RE.match(c) for c in cells if c)]
    grid = [cells for cells in grid if any(cells)]
    if not grid:
        return None
    caption_lines = [ln.strip() for ln in lines[:start] if ln.strip()]
    caption = " ".join(
        [ln for ln in caption_lines if not ln.endswith(("?", "？"))] + [caption_inline]
    ).strip()
    body = [c for cells in grid[1:] or grid for c in cells[1:]]
    if not any(not c or _BLANK_CELL_RE.match(c) or _is_value(c) for c in body):
        return None  # names only, no number of the asker's and no blank: a request laid out
    return _Table(caption, _cells_of(grid), start, end)


def _is_value(cell: str) -> bool:
    """Whether ``cell`` holds a number of the asker's (alone or after its label)."""
    if _YEAR_ONLY_RE.match(cell):
        return False
    return bool(_VALUE_RE.match(cell) or _INLINE_VALUE_RE.match(cell))


def _cells_of(grid: list[list[str]]) -> tuple[_Cell, ...]:
    """The cells of ``grid`` with their labels: a header row's, when its first row holds no
    number and no blank, and the row's own label."""
    header: list[str] | None = None
    if len(grid) >= 2 and all(c and not _is_value(c) for c in grid[0]):
        header, grid = grid[0], grid[1:]
    found: list[_Cell] = []
    for r, row in enumerate(grid):
        for c, cell in enumerate(row):
            inline = _INLINE_BLANK_RE.match(cell)
            blank = bool(_BLANK_CELL_RE.match(cell)) or inline is not None
            if c == 0 and header is not None and not blank:
                continue
            labels: list[str] = []
            if header is not None:
                if c > 0 and row[0] and not _is_value(row[0]):
                    labels.append(row[0])
                if c < len(header) and header[c] and not _GENERIC_HEADER_RE.match(header[c]):
                    labels.append(header[c])
            else:
                for k, other in enumerate(row):
                    if k == c or not other or _is_value(other) or _INLINE_BLANK_RE.match(other):
                        continue
                    after = row[k + 1] if k + 1 < len(row) else ""
                    if k + 1 != c and after and _VALUE_RE.match(after):
                        continue  # another value's label: 「2025财年,109800」
                    if k > c and k != len(row) - 1:
                        continue
                    labels.append(other)
            if inline is not None:
                labels.append(inline["label"])
            words = tuple(lb.replace("_", " ").strip() for lb in labels)
            found.append(_Cell(words, blank, r == len(grid) - 1))
    return tuple(found)


def _keys(text: str, lang: str, reference_date: date, matcher: Matcher) -> set[str]:
    """The KB names and fiscal years ``text`` names, as comparable keys."""
    folded = normalize(text)
    keys = {f"{m.kind}:{m.code}" for m in matcher.find(folded) if m.kind != "unit"}
    keys |= {s.period.code for s in find_periods(folded, lang, reference_date) if s.period}
    return keys


def _targets(
    table: _Table, ask: str, lang: str, reference_date: date, matcher: Matcher
) -> list[_Cell]:
    """The cells ``ask`` points at: the blank ones whose labels it names most."""
    cells = [c for c in table.cells if c.blank] or list(table.cells)
    if _LAST_ROW_RE.search(ask):
        cells = [c for c in cells if c.last_row] or cells
    asked = _keys(ask, lang, reference_date, matcher)
    folded = _PUNCT_RE.sub("", normalize(ask))

    def score(cell: _Cell) -> int:
        points = 0
        for label in cell.labels:
            own = _keys(label, lang, reference_date, matcher)
            text = _PUNCT_RE.sub("", normalize(label))
            points += len(own & asked) + (1 if text and text in folded else 0)
        return points

    best = max(score(c) for c in cells)
    return [c for c in cells if score(c) == best]


def _caption_core(caption: str) -> str:
    """What a caption says of the table, less the words of pasting it."""
    if not caption or _PASTE_RE.search(caption) is None:
        return caption
    return "; ".join(m.group(1).strip() for m in _BRACKET_RE.finditer(caption))


def _description(cell: _Cell, caption: str, lang: str) -> str:
    """The cell said by its labels and the caption."""
    words = " ".join(cell.labels)
    if not caption:
        return words
    return f"{words} ({caption})" if lang == "en" else f"{words}（{caption}）"


def _names_a_metric(name: str, matcher: Matcher) -> bool:
    return any(m.kind == "metric" for m in matcher.find(normalize(name)))


def _asked(name: str, lang: str, figure: bool) -> str:
    """The cell ``name`` asked as a question of the language: a metric's figure by the
    words asking an amount, anything else by its labels alone (「…对利息支出的影响？」)."""
    if not figure:
        return f"{name}は？" if lang == "ja" else f"{name}？" if lang == "zh" else f"{name}?"
    if lang == "zh":
        return f"{name}是多少？"
    if lang == "ja":
        return f"{name}はいくらですか？"
    return f"What is the {name}?"


def _only_points(
    ask: str,
    targets: list[_Cell],
    pointer: re.Pattern[str],
    lang: str,
    reference_date: date,
    matcher: Matcher,
) -> bool:
    """Whether ``ask`` says nothing beyond which cells: pointers, the names and years of
    their labels, the words of filling and asking."""
    own = set().union(
        *(_keys(lb, lang, reference_date, matcher) for c in targets for lb in c.labels)
    )
    rest = normalize(pointer.sub(" ", ask))
    spans = [(m.start, m.end) for m in matcher.find(rest) if f"{m.kind}:{m.code}" in own]
    spans += [
        (s.start, s.end)
        for s in find_periods(rest, lang, reference_date)
        if s.period and s.period.code in own
    ]
    for start, end in sorted(spans, reverse=True):
        rest = rest[:start] + " " * (end - start) + rest[end:]
    for label in sorted({lb for c in targets for lb in c.labels}, key=len, reverse=True):
        rest = rest.replace(normalize(label), " ")
    if lang == "en":
        words = re.findall(r"[a-z0-9][a-z0-9'’%]*", rest)
        return all(w in _STOP_EN or w.startswith("fy") for w in words)
    grammar = _GRAMMAR_ZH if lang == "zh" else _GRAMMAR_JA
    for word in grammar:
        rest = rest.replace(word, "")
    rest = re.sub(r"(?:fy)?\d{2,4}(?:财年|財年|年度|年)?", "", rest)
    return not _PUNCT_RE.sub("", rest)
