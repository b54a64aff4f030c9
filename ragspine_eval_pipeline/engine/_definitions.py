"""Read a measure described by what it is as the metric whose definition that is.

People outside finance describe a figure rather than name it: "what percentage of each
sales dollar Japan kept after paying for the goods", 「在扣掉利息、税和折旧摊销之前赚了
多少」, 「最終的にいくらもうかりましたか」. Each KB metric is defined by a few parts (gross
margin: a share, of sales, what is left after the cost of goods; EBITDA: what was earned,
before interest, tax and depreciation). The parts are found wherever they stand in the
clause (``_grammar.DEFINITION_PARTS``), and a description is read as a metric only when
the parts found are one metric's definition whole and nothing but grammar and names stands
between them; the description is then written as the metric's code before the question is
parsed. A description that is no definition whole ("percentage of sales kept after rent",
"profit before interest and tax", which is EBIT) or fits two is left as written, so its
words are refused as any words the KB lacks are.

A description said again in other words ("what Macau ended up keeping as profit - the
final bottom line after all the costs and taxes", 「最終的なもうけ、つまり…残った利益」) is
read in turn, each as the same metric; one in brackets glossing the metric named straight
before it (「粗利率（売上から原価を引いて残る割合のことだと理解しています）」) is dropped. A
description stays within its sentence and its brackets: a metric named in another sentence
("I'm new on the *staff*.") is no verb of it.
"""

from __future__ import annotations

import re
from datetime import date
from functools import lru_cache
from itertools import pairwise

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._written_onto import onto_a_business
from ragspine_eval_pipeline.kb.analysis import LATIN_WORD_RE, cjk_tokens, normalize
from ragspine_eval_pipeline.text import STOPWORDS

__all__ = ["as_named"]

_Span = tuple[int, int]

DEFINITIONS: dict[str, tuple[frozenset[str], ...]] = {
    "GROSS_MARGIN": (
        frozenset({"share", "sales", "left", "goods_cost"}),
        frozenset({"share", "sales", "gross_profit", "left"}),
        frozenset({"share", "sales", "gross_profit"}),
    ),
    "EBITDA": (
        frozenset({"earned", "before", "interest", "tax", "depreciation", "amortisation"}),
        frozenset({"earned", "before", "interest", "tax", "depreciation"}),
    ),
    "NET_PROFIT": (
        frozenset({"earned", "in_the_end"}),
        frozenset({"earned", "in_the_end", "left"}),
        frozenset({"earned", "all_off"}),
        frozenset({"earned", "left", "all_off"}),
        frozenset({"left", "all_off"}),
        frozenset({"in_the_end", "all_off"}),
        frozenset({"in_the_end", "left", "money"}),
    ),
    "REVENUE": (frozenset({"sold", "money"}),),
    "HEADCOUNT": (frozenset({"people", "employed"}),),
}
"""Each KB metric's definition as the parts that say it (``_grammar.DEFINITION_PARTS``),
written from what the metric measures: gross margin is the share of sales left after the
cost of goods (the gross profit as a share of sales); EBITDA what was earned before
interest, tax, depreciation and amortisation; net profit what was earned in the end, or
what is left (as profit) once every cost and tax is taken off;
revenue the money taken from selling; headcount the people employed. Read only for the
codes the KB's vocabulary names."""


BESIDE: dict[str, frozenset[str]] = {
    code: frozenset({"taken_off"}) | extra
    for code, extra in {
        "GROSS_MARGIN": frozenset({"before_opex"}),
        "EBITDA": frozenset(),
        "NET_PROFIT": frozenset(),
        "REVENUE": frozenset(),
        "HEADCOUNT": frozenset(),
    }.items()
}
"""Parts that may stand beside a metric's definition without being part of it, since the
definition already implies them: the verb closing a list of what is taken off ("… are
taken off"), and for gross margin that it is taken before rent and salaries."""


@lru_cache(maxsize=8)
def _metric_codes(matcher: Matcher) -> frozenset[str]:
    """The metric codes the KB's vocabulary names."""
    return frozenset(
        code for hits in matcher.latin.values() for kind, code in hits if kind == "metric"
    )


def _kept_spans(text: str, lang: str, reference_date: date, matcher: Matcher) -> list[_Span]:
    """Spans of the names a description may hold (a market, the company, a period)."""
    norm = normalize(text)
    spans = [(m.start, m.end) for m in matcher.find(norm) if m.kind in ("scope", "company")]
    spans += [(s.start, s.end) for s in find_periods(norm, lang, reference_date)]
    return spans


def _masked(text: str, spans: list[_Span]) -> str:
    chars = list(text)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


def _parts_found(text: str) -> dict[str, list[_Span]]:
    """Each definition part and where it is said in ``text``; a part said inside another
    one's words ("sold" of "after paying for the goods it sold") is that one's."""
    found: dict[str, list[_Span]] = {}
    for part, pattern in gr.DEFINITION_PARTS.items():
        spans = [(m.start(), m.end()) for m in pattern.finditer(text) if m.end() > m.start()]
        if spans:
            found[part] = spans
    every = [(s, e, p) for p, spans in found.items() for s, e in spans]
    inner = {
        (s, e, p)
        for s, e, p in every
        if any(p2 != p and s2 <= s and e <= e2 and (s2, e2) != (s, e) for s2, e2, p2 in every)
    }
    return {
        p: kept for p in found if (kept := [(s, e) for s, e in found[p] if (s, e, p) not in inner])
    }


def _only_links(gap: str, lang: str) -> bool:
    """Whether ``gap`` holds nothing but grammar: no word that says what is measured."""
    norm = normalize(gap)
    for word in LATIN_WORD_RE.findall(norm):
        if not (word in STOPWORDS or word in gr.ENGLISH_GRAMMAR or word in gr.DEFINITION_LINKS):
            return False
    for run in re.findall(r"[^\sa-z0-9,，、・.。!！?？:：;；'’\"-]+", norm):
        if run.isascii():
            continue
        for token in cjk_tokens(run, lang == "ja"):
            surface = token.word.surface
            if not token.content or surface in gr.DEFINITION_LINKS:
                continue
            if surface in gr.CHINESE_GRAMMAR or surface in gr.JAPANESE_GRAMMAR:
                continue
            return False
    return True


_SENTENCE_END_RE = re.compile(r"[?!。？！–—]|(?<!\b[A-Za-z])\.(?=\s|$)|\s-\s")
"""A sentence's end, or a dash setting a restatement apart ("… keeping as profit - the
final bottom line …"): a description never reaches over one."""


def _balanced(text: str) -> bool:
    """Whether every bracket opened in ``text`` is closed in it: a description is read
    inside a gloss or outside it, never from a name before the gloss into it."""
    depth = 0
    for char in text:
        depth += char in "(（"
        depth -= char in ")）"
        if depth < 0:
            return False
    return depth == 0


def _sentence_of(text: str, span: _Span) -> _Span:
    """The sentence holding ``span``: a metric named in another one ("I'm a new *staff*
    member.") is no verb of the description."""
    ends = list(_SENTENCE_END_RE.finditer(text))
    first = max((m.end() for m in ends if m.end() <= span[0]), default=0)
    last = min((m.start() for m in ends if m.start() >= span[1]), default=len(text))
    return first, last


def _links_in_sentence(gap: str, lang: str) -> bool:
    """Whether ``gap`` holds nothing but grammar and ends no sentence."""
    return _only_links(gap, lang) and not _SENTENCE_END_RE.search(gap)


def _nearest(spans: list[_Span], anchor: _Span) -> _Span:
    return min(spans, key=lambda s: abs(s[0] - anchor[0]))


def _reading(
    found: dict[str, list[_Span]],
    parts: frozenset[str],
    text: str,
    lang: str,
    kept: list[_Span],
    beside: frozenset[str] = frozenset(),
) -> _Span | None:
    """The span of ``text`` saying every one of ``parts`` with only links between them (a
    word of money, which several metrics share, counts as one: 「卖货的钱」)."""
    # A part said again inside the span (「卖东西的钱…占销售额的几成」: sales twice) is no
    # word the definition lacks, whichever of its sayings the anchor is nearest.
    again = [x for p in parts for x in found[p]]
    money = found.get("money", []) if "money" not in parts else []
    # The parts said closest together are the description ("ended up keeping as profit"),
    # not the same parts gathered from it and a restatement after it.
    readings: list[tuple[int, _Span]] = []
    for anchor in sorted({x for p in parts for x in found[p]}):
        chosen = sorted({_nearest(found[p], anchor) for p in parts})
        if any(a[1] > b[0] for a, b in pairwise(chosen)):
            continue  # two parts read from the same words
        start, end = chosen[0][0], chosen[-1][1]
        gaps = _masked(text[start:end], [(s - start, e - start) for s, e in chosen])
        inside = [*kept, *money, *again]
        gaps = _masked(gaps, [(s - start, e - start) for s, e in inside if start <= s < e <= end])
        if _links_in_sentence(gaps, lang):
            span = _grown(found, parts | beside, (start, end), text, lang)
            if not _balanced(text[span[0] : span[1]]):
                span = _grown(found, parts | beside, (start, end), text, lang, brackets=False)
            if _closed(text, span, lang) and _balanced(text[span[0] : span[1]]):
                readings.append((end - start, span))
    return min(readings)[1] if readings else None


_LIST_RE = re.compile(
    r"\s*(?:,|，|、|・|&|\band\b|\bor\b|和|及|与|や|と)\s*$|^\s*(?:,|，|、|・|&|and\b|or\b|和|及|与|や|と)\s*"
)


def _first_word(text: str, lang: str) -> str:
    """The first word of ``text``, or "" when a mark or nothing opens it."""
    match = re.match(r"\s*([a-z0-9][\w'-]*|[^\s\w]|)", text)
    if match and match.group(1):
        return match.group(1)
    run = re.match(r"\s*([^\sa-z0-9,，、・.。!！?？:：;；]+)", text)
    if not run:
        return ""
    tokens = cjk_tokens(run.group(1), lang == "ja")
    return tokens[0].word.surface if tokens else ""


def _closed(text: str, span: _Span, lang: str) -> bool:
    """Whether the description ends where it seems to: no word the definition lacks is
    written straight after it ("selling *stores*"), nor listed on with its parts ("before
    interest, tax, depreciation *and rent*", 「*租金*、利息、税和折旧之前」)."""
    start, end = span
    after = normalize(text[end:])
    if (listed := _LIST_RE.match(after)) and not _only_links(
        _first_word(after[listed.end() :], lang), lang
    ):
        return False
    if not _only_links(_first_word(after, lang), lang):
        return False
    before = normalize(text[:start])
    if (listed := _LIST_RE.search(before)) is not None:
        head = before[: listed.start()]
        last = re.search(r"([a-z0-9][\w'-]*|[^\sa-z0-9,，、・.。!！?？:：;；]{1,4})$", head)
        if last and not _only_links(last.group(1), lang):
            return False
    return True


def _grown(
    found: dict[str, list[_Span]],
    parts: frozenset[str],
    span: _Span,
    text: str,
    lang: str,
    brackets: bool = True,
) -> _Span:
    """``span`` grown over the definition's parts said again right beside it
    (「最終的に稼いだ利益」: earned, said twice), and over a word of money, which several
    metrics share and beside a definition adds nothing (「最终挣了多少钱」); over a bracket
    only when ``brackets`` (a gloss is read inside its brackets: 「純利益（つまり…利益）」)."""
    start, end = span

    def joins(gap: str) -> bool:
        return _links_in_sentence(gap, lang) and (brackets or not re.search(r"[()（）]", gap))

    for s, e in sorted(x for p in parts | {"money"} for x in found.get(p, ())):
        if e <= start and joins(text[e:start]):
            start = min(start, s)
        elif s >= end and joins(text[end:s]):
            end = e
    return start, end


def _named_inside(text: str, span: _Span, kept: list[_Span]) -> str:
    """The names and amount words a description holds, kept beside the metric's code."""
    start, end = span
    inside = [(s, e) for s, e in kept if start <= s < e <= end]
    inside += [
        (start + m.start(), start + m.end()) for m in gr.AMOUNT_KEPT_RE.finditer(text[start:end])
    ]
    return " ".join(text[s:e] for s, e in sorted(inside))


def _described(text: str, lang: str, reference_date: date, matcher: Matcher) -> str:
    codes = _metric_codes(matcher)
    found = _parts_found(text)
    if not any(p <= found.keys() for c in codes for p in DEFINITIONS.get(c, ())):
        return text
    kept = _kept_spans(text, lang, reference_date, matcher)
    searched = _masked(text, kept)
    found = _parts_found(searched)
    readings: list[tuple[str, _Span]] = []
    for code, definitions in DEFINITIONS.items():
        if code not in codes:
            continue
        for parts in definitions:
            if parts <= found.keys():
                span = _reading(found, parts, searched, lang, kept, BESIDE.get(code, frozenset()))
                if span is not None:
                    readings.append((code, span))
                    break
    if len({code for code, _ in readings}) != 1:
        return text  # no metric's definition whole, or two metrics': left as written
    code, (start, end) = max(readings, key=lambda r: r[1][1] - r[1][0])
    if _names_one_metric(text, (start, end), found, matcher) - {code}:
        return text
    start, end = _over_own_name(text, (start, end), code, matcher)
    first, last = _sentence_of(text, (start, end))
    if any("people" in parts for parts in DEFINITIONS[code]) and _others_counted(
        text[first:start], lang
    ):
        return text  # 「…新しい仕事に移った人は何名いますか」: those who moved, not the staff
    outside: dict[_Span, set[str]] = {}
    for m in matcher.find(normalize(text[first:start] + " " + text[end:last])):
        if m.kind == "metric":
            outside.setdefault((m.start, m.end), set()).add(m.code)
    if any(code not in named for named in outside.values()):
        return text  # the clause names another metric: the description is its verb
    if outside and (gloss := _gloss(text, (start, end), code, matcher)) is not None:
        return f"{text[: gloss[0]]} {text[gloss[1] :]}"
    start = _hedge_before(text, start)
    inner = _named_inside(text, (start, end), kept)
    return f"{text[:start]} {code} {inner} {text[end:]}"


_PEOPLE_TOPIC_RE = re.compile(
    r"(?:人|者|方|従業員|社員|職員|スタッフ|メンバー|员工|职员|人员)(?:たち|達)?(?:は|が|も|って|で)"
)
"""A noun for people said as the topic or subject of a Japanese count (「…移った*人は*」)."""


def _others_counted(before: str, lang: str) -> bool:
    """Whether the people a count of people asks about are picked out before it by a
    clause of what they did (「社内公募制度を使って新しい仕事に移った人は、…何名いますか」):
    those people, not the staff, unless the clause says they work (「マカオで働いている
    人は何人いますか」 counts the staff)."""
    if lang != "ja":
        return False
    for topic in reversed(list(_PEOPLE_TOPIC_RE.finditer(before))):
        described = before[: topic.start()]
        tokens = cjk_tokens(described[-12:], True)
        if not tokens or tokens[-1].tag not in ("動詞", "助動詞"):
            continue
        clause = re.split(r"[、,。]", described)[-1]
        return gr.DEFINITION_PARTS["employed"].search(clause) is None
    return False


_BRACKETED_RE = re.compile(r"[(（]([^()（）]*)[)）]")


def _gloss(text: str, span: _Span, code: str, matcher: Matcher) -> _Span | None:
    """The brackets around a description that glosses the metric named straight before
    them (「粗利率（売上から原価を引いて残る割合のことだと理解しています）」, "gross margin
    (i.e. the share of sales left after the goods)"): the gloss says the same metric again,
    so the whole of it is dropped. None when the brackets hold anything more."""
    for bracket in _BRACKETED_RE.finditer(text):
        if not (bracket.start(1) <= span[0] and span[1] <= bracket.end(1)):
            continue
        rest = text[bracket.start(1) : span[0]] + " " + text[span[1] : bracket.end(1)]
        if not gr.GLOSS_FRAME_RE.fullmatch(normalize(rest).strip()):
            return None
        before = normalize(text[: bracket.start()])
        named = [m for m in matcher.find(before) if m.kind == "metric" and m.code == code]
        if named and not before[named[-1].end :].strip():
            return bracket.span()
    return None


def _hedge_before(text: str, start: int) -> int:
    """``start`` moved back over a hedging adverb of the description's verb ("what Macau
    *actually* ended up keeping"), which says nothing of what is measured."""
    hedge = gr.HEDGE_BEFORE_RE.search(text[:start])
    return hedge.start() if hedge else start


def _over_own_name(text: str, span: _Span, code: str, matcher: Matcher) -> _Span:
    """``span`` grown over a name of the metric it reads that reaches into it: in "net
    profit, the bottom line" the description ("profit … the bottom line": earned, in the
    end) starts inside "net profit", which is the same metric, so the whole is one name
    and no "net" is left over as a word the KB lacks."""
    norm = normalize(text)
    if len(norm) != len(text):
        return span
    start, end = span
    for m in matcher.find(norm):
        if m.kind == "metric" and m.code == code and m.start < end and m.end > start:
            start, end = min(start, m.start), max(end, m.end)
    return start, end


def _names_one_metric(
    text: str, span: _Span, found: dict[str, list[_Span]], matcher: Matcher
) -> set[str]:
    """The metrics whose own name, one metric's alone, reaches into the description beyond
    a part's words ("before interest, tax and depreciation" is an EBITDA alias)."""
    norm = normalize(text)
    if len(norm) != len(text):
        return {""}
    codes: dict[_Span, set[str]] = {}
    for m in matcher.find(norm):
        if m.kind == "metric" and m.start < span[1] and span[0] < m.end:
            codes.setdefault((m.start, m.end), set()).add(m.code)
    parts = [x for spans in found.values() for x in spans]
    return {
        code
        for (a, b), named in codes.items()
        if len(named) == 1 and not any(s <= a and b <= e for s, e in parts)
        for code in named
    }


def _without_own_parts(text: str, matcher: Matcher) -> str:
    """A part of a metric's definition written onto its name adds nothing (「卖东西的毛利率」,
    「売上の粗利率」, 「销售毛利率」): it is dropped."""
    norm = normalize(text)
    if len(norm) != len(text) or not gr.OWN_PART_CUE_RE.search(norm):
        return text
    for mention in reversed(matcher.find(norm)):
        own = gr.OWN_PARTS_BEFORE.get(mention.code)
        if own is not None and (m := own.search(text[: mention.start])):
            text = text[: m.start()] + text[m.end() :]
    return text


def _asks_a_figure(
    norm: str, match: re.Match[str], lang: str, reference_date: date, names: list[_Span]
) -> bool:
    """Whether the sentence holding ``match`` asks a figure (it names a period or asks an
    amount: "what were", "how much", 「いくら」) of the family word itself: a word written
    straight before it that is no name or grammar makes it a kind of earnings ("yen
    earnings")."""
    start = max(norm.rfind(c, 0, match.start()) for c in ".?!。？！") + 1
    ends = [i for c in ".?!。？！" if (i := norm.find(c, match.end())) != -1]
    sentence = norm[start : min(ends, default=len(norm))]
    if not (find_periods(sentence, lang, reference_date) or gr.FIGURE_ASKED_RE.search(sentence)):
        return False
    if not match.group().isascii():
        return True
    before = list(LATIN_WORD_RE.finditer(norm, start, match.start()))
    if not before:
        return True
    word = before[-1]
    if word.group() in STOPWORDS or word.group() in gr.ENGLISH_GRAMMAR:
        return True
    return any(s < word.end() and word.start() < e for s, e in names)


def _family_word(text: str, lang: str, reference_date: date, matcher: Matcher) -> str:
    """A noun no alias holds that names what several metrics measure ("earnings",
    「稼ぎ」) is read as the word the vocabulary lists under each of them, so the engine
    asks which one is meant, as it does for "profit"."""
    norm = normalize(text)
    if len(norm) != len(text) or not gr.FAMILY_WORD_RE.search(norm):
        return text
    names = [(m.start, m.end) for m in matcher.find(norm)]
    for match in reversed(list(gr.FAMILY_WORD_RE.finditer(norm))):
        if any(s < match.end() and match.start() < e for s, e in names):
            continue  # part of a name: "after-tax earnings" is net profit
        if not _asks_a_figure(norm, match, lang, reference_date, names):
            continue  # "how is the exposure from yen earnings handled" asks no figure
        word = gr.FAMILY_WORD["en" if match.group().isascii() else lang]
        text = f"{text[: match.start()]} {word} {text[match.end() :]}"
    return text


@lru_cache(maxsize=4096)
def _cached(text: str, lang: str, reference_date: date, matcher: Matcher) -> str:
    # A description said again in other words ("ended up keeping as profit - the final
    # bottom line after all costs and taxes") is the same metric: each is read in turn.
    for _ in range(3):
        described = _described(text, lang, reference_date, matcher)
        if described == text:
            break
        text = described
    text = _without_own_parts(text, matcher)
    return _family_word(text, lang, reference_date, matcher)


def as_named(text: str, lang: str, reference_date: date, matcher: Matcher) -> str:
    """``text`` with a metric described by its definition written as the metric's code,
    and the words that say the figure is wanted as it stands now dropped where they date a
    metric named, so the latest closed year is assumed and said (NFKC text in)."""
    text = _cached(text, lang, reference_date, matcher)
    if lang == "en":
        # "What's the headcount in Japan today?": as of today, a date in the open year.
        text = gr.TODAY_ASKED_RE.sub(
            lambda m: m.group()[: m.start("today") - m.start()] + "as of today", text
        )
    norm = normalize(text)
    if (
        len(norm) == len(text)
        and gr.NOW_RE.search(norm)
        and not gr.NOW_KEPT_RE.search(norm)
        and any(m.kind == "metric" for m in matcher.find(norm))
    ):
        # "ACME's *Currently* business" names a business: written onto its noun, kept.
        now = [m.span() for m in gr.NOW_RE.finditer(norm) if not onto_a_business(norm, m.end())]
        text = _masked(text, now)
    return text
