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
    r"|variable|assert|assertion|check|run|sync|import|export|backfill|task|cron|lambda|query"
    r"|placeholder|placeholders|tooltip|label|flag|stub|value)"
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
    placeholder placeholders tooltip tooltips label labels flag flags stub stubs wrong stale
    outdated incorrect bogus fake dummy off cite cites cited source sources link links
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

_ARTEFACT_CJK = (
    r"(?:日志|脚本|报表|测试|单测|用例|配置|接口|看板|程序|任务|流水线|环境变量|变量|字段|代码"
    r"|ログ|テスト|スクリプト|設定|バッチ|パーサ|ジョブ|パイプライン|環境変数|変数|コード"
    r"|ETL|CI|PR|API|DAG)"
)
_REMARK_ONLY_CJK_RE = re.compile(
    r"^\s*[↑↓^]?\s*(?:(?:这个|那个|这|この|その)?\s*"
    + _ARTEFACT_CJK
    + r"\s*(?:里|中|の|で|が|は|も)?\s*)+"
    r"(?:一直|总是|老是|又|还|仍|ずっと|また|まだ)?\s*"
    r"(?:报空值?|报\s*null|报错|刷屏?|挂了?|失败了?|崩了?|跑不过|还没设|没设置?|未设置"
    r"|落ちてて|落ちてる|落ちていて|落ちています|落ちた|落ちる|コケてる|コケた)?"
    r"(?:这条|这个|了|よ|ね|です)?\s*[。.!！…]*\s*$"
)
"""A Chinese or Japanese sentence made only of the artefact and what it did
(「日志一直报空值」, 「脚本里这个环境变量」 once its state is read, 「テストが落ちてて」)."""

_REMARK_TAIL_CJK_RE = re.compile(
    r"[\s、,，🙏]*(?:の|的)?" + _ARTEFACT_CJK + r"(?:が|は|も)?(?:一直|また|ずっと)?"
    r"(?:落ちてて|落ちてる|落ちていて|落ちています|落ちた|コケてる|报错了?|挂了|失败了)"
    r"[\s。.!！…]*$"
)
"""The artefact's failure said at a sentence's end, after the request (「… のテストが落ちてて」)."""

_ROLE_RE = re.compile(
    r",?\s*(?:(?:it'?s|it\s+is|this\s+is|that'?s)\s+(?:the|a|our|my)|\bas\s+(?:the|a|our|my))\s+"
    r"(?:baseline|default|fallback|expected(?:\s+value)?|seed|reference|mock)"
    r"(?:\s+(?:row|value|figure|number|entry|column|case))?(?=\s*[,.;)]|\s*$)"
    r"|[，,]?\s*(?:要|会|我)?(?:用|拿)(?:这个|它|这)(?:来)?(?:当|作为|做)(?:期望值|预期值|基准值?|默认值|断言值)"
    r"|[、,]?\s*(?:これを|それを)?(?:期待値|ベースライン|基準値|既定値)(?:に|として)(?:する|します|使う|使います)",
    re.IGNORECASE,
)
"""The part the figure plays in the asker's code ("as the baseline", "it's the baseline
row", 「要用这个当期望值」, 「これを期待値にする」): why it is asked, never which."""

_CHANGED_TO_RE = re.compile(
    r"^(?P<head>.*?)(?:的)?(?:期望值|预期值|断言值|默认值|值)(?:要|需要|得|应该)?(?:改成|改为|换成|设为|设成)"
    r"(?P<what>.+)$"
    r"|^(?P<head_ja>.*?)(?:期待値|既定値|値)を(?P<what_ja>.+?)に(?:変更|修正|更新)(?:する|したい|します)"
    r"(?P<rest_ja>.*)$"
)
"""A slot's value to be changed to the figure (「期望值要改成澳门2023财年的净利润」): the
figure it names."""

_SHOWN_ON_RE = re.compile(
    r"^\s*(?:(?:the|this|that|our|my)\s+)?(?:tile|card|chart|widget|tooltip|label|page|table)\s+"
    r"(?:shows|show|displays|display|renders|lists)\s+(?P<what>.+)$"
    r"|^(?P<what_ja>.+?)を[^をに、。]{1,20}に(?:表示|掲載|追加)(?:する|します|したい)[。]?$"
    r"|^\s*[^をに、。]{1,20}に(?P<what_ja2>.+?)が(?:出る|出ること|表示される|表示されること)[。]?$",
    re.IGNORECASE,
)
"""What the asker's page shows ("tile shows Macau profit for FY2024", 「Xをカードに表示する」,
「カードにXが出ること」): the figure shown."""

_ACT_RE = re.compile(
    r"^\s*(?:(?:stop|still|temporarily|keep|we'?re|i'?m|am|are)\s+)?"
    r"(?:hard-?coding|mocking|stubbing|faking)\b",
    re.IGNORECASE,
)
"""A sentence saying what the asker does in the meantime ("hardcoding until the feed
lands", "stop hardcoding this")."""

_MATCH_SOURCE_RE = re.compile(
    r"^\s*(?:i\s+|we\s+)?(?:want|need|would\s+like)\s+(?:this|the|our|my)\s+\w+\s+to\s+match"
    r"\s+(?:what\s+)?(?P<source>.+?)(?:\s+(?:says|said|states|shows))?\s*[.!]?\s*$",
    re.IGNORECASE,
)
"""The asker's artefact to match a source ("want this docstring to match what the risk
report says"): the source named."""

_MEANS_RE = re.compile(
    r"^[^，,。？?]*?(?:对应的是|对应于|指的是|表示的是)(?P<what>[^？?]+?)(?:吧|吗|嗎|对吧|對吧)?[？?]?\s*$"
    r"|^[^、,。？?]*?(?:は|って)(?P<what_ja>[^？?]+?)(?:のこと|を指して|に対応して)"
    r"(?:です|でしょう|います|る)?(?:よね|か|ね)?[？?]?\s*$"
    r"|^[^,?]*?\b(?:means|maps\s+to|corresponds\s+to|stands\s+for|is\s+meant\s+to\s+be)\s+"
    r"(?P<what_en>[^?]+?)(?:,?\s*right)?\s*\??\s*$",
    re.IGNORECASE,
)
"""What the asker takes a name of their code to mean, asking to be told so (「这个 fixture 里的
X 对应的是集团在扩张那一年的收入吧？」, "`x` maps to group revenue in FY2024, right?"): the
figure it means, asked."""

_NEEDS_RE = re.compile(
    r"(?<![\w-])(?:(?:the|this|that|our|my)\s+)?(?:tooltip|tile|card|chart|widget|label|page|table"
    r"|dashboard|test|fixture|script|loader|query|notebook|report)\s+(?:needs|wants|requires"
    r"|expects)\s+(?=\S)",
    re.IGNORECASE,
)
"""What the asker's artefact needs ("tooltip needs HK revenue for that year"): the figure
needed, said as asked."""

_DONE_RE = re.compile(
    r"^[^?？]*?\b(?:(?:is|are)\s+)?(?:already|all)\s+(?:populated|filled(?:\s+in)?|set|done|there"
    r"|loaded|present|in\s+place)\s*[.!]?\s*$"
    r"|^[^？?]*?(?:都有了|已经有了|已经填好了?|都填好了?|已填|は(?:もう)?(?:入って|埋まって)(?:いる|います|る)"
    r"|は設定済み(?:です)?)\s*[。.!！]?\s*$",
    re.IGNORECASE,
)
"""Other rows said done ("HK/SG/JP already populated", 「香港和新加坡都有了」): the state of
the asker's table, never a figure asked, where it names no metric and no year."""

_REAL_RE = re.compile(r"\b(?:real|correct|right|true)\s+(?=\S)", re.IGNORECASE)
"""The real figure, against a placeholder ("the real Hong Kong revenue"): the actual one."""

_FILL_IN_RE = re.compile(
    r"^\s*(?:pls|plz|please)?\s*(?:fill\s+in|fill|plug\s+in|put\s+in)\s*(?:->|→|:|—|-)\s*(?P<what>.+)$",
    re.IGNORECASE,
)
"""An instruction to fill in the figure ("pls fill in -> Japan headcount for FY2024")."""

_ADDRESSED_RE = re.compile(
    r"^\s*(?:(?:hey|hi|hello)\s+)?@?(?:the\s+)?(?:data(?:\s+|-)team|データチーム|数据组|数据团队)"
    r"(?:さん|の皆さん|の皆様|各位)?\s*(?:你好|こんにちは)?[\s～~、,，:：!！👋]*",
    re.IGNORECASE,
)
"""The data team the message is addressed to (「データチームさん、」, "hey data team 👋")."""


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
    r"|(?:[A-Za-z]+\s*)?(?:デプロイ|リリース|マージ|本番反映|再実行|リラン|再投入)(?:の)?前に?[、,]?"
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


def _names_metric(text: str, matcher: Matcher) -> bool:
    """Whether ``text`` names one of the KB's metrics."""
    return any(m.kind == "metric" for m in matcher.find(normalize(text)))


def _first(match: re.Match[str], *groups: str) -> str:
    """The first of ``groups`` that ``match`` filled, or ""."""
    return next((match.group(g) for g in groups if g in match.re.groupindex and match.group(g)), "")


def _remark(line: str, matcher: Matcher) -> str:
    """One line of the asker's words, its remark on the code read."""
    line = _BELOW_RE.sub("", _RELEASE_RE.sub("", _ADDRESSED_RE.sub("", line)))
    line = _REMARK_TAIL_CJK_RE.sub("", _ROLE_RE.sub("", line))
    if _REMARK_ONLY_CJK_RE.match(line) or (
        _ACT_RE.match(line) and not matcher.find(normalize(line))
    ):
        return ""
    if _DONE_RE.match(line) and not re.search(r"\d", line) and not _names_metric(line, matcher):
        return ""
    line = _NEEDS_RE.sub("", line)
    named = matcher.find(normalize(line))
    if named:
        line = _REAL_RE.sub("actual ", line)
    for reading in (_CHANGED_TO_RE, _SHOWN_ON_RE, _FILL_IN_RE):
        said = reading.match(line)
        what = _first(said, "what", "what_ja", "what_ja2") if said else ""
        if what and matcher.find(normalize(what)):
            head = _first(said, "head", "head_ja") if reading is _CHANGED_TO_RE else ""
            return (head + " " + what + _first(said, "rest_ja")).strip()
    means = _MEANS_RE.match(line)
    what = _first(means, "what", "what_ja", "what_en") if means else ""
    if what and matcher.find(normalize(what)):
        return what.strip() + ("?" if means and means.group("what_en") else "？")
    source = _MATCH_SOURCE_RE.match(line)
    if source and matcher.find(normalize(source.group("source"))):
        return "per " + source.group("source")
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
