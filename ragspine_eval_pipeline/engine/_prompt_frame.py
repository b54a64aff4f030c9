"""A request written as a prompt: role, task, output and constraint lines around it.

Prompt writers lay a question out as a brief for a model: a role ("You are a financial
analyst.", "Role: IR associate", 「你是一名财务分析师。」, 「あなたは経理担当です。」, a
``## Role`` heading), a task ("Task: …", "Task 2: …", 「任务一：」, 「タスク：」), the
answer's form ("Output: reply as JSON with keys value and unit", "Answer in one line.",
「用要点列出数值和出处」, 「箇条書きで、出典付き」) and constraints ("Do not guess.", "If unsure,
say so.", 「不要猜测」, 「推測はしないでください」). These say how to answer, never which
figure, so they are taken out before the question is read (``read_prompt_frame``):

- a role said of the assistant, on its own line, under a role heading or label, or as a
  sentence ("You are …", 「你是…」, 「あなたは…です」), is dropped whole, whatever market
  it names: a role's market is never the figure's, so a request naming none is asked
  which. A role asking something or naming a metric or a year ("You are a star, tell me
  …", 「你是否…」) is read as any sentence;
- a task's label is taken off and its content read as the request; a task saying only
  "retrieve the metric" (「查询指标」, 「指標の抽出」) names nothing, and 「…の抽出」,
  「…の確認」 ask for what they are said of;
- a sentence, or a labelled output or constraint line's segment, made only of the words
  of an answer's form (answer, one line, bullet points, JSON, keys, value, unit, source,
  cite, the fiscal year used, 数值, 出处, 一行, 数値, 出典, 明記, 箇条書き …), and a bracket
  of them ("(value + unit)", 「（只输出数字）」), is dropped. A word of guessing (guess,
  estimate, 猜测, 推測) counts as one only where it is negated ("do not estimate");
- anything else stays: a segment naming a market, a metric, a year, a unit or a currency
  ("percentage only", "in euros"), a part ("for the online stores only") or a guess
  asked ("if unsure, estimate") is read as it would be anywhere, so a figure the KB lacks
  is still refused. Outside a message laid out as a prompt (no role, label or heading),
  only a sentence holding a word no request uses (one line, JSON, cite, unsure, a guess
  negated) is dropped: "Please state the figure and its source." is the request;
- a template's labelled fields on lines of their own (「対象：…」「指標：…」「期間：…」) are
  one request, as they would be on one line.

An unfilled placeholder (``{market}``, ``<期间>``, ``{{metric}}``) names the part it is
left for: a market's, a year's or a metric's placeholder is taken out (with the company's
name written before a market's: "ACME {market}") and the part is asked which, never
assumed (``PromptFrame.unfilled``). A placeholder whose word says no part is left as
written.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import date

from ragspine_eval_pipeline.engine._fields import opens_on_field
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    LATIN_WORD_RE,
    cjk_tokens,
    is_japanese,
    normalize,
    stem,
)

__all__ = ["PromptFrame", "form_only", "read_prompt_frame"]


@dataclass(frozen=True)
class PromptFrame:
    """A question with its prompt's frame taken out."""

    text: str
    unfilled: frozenset[str] = frozenset()
    """The parts (``scope``, ``year``, ``metric``) a placeholder was left for."""


# --- placeholders ------------------------------------------------------------------------

_KIND_WORDS = {
    "scope": (
        r"markets?|regions?|countr(?:y|ies)|entit(?:y|ies)|scopes?|segments?|geo(?:graphy)?|"
        r"subsidiar(?:y|ies)|business(?:[\s_-]?unit)?|bu|territor(?:y|ies)|"
        r"市场|市場|地区|地區|区域|國家|国家|主体|主體|分部|业务|業務|事業|地域|国|セグメント"
    ),
    "year": (
        r"periods?|(?:fiscal|financial)?[\s_-]?years?|fy|yr|dates?|reporting[\s_-]?period|"
        r"期间|期間|年份|财年|財年|年度|会计年度|報告期|报告期|決算期|対象年度"
    ),
    "metric": (
        r"metrics?|kpis?|measures?|indicators?|line[\s_-]?items?|"
        r"指标|指標|科目|项目|項目|勘定科目"
    ),
}
_PLACEHOLDER_RE = re.compile(
    r"\{\{\s*(?P<a>[^{}\n]{1,30}?)\s*\}\}|\{\s*(?P<b>[^{}\n]{1,30}?)\s*\}"
    r"|<\s*(?P<c>[^<>\n]{1,30}?)\s*>|＜\s*(?P<d>[^＜＞\n]{1,30}?)\s*＞"
    r"|\[\s*(?P<e>[^\[\]\n]{1,30}?)\s*\]|【\s*(?P<f>[^【】\n]{1,30}?)\s*】"
)
"""A placeholder: a word in braces, angle brackets or square brackets (``{market}``,
``{{ period }}``, ``<期间>``, ``[METRIC]``, 【市场】)."""

_OWN_WORD_RE = re.compile(
    r"^(?:(?:the|a|your|our|target|selected|chosen|relevant)[\s_-]+)+|^(?:対象の?|目标|所选|该|該当の?)"
)
"""Words said of a placeholder's part ("target market", 「対象市場」)."""

_OWNED_AFTER_RE = re.compile(r"['’]s\b|的|の")
"""A market's placeholder owning the figure after it."""

_OWNER_TAIL_RE = re.compile(r"^(?:['’]s)?\s*的?\s*$")
"""What may stand between the company's name and a market's placeholder ("ACME's {market}",
「ACME的{市场}」)."""

_EMPTY_FIELD_RE = re.compile(
    r"[^\s:：=,，、;；]{1,24}(?:[ \t]+[^\s:：=,，、;；]{1,24}){0,2}[ \t]*[:：=＝][ \t]*$"
)
"""A field's name left with no value once its placeholder is out (「期間：」)."""


def _kind_of(word: str) -> str | None:
    """The part a placeholder's ``word`` is left for: ``scope``, ``year``, ``metric``."""
    word = word.strip().lower()
    for read in (word, _OWN_WORD_RE.sub("", word)):
        read = read.strip(" _-")
        for kind, words in _KIND_WORDS.items():
            if re.fullmatch(rf"(?:{words})(?:[\s_-]?(?:name|code|名|名称))?", read):
                return kind
    return None


def _without_company_before(before: str, matcher: Matcher) -> str:
    """``before`` less the company's name closing it ("ACME {market}"): the company's
    market, which the placeholder leaves unsaid, never the company's figure."""
    folded = normalize(before)
    if len(folded) != len(before):
        return before
    for mention in matcher.find(folded):
        if mention.kind == "company" and _OWNER_TAIL_RE.match(folded[mention.end :]):
            return before[: mention.start]
    return before


def _without_placeholders(text: str, matcher: Matcher) -> tuple[str, frozenset[str]]:
    """``text`` less its placeholders for a market, a year or a metric, and their kinds."""
    kinds: set[str] = set()
    out: list[str] = []
    at = 0
    for found in _PLACEHOLDER_RE.finditer(text):
        word = next(g for g in found.groups() if g is not None)
        kind = _kind_of(word)
        if kind is None:
            continue
        before = text[at : found.start()]
        if kind == "scope":
            before = _without_company_before(before, matcher)
        line_end = text.find("\n", found.end())
        if not text[found.end() : None if line_end < 0 else line_end].strip(" \t。.,，、"):
            before = _EMPTY_FIELD_RE.sub("", before)  # 「期間：＜期間＞」: the field goes too
        out.append(before + " ")
        kinds.add(kind)
        at = found.end()
        if kind == "scope" and (owned := _OWNED_AFTER_RE.match(text, at)) is not None:
            at = owned.end()  # "{country}'s EBITDA", 「{市场}的收入」: whose figure, unsaid
    if not kinds:
        return text, frozenset()
    out.append(text[at:])
    return re.sub(r"[ \t]{2,}", " ", "".join(out)), frozenset(kinds)


# --- labels and headings ------------------------------------------------------------------

_LABELS = {
    "role": (
        r"role|persona|system(?:\s+prompt)?|identity|who\s+you\s+are|your\s+role|"
        r"角色|身份|人设|人設|你的角色|役割|ロール|ペルソナ|立場|あなたの役割"
    ),
    "task": (
        r"tasks?(?:\s*(?:\d{1,2}|[a-e]|\(\w\)))?|request|instructions?|query|objective|goal|"
        r"(?:任务|任務)(?:[一二三四五六七八九十]|\d{1,2})?|需求|指令|"
        r"タスク(?:\d{1,2})?|依頼(?:内容)?|指示|課題"
    ),
    "form": (
        r"(?:output|response|answer|reply)(?:\s+(?:format|requirements?|style|instructions?))?|"
        r"format(?:ting)?|style|constraints?|rules|requirements?|guidelines|notes?|"
        r"输出(?:格式|要求)?|輸出(?:格式|要求)?|格式|回答(?:格式|要求)|要求|约束|約束|限制|"
        r"注意(?:事项|事項)?|规则|規則|"
        r"出力(?:形式|フォーマット)?|回答形式|形式|フォーマット|制約(?:条件)?|条件|注意事項|ルール|要件"
    ),
    "context": r"context|background|背景|上下文|前提|背景情報",
}
_LABEL_RE = re.compile(
    r"^[ \t]*(?:#{1,6}[ \t]+|\*\*|【|\[)?[ \t]*(?:"
    + "|".join(rf"(?P<{kind}>{words})" for kind, words in _LABELS.items())
    + r")[ \t]*(?:\*\*|】|\])?[ \t]*(?:[:：]|(?=\s*$)|(?<=[】\]])|(?<=\*\*))[ \t]*(?:\*\*)?[ \t]*",
    re.IGNORECASE,
)
"""A line's label or a heading: ``Role:``, ``## Output``, ``**Task 1:**``, 「任务一：」,
「【出力】」, 「## 制約」."""


# --- a role said of the assistant ---------------------------------------------------------

_ROLE_SENTENCE_RE = {
    "en": re.compile(
        r"^\s*(?:you\s+are|you['’]re|you\s+will\s+(?:act|serve)\s+as|act(?:ing)?\s+as|"
        r"your\s+role\s+is|imagine\s+you\s+are|you\s+work\s+as)\s+(?:(?:a|an|the|my|our)\s+)"
        r"[^.!?;\n]*$",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"^\s*(?:请)?(?:你|您)(?:现在|現在)?(?:是(?!否|不是)|扮演|担任|擔任|作为|作為)[^。！？!?；;\n]*$"
        r"|^\s*(?:你|您)的(?:角色|身份)是[^。！？!?；;\n]*$"
        r"|^\s*请(?:扮演|担任)[^。！？!?；;\n]*$"
    ),
    "ja": re.compile(
        r"^\s*(?:あなた|君|貴方)(?:は|の役割は)[^。！？!?\n]*(?:です|だ|である|とします|として振る舞ってください)$"
    ),
}
"""A sentence saying who the assistant is ("You are a regional controller", 「你是一名
财务分析师」, 「あなたは経理担当です」)."""

_ROLE_CUE_RE = re.compile(
    r"\b(?:never|always|must|should|ignore|not|don['’]?t|no|without|make\s+up|estimate|guess|"
    r"assume|invent|who|which|that|tell|give|show|list|what|how|please)\b|不|别|必须|總是|总是|"
    r"一定|忽略|编造|估|猜|请|告诉|给我|ない|必ず|常に|無視|推測|推定|教え|くださ|下さ",
    re.IGNORECASE,
)
"""A word in a role that says more than who the assistant is (a rule, a guess, a request:
"You are a star, tell me …"): such a role is read as any other sentence, and so is one
naming a metric, a unit or a year."""


# --- the words of an answer's form --------------------------------------------------------

_EN_FORM = """
answer answers reply respond response output return give provide format formatted write
use used list cite citing citation include state show mention note specify label labelled
labeled keep say tell put present add quote name report
value values number numbers figure figures amount unit units currency source sources
document documents doc docs file files reference references period fiscal financial year
line lines sentence sentences word words bullet bullets point points json key keys object
field fields table markdown section sections heading headings header headers title
location locator page pages slide slides cell row column text prose plain summary style
short brief concise single one two three four five max maximum most least only just
exactly precise precisely separate separately labelled numbered clear clearly explicit
explicitly also then where applicable relevant exact correct following english chinese
japanese language
the a an and or with in as of for by to on at its your my their our this that it you me
i we us not do does did don t isn doesn can cannot couldn no never is are be been was were
please per from into under without avoid unless when if so there any nor but otherwise
instead integer float decimal string text result results locator
unsure sure certain uncertain available unavailable data information stated known unknown
missing found find able unable exist exists disclosed
guess guessing estimate estimating speculate speculating assume assuming invent inventing
fabricate make up extrapolate approximate infer hallucinate
"""
_EN_GUESS = """guess guessing estimate estimating speculate speculating assume assuming invent
inventing fabricate make extrapolate approximate infer hallucinate"""
_EN_NOT_RE = re.compile(r"\b(?:not|n['’]?t|never|no|without|avoid)\b")

_ZH_FORM = """
输出 输出格式 格式 要求 回答 答 作答 回复 答复 用 以 按 按照 给出 给 列出 列 注明 标明 写明
标注 引用 说明 附上 附 提供 分点 分条 要点 点 条 条目 一行 行 一句 一句话 句 话 数值 数字 数
值 单位 币种 货币 出处 来源 文件 文档 资料 财年 年份 年度 所属 采用 使用 的 键 只 仅 只要 仅需
并 和 及 与 以及 部分 两 分 分别 个 项 不超过 最多 至多 一 二 三 两个 三个 不要 别 请 直接 如果 若
如 如有 不确定 确定 没有 没 数据 无 是 为 你 我 标题 小标题 表格 列表 一段 简短 简洁 清楚 明确
原文 页码 位置 中文 英文 日文 就 说 写 告诉 即可 就行 可以 即 则 时 的话 情况 输出 文本 形式
只用 一个 并且 同时 也 注 出 处 来源文件 并注明 请注明 源 依据 根据 清单 方式 不 知道 确切
返回 返回值 结果 取数 取 写入 文字 显示 展示
猜测 猜 估算 估计 推测 编造 臆测 假设 杜撰 捏造 推断 瞎猜 估
"""
_ZH_GUESS = "猜测 猜 估算 估计 推测 编造 臆测 假设 杜撰 捏造 推断 瞎猜 估"
_ZH_NOT_RE = re.compile(r"不|别|勿|禁止|切勿|避免|无需|無需")

_JA_FORM = """
出力 形式 回答 答える 答え 返答 数値 数字 値 単位 通貨 出典 資料 文書 ファイル 明記 示す 記載
付ける 付す 付き 箇条 書き 箇条書き 書く 一 行 一行 一文 文 見出し それぞれ 各 採用 年度 のみ
だけ 不要 する わかる 分かる 場合 旨 その 述べる 添える 引用 併記 キー 一言 簡潔 表 表形式 根拠
明示 記す 形 用いる 使う 使用 引用元 ページ 位置 場所 二 三 つ 以内 程度 項目 点 ポイント 不明
出来る できる ない 無い 日本語 英語 中国語 下さる こと 及び 並び または そして また 記入 ある
有る データ 情報 不確か 正確 願う 致す 御 お 伝える 教える 添付 付記 書き出す 挙げる 内容 ずつ
結果 表示 返す 取得 テキスト 文字 列挙
推測 推定 憶測 想像 捏造 仮定 見積もる 見積もり 予想 創作
"""
_JA_GUESS = "推測 推定 憶測 想像 捏造 仮定 見積もる 見積もり 予想 創作"
_JA_NOT_RE = re.compile(r"ない|ず|不要|禁止|控え|避け|なし|無し")


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_EN_STEMS = frozenset(stem(w) for w in _words(_EN_FORM))
_EN_GUESS_STEMS = frozenset(stem(w) for w in _words(_EN_GUESS))
_CJK_FORM = {"zh": _words(_ZH_FORM), "ja": _words(_JA_FORM)}
_CJK_GUESS = {"zh": _words(_ZH_GUESS), "ja": _words(_JA_GUESS)}
_CJK_FORM_RE = {
    lang: re.compile("(?:" + "|".join(sorted(map(re.escape, words), key=len, reverse=True)) + ")+")
    for lang, words in _CJK_FORM.items()
}
"""A CJK word made of the form's words (「注明出处」 as one word)."""

_UNIT_WORD_RE = re.compile(
    r"percent|percentage|[%％]|百分|パーセント|ドル|ユーロ|円|元|美元|欧元|日元|港币|港元|人民币|"
    r"\b(?:usd|eur|jpy|hkd|sgd|mop|rmb|cny|gbp|dollars?|euros?|yen|yuan|pounds?|"
    r"millions?|billions?|thousands?|bn|mn)\b|百万|千万|亿|億|万",
    re.IGNORECASE,
)
"""A unit, currency or scale: what the figure is asked in, read by the unit rules."""


def form_only(text: str, lang: str, matcher: Matcher, reference_date: date) -> bool:
    """Whether ``text`` is made only of the words of an answer's form, its words of
    guessing negated, and names nothing of the KB (module docstring)."""
    norm = normalize(unicodedata.normalize("NFKC", text))
    if not re.search(r"\w", norm) or "?" in norm:
        return False
    if matcher.find(norm) or find_periods(norm, lang, reference_date):
        return False
    return not _UNIT_WORD_RE.search(norm) and _form_words_only(norm, lang)


def _form_words_only(norm: str, lang: str) -> bool:
    """Whether every word of normalized ``norm`` is a word of an answer's form, a word of
    guessing only where it is negated."""
    guessed = False
    for word in LATIN_WORD_RE.findall(norm):
        if word.isdigit() and len(word) <= 2:
            continue
        form = stem(word)
        if form not in _EN_STEMS:
            return False
        guessed = guessed or form in _EN_GUESS_STEMS
    if guessed and not _EN_NOT_RE.search(norm):
        return False
    for run in CJK_RUN_RE.findall(norm):
        japanese = is_japanese(run, lang)
        read = "ja" if japanese else "zh"
        guessed = False
        for token in cjk_tokens(run, japanese):
            word = token.word
            guessed = guessed or bool({word.form, word.surface} & _CJK_GUESS[read])
            if token.particle or (token.function and not token.content):
                continue
            if not (
                word.form in _CJK_FORM[read]
                or word.surface in _CJK_FORM[read]
                or _CJK_FORM_RE[read].fullmatch(word.surface)
            ):
                return False
        if guessed and not {"zh": _ZH_NOT_RE, "ja": _JA_NOT_RE}[read].search(run):
            return False
    return True


# --- reading the frame --------------------------------------------------------------------

_SENTENCE_END_RE = re.compile(r"[。！？；]+|[.!?;]+(?=\s|$)")
"""Where a sentence of a line ends ("Results.pptx" ends none)."""

_SEGMENT_RE = re.compile(r"\s*(?:[,，、;；]|\s+and\s+|\s+-\s+)\s*|(?<=[:：])\s*", re.IGNORECASE)
_BRACKET_RE = re.compile(r"\s*[(（]([^()（）]{1,60})[)）]")

_MARKER_RE = re.compile(
    r"\b(?:one|single|two|three|a)\s+(?:line|sentence|word|paragraph)s?\b|\bbullet|\bjson\b|"
    r"\bkeys?\b|\bformat|\btables?\b|\bmarkdown\b|\bheadings?\b|\bsections?\b|\bcit(?:e|ing|ation)|"
    r"\bunsure\b|\buncertain|\b(?:sure|certain|available|unavailable)\b|guess|estimat|speculat|"
    r"\bassum|\binvent|fabricat|\bmake\s+up|extrapolat|一行|一句|要点|分点|分条|键|格式|引用|不确定|"
    r"表格|列表|标题|箇条|見出し|キー|一文|一言|わから|分から|不明|猜|估|推测|编造|臆测|推測|推定|"
    r"憶測|捏造",
    re.IGNORECASE,
)
"""A word only an answer's form or a constraint says (one line, bullet points, JSON, cite,
"if unsure", a guess negated, 一行, 要点, 箇条書き): a sentence of form only holding one
is an instruction wherever it stands; without one, only in a message laid out as a
prompt (a role, a label, a heading)."""


_GENERIC_TASK_RE = re.compile(
    r"^(?:(?:retrieve|pull|get|fetch|extract|look\s+up|find|query|report|return)\s+"
    r"(?:the\s+|a\s+)?(?:metric|kpi|figure|value|data|number|data\s*point)s?"
    r"|(?:查询|提取|获取|檢索|检索|查找|查|取)(?:指标|指標|数据|數據|数值|數值|数字)"
    r"|(?:指標|データ|数値|KPI)の?(?:抽出|取得|検索|照会|確認))[\s.。]*$",
    re.IGNORECASE,
)
"""A task naming no figure ("Retrieve metric", 「查询指标」, 「指標の抽出」)."""

_JA_TASK_NOUN_RE = re.compile(
    r"の(?:抽出|取得|確認|照会|検索|把握)(?:を(?:お願いします|してください))?[\s。]*$"
)
"""A Japanese task said as a verbal noun of fetching (「従業員数の確認」): what it is said
of is asked."""


def _sentences(line: str) -> list[str]:
    """The sentences of ``line``, each with the spaces before it, as written."""
    out: list[str] = []
    at = 0
    for end in _SENTENCE_END_RE.finditer(line):
        out.append(line[at : end.end()])
        at = end.end()
    if line[at:].strip():
        out.append(line[at:])
    return out


@dataclass
class _Reading:
    """One message read for its frame."""

    lang: str
    matcher: Matcher
    reference_date: date
    prompt: bool = False
    """The message is laid out as a prompt: a role, a label or a heading."""
    changed: bool = False

    def form_only(self, text: str) -> bool:
        return form_only(text, self.lang, self.matcher, self.reference_date)

    def line(self, line: str, section: str | None) -> str:
        """What of one ``line`` is the request: a label opening a sentence of it says
        what the rest of the line is, else the heading above it (``section``) does."""
        kept: list[str] = []
        for sentence in _sentences(line):
            core = sentence.strip()
            label = _label(core)
            if label is not None:
                section, core = label.lastgroup, core[label.end() :].strip()
                self.changed = True
            read = self.sentence(core, section)
            if read != core:
                self.changed = True
            if read.strip():
                kept.append(sentence if read == sentence.strip() else " " + read)
        return "".join(kept).strip()

    def sentence(self, core: str, section: str | None) -> str:
        """One sentence under ``section``, less its frame."""
        if not core or _a_role(core, section, self.lang, self.matcher, self.reference_date):
            return ""
        if section == "task":
            core = _task_content(core)
            if not core:
                return ""
        core = self.without_brackets(core, section)
        if self.form_only(core) and (
            self.prompt or section is not None or _MARKER_RE.search(normalize(core))
        ):
            return ""
        if section == "form":
            return self.without_form_segments(core)
        return core

    def without_brackets(self, text: str, section: str | None) -> str:
        """``text`` less its brackets of form only ("(value + unit)"); under an output
        line, a unit in one (「数値（％）」) read as a segment of its own."""

        def read(found: re.Match[str]) -> str:
            inner = found.group(1)
            if re.fullmatch(r"\s*(?:\d{1,2}|[a-zA-Z]|[ivx]{1,4})\s*", inner):
                return found.group()  # "(1)", "(b)": an item's number
            if self.form_only(inner):
                return ""
            if section == "form":
                return ("、" if self.lang in ("zh", "ja") else ", ") + inner
            return found.group()

        return _BRACKET_RE.sub(read, text)

    def without_form_segments(self, sentence: str) -> str:
        """An output or constraint line's ``sentence`` less its segments of form only:
        what is left (a unit, a currency, a part) is read as a sentence of its own."""
        parts = [p for p in _SEGMENT_RE.split(sentence) if p and p.strip()]
        kept = [_units_of(p, self.lang) for p in parts if not self.form_only(p)]
        if not kept:
            return ""
        if len(kept) == len(parts):
            return sentence
        ender = "。" if self.lang in ("zh", "ja") else "."
        joint = "、" if self.lang in ("zh", "ja") else ", "
        return joint.join(p.strip(" .。") for p in kept) + ender


def read_prompt_frame(text: str, lang: str, matcher: Matcher, reference_date: date) -> PromptFrame:
    """``text`` less its prompt's role, task labels, form and constraints (module
    docstring); as it is when nothing would be left."""
    text, unfilled = _without_placeholders(text, matcher)
    reading = _Reading(
        lang,
        matcher,
        reference_date,
        prompt=_laid_out_as_prompt(text, lang, matcher, reference_date),
    )
    lines: list[str] = []
    heading: str | None = None
    joins = False
    for line in text.split("\n"):
        label = _label(line)
        if label is not None and not line[label.end() :].strip():
            heading, reading.changed = label.lastgroup, True  # its section goes on
            continue
        kept = reading.line(line, heading)
        if not kept:
            continue
        if joins and opens_on_field(kept, lang):
            # A template's fields say together which figure: one request, never a
            # request per line.
            lines[-1] = lines[-1].rstrip(" 。.") + ("、" if lang in ("zh", "ja") else ", ") + kept
            reading.changed = True
            continue
        lines.append(kept)
        task = heading == "task" or (label is not None and label.lastgroup == "task")
        joins = task or opens_on_field(kept, lang)
    out = "\n".join(lines).strip()
    if not reading.changed or not re.search(r"\w", out):
        return PromptFrame(text, unfilled)
    return PromptFrame(out, unfilled)


def _laid_out_as_prompt(text: str, lang: str, matcher: Matcher, reference_date: date) -> bool:
    """Whether ``text`` is laid out as a prompt: a line or a sentence opening on a role,
    task or output label, or a role said of the assistant."""
    for line in text.split("\n"):
        for sentence in _sentences(line):
            core = sentence.strip()
            label = _label(core)
            if label is not None and label.lastgroup != "context":
                return True
            if _a_role(core, None, lang, matcher, reference_date):
                return True
    return False


def _label(text: str) -> re.Match[str] | None:
    """A label or heading opening ``text`` (``_LABEL_RE``), with its kind as ``lastgroup``."""
    found = _LABEL_RE.match(text)
    return found if found is not None and found.lastgroup is not None else None


def _a_role(
    sentence: str, section: str | None, lang: str, matcher: Matcher, reference_date: date
) -> bool:
    """Whether ``sentence`` says only who the assistant is."""
    body = sentence.rstrip(" .。!！")
    if section == "role":
        if "?" in body or "？" in body or _ROLE_CUE_RE.search(body):
            return False
    else:
        pattern = _ROLE_SENTENCE_RE.get(lang)
        if pattern is None or not pattern.match(body):
            return False
        if _ROLE_CUE_RE.search(re.sub(r"^\s*(?:请)?(?:你|您)", "", body)):
            return False
    norm = normalize(unicodedata.normalize("NFKC", body))
    if any(m.kind in ("metric", "unit") for m in matcher.find(norm)):
        return False
    return not find_periods(norm, lang, reference_date)


def _task_content(sentence: str) -> str:
    """A task's content as a request: nothing for a task naming no figure, what a
    Japanese verbal noun of fetching is said of (「従業員数の確認」 → 従業員数)."""
    if _GENERIC_TASK_RE.match(sentence.strip()):
        return ""
    return _JA_TASK_NOUN_RE.sub("", sentence)


def _units_of(segment: str, lang: str) -> str:
    """A kept ``segment`` made of the form's words and units only ("percentage only",
    「数値(%)のみ」, "one number in USD millions") as its units alone, the way the unit
    rules read a unit said on its own; any other segment as it is."""
    units = [m.group() for m in _UNIT_WORD_RE.finditer(segment)]
    rest = _UNIT_WORD_RE.sub(" ", normalize(unicodedata.normalize("NFKC", segment)))
    if not units or not _form_words_only(rest, lang):
        return segment
    return " ".join(units)
