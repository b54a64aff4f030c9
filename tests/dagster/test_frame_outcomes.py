"""gate_report's outcomes: those the merged frame was built from, equal to its rows."""

import pickle

from ragspine_eval_pipeline.defs.qa.shards import ShardResult, frame_outcomes, merged_frame
from ragspine_eval_pipeline.eval.frames import outcomes_from_frame
from tests.builders import correct_outcome, make_case


def _shard(*ids: str) -> ShardResult:
    outcomes = [correct_outcome(make_case(case_id)) for case_id in ids]
    rows = [outcome.model_dump(mode="json") for outcome in outcomes]
    return ShardResult(engine="tests:Engine", rows=rows, outcomes=outcomes)


def test_a_frame_merged_here_hands_on_its_outcomes_equal_to_its_rows():
    shards = [_shard("a", "b"), _shard("c")]
    frame = merged_frame(shards)
    kept = frame_outcomes(frame)
    assert kept == outcomes_from_frame(frame)  # no loss either way
    assert [outcome.case_id for outcome in kept] == ["a", "b", "c"]
    assert kept[0] is shards[0].outcomes[0]  # no round trip through the rows


def test_a_shard_from_another_process_is_rebuilt_from_its_rows():
    shipped = pickle.loads(pickle.dumps(_shard("a", "b")))
    assert shipped.outcomes is None  # the outcomes never travel, only the rows
    frame = merged_frame([shipped])
    assert [outcome.case_id for outcome in frame_outcomes(frame)] == ["a", "b"]
    # A copy of a frame (e.g. unpickled) is not the merged one: rebuilt from its rows.
    here = merged_frame([_shard("a")])
    assert frame_outcomes(pickle.loads(pickle.dumps(here))) == frame_outcomes(here)
