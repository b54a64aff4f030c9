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
  …", 「你是否…」) is read as any sentence; a metric's word that is the role's trade ("a
  sales analyst", "head of sales", 「销售分析师」) names none. Who reads the answer and
  in what tone ("Audience: …", "Tone: formal", 「语气：正式」) is dropped as a role is;
- a task's label is taken off and its content read as the request; a task saying only
  "retrieve the metric" (「查询指标」, 「指標の抽出」) names nothing, and 「…の抽出」,
  「…の確認」 ask for what they are said of;
- a sentence, or a labelled output or constraint line's segment, made only of the words
  of an answer's form (answer, one line, bullet points, JSON, keys, value, unit, source,
  cite, the fiscal year used, think step by step, 数值, 出处, 一行, 数値, 出典, 明記,
  箇条書き …), and a bracket of them ("(value + unit)", 「（只输出数字）」), is dropped, and
  so is a tail of them joined to the request ("… and put it in a bullet list"). A word of
  guessing (guess, estimate, 猜测, 推測) counts as one only where it is negated ("do not
  estimate") or said in a condition ("if you assumed anything, say so", 「如果你做了任何
  假设，请说明」);
- anything else stays: a segment naming a market, a metric, a year, a unit or a currency
  ("percentage only", "in euros"), a part ("for the online stores only") or a guess
  asked ("if unsure, estimate") is read as it would be anywhere, so a figure the KB lacks
  is still refused. Outside a message laid out as a prompt (no role, label or heading)
  and, in English, beside no sentence naming a market, a metric or a year, only a sentence holding a
  word no request uses (one line, JSON, cite, unsure, a guess negated) is dropped:
  "Please state the figure and its source." alone is the request;
- a label in the middle of a line ("… in FY2024? Output: one line", "ROLE: … | TASK: …",
  「…。现在请回答：…」) opens its part as on a line of its own; tags, rules and worked
  examples are read by ``_prompt_layout``;
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

from ragspine_eval_pipeline.engine._answer_form import UNIT_WORD_RE, form_only, form_words_only
from ragspine_eval_pipeline.engine._fields import opens_on_field
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._prompt_layout import (
    EXAMPLE_WORDS,
    as_sections,
    examples_out,
    is_rule_line,
    without_inline_examples,
)
from ragspine_eval_pipeline.kb.analysis import (
    normalize,
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
        r"(?:your\s+|the\s+|user(?:['’]s)?\s+|actual\s+|real\s+)?questions?|your\s+turn|input|"
        r"(?-i:Q)|问|問|问题|問題|提问|用户问题|"
        r"(?:任务|任務)(?:[一二三四五六七八九十]|\d{1,2})?|需求|指令|"
        r"タスク(?:\d{1,2})?|依頼(?:内容)?|指示|課題|質問(?:内容)?|設問|本題|命令書?|入力文?|"
        r"prompt|user|ユーザー|用户|用戶|now(?:\s+(?:answer|you|it['’]?s\s+your\s+turn))?|"
        r"现在(?:请)?回答|現在(?:請)?回答|现在轮到你|请回答|請回答|では本題|本番(?:の質問)?|"
        r"実際の質問|your\s+question|real\s+task"
    ),
    "form": (
        r"(?:output|response|answer|reply)(?:\s+(?:format|requirements?|style|instructions?))?|"
        r"format(?:ting)?|style|constraints?|rules|requirements?|guidelines|notes?|"
        r"(?:output\s+)?contract|guardrails?|safety|polic(?:y|ies)|length|(?-i:A)|"
        r"答|回答|解答|护栏|護欄|ガードレール|出力文|字数|篇幅|长度|長度|文字数|長さ|"
        r"输出(?:格式|要求)?|輸出(?:格式|要求)?|格式|回答(?:格式|要求)|要求|约束|約束|限制|"
        r"注意(?:事项|事項)?|规则|規則|"
        r"出力(?:形式|フォーマット)?|回答形式|形式|フォーマット|制約(?:条件)?|条件|注意事項|ルール|要件"
    ),
    "context": r"context|background|背景|上下文|前提|背景情報",
    "reader": (
        r"(?:target\s+)?audience|readers?(?:ship)?|tone(?:\s+of\s+voice)?|voice|register|"
        r"受众|受眾|读者|讀者|语气|語氣|语调|語調|口吻|対象読者|読者|読み手|トーン|口調|文体"
    ),
}
_LABEL_RE = re.compile(
    r"^[ \t]*(?:#{1,6}[ \t]+|\*\*|【|\[)?[ \t]*(?:"
    + "|".join(rf"(?P<{kind}>{words})" for kind, words in _LABELS.items())
    + r")[ \t]*(?:\*\*|】|\])?[ \t]*(?:[:：]|(?=\s*$)|(?<=[】\]])|(?<=\*\*))[ \t]*(?:\*\*)?[ \t]*",
    re.IGNORECASE,
)
"""A line's label or a heading: ``Role:``, ``## Output``, ``**Task 1:**``, 「任务一：」,
「【出力】」, 「## 制約」."""


_INLINE_LABEL_RE = re.compile(
    r"(?:(?<=[.。!?？！」\"”])[ \t]*|[ \t]+[|｜│][ \t]*)(?=(?:\*\*|【)?(?:"
    + "|".join(_LABELS.values())
    + "|"
    + EXAMPLE_WORDS
    + r")[ \t]*(?:\*\*|】)?[ \t]*[:：])",
    re.IGNORECASE,
)
"""A label opening a part in the middle of a line, after a sentence or a bar ("… in
FY2024? Output: one line", "ROLE: analyst | TASK: …", 「…。现在请回答：…」)."""


# --- a role said of the assistant ---------------------------------------------------------

_ROLE_SENTENCE_RE = {
    "en": re.compile(
        r"^\s*(?:you\s+are|you['’]re|you\s+will\s+(?:act|serve)\s+as|act(?:ing)?\s+as|"
        r"your\s+role\s+is|imagine\s+you\s+are|you\s+work\s+as|pretend\s+(?:that\s+)?you\s+are|"
        r"(?:play|take|assume)\s+the\s+role\s+of)\s+(?:(?:a|an|the|my|our)\s+)"
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


_ROLE_NOUN_RE = re.compile(
    r"\s*(?:(?:data|reporting|research|operations|finance|financial)\s+)?(?:analysts?|assistants?|"
    r"specialists?|experts?|controllers?|managers?|officers?|associates?|leads?|advisors?|"
    r"consultants?|accountants?|auditors?|agents?|bots?|partners?|planners?|reporters?)\b|"
    r"\s*(?:分析师|分析員|分析员|助理|助手|专员|專員|经理|經理|顾问|顧問|专家|專家|"
    r"アナリスト|アシスタント|担当者?|専門家|スペシャリスト|マネージャー)"
)
"""A person's noun after a metric's word in a role ("a helpful sales analyst", 「销售分析师」):
the role's trade, never the figure asked."""


_TITLE_OF_RE = re.compile(
    r"\b(?:chief|head|director|vp|vice\s+president|manager|lead|officer)\s+of\s+(?:the\s+)?$"
)
"""A title said of a metric's word ("head of sales", "chief of staff"): the role's trade."""


# --- reading the frame --------------------------------------------------------------------

_SENTENCE_END_RE = re.compile(r"[。！？；]+|(?<!\b[Nn]o)[.!?;]+(?=\s|$)")
"""Where a sentence of a line ends ("Results.pptx" ends none, nor "File No. RO/311")."""

_SEGMENT_RE = re.compile(r"\s*(?:[,，、;；]|\s+and\s+|\s+-\s+)\s*|(?<=[:：])\s*", re.IGNORECASE)
_ASKS_FOR_RE = re.compile(
    r"\b(?:give|tell|show|send|share|get|fetch|pull|need|want|what|how|which|state|provide"
    r"|quote|supply|confirm)\b",
    re.IGNORECASE,
)
"""A sentence asking for the figure ("Just give me the number.", "Please state the
figure and its source."): outside a prompt's
layout it may be what makes the sentence beside it a request, and stays."""

_TAIL_JOINT_RE = re.compile(
    r"\s*(?:[,，、;；]\s*(?:and\s+|then\s+|并且?|然后|再)?|\s+(?:and|then)\s+|并且?|然后)\s*",
    re.IGNORECASE,
)
"""Where a tail saying the answer's form may be joined to a request."""
_BRACKET_RE = re.compile(r"\s*[(（]([^()（）]{1,60})[)）]")

_MARKER_RE = re.compile(
    r"\b(?:one|single|two|three|a)\s+(?:line|sentence|word|paragraph)s?\b|\bbullet|\bjson\b|"
    r"\bkeys?\b|\bformat|\btables?\b|\bmarkdown\b|\bheadings?\b|\bsections?\b|\bcit(?:e|ing|ation)|"
    r"\bunsure\b|\buncertain|\b(?:sure|certain|available|unavailable)\b|guess|estimat|speculat|"
    r"\bassum|\binvent|fabricat|\bmake\s+up|extrapolat|一行|一句|要点|分点|分条|键|格式|引用|不确定|"
    r"表格|列表|标题|箇条|見出し|キー|一文|一言|わから|分から|不明|猜|估|推测|编造|臆测|推測|推定|"
    r"憶測|捏造|\bexplanations?\b|\bexplain|\bcommentary\b|\bprose\b|\bconcise|\bbriefly\b|"
    r"\bstep\s+by\s+step\b|\bin\s+(?:english|chinese|japanese)\b|\bn/a\b|\bfactual|"
    r"<\s*\w+\s*>|\{\s*\w+\s*\}|解释|解釋|一步一步|逐步|ステップ|段階的|简洁|簡潔|"
    r"用中文|用英文|日本語で|英語で|\bnumbered\b|\blist\b|编号|番号付き|前置き|文字以内|字以内|"
    r"のみで(?:回答|答え)|だけで(?:回答|答え)|只输出|只回答|只给|不超过\d+字",
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
    anchored: bool = False
    """An English sentence of the message names something of the KB: the request is
    there."""
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
        if section == "reader" and _a_role(
            core, "role", self.lang, self.matcher, self.reference_date
        ):
            return ""  # who reads the answer and in what tone, as a role: never the figure
        if section == "task":
            core = _task_content(core)
            if not core:
                return ""
        core = self.without_brackets(core, section)
        if self.form_only(core) and (
            self.prompt
            or (self.anchored and not _ASKS_FOR_RE.search(core))
            or section is not None
            or _MARKER_RE.search(normalize(core))
        ):
            return ""
        if section == "form":
            return self.without_form_segments(core)
        if self.prompt or section is not None or (self.anchored and not _ASKS_FOR_RE.search(core)):
            return self.without_form_tail(core)
        return core

    def without_form_tail(self, sentence: str) -> str:
        """``sentence`` less a tail joined to it that says only the answer's form ("… and
        put it in a bullet list with the source", 「…，用一句话回答并注明出处」)."""
        for joint in _TAIL_JOINT_RE.finditer(sentence):
            head, tail = sentence[: joint.start()], sentence[joint.end() :]
            if (
                re.search(r"\w", head)
                and _MARKER_RE.search(normalize(tail))
                and self.form_only(tail)
            ):
                ender = re.search(r"[.。!！?？]\s*$", sentence)
                return head.rstrip() + (ender.group().strip() if ender else "")
        return sentence

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
    written = text
    sectioned = _INLINE_LABEL_RE.sub("\n", as_sections(text))
    text, unfilled = _without_placeholders(sectioned, matcher)
    reading = _Reading(
        lang,
        matcher,
        reference_date,
        prompt=_laid_out_as_prompt(text, lang, matcher, reference_date),
    )
    shown = without_inline_examples(text)
    if shown != text and _names_the_kb(shown, lang, matcher, reference_date):
        text, reading.changed = shown, True  # the request names its figure without them
    lines_in = examples_out(
        text.split("\n"),
        reading.form_only,
        lambda line: _names_the_kb(line, lang, matcher, reference_date),
    )
    # In Chinese and Japanese a sentence of the form's words may be the request's own verb
    # (「…について。数値を教えてください。」): there, only a marker tells an instruction.
    reading.anchored = lang == "en" and _names_the_kb(
        "\n".join(lines_in), lang, matcher, reference_date
    )
    reading.changed = (
        reading.changed or sectioned != written or len(lines_in) != text.count("\n") + 1
    )
    lines: list[str] = []
    heading: str | None = None
    joins = False
    for line in lines_in:
        if is_rule_line(line):
            heading, reading.changed, joins = None, True, False  # the part above ends
            continue
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


def _names_the_kb(text: str, lang: str, matcher: Matcher, reference_date: date) -> bool:
    """Whether ``text`` names a market, a metric, a company or a year: a sentence made
    only of the form's words beside it says how to answer, never what."""
    norm = normalize(unicodedata.normalize("NFKC", text))
    return bool(matcher.find(norm)) or bool(find_periods(norm, lang, reference_date))


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
    if any(
        m.kind in ("metric", "unit")
        and not _ROLE_NOUN_RE.match(norm, m.end)
        and not _TITLE_OF_RE.search(norm[: m.start])
        for m in matcher.find(norm)
    ):
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
    units = [m.group() for m in UNIT_WORD_RE.finditer(segment)]
    rest = UNIT_WORD_RE.sub(" ", normalize(unicodedata.normalize("NFKC", segment)))
    if not units or not form_words_only(rest, lang):
        return segment
    return " ".join(units)
