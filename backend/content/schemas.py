"""The public shape of every content type. The API and the page renderer (in-process) both use these."""

import datetime

from ninja import Schema


class I18n(Schema):
    """A text in both languages; Arabic already falls back to English when an editor left it empty."""

    en: str
    ar: str


class ServiceOut(Schema):
    id: int
    slug: str
    title: I18n
    summary: I18n
    icon: str
    illustration: str | None


class ServiceDetailOut(ServiceOut):
    body: I18n


class CountryOut(Schema):
    id: int
    slug: str
    code: str
    name: I18n
    summary: I18n
    processing_time: I18n
    experience: I18n
    flag: str | None


class CountryDetailOut(CountryOut):
    body: I18n


class TestimonialOut(Schema):
    id: int
    rating: int
    quote: I18n
    name: I18n
    role: I18n
    country: I18n


class SuccessStoryOut(Schema):
    id: int
    slug: str
    title: I18n
    client_name: I18n
    summary: I18n
    body: I18n
    service: str | None
    country: str | None
    photo: str | None
    year: int | None


class BlogTagOut(Schema):
    # What /blog?tag= takes; the name is what a reader sees.
    slug: str
    name: I18n


class BlogPostOut(Schema):
    id: int
    slug: str
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


class FaqItemOut(Schema):
    id: int
    question: I18n
    answer: I18n
    category: str


class OfficeOut(Schema):
    id: int
    name: I18n
    address: I18n
    map_url: str
    phone: str
    hours: I18n


class PortraitOut(Schema):
    url: str
    width: int
    height: int


class TeamMemberOut(Schema):
    id: int
    name: I18n
    role: I18n
    bio: I18n
    photo: str | None
    # Square copies of the photo for srcset, smallest first; empty without a photo.
    photo_variants: list[PortraitOut]
    registration: str
    registration_body: I18n
    registration_url: str


class PageOut(Schema):
    slug: str
    title: I18n
    summary: I18n
    body: I18n
    # The date the text last changed in substance (shown as "Last updated" on the legal pages).
    updated_on: datetime.date


class HoursOut(Schema):
    days: list[str]
    opens: str
    closes: str


class SocialOut(Schema):
    facebook: str
    twitter: str
    linkedin: str
    youtube: str
    instagram: str
    tiktok: str
    whatsapp: str


class SiteOut(Schema):
    company_name: I18n
    tagline: I18n
    description: I18n
    phone: str
    email: str
    whatsapp: str
    hours: HoursOut
    social: SocialOut


class SearchResultOut(Schema):
    type: str
    # Language-free: the page adds /ar in Arabic.
    path: str
    title: I18n
    excerpt: I18n


class SearchOut(Schema):
    query: str
    results: list[SearchResultOut]
