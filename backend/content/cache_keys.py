"""The key of every answer kept because it is built from the content alone (a rendered page, a
content API answer): the content version, which every content save bumps, and the client build, whose
file names pages and API answers (a country's flag) carry. A kept answer is therefore never served
after a save or a deploy, nor after a scheduled post's time has come (content/schedule.py).

The client build is the web app's to name (web/assets.build_id): it gives it here when Django starts
(web/apps.py, `name_builds_by`), so the content API's answers (content/api_cache.py) and the pages
(web/views.py) are kept under one kind of key without content importing web."""

import contextvars
import hashlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from .schedule import stamp


def _no_build() -> str:
    return ""


_build_id: list[Callable[[], str]] = [_no_build]


def name_builds_by(build_id: Callable[[], str]) -> None:
    """How the current client build is named (web/assets.build_id); set once, when Django starts."""
    _build_id[0] = build_id


def key(kind: str, name: str) -> str:
    """The cache key of a `kind` of answer ("page", "api") named by `name` (what tells it apart from
    the others of its kind: its address, its language), hashed to a fixed length."""
    digest = hashlib.sha256(name.encode()).hexdigest()[:32]
    return f"{kind}:{stamp()}:{_build_id[0]()}:{digest}"


_bypassed: contextvars.ContextVar[bool] = contextvars.ContextVar("content_cache_bypassed", default=False)


@contextmanager
def bypassed() -> Iterator[None]:
    """Nothing kept is read or written inside (a preview renders content that is not the live content:
    what it builds must never be served to anyone else, nor it be served what was built for visitors)."""
    token = _bypassed.set(True)
    try:
        yield
    finally:
        _bypassed.reset(token)


def is_bypassed() -> bool:
    return _bypassed.get()
