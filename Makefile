# Two commands do all set-up on a fresh machine: `make eval` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp
export DAGSTER_HOME ?= $(CURDIR)/.dagster_home

.PHONY: venv test lint format eval eval-qa eval-extraction ci dev clean

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

eval: $(STAMP)
	$(BIN)/python scripts/run_qa_eval.py --mode tool --no-progress
	$(BIN)/python scripts/run_qa_eval.py --mode agent --no-progress

ci: lint test eval

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache
