"""A request quoted inside a message that passes it on, and a request written under
the lines it replies to.

People forward questions: a line pasted from a colleague's e-mail (`> What's the gross
margin …`), a voicemail transcribed in quotation marks, 「…」 in a Japanese note saying who
asked. The words around the quotation say who asked and why ("Pasting Tom's question
from his email below, can you answer him?", 「上司から…と聞かれました」); they name nothing
the quotation does not, and so cannot change which figure is asked.

The speech pass (``_speech``) already reads a quotation alone when nothing but who sent
it and thanks stands around it. This is the reading the parser (``_question``) tries
when the whole message leaves words the KB lacks: the quotation is read alone, and that
reading stands only when it leaves no word unexplained and the words around it name no
metric, scope, document, unit or period of their own and narrow nothing.

A team thread turns this round: the `>` lines are what someone said earlier ("> who has
the HK numbers?"), the lines under them the request ("Hong Kong revenue for FY2024
please"). The request is read alone (``reply``) when it is whole by itself: it names
a metric and leaves no word unexplained, and the quoted lines name nothing it does not
(a quoted market or year the request leaves out is what it rests on).
"""

from __future__ import annotations

import re
from datetime import date

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._context import holds_a_name, narrows_figure, states_a_part
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._purpose import figure_of_a_part
from ragspine_eval_pipeline.kb.analysis import normalize

_QUOTED_LINE_RE = re.compile(r"^[ \t]*>[ \t]?(.+)$", re.MULTILINE)
"""A line quoted the way e-mail quotes it (`> …`)."""

MIN_QUOTATION = 6
"""Characters a quotation needs to hold a request ("FY2024" in quotes is a name, not a
quotation)."""


_CONTINUED_RE = re.compile(
    r"^\s*(?:for|of|in|on|at|from|by|per|excluding|including|without|with|about|across|and|"
    r"or|but|except|less|minus|plus)(?![a-z])|^\s*的"
    r"|^\s*(?![^。！？?!.]*(?:什么|什麼|哪|几|幾|多少|谁|誰|怎|为何|為何|吗|嗎|いつ|どこ|どの|どう|何))"
    r"[^\s。！？?!.]{1,20}?(?:的部分|的|の分|分|向け)\s*[。.]?\s*$",
    re.IGNORECASE,
)
"""The sentence a quotation stands in goes on to say more of what it quotes ("\"HK revenue
FY2024?\" *for the loyalty scheme*", 「“…收入”的线上部分」, 「…」*加盟伙伴的*, 「…」*フラン
チャイズ向け*): the quotation is not the whole request. A clause holding a question word
asks a question of its own (「滨海湾旗舰店是什么时候开的」: 是…的 is no part)."""


def continues(text: str) -> bool:
    """Whether ``text`` only goes on to say more of the request before it (``_CONTINUED_RE``):
    a fragment naming which part of that figure is wanted, never a question of its own."""
    return _CONTINUED_RE.match(text.strip(" \"'“”「」『』")) is not None


_SPEAKER_RE = re.compile(
    r"^(?P<who>[A-Z][A-Za-z'’-]{0,15}(?:\s[A-Z][A-Za-z'’-]{0,15})?"
    r"|[\u3040-\u30ff\u3400-\u9fff]{1,6})\s*[:：]\s*(?=\S)"
)
"""Who wrote a message a chat quotes, labelling its first line ("> Mei: does anyone …",
「> 小陈：…」): a name of one or two capitalized words, or of a few CJK characters."""

_HONORIFIC = r"(?:さん|様|さま|くん|君|ちゃん|氏|先生|部長|課長|老师|老師|总|總|经理|經理|姐|哥)?"

_POSSESSED = r"(?:['’]s|の|的)?"


def _speaker(line: str, matcher: Matcher) -> tuple[str, str] | None:
    """The name labelling a quoted chat line and the line without it, or None when the
    line is not labelled: a label naming a KB scope, metric or period ("Japan: revenue
    FY2024?", 「香港：…」) is the topic of the line, not who wrote it."""
    match = _SPEAKER_RE.match(line)
    if match is None or matcher.find(normalize(match["who"])):
        return None
    if find_periods(normalize(match["who"]), "en", date(2000, 1, 1)):
        return None
    return match["who"], line[match.end() :]


_ATTRIBUTION_RE = re.compile(
    r"(?<=[\"'”」』])\s*(?:[—–―]+|--)\s*(?:(?:from|via|per|by)\s+)?(?P<who>[^\"“”「」『』\n]{1,40})$"
)
"""Who said a quoted line, after a dash closing its quotation ("> \"Singapore margins
look healthy\" — from my manager's note", 「> 「…」――部長より」)."""


def _without_attribution(line: str, matcher: Matcher) -> str:
    """A quoted ``line`` less who said it (``_ATTRIBUTION_RE``), unless that names a KB
    name or a year ("— Japan team": the market the line is about)."""
    match = _ATTRIBUTION_RE.search(line)
    if match is None:
        return line
    who = normalize(match["who"])
    if matcher.find(who) or find_periods(who, "en", date(2000, 1, 1)) or re.search(r"\d", who):
        return line
    return line[: match.start()]


def _without_the_speaker(around: str, who: str) -> str:
    """``around`` less the name of who wrote the quoted message ("can u answer *Mei's* q",
    「帮忙回一下*小陈*」, 「*佐藤さんの*担当エリア」): who asked is no word of the request,
    never a market the KB may lack."""
    latin = who.isascii()
    edge = r"(?<![A-Za-z])" if latin else ""
    end = r"(?![A-Za-z])" if latin else ""
    name = rf"{edge}{re.escape(who)}{end}{_HONORIFIC}{_POSSESSED}"
    return re.sub(name, " ", around)


def quotation(text: str, matcher: Matcher | None = None) -> tuple[str, str] | None:
    """The one quoted request of ``text`` and the words around it, or None.

    Only a message holding a single quotation (or one block of `>` lines) is read this
    way: with several, which one is asked is for the asker to say. A chat quotes a
    message with its writer's name before it (``_SPEAKER_RE``): the name is who asked,
    taken out of the quotation and of the words around it, where it says whom to answer.
    A label the words around never name is not read as a name: it may be the market the
    quoted line is about ("> Taiwan: revenue FY2024?")."""
    lines = [line.strip() for line in _QUOTED_LINE_RE.findall(text)]
    if lines:
        around = _QUOTED_LINE_RE.sub(" ", text)
        labelled = _speaker(lines[0], matcher) if matcher is not None else None
        if labelled is not None and _without_the_speaker(around, labelled[0]) != around:
            who, lines[0] = labelled
            around = _without_the_speaker(around, who)
        return " ".join(lines), around
    spans = [m for m in gr.QUOTED_RE.finditer(text) if len(_inner(m)) >= MIN_QUOTATION]
    if len(spans) != 1:
        return None
    match = spans[0]
    if _CONTINUED_RE.match(text[match.end() :]):
        return None
    return _inner(match).strip(), text[: match.start()] + " " + text[match.end() :]


def _inner(match: re.Match[str]) -> str:
    return next(group for group in match.groups() if group is not None)


def adds_nothing(
    around: str, quoted: str, lang: str, reference_date: date, matcher: Matcher
) -> bool:
    """The words around a quotation name no KB name, period or unit the quotation lacks,
    narrow nothing ("only", 只要, だけ; the だけ of 「一言だけ」 says how short the message
    is, that of 「欄が一つだけ」 how many figures go in; in Chinese and Japanese, no part of
    the figure: 「オンライン分の数字を」), ask no derived figure, forecast or other company's
    figure, and, when the quotation names no market, hold no name the KB may lack."""
    around = gr.ONE_FIGURE_CJK_RE.sub(" ", gr.MESSAGE_LENGTH_RE.sub(" ", around))
    folded, inner = normalize(around), normalize(quoted)
    named = {(m.kind, m.code) for m in matcher.find(folded)}
    if named - {(m.kind, m.code) for m in matcher.find(inner)}:
        return False
    if find_periods(folded, lang, reference_date):
        return False
    cues = (gr.QUALIFIES_RE, gr.DERIVED_RE, gr.FORECAST_RE, gr.COMPETITOR_RE)
    if any(cue.search(folded) for cue in cues):
        return False
    if lang == "en" and states_a_part(folded, lang):
        return False  # "I need the online number": a part of the quoted figure
    if lang != "en" and (narrows_figure(folded, lang) or figure_of_a_part(folded, lang)):
        return False  # 「オンライン分の数字を教えてください」: a part of the quoted figure
    # A request naming no market takes its market from what is said around it; a name
    # there that the KB lacks ("About Taiwan: …") may be that market.
    return bool(scoped(inner, matcher)) or not holds_a_name(around)


def scoped(folded: str, matcher: Matcher) -> bool:
    """Whether normalized ``folded`` names a scope or the company."""
    return any(m.kind in ("scope", "company") for m in matcher.find(folded))


def reply(text: str, lang: str, reference_date: date, matcher: Matcher) -> str | None:
    """The lines of ``text`` written under the `>` lines they reply to, when the quoted
    lines name no KB name or period the reply does not; None when ``text`` quotes no
    line, writes nothing else, or rests on what it quotes."""
    lines = _QUOTED_LINE_RE.findall(text)
    if not lines:
        return None
    rest = _QUOTED_LINE_RE.sub(" ", text).strip()
    lines[-1] = _without_attribution(lines[-1].strip(), matcher)
    labelled = _speaker(lines[0].strip(), matcher)
    if labelled is not None:
        # Who wrote the quoted line ("> Ken: …") is whom the reply thanks, no word asked.
        lines[0] = labelled[1]
        rest = _without_the_speaker(rest, labelled[0]).strip()
    if not re.search(r"\w", rest):
        return None
    quoted, written = normalize(" ".join(lines)), normalize(rest)
    said = {(m.kind, m.code) for m in matcher.find(written)}
    # A word naming two metrics (profit: EBITDA or net profit) is named by either.
    spans: dict[tuple[int, int], set[tuple[str, str]]] = {}
    for m in matcher.find(quoted):
        spans.setdefault((m.start, m.end), set()).add((m.kind, m.code))
    if any(not names & said for names in spans.values()):
        return None
    periods = set(find_periods(quoted, lang, reference_date))
    if periods - set(find_periods(written, lang, reference_date)):
        return None
    return rest
