"""Read a question into its clauses, using the KB's vocabulary and the period grammar.

What beside the request is context (courtesy, who asks and why, a question relayed
for someone else) is set aside by ``_context`` and the ``_relayed_*`` readers; each
request sentence is read into clauses (``_clause``), the clauses read beside each other
(``_clauses``). A question left with words the KB lacks is read again without the
asker's statements, the words around a quoted request, or the words saying a market is
unnamed, and the reading that accounts for every word stands.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, replace
from datetime import date
from functools import lru_cache
from itertools import pairwise

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._address import without_address
from ragspine_eval_pipeline.engine._approximate import without_approximation
from ragspine_eval_pipeline.engine._artefact import without_artefact_lead
from ragspine_eval_pipeline.engine._asides import read_asides
from ragspine_eval_pipeline.engine._asker import (
    asker_statement,
    only_who_asks,
    pieces_of,
    restates,
    rules_out,
)
from ragspine_eval_pipeline.engine._background_cjk import without_where_a_term_appears
from ragspine_eval_pipeline.engine._background_en import background_split
from ragspine_eval_pipeline.engine._blank_filled import with_blank_as_asked
from ragspine_eval_pipeline.engine._build_context import without_build_context
from ragspine_eval_pipeline.engine._build_slot import without_build_slot
from ragspine_eval_pipeline.engine._calques import without_calques
from ragspine_eval_pipeline.engine._cantonese import as_standard_chinese
from ragspine_eval_pipeline.engine._chat import without_chat_furniture
from ragspine_eval_pipeline.engine._claims import without_claim_frame
from ragspine_eval_pipeline.engine._clause import Clause, read_clause, topic_of
from ragspine_eval_pipeline.engine._clauses import YEAR_POINTED_BACK, clauses_of, follows_up
from ragspine_eval_pipeline.engine._clipped_names import with_clipped_markets
from ragspine_eval_pipeline.engine._code_context import without_code_context
from ragspine_eval_pipeline.engine._context import (
    ASKED_RE,
    WORD_RE,
    carry_context,
    object_of_the_asking,
    request_segments,
    set_aside,
    unsaid_subject,
    without_connector,
    without_context,
    without_logistics,
    without_preamble,
    without_reported_asker,
)
from ragspine_eval_pipeline.engine._contract_references import without_contract_references
from ragspine_eval_pipeline.engine._contrary import conditioned_sentences, under_condition
from ragspine_eval_pipeline.engine._deal_target import with_target_as_company
from ragspine_eval_pipeline.engine._defined_terms import with_defined_terms
from ragspine_eval_pipeline.engine._dialects import as_standard
from ragspine_eval_pipeline.engine._dictation import as_punctuated
from ragspine_eval_pipeline.engine._digits import in_ascii_digits
from ragspine_eval_pipeline.engine._document_places import Place, read_places
from ragspine_eval_pipeline.engine._draft import draft_alone, without_draft_around
from ragspine_eval_pipeline.engine._email import without_email_furniture
from ragspine_eval_pipeline.engine._emoji import with_emoji_read
from ragspine_eval_pipeline.engine._fields import read_fields
from ragspine_eval_pipeline.engine._filter_state import without_filter_state
from ragspine_eval_pipeline.engine._floor import from_the_floor
from ragspine_eval_pipeline.engine._follow_up import read_follow_up
from ragspine_eval_pipeline.engine._form_furniture import without_form_furniture
from ragspine_eval_pipeline.engine._formal_names import as_formal_names_read
from ragspine_eval_pipeline.engine._glosses import without_restating_glosses
from ragspine_eval_pipeline.engine._guessed_names import with_guess_settled
from ragspine_eval_pipeline.engine._half_names import with_half_names
from ragspine_eval_pipeline.engine._hedges import without_hedges
from ragspine_eval_pipeline.engine._kana_verbs import asking_verbs_in_kanji
from ragspine_eval_pipeline.engine._key_lines import as_key_phrases
from ragspine_eval_pipeline.engine._language import detect_lang
from ragspine_eval_pipeline.engine._legal_basis import without_legal_basis
from ragspine_eval_pipeline.engine._letter_layout import without_letter_layout
from ragspine_eval_pipeline.engine._literal import as_idiomatic
from ragspine_eval_pipeline.engine._loaded import without_loaded_frame
from ragspine_eval_pipeline.engine._machine_query import read_machine_query
from ragspine_eval_pipeline.engine._markets import (
    asks_an_unnamed_market,
    with_scope_compounds,
    without_one_market,
)
from ragspine_eval_pipeline.engine._markup import without_bracketed_title, without_markup
from ragspine_eval_pipeline.engine._meeting_notes import without_meeting_furniture
from ragspine_eval_pipeline.engine._minuted_question import minuted_question
from ragspine_eval_pipeline.engine._names import (
    Matcher,
    Mention,
    matcher_for,
    scopes_named,
    vocabulary_key,
)
from ragspine_eval_pipeline.engine._negated import as_plain_request
from ragspine_eval_pipeline.engine._notes import without_note_marks
from ragspine_eval_pipeline.engine._ocr_noise import without_recognition_errors
from ragspine_eval_pipeline.engine._officer_voice import as_officers_request
from ragspine_eval_pipeline.engine._official_frame import without_official_frame
from ragspine_eval_pipeline.engine._old_forms import in_current_forms
from ragspine_eval_pipeline.engine._other_company import (
    another_company_says,
    with_other_company_read,
)
from ragspine_eval_pipeline.engine._partner import without_partner_context
from ragspine_eval_pipeline.engine._pasted_page import without_pasted_page
from ragspine_eval_pipeline.engine._pasted_table import without_pasted_table
from ragspine_eval_pipeline.engine._periods import PeriodRef, find_periods, kanji_year_units
from ragspine_eval_pipeline.engine._place_looked_in import without_place_looked_in
from ragspine_eval_pipeline.engine._pressure import without_pressure
from ragspine_eval_pipeline.engine._prompt_frame import read_prompt_frame
from ragspine_eval_pipeline.engine._prompt_layout import without_chat_template
from ragspine_eval_pipeline.engine._purpose import zh_verb_between
from ragspine_eval_pipeline.engine._purpose_cjk import without_purpose_lead
from ragspine_eval_pipeline.engine._purpose_en import en_purpose, peer_work_purpose
from ragspine_eval_pipeline.engine._quoted import adds_nothing, quotation, reply
from ragspine_eval_pipeline.engine._relayed_en import (
    without_english_relaying_frame,
    without_told_about,
)
from ragspine_eval_pipeline.engine._relayed_ja import without_relayed_questions
from ragspine_eval_pipeline.engine._relayed_read_out import as_read_out
from ragspine_eval_pipeline.engine._relayed_zh import without_chinese_relaying_frame
from ragspine_eval_pipeline.engine._released import without_figures_released
from ragspine_eval_pipeline.engine._reported_basis import without_reported_basis
from ragspine_eval_pipeline.engine._reporting_period import as_reported_period
from ragspine_eval_pipeline.engine._request_frame import without_request_frame
from ragspine_eval_pipeline.engine._request_labels import without_request_labels
from ragspine_eval_pipeline.engine._romaji import romaji_as_kana
from ragspine_eval_pipeline.engine._scan_furniture import without_scan_furniture
from ragspine_eval_pipeline.engine._scenario import read_scenario
from ragspine_eval_pipeline.engine._search_query import read_search_query
from ragspine_eval_pipeline.engine._short_years import with_short_years
from ragspine_eval_pipeline.engine._source_asked import without_source_asked
from ragspine_eval_pipeline.engine._speech import as_written
from ragspine_eval_pipeline.engine._topic import head_phrases
from ragspine_eval_pipeline.engine._trade_asked import asks_a_trade
from ragspine_eval_pipeline.engine._transcript import without_transcript_frame
from ragspine_eval_pipeline.engine._translating import without_translators_frame
from ragspine_eval_pipeline.engine._undefined_terms import with_open_terms_asked
from ragspine_eval_pipeline.engine._unit_asked import without_unit_asked
from ragspine_eval_pipeline.engine._unit_wishes import wishes_a_currency
from ragspine_eval_pipeline.engine._use_frame import without_use_frame
from ragspine_eval_pipeline.engine._voice import as_heard
from ragspine_eval_pipeline.engine._whole_company import as_the_group
from ragspine_eval_pipeline.engine._width import in_usual_width
from ragspine_eval_pipeline.engine._working_papers import read_working_paper
from ragspine_eval_pipeline.kb.analysis import (
    Word,
    normalize,
)
from ragspine_eval_pipeline.kb.vocabulary import Vocabulary

__all__ = [
    "YEAR_POINTED_BACK",
    "Clause",
    "Mention",
    "ParsedQuestion",
    "PeriodRef",
    "follows_up",
    "parse_question",
    "scopes_named",
    "topic_of",
]


@dataclass(frozen=True)
class ParsedQuestion:
    """A question, split into clauses."""

    text: str
    lang: str
    clauses: tuple[Clause, ...]
    opinion: bool
    off_topic: bool
    competitor: bool
    market_unnamed: bool = False
    """The figure is asked of one market the asker does not name (``_markets``): the
    engine asks which market, never gives the group's figure."""
    only_who_asks: bool = False
    """The question only says who the asker is (``_asker.only_who_asks``): it asks
    nothing, so no passage answers it."""
    year_unsaid: bool = False
    """A period field names no fiscal year (``_fields``: "period = the year of the
    restructuring"): the engine asks which year, never assumes the latest."""
    pointed_back: frozenset[str] = frozenset()
    """The kinds (``year``, ``metric``, ``scope``) the message points back at an earlier
    turn for (``_follow_up``): one it does not state is asked which, never assumed."""
    places: tuple[Place, ...] = ()
    """The slides, pages or sheets of KB documents the asker points at
    (``_document_places``): a figure is given only from the place named, or said to be
    elsewhere where the KB holds what that place shows."""
    scopes_excluded: frozenset[str] = frozenset()
    """Scopes the asker excluded (``_search_query``: "revenue -Macau"): never offered when
    the engine asks which market."""
    market_unfilled: bool = False
    """A template left its market's placeholder unfilled (``_prompt_frame``: "ACME
    {market}"): the engine asks which market, never gives the group's figure."""
    written: str = ""
    """The message as the asker wrote it (in usual width), context and all: a place it
    names anywhere keeps another market's document from answering (``_places_named``)."""


def parse_question(question: str, reference_date: date, vocabulary: Vocabulary) -> ParsedQuestion:
    """Parse ``question`` as asked on ``reference_date`` against the KB's ``vocabulary``."""
    return _parse(question, reference_date, vocabulary_key(vocabulary))


def _in_standard_chinese(question: str) -> str:
    """A Chinese ``question`` with its written Cantonese read as Standard Chinese and its
    traditional characters as simplified (``_cantonese``), and its numbered items apart
    (``_items_apart``), before any reading of it, so that every rule reads the one text;
    any other question as it is."""
    text = unicodedata.normalize("NFKC", question)
    if detect_lang(text) != "zh":
        return question
    # Numbered items are marked apart first: NFKC folds ① into a digit written onto the
    # words after it (「①澳门2024财年员工人数」 would read 「1澳门…」, no item of its own).
    return as_standard_chinese(unicodedata.normalize("NFKC", _items_apart(question)))


def _names_whole(word: str, matcher: Matcher) -> bool:
    """Whether the KB names ``word`` whole: a Latin word as it is spelt (ebitda, acme, never
    a misspelling read as a name), a hiragana one as a name left in hiragana (まかお)."""
    return any(
        m.start == 0 and m.end == len(word) and not (m.misspelt and word.isascii())
        for m in matcher.find(word)
    )


@lru_cache(maxsize=4096)
def _parse(question: str, reference_date: date, vocabulary_json: str) -> ParsedQuestion:
    matcher = matcher_for(vocabulary_json)
    written = in_ascii_digits(in_usual_width(question))
    # What OCR misread (2O24, nurnber, 曰本) read as written where the text is evidence, and
    # a scan's banners, stamps and page marks set aside, before any rule reads a character.
    question = in_usual_width(question)
    repaired = without_recognition_errors(question, matcher)
    question = without_scan_furniture(repaired, matcher, scanned=repaired != question)
    # Code around a request written in a developer's work goes first: its statements,
    # comment marks and identifiers are the artefact's, never the request's.
    question = without_code_context(question, matcher)
    # Character forms first, so that every rule reads the one text: letters and digits in
    # their usual width, Japanese typed in romaji in hiragana, old kanji in their current
    # forms (國 as 国), verbs of asking left in hiragana in kanji (おしえて as 教えて);
    # another script's digits (٢٠٢٣, २०२३) in ASCII.
    question = in_ascii_digits(in_usual_width(question))
    question = romaji_as_kana(question, lambda word: _names_whole(word, matcher))
    # Faces out and flags read as their regions before any rule sees a bracket or a mark.
    question = with_emoji_read(question, vocabulary_json)
    # A form's key lines of why, by when and for whom read as the phrases they stand for.
    question = as_key_phrases(question, matcher)
    # Notes under the request read as its sentences before a search box's asterisk is.
    question = without_note_marks(question, matcher)
    # Punctuation dictated as words written as marks, then a voice assistant's call out,
    # and what it heard read as typed, before any frame.
    question = as_punctuated(question, detect_lang(unicodedata.normalize("NFKC", question)))
    question = as_heard(question, detect_lang(unicodedata.normalize("NFKC", question)), matcher)
    # A search box's operators read before any rule takes a minus, a bracket or a quote.
    search = read_search_query(
        question, detect_lang(unicodedata.normalize("NFKC", question)), matcher, reference_date
    )
    question = search.text
    if detect_lang(unicodedata.normalize("NFKC", question)) == "ja":
        question = asking_verbs_in_kanji(in_current_forms(question))
    # A term a drafter defines stands for what it defines wherever it is used.
    # A transcript's speaker labels, stage notes and other turns go before any frame.
    question = without_transcript_frame(question, matcher, reference_date)
    question = minuted_question(question, matcher)
    # A term left undefined is asked about: which market or year it stands for.
    question = with_open_terms_asked(with_defined_terms(question, matcher), matcher)
    question = without_contract_references(question, matcher)
    # A scenario the asker sets up goes first: what its supposition changes is no
    # condition on the figure asked after it.
    scenario = read_scenario(
        question, detect_lang(unicodedata.normalize("NFKC", question)), matcher, reference_date
    )
    question = scenario.text
    # Read before any frame or segment is set aside: the condition names nothing the KB
    # holds, and would go as the asker's context.
    contrary = conditioned_sentences(question, detect_lang(unicodedata.normalize("NFKC", question)))
    alone = len([s for s in re.split(r"(?<=[.!?。！？])\s*|\n+", question) if s.strip()]) <= 1
    # A question read out on a sender's behalf goes before any frame: who sent it and
    # where they live is no part of it.
    read_out = as_read_out(
        question, detect_lang(unicodedata.normalize("NFKC", question)), matcher, reference_date
    )
    floor = read_out != question
    question = without_email_furniture(read_out, matcher)
    addressed = without_address(question, matcher)
    question = from_the_floor(
        addressed,
        detect_lang(unicodedata.normalize("NFKC", addressed)),
        matcher,
        reference_date,
        floor or addressed != question,
    )
    question = without_pasted_table(
        question, detect_lang(unicodedata.normalize("NFKC", question)), reference_date, matcher
    )
    question = without_pasted_page(
        question, detect_lang(unicodedata.normalize("NFKC", question)), matcher
    )
    asked_in = detect_lang(unicodedata.normalize("NFKC", question))
    question = without_filter_state(question, asked_in, matcher)
    question = without_chat_template(question)  # a chat template's tokens first
    machine = read_machine_query(question, asked_in, matcher, reference_date)
    question = machine.text
    frame = read_prompt_frame(
        question, detect_lang(unicodedata.normalize("NFKC", question)), matcher, reference_date
    )
    # A working paper's index, sign-offs, tick marks and work done go before the
    # meeting's and the letter's readers see its lines.
    paper = read_working_paper(without_markup(frame.text, matcher), reference_date, matcher)
    question = without_meeting_furniture(paper.text, reference_date, matcher)
    question = without_bracketed_title(question, matcher)
    question = without_letter_layout(question, reference_date, matcher)
    question = without_artefact_lead(question, asked_in, matcher)
    question = without_form_furniture(question, reference_date, matcher)
    question = without_request_labels(question)
    question = without_reported_basis(without_place_looked_in(question))
    question, places = read_places(
        question, detect_lang(unicodedata.normalize("NFKC", question)), matcher
    )
    question = without_legal_basis(with_target_as_company(question))
    # A business partner's introduction and dealings go before the frames read the rest.
    question = without_partner_context(
        question, detect_lang(unicodedata.normalize("NFKC", question)), matcher, reference_date
    )
    # The logistics' numbers go first: the chat's rules would read "#4471" as a tag.
    lang = detect_lang(unicodedata.normalize("NFKC", question))
    # An officer's name for the period last reported, before the officer's frame is read.
    question = as_reported_period(question, lang)
    # The officer's formal names for the company and its markets, read as their plain names.
    question = as_formal_names_read(question, lang, matcher)
    question = as_officers_request(question, lang, matcher, reference_date)
    question = without_official_frame(question, lang, matcher, reference_date)
    question = without_draft_around(question, lang, matcher, reference_date)
    question = draft_alone(with_blank_as_asked(question, lang))
    # Calqued frames read before the logistics: 「我需要它给一个报告」 is the asker's use.
    question = without_logistics(without_calques(question, lang), lang, reference_date, matcher)
    question = _in_standard_chinese(without_chat_furniture(question, matcher))
    question = with_clipped_markets(question, detect_lang(question))
    question = with_short_years(kanji_year_units(question), reference_date, matcher)
    lang = detect_lang(unicodedata.normalize("NFKC", question))
    question = as_idiomatic(as_standard(question, lang, matcher), lang, matcher)
    question = with_guess_settled(with_half_names(question, lang, vocabulary_json), lang, matcher)
    question = without_hedges(question, lang, matcher)
    question = without_translators_frame(question, lang, matcher)
    question = without_approximation(without_pressure(question, lang), lang)
    question = without_unit_asked(question, lang)
    question = without_figures_released(question, lang, matcher)
    question = without_source_asked(without_build_context(question, lang, matcher), lang, matcher)
    question = without_build_slot(question, lang, matcher)
    question = without_claim_frame(as_plain_request(question, lang), lang, matcher)
    question = without_loaded_frame(question, lang, matcher)
    question = without_use_frame(question, lang, matcher)
    question = without_request_frame(question, lang, matcher, reference_date)
    question = without_restating_glosses(question, lang, reference_date, matcher)
    question = read_asides(question, lang, reference_date, matcher)
    follow_up = read_follow_up(question, lang, reference_date, matcher)
    fields = read_fields(follow_up.text, lang, reference_date, matcher)
    parsed = _parse_request(fields.text, reference_date, vocabulary_json)
    if follow_up.pointed_back:
        parsed = replace(parsed, pointed_back=follow_up.pointed_back)
    if machine.topics:
        parsed = replace(
            parsed, clauses=tuple(_topic_field(c, machine.topics) for c in parsed.clauses)
        )
    if machine.read and parsed.lang == "en" and asked_in != "en":
        # 「fetch_kpi(…) の結果を出力」: the Japanese tail said only how to answer, in
        # the language the answer is wanted in.
        parsed = replace(parsed, lang=asked_in)
    if (fields.market_unsaid or machine.market_unsaid or search.market_unsaid) and not any(
        c.scopes or c.company for c in parsed.clauses
    ):
        parsed = replace(parsed, market_unnamed=True)
    if search.market_unsaid:
        parsed = replace(parsed, scopes_excluded=search.scopes_excluded)
    if "scope" in frame.unfilled:
        parsed = replace(parsed, market_unfilled=True)
    if places:
        parsed = replace(parsed, places=places)
    if (
        fields.year_unsaid
        or machine.year_unsaid
        or search.year_unsaid
        or paper.year_unsaid
        or "year" in frame.unfilled
    ):
        parsed = replace(parsed, year_unsaid=True)
    if fields.market_parts:
        # A market field holding a part of the business: the part's words are unexplained.
        clauses = tuple(_market_part(c, fields.market_parts) for c in parsed.clauses)
        parsed = replace(parsed, clauses=clauses)
    if scenario.result_asked:
        # What the figure would be under the asker's scenario: refused as a forecast is.
        clauses = tuple(replace(c, forecast=True) if c.metrics else c for c in parsed.clauses)
        parsed = replace(parsed, clauses=clauses)
    if contrary:
        # A KB figure asked under a condition contrary to fact: refused as a forecast is.
        # A narrative's condition may be what a document states (a sensitivity to rates).
        clauses = tuple(
            replace(c, forecast=True)
            if c.metrics and under_condition(c.text, contrary, alone)
            else c
            for c in parsed.clauses
        )
        parsed = replace(parsed, clauses=clauses)
    return replace(parsed, written=written)


def _market_part(clause: Clause, parts: tuple[Word, ...]) -> Clause:
    """``clause`` with the words a market field holds beside the market (``_fields``)
    left unexplained in it, where it asks a figure of that market."""
    if not (clause.metrics and clause.scopes):
        return clause
    held = {w.surface for w in clause.residual}
    new = tuple(w for w in parts if w.surface not in held)
    return replace(clause, residual=(*clause.residual, *new), part_of_metric=True)


def _topic_field(clause: Clause, topics: tuple[str, ...]) -> Clause:
    """``clause`` marked as a topic's when it names no metric and holds the value of a
    field naming a topic (``_machine_query``)."""
    folded = normalize(clause.text)
    if clause.metrics or not any(normalize(t) in folded for t in topics):
        return clause
    return replace(clause, topic_field=True)


def _parse_request(question: str, reference_date: date, vocabulary_json: str) -> ParsedQuestion:
    """``question``, its fields read (``_fields``), parsed into clauses."""
    first = _reading(question, reference_date, vocabulary_json)
    if only_who_asks(question, first.lang):
        return replace(first, only_who_asks=True)
    replied = _reply_reading(question, first, reference_date, vocabulary_json)
    if replied is not None:
        return replied
    market = _market_reading(question, first, reference_date, vocabulary_json)
    if market is not None:
        return market
    residual = sum(len(c.residual) for c in first.clauses)
    parts = any(c.sub_year or c.derived or c.narrows for c in first.clauses)
    statement = not (residual or parts) and _company_statement(first)
    if not (residual or parts or statement):
        return first
    background = _background_reading(question, first, reference_date, vocabulary_json)
    if background is not None:
        return background
    quoted = _quoted_reading(question, first, reference_date, vocabulary_json)
    if quoted is not first or not any(c.figure_like for c in first.clauses):
        return quoted
    # A figure request left with words the KB lacks is read again without the asker's
    # statements beside it (``_asker``); that reading stands only when it accounts for
    # every word of every figure request in it.
    matcher = matcher_for(vocabulary_json)
    pieces = pieces_of(unicodedata.normalize("NFKC", question).strip())

    def residual_of(piece: str) -> tuple[Word, ...]:
        return read_clause(piece, first.lang, reference_date, matcher).residual

    # Each piece is weighed beside those still kept, so two pieces that say the same
    # thing ("the net profit, the bottom line") never take each other out.
    kept = list(pieces)
    own: list[str] = []
    named = [
        bool(matcher.find(normalize(p)) or find_periods(normalize(p), first.lang, reference_date))
        for p in pieces
    ]
    for piece in _outside_brackets(pieces):
        if wishes_a_currency(piece, first.lang, matcher.find(normalize(piece))):
            continue  # 「通貨はユーロでお願いします」: the unit wanted, which the KB may lack
        at = next(i for i, p in enumerate(pieces) if p is piece)
        if first.lang == "zh" and zh_verb_between(pieces, at, named):
            continue  # 「新加坡，*打印*，2024财年收入」: an activity between pieces of the request
        others = [p for p in kept if p is not piece]
        beside = " ".join(others)
        names = frozenset((m.kind, m.code) for m in matcher.find(normalize(beside)))
        if asker_statement(piece, first.lang, reference_date, matcher, names, residual_of):
            kept = others
            own.append(piece)
        elif rules_out(piece, first.lang, matcher, beside) or restates(
            piece, first.lang, reference_date, matcher, beside, residual_of
        ):
            kept = others
    if len(kept) in (0, len(pieces)):
        return first
    second = _reading(" ".join(kept), reference_date, vocabulary_json)
    if _unexplained(second) >= residual and not (parts or statement):
        return first
    # Set aside for the company's name alone, the statement must leave every figure
    # request naming whose figure it asks ("I have held ACME shares for years. What was
    # the revenue?" asks the group's, which only the statement names).
    if statement and not _whose_figure_named(second):
        return first
    if not (
        _accounted(second, first) or _of_the_asker_only(first, second, own, len(pieces) - len(kept))
    ):
        return first
    # What a narrative part asks about may rest on the statement before it (「…仕組みが
    # あると聞いたのですが、方針ではどうなっていますか」): each must read as before.
    if any(part not in _narrative_parts(first) for part in _narrative_parts(second)):
        return first
    if _topic_lost(first, second, pieces, kept):
        return first
    if second.lang != first.lang or _years_dropped(first, second):
        return first
    return _in_place_of(first, second)


def _background_reading(
    question: str, first: ParsedQuestion, reference_date: date, vocabulary_json: str
) -> ParsedQuestion | None:
    """The reading of an English question's requests without the asker's background
    sentences beside them (``_background_en``), when it accounts for every word of its
    requests for a metric; None otherwise."""
    if first.lang != "en":
        return None
    matcher = matcher_for(vocabulary_json)
    group = matcher_for(vocabulary_json).group_scope
    text = unicodedata.normalize("NFKC", question).strip()
    split = background_split(text, reference_date, matcher, group)
    if split is None:
        return None
    second = _parse(" ".join(split[0]), reference_date, vocabulary_json)
    figures = [c for c in second.clauses if c.figure_like]
    if second.lang != "en" or not second.clauses:
        return None
    # A clause naming no metric is weighed against the passages as the request alone
    # would be (a narrative question's words are its topic); one naming a metric must
    # account for every word.
    if any((c.own_residual and c.metrics) or c.sub_year or c.derived or c.narrows for c in figures):
        return None
    # A question about a document is read without its background only where the
    # background was read as a figure request (a metric or a year named in it), which the
    # whole question would be refused as; otherwise its words are evidence as they stand.
    if not any(c.metrics for c in second.clauses) and not any(
        c.metrics or c.periods for c in first.clauses
    ):
        return None
    # A question naming no metric must say what it is about ("the target for renewable
    # electricity"), not only what it wants of it ("What does the group aim for?"): its
    # topic may be the background's.
    if any(
        not (c.metrics or head_phrases(normalize(c.text), c.phrases, "en")) for c in second.clauses
    ):
        return None
    return _in_place_of(first, second)


_PIECE_CLOSED_RE = re.compile(r"[.!?。！？,，、;；\n]\s*$")
"""A piece closed as a sentence or a clause is; one closed by nothing but a space or by
a colon opens what comes after it."""


def _company_statement(parsed: ParsedQuestion) -> bool:
    """Whether a statement naming the company and asking nothing ("Our ACME shares have
    been falling") stands beside a figure request: it may be the asker's own situation
    (``_asker``), which the second reading sets aside."""
    return any(c.metrics for c in parsed.clauses) and any(
        c.company and not (c.question or c.metrics or c.scopes or c.docs or c.periods)
        for c in parsed.clauses
    )


def _whose_figure_named(parsed: ParsedQuestion) -> bool:
    """Whether every figure request of ``parsed`` names a market or the company."""
    return all(c.scopes or c.company for c in parsed.clauses if c.metrics)


def _topic_lost(
    first: ParsedQuestion, second: ParsedQuestion, pieces: list[str], kept: list[str]
) -> bool:
    """Whether a narrative question of ``first`` lost its words in ``second`` to a piece
    dropped that opens the piece kept after it, closed by nothing but a space or a colon
    (「北上消费 公司怎么应对的」): the topic the question asks about, which reads like a
    statement of its own, so the question is read whole. A statement after the request
    (「…是多少 要放周报里」) opens nothing."""
    after = _narrative_parts(second)
    if all(part in after for part in _narrative_parts(first)):
        return False
    return any(
        not any(piece is k for k in kept)
        and _PIECE_CLOSED_RE.search(piece) is None
        and any(following is k for k in kept)
        for piece, following in pairwise(pieces)
    )


def _years_dropped(first: ParsedQuestion, second: ParsedQuestion) -> bool:
    """Whether the pieces dropped for ``second`` named the years a figure request of
    ``first`` is torn between ("Not sure if it was FY2024 or FY2025, but what was …",
    「2024年度か2025年度か分かりませんが、…」): which year is asked is still to be said,
    so the question is read whole, never with the latest year assumed."""
    torn = any(c.figure_like and len(set(c.periods)) > 1 for c in first.clauses)
    return torn and not any(c.periods for c in second.clauses)


def _outside_brackets(pieces: list[str]) -> list[str]:
    """The pieces that do not stand inside a bracket opened in a piece before them: one
    inside (「粗利率（売上に対して、*仕入れ原価を除いて残る割合のことだと理解しています）*」)
    says what the words before the bracket mean, never something of the asker's own."""
    outside: list[str] = []
    depth = 0
    for piece in pieces:
        if depth == 0:
            outside.append(piece)
        depth = max(0, depth + len(re.findall(r"[(（]", piece)) - len(re.findall(r"[)）]", piece)))
    return outside


def _of_the_asker_only(
    first: ParsedQuestion, second: ParsedQuestion, own: list[str], dropped: int
) -> bool:
    """Whether the pieces dropped are all the asker's own statements, said in the first
    person (「日本同事发来的报告*我*看不懂日文」, "*I* can't read the Japanese report"),
    beside a question asking no figure of a metric whose every clause keeps words of its
    own: what is left is then the question about a document, however many of its words
    the KB's names leave unexplained. A clause left with no words (「我们在做食物浪费的
    课题，日本业务减少了多少？」) took its topic from the statement, which stays."""
    return (
        len(own) == dropped
        and all(_ASKER_OWN_RE.search(normalize(piece)) for piece in own)
        and not any(c.metrics for c in first.clauses)
        and all(c.residual for c in second.clauses)
    )


def _in_place_of(first: ParsedQuestion, reading: ParsedQuestion) -> ParsedQuestion:
    """``reading`` standing for the whole question: its text, and the intents (opinion,
    off topic, another company) either reading found."""
    return replace(
        reading,
        text=first.text,
        opinion=first.opinion or reading.opinion,
        off_topic=first.off_topic or reading.off_topic,
        competitor=first.competitor or reading.competitor,
    )


_POINTED_MARKET_RE = re.compile(
    r"(?i:\b(?:that|this|the\s+said|the\s+relevant|the\s+same)\s+(?:market|country|territory"
    r"|region|jurisdiction)\b)|(?:该|該|当該|此)(?:市场|市場|地区|地區|地域|区域|區域|国家|國家)"
)
"""A market pointed at by a demonstrative ("that market", 该市场, 当該市場): one market,
whichever the company or the group is said to own."""


def _market_reading(
    question: str, first: ParsedQuestion, reference_date: date, vocabulary_json: str
) -> ParsedQuestion | None:
    """The request of a question asking one market's figure without naming the market
    (``_markets``), read without the words that say so: the pieces naming no metric,
    document or year are dropped, and "one of the markets" taken out of the others.
    None when the question asks no such thing, or the rest is not one figure request
    accounted for and naming no scope."""
    matcher = matcher_for(vocabulary_json)
    group = matcher_for(vocabulary_json).group_scope
    text = unicodedata.normalize("NFKC", question).strip()
    if not asks_an_unnamed_market(text, first.lang, matcher, group):
        return None
    kept = [
        without_one_market(piece, first.lang)
        for piece in pieces_of(text)
        if any(m.kind in ("metric", "document") for m in matcher.find(normalize(piece)))
        or find_periods(normalize(piece), first.lang, reference_date)
    ]
    if not kept:
        return None
    second = _reading(" ".join(kept), reference_date, vocabulary_json)
    figures = [c for c in second.clauses if c.figure_like]
    # The company named as whose business a market pointed at is ("the revenue of ACME
    # in that market", 「贵集团在该市场的收入」) names no market; the group named as the
    # scope ("the whole group, not one market") does.
    pointed = bool(_POINTED_MARKET_RE.search(text))
    if not _accounted(second) or any(
        c.scopes if not pointed else any(s != group for s in c.scopes) for c in figures
    ):
        return None
    return replace(second, text=first.text, market_unnamed=True)


def _unexplained(parsed: ParsedQuestion) -> int:
    return sum(len(c.residual) for c in parsed.clauses)


def _accounted(parsed: ParsedQuestion, before: ParsedQuestion | None = None) -> bool:
    """``parsed`` asks a figure and accounts for every word of every figure request, but
    for a request read just as it was ``before`` the asker's statements were set aside
    (the narrative half of a composite, 「…の比率と今後の目標が何%なのか」): the statements
    took nothing from it, and the routing weighs its words as it would have. Words of
    the asker's purpose left in a request (``Clause.aside``: 「*研修レポート*で…について書い
    ているのですが、…」) change no figure, so they leave it accounted for."""
    figures = [c for c in parsed.clauses if c.figure_like]
    unchanged = {_as_read(c) for c in before.clauses} if before is not None else set()
    open_ = [c for c in figures if c.own_residual or c.sub_year or c.derived or c.narrows]
    return len(open_) < len(figures) and all(_as_read(c) in unchanged for c in open_)


def _as_read(clause: Clause) -> tuple[object, ...]:
    """What a clause was read to ask: its names, periods and unexplained words."""
    return (
        clause.metrics,
        clause.scopes,
        tuple(p.code for p in clause.periods),
        tuple(w.surface for w in clause.residual),
        clause.sub_year,
        clause.derived,
        clause.narrows,
    )


def _quoted_reading(
    question: str, first: ParsedQuestion, reference_date: date, vocabulary_json: str
) -> ParsedQuestion:
    """The reading of the request ``question`` quotes (``_quoted``), when the words around
    it add nothing and it accounts for every word of its figure requests; else ``first``."""
    matcher = matcher_for(vocabulary_json)
    found = quotation(unicodedata.normalize("NFKC", question).strip(), matcher)
    if found is None:
        return first
    quoted, around = found
    if not adds_nothing(around, quoted, first.lang, reference_date, matcher):
        return first
    inner = _reading(quoted, reference_date, vocabulary_json)
    if _unexplained(inner) or any(c.sub_year or c.derived or c.narrows for c in inner.clauses):
        return first
    if not any(c.metrics or c.scopes or c.periods for c in inner.clauses):
        return first
    return _in_place_of(first, inner)


def _reply_reading(
    question: str, first: ParsedQuestion, reference_date: date, vocabulary_json: str
) -> ParsedQuestion | None:
    """The reading of the request written under the `>` lines it replies to (``_quoted``),
    when that request is whole by itself: every clause names a metric, and no word is
    left unexplained; None otherwise."""
    matcher = matcher_for(vocabulary_json)
    text = unicodedata.normalize("NFKC", question).strip()
    rest = reply(text, first.lang, reference_date, matcher)
    if rest is None:
        return None
    inner = _reading(rest, reference_date, vocabulary_json)
    if not inner.clauses or _unexplained(inner):
        return None
    if not all(c.metrics for c in inner.clauses):
        return None
    return _in_place_of(first, inner)


def _narrative_parts(parsed: ParsedQuestion) -> list[tuple[Word, ...]]:
    """The unexplained words of each clause of ``parsed`` that asks no figure."""
    return [c.residual for c in parsed.clauses if not c.figure_like and c.residual]


_ITEM_MARK_RE = re.compile(
    r"[、,，;；]?\s*(?:[\u2460-\u2487\u2776-\u2793]|[(（]\s*[1-9]\s*[)）]"
    r"|(?:(?<=^)|(?<=[\s:：,，、;；]))(?:[1-9][)）]|[\[【]\s*[1-9]\s*[\]】]))\s*"
)
"""A circled or bracketed item number (①, ⑵, ❸, (1), （2）, 3)), with the comma before
it."""


_LINE_BULLET_RE = re.compile(r"^[ \t]*(?:[•・·●▪◦‣][ \t]*|[-*]+[ \t]+)", re.MULTILINE)
"""A bullet opening a line ("- total group HC", 「・日本 EBITDA」)."""

_LINE_NUMBER_RE = re.compile(r"^[ \t]*[1-9][0-9]?[.)．、](?![0-9])[ \t]*", re.MULTILINE)
"""A number opening a line ("1. 香港营收", "2) list the pillars")."""


def _lines_apart(question: str) -> str:
    """``question`` with the bullets, item labels and numbers of its lines taken out: each
    line is a sentence of its own already, and a mark names nothing. Numbers count as
    marks only where two lines or more are numbered (a line may open on a figure)."""
    question = without_request_labels(_LINE_BULLET_RE.sub("", question))
    if len(_LINE_NUMBER_RE.findall(question)) >= 2:
        question = _LINE_NUMBER_RE.sub("", question)
    return question


def _items_apart(question: str) -> str:
    """``question`` with each numbered item (「2点お願いします。①…、②…」) a sentence of
    its own: the items are the requests, which NFKC would otherwise fold into digits
    written onto the words after them (「2日本事業」). One mark alone numbers nothing.
    Bullets and numbers opening lines are taken out (``_lines_apart``)."""
    question = _lines_apart(question)
    marks = list(_ITEM_MARK_RE.finditer(question))
    if len(marks) < 2:
        return question
    first = marks[0]
    # A lead-in closed by a colon ("Two items for the regulatory return: (1) …") stays
    # with the first item, as it was before the items were marked.
    led = question[: first.start()].rstrip().endswith((":", "："))
    head = question[: first.start()] + (" " if led else "。")
    # An item is asked though written as a noun phrase (「②円安への対応策」, "2) HK
    # inventory turnover"): it is closed as a question, never weighed as context beside
    # the others.
    mark = "？" if re.search(r"[\u3040-\u30ff\u3400-\u9fff]", question) else "?"
    items = [
        re.sub(r"[\s。.]*$", "", item) + ("" if re.search(r"[?？]\s*$", item) else mark)
        for item in _ITEM_MARK_RE.split(question[first.end() :])
    ]
    return (head + "。".join(items)).lstrip("。")


def _reading(question: str, reference_date: date, vocabulary_json: str) -> ParsedQuestion:
    matcher = matcher_for(vocabulary_json)
    text = unicodedata.normalize("NFKC", _items_apart(question)).strip()
    text = gr.NO_BREAKDOWN_RE.sub(" ", text).strip()
    lang = detect_lang(text)
    text = with_scope_compounds(as_written(text, lang, reference_date, matcher), lang, matcher)
    text = as_the_group(text, lang, vocabulary_json, matcher)
    text = with_other_company_read(text, lang, matcher)
    text = without_english_relaying_frame(text.strip(), lang, matcher)
    text = without_told_about(text) if lang == "en" else text
    text = _statement_apart(without_chinese_relaying_frame(text, lang, matcher).strip(), lang)
    text = _BRACKETED_QUESTION_RE.sub(lambda m: m.group().replace("?", ""), text)
    text = without_where_a_term_appears(text, lang)
    text = without_purpose_lead(text, lang, en_purpose)
    folded = normalize(text)
    # A question that names a market of its own takes no scope from a name in its
    # context; one that names none may (``names_something``).
    scoped = any(m.kind == "scope" for m in matcher.find(folded))
    raw = [
        sentence
        for sentence in gr.CLAUSE_SPLIT_RE.split(
            without_preamble(
                without_relayed_questions(without_reported_asker(text, lang), lang, matcher),
                lang,
                reference_date,
                matcher,
                scoped,
            )
        )
        if re.search(r"\w", sentence)
    ]
    aside: list[str] = []
    asked = frozenset(m.group(1).strip() for m in ASKED_RE.finditer(text))

    def residual_of(piece: str) -> tuple[Word, ...]:
        return read_clause(piece, lang, reference_date, matcher).residual

    inverted = set_aside(raw, lang, reference_date, matcher, residual_of, scoped, asked)
    if inverted is not None:
        raw, aside = inverted
    sentences = [
        request_segments(without_connector(sentence), lang, reference_date, matcher, scoped, aside)
        for sentence in carry_context(raw, lang, reference_date, matcher)
    ]
    requests = without_context(sentences, lang, reference_date, matcher, scoped, asked)
    aside += [s for s in sentences if s not in requests]
    group = matcher_for(vocabulary_json).group_scope
    clauses = clauses_of(
        requests,
        aside,
        asked,
        folded,
        group,
        lang=lang,
        reference_date=reference_date,
        matcher=matcher,
    )
    return ParsedQuestion(
        text=text,
        lang=lang,
        clauses=tuple(clauses),
        opinion=gr.asks_an_opinion(folded)
        or gr.asks_a_verdict_only(folded)
        or asks_a_trade(folded),
        off_topic=gr.OFF_TOPIC_RE.search(folded) is not None,
        competitor=_about_other_companies(text, clauses, lang),
    )


_BRACKETED_QUESTION_RE = re.compile(r"\((?=[^()]*\?[^()]*\))[^()]*\)")
"""A question in brackets inside a sentence, the asker unsure of a word (「那本年度业绩册
（还是叫年报？）里」, "the results booklet (or is it the annual review?)"): a remark on
the word, which ends no sentence."""

_REQUEST_OPENED_ZH_RE = re.compile(
    r"(?P<lead>(?:^|(?<=[。！!？?]))[^。！!？?，,]*?(?:我|本人|咱)[^。！!？?]*?)[,，]\s*"
    r"(?=(?:所以|因此|因而|那么)?(?:想)?(?:请问|請問|想请教一下|想請教一下|想请教|想請教|想了解一下|想問一下|想问一下)"
    r"(?![^。！!？?]*(?:那|这|這|该|該|其|它|同|此))[^。！!？?]*(?:多少|几|幾|什么|什麼|哪|吗|嗎))"
)
"""A Chinese statement of the asker's before a request opened by 请问 or 想了解一下 in the
same sentence (「作为股东我也很关心员工，请问香港业务一共有多少员工？」); never a request
pointing back at it (「…的那一年，请问那一年…」)."""


def _statement_apart(text: str, lang: str) -> str:
    """``text`` with an asker's statement before a Chinese request opened in so many words
    (``_REQUEST_OPENED_ZH_RE``) made a sentence of its own, so it is weighed as context
    beside the request, as it would be written apart."""
    if lang != "zh":
        return text
    return _REQUEST_OPENED_ZH_RE.sub(lambda m: m.group("lead") + "。", text)


_ASKER_OWN_RE = re.compile(r"(?<![a-z])(?:i|i['’]m|we|we['’]re|my|our)(?![a-z])|我|咱|弊社|当社|私")
"""A word of the asker's own: a piece holding one speaks of the asker's situation."""


def _about_other_companies(text: str, clauses: list[Clause], lang: str) -> bool:
    """Whether the question asks about other companies, which the KB holds no figures of:
    a competitor word ("peers", 「竞争对手」) anywhere but in a statement of the asker's own
    purpose set aside from the request ("For *our peer* benchmarking, …", "I am preparing
    a *peer* comparison slide; …", "Doing a *peer* benchmarking slide."), or beside a
    request naming the company's own figure ("Benchmarking vs. *rivals*: ACME's Japan
    EBITDA FY2025?")."""
    asked = normalize(" ".join(c.text for c in clauses))
    for piece in pieces_of(text):
        folded = normalize(piece)
        if gr.COMPETITOR_RE.search(folded) is None:
            continue
        beside = folded.strip(" ,;:，、；：。.?？!！") not in asked
        # A request naming the company's figure ("ACME's Japan arm EBITDA") says whose it
        # is: a competitor word beside it says what the figure is for (「競合分析用：」).
        named = any(c.company and c.metrics for c in clauses)
        # A purpose naming the asker's comparison ("For the peer comp, …") beside a request
        # naming whose figure it asks (a market, the group) is what that figure is for.
        compared = peer_work_purpose(folded) and any(
            c.metrics and (c.scopes or c.company) for c in clauses
        )
        own = _ASKER_OWN_RE.search(folded) or _activity(folded) or named or compared
        # Another company's statement set aside beside a request for a market's figure, the
        # company's or the asker's own (「竞争对手…说他们…，那ACME新加坡…的收入是多少」)
        # says what the other company claims, never whose figure is asked.
        own = own or (
            another_company_says(piece, lang)
            and any(
                c.metrics and (c.scopes or c.company or _ASKER_OWN_RE.search(normalize(c.text)))
                for c in clauses
            )
        )
        if not (beside and own):
            return True
    return False


def _activity(folded: str) -> bool:
    """An English piece that is the asker's activity with its subject unsaid: an -ing
    verb taking a thing of the asker's world named with a determiner ("Doing *a* peer
    benchmarking *slide*", "Building *the* comparison *deck*"); never one whose object is
    bare or follows a preposition ("Comparing with peers", "Looking at the peers"), nor
    one working on a figure ("Checking the peers' margin"), which say what is asked."""
    words = WORD_RE.findall(folded)
    after = unsaid_subject(words)
    return (
        after is not None
        and words[0].endswith("ing")
        and after[:1] in (["a"], ["an"], ["the"], ["my"], ["our"], ["this"])
        and object_of_the_asking(after)
        and words[-1] in gr.ASKERS_WORLD_NOUNS
    )
