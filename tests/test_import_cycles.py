"""No import cycle between the harness's parts (issue 11, item 4).

A part is a subpackage (`harness.lunar`, `harness.caribbean`, `harness.analysis`, ...) or a
module directly under `harness/` (`harness.cli`, `harness.settle_any`, ...). The import graph is
read from the source with `ast` (every `import`, at module level or inside a function, but not
under `if TYPE_CHECKING:`, which never runs), reduced to edges between parts, and its strongly
connected components are the cycles. Each cycle is shown with the imports that make it.

The cycles issue 11 measured that are gone must stay gone; the ones still there are listed in
KNOWN_CYCLES, which the lead engineer empties as the registry and the one certify pipeline
land (a cycle that disappears must be removed from the list, a new one fails the test).
"""

from __future__ import annotations

import ast
from collections import defaultdict
from functools import cache
from pathlib import Path

from harness.project import project_root

HARNESS = project_root() / "harness"

#: Imports between parts that still close a cycle: none. The issue's three are gone: the family
#: never imports harness.caribbean (the shared counting code is harness.analysis); each game's
#: mutant catalogue lives in its own package (harness.lunar.mutants, harness.poker_room.mutants),
#: so harness.mutants is only the framework; settle dispatch goes through the registry.
KNOWN_CYCLE_EDGES: frozenset[tuple[str, str]] = frozenset()


def _module_name(path: Path) -> str:
    parts = path.relative_to(HARNESS.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def part_of(module: str) -> str | None:
    """The part a module belongs to (None: the `harness` package itself)."""
    pieces = module.split(".")
    return ".".join(pieces[:2]) if len(pieces) > 1 else None


def _type_checking_only(tree: ast.Module) -> set[int]:
    """Ids of the import nodes under `if TYPE_CHECKING:` (never executed)."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skipped.update(id(inner) for statement in node.body for inner in ast.walk(statement))
    return skipped


def _imported(node: ast.AST, module: str, is_package: bool) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if not isinstance(node, ast.ImportFrom):
        return []
    if node.level:  # relative: resolved against the importing module's package
        base = module.split(".") if is_package else module.split(".")[:-1]
        base = base[: len(base) - node.level + 1]
        target = ".".join(base + ([node.module] if node.module else []))
    else:
        target = node.module or ""
    # `from harness import cli` imports the module harness.cli.
    return [target] + [f"{target}.{alias.name}" for alias in node.names if target == "harness"]


@cache
def import_edges() -> dict[tuple[str, str], list[str]]:
    """(part, imported part) -> the imports that make the edge, as `module -> module`."""
    edges: dict[tuple[str, str], list[str]] = defaultdict(list)
    for path in sorted(HARNESS.rglob("*.py")):
        module = _module_name(path)
        source = part_of(module)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skipped = _type_checking_only(tree)
        for node in ast.walk(tree):
            if id(node) in skipped:
                continue
            for target in _imported(node, module, path.name == "__init__.py"):
                if not target.startswith("harness."):
                    continue
                destination = part_of(target)
                if source is not None and destination is not None and destination != source:
                    if (HARNESS.parent / Path(*destination.split("."))).is_dir() or (
                        HARNESS.parent / (destination.replace(".", "/") + ".py")
                    ).exists():
                        edges[(source, destination)].append(f"{module} -> {target}")
    return dict(edges)


def cycles(edges: dict[tuple[str, str], list[str]]) -> list[frozenset[str]]:
    """The strongly connected components of more than one part (Tarjan's algorithm)."""
    graph: dict[str, set[str]] = defaultdict(set)
    for source, destination in edges:
        graph[source].add(destination)
        graph.setdefault(destination, set())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.add(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(frozenset(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def describe(component: frozenset[str], edges: dict[tuple[str, str], list[str]]) -> str:
    lines = [" <-> ".join(sorted(component))]
    for (source, destination), imports in sorted(edges.items()):
        if source in component and destination in component:
            lines.append(f"  {source} -> {destination}: {', '.join(sorted(set(imports))[:4])}")
    return "\n".join(lines)


def test_the_cycle_finder_finds_a_cycle_and_only_cycles() -> None:
    edges = {("a", "b"): ["a.x -> b.y"], ("b", "c"): ["b.y -> c.z"], ("c", "a"): ["c.z -> a.x"], ("c", "d"): []}
    assert cycles(edges) == [frozenset({"a", "b", "c"})]
    assert cycles({("a", "b"): [], ("b", "c"): []}) == []


def test_lunar_and_caribbean_import_one_way_only() -> None:
    """Caribbean Stud's analysis reads the family's rules (harness.caribbean -> harness.lunar);
    the family never imports harness.caribbean."""
    edges = import_edges()
    assert ("harness.caribbean", "harness.lunar") in edges  # the one direction, as designed
    assert ("harness.lunar", "harness.caribbean") not in edges, edges[("harness.lunar", "harness.caribbean")]


def test_the_shared_counting_code_imports_no_game() -> None:
    edges = import_edges()
    games = {"harness.lunar", "harness.caribbean", "harness.poker_room", "harness.mutants", "harness.bdd"}
    wrong = {key: imports for key, imports in edges.items() if key[0] == "harness.analysis" and key[1] in games}
    assert wrong == {}


def test_no_cycle_but_the_known_ones() -> None:
    edges = import_edges()
    found = cycles(edges)
    in_cycles = {(a, b) for a, b in edges for c in found if a in c and b in c}
    new = [describe(c, edges) for c in found if {(a, b) for a, b in in_cycles if a in c} - KNOWN_CYCLE_EDGES]
    assert not new, "import cycles between harness parts:\n" + "\n".join(new)
    gone = sorted(KNOWN_CYCLE_EDGES - in_cycles)
    assert not gone, f"these imports no longer close a cycle: remove them from KNOWN_CYCLE_EDGES: {gone}"
