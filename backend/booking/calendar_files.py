"""The meeting as calendar programs take it: an iCalendar invitation (attached to the visitor's e-mails,
and served on the booking page) and an "add to Google Calendar" link.

The event's UID stays the booking's for its whole life and SEQUENCE grows with every change, so a
calendar that received the first invitation moves or removes that same entry instead of adding another.
The words here (summary, place, description) are shared with the e-mails (booking/emails.py).
"""

import datetime
from typing import Literal
from urllib.parse import quote, urlencode

from django.utils import timezone
from icalendar import Calendar, Event, vCalAddress, vText

from content.models import Office, SiteSettings
from lib.i18n import pick
from lib.site_url import public_host

from . import tokens, video
from .models import Booking, MeetingType

# REQUEST: an invitation (e-mail); CANCEL: its withdrawal; PUBLISH: a plain download (the booking page).
Method = Literal["REQUEST", "CANCEL", "PUBLISH"]

TEXT = {
    "summary": {"en": "Free consultation with {company}", "ar": "استشارة مجانية مع {company}"},
    "phone": {"en": "Phone call: {consultant} will call you on {phone}",
              "ar": "مكالمة هاتفية: سيتصل بك {consultant} على الرقم {phone}"},
    "video": {"en": "Video call: {link}", "ar": "مكالمة فيديو: {link}"},
    # No room service (video.link_to_send): the consultant sends the link, asked to in their notice.
    "video_later": {"en": "Video call: {consultant} will send you the link before the meeting",
                    "ar": "مكالمة فيديو: سيرسل إليك {consultant} الرابط قبل الموعد"},
    "video_to_send": {"en": "Video call: no video room service is set up, so please send {name} the link to the "
                            "call before the meeting (their e-mail and phone are below)",
                      "ar": "مكالمة فيديو: لا توجد خدمة غرف فيديو معدّة، فيُرجى إرسال رابط المكالمة إلى {name} قبل "
                            "الموعد (بريده الإلكتروني وهاتفه أدناه)"},
    # A cancelled or past video meeting: no room to join any more.
    "video_over": {"en": "Video call", "ar": "مكالمة فيديو"},
    "with": {"en": "{meeting} with {consultant}", "ar": "{meeting} مع {consultant}"},
    "manage": {"en": "To move or cancel the meeting: {url}", "ar": "لتغيير موعد الاستشارة أو إلغائه: {url}"},
    "contact": {"en": "Questions: {phone}", "ar": "للاستفسار: {phone}"},
}


def text(key: str, lang: str, **values: str) -> str:
    return pick(TEXT[key], lang).format(**values)


def company(lang: str) -> str:
    site = SiteSettings.load()
    return pick({"en": site.company_name_en, "ar": site.company_name_ar}, lang)


def summary(lang: str) -> str:
    return text("summary", lang, company=company(lang))


def meeting_name(booking: Booking, lang: str) -> str:
    return pick({"en": booking.meeting_type.name_en, "ar": booking.meeting_type.name_ar}, lang)


def place(booking: Booking, lang: str) -> str:
    """Where the meeting happens: the office's address, the video link, or who calls which number."""
    mode = booking.meeting_type.mode
    if mode == MeetingType.Mode.OFFICE:
        office = Office.objects.filter(published=True).order_by("order", "id").first()
        if office is None:
            return company(lang)
        name = pick({"en": office.name_en, "ar": office.name_ar}, lang)
        address = pick({"en": office.address_en, "ar": office.address_ar}, lang)
        separator = "، " if lang == "ar" else ", "
        return f"{name}{separator}{address}" if name else address
    if mode == MeetingType.Mode.VIDEO:
        link = video.join_url(booking)
        if link:
            return text("video", lang, link=link)
        if video.link_to_send(booking):
            return text("video_later", lang, consultant=booking.consultant.name(lang))
        return text("video_over", lang)
    return text("phone", lang, consultant=booking.consultant.name(lang), phone=booking.lead.phone)


def description(booking: Booking, lang: str) -> str:
    lines = [
        text("with", lang, meeting=meeting_name(booking, lang), consultant=booking.consultant.name(lang)),
        place(booking, lang),
    ]
    if booking.status == Booking.Status.CONFIRMED:
        lines += ["", text("manage", lang, url=tokens.manage_url(booking, lang))]
    phone = SiteSettings.load().phone
    if phone:
        lines.append(text("contact", lang, phone=phone))
    return "\n".join(lines)


def _utc(moment: datetime.datetime) -> datetime.datetime:
    return moment.astimezone(datetime.UTC)


def uid(booking: Booking) -> str:
    return f"{booking.uid}@{public_host()}"


def ics(booking: Booking, method: Method, lang: str) -> str:
    """The invitation (REQUEST: add or update the meeting), its withdrawal (CANCEL: remove it), or the
    meeting as a file to import (PUBLISH). `lang` may be anything; other than "ar" reads as English."""
    site = SiteSettings.load()
    cal = Calendar()
    cal.add("prodid", f"-//{site.company_name_en}//Consultation booking//EN")
    cal.add("version", "2.0")
    cal.add("method", method)
    event = Event()
    event.add("uid", uid(booking))
    event.add("sequence", booking.sequence)
    event.add("dtstamp", _utc(timezone.now()))
    event.add("dtstart", _utc(booking.starts_at))
    event.add("dtend", _utc(booking.ends_at))
    event.add("summary", summary(lang))
    event.add("location", place(booking, lang))
    event.add("description", description(booking, lang))
    organizer = vCalAddress(f"mailto:{site.email}")
    organizer.params["cn"] = vText(company(lang))
    event.add("organizer", organizer)
    if booking.lead.email:
        # No reply is asked for: the visitor chose the time themselves (so they have accepted it), and an
        # answer e-mailed back would change nothing here. Moving or cancelling goes through the link in
        # the description, which frees the time for someone else.
        attendee = vCalAddress(f"mailto:{booking.lead.email}")
        attendee.params.update({"cn": vText(booking.lead.full_name or booking.lead.email),
                                "role": "REQ-PARTICIPANT", "partstat": "ACCEPTED", "rsvp": "FALSE"})
        event.add("attendee", attendee)
    event.add("status", "CANCELLED" if method == "CANCEL" else "CONFIRMED")
    cal.add_component(event)
    return cal.to_ical().decode("utf-8")


def google_calendar_url(booking: Booking, lang: str) -> str:
    """Google Calendar's "add event" page filled in with the meeting, for visitors who use it on the web."""
    dates = "/".join(f"{_utc(m):%Y%m%dT%H%M%SZ}" for m in (booking.starts_at, booking.ends_at))
    query = urlencode({"action": "TEMPLATE", "text": summary(lang), "dates": dates,
                       "details": description(booking, lang), "location": place(booking, lang)},
                      quote_via=quote, safe="/")
    return f"https://calendar.google.com/calendar/render?{query}"
