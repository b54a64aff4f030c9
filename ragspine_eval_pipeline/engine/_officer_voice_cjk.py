"""The officer's voice in Chinese and Japanese (``_officer_voice``): the institution as the
subject and its verb of requiring (「本局要求贵司报送…」, 「税务局要求贵公司申报…」, 「现要求
贵司说明…」, 「当取引所は、…について回答を求める」, 「…の報告を求める」, 「税務署より、…を
報告されたい」), said as the plain request for what is required; and what the office
noticed before it asks (「本所注意到贵公司新加坡业务毛利改善，请说明其…」), where it names
nothing but the market the request points back to."""

from __future__ import annotations

import re
from datetime import date

from ragspine_eval_pipeline.engine._context import narrows_figure
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._official_frame_cjk import ja_names_nothing, zh_names_nothing
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._purpose import cjk_part_named
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["ja_officer_voice", "zh_officer_voice"]

_INSTITUTION_ZH = (
    r"(?:(?:本|我|该|該)(?:局|所|署|会|會|委|处|處|部|厅|廳|办|辦|司|中心|机关|機關)"
    r"|[\u4e00-\u9fff]{1,10}?(?:局|署|交易所|委员会|委員會|监会|監會|税务机关|稅務機關|机关|機關"
    r"|海关|海關|厅|廳|办公室|辦公室|中心|当局|當局))"
)
"""An institution as the subject (本局, 本所, 税务局, 证监会, 统计局, 香港交易所)."""

_OPENING_ZH = r"(?:现|現|兹|茲|特此|现就|現就|依法|特|经研究|經研究|据此|據此)"
_REQUIRING_ZH = (
    r"(?:要求|责令|責令|请|請|函请|函請|提请|提請|敬请|敬請|通知|需要|需|希望|烦请|煩請|恳请|懇請)"
)
_COMPANY_ZH = r"(?:贵公司|贵司|貴公司|貴司|你公司|你司|贵方|貴方|该公司|該公司|公司)"
_GIVING_ZH = (
    r"(?P<give>补充说明|補充說明|补充披露|補充披露|说明|說明|解释|解釋|陈述|陳述|明确|明確|确认|確認"
    r"|提供|报送|報送|申报|申報|披露|报告|報告|提交|列示|回复|回覆|答复|答覆|上报|上報|填报|填報"
    r"|告知|函告|书面说明|書面說明)"
)
_MANNER_ZH = (
    r"(?:(?:如实|如實|据实|據實|及时|及時|书面|書面|尽快|盡快|补充|補充|依法|按时|按時|限期|立即"
    r"|从速|從速|核实并|核實並|核查并|核查並|认真|認真)\s*)*"
    r"(?:(?:于|於|在)[^，,。；;]{1,16}?(?:前|内|內|之前|以前)\s*)?"
    r"(?:(?:向|对|對|给|給)\s*(?:本|我)?(?:局|所|署|会|會|委|处|處|部|厅|廳|[\u4e00-\u9fff]{1,8}?(?:局|署|交易所|委员会|委員會))\s*)?"
    r"(?:(?:如实|如實|据实|據實|及时|及時|书面|書面)\s*)*"
)
"""How and to whom the act is to be done, between the company and its verb (「贵公司*于本月底前
向本局*报送」, 「*如实*申报」)."""

_OFFICER_ZH_RE = re.compile(
    r"(?:(?<=^)|(?<=[。；;！!，,]))\s*(?P<frame>(?P<subject>" + _INSTITUTION_ZH + r")?\s*"
    r"(?P<opening>" + _OPENING_ZH + r")?(?P<require>" + _REQUIRING_ZH + r")"
    r"(?P<company>" + _COMPANY_ZH + r")?" + _MANNER_ZH + r")" + _GIVING_ZH
)
"""The institution, its verb of requiring and the company it requires of, before the act
required (「*本局要求贵司*报送」, 「*现要求贵司*说明」, 「*请贵公司*申报」)."""

_OBLIGED_ZH_RE = re.compile(
    r"(?:(?<=^)|(?<=[。；;！!，,]))\s*(?P<company>" + _COMPANY_ZH + r")\s*"
    r"(?:应当|應當|应|應|须|須|必须|必須|务必|務必|需|需要)\s*" + _MANNER_ZH + _GIVING_ZH
)
"""The act the company is obliged to do (「贵公司*须如实*申报」, 「你公司*应向本局*提交」)."""

_SAYING_ZH = frozenset(["说明", "說明", "解释", "解釋", "陈述", "陳述", "补充说明", "補充說明"])

_NOTICED_ZH_RE = re.compile(
    r"(?:(?<=^)|(?<=[。；;！!]))\s*(?P<subject>" + _INSTITUTION_ZH + r")"
    r"(?:在[^，,。]{1,20}?(?:中|时|時))?(?:注意到|关注到|關注到|发现|發現|了解到|获悉|獲悉)"
    r"(?P<what>[^，,。；;]{2,40}?)[，,]\s*(?=(?:请|請|现|現|特此|兹|茲|要求))"
)
"""What the office noticed, as a clause before its request (「*本所注意到贵公司新加坡业务
毛利改善，*请说明其…」)."""

_ITS_ZH_RE = re.compile(r"(?<=[说說明供送报報露])其(?!他)")


def _zh_subject_names_nothing(
    subject: str, rest: str, matcher: Matcher, reference_date: date
) -> bool:
    """Whether the institution ``subject`` names nothing the figure may be narrowed by: a
    market only where the ``rest`` names the same one (「新加坡税务局」 asking the group's
    revenue may mean Singapore's)."""
    said = {m.code for m in matcher.find(normalize(rest)) if m.kind == "scope"}
    if any(m.kind == "scope" and m.code not in said for m in matcher.find(normalize(subject))):
        return False
    return zh_names_nothing(subject, rest, matcher, reference_date)


def _as_plain_zh(match: re.Match[str], matcher: Matcher, reference_date: date) -> str:
    groups = match.groupdict()
    subject = groups.get("subject")
    if not (subject or groups.get("opening") or match.group("company")):
        return match.group()
    if groups.get("require") in ("需", "需要", "希望") and not match.group("company"):
        return match.group()
    if subject:
        rest = match.string[: match.start()] + match.string[match.end() :]
        if not _zh_subject_names_nothing(subject, rest, matcher, reference_date):
            return match.group()
    give = match.group("give")
    plain = "说明" if give in _SAYING_ZH else "确认" if give in ("确认", "確認") else "提供"
    lead = match.group()[: len(match.group()) - len(match.group().lstrip())]
    return f"{lead}请贵公司{plain}"


def _noticed_zh(match: re.Match[str], matcher: Matcher, reference_date: date) -> str:
    """The clause of what the office noticed, taken out where it names nothing but KB names
    and a movement; a market it names is carried to the 「其」 the request points back
    with."""
    what = normalize(match.group("what"))
    rest = match.string[match.end() :]
    named = matcher.find(what)
    if any(m.kind not in ("scope", "company", "metric") for m in named):
        return match.group()
    if find_periods(what, "zh", reference_date):
        return match.group()
    left = what
    for m in sorted(named, key=lambda m: -m.start):
        left = left[: m.start] + " " + left[m.end :]
    if narrows_figure(left, "zh") or cjk_part_named(left, "zh"):
        return match.group()
    if not _zh_subject_names_nothing(match.group("subject"), rest, matcher, reference_date):
        return match.group()
    said = {m.code for m in matcher.find(normalize(rest)) if m.kind == "scope"}
    scopes = [m for m in named if m.kind == "scope" and m.code not in said]
    if not scopes:
        return "" if not _ITS_ZH_RE.search(rest) or not named else match.group()
    if len(scopes) > 1 or not _ITS_ZH_RE.search(rest):
        return match.group()
    return f"\x00{what[scopes[0].start : scopes[0].end]}\x00"


def zh_officer_voice(text: str, matcher: Matcher, reference_date: date) -> str:
    """Chinese ``text`` with an institution's requiring said as 「请贵公司提供」 (or 说明)."""
    text = _NOTICED_ZH_RE.sub(lambda m: _noticed_zh(m, matcher, reference_date), text)
    carried = re.match(r"^\s*\x00(?P<scope>[^\x00]+)\x00", text)
    if carried:
        text = text[carried.end() :]
        text = _ITS_ZH_RE.sub(carried.group("scope"), text, count=1)
    text = text.replace("\x00", "")
    text = _OBLIGED_ZH_RE.sub(lambda m: _as_plain_zh(m, matcher, reference_date), text)
    return _OFFICER_ZH_RE.sub(lambda m: _as_plain_zh(m, matcher, reference_date), text)


_INSTITUTION_JA = (
    r"(?:当|本|弊)?[\u4e00-\u9fff\u30a0-\u30ffー]{0,12}?"
    r"(?:局|所|署|庁|省|委員会|取引所|当局|機構|センター|事務所|部|課|室|官|協会)(?:長官|長)?"
)
_SUBJECT_JA_RE = re.compile(
    r"(?:(?<=^)|(?<=。))\s*(?P<subject>" + _INSTITUTION_JA + r")"
    r"(?:は|より|から|としては|として|では|に対し(?:て)?|へ)[、,]?\s*"
    r"(?:(?:貴社|御社|貴グループ)(?:に対し(?:て)?|へ)[、,]?\s*)?"
)
"""The institution as the subject, or whom the reply goes to, opening the sentence
(「*当取引所は、*」, 「*税務署より、*」, 「*当局に対し、*」)."""

_ACT_JA = r"(?:ご|御)?(?:回答|報告|説明|提出|開示|釈明|申告|報告書の提出|資料の提出)"
_DEMAND_JA = (
    r"(?:を)?(?:求める|求めます|求めたい|求めるものである|求めるものとする|要請する|要請します"
    r"|要求する|要求します|お願いする|お願いします|願いたい|願います|命ずる|命じる|依頼する"
    r"|依頼します|求めた|要請した|要求した|求めるものです|要請いたします|お願いいたします"
    r"|徴求する|徴求します|要する|いただきたい)(?:次第(?:である|です))?"
)
_ABOUT_JA_RE = re.compile(
    r"(?P<what>[^。、]+?)(?:について|に関して|に関し|につき|に係る|に係り)(?:の)?"
    + _ACT_JA
    + _DEMAND_JA
    + r"|(?P<what2>[^。、]+?)(?:について|に関して|に関し|につき)照会(?:する|します|いたします)"
)
"""What the answer is required about (「…の売上総利益率*について回答を求める*」)."""

_ABOUT_DO_JA_RE = re.compile(
    r"(?P<what>[^。、]+?)(?:について|に関して|に関し|につき)[、,]?"
    r"(?:(?:所定の|指定の)?(?:期限|期日)(?:まで)?に|至急|速やかに|直ちに|遅滞なく|早急に|書面(?:に)?にて)?"
    r"(?:ご|御)?(?:報告|回答|説明|提出)(?:されたい|願いたい|願います|ありたい|すること|せよ"
    r"|されるよう求める|いただきたい)"
)
"""What the act required is about, said with the verb (「…について、*速やかに報告されたい*」)."""

_OF_JA_RE = re.compile(r"(?P<what>[^。、]+?)の" + _ACT_JA + _DEMAND_JA)
"""The act required as a noun (「…当期純利益*の報告を求める*」)."""

_DEADLINE_JA = (
    r"(?:(?:所定の|指定の)?(?:期限|期日)(?:まで)?に|至急|速やかに|直ちに|遅滞なく"
    r"|早急に|可及的速やかに)?"
)
_DO_JA_RE = re.compile(
    r"(?P<what>[^。]+?)を" + _DEADLINE_JA + r"(?:ご|御)?(?:報告|提出|回答|説明|開示|申告)"
    r"(?:されたい|するよう求める|するよう要請する|するよう命ずる|願いたい|されるよう求める"
    r"|ありたい|されるよう願いたい|すること|願います|せよ|いただきたい|するよう求めます)"
)
"""The act required said of the figure (「…EBITDA*を期限までに報告されたい*」)."""


_ADDRESSED_JA_RE = re.compile(r"(?:当|本)?(?:局|所|署|庁|委員会|取引所|当局)(?:宛て?|あて)に?")
"""Whom the reply goes to, inside the request (「…を*当局宛てに*報告されたい」)."""

_BELOW_JA_RE = re.compile(
    r"(?:(?<=^)|(?<=。))\s*(?:下記|以下|次|左記)(?:の)?(?:各?事項|項目|点|件|とおり|通り)"
    r"を教えてください。\s*(?=\S)"
)
"""A sentence announcing the items below it, once said as a request (「下記事項について報告を
求めます。」 before the item)."""


def _asked(what: str) -> str:
    """The plain request for ``what``, less the formal noun of the matter closing it
    (「従業員数*の儀*」, 「売上高*の件*」)."""
    return re.sub(r"(?:の)?(?:儀|件|義)$", "", what) + "を教えてください"


def ja_officer_voice(text: str, matcher: Matcher, reference_date: date) -> str:
    """Japanese ``text`` with an institution's requiring said as 「…を教えてください」."""

    def subject(match: re.Match[str]) -> str:
        rest = match.string[: match.start()] + match.string[match.end() :]
        if not re.search(r"\w", match.string[match.end() :]):
            return match.group()
        if not ja_names_nothing(match.group("subject"), rest, matcher, reference_date):
            return match.group()
        return ""

    text = _ADDRESSED_JA_RE.sub("", text) if re.search(r"されたい|求め", text) else text
    asked = _ABOUT_JA_RE.sub(lambda m: _asked(m.group("what") or m.group("what2")), text)
    asked = _ABOUT_DO_JA_RE.sub(lambda m: _asked(m.group("what")), asked)
    asked = _OF_JA_RE.sub(lambda m: _asked(m.group("what")), asked)
    asked = _DO_JA_RE.sub(lambda m: _asked(m.group("what")), asked)
    if asked == text:
        return text
    return _BELOW_JA_RE.sub("", _SUBJECT_JA_RE.sub(subject, asked))
