"""The engine under test, the groundedness judge and how cases are run."""

import os

from dagster import ConfigurableResource, Failure
from pydantic import Field

from ragspine_eval_pipeline.defaults import (
    DEFAULT_ENGINE,
    DEFAULT_JUDGE_SPEC,
    ENGINE_ENV,
    JUDGE_CACHE_ENV,
    JUDGE_ENV,
)
from ragspine_eval_pipeline.engine.loading import default_workers, load_engine
from ragspine_eval_pipeline.engine.protocol import Engine
from ragspine_eval_pipeline.eval.runner import RunPolicy
from ragspine_eval_pipeline.judges import Judge, JudgeSpecError, load_judge
from ragspine_eval_pipeline.judges.cache import with_cache


class EngineResource(ConfigurableResource):
    """The engine under test: run config ``spec``, else ``RAGSPINE_ENGINE``, else the reference."""

    spec: str | None = None
    """``module:attr`` or an http(s) URL."""

    def resolved_spec(self) -> str:
        return self.spec or os.environ.get(ENGINE_ENV) or DEFAULT_ENGINE

    def load(self) -> Engine:
        return load_engine(self.resolved_spec())


class JudgeResource(ConfigurableResource):
    """The groundedness judge: run config ``spec``, else ``RAGSPINE_JUDGE``, else ``lexical``.

    Its settings (the lexical threshold among them) live in the spec, so the default
    judge's defaults are defined once, by the judge.
    """

    spec: str | None = None
    """``lexical[:k=v,...]``, ``nli:PATH``, ``openai:MODEL@BASE_URL`` or ``module:attr``."""
    cache: str | None = None
    """SQLite file caching verdicts (``RAGSPINE_JUDGE_CACHE``); none when unset."""

    def resolved_spec(self) -> str:
        return self.spec or os.environ.get(JUDGE_ENV) or DEFAULT_JUDGE_SPEC

    def load(self) -> Judge:
        """The judge; a spec that cannot be loaded fails the run naming it."""
        try:
            judge = load_judge(self.resolved_spec())
        except JudgeSpecError as exc:
            raise Failure(str(exc)) from exc
        cache = self.cache or os.environ.get(JUDGE_CACHE_ENV)
        if not cache:
            return judge
        try:
            return with_cache(judge, cache)
        except (OSError, ValueError) as exc:
            raise Failure(f"judge cache {cache}: {exc}") from exc


_POLICY = RunPolicy()
"""The library's run defaults (timeout, retries), which the pipeline's are."""


class RunPolicyResource(ConfigurableResource):
    """How cases are run: workers, per-case timeout, retries, whole-run budget."""

    workers: int | None = Field(default=None, ge=1)
    """Cases in flight; unset means 1 in process and 8 for an http engine."""
    case_timeout_s: float = Field(default=_POLICY.case_timeout_s, gt=0)
    """A case still running after this many seconds is recorded as a timeout."""
    retries: int = Field(default=_POLICY.retries, ge=0)
    """Extra attempts after a transient engine error (a 5xx, a dropped connection)."""
    budget_s: float | None = None
    """Wall-time budget for the whole run; unfinished cases then time out."""

    def policy(self, engine_spec: str | None = None) -> RunPolicy:
        return RunPolicy(
            workers=self.workers or default_workers(engine_spec),
            case_timeout_s=self.case_timeout_s,
            retries=self.retries,
            budget_s=self.budget_s,
        )
