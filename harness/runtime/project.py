"""Where the project's data lives: rules_spec/, paytables/, features/, reports/.

The data sits beside the package in the repository (an editable install keeps it there).
`TABLECERT_HOME` points elsewhere, e.g. at a lab's own copy of the data.
"""

from __future__ import annotations

import os
from pathlib import Path

from harness.spec.errors import UsageError

_MARKER = "rules_spec"


def project_root() -> Path:
    override = os.environ.get("TABLECERT_HOME")
    if override:
        root = Path(override).resolve()
        if not (root / _MARKER).is_dir():
            raise UsageError(f"TABLECERT_HOME={override} has no {_MARKER}/ folder")
        return root
    here = Path(__file__).resolve().parents[2]
    if (here / _MARKER).is_dir():
        return here
    cwd = Path.cwd().resolve()
    for candidate in (cwd, *cwd.parents):
        if (candidate / _MARKER).is_dir():
            return candidate
    raise UsageError(f"cannot find the {_MARKER}/ folder: run from the tablecert checkout or set TABLECERT_HOME")


def user_display(path: Path) -> str:
    """A path as the user who typed the command should read it: relative to the folder they are
    in when it lies inside it, else absolute (a run from elsewhere still writes into the checkout
    by default, and must say so plainly)."""
    resolved = path.absolute()
    try:
        return str(resolved.relative_to(Path.cwd().absolute()))
    except ValueError:
        return str(resolved)


def relative_display(path: Path) -> str:
    """A path as the user should see it: relative to the project root when inside it."""
    try:
        return str(path.resolve().relative_to(project_root()))
    except (ValueError, UsageError):
        return str(path)
