#!/usr/bin/env python
"""Serve an engine over HTTP so ``run_qa_eval.py --engine http://...`` can score it remotely."""

import argparse
import signal
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ragspine_eval_pipeline.engine.loading import EngineLoadError
from ragspine_eval_pipeline.engine.server import serve


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="serve_engine.py", description="Serve an engine over the HTTP JSON schema."
    )
    parser.add_argument("--host", default="127.0.0.1", help="address to bind")
    parser.add_argument("--port", type=int, default=8765, help="port to bind (0: any free port)")
    parser.add_argument(
        "--engine", help="engine to serve, module:attr (default: the reference engine)"
    )
    parser.add_argument("--kb-dir", type=Path, help="build the knowledge base here (default: temp)")
    args = parser.parse_args(argv)
    # Started as a shell's background job, the process inherits an ignored SIGINT; the
    # server must still stop on Ctrl-C or `kill -INT`.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        serve(args.engine, args.host, args.port, kb_dir=args.kb_dir)
    except EngineLoadError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"error: cannot serve on {args.host}:{args.port}: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
