"""Running the suite on every core (`pytest -n auto --dist loadgroup`, pytest-xdist).

A fixture of module, package or session scope is computed once per worker process that runs a
test using it; some cost minutes (a whole `tablecert mutants` run, a certify, the class tables).
So the tests that share such a fixture are put in one xdist group and run in one worker, and the
fixture is computed once; every other test goes to whichever worker is free.
"""

from __future__ import annotations

import pytest

_SHARED_SCOPES = ("module", "package", "session", "class")


@pytest.hookimpl(tryfirst=True)  # before xdist reads the groups
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    parent: dict[str, str] = {}

    def root(key: str) -> str:
        while parent.setdefault(key, key) != key:
            key = parent[key]
        return key

    shared_of: dict[int, list[str]] = {}
    for number, item in enumerate(items):
        info = getattr(item, "_fixtureinfo", None)
        if info is None:
            continue
        keys = []
        for name in info.names_closure:
            definitions = info.name2fixturedefs.get(name)
            # The suite's own fixtures only (pytest's, such as tmp_path_factory, have no baseid).
            if definitions and definitions[-1].scope in _SHARED_SCOPES and definitions[-1].baseid:
                keys.append(f"{definitions[-1].baseid}::{name}")
        if keys:
            shared_of[number] = keys
            for key in keys[1:]:
                parent[root(key)] = root(keys[0])
    for number, keys in shared_of.items():
        group = root(keys[0])
        items[number].add_marker(pytest.mark.xdist_group(name=group.replace("/", ".")))
