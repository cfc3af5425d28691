"""The <head> of every server-made page, composed from one module per concern: the title and
description (titles.py), robots, canonical and hreflang (links.py), Open Graph and Twitter
(social.py), and JSON-LD (web/structured_data.py). The same head goes out whether the body was
server-rendered or not."""

from dataclasses import dataclass
from typing import Any

from django.utils.html import escape

from lib.i18n import pick

from .. import structured_data
from ..routes import Match
from . import links, social, titles

THEME_COLOR = "#0ea5e9"
NOINDEX = links.NOINDEX


@dataclass(frozen=True)
class Head:
    title: str
    description: str
    tags: str


def _structured(match: Match, lang: str, path: str, data: dict[str, Any], item: Any, page_title: str) -> list[str]:
    site = data.get("/api/site") or {}
    if match.route.path == "/":
        found = structured_data.home(site, lang)
    elif match.route.page == structured_data.PROGRAMME_PAGE and isinstance(item, dict):
        found = structured_data.programme(item, site, lang, links.canonical_path(path, item))
    else:
        crumbs = structured_data.breadcrumbs(match, lang, links.canonical_path(path, item), page_title)
        found = [crumbs] if crumbs else []
        if match.route.page == social.BLOG_POST_PAGE and isinstance(item, dict):
            found.append(structured_data.blog_posting(item, site, lang, path))
    return [structured_data.script(entry) for entry in found]


def build(
    match: Match | None, lang: str, path: str, data: dict[str, Any], not_found: bool, url_query: Any = None
) -> Head:
    site = data.get("/api/site") or {}
    company = pick(site.get("company_name") or {"en": ""}, lang)
    found = None if not_found else match
    item_key = found.item_path(url_query) if found else None
    item = data.get(item_key) if item_key else None
    text = titles.resolve(found, lang, item, company)
    tags = [
        f"<title>{escape(text.title)}</title>",
        f'<meta name="description" content="{escape(text.description)}">',
        f'<meta name="theme-color" content="{THEME_COLOR}">',
        *links.tags(found, lang, path, item, url_query),
    ]
    if found is not None and not found.route.private:
        tags += social.page_tags(found, lang, links.url(found, lang, path, item, url_query))
        tags += _structured(found, lang, path, data, item, text.page_title)
    tags += social.shared_tags(company, text.title, text.description)
    return Head(title=text.title, description=text.description, tags="\n".join(tags))
