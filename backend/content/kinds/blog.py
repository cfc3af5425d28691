"""The blog: posts (a page each, /blog/<slug>) and the tags that group them (/blog?tag=<slug>)."""

import datetime
import math
from typing import Any

from django.db.models import Min, QuerySet
from django.http import Http404, HttpRequest
from django.utils import timezone
from ninja import Query, Router, Schema
from pydantic import Field

from lib.errors import ErrorOut

from .. import models as m
from ..schemas import I18n, Paths
from .base import Kind, Passage, Role, both, file_url, get_or_404, markdown, section_units, tr

PAGE_SIZE = 9


class BlogTagOut(Schema):
    # What /blog?tag= takes; the name is what a reader sees.
    slug: str
    path: Paths
    name: I18n


class BlogPostOut(Schema):
    id: int
    slug: str
    path: Paths
    title: I18n
    excerpt: I18n
    cover_image: str | None
    author: I18n
    tags: list[BlogTagOut]
    published_at: datetime.datetime | None


class BlogPostDetailOut(BlogPostOut):
    body: I18n
    updated_at: datetime.datetime


class BlogPageOut(Schema):
    items: list[BlogPostOut]
    # The tag the list is filtered by (?tag=), with its names for the page's heading.
    tag: BlogTagOut | None
    count: int
    page: int
    pages: int
    page_size: int


def _published_posts(qs: QuerySet[Any]) -> QuerySet[Any]:
    """Published, and their date has come (a post can be scheduled)."""
    return qs.filter(status=m.BlogPost.Status.PUBLISHED, published_at__lte=timezone.now()).prefetch_related("tags")


def _next_scheduled() -> datetime.datetime | None:
    """When the next post scheduled for later comes out."""
    later = m.BlogPost.objects.filter(status=m.BlogPost.Status.PUBLISHED, published_at__gt=timezone.now())
    return later.aggregate(first=Min("published_at"))["first"]


def post_path(p: m.BlogPost) -> str:
    return f"/blog/{p.slug}"


def tag_out(t: m.BlogTag) -> dict[str, Any]:
    return {"slug": t.slug, "path": TAGS.paths(t), "name": tr(t, "name")}


def post_out(p: m.BlogPost) -> dict[str, Any]:
    return {
        "id": p.id, "slug": p.slug, "path": POSTS.paths(p), "title": tr(p, "title"), "excerpt": tr(p, "excerpt"),
        "cover_image": file_url(p.cover_image), "author": tr(p, "author"),
        "tags": [tag_out(t) for t in p.tags.all()], "published_at": p.published_at,
    }


def post_passages(p: m.BlogPost) -> list[Passage]:
    tags = " ".join(f"{t.name_en} {t.name_ar}" for t in p.tags.all())
    texts: tuple[tuple[Role, str], ...] = (
        ("title", both(p, "title")), ("summary", both(p, "excerpt")), ("body", f"{both(p, 'body')} {tags}"))
    return [Passage(f"post:{p.pk}", "post", post_path(p), tr(p, "title"), tr(p, "excerpt"), tr(p, "excerpt"), texts,
                    units=section_units(p, "body"))]


def list_posts(page: int = 1, page_size: int = PAGE_SIZE, tag: str = "") -> dict[str, Any]:
    """A page of published posts, newest first; with a tag, only its posts. An unknown tag is a 404,
    as an unknown page number is: there is no such list."""
    qs = POSTS.published()
    found = None
    if tag:
        found = get_or_404(TAGS.published(), slug=tag.strip().lower())
        qs = qs.filter(tags=found)
    count = qs.count()
    pages = max(1, math.ceil(count / page_size))
    if page > pages:
        raise Http404
    start = (page - 1) * page_size
    items = [post_out(p) for p in qs[start:start + page_size]]
    return {"items": items, "tag": tag_out(found) if found else None, "count": count, "page": page, "pages": pages,
            "page_size": page_size}


router = Router(tags=["content"])


class BlogQuery(Schema):
    page: int = Field(1, ge=1, le=10_000)
    page_size: int = Field(PAGE_SIZE, ge=1, le=50)
    tag: str = Field("", max_length=40)


@router.get("blog", response={200: BlogPageOut, 404: ErrorOut})
def blog_list(request: HttpRequest, query: Query[BlogQuery]) -> Any:
    return list_posts(query.page, query.page_size, query.tag)


@router.get("blog/{slug}", response=BlogPostDetailOut)
def blog_detail(request: HttpRequest, slug: str) -> Any:
    p = get_or_404(POSTS.published(), slug=slug)
    return {**post_out(p), "body": markdown(p, "body"), "updated_at": p.updated_at}


POSTS = Kind(
    key="blog", model=m.BlogPost, label="Blog posts", list_fields=("title", "status", "published_at"),
    markdown=("body",), path_of=post_path, page="/blog/{slug}", in_sitemap=True,
    visible=_published_posts, passages=post_passages, in_search=True, in_assistant=True, assistant_rank=3,
    assistant_weight=0.6, due=_next_scheduled,
    router=router, demo="blog:POSTS",
)
TAGS = Kind(
    key="blog-tags", model=m.BlogTag, label="Blog tags", list_fields=("name", "slug"),
    path_of=lambda t: f"/blog?tag={t.slug}", page="/blog?tag={slug}", demo="blog:TAGS",
)
