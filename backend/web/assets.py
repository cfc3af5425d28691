"""Which built files a page needs, read from Vite's manifest of the client build."""

from dataclasses import dataclass
from typing import Any

from django.conf import settings

from lib.build_files import read_json

ENTRY = "src/app/entry-client.tsx"
# The staff admin's own entry: served only for /admin (views.admin_shell), never on a public page.
ADMIN_ENTRY = "src/admin/entry.tsx"


@dataclass(frozen=True)
class PageAssets:
    entry: str | None
    css: tuple[str, ...]
    preload: tuple[str, ...]


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


def for_page(page: str, lang: str = "en") -> PageAssets:
    """The entry script, its stylesheets and the chunks to preload for `page` (e.g. features/home/HomePage)
    in `lang`: the browser loads only that language's UI strings before it hydrates."""
    return _collect(ENTRY, f"src/locales/{lang}/index.ts", f"src/{page}.tsx")


def for_admin() -> PageAssets:
    """The admin app's entry script, its stylesheets and the chunks it imports."""
    return _collect(ADMIN_ENTRY)
