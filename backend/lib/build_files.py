"""Reading a JSON file the frontend build writes (Vite's manifest, the flag map): parsed once, read
again only when the file changes (a new `make build` while the server runs)."""

import json
import logging
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)
_cache: dict[Path, tuple[float, Any]] = {}
_missing: set[Path] = set()  # warned about once, until the file is there


def read_json(path: Path, missing: str) -> Any:
    """The file's JSON, or {} with `missing` logged as a warning (once) when the build has not made it."""
    try:
        mtime = path.stat().st_mtime
    except FileNotFoundError:
        if path not in _missing:
            _missing.add(path)
            log.warning(missing, path)
        return {}
    _missing.discard(path)
    cached = _cache.get(path)
    if cached is None or cached[0] != mtime:
        cached = (mtime, json.loads(path.read_text(encoding="utf-8")))
        _cache[path] = cached
    return cached[1]
