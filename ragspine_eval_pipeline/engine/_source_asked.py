"""Where a figure is stated, asked beside the figure itself.

"Which file has JP headcount for FY2023?", "What is the source for HK revenue FY2024?",
"source of truth for SG EBITDA FY2025", 「香港2024财年收入的数据来源是哪个文件？」,
「日本の2023年度従業員数の出典はどの資料ですか？」, 「マカオの2024年度売上高はどのファイルに
載っていますか？」: every figure the engine gives names the document and the place in it,
so the question about the source is the figure request with its source. The words of the
source (file, document, 出处, 出典) are taken out when what is left names a metric of the
KB; a question asking which document covers a topic (no metric named) is read as before.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.kb.analysis import normalize

_DOC_EN = r"(?:document|doc|file|report|deck|workbook|spreadsheet|sheet|filing|table|slide|page)"
_STATES_EN = r"(?:has|holds|have|states|gives|shows|contains|reports|discloses|lists|carries)"
_SOURCE_EN = (
    r"(?:(?:data\s+)?source(?:\s+of\s+truth|\s+document|\s+file)?|reference|citation|provenance)"
)
_SOURCE_OF_EN = (
    r"(?:(?:data\s+source|source\s+(?:of\s+truth|document|file)|reference|citation|provenance)"
    r"\s+(?:for|of|behind)|source\s+for)"
)
"""A source asked of a figure; a bare "source of" is also what something comes from
("the main source of revenue growth"), so only "source for" is read so."""

_LEAD_EN_RE = re.compile(
    r"^\s*(?:(?:(?:what|which)(?:'s|\s+is|\s+are)?\s+)?(?:the\s+)?"
    + _SOURCE_OF_EN
    + r"|(?:which|what)\s+"
    + _DOC_EN
    + r"\s+(?:of\s+(?:the\s+)?(?:[\w-]+\s+){1,4}?)?"
    + _STATES_EN
    + r"|(?:in\s+)?(?:which|what)\s+"
    + _DOC_EN
    + r"\s+(?:is|are)(?=\s+.+?\s+(?:from|in|stated\s+in|reported\s+in|taken\s+from)\s*\??\s*$)"
    + r")\s+",
    re.IGNORECASE,
)
"""An English lead asking the source of the figure after it."""

_END_PREP_EN_RE = re.compile(
    r"\s+(?:from|in|stated\s+in|reported\s+in|taken\s+from)(?=\s*\??\s*$)", re.IGNORECASE
)
"""What the English lead "which file is …" leaves at the end ("… *from*?")."""

_SOURCE_AFTER_EN_RE = re.compile(
    r"[\s,;—–-]+(?:and\s+)?(?:what(?:'s|\s+is)\s+|which\s+is\s+)?(?:the|its)\s+"
    + _SOURCE_EN
    + r"(?=\s*\??\s*$)",
    re.IGNORECASE,
)
"""A source asked after the English figure ("…, and the source?")."""

_ZH_RE = re.compile(
    r"[，,]?的?(?:数据|數據)?(?:来源|來源|出处|出處)(?:是|在)?(?:哪个|哪個|哪份|哪一份|哪|什么|什麼)?"
    r"(?:文件|文档|文檔|资料|資料|报告|報告|表)?(?:里|裡|中)?(?=\s*[?？。]?\s*$)"
    r"|(?:是|在)?(?:哪个|哪個|哪份|哪一份)(?:文件|文档|文檔|资料|資料|报告|報告)(?:里|裡|中)?"
    r"(?:的|写的|寫的|披露的|提到的)?(?=\s*[?？。]?\s*$)"
)
"""A Chinese source asked after the figure: 「…的数据来源是哪个文件」, 「…出处是哪份文档」."""

_WITH_SOURCE_RE = re.compile(
    r"[，,]?(?:并|並|请|請|并且|並且)?(?:注明|标明|標明|附上|给出|給出|写明|寫明)(?:数据)?(?:出处|出處|来源|來源)"
    r"|(?:出典|出所)(?:付き|つき|を(?:付けて|つけて|添えて|明記して)|も(?:一緒に)?)で?"
    r"|[\s,(]*(?:ideally\s+|preferably\s+)?(?:with|plus|incl\.?|including)\s+(?:the\s+|its\s+|a\s+)?"
    r"(?:(?:slide|page|document|file)\s+)?(?:source|citation|reference)s?"
    r"(?:\s+(?:from|in)\s+the\s+(?:[a-z-]+\s+){0,3}?(?:deck|report|workbook|document|file|slides))?"
    r"(?:\s+please)?[)]?(?=\s*[.?!]?\s*$|\s+so\s+(?:that\s+)?(?:i|we)\s)"
    r"|\s+and\s+the\s+(?:slide|page|sheet|tab)\s+(?:it|this|that)(?:\s+figure)?\s+"
    r"(?:sits|is|appears|stands)\s+on(?=\s*[.?!]?\s*$)",
    re.IGNORECASE,
)
"""The source wished beside the figure: 「并注明出处」, 「出典付きで」, "with the source",
"ideally with the slide reference from the results deck", "the figure and the slide it
sits on", closing the request or before the asker's purpose ("… with the source so I can
cite it")."""

_JA_RE = re.compile(
    r"の?(?:出典|出所|データソース|ソース|典拠)は(?:どの|何の|どちらの)?(?:資料|ファイル|文書|レポート)?"
    r"(?:ですか|でしょうか|ですかね)?(?=\s*[?？。]?\s*$)"
    r"|は(?:どの|何の|どちらの)(?:資料|ファイル|文書|レポート)に(?:載って|記載されて|書かれて|出て)"
    r"(?:い)?(?:ますか|いますか|る|るの|ますでしょうか)?(?=\s*[?？。]?\s*$)"
)
"""A Japanese source asked after the figure: 「…の出典はどの資料ですか」,
「…はどのファイルに載っていますか」."""


_COVERS_RE = re.compile(
    r"^\s*(?:in\s+)?(?:which|what)\s+(?:of\s+your\s+|of\s+the\s+)?(?:documents?|docs?|files?|reports?"
    r"|papers?)\s+(?:covers?|talks?\s+about|discuss(?:es)?|describes?|mentions?|deals?\s+with"
    r"|(?:is|are)\s+about|explains?|sets?\s+out|lays?\s+out|(?:can\s+i|do\s+i|should\s+i)\s+"
    r"(?:read|check|look\s+at)\s+(?:for|about|on))\s+"
    r"|^\s*(?:哪份|哪个|哪個|哪一份|哪些|什么|什麼)(?:文件|文档|文檔|资料|資料|报告|報告)"
    r"(?:里|裡|中)?(?:讲了|講了|讲|講|提到了?|谈到了?|談到了?|涉及了?|介绍了?|介紹了?|说明了?|說明了?"
    r"|写了|寫了|有)(?:关于|關於)?",
    re.IGNORECASE,
)
"""A question asking which document covers a topic ("Which document covers the data
protection policy?", 「哪份文件讲了数据保护政策？」): the topic, whose document answers it."""


_SAID_BY_EN_RE = re.compile(
    r"[\s,]+(?:according\s+to|as\s+(?:stated|reported|described|set\s+out)\s+(?:by|in)|per)\s+"
    r"(?:the\s+company|the\s+group|acme(?:\s+group)?|management|the\s+firm|(?:its|the\s+company['’]s"
    r"|acme['’]s)\s+(?:own\s+)?(?:documents?|reports?|filings?|disclosures?))(?=\s*[?.!]?\s*$)"
    r"|(?<=[a-z])\s+(?:that\s+|which\s+)?(?:the\s+company|the\s+group|acme|management)\s+"
    r"(?:lists|mentions|identifies|cites|names|discloses|describes|highlights|flags|sees)"
    r"(?=\s*[?.!]?\s*$)",
    re.IGNORECASE,
)
"""Who says it, after an English question ("… *according to the company*?", "What are
the main risks *the company lists*?"): every narrative answer is what the company's
documents say."""


def without_source_asked(question: str, lang: str, matcher: Matcher) -> str:
    """``question`` less the words asking where its figure is stated, when what is left
    names a metric of the KB, or which document covers its topic; unchanged otherwise."""
    if lang == "en":
        question = _SAID_BY_EN_RE.sub("", question, count=1)
    covered = _COVERS_RE.sub("", question, count=1)
    if covered != question and covered.strip(" ?？。."):
        return covered
    wished = _WITH_SOURCE_RE.sub("", question)
    if wished != question and any(m.kind == "metric" for m in matcher.find(normalize(wished))):
        question = wished
    if lang == "en":
        lead = _LEAD_EN_RE.search(question)
        rest = _END_PREP_EN_RE.sub("", question[lead.end() :]) if lead else question
        rest = _SOURCE_AFTER_EN_RE.sub("", rest, count=1)
        if rest == question:
            return question
        if not rest.rstrip().endswith("?"):
            rest = rest.rstrip() + "?"
    else:
        pattern = _ZH_RE if lang == "zh" else _JA_RE
        rest = pattern.sub("", question, count=1)
        if rest == question:
            return question
    if not any(m.kind == "metric" for m in matcher.find(normalize(rest))):
        return question
    return rest
