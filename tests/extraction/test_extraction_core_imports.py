"""The extraction core is a plain library: importing it never loads Dagster."""

from __future__ import annotations

import subprocess
import sys


def test_extraction_core_does_not_import_dagster() -> None:
    code = (
        "import sys\n"
        "import ragspine_eval_pipeline.eval.extraction_eval\n"
        "import ragspine_eval_pipeline.extraction.runner\n"
        "assert not [m for m in sys.modules if m.split('.')[0] == 'dagster'], 'dagster loaded'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
