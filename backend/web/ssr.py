"""The client of the Node renderer (frontend/server/render-server.mjs).

A failed or slow render never breaks a page: the caller falls back to the client-rendered shell,
and for SSR_RETRY_AFTER seconds after a failure we don't wait on the renderer again.
"""

import json
import logging
import threading
import time
import urllib.error
import urllib.request
from typing import Any

from django.conf import settings

log = logging.getLogger(__name__)


class _State:
    lock = threading.Lock()
    down_until = 0.0
    last_error = ""


def _post(path: str, payload: dict[str, Any], timeout: float) -> dict[str, Any]:
    body = json.dumps(payload, ensure_ascii=False, default=str).encode()
    req = urllib.request.Request(
        settings.SSR_URL + path, data=body, method="POST", headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(req, timeout=timeout) as resp:
        return json.loads(resp.read())


def render(url: str, payload: dict[str, Any]) -> str | None:
    """The server-rendered HTML of the app's root element, or None when the renderer can't give it."""
    if time.monotonic() < _State.down_until:
        return None
    try:
        result = _post("/render", {"url": url, **payload}, settings.SSR_TIMEOUT)
        html = result["html"]
        if not isinstance(html, str):
            raise ValueError("renderer answered without html")
        return html
    except (OSError, ValueError, KeyError, urllib.error.URLError) as exc:
        with _State.lock:
            _State.down_until = time.monotonic() + settings.SSR_RETRY_AFTER
            _State.last_error = str(exc)
        log.warning("SSR failed for %s, serving the client-rendered shell: %s", url, exc)
        return None


def health() -> dict[str, Any]:
    try:
        req = urllib.request.Request(settings.SSR_URL + "/health")
        with urllib.request.urlopen(req, timeout=min(settings.SSR_TIMEOUT, 1.0)) as resp:
            ok = resp.status == 200
    except (OSError, urllib.error.URLError) as exc:
        return {"status": "down", "error": str(exc)}
    with _State.lock:
        _State.down_until = 0.0
    return {"status": "ok" if ok else "down"}
