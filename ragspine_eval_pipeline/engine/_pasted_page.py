"""Text copied out of a PDF page or a slide above a question: the page is context.

Copying out of a PDF or a deck carries the page's layout along: lines broken where the
page broke them, words hyphenated across two lines ("mar-" / "ket", 「毛利」 / 「率」),
bullet glyphs (•, ▪, ・), page numbers ("— 6 —", "Page 2 of 3", 「第 5 页」, 「4ページ」)
and running headers and footers ("ACME Annual Report FY2025 | Financial Highlights",
"Confidential – internal use only", 「内部资料 请勿外传」, 「社外秘」).

Two readings, each before any other rule:

- A word broken across a line is joined, anywhere in a message: a Latin word ending on a
  hyphen with its rest opening the next line ("reve-" / "nue" is "revenue"; the hyphen
  kept where both halves are words and the whole is none, "floating-rate"), and a CJK line
  ending inside a word the analyser reads (or a KB name) across the break (「毛利」 /
  「率是多少」). A break between two words is left as it is.
- Where the lines before the request hold a page's furniture (a page number, a header
  or footer naming a page or a slide, a confidentiality mark, a word broken across lines),
  those lines are the page pasted, never the request: they are set aside and the lines
  after them are read alone. A year or a number in a header ("FY2025 Annual Report"), a
  page number and a market or metric in a bullet never become the period, the value, the
  market or the figure asked, and a heading gives a pointer in the request ("this market",
  「该地区」, 「この地域」) nothing to point at, so it is asked which. A request asked first
  ("…? Here's the page:", 「…？下面是幻灯片：」) is read the same with the page under it, and a
  sentence of the request only remarking on the paste ("Pasted from the deck, sorry for
  the mess.", 「这是从幻灯片上粘贴过来的。」, 「以下、資料の抜粋です。」) goes with the page when
  it names no market, metric, unit, number, name or part of the business.

What stays: a message with no page furniture (bullets alone are a list the asker typed),
one whose lines before the request hold a question mark (the asker's own question) or
name a metric and a year outside a table's row (items the asker numbered "1", "2"), one
whose last line is itself furniture or a bullet, and one whose page names a part of the
business the request does not ("• Online sales" over "Japan revenue for FY2024?": the
page may say which part is asked); each is read as written, so the part is refused.
"""

from __future__ import annotations

import re
import unicodedata

from ragspine_eval_pipeline.engine._context_parts import holds_a_name
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._purpose import part_word
from ragspine_eval_pipeline.engine._spelling import is_a_word
from ragspine_eval_pipeline.kb.analysis import cjk_tokens, latin_words, normalize

__all__ = ["without_pasted_page"]

_BULLET_RE = re.compile(r"^\s*[•▪・◦‣●■□◆◇▸►▶▫◾◽⦁∙○◼◻➢➤✓✔]")
"""A line opened by a slide's or a PDF's bullet glyph."""
_PAGE_PART = (
    r"(?:(?:page|p\.|pg\.?|pp\.|slide|sl\.)\s*\d{1,4}(?:\s*(?:of|/)\s*\d{1,4})?"
    r"|第\s*\d{1,4}\s*[页頁](?:\s*[,，、/]?\s*共\s*\d{1,4}\s*[页頁])?"
    r"|共\s*\d{1,4}\s*[页頁]\s*第\s*\d{1,4}\s*[页頁]"
    r"|\d{1,4}\s*(?:/\s*\d{1,4}\s*)?(?:ページ|頁|页)(?:目)?"
    r"|(?:ページ|スライド)\s*\d{1,4}"
    r"|[-–—―－~～]+\s*\d{1,3}\s*[-–—―－~～]+"
    r"|\d{1,3})"
)
_PAGE_RE = re.compile(rf"^\s*{_PAGE_PART}\s*$", re.IGNORECASE)
"""A line holding a page number only (``4``, ``— 6 —``, ``Page 2 of 3``, 「第 5 页」,
「2/3ページ」)."""
_HEADER_SPLIT_RE = re.compile(r"\s{2,}|\s*[|｜·•]\s*|\s+[–—―-]\s+")
"""Where a running header's or footer's parts are set apart."""
_CONFIDENTIAL_RE = re.compile(
    r"\b(?:(?:strictly\s+)?confidential|internal(?:\s+use)?(?:\s+only)?|not\s+for\s+"
    r"(?:distribution|circulation)|proprietary|do\s+not\s+distribute)\b"
    r"|内部资料|內部資料|内部使用|內部使用|仅供内部|僅供內部|请勿外传|請勿外傳|机密|機密|保密"
    r"|社外秘|部外秘|社内限り|社内用|取扱注意|関係者限り|禁複製",
    re.IGNORECASE,
)
"""A confidentiality mark a page's header or footer carries."""
_ASKS_RE = re.compile(r"[?？]")
_COLON_END_RE = re.compile(r"[:：]\s*$")
_SENTENCE_RE = re.compile(r"[^.!。！?？:：\n]+(?:[.!。！?？:：]+|\n|$)\s*")
_PASTE_WORD_RE = re.compile(
    r"\b(?:cop(?:y|ied|ying)|past(?:e|ed|ing)|pdf|ppt|deck|slides?|pages?|formatting|layout"
    r"|screenshot|excerpt)\b"
    r"|复制|複製|粘贴|粘貼|拷贝|拷貝|截图|截圖|幻灯片|幻燈片|页面|頁面|排版|格式|PPT|PDF"
    r"|コピー|コピペ|貼り付け|貼付|抜粋|スライド|ページ|レイアウト",
    re.IGNORECASE,
)
"""A word of copying out of a page, or of the page copied: a remark on the paste."""
_POINTING_RE = re.compile(r"上面|下面|以上|以下|上述|下述|上方|下方|上記|下記")
"""Where a remark points at the page (「下面是幻灯片」), never a part of the business."""
_FIGURE_KINDS = frozenset({"scope", "metric", "unit", "company"})
"""The names saying which figure is asked; a document or a source ("the results deck")
says where the page was copied from."""
_YEAR_RE = re.compile(r"(?i)\bfy\s*'?\d{2,4}|(?:19|20)\d\d|\d{2,4}\s*(?:财年|財年|年度)")
_CJK_WORDS_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaffー]+")
_SENTENCE_END_RE = re.compile(r"[.。!！?？:：;；]\s*$")
_LATIN_BREAK_RE = re.compile(r"(?P<left>[A-Za-z]+)-[ \t]*\n[ \t]*(?P<right>[A-Za-z]+)")
_CJK_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]")
_KATAKANA_RE = re.compile(r"[\u30a0-\u30ffー]")
_LABEL_RE = re.compile(r"^[^\s:：]{1,8}[:：]")
"""A line opening on a field's label (「期間：」, 「指标:」)."""
_TITLE_WORD_RE = re.compile(r"^(?:[A-Z0-9][\w'’&.%-]*|&|of|and|the|for|in|by|to|[-–—―·|/()（）]+)$")
_QUESTION_WORD_RE = re.compile(
    r"\b(?:what|how|which|who|when|where|why|is|are|was|were|do|does|did|can|could|need)\b"
    r"|多少|几|幾|什么|什麼|吗|嗎|呢|是否|哪|请|請|想|いくら|いくつ|何|ですか|ますか|教えて|ください|たい",
    re.IGNORECASE,
)
"""A word only a question or a request holds: such a line is never a page's title."""


def without_pasted_page(question: str, lang: str, matcher: Matcher) -> str:
    """``question`` with the page pasted above or below its request set aside (module
    docstring); any other message with its broken words joined only."""
    every = _joined_lines(question, lang, matcher)
    text = "\n".join(line for line, _ in every)
    lines = [(ln.strip(), broken) for ln, broken in every if ln.strip()]
    split = _request_below(lines) or _request_above(lines)
    if split is None:
        return text
    page, request = split
    if any(_ASKS_RE.search(ln) for ln, _ in page):
        return text  # the asker's own question stands among the lines
    if not any(broken or _furniture(ln) for ln, broken in page):
        return text  # bullets alone: a list the asker typed
    said = [ln for ln, _ in page if not _furniture(ln)]  # a mark's 内部 is no part
    if any(_a_request_of_its_own(ln, matcher) for ln in said):
        return text  # "1 / Japan revenue FY2024 / 2 / …": items the asker numbered
    if _parts_of_the_business(said, lang) - _parts_of_the_business(request, lang):
        return text  # a page on the online business may be what the figure is asked of
    return _without_remarks_on_the_paste("\n".join(request), lang, matcher)


def _without_remarks_on_the_paste(request: str, lang: str, matcher: Matcher) -> str:
    """``request`` without its sentences on the paste itself ("Pasted from the deck,
    sorry for the mess.", "It's the slide below:", 「下面是幻灯片：」, 「上はスライドからの
    コピーです。」): a sentence asking nothing, holding a word of copying or of the page,
    and naming no market, metric, unit or company, no number and no part of the
    business."""
    pieces = _SENTENCE_RE.findall(request)
    kept = [
        piece
        for piece in pieces
        if not (
            _PASTE_WORD_RE.search(piece)
            and not _ASKS_RE.search(piece)
            and not re.search(r"\d", piece)
            and not any(m.kind in _FIGURE_KINDS for m in matcher.find(normalize(piece)))
            and not _parts_of_the_business([_POINTING_RE.sub(" ", piece)], lang)
            and not _holds_a_name(piece)
        )
    ]
    if not kept or len(kept) == len(pieces):
        return request
    return "".join(kept).strip()


_Line = tuple[str, bool]
"""A line and whether a word broken across lines was joined into it."""


def _request_below(lines: list[_Line]) -> tuple[list[_Line], list[str]] | None:
    """The page and the request under it: the lines after the page's last number,
    footer or bullet, less the titles and table rows heading them; None when the last
    line is itself the page's."""
    end = len(lines)
    while end > 1 and _furniture(lines[end - 1][0]):
        end -= 1  # a footer pasted after the request
    if end < 2 or _furniture(lines[end - 1][0]) or _BULLET_RE.match(lines[end - 1][0]):
        return None
    start = end - 1
    while start > 0 and not (
        _furniture(lines[start - 1][0]) or _BULLET_RE.match(lines[start - 1][0])
    ):
        start -= 1
    if start == 0:
        return None
    # A title or a table's row right under the page's number or footer is the page's.
    while start < end - 1 and _titled(lines[start][0]):
        start += 1
    return lines[:start] + lines[end:], [ln for ln, _ in lines[start:end]]


def _request_above(lines: list[_Line]) -> tuple[list[_Line], list[str]] | None:
    """The request asked before the page pasted under it ("…? Here is the slide:"): the
    lines up to the last one asking or ending on a colon before the page's first number,
    footer or bullet; None when no such line stands first."""
    first = next(
        (i for i, (ln, _) in enumerate(lines) if _furniture(ln) or _BULLET_RE.match(ln)),
        len(lines),
    )
    asked = [
        i
        for i, (ln, _) in enumerate(lines[:first])
        if _ASKS_RE.search(ln) or _COLON_END_RE.search(ln)
    ]
    if not asked or asked[-1] == len(lines) - 1:
        return None
    return lines[asked[-1] + 1 :], [ln for ln, _ in lines[: asked[-1] + 1]]


def _a_request_of_its_own(line: str, matcher: Matcher) -> bool:
    """Whether a line of the page names a metric and a year outside a table's row (a
    row's columns stand apart by wide gaps): an item the asker wrote, never the page's."""
    text = unicodedata.normalize("NFKC", line)
    if re.search(r"\S(?:\s{3,}|\t)\S", text) or not _YEAR_RE.search(text):
        return False
    return any(m.kind == "metric" for m in matcher.find(normalize(text)))


def _holds_a_name(piece: str) -> bool:
    """Whether ``piece`` holds a name the KB may lack: a capitalized word the dictionary
    does not know ("the *Taiwan* deck"), or a CJK word the analyser reads as a name."""
    if holds_a_name(piece):
        return True
    text = unicodedata.normalize("NFKC", piece)
    japanese = bool(re.search(r"[\u3040-\u30ff]", text))
    return any(
        token.word.name
        for run in _CJK_WORDS_RE.findall(text)
        for token in cjk_tokens(run, japanese)
    )


def _parts_of_the_business(lines: list[str], lang: str) -> set[str]:
    """The words of ``lines`` naming a part of the business (online, 线上, オンライン)."""
    text = normalize(" ".join(lines))
    if lang == "en":
        return {w.form for w in latin_words(text) if part_word(w, lang)}
    words = [
        token.word for run in _CJK_WORDS_RE.findall(text) for token in cjk_tokens(run, lang == "ja")
    ]
    return {w.surface for w in words if part_word(w, lang)}


def _joined_lines(text: str, lang: str, matcher: Matcher) -> list[tuple[str, bool]]:
    """The lines of ``text``, each word broken across two of them joined, and whether
    each line holds such a word."""
    lines = text.split("\n")
    out = [(lines[0], False)]
    for line in lines[1:]:
        before = out[-1][0]
        latin = _LATIN_BREAK_RE.search(before.rstrip() + "\n" + line.lstrip())
        if latin is not None and latin.start("right") == len(before.rstrip()) + 1:
            word = _latin_joined(latin, matcher)
            out[-1] = (
                before.rstrip()[: latin.start()] + word + line.lstrip()[len(latin["right"]) :],
                True,
            )
        elif _cjk_word_across(before, line, lang, matcher):
            out[-1] = (before.rstrip() + line.strip(), True)
        else:
            out.append((line, False))
    return out


def _latin_joined(match: re.Match[str], matcher: Matcher) -> str:
    """A Latin word broken across a line by a hyphen, joined: without the hyphen where
    the whole is a word or a KB name, or either half is none; with it otherwise."""
    left, right = match["left"], match["right"]
    if right[0].isupper() and not (left.isupper() and right.isupper()):
        return match.group()  # a new line opening on a capital: not the word's rest
    whole = left + right
    if is_a_word(whole.lower()) or matcher.find(normalize(whole)):
        return whole
    if is_a_word(left.lower()) and is_a_word(right.lower()):
        return f"{left}-{right}"
    return whole


def _cjk_word_across(before: str, after: str, lang: str, matcher: Matcher) -> bool:
    """Whether a CJK line ``before`` ends inside a word that ``after`` completes: one
    word of the language's analyser, or a KB name, holds characters of both. A line
    opening on a field's label (「期間：」) starts a field of its own."""
    end = before.rstrip()
    if not end or not _CJK_RE.match(end[-1]) or _BULLET_RE.match(after):
        return False
    if _LABEL_RE.match(after.strip()) or re.search(r"\d\s*[号號]$", end) or end in ("記", "记"):
        return False  # a field's label; a letter's number is whole (「…第0311号」); its 記
    head = after.lstrip()
    if not head or not _CJK_RE.match(head[0]):
        return False
    left = re.search(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaffー]{1,8}$", end)
    right = re.match(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaffー]{1,8}", head)
    if left is None or right is None:
        return False
    window = unicodedata.normalize("NFKC", left.group() + right.group())
    cut = len(left.group())
    named = any(m.start < cut < m.end for m in matcher.find(normalize(window)))
    if _KATAKANA_RE.match(window[cut - 1]) and _KATAKANA_RE.match(window[cut]):
        return named  # the analyser runs any two katakana words into one: a name only
    japanese = lang == "ja" or bool(re.search(r"[\u3040-\u30ff]", before + after))
    at = 0
    for token in cjk_tokens(window, japanese):
        size = len(token.word.surface)
        if at < cut < at + size:
            return True
        at += size
    return named


def _furniture(line: str) -> bool:
    """Whether ``line`` is a page's number, or a header or footer naming a page or a
    slide or carrying a confidentiality mark."""
    text = unicodedata.normalize("NFKC", line).strip()
    if _ASKS_RE.search(text):
        return False
    if _PAGE_RE.match(text):
        return True
    parts = [p for p in _HEADER_SPLIT_RE.split(text) if p.strip()]
    if len(parts) > 1 and any(_PAGE_RE.match(p) for p in (parts[0], parts[-1])):
        return True
    if _CONFIDENTIAL_RE.search(text):
        # The mark with a title beside it ("ACME Group – Internal"), never a request
        # holding the word ("Japan internal revenue FY2024").
        rest = " ".join(_CONFIDENTIAL_RE.sub(" ", text).split()).strip(" -–—―|·,，、()（）[]【】")
        return len(text) <= 60 and (not rest or _titled(rest))
    return False


def _titled(line: str) -> bool:
    """Whether ``line`` reads as a page's title or a table's row: no sentence's end, no
    word of asking, and its columns set apart by wide gaps, or its Latin words
    capitalized (a name, "ACME Group", "Market Update")."""
    text = unicodedata.normalize("NFKC", line).strip()
    if _SENTENCE_END_RE.search(text) or _QUESTION_WORD_RE.search(text):
        return False
    if re.search(r"\S(?:\s{3,}|\t)\S", text):
        return True
    words = text.split()
    if _CJK_RE.search(text):
        return len(text) <= 16
    return bool(words) and all(_TITLE_WORD_RE.match(w) for w in words)
