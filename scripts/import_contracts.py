"""A contract type of our own for lint-imports (.importlinter): no circle of imports among the modules of
a package, a package's __init__ included.

import-linter's acyclic_siblings compares the children of each package at every depth, each with its
descendants squashed into it, so a circle through a package's own __init__ (content.kinds importing
content.kinds.blog, which imports content.kinds) goes unseen. This contract looks at the modules
themselves: any strongly connected group of two or more modules under a package breaks it, and one
circle of each group is shown. Function-level imports count like the others."""

from collections.abc import Iterator

import grimp
from importlinter.application import contract_utils, output
from importlinter.application.contract_utils import AlertLevel
from importlinter.domain import fields
from importlinter.domain.contract import Contract, ContractCheck
from importlinter.domain.helpers import module_expressions_to_modules


def _groups(modules: set[str], imports: dict[str, set[str]]) -> Iterator[list[str]]:
    """The strongly connected groups of two or more modules (Tarjan's algorithm, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    for root in sorted(modules):
        if root in index:
            continue
        work = [(root, iter(sorted(imports[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, targets = work[-1]
            target = next(targets, None)
            if target is not None:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(imports[target]))))
                elif target in on_stack:
                    low[node] = min(low[node], index[target])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    yield sorted(group)


def _circle(group: list[str], imports: dict[str, set[str]]) -> list[str]:
    """One shortest circle through the group's first module (breadth first, inside the group)."""
    start, members = group[0], set(group)
    came_from: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for target in sorted(imports[node] & members):
                if target == start:
                    path = [node]
                    while path[-1] != start:
                        path.append(came_from[path[-1]])
                    return [start, *reversed(path[:-1]), start]
                if target not in came_from:
                    came_from[target] = node
                    following.append(target)
        frontier = following
    return group


class AcyclicModulesContract(Contract):
    type_name = "acyclic_modules"

    packages = fields.SetField(subfield=fields.ModuleExpressionField())
    ignore_imports = fields.SetField(subfield=fields.ImportExpressionField(), required=False)
    unmatched_ignore_imports_alerting = fields.EnumField(AlertLevel, default=AlertLevel.ERROR)

    def check(self, graph: grimp.ImportGraph, verbose: bool) -> ContractCheck:
        removal = contract_utils.remove_ignored_imports_and_report(
            graph=graph,
            ignore_imports=self.ignore_imports,  # type: ignore[arg-type]
            unmatched_alerting=self.unmatched_ignore_imports_alerting,  # type: ignore[arg-type]
        )
        circles = []
        packages = module_expressions_to_modules(graph, self.packages, raise_if_unmatched=True)  # type: ignore[arg-type]
        for package in sorted(m.name for m in packages):
            modules = {package} | graph.find_descendants(package)
            imports = {m: graph.find_modules_directly_imported_by(m) & modules for m in modules}
            circles += [_circle(group, imports) for group in _groups(modules, imports)]
        return ContractCheck(kept=not circles, warnings=list(removal.warnings),
                             ignored_import_count=removal.ignored_import_count, metadata={"circles": circles})

    def render_broken_contract(self, check: ContractCheck) -> None:
        for circle in check.metadata["circles"]:
            output.print_error(" -> ".join(circle))
            output.new_line()
