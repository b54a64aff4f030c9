"""A question someone put to the asker, relayed in Japanese: the frame around it is context.

Staff pass on what a caller asked inside a frame of reported speech: who asked, marked
by から or より (「お客様から、」, 「仕入先の担当者さんから」), the question quoted by と or
って or taken as the object of the asking (「…は何％だったか*と*」, 「…の純利益*を*」), and
a passive verb of asking or a noun of inquiry closing the sentence (「聞かれました」,
「お問い合わせがありました」, 「教えてほしい*と*言われました」). The question inside is the
request: every word of it stays, so an unknown metric, a part or a market relayed is
refused as it would be asked plainly; the frame, which names nothing the KB holds, is
set aside.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.kb.analysis import japanese_parts_of_speech, normalize

_SENTENCE_RE = re.compile(r"[^。？！?!]+[。？！?!]*")

_ASKED_BY_RE = re.compile(r"^(?P<who>[^、,。「」『』\d]{1,16}?)(?:から|より)[、,]?\s*")
"""Who put the question, opening the sentence: a noun phrase before から or より."""

_FRAME_RE = re.compile(
    r"(?P<quote>と|って)?\s*"
    r"(?:(?:聞かれ|訊かれ|尋ねられ|問われ|質問され)(?:ました|た|ています|ていました|てます)"
    r"|(?:の)?(?:お|ご)?(?:問い合わせ|問合せ|質問|相談)(?:が|を)?"
    r"(?:あり|ござい|いただき|頂き|受け|もらい)(?:ました|ます)"
    r"|(?:言われ|頼まれ|依頼され|求められ)(?:ました|た|ています|ていました))"
    r"\s*[。？！?!]*\s*$"
)
"""The verb or noun of asking closing the sentence, with the quotation particle before it.
言われ and 頼まれ take what was said only through と or って (「…を教えてほしいと言われ
ました」): without it (「…を言われました」) the words said are no question."""

_ASKING_VERB_RE = re.compile(r"^(?:聞かれ|訊かれ|尋ねられ|問われ|質問され)")

_COUNT_OF_ITEMS_RE = re.compile(r"^(?:\d+|[一二三四五六七八九])(?:点|つ)(?:ほど)?$")
"""「2点」: how many things were asked, which the sentences after say."""


def without_relayed_questions(text: str, lang: str, matcher: Matcher) -> str:
    """``text`` with each Japanese sentence that relays a question put to the asker
    replaced by the question inside it; a sentence saying only how many things were
    asked (「取引先の方から2点聞かれました。」) is dropped, the things asked following it."""
    if lang != "ja":
        return text
    out: list[str] = []
    for sentence in _SENTENCE_RE.findall(text):
        inner = relayed_question(sentence, matcher)
        if inner is None:
            out.append(sentence)
        elif not _COUNT_OF_ITEMS_RE.match(inner):
            out.append(inner + "。")
    return "".join(out) if out else text


def relayed_question(sentence: str, matcher: Matcher) -> str | None:
    """The question a Japanese ``sentence`` relays (「お客様から、Xと聞かれました。」 → X),
    or None when it relays none: who asked must be a person or a body (nouns, の and
    suffixes such as 様 or さん) naming nothing the KB holds and no place or time, and the
    question must be quoted by と or って, or be the object of a verb of asking."""
    stripped = sentence.strip()
    who = _ASKED_BY_RE.match(stripped)
    if who is None or not _a_person(who.group("who"), matcher):
        return None
    rest = stripped[who.end() :]
    frame = _FRAME_RE.search(rest)
    if frame is None:
        return None
    inner = rest[: frame.start()].strip(" 、,")
    verb = rest[frame.end("quote") if frame.group("quote") else frame.start() :].lstrip()
    if not inner:
        return None
    if frame.group("quote") is None and not (
        _ASKING_VERB_RE.match(verb) or re.search(r"(?:か|を|について|に関して)$", inner)
    ):
        return None
    if frame.group("quote") is None and re.match(r"(?:言われ|頼まれ|依頼され|求められ)", verb):
        return None
    return inner


def _a_person(who: str, matcher: Matcher) -> bool:
    """Whether ``who`` is a noun phrase of a person or a body, naming nothing the KB holds
    (a market asks of its own: 「香港事業から」) and no place or time."""
    if matcher.find(normalize(who)):
        return False
    for surface, pos in japanese_parts_of_speech(who):
        if pos[0] == "名詞" and pos[1] != "固有名詞" and pos[1] != "数詞":
            continue
        if pos[0] in ("接頭辞", "接尾辞") or (pos[0] == "助詞" and surface == "の"):
            continue
        return False
    return True


__all__ = ["relayed_question", "without_relayed_questions"]
