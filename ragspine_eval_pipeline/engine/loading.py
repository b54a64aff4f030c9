"""Choose the engine under test from an import path, a URL, or an object."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from ragspine_eval_pipeline.defaults import DEFAULT_ENGINE
from ragspine_eval_pipeline.engine.protocol import Engine
from ragspine_eval_pipeline.plugins import PluginLoadError, import_attr

REMOTE_WORKERS = 8
"""Default cases in flight for a remote engine, whose calls mostly wait on the network."""


def default_workers(spec: str | Engine | None) -> int:
    """Workers to use when none are asked for: 1 in process (CPU-bound, deterministic),
    ``REMOTE_WORKERS`` for an engine behind HTTP."""
    if isinstance(spec, str) and spec.startswith(("http://", "https://")):
        return REMOTE_WORKERS
    return 1


class EngineLoadError(PluginLoadError):
    """The engine spec cannot be turned into an engine."""


def load_engine(spec: str | Engine | None = None) -> Engine:
    """Return an engine for ``spec``.

    ``None`` is the reference engine; ``"module:attr"`` names a class or factory
    (called with no arguments) or an instance; an ``http://`` or ``https://`` URL is a
    remote engine served over the JSON schema of ``engine.http``; any object with an
    ``answer`` method is used as it is.
    """
    if spec is None or spec == "":
        spec = DEFAULT_ENGINE
    if not isinstance(spec, str):
        return _checked(spec, repr(spec))
    if spec.startswith(("http://", "https://")):
        from ragspine_eval_pipeline.engine.http import HttpEngine, redact_url

        try:
            return HttpEngine(spec)
        except ValueError as exc:  # a bad RAGSPINE_ENGINE_HEADERS, say
            raise EngineLoadError(f"engine {redact_url(spec)!r}: {exc}") from exc
    try:
        target = import_attr(spec, "engine")
    except PluginLoadError as exc:
        raise EngineLoadError(str(exc)) from exc
    if isinstance(target, type) or (callable(target) and not hasattr(target, "answer")):
        try:
            target = target()
        except (Exception, SystemExit) as exc:
            raise EngineLoadError(
                f"engine {spec!r}: construction failed: {type(exc).__name__}: {exc}"
            ) from exc
    return _checked(target, spec)


@contextmanager
def engine_session(spec: str | Engine | None = None) -> Iterator[Engine]:
    """``load_engine(spec)`` for the length of a run, closing what it opened.

    An engine built here from a spec (an HTTP client's connection pool, say) is closed
    afterwards; an engine object passed in belongs to the caller and is left open.
    """
    engine = load_engine(spec)
    try:
        yield engine
    finally:
        close = getattr(engine, "close", None)
        if engine is not spec and callable(close):
            close()


def _checked(engine: Any, label: str) -> Engine:
    if not callable(getattr(engine, "answer", None)):
        raise EngineLoadError(f"engine {label}: {type(engine).__name__} has no answer() method")
    return engine


def engine_label(engine: Engine) -> str:
    """A readable name for reports: ``module:Class``."""
    kind = type(engine)
    return f"{kind.__module__}:{kind.__qualname__}"
