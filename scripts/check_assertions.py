"""Every test can fail: flags the tests that check nothing, and asserts that are true whatever happens.

Python (test_*.py under backend/, e2e/ and bench/), each test function:
- a real check is an assert statement, pytest.raises / pytest.fail, Playwright's expect(...), a call
  whose name starts with assert / expect / check (mock.assert_called_once(), check_row(...)), or a call
  to a test helper that makes one (a function of the same module, of a conftest.py above it, or of a
  test helper module it imports: factories.py, fake_openai.py...);
- a trivially true assert is flagged wherever it is: `assert True`, `assert x or True`,
  `assert status in (200, 405)` (two different HTTP statuses allowed), and an escape
  `assert x or name == "literal"` whose name the rest of the assert does not use.
Vitest (frontend/src/**/*.test.ts[x]): each it(...) / test(...) block (and .each, .skip, .only) must call
expect, or a helper of the same file that does.

Justified exceptions are listed, each with its reason, in scripts/check_assertions_allowed.txt; a line
there that no longer matches anything is an error too, so that the list only shrinks.
Usage: .venv/bin/python scripts/check_assertions.py  (exit status 1 when anything is flagged)
"""

import ast
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ALLOWED = ROOT / "scripts" / "check_assertions_allowed.txt"
PY_ROOTS = (ROOT / "backend", ROOT / "e2e", ROOT / "bench")
IMPORT_ROOTS = (ROOT / "backend", ROOT, ROOT / "bench")  # where `import a.b` is looked for (pythonpath, e2e as a
# package, the bench's scripts for its own tests)
CHECK_PREFIXES = ("assert", "expect", "check")
PYTEST_CHECKS = {"raises", "fail"}


# ---------------------------------------------------------------------------------------------- Python

@dataclass
class Module:
    path: Path
    tree: ast.Module
    functions: dict[str, ast.FunctionDef | ast.AsyncFunctionDef] = field(default_factory=dict)
    imported: dict[str, tuple[Path, str | None]] = field(default_factory=dict)  # alias -> (module file, name)


def _resolve(dotted: str, level: int, here: Path) -> Path | None:
    if level:
        base = here.parent
        for _ in range(level - 1):
            base = base.parent
        candidates = [base.joinpath(*dotted.split(".")) if dotted else base]
    else:
        candidates = [root.joinpath(*dotted.split(".")) for root in IMPORT_ROOTS]
    for candidate in candidates:
        if candidate.with_suffix(".py").is_file():
            return candidate.with_suffix(".py")
        if (candidate / "__init__.py").is_file():
            return candidate / "__init__.py"
    return None


@cache
def module(path: Path) -> Module:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found = Module(path, tree)
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            found.functions[node.name] = node
        elif isinstance(node, ast.ImportFrom):
            for alias in node.names:
                target = _resolve(f"{node.module}.{alias.name}" if node.module else alias.name, node.level, path)
                if target is not None:  # a module: `from . import factories`
                    found.imported[alias.asname or alias.name] = (target, None)
                    continue
                source = _resolve(node.module or "", node.level, path)
                if source is not None:
                    found.imported[alias.asname or alias.name] = (source, alias.name)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                target = _resolve(alias.name, 0, path)
                if target is not None and alias.asname:
                    found.imported[alias.asname] = (target, None)
    return found


def _conftests(path: Path) -> list[Path]:
    found, folder = [], path.parent
    while folder != ROOT.parent and folder != folder.parent:
        if (folder / "conftest.py").is_file():
            found.append(folder / "conftest.py")
        if folder == ROOT:
            break
        folder = folder.parent
    return found


def _callee(call: ast.Call) -> tuple[str | None, str]:
    """(the name of what it is called on, if a plain name; the called name)."""
    func = call.func
    if isinstance(func, ast.Name):
        return None, func.id
    if isinstance(func, ast.Attribute):
        return (func.value.id if isinstance(func.value, ast.Name) else None), func.attr
    return None, ""


def _test_code(path: Path) -> bool:
    """A test module or a test helper module (not the code under test, whose own asserts check nothing)."""
    return "tests" in path.parts or path.is_relative_to(ROOT / "e2e")


def _helper(mod: Module, owner: str | None, name: str) -> tuple[Module, ast.FunctionDef | ast.AsyncFunctionDef] | None:
    """The test helper a call inside `mod` reaches, if any."""
    if owner is None:
        if name in mod.functions:
            return mod, mod.functions[name]
        if name in mod.imported and _test_code(mod.imported[name][0]):
            source, attr = mod.imported[name]
            target = module(source)
            if attr is not None and attr in target.functions:
                return target, target.functions[attr]
        for conftest in _conftests(mod.path):
            found = module(conftest)
            if name in found.functions:
                return found, found.functions[name]
        return None
    if owner in mod.imported and mod.imported[owner][1] is None and _test_code(mod.imported[owner][0]):
        target = module(mod.imported[owner][0])
        if name in target.functions:
            return target, target.functions[name]
    return None


def _checks(mod: Module, function: ast.AST, seen: set[tuple[Path, str]]) -> bool:
    """Whether running `function` checks something (an assert, pytest.raises, expect, a helper that does)."""
    for node in ast.walk(function):
        if isinstance(node, ast.Assert):
            return True
        if not isinstance(node, ast.Call):
            continue
        owner, name = _callee(node)
        if name.startswith(CHECK_PREFIXES) or (owner == "pytest" and name in PYTEST_CHECKS):
            return True
        reached = _helper(mod, owner, name)
        if reached is not None:
            helper_mod, helper = reached
            key = (helper_mod.path, helper.name)
            if key not in seen:
                seen.add(key)
                if _checks(helper_mod, helper, seen):
                    return True
    return False


HTTP_STATUS = range(100, 600)


def _truthy_constant(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and bool(node.value)


def _names(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


def _always_true(test: ast.AST) -> str | None:
    """Why an assert's condition holds whatever the code under test does, or None."""
    if _truthy_constant(test):
        return "asserts a constant that is always true"
    for node in ast.walk(test):
        if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or):
            for i, operand in enumerate(node.values):
                if _truthy_constant(operand):
                    return "`or <constant>` makes it always true"
                if i and isinstance(operand, ast.Compare) and len(operand.ops) == 1 \
                        and isinstance(operand.ops[0], ast.Eq | ast.Is):
                    sides = [operand.left, operand.comparators[0]]
                    named = [s for s in sides if isinstance(s, ast.Name)]
                    if named and any(isinstance(s, ast.Constant) for s in sides):
                        others = set().union(*(_names(v) for j, v in enumerate(node.values) if j != i))
                        if named[0].id not in others:
                            return f"`or {named[0].id} == ...` lets it pass whatever the rest finds"
        if isinstance(node, ast.Compare):
            for op, right in zip(node.ops, node.comparators, strict=True):
                if isinstance(op, ast.In) and isinstance(right, ast.Tuple | ast.List | ast.Set):
                    codes = {e.value for e in right.elts if isinstance(e, ast.Constant)
                             and type(e.value) is int and e.value in HTTP_STATUS}
                    if len(codes) > 1:
                        return f"allows any of the HTTP statuses {sorted(codes)}: say which one is right"
    return None


def _test_functions(tree: ast.Module) -> Iterator[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]]:
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("test"):
            yield node.name, node
        elif isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
            for item in node.body:
                if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef) and item.name.startswith("test"):
                    yield f"{node.name}::{item.name}", item


def _asserts(node: ast.AST, cls: str | None = None, function: str | None = None
             ) -> Iterator[tuple[str, ast.Assert]]:
    """Every assert, with the name of the test (or helper) it is written in: its outermost function, and
    that function's class if any."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.Assert):
            yield "::".join(n for n in (cls, function) if n) or "<module>", child
        if isinstance(child, ast.ClassDef) and cls is None and function is None:
            yield from _asserts(child, child.name, None)
        elif isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef) and function is None:
            yield from _asserts(child, cls, child.name)
        else:
            yield from _asserts(child, cls, function)


def _where(path: Path) -> str:
    return path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else path.name


def python_file(path: Path) -> Iterator[tuple[str, str]]:
    mod = module(path)
    for name, function in _test_functions(mod.tree):
        if not _checks(mod, function, set()):
            yield f"{_where(path)}::{name}", "checks nothing: no assert, pytest.raises, expect(...) or check helper"
    for owner, node in _asserts(mod.tree):
        why = _always_true(node.test)
        if why:
            yield f"{_where(path)}::{owner}", f"line {node.lineno} {why}"


def python_findings() -> Iterator[tuple[str, str]]:
    for root in PY_ROOTS:
        for path in sorted(root.rglob("test_*.py")):
            yield from python_file(path)


# ---------------------------------------------------------------------------------------------- Vitest

_SKIP = re.compile(r"//[^\n]*|/\*.*?\*/|'(?:\\.|[^'\\\n])*'|\"(?:\\.|[^\"\\\n])*\"|`(?:\\.|[^`\\])*`", re.DOTALL)
_TEST_CALL = re.compile(r"(?<![\w.$])(?:it|test)(?:\.(?:each|skip|only|concurrent|fails))*\s*\(")
_FUNCTION = re.compile(r"(?:function\s+([A-Za-z_$][\w$]*)\s*[<(]|(?:const|let)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?"
                       r"(?:\([^()]*(?:\([^()]*\)[^()]*)*\)|[A-Za-z_$][\w$]*)\s*(?::[^=]+)?=>)")
# expect(...), expect.soft(...), expectTypeOf(...), assert(...), and helpers named like checks.
_EXPECT = re.compile(r"(?<![\w$.])(?:expect|assert|check)\w*\s*(?:\.\s*\w+\s*)?\(")


def _blank(source: str) -> str:
    """The source with comments and the insides of strings blanked (same length, same offsets)."""
    return _SKIP.sub(lambda m: m.group(0)[0] + " " * (len(m.group(0)) - 2) + m.group(0)[-1]
                     if m.group(0)[0] in "'\"`" else " " * len(m.group(0)), source)


def _closing(code: str, start: int) -> int:
    """The index just after the bracket that closes the one at `start`."""
    depth = 0
    for i in range(start, len(code)):
        if code[i] in "([{":
            depth += 1
        elif code[i] in ")]}":
            depth -= 1
            if depth == 0:
                return i + 1
    return len(code)


def _body_after(code: str, start: int) -> int:
    """The end of a function whose header starts at `start`: its braced body, or its arrow's expression."""
    arrow = code.find("=>", start)
    brace = code.find("{", start)
    if brace != -1 and (arrow == -1 or brace < arrow or code[arrow + 2:brace].strip() == ""):
        return _closing(code, brace)
    end = arrow + 2
    while end < len(code) and code[end] not in ";\n":
        end = _closing(code, end) if code[end] in "([{" else end + 1
    return end


def vitest_findings() -> Iterator[tuple[str, str]]:
    src = ROOT / "frontend" / "src"
    for path in sorted([*src.rglob("*.test.ts"), *src.rglob("*.test.tsx")]):
        yield from vitest_file(path)


def _checking_functions(code: str) -> set[str]:
    """The file's own functions that check something, directly or through another of them."""
    bodies = {m.group(1) or m.group(2): code[m.end():_body_after(code, m.end())] for m in _FUNCTION.finditer(code)}
    checking = {name for name, body in bodies.items() if _EXPECT.search(body)}
    while True:
        calls = _calls(checking)
        more = {name for name, body in bodies.items() if name not in checking and calls and calls.search(body)}
        if not more:
            return checking
        checking |= more


def _calls(names: set[str]) -> re.Pattern[str] | None:
    return re.compile(rf"(?<![\w$.])(?:{'|'.join(map(re.escape, sorted(names)))})\s*\(") if names else None


def vitest_file(path: Path) -> Iterator[tuple[str, str]]:
    source = path.read_text(encoding="utf-8")
    code = _blank(source)
    helpers = _calls(_checking_functions(code))
    for match in _TEST_CALL.finditer(code):
        end = _closing(code, match.end() - 1)
        args, title_from = code[match.end():end - 1], match.end()
        # it.each(table)("title", fn): the title and the test are in the call after the table's.
        if ".each" in match.group(0) and code[end:end + 1] == "(":
            args, title_from = code[end + 1:_closing(code, end) - 1], end + 1
        if "=>" not in args and "function" not in args:
            continue  # it.todo("..."), or a test function passed by name: no body here
        if _EXPECT.search(args) or (helpers and helpers.search(args)):
            continue
        title = re.match(r"\s*(['\"`])(.*?)\1", source[title_from:title_from + 300], re.DOTALL)
        label = title.group(2) if title else f"line {source.count(chr(10), 0, match.start()) + 1}"
        yield f"{_where(path)}::{label}", "checks nothing: no expect(...) nor a helper of this file that calls it"


# ----------------------------------------------------------------------------------------------- report

def allowed() -> dict[str, str]:
    entries = {}
    for number, line in enumerate(ALLOWED.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        key, _, reason = line.partition(" -- ")
        if not reason.strip():
            sys.exit(f"{ALLOWED.relative_to(ROOT)}:{number}: every exception needs its reason after ' -- '")
        entries[key.strip()] = reason.strip()
    return entries


def main() -> int:
    exceptions = allowed()
    findings = [*python_findings(), *vitest_findings()]
    flagged = [(where, why) for where, why in findings if where not in exceptions]
    stale = sorted(set(exceptions) - {where for where, _ in findings})
    for where, why in flagged:
        print(f"{where}: {why}")
    for where in stale:
        print(f"{ALLOWED.relative_to(ROOT)}: '{where}' is no longer flagged: take it off the list")
    if flagged or stale:
        print(f"\n{len(flagged)} test(s) that cannot fail, {len(stale)} stale exception(s). Make each one assert "
              f"what a user or client sees, or list it with its reason in {ALLOWED.relative_to(ROOT)}.")
        return 1
    print(f"every test checks something ({len(findings)} listed exception(s))")
    return 0


if __name__ == "__main__":
    sys.exit(main())
