"""Which built files a page needs, read from Vite's manifest of the client build."""

import logging
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from django.conf import settings

from lib.build_files import read_json

log = logging.getLogger(__name__)

ENTRY = "src/app/entry-client.tsx"
# The staff admin's own entry: served only for /admin (views.admin_shell), never on a public page.
ADMIN_ENTRY = "src/admin/entry.tsx"
# The font files that paint a page's first screen, by language (the manifest's keys end with these):
# preloaded so that they arrive with the stylesheet rather than after it, before the text is laid out
# in a fallback font that they would then replace. Arabic pages: IBM Plex Sans Arabic, regular and bold
# (headings); English pages: Inter's Latin. Both are the site's subsets (src/fonts, scripts/fonts.py); the
# full files load only when a page has a character the subsets lack (the stylesheet's unicode-range).
FIRST_SCREEN_FONTS = {
    "en": ("inter-latin-site-wght.woff2",),
    "ar": ("ibm-plex-sans-arabic-site-400.woff2", "ibm-plex-sans-arabic-site-700.woff2"),
}


@dataclass(frozen=True)
class PageAssets:
    entry: str | None
    css: tuple[str, ...]
    preload: tuple[str, ...]
    fonts: tuple[str, ...] = ()
    # The text of the page's stylesheets, written into the document in one <style> (public pages):
    # the first screen needs the sheet, so it comes with the HTML instead of blocking the first paint
    # behind a request of its own. Its CSP hash: config.csp.source_hash.
    style: str = ""


def _manifest() -> dict[str, Any]:
    return read_json(settings.FRONTEND_BUILD_DIR / "client" / ".vite" / "manifest.json",
                     "No frontend build at %s: run `make build`. Pages are served without scripts.")


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


def _fonts(lang: str) -> tuple[str, ...]:
    names = FIRST_SCREEN_FONTS.get(lang, ())
    return tuple(_url(chunk["file"]) for key, chunk in _manifest().items()
                 if any(key.endswith("/" + name) for name in names))


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
    hydrates; and the font files of that language's first screen."""
    collected = _collect(ENTRY, f"src/locales/{lang}/index.ts", f"src/{page}.tsx")
    if not collected.entry:
        return collected
    texts = {file: _text(file) for file in collected.css}
    linked = tuple(_url(file) for file, text in texts.items() if text is None)
    style = "".join(text for text in texts.values() if text is not None)
    return replace(collected, css=linked, style=style, fonts=_fonts(lang))


def for_admin() -> PageAssets:
    """The admin app's entry script, its stylesheets (linked) and the chunks it imports."""
    collected = _collect(ADMIN_ENTRY)
    return replace(collected, css=tuple(_url(file) for file in collected.css))
