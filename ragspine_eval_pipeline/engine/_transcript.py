"""A question typed out from a transcript: speaker labels and stage notes are no request.

Earnings-call Q&A, press conferences and interviews come as turns: a label and a colon
("OPERATOR:", "John Tan, CLSA:", "Analyst (Macquarie, name unclear):", "Q.", 「主持人：」,
「提问者（李思敏，招商证券）：」, 「質問者（野村證券・佐藤）：」), often after a timestamp
("[00:33:12]", 「［00:24:31］」), with stage notes in brackets ("[laughter]", "(unclear)",
"[Recording starts 10:02]", 「（笑声）」, 「【会议录音整理，14:20】」). Read only where at least
one line opens with such a label:

- stage notes and timestamps are taken out (a closed class: laughter, crosstalk, unclear,
  inaudible, recording, pause, applause; 笑, 听不清, 录音, 掌声; 笑, 聞き取れず, 録音, 拍手);
- the request is the last turn that asks something; a turn by the management or an
  answerer (CFO, CEO, management, A., 管理层, 回答, 答) is what was said to the room, never
  the request, and goes; any other turn before the request (the operator's hand-over, the
  questioner's lead-in) goes only where it names no market, metric or year the request does
  not name, narrows nothing ("only", 只, のみ) and holds no number, else it is kept before
  the request, which it may qualify;
- in the request's turn, the speaker saying who they are (the label's name and firm again:
  "John Tan from CLSA.", 「我是招商证券的李思敏。」, 「野村證券の佐藤です。」) goes.

What the request itself says stays whole: a market or a part of the business named in it
is read as before, so a question naming a market the KB lacks is still refused.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING

from ragspine_eval_pipeline.engine._floor import from_the_floor
from ragspine_eval_pipeline.engine._grammar import POINTS_BACK_RE, QUALIFIES_RE
from ragspine_eval_pipeline.engine._language import detect_lang
from ragspine_eval_pipeline.engine._purpose import part_word
from ragspine_eval_pipeline.kb.analysis import Word, cjk_tokens

if TYPE_CHECKING:
    from datetime import date

    from ragspine_eval_pipeline.engine._names import Matcher

__all__ = ["plain_lead", "without_transcript_frame"]

_STAMP = r"(?:[\[［(（]\s*\d{1,2}:\d{2}(?::\d{2})?\s*[\]］)）]\s*)"
_ROLE_WORDS = (
    r"operator|moderator|interviewer|interviewee|host|chair(?:person|man|woman)?|presenter"
    r"|analyst|reporter|journalist|questioner|speaker|participant|cfo|ceo|coo|cto|chairman"
    r"|management|ir|investor\s+relations|q|a|主持人|提问者|提問者|记者|記者|接线员|接線員"
    r"|嘉宾|嘉賓|分析师|分析師|管理层|管理層|发言人|發言人|回答|问|問|答|司会|質問者|回答者"
    r"|記者|アナリスト|オペレーター|社長|会長|財務担当|発言者|出席者|参加者|ｑ|ａ"
)
_LABEL_RE = re.compile(
    r"^[ \t]*" + _STAMP + r"?(?P<label>"
    r"(?P<role>(?i:" + _ROLE_WORDS + r"))(?![A-Za-z])\.?(?:\s*[(（][^()（）\n]{1,40}[)）])?"
    r"|[A-Z][A-Za-z.'-]+(?:\s+[A-Z][A-Za-z.'-]+){0,3}(?:\s*,\s*[A-Z][\w&.' -]{1,30}"
    r"|\s*[(（][^()（）\n]{1,40}[)）])"
    r"|[A-Z][A-Z .&'-]{1,30}(?:\s*[(（][^()（）\n]{1,40}[)）])?"
    r"|[一-鿿]{2,4}[，,][^，,：:\n]{2,12}"
    r")\s*(?:[:：]|\.(?=\s))\s*",
    re.MULTILINE,
)
"""A speaker's label opening a line, after an optional timestamp."""

_ANSWERER_RE = re.compile(
    r"^(?:cfo|ceo|coo|cto|chair(?:man)?|management|ir|investor\s+relations|a|interviewee"
    r"|管理层|管理層|回答|答|回答者|社長|会長|財務担当|ａ)(?![a-z])",
    re.IGNORECASE,
)
"""A label of someone answering: the management, the interviewee, "A."."""

_NOTE_RE = re.compile(
    r"[\[［【(（](?:[^\[\]［］【】()（）\n]{0,30}?)"
    r"(?:laugh\w*|crosstalk|unclear|inaudible|indistinct|recording[^\]\)]*|pause|applause"
    r"|silence|coughs?|technical\s+difficult\w*|audio\s+\w+|笑声|笑聲|笑|听不清|聽不清|不清|录音|錄音"
    r"|掌声|掌聲|停顿|停頓|聞き取れず|聞き取り不能|不明瞭|録音|拍手|一同笑い)"
    r"[^\[\]［］【】()（）\n]{0,30}?[\]］】)）]",
    re.IGNORECASE,
)
"""A stage note in brackets: laughter, an unclear word, the recording, applause."""

_ASKS_RE = re.compile(
    r"[?？]|(?<![a-z])(?:what|how\s+much|how\s+many|could\s+you|can\s+you|please|remind\s+us"
    r"|tell\s+us)(?![a-z])|多少|请问|請問|想问|想問|能否|是否|几|幾|いくら|教えて|ください|ですか"
    r"|ましたか|でしょうか|願います",
    re.IGNORECASE,
)
"""A turn asking something."""

_INTRO_EN = re.compile(
    r"(?<![a-z])(?:hi|hello|hey|yeah|yes|ok(?:ay)?|so|um+|uh+|er+|good\s+(?:morning|afternoon|evening)"
    r"|everyone|all|it'?s|this\s+is|i'?m|i\s+am|my\s+name\s+is|from|at|with|here|again|the|of"
    r"|thanks?|thank\s+you|for\s+taking\s+my\s+questions?)(?![a-z])",
    re.IGNORECASE,
)
_INTRO_CJK = re.compile(
    r"我是|我叫|来自|來自|的|记者|記者|分析师|分析師|姓|先生|女士|小姐|です|と申します|の|様|さん"
    r"|呃|嗯|えー|えっと|あの"
)


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def _names(text: str, matcher: Matcher) -> set[tuple[str, str]]:
    folded = _fold(text)
    return {(m.kind, m.code) for m in matcher.find(folded) if m.kind in ("scope", "metric")}


_YEAR_RE = re.compile(r"fy\s*'?(\d{4}|\d{2})(?!\d)|(?<!\d)((?:19|20)\d{2})(?!\d)")
"""A year written in digits ("FY2024", "FY'23", 「2023财年」)."""


def _years(text: str) -> set[str]:
    """The years ``text`` writes in digits, as four digits."""
    found = set()
    for m in _YEAR_RE.finditer(_fold(text)):
        digits = m.group(1) or m.group(2)
        found.add(digits if len(digits) == 4 else "20" + digits)
    return found


def _without_years(text: str) -> str:
    return _YEAR_RE.sub(" ", _fold(text))


def _label_words(label: str) -> list[str]:
    """The name and firm a label gives ("John Tan", "CLSA"; 「李思敏」, 「招商证券」)."""
    parts = re.split(r"[,，、・()（）\s/]+", label)
    role = re.compile(r"^(?:" + _ROLE_WORDS + r")$", re.IGNORECASE)
    return [p for p in parts if p and not role.match(p) and len(p) > 1]


def _self_introduction(sentence: str, words: list[str]) -> bool:
    """Whether ``sentence`` only says who the speaker is: the label's name and firm."""
    if not words:
        return False
    rest = sentence
    found = False
    for word in sorted(words, key=len, reverse=True):
        pattern = re.escape(word) if not word.isascii() else r"(?<![A-Za-z])" + re.escape(word)
        rest, n = re.subn(pattern, " ", rest, flags=re.IGNORECASE)
        found = found or n > 0
    if not found:
        return False
    rest = _INTRO_CJK.sub(" ", _INTRO_EN.sub(" ", rest))
    return not re.search(r"\w", rest)


_FILLER_JUST_RE = re.compile(
    r"(?<![a-z])just(?=\s*,|\s+(?:going|wanted|want|to|a|one|quickly|checking|pin|let|so|ask"
    r"|following|coming|circling|picking|a\s+quick)(?![a-z]))",
    re.IGNORECASE,
)
"""A spoken "just" softening the speaker's own doing ("just going back to", "let me just
pin"): no narrowing of the figure, as "just the online part" is."""

_PIECE_RE = re.compile(r"(?<=——)|(?<=—)|(?<=--)|(?<=……)|(?<=…)(?!…)|(?<=が、)|(?<=けど、)")
_SORRY_RE = re.compile(
    r"^\s*(?:(?:失礼|すみません|すいません|sorry|不好意思|对不起|對不起)[、，,—\s]*)?", re.I
)


def _sorry_opens(piece: str) -> bool:
    """Whether ``piece`` opens with a word taking back what was said before it (失礼, sorry)."""
    found = _SORRY_RE.match(piece)
    return found is not None and found.end() > 0


def plain_lead(piece: str, asked: str, lang: str, matcher: Matcher) -> bool:
    """Whether ``piece``, said before what the speaker asks, is only their own lead-in: no
    number, no market, metric or year the question does not name, nothing narrowed and no
    part of the business."""
    folded = _fold(_FILLER_JUST_RE.sub(" ", piece))
    if re.search(r"\d", _without_years(folded)):
        return False
    asked_names = _names(asked, matcher)
    whole = ("scope", matcher.group_scope)
    said = _names(piece, matcher)
    if any(k == "scope" and n != whole for k, n in asked_names):
        # The company named beside a market asked ("ACME Group carries on business in
        # Macau") is the one speaking or contracting, not the figure's scope.
        said = said - {whole}
    if not (said <= asked_names and _years(piece) <= _years(asked)):
        return False
    if QUALIFIES_RE.search(folded):
        return False
    if lang == "en":
        words = [Word(w, w, True) for w in re.findall(r"[a-z-]+", folded)]
    else:
        words = [t.word for t in cjk_tokens(folded, lang == "ja")]
    return not any(part_word(w, lang) for w in words)


def _named(text: str, matcher: Matcher) -> bool:
    return bool(_names(text, matcher) or _years(text))


def _without_leads(turn: str, lang: str, matcher: Matcher) -> str:
    """The asking ``turn`` less the speaker's lead-ins before the first sentence asking of
    something named, and the pieces before a dash or a pause opening that sentence that
    name nothing (「想先问一个数字——」, 「…ご質問とも少し関連しますが……」)."""
    sentences = _sentences(turn)
    first = next(
        (i for i, s in enumerate(sentences) if _ASKS_RE.search(s) and _named(s, matcher)), None
    )
    if first is None:
        return turn
    asked = sentences[first]
    pieces = [p for p in _PIECE_RE.split(asked) if p]
    # A piece taken back by a "sorry" after it (「日本の……失礼、日本事業の」) is repaired.
    pieces = [
        p
        for i, p in enumerate(pieces)
        if not (
            i + 1 < len(pieces)
            and _sorry_opens(pieces[i + 1])
            and _names(p, matcher) <= _names(pieces[i + 1], matcher)
        )
    ]
    at = next((i for i, p in enumerate(pieces) if _named(p, matcher)), 0)
    lead = [p for p in pieces[:at] if not plain_lead(p, asked, lang, matcher)]
    asked = "".join([*lead, _SORRY_RE.sub("", "".join(pieces[at:]))]).strip()
    if POINTS_BACK_RE.search(_fold(asked)) or not any(
        k == "metric" for k, _ in _names(asked, matcher)
    ):
        # "How is ACME Hong Kong responding to *that*?": what it asks of is said before it.
        return " ".join(s.strip() for s in [*sentences[:first], asked, *sentences[first + 1 :]])
    before = [s for s in sentences[:first] if not plain_lead(s, asked, lang, matcher)]
    joiner = " " if lang == "en" else ""
    return joiner.join(s.strip() for s in [*before, asked, *sentences[first + 1 :]])


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?。！？])\s*", text) if s.strip()]


_NOTE_LINE_RE = re.compile(r"^\s*[\[［【(（][^\]］】)）\n]*[\]］】)）]\s*$")
"""A line that is a stage note or a heading in brackets alone (「【会议录音整理】」)."""


def _laid_out_as_turns(text: str, labels: list[re.Match[str]]) -> bool:
    """Whether ``text`` is laid out as a transcript's turns: every line opens with a
    speaker's label or is a bracketed note, and either two lines have labels or the one
    label is a transcript's role (OPERATOR, Q, 主持人, 質問者)."""
    if not labels:
        return False
    starts = {m.start() for m in labels}
    at = 0
    for line in text.split("\n"):
        if line.strip() and at not in starts and not _NOTE_LINE_RE.match(line):
            return False
        at += len(line) + 1
    return len(labels) >= 2 or labels[0].group("role") is not None


def without_transcript_frame(text: str, matcher: Matcher, reference_date: date) -> str:
    """``text`` read as a transcript's question (module docstring); ``text`` itself when
    it is laid out as no transcript or no turn asks."""
    labels = list(_LABEL_RE.finditer(text))
    if not _laid_out_as_turns(text, labels):
        return text
    turns: list[tuple[str, str]] = []
    head = text[: labels[0].start()].strip()
    for i, m in enumerate(labels):
        end = labels[i + 1].start() if i + 1 < len(labels) else len(text)
        turns.append((m.group("label").strip(), text[m.end() : end].strip()))
    turns = [(label, _NOTE_RE.sub(" ", body).strip()) for label, body in turns]
    head = _NOTE_RE.sub(" ", re.sub(_STAMP, " ", head)).strip()
    asking = [
        i
        for i, (label, body) in enumerate(turns)
        if _ASKS_RE.search(body) and not _ANSWERER_RE.match(label)
    ]
    if not asking:
        return text
    at = asking[-1]
    label, body = turns[at]
    words = _label_words(label)
    request = " ".join(s for s in _sentences(body) if not _self_introduction(s, words)).strip()
    if not request:
        return text
    # The speaker's own lead-ins before what they ask, as from a meeting's floor.
    lang = detect_lang(unicodedata.normalize("NFKC", request))
    request = from_the_floor(
        _without_leads(request, lang, matcher), lang, matcher, reference_date, True
    )
    asked, years = _names(request, matcher), _years(request)
    kept: list[str] = []
    for other_label, other in [("", head), *turns[:at], *turns[at + 1 :]]:
        if not other or _ANSWERER_RE.match(other_label):
            continue
        other_years = _years(other)
        if (
            _names(other, matcher) <= asked
            and other_years <= years
            and not QUALIFIES_RE.search(_fold(other))
            and not re.search(r"\d", _without_years(other))
        ):
            continue
        kept.append(other)
    return "\n".join([*kept, request])
