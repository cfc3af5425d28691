"""The contact form's rules, the same on the server as in the browser (frontend/src/features/contact):
the countries and limits are read from the frontend's lib/contact-options.json, so both sides use one
list; the services are the site's own, as the content has them (its published services, by slug), so a
service added or renamed in the CMS is one the form offers and takes."""

import json
import re
from functools import cache
from typing import Any

import phonenumbers
from django.conf import settings

from content.kinds.services import KIND as SERVICES
from lib.plain_text import plain

OPTIONS_FILE = settings.FRONTEND_DIR / "src" / "lib" / "contact-options.json"
# Letters of any script (Latin with accents, Arabic, with their combining marks such as Arabic
# diacritics), spaces, hyphens and apostrophes (’ too).
NAME = re.compile(r"^(?:[^\W\d_]|[\u0300-\u036f\u064b-\u065f\u0670]|[ \-'’])+$")
DEFAULT_REGION = "QA"


@cache
def options() -> dict[str, Any]:
    return json.loads(OPTIONS_FILE.read_text(encoding="utf-8"))


def choices(kind: str) -> list[str]:
    """The keys the form offers for `kind`: "countries" from the options file, "services" the slugs of
    the published services in their order."""
    if kind == "services":
        return list(SERVICES.published().values_list("slug", flat=True))
    return list(options()[kind])


def from_chat(destination: str, service_page: str) -> dict[str, str]:
    """A lead's country and service from what a chat settled on, when the form's lists have them (a
    service page's slug is the form's key for that service)."""
    found = {}
    if destination in options()["countries"]:
        found["country"] = destination
    if service_page and service_page in choices("services"):
        found["service"] = service_page
    return found


def clean_name(value: str, label: str) -> str:
    value = " ".join(value.split())
    limit = options()["limits"]["name"]
    if not value:
        raise ValueError(f"Enter your {label}.")
    if len(value) > limit:
        raise ValueError(f"Use at most {limit} characters.")
    if not NAME.match(value) or not any(ch.isalpha() for ch in value):
        raise ValueError("Use letters, spaces, hyphens and apostrophes only.")
    return value


def clean_phone(value: str) -> str:
    """A phone number in E.164 (+97455123456). Local numbers are read as Qatari."""
    raw = value.strip()
    if not raw:
        raise ValueError("Enter your phone number.")
    try:
        number = phonenumbers.parse(raw, DEFAULT_REGION)
    except phonenumbers.NumberParseException as exc:
        raise ValueError("Enter a valid phone number, e.g. +974 0123 4567.") from exc
    if not phonenumbers.is_valid_number(number):
        raise ValueError("Enter a valid phone number, e.g. +974 0123 4567.")
    return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)


def e164(phone: str) -> str:
    """`phone` in E.164 when it is a valid number (local numbers read as Qatari), else ""."""
    try:
        number = phonenumbers.parse(phone, DEFAULT_REGION)
    except phonenumbers.NumberParseException:
        return ""
    if not phonenumbers.is_valid_number(number):
        return ""
    return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)


def clean_choice(value: str, kind: str) -> str:
    if not value or value not in choices(kind):
        raise ValueError("Choose one of the options.")
    return value


def clean_consent(value: bool) -> bool:
    if not value:
        raise ValueError("Please agree to the privacy policy so we can contact you.")
    return value


# The campaign tags a form keeps from its page's address (frontend/src/lib/utm.ts reads them there).
UTM_KEYS = ("utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content")


def clean_utm(value: dict[str, str]) -> dict[str, str]:
    """The known utm_* tags as plain text (at most 200 characters each); others and empty ones dropped.
    Every public form that makes a lead (contact, booking, chat, calculators) keeps them this way."""
    kept = {k: plain(str(v)).strip()[:200] for k, v in value.items() if k in UTM_KEYS}
    return {k: v for k, v in kept.items() if v}
