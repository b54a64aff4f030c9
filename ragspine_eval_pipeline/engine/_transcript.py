"""A question typed out from a transcript: speaker labels and stage notes are no request.

Earnings-call Q&A, press conferences, town halls, hearings and interviews come as turns: a
label and a colon ("OPERATOR:", "John Tan, CLSA:", "Analyst (Macquarie, name unclear):",
"Q.", "Speaker 2 (00:14:07):", "THE WITNESS:", 「主持人：」, 「记者问：」, 「发言人甲：」,
「質問者（野村證券・佐藤）：」, 「発言者B：」), a role and a dash ("INTERVIEWER - ", "Q - ") or a
caption's ">>", often after a timestamp ("[00:33:12]", 「［00:24:31］」), with stage notes in
brackets ("[laughter]", "(unclear)", "[Recording starts 10:02]", 「（笑声）」, 「【会议录音整理，
14:20】」) and up to two heading lines above the first label (「员工大会实录」). Read only where
every other line opens with such a label:

- stage notes and timestamps are taken out (a closed class: laughter, crosstalk, unclear,
  inaudible, recording, pause, applause; 笑, 听不清, 录音, 掌声; 笑, 聞き取れず, 録音, 拍手);
- the request is the last turn that asks something; a turn by the management or an
  answerer (CFO, CEO, management, witness, A., 管理层, 发言人, 回答, 答, 話し手, 広報; a role
  told apart by a letter or number, 「发言人甲」, is any speaker) is what was said to the room,
  never the request, and goes; any other sentence before the request (the operator's
  hand-over, the questioner's lead-in) goes where it names no market, metric or year the
  request does not name, narrows nothing ("only", 只, のみ) and holds no number, where it is
  an aside on another market or year (``_turn_asides``), or where it is an earlier question
  of its own naming nothing the request does not; else it is kept before the request,
  which it may qualify; one after the request goes only where it names nothing beyond it
  or declines what it names (「2024财年的不用」);
- in the request's turn, the speaker saying who they are (the label's name and firm again:
  "John Tan from CLSA.", 「我是招商证券的李思敏。」, 「野村證券の佐藤です。」) and their asides on
  other markets and years ("I have Japan at 98.4 for FY2023 — …") go;
- what the request points back to in an answer is kept (``_pointed_back_to``).

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
from ragspine_eval_pipeline.engine._turn_asides import aside, fold, names, years
from ragspine_eval_pipeline.kb.analysis import Word, cjk_tokens

if TYPE_CHECKING:
    from datetime import date

    from ragspine_eval_pipeline.engine._names import Matcher

__all__ = ["plain_lead", "set_aside", "split_sentences", "without_transcript_frame"]

_STAMP = r"(?:[\[［(（]\s*\d{1,2}:\d{2}(?::\d{2})?\s*[\]］)）]\s*)"
_ROLE_WORDS = (
    r"operator|moderator|interviewer|interviewee|host|co-?host|chair(?:person|man|woman)?"
    r"|presenter|analyst|reporter|journalist|questioner|speaker|participant|cfo|ceo|coo|cto"
    r"|management|ir|investor\s+relations|audience\s+member|member|employee|shareholder"
    r"|caller|listener|guest|respondent|witness|counsel|court|panell?ist|attendee"
    r"|unidentified\s+(?:speaker|male|female|participant)|unknown\s+speaker"
    r"|主持人|提问者|提問者|提问人|提問人|记者|記者|接线员|接線員|嘉宾|嘉賓|分析师|分析師|管理层|管理層"
    r"|发言人|發言人|受访者|受訪者|采访者|採訪者|同事|员工|員工|股东|股東|主席|网友|網友|观众|觀眾"
    r"|听众|聽眾|首席财务官|首席執行官|首席执行官|财务总监|財務總監|董事长|董事長|总裁|總裁|回答|问|問|答"
    r"|司会者?|質問者|回答者|アナリスト|オペレーター|社長|会長|財務担当|発言者|出席者|参加者|社員"
    r"|株主|聞き手|話し手|インタビュアー|広報|担当役員|経営陣|議長|委員|登壇者|視聴者|リスナー"
    r"|[一-鿿]{0,4}(?:部長|部长|課長|课长|經理|经理|総監|总监)"
)
"""The roles a transcript names its speakers by (a closed class): the caller, host,
questioner and answerer of a call, a press conference, a town hall, a hearing or an
interview; in Chinese and Japanese also a department's head (人事部長)."""

_DESIGNATOR = (
    r"(?:(?<=[A-Za-z])\s+(?:\d{1,2}|[A-Za-z])|(?<![A-Za-z])\s*(?:\d{1,2}|[A-Za-z]|[甲乙丙丁]))"
    r"(?![A-Za-z\d])"
)
"""What tells speakers of one role apart ("Speaker 2", "EMPLOYEE 4", 「発言者B」, 「股东甲」);
written onto a Latin role it is none ("Q3" is a quarter)."""

_LABEL_RE = re.compile(
    r"^[ \t]*" + _STAMP + r"?(?P<label>"
    r"(?P<role>(?i:(?:the\s+)?(?:" + _ROLE_WORDS + r"))(?:(?<=[A-Za-z])(?![A-Za-z])|(?<![A-Za-z]))"
    r"(?P<designator>"
    + _DESIGNATOR
    + r")?[问問]?|(?i:q|a)(?![A-Za-z\d]))\.?(?:\s*[(（][^()（）\n]{1,40}[)）])?"
    r"(?=\s*(?:[:：]|\.\s|\s[-–—]\s))"
    r"|[A-Z][A-Za-z.'-]+(?:\s+[A-Z][A-Za-z.'-]+){0,3}(?:\s*,\s*[A-Z][\w&.' -]{1,30}"
    r"|\s*[(（][^()（）\n]{1,40}[)）])"
    r"|[A-Z][A-Z .&'-]{1,30}(?:\s*[(（][^()（）\n]{1,40}[)）])?"
    r"|[一-鿿]{2,4}[，,][^，,：:\n]{2,12}"
    r"|>>"
    r")(?:\s*(?:[:：]|\.(?=\s))|(?<=>>)(?=\s)|(?(role)\s+[-–—](?=\s)|(?!)))\s*",
    re.MULTILINE,
)
"""A speaker's label opening a line, after an optional timestamp: a role, a name, a name
and firm, or a caption's ">>" (a change of speaker); a role may be followed by a dash
("INTERVIEWER - ", "Q - ")."""

_ANSWERER_RE = re.compile(
    r"^(?:the\s+)?(?:cfo|ceo|coo|cto|chair(?:man)?|management|ir|investor\s+relations|a"
    r"|interviewee|guest|respondent|witness|管理层|管理層|回答|答|回答者|社長|会長|財務担当|ａ"
    r"|发言人|發言人|嘉宾|嘉賓|受访者|受訪者|首席财务官|首席執行官|首席执行官|财务总监|財務總監"
    r"|董事长|董事長|总裁|總裁|話し手|広報|担当役員|経営陣|[一-鿿]{0,4}(?:部長|部长|課長|课长"
    r"|經理|经理|総監|总监))(?![a-z\d甲乙丙丁A-Z])",
    re.IGNORECASE,
)
"""A label of someone answering: the management, the interviewee or witness, the
spokesperson, "A."; one told apart by a letter or number (「发言人甲」) is any speaker."""

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
    r"|ましたか|でしょうか|願います|お願い|(?<![邀申])请(?!问)|(?<![邀申])請(?!問)|说一下|說一下|告诉我|告訴我"
    r"|(?<![a-z])(?:give\s+me|tell\s+me|let\s+me\s+know|walk\s+(?:us|me)\s+through)(?![a-z])",
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


def _without_years(text: str) -> str:
    """``text`` less its years and its times of day (「10:45」), the numbers that count nothing."""
    return re.sub(
        r"fy\s*'?\d{2,4}(?!\d)|(?<!\d)(?:19|20)\d{2}(?!\d)|(?<!\d)\d{1,2}:\d{2}(?::\d{2})?(?!\d)",
        " ",
        fold(text),
    )


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

_PIECE_RE = re.compile(
    r"(?<=——)|(?<=—)|(?<=--)|(?<=……)|(?<=…)(?!…)|(?<=が、)|(?<=けど、)|(?<=, but )|(?<=，但)"
    r"|(?<=，不过)|(?<=，不過)|(?<=，可是)"
    r"|(?<=[^\d\s][：:])(?!\d)"
)
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
    folded = fold(_FILLER_JUST_RE.sub(" ", piece))
    if re.search(r"\d", _without_years(folded)):
        return False
    asked_names = names(asked, matcher)
    whole = ("scope", matcher.group_scope)
    said = names(piece, matcher)
    if any(k == "scope" and n != whole for k, n in asked_names):
        # The company named beside a market asked ("ACME Group carries on business in
        # Macau") is the one speaking or contracting, not the figure's scope.
        said = said - {whole}
    if not (said <= asked_names and years(piece) <= years(asked)):
        return False
    if QUALIFIES_RE.search(folded):
        return False
    if lang == "en":
        words = [Word(w, w, True) for w in re.findall(r"[a-z-]+", folded)]
    else:
        words = [t.word for t in cjk_tokens(folded, lang == "ja")]
    return not any(part_word(w, lang) for w in words)


def _named(text: str, matcher: Matcher) -> bool:
    return bool(names(text, matcher) or years(text))


def _without_leads(turn: str, lang: str, matcher: Matcher) -> str:
    """The asking ``turn`` less the speaker's lead-ins before the first sentence asking of
    something named, the pieces before a dash or a pause opening that sentence that name
    nothing (「想先问一个数字——」, 「…ご質問とも少し関連しますが……」), and the speaker's
    asides on other markets and years around the question (``_turn_asides``)."""
    sentences = split_sentences(turn)
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
            and names(p, matcher) <= names(pieces[i + 1], matcher)
        )
    ]
    at = next((i for i, p in enumerate(pieces) if _named(p, matcher)), 0)
    asks_at = max([i for i, p in enumerate(pieces) if i >= at and _ASKS_RE.search(p)] or [at])
    question = _SORRY_RE.sub("", "".join(pieces[asks_at:]))
    lead = [p for p in pieces[:at] if not plain_lead(p, asked, lang, matcher)]
    middle = [p for p in pieces[at:asks_at] if not aside(p, question, lang, matcher, after=False)]
    opening = " " if lang == "en" else ""
    asked = "".join([*lead, _SORRY_RE.sub(opening, "".join([*middle, question]))]).strip()
    kinds = {k for k, _ in names(asked, matcher)} | ({"year"} if years(asked) else set())
    if "metric" not in kinds or (
        POINTS_BACK_RE.search(fold(asked)) and not {"scope", "year"} <= kinds
    ):
        # "How is ACME Hong Kong responding to *that*?": what it asks of is said before it.
        return " ".join(s.strip() for s in [*sentences[:first], asked, *sentences[first + 1 :]])
    before = [
        s
        for s in sentences[:first]
        if not (plain_lead(s, asked, lang, matcher) or aside(s, asked, lang, matcher, after=False))
    ]
    after = [s for s in sentences[first + 1 :] if not aside(s, asked, lang, matcher, after=True)]
    joiner = " " if lang == "en" else ""
    return joiner.join(s.strip() for s in [*before, asked, *after])


def split_sentences(text: str) -> list[str]:
    """``text``'s sentences (a full stop before a digit ends none: "98.4")."""
    ends = r"(?<=[.!?])(?:\s+|(?=[^\x00-\x7f]))|(?<=[。！？])\s*"
    return [s for s in re.split(ends, text) if s.strip()]


_NOTE_LINE_RE = re.compile(r"^\s*[\[［【(（][^\]］】)）\n]*[\]］】)）]\s*$")
"""A line that is a stage note or a heading in brackets alone (「【会议录音整理】」)."""


def _laid_out_as_turns(text: str, labels: list[re.Match[str]]) -> bool:
    """Whether ``text`` is laid out as a transcript's turns: every line opens with a
    speaker's label or is a bracketed note, bar at most two heading lines before the first
    label that ask nothing (「员工大会实录」, "MINUTES — Audit Committee"), and either two
    lines have labels or the one label is a transcript's role (OPERATOR, Q, 主持人, 質問者)."""
    if not labels:
        return False
    starts = {m.start() for m in labels}
    at = 0
    heading = 0
    for line in text.split("\n"):
        if line.strip() and at not in starts and not _NOTE_LINE_RE.match(line):
            if at > labels[0].start() or heading >= 2 or _ASKS_RE.search(line):
                return False
            heading += 1
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
    # A hand-over asking nothing of the KB after the question ("CFO, please.", 「では回答を
    # お願いします。」) is no request: the last turn asking of something named is.
    at = next((i for i in reversed(asking) if _named(turns[i][1], matcher)), asking[-1])
    label, body = turns[at]
    words = _label_words(label)
    request = " ".join(s for s in split_sentences(body) if not _self_introduction(s, words)).strip()
    if not request:
        return text
    # The speaker's own lead-ins before what they ask, as from a meeting's floor.
    lang = detect_lang(unicodedata.normalize("NFKC", request))
    request = from_the_floor(
        _without_leads(request, lang, matcher), lang, matcher, reference_date, True
    )
    joiner = " " if lang == "en" else ""
    points_back = _points_back(request, matcher)
    kept = [
        joiner.join(sentences)
        for i, other_label, other in [(-1, "", head), *[(j, *t) for j, t in enumerate(turns)]]
        if i != at and other and not _ANSWERER_RE.match(other_label)
        if (
            sentences := [
                s
                for s in split_sentences(other)
                if (i < at and points_back)
                or not set_aside(s, request, lang, matcher, after=i > at)
            ]
        )
    ]
    pointed = _pointed_back_to(turns[:at], request, lang, matcher)
    return "\n".join([*pointed, *kept, request])


def _points_back(request: str, matcher: Matcher) -> bool:
    """Whether a ``request`` naming no metric points back at an earlier turn ("that",
    「その」, 「先ほど」, "you mentioned")."""
    if any(k == "metric" for k, _ in names(request, matcher)):
        return False
    return bool(POINTS_BACK_RE.search(fold(request)) or _SAID_EARLIER_RE.search(request))


def _pointed_back_to(
    before: list[tuple[str, str]], request: str, lang: str, matcher: Matcher
) -> list[str]:
    """What an answerer's turn before the ``request`` says that the request may point back
    to, though an answerer's turn is no request: the one market named by the last turn
    naming one, where the request names none (「管理层：新加坡这边…」 before 「那EBITDA呢？」),
    written alone on a line, which the request's own words decide whether to read (as they
    read any line before a request); and, before a narrative request that points back and
    names no metric, the sentences of the last answerer's turn that says something which
    hold no number and name no metric."""
    asked = names(request, matcher)
    narrative = not any(k == "metric" for k, _ in asked)
    out: list[str] = []
    if not narrative and not any(k == "scope" for k, _ in asked):
        for label, body in reversed(before):
            mentions = [
                m
                for m in matcher.find(fold(body))
                if m.kind == "scope" and m.code != matcher.group_scope
            ]
            if not mentions and not any(k == "scope" for k, _ in names(body, matcher)):
                continue
            if _ANSWERER_RE.match(label) and len({m.code for m in mentions}) == 1:
                out.append(fold(body)[mentions[0].start : mentions[0].end])
            break
    if narrative and _points_back(request, matcher):
        said = next(
            (
                body
                for label, body in reversed(before)
                if _ANSWERER_RE.match(label) and _NAMED_WORD_RE.search(body)
            ),
            "",
        )
        out.extend(
            sentence
            for sentence in split_sentences(said)
            if not re.search(r"\d", sentence)
            and not any(k == "metric" for k, _ in names(sentence, matcher))
        )
    return out


_SAID_EARLIER_RE = re.compile(
    r"(?<![a-z])(?:earlier|you\s+(?:just\s+)?(?:mentioned|said|described)|just\s+said)(?![a-z])"
    r"|(?<![a-z])(?:specifically|in\s+more\s+detail|elaborate)(?![a-z])"
    r"|刚才|剛才|刚刚|剛剛|提到的|说的|說的|具体|具體|详细|詳細|先ほど|さっき|今の|おっしゃった"
    r"|言われた|触れられた|詳しく",
    re.IGNORECASE,
)
"""Words by which a question points back at what was said in an earlier turn, or asks
more of it ("specifically", 「具体的には」, 「详细」)."""


_NAMED_WORD_RE = re.compile(
    r"(?:[A-Za-z]+[^A-Za-z\n]+){3}[A-Za-z]+|[\u3040-\u30ff\u3400-\u9fff][^\n]{5,}"
)
"""An answer turn that says something: four words, or six characters of CJK text (not
「はい。」, "Yes.", "Sure, go ahead")."""


def set_aside(sentence: str, request: str, lang: str, matcher: Matcher, *, after: bool) -> bool:
    """Whether ``sentence`` of another turn than the ``request``'s goes: it names nothing
    the request does not, narrows nothing and holds no number; or it is an aside on another
    market or year (``_turn_asides``); or, said before a request naming a metric and
    pointing back at nothing, it is an earlier question of its own that names nothing the
    request does not and narrows nothing ("you have Exhibit 14 in front of you?")."""
    said_names, said_years = names(sentence, matcher), years(sentence)
    asked_names, asked_years = names(request, matcher), years(request)
    plain = (
        said_names <= asked_names
        and said_years <= asked_years
        and not QUALIFIES_RE.search(fold(sentence))
    )
    if plain and not re.search(r"\d", _without_years(sentence)):
        return True
    if aside(sentence, request, lang, matcher, after=after):
        return True
    return (
        plain
        and not after
        and bool(_ASKS_RE.search(sentence))
        and any(k == "metric" for k, _ in asked_names)
        and not POINTS_BACK_RE.search(fold(request))
        and plain_lead(re.sub(r"\d+", " ", sentence), request, lang, matcher)
    )
