"""Which built files a page needs, read from Vite's manifest of the client build."""

from dataclasses import dataclass, replace
from typing import Any

from django.conf import settings

from lib.build_files import read_json

ENTRY = "src/app/entry-client.tsx"
# The staff admin's own entry: served only for /admin (views.admin_shell), never on a public page.
ADMIN_ENTRY = "src/admin/entry.tsx"
# The font files that paint a page's first screen, by language (the manifest's keys end with these):
# preloaded so that they arrive with the stylesheet rather than after it, before the text is laid out
# in a fallback font that they would then replace (a layout shift). Arabic pages: IBM Plex Sans Arabic,
# regular and bold (headings); English pages: Inter's Latin file. Other subsets load only when a page
# has their characters (the stylesheet's unicode-range).
FIRST_SCREEN_FONTS = {
    "en": ("inter-latin-wght-normal.woff2",),
    "ar": ("ibm-plex-sans-arabic-arabic-400-normal.woff2", "ibm-plex-sans-arabic-arabic-700-normal.woff2"),
}


@dataclass(frozen=True)
class PageAssets:
    entry: str | None
    css: tuple[str, ...]
    preload: tuple[str, ...]
    fonts: tuple[str, ...] = ()


def _manifest() -> dict[str, Any]:
    return read_json(settings.FRONTEND_BUILD_DIR / "client" / ".vite" / "manifest.json",
                     "No frontend build at %s: run `make build`. Pages are served without scripts.")


def _url(file: str) -> str:
    return settings.STATIC_URL + file


def _collect(entry_key: str, *also: str) -> PageAssets:
    """The entry's script, then the stylesheets of it and of everything it and `also` import (in order,
    once each), and every imported chunk to preload."""
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
        css.extend(_url(c) for c in chunk.get("css", ()))
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


def for_page(page: str, lang: str = "en") -> PageAssets:
    """The entry script, its stylesheets and the chunks to preload for `page` (e.g. features/home/HomePage)
    in `lang`: the browser loads only that language's UI strings before it hydrates; and the font files
    of that language's first screen."""
    collected = _collect(ENTRY, f"src/locales/{lang}/index.ts", f"src/{page}.tsx")
    return replace(collected, fonts=_fonts(lang)) if collected.entry else collected


def for_admin() -> PageAssets:
    """The admin app's entry script, its stylesheets and the chunks it imports."""
    return _collect(ADMIN_ENTRY)
