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


@dataclass(frozen=True)
class Route:
    path: str
    page: str
    queries: tuple[str, ...] = ()
    meta: dict[str, str] = field(default_factory=dict)
    regex: re.Pattern[str] = field(default=re.compile(""), compare=False)


@dataclass(frozen=True)
class Match:
    route: Route
    params: dict[str, str]

    def queries(self, global_queries: tuple[str, ...], url_query: Mapping[str, str] | None = None) -> list[str]:
        """The API paths this page reads, with the URL's parameters (path and query string) filled in;
        a path that is both global and the route's own is read once."""
        filled = (fill(q, self.params, url_query) for q in (*global_queries, *self.route.queries))
        return list(dict.fromkeys(filled))


@dataclass(frozen=True)
class Manifest:
    routes: tuple[Route, ...]
    global_queries: tuple[str, ...]
    not_found_page: str

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
        Route(path=r["path"], page=r["page"], queries=tuple(r.get("queries", ())), meta=r.get("meta", {}),
              regex=_compile(r["path"]))
        for r in raw["routes"]
    )
    return Manifest(routes=routes, global_queries=tuple(raw.get("global", ())), not_found_page=raw["notFound"])


@cache
def manifest(path: Path = MANIFEST) -> Manifest:
    return parse(json.loads(path.read_text(encoding="utf-8")))


def split_language(path: str) -> tuple[str, str]:
    """('/ar/services' -> ('ar', '/services')), ('/ar' -> ('ar', '/')), ('/about' -> ('en', '/about'))."""
    if path == "/ar" or path.startswith("/ar/"):
        return "ar", path[3:] or "/"
    return "en", path


def localized_path(path: str, lang: str) -> str:
    """A language-free path as it is spelled in `lang`: ("/about", "ar") -> "/ar/about"."""
    if lang == "ar":
        return "/ar" if path == "/" else "/ar" + path
    return path


# Paths that show the same page as another: they point search engines at that one (canonical).
ALIASES = {"/services/investment": "/services/invest", "/book": "/contact"}
