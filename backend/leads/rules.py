"""The contact form's rules, the same on the server as in the browser (frontend/src/features/contact):
the option lists and limits are read from the frontend's lib/contact-options.json, so both sides use one list."""

import json
import re
from functools import cache
from typing import Any

import phonenumbers
from django.conf import settings

OPTIONS_FILE = settings.FRONTEND_DIR / "src" / "lib" / "contact-options.json"
# Letters of any script (Latin with accents, Arabic, with their combining marks such as Arabic
# diacritics), spaces, hyphens and apostrophes (’ too).
NAME = re.compile(r"^(?:[^\W\d_]|[\u0300-\u036f\u064b-\u065f\u0670]|[ \-'’])+$")
DEFAULT_REGION = "QA"


@cache
def options() -> dict[str, Any]:
    return json.loads(OPTIONS_FILE.read_text(encoding="utf-8"))


# The contact form's service for each service page of the site: a chat that settled on the page
# carries it to its lead. Pages outside the form's list (visits, citizenship) carry none.
SERVICE_OF_PAGE = {
    "migrate": "skilled-migration", "study": "student-visas", "work": "work-permits", "family": "family-sponsorship",
    "investment": "business-immigration", "business-immigration": "business-immigration",
    "refugee-protection": "refugee-protection",
}


def from_chat(destination: str, service_page: str) -> dict[str, str]:
    """A lead's country and service from what a chat settled on, when the form's lists have them."""
    found = {}
    if destination in options()["countries"]:
        found["country"] = destination
    service = SERVICE_OF_PAGE.get(service_page, "")
    if service in options()["services"]:
        found["service"] = service
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
    if value not in options()[kind]:
        raise ValueError("Choose one of the options.")
    return value


def clean_consent(value: bool) -> bool:
    if not value:
        raise ValueError("Please agree to the privacy policy so we can contact you.")
    return value
