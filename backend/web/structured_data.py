"""JSON-LD for search engines (schema.org): the organisation, the website and its search, the service
and the office on the home page; a breadcrumb trail on inner pages; BlogPosting on a post; Article with
its trail through the destination on a programme guide."""

import json
from typing import Any

from content.kinds import offices
from lib.i18n import pick
from lib.paths import localized_path
from lib.site_url import public_url
from lib.strings import t

from .routes import Match, manifest

# Structured data names only these four of the six destinations (docs/product.md#search-engines).
AREAS_SERVED = ("Canada", "Australia", "United Kingdom", "United States")
DAYS = {"Mo": "Monday", "Tu": "Tuesday", "We": "Wednesday", "Th": "Thursday", "Fr": "Friday", "Sa": "Saturday",
        "Su": "Sunday"}
LOGO = "/static/brand/logo-192.png"


def _url(path: str, lang: str) -> str:
    return public_url(localized_path(path, lang))


def script(data: dict[str, Any]) -> str:
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    # Nothing in the data may close the script element early.
    text = text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    return f'<script type="application/ld+json">{text}</script>'


def home(site: dict[str, Any], lang: str) -> list[dict[str, Any]]:
    base = public_url()
    org_id = f"{base}/#organization"
    name = pick(site.get("company_name") or {}, lang)
    same_as = [url for key, url in (site.get("social") or {}).items() if url and key != "whatsapp"]
    organization = {
        "@context": "https://schema.org", "@type": "Organization", "@id": org_id, "name": name,
        "url": _url("/", lang), "logo": base + LOGO,
        "description": pick(site.get("description") or {}, lang),
        "contactPoint": [{
            "@type": "ContactPoint", "contactType": "customer service", "telephone": site.get("phone", ""),
            "email": site.get("email", ""), "availableLanguage": ["English", "Arabic"], "areaServed": "QA",
        }],
        "sameAs": same_as,
    }
    website = {
        "@context": "https://schema.org", "@type": "WebSite", "@id": f"{base}/#website", "name": name,
        "url": _url("/", lang), "inLanguage": lang, "publisher": {"@id": org_id},
        "potentialAction": {
            "@type": "SearchAction",
            "target": {"@type": "EntryPoint", "urlTemplate": _url("/search", lang) + "?q={search_term_string}"},
            "query-input": "required name=search_term_string",
        },
    }
    service = {
        "@context": "https://schema.org", "@type": "Service", "serviceType": t("meta.services.title", lang),
        "name": t("meta.home.title", lang), "provider": {"@id": org_id}, "url": _url("/services", lang),
        "areaServed": [{"@type": "Country", "name": country} for country in AREAS_SERVED],
    }
    hours = site.get("hours") or {}
    first = offices.KIND.published().first()
    office = offices.out(first) if first else None
    local = {
        "@context": "https://schema.org", "@type": "ProfessionalService", "@id": f"{base}/#office", "name": name,
        "url": _url("/contact", lang), "image": base + LOGO, "telephone": (office or {}).get("phone")
        or site.get("phone", ""), "email": site.get("email", ""), "parentOrganization": {"@id": org_id},
        "address": {
            "@type": "PostalAddress", "streetAddress": pick(office["address"], lang) if office else "",
            "addressLocality": "Doha", "addressCountry": "QA",
        },
        "openingHoursSpecification": [{
            "@type": "OpeningHoursSpecification",
            "dayOfWeek": [DAYS[d] for d in hours.get("days", []) if d in DAYS],
            "opens": hours.get("opens", ""), "closes": hours.get("closes", ""),
        }],
    }
    if office and office.get("map_url"):
        local["hasMap"] = office["map_url"]
    return [organization, website, service, local]


def breadcrumbs(match: Match, lang: str, path: str, page_title: str) -> dict[str, Any] | None:
    """Home > section (when the page sits under one, e.g. /services) > this page."""
    if path == "/":
        return None
    trail = [(t("nav.home", lang), "/")]
    parent = path.rsplit("/", 1)[0]
    if parent:
        parent_match = manifest().match(parent)
        title_key = parent_match.route.meta.get("title", "") if parent_match else ""
        if title_key and not title_key.startswith("@"):
            trail.append((t(title_key, lang), parent))
    trail.append((page_title, path))
    return {
        "@context": "https://schema.org", "@type": "BreadcrumbList",
        "itemListElement": [
            {"@type": "ListItem", "position": i, "name": name, "item": _url(p, lang)}
            for i, (name, p) in enumerate(trail, start=1)
        ],
    }


def blog_posting(post: dict[str, Any], site: dict[str, Any], lang: str, path: str) -> dict[str, Any]:
    base = public_url()
    data = {
        "@context": "https://schema.org", "@type": "BlogPosting", "headline": pick(post["title"], lang),
        "description": pick(post["excerpt"], lang), "inLanguage": lang,
        "datePublished": post.get("published_at"), "dateModified": post.get("updated_at") or post.get("published_at"),
        "author": {"@type": "Person", "name": pick(post["author"], lang)},
        "publisher": {"@type": "Organization", "name": pick(site.get("company_name") or {}, lang),
                      "logo": {"@type": "ImageObject", "url": base + LOGO}},
        "mainEntityOfPage": _url(path, lang),
        "keywords": ", ".join(pick(tag["name"], lang) for tag in post.get("tags", [])),
    }
    if post.get("cover_image"):
        data["image"] = base + post["cover_image"]
    return data


PROGRAMME_PAGE = "features/programmes/ProgrammePage"


def programme(guide: dict[str, Any], site: dict[str, Any], lang: str, path: str) -> list[dict[str, Any]]:
    """A programme guide: Home > Destinations > its country > the guide, and the guide as an Article."""
    country = guide["country"]
    trail = [(t("nav.home", lang), "/"), (t("meta.countries.title", lang), "/countries"),
             (pick(country["name"], lang), country["path"]["en"]), (pick(guide["title"], lang), path)]
    crumbs = {
        "@context": "https://schema.org", "@type": "BreadcrumbList",
        "itemListElement": [
            {"@type": "ListItem", "position": i, "name": name, "item": _url(p, lang)}
            for i, (name, p) in enumerate(trail, start=1)
        ],
    }
    article = {
        "@context": "https://schema.org", "@type": "Article", "headline": pick(guide["title"], lang),
        "description": pick(guide["summary"], lang), "inLanguage": lang,
        # Only once a named staff member signed the guide off (content/review.py).
        "dateModified": str(guide["last_reviewed"]) if guide.get("last_reviewed") else None,
        "mainEntityOfPage": _url(path, lang),
        "about": {"@type": "Country", "name": pick(country["name"], lang)},
        "citation": guide["source"]["url"] if guide.get("source") else None,
        "publisher": {"@type": "Organization", "name": pick(site.get("company_name") or {}, lang),
                      "logo": {"@type": "ImageObject", "url": public_url(LOGO)}},
    }
    return [crumbs, {k: v for k, v in article.items() if v is not None}]
