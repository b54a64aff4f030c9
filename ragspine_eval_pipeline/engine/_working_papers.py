"""The furniture of an auditor's working paper or client request (PBC) list.

Auditors write a request inside their paper: its index or reference ("W/P ref. L100",
"B-3.2", 「审计底稿索引：R-1.1」, 「監査調書番号 J-3.2」), who prepared and reviewed it
("Prepared by: JT  Reviewed by: —", 「编制人：王敏　复核人：李强」, 「作成者：佐藤　査閲者：田中」),
its tick-mark legend ("Tickmarks: ^ footed, ✓ agreed to TB"), the work already done
("FY2023 comparatives agreed ✓", 「2024、2025财年数据已核对一致 ✓」, 「突合済 ✓」, a sample
drawn, 抽凭), the thresholds it works to (materiality, a tolerance, a sample's size,
「重要性」, 「容差」) and the open item's status. None of it says which figure is asked:
it is taken out (``read_working_paper``), and the item that is the request
is read alone, with the period it states itself.

Fail safe: a piece is taken out only when it is one of these shapes (closed classes
below, grammar and the audit trade's own furniture, never a figure's name), narrows
nothing (a channel, a segment, "adjusted", "only" keep it) and every KB name it holds is
named by what is left. A year in the furniture is the paper's (the engagement's, a
fieldwork date, a year agreed already): it is never the year asked, and when the request
states none the engine asks which (``WorkingPaper.year_unsaid``). A heading gives the
request under it the markets and metrics it names only when it holds nothing else but the
paper's nouns and codes. An account the KB does not report (receivables, inventory,
应收账款, 売掛金) is in the request and stays, so it is still refused. A text showing
none of the furniture is left as it is.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date
from itertools import pairwise
from typing import NamedTuple

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._language import script_lang
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._version_asked import version_spans
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["WorkingPaper", "read_working_paper"]

_CODE = (
    r"(?<![\w/.&-])(?!(?:FY|CY|FQ|Q|H)\d)(?:[A-Z]{1,4}-?\d{1,4}(?:[./-]\d{1,4})*(?:-[A-Z]{1,3}\d?)?"
    r"|[A-Z]{1,4}-[A-Z]{1,2}\d{1,3})(?![\w/-])"
)
"""A working paper's index or reference code: L100, B-3.2, R-1.1, ML-2/3, B-3.2-SG,
ESG-J3; never a fiscal year or a quarter (FY2024, Q4, H1)."""

_CODE_RE = re.compile(_CODE)

_PAPER_EN = (
    r"(?:w/ps?|working\s+papers?|wps?|pbc(?:\s+list)?|index|ref(?:erence)?\.?|lead(?:\s+schedule)?"
    r"|tick\s*-?marks?|open\s+items?|review\s+notes?|management\s+letter|audit\s+programm?e?"
    r"|ia\s+programm?e?|planning\s+memo|fieldwork|materiality|prepared\s+by|reviewed\s+by)"
)
"""The nouns of an auditor's paper in English, a closed class: one of them, or a code
after it, marks a message as written in a working paper."""

_PAPER_CJK = (
    r"(?:底稿|索引号?|审计程序|審計程序|编制人|編制人|复核人|複核人|复核意见|未决事项|未決事項"
    r"|函证|函證|抽凭|抽憑|审计计划|審計計劃|分析性程序|分析性复核|截止测试|重要性水平|PBC"
    r"|調書|監査|作成者|査閲者|査閲|突合済|依頼資料|未了事項|指摘事項|監査プログラム|分析的手続"
    r"|カットオフ|サンプル|ティックマーク)"
)
"""The nouns of an auditor's paper in Chinese and Japanese, a closed class."""

_GATE_EN = (
    r"(?:w/ps?|working\s+papers?|pbc(?:\s+list)?|lead\s+schedule|tick\s*-?marks?|open\s+items?"
    r"|review\s+notes?|management\s+letter|audit\s+programm?e?|ia\s+programm?e?|planning\s+memo"
    r"|fieldwork|materiality|prepared\s+by|reviewed\s+by)"
)
_GATE_RE = re.compile(
    rf"(?i:(?<![a-z]){_GATE_EN}(?![a-z]))|{_PAPER_CJK}|[✓✔☑]"
    r"|(?<![\w./-])[A-Z]-\d+(?:\.\d+)*(?![\w/-])"
)
"""What marks a message as written in a working paper: the audit trade's own nouns, a
tick mark, or an index code of one letter and a number (L-120, B-3.2); a project's
ticket (RQ-7, TAX-90) or a letter's reference ("ref. LSR/SG/8830", "ref #8127") alone
is none."""

_MARKED_RE = re.compile(
    rf"(?i:(?<![a-z]){_PAPER_EN}(?![a-z]))|{_PAPER_CJK}|[✓✔☑]|(?<![\w.])[A-Z]{{1,3}}-\d+(?:\.\d+)?"
    r"(?![\w/-])|" + _CODE
)
"""A piece of the paper: one of its nouns, a tick mark or an index code."""

_SIGN_OFF_EN_RE = re.compile(
    r"(?i:(?:prepared|reviewed|checked|approved|signed\s+off)\s+by)\s*[:：]?\s*"
    r"(?:[^\n?]*?)(?=(?i:\s*/?\s*(?:prepared|reviewed|checked|approved|signed\s+off)\s+by)|\n|$)"
)
"""A sign-off in English, with the initials, date or status after it, to the line's end
or the next sign-off ("Prepared by: JT 09/03", "Reviewed by: pending manager sign-off")."""

_SIGN_OFF_CJK_RE = re.compile(
    r"(?:编制人|編制人|编制|編制|复核人|複核人|复核|複核|审核人|審核人|作成者|査閲者|承認者|レビュー者)"
    r"\s*[:：]\s*[^\s／/、，,。；;:：]{0,12}\s*[／/]?"
)
"""A sign-off in Chinese or Japanese with the name or status after it (「编制人：王敏」,
「复核人：待定」, 「作成者：山本／」, 「査閲者：未」)."""

_LEGEND_RE = re.compile(
    r"^[ \t]*(?i:tick[ \t]*-?marks?|legend|勾稽符号|标记说明|符号说明"
    r"|ティックマーク|チェックマーク)[ \t]*[:：][^\n]*$",
    re.MULTILINE,
)
"""A tick-mark legend line ("Tickmarks: ^ footed, ✓ agreed to TB, © cast")."""

_TICK_RE = re.compile(r"[✓✔☑©]|(?:^|(?<=\s))\^(?=\s|$)")
"""A tick mark: the check, the caret of a footed column, the c of a cast one."""

_DONE_EN_RE = re.compile(
    r"(?i:\b(?:agreed|footed|cast|vouched|tied(?:\s+out)?|traced|reconciled|checked|ticked"
    r"|verified|cleared|closed|done)\b|no\s+further\s+work|\balready\b)"
)
_DONE_CJK_RE = re.compile(
    r"已核对|已核對|核对一致|核對一致|已加总|已加總|已完成|已抽取|无异常|無異常|已勾稽|已复核|已複核"
    r"|突合済|チェック済|確認済|抽出済|照合済|済み?(?:です|。|$)|完了"
)
"""Work recorded as done: an account agreed, footed or vouched; 已核对, 突合済, 抽出済."""

_ASKS_RE = re.compile(
    r"[?？]|(?<![a-z])(?:please|pls|need|needs|what|which|how|provide|give|obtain|pull|send"
    r"|can\s+you|could\s+you)(?![a-z])"
    r"|请|請|麻烦|麻煩|需要|多少|什么|什麼|如何|提供|取得|获取|獲取|给|給|发过来|吗|嗎"
    r"|ください|下さい|願い|いくら|教えて|提示|入手|何|どう|どの",
    re.IGNORECASE,
)
"""A word of asking or of obtaining: a piece holding one may be the request."""

_QUANTITY_EN_RE = re.compile(
    r"(?i:\b(?:materiality|performance\s+materiality|pm|threshold|tolerance|trivial"
    r"|samples?(?:\s+size)?|sampled)\b)"
)
_QUANTITY_CJK_RE = re.compile(
    r"重要性|容差|样本|樣本|抽凭|抽憑|差异超过|差異超過|阈值|閾值|基準値|サンプル|許容"
)
"""The thresholds and samples an auditor works to (materiality, tolerance, a sample's
size; 重要性水平, 容差, 抽凭, サンプル): a closed class of the trade's quantities."""

_NUMBER_RE = re.compile(r"\d")

_PART_RE = re.compile(
    r"(?i:\b(?:segments?(?!\s+(?:reporting|information|disclosures?|notes?))|subsidiar(?:y|ies)"
    r"|branch(?:es)?|stores?|outlets?|shops?|channels?|e-?commerce|digital|adjusted|restated"
    r"|underlying|exclud\w*|only)\b)"
    r"|分部|子公司|分公司|门店|門店|店舗|支店|线上|線上|网上|網上|线下|線下|电商|電商|加盟|特许|特許"
    r"|オンライン|フランチャイズ|ネット|既存店|调整|調整|剔除|除く|のみ|只|仅|僅"
    r"|(?i:\b(?:q[1-4]|h[12]|quarters?|quarterly|half|halves|months?|monthly|ytd)\b)"
    r"|四半期|季度|季|半年|上期|下期|月次|月度|\d+\s*月|[一二三四五六七八九十]+月"
)
"""A word that may say which part or version of a figure is asked (a channel, the
stores, a segment, "adjusted", "only", a quarter or a month, 第3四半期): a piece holding
one is never furniture."""


def _narrows(piece: str) -> bool:
    norm = normalize(piece)
    if _PART_RE.search(piece) or version_spans(norm):
        return True
    return any(w in gr.CHANNEL_WORDS for w in re.findall(r"[a-z]+", norm))


def _names(text: str, matcher: Matcher) -> set[tuple[str, str]]:
    """The KB scopes and metrics ``text`` names."""
    return {
        (m.kind, m.code) for m in matcher.find(normalize(text)) if m.kind in ("scope", "metric")
    }


_RELATIVE_YEAR_RE = re.compile(
    r"当事業年度|当期(?!純|利益|損益)|当年度|本年度|今年度|今期|本财年|本財年|本年|当年|今年"
    r"|(?i:\b(?:this|current|prior|previous)[ \t]+(?:fiscal[ \t]+|financial[ \t]+)?year\b"
    r"|(?<![a-z])(?:py|cy)(?![a-z]))"
)
"""A year said relative to the engagement ("the current year", PY, 当事業年度, 本年度)."""


def _years(text: str, lang: str, reference_date: date, matcher: Matcher) -> bool:
    """Whether ``text`` names a year: written out, read by the period grammar, or said
    relative to the engagement; a KB name is no year (当期純利益)."""
    text = normalize(text)
    for m in sorted(matcher.find(text), key=lambda m: -m.start):
        text = text[: m.start] + " " + text[m.end :]
    if re.search(r"(?<!\d)20\d\d(?!\d)", text) or _RELATIVE_YEAR_RE.search(text):
        return True
    return any(s.period is not None for s in find_periods(text, lang, reference_date))


_SENTENCE_END_EN = re.compile(
    r"(?<=[?!;])[ \t]+(?=\S)"
    r"|(?<!\b[A-Z]\.)(?<!\b[Rr]ef\.)(?<!\b[Nn]o\.)(?<!\bvs\.)(?<!e\.g\.)(?<!i\.e\.)"
    r"(?<=\.)[ \t]+(?=[A-Z(])"
    r"|(?<=\n)"
)
"""Where an English sentence or line ends: never after an initial ("A. Ng") or an
abbreviation ("ref.", "No.")."""


def _pieces(text: str, lang: str) -> list[str]:
    """``text`` cut into its lines and sentences, each with the space after it."""
    if lang == "en":
        cuts = [m.end() for m in _SENTENCE_END_EN.finditer(text)]
    else:
        cuts = [m.end() for m in re.finditer(r"[\n。？！?!；;]", text)]
    bounds = [0, *cuts, len(text)]
    return [text[a:b] for a, b in pairwise(bounds) if b > a]


def _droppable(piece: str, rest: str, matcher: Matcher) -> bool:
    """Whether ``piece`` may go beside ``rest``: it narrows nothing, and every KB name it
    holds is named in ``rest`` (a year in it is the paper's, never the one asked)."""
    if not re.search(r"\w", rest) or _narrows(piece):
        return False
    return _names(piece, matcher) <= _names(rest, matcher)


def _is_done(piece: str, lang: str) -> bool:
    """A record of work done: a tick mark or a word of work done, and no asking."""
    core = re.sub(r"\(?[^()]*\bno\s+further\s+work\)?", " ", piece) if lang == "en" else piece
    marked = bool(_TICK_RE.search(piece)) or bool(
        (_DONE_EN_RE if lang == "en" else _DONE_CJK_RE).search(piece)
    )
    return marked and not _ASKS_RE.search(core)


def _is_quantity(piece: str, lang: str) -> bool:
    """A threshold or sample the auditor works to, with its number, asking nothing."""
    pattern = _QUANTITY_EN_RE if lang == "en" else _QUANTITY_CJK_RE
    return bool(pattern.search(piece) and _NUMBER_RE.search(piece)) and not _ASKS_RE.search(piece)


def _is_paper_note(piece: str) -> bool:
    """A statement about the paper itself: it holds the paper's noun or code and asks
    nothing ("Trend analysis W/P B-3.5 needs a 4-year view.", 「底稿G-2里…没有注明来源。」)."""
    return bool(_MARKED_RE.search(piece)) and not _ASKS_RE.search(piece)


_HEAD_RE = re.compile(
    r"^(?P<lead>[ \t]*)(?P<head>【[^】\n]{1,40}】|[^\n:：?？。]{1,60}?)"
    r"(?P<sep>[ \t]*(?:[:：]|[ \t][–—-]{1,2}[ \t]|(?<=】)))(?P<body>.*)$",
    re.DOTALL,
)
"""A line opening on a heading before a colon, a dash or after 【…】."""


def _without_heading(
    line: str, rest: str, lang: str, reference_date: date, matcher: Matcher
) -> str:
    """``line`` without the paper's heading opening it ("W/P ref. L100 – ", 「复核意见
    RN-05：」, 「調書 S-4（シンガポール）：」): a heading holding the paper's noun or code
    and asking nothing goes, its markets the request after it does not name kept."""
    match = _HEAD_RE.match(line)
    if match is None:
        return line
    head, body = match.group("head"), match.group("body")
    if not _is_paper_note(head) or _narrows(head) or not re.search(r"\w", body):
        return line
    context = body + " " + rest
    asked = _names(context, matcher)
    given = [
        m
        for m in matcher.find(normalize(head))
        if m.kind in ("scope", "metric") and (m.kind, m.code) not in asked
    ]
    if given and (len(normalize(head)) != len(head) or not _only_paper(head, matcher)):
        return line
    lead = " ".join(dict.fromkeys(head[m.start : m.end] for m in given))
    joint = ("、" if lang == "ja" else "，" if lang == "zh" else ": ") if lead else ""
    said = match.group("lead") + lead + joint + body.lstrip()
    if body.endswith("\n") and _only_names(body, matcher):
        # A market alone on the heading's line is the subject of the request under it.
        return said.rstrip() + ("、" if lang == "ja" else "，" if lang == "zh" else ": ")
    return said


_FILLER_RE = re.compile(
    r"(?i:(?<![a-z])(?:the|of|for|and|on|no|step|item|point|component|schedule|ref|index)(?![a-z]))"
    r"|组成部分|步骤|第|步|项|の|事業|业务|業務|部分"
)
"""The words a paper's heading joins its nouns, codes and names with."""


def _only_paper(head: str, matcher: Matcher) -> bool:
    """Whether a heading holds nothing but the paper's nouns and codes, KB names and the
    words joining them ("W/P L-120 Singapore", 「底稿 J-2（日本）」): only such a heading
    gives the request under it a name, so no word narrowing that name is ever dropped
    ("Deferred revenue W/P R-3" gives nothing)."""
    norm = head
    for m in sorted(matcher.find(normalize(head)), key=lambda m: -m.start):
        norm = norm[: m.start] + " " + norm[m.end :]
    norm = _FILLER_RE.sub(" ", _MARKED_RE.sub(" ", norm))
    norm = _CODE_RE.sub(" ", re.sub(r"(?i:\b(?:w/p|wp)\b)", " ", norm))
    return not re.search(r"[^\W\d_]", norm)


def _only_names(text: str, matcher: Matcher) -> bool:
    """Whether ``text`` holds KB scope names and nothing else."""
    norm = normalize(text)
    found = [m for m in matcher.find(norm) if m.kind == "scope"]
    for m in sorted(found, key=lambda m: -m.start):
        norm = norm[: m.start] + " " + norm[m.end :]
    return bool(found) and not re.search(r"\w", norm)


_INLINE_RE = re.compile(
    rf"[ \t]*[(（][ \t]*(?:{_PAPER_CJK}|(?i:{_PAPER_EN}))?[ \t]*(?:{_CODE})"
    rf"(?:[ \t]*[、,/／][ \t]*(?:{_CODE}))*[ \t]*[)）]"
)
"""A bracket holding only the paper's codes (「（索引 C-3）」, "(W/P C-2)", 「（調書 P-2）」)."""


_PROCEDURE_EN = (
    r"(?:compare|agree|reconcile|tie|vouch|trace|test|foot|cast|check|recompute|reperform)"
)
_PROCEDURE_EN_RE = re.compile(
    rf",?[ \t]+(?:and|to|then)[ \t]+{_PROCEDURE_EN}(?:[ \t]+(?:it|them|this))?[ \t]+"
    r"(?:with|to|against)[ \t]+[^.;?!\n]{1,60}?(?=[ \t]*(?:[.;?!]|$))"
    r"|(?i:(?<![a-z])to[ \t]+(?:close|clear|complete|finish|sign[ \t]+off)[ \t]+the[ \t]+"
    r"(?:point|item|open[ \t]+item|review[ \t]+note|note|file|section|paper)[ \t]*,?[ \t]*)",
    re.MULTILINE,
)
"""What the auditor does with the figure, a procedure of the trade after the request
("… and compare with the HR listing (tolerance 1%)", "to agree to the consolidation pack")
or the item it closes before it ("To close the point we need …")."""

_PROCEDURE_CJK_RE = re.compile(
    r"[，,、]?[ \t]*(?:并|並|再)?(?:与|與|和|跟)[^，,。；;？?！!\n]{1,20}?"
    r"(?:核对|核對|比对|比對|对比|對比|勾稽|核实|核實)(?:一致)?(?:[（(][^）)\n]{0,20}[）)])?"
    r"|(?:做|进行|進行|用于|用於)(?:分析性复核|分析性複核|分析性程序|合理性测试|合理性測試|截止测试"
    r"|截止測試|细节测试|細節測試)"
    r"|し[、，,][^、，,。\n]{1,30}?(?:と|に)(?:突合|照合|比較)(?=すること)"
)
"""The Chinese and Japanese procedures after the request (「与合并报表核对（容差 USD 5m）」,
「做分析性复核」, 「…を入手し、決算説明資料の数値と突合すること」)."""

_STATUS_EN_RE = re.compile(
    r"(?i:(?<![a-z])(?:pbc|status)[ \t]*[—–:-]+[ \t]*(?:still[ \t]+)?(?:not[ \t]+yet[ \t]+received"
    r"|outstanding|pending|open)(?:[ \t]+since[ \t]+[^,.;?\n]{1,30})?[ \t]*[,;]?[ \t]*)"
)
"""An item's status in the list ("PBC — not yet received, ", "Status: outstanding")."""

_PROGRAMME_JA_RE = re.compile(
    r"(入手|取得|確認|提示)(?:する|の)こと(?=\s*(?:[。.]|$))", re.MULTILINE
)
"""The written imperative of an audit programme's step (「…を入手すること」), read as the
request it is (「入手されたい」)."""

_STATUS_CJK_RE = re.compile(
    r"[^，,。；;？?\n]{0,16}(?:还没给|還沒給|尚未提供|未提供|尚未收到|未收到|未入手|未受領|未提出)"
    r"[^，,。；;？?\n]{0,6}[，,]?"
)
"""An item's status in Chinese or Japanese (「PBC清单第22项客户还没给，」)."""

_USE_EN_RE = re.compile(
    r"^(?:we[ \t]+|i[ \t]+)?(?:still[ \t]+)?need(?:ed)?[ \t]+(?:it|this|the[ \t]+(?:number|figure))"
    rf"[ \t]+(?:on|for|in)[ \t]+(?:(?:w/p|the)[ \t]+)?{_CODE}",
    re.IGNORECASE,
)
"""Where the figure goes on the paper ("need it on R-110 before the senior reviews")."""

_WORK_ON_METRIC_RE = re.compile(
    r"(?i:(?<=[a-z])[ \t]+(?:testing|analytics|walkthrough|cut-?off[ \t]+testing)(?![a-z]))"
)
"""The auditor's work written after a metric's name ("rev *testing*")."""

_BOOKS_EN_RE = re.compile(
    r"(?i:[ \t]*,?[ \t]*(?:as[ \t]+)?per[ \t]+(?:the[ \t]+)?"
    r"(?:tb|trial[ \t]+balance|gl|general[ \t]+ledger|ledger|books)(?![a-z]))"
    r"|(?i:(?<![a-z])(?:(?:p&l|income[ \t]+statement)[ \t]+)?lead(?:[ \t]+schedule)?"
    r"[ \t]+(?:for|of)(?=[ \t]+\w))"
)
"""The books a figure is agreed to ("revenue per TB", "as per the trial balance") and
the paper it is led on ("lead schedule for revenue"): the figure is the KB's own."""

_TICK_TO_EN_RE = re.compile(
    r"(?i:\b(?:please[ \t]+)?(?:tick|agree|tie|vouch|trace)(?:[ \t]+out)?[ \t]+)"
    r"(?P<figure>(?:the|our)[ \t]+[^.;?!—–\n]{1,60}?)[ \t]+to[ \t]+"
    r"(?P<doc>the[ \t]+[^.;?!—–\n]{1,40})"
)
"""The figure the auditor ticks to a document ("tick the FY2024 net profit to the results
deck"): asked as that document states it."""

_SHOULD_AGREE_EN_RE = re.compile(
    r"(?i:\b(?:what|which)[ \t]+(?P<noun>number|figure|amount|value)[ \t]+should[ \t]+(?:we|i)"
    r"[ \t]+(?:be[ \t]+)?(?:agree(?:ing)?|tick(?:ing)?|tying|tie|vouch(?:ing)?|trac(?:e|ing))"
    r"(?:[ \t]+it)?"
    r"(?:[ \t]+to)?(?=[ \t]*[?.]|[ \t]*$))"
)
"""The figure the auditor should agree to ("what number should we be agreeing to?"): the
procedure's "should", never advice."""

_CLIENT_EN_RE = re.compile(r"(?i:\bthe[ \t]+client(?:'s|’s))")
"""The client of a working paper: the company audited, whose documents the KB holds."""

_BRACKET_RE = re.compile(r"[ \t]*[(（][^()（）\n]{1,30}[)）]")


def _without_procedures(text: str, lang: str, matcher: Matcher) -> str:
    """``text`` without the procedures said of the figure, the status of its item and
    the brackets noting the paper's work (「（指摘事項のフォローアップ用）」), each where it
    names no KB scope or metric and narrows nothing."""

    def taken(match: re.Match[str]) -> str:
        said = match.group()
        if _names(said, matcher) or _narrows(said):
            return said
        return "" if not said.startswith(("し", "し、")) else "し"

    if lang == "en":
        text = _STATUS_EN_RE.sub(taken, _PROCEDURE_EN_RE.sub(taken, text))
        metric_ends = {m.end for m in matcher.find(normalize(text)) if m.kind == "metric"}
        if len(normalize(text)) == len(text):
            text = _WORK_ON_METRIC_RE.sub(
                lambda m: "" if m.start() in metric_ends else m.group(), text
            )
        text = _CLIENT_EN_RE.sub("the company's", _BOOKS_EN_RE.sub("", text))
        text = _SHOULD_AGREE_EN_RE.sub(r"what \g<noun> is it", text)
        text = _TICK_TO_EN_RE.sub(
            lambda m: (
                f"{m.group('figure')} in {m.group('doc')}"
                if any(x.kind == "metric" for x in matcher.find(normalize(m.group("figure"))))
                else m.group()
            ),
            text,
        )
    else:
        text = _STATUS_CJK_RE.sub(taken, _PROCEDURE_CJK_RE.sub(taken, text))
        text = text.replace("を入手しすること", "を入手すること")
        text = _PROGRAMME_JA_RE.sub(r"\1されたい", text) if lang == "ja" else text

    def noted(match: re.Match[str]) -> str:
        said = match.group()
        paper = _NOUNS_RE.search(said) or _QUANTITY_RE.search(said)
        return "" if paper and not _names(said, matcher) and not _narrows(said) else said

    return _BRACKET_RE.sub(noted, text)


_QUANTITY_RE = re.compile(f"{_QUANTITY_EN_RE.pattern}|{_QUANTITY_CJK_RE.pattern}")
_NOUNS_RE = re.compile(rf"(?i:(?<![a-z]){_GATE_EN}(?![a-z]))|{_PAPER_CJK}")
"""The paper's own nouns: a bracket noting one (「（指摘事項のフォローアップ用）」) is the
paper's; a bracket holding only a code may be a project's ticket, and stays."""


def _without_done_clauses(piece: str, rest: str, lang: str, today: date, matcher: Matcher) -> str:
    """A Chinese or Japanese sentence without its clauses recording work done (「麻烦给一下，
    ^ 已加总，待与业绩材料核对 ✓」 keeps 「麻烦给一下」)."""
    parts = re.split(r"(?<=[，,、])", piece)
    if len(parts) < 2:
        return piece
    kept = []
    for at, part in enumerate(parts):
        others = "".join(p for i, p in enumerate(parts) if i != at) + rest
        done = _is_done(part, lang) or _is_quantity(part, lang)
        if at and done and _droppable(part, others, matcher):
            continue
        kept.append(part)
    joined = "".join(kept)
    return re.sub(r"[，,、]\s*$", "", joined) + ("\n" if piece.endswith("\n") else "")


class WorkingPaper(NamedTuple):
    """A message read without its working paper's furniture."""

    text: str
    year_unsaid: bool = False
    """A year was written only in the paper's furniture (the engagement's year, a
    fieldwork date, a year agreed already): the request states none, so the engine asks
    which year, never reads the paper's nor assumes the latest."""


def read_working_paper(text: str, reference_date: date, matcher: Matcher) -> WorkingPaper:
    """``text`` without a working paper's index, headings, sign-offs, tick-mark legend,
    work done and thresholds; ``text`` itself when it shows no working paper's furniture
    or nothing would be left of it."""
    original = text
    # A code's letter read together with the paper's P ("W/P L-3" heard as "W/PL-3").
    text = re.sub(r"(?<![\w/])([Ww]/[Pp])(?=[A-Z]{1,4}-?\d)", r"\1 ", text)
    if not _GATE_RE.search(unicodedata.normalize("NFKC", text)):
        return WorkingPaper(original)
    lang = script_lang(text)
    text = _LEGEND_RE.sub("", text)
    text = _SIGN_OFF_EN_RE.sub("", text) if lang == "en" else _SIGN_OFF_CJK_RE.sub("", text)
    text = _without_procedures(_INLINE_RE.sub("", text), lang, matcher)
    pieces = _pieces(text, lang)
    for at, piece in enumerate(pieces):
        rest = "".join(p for i, p in enumerate(pieces) if i != at)
        gone = _is_done(piece, lang) or _is_quantity(piece, lang) or _is_paper_note(piece)
        gone = gone or bool(lang == "en" and _USE_EN_RE.match(piece.strip()))
        if gone and _droppable(piece, rest, matcher):
            pieces[at] = "\n" if piece.endswith("\n") else ""
        elif lang != "en":
            pieces[at] = _without_done_clauses(piece, rest, lang, reference_date, matcher)
    for at, piece in enumerate(pieces):
        rest = "".join(p for i, p in enumerate(pieces) if i != at)
        pieces[at] = _without_heading(piece, rest, lang, reference_date, matcher)
    text = "".join(pieces)
    text = re.sub(r"[ \t\u3000]*\n\s*", "\n", text)
    text = re.sub(r"[ \t\u3000]{2,}", " ", text).strip()
    if not re.search(r"\w", text):
        return WorkingPaper(original)
    unsaid = _years(original, lang, reference_date, matcher) and not _years(
        text, lang, reference_date, matcher
    )
    return WorkingPaper(text, unsaid)
