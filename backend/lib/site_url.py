"""The site's public address, for every link that leaves the page it is on: e-mails, the booking
page's manage links, canonical and hreflang links, structured data, the sitemap, the calendar
invitation's UID and the leads export. One setting, SITE_URL (the public origin, no trailing slash),
is read here and nowhere else; the production settings refuse to start without it."""

from urllib.parse import urlsplit

from django.conf import settings


def public_url(path: str = "") -> str:
    """`path` (from its leading "/") on the public origin: "/ar/book" -> "https://example.qa/ar/book"."""
    return str(settings.SITE_URL) + path


def public_host() -> str:
    """The public origin's host name ("example.qa"), e.g. the domain part of a calendar UID."""
    return urlsplit(str(settings.SITE_URL)).hostname or "localhost"
