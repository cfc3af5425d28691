"""A calculator's questions and the reading of a visitor's answers against them.

A question is asked only when its `show_if` holds (another answer is one of some values, and that
question is itself asked); answers to questions not asked are dropped before scoring. Answers come as
JSON: choices as strings, numbers as numbers (or digit strings, Arabic-Indic digits too), yes/no as
booleans or "yes"/"no"."""

from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Any

Text = dict[str, str]  # {"en": ..., "ar": ...}


def t(en: str, ar: str) -> Text:
    return {"en": en, "ar": ar}


@dataclass(frozen=True)
class Range:
    min: float
    max: float
    step: float

    def out(self) -> dict[str, float]:
        return {"min": self.min, "max": self.max, "step": self.step}


@dataclass(frozen=True)
class Question:
    key: str
    group: str
    kind: str  # "number" | "choice" | "yesno"
    label: Text
    help: Text | None = None
    options: tuple[tuple[str, Text], ...] = ()
    range: Range | None = None
    range_by: tuple[str, dict[str, Range]] | None = None  # (the answer's key, its value -> the range)
    show_if: tuple[str, tuple[str, ...]] | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def out(self) -> dict[str, Any]:
        number = self.kind == "number"
        base = self.range or Range(0, 0, 1)
        return {
            "key": self.key, "group": self.group, "kind": self.kind, "label": self.label, "help": self.help,
            "options": [{"value": value, "label": label} for value, label in self.options],
            "min": base.min if number else None, "max": base.max if number else None,
            "step": base.step if number else None,
            "rangeBy": ({"key": self.range_by[0], "ranges": {k: r.out() for k, r in self.range_by[1].items()}}
                        if self.range_by else None),
            "showIf": {"key": self.show_if[0], "in": list(self.show_if[1])} if self.show_if else None,
            "required": True,
        }


_ARABIC_DIGITS = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹٫", "01234567890123456789.")
MISSING = "This question needs an answer."


def _as_shown(value: Any) -> str:
    """An answer as showIf compares it: yes/no for a boolean."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def _number(value: Any) -> Decimal | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        value = str(value)
    if not isinstance(value, str) or len(value) > 20:
        return None
    try:
        number = Decimal(value.strip().translate(_ARABIC_DIGITS))
    except InvalidOperation:
        return None
    return number if number.is_finite() else None


def _read(question: Question, value: Any, cleaned: dict[str, Any]) -> tuple[Any, str | None]:
    """(the value to score with, None) or (None, the error message)."""
    if question.kind == "yesno":
        if isinstance(value, bool):
            return value, None
        if isinstance(value, str) and value.strip().lower() in ("yes", "no", "true", "false"):
            return value.strip().lower() in ("yes", "true"), None
        return None, "Answer yes or no."
    if question.kind == "choice":
        values = [v for v, _ in question.options]
        if isinstance(value, str) and value in values:
            return value, None
        return None, f"Choose one of: {', '.join(values)}."
    number = _number(value)
    if number is None:
        return None, "Enter a number."
    bounds = question.range
    if question.range_by:
        by = cleaned.get(question.range_by[0])
        bounds = question.range_by[1].get(str(by)) if by is not None else None
        if bounds is None:
            return None, None  # the answer it depends on is missing or invalid: that one is reported
    assert bounds is not None
    low, high, step = Decimal(str(bounds.min)), Decimal(str(bounds.max)), Decimal(str(bounds.step))
    if number < low or number > high:
        return None, f"Enter a number from {bounds.min:g} to {bounds.max:g}."
    if (number - low) % step:
        return None, f"Enter a number in steps of {bounds.step:g}."
    return (int(number) if number == number.to_integral_value() else float(number)), None


def clean(questions: list[Question], answers: dict[str, Any]) -> tuple[dict[str, Any], dict[str, str]]:
    """The answers to the questions asked, read; and an error per missing or invalid answer."""
    cleaned: dict[str, Any] = {}
    errors: dict[str, str] = {}
    for question in questions:
        if question.show_if:
            key, values = question.show_if
            if key not in cleaned or _as_shown(cleaned[key]) not in values:
                continue
        if question.key not in answers or answers[question.key] is None or answers[question.key] == "":
            errors[question.key] = MISSING
            continue
        value, error = _read(question, answers[question.key], cleaned)
        if error:
            errors[question.key] = error
        elif value is not None:
            cleaned[question.key] = value
    return cleaned, errors


def level(rows: list[list[Any]], value: float) -> Any:
    """The rest of the last row whose first column is at most `value` (rows ascend); None below them all."""
    found = None
    for row in rows:
        if value >= row[0]:
            found = row[1:]
    return found
