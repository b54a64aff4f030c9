"""Fake engines for the CLI and harness tests. They live here, never in the package."""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date
from typing import Any

from ragspine_eval_pipeline.engine.protocol import EngineAnswer
from ragspine_eval_pipeline.engine.reference import ReferenceEngine
from ragspine_eval_pipeline.judges import Verdict


class BrokenEngine:
    """Raises on every question: every case becomes an error outcome."""

    def answer(self, question: str, *, mode: str, reference_date: date, kb: Any) -> EngineAnswer:
        raise RuntimeError("index unavailable")


class NeverRefusingEngine(ReferenceEngine):
    """The reference engine, except it answers questions it should refuse with a number."""

    def answer(self, question: str, *, mode: str, reference_date: date, kb: Any) -> EngineAnswer:
        result = super().answer(question, mode=mode, reference_date=reference_date, kb=kb)
        if not result.refused:
            return result
        return result.model_copy(
            update={"refused": False, "value": 42.0, "unit": "USD_M", "answer": "It was 42."}
        )


class EmbellishingEngine(ReferenceEngine):
    """The reference engine, plus one invented sentence on every narrative answer."""

    def answer(self, question: str, *, mode: str, reference_date: date, kb: Any) -> EngineAnswer:
        result = super().answer(question, mode=mode, reference_date=reference_date, kb=kb)
        if result.refused or result.clarification == "ask_first" or result.value is not None:
            return result
        if not result.answer:
            return result
        invented = " The board also approved a merger with Globex Corporation in 2031."
        return result.model_copy(update={"answer": result.answer + invented})


def broken_factory() -> BrokenEngine:
    """A factory, to check that ``module:function`` specs are called."""
    return BrokenEngine()


class FailsToConstruct:
    """An engine whose constructor raises (a missing credential, say)."""

    def __init__(self) -> None:
        raise RuntimeError("missing API key")


class RejectingJudge:
    """A judge that entails nothing: every groundedness number it produces is 0.0."""

    version = "1"

    def judge(self, claim: str, contexts: Sequence[str]) -> Verdict:
        return Verdict(entailed=False, coverage=0.0, reason="rejects every claim")


_EN_AUXILIARY = re.compile(r"\b(is|was|are|were|has|have|will|can|could|should)\b")
_ZH_VERB_HEADS = ("实现", "增长", "下降", "开设", "推出", "完成", "达到", "减少", "提高", "覆盖")
_JA_ENDINGS = (
    ("しました", "しませんでした"),
    ("した", "しなかった"),
    ("です", "ではありません"),
    ("ます", "ません"),
)


def negate_first_sentence(text: str) -> str | None:
    """The answer with a negation added to its first sentence, or None where no rule fits."""
    if (match := _EN_AUXILIARY.search(text)) is not None:
        return f"{text[: match.end()]} not{text[match.end() :]}"
    for head in _ZH_VERB_HEADS:
        if head in text:
            return text.replace(head, "没有" + head, 1)
    end = min(i for i in (text.find("。"), len(text)) if i >= 0)
    first = text[:end]
    for positive, negative in _JA_ENDINGS:
        if first.endswith(positive):
            return first[: -len(positive)] + negative + text[end:]
    return None


_SWAPS = (
    ("Singapore", "Malaysia"),
    ("Japan", "Vietnam"),
    ("Hong Kong", "Taiwan"),
    ("Macau", "Manila"),
    ("香港", "台湾"),
    ("澳门", "深圳"),
    ("新加坡", "马来西亚"),
    ("日本", "韓国"),
    ("シンガポール", "マレーシア"),
)


def swap_first_entity(text: str) -> str | None:
    """The answer with its first place name replaced by one the KB never mentions."""
    found = [(text.find(old), old, new) for old, new in _SWAPS if old in text]
    if not found:
        return None
    _, old, new = min(found)
    return text.replace(old, new, 1)


class _MutatingEngine(ReferenceEngine):
    """The reference engine with every narrative answer it can change changed.

    ``changed`` records the questions whose answers it changed.
    """

    mutate: Any = None

    def __init__(self) -> None:
        super().__init__()
        self.changed: set[str] = set()

    def answer(self, question: str, *, mode: str, reference_date: date, kb: Any) -> EngineAnswer:
        result = super().answer(question, mode=mode, reference_date=reference_date, kb=kb)
        if result.refused or result.clarification == "ask_first" or not result.answer:
            return result
        changed = type(self).mutate(result.answer)
        if changed is None:
            return result
        self.changed.add(question)
        return result.model_copy(update={"answer": changed})


class NegatingEngine(_MutatingEngine):
    """Negates the first sentence of each narrative answer (not, 没有, しなかった)."""

    mutate = staticmethod(negate_first_sentence)


class EntitySwappingEngine(_MutatingEngine):
    """Moves each narrative answer's first fact to a place the KB never mentions."""

    mutate = staticmethod(swap_first_entity)
