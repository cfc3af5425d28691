"""Taking a contact-form submission: validate, filter spam, store the lead, queue its e-mails.

The lead and its e-mails are committed together before the response; sending happens later in the
mail worker, so a visitor who saw "sent" is always in the database whatever the mail server does.
"""

import hashlib
from datetime import timedelta
from typing import Annotated, Any, Literal, Protocol

from django.db import transaction
from django.utils import timezone
from ninja import Schema
from pydantic import AfterValidator, Field, field_validator

from lib.emails import clean_email
from lib.plain_text import MultiLineText, OneLineText

from . import intake, notifications, rules
from .models import Lead

# A person needs a few seconds to fill in the form; a script does not. The form itself never sends
# sooner (it waits out the rest), so a quick human is never mistaken for a bot.
MIN_FILL_MS = int(rules.options()["limits"]["minFillMs"])
DUPLICATE_WINDOW = timedelta(minutes=1)
VISITOR_MAX = 64


def _visitor(value: str) -> str:
    """Longer than any reference is dropped, not refused: a lead is never lost over it."""
    value = value.strip()
    return value if len(value) <= VISITOR_MAX else ""


# The browser's reference to what the same visitor did before on the site (the chat assistant's
# conversation id, kept in its local storage), sent by every public form that makes a lead (contact,
# booking, a calculator's assessment); opaque here, handed to intake (leads/signals.lead_admitted). A form
# sent without script sends none.
VisitorRef = Annotated[str, AfterValidator(_visitor)]


class ContactIn(Schema):
    first_name: str = Field(max_length=200)
    last_name: str = Field(max_length=200)
    email: str = Field(max_length=254)
    phone: str = Field(max_length=40)
    country: str = Field(max_length=40)
    service: str = Field(max_length=40)
    message: MultiLineText = Field("", max_length=5000)
    consent: bool
    language: Literal["en", "ar"] = "en"
    page_url: OneLineText = Field("", max_length=500)
    referrer: OneLineText = Field("", max_length=500)
    utm: dict[str, OneLineText] = Field(default_factory=dict)
    visitor: VisitorRef = ""
    # Anti-spam: a field people never see (bots fill it) and how long the form was open.
    website: str = Field("", max_length=200)
    elapsed_ms: int = Field(0, ge=0)

    @field_validator("first_name")
    @classmethod
    def _first(cls, v: str) -> str:
        return rules.clean_name(v, "first name")

    @field_validator("last_name")
    @classmethod
    def _last(cls, v: str) -> str:
        return rules.clean_name(v, "last name")

    @field_validator("email")
    @classmethod
    def _email(cls, v: str) -> str:
        if not v.strip():
            raise ValueError("Enter your e-mail address.")
        return clean_email(v)

    @field_validator("phone")
    @classmethod
    def _phone(cls, v: str) -> str:
        return rules.clean_phone(v)

    @field_validator("country")
    @classmethod
    def _country(cls, v: str) -> str:
        return rules.clean_choice(v, "countries")

    @field_validator("service")
    @classmethod
    def _service(cls, v: str) -> str:
        return rules.clean_choice(v, "services")

    @field_validator("consent")
    @classmethod
    def _consent(cls, v: bool) -> bool:
        return rules.clean_consent(v)

    @field_validator("utm")
    @classmethod
    def _utm(cls, v: dict[str, str]) -> dict[str, str]:
        return rules.clean_utm(v)


class FilledForm(Protocol):
    """What every public form sends besides its fields: the hidden field and how long it was open."""

    website: str
    elapsed_ms: int


def looks_automated(data: FilledForm) -> bool:
    """A form filled by a script: its hidden field filled, or sent sooner than a person can."""
    return bool(data.website.strip()) or data.elapsed_ms < MIN_FILL_MS


def _fingerprint(data: ContactIn) -> str:
    raw = "|".join([data.email.lower(), data.phone, data.first_name.lower(), data.last_name.lower(), data.message])
    return hashlib.sha256(raw.encode()).hexdigest()


def _recent_duplicate(data: ContactIn) -> Lead | None:
    since = timezone.now() - DUPLICATE_WINDOW
    recent = Lead.objects.filter(source=Lead.Source.CONTACT_FORM, email__iexact=data.email, phone=data.phone,
                                 created_at__gte=since)
    wanted = _fingerprint(data)
    for lead in recent:
        candidate = ContactIn.model_construct(
            email=lead.email, phone=lead.phone, first_name=lead.first_name, last_name=lead.last_name,
            message=lead.message,
        )
        if _fingerprint(candidate) == wanted:
            return lead
    return None


@transaction.atomic
def submit(data: ContactIn) -> tuple[Lead, bool]:
    """(lead, created). A repeat of the same submission within a minute returns the first lead."""
    duplicate = _recent_duplicate(data)
    if duplicate is not None:
        return duplicate, False
    lead = store(data, Lead.Source.CONTACT_FORM)
    notifications.queue_for(lead)
    return lead, True


def store(data: ContactIn, source: str) -> Lead:
    """The lead row for a form's fields (the contact form, or the booking form, which adds a time)."""
    return intake.create_lead(
        source=source, first_name=data.first_name, last_name=data.last_name,
        email=data.email, phone=data.phone, country=data.country, service=data.service, message=data.message,
        language=data.language, page_url=data.page_url, referrer=data.referrer, utm=data.utm,
        consent_at=timezone.now(), consent_version=rules.options()["consentVersion"], visitor=data.visitor,
    )


def public(lead: Lead) -> dict[str, Any]:
    return {"id": lead.pk}
