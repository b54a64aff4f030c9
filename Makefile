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

format: $(STAMP)
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

DAGSTER := $(BIN)/dagster
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

# Every eval as Dagster assets: QA once per mode partition, extraction once. Each runs
# even if an earlier one failed; a failing blocking check (a regression) makes the
# target exit non-zero after the summary.
eval: instance
	@status=0; started=$$(date +%s); \
	$(MATERIALIZE) --select 'group:qa_eval' --partition tool || status=1; \
	$(MATERIALIZE) --select 'group:qa_eval' --partition agent || status=1; \
	$(MATERIALIZE) --select 'group:extraction_eval' || status=1; \
	$(BIN)/python -m ragspine_eval_pipeline.defs.summary --since $$started; \
	if [ $$status -ne 0 ]; then echo "eval: FAILED (a gate regressed; see above)"; fi; \
	exit $$status

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

dev: instance
	$(DAGSTER) dev -w workspace.yaml

ci: lint test eval

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache
