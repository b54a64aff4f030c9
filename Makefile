# Two commands do all set-up on a fresh machine: `make eval` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp
export DAGSTER_HOME ?= $(CURDIR)/.dagster_home

.PHONY: venv instance test lint format eval eval-cli eval-sharded ci dev clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

venv: $(STAMP)

test: $(STAMP)
	$(BIN)/python -m pytest

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/lint-imports

format: $(STAMP)
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

DAGSTER := $(BIN)/dagster
DEV_HOST ?= 127.0.0.1
DEV_PORT ?= 3000
# Dagster's CLI notes that `dagster dev` and `dagster asset materialize` are superseded by
# its newer `dg` tool; both commands still work in 1.13, so the notes are left out.
export PYTHONWARNINGS := ignore:Function `dev_command` is superseded,ignore:Function `asset_materialize_command` is superseded
# Quiet runs: INFO-level run logs, and no notes about Dagster's own preview APIs.
DAGSTER_NOTES := ignore:Function `asset_materialize_command` is superseded,ignore:Specifying a partitions_def on an AssetCheckSpec,ignore:Parameter `include_sources`
RUN_LOGS := "loggers": {"console": {"config": {"log_level": "INFO"}}}
MATERIALIZE_IN := PYTHONWARNINGS='$(DAGSTER_NOTES)' $(DAGSTER) asset materialize \
	-m ragspine_eval_pipeline.definitions
MATERIALIZE := $(MATERIALIZE_IN) --config-json '{$(RUN_LOGS)}'

# Dagster reads its instance config from $(DAGSTER_HOME)/dagster.yaml.
instance: $(STAMP)
	mkdir -p $(DAGSTER_HOME)
	cp dagster.yaml $(DAGSTER_HOME)/dagster.yaml

# Every eval as runs of the code location (so the UI lists and can re-execute them): QA
# once per mode partition, then extraction, each even if an earlier one failed. Exit 2
# on a configuration error (nothing is scored), 1 when a gate regressed or a run failed.
eval: instance
	@$(BIN)/python -m ragspine_eval_pipeline.defs.launch; status=$$?; \
	case $$status in \
	  0) ;; \
	  2) echo "eval: configuration error (see above); nothing was scored" ;; \
	  *) echo "eval: FAILED (a gate regressed or a run failed; see above)" ;; \
	esac; exit $$status

# The UI and the schedule daemon, from the checkout root, against $(DAGSTER_HOME).
dev: instance
	@echo "Dagster UI: http://$(DEV_HOST):$(DEV_PORT)  (instance: $(DAGSTER_HOME); Ctrl-C stops)"
	@$(BIN)/dagster-daemon run -w workspace.yaml & daemon=$$!; \
	trap 'kill $$daemon 2>/dev/null; wait $$daemon 2>/dev/null' EXIT INT TERM; \
	$(BIN)/dagster-webserver -h $(DEV_HOST) -p $(DEV_PORT) -w workspace.yaml

# `make eval` with QA case execution in $(SHARDS) shards, each a step on a local dask
# cluster of $(DASK_WORKERS) worker processes (dagster-dask); the reports equal `make eval`'s.
SHARDS ?= 4
DASK_WORKERS ?= 4
DASK_RUN := "execution": {"config": {"dask": {"cluster": {"local": {"n_workers": $(DASK_WORKERS)}}}}}

# The dev extra (installed by `make venv`) includes the dask extra.
eval-sharded: instance
	@status=0; started=$$(date +%s); \
	for mode in tool agent; do \
	  RAGSPINE_SHARDS=$(SHARDS) $(MATERIALIZE_IN) --select 'group:qa_eval' --partition $$mode \
	    --config-json '{$(DASK_RUN), $(RUN_LOGS)}' || status=1; \
	done; \
	$(MATERIALIZE) --select 'group:extraction_eval' || status=1; \
	$(BIN)/python -m ragspine_eval_pipeline.defs.summary --since $$started; \
	if [ $$status -ne 0 ]; then echo "eval-sharded: FAILED (a gate regressed; see above)"; fi; \
	exit $$status

# The same gates through the plain CLIs, without Dagster.
eval-cli: $(STAMP)
	$(BIN)/python scripts/run_qa_eval.py --mode tool --no-progress
	$(BIN)/python scripts/run_qa_eval.py --mode agent --no-progress
	$(BIN)/python scripts/run_extraction_eval.py

ci: lint test eval

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache
