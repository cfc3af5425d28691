"""Robots, canonical and hreflang links: where search engines should index a page, and its twin in
the other language. A page's own item names its canonical address (its `path`: a service shown at
two addresses); otherwise the route's alias rule does (/book is /contact)."""

from typing import Any
from urllib.parse import urlencode

from django.utils.html import escape

from lib.paths import localized_path
from lib.site_url import public_url

from ..routes import ALIASES, Match

# Search results are thin, endless pages: followed, not indexed.
NOINDEX = ("/search",)


def canonical_path(path: str, item: Any) -> str:
    item_path = item.get("path") if isinstance(item, dict) else None
    if isinstance(item_path, dict) and item_path.get("en"):
        return str(item_path["en"]).split("#")[0]
    return ALIASES.get(path, path)


def _meaningful_query(match: Match, url_query: Any) -> str:
    """The part of the URL's query that changes the page (e.g. ?page=2 on the blog), for canonical links."""
    kept = [(n, url_query.get(n)) for n in match.route.data_params if url_query and url_query.get(n)]
    return "?" + urlencode(kept) if kept else ""


def url(match: Match, lang: str, path: str, item: Any, url_query: Any) -> str:
    """The page's canonical URL in `lang`, escaped for an attribute."""
    address = localized_path(canonical_path(path, item), lang) + _meaningful_query(match, url_query)
    return escape(public_url(address))


def tags(match: Match | None, lang: str, path: str, item: Any, url_query: Any) -> list[str]:
    """`match` None for the not-found page."""
    if match is None:
        return ['<meta name="robots" content="noindex, follow">']
    if match.route.private:
        return ['<meta name="robots" content="noindex, nofollow">', '<meta name="referrer" content="no-referrer">']
    robots = "noindex, follow" if match.route.path in NOINDEX else "index, follow"
    return [
        f'<meta name="robots" content="{robots}">',
        f'<link rel="canonical" href="{url(match, lang, path, item, url_query)}">',
        f'<link rel="alternate" hreflang="en" href="{url(match, "en", path, item, url_query)}">',
        f'<link rel="alternate" hreflang="ar" href="{url(match, "ar", path, item, url_query)}">',
        f'<link rel="alternate" hreflang="x-default" href="{url(match, "en", path, item, url_query)}">',
    ]
