"""The <head> of every server-made page: title, description, canonical, hreflang, Open Graph.

A route's manifest entry says where its title and description come from: "@field" reads that
field of the page's own item (the query the route names as `item`), anything else is a key in the
locale files. The item's `path` is the canonical address.
The same head goes out whether the body was server-rendered or not.
"""

import re
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlencode

from django.conf import settings
from django.utils.html import escape

from lib.i18n import pick
from lib.paths import localized_path
from lib.strings import t

from . import structured_data
from .routes import ALIASES, Match

THEME_COLOR = "#0ea5e9"
OG_LOCALES = {"en": "en_US", "ar": "ar_QA"}
NOINDEX = ("/search",)
BLOG_POST_PAGE = "features/blog/BlogPostPage"
_QUERY_NAME = re.compile(r"=:(\w+)")


@dataclass(frozen=True)
class Head:
    title: str
    description: str
    tags: str


def _resolve(rule: str, lang: str, main: Any) -> str:
    if rule.startswith("@"):
        value = main.get(rule[1:]) if isinstance(main, dict) else None
        return pick(value, lang) if isinstance(value, dict) else str(value or "")
    return t(rule, lang)


def _meaningful_query(match: Match, url_query: Any) -> str:
    """The part of the URL's query that changes the page (e.g. ?page=2 on the blog), for canonical links."""
    names = _QUERY_NAME.findall(" ".join(match.route.queries.values()))
    kept = [(n, url_query.get(n)) for n in names if url_query and url_query.get(n)]
    return "?" + urlencode(kept) if kept else ""


def _canonical_path(path: str, main: Any) -> str:
    """The page's own item names its address (a service shown at two); else the route's alias rule."""
    item_path = main.get("path") if isinstance(main, dict) else None
    if isinstance(item_path, dict) and item_path.get("en"):
        return str(item_path["en"]).split("#")[0]
    return ALIASES.get(path, path)


def _structured(
    match: Match, lang: str, path: str, data: dict[str, Any], main: Any, page_title: str
) -> list[dict[str, Any]]:
    site = data.get("/api/site") or {}
    if match.route.path == "/":
        return structured_data.home(site, lang)
    items = []
    crumbs = structured_data.breadcrumbs(match, lang, _canonical_path(path, main), page_title)
    if crumbs:
        items.append(crumbs)
    if match.route.page == BLOG_POST_PAGE and isinstance(main, dict):
        items.append(structured_data.blog_posting(main, site, lang, path))
    return items


def build(
    match: Match | None, lang: str, path: str, data: dict[str, Any], not_found: bool, url_query: Any = None
) -> Head:
    site = data.get("/api/site") or {}
    company = pick(site.get("company_name") or {"en": ""}, lang)
    page_title, main = "", None
    if match is None or not_found:
        title = f"{t('meta.notFound.title', lang)} | {company}"
        description = t("meta.notFound.description", lang)
    else:
        meta = match.route.meta
        item = match.item_path(url_query)
        main = data.get(item) if item else None
        page_title = _resolve(meta.get("title", "meta.home.title"), lang, main)
        description = _resolve(meta.get("description", "meta.home.description"), lang, main)
        # The home page leads with the company name; other pages end with it.
        title = f"{company} | {page_title}" if match.route.path == "/" else f"{page_title} | {company}"
    tags = [
        f"<title>{escape(title)}</title>",
        f'<meta name="description" content="{escape(description)}">',
        f'<meta name="theme-color" content="{THEME_COLOR}">',
    ]
    if not_found or match is None:
        tags.append('<meta name="robots" content="noindex, follow">')
    else:
        # Search results are thin, endless pages: followed, not indexed.
        robots = "noindex, follow" if match.route.path in NOINDEX else "index, follow"
        base = settings.SITE_URL
        canonical_path = _canonical_path(path, main)
        query = _meaningful_query(match, url_query)
        other = "ar" if lang == "en" else "en"

        def url(lang_: str) -> str:
            return escape(base + localized_path(canonical_path, lang_) + query)

        tags += [
            f'<meta name="robots" content="{robots}">',
            f'<link rel="canonical" href="{url(lang)}">',
            f'<link rel="alternate" hreflang="en" href="{url("en")}">',
            f'<link rel="alternate" hreflang="ar" href="{url("ar")}">',
            f'<link rel="alternate" hreflang="x-default" href="{url("en")}">',
            f'<meta property="og:type" content="{"article" if match.route.page == BLOG_POST_PAGE else "website"}">',
            f'<meta property="og:url" content="{url(lang)}">',
            f'<meta property="og:locale" content="{OG_LOCALES[lang]}">',
            f'<meta property="og:locale:alternate" content="{OG_LOCALES[other]}">',
        ]
        tags += [structured_data.script(item) for item in _structured(match, lang, path, data, main, page_title)]
    tags += [
        f'<meta property="og:site_name" content="{escape(company)}">',
        f'<meta property="og:title" content="{escape(title)}">',
        f'<meta property="og:description" content="{escape(description)}">',
        '<meta name="twitter:card" content="summary">',
        f'<meta name="twitter:title" content="{escape(title)}">',
        f'<meta name="twitter:description" content="{escape(description)}">',
    ]
    return Head(title=title, description=description, tags="\n".join(tags))
