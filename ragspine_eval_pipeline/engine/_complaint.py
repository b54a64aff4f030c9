"""A customer's complaint written beside a request.

A store customer or member writing in frustration tells what went wrong before or after
asking about the company: a bad purchase, a store that closed, a points scheme that
changed, a long queue ("I waited 45 minutes at your Causeway Bay store!!!", 「我要投诉！
店员态度太差」, 「ポイント制度が勝手に変更されて、がっかりです」). Such a statement is the
asker's grievance: it names, narrows and asks nothing. A store, a channel or a market in
it ("your airport store", "my online order", 「铜锣湾的门店」) is where it happened, never
the part of the business the figure is for, and a market in it is not the market asked.

A statement is read so (``complains``) when it writes a word of grievance (anger,
disappointment, a fault of a purchase or of the service, a queue, a refund) and, in
English, speaks of the asker or to the company (I, my, you, your). It is not when it asks
(a question mark), names a metric, a document or a year, narrows with a word of a part
(only, excluding, 只, のみ) or tells the asker's own work ("preparing", "report", 报告,
資料): such a statement is read by the other rules.
"""

from __future__ import annotations

import re
from datetime import date

from ragspine_eval_pipeline.engine._names import Matcher, Mention
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.text import normalize

_GRIEVANCE_EN_RE = re.compile(
    r"(?<![a-z])(?:angry|furious|livid|fuming|upset|disappoint(?:ed|ing|ment)|"
    r"frustrat(?:ed|ing|ion)|disgust(?:ed|ing)|appall(?:ed|ing)|appal(?:led|ling)?|outrag(?:ed|eous)|"
    r"annoy(?:ed|ing)|fed up|sick of|unacceptable|disgraceful|ridiculous|pathetic|shocking|"
    r"shameful|terrible|awful|horrible|horrendous|dreadful|rude|rudely|useless|a joke|a scam|"
    r"rip-?off|ripped off|never again|complain(?:ed|ing|s|ts?)?|refund(?:ed|s)?|faulty|"
    r"defective|broke(?:n)?(?! down)|stopped working|never (?:arrived|came|replied|answered)|"
    r"overcharged|waited|queued|queue|queuing|queueing|on hold|hung up|"
    r"(?:nobody|no one) (?:helped|replies|replied|answered|cares)|"
    r"without (?:any )?(?:warning|notice|telling)|with no (?:warning|notice))(?![a-z])"
)
"""English words of a grievance: anger, disappointment, a faulty purchase, a bad service."""

_PERSON_EN_RE = re.compile(
    r"(?<![a-z])(?:i|i'm|i've|i'd|my|me|we|our|us|you|your|you're)(?![a-z'])"
)
"""The asker or the company spoken to: a complaint is the asker's, told to the company."""

_GRIEVANCE_ZH_RE = re.compile(
    r"投诉|投訴|失望|太差|很差|真差|好差|差劲|差勁|太过分|太過分|过分|過分|气死|氣死|生气|生氣|"
    r"愤怒|憤怒|不满|不滿|无语|無語|糟糕|坑人|骗人|騙人|退货|退貨|退款|排队|排隊|排了|坏了|"
    r"壞了|白跑|没人理|沒人理|态度|態度|迟到|遲到|没收到|沒收到|清零|不通知|没有通知|"
    r"沒有通知|没通知|再也不|这么久|這麼久|那么久|那麼久|这么慢|這麼慢|太慢|太久"
)
"""Chinese words of a grievance (投诉, 太失望了, 态度很差, 排队, 退款)."""

_GRIEVANCE_JA_RE = re.compile(
    r"クレーム|がっかり|ガッカリ|最悪|ひどい|酷い|腹が立|頭にき|怒って|不満|残念|返品|返金|"
    r"並ばされ|並んだ|待たされ|壊れ|態度が悪|対応が悪|二度と|ふざけ|許せ|届かな|返事が|"
    r"勝手に|ありえない|あり得ない"
)
"""Japanese words of a grievance (クレーム, がっかりです, 待たされた, 返品)."""

_NARROWS_RE = re.compile(
    r"(?<![a-z])(?:only|mean|meant|specifically|excluding|including|instead)(?![a-z])"
    r"|只|仅|僅|不含|不包括|其中|のみ|だけ|除く|含む|内訳"
)
"""Words by which a statement narrows what is asked: no complaint's."""

_WORK_RE = re.compile(
    r"(?<![a-z])(?:prepar\w*|report\w*|deck|slides?|memo|analys\w*|research\w*|"
    r"model\w*|spreadsheet|draft\w*|presentation|my (?:boss|manager|team))(?![a-z])"
    r"|报告|報告|汇报|匯報|资料|資料|材料|分析|研究|レポート|報告|分析|調査"
)
"""Words of the asker's work: a statement telling them is read by the asker's rules."""

_FIGURES_RE = re.compile(
    r"(?<![a-z])(?:numbers?|figures?|data|results?|performance|business|businesses|segments?|"
    r"divisions?|units?|margins?|growth)(?![a-z])"
    r"|数据|數據|数字|數字|业绩|業績|业务|業務|事業|数値|データ|実績|部门|部門"
)
"""Words of the company's figures or parts ("disappointed in the *online business*",
「加盟店的*数据*太让人失望了」): a grievance at how a part fares, no customer's."""


_FEELING_EN_RE = re.compile(
    r"^\W*(?:(?:so|really|very|totally|absolutely|extremely|utterly|honestly)\s+)*"
    r"(?:angry|furious|livid|upset|disappointed|frustrated|disgusted|appalled|outraged|"
    r"annoyed|fed up|unacceptable|disgraceful|ridiculous|pathetic|shocking|terrible|awful|"
    r"horrible|appalling|dreadful)(?![a-z])"
)
"""A sentence opening on a feeling, its subject left unsaid ("Really disappointed with
the membership changes"): the asker's own."""

_RHETORICAL_RE = re.compile(
    r"^\W*(?:why|how (?:could|can|dare)|what kind of)(?![a-z])"
    r"|^\W*(?:为什么|為什麼|凭什么|憑什麼|为啥|為啥|怎么能|怎麼能|怎么可以|怎麼可以)"
    r"|^\W*(?:なんで|なぜ|どうして)"
)
"""The opening of a question asked in anger, not for an answer ("WHY did you close it???")."""

_SHOUTED_RE = re.compile(r"[?？][?？!！]|[!！][?？]|^\W*(?:WHY|HOW|WHAT)(?![A-Za-z])")
"""Question marks doubled or mixed with exclamation marks, or the asking word in
capitals ("WHY did you close it"): a question shouted."""


def _grievance(norm: str, lang: str) -> bool:
    """Whether ``norm`` writes a word of grievance; in English said by or to a person,
    or a feeling opening the sentence ("Really disappointed with …")."""
    if lang == "en":
        return _FEELING_EN_RE.search(norm) is not None or (
            _GRIEVANCE_EN_RE.search(norm) is not None and _PERSON_EN_RE.search(norm) is not None
        )
    return (_GRIEVANCE_ZH_RE if lang == "zh" else _GRIEVANCE_JA_RE).search(norm) is not None


_SERVING_RE = re.compile(
    r"\s*(?:assistants?|staff|clerks?|persons?|people|reps?|associates?|team)\b"
)
"""A noun of people after a metric's word ("the *sales* assistant"): who served."""


def _who_served(norm: str, mention: Mention) -> bool:
    """Whether ``mention``, a KB name in a complaint, names nothing asked: a market or the
    company where it happened, or the people who served ("the staff were rude",
    「スタッフの対応」, "your sales assistant"): people, no count of them."""
    if mention.kind in ("scope", "company") or mention.code == "HEADCOUNT":
        return True
    return mention.kind == "metric" and _SERVING_RE.match(norm, mention.end) is not None


_COUNTED_RE = re.compile(
    r"(?<![a-z])(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|few|several|\d+)\s+$"
)
"""A count before a word of time ("after *a* month", "for *two* months"): how long."""


def _duration(norm: str, start: int) -> bool:
    """Whether the word of time at ``start`` says how long ("pending after a month"), not
    when: a month or a half named ("in March", 「3月份」, 「上半年」) dates the complaint in
    a year, which the other rules read."""
    return _COUNTED_RE.search(norm[:start]) is not None


def complains(
    piece: str, lang: str, reference_date: date, matcher: Matcher, asked: bool = False
) -> bool:
    """Whether ``piece``, a sentence or a piece of one beside a request, is a customer's
    complaint that names, narrows and asks nothing: a word of grievance (in English said
    by or to a person, or a feeling opening the sentence), no question but one asking
    why in anger (``asked``: the piece was asked with a question mark), no metric,
    document, year or part of a year (the people who served are none; how long it took
    is none), no word of a part, of the company's figures or of the asker's work."""
    norm = normalize(piece)
    if any(rule.search(norm) for rule in (_NARROWS_RE, _WORK_RE, _FIGURES_RE)):
        return False
    if asked or re.search(r"[?？]", piece):
        # Only a question asked in anger is the complaint's: it opens on "why" and
        # writes a grievance or is shouted ("Why do I have to queue every time???").
        if _RHETORICAL_RE.search(norm) is None:
            return False
        if not (_grievance(norm, lang) or _SHOUTED_RE.search(piece)):
            return False
    elif not _grievance(norm, lang):
        return False
    if any(not _who_served(norm, m) for m in matcher.find(norm)):
        return False
    spans = find_periods(norm, lang, reference_date)
    return all(span.period is None and _duration(norm, span.start) for span in spans)
