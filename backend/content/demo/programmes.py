"""Programme guides of the demo: one JSON file per guide in demo/programmes/<country>-<slug>.json (the
format is in docs/programme-guides.md). Every file of the folder is read and checked strictly: a missing
or unknown key, a wrong type or an empty English text stops the load with the file's name and the key."""

import json
from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

FOLDER = Path(__file__).parent / "programmes"
SLUG = r"^[a-z0-9]+(?:-[a-z0-9]+)*$"


class DemoFileError(ValueError):
    """A demo guide file that does not follow the format."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class Text(_Strict):
    en: str = Field(min_length=1)
    ar: str = Field(min_length=1)


class OptionalText(_Strict):
    en: str
    ar: str


class Aliases(_Strict):
    """Other names visitors give the guide, a list per language (stored one per line): Latin-script ones,
    Arabizi included, under "en", Arabic-script ones under "ar"."""

    en: list[Annotated[str, Field(min_length=1, pattern=r"^[^\n]+$")]]
    ar: list[Annotated[str, Field(min_length=1, pattern=r"^[^\n]+$")]]


class Fee(_Strict):
    label: Text
    amount: str = Field(min_length=1, max_length=130)
    note: OptionalText


class Source(_Strict):
    name: Text
    url: str = Field(pattern=r"^https://", max_length=500)


class Document(_Strict):
    id: str = Field(pattern=SLUG, max_length=60)
    label: Text
    note: OptionalText


class Question(_Strict):
    q: Text
    a: Text


class GuideFile(_Strict):
    slug: str = Field(pattern=SLUG, max_length=80)
    country: str = Field(pattern=SLUG)
    order: int = Field(ge=0)
    services: list[str]
    title: Text
    aliases: Aliases
    summary: Text
    who_for: Text
    requirements: Text
    steps: Text
    fees: list[Fee]
    processing_time: Text
    source: Source
    figures_to_check: bool
    documents: list[Document] = Field(min_length=1)
    faq: list[Question]

    @field_validator("documents")
    @classmethod
    def _unique_ids(cls, documents: list[Document]) -> list[Document]:
        ids = [d.id for d in documents]
        twice = sorted({i for i in ids if ids.count(i) > 1})
        if twice:
            raise ValueError(f"document id {twice[0]} is used twice")
        return documents


def _problem(error: ValidationError) -> str:
    first = error.errors()[0]
    where = ".".join(str(part) for part in first["loc"]) or "(file)"
    if first["type"] == "missing":
        return f"missing key {where!r}"
    if first["type"] == "extra_forbidden":
        return f"unknown key {where!r}"
    return f"{where}: {first['msg']}"


def read(path: Path) -> dict[str, Any]:
    """One file as a demo record (the loader's shape), or DemoFileError naming the file and the key."""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        guide = GuideFile.model_validate(raw)
    except json.JSONDecodeError as exc:
        raise DemoFileError(f"{path.name}: not valid JSON ({exc})") from exc
    except ValidationError as exc:
        raise DemoFileError(f"{path.name}: {_problem(exc)}") from exc
    if path.stem != f"{guide.country}-{guide.slug}":
        raise DemoFileError(f"{path.name}: name the file {guide.country}-{guide.slug}.json")
    record = guide.model_dump()
    source = record.pop("source")
    aliases = {lang: "\n".join(names) for lang, names in record.pop("aliases").items()}
    return {**record, "aliases": aliases, "source_name": source["name"], "source_url": source["url"]}


def _check_links(path: Path, record: dict[str, Any]) -> None:
    """The country and services a file names are items of the demo."""
    from .countries import COUNTRIES
    from .services import SERVICES

    if record["country"] not in {c["slug"] for c in COUNTRIES}:
        raise DemoFileError(f"{path.name}: country: no demo country {record['country']!r}")
    unknown = sorted(set(record["services"]) - {s["slug"] for s in SERVICES})
    if unknown:
        raise DemoFileError(f"{path.name}: services: no demo service {unknown[0]!r}")


def read_all(folder: Path = FOLDER) -> list[dict[str, Any]]:
    records = []
    for path in sorted(folder.glob("*.json")):
        record = read(path)
        _check_links(path, record)
        records.append(record)
    return records


def __getattr__(name: str) -> Any:
    if name == "PROGRAMMES":
        return read_all()
    raise AttributeError(name)
