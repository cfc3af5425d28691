"""A page's title and description. A route's manifest entry says where they come from: "@field"
reads that field of the page's own item (the query the route names as `item`), anything else is a
key in the locale files. The home page leads with the company name, other pages end with it; an
unknown page is "Page not found". The browser applies the same rules on client navigation
(frontend/src/app/head-rules.ts); both are checked against shared-cases/titles.json."""

from dataclasses import dataclass
from typing import Any

from lib.i18n import pick
from lib.strings import t

from ..routes import Match


@dataclass(frozen=True)
class Titles:
    title: str  # the document's, with the company name
    description: str
    page_title: str  # the page's own name ("" for the not-found page)


def _text(rule: str, lang: str, item: Any) -> str:
    if rule.startswith("@"):
        value = item.get(rule[1:]) if isinstance(item, dict) else None
        return pick(value, lang) if isinstance(value, dict) else str(value or "")
    return t(rule, lang)


def resolve(match: Match | None, lang: str, item: Any, company: str) -> Titles:
    """`match` None for the not-found page."""
    if match is None:
        return Titles(f"{t('meta.notFound.title', lang)} | {company}", t("meta.notFound.description", lang), "")
    meta = match.route.meta
    page_title = _text(meta.get("title", "meta.home.title"), lang, item)
    description = _text(meta.get("description", "meta.home.description"), lang, item)
    title = f"{company} | {page_title}" if match.route.path == "/" else f"{page_title} | {company}"
    return Titles(title, description, page_title)
