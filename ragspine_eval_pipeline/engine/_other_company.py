"""Other companies named beside a request for the company's own figure.

An asker often says who else is in the picture before asking the company's figure:
a rival's claim ("Merlion Mart just published its annual numbers"), a landlord's
review ("Cotai Land Holdings, our landlord in Macau, is running its tenant check"), a
peer's figure (「海港百货的毛利率据说有45%」), a parent's demand (「母公司要求…」). Such a
clause is about the other company: its subject is that company, or what it owns, and it
asks nothing, so it is context beside a request that names the company's own figure
(``_context``). So is a statement setting the company beside other companies named as
such ("Our deck ranks ACME against the … index constituents"). Another company that asks
a figure of the company is read as any third party who asks ("They want …"), and its
purpose of comparing the figure with other companies is its own. A request for the
other company's figure, a comparison or a ranking is still asked, and refused.

Another company is known by its name or by what it is to the company, never by a list
of firms: a name of capitalised words closed by a noun of an organisation ("Holdings",
"Mart", "Properties"; 百货, 置业; ホールディングス, 屋, 堂), a noun of a relation between
firms (landlord, supplier, rival; 业主, 供应商, 竞争对手; 家主, 取引先, 競合), or such a
noun followed by a name (「竞争对手狮城优选」, 「同業他社のミドリ屋」). A company's name is
never a part of the company's business, whatever words it holds ("Asia Consumer Retail
30 index"): the words are the other company's.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._context_grammar import blank
from ragspine_eval_pipeline.engine._context_parts import named_in, narrows_the_asked, wants_a_part
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    cjk_tokens,
    english_word_classes,
    japanese_parts_of_speech,
    normalize,
)

ORG_NOUNS_EN = frozenset(
    [
        *("holdings", "group", "mart", "marts", "properties", "property", "realty", "land"),
        *("estates", "developments", "retail", "retailers", "supermarkets", "packaging"),
        *("logistics", "provisions", "foods", "trading", "industries", "enterprises"),
        *("brands", "partners", "capital", "bank", "ltd", "limited", "inc", "corp"),
        *("corporation", "co", "company", "plc", "llc", "gmbh", "index"),
    ]
)
"""Nouns of an organisation closing a company's or a benchmark's name ("Cotai Land
*Holdings*", "Merlion *Mart*", "Asia Consumer Retail 30 *Index*")."""

RELATION_NOUNS_EN = frozenset(
    [
        *("landlord", "landlords", "competitor", "competitors", "rival", "rivals", "peer"),
        *("peers", "supplier", "suppliers", "vendor", "vendors", "lender", "lenders"),
        *("distributor", "distributors", "wholesaler", "wholesalers", "constituents"),
    ]
)
"""Nouns of what another firm is to the company (its landlord, a supplier, a rival), or
to an index (its constituents)."""

_DETERMINER_RE = re.compile(r"(?:the|a|an|our|their|one\s+of\s+(?:our|the|its))\s+", re.IGNORECASE)

_CAPITALISED_RE = re.compile(r"(?:[A-Z][\w&'’.-]*|\d+)(?=\s|,|$|['’]s)")

ORG_NOUNS_ZH = (
    "竞争对手",
    "对手",
    "同业",
    "同行",
    "供应商",
    "厂商",
    "批发商",
    "经销商",
    "服务商",
    "代工厂",
    "业主",
    "房东",
    "母公司",
    "百货",
    "置业",
    "地产",
    "控股",
    "指数",
    "成分股",
    "银行",
    "超市",
    "零售商",
)
"""Chinese nouns of a firm or of what it is to the company (its rival, supplier,
landlord, parent), which may close or open its name (「海港*百货*」, 「*竞争对手*狮城优选」)."""

ORG_NOUNS_JA = (
    "競合",
    "同業他社",
    "他社",
    "取引先",
    "家主",
    "大家",
    "親会社",
    "銀行",
    "問屋",
    "メーカー",
    "ホールディングス",
    "マート",
    "指数",
    "構成銘柄",
    "百貨店",
    "商事",
    "委託先",
    "仕入先",
)
"""Japanese nouns of a firm or of what it is to the company; a name may also close on
the suffix 屋 or 堂 (「ミドリ*屋*」, 「さくら*堂*」), which Sudachi tags as a suffix."""

_JA_NAME_SUFFIXES = ("屋", "堂")

_ZH_SUBJECT_TAGS = ("n", "j", "zg", "eng", "uj", "x")
"""rjieba tags a Chinese subject's words may bear: nouns and names of any kind, the
abbreviations, characters it cannot place (「路*氹*置业」) and 的."""

_ZH_ASKS_RE = re.compile(r"[?？]|多少|什么|哪|吗|嗎|呢|是否|有没有|请|麻烦|帮我|告诉")
_JA_ASKS_RE = re.compile(r"[?？]|か[。.!！]*$|教え|ください|お願い|いくら|何|どの|どう|どれ|いつ")
_EN_ASKS_RE = re.compile(
    r"[?]|(?<![a-z])(?:what|which|how|who|whose|why|when|where|please|pls|can\s+you"
    r"|could\s+you|would\s+you|tell\s+me|give\s+me|need\s+(?:the|a|an|your))(?![a-z])"
)

_THIRD_PERSON_ZH_RE = re.compile(r"^(?:他们|她们|他們|對方|对方)(?=.*(?:自己|自家|他们的|他們的))")
_THIRD_PERSON_JA_RE = re.compile(r"^(?:先方|彼ら)(?:は|も|が)(?=.*(?:自社|自分たち))")
_THIRD_PERSON_EN_RE = re.compile(r"^(?:they|the\s+other\s+side)\s+(?=.*\btheir\s+own\b)")
"""The other company said again by a pronoun, speaking of its own things (「他们想对照
*自己*那年的业务量」, 「先方は*自社*の…」, "they want to set it against *their own* …")."""

_ASKER_COMPARES_EN_RE = re.compile(
    r"^(?:(?:and|so)\s+)?(?:i|we)(?:\s+(?:want|need|would\s+like|am\s+going|['’]m\s+going"
    r"|are\s+going|plan|hope)\s+to|['’]ll|\s+will)\s+(?:line|put|set|stack|compare|benchmark"
    r"|place|rank)\s+(?:[\w'’]+\s+){0,4}?(?:up\s+)?(?:next\s+to|against|alongside|beside|with"
    r"|versus|vs\.?)\s+(?:it|them|theirs|their\s+\w+)\W*$"
)
"""The asker setting the figure beside the other company just named ("and I want to line
ACME Singapore up *next to it*"): what the asker will do, no comparison asked."""


def _folded(piece: str) -> str:
    """``piece`` in NFKC, its case kept (a name is known by its capitals)."""
    return unicodedata.normalize("NFKC", piece).strip()


def company_names(piece: str, lang: str) -> list[tuple[int, int]]:
    """The spans of other companies' names in ``piece`` (offsets of its NFKC form, as
    ``normalize`` keeps them): capitalised words closed by a noun of an organisation,
    or any words closed by one in Chinese and Japanese (「海港百货」, 「ミドリ屋」), with a
    relation noun before them (「竞争对手狮城优选」)."""
    text = unicodedata.normalize("NFKC", piece)
    if lang == "en":
        return _english_names(text)
    return _cjk_names(text, lang == "ja")


def _org_word(word: str) -> bool:
    """Whether an English word is a noun of an organisation or of a relation."""
    return word.casefold().rstrip(".") in ORG_NOUNS_EN | RELATION_NOUNS_EN


def _english_names(text: str) -> list[tuple[int, int]]:
    """Runs of capitalised words closed by a noun of an organisation ("Merlion Mart"), or
    followed by nouns of an organisation or a relation ("the Cotai landlord", "the Asia
    Consumer Retail 30 index constituents"); never an owner before them ("ACME's
    suppliers")."""
    spans: list[tuple[int, int]] = []
    words = list(re.finditer(r"[\w&'’-]+(?:\.[\w&'’-]+)*", text))
    at = 0
    while at < len(words):
        if words[at].group().casefold() in ("the", "a", "an", "our", "their"):
            at += 1  # a determiner opening the sentence is no part of a name
            continue
        run = at
        while run < len(words) and _CAPITALISED_RE.fullmatch(words[run].group()):
            run += 1
        if run == at:
            at += 1
            continue
        last = words[run - 1].group().casefold().rstrip(".")
        owner = re.search(r"['’]s$", last) is not None  # "ACME's suppliers": whose they are
        last = re.sub(r"['’]s$", "", last)
        closing = run
        if run < len(words) and _org_word(words[run].group()) and not owner:
            closing = run + 1  # "the Asia Consumer Retail 30 *index* constituents"
            while closing < len(words) and _org_word(words[closing].group()):
                closing += 1
        elif last not in ORG_NOUNS_EN or run - at < 2:
            at = run
            continue
        end = words[closing - 1].end() - (2 if owner and closing == run else 0)
        spans.append((words[at].start(), end))
        at = closing
    return spans


_ZH_NAMED_AFTER_RE = re.compile(
    r"(?:竞争对手|对手|同业|同行|供应商|业主|房东)(?P<name>[^\s，。,、；;：:的和与]{2,6}?)"
    r"(?=说|称|表示|公布|发布|宣布|透露|披露|声称|在|的|也|都|已|去年|今年)"
)
"""A name written after a Chinese relation noun, up to the verb or the particle after it
(「竞争对手*狮城优选*说」: the tagger may read a name's last word as a verb)."""


def _cjk_names(text: str, japanese: bool) -> list[tuple[int, int]]:
    """Runs of nouns closed by a noun of an organisation (「海港百货」, 「マカオの…家主」),
    and a Chinese name after a relation noun (``_ZH_NAMED_AFTER_RE``)."""
    spans: list[tuple[int, int]] = []
    if not japanese:
        spans += [m.span("name") for m in _ZH_NAMED_AFTER_RE.finditer(text)]
    nouns = ORG_NOUNS_JA if japanese else ORG_NOUNS_ZH
    for run in CJK_RUN_RE.finditer(text):
        if japanese:
            # A Japanese name may be described by nouns joined with の before it
            # (「アジアの小売ベンチマーク指数」, 「マカオのショッピングモールの家主」).
            morphemes = japanese_parts_of_speech(run.group())
            pieces = [
                (m, pos[0] in ("名詞", "接尾辞") or m in ("・", "の")) for m, pos in morphemes
            ]
        else:
            pieces = [
                (t.word.surface, t.tag.startswith(("n", "j", "zg")))
                for t in cjk_tokens(run.group(), False)
            ]
        offset = run.start()
        start: int | None = None
        for surface, noun in pieces:
            end = offset + len(surface)
            if noun:
                start = offset if start is None else start
                if _org_noun(surface, nouns, japanese):
                    spans.append((start, end))
                    start = None if surface not in ("競合", "同業他社", "竞争对手") else start
            else:
                start = None
            offset = end
    return spans


def _org_noun(surface: str, nouns: tuple[str, ...], japanese: bool) -> bool:
    """Whether a CJK word is a noun of an organisation: one of ``nouns``, a Japanese name's
    suffix, or a Chinese compound closed by 公司 (「猎头公司」; 公司 alone may be the
    company's own entity, 「香港公司」)."""
    if surface in nouns:
        return True
    if japanese:
        return surface in _JA_NAME_SUFFIXES
    return len(surface) > 2 and surface.endswith("公司")


def _subject_en(text: str) -> int | None:
    """Where the predicate starts after an English subject naming another company (a name,
    or a determiner and a relation noun, with an appositive or a possessive after it)."""
    names = _english_names(text)
    lead = _DETERMINER_RE.match(text)
    start = lead.end() if lead else 0
    end: int | None = None
    if names and names[0][0] == start:
        end = names[0][1]
    else:
        words = list(re.finditer(r"[\w'’-]+", text[start:]))
        for k, word in enumerate(words[:4]):
            if word.group().casefold() in RELATION_NOUNS_EN:
                end = start + word.end()
                if k + 1 < len(words) and words[k + 1].group()[:1].isupper():
                    end = start + words[k + 1].end()  # "our landlord Cotai"
                break
        if lead is None or end is None:
            return None
    appositive = re.match(r"\s*,[^,?]{1,80},", text[end:])
    if appositive is not None:
        end += appositive.end()
    owned = re.match(r"['’]s?\s+((?:[a-z-]+\s+){1,3}?)(?=[a-z])", text[end:])
    if owned is not None and not any(
        "VERB" in english_word_classes(w) for w in owned.group(1).split()
    ):
        end += owned.end()
    return end


def _predicate_en(text: str) -> bool:
    """Whether ``text`` opens on a verb, after adverbs ("*just published*", "*keeps*")."""
    for word in re.findall(r"[a-z'’-]+", text.casefold())[:3]:
        classes = english_word_classes(word)
        if "VERB" in classes or "AUX" in classes:
            return True
        if not classes <= {"ADV", "ADJ"} or not classes:
            return False
    return False


def _subject_cjk(text: str, lang: str) -> bool:
    """Whether a Chinese or Japanese ``text`` opens on a subject naming another company or
    what it owns (「海港百货*的毛利率*」, 「マカオのショッピングモールの家主から」): in
    Chinese the nouns before its first verb, in Japanese the words before the particle
    closing a subject or a source (は, が, も, から)."""
    names = _cjk_names(text, lang == "ja")
    if not names:
        return False
    if lang == "ja":
        offset = 0
        for surface, pos in japanese_parts_of_speech(text):
            if pos[0] == "助詞" and surface in ("は", "が", "も", "から"):
                return any(end <= offset for _, end in names)
            if surface in ("、", "。") or pos[0] in ("動詞", "助動詞"):
                return False
            offset += len(surface)
        return False
    lead = CJK_RUN_RE.match(text)
    if lead is None:
        return False
    offset = 0
    for token in cjk_tokens(lead.group(), False):
        if not token.tag.startswith(_ZH_SUBJECT_TAGS):
            break
        offset += len(token.word.surface)
    return any(end <= offset for _, end in names)


_COMPARED_WITH_EN_RE = re.compile(
    r"(?<![a-z])(?:against|versus|vs\.?|alongside|next\s+to|beside|with|to)\s+(?:the\s+|our\s+)?$"
)
_COMPARED_WITH_CJK_RE = re.compile(r"^(?:[的の][^，。、]{0,6}?)?(?:和|跟|与|與|と)")
_COMPARED_WITH_BEFORE_CJK_RE = re.compile(r"(?:和|跟|与|與|同)(?:几家|幾家|各家|多家|其他)?$")
_COMPARING_CJK_RE = re.compile(r"比|对比|對比|对标|對標|放在|放进|並べ|比較|横並び")


def compared_with_others(piece: str, lang: str) -> bool:
    """Whether ``piece`` is a statement that sets the company or its figure beside other
    companies named as such ("Our deck ranks ACME *against the Asia Consumer Retail 30
    index constituents*", 「把ACME*和几家区域同业*…放在一张表里」, 「*…指数の構成銘柄と*ACMEを
    並べた資料」) and asks nothing: the asker's or someone's comparison, whose other side
    the KB holds nothing of."""
    text = _folded(piece).strip(" ,，、.。!！")
    folded = text.casefold()
    asks = {"en": _EN_ASKS_RE, "zh": _ZH_ASKS_RE, "ja": _JA_ASKS_RE}.get(lang)
    if asks is None or asks.search(folded):
        return False
    for start, end in company_names(text, lang):
        if lang == "en":
            if _COMPARED_WITH_EN_RE.search(folded[:start]):
                return True
        elif (
            _COMPARED_WITH_CJK_RE.match(text[end:])
            or _COMPARED_WITH_BEFORE_CJK_RE.search(text[:start])
        ) and _COMPARING_CJK_RE.search(text[end:]):
            return True
    return False


_RELATION_EN = "|".join(sorted(RELATION_NOUNS_EN | {"tenant", "tenants", "partner", "partners"}))
_INTRODUCED_EN_RE = re.compile(
    r"^(?i:(?:hi|hello)?[\s,]*(?:i['’]?m|i\s+am|we['’]re|we\s+are|i\s+work|we\s+work"
    r"|i\s+represent)\s+(?:(?:from|for|at|with)\s+)?)(?:[A-Z][\w&'’.-]*\s*){1,4},\s*"
    r"(?i:(?:one\s+of\s+|a\s+|an\s+|the\s+)?(?:[\w'’-]+\s+){0,3}?(?:" + _RELATION_EN + r")"
    r"(?:\s*,\s*[a-z]+ing\s+[^,?]{1,40})?)$"
)
"""The asker introducing the firm they are from as what it is to the company ("I'm from
Greenwrap, one of ACME's packaging suppliers, reviewing our account"): who asks, and
their business with the company."""


def another_company_says(piece: str, lang: str) -> bool:
    """Whether ``piece`` is a statement by or about another company that asks nothing:
    its subject names that company or what it owns, or a pronoun for it speaking of its
    own things; in English, the asker's setting the figure beside it may follow ("…
    published its numbers and I want to line ACME Singapore up next to it"). What the
    statement names of the KB is the caller's to weigh."""
    text = _folded(piece).strip(" ,，、.。!！")
    folded = text.casefold()
    if lang == "en":
        clauses = re.split(r",?\s+(?=(?:and|so)\s+(?:i|we)\s)", text, maxsplit=1)
        first = clauses[0]
        if len(clauses) > 1 and _ASKER_COMPARES_EN_RE.match(clauses[1].casefold()) is None:
            return False
        if _EN_ASKS_RE.search(first.casefold()):
            return False
        if _THIRD_PERSON_EN_RE.match(first.casefold()) or _INTRODUCED_EN_RE.match(first):
            return True
        end = _subject_en(first)
        return end is not None and _predicate_en(first[end:])
    asks = _JA_ASKS_RE if lang == "ja" else _ZH_ASKS_RE
    if asks.search(folded):
        return False
    third = _THIRD_PERSON_JA_RE if lang == "ja" else _THIRD_PERSON_ZH_RE
    if third.match(folded):
        return True
    return _subject_cjk(text, lang)


_OWNED_EN_RE = re.compile(
    r"(?<![a-z])(?:its|their)\s+[a-z0-9\s'’-]*?(?=\s+(?:and|but|so|or|to|for|in|on|at|with|by|from)\s|[,.;:!?]|$)"
)
"""What another company owns, said by its pronoun ("*its annual numbers*")."""


def owned_by_another(piece: str, lang: str) -> list[tuple[int, int]]:
    """The spans of what another company owns in an English statement of its own
    (``another_company_says``): "its" or "their" and the words after it up to a
    conjunction, a preposition or a mark ("Merlion Mart just published *its annual
    numbers*"); none elsewhere."""
    if lang != "en" or not another_company_says(piece, lang):
        return []
    return [m.span() for m in _OWNED_EN_RE.finditer(normalize(piece))]


_POINTS_BACK_RE = {
    "en": re.compile(r"(?<![a-z])(?:it|its|they|their|theirs|them)(?![a-z])"),
    "zh": re.compile(r"他们|她们|他們|它们|它|其|对方|對方|该公司|該公司"),
    "ja": re.compile(r"同社|彼ら|先方|その会社|そこの"),
}
"""A pronoun by which a request may point back at a company named before it."""


def points_back(request: str, lang: str, matcher: Matcher) -> bool:
    """Whether ``request`` holds a pronoun that may point back at another company named
    before it ("What was *its* net profit?", 「*他们*的净利润」): then the other company's
    statement says whose figure is asked, and is never set aside. A pronoun after the
    company's own name in the request is the company's ("does ACME still … in *its*
    stores")."""
    pattern = _POINTS_BACK_RE.get(lang)
    norm = normalize(request)
    pronoun = pattern.search(norm) if pattern is not None else None
    if pronoun is None:
        return False
    return not any(m.kind == "company" and m.end <= pronoun.start() for m in matcher.find(norm))


_JUST_BEFORE_A_VERB_RE = re.compile(r"(?<![a-z])just\s+(?P<verb>[a-z]+)")


def _narrowing(rest: str) -> bool:
    """Whether ``rest`` holds a word narrowing what is asked (``gr.QUALIFIES_RE``) other
    than "just" before a verb ("*just* published": a moment ago)."""
    for match in gr.QUALIFIES_RE.finditer(rest):
        after = _JUST_BEFORE_A_VERB_RE.match(rest, match.start())
        if after is None or "VERB" not in english_word_classes(after.group("verb")):
            return True
    return False


def _proper_noun(text: str, lang: str) -> bool:
    """Whether ``text`` (the other companies' names and the KB's blanked) holds a proper
    noun: a capitalised English word past the first, a Chinese name or a Japanese
    proper noun, which may name a place or a part the KB lacks."""
    if lang == "en":
        words = re.findall(r"[A-Za-z][\w'’-]*", text)
        return any(w[0].isupper() and w != "I" for w in words[1:])
    if lang == "zh":
        return any(
            t.tag in ("ns", "nr", "nz", "nt")
            for run in CJK_RUN_RE.findall(text)
            for t in cjk_tokens(run, False)
        )
    return any(
        pos[1] == "固有名詞"
        for run in CJK_RUN_RE.findall(text)
        for _, pos in japanese_parts_of_speech(run)
    )


_AMOUNT_BEFORE_RE = re.compile(r"[\d〇一二三四五六七八九十百千万亿億兆][\s.,]*$")
"""A number right before a unit's name: an amount said, no unit wished for."""


def other_company_context(
    piece: str,
    lang: str,
    reference_date: date,
    matcher: Matcher,
    own: frozenset[tuple[str, str]],
) -> bool:
    """Whether ``piece`` beside a request naming ``own`` (kind and code, years as
    ``("period", code)``) is another company's statement (``another_company_says``) that
    names nothing the request does not: a market, a metric (one of an alias's readings)
    and a year only if the request names them too, the company's own name only outside
    the other company's (``ACME Group`` is no other company), no document or unit, and no
    word narrowing a figure (only, part, 线上的): what it says is the other company's."""
    if not own or not (another_company_says(piece, lang) or compared_with_others(piece, lang)):
        return False
    norm = normalize(piece)
    if len(norm) != len(unicodedata.normalize("NFKC", piece)):
        return False
    names = company_names(piece, lang)
    mentions = named_in(norm, matcher)
    inside = [m for m in mentions if any(m.start < end and start < m.end for start, end in names)]
    if any(m.kind == "company" for m in inside):
        return False  # "ACME Group keeps …": the company itself
    spans = {(m.start, m.end) for m in mentions if m not in inside}
    for span in spans:
        kinds = {(m.kind, m.code) for m in mentions if (m.start, m.end) == span}
        if all(kind == "company" for kind, _ in kinds) or kinds & own:
            continue
        if all(kind == "unit" for kind, _ in kinds) and _AMOUNT_BEFORE_RE.search(norm[: span[0]]):
            continue  # 「超过十亿美元」: an amount of the other company's
        return False
    periods = find_periods(norm, lang, reference_date)
    if any(s.period is None for s in periods):
        return False
    years = {("period", s.period.code) for s in periods if s.period is not None}
    if not years <= own:
        return False
    rest = blank(norm, [*names, *spans])
    if _narrowing(rest) or wants_a_part(rest, lang):
        return False
    if not another_company_says(piece, lang) and _proper_noun(
        blank(unicodedata.normalize("NFKC", piece), [*names, *spans]), lang
    ):
        return False  # "We rank ACME's *Osaka* stores against …": a place the KB lacks
    # A part written onto a metric the request asks (「我们的*线上*收入」) is the company's.
    asked = frozenset(code for kind, code in own if kind == "metric")
    return not narrows_the_asked(
        blank(norm, [*names, *owned_by_another(piece, lang)]), lang, matcher, asked
    )


_WANTS_EN_RE = re.compile(
    r"\s*(?P<verb>wants|wanted|needs|needed|asked|asks|requested|requests|is\s+asking"
    r"|was\s+asking|would\s+like)(?![a-z])",
    re.IGNORECASE,
)
"""A verb by which another company wants or asks a figure of the company."""

_AS_THEY = {"wants": "want", "needs": "need", "asks": "ask", "requests": "request"}

_OTHERS_EN = (
    r"(?:the\s+)?(?:other|rival|peer|competing|fellow)\s+(?:[a-z-]+\s+){0,2}?"
    r"(?:tenants|retailers|companies|firms|chains|operators|players|brands|peers|rivals"
    r"|competitors)"
)
_COMPARED_AFTER_EN_RE = re.compile(
    r",?\s+(?:so\s+(?:they|it)\s+can\s+|in\s+order\s+)?to\s+(?:compare|benchmark|rank|line)"
    r"(?:\s+(?:it|them|us|this|that|the\s+figure|the\s+number))?(?:\s+up)?"
    r"\s+(?:with|against|to|alongside|next\s+to)\s+(?P<others>" + _OTHERS_EN + r"|[^.?!,]+?)"
    r"(?=\s*[.?!]|\s*$)",
    re.IGNORECASE,
)
"""A purpose closing a sentence that sets the figure beside other companies ("…, to
compare with the other anchor tenants"): the comparison is the other party's to make."""


def with_other_company_read(text: str, lang: str, matcher: Matcher) -> str:
    """``text`` with another company that asks a figure of the company read as "they"
    ("Sun Harbour Properties, our mall landlord, wants our headcount …" as "They want our
    headcount …"), as any third party who asks is read, and with a purpose closing its
    sentence that compares the figure with other companies taken out ("…, to compare
    with the other anchor tenants"). A subject holding the company's own name, or a
    comparison with anything but other companies, is left as written."""
    if lang != "en":
        return text
    out = []
    for sentence in re.split(r"(?<=[.?!])\s+", text):
        out.append(_others_compared_less(_asker_as_they(sentence, matcher), matcher))
    return " ".join(out)


def _asker_as_they(sentence: str, matcher: Matcher) -> str:
    """``sentence`` with another company before a verb of wanting or asking said as
    "They", its verb agreeing."""
    end = _subject_en(sentence)
    if end is None:
        return sentence
    verb = _WANTS_EN_RE.match(sentence, end)
    subject = normalize(sentence[:end])
    if verb is None or any(m.kind == "company" for m in matcher.find(subject)):
        return sentence
    said = verb.group("verb").casefold()
    said = _AS_THEY.get(
        said, re.sub(r"^(is|was)\s+", lambda m: "are " if m.group(1) == "is" else "were ", said)
    )
    return "They " + said + sentence[verb.end() :]


def _others_compared_less(sentence: str, matcher: Matcher) -> str:
    """``sentence`` less a closing purpose comparing the figure with other companies
    (``_COMPARED_AFTER_EN_RE``), when what it compares with names nothing of the KB."""
    match = _COMPARED_AFTER_EN_RE.search(sentence)
    if match is None:
        return sentence
    others = match.group("others")
    named = re.fullmatch(_OTHERS_EN, others.strip(), re.IGNORECASE) is not None
    spans = _english_names(others)
    whole = bool(spans) and spans[0][0] <= 4 and spans[-1][1] == len(others.rstrip())
    if not (named or whole) or matcher.find(normalize(others)):
        return sentence
    return sentence[: match.start()] + sentence[match.end() :]
