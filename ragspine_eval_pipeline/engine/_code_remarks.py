"""The asker's remarks on their own code, read once the code is out (``_code_context``):
a sentence about the artefact, a template placeholder's instruction, a comment pointing
at a source, and the slot a figure goes into.

Around a request a developer says what their code did ("the loader skipped it", "row
got dropped from the parquet", 「日志一直刷这条」, 「テストが落ちる」), leaves an
instruction in a placeholder ("insert HK gross margin % here", 「ここにグループの売上高を
記載」, 「在此填写澳门收入」), points at where a value comes from (``# see annual report``,
``# KPIワークブック参照``, ``# 见业绩PPT``) and asks what goes into a slot ("what goes into
fy2023"). A sentence whose subject is the artefact (a closed class of the tools' nouns,
stated here) and which asks nothing and names nothing the KB names goes; an instruction
is read as the figure it names; a pointer as the source it names; a slot as "what is".
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["without_code_remarks"]

_ARTEFACT_EN = (
    r"(?:fixture|fixtures|loader|test|tests|column|row|rows|table|parquet|query|job|api|config"
    r"|validator|dag|pipeline|script|notebook|cell|dashboard|tile|card|seed|mart|schema|build"
    r"|ci|log|logs|endpoint|function|mock|docstring|linter|parser|migration|join|field|constant"
    r"|variable|assert|assertion|check|run|sync|import|export|backfill|task|cron|lambda|query)"
)
_ARTEFACT_SENTENCE_EN_RE = re.compile(
    rf"^\s*(?:(?:the|this|that|our|my)\s+)?{_ARTEFACT_EN}\b", re.I
)
"""An English sentence opened by the artefact as its subject ("the fixture …", "row …")."""

_REMARK_WORDS = frozenset(
    re.findall(
        r"[^\s]+",
        """
    the a an this that it its them they these those our my in into from to for of with on at by
    up out down over below above here there somewhere anywhere again always still now just only
    already never ever is are was were be been being has have had got gets get getting do does
    did not no and or but so then yet also as when if because since fixture fixtures loader test
    tests column row rows table parquet query job api config validator dag pipeline script
    notebook cell dashboard tile card seed mart schema build ci log logs endpoint function mock
    docstring linter parser migration join field constant variable assert assertion check run
    sync import export backfill task cron lambda value values number numbers figure figures
    data record records entry entries key keys currency unit units format deck slide report
    skipped skips skip dropped drops drop failed fails fail failing crashed crashes crash broke
    breaks break stores store stored returns return returned throws throw threw rejects reject
    rejected expects expect expected shows show showed loads load loaded reads read writes
    write wrote keeps keep kept spams prints printed logs logged errors errored blows blew
    times timed passes passed passing flaky red green hardcoded hard-coded coded
    """,
    )
)
"""The words a remark on the code is made of (a closed class): the artefact's nouns, what
code does, and the words of grammar. A remark holding any other word ("the tile shows
franchise stores only") may narrow the figure, and is kept."""

_REMARK_CJK_RE = re.compile(
    r"^\s*(?:这个|那个|この|その)?(?:日志|脚本|报表|测试|单测|配置|接口|看板|程序|任务|流水线"
    r"|ログ|テスト|スクリプト|設定|バッチ|パーサ|ジョブ|パイプライン)"
    r"(?:一直|总是|老是|又|还|が|は|も|ずっと|また)?"
    r"(?:刷|报错|報錯|挂了?|失败了?|崩了?|跑不过|跳过了?|落ちる|落ちた|落ちます|落ちました"
    r"|失敗する|失敗した|失敗します|失敗しました|エラーになる|エラーになります|エラーが出る|止まる)"
    r"(?:这条|这个|了|よ|ね)?\s*[。.!！]?\s*$"
)
"""A Chinese or Japanese remark that the artefact failed (「日志一直刷这条」,
「テストが落ちる」)."""

_HAS_NO_RE = re.compile(
    rf"^\s*(?:(?:the|this|that|our|my)\s+)?{_ARTEFACT_EN}\s+(?:has|had|returns|returned|gives"
    r"|gave|shows|showed)\s+no\s+(?P<what>.+?)\s+(?:row|rows|value|values|entry|record|data)\b"
    r"(?P<rest>[^?]*)$",
    re.I,
)
"""The artefact said to lack a figure ("The loader has no Singapore EBITDA row for FY2023."):
the figure it lacks."""


_PLACEHOLDER_RE = re.compile(
    r"^[\s>(（_*:]*(?:placeholder\s*:\s*)?(?:insert|put|add|enter|fill\s+in|write|paste)\s+"
    r"(?P<what>.+?)\s+(?:here|in\s+here)\b.*$"
    r"|^[\s>(（_*]*(?:ここに|こちらに)(?P<what_ja>.+?)を(?:記載|記入|入力|書く|書いて|入れる|入れて)"
    r".*$"
    r"|^[\s>(（_*]*(?:请)?(?:在)?(?:这里|此处|此处请)(?:填写|填入|写入|写|填)(?P<what_zh>.+?)"
    r"[)）_*]*$",
    re.IGNORECASE,
)
"""A template placeholder's instruction (``_placeholder: insert HK gross margin % here
…_``, 「（ここにグループ全体の売上高を記載 — USD百万）」, 「在此填写澳门收入」)."""

_POINTER_RE = re.compile(
    r"^\s*(?:\?+\s*)?(?:see|check|per|take\s+(?:it\s+)?from|copy\s+(?:it\s+)?from"
    r"|pull\s+(?:it\s+)?from|source\s*:)\s+(?P<source>[^,;，；]+?)\s*$"
    r"|^\s*(?P<source_ja>.+?)(?:を)?参照(?:のこと)?\s*$"
    r"|^\s*(?:见|参见|参考|出自)\s*(?P<source_zh>.+?)\s*$"
    r"|^\s*(?P<source_in>[^，,。？?]+?)\s*(?:里|中)(?:应该|应当|应)?有\s*$",
    re.IGNORECASE,
)
"""A comment pointing at a source (``see annual report``, 「KPIワークブック参照」,
「见业绩PPT」)."""

_SLOT_RE = re.compile(
    r"\bwhat\s+(?:goes|should\s+go)\s+(?:into|in)\b(?:\s+[\w.]+)?\s*[—–:-]+\s*"
    r"|\bwhat\s+(?:goes|should\s+go)\s+(?:into|in)\s+(?:here|there|it)\b",
    re.I,
)
"""What goes into a slot whose name was code's ("what goes into fy2023 — …")."""


_RELEASE_RE = re.compile(
    r"(?:(?:在|趁)?(?:部署|上线|發布|发布|合并|合入|提测|发版)(?:之前|以前|前)[，,]?"
    r"|(?:デプロイ|リリース|マージ|本番反映)(?:の)?前に?[、,]?"
    r"|\bbefore\s+(?:I\s+|we\s+)?(?:deploy(?:ing)?|the\s+deploy(?:ment)?|releas(?:e|ing)|the\s+release"
    r"|merg(?:e|ing)|ship(?:ping)?|push(?:ing)?)(?:\s+(?:it|this|to\s+prod(?:uction)?))?\s*,?)"
)
"""When the asker's code ships (「部署前」, 「リリース前に」, "before deploying"): their own
schedule, never a period of the figure."""

_PUT_IN_ZH_RE = re.compile(
    r"(?:要|需要|得|先)?把(?P<what>[^，,。？?把]+?)(?:填进去|填進去|填上|写进去|寫進去|放进去|放進去|补上|補上)"
)
"""「把X填进去」: the figure put into the asker's code, with no slot named."""


def _pointer(line: str, matcher: Matcher) -> str | None:
    """A comment pointing at a KB document, as the source it names (``from annual
    report``, 「KPIワークブックより」, 「根据业绩PPT」); None where it is none."""
    pointer = _POINTER_RE.match(line)
    if pointer is None:
        return None
    source = pointer.group("source") or pointer.group("source_ja") or ""
    source = source or pointer.group("source_zh") or pointer.group("source_in") or ""
    if not matcher.find(normalize(source)):
        return None
    if pointer.group("source_ja") and re.search(r"[\u3040-\u30ff]", line):
        return source + "より"
    return "根据" + source if re.search(r"[\u4e00-\u9fff]", line) else "from " + source


_BELOW_RE = re.compile(
    r"^\s*(?:以下|下記|下面|下边|如下|the\s+(?:line|code)\s+below|below)\s*[、，,：:]\s*", re.I
)
"""A comment pointing at the code under it (「以下、…」, 「下面…」, "below: …")."""


def _remark(line: str, matcher: Matcher) -> str:
    """One line of the asker's words, its remark on the code read."""
    line = _BELOW_RE.sub("", _RELEASE_RE.sub("", line))
    put = _PUT_IN_ZH_RE.search(line)
    if put and matcher.find(normalize(put.group("what"))):
        line = line[: put.start()] + put.group("what") + line[put.end() :]
    placeholder = _PLACEHOLDER_RE.match(line)
    if placeholder:
        what = placeholder.group("what") or placeholder.group("what_ja") or ""
        what = what or placeholder.group("what_zh") or ""
        return what.strip(" _*") if matcher.find(normalize(what)) else line
    lacks = _HAS_NO_RE.match(line)
    if lacks and matcher.find(normalize(lacks.group("what"))):
        return lacks.group("what") + lacks.group("rest")
    if _REMARK_CJK_RE.match(line) or (
        _ARTEFACT_SENTENCE_EN_RE.match(line)
        and all(
            w in _REMARK_WORDS
            for w in re.findall(r"[a-z][a-z'-]*", line.casefold().replace("'s", ""))
        )
    ):
        return ""
    return _SLOT_RE.sub("what is ", line)


_SENTENCE_RE = re.compile(r"(?<=[.。!！?？])\s*(?=\S)")


def without_code_remarks(lines: list[str], matcher: Matcher) -> list[str]:
    """``lines`` of the asker's words, each sentence's remark on the code read."""
    read, sources = [], []
    for line in lines:
        sentences = []
        for sentence in _SENTENCE_RE.split(line):
            source = _pointer(sentence, matcher)
            if source is not None:  # said after the request, where a source is read
                sources.append(source)
            else:
                sentences.append(_remark(sentence, matcher))
        text = " ".join(s for s in sentences if s.strip())
        if text.strip():
            read.append(text)
    if sources and read:
        read[-1] = " ".join([read[-1], *sources])
    return read or lines
