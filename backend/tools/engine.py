"""The calculators' engine: the grid in effect, a calculator's definition and the scoring of answers.

Each grid is a JSON file in data/ named <tool>-<effective date>.json, with its effective date and the
official source. The version in effect is the one with the latest effective date that has arrived
(Doha's date); a rule change is a new file, and the old one stays for the record (docs/tools.md)."""

import datetime as dt
import json
from functools import lru_cache
from pathlib import Path
from types import ModuleType
from typing import Any

from django.http import Http404
from django.utils import timezone

from lib.errors import FieldErrors

from . import australia, crs
from .questions import Question, clean

DATA_DIR = Path(__file__).resolve().parent / "data"
TOOLS: dict[str, ModuleType] = {"crs": crs, "australia-points": australia}
MAX_IMPROVEMENTS = 3


@lru_cache(maxsize=8)
def versions(tool: str, data_dir: Path = DATA_DIR) -> list[dict[str, Any]]:
    """Every grid of `tool`, oldest first."""
    grids = [json.loads(path.read_text(encoding="utf-8")) for path in sorted(data_dir.glob(f"{tool}-*.json"))]
    return sorted((g for g in grids if g["tool"] == tool), key=lambda g: g["effective"])


def grid_in_effect(tool: str, today: dt.date | None = None, data_dir: Path = DATA_DIR) -> dict[str, Any]:
    if tool not in TOOLS:
        raise Http404(f"No calculator called {tool}.")
    today = today or timezone.localdate()
    arrived = [g for g in versions(tool, data_dir) if dt.date.fromisoformat(g["effective"]) <= today]
    if not arrived:
        raise LookupError(f"No version of {tool} is in effect on {today}.")
    return arrived[-1]


def _version(grid: dict[str, Any]) -> dict[str, Any]:
    return {"id": grid["id"], "effective": grid["effective"], "source": grid["source"]}


def _questions(tool: str, grid: dict[str, Any]) -> list[Question]:
    return TOOLS[tool].questions(grid)


def definition(tool: str, today: dt.date | None = None, data_dir: Path = DATA_DIR) -> dict[str, Any]:
    """The calculator's questions (ToolOut)."""
    grid = grid_in_effect(tool, today, data_dir)
    module = TOOLS[tool]
    return {"tool": tool, "name": module.NAME, "version": _version(grid), "groups": module.GROUPS,
            "questions": [q.out() for q in _questions(tool, grid)], "passMark": grid.get("pass_mark")}


def read_answers(tool: str, answers: dict[str, Any], grid: dict[str, Any]) -> dict[str, Any]:
    """The answers to the questions asked, read; FieldErrors (a 422) for missing or invalid ones."""
    cleaned, errors = clean(_questions(tool, grid), answers)
    if not errors:
        errors = TOOLS[tool].check(grid, cleaned)
    if errors:
        raise FieldErrors(errors)
    return cleaned


def score(tool: str, answers: dict[str, Any], today: dt.date | None = None,
          data_dir: Path = DATA_DIR) -> dict[str, Any]:
    """The total, its breakdown and the changes that would raise it most (ScoreOut)."""
    grid = grid_in_effect(tool, today, data_dir)
    module = TOOLS[tool]
    cleaned = read_answers(tool, answers, grid)
    total, breakdown = module.compute(grid, cleaned)
    gains = []
    for label, changed in module.improvements(grid, cleaned):
        gain = module.compute(grid, changed)[0] - total
        if gain > 0:
            gains.append({"label": label, "gain": gain})
    gains.sort(key=lambda g: -g["gain"])  # stable: equal gains keep the order they were tried in
    pass_mark = grid.get("pass_mark")
    return {"total": total, "version": _version(grid), "passMark": pass_mark,
            "passes": None if pass_mark is None else total >= pass_mark,
            "breakdown": breakdown, "improvements": gains[:MAX_IMPROVEMENTS]}
