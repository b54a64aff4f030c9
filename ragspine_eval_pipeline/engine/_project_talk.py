"""The talk of a project around a request: codenames, workstreams, tickets, sprints, owners.

Staff on a project name its furniture around what they ask: the project's codename
("Project Lantern", 「北极星」项目, さくらPJ), a workstream ("the pricing workstream",
数据治理专项, 人事WS), a ticket's or task's id ("FIN-233", 需求单 DM-77, 課題 HR-58), a
sprint or a milestone ("sprint 14 demo", 第3个迭代, M2ゲート), who owns or reviews the
task ("Owner: Priya", "@Marco to review", 负责人：王磊, レビューは@田中さん) and its state
("still WIP", 阻塞中, レビュー待ち). None of these says which figure is meant: they are
marks of the asker's own work, read as logistics are (``_context_logistics``). A codename
or a workstream's name that names a place, a part of the business or a name of the KB
other than a metric is no such mark, and the whole text is read as written.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._english import SCOPE_HEADS
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._version_asked import version_spans
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    cjk_tokens,
    english_word_classes,
    japanese_parts_of_speech,
    normalize,
)

_NAME_EN = r"[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?"
_CODE_EN = r"[A-Z][a-z]{2,}"

TICKET_ID_RE = re.compile(
    r"(?<![\w#/-])(?:(?:ticket|task|issue|story|epic|card|jira|item)\s*(?:no\.?\s*)?[:#]?\s*)?"
    r"#?(?!FY|CY|H[12]-|Q[1-4]-)[A-Z][A-Z0-9]{1,9}-\d{1,6}(?![\w%-])"
    r"|(?<![\w#])(?:ticket|task|issue|story|epic|card)\s*(?:no\.?\s*)?[:#]\s*\d{1,6}(?![\w%])"
)
"""A ticket's or task's id ("FIN-233", "JIRA-4812", "task LAN-77", "task #12"); a fiscal
year or a half written with a dash is none."""

_SPRINT_EN_RE = re.compile(
    r"(?<![\w])(?:sprint|iteration)\s*#?\d{1,3}(?![\w%])"
    r"(?:\s+(?:demo|planning|review|retro(?:spective)?|goal))?(?:\s+prep)?"
    r"|(?<![\w])sprint\s+(?:demo|planning|review|retro(?:spective)?)(?![\w])",
    re.IGNORECASE,
)
"""A sprint and its meeting ("sprint 14 demo prep", "sprint 9", "sprint review")."""

_MILESTONE_EN_RE = re.compile(
    r"(?<![\w])(?:M\d{1,2}(?:\s+(?:gate|milestone))?|milestone\s+M?\d{1,2}|gate\s+\d)"
    r"(?:\s+(?:gate\s+)?(?:review|pack|deck|sign-?off|check))?(?![\w])"
)
"""A milestone or gate ("M2 gate pack", "the M3 milestone review", "milestone 2")."""

_STATUS_EN_RE = re.compile(
    r"(?<![\w])(?:status\s*:\s*)?(?:still\s+)?(?:WIP|wip|work\s+in\s+progress|blocked|on\s+hold)"
    r"(?![\w])|(?<![\w])status\s*:?\s*[a-z]+(?:\s+[a-z]+)?|(?<![\w])still\s+open(?![\w])"
    r"|(?<![\w])(?i:picking\s+up|closing\s+out|wrapping\s+up)(?![\w])",
)
"""A task's state ("still WIP", "status: blocked", "still open") and taking one up or
closing it ("picking up", "closing out")."""


def _roles_en(name: str) -> re.Pattern[str]:
    return re.compile(
        rf"(?<![\w])(?:[Oo]wner|[Rr]eviewer|[Aa]ssignee|DRI|PM|[Ll]ead)\s*(?::|=|is|-)?\s*@?{name}"
        rf"|@{name}(?:\s+(?:to|will|can|is)\s+review(?:ing)?|\s+reviewing)?"
        rf"|(?<![\w@]){name}\s+(?:is\s+)?(?:reviewing|the\s+reviewer|to\s+review)(?![\w])"
        rf"|(?<![\w])(?:[Oo]wner|[Rr]eviewer)\s*:?\s*me(?![\w])"
        rf"|(?<![\w])(?:cc|CC|[Pp]ing|[Pp]er)\s*:?\s*@?{name}"
        rf"|(?<![\w@]){name}\s*\((?:PM|BA|PO|TL|DRI|QA|[Ll]ead|[Oo]wner|[Rr]eviewer)\)"
    )


_ROLE_EN_RE = _roles_en(r"[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?(?![\w])")
_ROLE_ONE_NAME_EN_RE = _roles_en(r"[A-Z][a-z]+(?![\w])")
"""Who owns, reviews or is copied on the task ("Owner: Priya", "owner is Priya", "@Li Wei",
"@Raj to review", "Marco is the reviewer", "Aisha reviewing", "cc Marco", "Hannah (PM)")."""

_WORKSTREAM_EN_RE = re.compile(
    r"(?<![\w])(?P<words>(?:[\w&/]+(?:\s+|-)){0,3}?)(?:workstream|work-?stream|squad)(?![\w])",
    re.IGNORECASE,
)
"""A workstream with the words naming it ("the pricing workstream", "Bluebird ESG
workstream"), weighed by ``plain_words``."""

_MEETING_EN_RE = re.compile(
    r"(?<![\w])(?:before|for|by|after|at|in)\s+(?:the\s+|our\s+|tomorrow's\s+|today's\s+)?"
    r"(?:sprint\s+)?(?:review|stand-?up|demo|retro(?:spective)?|planning|grooming|refinement"
    r"|showcase)(?![\w'’-])"
    r"|(?<![\w])(?:on|onto)\s+the\s+(?:board|tracker|kanban)(?![\w'’-])",
    re.IGNORECASE,
)
"""A project's meeting a figure is due at ("before review", "for the retro") and its
board ("on the board")."""

_OWN_WORK_EN_RE = re.compile(
    r"(?<![\w])I(?:\s+|['’])?(?:own|run|lead|maintain|(?:am|'m|’m)\s+(?:building|doing))\s+"
    r"(?:the|a|an|our|this)\s+(?P<words>(?:[\w&/-]+\s+){0,2}?)"
    r"(?:bridge|slide|deck|model|page|pack|tracker|analysis|section|chart|dashboard|memo"
    r"|report|workbook)(?![\w])",
    re.IGNORECASE,
)
"""The asker's own piece of work ("I own the revenue bridge"), weighed by
``plain_words``."""

_WORK_ITEM_EN = (
    r"(?:\s+(?:exec(?:utive)?|steering|status|investor-relations))?"
    r"(?:\s+(?:one-pager|deck|pack|slides?|memo|page|update|board))?"
)
"""The project's own item after its codename ("the Northwind exec one-pager")."""

_CODENAME_EN_RE = re.compile(
    rf"(?<![\w])(?:[Pp]roject|[Oo]peration|[Ii]nitiative)\s+[\"'“‘]?(?P<a>{_CODE_EN})[\"'”’]?(?:['’]s)?(?![\w])"
    rf"|(?<![\w])(?P<b>{_CODE_EN})(?=\s+(?:sprint|workstream|steering|exec|squad|M\d(?![\w])|"
    r"milestone|gate|thread|channel|readout|RAID|PMO|(?P<of>[A-Z]{2,4}|[a-z]+(?:-[a-z]+)?)\s+workstream))"
    rf"|(?<=\s)(?:on|for)\s+(?P<c>{_CODE_EN})(?=[\s,.;:)]*(?:[,.;:)]|$))"
)
"""A project's codename: after "Project", "Operation" or "Initiative", before a project's
word ("Lantern sprint 11", "Bluebird workstream", "Orion M2 gate deck"), or closing a
project's phrase ("the M3 milestone review on Orion", weighed only beside another mark)."""

_CODENAME_CJK_RE = re.compile(
    r"(?:项目|項目|プロジェクト)\s*[「『“\"](?P<a>[^」』”\"]{1,8})[」』”\"]"
    r"|[「『“\"](?P<b>[^」』”\"]{1,8})[」』”\"]\s*(?:(?:项目|項目|PJ|pj|プロジェクト)|"
    r"(?=\s*(?:专项|專項|ESG|[Ss]print|第\s*\d{1,3}\s*(?:个|個)?\s*(?:迭代|スプリント)|M\d"
    r"|[\u4e00-\u9fff\u30a0-\u30ffA-Za-z]{0,6}?(?:工作流|专项|專項|WS))))"
    r"|(?<![\u4e00-\u9fff\u3040-\u30ff])(?P<c>[\u4e00-\u9fff\u3040-\u309f\u30a0-\u30ff]{2,4}?)"
    r"\s*(?:项目|項目|PJ|pj)"
)
"""A codename in Chinese or Japanese: quoted beside 项目 or プロジェクト, or bare before
项目 or PJ (「北极星」项目, プロジェクト「さくら」, さくらPJ)."""

_PROJECT_WORD_CJK_RE = re.compile(
    r"(?:需求单|需求單|工单|工單|任务|任務|課題|タスク|チケット|ticket|task)\s*(?:号|號)?\s*[#＃]?\s*"
    r"(?:[A-Za-z]{1,6}-?)?\d{1,6}(?![\d%年])"
    r"|(?<![A-Za-z])[A-Z][A-Z0-9]{1,9}-\d{1,6}(?![\w%])"
    r"|第\s*\d{1,3}\s*(?:个|個)?\s*(?:迭代|スプリント|冲刺|衝刺)|(?:sprint|Sprint)\s*\d{1,3}"
    r"|(?:迭代|スプリント)(?:レビュー|评审|評審|演示|计划|計劃|规划|規劃|复盘|復盤)?"
    r"|(?:(?<![A-Za-z])M\d{1,2}\s*(?:里程碑|マイルストーン|ゲート)?|里程碑\s*\d{1,2})"
    r"(?:\s*(?:评审|評審|レビュー))?"
    r"|(?:(?:负责人|負責人|对接人|對接人|跟进人|跟進人|发起人|發起人|owner|Owner)\s*(?:是|[:：])?"
    r"|(?:起票者|担当(?:者)?|オーナー)(?:\s*(?:は|[:：])|\s))\s*@?"
    r"(?:我|私|[\u4e00-\u9fff]{2,3}(?![\u4e00-\u9fff])|[\u4e00-\u9fff\u3040-\u30ff]{1,4}(?:さん|様))"
    r"|@\s*[\u4e00-\u9fff\u30a0-\u30ffA-Za-z]{1,6}?(?:さん|様)?\s*[、，,]?\s*"
    r"(?:评审|評審|帮忙\s*review|review|確認お願いします|確認|レビュー(?:お願いします)?)"
    r"|帮忙\s*(?:review|Review|评审|評審)(?![\w])"
    r"|(?:レビュー|評審|评审)(?:待ち|は(?=\s*@))|待评审|待評審"
    r"|(?:周会|週会|例会|站会|評審会|评审会)(?:上|で)?"
    r"|(?:老板|老闆|领导|領導|上司|部長|课长|課長)(?:问起|問起|问到|問到|在问|在問|想知道|に聞かれ(?:ました)?)"
    r"|(?:要|需要)?[两兩二三四几幾2-4]\s*(?:样|樣|件|个|個|点|點)\s*(?:东西|東西|事情?)"
    r"|(?:还在|仍在)?\s*(?:WIP|wip)|阻塞中|保留中|(?:还|還)挂着|(?:还|還)掛著|ブロックされて(?:います|いる)"
)
"""A project's words in Chinese or Japanese: tickets and tasks with their ids, sprints,
milestones and gates, owners and reviewers with their names, a task's state."""

_MODIFIER_END_RE = re.compile(r"(?:的|な|の|性)$")
"""How a Chinese or Japanese modifier ends (一時的な, 非经常性): written bare before 项目
or 項目 it says what kind of items, never a project's codename."""

_WORKSTREAM_CJK_RE = re.compile(
    r"(?<![\u4e00-\u9fff\u3040-\u30ffA-Za-z])(?P<words>[\u4e00-\u9fff\u3040-\u30ffA-Za-z]{0,10})"
    r"\s*(?:工作流|专项|專項|WS|ワークストリーム)"
    r"(?![A-Za-z])"
)
"""A workstream in Chinese or Japanese (数据治理专项, 经营分析工作流, 人事WS), with the
whole run of words before it, weighed by ``plain_words``."""


_ROLE_COLON_RE = re.compile(
    r"(?P<label>负责人|負責人|对接人|對接人|跟进人|跟進人|担当(?:者)?|オーナー|(?<![\w])(?:[Oo]wner|[Rr]eviewer|[Aa]ssignee|[Ss]tatus))"
    r"\s*[:：]\s*(?=@?\w)"
)
"""The colon after an owner's or a task state's label ("Owner: Priya", 「负责人：王磊」)."""


def with_role_colons_folded(text: str) -> str:
    """``text`` with an owner's or a state's label and its value one mark, never two
    pieces at the colon ("Owner Priya")."""
    return _ROLE_COLON_RE.sub(r"\g<label> ", text)


def plain_words(words: str, lang: str, matcher: Matcher, metric: bool = True) -> bool:
    """Whether the words naming a codename or a workstream name nothing that may narrow a
    figure: no place or other name the analyser tags, no channel, no name of the KB but a
    metric's (none at all for a codename, ``metric`` false)."""
    # Read late: the places' reader imports the clause's, which imports this module's reader.
    from ragspine_eval_pipeline.engine._places_named import places_named

    norm = normalize(words)
    if not norm.strip():
        return True
    if places_named(words) or any(m.kind != "metric" or not metric for m in matcher.find(norm)):
        return False
    if any(_cjk_place(run, lang) for run in CJK_RUN_RE.findall(words)):
        return False
    if any(w in gr.CHANNEL_WORDS for w in re.findall(r"[a-z]+", norm)):
        return False
    return not re.search(
        r"only|excluding|online|store|shop|門店|门店|店|线上|線上|网上|網上|オンライン|ec(?![a-z])",
        norm,
    )


def _cjk_place(run: str, lang: str) -> bool:
    """Whether a Chinese or Japanese run holds a place's or an organisation's name
    (「*大湾*区」, 「*大阪*」); a person's name (ひばり) or a common word is none."""
    if lang == "ja":
        return any(parts[2] == "地名" for _, parts in japanese_parts_of_speech(run))
    return any(token.tag in ("ns", "nt") for token in cjk_tokens(run, False))


def project_marks(text: str, lang: str, matcher: Matcher) -> list[tuple[int, int]]:
    """The spans of ``text`` that are marks of a project's talk around the request. A
    codename or a workstream naming a place, a channel or a name of the KB (「线上工作流」,
    "Project Taiwan") leaves the whole text as written: its talk is read word by word."""
    return _project_marks(text, lang, matcher) or []


def _project_marks(text: str, lang: str, matcher: Matcher) -> list[tuple[int, int]] | None:
    found: list[tuple[int, int]] = []
    codenames: set[str] = set()
    if lang == "en":
        for regex in (TICKET_ID_RE, _SPRINT_EN_RE, _MILESTONE_EN_RE, _STATUS_EN_RE):
            found += [m.span() for m in regex.finditer(text)]
        found += _roles(text, lang, matcher)
        found += [
            m.span()
            for m in _OWN_WORK_EN_RE.finditer(text)
            if plain_words(m.group("words"), lang, matcher)
        ]
        for match in _WORKSTREAM_EN_RE.finditer(text):
            words = match.group("words")
            start = match.start()
            # A determiner or preposition ahead of the workstream's name stays.
            lead = re.match(r"(?i)(?:(?:the|our|my|this|a|on|for|in|of|from)\s+)+", words)
            if lead:
                start += lead.end()
                words = words[lead.end() :]
            if not plain_words(words, lang, matcher):
                return None
            found.append((start, match.end()))
        for match in _CODENAME_EN_RE.finditer(text):
            name = match.group("a") or match.group("b") or match.group("c")
            if _common_request_word(name) or (match.group("c") and not found):
                continue
            plain = plain_words(f"{name} {match.group('of') or ''}", lang, matcher)
            if not plain and not match.group("c"):
                return None
            # A metric's name before a workstream ("Headcount workstream") is the
            # workstream's own word, no codename.
            if plain and plain_words(name, lang, matcher, metric=False):
                codenames.add(name)
                found.append(match.span())
        for name in codenames:
            found += [
                m.span()
                for m in re.finditer(
                    rf"(?<![\w]){re.escape(name)}(?:['’]s)?{_WORK_ITEM_EN}(?![\w])", text
                )
            ]
    else:
        versions = version_spans(text)
        for match in _CODENAME_CJK_RE.finditer(text):
            name = match.group("a") or match.group("b") or match.group("c")
            if match.group("c") and (
                _MODIFIER_END_RE.search(name)
                or any(a < match.end() and match.start() < b for a, b in versions)
            ):
                # 「一時的な項目」, 「非经常性项目」: items of a kind, no project's name.
                continue
            if not plain_words(name, lang, matcher, metric=False):
                return None
            codenames.add(name)
            found.append(match.span())
        for name in codenames:
            found += [m.span() for m in re.finditer(re.escape(name), text)]
        for match in _WORKSTREAM_CJK_RE.finditer(text):
            if not plain_words(match.group("words"), lang, matcher):
                return None
            found.append(match.span())
        found += [m.span() for m in _PROJECT_WORD_CJK_RE.finditer(text)]
        found += [m.span() for m in TICKET_ID_RE.finditer(text)]
    if found and lang == "en":
        found += [m.span() for m in _MEETING_EN_RE.finditer(text)]
    return _merged([span for span in found if not _written_onto(text, span, matcher)])


def _written_onto(text: str, span: tuple[int, int], matcher: Matcher) -> bool:
    """Whether the mark at ``span`` is written onto a metric or a business's noun after it
    ("the group's *blocked* revenue", "ACME's *Squad* business"): a word describing the
    figure, which is read as written."""
    end = span[1]
    after = normalize(text[end : end + 60])
    lead = len(after) - len(after.lstrip())
    if re.match(rf"\s*(?:{'|'.join(sorted(SCOPE_HEADS))})(?![\w])", after):
        return True
    return any(m.kind == "metric" and m.start == lead for m in matcher.find(after))


def without_project_talk(piece: str, lang: str, matcher: Matcher) -> str:
    """``piece`` without its project marks, with the preposition leading one and the
    brackets they leave empty ("…slide in Project Lantern's sprint demo (JP-1)" reads
    "…slide"); unchanged when it holds none."""
    spans = project_marks(piece, lang, matcher)
    if not spans:
        return piece
    out, at = [], 0
    for start, end in spans:
        out.append(piece[at:start])
        at = end
    text = "\x00".join([*out, piece[at:]])
    if lang == "en":
        text = re.sub(r"\s+(?:in|on|for|under|of|from|at)(?:\s+the)?\s*(?=\x00)", " ", text)
    text = text.replace("\x00", " ")
    text = re.sub(r"[(（][\s,，、;；]*[)）]", " ", text)
    text = re.sub(r"[ \t]{2,}", " ", text)
    return re.sub(r"\s+(?=[,，、:：;；.。?？!！)）]|$)", "", text)


def _roles(text: str, lang: str, matcher: Matcher) -> list[tuple[int, int]]:
    """Owners' and reviewers' marks whose names name nothing else ("@Marco", never the
    "Japan" of "@Marco Japan revenue"); a name the KB or a place list knows is no mark."""
    spans = []
    for match in _ROLE_EN_RE.finditer(text):
        if _names_a_person(match.group(), lang, matcher):
            spans.append(match.span())
            continue
        one = _ROLE_ONE_NAME_EN_RE.match(text, match.start())
        if one and _names_a_person(one.group(), lang, matcher):
            spans.append(one.span())
    return spans


def _names_a_person(mark: str, lang: str, matcher: Matcher) -> bool:
    """Whether the capitalised words of a role's mark, bar its label, are names no
    dictionary, place list or the KB knows."""
    names = [
        w
        for w in re.findall(r"[A-Z][a-z]+", mark)
        if w.casefold() not in {"owner", "reviewer", "assignee", "lead"}
    ]
    return all(
        plain_words(w, lang, matcher) and not english_word_classes(w.casefold()) for w in names
    )


def _common_request_word(name: str) -> bool:
    """A capitalised word opening a request ("For", "What") is no codename."""
    return name.casefold() in {"what", "how", "which", "the", "for", "need", "quick", "group"}


def _merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for start, end in sorted(s for s in spans if s[1] > s[0]):
        if out and start < out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], end))
        else:
            out.append((start, end))
    return out
