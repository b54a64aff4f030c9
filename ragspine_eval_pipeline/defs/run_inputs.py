"""The inputs of a run, resolved once at launch and recorded on the run.

Resources fall back to ``RAGSPINE_*`` environment variables at run time, which on a
webserver are the server's, not the launcher's. So every launcher of this project
(``make eval``, the nightly schedule) resolves the inputs where it runs and writes them
into the run config and the run tags: a re-execution from the UI inherits the parent's
config and tags, so it scores the same engine with the same judge, golden set, baselines,
knowledge base folder and ratchet ref. ``check_inputs`` opens each one before any case
runs, so a bad setting is a configuration error naming it, never a regression.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ragspine_eval_pipeline.defaults import EXTRACTOR_ENV, JUDGE_CACHE_ENV, pipeline_kb_dir
from ragspine_eval_pipeline.defs.extraction.resources import ExtractorResource
from ragspine_eval_pipeline.defs.qa.resources import EngineResource, JudgeResource
from ragspine_eval_pipeline.defs.qa.shards import shard_count
from ragspine_eval_pipeline.defs.resources import EvalPathsResource
from ragspine_eval_pipeline.engine.loading import engine_session
from ragspine_eval_pipeline.eval._git import GitUnavailable
from ragspine_eval_pipeline.eval.baseline import read_qa_baseline
from ragspine_eval_pipeline.eval.extraction_eval import read_extraction_baseline
from ragspine_eval_pipeline.eval.golden import GoldenSetError, load_golden_set
from ragspine_eval_pipeline.eval.history import read_history
from ragspine_eval_pipeline.extraction.runner import FIXTURE_SETS
from ragspine_eval_pipeline.judges import load_judge

TAG_PREFIX = "ragspine/"
"""Run tags this project writes; the UI shows them on every run and can filter by them."""


@dataclass(frozen=True)
class RunInputs:
    """Everything a QA or extraction run reads, as absolute paths and specs."""

    engine: str
    judge: str
    judge_cache: str | None
    golden_set: str
    qa_baseline: str
    kb_dir: str
    fixtures_dir: str
    extraction_baseline: str
    ratchet_ref: str
    extractor: str | None
    shards: int = 1
    """Case shards of the QA job (``RAGSPINE_SHARDS``): the job's shape, read at load."""

    def run_config(self) -> dict[str, Any]:
        """Resource config that pins these inputs for the run and its re-executions.

        An engine URL that carries credentials is left out (the run would store them):
        such a run, and its re-execution, read the engine from the environment.
        """
        engine = {} if _has_credentials(self.engine) else {"spec": self.engine}
        judge = {"spec": self.judge, **({"cache": self.judge_cache} if self.judge_cache else {})}
        paths = {
            "golden_set": self.golden_set,
            "qa_baseline": self.qa_baseline,
            "kb_dir": self.kb_dir,
            "fixtures_dir": self.fixtures_dir,
            "extraction_baseline": self.extraction_baseline,
            "ratchet_ref": self.ratchet_ref,
        }
        extractor = {"spec": self.extractor} if self.extractor else {}
        return {
            "resources": {
                "engine": {"config": engine},
                "judge": {"config": judge},
                "paths": {"config": paths},
                "extractor": {"config": extractor},
            }
        }

    def tags(self) -> dict[str, str]:
        """The same inputs as run tags (credentials masked), shown on the run's page."""
        shown = {
            "engine": redact_url(self.engine) if _has_credentials(self.engine) else self.engine,
            "judge": self.judge,
            "golden_set": self.golden_set,
            "qa_baseline": self.qa_baseline,
            "kb_dir": self.kb_dir,
            "ratchet_ref": self.ratchet_ref,
            "extraction_baseline": self.extraction_baseline,
            "shards": str(self.shards),
        }
        return {TAG_PREFIX + key: value for key, value in shown.items()}


def resolve_inputs(storage_dir: str | Path) -> RunInputs:
    """The inputs the resources would read here and now (run config unset, so the
    ``RAGSPINE_*`` variables, then the defaults under the project root, which raise
    ``ProjectRootError`` when there is none); the KB defaults to a folder under the
    instance's ``storage_dir``, as in ``eval_kb``."""
    paths, engine, judge = EvalPathsResource(), EngineResource(), JudgeResource()
    return RunInputs(
        engine=engine.resolved_spec(),
        judge=judge.resolved_spec(),
        judge_cache=os.environ.get(JUDGE_CACHE_ENV) or None,
        golden_set=str(paths.golden_set_path()),
        qa_baseline=str(paths.qa_baseline_path()),
        kb_dir=str(paths.kb_path(pipeline_kb_dir(storage_dir))),
        fixtures_dir=str(paths.fixtures_path()),
        extraction_baseline=str(paths.extraction_baseline_path()),
        ratchet_ref=paths.ratchet_ref_name(),
        extractor=os.environ.get(EXTRACTOR_ENV) or None,
        shards=shard_count(),
    )


def _has_credentials(spec: str) -> bool:
    return spec.startswith(("http://", "https://")) and redact_url(spec) != spec


class ConfigurationError(ValueError):
    """A setting names an input that cannot be used; the message names the setting."""


def check_inputs(inputs: RunInputs, qa: bool = True, extraction: bool = True) -> list[str]:
    """Open every input the selected evals read; one line per bad setting, naming it.

    Nothing is scored and nothing is written: the engine and the judge are built and
    closed, the golden set and the baselines are read and held to their git history.
    """
    checks: list[tuple[str, str, Callable[[], object]]] = []
    if qa:
        checks += [
            ("RAGSPINE_ENGINE", _shown_engine(inputs.engine), lambda: _open_engine(inputs.engine)),
            ("RAGSPINE_JUDGE", inputs.judge, lambda: load_judge(inputs.judge)),
            ("RAGSPINE_GOLDEN_SET", inputs.golden_set, lambda: _golden(inputs.golden_set)),
            ("RAGSPINE_QA_BASELINE", inputs.qa_baseline, lambda: _qa_baseline(inputs)),
            ("RAGSPINE_KB_DIR", inputs.kb_dir, lambda: _folder_or_absent(inputs.kb_dir)),
        ]
        if inputs.judge_cache:
            cache = JudgeResource(spec=inputs.judge, cache=inputs.judge_cache)
            checks.append(("RAGSPINE_JUDGE_CACHE", inputs.judge_cache, cache.load))
    if extraction:
        checks += [
            ("RAGSPINE_FIXTURES_DIR", inputs.fixtures_dir, lambda: _folder(inputs.fixtures_dir)),
            (
                "RAGSPINE_EXTRACTION_BASELINE",
                inputs.extraction_baseline,
                lambda: _extraction(inputs),
            ),
        ]
        if inputs.extractor:
            extractor = ExtractorResource(spec=inputs.extractor)
            checks.append(("RAGSPINE_EXTRACTOR", inputs.extractor, extractor.load))
    baseline = inputs.qa_baseline if qa else inputs.extraction_baseline
    checks.append(("RAGSPINE_RATCHET_REF", inputs.ratchet_ref, lambda: _ratchet(baseline, inputs)))
    problems = []
    for setting, value, open_it in checks:
        try:
            open_it()
        except Exception as exc:  # any failure to open an input is this setting's problem
            problems.append(f"{setting}={value}: {_reason(exc)}")
    return problems


def _shown_engine(spec: str) -> str:
    return redact_url(spec) if spec.startswith(("http://", "https://")) else spec


def _open_engine(spec: str) -> None:
    with engine_session(spec):
        pass


def _golden(path: str) -> None:
    try:
        load_golden_set(path)
    except GoldenSetError as exc:
        more = f" (and {len(exc.errors) - 1} more)" if len(exc.errors) > 1 else ""
        raise ConfigurationError(exc.errors[0] + more) from exc


def _qa_baseline(inputs: RunInputs) -> None:
    read_qa_baseline(inputs.qa_baseline)


def _extraction(inputs: RunInputs) -> None:
    read_extraction_baseline(inputs.extraction_baseline, FIXTURE_SETS)


def _ratchet(baseline: str, inputs: RunInputs) -> None:
    with contextlib.suppress(GitUnavailable):  # outside git the check is skipped, with a notice
        read_history(baseline, inputs.ratchet_ref)


def _folder(path: str) -> None:
    if not Path(path).is_dir():
        raise ConfigurationError("not a folder")


def _folder_or_absent(path: str) -> None:
    if Path(path).exists() and not Path(path).is_dir():
        raise ConfigurationError("exists and is not a folder")


def _reason(exc: BaseException) -> str:
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text if len(text) <= 300 else text[:299] + "…"


def tags_of(run_tags: Mapping[str, str]) -> dict[str, str]:
    """This project's tags of a run, without the prefix."""
    return {k.removeprefix(TAG_PREFIX): v for k, v in run_tags.items() if k.startswith(TAG_PREFIX)}


def redact_url(url: str) -> str:
    """``engine.http.redact_url``, imported on use: it brings httpx, which a code location
    that never names an HTTP engine need not load."""
    from ragspine_eval_pipeline.engine.http import redact_url as redact

    return redact(url)
