"""The default IO manager: Dagster's pickle files, read back from memory in the same process."""

import pickle
from pathlib import Path

from dagster import build_init_resource_context, build_input_context, build_output_context

from ragspine_eval_pipeline.defs.step_values import StepValuesIOManager
from tests.dagster.helpers import run_qa


def test_a_run_stores_every_step_output_as_dagster_pickles(eval_files, instance):
    result = run_qa(instance)
    assert result.success
    stored = Path(instance.storage_directory()) / "golden_set"
    assert [case.id for case in pickle.loads(stored.read_bytes())] == [
        case.id for case in result.output_for_node("golden_set")
    ]
    # Partitioned outputs go under the partition, as with Dagster's FilesystemIOManager.
    assert (Path(instance.storage_directory()) / "case_outcomes" / "tool").is_file()


def test_a_value_is_handed_on_in_process_while_its_file_is_unchanged(instance, tmp_path):
    manager = StepValuesIOManager().create_io_manager(
        build_init_resource_context(instance=instance)
    )
    path, value = tmp_path / "golden_set", ["kept"]
    manager.dump_to_path(build_output_context(), value, path)
    assert pickle.loads(path.read_bytes()) == value  # the file Dagster would write
    assert manager.load_from_path(build_input_context(), path) is value
    # Rewritten by another process (a dask worker, a re-execution): the file decides.
    path.write_bytes(pickle.dumps(["rewritten"]))
    assert manager.load_from_path(build_input_context(), path) == ["rewritten"]
