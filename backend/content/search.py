"""Site search over published services, countries, blog posts and FAQ items, in both languages.

A query in English or Arabic finds content in either; the results carry both languages and a
language-free path that the page prefixes with /ar. The index is built in memory and rebuilt when
the content version changes (every content save bumps it).
"""

from typing import Any

from lib.i18n import tr
from lib.text_search import Document, Index

from . import models as m
from .services import published_posts

TITLE, SUMMARY, BODY = 4.0, 2.0, 1.0
_cache: dict[int, Index] = {}


def _both(obj: Any, name: str) -> str:
    return f"{getattr(obj, name + '_en')} {getattr(obj, name + '_ar')}"


def _document(kind: str, path: str, obj: Any, title: str, summary: str, body: str = "", extra: str = "") -> Document:
    fields = [(_both(obj, title), TITLE), (_both(obj, summary), SUMMARY)]
    if body or extra:
        fields.append(((_both(obj, body) if body else "") + " " + extra, BODY))
    return Document(
        key=f"{kind}:{obj.pk}",
        fields=fields,
        payload={"type": kind, "path": path, "title": tr(obj, title), "excerpt": tr(obj, summary)},
    )


def _documents() -> list[Document]:
    docs = [
        _document("service", f"/services/{s.slug}", s, "title", "summary", "body")
        for s in m.Service.objects.filter(published=True)
    ]
    docs += [
        _document("country", f"/countries/{c.slug}", c, "name", "summary", "body")
        for c in m.Country.objects.filter(published=True)
    ]
    docs += [
        _document("post", f"/blog/{p.slug}", p, "title", "excerpt", "body",
                  " ".join(f"{t.name_en} {t.name_ar}" for t in p.tags.all()))
        for p in published_posts()
    ]
    docs += [
        _document("faq", f"/faq#faq-{f.pk}", f, "question", "answer")
        for f in m.FaqItem.objects.filter(published=True)
    ]
    return docs


def index() -> Index:
    version = m.ContentVersion.current()
    found = _cache.get(version)
    if found is None:
        found = Index(_documents())
        _cache.clear()
        _cache[version] = found
    return found


def search(query: str, limit: int = 20) -> dict[str, Any]:
    query = query.strip()
    hits = index().search(query, limit) if query else []
    return {"query": query, "results": [h.document.payload for h in hits]}
