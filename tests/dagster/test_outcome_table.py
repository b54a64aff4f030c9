"""case_outcomes' preview: the first rows of the frame beside their golden cases."""

from ragspine_eval_pipeline.defs.qa.outcome_table import PREVIEW_ROWS, outcome_table_metadata
from ragspine_eval_pipeline.eval.frames import outcomes_to_frame
from tests.builders import correct_outcome, make_case


def test_a_long_frame_previews_its_first_rows_and_counts_the_rest():
    cases = [make_case(f"c{i}") for i in range(PREVIEW_ROWS + 5)]
    frame = outcomes_to_frame([correct_outcome(case) for case in cases])
    meta = outcome_table_metadata(frame, cases)
    shown = [record.data["case_id"] for record in meta["preview"].value.records]
    assert shown == [case.id for case in cases[:PREVIEW_ROWS]]
    assert meta["preview_rows_hidden"].value == 5
    assert meta["dagster/partition_row_count"].value == PREVIEW_ROWS + 5
