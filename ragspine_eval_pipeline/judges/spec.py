"""One grammar selects a judge everywhere: the QA CLI, the pipeline and ``run_qa_eval``.

``lexical``                    the default offline judge with default settings
``lexical:threshold=0.7``      the same with settings (``key=value``, comma separated)
``nli:PATH``                   a cross-encoder NLI model in a local directory
``openai:MODEL@BASE_URL``      an OpenAI-compatible chat-completions server; the key comes
                               from ``RAGSPINE_JUDGE_API_KEY``, never from the spec
``module:attr``                a class or factory called with no arguments, or an instance

A spec that cannot be loaded raises ``JudgeSpecError`` naming it.
"""

from __future__ import annotations

import os
from typing import Any

from ragspine_eval_pipeline.defaults import DEFAULT_JUDGE_SPEC as DEFAULT_JUDGE_SPEC
from ragspine_eval_pipeline.judges._verdict import JSONScalar, Judge, JudgeIdentity
from ragspine_eval_pipeline.judges.lexical import LexicalOverlapJudge
from ragspine_eval_pipeline.plugins import PluginLoadError, import_attr

API_KEY_ENV = "RAGSPINE_JUDGE_API_KEY"


class JudgeSpecError(ValueError):
    """A judge spec that does not name a loadable judge."""


def load_judge(spec: str | Judge | None = None) -> Judge:
    """The judge ``spec`` names; None or ``""`` is the default lexical judge."""
    if spec is None or (isinstance(spec, str) and not spec.strip()):
        return LexicalOverlapJudge()
    if not isinstance(spec, str):
        return _checked(spec, repr(spec))
    spec = spec.strip()
    family, sep, rest = spec.partition(":")
    try:
        if family == "lexical":
            return LexicalOverlapJudge(**_settings(rest, LexicalOverlapJudge.SETTINGS))
        if family == "nli" and sep:
            from ragspine_eval_pipeline.judges.nli import NLIJudge

            return NLIJudge(_required(rest, "a model directory"))
        if family == "openai" and sep:
            from ragspine_eval_pipeline.judges.llm import OpenAIJudge

            model, at, base_url = rest.partition("@")
            if not at or not model or not base_url:
                raise ValueError("expected openai:MODEL@BASE_URL")
            return OpenAIJudge(model, base_url, api_key=os.environ.get(API_KEY_ENV))
        if sep:
            return _checked(_instantiate(import_attr(spec, kind="judge")), spec)
    except JudgeSpecError:
        raise
    except PluginLoadError as exc:
        raise JudgeSpecError(str(exc)) from exc
    except (ImportError, OSError, ValueError, TypeError) as exc:
        raise JudgeSpecError(f"judge {spec!r}: {exc}") from exc
    raise JudgeSpecError(
        f"judge {spec!r}: expected lexical[:k=v,...], nli:PATH, openai:MODEL@BASE_URL "
        "or module:attr"
    )


def judge_identity(judge: Judge) -> JudgeIdentity:
    """The identity a judge reports, or one derived from its class for plain plugins."""
    identity = getattr(judge, "identity", None)
    if isinstance(identity, JudgeIdentity):
        return identity
    cls = type(judge)
    return JudgeIdentity(
        name=f"{cls.__module__}:{cls.__qualname__}",
        version=str(getattr(judge, "version", "0")),
    )


def _instantiate(target: Any) -> Any:
    if isinstance(target, type) or (callable(target) and not hasattr(target, "judge")):
        return target()
    return target


def _checked(judge: Any, spec: str) -> Judge:
    if not callable(getattr(judge, "judge", None)):
        raise JudgeSpecError(f"judge {spec!r}: {judge!r} has no judge(claim, contexts) method")
    return judge


def _required(value: str, what: str) -> str:
    if not value.strip():
        raise ValueError(f"expected {what}")
    return value.strip()


def _settings(text: str, allowed: dict[str, type]) -> dict[str, JSONScalar]:
    """Parse ``k=v,k=v`` into typed keyword arguments, rejecting unknown keys."""
    out: dict[str, JSONScalar] = {}
    for item in filter(None, (part.strip() for part in text.split(","))):
        key, eq, raw = item.partition("=")
        key = key.strip()
        if not eq or key not in allowed:
            known = ", ".join(sorted(allowed))
            raise ValueError(f"unknown setting {item!r} (known: {known})")
        kind = allowed[key]
        try:
            out[key] = _parse_bool(raw) if kind is bool else kind(raw.strip())
        except ValueError as exc:
            raise ValueError(f"setting {key}: {raw!r} is not a {kind.__name__}") from exc
    return out


def _parse_bool(raw: str) -> bool:
    value = raw.strip().casefold()
    if value in {"1", "true", "yes", "on"}:
        return True
    if value in {"0", "false", "no", "off"}:
        return False
    raise ValueError(raw)
