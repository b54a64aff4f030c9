"""The formal English register's ways of asking, said plainly (``_request_frame_en``).

A formal letter asks for a figure in the third person and through courtesies: the asker
is "the undersigned", the figure is "the said" or "the aforementioned figure", the request
is a wish to be obliged, a hope of receiving, an assistance appreciated ("*We should be
obliged if you would* confirm …", "*Your assistance in confirming* … *would be much
appreciated*", "*The undersigned wishes to be informed of* …"). None of these words names
a measure, a scope or a part of one: each is said here as "please provide" or as the
plain pronoun, and the words of the figure after it are read as before. A frame that
does not reach a figure's phrase is left, so what it does not account for still refuses.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine import _grammar as gr

_ASKER_EN = r"(?:i|we|the\s+undersigned|the\s+(?:present\s+)?writer|this\s+office)"
"""Who asks, in the first person or as a formal letter names its signatory."""

_TELLING_VERBS_EN = (
    r"(?:confirm|provide|furnish|supply|state|advise|indicate|disclose|communicate|specify"
    r"|ascertain|determine|notify|send|share|give|set\s+out|identify|verify|report)"
)
"""Verbs of telling or giving a figure, as a formal request names what is to be done."""

_TELLING_ING_EN = (
    r"(?:confirming|providing|furnishing|supplying|stating|advising|indicating|disclosing"
    r"|communicating|specifying|ascertaining|determining|notifying|sending|sharing|giving"
    r"|setting\s+out|identifying|verifying|obtaining|receiving|learning)"
)

_TELLING_PASSIVE_EN = (
    r"(?:confirmed|provided|furnished|supplied|stated|advised|indicated|disclosed"
    r"|communicated|specified|ascertained|determined|notified|sent|shared|given|set\s+out"
    r"|identified|verified|made\s+available)"
)

_REQUEST_NOUNS_EN = (
    r"(?:confirmation|clarification|indication|provision|disclosure|notification|determination"
    r"|statement|specification|communication|identification|details|particulars|information"
    r"|response|reply|answer|advice\s+(?=of|as\s+to))"
)
"""Nouns of telling or giving a figure, a request turned into its object ("requests
*notification* of …", "*Particulars* of … are requested")."""

_NOT_POINTED_BACK_EN = (
    r"(?![a-z]+\s+(?:(?:us|me)\s+(?:with\s+)?)?(?:the\s+(?:figure|figures|number|numbers|amount|data|same)"
    r"|it|this|that|them|these|those)(?![a-z]))"
)
"""Not before a verb whose object points back at a figure named elsewhere ("We would be
grateful if you could confirm *the figure* by Friday"): such a courtesy closes a message
whose request is said before it, and is read as before."""

_MOD_EN = r"(?:(?:hereby|kindly|respectfully|formally|therefore|also|further|now|accordingly)\s+)"

_GRADE_EN = r"(?:(?:most|very|much|greatly|highly|extremely|deeply|truly|indeed)\s+)"

_SAID_AS_PLEASE_EN: tuple[tuple[re.Pattern[str], str], ...] = (
    # "We should be obliged if you would (kindly) confirm …", "I would be grateful if you
    # could provide …": the verb after it is the request's.
    (
        re.compile(
            r"(?<![a-z])" + _ASKER_EN + r"\s+(?:would|should|shall|will)\s+be\s+" + _GRADE_EN + r"?"
            r"(?:grateful|obliged|pleased|thankful|glad|appreciative)\s+if\s+you\s+"
            r"(?:would|could|will|can|might)\s+(?:kindly\s+|please\s+)?(?:be\s+so\s+kind\s+as\s+to\s+)?"
            + _NOT_POINTED_BACK_EN,
            re.IGNORECASE,
        ),
        "please ",
    ),
    # "We would be most grateful for …", "… be pleased to receive (confirmation of) …",
    # "… be grateful to be informed of …": the figure is what is to be received.
    (
        re.compile(
            r"(?<![a-z])" + _ASKER_EN + r"\s+(?:would|should|shall|will)\s+be\s+" + _GRADE_EN + r"?"
            r"(?:grateful|obliged|pleased|thankful|glad|appreciative)\s+"
            r"(?:for|to\s+(?:receive|have|obtain|learn|know|be\s+(?:given|provided\s+with|furnished\s+with"
            r"|informed\s+of|advised\s+of|notified\s+of|told)))\s+"
            r"(?:(?:the\s+)?"
            + _REQUEST_NOUNS_EN
            + r"\s+(?:of|as\s+to|regarding|concerning|on)\s+)?"
            r"(?=the\s)",
            re.IGNORECASE,
        ),
        "please provide ",
    ),
    # "Would you be so kind as to provide …", "Would you kindly confirm …", "Please be so
    # good as to confirm …".
    (
        re.compile(
            r"(?<![a-z])(?:(?:would|could|will)\s+you\s+(?:be\s+so\s+(?:kind|good)\s+as\s+to|kindly|please)"
            r"|(?:please|kindly)\s+be\s+so\s+(?:kind|good)\s+as\s+to)\s+",
            re.IGNORECASE,
        ),
        "please ",
    ),
    # "We write to request …", "I am directed to request …", "I am writing to ask for …".
    (
        re.compile(
            r"(?<![a-z])" + _ASKER_EN + r"\s+(?:write|am\s+writing|are\s+writing|am\s+directed"
            r"|have\s+been\s+directed|am\s+instructed|have\s+been\s+instructed)\s+to\s+"
            r"(?:request|ask\s+for|seek|enquire\s+(?:about|as\s+to)|inquire\s+(?:about|as\s+to)"
            r"|obtain)\s+(?:(?:the\s+)?"
            + _REQUEST_NOUNS_EN
            + r"\s+(?:of|as\s+to|regarding|on)\s+)?",
            re.IGNORECASE,
        ),
        "please provide ",
    ),
    # "The undersigned wishes to be informed of …", "… is desirous of ascertaining …", "We
    # look forward to receiving …", "We seek confirmation of …", "The undersigned hereby
    # requests notification of …", "We would respectfully request disclosure of …".
    (
        re.compile(
            r"(?<![a-z])"
            + _ASKER_EN
            + r"\s+"
            + _MOD_EN
            + r"*(?:(?:would|should|must|do|does)\s+"
            + _MOD_EN
            + r"*)?"
            r"(?:(?:wish(?:es)?|desires?|would\s+like|need|needs?|hopes?)\s+to\s+"
            r"(?:be\s+(?:informed|advised|notified|apprised)\s+of|receive|have|know|learn|obtain|ascertain)"
            r"|(?:is|am|are)\s+desirous\s+of\s+(?:ascertaining|receiving|obtaining|learning|knowing)"
            r"|look(?:s)?\s+forward\s+to\s+(?:receiving|having|learning|your\s+confirmation\s+of)"
            r"|(?:submit|submits|make|makes|present|present)\s+(?:a|this|our|the)\s+(?:formal\s+)?request\s+for"
            r"|(?:await|awaits)\s+(?:your|the)\s+(?:confirmation|notification|reply|response)\s+(?:of|as\s+to|regarding)"
            r"|(?:request|requests|seek|seeks|require|requires|ask\s+for|asks\s+for)\s+(?:(?:the|your|a)\s+)?"
            + _REQUEST_NOUNS_EN
            + r"\s+(?:of|as\s+to|regarding|concerning|on))\s+",
            re.IGNORECASE,
        ),
        "please provide ",
    ),
    # "Please be advised that the undersigned requires …", "Kindly be informed that we
    # require …": the asker's need, said as a notice.
    (
        re.compile(
            r"(?<![a-z])(?:please|kindly)\s+(?:be\s+advised|be\s+informed|note)\s+that\s+"
            + _ASKER_EN
            + r"\s+(?:require|requires|need|needs|request|requests|seek|seeks|would\s+like)\s+",
            re.IGNORECASE,
        ),
        "please provide ",
    ),
    # "It is (hereby) requested that you (kindly) advise …", "We hereby request that you
    # provide …", "We would ask that you confirm …": the verb after "you" is the request's.
    (
        re.compile(
            r"(?<![a-z])(?:it\s+is\s+"
            + _MOD_EN
            + r"*(?:requested|asked)|"
            + _ASKER_EN
            + r"\s+"
            + _MOD_EN
            + r"*(?:(?:would|must|should)\s+"
            + _MOD_EN
            + r"*)?(?:request|requests|ask|asks))"
            r"\s+that\s+(?:you|the\s+company)\s+(?:kindly\s+|please\s+)?",
            re.IGNORECASE,
        ),
        "please ",
    ),
    # "It would be (much) appreciated if you could (kindly) …".
    (
        re.compile(
            r"(?<![a-z])it\s+would\s+be\s+" + _GRADE_EN + r"?appreciated\s+if\s+you\s+"
            r"(?:would|could|will|can|might)\s+(?:kindly\s+|please\s+)?",
            re.IGNORECASE,
        ),
        "please ",
    ),
    # "The Company is requested to state its …", "You are requested to furnish …": the
    # company addressed, its own figure asked.
    (
        re.compile(
            r"(?<![a-z])(?:the\s+company|you)\s+(?:is|are)\s+"
            + _MOD_EN
            + r"*(?:requested|asked|required"
            r"|invited)\s+to\s+(?:kindly\s+)?(?P<verb>"
            + _TELLING_VERBS_EN
            + r")\s+(?:its|the\s+company['’]s)\s+",
            re.IGNORECASE,
        ),
        "please \\g<verb> the Company's ",
    ),
    # "You are requested to state the net profit of …": the same request, its object
    # named after the verb.
    (
        re.compile(
            r"(?<![a-z])(?:the\s+company|you)\s+(?:is|are)\s+"
            + _MOD_EN
            + r"*(?:requested|asked|required|invited)\s+to\s+(?:kindly\s+)?(?P<verb>"
            + _TELLING_VERBS_EN
            + r")\s+(?=(?:the|a|an|your|its)\s)",
            re.IGNORECASE,
        ),
        "please \\g<verb> ",
    ),
    # "Kindly furnish us with particulars of …", "… a statement of …": the noun of telling
    # after the verb of giving, which gives the figure itself.
    (
        re.compile(
            r"(?<![a-z])"
            + _TELLING_VERBS_EN
            + r"\s+(?:(?:us|me|the\s+undersigned)\s+)?(?:with\s+)?"
            r"(?:(?:a|an|the|your)\s+)?"
            + _REQUEST_NOUNS_EN
            + r"\s+(?:of|as\s+to|regarding|concerning)\s+"
            r"(?=(?:the|its|your)\s|(?-i:[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3}['’]s\s))",
            re.IGNORECASE,
        ),
        "provide ",
    ),
    # "This request concerns …", "The present request relates to …".
    (
        re.compile(
            r"(?<![a-z])(?:this|the\s+present|the|our|my)\s+(?:request|enquiry|inquiry|letter|query)\s+"
            r"(?:concerns|relates\s+to|is\s+in\s+respect\s+of|pertains\s+to|regards|is\s+about)\s+",
            re.IGNORECASE,
        ),
        "please provide ",
    ),
    # "Kindly revert with …": the reply asked, with the figure.
    (
        re.compile(r"(?<![a-z])(?:please|kindly)\s+revert\s+with\s+", re.IGNORECASE),
        "please provide ",
    ),
    # "Please let the undersigned have …".
    (
        re.compile(
            r"(?<![a-z])(?:please|kindly)\s+let\s+" + _ASKER_EN + r"\s+have\s+", re.IGNORECASE
        ),
        "please provide ",
    ),
)
"""Courtesies and third-person frames of asking, each said as "please" before its verb or
as "please provide" before the figure."""

_OBJECT_FIRST_EN: tuple[tuple[re.Pattern[str], str], ...] = (
    # "It would be appreciated if the gross margin … could be confirmed."
    (
        re.compile(
            r"(?<![a-z])it\s+would\s+be\s+"
            + _GRADE_EN
            + r"?appreciated\s+if\s+(?P<object>[^.!?;]+?)\s+"
            r"(?:could|would|might|can|will)\s+be\s+" + _TELLING_PASSIVE_EN + r"(?![a-z])",
            re.IGNORECASE,
        ),
        "please provide {object}",
    ),
    # "Your assistance in confirming … would be much appreciated", "Your (early) response
    # regarding … would be highly appreciated", "Your confirmation of … is awaited".
    (
        re.compile(
            r"(?:(?<=^)|(?<=[.!?;:]\s)|(?<=\n))\s*(?:the\s+favou?r\s+of\s+)?(?:your|an?|the)\s+(?:(?:early|prompt|kind|timely|written"
            r"|formal|urgent)\s+)*(?:(?:assistance|help|cooperation|co-operation)\s+in\s+"
            + _TELLING_ING_EN
            + r"|"
            + _REQUEST_NOUNS_EN
            + r"\s+(?:of|on|as\s+to|regarding|concerning|about|in\s+respect\s+of"
            r"|setting\s+out|stating|confirming))\s+(?P<object>[^.!?;]+?),?\s+(?:is|are|would\s+be|will\s+be)\s+"
            + _GRADE_EN
            + r"?(?:appreciated|awaited|welcomed?|requested|sought)(?=\s*(?:[.!?;]|$))",
            re.IGNORECASE,
        ),
        "Please provide {object}",
    ),
    # "The revenue of … is the subject of this request."
    (
        re.compile(
            r"(?:(?<=^)|(?<=[.!?;:]\s)|(?<=\n))\s*(?P<object>the\s+[^.!?;]+?)\s+(?:is|are|forms?)\s+the\s+"
            r"subject\s+of\s+(?:this|the\s+present|our|my)\s+(?:request|enquiry|inquiry|letter|query)(?![a-z])",
            re.IGNORECASE,
        ),
        "Please provide {object}",
    ),
    # "The revenue of … for FY2023 is requested to be confirmed."
    (
        re.compile(
            r"(?:(?<=^)|(?<=[.!?;:]\s)|(?<=\n))\s*(?P<object>the\s+[^.!?;]+?)\s+(?:is|are)\s+"
            + _MOD_EN
            + r"*"
            r"(?:requested|required|asked)\s+to\s+be\s+" + _TELLING_PASSIVE_EN + r"(?![a-z])",
            re.IGNORECASE,
        ),
        "Please provide {object}",
    ),
)
"""Formal requests naming the figure inside their frame, said as "please provide" and
the figure."""

_POINTER_EN_RE = re.compile(
    r"(?<![a-z])(?:(?:the\s+)?(?:afore-?mentioned|afore-?said|above-?mentioned|above\s+mentioned"
    r"|fore-?going)|the\s+(?:said|above))\s+(?=[a-z])"
    r"(?!(?:fiscal\s+|financial\s+)?(?:year|years|period|fy|quarter|month|date|time)(?![a-z]))",
    re.IGNORECASE,
)
"""A pointer back at what the letter has named ("*the said* figure", "*the aforementioned*
revenue"): said as "the". A year pointed back at ("the said year") is left for the
periods' reading, and "the same" ("the same year", "the same thing for Macau") too."""

_NAMELY_EN_RE = re.compile(
    r"(?<![a-z])the\s+(?:figure|amount|number|value|data|information|item)\s*,?\s*"
    r"(?:namely|viz\.?|to\s+wit)\s*,?\s*",
    re.IGNORECASE,
)
"""A figure pointed at and then named ("the aforesaid figure, *namely* the revenue …"):
the name is what is asked."""

_BEING_FOR_EN_RE = re.compile(
    r",?\s*(?:the|this|which)\s+(?:figure|amount|number|value|data|information)\s+(?:being|is|will\s+be)\s+"
    r"(?=(?:required|needed|wanted|requested|sought)\s+for\s)",
    re.IGNORECASE,
)
"""The figure said again to say what it is for ("…, the aforementioned figure *being*
required for a staffing review"): the purpose is read as one said after the request."""

_MANNER_EN_RE = re.compile(
    r",?\s*(?<![a-z])(?:in\s+writing|for\s+(?:the|our|your)\s+records?|for\s+record(?:\s+purposes)?"
    r"|at\s+(?:the|your|our|its|the\s+company['’]s)\s+(?:(?:very\s+)?earliest\s+)?convenience"
    r"|by\s+way\s+of\s+(?:written\s+)?reply|without\s+(?:further\s+)?delay|forthwith"
    r"|as\s+a\s+matter\s+of\s+(?:urgency|priority)|with\s+the\s+least\s+possible\s+delay)"
    r"(?![a-z])(?=\s*[,.!?;]|\s+the\s|\s+(?:would|is|are|will)\s)",
    re.IGNORECASE,
)
"""How and when the reply is to come ("*in writing*", "*for the record*", "*at the
earliest convenience*"): no part of the figure."""

_AS_IN_ITS_BOOKS_EN_RE = re.compile(
    r",?\s*(?<![a-z])(?:as\s+(?:recorded|reported|stated|shown|recogni[sz]ed|disclosed|presented|set\s+out)"
    r"\s+in|as\s+per|according\s+to)\s+(?:the\s+company['’]s|its|the\s+group['’]s|the)\s+"
    r"(?:(?:audited|consolidated|statutory|annual|published)\s+)*"
    r"(?:accounts|records|books(?:\s+of\s+account)?|financial\s+statements)(?![a-z])",
    re.IGNORECASE,
)
"""Where the company records its figures ("…, *as recorded in the Company's accounts*",
"*as per its records*"): the reported figure, which is the one the KB holds."""

_DERIVED_FROM_EN_RE = re.compile(
    r"(?<![a-z])(?:derived|earned|generated)\s+(?:by\s+the\s+(?:company|group)\s+)?from\s+(?:its|the)\s+"
    r"(?=(?:[a-z]+\s+){0,3}?(?:operations?|business(?:es)?|segment)(?![a-z]))",
    re.IGNORECASE,
)
""""derived from" a market's business, the formal "of" ("the revenue *derived from the*
Hong Kong operations")."""

_ATTRIBUTABLE_EN_RE = re.compile(
    r"(?<![a-z])(?:which\s+is\s+|that\s+is\s+)?attributable\s+to\s+(?=the\s+[^.!?;,]*?"
    r"(?:business|businesses|operations?|segment|market|division|subsidiary|entity|group)(?![a-z]))",
    re.IGNORECASE,
)
""""Attributable to" a market's business, the formal "of" ("the EBITDA *attributable to*
the Japan operations"); attributable to anything else (owners, shareholders, a basis) is
read as written."""

_DEFINED_TERM_EN_RE = re.compile(
    r"\s*\(\s*(?:the\s+)?[\"“”'‘’]\s*[A-Z][A-Za-z]*(?:\s+[A-Z][A-Za-z]*){0,2}\s*[\"“”'‘’]\s*\)"
)
"""A term a formal letter defines in brackets after a name (ACME Group (the "*Company*"),
the fiscal year (the "*Relevant Period*")): what the letter will call it, no word asked."""


def _defined_term_out(match: re.Match[str]) -> str:
    """Nothing for a defined term naming no channel or kind of business ("the
    *Online* Business" may say which part is meant, and is read as written)."""
    words = re.findall(r"[A-Za-z]+", match.group().casefold())
    if any(w in gr.CHANNEL_WORDS or w in _PART_WORDS_EN for w in words):
        return match.group()
    return ""


_PART_WORDS_EN = frozenset(["store", "stores", "shop", "shops", "outlet", "outlets", "franchise"])
"""Words for the stores and franchises, which may name a part of a business."""


_THE_COMPANY_EN_RE = re.compile(r"(?<=[a-z,;:] )the\s+Company(?!\s+[A-Z])(?![A-Za-z])")
""""the Company" written with its capital inside a sentence, as a formal letter defines the
company it is written to or about: the company the KB is about, its group ("the Company's
revenue" is the group's; "the Company Secretary" is a person, and "the company" in lower
case may be any company: both read as written)."""

_ASKED_OF_THE_COMPANY_EN_RE = re.compile(
    r"\s+(?:by|from)\s+the\s+Company(?=\s*(?:[.,;!?]|$)|\s+of\s)"
)
"""The company a request is made to or to be done by ("… is sought *from the Company* of
…", "determination of … *by the Company*"): whom the request is made to."""

_THIRD_PERSON_EN_RE = re.compile(
    r"(?<![a-z])the\s+undersigned(?![a-z])|(?<![a-z])the\s+(?:present\s+)?writer(?![a-z])",
    re.IGNORECASE,
)
"""The asker in a formal letter's third person, left where no frame above read it."""


_OFFICE_NOUNS_EN = r"(?:committee|board|department|office|secretariat|desk|team|unit|function)"

_OFFICE_REQUIRES_EN_RE = re.compile(
    r"(?:(?<=^)|(?<=[.!?;:]\s)|(?<=\n))\s*(?:the|our|this)\s+(?P<office>(?:[a-z&-]+\s+){0,3}?)"
    + _OFFICE_NOUNS_EN
    + r"\s+(?:requires|needs|has\s+requested|requests|seeks|wishes\s+to\s+receive)\s+"
    r"(?:(?:a|an|the)\s+)?" + _REQUEST_NOUNS_EN + r"\s+(?:of|as\s+to|regarding|on)\s+",
    re.IGNORECASE,
)
"""An office of the company wanting a statement of the figure ("*The Finance Committee
requires a statement of* …"): who wants it, as the asker, where the office is named by
the company's functions only (finance, audit, risk: ``COMPANY_FUNCTIONS``)."""


def _office_requires(match: re.Match[str]) -> str:
    words = match.group("office").split()
    if any(
        w.casefold() not in gr.COMPANY_FUNCTIONS and w.casefold() not in _OFFICE_WORDS
        for w in words
    ):
        return match.group()
    return "please provide "


_OFFICE_WORDS = frozenset(["executive", "management", "group", "board", "audit", "nomination"])
"""Words naming an office of the company beside its functions ("the *Executive*
Committee", "the *Group* Finance team")."""


def formal_said_plainly(text: str) -> str:
    """``text`` with the formal register's ways of asking said plainly (see the module)."""
    text = _DEFINED_TERM_EN_RE.sub(_defined_term_out, text)
    text = _NAMELY_EN_RE.sub("", _POINTER_EN_RE.sub("the ", text))
    text = _OFFICE_REQUIRES_EN_RE.sub(_office_requires, text)
    for pattern, said in _OBJECT_FIRST_EN:
        text = pattern.sub(lambda m, said=said: said.format(object=m.group("object")), text)
    for pattern, said in _SAID_AS_PLEASE_EN:
        text = pattern.sub(said, text)
    text = _BEING_FOR_EN_RE.sub(", ", text)
    text = _MANNER_EN_RE.sub("", text)
    text = _ATTRIBUTABLE_EN_RE.sub("of ", text)
    text = _DERIVED_FROM_EN_RE.sub("of the ", _AS_IN_ITS_BOOKS_EN_RE.sub("", text))
    text = _THE_COMPANY_EN_RE.sub("the group", _ASKED_OF_THE_COMPANY_EN_RE.sub("", text))
    return _THIRD_PERSON_EN_RE.sub("us", text)
