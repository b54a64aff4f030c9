"""Choosing the engine under test from a spec."""

import pytest

from ragspine_eval_pipeline.engine.http import HttpEngine
from ragspine_eval_pipeline.engine.loading import (
    EngineLoadError,
    default_workers,
    engine_label,
    engine_session,
    load_engine,
)
from ragspine_eval_pipeline.engine.reference import ReferenceEngine
from tests.fakes import BrokenEngine


@pytest.mark.parametrize(
    "spec", [None, "", "ragspine_eval_pipeline.engine.reference:ReferenceEngine"]
)
def test_reference_engine_is_the_default(spec: str | None) -> None:
    assert isinstance(load_engine(spec), ReferenceEngine)


def test_an_instance_is_used_as_it_is() -> None:
    engine = BrokenEngine()
    assert load_engine(engine) is engine
    assert engine_label(engine) == "tests.fakes:BrokenEngine"


def test_a_factory_is_called() -> None:
    assert isinstance(load_engine("tests.fakes:broken_factory"), BrokenEngine)


def test_an_object_without_answer_is_refused() -> None:
    with pytest.raises(EngineLoadError, match="no answer"):
        load_engine("tests.builders:SEED_LINE")


def test_a_url_is_a_remote_engine_with_more_workers() -> None:
    engine = load_engine("http://127.0.0.1:9/answer")
    assert isinstance(engine, HttpEngine)
    engine.close()
    assert default_workers("http://127.0.0.1:9/answer") > 1
    # In process the reference engine is CPU-bound: one worker keeps it simple.
    assert default_workers(None) == default_workers("tests.fakes:BrokenEngine") == 1


class _Closable(BrokenEngine):
    closed = False

    def close(self) -> None:
        self.closed = True


def test_a_session_closes_what_it_opened_and_leaves_the_callers_engine_open(monkeypatch) -> None:
    from ragspine_eval_pipeline.engine import loading

    built = _Closable()
    monkeypatch.setattr(loading, "import_attr", lambda spec, kind: lambda: built)
    with engine_session("pkg:factory") as engine:
        assert engine is built
    assert built.closed
    mine = _Closable()
    with engine_session(mine):
        pass
    assert not mine.closed
