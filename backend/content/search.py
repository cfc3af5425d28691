"""Site search over what the content kinds give search (kinds/: services, countries, programme guides,
blog posts, FAQ items and the site's pages today), in both languages.

A query in English or Arabic finds content in either; each result carries its texts and its path in
both languages. The index is built in memory and rebuilt when the content version changes (every
content save bumps it).
"""

from typing import Any

from lib.i18n import LANGS
from lib.paths import localized_path
from lib.text_search import Document, Index

from .kinds import Passage, passages
from .schedule import stamp

# How much each kind of text weighs: a title or a name most, then a summary or an answer, the rest.
WEIGHTS = {"title": 4.0, "name": 4.0, "summary": 2.0, "answer": 2.0, "body": 1.0}
_cache: dict[str, Index] = {}


def _document(p: Passage) -> Document:
    return Document(
        key=p.key,
        fields=[(text, WEIGHTS[role]) for role, text in p.fields],
        payload={"type": p.type, "path": {lang: localized_path(p.path, lang) for lang in LANGS},
                 "title": p.title, "excerpt": p.excerpt},
        titles=tuple(p.title[lang] for lang in LANGS),
    )


def index() -> Index:
    version = stamp()  # the content version, and a scheduled post's time (content/schedule.py)
    found = _cache.get(version)
    if found is None:
        found = Index([_document(p) for p in passages(search=True)])
        _cache.clear()
        _cache[version] = found
    return found


def search(query: str, limit: int = 20) -> dict[str, Any]:
    query = query.strip()
    hits = index().search(query, limit) if query else []
    return {"query": query, "results": [h.document.payload for h in hits]}
