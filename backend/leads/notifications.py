"""The e-mails a new lead causes: one to staff, one acknowledgement to the visitor in their language.

They are written into the outbox in the same transaction as the lead (mail/outbox.py), so they are
never lost and never delay or fail the visitor's request.
"""

from typing import Any

from django.conf import settings
from django.template.loader import render_to_string

from content.models import SiteSettings
from lib.i18n import pick
from mail.models import OutboxMessage
from mail.outbox import Mail, enqueue

from .models import Lead
from .rules import options

LABELS = {
    "en": {
        "countries": {"canada": "Canada", "australia": "Australia", "united-kingdom": "United Kingdom",
                      "new-zealand": "New Zealand", "united-states": "United States", "germany": "Germany",
                      "other": "Other"},
        "services": {"skilled-migration": "Skilled migration", "work-permits": "Work permits",
                     "student-visas": "Student visas", "family-sponsorship": "Family sponsorship",
                     "business-immigration": "Business immigration", "refugee-protection": "Refugee protection"},
    },
    "ar": {
        "countries": {"canada": "كندا", "australia": "أستراليا", "united-kingdom": "المملكة المتحدة",
                      "new-zealand": "نيوزيلندا", "united-states": "الولايات المتحدة", "germany": "ألمانيا",
                      "other": "أخرى"},
        "services": {"skilled-migration": "هجرة الكفاءات", "work-permits": "تصاريح العمل",
                     "student-visas": "تأشيرات الدراسة", "family-sponsorship": "كفالة الأسرة",
                     "business-immigration": "هجرة رجال الأعمال", "refugee-protection": "الحماية واللجوء"},
    },
}


def label(kind: str, key: str, lang: str = "en") -> str:
    return LABELS[lang][kind].get(key, key)


DAY_NAMES = {
    "en": {"Su": "Sunday", "Mo": "Monday", "Tu": "Tuesday", "We": "Wednesday", "Th": "Thursday", "Fr": "Friday",
           "Sa": "Saturday"},
    "ar": {"Su": "الأحد", "Mo": "الاثنين", "Tu": "الثلاثاء", "We": "الأربعاء", "Th": "الخميس", "Fr": "الجمعة",
           "Sa": "السبت"},
}


def business_hours(site: SiteSettings, lang: str) -> str:
    """"Sunday–Thursday, 09:00–18:00" / "الأحد–الخميس، 09:00–18:00" (a run of days as first–last)."""
    days = site.open_day_list
    names = DAY_NAMES[lang]
    span = f"{names.get(days[0], days[0])}–{names.get(days[-1], days[-1])}" if len(days) > 1 else (
        names.get(days[0], days[0]) if days else "")
    comma = "،" if lang == "ar" else ","
    return f"{span}{comma} {site.opens_at:%H:%M}–{site.closes_at:%H:%M}"


def _context(lead: Lead, lang: str) -> dict[str, Any]:
    site = SiteSettings.load()
    return {
        "hours": business_hours(site, lang),
        "lead": lead, "lang": lang, "dir": "rtl" if lang == "ar" else "ltr",
        "company": pick({"en": site.company_name_en, "ar": site.company_name_ar}, lang),
        "phone": site.phone, "email": site.email, "whatsapp": site.whatsapp,
        "country": label("countries", lead.country, lang) if lead.country else "",
        "service": label("services", lead.service, lang) if lead.service else "",
        "admin_url": f"{settings.SITE_URL}/admin/leads/{lead.pk}",
        "site_url": settings.SITE_URL + ("/ar" if lang == "ar" else ""),
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
        subject, text, html = _render("staff_new_lead", _context(lead, "en"))
        mails.append(Mail(OutboxMessage.Kind.STAFF_NEW_LEAD, staff_to, subject, text, html,
                          reply_to=lead.email))
    if lead.email:
        subject, text, html = _render(f"ack_{lead.language}", _context(lead, lead.language))
        mails.append(Mail(OutboxMessage.Kind.LEAD_ACKNOWLEDGEMENT, lead.email, subject, text, html,
                          reply_to=site.email))
    assert options()  # the option file is present (labels above follow it)
    return enqueue(mails, lead=lead)
