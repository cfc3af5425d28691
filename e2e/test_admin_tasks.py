"""A lead's tasks and calls with their results in a real browser, in English and Arabic: a task added with a
day and a time (office time) is listed and ticked done from the keyboard, a call back becomes a task in
"My day", a wrong number is not a reply, and the lead page fits a 320 px screen.

The account is this module's own, and its leads come from its own loopback address."""

import datetime as dt

import pytest
from liveserver import Server
from playwright.sync_api import Page, expect
from test_admin import _contact_lead, _errors, _open_lead, sign_in

AGENT = ("e2e-tariq@example.com", "Tariq-e2e-pass-2026")
SOURCE = "127.0.0.71"
QATAR = dt.timezone(dt.timedelta(hours=3))

MAKE_STAFF = """
from django.contrib.auth.models import Group, User
email, password = {account!r}
user, _ = User.objects.get_or_create(username=email, defaults={{"email": email}})
user.email, user.first_name, user.last_name = email, "Tariq", "Tasker"
user.is_staff, user.is_active = True, True
user.set_password(password)
user.save()
user.groups.set([Group.objects.get_or_create(name="agent")[0]])
"""


@pytest.fixture(scope="module")
def staff(server: Server) -> Server:
    server.manage("shell", "-v", "0", "-c", MAKE_STAFF.format(account=AGENT))
    return server


def _day(days: int = 0) -> str:
    return (dt.datetime.now(QATAR).date() + dt.timedelta(days=days)).isoformat()


def test_a_task_and_a_call_back_in_english(staff, page: Page):
    base = staff.base_url
    first, last = _contact_lead(base, source=SOURCE, first="Yara")
    sign_in(page, base, AGENT, "/admin/leads")
    _open_lead(page, base, last, f"{first} {last}")
    tasks = page.get_by_role("region", name="Tasks")
    expect(tasks.get_by_text("No tasks yet.")).to_be_visible()
    tasks.get_by_label("Day").fill(_day(1))
    tasks.get_by_label("Time (office)").fill("16:00")
    tasks.get_by_label("What to do").fill("Ask for the passport copy")
    tasks.get_by_role("button", name="Add a task").click()
    expect(tasks.get_by_text("Task added.")).to_be_visible()
    expect(tasks.get_by_role("listitem").filter(has_text="Ask for the passport copy")).to_contain_text("16:00")
    timeline = page.get_by_role("region", name="Timeline")
    expect(timeline.get_by_role("listitem").filter(has_text="Ask for the passport copy").first).to_contain_text("Task")

    # Ticked done from the keyboard.
    box = tasks.get_by_role("checkbox", name="Mark “Ask for the passport copy” done")
    box.focus()
    page.keyboard.press("Space")
    expect(box).to_be_checked()
    expect(tasks.get_by_text("Done by Tariq Tasker")).to_be_visible()

    # A call back later today: not a reply, and a task for that time in "My day".
    reply = page.get_by_role("region", name="Reply")
    reply.get_by_label("Call back later (not a reply yet)").check()
    reply.get_by_label("Call back on").fill(_day())
    reply.get_by_label("Call back at (office time)").fill("23:59")
    reply.get_by_label("How did the call go?").fill("Her brother answered")
    reply.get_by_role("button", name="Log the call").click()
    expect(reply.get_by_text("Call logged.")).to_be_visible()
    expect(timeline.get_by_text("Call back at", exact=False).first).to_be_visible()
    expect(page.get_by_role("region", name="Work this lead").get_by_text("Not yet")).to_be_visible()
    page.get_by_role("navigation", name="Admin").get_by_role("link", name="My day").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("My day")
    mine = page.get_by_role("listitem").filter(has_text="Her brother answered")
    expect(mine).to_contain_text("23:59")
    mine.get_by_role("link", name=f"{first} {last}").click()
    expect(page.get_by_role("heading", level=1)).to_have_text(f"{first} {last}")
    assert _errors(page) == [], _errors(page)


def test_a_task_and_a_wrong_number_in_arabic_on_a_narrow_screen(staff, page: Page):
    base = staff.base_url
    first, last = _contact_lead(base, source=SOURCE, first="Dalia")
    sign_in(page, base, AGENT, "/admin/leads")
    page.get_by_role("button", name="Show the admin in Arabic").click()
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    try:
        page.set_viewport_size({"width": 320, "height": 800})
        _open_lead(page, base, last, f"{first} {last}")
        tasks = page.get_by_role("region", name="المهام")
        tasks.get_by_label("اليوم").fill(_day(2))
        tasks.get_by_label("الوقت (بتوقيت المكتب)").fill("09:30")
        tasks.get_by_label("المطلوب").fill("إرسال قائمة المستندات")
        tasks.get_by_role("button", name="أضف مهمة").click()
        expect(tasks.get_by_text("أُضيفت المهمة.")).to_be_visible()
        expect(tasks.get_by_role("listitem").filter(has_text="إرسال قائمة المستندات")).to_contain_text("09:30")

        reply = page.get_by_role("region", name="الرد")
        reply.get_by_label("رقم خاطئ").check()
        reply.get_by_role("button", name="تسجيل المكالمة").click()
        timeline = page.get_by_role("region", name="السجل الزمني")
        expect(timeline.get_by_text("رقم خاطئ: ما زال الرد مستحقًّا.")).to_be_visible()
        wide = page.evaluate("document.documentElement.scrollWidth")
        assert wide <= 320, wide
    finally:
        page.set_viewport_size({"width": 1280, "height": 800})
        page.get_by_role("button", name="عرض لوحة الإدارة بالإنجليزية").click()
        expect(page.locator("html")).to_have_attribute("dir", "ltr")
    assert _errors(page) == [], _errors(page)
