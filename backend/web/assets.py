"""Which built files a page needs, read from Vite's manifest of the client build."""

import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.conf import settings

log = logging.getLogger(__name__)
ENTRY = "src/app/entry-client.tsx"
# The staff admin's own entry: served only for /admin (views.admin_shell), never on a public page.
ADMIN_ENTRY = "src/admin/entry.tsx"


@dataclass(frozen=True)
class PageAssets:
    entry: str | None
    css: tuple[str, ...]
    preload: tuple[str, ...]


_cache: dict[str, Any] = {"mtime": None, "manifest": {}}


def _manifest() -> dict[str, Any]:
    path: Path = settings.FRONTEND_BUILD_DIR / "client" / ".vite" / "manifest.json"
    try:
        mtime = path.stat().st_mtime
    except FileNotFoundError:
        log.warning("No frontend build at %s: run `make build`. Pages are served without scripts.", path)
        return {}
    if _cache["mtime"] != mtime:
        _cache["manifest"] = json.loads(path.read_text(encoding="utf-8"))
        _cache["mtime"] = mtime
    return _cache["manifest"]


def _url(file: str) -> str:
    return settings.STATIC_URL + file


def for_page(page: str, lang: str = "en") -> PageAssets:
    """The entry script, its stylesheets and the chunks to preload for `page` (e.g. features/home/HomePage)
    in `lang`: the browser loads only that language's UI strings before it hydrates."""
    manifest = _manifest()
    entry = manifest.get(ENTRY)
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
        if key != ENTRY:
            preload.append(_url(chunk["file"]))
        for imported in chunk.get("imports", ()):
            walk(imported)

    walk(ENTRY)
    walk(f"src/locales/{lang}/index.ts")
    walk(f"src/{page}.tsx")
    return PageAssets(_url(entry["file"]), tuple(dict.fromkeys(css)), tuple(dict.fromkeys(preload)))


def for_admin() -> PageAssets:
    """The admin app's entry script, its stylesheets and the chunks it imports."""
    manifest = _manifest()
    entry = manifest.get(ADMIN_ENTRY)
    if not entry:
        return PageAssets(None, (), ())
    css: list[str] = list(entry.get("css", ()))
    preload: list[str] = []
    seen: set[str] = set()

    def walk(key: str) -> None:
        if key in seen or key not in manifest:
            return
        seen.add(key)
        chunk = manifest[key]
        css.extend(chunk.get("css", ()))
        preload.append(chunk["file"])
        for imported in chunk.get("imports", ()):
            walk(imported)

    for imported in entry.get("imports", ()):
        walk(imported)
    return PageAssets(
        _url(entry["file"]), tuple(dict.fromkeys(_url(c) for c in css)), tuple(dict.fromkeys(_url(p) for p in preload))
    )
