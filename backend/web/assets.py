"""Which built files a page needs, read from Vite's manifest of the client build."""

import hashlib
import json
import logging
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, TypeVar

from django.conf import settings

from lib.build_files import read_json

from . import boot, routes

log = logging.getLogger(__name__)
T = TypeVar("T")

ENTRY = "src/app/entry-client.tsx"
# The staff admin's own entry: served only for /admin (views.admin_shell), never on a public page.
ADMIN_ENTRY = "src/admin/entry.tsx"
# The web fonts' faces (Inter, IBM Plex Sans Arabic: the site's subsets, scripts/fonts.py), a stylesheet
# of their own: the page adds it once it has painted (web/boot.js), in the fonts' metrics-matched local
# fallbacks, which are part of the inlined stylesheet; a visitor without JavaScript gets it as a link.
FONTS = "src/styles/fonts.css"
# The font files a page in each language draws its text with (the manifest's keys end with these): web/boot.js
# fetches them first and adds the stylesheet once they are all in, so the text is laid out again once for
# the web fonts, not once per file. Arabic pages: IBM Plex Sans Arabic, regular and bold (headings), and
# Inter for their Latin characters; English pages: Inter. All three are the site's subsets (src/fonts,
# scripts/fonts.py); the full files load only for a character the subsets lack (the sheet's unicode-range).
FONT_FILES = {
    "en": ("inter-latin-site-wght.woff2",),
    "ar": ("ibm-plex-sans-arabic-site-400.woff2", "ibm-plex-sans-arabic-site-700.woff2", "inter-latin-site-wght.woff2"),
}


@dataclass(frozen=True)
class PageAssets:
    entry: str | None
    css: tuple[str, ...]
    preload: tuple[str, ...]
    fonts: str = ""  # the web fonts' stylesheet (FONTS), public pages
    font_files: tuple[str, ...] = ()  # FONT_FILES of the page's language
    # The code chunks of the pages fetched ahead (routes.json's `prefetch`) that this page does not
    # load itself: fetched into the HTTP cache about 2 s after load, not run (app/prefetch.ts).
    prefetch: tuple[str, ...] = ()
    # The text of the page's stylesheets, written into the document in one <style> (public pages):
    # the first screen needs the sheet, so it comes with the HTML instead of blocking the first paint
    # behind a request of its own. Its CSP hash: web.csp.source_hash.
    style: str = ""


def _manifest() -> dict[str, Any]:
    return read_json(settings.FRONTEND_BUILD_DIR / "client" / ".vite" / "manifest.json",
                     "No frontend build at %s: run `make build`. Pages are served without scripts.")


# Answers that depend only on the build, each kept with the manifest it was worked out from (a new
# build is a new manifest object, lib/build_files.read_json), so it is worked out once per build.
_per_build: dict[tuple[str, ...], tuple[dict[str, Any], Any]] = {}


def _once_per_build(key: tuple[str, ...], work: Callable[[], T], keep: Callable[[T], bool] = lambda _: True) -> T:
    """`work()`, or its answer for this build when kept (`keep` says whether an answer may be)."""
    manifest = _manifest()
    known = _per_build.get(key)
    if known is not None and known[0] is manifest:
        return known[1]
    answer = work()
    if keep(answer):
        _per_build[key] = (manifest, answer)
    return answer


def build_id() -> str:
    """A short name for the client build (Vite's manifest names every built file by its content) and
    the boot script. Part of the page cache's key, so a page a Redis cache kept from before a new
    build is never served with the new boot script's CSP hash or after its files are gone. (A release
    that changes only the server's side of the document, e.g. page.html or the head tags, shows as
    each cached page expires, PAGE_CACHE_SECONDS, or at once after a content save.)"""
    def work() -> str:
        text = json.dumps(_manifest(), sort_keys=True) + boot.SCRIPT
        return hashlib.sha256(text.encode()).hexdigest()[:12]

    return _once_per_build(("build",), work)


def _url(file: str) -> str:
    return settings.STATIC_URL + file


def _collect(entry_key: str, *also: str) -> PageAssets:
    """The entry's script, then the stylesheets of it and of everything it and `also` import (in order,
    once each; their built file names, `_url` makes them addresses), and every imported chunk to preload."""
    manifest = _manifest()
    entry = manifest.get(entry_key)
    if not entry:
        return PageAssets(None, (), ())
    css: list[str] = []
    preload: list[str] = []
    seen: set[str] = set()

    def walk(key: str) -> None:
        if key in seen or key not in manifest:
            return
        seen.add(key)
        chunk = manifest[key]
        css.extend(chunk.get("css", ()))
        if key != entry_key:
            preload.append(_url(chunk["file"]))
        for imported in chunk.get("imports", ()):
            walk(imported)

    for key in (entry_key, *also):
        walk(key)
    return PageAssets(_url(entry["file"]), tuple(dict.fromkeys(css)), tuple(dict.fromkeys(preload)))


_styles: dict[Path, tuple[float, str]] = {}


def _text(file: str) -> str | None:
    """A built stylesheet's text, read once per build (again when the file changes), or None."""
    path = settings.FRONTEND_BUILD_DIR / "client" / file
    try:
        mtime = path.stat().st_mtime
    except FileNotFoundError:
        log.warning("Stylesheet %s is in the manifest but not built: linked instead of inlined.", path)
        return None
    cached = _styles.get(path)
    if cached is None or cached[0] != mtime:
        cached = _styles[path] = (mtime, path.read_text(encoding="utf-8"))
    return cached[1]


def for_page(page: str, lang: str = "en") -> PageAssets:
    """The entry script, its stylesheets' text (inlined) and the chunks to preload for `page` (e.g.
    features/home/HomePage) in `lang`: the browser loads only that language's UI strings before it
    hydrates; and the web fonts' stylesheet. Once per build (a cold render does not walk the manifest
    again), but for an answer with a stylesheet not built yet: linked, and looked for again next time."""
    return _once_per_build(("page", page, lang), lambda: _for_page(page, lang), keep=lambda found: not found.css)


def _for_page(page: str, lang: str) -> PageAssets:
    collected = _collect(ENTRY, f"src/locales/{lang}/index.ts", f"src/{page}.tsx")
    if not collected.entry:
        return collected
    texts = {file: _text(file) for file in collected.css}
    linked = tuple(_url(file) for file, text in texts.items() if text is None)
    style = "".join(text for text in texts.values() if text is not None)
    fonts = _manifest().get(FONTS)
    return replace(collected, css=linked, style=style, fonts=_url(fonts["file"]) if fonts else "",
                   font_files=_font_files(lang), prefetch=_prefetch(collected))


def _font_files(lang: str) -> tuple[str, ...]:
    manifest = _manifest()
    return tuple(_url(chunk["file"]) for name in FONT_FILES.get(lang, ()) for key, chunk in manifest.items()
                 if key.endswith("/" + name))


def _prefetch(collected: PageAssets) -> tuple[str, ...]:
    site = routes.manifest()
    pages = [found.route.page for path in site.prefetch if (found := site.match(path))]
    ahead = _collect(ENTRY, *(f"src/{page}.tsx" for page in pages)).preload
    return tuple(url for url in ahead if url not in collected.preload)


def for_admin() -> PageAssets:
    """The admin app's entry script, its stylesheets (linked) and the chunks it imports."""
    collected = _collect(ADMIN_ENTRY)
    return replace(collected, css=tuple(_url(file) for file in collected.css))
