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
from ragspine_eval_pipeline.engine._purpose import ja_part_in_phrase
from ragspine_eval_pipeline.kb.analysis import japanese_parts_of_speech, normalize

_SENTENCE_RE = re.compile(r"[^。？！?!]+[。？！?!]*")

_ASKED_BY_RE = re.compile(r"^(?P<who>[^、,。「」『』\d]{1,16}?)(?:から|より|に)[、,]?\s*")
"""Who put the question, opening the sentence: a noun phrase before から or より, or
the agent of the passive before に (「お客様*に*…と聞かれました」)."""

_SCENE_RE = re.compile(r"^(?P<scene>[^、,。「」『』\d]{1,8}?)(?:で[、,]?|[、,])\s*")
"""When or how the question came, before who put it (「本日、」, 「お電話で」)."""

_FRAME_RE = re.compile(
    r"(?P<quote>と|って)?\s*"
    r"(?:(?:聞かれ|訊かれ|尋ねられ|問われ|質問され)(?:ました|た|ています|ていました|てます)"
    r"|(?:の)?(?:お|ご)?(?:問い合わせ|問合せ|質問|相談)(?:が|を)?"
    r"(?:あり|ござい|いただき|頂き|受け|もらい|来|き|届き|入り)(?:ました|ます|ています|てい)"
    r"|(?:言われ|頼まれ|依頼され|求められ)(?:ました|た|ています|ていました))"
    r"\s*[。？！?!]*\s*$"
)
"""The verb or noun of asking closing the sentence, with the quotation particle before it.
言われ and 頼まれ take what was said only through と or って (「…を教えてほしいと言われ
ました」): without it (「…を言われました」) the words said are no question."""

_ASKING_VERB_RE = re.compile(r"^(?:聞かれ|訊かれ|尋ねられ|問われ|質問され)")

_FRAME_THEN_RE = re.compile(
    r"(?P<quote>と|って)?\s*(?:聞かれ|訊かれ|尋ねられ|問われ|質問され)"
    r"(?:たのですが|たんですが|たんだけど|たのですけど|たけど|ましたが|まして|て)[、,]\s*"
)
"""A passive verb of asking followed by the asker's own clause (「…と聞かれた*のですが、*どう
答えればいいですか」): the clause after it is a sentence of its own."""

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
        inner = _relayed_question(sentence, matcher)
        if inner is None:
            inner = _hearsay_request(sentence, matcher)
            if inner is not None and not matcher.find(normalize(inner)):
                # A wish naming nothing of the KB (「部長がオンライン分を知りたいそうです」)
                # says which part of the request beside it is wanted: it stays whole.
                inner = None
        if inner is None:
            out.append(sentence)
        elif not _COUNT_OF_ITEMS_RE.match(inner):
            out.append(inner + "。")
    return "".join(out) if out else text


def _relayed_question(sentence: str, matcher: Matcher) -> str | None:
    """The question a Japanese ``sentence`` relays (「お客様から、Xと聞かれました。」 → X),
    or None when it relays none: who asked must be a person or a body (nouns, の and
    suffixes such as 様 or さん) naming nothing the KB holds and no place or time, and the
    question must be quoted by と or って, or be the object of a verb of asking."""
    stripped = sentence.strip()
    scene = _SCENE_RE.match(stripped)
    if scene is not None and _a_scene(scene.group("scene"), matcher):
        stripped = stripped[scene.end() :]
    who = _ASKED_BY_RE.match(stripped)
    if who is None or not _a_person(who.group("who"), matcher):
        return None
    rest = stripped[who.end() :]
    then = _FRAME_THEN_RE.search(rest)
    if then is not None:
        inner = rest[: then.start()].strip(" 、,")
        if inner and (then.group("quote") or re.search(r"(?:か|を|について)$", inner)):
            return inner + "。" + rest[then.end() :].rstrip("。")
        return None
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


_HEARSAY_RE = re.compile(
    r"(?:(?:と|って)の(?:こと|事)(?:です|でした)?|(?<=たい|しい)そう(?:です|でした)"
    r"|(?<=たい|しい)(?:と|って)(?:言って|おっしゃって)(?:います|いました|ます|いる|いた|おります|る|た))"
    r"\s*[。！!]*\s*$"
)
"""Hearsay closing a request someone else made (「…を知りたい*とのことです*」, 「…を教えて
ほしい*そうです*」, 「…を知りたい*と言っています*」): what they want is the request."""

_INQUIRY_LEAD_RE = re.compile(
    r"^(?P<who>[^、,。「」『』\d]{1,16}?)(?:から|より)(?:お|ご)?(?:問い合わせ|問合せ|質問|連絡|電話)"
    r"(?:が)?(?:あり|あって|ありまして)[、,]\s*"
    r"|^(?P<subject>[^、,。「」『』\d]{1,16}?)が(?=[^、,。]*(?:たい|ほしい|欲しい))"
    r"|^(?P<sender>[^、,。「」『』\d]{1,16}?)(?:から|より)[、,]\s*"
)
"""Who made the request, opening the sentence: an inquiry from them (「お客様から問い合わせが
あり、」), them as the subject of the wish (「お客様*が*…を知りたいそうです」) or as whom it
came from (「社長から、…を知りたいとのことです」)."""


_HEARSAY_MARK_RE = re.compile(r"(?:と|って)の(?:こと|事)(?:です|でした|で)?(?:ので|から|が)?")
"""The mark of hearsay written onto a wish (「確認したい*とのことですので*」): grammar, which
says the wish is someone else's, never a word of the request."""


def hearsay_marks(rest: str, lang: str) -> list[tuple[int, int]]:
    """The spans of ``rest`` (a Japanese clause) marking hearsay (``_HEARSAY_MARK_RE``)."""
    if lang != "ja":
        return []
    return [match.span() for match in _HEARSAY_MARK_RE.finditer(rest)]


def _hearsay_request(sentence: str, matcher: Matcher) -> str | None:
    """The request a Japanese ``sentence`` reports as hearsay (「お客様から問い合わせがあり、
    Xを知りたいとのことです。」 → Xを知りたい), or None: who made it, when said, must be a
    person or a body naming nothing the KB holds."""
    stripped = sentence.strip()
    tail = _HEARSAY_RE.search(stripped)
    if tail is None:
        return None
    rest = stripped[: tail.start()]
    lead = _INQUIRY_LEAD_RE.match(rest)
    if lead is not None:
        who = lead.group("who") or lead.group("subject") or lead.group("sender")
        if not _a_person(who, matcher) or ja_part_in_phrase(who):
            return None  # 「*EC*担当から、」: the part of the business the wish is for
        rest = rest[lead.end() :]
    rest = rest.strip(" 、,")
    if not re.search(r"(?:たい|ほしい|欲しい|か)$", rest):
        return None  # hearsay of a statement, not of a request
    return rest


def _a_scene(scene: str, matcher: Matcher) -> bool:
    """Whether ``scene`` says when or by what means a question came (「本日」, 「先ほど」,
    「お電話」): nouns of time, adverbs, or a verbal noun of the means (電話, メール) with
    a polite prefix, naming nothing the KB holds. A channel or a place (「オンラインで」,
    「香港で」) may be the part or market asked about: no scene."""
    if matcher.find(normalize(scene)):
        return False
    return all(
        pos[0] in ("副詞", "接頭辞")
        or (pos[0] == "名詞" and pos[1] == "普通名詞" and pos[2] in ("副詞可能", "サ変可能"))
        or (pos[0] == "助動詞" and surface == "で")
        for surface, pos in japanese_parts_of_speech(scene)
    )


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


__all__ = [
    "hearsay_marks",
    "without_relayed_questions",
]
