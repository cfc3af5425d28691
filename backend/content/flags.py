"""A country's flag from the flag-icons package, as the hashed static file the client build copied
(frontend/vite-flags.ts writes the code -> file map to `.vite/flags.json`). The API hands out the URL
of each country's flag, so a page fetches only the flags it shows and no script carries a list of them.
"""

import json
import logging
from pathlib import Path
from typing import Any

from django.conf import settings

log = logging.getLogger(__name__)
_cache: dict[str, Any] = {"path": None, "mtime": None, "files": {}}


def _files() -> dict[str, str]:
    path: Path = settings.FRONTEND_BUILD_DIR / "client" / ".vite" / "flags.json"
    try:
        mtime = path.stat().st_mtime
    except FileNotFoundError:
        log.warning("No flag map at %s: run `make build`. Countries are shown without flags.", path)
        return {}
    if (_cache["path"], _cache["mtime"]) != (path, mtime):
        _cache.update(path=path, mtime=mtime, files=json.loads(path.read_text(encoding="utf-8")))
    return _cache["files"]


def flag_url(code: str) -> str | None:
    """The static URL of the 4:3 flag for an ISO 3166-1 alpha-2 code ("CA"), or None when there is none."""
    file = _files().get(code.strip().lower())
    return settings.STATIC_URL + file if file else None
