"""Booking a consultation in a real browser against the real server, in English on a desktop and in
Arabic on a phone: pick a type, a day and a time, book, land on the booking page, move the meeting,
cancel it; then the e-mails of each step are in the outbox with their calendar files. An altered link
gets a clear page."""

import json
import re

import pytest
from playwright.sync_api import Locator, Page, expect
from test_contact import fill, open_form, unique_email

TEXT = {
    "en": {"type": "Free consultation by phone", "book": "Book this time",
           "booked": "Your free consultation is booked", "moved": "Your free consultation has been moved",
           "cancelled": "Your free consultation is cancelled", "change": "Change the time",
           "move": "Move to this time", "cancel": "Cancel the consultation", "confirm": "Yes, cancel it",
           "ics": "Download the calendar file (.ics)", "google": "Add to Google Calendar",
           "consultant": "Your consultant",
           "invalid": "This booking link is not valid"},
    "ar": {"type": "الاستشارة المجانية عبر مكالمة هاتفية", "book": "احجز هذا الموعد",
           "booked": "تم حجز استشارتك المجانية", "moved": "تم تغيير موعد استشارتك المجانية",
           "cancelled": "تم إلغاء استشارتك المجانية", "change": "تغيير الموعد",
           "move": "نقل الاستشارة إلى هذا الموعد", "cancel": "إلغاء الاستشارة", "confirm": "نعم، ألغِ الاستشارة",
           "ics": "تنزيل ملف التقويم (.ics)", "google": "إضافة إلى تقويم Google",
           "consultant": "مستشارك",
           "invalid": "رابط الحجز هذا غير صالح"},
}


def pick_slot(scope: Locator, time_index: int = 0) -> None:
    """Chooses the second day with free times on the calendar (the first may be today's last hour),
    then one of that day's times."""
    days = scope.get_by_role("grid").locator("button:not([disabled])")
    expect(days.nth(1)).to_be_visible(timeout=10_000)
    days.nth(1).click()
    times = scope.locator("input[type=radio][value*='T']")  # the times' values are ISO moments
    expect(times.first).to_be_attached()
    times.nth(time_index).locator("xpath=..").click()  # its label, as a person would
    expect(times.nth(time_index)).to_be_checked()


def booking_emails(server, email: str) -> list[dict]:
    """The outbox messages about this visitor's booking, with their attachments, from the live server's DB."""
    code = (
        "import json; from mail.models import OutboxMessage as M; print(json.dumps([{"
        "'kind': m.kind, 'to': m.to, 'subject': m.subject, 'status': m.status, 'attachments': m.attachments} "
        f"for m in M.objects.filter(booking__lead__email={email!r}).order_by('id')]))"
    )
    return json.loads(server.manage("shell", "-c", code).strip().splitlines()[-1])


@pytest.mark.parametrize("lang,device", [("en", "page"), ("ar", "phone")])
def test_a_visitor_books_moves_and_cancels_a_consultation(server, request, lang, device):
    pg: Page = request.getfixturevalue(device)
    text = TEXT[lang]
    form = open_form(pg, server, "/ar/book" if lang == "ar" else "/book", lang)
    email = unique_email(f"book-{lang}")
    fill(form, lang, first="Layla" if lang == "en" else "ليلى", last="Haddad" if lang == "en" else "حداد",
         email=email, phone="5512 3456")
    form.get_by_text(text["type"]).click()
    pick_slot(form)
    submit = form.get_by_role("button", name=text["book"])
    expect(submit).to_be_visible()
    submit.click()

    heading = pg.get_by_role("heading", name=text["booked"])
    expect(heading).to_be_visible(timeout=15_000)
    expect(heading).to_be_focused()
    assert re.search(r"/booking/[^/?]+$", pg.url) and ("/ar/" in pg.url) == (lang == "ar")
    assert pg.evaluate("document.documentElement.dir") == ("rtl" if lang == "ar" else "ltr")
    ics = pg.get_by_role("link", name=text["ics"])
    assert (ics.get_attribute("href") or "").endswith(f"/calendar.ics?lang={lang}")
    google = pg.get_by_role("link", name=re.compile(re.escape(text["google"])))
    assert (google.get_attribute("href") or "").startswith("https://calendar.google.com/calendar/render?")
    consultant = pg.locator("dt", has_text=text["consultant"]).locator("xpath=following-sibling::dd")
    expect(consultant).to_have_text(re.compile("[\u0600-\u06ff]" if lang == "ar" else "^[A-Za-z .'-]+$"))

    # The same booking in the other language names the consultant in that language, not the visitor's.
    other_lang = "en" if lang == "ar" else "ar"
    other_path = pg.url.split("/booking/")[1]
    other = pg.context.new_page()
    other.goto(f"{server.base_url}{'/ar' if other_lang == 'ar' else ''}/booking/{other_path}")
    other_consultant = other.locator("dt", has_text=TEXT[other_lang]["consultant"]).locator(
        "xpath=following-sibling::dd")
    expect(other_consultant).to_have_text(
        re.compile("[\u0600-\u06ff]" if other_lang == "ar" else "^[A-Za-z .'-]+$"))
    other_ics = other.get_by_role("link", name=TEXT[other_lang]["ics"])
    assert (other_ics.get_attribute("href") or "").endswith(f"/calendar.ics?lang={other_lang}")
    other.close()

    pg.get_by_role("button", name=text["change"]).click()
    pick_slot(pg.locator("main"), time_index=1)
    pg.get_by_role("button", name=text["move"]).click()
    expect(pg.get_by_role("heading", name=text["moved"])).to_be_visible(timeout=15_000)

    pg.get_by_role("button", name=text["cancel"]).click()
    pg.get_by_role("button", name=text["confirm"]).click()
    expect(pg.get_by_role("heading", name=text["cancelled"])).to_be_visible(timeout=15_000)

    mails = booking_emails(server, email)
    to_visitor = [m for m in mails if m["to"] == email and m["kind"] != "booking_reminder"]
    assert [m["kind"] for m in to_visitor] == ["booking_confirmed", "booking_moved", "booking_cancelled"]
    reminders = [m for m in mails if m["kind"] == "booking_reminder"]
    assert reminders and all(m["status"] == "skipped" for m in reminders)  # the meeting was cancelled
    files = [m["attachments"][0] for m in to_visitor]
    assert [f["filename"] for f in files] == ["invite.ics", "invite.ics", "cancel.ics"]
    assert "METHOD:REQUEST" in files[0]["content"] and "SEQUENCE:0" in files[0]["content"]
    assert "SEQUENCE:1" in files[1]["content"]
    assert "METHOD:CANCEL" in files[2]["content"] and "SEQUENCE:2" in files[2]["content"]
    assert any(m["to"] != email for m in mails)  # the consultant and staff were told too
    if lang == "ar":
        assert all(re.search("[\u0600-\u06ff]", m["subject"]) for m in to_visitor)


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_an_altered_booking_link_gets_a_clear_page(server, page, lang):
    prefix = "/ar" if lang == "ar" else ""
    response = page.goto(f"{server.base_url}{prefix}/booking/not-a-real-link.abc")
    assert response is not None and response.status == 404
    expect(page.get_by_role("heading", name=TEXT[lang]["invalid"])).to_be_visible()


def tab_to(page: Page, where: str, most: int = 6) -> None:
    """Presses Tab until focus is on what the script `where` recognises (a person tabbing forward)."""
    for _ in range(most):
        page.keyboard.press("Tab")
        if page.evaluate(f"(el => {where})(document.activeElement)"):
            return
    raise AssertionError(f"Tab never reached {where}")


def test_a_consultation_can_be_booked_with_the_keyboard_alone(server, page):
    form = open_form(page, server, "/ar/book", "ar")
    fill(form, "ar", first="سلمى", last="الكواري", email=unique_email("book-keys"), phone="5512 3456")
    kb = page.keyboard
    form.get_by_role("radio").first.focus()
    kb.press("ArrowLeft")  # right to left: the next meeting type, by phone
    expect(form.get_by_role("radio", name=re.compile(TEXT["ar"]["type"]))).to_be_checked()
    expect(form.get_by_role("grid")).to_be_visible(timeout=10_000)
    tab_to(page, "!!el.closest('[role=grid]')")  # past the month's arrows, onto a day of the grid
    kb.press("ArrowLeft")  # the next day, right to left (if it has no free time, the picker skips it)
    kb.press("Enter")
    times = form.locator("input[type=radio][value*='T']")
    expect(times.first).to_be_attached()
    tab_to(page, "el.type === 'radio' && el.value.includes('T')")  # the day's times: one stop
    kb.press("ArrowLeft")  # arrows move and choose
    checked = form.locator("input[type=radio][value*='T']:checked")
    expect(checked).to_have_count(1)
    tab_to(page, "el.type === 'submit'")
    expect(form.get_by_role("button", name=TEXT["ar"]["book"])).to_be_focused()
    kb.press("Enter")
    expect(page.get_by_role("heading", name=TEXT["ar"]["booked"])).to_be_focused(timeout=15_000)


# Counts the Intl.DateTimeFormat objects the page makes (the first one loads the browser's locale and
# zone data: tens of milliseconds in one task).
COUNT_FORMATTERS = """(() => {
  const Original = Intl.DateTimeFormat;
  window.__formatters = 0;
  Intl.DateTimeFormat = function (...args) { window.__formatters += 1; return new Original(...args); };
  Intl.DateTimeFormat.prototype = Original.prototype;
  Intl.DateTimeFormat.supportedLocalesOf = Original.supportedLocalesOf;
})()"""


def test_the_visitor_zone_is_read_once_times_are_shown_and_kept_with_the_booking(server, browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, timezone_id="Europe/London")
    pg = context.new_page()
    pg.add_init_script(COUNT_FORMATTERS)
    form = open_form(pg, server, "/contact", "en")
    # The contact form as it loads shows no time: nothing is formatted, the zone is not read.
    assert pg.evaluate("window.__formatters") == 0
    email = unique_email("zone")
    fill(form, "en", first="Omar", last="Rahman", email=email, phone="5512 3456")
    form.get_by_text(TEXT["en"]["type"]).click()
    expect(form.get_by_text("Times are shown in Doha time and in yours (London).")).to_be_visible(timeout=10_000)
    pick_slot(form)
    form.get_by_role("button", name=TEXT["en"]["book"]).click()
    expect(pg.get_by_role("heading", name=TEXT["en"]["booked"])).to_be_visible(timeout=15_000)
    code = ("from booking.models import Booking; "
            f"print(Booking.objects.get(lead__email={email!r}).time_zone)")
    assert server.manage("shell", "-c", code).strip().splitlines()[-1] == "Europe/London"
    context.close()
