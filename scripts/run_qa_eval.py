#!/usr/bin/env python
"""Score an engine on the QA golden set and gate it against the baseline (see --help)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ragspine_eval_pipeline.cli.qa import main

if __name__ == "__main__":
    raise SystemExit(main())
