"""The public routes, read from the frontend's route manifest (frontend/src/app/routes.json).

React builds its router from the same file, so a route, its page module and the API paths its
queries use are written once. Paths carry no language: /ar is a prefix on any of them.
"""

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlencode

from django.conf import settings

MANIFEST = settings.FRONTEND_DIR / "src" / "app" / "routes.json"
_PARAM = re.compile(r":([A-Za-z_]\w*)")
_QUERY_NAME = re.compile(r"=:(\w+)")


@dataclass(frozen=True)
class Route:
    path: str
    page: str
    # The API paths the page reads, by the name the page reads them with ({"service": "/api/services/:slug"}).
    queries: dict[str, str] = field(default_factory=dict)
    # The query that holds the page's own item (a service, a post): its fields give the title and
    # description ("@title" in `meta`) and its `path` the canonical address.
    item: str | None = None
    meta: dict[str, str] = field(default_factory=dict)
    # A page for one person (a booking reached by its signed link): never cached, never indexed, and
    # its address (which holds the link's token) never sent on as a referrer.
    private: bool = False
    # The page shown when the route's own item is not found, instead of the site's not-found page
    # (a booking link that was altered gets a page about booking links).
    not_found: str | None = None
    # URL parameters the page reads itself rather than through its data (?sent=1 on the contact page).
    params: tuple[str, ...] = ()
    # Parameters its data reads whose value is free text (a search's ?q=), which any visitor can vary
    # without end: a page asked with one is rendered for its request and never cached.
    text_params: tuple[str, ...] = ()
    regex: re.Pattern[str] = field(default=re.compile(""), compare=False)


    @property
    def data_params(self) -> list[str]:
        """The URL parameters its data reads (`key=:name` in its queries): ?page and ?tag on the blog. A name
        the route's path gives (`?country=:slug` on /countries/:slug) is not read from the URL."""
        in_path = set(_PARAM.findall(self.path))
        return [name for name in _QUERY_NAME.findall(" ".join(self.queries.values())) if name not in in_path]

    @property
    def page_params(self) -> list[str]:
        """Every URL parameter that changes what the page shows; any other is ignored (and not cached)."""
        return [*self.data_params, *self.params]


@dataclass(frozen=True)
class Match:
    route: Route
    params: dict[str, str]

    def queries(self, url_query: Mapping[str, str] | None = None) -> dict[str, str]:
        """The route's API paths by name, with the URL's parameters (path and query string) filled in."""
        return {name: fill(q, self.params, url_query) for name, q in self.route.queries.items()}

    def api_paths(self, global_queries: tuple[str, ...], url_query: Mapping[str, str] | None = None) -> list[str]:
        """Every API path the page reads: the global ones, then the route's; one read of each."""
        return list(dict.fromkeys((*global_queries, *self.queries(url_query).values())))

    def item_path(self, url_query: Mapping[str, str] | None = None) -> str | None:
        """The API path of the page's own item, if it has one."""
        return self.queries(url_query).get(self.route.item) if self.route.item else None


@dataclass(frozen=True)
class Manifest:
    routes: tuple[Route, ...]
    global_queries: tuple[str, ...]
    not_found_page: str
    # The pages fetched ahead about 2 s after load (frontend/src/app/prefetch.ts): the server lists their
    # code chunks in a page's boot data (web/assets.for_page).
    prefetch: tuple[str, ...] = ()

    def match(self, path: str) -> Match | None:
        for route in self.routes:
            found = route.regex.fullmatch(path)
            if found:
                return Match(route, found.groupdict())
        return None


def _compile(pattern: str) -> re.Pattern[str]:
    parts = [f"(?P<{seg[1:]}>[^/]+)" if seg.startswith(":") else re.escape(seg) for seg in pattern.split("/")]
    return re.compile("/".join(parts))


def fill(template: str, params: dict[str, str], url_query: Mapping[str, str] | None = None) -> str:
    """Same rules as fillPath in frontend/src/app/manifest.ts: `:name` in the path from the route's
    parameters; `key=:name` in the query from the parameters or the URL's query, dropped when empty."""
    path, _, query = template.partition("?")
    filled = _PARAM.sub(lambda m: quote(params.get(m.group(1), ""), safe=""), path)
    if not query:
        return filled
    kept: list[tuple[str, str]] = []
    for pair in query.split("&"):
        key, _, value = pair.partition("=")
        resolved = value
        if value.startswith(":"):
            resolved = params.get(value[1:]) or (url_query or {}).get(value[1:], "")
        if resolved:
            kept.append((key, resolved))
    return f"{filled}?{urlencode(kept)}" if kept else filled


def parse(raw: dict[str, Any]) -> Manifest:
    routes = tuple(
        Route(path=r["path"], page=r["page"], queries=dict(r.get("queries", {})), item=r.get("item"),
              meta=r.get("meta", {}), private=bool(r.get("private", False)), not_found=r.get("notFound"),
              params=tuple(r.get("params", ())),
              text_params=tuple(r.get("textParams", ())), regex=_compile(r["path"]))
        for r in raw["routes"]
    )
    return Manifest(routes=routes, global_queries=tuple(raw.get("global", ())), not_found_page=raw["notFound"],
                    prefetch=tuple(raw.get("prefetch", ())))


@cache
def manifest(path: Path = MANIFEST) -> Manifest:
    return parse(json.loads(path.read_text(encoding="utf-8")))


# Paths that show the same page as another: they point search engines at that one (canonical). (An item
# shown at two addresses names its canonical one itself: its `path`.)
ALIASES = {"/book": "/contact"}
