"""A warm pytest process that forks a fresh child for each Gherkin suite run.

Why: `tablecert mutants` and `certify` run a game's feature suite in a new interpreter each
time (a clean process, like CI), hundreds of times over; a quarter of each run was Python and
pytest starting and importing pytest, pytest-bdd and numpy. This server imports only those
third-party libraries (never a module of this harness: a rule mutant must patch the engine
before anything imports it), then forks one child per request; the child is the same clean
process a `python -m pytest` would be, minus the import time. One server serves one thread,
one suite at a time; `harness.gherkin.feature_run` keeps them and falls back to a plain subprocess
where fork is not available.

Protocol (one JSON line each way): {"args": [...], "cwd": "...", "env": {...}, "stdout": path,
"stderr": path} -> {"exit": N}. Run as `python -m harness.gherkin.pytest_forks`.
"""

from __future__ import annotations

import json
import os
import sys
import traceback
from typing import Any

#: Third-party modules every suite imports; nothing of `harness` (see the module docstring).
PRELOADED = ("pytest", "_pytest.python", "_pytest.fixtures", "pytest_bdd.plugin", "numpy", "ruamel.yaml", "parse")


def _child(request: dict[str, Any]) -> None:
    """In the forked child: become `python -m pytest ARGS` in `cwd` with `env`; never returns."""
    code = 70
    try:
        os.chdir(request["cwd"])
        os.environ.clear()
        os.environ.update(request["env"])
        for fd, key in ((1, "stdout"), (2, "stderr")):
            target = os.open(request[key], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            os.dup2(target, fd)
            os.close(target)
        sys.stdin = open(os.devnull, encoding="utf-8")  # noqa: SIM115 - the child never closes it: it exits
        sys.path[0] = request["cwd"]  # `python -m pytest` puts the working directory first
        sys.argv = ["pytest", *request["args"]]
        import pytest

        code = int(pytest.main(request["args"]))
    except BaseException:  # noqa: BLE001 - whatever happens, the child must exit, never return to the loop
        traceback.print_exc()
    finally:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        finally:
            os._exit(code)


def serve() -> None:
    for name in PRELOADED:
        __import__(name)
    for line in sys.stdin:
        request = json.loads(line)
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:
            _child(request)
        _, status = os.waitpid(pid, 0)
        code = os.waitstatus_to_exitcode(status)
        sys.stdout.write(json.dumps({"exit": code}) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    serve()
