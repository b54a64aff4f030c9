"""Segments, lead-ins and context carried from one sentence to the next.

Before the request is weighed, the text around it is cut up and read by its place: a
lead-in closed by a colon ("Quick one: …"), segments between commas
(``request_segments``), whole sentences beside the request (``without_context``), who
passed the request on ("my boss wants …", 「领导让我查一下」), and an English lead-in
whose names the request points back at ("I'm writing a profile of ACME Singapore. What
is its net profit?", ``carry_context``). A piece is set aside when it is courtesy, or a
statement by the asker that names, narrows and asks nothing (``_is_context``).
"""

from __future__ import annotations

import re
from datetime import date

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._context_grammar import (
    DETERMINERS,
    WORD_RE,
    blank,
    qualifies_request,
)
from ragspine_eval_pipeline.engine._context_parts import (
    CJK_WISH_RE,
    PART_NOUNS,
    REPORTED_RE,
    cjk_counted_in_or_out,
    classifying,
    holds_a_name,
    kind_of_store,
    part_heading,
    part_word_on_a_noun,
    said_of_the_figure,
    wants_a_part,
    written_onto,
)
from ragspine_eval_pipeline.engine._label_part import label_names_a_part, label_opens_on_a_name
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._purpose import (
    en_parts_as_department,
    ja_askers_purpose,
    ja_part_in_phrase,
    ja_part_word,
    names_a_group,
    part_of_own_work,
    part_onto_work,
    zh_forecast_work,
    zh_part_word,
    zh_parts_said,
    zh_work_on_a_part,
)
from ragspine_eval_pipeline.engine._purpose_cjk import cjk_basis_purpose
from ragspine_eval_pipeline.engine._titles import TITLED_CJK
from ragspine_eval_pipeline.engine._version_asked import version_of_the_figure
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    cjk_tokens,
    content_words,
    english_word_classes,
    japanese_places,
    normalize,
)
from ragspine_eval_pipeline.text import STOPWORDS

CAPITALIZED_RE = re.compile(r"(?<![\w'’])[A-Z][A-Za-z]+")
"""A capitalized Latin word: a name when it does not open the clause."""


def without_connector(piece: str) -> str:
    piece = piece.strip().strip(" ,、:，")
    match = gr.CONNECTOR_RE.match(piece.casefold())
    return piece[match.end() :].strip(" ,、:，") if match else piece


_PREAMBLE_RE = re.compile(r"\s*([^:?!。\n]{1,100}?)\s*:\s*(?=\S)")
"""A lead-in closed by a colon ("Quick one: ...", "顺便问一下：...")."""

SHORT_PREAMBLE = 40
"""Characters up to which a lead-in that names nothing is taken for a word about the
conversation ("Quick one:"); a longer one must say so (``_about_the_asking``)."""


def without_preamble(
    text: str, lang: str, reference_date: date, matcher: Matcher, scoped: bool = False
) -> str:
    """``text`` less a lead-in that names nothing: no KB name, no period, no number.

    Such a lead-in is about the conversation ("Quick one:"), not about the figure; one
    that names anything ("FY2025: ...", "Risk factors: ...") or narrows what is asked
    ("Only the online part: ...") is part of the question. A longer lead-in is set aside
    only when it is courtesy, a statement by the asker or the moment of asking ("Quick
    check before the board pack goes out:"), never for its length alone.
    """
    match = _PREAMBLE_RE.match(text)
    if match is None:
        return text
    lead = blank(normalize(match.group(1)), gr.page_of_work(normalize(match.group(1))))
    if _counts_the_requests(lead, lang, matcher, normalize(text[match.end() :])):
        return text[match.end() :]  # "Two things for my Macau people review:"
    if re.search(r"\d", lead) or matcher.find(lead) or find_periods(lead, lang, reference_date):
        return text
    if label_names_a_part(match.group(1).strip(), lang):
        return text  # "Pharmacy: …", 「外卖：…」: what the figure would be of
    if lang == "en" and not scoped and label_opens_on_a_name(match.group(1)):
        return text  # "Taiwan rollout plan: revenue FY2024?": whose figure, maybe
    if gr.QUALIFIES_RE.search(lead) or (not scoped and names_something(match.group(1), lang)):
        return text
    if scoped and _names_apart(match.group(1), lang):
        return text  # "Circling back on the *Taiwan* numbers: what was Japan revenue …"
    if len(lead) > SHORT_PREAMBLE and not _about_the_asking(lead):
        return text
    return text[match.end() :]


_COUNTED_REQUESTS_RE = re.compile(
    r"^(?:two|three|four|a\s+couple\s+of|a\s+few|couple\s+of|[2-9])\s+"
    r"(?:quick\s+)?(?:things|questions|qs|items|points|asks|numbers)"
    r"(?:\s+for\s+(?:my|our|the|a|an|this)\s+(?P<work>[a-z][a-z\s&-]*))?$"
)
_WORK_STAGES = frozenset(["review", "report", "update", "survey", "analysis", "audit", "plan"])
"""Stages and kinds of the asker's work a purpose may be headed by ("my people *review*")."""


def _counts_the_requests(lead: str, lang: str, matcher: Matcher, rest: str) -> bool:
    """Whether an English lead-in only counts the requests after it, with the asker's
    work they are for ("Two things for my Macau people review:", "Three quick questions:"):
    about the asking. A KB name there must be one the requests name too (Macau; "people"
    for the staff asked), and the work is headed by a noun of the asker's world or a
    stage of it; a part or a word the KB lacks ("for my *online* review", "for the
    *Taiwan* review") may say which figure, so the lead-in stays."""
    counted = _COUNTED_REQUESTS_RE.match(lead.strip()) if lang == "en" else None
    if counted is None:
        return False
    named = matcher.find(lead)
    asked = {(m.kind, m.code) for m in matcher.find(rest)}
    if any((m.kind, m.code) not in asked for m in named):
        return False
    work = blank(lead, [(m.start, m.end) for m in named])[counted.start("work") :]
    words = WORD_RE.findall(work) if counted.group("work") else []
    if words and words[-1] not in gr.ASKERS_WORLD_NOUNS | _WORK_STAGES:
        return False
    return not (
        gr.QUALIFIES_RE.search(work)
        or part_word_on_a_noun("the " + work)
        or any(w in gr.CHANNEL_WORDS or not english_word_classes(w) for w in words)
    )


def _names_apart(lead: str, lang: str) -> bool:
    """Whether a lead-in before a request that names a market of its own still holds a
    place the KB may lack (in Chinese or Japanese, a place the analyser tags: 台湾, never
    a person: 小王), a part of the business (「*免税店*資料：」, 「*线上*材料：」) or, in
    English, a name or a part written onto the asker's figures or work ("Circling back on
    the *Taiwan* numbers:", "Following up on *the online* numbers:", "*Online* deck:"):
    which figure is wanted may be another, so the lead-in is weighed with the request,
    as it is before a dash."""
    if lang == "zh":
        if zh_work_on_a_part(normalize(lead), lang) or zh_parts_said(normalize(lead), lang):
            return True  # 「*线上*材料：」, 「*免税店*资料：」: the material is on a part
        return any(t.tag.startswith("ns") for t in cjk_tokens(lead, False))  # 台湾, not 小王
    if lang == "ja":
        return bool(japanese_places(lead)) or ja_part_in_phrase(lead)
    words = WORD_RE.findall(normalize(lead))
    # A heading has no article: "Online deck:" reads as "the online deck".
    if part_word_on_a_noun("the " + normalize(lead)) or kind_of_store(words):
        return True
    if en_parts_as_department(normalize(lead), lang):
        return True  # "The *e-commerce* team needs this:": the part the figure is for
    return holds_a_name(re.sub(r"^\W*\w+", "", lead.strip()))


def _about_the_asking(lead: str) -> bool:
    """A lead-in that is courtesy, a statement by the asker or when the asking happens."""
    rest = gr.COURTESY_RE.sub(" ", lead).strip(" ,、，.!！")
    if not re.search(r"\w", rest):
        return True
    return bool(gr.STATEMENT_RE.search(rest) or gr.ASKING_MOMENT_RE.search(rest))


_FRONTED_PURPOSE_RE = re.compile(
    r"^\s*for\s+(?:the|a|an|my|our|this)\s+[a-z][a-z\s-]{0,40}?(?=\s+(?:i|we)(?:\s|['’]))",
    re.IGNORECASE,
)
"""A purpose put before the asker's own clause ("For the audit file I need …"): a
segment of its own, as if a comma closed it, so it is read as context or refused
(``_is_context``) apart from what the clause asks."""

_SEGMENT_RE = re.compile(r"([,，、]+|\s+and\s+(?=(?i:i|we)(?:\s|['’])))")
"""Where a sentence's segments meet: a comma, or an "and" that opens a new statement by
the asker ("I'm putting a slide together and I need …")."""


def _is_context(
    piece: str,
    lang: str,
    reference_date: date,
    matcher: Matcher,
    scoped: bool = False,
    beside_request: bool = True,
) -> bool:
    """A sentence or segment that is about the asking, not part of the request.

    It is courtesy only ("Many thanks!", 「您好」, 「お疲れ様です」), or a statement by the
    asker ("I need it for a slide this afternoon", 「我这边要放进周报里」, 「役員会資料に
    使用いたします」) that asks nothing and names no scope, metric, document, unit, period
    or number. Anything that names or asks stays in the question, so an unknown word in
    the request itself is still refused.
    """
    norm = normalize(piece)
    rest = gr.COURTESY_RE.sub(" ", norm).strip(" ,、，.!！")
    if not re.search(r"\w", rest):
        return True
    clock = gr.PLACE_LABEL_RE.sub(r"\1", gr.CLOCK_TIME_RE.sub(" ", norm))
    if re.search(r"\d", clock) or matcher.find(norm) or find_periods(norm, lang, reference_date):
        return False
    if version_of_the_figure(norm):
        return False  # 「数字要剔除非经常性损益」: the version of the figure asked
    if (gr.UNSURE_RE.search(rest) and not part_said(rest, lang)) or _about_the_answer(rest, lang):
        return True
    # A Japanese purpose of the asker's work (「社長の説明資料用に」) asks nothing, whatever
    # noun of asking (説明) names the work product.
    purpose = lang == "ja" and beside_request and ja_askers_purpose(rest)
    cues = (gr.QUALIFIES_RE, gr.NUMBER_CUE_RE, gr.GENERIC_FIGURE_RE)
    if (not purpose and gr.ASKS_RE.search(rest)) or any(cue.search(rest) for cue in cues):
        return False
    if ALSO_ASKED_RE.search(rest):
        return False
    if lang == "en" and greets_a_part(rest):
        return False  # "Hi online team": the figure asked may be that part's
    if lang == "en" and beside_request and vocative(rest) and (scoped or not holds_a_name(piece)):
        return True
    if not scoped and names_something(piece, lang):
        return False
    if wants_a_part(rest, lang) or (lang == "en" and qualifies_request(rest)):
        return False
    words = WORD_RE.findall(rest)
    if lang == "en" and (part_heading(words) or part_word_on_a_noun(rest) or kind_of_store(words)):
        return False  # "I started on the *online team*", "For the *online* push": a part
    if part_of_own_work(rest, lang) or zh_work_on_a_part(rest, lang):
        return False  # 「我在写*门店*报告」, 「我只负责*线上*」: the work is on a part
    if part_onto_work(rest, lang):
        return False  # 「要填进加盟表格」: the table of a part of the business
    if zh_forecast_work(rest, lang):
        return False  # 「我在更新*预测*模型」: the figure wanted may be a forecast one
    if lang == "zh" and gr.BASIS_ZH_RE.search(rest):
        return False  # 「我们用*门店*口径」: the basis the figure is wanted on, read with it
    if cjk_basis_purpose(rest, lang):
        return False  # 「为了*税务*用途」: a basis of counting, as "for tax purposes"
    if cjk_counted_in_or_out(rest, lang):
        return False  # 「フランチャイズ店舗も含めてです」: which things the figure counts
    if said_of_the_figure(rest, lang, lambda what: content_words(normalize(what), lang)):
        return False  # "Franchise stores are fine", 「门店的就行」: a part of the figure
    if purpose:
        return True  # 「社長の説明資料用に、」: what the asker's work product is for
    return bool(
        gr.STATEMENT_RE.search(rest) or REPORTED_RE.search(rest) or CJK_WISH_RE.search(rest)
    )


def part_said(rest: str, lang: str) -> bool:
    """Whether a statement of the asker's names a part of the business ("I don't know
    *the online* part", 「*EC*のことはよく知らなくて」, 「*线上*的我不太清楚」): what the asker
    does not know may be the part they want, so the statement is never set aside."""
    if wants_a_part(rest, lang):
        return True
    if lang == "en":
        words = WORD_RE.findall(rest)
        return part_word_on_a_noun(rest) or part_heading(words) or kind_of_store(words)
    japanese = lang == "ja"
    if japanese and re.search(r"(?<![a-z])(?:ec|web)(?![a-z])", rest):
        return True
    return any(
        ja_part_word(token) if japanese else zh_part_word(token)
        for run in CJK_RUN_RE.findall(rest)
        for token in cjk_tokens(run, japanese)
    )


ALSO_ASKED_RE = re.compile(
    r"^(?:あと(?:は)?|それと|それから|また)[、,]?\S*?(?:の件|について|の)?も$"
)
"""A sentence opened by "and" and closed by 「も」 on a noun (「あと円安で…件の対策も」): a request
said by its object alone ("and the measures too"), never a statement of the asker's."""


_ADDRESSED_GROUPS = frozenset(
    ["team", "teams", "department", "departments", "dept", "division", "desk", "unit", "squad"]
)
"""Nouns of a group of colleagues a greeting may be written to ("Hi finance *team*")."""


def greets_a_part(piece: str) -> bool:
    """Whether an English greeting greets a group named by a word of its own ("Hi
    *online* team", "Dear *franchise* department"): a part of the business the asker
    writes to, whose share of the figure the request may be after. A company function's
    team ("Hi finance team", "Dear Investor Relations team"), a group alone ("Hi team")
    or a market's (its name the KB's, blanked by the caller: "Hi Japan team") is no
    part."""
    words = WORD_RE.findall(normalize(piece))
    greeting = next((at for at, w in enumerate(words) if w in gr.GREETINGS), None)
    if greeting is None:
        return False
    after = range(greeting + 1, min(len(words), greeting + 2 + _GROUP_NAME_WORDS))
    group = next((at for at in after if words[at] in _ADDRESSED_GROUPS), None)
    if group is None:
        return False
    between = words[greeting + 1 : group]
    if any(w in gr.ENGLISH_SUBJECTS for w in between):
        return False  # "Hello, I only joined the payroll team": who the asker is
    return any(names_a_group(w) for w in between)


_GROUP_NAME_WORDS = 3
"""At most how many words name the group greeted ("Hi *people & culture* team")."""


def vocative(rest: str) -> bool:
    """A greeting and whom it greets ("Hi team", "Hey all", "Hello Linda", "Dear Sir or
    Madam"), or a greeting alone ("Hi"): a greeting word opening a segment of at most
    three words besides an "or" or "and" between them, with no verb after it."""
    words = [w for w in WORD_RE.findall(rest) if w not in ("or", "and")]
    return (
        0 < len(words) <= 3
        and words[0] in gr.GREETINGS
        and not any("VERB" in english_word_classes(w) and w.endswith("ing") for w in words)
    )


def _about_the_answer(rest: str, lang: str) -> bool:
    """A remark, naming nothing, on how exact the answer should be ("roughly", "well the
    exact figure is fine too", "the percentage only"): every word of it is the answer's
    form or grammar; "only" there narrows the answer's form, not the figure."""
    if lang != "en":
        return False  # the CJK forms are read by the analyser (大概, ざっくり)
    words = re.findall(r"[a-z]+", rest)
    return any(w in gr.ANSWER_FORM for w in words) and all(
        w in gr.ANSWER_FORM
        or w in gr.ENGLISH_GRAMMAR
        or w in STOPWORDS
        or w in ("too", "ok", "only", "just")
        for w in words
    )


def names_something(piece: str, lang: str) -> bool:
    """Whether ``piece`` holds a name the KB may not know ("I'm researching *Taiwan*",
    「我在研究台湾」): a capitalized word inside it, or a word the analyser tags as a
    proper noun. In a question that names no market of its own, such a sentence may say
    what the request is about ("sales *there*"), so it is not set aside as context."""
    if any(m.start() for m in CAPITALIZED_RE.finditer(piece.strip())):
        return True
    return any(w.name for w in content_words(normalize(piece), lang) if not w.latin)


ASKED_RE = re.compile(r"(?:^|(?<=[.!?;。！？\n]))\s*([^.!?;。！？\n]+?)\s*[?？]")
"""A sentence closed by a question mark."""


def without_context(
    pieces: list[str],
    lang: str,
    reference_date: date,
    matcher: Matcher,
    scoped: bool = False,
    asked: frozenset[str] = frozenset(),
) -> list[str]:
    """``pieces`` less those that are context (``_is_context``), unless nothing would stay.
    A piece in ``asked`` (a sentence closed by a question mark: "New hires here?") asks,
    so it is never set aside for being built as a statement about the asker."""
    kept = [
        p
        for p in pieces
        if not _is_context(p, lang, reference_date, matcher, scoped, p.strip() not in asked)
    ]
    return kept if any(re.search(r"\w", p) for p in kept) else pieces


def request_segments(
    sentence: str,
    lang: str,
    reference_date: date,
    matcher: Matcher,
    scoped: bool = False,
    aside: list[str] | None = None,
) -> str:
    """``sentence`` less its segments (between commas) that are context; those are added
    to ``aside``."""
    parts = _SEGMENT_RE.split(_FRONTED_PURPOSE_RE.sub(r"\g<0>,", sentence, count=1))
    segments = parts[0::2]
    if len(segments) < 2:
        return sentence
    # A statement about the asker is set aside by its structure only beside the request
    # it introduces: a segment of a sentence that names or asks something.
    folded = normalize(sentence)
    beside = bool(matcher.find(folded) or gr.ASKS_RE.search(folded))
    kept = [
        i
        for i, segment in enumerate(segments)
        if not _is_context(segment, lang, reference_date, matcher, scoped, beside)
    ]
    if not kept:
        return sentence
    if aside is not None:
        aside += [segment for i, segment in enumerate(segments) if i not in kept]
    return "".join(segments[i] + (parts[2 * i + 1] if i != kept[-1] else "") for i in kept)


_LEARNING_RE = re.compile(
    r"^.*?(?<![a-z])(?:understand\w*|learn\w*|know|research\w*|stud(?:y|ying|ied)|"
    r"look\w*\s+(?:at|into)|read\w*\s+(?:about|up\s+on)|writ\w*\s+(?:about|on)|"
    r"work\w*\s+on|curious\s+about|interested\s+in)(?![a-z])(?:\s+(?:more\s+)?about)?"
)
"""The asker's own words before what they want to learn about ("I'm trying to
understand", "I'm looking into"): the topic is what follows."""


def topic_of_context(aside: list[str]) -> str:
    """What context set aside says the question is about, less the courtesy and the
    asker's own words ("I'm trying to understand currency risk" → "currency risk"). A
    remark on an earlier answer says what was asked before, never this question's topic."""
    topics = [
        _LEARNING_RE.sub("", gr.COURTESY_RE.sub(" ", normalize(piece))).strip(" ,、，.")
        for piece in aside
        if not gr.REMARK_RE.search(normalize(piece))
    ]
    return " ".join(t for t in topics if re.search(r"\w", t))


BACK_REFERENCE_RE = re.compile(
    r"(?<![a-z])(?:it|its|it['’]s|they|their|them|that|this|the\s+(?:number|figure|amount))"
    r"(?![a-z])"
)
"""A word by which the request points back at what the sentence before it named."""

_UNSAID_RE = re.compile(
    r",?\s*(?:but|and)?\s*(?:didn['’]?t|did\s+not|doesn['’]?t|does\s+not|hasn['’]?t|has\s+not)"
    r"\s+(?:say|said|tell|mention|specify)\s+(?:me\s+)?which\b.*$"
)
"""That the one who asked left something unsaid ("but didn't say which part of the
business it's for"): no scope, so the engine asks which."""


_CJK_REPORTED_RE = re.compile(
    r"^(?:(?:另外|此外|还有|還有|然后|然後|同时|同時)[，,]?)?(?:我(?:的|们的?)?)?(?:领导|領導|老板|老闆|经理|經理|主管|上司|同事|客户|客戶|老师|老師|记者|"
    rf"{TITLED_CJK}|"
    r"記者|导师|導師)(?:让|讓|叫|要|请|請|托|要求)我"
    r"|^(?:我(?:的|们的?)?)?(?:领导|領導|老板|老闆|经理|經理|主管|上司|同事|客户|客戶|老师|老師|记者|"
    rf"{TITLED_CJK}|"
    r"記者|导师|導師)(?:问|問)(?:了)?(?:我)?[:：，,]?\s*(?=[“\"「『])"
    r"|^[^、,。はがをにでと]{1,12}?(?:に|から)(?:頼まれ|言われ|聞かれ|訊かれ|求められ|依頼され|"
    r"質問され)(?:まして|ました|て|た)(?:ので|ため|から)?(?:[、,]|$)"
)
"""A request reported from someone else, opening a Chinese or Japanese question
(「领导让我查一下…」, 「客户问“…”」, 「上司に頼まれて、…」, 「部長から聞かれたので、…」: whoever is
named before に or から and a passive verb of asking): who asked is context, set aside."""

_CJK_UNSAID_RE = re.compile(
    r"[，,、]?\s*(?:但|可是|不过|不過)?(?:他|她)?(?:没|沒)(?:有)?(?:说|說|讲|講|告诉我|告訴我)"
    r"(?:是)?(?:哪|什么|什麼)[^，,。？?]*"
    r"|[、,]?(?:どの|どこの)[^、,。？?]{0,12}(?:か)?(?:は)?(?:言われ|聞い|指定され)て(?:い)?ません"
    r"(?:でした)?(?:が|けど|けれど)?"
)
"""That the one who asked left the scope unsaid (「但没说是哪个市场的」,
「どの事業かは言われていませんが」): no scope is named, so the engine asks which."""


_EN_REPORTED_LEAD_RE = re.compile(
    r"^(?:my|our)\s+(?:[a-z]+\s+){0,2}?(?:wants|wanted|needs|needed|would\s+like|"
    r"asked\s+(?:me\s+)?for|is\s+asking\s+for)\s+(?:to\s+(?:know|see|get|have)\s+"
    r"|(?:me|us)\s+to\s+(?:find(?:\s+out)?|get|check|look\s+up|pull(?:\s+up)?|dig\s+up|confirm)"
    r"\s+)?",
    re.IGNORECASE,
)
"""Someone else wanting what the one sentence of a question then names ("my boss wants
Hong Kong's revenue for last year", "my manager wants me to find out …"): who wants it,
and the asker's errand of fetching it, is context; what is wanted, every word of it, is
the request."""


def without_reported_asker(text: str, lang: str) -> str:
    """``text`` less who asked for it (and, in Chinese or Japanese, what they left unsaid)."""
    if lang == "en":
        lead = _EN_REPORTED_LEAD_RE.match(text.strip())
        if lead is None or gr.CLAUSE_SPLIT_RE.search(text.strip().rstrip("?!. ")):
            return text
        return text.strip()[lead.end() :]
    return _CJK_UNSAID_RE.sub("", _CJK_REPORTED_RE.sub("", text.strip(), count=1))


_TALKED_OF_RE = re.compile(
    r"^(?:(?:people|everyone|everybody|folks|colleagues)\s+(?:on|in|at)\s+(?:my|our|the)\s+"
    r"(?:team|office|department|floor|desk)|(?:my|our)\s+(?:[a-z]+\s+)?(?:colleagues|teammates|"
    r"team|coworkers|co-workers|manager|boss))\s+(?:keeps?|kept)\s+(?:talking\s+about|"
    r"mentioning|referring\s+to|bringing\s+up|saying)(?![a-z])"
)
"""The asker's colleagues speaking of a name ("People on my team keep talking about 'the
SAR business'"): who speaks of it is context; the name is what a request after it
points back at ("What was its EBITDA?"), never the people counted."""


_AND_I_RE = re.compile(r",?\s+and\s+(?=(?:i|we)(?:\s|['’]))", re.IGNORECASE)
"""An "and" opening the asker's own statement after a lead-in ("… and I'd like …")."""


def lead_in(sentence: str) -> bool:
    """An English sentence of the asker's situation, purpose or a reported request, or
    of the asker's colleagues speaking of a name (``_TALKED_OF_RE``)."""
    norm = _UNSAID_RE.sub("", normalize(sentence)).strip()
    rest = gr.COURTESY_RE.sub(" ", norm).strip()
    opens = gr.STATEMENT_RE.search(rest) or REPORTED_RE.search(rest) or _TALKED_OF_RE.search(rest)
    return bool(opens) and not gr.QUALIFIES_RE.search(rest)


def _names_only(sentence: str, lang: str, reference_date: date, matcher: Matcher) -> str | None:
    """The names and periods of ``sentence``, or None when a name there may be qualified.

    A name carried from the context must head the phrase that closes the sentence, with
    only grammar words around it ("a brief on our Hong Kong business", "a profile of
    ACME Singapore"). A word the KB does not explain inside that phrase ("Hong Kong's
    online business") or a part named before it ("the beverage unit in Japan") may
    narrow it, so nothing is carried and the lead-in stays in the question.
    """
    norm = _UNSAID_RE.sub("", normalize(sentence))
    talked = _TALKED_OF_RE.search(norm.strip())
    if talked is not None:  # who speaks of the name ("*people* on my team") is no name
        norm = " " * talked.end() + norm.strip()[talked.end() :]
    spans = [(m.start, m.end) for m in matcher.find(norm) if m.kind in ("scope", "metric")]
    spans += [(p.start, p.end) for p in find_periods(norm, lang, reference_date)]
    if not spans:
        return None
    spans.sort()
    first = spans[0][0]
    words = [
        (w.start(), w.group())
        for w in re.finditer(r"[a-z]+", norm)
        if not any(s <= w.start() < e for s, e in spans) and w.group() != "s"
    ]
    before = [word for at, word in words if at < first]
    tail = [word for at, word in words if at > first]
    while before and before[-1] in DETERMINERS:
        before.pop()
    if any(w not in gr.ENGLISH_GRAMMAR and w not in STOPWORDS for w in tail):
        return None
    if len(before) >= 2 and before[-2] in PART_NOUNS:
        return None  # "the beverage unit in Japan": a part of the scope
    metrics = [(m.start, m.end) for m in matcher.find(norm) if m.kind == "metric"]
    if any(written_onto(norm, word, at, metrics) for at, word in words):
        return None  # "inventory turnover": another measure than the turnover
    return " ".join(norm[start:end] for start, end in spans)


_HEARSAY_EN_RE = re.compile(
    r"^(?:(?:i['’]m|i\s+am|i\s+was|i['’]ve\s+been|we['’]re|we\s+were)\s+told"
    r"|(?:i\s+|i['’]ve\s+)?(?:heard|read|saw|seen)(?:\s+(?:a|an|the|some)\s+(?:[a-z]+\s+)?"
    r"(?:headline|article|post|report|story|tweet|piece|thread|comment))?"
    r"|(?:someone|somebody|people|everyone|a\s+(?:friend|colleague|reporter|journalist)"
    r"|(?:my|our)\s+[a-z]+|the\s+(?:press|papers?|media|news))"
    r"\s+(?:said|says|told\s+me|tells\s+me|mentioned|reckons|reckoned|claimed|claims|wrote"
    r"|keeps?\s+saying)"
    r"|word\s+is|rumou?r\s+(?:is|has\s+it))(?:\s+that)?(?![a-z])"
)
"""Hearsay opening a sentence ("Someone said", "I'm told", "Saw a headline that"): what
follows is what the asker heard of a figure, never a request."""


def _heard_names(
    piece: str, follow: str, lang: str, reference_date: date, matcher: Matcher
) -> str | None:
    """The names and years of what the asker heard of a figure ("Someone said Hong Kong's
    profit was really good last year.", "I'm told Macau's revenue appears in both the
    FY2024 and FY2025 decks."), when the request after it asks that figure's number and
    names no market of its own ("What was the profit number?"): what was said of the
    figure (good, jumped, appears in the decks) is the asker's to check, and the request
    is of the market, metric and years heard. None when the sentence is no hearsay, or
    what was said holds a word that may name a part or a thing the KB lacks ("Hong Kong's
    *online* profit was good", "… in the *franchise* stores"), which stays with the
    request and is refused."""
    if lang != "en":
        return None
    piece = piece.strip(" .!")
    norm = normalize(piece)
    heard = _HEARSAY_EN_RE.match(norm)
    asked = normalize(follow)
    if heard is None or "?" in norm or not gr.ASKS_RE.search(asked):
        return None
    named = matcher.find(norm)
    follow_names = matcher.find(asked)
    if any(m.kind == "scope" for m in follow_names) or not any(m.kind == "scope" for m in named):
        return None
    metrics = {m.code for m in named if m.kind == "metric"}
    if not (BACK_REFERENCE_RE.search(asked) or metrics & {m.code for m in follow_names}):
        return None
    spans = [(m.start, m.end) for m in named]
    spans += [(p.start, p.end) for p in find_periods(norm, lang, reference_date)]
    said = blank(norm, spans)[heard.end() :]
    unnamed = blank(piece, spans) if len(piece) == len(norm) else piece
    if gr.QUALIFIES_RE.search(said) or holds_a_name(unnamed):
        return None
    words = [w for w in WORD_RE.findall(said) if w not in STOPWORDS and w not in gr.ENGLISH_GRAMMAR]
    if part_word_on_a_noun(said) or kind_of_store(words):
        return None
    if not all(_said_of_a_figure(w) for w in words if w != "s"):
        return None
    kept = sorted(
        [(m.start, m.end) for m in named if m.kind in ("scope", "metric")]
        + [(p.start, p.end) for p in find_periods(norm, lang, reference_date)]
    )
    return " ".join(norm[a:b] for a, b in kept)


def _said_of_a_figure(word: str) -> bool:
    """A word that may say how a figure was heard to be ("*really good*", "*jumped*",
    "*appears* in the *decks*"): a verb, an adjective or an adverb of the dictionary that
    sorts nothing into kinds (not "online"), or a thing of the asker's world. A noun alone
    or a word the dictionary does not know may name a part or a thing the KB lacks."""
    if word in gr.CHANNEL_WORDS or classifying(word):
        return False
    if word in gr.ASKERS_WORLD_NOUNS:
        return True
    return bool(english_word_classes(word) & {"VERB", "ADJ", "ADV"})


_QUESTION_OPENS_RE = re.compile(r"(?:^|[,;:]\s*)(?:what|how|which|who|where|when)(?![a-z])")
"""A question word opening a sentence or a piece of it ("For the Japan segment, *what*
EBITDA …"): the sentence asks, so it is the request, never a lead-in to the next."""


def carry_context(
    sentences: list[str], lang: str, reference_date: date, matcher: Matcher
) -> list[str]:
    """Sentences with an English lead-in folded into the request after it.

    "I'm writing a profile of ACME Singapore. What is its net profit?" is read as "ACME
    Singapore what is its net profit": the lead-in's own words are context and set
    aside, while the names and period it gives are what the request's "it" points at.
    A lead-in ended by a colon ("I'm preparing a report on X: how much…") is one too.
    A lead-in whose name is qualified by words the KB lacks is read as one sentence with
    the request, so those words are refused.
    """
    if lang != "en":
        return sentences
    pieces: list[str] = []
    for sentence in sentences:
        head, colon, tail = sentence.partition(":")
        if not colon:
            # "People on my team keep talking about X and I'd like …": a lead-in too.
            said = _AND_I_RE.search(sentence)
            if said is not None and _TALKED_OF_RE.search(normalize(sentence[: said.start()])):
                head, colon, tail = sentence[: said.start()], ",", sentence[said.end() :]
        pieces += [head, tail] if colon and lead_in(head) and re.search(r"\w", tail) else [sentence]
    out: list[str] = []
    i = 0
    while i < len(pieces):
        piece = pieces[i]
        follow = pieces[i + 1] if i + 1 < len(pieces) else None
        heard = (
            _heard_names(piece, follow, lang, reference_date, matcher)
            if follow is not None
            else None
        )
        if heard is not None and follow is not None:
            out.append(f"{heard} {follow.strip()}")
            i += 2
            continue
        if (
            follow is not None
            and lead_in(piece)
            and not _QUESTION_OPENS_RE.search(normalize(piece))
            and BACK_REFERENCE_RE.search(normalize(follow))
        ):
            names = _names_only(piece, lang, reference_date, matcher)
            if names is not None:
                out.append(f"{names} {follow.strip()}")
                i += 2
                continue
            if any(m.kind in ("scope", "metric") for m in matcher.find(normalize(piece))):
                # The name it points back at is qualified by words the KB lacks: they are
                # part of the request, so they are refused, never read as a topic beside it.
                out.append(f"{piece.strip()} {follow.strip()}")
                i += 2
                continue
        out.append(piece)
        i += 1
    return out
