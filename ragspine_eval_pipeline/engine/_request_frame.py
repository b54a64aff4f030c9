"""The request's own frame: how a formal request is worded, what the figure is for and
how it is to be delivered.

A formal request wraps the figure in words about the asking: a request turned into a
noun ("*Confirmation is sought of* the headcount", "*the provision of* … *is
requested*"), a compound preposition ("*in respect of* the financial year"), what the
figure is wanted for ("*for inclusion in the comparison annex*", "*for the purposes of the
planning memorandum*", "*in preparation for the away-day*") and how or when it is to be
given ("*at your earliest convenience*", "*together with the document in which it is
stated*"). These words are about the request, not the figure: they are taken out, or the
frame said as the plain verb of asking, before the request is read.

A purpose is taken out only when its words name nothing the figure may be narrowed by: no
market, unit or year of the KB, no channel or line of business (``part_word``,
``CHANNEL_WORDS``), no basis of counting (``BASIS_WORDS``) and no name the dictionary does
not know. "Revenue for the loyalty programme", "revenue from online sales" and "for
inclusion in the online sales annex" are read as written, and refused.
"""

from __future__ import annotations

from datetime import date

from ragspine_eval_pipeline.engine._legal_forms import without_legal_forms
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._request_frame_cjk import without_cjk_frame
from ragspine_eval_pipeline.engine._request_frame_en import without_english_frame


def without_request_frame(text: str, lang: str, matcher: Matcher, reference_date: date) -> str:
    """``text`` less the words of its request's own frame: the formal ways of asking, what
    the figure is for and how it is to be delivered, where they name nothing the figure
    may be narrowed by."""
    text = without_legal_forms(text, lang, matcher)
    if lang == "en":
        return without_english_frame(text, matcher, reference_date)
    if lang in ("zh", "ja"):
        return without_cjk_frame(text, lang, matcher, reference_date)
    return text
