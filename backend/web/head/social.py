"""Open Graph and Twitter tags: how a link to the page looks when shared (WhatsApp, LinkedIn, X)."""

from django.utils.html import escape

from ..routes import Match

OG_LOCALES = {"en": "en_US", "ar": "ar_QA"}
BLOG_POST_PAGE = "features/blog/BlogPostPage"


def page_tags(match: Match, lang: str, canonical_url: str) -> list[str]:
    """The tags of a page that exists (`canonical_url` already escaped)."""
    other = "ar" if lang == "en" else "en"
    kind = "article" if match.route.page == BLOG_POST_PAGE else "website"
    return [
        f'<meta property="og:type" content="{kind}">',
        f'<meta property="og:url" content="{canonical_url}">',
        f'<meta property="og:locale" content="{OG_LOCALES[lang]}">',
        f'<meta property="og:locale:alternate" content="{OG_LOCALES[other]}">',
    ]


def shared_tags(company: str, title: str, description: str) -> list[str]:
    """The tags every page has, the not-found page too."""
    return [
        f'<meta property="og:site_name" content="{escape(company)}">',
        f'<meta property="og:title" content="{escape(title)}">',
        f'<meta property="og:description" content="{escape(description)}">',
        '<meta name="twitter:card" content="summary">',
        f'<meta name="twitter:title" content="{escape(title)}">',
        f'<meta name="twitter:description" content="{escape(description)}">',
    ]
