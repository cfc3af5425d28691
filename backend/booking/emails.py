"""The e-mails of one booking, built but not queued: the visitor's in their language with the calendar
file (booked, moved, cancelled, and the reminders, booking/reminders.py), and the notice to the consultant
and staff in English. booking/notifications.py queues them when the booking changes.

The words they share with the calendar file (summary, place, description) are booking/calendar_files.py's.
"""

import datetime
import re
from typing import Any

from django.template.loader import render_to_string

from content.models import SiteSettings
from leads.notifications import label
from lib import strings
from lib.hours import day_code
from lib.i18n import MONTHS
from lib.paths import localized_path
from lib.site_url import public_url
from mail.outbox import Attachment, Mail
from office.calendar import zone

from . import calendar_files, tokens, video, zones
from .bring import bring
from .models import Booking


def _day(moment: datetime.datetime, lang: str) -> str:
    """"Tuesday 1 December" / "الثلاثاء 1 ديسمبر"."""
    weekday = strings.t(f"contact.days.{day_code(moment)}", lang)
    return f"{weekday} {moment.day} {MONTHS['ar' if lang == 'ar' else 'en'][moment.month - 1]}"


def when(moment: datetime.datetime, time_zone: str, lang: str) -> str:
    """The meeting's time in Doha, and in the visitor's zone when that differs:
    "Tuesday 1 December, 10:00 Doha time (08:00 London time)"."""
    doha = moment.astimezone(zone())
    if lang == "ar":
        text = f"{_day(doha, lang)}، الساعة {doha:%H:%M} بتوقيت الدوحة"
    else:
        text = f"{_day(doha, lang)}, {doha:%H:%M} Doha time"
    local = zones.visitor_time(moment, time_zone)
    if local is None:
        return text
    city = zones.city(time_zone, lang)
    day = "" if local.date() == doha.date() else _day(local, lang) + ("، " if lang == "ar" else ", ")
    if lang == "ar":
        return f"{text} ({day}{local:%H:%M} بتوقيت {city})"
    return f"{text} ({day}{local:%H:%M} {city} time)"


def _context(booking: Booking, lang: str, was: datetime.datetime | None = None, **extra: Any) -> dict[str, Any]:
    site = SiteSettings.load()
    lead = booking.lead
    return {
        "booking": booking, "lead": lead, "lang": lang,
        "company": calendar_files.company(lang), "phone": site.phone, "whatsapp": site.whatsapp,
        "when": when(booking.starts_at, booking.time_zone, lang), "when_doha": when(booking.starts_at, "", lang),
        "meeting": calendar_files.meeting_name(booking, lang), "duration": booking.meeting_type.duration_minutes,
        "place": calendar_files.place(booking, lang), "video_link": video.join_url(booking),
        "consultant": booking.consultant.name(lang),
        "bring": bring(lead.service, lang),
        "manage_url": tokens.manage_url(booking, lang),
        "reschedule_url": tokens.manage_url(booking, lang, "reschedule"),
        "cancel_url": tokens.manage_url(booking, lang, "cancel"),
        "google_url": calendar_files.google_calendar_url(booking, lang),
        "site_url": public_url(localized_path("/", lang).rstrip("/")),
        "book_url": public_url(localized_path("/book", lang)),
        "was": when(was, booking.time_zone, lang) if was else "",
        **extra,
    }


def render(name: str, context: dict[str, Any]) -> tuple[str, str, str]:
    """(subject, text, html) from booking/email/<name>.{subject,txt,html}."""
    subject = render_to_string(f"booking/email/{name}.subject", context)
    text = render_to_string(f"booking/email/{name}.txt", context).strip() + "\n"
    # The text templates branch by event; the branches not taken leave runs of empty lines behind.
    text = re.sub(r"\n\s*\n(\s*\n)+", "\n\n", text)
    html = render_to_string(f"booking/email/{name}.html", context)
    return " ".join(subject.split()), text, html


def visitor_mail(booking: Booking, event: str, kind: str, **extra: Any) -> Mail:
    """The visitor's e-mail for `event` (booked, moved, cancelled, reminder) in the lead's language."""
    lang = "ar" if booking.lead.language == "ar" else "en"
    subject, text, html = render(f"visitor_{lang}", _context(booking, lang, event=event, **extra))
    attachments: tuple[Attachment, ...] = ()
    if event != "reminder":
        method: calendar_files.Method = "CANCEL" if event == "cancelled" else "REQUEST"
        attachments = (Attachment("cancel.ics" if method == "CANCEL" else "invite.ics",
                                  f"text/calendar; method={method}", calendar_files.ics(booking, method, lang)),)
    return Mail(kind, booking.lead.email, subject, text, html, reply_to=SiteSettings.load().email,
                attachments=attachments)


def staff_mails(booking: Booking, event: str, kind: str, **extra: Any) -> list[Mail]:
    """The same notice to the consultant and to the staff address (once when they are one address)."""
    site = SiteSettings.load()
    lead = booking.lead
    context = _context(booking, "en", event=event, **extra) | {
        "consultant_name": booking.consultant.name("en"),
        "service": label("services", lead.service) if lead.service else "",
        "country": label("countries", lead.country) if lead.country else "",
        "admin_url": public_url(f"/admin/leads/{lead.pk}"),
    }
    if video.link_to_send(booking):  # the visitor was told their consultant sends the link
        context["place"] = calendar_files.text("video_to_send", "en", name=lead.full_name or lead.email)
    subject, text, html = render("staff", context)
    addresses: list[str] = []
    for address in (booking.consultant.user.email, site.notification_email or site.email):
        if address and address.lower() not in {a.lower() for a in addresses}:
            addresses.append(address)
    return [Mail(kind, address, subject, text, html, reply_to=lead.email) for address in addresses]
