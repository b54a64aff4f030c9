"""A person's title that is also a metric's abbreviation: "GM" is gross margin, and a
general manager.

Where grammar makes the word a person, it names who asks or who wants the figure, never
the figure: the asker's role ("I'm the Japan GM", "as the GM for Singapore", "SG GM
here", 「日本のGMです」, 「我是新加坡的GM」) or someone doing something ("the SG GM asked me
…", "our HK GM wants …", 「香港GMから頼まれて」, 「GM让我查…」). Said as a noun of a figure
("What's the Japan GM for FY2024?", 「日本のGMは？」, 「香港GM 2024年度」) it is the metric.
A market said with the title is where the person works (``@`` below stands for it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ragspine_eval_pipeline.engine._names import Mention
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["TITLED_CJK", "said_as_a_person", "states_a_title"]

TITLES_EN = (
    r"gm|general\s+manager|managing\s+director|md|ceo|cfo|coo|vp|country\s+manager|"
    r"country\s+head|head\s+of\s+[a-z]+|director|manager"
)
"""English titles of a person in charge (the abbreviations as folded)."""

TITLES_CJK = (
    r"gm|总经理|總經理|经理|經理|总监|總監|店长|店長|负责人|負責人|"
    r"ゼネラルマネージャー|マネージャー|マネジャー|支配人|社長|部長|責任者"
)
"""Chinese and Japanese titles of a person in charge (GM among them, as written)."""

TITLED_CJK = r"[Gg][Mm]|总经理|總經理|总监|總監|店长|店長|负责人|負責人"
"""Chinese titles of a person in charge as written, unfolded: who may ask the asker for
a figure (「GM让我查…」, 「店长要我…」), beside 领导, 老板, 经理 (``_context_segments``)."""

_TITLE_RE = re.compile(rf"(?:{TITLES_EN}|{TITLES_CJK})")

_EN_MODIFIERS = r"(?:new|acting|interim|deputy|assistant|regional|local|area)"
"""Words said before a title that leave it a title ("the *acting* Japan GM")."""

_EN_ROLE_BEFORE_RE = re.compile(
    r"(?:(?:^|[^a-z’'])(?:i['’]m|i\s+am|(?:asking|writing|speaking)\s+as)"
    r"|(?:^|[,.;:!?]\s*|[-–—]\s*)as)\s+(?:(?:the|a|an|our|your)\s+)?"
    rf"(?:(?:@|{_EN_MODIFIERS})(?:['’]s)?\s+)*$"
)
"""The asker saying what they are ("I'm the Japan GM", "as GM of …", "as the new GM")."""

_EN_ROLE_AFTER_RE = re.compile(
    r"\s*(?:(?:of|for|in|at)\s+(?:the\s+)?@\s*)?"
    r"(?:$|[,.;:!?]|\s[-–—]|\s*(?:and|so|here|now|based)(?![a-z]))"
)
"""What may follow the asker's title: where they are GM, and the clause's end."""

_EN_HERE_BEFORE_RE = re.compile(r"(?:^|[,.;:!?]\s*|[-–—]\s*)(?:(?:hi|hello|hey)\W+)?(?:@\s+)?$")
_EN_HERE_AFTER_RE = re.compile(r"\s*(?:@\s+)?here(?![a-z])")
"""The asker introducing themselves by title ("GM Singapore here", "SG GM here")."""

_EN_PERSON_BEFORE_RE = re.compile(
    r"(?:^|[,.;:!?]\s*|(?<![a-z])(?:my|our|the|your|their|from|by)\s+)(?:@(?:['’]s)?\s+)?$"
)
_EN_PERSON_AFTER_RE = re.compile(
    r"\s+(?:just\s+|also\s+)?(?:asked|asks|wants|wanted|needs|needed|requested|requests|"
    r"told|said|says|emailed|called|messaged|would\s+like|is\s+asking|was\s+asking|"
    r"has\s+asked|is\s+after)\s+(?:me|us|to\s+know|to\s+see|to\s+get|to\s+have|the|a|an|our|"
    r"for|about|this|that|it|what|how|whether|if)(?![a-z])"
)
"""Someone with the title doing something ("the SG GM asked me …", "my GM needs the …")."""

_ZH_ROLE_BEFORE_RE = re.compile(r"(?:我是|我系|本人是|作为|作為|身为|身為)(?:@)?(?:的)?$")
_ZH_ROLE_AFTER_RE = re.compile(r"(?:$|[^\w]|我|想|要|需要|请|請|，)")
"""The asker saying what they are (「我是新加坡的GM」, 「作为新加坡GM，…」)."""

_ZH_PERSON_BEFORE_RE = re.compile(
    r"(?:^|[^\w]|我们|我們|我的|咱们|咱們|公司|我们的|我們的)(?:@)?(?:的)?$"
)
_ZH_PERSON_AFTER_RE = re.compile(
    r"(?:刚才|剛才|刚刚|剛剛|又|也)?(?:让我|讓我|叫我|要我|请我|請我|问我|問我|找我|托我|"
    r"交代|吩咐|要求我|说要|說要|想看|想要|想知道|想了解|需要我|在问|在問|问了|問了)"
)
"""Someone with the title wanting or asking something (「GM让我查…」, 「新加坡的GM想看…」)."""

_JA_ROLE_AFTER_RE = re.compile(
    r"(?:さん|様)?(?:です|でございます|をしております|をしています|をやっております|"
    r"をやっています|を務めて|として|になりました)"
)
"""The asker saying what they are (「日本のGMです」, 「日本のGMをしております」)."""

_JA_PERSON_AFTER_RE = re.compile(
    r"(?:さん|様)?(?:(?:から|より|に)(?:頼まれ|依頼|言われ|指示|聞かれ|訊かれ|質問|求められ|"
    r"確認を頼まれ)|が(?:知りたが|欲しが|求め|言って|聞いて|確認したい)|"
    r"の(?:指示|依頼|頼み)|から(?:の)?(?:依頼|質問|指示))"
)
"""Someone with the title asking something of the asker (「香港GMから頼まれて」)."""

_JA_BEFORE_RE = re.compile(r"(?:^|[^\w]|私は|わたしは|僕は|うちの|弊社の|当社の)(?:@)?(?:の)?$")
"""What may stand before a Japanese title: the clause's start, the asker, a market."""


def _shaped(norm: str, mentions: Sequence[Mention], start: int, end: int) -> tuple[str, str]:
    """The text before and after ``norm[start:end]``, each market or company named in it
    written as ``@``: where the person works, never what they say."""
    places = sorted(
        (m.start, m.end) for m in mentions if m.kind in ("scope", "company") and m.start != start
    )

    def shape(a: int, b: int) -> str:
        out, at = [], a
        for s, e in places:
            if a <= s and e <= b:
                out.append(norm[at:s] + "@")
                at = e
        return "".join(out) + norm[at:b]

    return shape(0, start), shape(end, len(norm))


def said_as_a_person(norm: str, mention: Mention, mentions: Sequence[Mention], lang: str) -> bool:
    """Whether the metric ``mention`` in ``norm`` is a person's title said where grammar
    makes it a person: the asker's role or someone asking or wanting (module docstring)."""
    if mention.kind != "metric" or not _TITLE_RE.fullmatch(norm[mention.start : mention.end]):
        return False
    before, after = _shaped(norm, mentions, mention.start, mention.end)
    if lang == "zh":
        return bool(
            (_ZH_ROLE_BEFORE_RE.search(before) and _ZH_ROLE_AFTER_RE.match(after))
            or (_ZH_PERSON_BEFORE_RE.search(before) and _ZH_PERSON_AFTER_RE.match(after))
        )
    if lang == "ja":
        return bool(
            _JA_BEFORE_RE.search(before)
            and (_JA_ROLE_AFTER_RE.match(after) or _JA_PERSON_AFTER_RE.match(after))
        )
    return bool(
        (_EN_ROLE_BEFORE_RE.search(before) and _EN_ROLE_AFTER_RE.match(after))
        or (_EN_HERE_BEFORE_RE.search(before) and _EN_HERE_AFTER_RE.match(after))
        or (_EN_PERSON_BEFORE_RE.search(before) and _EN_PERSON_AFTER_RE.match(after))
    )


def states_a_title(text: str, mentions: Sequence[Mention], lang: str) -> bool:
    """Whether ``text`` is the asker saying their title, in which a metric's abbreviation
    is the title ("I'm the Japan GM", "SG GM here", 「日本のGMです」, 「我是新加坡的GM」)."""
    norm = normalize(text)
    for m in mentions:
        if not said_as_a_person(norm, m, mentions, lang):
            continue
        before, after = _shaped(norm, mentions, m.start, m.end)
        if lang == "zh" and _ZH_ROLE_BEFORE_RE.search(before):
            return True
        if lang == "ja" and _JA_ROLE_AFTER_RE.match(after):
            return True
        if lang == "en" and not _EN_PERSON_AFTER_RE.match(after):
            return True
    return False
