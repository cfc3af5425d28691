"""The e-mails a new lead causes: one to staff, one acknowledgement to the visitor in their language.

They are written into the outbox in the same transaction as the lead (mail/outbox.py), so they are
never lost and never delay or fail the visitor's request.
"""

from typing import Any

from django.template.loader import render_to_string

from content.models import Service, SiteSettings
from lib import strings
from lib.i18n import pick, tr
from lib.site_url import public_url
from mail.models import OutboxMessage
from mail.outbox import Mail, enqueue
from office.text import business_hours

from . import reply_address
from .models import Lead


def label(kind: str, key: str, lang: str = "en") -> str:
    """The option's label as the form shows it: a service's title in the content, a country's name in
    the locale files (contact.countries). A service key the content no longer has reads as the locale
    files name it (contact.services: the keys of the form's list before it came from the content), or
    as itself."""
    if kind == "services":
        service = Service.objects.filter(slug=key).first()
        if service is not None:
            return pick(tr(service, "title"), lang)
    text = strings.t(f"contact.{kind}.{key}", lang)
    return key if text.startswith("contact.") else text


def _context(lead: Lead, lang: str, site: SiteSettings) -> dict[str, Any]:
    return {
        "hours": business_hours(site, lang), "reply_within": site.reply_within(lang),
        "lead": lead, "lang": lang, "dir": "rtl" if lang == "ar" else "ltr",
        "company": pick({"en": site.company_name_en, "ar": site.company_name_ar}, lang),
        "phone": site.phone, "email": site.email, "whatsapp": site.whatsapp,
        "country": label("countries", lead.country, lang) if lead.country else "",
        "service": label("services", lead.service, lang) if lead.service else "",
        "admin_url": public_url(f"/admin/leads/{lead.pk}"),
        "assessment": assessment_rows(lead.assessment, lang) if lead.assessment else None,
        "site_url": public_url("/ar" if lang == "ar" else ""),
    }


def assessment_rows(assessment: dict[str, Any], lang: str) -> dict[str, Any]:
    """A calculator's result (Lead.assessment) in one language, for the e-mails: the total, the pass
    mark, each group with its items, what would raise it most, the answers, the grid version."""
    version = assessment.get("version") or {}
    source = version.get("source") or {}
    return {
        "tool": assessment.get("tool"), "total": assessment.get("total"), "pass_mark": assessment.get("passMark"),
        "passes": assessment.get("passes"),
        "groups": [{"label": pick(g["label"], lang), "points": g["points"], "max": g["max"],
                    "items": [{"label": pick(i["label"], lang), "points": i["points"], "max": i["max"]}
                              for i in g.get("items", [])]}
                   for g in assessment.get("breakdown", [])],
        "improvements": [{"label": pick(i["label"], lang), "gain": i["gain"]}
                         for i in assessment.get("improvements", [])],
        "answers": [{"question": pick(a["question"], lang), "answer": pick(a["answer"], lang)}
                    for a in assessment.get("answers", [])],
        "effective": version.get("effective", ""), "source_name": pick(source.get("name") or {}, lang),
        "source_url": source.get("url", ""),
    }


def _render(name: str, context: dict[str, Any]) -> tuple[str, str, str]:
    """(subject, text, html) from leads/email/<name>.{subject,txt,html}."""
    subject = render_to_string(f"leads/email/{name}.subject", context).strip()
    text = render_to_string(f"leads/email/{name}.txt", context).strip() + "\n"
    html = render_to_string(f"leads/email/{name}.html", context)
    return " ".join(subject.split()), text, html


def queue_for(lead: Lead) -> list[OutboxMessage]:
    """Stores the staff notification and the visitor's acknowledgement (call inside the lead's transaction)."""
    site = SiteSettings.load()
    mails = []
    staff_to = site.notification_email or site.email
    if staff_to:
        subject, text, html = _render("staff_new_lead", _context(lead, "en", site))
        mails.append(Mail(OutboxMessage.Kind.STAFF_NEW_LEAD, staff_to, subject, text, html,
                          reply_to=lead.email))
    if lead.email:
        # A calculator's lead gets its result (the breakdown) instead of the plain acknowledgement.
        ack = "assessment" if lead.assessment else "ack"
        subject, text, html = _render(f"{ack}_{lead.language}", _context(lead, lead.language, site))
        mails.append(Mail(OutboxMessage.Kind.LEAD_ACKNOWLEDGEMENT, lead.email, subject, text, html,
                          reply_to=reply_address.for_lead(lead.pk) or site.email))
    return enqueue(mails, lead=lead)
