# Two commands do all set-up on a fresh machine: `make eval` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp
export DAGSTER_HOME ?= $(CURDIR)/.dagster_home

.PHONY: venv instance test lint format eval eval-cli ci dev clean

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
DEFS := -m ragspine_eval_pipeline.definitions

# Dagster reads its instance config from $(DAGSTER_HOME)/dagster.yaml.
instance: $(STAMP)
	mkdir -p $(DAGSTER_HOME)
	cp dagster.yaml $(DAGSTER_HOME)/dagster.yaml

# Every eval as Dagster assets: QA once per mode partition, extraction once. A failing
# blocking check (a regression) fails the run, and make stops with a non-zero exit.
eval: instance
	$(DAGSTER) asset materialize $(DEFS) --select 'group:qa_eval' --partition tool
	$(DAGSTER) asset materialize $(DEFS) --select 'group:qa_eval' --partition agent
	$(DAGSTER) asset materialize $(DEFS) --select 'group:extraction_eval'

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
