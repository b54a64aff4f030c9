"""Answer text: facts as the KB renders them, passages quoted, questions and refusals.

Every sentence that states something is either the KB's own rendering of a fact or a
sentence copied verbatim from a retrieved passage, so each claim of an answer can be
found in what the tools returned. Only clarifying questions and refusals are written
here, and they state no figures.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date
from functools import lru_cache

from ragspine_eval_pipeline.engine._grammar import QUERY_NOISE
from ragspine_eval_pipeline.kb.format import render_fact
from ragspine_eval_pipeline.kb.store import Fact, Keywords, Passage
from ragspine_eval_pipeline.kb.vocabulary import Vocabulary
from ragspine_eval_pipeline.text import content_tokens

_SENTENCE_END_RE = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])")


def query_terms(query: str) -> set[str]:
    """Content tokens of a query that can tell one passage from another."""
    return {t for t in content_tokens(query) if t not in QUERY_NOISE}


def split_sentences(text: str) -> list[str]:
    """Sentences of a passage, verbatim (passages hold no decimals or abbreviations)."""
    return [s.strip() for s in _SENTENCE_END_RE.split(text) if s.strip()]


@lru_cache(maxsize=4096)
def _sentences_with_terms(text: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """Each sentence of a passage with its content tokens: a KB's passages are few and
    read by many questions, so each is split and tokenized once."""
    return tuple((s, frozenset(content_tokens(s))) for s in split_sentences(text))


@lru_cache(maxsize=1024)
def _title_terms(title: str) -> frozenset[str]:
    return frozenset(content_tokens(title))


@lru_cache(maxsize=1024)
def _keyword_terms(keywords: tuple[Keywords, ...]) -> frozenset[str]:
    """The content tokens of a paragraph's keywords, in every language they are given in."""
    return frozenset(t for entry in keywords for term in entry.terms for t in content_tokens(term))


def pick_sentences(
    passages: Sequence[Passage], query: str, title: str = "", limit: int = 2
) -> list[str]:
    """The ``limit`` sentences most relevant to ``query``, in passage-rank order, quoted from
    the original text (a passage found by its translation is weighed in translation).

    A query term counts double unless it also appears in the document's ``title``: words
    that name the document ("the data protection policy") chose the document already,
    the other words say what the question wants from it. A second sentence must score at
    least half the best one. A query term no sentence holds counts one for every sentence
    of a paragraph whose keywords hold it, so a question in a reader's words is answered
    from the paragraph it was found by. Falls back to the first sentence of the best
    passage when no sentence shares a term.
    """
    terms = query_terms(query)
    read: list[tuple[Passage, tuple[tuple[str, frozenset[str]], ...], frozenset[str]]] = []
    for passage in passages:
        named = _title_terms(title)
        matched = _sentences_with_terms(passage.text)
        if passage.translation is not None:
            # Found by its translation: weigh the translated sentences (the question's
            # words), quote the original ones they translate, sentence for sentence.
            translated = _sentences_with_terms(passage.translation.text)
            if len(translated) == len(matched):
                matched = translated
                named = named | _title_terms(passage.translation.title)
        read.append((passage, matched, named))
    # What readers call a paragraph picks the paragraph, never the text: a query term no
    # sentence holds but a paragraph's keywords do counts one for each of its sentences.
    unsaid = terms - {t for _, matched, _ in read for _, weighed in matched for t in weighed}
    scored: list[tuple[int, int, int, str]] = []
    for rank, (passage, matched, named) in enumerate(read):
        called = len(unsaid & _keyword_terms(passage.keywords)) if unsaid else 0
        original = _sentences_with_terms(passage.text)
        for position, ((sentence, _), (_, weighed)) in enumerate(
            zip(original, matched, strict=True)
        ):
            weight = sum(1 if term in named else 2 for term in terms & weighed) + called
            scored.append((weight, rank, position, sentence))
    top = max((s[0] for s in scored), default=0)
    if top == 0:
        return [s[3] for s in scored[:1]]
    floor = max(1, (top + 1) // 2)
    ranked = sorted((s for s in scored if s[0] >= floor), key=lambda s: (-s[0], s[1], s[2]))
    return [s[3] for s in sorted(ranked[:limit], key=lambda s: (s[1], s[2]))]


def join_sentences(sentences: Sequence[str]) -> str:
    """Join quoted sentences; CJK sentences carry their own full stop."""
    return " ".join(sentences)


def fact_answer(fact: Fact) -> str:
    """A figure, stated exactly as the KB renders it."""
    return render_fact(fact)


def read_as(written: str, code: str, lang: str, vocab: Vocabulary) -> str:
    """What the answer says when a scope's or a metric's name was read from a misspelling."""
    name = vocab.name(code, lang)
    if lang == "zh":
        return f"（将“{written}”理解为{name}。）"
    if lang == "ja":
        return f"（「{written}」を{name}と解釈しました。）"
    return f"(Reading “{written}” as {name}.)"


def assumed_fact_answer(fact: Fact, reference_date: date, lang: str) -> str:
    """A figure for a period the question left open, with the assumption stated first."""
    day = reference_date.isoformat()
    if lang == "zh":
        return (
            f"假设为{fact.period}（截至{day}最近一个已结束的财年；财年即公历年）："
            f"{render_fact(fact)}"
        )
    if lang == "ja":
        return (
            f"{fact.period}（{day}時点で直近に終了した会計年度、会計年度は暦年）と仮定して、"
            f"{render_fact(fact)}"
        )
    return (
        f"Assuming {fact.period} (the latest closed fiscal year on {day}; fiscal year = "
        f"calendar year): {render_fact(fact)}"
    )


def _options(codes: Sequence[str], lang: str, vocab: Vocabulary) -> str:
    names = [vocab.name(code, lang) for code in codes]
    if lang == "zh":
        return "、".join(names[:-1]) + ("还是" if len(names) > 1 else "") + names[-1]
    if lang == "ja":
        return "、".join(names)
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " or " + names[-1]


def ask_scope(
    metric: str, period: str | None, options: Sequence[str], lang: str, vocab: Vocabulary
) -> str:
    """A clarifying question: which entity the figure is for."""
    what = vocab.name(metric, lang)
    when = f" {period}" if period else ""
    if lang == "zh":
        return f"请问您要查询哪个主体{when.strip()}的{what}：{_options(options, 'zh', vocab)}？"
    if lang == "ja":
        period_part = f"{period}の" if period else ""
        return (
            f"どの事業の{period_part}{what}をお調べしますか（{_options(options, 'ja', vocab)}）？"
        )
    return f"Which entity do you mean for {what}{when}: {_options(options, 'en', vocab)}?"


def ask_metric(
    scope: str | None, period: str | None, options: Sequence[str], lang: str, vocab: Vocabulary
) -> str:
    """A clarifying question: which figure the question is about."""
    who = vocab.name(scope, lang) if scope else ""
    when = period or ""
    if lang == "zh":
        return f"请问您想了解{who}{when}的哪项指标：{_options(options, 'zh', vocab)}？"
    if lang == "ja":
        subject = f"{who}の{when}" if who and when else who or when
        prefix = f"{subject}の" if subject else ""
        return f"{prefix}どの指標をお知りになりたいですか（{_options(options, 'ja', vocab)}）？"
    target = " ".join(p for p in (who, when) if p)
    suffix = f" for {target}" if target else ""
    return f"Which figure do you need{suffix}: {_options(options, 'en', vocab)}?"


def ask_period(metric: str | None, options: Sequence[str], lang: str, vocab: Vocabulary) -> str:
    """A clarifying question: which fiscal year the figure is for."""
    what = vocab.name(metric, lang) if metric else ""
    years = "、".join(options) if lang in ("zh", "ja") else " or ".join(options)
    if lang == "zh":
        return f"请问您要查询哪个财年的{what or '数据'}：{years}？"
    if lang == "ja":
        return f"どの会計年度の{what or '数値'}をお調べしますか（{years}）？"
    return f"Which fiscal year do you mean{' for ' + what if what else ''}: {years}?"


_REASONS: dict[str, dict[str, str]] = {
    "opinion": {
        "en": "the knowledge base states what ACME reported; it gives no opinions, advice or "
        "recommendations",
        "zh": "知识库只陈述ACME已报告的内容，不提供观点、建议或推荐",
        "ja": "ナレッジベースはACMEが報告した内容のみを扱い、意見や助言は提供しません",
    },
    "unit": {
        "en": "the knowledge base reports this figure in {detail} only and does not convert it",
        "zh": "知识库只以{detail}报告该数据，不做换算",
        "ja": "ナレッジベースはこの数値を{detail}でのみ報告しており、換算は行いません",
    },
    "place": {
        "en": "the knowledge base does not hold what {detail} of that document shows",
        "zh": "知识库中没有该文件{detail}的内容",
        "ja": "ナレッジベースにはその資料の{detail}の内容がありません",
    },
    "period_grain": {
        "en": "the knowledge base reports whole fiscal years only, not quarters, halves or months",
        "zh": "知识库只报告完整财年的数据，不提供季度、半年或月度数据",
        "ja": "ナレッジベースは通期の数値のみを扱い、四半期・半期・月次の数値はありません",
    },
    "off_topic": {
        "en": "the question is outside what ACME's reports cover",
        "zh": "该问题超出了ACME报告涵盖的范围",
        "ja": "ご質問はACMEの報告書が扱う範囲外です",
    },
    "competitor": {
        "en": "the knowledge base holds no figures about other companies",
        "zh": "知识库中没有其他公司的数据",
        "ja": "ナレッジベースには他社のデータがありません",
    },
    "unknown_scope": {
        "en": "the knowledge base reports no figures for {detail}",
        "zh": "知识库中没有{detail}的数据",
        "ja": "ナレッジベースには{detail}のデータがありません",
    },
    "unknown_metric": {
        "en": "the knowledge base does not report {detail}",
        "zh": "知识库不报告{detail}",
        "ja": "ナレッジベースは{detail}を扱っていません",
    },
    "narrowed": {
        "en": "the knowledge base does not report the figure narrowed as “{detail}”",
        "zh": "知识库不报告按“{detail}”限定的数据",
        "ja": "ナレッジベースは「{detail}」と限定した数値を扱っていません",
    },
    "open_period": {
        "en": "{detail} is not a closed fiscal year on {day} (fiscal year = calendar year), "
        "so no figure has been reported",
        "zh": "截至{day}，{detail}尚未结束（财年即公历年），没有已报告的数据",
        "ja": "{day}時点で{detail}は終了していないため（会計年度は暦年）、"
        "報告された数値はありません",
    },
    "forecast": {
        "en": "the knowledge base holds reported figures for closed fiscal years, not forecasts",
        "zh": "知识库只包含已结束财年的实际数据，不提供预测",
        "ja": "ナレッジベースには終了した会計年度の実績のみがあり、予測はありません",
    },
    "derived": {
        "en": "the knowledge base reports each fiscal year's figures as reported, not growth "
        "rates, changes or other figures derived from them",
        "zh": "知识库只报告各财年已报告的数据，不提供增长率、变化或由此推算的其他数据",
        "ja": "ナレッジベースは各会計年度の報告数値のみを扱い、伸び率や変化など"
        "そこから算出する数値はありません",
    },
    "not_found": {
        "en": "the knowledge base has no figure for {detail}",
        "zh": "知识库中没有{detail}的数据",
        "ja": "ナレッジベースに{detail}のデータはありません",
    },
    "no_passage": {
        "en": "no document in the knowledge base covers this question",
        "zh": "知识库中没有涉及该问题的文档",
        "ja": "ナレッジベースにこの質問を扱う文書はありません",
    },
    "budget": {
        "en": "the answer needed more steps than allowed",
        "zh": "回答所需步骤超出上限",
        "ja": "回答に必要な手順が上限を超えました",
    },
}


def refusal(
    reason: str, detail: Sequence[str], reference_date: date, lang: str, vocab: Vocabulary
) -> str:
    """A refusal that says why, with no figure in it."""
    template = _REASONS[reason][lang]
    separator = "、" if lang in ("zh", "ja") else ", "
    text = template.format(
        detail=separator.join(vocab.name(d, lang) for d in detail),
        day=reference_date.isoformat(),
    )
    if lang == "zh":
        return f"无法回答：{text}。"
    if lang == "ja":
        return f"お答えできません：{text}。"
    return f"I can't answer that: {text}."


def elsewhere(said: str, held: str, lang: str) -> str:
    """What the answer says when the figure asked is held on another part of a document
    than the one the asker names (``said``), and where it is (``held``)."""
    if lang == "zh":
        return f"该数据不在{said}，而在{held}。"
    if lang == "ja":
        return f"この数値は{said}ではなく{held}に記載されています。"
    return f"The figure is on {held}, not {said}."


def not_stated_in(title: str, lang: str) -> str:
    """What the answer says when the document the asker names does not state the figure,
    which the KB holds in another (cited after it)."""
    if lang == "zh":
        return f"{title}中没有写明该数据；知识库中的数据如下。"
    if lang == "ja":
        return f"{title}にはこの数値の記載がありません。ナレッジベースの数値は次のとおりです。"
    return f"The {title} does not state this figure; the knowledge base holds it as follows."


def part_refusal(lang: str, asked: str = "") -> str:
    """What the answer says of a question asked beside the figure that it does not
    answer: one no document covers, a forecast (``asked`` ``forecast``) or another whole
    figure (``figure``)."""
    return _PART_REFUSALS[asked][lang]


_PART_REFUSALS: dict[str, dict[str, str]] = {
    "": {
        "zh": "问题的另一部分无法回答：知识库中没有涉及该部分的文档。",
        "ja": "ご質問のもう一方の点にはお答えできません："
        "ナレッジベースにそれを扱う文書はありません。",
        "en": "I can't answer the other part of the question: "
        "no document in the knowledge base covers it.",
    },
    "forecast": {
        "zh": "问题的另一部分无法回答：知识库只有已结束财年的报告数据，没有预测。",
        "ja": "ご質問のもう一方の点にはお答えできません："
        "ナレッジベースには終了した年度の実績のみがあり、予測はありません。",
        "en": "I can't answer the other part of the question: the knowledge base holds "
        "the reported figures of closed fiscal years only, no forecasts.",
    },
    "figure": {
        "zh": "问题中的另一个数字这里没有给出：请单独询问该数字。",
        "ja": "ご質問のもう一方の数値はここではお答えしていません：別途お尋ねください。",
        "en": "I have not given the other figure asked for here: please ask for it on its own.",
    },
}
