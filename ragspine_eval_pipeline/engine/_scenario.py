"""A scenario the asker sets up around a request for a reported figure.

"*I'm modelling a case where Macau's EBITDA falls 10%.* What was it in FY2024?",
「*假设香港收入下降5%，*我需要先知道香港2024财年的收入」, 「*仮に日本の売上が1割減ったら、
という試算の前に、*2024年度の実績を教えてください」: the scenario is the asker's own work,
and the figure asked is the reported one it starts from. The scenario is taken out before
the request is read, so its change ("falls 10%", 下降, 減ったら) is no change asked. The
question must say so: the asker's work on the scenario or the base it needs
(``_ASKERS_BASE``); without it the figure may be asked under the scenario ("In a scenario
where the yen weakens 10%, what is Japan's revenue?"), and the question is read whole.

A scenario is a leading piece (a sentence, or a clause closed by a comma, a colon or a
dash) holding a supposition (if, suppose, assuming; 假设, 如果; 仮に, もし, としたら) with a
change or a state of the world, or the asker's scenario work itself (a scenario, a
what-if, a sensitivity, modelling; 情景, 测算; シナリオ, 試算). Pieces after it naming
nothing of the KB ("I'll do the maths myself.", 「我得先有个基数：」) go with it. The
request left must name a metric and no supposition of its own; read otherwise, the
question is left whole:

- a piece between asking something of its own ("What would it be?") keeps it whole,
  bar one asking the base the request then names ("我要用的基数是多少？也就是…");
- a supposition of what did not happen or of another past ("Had GST not risen",
  「没有疫情的话」, 「円安でなかったら」) asks what the figure would have been (``_contrary``);
- a supposition that changes nothing ("If we exclude Japan", "If only online sales
  count") may narrow the figure, so it is never taken out;
- the result of the scenario asked ("…, what *would* group net profit be?", 「…会是多少」,
  「…いくらになりますか」), or a figure asked inside it ("In a scenario where …",
  「在…情景下」, 「…シナリオでは」) with no word of the asker's work or base, is a figure
  the KB does not hold: the request is read without the scenario, but marked as asked
  of a condition (``Scenario.result_asked``), never answered with the reported figure;
- a supposition of the years to come (a plan going ahead, next year) beside a closed
  year asked needs no such word: the scenario cannot reach that year's figure.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import date

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.kb.analysis import normalize


@dataclass(frozen=True)
class Scenario:
    """A question read for a scenario set up before its request."""

    text: str
    """The question less the scenario; the question itself when there is none."""
    result_asked: bool = False
    """The request asks what the figure would be under the scenario."""


_PIECE_RE = re.compile(r".+?(?:[.!?](?=\s|$)|[。！？!?；;：:，,、]|\s[-–—]+\s|——|—|$)", re.DOTALL)
"""A piece: up to and including its closing mark (a sentence end, a comma, a colon, a
semicolon or a dash)."""

_EN_SUPPOSE = re.compile(
    r"(?<![a-z])(?:if|suppose|supposing|assume|assuming|imagine|hypothetically|what[- ]if"
    r"|in\s+case|in\s+the\s+event|say)(?![a-z])"
)
_EN_CHANGE = re.compile(
    r"(?<![a-z])(?:falls?|fell|fallen|drops?|dropped|declines?|declined|slips?|slipped|slid"
    r"|slides?|cuts?|rises?|rose|risen|grows?|grew|grown|doubles?|doubled|halves|halved"
    r"|increases?|increased|decreases?|decreased|loses?|lost|gains?|gained|shrinks?|shrank"
    r"|shrunk|freezes?|froze|frozen|closes?|closed|jumps?|jumped|plunges?|plunged|surges?"
    r"|surged|weakens?|weakened|strengthens?|strengthened|stays?|stayed|flat|unchanged"
    r"|ahead|happens?|proceeds?|slowdown|inflation|rebounds?|recover(?:s|ed|y)?"
    r"|hike|hikes|raised?|raises|lowered|lowers?|worsens?|improves?|improved)(?![a-z])"
    r"|\d\s*(?:%|percent|per\s+cent|points?|pp)(?![a-z])"
)
"""A change or a state of the world an English supposition says."""

_EN_WORK = re.compile(
    r"(?<![a-z])(?:scenarios?|what[- ]ifs?|sensitivit(?:y|ies)|stress[- ]test\w*|simulat\w+"
    r"|(?:downside|upside|base|bear|bull)\s+case|modell?(?:ing|ed)"
    r"|(?:i|we)\s+(?:can\s+|could\s+|will\s+|'ll\s+)?model|(?:my|our)\s+model)(?![a-z])"
)
"""The asker's scenario work, in English."""

_ZH_SUPPOSE = re.compile(r"假设|假如|如果|要是|万一|假定|假使|倘若|设想|若是")
_ZH_CHANGE = re.compile(
    r"没有|没|未|不变|升值|贬值|上升|下降|下滑|下跌|增长|增加|减少|上调|下调|提高|提升|降低|上涨"
    r"|涨|跌|加息|减息|保持|维持|翻倍|减半|持平|关闭|关店|开店|取消|延迟|推迟|冻结|推进|发生|持续"
    r"|一成|两成|\d\s*(?:%|个百分点|成)"
)
_ZH_WORK = re.compile(r"情景|场景|测算|敏感性|模型|建模|压力测试|推演|模拟|试算|假设分析|沙盘")
_JA_SUPPOSE = re.compile(
    r"仮に|(?<![かも])もし(?!も|かし|くは)|万一|万が一|としたら|とすれば|た場合|たら"
)
_JA_CHANGE = re.compile(
    r"なかっ|なけれ|(?<!売上)高|円安|安く|安値|増|減|上が|下が|上げ|下げ|据え置|横ばい|維持|閉鎖|開業|続|削減|半減"
    r"|改善|悪化|再開|深刻化|進ん|進め|倍|\d\s*(?:%|ポイント|割)|1割|一割"
)
_JA_WORK = re.compile(r"シナリオ|試算|想定|感応度|モデル|シミュレーション|ストレステスト")

_COUNTERFACTUAL = {
    "en": re.compile(
        r"(?<![a-z])(?:had|hadn['’]t|were|weren['’]t|not|never|no|without|absent)(?![a-z])"
        r"|n['’]t(?![a-z])"
    ),
    "zh": re.compile(r"没有|没(?!变)|未(?!变)|不(?!变)|无|当初|当年|当时|那时"),
    "ja": re.compile(r"なかっ|なけれ|なく|ない|ず|でなけ|ていたら|ていれば|だったら|ていた|でした"),
}
"""A supposition of what did not happen, or of a past other than it was ("had the yen
not fallen", 「没有疫情」, 「円安でなかったら」): the figure asked under it is what it
would have been, never a base (``_contrary``)."""

_SUPPOSE = {"en": _EN_SUPPOSE, "zh": _ZH_SUPPOSE, "ja": _JA_SUPPOSE}
_CHANGE = {"en": _EN_CHANGE, "zh": _ZH_CHANGE, "ja": _JA_CHANGE}
_WORK = {"en": _EN_WORK, "zh": _ZH_WORK, "ja": _JA_WORK}

_RESULT = {
    "en": re.compile(
        r"(?<![a-z])(?:would|will|wo?n['’]t|going\s+to|end\s+up|become)(?![a-z])"
        r"|['’](?:d|ll)(?![a-z])"
    ),
    "zh": re.compile(
        r"(?:会|将|将会|能|可能)(?:是|有|达到|变成|变为|剩|降到|升到|涨到|跌到|降至|升至)?"
        r"(?:多少|几|怎样|怎么样|如何)|会变|会怎"
    ),
    "ja": re.compile(
        r"(?:に|と)?な(?:り(?:ます|そう)|る(?:の|でしょう|か|見込|はず)|っ(?:て(?:い)?(?:た|る|ま)))"
        r"|どうなる|はず|見込|見通し"
    ),
}
"""The result of a scenario asked: a modal or a verb of becoming."""

_EN_NOT_RESULT = re.compile(
    r"(?<![a-z])(?:i|we)\s*(?:would|will|['’]d|['’]ll)(?![a-z])"
    r"|(?<![a-z])(?:would|will|could)\s+(?:you|u)(?![a-z])"
    r"|(?<![a-z])(?:would|['’]d)\s+(?:like|love|appreciate|be\s+(?:grateful|great|helpful|nice))"
    r"(?![a-z])|(?<![a-z])(?:what|it|that|who|how)['’]d(?![a-z])"
)
"""An English modal of the asker's own doings or courtesy ("I'll do the maths", "would
you", "I'd like"): no result asked."""

_BASE = re.compile(
    r"(?<![a-z])(?:base|baseline|starting\s+(?:point|figure|number)|start(?:ing)?\s+from"
    r"|anchor|actuals?)(?![a-z])|基数|基准|基础数|起点|实际|基準|ベース|実績|出発点"
)
"""The base a scenario starts from, as the asker calls the figure asked."""

_ASKERS_BASE = {
    "en": re.compile(
        r"(?<![a-z])(?:base(?:line)?|starting\s+(?:point|figure|number)|start(?:ing)?\s+from"
        r"|anchor\w*|actuals?|as\s+reported|to\s+(?:begin|start)(?:\s+with)?|first|myself|ourselves"
        r"|before\s+(?:i|we)|so\s+(?:that\s+)?(?:i|we)\s+can"
        r"|(?:i|we)\s*(?:['’]m|['’]re|am|are|will|['’]ll|want\s+to|need\s+to|plan\s+to)?\s+"
        r"(?:\w+\s+)?(?:model\w*|build\w*|sketch\w*|run\w*|stress[- ]test\w*|work\w*\s+on"
        r"|prepar\w*|putting\s+together|do(?:ing)?\s+the\s+math\w*|calculat\w*|comput\w*"
        r"|apply\w*|plug\w*)"
        r"|for\s+(?:a|an|my|our|the)\s+(?:[\w-]+\s+){0,2}?(?:scenarios?|what[- ]ifs?|model\w*"
        r"|sensitivit\w+|stress[- ]tests?|simulations?))(?![a-z])"
    ),
    "zh": re.compile(
        r"基数|基准|起点|实际|先|之前|自己算|我来算|搭模型|做模型|建模|测算|敏感性|情景分析|试算|推演"
        r"|为了做|用来做|拿来做|要用"
    ),
    "ja": re.compile(
        r"実績|基準|ベース|前に|前提として|前提で|まず|試算(?:を|の前|のため|に|する)|感応度分析"
        r"|(?:シナリオ|モデル)を(?:作|組|立て)|検討材料|使いたい|自分で(?:計算|試算)"
    ),
}
"""The asker's own work on the scenario or the base it needs ("*Before I* model the
cut", "*I'm modelling* a case where …", "*I'll do the maths myself*", 「我得*先*有个
*基数*」, 「*試算をしたいので、まず*」): what tells a reported figure asked for a scenario
from the figure asked under it ("In a scenario where the yen weakens 10%, what is Japan's
revenue?", 「在日元贬值的情景下，日本的收入是多少？」), which is never answered so."""

_PLAN_GOES_AHEAD = re.compile(
    r"(?<![a-z])(?:go(?:es)?\s+ahead|proceeds?|as\s+planned|on\s+schedule|sticks?\s+to)(?![a-z])"
    r"|如期|照常|按计划|按期|顺利推进|计划(?:推进|实施)|計画(?:どおり|通り)|予定(?:どおり|通り)"
    r"|順調に進"
)
"""A plan supposed to go ahead, or carried out as planned: a supposition of the years to
come."""

_UNDER = {
    "en": re.compile(
        r"(?<![a-z])(?:in|under)\s+(?:a|the|this|that)\s+(?:[\w-]+\s+){0,2}?(?:scenario|case)(?![a-z])"
    ),
    "zh": re.compile(r"在[^，,。]*?(?:情景|场景|情况|假设)(?:下|中|里)|(?:情景|场景)(?:下|中|里)"),
    "ja": re.compile(r"(?:シナリオ|想定|ケース)(?:では|の場合|だと|において|の下で|で)"),
}
"""A figure asked inside the scenario ("*In a scenario where* the yen weakens, …",
「*在*日元贬值的*情景下*」, 「円安が進む*シナリオでは*」): what it would be there."""

_QUESTION_RE = re.compile(r"[?？]\s*$")

_BASE_WORDS = {
    "en": re.compile(
        r"\s+(?:that\s+|which\s+)?(?:i|we)\s+(?:should|would|will|can|could|need\s+to|have\s+to|am\s+to)?"
        r"\s*(?:start|begin|work)\s+from(?![a-z])"
        r"|\s+(?:to\s+(?:start|begin|work)\s+from|as\s+(?:the|my|our|a)\s+(?:base(?:line)?|starting"
        r"\s+point))(?![a-z])",
        re.IGNORECASE,
    ),
    "zh": re.compile(r"(?:作为|当作)?(?:基数|基准数?|基础数|起点)(?=是|为|有|[，,。？?]|$)"),
    "ja": re.compile(r"(?:その|この)?(?:基準|ベース)(?:と|に)なる|(?<=の)基準値(?=[はを])"),
}
"""The asker's words for the figure a scenario starts from, said of the request ("the
net profit *I should start from*", 「收入*基数*是多少」, 「*その基準となる*従業員数」): the
reported figure."""


def _pieces(text: str) -> list[str]:
    return [m.group() for m in _PIECE_RE.finditer(text) if m.group().strip()]


def _names(piece: str, lang: str, matcher: Matcher, reference_date: date) -> set[str]:
    """The kinds of KB name ``piece`` holds (a period counted as one)."""
    folded = normalize(piece)
    kinds = {m.kind for m in matcher.find(folded) if m.kind in ("scope", "metric", "document")}
    if find_periods(folded, lang, reference_date):
        kinds.add("period")
    return kinds


def _result(text: str, lang: str) -> bool:
    folded = unicodedata.normalize("NFKC", text).casefold()
    if lang == "en":
        folded = _EN_NOT_RESULT.sub(" ", folded)
    return _RESULT[lang].search(folded) is not None


def _sets_up(piece: str, lang: str) -> bool:
    """Whether ``piece`` sets up a scenario: a supposition of a change, or the asker's
    scenario work."""
    folded = unicodedata.normalize("NFKC", piece).casefold()
    if _SUPPOSE[lang].search(folded) and _COUNTERFACTUAL[lang].search(folded):
        return False
    if _WORK[lang].search(folded):
        return True
    return bool(_SUPPOSE[lang].search(folded) and _CHANGE[lang].search(folded))


def _ahead_of_a_closed_year(scenario: str, request: str, lang: str, reference_date: date) -> bool:
    """Whether the ``scenario`` is of the years to come (a plan going ahead, a year not
    closed) and the ``request`` names closed years only: a figure its scenario cannot
    reach, so the reported one is asked."""
    asked = [s.period for s in find_periods(normalize(request), lang, reference_date)]
    if not asked or any(p is None or p.year >= reference_date.year for p in asked):
        return False
    folded = unicodedata.normalize("NFKC", scenario).casefold()
    ahead = [s.period for s in find_periods(normalize(scenario), lang, reference_date)]
    return bool(_PLAN_GOES_AHEAD.search(folded)) or any(
        p is not None and p.year >= reference_date.year for p in ahead
    )


def read_scenario(question: str, lang: str, matcher: Matcher, reference_date: date) -> Scenario:
    """``question`` (in ``lang``) less a scenario set up before its request (module
    docstring); unchanged when there is none or the request left does not stand alone."""
    if lang not in _SUPPOSE:
        return Scenario(question)
    pieces = _pieces(question)
    start = next((at for at, p in enumerate(pieces) if _sets_up(p, lang)), None)
    if start is None or any(_names(p, lang, matcher, reference_date) for p in pieces[:start]):
        return Scenario(question)
    at = start + 1
    while at < len(pieces):
        piece = pieces[at]
        if _sets_up(piece, lang):
            at += 1
            continue
        if _names(piece, lang, matcher, reference_date):
            break
        folded = unicodedata.normalize("NFKC", piece).casefold()
        asks = _QUESTION_RE.search(folded) or _result(piece, lang)
        if asks and not _BASE.search(folded):
            return Scenario(question)  # a question of its own between: "What would it be?"
        at += 1
    request = "".join(pieces[at:]).strip()
    if not request or "metric" not in _names(request, lang, matcher, reference_date):
        return Scenario(question)
    if _SUPPOSE[lang].search(unicodedata.normalize("NFKC", request).casefold()):
        return Scenario(question)  # a condition of the request's own may narrow the figure
    asked = [p for p in _pieces(request) if "metric" in _names(p, lang, matcher, reference_date)]
    result_asked = any(_result(p, lang) for p in asked)
    scenario = "".join(pieces[start:at])
    if not (
        result_asked
        or _ASKERS_BASE[lang].search(unicodedata.normalize("NFKC", question).casefold())
        or _ahead_of_a_closed_year(scenario, request, lang, reference_date)
    ):
        if _UNDER[lang].search(unicodedata.normalize("NFKC", scenario).casefold()):
            result_asked = True  # asked inside the scenario: what it would be there
        else:
            return Scenario(question)  # the figure may be asked under the scenario
    request = _BASE_WORDS[lang].sub("", request)
    kept = "".join(pieces[:start]) + request
    return Scenario(kept, result_asked=result_asked)
