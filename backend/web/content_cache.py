"""The key of every answer kept because it is built from the content alone (a rendered page, a
content API answer): the content version, which every content save bumps, and the client build, whose
file names pages and API answers (a country's flag) carry. A kept answer is therefore never served
after a save or a deploy, nor after a scheduled post's time has come (content/schedule.py)."""

import contextvars
import hashlib
from collections.abc import Iterator
from contextlib import contextmanager

from content.schedule import stamp

from . import assets


def key(kind: str, name: str) -> str:
    """The cache key of a `kind` of answer ("page", "api") named by `name` (what tells it apart from
    the others of its kind: its address, its language), hashed to a fixed length."""
    digest = hashlib.sha256(name.encode()).hexdigest()[:32]
    return f"{kind}:{stamp()}:{assets.build_id()}:{digest}"


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
