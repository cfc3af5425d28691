"""A video consultation's booking page on a phone, in English and in Arabic: while the meeting is to come
it has a link to the meeting's own room; once the visitor cancels, no way into the room is left on the
page, neither right after cancelling nor when the page is opened again from the e-mail."""

import re

import pytest
from playwright.sync_api import Page, expect
from test_contact import unique_email

TEXT = {
    "en": {"join": "Join the video call", "cancel": "Cancel the consultation", "confirm": "Yes, cancel it",
           "cancelled": "Your free consultation is cancelled", "video": "Video call"},
    "ar": {"join": "الانضمام إلى مكالمة الفيديو", "cancel": "إلغاء الاستشارة", "confirm": "نعم، ألغِ الاستشارة",
           "cancelled": "تم إلغاء استشارتك المجانية", "video": "مكالمة فيديو"},
}


def video_booking(server, lang: str) -> str:
    """Books the first free video consultation for a new visitor on the live server; its page's path."""
    code = (
        "from django.utils import timezone; from booking import service, slots, tokens; "
        "from booking.models import MeetingType; from leads import intake; "
        "t = MeetingType.objects.filter(mode='video', published=True).first(); "
        "start = slots.next_free(t, timezone.now(), 1)[0].start; "
        f"lead = intake.create_lead(source='booking', first_name='Layla', email={unique_email('room')!r}, "
        f"phone='+97455123456', language={lang!r}); "
        f"print(tokens.page_path(service.book(t, start, lead), {lang!r}))"
    )
    return server.manage("shell", "-c", code).strip().splitlines()[-1]


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_cancelled_video_consultation_shows_no_way_into_its_room(server, phone: Page, lang):
    text = TEXT[lang]
    path = video_booking(server, lang)
    phone.goto(server.base_url + path)
    details = phone.get_by_test_id("booking-details")
    join = details.get_by_role("link", name=re.compile(re.escape(text["join"])))
    expect(join).to_be_visible()
    room = join.get_attribute("href") or ""
    assert re.fullmatch(r"https://meet\.jit\.si/[A-Za-z0-9_-]{20,}", room), room

    phone.get_by_role("button", name=text["cancel"]).click()
    phone.get_by_role("button", name=text["confirm"]).click()
    expect(phone.get_by_role("heading", name=text["cancelled"])).to_be_visible(timeout=15_000)
    expect(details.get_by_role("link", name=re.compile(re.escape(text["join"])))).to_have_count(0)
    expect(details.get_by_text(text["video"], exact=True)).to_be_visible()

    phone.goto(server.base_url + path)  # the page as the cancellation e-mail's link opens it
    expect(phone.get_by_role("heading", name=text["cancelled"])).to_be_visible()
    expect(phone.get_by_test_id("booking-details").get_by_text(text["video"], exact=True)).to_be_visible()
    expect(phone.get_by_role("link", name=re.compile(re.escape(text["join"])))).to_have_count(0)
    assert room not in phone.content()
