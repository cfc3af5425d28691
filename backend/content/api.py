"""GET endpoints for published content. Everything here is public and read-only."""

from typing import Any

from django.http import HttpRequest
from ninja import Query, Router, Schema
from pydantic import Field

from . import search, services
from .schemas import (
    BlogPageOut,
    BlogPostDetailOut,
    CountryDetailOut,
    CountryOut,
    FaqItemOut,
    OfficeOut,
    PageOut,
    SearchOut,
    ServiceDetailOut,
    ServiceOut,
    SiteOut,
    SuccessStoryOut,
    TeamMemberOut,
    TestimonialOut,
)

router = Router(tags=["content"])


@router.get("services", response=list[ServiceOut])
def services_list(request: HttpRequest) -> Any:
    return services.list_services()


@router.get("services/{slug}", response=ServiceDetailOut)
def service_detail(request: HttpRequest, slug: str) -> Any:
    return services.get_service(slug)


@router.get("countries", response=list[CountryOut])
def countries_list(request: HttpRequest) -> Any:
    return services.list_countries()


@router.get("countries/{slug}", response=CountryDetailOut)
def country_detail(request: HttpRequest, slug: str) -> Any:
    return services.get_country(slug)


@router.get("testimonials/featured", response=list[TestimonialOut])
def testimonials_featured(request: HttpRequest) -> Any:
    return services.list_featured_testimonials()


@router.get("success-stories", response=list[SuccessStoryOut])
def success_stories(request: HttpRequest) -> Any:
    return services.list_success_stories()


class BlogQuery(Schema):
    page: int = Field(1, ge=1, le=10_000)
    page_size: int = Field(services.BLOG_PAGE_SIZE, ge=1, le=50)
    tag: str = Field("", max_length=40)


@router.get("blog", response=BlogPageOut)
def blog_list(request: HttpRequest, query: Query[BlogQuery]) -> Any:
    return services.list_posts(query.page, query.page_size, query.tag)


@router.get("blog/{slug}", response=BlogPostDetailOut)
def blog_detail(request: HttpRequest, slug: str) -> Any:
    return services.get_post(slug)


class SearchQuery(Schema):
    q: str = Field("", max_length=200)


@router.get("search", response=SearchOut)
def site_search(request: HttpRequest, query: Query[SearchQuery]) -> Any:
    return search.search(query.q)


@router.get("faq", response=list[FaqItemOut])
def faq(request: HttpRequest) -> Any:
    return services.list_faq()


@router.get("offices", response=list[OfficeOut])
def offices(request: HttpRequest) -> Any:
    return services.list_offices()


@router.get("team", response=list[TeamMemberOut])
def team(request: HttpRequest) -> Any:
    return services.list_team()


@router.get("site", response=SiteOut)
def site(request: HttpRequest) -> Any:
    return services.get_site()


@router.get("pages/{slug}", response=PageOut)
def page(request: HttpRequest, slug: str) -> Any:
    return services.get_page(slug)
