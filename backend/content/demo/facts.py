"""Facts of the demo: one JSON file per destination in demo/facts/<country>.json, plus general.json for
facts about no one destination. Written to be edited by hand: a file is {"country": slug or null,
"facts": [...]}, each fact

    {"key": "canada.express-entry.processing-fee", "kind": "fee", "topic": "fee",
     "amount": "990", "currency": "CAD", "per": {"en": "", "ar": ""},
     "value": {"en": "", "ar": ""}, "note": {"en": "", "ar": ""},
     "source": {"name": {"en": "...", "ar": "..."}, "url": "https://..."},
     "checked_on": "2026-11-28" or null, "checked_by": "Name" or "", "status": "confirmed" or "unconfirmed"}

`amount` is a string of digits (with a decimal point if needed, never a thousands comma) or null; a fact
without an amount gives its statement in `value`. Every file is checked strictly (an unknown or missing
key, a wrong type): the load stops naming the file, the fact and the key."""

import json
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, ValidationError

from ..models.facts import KEY_PATTERN, TOPIC_RE
from .programmes import DemoFileError, OptionalText, Source, _problem, _Strict

FOLDER = Path(__file__).parent / "facts"


class FactEntry(_Strict):
    key: str = Field(pattern=rf"^{KEY_PATTERN}$", max_length=120)
    kind: Literal["fee", "time", "threshold", "points", "date", "rule"]
    topic: str = Field(pattern=TOPIC_RE, max_length=60)
    amount: str | None = Field(pattern=r"^\d+(\.\d{1,2})?$")
    currency: str = Field(pattern=r"^([A-Z]{3})?$")
    per: OptionalText
    value: OptionalText
    note: OptionalText
    source: Source
    checked_on: str | None = Field(pattern=r"^\d{4}-\d{2}-\d{2}$")
    checked_by: str = Field(max_length=120)
    status: Literal["confirmed", "unconfirmed"]


class FactsFile(_Strict):
    country: str | None
    facts: list[FactEntry]


def read(path: Path) -> list[dict[str, Any]]:
    """One file's facts as demo records (the loader's shape), or DemoFileError naming the file and key."""
    try:
        data = FactsFile.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except json.JSONDecodeError as exc:
        raise DemoFileError(f"{path.name}: not valid JSON ({exc})") from exc
    except ValidationError as exc:
        raise DemoFileError(f"{path.name}: {_problem(exc)}") from exc
    expected = data.country or "general"
    if path.stem != expected:
        raise DemoFileError(f"{path.name}: name the file {expected}.json")
    records = []
    for entry in data.facts:
        record = entry.model_dump()
        source = record.pop("source")
        records.append({**record, "country": data.country, "source_name": source["name"],
                        "source_url": source["url"]})
    return records


def read_all(folder: Path = FOLDER) -> list[dict[str, Any]]:
    records: list[dict[str, Any]] = []
    for path in sorted(folder.glob("*.json")):
        records += read(path)
    keys = [r["key"] for r in records]
    twice = sorted({k for k in keys if keys.count(k) > 1})
    if twice:
        raise DemoFileError(f"fact {twice[0]} is in the demo twice")
    return records


def __getattr__(name: str) -> Any:
    if name == "FACTS":
        return read_all()
    raise AttributeError(name)
