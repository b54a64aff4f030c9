"""The official frame of a request in Chinese and Japanese (``_official_frame``): the
reply's deadline counted from the letter, the source asked beside the figure, the office's
proceeding and what it noticed, a return's filing rules, an inquiry's heading and number,
and the office's own checking said in the humble register."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date

from ragspine_eval_pipeline.engine._context import narrows_figure
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._purpose import cjk_part_named, ja_part_in_phrase
from ragspine_eval_pipeline.kb.analysis import japanese_places, normalize

__all__ = ["ja_names_nothing", "ja_without_frame", "zh_names_nothing", "zh_without_frame"]

_ZH_NUMBER = r"[\d一二三四五六七八九十两兩]+"

_DEADLINE_ZH_RE = re.compile(
    r"[，,]?\s*(?:并|並)?(?:请|請)?(?:于|於|在)?(?:收到|接到|收悉)?"
    r"(?:本函|本通知书|本通知書|本通知|本问询函|本問詢函|本函件)?(?:之日|后|後)?(?:起)?\s*"
    + _ZH_NUMBER
    + r"\s*(?:个|個)?(?:交易日|工作日|日|天|周|週)(?:内|內|之内|之內)"
    r"(?:以)?(?:书面|書面)?(?:形式)?(?:回复|回覆|答复|答覆|报送|報送|提交|反馈|反饋)"
    r"(?=\s*(?:[，,。；;！!]|$))"
)
"""When the reply is due, counted from the letter (「并于收到本函之日起五个交易日内书面
回复」, 「于收到本通知后十个工作日内回复」)."""

_REPORT_VERB_ZH_RE = re.compile(
    r"(?P<please>请|請)(?:如实|如實|据实|據實)?(?:报告|報告|填报|填報|申报|申報|报送|報送|上报|上報)"
    r"(?![的之中里裡])"
)
"""A return's verb of reporting (「*请报告*集团…的员工总人数」): said as 「请提供」."""

_SOURCE_ZH_RE = re.compile(
    r"[，,]?\s*(?:并|並)(?:请|請)?(?:提供|附上|注明|註明|说明|說明|列明)(?:其)?"
    r"(?:披露|数据|數據|资料|資料)(?:出处|出處|来源|來源)(?=\s*(?:[，,。；;！!]|$))"
)
"""The source asked after the figure, with the kind of source named (「*并提供数据出处*」,
「*并附上数据来源*」)."""

_PROCEEDING_ZH_RE = re.compile(
    r"(?:(?<=^)|(?<=[。；;！!：:]))\s*(?P<phrase>[^，,。；;：:]{0,12}?(?:在|于|於)(?:对|對)?"
    r"[^，,。；;：:]{1,30}?(?:核查|检查|檢查|审查|審查|稽查|调查|調查|审阅|審閱|问询|問詢|审核|審核)"
    r"(?:时|時|中|过程中|過程中|期间|期間))[，,]\s*"
)
"""The official proceeding the request comes from (「税务机关*在对集团…进行专项核查时*，」)."""

_OFFICE_SELF_ZH = r"(?:我部|我局|我所|我会|我會|本所|本局|本部|我处|我處|我委|本委)"
_NOTICED_ZH_RE = re.compile(
    r"(?:(?<=^)|(?<=[。；;！!：:]))\s*(?P<sentence>"
    + _OFFICE_SELF_ZH
    + r"[^。！!？?；;]{0,40}?(?:关注到|關注到|注意到|发现|發現)(?P<what>[^。！!？?；;]+?))[。；;]"
)
"""What the office asking noticed, which prompts its request (「*我部在审阅年报时关注到…的
变化。*」)."""

_MOVEMENT_ZH_RE = re.compile(r"(?:的)?(?:变化|變化|波动|波動|下降|上升|增长|增長|变动|變動)$")

_BASIS_LEAD_ZH_RE = re.compile(
    r"(?:(?<=^)|(?<=[。；;！!：:]))\s*(?P<phrase>(?:根据|根據|依据|依據|按照|依照)[^，,。；;]{2,30}?"
    r"(?:的)?(?:填报|填報|报送|報送)?(?:要求|规定|規定|通知|安排))[，,]\s*"
)
"""A return's filing rules cited before the request (「*根据统计局…年度报表的填报要求*，」)."""


def zh_names_nothing(
    phrase: str, rest: str, matcher: Matcher, reference_date: date, *, filing: bool = False
) -> bool:
    """Whether a Chinese ``phrase`` of the frame names nothing the figure may be narrowed
    by: no KB name but a metric or a market the ``rest`` names too (what the office
    examines: 「在对集团关联交易进行核查时」), no period, no part of the business and no
    basis of counting. With ``filing``, a document's name is the return's own (「年报的报送
    要求」: the bureau's annual return)."""
    folded = normalize(phrase)
    named = matcher.find(folded)
    kinds = ("metric", "company", "scope", "source") if filing else ("metric", "company", "scope")
    if any(m.kind not in kinds for m in named):
        return False
    if any(m.kind == "scope" for m in named) and not any(
        m.kind == "scope" for m in matcher.find(normalize(rest))
    ):
        return False
    if any(m.kind == "metric" for m in named) and not any(
        m.kind == "metric" for m in matcher.find(normalize(rest))
    ):
        return False
    if find_periods(folded, "zh", reference_date):
        return False
    return not (narrows_figure(folded, "zh") or cjk_part_named(folded, "zh"))


def zh_without_frame(text: str, matcher: Matcher, reference_date: date) -> str:
    """``text`` less the Chinese official frame naming nothing the figure may be narrowed by."""
    text = _DEADLINE_ZH_RE.sub("", text)
    text = _SOURCE_ZH_RE.sub("", text)
    text = _REPORT_VERB_ZH_RE.sub(lambda m: f"{m.group('please')}提供", text)

    def rest_of(match: re.Match[str]) -> str:
        return match.string[: match.start()] + match.string[match.end() :]

    def out(filing: bool) -> Callable[[re.Match[str]], str]:
        def taken(match: re.Match[str]) -> str:
            if not match.string[match.end() :].strip():
                return match.group()
            phrase = match.group("phrase")
            rest = rest_of(match)
            if zh_names_nothing(phrase, rest, matcher, reference_date, filing=filing):
                return ""
            return match.group()

        return taken

    text = _PROCEEDING_ZH_RE.sub(out(filing=False), text)
    text = _BASIS_LEAD_ZH_RE.sub(out(filing=True), text)

    def noticed(match: re.Match[str]) -> str:
        rest = rest_of(match)
        what = normalize(_MOVEMENT_ZH_RE.sub("", match.group("what")))
        named = {(m.kind, m.code) for m in matcher.find(what)}
        said = {(m.kind, m.code) for m in matcher.find(normalize(rest))}
        if not named or not named <= said or not re.search(r"请|請", rest):
            return match.group()
        left = what
        for m in sorted(matcher.find(what), key=lambda m: -m.start):
            left = left[: m.start] + left[m.end :]
        if re.sub(r"[的之与與和及、\s]|业务|業務", "", left):
            return match.group()  # more than KB names: what was noticed may narrow them
        return ""

    return _NOTICED_ZH_RE.sub(noticed, text)


_SOURCE_NOUN_JA = (
    r"(?:出典|出所|典拠)(?:資料)?"
    r"|(?:記載|掲載|開示)(?:箇所|個所|場所|ページ|頁)"
    r"|(?:根拠|参照|出典)資料"
)
_SOURCE_JA_RE = re.compile(
    r"[、,]?(?:その|当該)?(?:"
    + _SOURCE_NOUN_JA
    + r")(?:と(?:とも|共)に|を(?:添えて|付して|併記して"
    r"|(?:ご)?明記(?:の(?:うえ|上)|して)|(?:ご)?明示(?:の(?:うえ|上)|して)))[、,]?"
    r"|(?:と|及び|および|並びに|ならびに)(?:その|当該)?(?:" + _SOURCE_NOUN_JA + r")(?=を|も)"
)
"""The source asked beside the figure (「金額*と記載箇所*を」, 「EBITDA*とその出典*を」,
「*根拠資料とともに*ご回答ください」)."""

_INQUIRY_JA = r"(?:照会|問い合わせ|問合せ|お問い合わせ|質問|確認依頼)(?:事項|書|状)?"
_HEADING_JA_RE = re.compile(
    r"^\s*(?P<heading>[^。：:、]{0,40}?" + _INQUIRY_JA + r"\s*"
    r"(?:(?:第|No\.?\s*)[\d一二三四五六七八九十-]+号?)?\s*(?:[（(][^）)]{0,30}[）)])?)"
    r"\s*(?:[。：:]|について[、,]|に関して[、,]|につき[、,])"
)
"""A heading naming the inquiry and its number (「取引所上場審査部からの照会（照会番号
第2026-045号）。」, 「取引所からの照会事項第2号：」, 「…照会書（第12号）について、」)."""

_ITEMS_JA_RE = re.compile(
    r"^\s*以下の(?:[\d一二三四五六七八九十]+(?:点|項目|件)|各?(?:事項|項目|点))(?:について|を)?[、,]?"
    r"(?:ご回答|ご説明|ご教示|ご提示|回答)(?:ください|願います|をお願い(?:いたします|します))[。：:]?\s*"
)
"""The sentence announcing the items that follow (「以下の2点をご回答ください。」)."""

_OFFICE_SENTENCE_JA_RE = re.compile(
    r"(?:(?<=^)|(?<=。))\s*(?P<sentence>[^。]{2,80}?(?:確認|照会|検証|調査|審査|検査|点検)(?:を)?"
    r"(?:しております|いたしております|致しております|いたします|致します"
    r"|させていただきます|申し上げます))。\s*(?:つきましては|ついては)?[、,]?"
)
"""A sentence of the office's own checking (「…の整合性を確認しております。つきましては、」,
「…のため照会いたします。」)."""

_DEADLINE_JA_RE = re.compile(
    r"(?:(?<=^)|(?<=。))\s*(?P<sentence>(?:ご)?(?:回答|返答|提出|返信)(?:期限|期日)?は[^。]{0,40}?"
    r"(?:まで|以内|書面)[^。]{0,30}?(?:とします|といたします|と致します|とさせていただきます"
    r"|お願い(?:いたします|致します|します|申し上げます)|ください))。?"
)
"""When and how the reply is due (「回答期限は受領後2週間以内とします。」, 「回答は書面にて、受領後
10営業日以内にご提出をお願いいたします。」)."""


def ja_names_nothing(phrase: str, rest: str, matcher: Matcher, reference_date: date) -> bool:
    """Whether a Japanese ``phrase`` of the frame names nothing the figure may be narrowed
    by: no KB name the ``rest`` does not name too but a document the office checks
    against (「決算説明資料の記載との整合性」), no fiscal year, no part of the business and
    no basis of counting."""
    folded = normalize(phrase)
    named = matcher.find(folded)
    said = {(m.kind, m.code) for m in matcher.find(normalize(rest))}
    if any(m.kind not in ("company", "source") and (m.kind, m.code) not in said for m in named):
        return False
    if any(s.period is not None for s in find_periods(folded, "ja", reference_date)):
        return False
    if "店" in folded or japanese_places(folded):
        return False  # a store or a place the KB may lack
    return not (
        narrows_figure(folded, "ja") or cjk_part_named(folded, "ja") or ja_part_in_phrase(folded)
    )


def ja_without_frame(text: str, matcher: Matcher, reference_date: date) -> str:
    """``text`` less the Japanese official frame naming nothing the figure may be narrowed by."""
    text = _SOURCE_JA_RE.sub("", text)

    def out(group: str) -> Callable[[re.Match[str]], str]:
        def taken(match: re.Match[str]) -> str:
            rest = match.string[: match.start()] + match.string[match.end() :]
            if not re.search(r"\w", match.string[match.end() :]) and group != "sentence":
                return match.group()
            if ja_names_nothing(match.group(group), rest, matcher, reference_date):
                return ""
            return match.group()

        return taken

    text = _DEADLINE_JA_RE.sub(out("sentence"), text)
    text = _HEADING_JA_RE.sub(out("heading"), text)
    text = _OFFICE_SENTENCE_JA_RE.sub(out("sentence"), text)
    return _ITEMS_JA_RE.sub("", text) if _ITEMS_JA_RE.sub("", text).strip() else text
