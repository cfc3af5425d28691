"""The key of every answer kept because it is built from the content alone (a rendered page, a
content API answer): the content version, which every content save bumps, and the client build, whose
file names pages and API answers (a country's flag) carry. A kept answer is therefore never served
after a save or a deploy; it also expires after PAGE_CACHE_SECONDS (a scheduled post's date coming)."""

import hashlib

from content.models import ContentVersion

from . import assets


def key(kind: str, name: str) -> str:
    """The cache key of a `kind` of answer ("page", "api") named by `name` (what tells it apart from
    the others of its kind: its address, its language), hashed to a fixed length."""
    digest = hashlib.sha256(name.encode()).hexdigest()[:32]
    return f"{kind}:{ContentVersion.current()}:{assets.build_id()}:{digest}"
