"""/sitemap.xml (every public page in both languages, with hreflang alternates) and /robots.txt."""

from collections.abc import Iterator
from xml.sax.saxutils import escape

from django.http import HttpRequest, HttpResponse
from django.views.decorators.http import require_safe

from content.kinds import KINDS
from lib.paths import localized_path
from lib.site_url import public_url

from .head import NOINDEX
from .routes import ALIASES, manifest


def _paths() -> Iterator[tuple[str, str | None]]:
    """(language-free path, last modified date or None) for every page worth indexing."""
    fixed = [route.path for route in manifest().routes
             if ":" not in route.path and route.path not in ALIASES and route.path not in NOINDEX]
    yield from ((path, None) for path in fixed)
    # Every published item of a kind whose items are pages of their own, with its last change.
    for kind in KINDS:
        if kind.in_sitemap:
            for obj in kind.published():
                path = kind.path(obj)
                if path and path not in fixed:
                    yield path, obj.updated_at.date().isoformat()


def _url_entry(path: str, lang: str, lastmod: str | None) -> str:
    base = public_url()
    links = "".join(
        f'<xhtml:link rel="alternate" hreflang="{hreflang}" href="{escape(base + localized_path(path, target))}"/>'
        for hreflang, target in (("en", "en"), ("ar", "ar"), ("x-default", "en"))
    )
    modified = f"<lastmod>{lastmod}</lastmod>" if lastmod else ""
    return f"<url><loc>{escape(base + localized_path(path, lang))}</loc>{modified}{links}</url>"


@require_safe
def sitemap(request: HttpRequest) -> HttpResponse:
    entries = [_url_entry(path, lang, lastmod) for path, lastmod in _paths() for lang in ("en", "ar")]
    body = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'
        + "\n".join(entries)
        + "\n</urlset>\n"
    )
    return HttpResponse(body, content_type="application/xml; charset=utf-8")


@require_safe
def robots(request: HttpRequest) -> HttpResponse:
    lines = [
        "User-agent: *",
        "Disallow: /admin",
        "Disallow: /api/",
        "Disallow: /search",
        "Disallow: /ar/search",
        "",
        f"Sitemap: {public_url('/sitemap.xml')}",
    ]
    return HttpResponse("\n".join(lines) + "\n", content_type="text/plain; charset=utf-8")
