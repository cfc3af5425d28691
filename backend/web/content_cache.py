"""The key prefix of every answer kept because it is built from the content alone (a rendered page, a
content API answer): the content version, which every content save bumps, and the client build, whose
file names pages and API answers (a country's flag) carry. A kept answer is therefore never served
after a save or a deploy; it also expires after PAGE_CACHE_SECONDS (a scheduled post's date coming)."""

from content.models import ContentVersion

from . import assets


def prefix(kind: str) -> str:
    return f"{kind}:{ContentVersion.current()}:{assets.build_id()}"
