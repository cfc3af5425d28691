"""Replying from a lead: the staff-editable templates (ReplyTemplate) filled in for one lead, in its
language, with the consultant's name; the WhatsApp click-to-chat link; an e-mail reply through the outbox.

A WhatsApp link leaves the site, so its text may only name the consultant and the company
(WHATSAPP_PLACEHOLDERS): the visitor's own number is the only thing of theirs in it."""

import string
from typing import Any

from django.http import HttpRequest

from accounts import audit
from accounts.names import display_name
from accounts.preferences import language_of
from content.models import SiteSettings
from lib.i18n import pick
from lib.paths import localized_path
from lib.site_url import public_url
from lib.whatsapp import click_to_chat
from mail.models import OutboxMessage
from mail.outbox import Mail, enqueue

from . import reply_address
from .lifecycle import reached
from .models import Lead, ReplyTemplate
from .notifications import label
from .rules import e164
from .workflow import log

PLACEHOLDERS = ("first_name", "consultant", "company", "topic", "booking_link")
WHATSAPP_PLACEHOLDERS = ("consultant", "company")
# What {topic} says when the lead named no service or destination.
GENERAL_TOPIC = {"en": "your plans", "ar": "خططك"}


# A template's fields are read with Python's format syntax ("{{" and "}}" are literal braces) but never
# formatted by it: a field is replaced by its value only when it is a bare {name}. A format spec or a
# conversion ({consultant:>30000000}, {consultant!r}) would let a template ask for a value millions of
# characters wide; saving one is refused (`shape_problem`) and one stored before is left as written.
_FIELDS = string.Formatter()


def _parts(text: str) -> list[tuple[str, str | None, str | None, str | None]]:
    """(literal text, field name, format spec, conversion) in order; ValueError on a stray brace."""
    return list(_FIELDS.parse(text))


def placeholders_in(text: str) -> set[str]:
    """The {names} a template uses; none when a brace is left open (`shape_problem` says so)."""
    try:
        return {name for _, name, _, _ in _parts(text) if name is not None}
    except ValueError:
        return set()


def shape_problem(text: str) -> str | None:
    """Why a template's text cannot be saved as it is written, if it cannot: a stray brace, or a field
    with a format spec or a conversion instead of a bare {name}."""
    try:
        parts = _parts(text)
    except ValueError:
        return "Close each placeholder's braces, e.g. {first_name}."
    if any(name is not None and (spec or conversion) for _, name, spec, conversion in parts):
        return "Write each placeholder as its bare name in braces, e.g. {first_name}, with no format or conversion."
    return None


def _as_written(name: str, spec: str | None, conversion: str | None) -> str:
    return "{" + name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "") + "}"


def fill(text: str, values: dict[str, str]) -> str:
    """`text` with each bare {name} of `values` replaced by its value; anything else (an unknown name, a
    field with a format spec or a conversion) stays as written, and so does a text with a stray brace."""
    try:
        parts = _parts(text)
    except ValueError:
        return text
    out: list[str] = []
    for literal, name, spec, conversion in parts:
        out.append(literal)
        if name is None:
            continue
        bare = not spec and not conversion and name in values
        out.append(values[name] if bare else _as_written(name, spec, conversion))
    return "".join(out)


def consultant_name(user: Any, lang: str) -> str:
    """The staff member's display name in the lead's language; "" for nobody."""
    return display_name(user, lang)


def values_for(lead: Lead, user: Any) -> dict[str, str]:
    lang = lead.language
    site = SiteSettings.load()
    topic = (label("services", lead.service, lang) if lead.service
             else label("countries", lead.country, lang) if lead.country else GENERAL_TOPIC[lang])
    return {
        "first_name": lead.first_name,
        "consultant": consultant_name(user, lang) or ("our team" if lang == "en" else "فريقنا"),
        "company": pick({"en": site.company_name_en, "ar": site.company_name_ar}, lang),
        "topic": topic,
        "booking_link": public_url(localized_path("/book", lang)),
    }


def whatsapp_link(lead: Lead, text: str) -> str:
    """wa.me/<the visitor's digits>?text=...; "" when the lead has no number WhatsApp can use."""
    number = e164(lead.phone)
    return click_to_chat(number.lstrip("+"), text) if number else ""


def for_lead(lead: Lead, user: Any) -> dict[str, Any]:
    """The active templates filled in for this lead, in its language; their names in the staff member's."""
    lang = lead.language
    staff_lang = language_of(user)
    values = values_for(lead, user)
    whatsapp_values = {k: values[k] for k in WHATSAPP_PLACEHOLDERS}
    found: dict[str, Any] = {"language": lang, "whatsapp": [], "email": []}
    for template in ReplyTemplate.objects.filter(active=True):
        body = pick({"en": template.body_en, "ar": template.body_ar}, lang)
        if template.channel == ReplyTemplate.Channel.WHATSAPP:
            text = fill(body, whatsapp_values)
            url = whatsapp_link(lead, text)
            if url:
                found["whatsapp"].append({"id": template.pk, "name": _name(template, staff_lang), "text": text,
                                          "url": url})
        elif lead.email:
            subject = pick({"en": template.subject_en, "ar": template.subject_ar}, lang)
            found["email"].append({"id": template.pk, "name": _name(template, staff_lang),
                                   "subject": fill(subject, values), "body": fill(body, values)})
    return found


def _name(template: ReplyTemplate, lang: str) -> str:
    return (template.name_ar if lang == "ar" else "") or template.name


def _template_name(template_id: int | None) -> str:
    if template_id is None:
        return ""
    return ReplyTemplate.objects.filter(pk=template_id).values_list("name", flat=True).first() or ""


def opened_whatsapp(request: HttpRequest, lead: Lead, template_id: int | None) -> None:
    """Staff opened a WhatsApp chat with the person: on the timeline, and the first response if it is one."""
    log(request, lead, "whatsapp", {"template": _template_name(template_id)})
    reached(lead)


def send_email(request: HttpRequest, lead: Lead, subject: str, body: str, template_id: int | None) -> OutboxMessage:
    """Queues the reply (sent by the mail worker, retried while the mail server is away) and logs it."""
    user: Any = request.user
    site = SiteSettings.load()
    # The person's latest e-mail to us, answered in its thread.
    latest = lead.inbound_emails.order_by("-received_at", "-id").values_list("message_id", flat=True).first()
    mail = Mail(OutboxMessage.Kind.LEAD_REPLY, lead.email, subject, body.strip() + "\n",
                reply_to=reply_address.for_lead(lead.pk) or user.email or site.email, in_reply_to=latest or "")
    [message] = enqueue([mail], lead=lead)
    log(request, lead, "email",
        {"outbox_id": message.pk, "subject": subject, "template": _template_name(template_id)})
    audit.record(request, "email", "lead", lead.pk, summary=f"E-mailed lead {lead.pk}: {subject}")
    reached(lead)
    return message
