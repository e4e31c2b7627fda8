"""No import cycle in the harness, between modules and between layers.

The import graph is read from the source with `ast`: every `import`, at module level, inside a
function, or under `if TYPE_CHECKING:` (a cycle a type checker follows is still a knot a reader
must untie). Its strongly connected components are the cycles; each is shown with the imports
that make it. The module graph must have none; between the layers (`harness.core`,
`harness.games`, `harness.families.lunar`, ...), the foundation imports no upper layer and no
shared layer imports a family.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from functools import cache
from pathlib import Path

from harness.runtime.project import project_root

HARNESS = project_root() / "harness"


def module_name(path: Path) -> str:
    parts = path.relative_to(HARNESS.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def modules() -> frozenset[str]:
    return frozenset(module_name(path) for path in HARNESS.rglob("*.py"))


def layer_of(module: str) -> str:
    """The layer a module belongs to: `harness.families.<family>` or `harness.<layer>`."""
    pieces = module.split(".")
    depth = 3 if len(pieces) > 2 and pieces[1] == "families" else 2
    return ".".join(pieces[:depth])


def imported_modules(node: ast.AST, module: str, is_package: bool) -> list[str]:
    """The harness modules an import statement loads (`from pkg import name` loads pkg.name when
    that is a module)."""
    if isinstance(node, ast.Import):
        targets = [alias.name for alias in node.names]
    elif isinstance(node, ast.ImportFrom):
        if node.level:
            base = module.split(".") if is_package else module.split(".")[:-1]
            base = base[: len(base) - node.level + 1]
            target = ".".join(base + ([node.module] if node.module else []))
        else:
            target = node.module or ""
        targets = [target] + [f"{target}.{alias.name}" for alias in node.names]
    else:
        return []
    return [t for t in targets if t in modules()]


@cache
def module_edges() -> dict[tuple[str, str], int]:
    """(module, imported module) -> the line of the first import that makes the edge."""
    edges: dict[tuple[str, str], int] = {}
    for path in sorted(HARNESS.rglob("*.py")):
        module = module_name(path)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            for target in imported_modules(node, module, path.name == "__init__.py"):
                # a package's __init__ re-exporting its own modules is not an edge back
                if target != module and not (path.name == "__init__.py" and target.startswith(module + ".")):
                    edges.setdefault((module, target), node.lineno)
    return edges


def layer_edges() -> dict[tuple[str, str], list[str]]:
    edges: dict[tuple[str, str], list[str]] = defaultdict(list)
    for (source, target), _line in module_edges().items():
        a, b = layer_of(source), layer_of(target)
        if a != b and a != "harness" and b != "harness":
            edges[(a, b)].append(f"{source} -> {target}")
    return dict(edges)


def cycles(edges) -> list[frozenset[str]]:
    """The strongly connected components of more than one node (Tarjan's algorithm)."""
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


def describe(component: frozenset[str], edges) -> str:
    lines = [" <-> ".join(sorted(component))]
    for (source, destination), where in sorted(edges.items()):
        if source in component and destination in component:
            lines.append(f"  {source} -> {destination}: {where}")
    return "\n".join(lines)


def test_the_cycle_finder_finds_a_cycle_and_only_cycles() -> None:
    edges = {("a", "b"): 1, ("b", "c"): 1, ("c", "a"): 1, ("c", "d"): 1}
    assert cycles(edges) == [frozenset({"a", "b", "c"})]
    assert cycles({("a", "b"): 1, ("b", "c"): 1}) == []


def test_the_graph_sees_imports_inside_functions_and_under_type_checking() -> None:
    tree = ast.parse("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from harness.core import cards\n"
                     "def f():\n    import harness.core.hands\n")
    found = {t for node in ast.walk(tree) for t in imported_modules(node, "harness.spec.errors", False)}
    assert found == {"harness.core", "harness.core.cards", "harness.core.hands"}  # a package's __init__ runs too


def test_no_module_cycle() -> None:
    edges = module_edges()
    found = cycles(edges)
    assert not found, "import cycles between harness modules:\n" + "\n".join(describe(c, edges) for c in found)


#: The foundation: the card-game core, the written inputs and the runtime. They serve every layer
#: above and import none of them (between themselves, the YAML loader keeps its parses in the
#: runtime's disk cache and the runtime raises the harness's errors).
FOUNDATION = {"harness.core", "harness.spec", "harness.runtime"}


def test_the_foundation_imports_no_upper_layer() -> None:
    wrong = {key: imports for key, imports in layer_edges().items()
             if key[0] in FOUNDATION and key[1] not in FOUNDATION}
    assert wrong == {}


def test_the_shared_layers_import_no_family() -> None:
    """Only a family, the command line and the game registry's loader reach into families/: the
    shared layers know a game through the registry and the GameModel protocol."""
    wrong = {key: imports for key, imports in layer_edges().items()
             if key[1].startswith("harness.families.") and not key[0].startswith(("harness.families.", "harness.cli"))}
    assert wrong == {}
