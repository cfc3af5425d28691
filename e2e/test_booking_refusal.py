"""A time that stopped being bookable while the visitor was filling the form is refused for what it is, in
the page's language, on a desktop and on a phone: the office closed that day (staff added a closure after
the visitor picked the time), so the form says the office is closed that day, never that the time was
taken, and nothing is booked."""

import datetime as dt
import re
import uuid

import pytest
from playwright.sync_api import Page, expect
from test_booking import TEXT, pick_slot
from test_contact import fill, open_form, unique_email

CLOSED = {"en": "We are closed on that day.", "ar": "مكتبنا مغلق في ذلك اليوم."}
TAKEN = {"en": re.compile("that time was just taken", re.I), "ar": re.compile("حُجز هذا الموعد للتو")}
DOHA = dt.timezone(dt.timedelta(hours=3))


def _shell(server, code: str) -> str:
    """Runs code in the live server's Django and gives its last line of output ("" for none)."""
    lines = server.manage("shell", "-c", code).strip().splitlines()
    return lines[-1] if lines else ""


@pytest.mark.parametrize("lang,device", [("en", "page"), ("ar", "phone")])
def test_a_time_on_a_day_the_office_closed_meanwhile_is_refused_as_closed(server, request, lang, device):
    pg: Page = request.getfixturevalue(device)
    pg.context.set_extra_http_headers({"X-Forwarded-For": f"10.4.{uuid.uuid4().int % 250}.6"})
    form = open_form(pg, server, "/ar/book" if lang == "ar" else "/book", lang)
    email = unique_email(f"closed-{lang}")
    fill(form, lang, first="Noor" if lang == "en" else "نور", last="Saleh" if lang == "en" else "صالح",
         email=email, phone="5512 3456")
    form.get_by_text(TEXT[lang]["type"]).click()
    pick_slot(form)
    picked = form.locator("input[type=radio][value*='T']:checked").get_attribute("value") or ""
    day = dt.datetime.fromisoformat(picked).astimezone(DOHA).date()
    name = f"Closed for the test {uuid.uuid4().hex[:6]}"
    _shell(server, "from office.models import Closure; "
                   f"Closure.objects.create(date='{day.isoformat()}', name_en='{name}', name_ar='{name}')")
    try:
        form.get_by_role("button", name=TEXT[lang]["book"]).click()
        expect(pg.get_by_text(CLOSED[lang]).first).to_be_visible(timeout=10_000)
        expect(pg.get_by_text(TAKEN[lang])).to_have_count(0)
        expect(pg.get_by_role("heading", name=TEXT[lang]["booked"])).to_have_count(0)
        booked = _shell(server, "from booking.models import Booking; "
                                f"print(Booking.objects.filter(lead__email='{email}').count())")
        assert booked == "0"
    finally:
        _shell(server, f"from office.models import Closure; Closure.objects.filter(name_en='{name}').delete()")
