"""The house plan, checked: which parts of halcheck_tui may import which (docs/architecture.md).

Every import statement in the package is read from the source (including imports inside functions,
which are how heavy modules are deferred), so a lazy import cannot hide a wrong-way dependency; the
package root's `__init__` is read too (its lazy facade imports `api`). Imports under `if TYPE_CHECKING:`
are left out of the layer rules (they name types for annotations and never run); the cycle test runs
once without them and once with them.

Each name has one address: no module imports a name of the package only to pass it on (a re-export),
and no module imports another module's private (`_name`) names.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "halcheck_tui"

# Lowest first. A module may import its own layer's package and any layer below, never one above.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("errors", "files", "schemas", "version"),
    ("input_files",),  # reading a case or batch file safely: edge I/O every front end and the event log share
    ("locations",),
    ("config",),
    ("ports",),
    ("runtimes", "core"),  # side by side: each imports ports, neither imports the other
    ("store",),
    ("wiring", "eventlog"),  # models load in wiring; eventlog writes and reads the event log
    ("service",),  # the case service: resolve, check, log
)
FRONT_END = len(LAYERS)
"""Everything else (api, cli, server, tui, evaluation, eval_report, stats, the package's own lazy
`__init__`): may import anything below and one another, as long as no cycle forms."""


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _type_checking(node: ast.AST) -> bool:
    test = getattr(node, "test", None)
    return isinstance(node, ast.If) and (
        (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING")
        or (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"))


def run_time_nodes(tree: ast.AST, type_names: bool = False):
    """Every node except those under `if TYPE_CHECKING:` (names for annotations, never imported at run time),
    or every node with `type_names`."""
    todo = [tree]
    while todo:
        node = todo.pop()
        yield node
        todo.extend(child for child in ast.iter_child_nodes(node) if type_names or not _type_checking(child))


def imports_of(path: Path, type_names: bool = False) -> set[str]:
    """The halcheck_tui modules `path` imports, resolved to absolute names."""
    return imports_in(path.read_text(encoding="utf-8"), module_name(path), path.name == "__init__.py", type_names)


def imports_in(text: str, name: str, is_package: bool, type_names: bool = False) -> set[str]:
    """The halcheck_tui modules that module `name`'s source `text` imports."""
    package = name if is_package else name.rpartition(".")[0]
    found: set[str] = set()
    for node in run_time_nodes(ast.parse(text), type_names):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("halcheck_tui"))
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if not target.startswith("halcheck_tui"):
                continue
            # `from . import wiring` imports the module wiring; `from . import check` reads a name of the
            # package itself (for the root, through its lazy `__getattr__`, which imports api).
            for alias in node.names:
                found.add(f"{target}.{alias.name}" if is_submodule(target, alias.name) else target)
    found.discard(name)
    return found


def is_submodule(package: str, name: str) -> bool:
    path = PACKAGE.parent / Path(*f"{package}.{name}".split("."))
    return path.with_suffix(".py").exists() or (path / "__init__.py").exists()


def graph(type_names: bool = False) -> dict[str, set[str]]:
    return {module_name(p): imports_of(p, type_names) for p in PACKAGE.rglob("*.py")}


def part(module: str) -> str:
    """halcheck_tui.core.pipeline -> core; halcheck_tui -> '' (the package's own __init__)."""
    rest = module.split(".")[1:]
    return rest[0] if rest else ""


def layer(module: str) -> int:
    name = part(module)
    for rank, names in enumerate(LAYERS):
        if name in names:
            return rank
    return FRONT_END


def test_the_walk_sees_the_imports_it_checks():
    """Guards the test itself: a known lazy import and a known relative import are both found."""
    edges = graph()
    assert "halcheck_tui.wiring" in edges["halcheck_tui.service"]  # `from . import wiring` inside a function
    assert "halcheck_tui.ports" in edges["halcheck_tui.core.pipeline"]
    assert "halcheck_tui.core.grounding.text.decision" in edges["halcheck_tui.wiring"]
    assert {"halcheck_tui.api", "halcheck_tui.version"} <= edges["halcheck_tui"]  # the root's lazy facade


def test_a_name_read_from_a_package_depends_on_the_package():
    """Guards the walk: `from . import __version__` is an edge to the package root (whose `__getattr__`
    imports api), `from . import wiring` an edge to the module alone."""
    assert imports_in("from . import __version__, wiring\n", "halcheck_tui.made_up", False) == {
        "halcheck_tui", "halcheck_tui.wiring"}
    assert imports_in("from .core import pipeline\n", "halcheck_tui.made_up", False) == {"halcheck_tui.core.pipeline"}


def test_nothing_in_the_package_imports_through_the_root():
    """The root's facade is for users: a module of the package that read `__version__` or `check` from it
    would depend on api, and through it on the case service (a cycle for anything below the service)."""
    through_root = sorted(m for m, targets in graph().items() if "halcheck_tui" in targets)
    assert not through_root, through_root


def test_no_import_points_up_a_layer():
    wrong = []
    for module, targets in graph().items():
        for target in targets:
            if part(target) == part(module) or layer(module) == FRONT_END:
                continue
            if layer(target) >= layer(module):
                wrong.append(f"{module} -> {target}")
    assert not wrong, "imports against the layers:\n" + "\n".join(sorted(wrong))


@pytest.mark.parametrize("lower, upper", [("runtimes", "core"), ("core", "runtimes"), ("core", "store"),
                                          ("core", "tui"), ("runtimes", "store")])
def test_named_parts_stay_apart(lower, upper):
    bad = sorted(f"{m} -> {t}" for m, ts in graph().items() for t in ts if part(m) == lower and part(t) == upper)
    assert not bad, bad


def test_core_and_runtimes_never_import_textual():
    for path in [*(PACKAGE / "core").rglob("*.py"), *(PACKAGE / "runtimes").rglob("*.py"), PACKAGE / "ports.py"]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        names |= {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        assert not any(n == "textual" or n.startswith("textual.") for n in names), path


def test_the_tui_gets_its_checker_only_through_the_case_service():
    """docs/architecture.md: the case service is the one place a front end's checker is made. The TUI never
    imports the pipeline to run it, nor builds a Checker itself (a test may hand it a factory)."""
    for path in (PACKAGE / "tui").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        built = [n.lineno for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
                 and n.func.id == "Checker"]
        assert not built, f"{path}: builds a Checker at lines {built}"
        run_time = [n for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and (n.module or "").endswith("core.pipeline")
                    and not any(isinstance(p, ast.If) and "TYPE_CHECKING" in ast.unparse(p.test)
                                for p in ast.walk(tree) if n in ast.walk(p))]
        assert not run_time, f"{path}: imports the pipeline to run it"


def test_the_tui_renders_level_results_and_never_reaches_into_the_levels():
    """Front ends render (issue 39, step 4): the TUI may name a level's result types (`ClaimVerdict`,
    `Decomposition`, `Edit`) but never imports a level's functions or modules (grounding, decomposition, repair,
    confidence) to compute or fetch what a result already holds, such as the second opinion, the draft's
    citation markers (`Decomposition.citations`) or a repair's word diff (`RepairResult.word_changes`)."""
    reaching = sorted(f"{path.relative_to(PACKAGE)}: {name}" for path in (PACKAGE / "tui").rglob("*.py")
                      for name in level_functions_imported(path.read_text(encoding="utf-8")))
    assert not reaching, reaching


LEVEL_ROOMS = ("core.grounding", "core.decomposition", "core.repair", "core.confidence")


def level_functions_imported(text: str) -> set[str]:
    """The names a module's source imports from a level's room that are not types (a type is capitalised)."""
    return {a.name for node in ast.walk(ast.parse(text))
            if isinstance(node, ast.ImportFrom) and any(room in (node.module or "") for room in LEVEL_ROOMS)
            for a in node.names if not a.name[:1].isupper()}


def test_the_render_check_sees_a_level_function_even_when_deferred():
    """Guards the test above, which now finds nothing: a deferred import of a level's function is found, its
    result types are not."""
    source = ("from ....core.decomposition.markers import DraftCitations\n"
              "def render():\n    from ....core.decomposition.citations import scan\n")
    assert level_functions_imported(source) == {"scan"}


def import_cycles(type_names: bool) -> list[list[str]]:
    """Tarjan's strongly connected components over module-to-module imports: those of more than one module."""
    edges = graph(type_names)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in edges.get(node, ()):
            if target not in edges:
                continue
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return cycles


@pytest.mark.parametrize("type_names", [False, True], ids=["run-time", "type names too"])
def test_no_import_cycle(type_names):
    """Every strongly connected component is a single module. With `type_names` the `if TYPE_CHECKING:`
    imports count too: a loop through annotations still ties two modules together."""
    cycles = import_cycles(type_names)
    assert not cycles, "import cycles:\n" + "\n".join(" <-> ".join(c) for c in cycles)


def _names_used(tree: ast.AST) -> set[str]:
    """Every name the module reads, also inside string annotations ("Checker")."""
    used: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            used.add(node.id)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and len(node.value) < 200:
            try:
                annotation = ast.parse(node.value, mode="eval")
            except SyntaxError:
                continue
            used |= {n.id for n in ast.walk(annotation) if isinstance(n, ast.Name)}
    return used


def _dunder_all(tree: ast.Module) -> set[str]:
    return {e.value for node in tree.body if isinstance(node, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets)
            for e in ast.walk(node.value) if isinstance(e, ast.Constant) and isinstance(e.value, str)}


def reexports(path: Path) -> list[str]:
    return reexports_in(path.read_text(encoding="utf-8"), module_name(path), path.name == "__init__.py")


def reexports_in(text: str, name: str, is_package: bool) -> list[str]:
    """`module: name from where (why)` for each name of the package that module `name` imports only to
    expose it: listed in `__all__`, imported under `# noqa: F401`, or never used. Submodule imports
    (`from . import x`) are not names and are left out."""
    package = name if is_package else name.rpartition(".")[0]
    tree = ast.parse(text)
    lines = text.splitlines()
    exported, used = _dunder_all(tree), _names_used(tree)
    found = []
    for node in run_time_nodes(tree):
        if not isinstance(node, ast.ImportFrom):
            continue
        target = _import_target(node, package)
        if not target.startswith("halcheck_tui"):
            continue
        noqa = any("noqa: F401" in lines[i - 1] for i in range(node.lineno, node.end_lineno + 1))
        for alias in node.names:
            submodule = PACKAGE.parent / Path(*f"{target}.{alias.name}".split("."))
            if submodule.with_suffix(".py").exists() or (submodule / "__init__.py").exists():
                continue
            local = alias.asname or alias.name
            why = "in __all__" if local in exported else "noqa: F401" if noqa else "unused" if local not in used else ""
            if why:
                found.append(f"{name}: {local} from {target} ({why})")
    return found


def _import_target(node: ast.ImportFrom, package: str) -> str:
    """The absolute module an `from ... import` reads, its dots resolved against `package`."""
    if not node.level:
        return node.module or ""
    base = package.split(".")
    return ".".join(base[:len(base) - (node.level - 1)] + ([node.module] if node.module else []))


def test_reexports_are_found():
    """Guards the check itself on a made-up module: each way of re-exporting is caught, a used import is not."""
    fake = ("from .errors import InputError, RuntimeMissing  # noqa: F401\n"
                 "from .config import Settings\nfrom .files import atomic_write_text\n"
                 "from .locations import data_dir\n__all__ = ['atomic_write_text']\n"
                 "def f() -> None:\n    data_dir()\n")
    found = " ".join(reexports_in(fake, "halcheck_tui.made_up", False))
    assert "InputError" in found and "RuntimeMissing" in found and "(noqa: F401)" in found
    assert "Settings from halcheck_tui.config (unused)" in found
    assert "atomic_write_text from halcheck_tui.files (in __all__)" in found
    assert "data_dir" not in found


def test_each_name_is_imported_from_where_it_is_defined():
    found = [line for path in sorted(PACKAGE.rglob("*.py"))
             for line in reexports(path)]
    assert not found, "re-exports (import each name from the module that defines it):\n" + "\n".join(found)


def private_imports_in(text: str, name: str, is_package: bool) -> list[str]:
    """`module: _name from where` for each private name (one leading underscore) that module `name` imports
    from another module of the package; a public name bound to a private alias (`stem as _stem`) is fine."""
    package = name if is_package else name.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(text)):
        if not isinstance(node, ast.ImportFrom):
            continue
        target = _import_target(node, package)
        if target.startswith("halcheck_tui"):
            found += [f"{name}: {a.name} from {target}" for a in node.names
                      if a.name.startswith("_") and not a.name.startswith("__")]
    return found


def test_private_imports_are_found():
    """Guards the check itself on a made-up module."""
    fake = "from .language.words import stem as _stem, _split\nfrom .case import __doc__\nfrom os import _exit\n"
    assert private_imports_in(fake, "halcheck_tui.core.made_up", False) == [
        "halcheck_tui.core.made_up: _split from halcheck_tui.core.language.words"]


def test_no_private_name_is_imported_from_another_module():
    found = [line for path in sorted(PACKAGE.rglob("*.py"))
             for line in private_imports_in(path.read_text(encoding="utf-8"), module_name(path),
                                            path.name == "__init__.py")]
    assert not found, "private names imported from another module (make them public there):\n" + "\n".join(found)


def test_pyproject_states_the_packages_version():
    """pyproject.toml states the version that halcheck_tui/version.py defines."""
    import tomllib

    from halcheck_tui.version import __version__

    pyproject = tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text(encoding="utf-8"))
    assert pyproject["project"]["version"] == __version__


def _defined_names(init: Path) -> set[str]:
    """The names a package's __init__ binds at its top (functions, classes, assignments, imports)."""
    names: set[str] = set()
    for node in ast.parse(init.read_text(encoding="utf-8")).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    return names


def test_every_import_in_the_package_resolves_lazy_ones_included():
    """A module moved between rooms leaves no import behind, not even one deferred inside a function (which no
    import at start-up would catch): every `from X import name` names an existing module, or a submodule or a
    name of an existing package."""
    missing = []
    for path in PACKAGE.rglob("*.py"):
        name = module_name(path)
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ImportFrom):
                continue
            if node.level:
                base = package.split(".")[:len(package.split(".")) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if not target.startswith("halcheck_tui"):
                continue
            where = PACKAGE.parent / target.replace(".", "/")
            if where.with_suffix(".py").exists():
                continue
            if not (where / "__init__.py").exists():
                missing.append(f"{name}: {target}")
                continue
            names = _defined_names(where / "__init__.py")
            for alias in node.names:
                sub = where / alias.name
                if alias.name != "*" and alias.name not in names and not sub.with_suffix(".py").exists() \
                        and not (sub / "__init__.py").exists():
                    missing.append(f"{name}: {alias.name} from {target}")
    assert not missing, "imports that name nothing:\n" + "\n".join(sorted(missing))
