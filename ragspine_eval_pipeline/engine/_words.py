"""Locate a clause's words and tell which of them a name, a period or grammar explains.

A clause is read with its names and periods blanked out; what remains is located here
word by word (Latin words, CJK nouns and names), joined to the names it is written onto
(compounds such as "香港の純利益率" or "staff turnover"), and grouped into phrases.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import pairwise

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._classes import DIVIDING_VERBS_ZH
from ragspine_eval_pipeline.engine._english import Slot
from ragspine_eval_pipeline.engine._names import Mention
from ragspine_eval_pipeline.engine._other_scripts import OTHER_SCRIPT_WORD_RE
from ragspine_eval_pipeline.engine._periods import PeriodSpan
from ragspine_eval_pipeline.engine._scripts import script_forms
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    LATIN_WORD_RE,
    Token,
    Word,
    cjk_tokens,
    is_japanese,
    japanese_parts_of_speech,
    japanese_verbal_nouns,
    stem,
)
from ragspine_eval_pipeline.text import STOPWORDS

__all__ = [
    "Located",
    "actions_done",
    "basis_words",
    "compound_parts",
    "english_slots",
    "function_words_onto",
    "honorific_requests",
    "is_grammar",
    "line_of_business",
    "located_words",
    "metric_compounds",
    "metric_measured",
    "phrases",
    "with_head_nouns",
]


def is_grammar(word: Word) -> bool:
    """A word that names nothing: a grammar word or stopword of its language, a bare
    number, or a middle dot alone (「2024*・*2025年度」: it lists, as a comma would)."""
    if not word.surface.strip("・･·"):
        return True
    if word.latin:
        return (
            word.surface in gr.ENGLISH_GRAMMAR
            or word.surface in STOPWORDS
            or (word.surface.isdigit())
        )
    return (
        word.surface in gr.CHINESE_GRAMMAR
        or word.surface in gr.JAPANESE_GRAMMAR
        or (word.form in gr.JAPANESE_GRAMMAR)
        or word.surface in _grammar_in_other_scripts()
        or gr.HOW_MANY_COUNTED_RE.fullmatch(word.surface) is not None
    )


@lru_cache(maxsize=1)
def _grammar_in_other_scripts() -> frozenset[str]:
    """The CJK grammar words in the scripts they are not listed in: a Japanese grammar
    noun written in Chinese script (「新加坡*事业*」 for 事業, as 业务 is; 會計年度) is still
    grammar, and so is a Chinese one in traditional script (數據, 總額), unless that form is
    a Japanese word of its own, which may mean another thing (时间 is 時間, "hours", as in
    時間売上高; 表现, performance, is 表現, an expression). As for names
    (``script_variants``), one character is too little to tell a word by."""
    listed = gr.CHINESE_GRAMMAR | gr.JAPANESE_GRAMMAR
    japanese = {f for w in gr.JAPANESE_GRAMMAR if len(w) > 1 for f in script_forms(w)}
    chinese = {
        f
        for w in gr.CHINESE_GRAMMAR
        if len(w) > 1
        for f in script_forms(w)
        if len(cjk_tokens(f, True)) > 1
    }
    return frozenset(japanese | chinese) - listed


Located = tuple[int, int, Word]
"""A word and where it stands in the normalized clause."""


def _run_tokens(run: re.Match[str], lang: str) -> list[tuple[int, int, Token]]:
    """The analysed words of one CJK run, each with its span in the clause."""
    located: list[tuple[int, int, Token]] = []
    at = run.start()
    japanese = is_japanese(run.group(), lang)
    for token in cjk_tokens(run.group(), japanese):
        if japanese:
            surface = token.word.surface
            token = _unit_asked_in(token, run.string[:at], run.string[at + len(surface) :])
        else:
            token = headed_by_a_noun(token)
        located.append((at, at + len(token.word.surface), token))
        at += len(token.word.surface)
    return located


_KATAKANA_WORD_RE = re.compile(r"[\u30a1-\u30fa\u30fc]{2,}")
_COUNTING_BEFORE_RE = re.compile(r"[0-9０-９〇一二三四五六七八九十百千万億何幾数]$")
_IN_A_UNIT_AFTER_RE = re.compile(
    r"^(?:(?:建て|換算|ベース|表示|単位)|に(?:換算|直|して)|にて|で(?![しすはもきあ])|の金額|\s*[)）])"
)
SCALE_BEFORE_RE = re.compile(
    r"(?<![0-9０-９〇一二三四五六七八九十])(?:百万|千万|十億|百億|億|万|千)$"
)
"""A scale written onto a unit (「*百万*ユーロ」: millions of euros), no number before it:
the unit's scale, not a count of the unit."""


def _unit_asked_in(token: Token, before: str, after: str) -> Token:
    """A katakana noun the analyser reads as a counter (ユーロ, ドル, ポンド) read as
    the noun it is where a figure is asked in it (「売上高を*ユーロ*で」, 「ユーロ建てで」,
    「ユーロ換算に」, 「百万ユーロにて」, 「（百万ユーロ）」) and no number counts with it
    (「3ページで」, 「何ドル」): the unit the figure is asked in, which a KB without it
    cannot give. The analyser sets every counter aside as grammar, so a unit the KB lacks
    would be passed over."""
    surface = token.word.surface
    if token.content or token.tag != "名詞" or not _KATAKANA_WORD_RE.fullmatch(surface):
        return token
    before = SCALE_BEFORE_RE.sub("", before.rstrip())
    if _COUNTING_BEFORE_RE.search(before.rstrip()) or not _IN_A_UNIT_AFTER_RE.match(after):
        return token
    return Token(token.word, True, False, False, token.tag)


_NOMINAL_HEADS = frozenset("店馆館厂廠站场場室院所处處部者员員率额額量费費")
"""Chinese bound morphemes that head a noun (a store, a hall, a plant, a station, a
rate, an amount, a fee, a person): a compound ends on its head, so a word ending on one
of them names a thing (旗舰店, a flagship store), whatever the dictionary tags it."""


def headed_by_a_noun(token: Token) -> Token:
    """A Chinese word of three characters or more that jieba tags a verb but that ends on
    a nominal head (``_NOMINAL_HEADS``: 旗舰店 is tagged ``v``) read as the noun it is, so
    it is a word of the question like any other noun."""
    surface = token.word.surface
    if token.tag != "v" or len(surface) < 3 or surface[-1] not in _NOMINAL_HEADS:
        return token
    return Token(token.word, True, False, False, "n")


_ZH_DESCRIPTIVE = frozenset({"an", "i", "l"})
"""jieba tags of content words that describe rather than name: adjectival nouns (麻烦, as
in 麻烦告诉我), idioms and fixed expressions (差不多). They name no measure or scope."""


def located_words(rest: str, lang: str) -> tuple[list[Located], set[int]]:
    """Content words of ``rest`` with their spans (Latin words, CJK nouns and names), and
    the starts of the CJK ones that describe rather than name (``_ZH_DESCRIPTIVE``)."""
    words: list[Located] = [
        (m.start(), m.end(), Word(m.group(), stem(m.group()), True))
        for m in LATIN_WORD_RE.finditer(rest)
    ]
    # A word left in another script may name what is asked (``_other_scripts``).
    words += [
        (m.start(), m.end(), Word(m.group(), m.group(), False))
        for m in OTHER_SCRIPT_WORD_RE.finditer(rest)
    ]
    descriptive: set[int] = set()
    for run in CJK_RUN_RE.finditer(rest):
        located = _run_tokens(run, lang)
        purpose = _purpose_nouns(located) if is_japanese(run.group(), lang) else set()
        for i, (a, b, token) in enumerate(located):
            if token.content and token.word.surface not in gr.CHECKING_VERBS_ZH:
                words.append((a, b, token.word))
                zh = not is_japanese(run.group(), lang)
                after = located[i + 1][2] if i + 1 < len(located) else None
                if zh and after is not None and _data_event(token, after):
                    end = located[i + 1][1]
                    surface = token.word.surface + after.word.surface
                    words.append((a, end, Word(surface, surface, False)))
                if (
                    (zh and token.tag in _ZH_DESCRIPTIVE)
                    or (after is not None and (_light_verb(after) or _asking_noun(token, after)))
                    or i in purpose
                    or (not zh and _verb_of_a_command(located, i, rest))
                ):
                    descriptive.add(a)
    return words, descriptive


_LOCALISERS = frozenset("上下内外中里间前后旁边面头东西南北左右以之其期最近来未将从")
"""Characters of the Chinese localisers and of the words of time or order built on them
(以上, 之间, 期间, 最近, 未来)."""


def _place_word(token: Token) -> bool:
    """A Chinese place or position word built on a noun (线上 "online", 店内 "in store", 网上,
    海外, 国内: jieba tags them ``f`` or ``s``, so they are no content words). A bare
    localiser or a word of time (上, 以上, 之间, 期间, 最近) is not one."""
    surface = token.word.surface
    return (
        token.tag in ("f", "s")
        and len(surface) >= 2
        and not all(char in _LOCALISERS for char in surface)
    )


_AFTER = frozenset(["后", "後", "之后", "之後", "以后", "以後"])
"""Chinese words for "after", closing a phrase of what was done to a figure (重述后)."""


def actions_done(rest: str, lang: str) -> list[Located]:
    """The Chinese phrases of something done before "after" (重述后, 扣除后, 折算后, with the
    word before 后 whatever the analyser tags it) or of a verb negated (未披露, 未经审计), as
    one word with its span: written onto a metric (重述后的收入, 未披露的收入) they name the
    figure as it stands after that or without it, another figure than the one reported.
    A bare 后 (a year blanked before it) is none."""
    found: list[Located] = []
    for run in CJK_RUN_RE.finditer(rest):
        if is_japanese(run.group(), lang):
            continue
        tokens = _run_tokens(run, lang)
        for (a, b, before), (c, d, after) in pairwise(tokens):
            done = after.word.surface in _AFTER and not before.particle
            undone = before.word.surface in _NEGATIONS and after.tag.startswith("v")
            if b == c and (done or undone):
                surface = before.word.surface + after.word.surface
                found.append((a, d, Word(surface, surface, False)))
    return found


_EN_LINK_AFTER_DETERMINER_RE = re.compile(
    r"(?:['’]s|(?<![a-z])(?:the|a|an|its|our|their|his|her|my|your))\s+(?P<word>[a-z]+)\s+$"
)
"""An English word written straight after a possessive or a determiner, up to where a
metric starts (the text before it is searched)."""

_ZH_LINKING_TAGS = frozenset(["p", "c"])
"""jieba's tags of a preposition and a conjunction (通过, 对, 和)."""

_JA_LINKING_CLASSES = frozenset(["接続詞"])
"""Sudachi's class of a conjunction (しかし, および), which links and modifies no noun. An
adverb there says how the request is asked (「*たしか*純利益」), and is passed over."""


def function_words_onto(
    rest: str, lang: str, norm: str, metrics: list[tuple[int, int]]
) -> list[Located]:
    """Words of a class that cannot qualify a noun, written between a possessive and a
    metric (``metrics``: their spans): an English preposition or conjunction after 's or
    a determiner ("the group's *through* revenue", ``gr.ENGLISH_LINKING_WORDS``), a
    Chinese one after 的 (「集团的*通过*收入」), a Japanese conjunction after の (「グループの
    *しかし*売上高」). The phrase is not understood, so the word is kept as one the KB lacks
    and no figure is given for it."""
    if lang == "en":
        return _english_links_onto(rest, norm, {start for start, _ in metrics})
    found: list[Located] = []
    for run in CJK_RUN_RE.finditer(rest):
        japanese = is_japanese(run.group(), lang)
        link, classes = ("の", _JA_LINKING_CLASSES) if japanese else ("的", _ZH_LINKING_TAGS)
        metric = next((span for span in metrics if span[0] == run.end()), None)
        if metric is None:
            continue
        # Read with the metric after it, as the analyser reads the words before a noun.
        at = run.start()
        tokens = cjk_tokens(run.group() + norm[metric[0] : metric[1]], japanese)
        for before, token in pairwise(tokens):
            a = at + len(before.word.surface)
            at = a
            b = a + len(token.word.surface)
            if b == run.end() and before.word.surface == link and token.tag in classes:
                found.append((a, b, token.word))
    return found


_ONTO_AFTER_LINK_RE = re.compile(r"[的の](?P<word>[\u3040-\u30ff\u3400-\u9fff]{1,6})$")
"""A run of CJK text between 的 or の and the metric it is written onto."""


def asking_words_onto(unnamed: str, lang: str, starts: set[int]) -> list[Located]:
    """Words of how a request is put written between 的 or の and a metric (``starts``:
    where each begins; ``unnamed``: the clause with its names and periods blanked): a
    courtesy (「的*谢谢*收入」), a verb of asking or checking (「的*查询*收入」, 「的*核实*
    收入」), a casual "how is it" (「的*怎么样*收入」) or a polite amount (「の*若干*売上高」).
    Around a request they are set aside; inside the figure's own phrase they are not
    understood, so each is kept as a word the KB lacks and no figure is given for it."""
    if lang == "en":
        return []
    found: list[Located] = []
    for start in starts:
        match = _ONTO_AFTER_LINK_RE.search(unnamed[:start])
        if match is None:
            continue
        word = match.group("word")
        asking = (
            word in gr.ASKING_VERBS_ZH
            or word in gr.CHECKING_VERBS_ZH
            or any(
                pattern.fullmatch(word)
                for pattern in (gr.COURTESY_RE, gr.HOW_IT_STANDS_RE, gr.POLITE_AMOUNT_RE)
            )
        )
        if asking:
            found.append((match.start("word"), start, Word(word, word, False)))
    return found


def _english_links_onto(rest: str, norm: str, starts: set[int]) -> list[Located]:
    """The English prepositions and conjunctions of ``function_words_onto``; a word of a
    name (blanked in ``rest``) is none."""
    found: list[Located] = []
    for start in starts:
        match = _EN_LINK_AFTER_DETERMINER_RE.search(norm, 0, start)
        if match is None or match.group("word") not in gr.ENGLISH_LINKING_WORDS:
            continue
        a, b = match.span("word")
        if rest[a:b] == norm[a:b]:
            found.append((a, b, Word(norm[a:b], stem(norm[a:b]), True)))
    return found


def verbs_said(rest: str, lang: str) -> list[Located]:
    """The Chinese verbs of ``rest`` (KB names blanked) the analyser tags as such (送货,
    出租, 团购), bar those of reporting or asking (报告, 确认, 想知道): written onto a metric
    through 的 (出租的收入) they say what the figure comes from, a part of it."""
    if lang != "zh":
        return []
    found: list[Located] = []
    for run in CJK_RUN_RE.finditer(rest):
        for a, b, token in _run_tokens(run, lang):
            surface = token.word.surface
            if token.tag in ("v", "vn", "vg") and surface not in _REPORTING_VERBS:
                found.append((a, b, token.word))
    return found


BUSINESS_PART_ZH_RE = re.compile(
    r"(?:业务|業務|生意)(?:当中|當中|之中|中|里面|裡面|里|裡|内|內)"
    r"(?P<part>[\u4e00-\u9fff]{1,8}?)的"
)
"""A part of a market's business named inside it (香港业务中*外卖*的收入)."""


def business_parts(rest: str, lang: str) -> list[tuple[int, int, Word, int]]:
    """The Chinese words naming a part of the business after 业务中 / 业务里, each with
    the end of the phrase (past its 的). The part is read alone: read with what stands
    before it, the analyser runs 中 into it (中外 + 卖). Grammar words are none."""
    if lang != "zh":
        return []
    found: list[tuple[int, int, Word, int]] = []
    for match in BUSINESS_PART_ZH_RE.finditer(rest):
        at = match.start("part")
        for token in cjk_tokens(match.group("part"), False):
            end = at + len(token.word.surface)
            if (token.content or token.tag.startswith("v")) and not is_grammar(token.word):
                found.append((at, end, token.word, match.end()))
            at = end
    return found


_REPORTING_VERBS = gr.CHECKING_VERBS_ZH | frozenset(
    [
        "报告",
        "報告",
        "公布",
        "披露",
        "确认",
        "確認",
        "实现",
        "實現",
        "录得",
        "錄得",
        "记录",
        "記錄",
        "列报",
        "審計",
        "审计",
        "统计",
        "統計",
        "知道",
        "了解",
        "想",
        "要",
        "合计",
        "合計",
        "总计",
        "總計",
        "共计",
        "加总",
        "汇总",
        "匯總",
        "问",
        "問",
        "查",
        "看",
        "说",
        "說",
        "提到",
        "提供",
        "给",
        "給",
        "需要",
    ]
)
"""Chinese verbs of reporting a figure, of adding it up or of asking for it: 报告的收入 and
确认的收入 are the figure as reported, 合计的员工人数 its total, 我想知道的收入 the
figure asked."""


_NEGATIONS = frozenset(["未", "未经", "未經", "尚未", "没", "沒", "没有", "沒有", "不", "非"])
"""Chinese negations before a verb (未披露, 未经审计): a figure not so treated is another."""


_BASIS_RE = re.compile(
    r"(?:按照|按|依照|依|以)?(?P<basis>[^\s()（）,，。、:：]{1,8}?)(?:的)?口[径徑]"
)
"""A Chinese basis a figure is stated on (按可比口径, 管理口径), the KB's names blanked."""


def basis_words(rest: str, lang: str) -> list[Located]:
    """The words of a Chinese basis left once the KB's names are blanked (可比 of
    「按可比口径」, 管理 of 「管理口径」), whatever the analyser tags them but grammar: a
    basis the KB does not report on, which changes the figure; a place word (线上 of
    「线上口径」), which the analyser tags a function word, is one. A basis of the KB's own
    (美元口径, 按年报口径) is blanked as its name, and leaves none."""
    found: list[Located] = []
    if lang != "zh":
        return found
    for match in _BASIS_RE.finditer(rest):
        at = match.start("basis")
        for token in cjk_tokens(match.group("basis"), False):
            end = at + len(token.word.surface)
            if _SCRIPT_OR_LATIN_RE.search(token.word.surface) and (
                _place_word(token) or not (token.function or is_grammar(token.word))
            ):
                found.append((at, end, token.word))
            at = end
    return found


_SCRIPT_OR_LATIN_RE = re.compile(r"[\u4e00-\u9fffa-z]")


def place_words(rest: str, lang: str) -> list[Located]:
    """The Chinese place and position words of ``rest`` with their spans (``_place_word``):
    written onto a metric (线上的EBITDA, 店内收入) they say which part of it is asked."""
    found: list[Located] = []
    for run in CJK_RUN_RE.finditer(rest):
        if is_japanese(run.group(), lang):
            continue
        found += [(a, b, t.word) for a, b, t in _run_tokens(run, lang) if _place_word(t)]
    return found


def _data_event(token: Token, after: Token) -> bool:
    """A Chinese noun for figures (数据, 数字) written straight onto a verb of its own
    meaning (two characters or more, no grammar word: not 有, 是): the *data* and what
    happens to it (数据泄露, 数据传输), a topic a paragraph holds as written, not the
    figures a request asks for. Dividing the data into classes (数据分成几个等级) is no
    event: the data is the topic (``_classes``)."""
    verb = after.word.surface
    return (
        token.word.surface in gr.FIGURE_NOUNS
        and after.tag.startswith("v")
        and len(verb) > 1
        and verb not in gr.CHINESE_GRAMMAR
        and verb not in DIVIDING_VERBS_ZH
    )


def _purpose_nouns(located: list[tuple[int, int, Token]]) -> set[int]:
    """Indices of the nouns of a purpose said with のため (「念のため」, 「監査資料のために」):
    the phrase says what the asking is for, not what is asked, unless another の joins
    it to the noun after it (「研修のための費用」 is a cost of training)."""
    tokens = [t for _, _, t in located] + [None, None]
    found: set[int] = set()
    for i in range(1, len(located) - 1):
        link, purpose, after, then = tokens[i], tokens[i + 1], tokens[i + 2], tokens[i + 3]
        if link is None or link.word.surface != "の" or purpose is None:
            continue
        if purpose.word.form != "為" or after is None:
            continue
        # ため then に, or the verb of the asking (「念のため確認させて」, 「…確認ですが」);
        # a comma after it may give a cause instead (「オンラインのため、」), so it stays.
        verb = after.tag == "動詞" or (
            after.content and then is not None and (_light_verb(then) or _asking_noun(after, then))
        )
        if after.word.surface != "に" and not verb:
            continue
        j = i - 1
        while j >= 0 and located[j][2].content:
            found.add(j)
            j -= 1
    return found


def _asking_noun(token: Token, after: Token) -> bool:
    """A noun of asking followed by the copula (「確認ですが」): how the request is put."""
    return after.word.form == "です" and gr.ASKS_RE.fullmatch(token.word.surface) is not None


_CLAUSE_END_RE = re.compile(r"[\s。．.!！?？、,，)）]*$")
"""Nothing but punctuation up to the end of the clause."""


def _verb_of_a_command(located: list[tuple[int, int, Token]], i: int, rest: str) -> bool:
    """Whether Japanese word ``i`` is a verbal noun (Sudachi's サ変可能) closing the clause
    straight after the object particle を, its する left unsaid as a command leaves it
    (「香港 EBITDA FY23 を*表示*」, 「…を*抽出*」): the verb of the request, as 「を表示して」
    is. A line of business (「卸売」) names a part, never a verb of asking."""
    if i == 0 or located[i - 1][2].word.surface != "を":
        return False
    _, end, token = located[i]
    noun = token.word.surface
    return (
        _CLAUSE_END_RE.fullmatch(rest, end) is not None
        and noun in japanese_verbal_nouns(noun)
        and not line_of_business(noun)
    )


def _light_verb(token: Token) -> bool:
    """Sudachi's する (normalized 為る) straight after a noun makes the noun a verb
    (「確認したい」, 「確認させてください」): it says how the figure is asked, as a
    Chinese verb does (「想确认一下」), and names no measure or scope."""
    return token.tag == "動詞" and token.word.form == "為る"


_HONORIFIC_REQUEST_RE = re.compile(
    r"(?:ご|御|お)(?P<noun>[\u4e00-\u9fff]{2,4})"
    r"(?=(?:の(?:ほど)?|を)?\s*(?:ください|下さい|お?願(?:い|え)|いただ|頂|賜)|の(?:うえ|上)(?![\u3040-\u30ff\u4e00-\u9fff]))"
)
"""A Japanese noun between the honorific prefix and a verb of requesting (「ご*確認*ください」,
「ご*回答*願います」, 「ご*提示*いただけますか」), or before the next request it comes first
to (「ご*確認*のうえ、ご回答ください」)."""


def honorific_requests(rest: str, lang: str) -> list[tuple[int, int]]:
    """The spans of ``rest`` (a Japanese clause, KB names blanked) where a verbal noun
    (Sudachi's サ変可能) stands in the honorific request form, prefix and noun
    (「*ご確認*ください」, 「*ご回答*願います」): the verb the request is made with, as
    「確認してください」 is, never a thing asked of. A noun of no action (「ご住所」) is
    none."""
    if lang != "ja":
        return []
    return [
        match.span()
        for match in _HONORIFIC_REQUEST_RE.finditer(rest)
        if match.group("noun") in japanese_verbal_nouns(match.group("noun"))
    ]


_ADVERBS = frozenset({"d", "ad", "副詞"})
"""Adverb tags (jieba, Sudachi)."""

_CONJUNCTIONS = frozenset({"c", "接続詞"})
"""Conjunction tags (jieba, Sudachi). A conjunction opens a clause, so one read straight
after a name is the particle of the same spelling (「シンガポールで、」: で of place, which
Sudachi reads as the conjunction 「で、」 once the name is blanked), never a word of it."""

_ZH_SENTENCE_FINAL = frozenset({"y", "e", "o"})
"""jieba tags of modal particles, interjections and onomatopoeia (么, 啊): words that end
a sentence, never stand between words and a name, so one written onto a name is kept."""


def _case_particle_cut_off(token: Token) -> bool:
    """A case particle read alone, cut off from the name before it (「売上高*が*いくらか」):
    Sudachi reads a clause-opening が or で as a conjunction, which never stands written
    onto a name, so it is the particle it follows the name as."""
    return token.tag == "接続詞" and len(token.word.surface) == 1


def _ja_adverb_before(token: Token, name: str, lang: str) -> bool:
    """Whether a Japanese word written in hiragana before a metric's name is an adverb
    there, as the analyser reads the two together (「*たしか*純利益だった」; alone, たしか
    reads as 確か, "certain"): it says how the asker holds the figure, and an adverb
    modifies no noun, so it makes no other name. One written in kanji may form a compound
    with the name (「直接売上高」: direct sales), so it stays."""
    if lang != "ja" or not name or not re.fullmatch(r"[\u3041-\u309f]+", token.word.surface):
        return False
    read = japanese_parts_of_speech(token.word.surface + name)
    return bool(read) and read[0][0] == token.word.surface and read[0][1][0] == "副詞"


def compound_parts(rest: str, mentions: list[Mention], lang: str, norm: str = "") -> list[Located]:
    """CJK words written onto a scope or metric name with nothing between them.

    "香港の純利益率" is not "純利益" and "X收入" is not "收入": whatever word touches a
    name makes it another name, so it is kept as unexplained whatever its part of
    speech (a numeral, a verb, an interjection), unless it is a particle or an auxiliary;
    grammar words ("多少") are dropped afterwards as everywhere.
    """
    parts: list[Located] = []
    # Metric names used as a verb, with its aspect marker (净赚了, 卖了): "in the end"
    # or "already" before one says when it was done, not which measure it is.
    verbal = {
        m.start
        for m in mentions
        if m.kind == "metric"
        and _reads_as_verb(norm[m.start : m.end], lang)
        and "了" in norm[m.start : m.end + 1]
    }
    for mention in mentions:
        if mention.kind not in ("scope", "metric"):
            continue
        for run in CJK_RUN_RE.finditer(rest):
            # A word before a scope is usually how it is asked ("告诉我香港"); after a
            # scope, or on either side of a metric, it makes another name.
            if run.end() == mention.start and mention.kind == "metric":
                # A sentence-final particle never stands before a name: 么收入 is no 收入;
                # nor does an adverb before a count asked (大概多少人: how it is asked).
                tokens = [
                    t
                    for t in _run_tokens(run, lang)[-1:]
                    if (not t[2].particle or t[2].tag in _ZH_SENTENCE_FINAL)
                    and not (run.end() in verbal and _when_or_how(t[2]))
                    and not (
                        t[2].tag in _ADVERBS
                        and gr.PEOPLE_COUNT_RE.fullmatch(norm[mention.start : mention.end])
                    )
                    and not _ja_adverb_before(t[2], norm[mention.start : mention.end], lang)
                ] + _done_onto_metric(_run_tokens(run, lang))
            elif run.start() == mention.end:
                # An adverb after a name says how it is asked ("净利润大概是多少"); so
                # does a word of time before a verb (集团*最后*净赚了多少钱).
                tokens = [
                    t
                    for t in _run_tokens(run, lang)[:1]
                    if t[2].tag not in _ADVERBS
                    and t[2].tag not in _CONJUNCTIONS
                    and not t[2].particle
                    and not _case_particle_cut_off(t[2])
                    and not (run.end() in verbal and _when_or_how(t[2]))
                    and not _amount_asked(rest, t[1], t[2])
                ]
            else:
                continue
            parts += [(a, b, t.word) for a, b, t in tokens if not t.content]
    return parts


def _done_onto_metric(located: list[tuple[int, int, Token]]) -> list[tuple[int, int, Token]]:
    """A word and its aspect particle written between 的 and a metric (「的*绝了*收入」, 「的
    *好了*收入」): after 的 a word marked done is no verb taking the metric as its object
    (「实现了收入」), so it is written onto the name, whatever its part of speech."""
    if len(located) < 2 or located[-1][2].word.surface != "了":
        return []
    if located[-2][2].word.surface in ("的", "之"):
        return [located[-1]]  # 「的了收入」: nothing done, the particle alone
    if len(located) < 3 or located[-3][2].word.surface not in ("的", "之"):
        return []
    return [located[-2]]


_AMOUNT_ASKED_AFTER_RE = re.compile(
    r"か?\s*(?:[、,]\s*)?(?:教え|知り|知ら|わか|分か|調べ|聞|伺|確認|お願|$|[?？。])"
    r"|(?:です|でし|だっ|だ|なの|やっ|じゃ)"
)
"""What follows いくら asking the amount of the name before it, its particle dropped
(「EBITDAいくらか教えて」, 「売上高いくら？」); 「いくらか分」 (some part) is no such question."""


def _amount_asked(rest: str, end: int, token: Token) -> bool:
    """Whether ``token`` is いくら written onto a metric's name asking its amount."""
    return token.word.surface == "いくら" and _AMOUNT_ASKED_AFTER_RE.match(rest, end) is not None


_WHEN_OR_HOW = frozenset({"d", "ad", "副詞"})
"""Adverb tags (jieba, Sudachi): with the sequence words the analyser reads as
localisers (``gr.IN_THE_END``), what may say how a verb-like metric name was done."""


def _when_or_how(token: Token) -> bool:
    return token.tag in _WHEN_OR_HOW or token.word.surface in gr.IN_THE_END


def _reads_as_verb(name: str, lang: str) -> bool:
    """Whether a metric's name as written opens on what the analyser tags a verb (净赚,
    卖了多少钱; jieba tags 收入 so too, hence the aspect marker asked for besides)."""
    tokens = cjk_tokens(name, is_japanese(name, lang)) if name else ()
    return bool(tokens) and tokens[0].tag.startswith(("v", "動詞"))


_COMPOUND_JOIN_RE = re.compile(r"[\s-]*|\s*(?:per|/)\s*")
"""What joins two metric names into one ("employee turnover", "revenue per employee")."""


def metric_compounds(norm: str, mentions: list[Mention]) -> list[Located]:
    """Two different metric names written as one ("staff turnover", "员工收入"): a
    measure the KB has no name for, not either of the two."""
    spans = sorted({(m.start, m.end) for m in mentions if m.kind == "metric"})
    compounds: list[Located] = []
    for (a, b), (c, d) in pairwise(spans):
        if _COMPOUND_JOIN_RE.fullmatch(norm, b, c) and not _one_measure(mentions, (a, b), (c, d)):
            text = norm[a:d]
            compounds.append((a, d, Word(text, text, text.isascii())))
    return compounds


_MEASURE_OF_RE = re.compile(
    r"[\s-]*(?:ratios?|rates?|margins?|per\s+(?!the\b|our\b|its\b|a\b|an\b)[a-z]+)(?![a-z])"
    r"|(?:比率|率|マージン)"
)
"""A noun written straight after a metric name that makes a measure of it ("turnover
*ratio*", "EBITDA *margin*", "revenue *per* store", 「利润*率*」)."""


def metric_measured(norm: str, mention: Mention) -> Located | None:
    """The measure made of the metric ``mention`` names by the noun written after it
    ("inventory turnover ratio", "EBITDA margin"): a number the KB has no name for, so
    the metric is not what is asked. None when no such noun follows."""
    if mention.kind != "metric":
        return None
    after = _MEASURE_OF_RE.match(norm, mention.end)
    if after is None:
        return None
    text = norm[mention.start : after.end()]
    return (mention.start, after.end(), Word(text, text, text.isascii()))


def _metric_codes(mentions: list[Mention], span: tuple[int, int]) -> frozenset[str]:
    return frozenset(m.code for m in mentions if m.kind == "metric" and (m.start, m.end) == span)


def _one_measure(mentions: list[Mention], first: tuple[int, int], second: tuple[int, int]) -> bool:
    """Two metric names side by side that one name accounts for: each may mean the other
    (one's metrics hold all of the other's), as an alias written with the head noun it
    stands for ("bottom-line profit", "headcount employees")."""
    one, two = _metric_codes(mentions, first), _metric_codes(mentions, second)
    return one <= two or two <= one


def with_head_nouns(norm: str, mentions: list[Mention]) -> list[Mention]:
    """``mentions`` with a broad metric name narrowed to the name written onto it.

    "bottom-line profit" is net profit: "profit" alone may mean EBITDA or net profit,
    "bottom-line" means net profit only, so written together they mean the one they share.
    """
    spans = sorted({(m.start, m.end) for m in mentions if m.kind == "metric"})
    narrowed: dict[tuple[int, int], frozenset[str]] = {}
    for first, second in pairwise(spans):
        if not _COMPOUND_JOIN_RE.fullmatch(norm, first[1], second[0]):
            continue
        one, two = _metric_codes(mentions, first), _metric_codes(mentions, second)
        if one < two:
            narrowed[second] = one
        elif two < one:
            narrowed[first] = two
    return [
        m
        for m in mentions
        if m.kind != "metric" or m.code in narrowed.get((m.start, m.end), frozenset({m.code}))
    ]


_ROLES = {"scope": "scope", "company": "scope", "metric": "metric"}


def english_slots(
    norm: str, rest: str, mentions: list[Mention], spans: list[PeriodSpan]
) -> list[Slot]:
    """The clause as English slots: names, periods, grammar and unexplained words."""
    slots = {m.start: Slot(m.start, m.end, _ROLES.get(m.kind, "name"), "") for m in mentions}
    slots |= {s.start: Slot(s.start, s.end, "period", "") for s in spans}
    for match in LATIN_WORD_RE.finditer(rest):
        word = match.group()
        possessive = word == "s" and norm[match.start() - 1 : match.start()] in ("'", "’")
        role = (
            "possessive"
            if possessive
            else ("grammar" if is_grammar(Word(word, word, True)) else "word")
        )
        slots[match.start()] = Slot(match.start(), match.end(), role, word)
    return [slots[start] for start in sorted(slots)]


def phrases(norm: str, words: list[Located]) -> tuple[tuple[Word, ...], ...]:
    """Unexplained words grouped into phrases: words with nothing but spaces or hyphens
    between them ("free cash flow", "会员消费") form one."""
    phrases: list[list[Word]] = []
    last = -1
    for start, end, word in sorted(words, key=lambda w: w[0]):
        if phrases and last >= 0 and re.fullmatch(r"[\s-]*", norm[last:start]):
            phrases[-1].append(word)
        else:
            phrases.append([word])
        last = end
    return tuple(tuple(dict.fromkeys(p)) for p in phrases)


_TRADE_SUFFIXES = ("業", "店")


@lru_cache(maxsize=4096)
def line_of_business(noun: str) -> bool:
    """Whether a Japanese verbal noun names a line of business: the analyser's dictionary
    holds it with 業 or 店 written onto it as one word (卸売業, 小売店, 免税店, 直営店), so
    the activity is a trade a business is divided by, and said of a figure it is a part
    of it (「卸売で」). A verbal noun of how something is done or sent (追加, 電話, チャット,
    箇条書き) forms no such word. Only a verbal noun of its own is weighed: a suffix or a
    single character (「作成*中*」: 中業 and 中店 are words too) names no activity."""
    alone = japanese_parts_of_speech(noun)
    if len(noun) < 2 or len(alone) != 1 or alone[0][1][:3] != ("名詞", "普通名詞", "サ変可能"):
        return False
    for suffix in _TRADE_SUFFIXES:
        morphemes = japanese_parts_of_speech(noun + suffix)
        if len(morphemes) == 1 and morphemes[0][1][0] == "名詞":
            return True
    return False
