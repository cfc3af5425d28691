"""Every action the code writes to the audit log is named in the admin's strings in both languages, so
the Arabic audit screen never shows a raw key such as "keep_apart" (the screen falls back to the key)."""

import ast
from pathlib import Path

import pytest

from lib import strings

BACKEND = Path(__file__).resolve().parents[2]


def _recorded_actions() -> set[str]:
    """The literal actions of every audit.record(request, "<action>", ...) call outside the tests."""
    found: set[str] = set()
    for path in BACKEND.rglob("*.py"):
        if "tests" in path.parts or "migrations" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "record"
                    and isinstance(node.func.value, ast.Name) and node.func.value.id == "audit"
                    and len(node.args) > 1 and isinstance(node.args[1], ast.Constant)):
                found.add(node.args[1].value)
    return found


def test_the_audit_calls_are_found():
    assert {"merge", "unlink", "keep_apart", "login"} <= _recorded_actions()


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_every_recorded_audit_action_is_named_in_the_admin(lang):
    missing = sorted(action for action in _recorded_actions()
                     if strings.t(f"admin.audit.actions.{action}", lang) == f"admin.audit.actions.{action}")
    assert missing == []
