"""The lead workbench's rules in a real browser, in English and Arabic: only staff who may work leads are
offered as assignees; a call that did not reach the person is not the first reply; the dashboard says what
its on-time share counts; the content editor asks before unsaved changes are lost; `?person=` lists one
person's leads; "no-show" only once a meeting started, confirmed and undoable; a meeting booked for a
caller is the first reply, goes to the consultant and carries a note; "same person" says what matched,
asks before joining another name on a shared phone, and every page of the person is right after an
unlink.

The accounts are this module's own, and its leads are sent from its own loopback addresses, so the
per-address limits of the other tests are untouched."""

import random
import re
import string

import pytest
from liveserver import Server
from playwright.sync_api import Page, expect
from test_admin import _contact_lead, _errors, _open_lead, _post, _token, sign_in

AGENT = ("e2e-rania@example.com", "Rania-e2e-pass-2026")
EDITOR = ("e2e-eman@example.com", "Eman-e2e-pass-2026")

MAKE_STAFF = """
from django.contrib.auth.models import Group, User
for email, password, first, role in {accounts!r}:
    user, _ = User.objects.get_or_create(username=email, defaults={{"email": email}})
    user.email, user.first_name, user.last_name = email, first, "Staffleads"
    user.is_staff, user.is_active = True, True
    user.set_password(password)
    user.save()
    user.groups.set([Group.objects.get_or_create(name=role)[0]])
"""


@pytest.fixture(scope="module")
def staff(server: Server) -> Server:
    server.manage("shell", "-v", "0", "-c", MAKE_STAFF.format(
        accounts=[(*AGENT, "Rania", "agent"), (*EDITOR, "Eman", "editor")]))
    return server


def _arabic(page: Page) -> None:
    page.get_by_role("button", name="Show the admin in Arabic").click()
    expect(page.locator("html")).to_have_attribute("dir", "rtl")


def _english(page: Page) -> None:
    page.get_by_role("button", name="عرض لوحة الإدارة بالإنجليزية").click()
    expect(page.locator("html")).to_have_attribute("dir", "ltr")


def test_only_staff_who_work_leads_are_offered_as_assignees(staff, page: Page):
    base = staff.base_url
    first, last = _contact_lead(base, source="127.0.0.46", first="Salma")
    sign_in(page, base, AGENT, "/admin/leads")
    _open_lead(page, base, last, f"{first} {last}")
    picker = page.get_by_label("Assignee")
    expect(picker.locator("option", has_text="Rania Staffleads")).to_have_count(1)
    expect(picker.locator("option", has_text="Eman Staffleads")).to_have_count(0)
    # The filter of the list offers the same people.
    page.goto(f"{base}/admin/leads")
    expect(page.get_by_label("Assignee").locator("option", has_text="Rania Staffleads")).to_have_count(1)
    expect(page.get_by_label("Assignee").locator("option", has_text="Eman Staffleads")).to_have_count(0)
    _arabic(page)
    try:
        _open_lead(page, base, last, f"{first} {last}")
        picker = page.get_by_label("المسؤول")
        expect(picker.locator("option", has_text="Rania Staffleads")).to_have_count(1)
        expect(picker.locator("option", has_text="Eman Staffleads")).to_have_count(0)
    finally:
        _english(page)
    assert _errors(page) == [], _errors(page)


def test_a_call_with_no_answer_is_not_the_first_reply_and_the_dashboard_says_what_it_counts(staff, page: Page):
    base = staff.base_url
    first, last = _contact_lead(base, source="127.0.0.46", first="Hind")
    sign_in(page, base, AGENT, "/admin/leads")
    _open_lead(page, base, last, f"{first} {last}")
    work = page.get_by_role("region", name="Work this lead")
    reply = page.get_by_role("region", name="Reply")
    reply.get_by_label("No answer (not a reply yet)").click()
    reply.get_by_role("button", name="Log the call").click()
    expect(reply.get_by_text("Call logged.")).to_be_visible()
    timeline = page.get_by_role("region", name="Timeline")
    expect(timeline.get_by_text("No answer: the reply is still owed.")).to_be_visible()
    expect(work.get_by_text("Not yet")).to_be_visible()  # no first response yet
    # A call that reached them is.
    reply.get_by_label("Yes, we spoke").click()
    reply.get_by_label("How did the call go?").fill("Will send her passport copy.")
    reply.get_by_role("button", name="Log the call").click()
    expect(work.get_by_text("Not yet")).to_have_count(0)

    page.goto(f"{base}/admin")
    replies = page.get_by_role("region", name="Replies")
    expect(replies.get_by_text("First replies on time")).to_be_visible()
    expect(replies.get_by_text("leads due, last 30 days")).to_be_visible()
    expect(replies.get_by_text("within their reply-by time", exact=False)).to_be_visible()
    _arabic(page)
    try:
        replies = page.get_by_role("region", name="الردود")
        expect(replies.get_by_text("الردود الأولى في موعدها")).to_be_visible()
        expect(replies.get_by_text("من العملاء المحتملين المستحقين، آخر 30 يومًا")).to_be_visible()
        expect(replies.get_by_text("قبل انقضاء موعده", exact=False)).to_be_visible()
    finally:
        _english(page)
    assert _errors(page) == [], _errors(page)


def _unsaved_warning_on_reload(page: Page) -> bool:
    """Whether closing or reloading the tab now would get the browser's "leave site?" warning."""
    return page.evaluate("""() => {
        const e = new Event("beforeunload", { cancelable: true });
        window.dispatchEvent(e);
        return e.defaultPrevented;
    }""")


def test_the_content_editor_asks_before_leaving_with_unsaved_changes(staff, page: Page):
    base = staff.base_url
    sign_in(page, base, EDITOR, "/admin/cms/faq/new")
    assert not _unsaved_warning_on_reload(page)  # nothing typed yet: nothing to lose
    field = page.get_by_role("textbox").first
    field.fill("Unsaved question?")
    assert _unsaved_warning_on_reload(page)
    page.get_by_role("link", name="Dashboard").click()
    guard = page.get_by_role("alertdialog", name="Leave without saving?")
    expect(guard).to_be_visible()
    guard.get_by_role("button", name="Stay and keep editing").click()
    expect(page).to_have_url(f"{base}/admin/cms/faq/new")
    expect(field).to_have_value("Unsaved question?")
    page.get_by_role("link", name="Dashboard").click()
    page.get_by_role("button", name="Leave without saving").click()
    expect(page).to_have_url(f"{base}/admin")

    _arabic(page)
    try:
        page.goto(f"{base}/admin/cms/faq/new")
        page.get_by_role("textbox").first.fill("سؤال غير محفوظ؟")
        assert _unsaved_warning_on_reload(page)
        page.get_by_role("link", name="لوحة المتابعة").click()
        guard = page.get_by_role("alertdialog", name="المغادرة دون حفظ؟")
        expect(guard).to_be_visible()
        guard.get_by_role("button", name="البقاء ومتابعة التحرير").click()
        expect(page).to_have_url(f"{base}/admin/cms/faq/new")
    finally:
        page.goto(f"{base}/admin")
        _english(page)
    assert _errors(page) == [], _errors(page)


def test_the_leads_list_shows_one_persons_leads_from_the_address(staff, page: Page):
    base = staff.base_url
    first, last = _contact_lead(base, source="127.0.0.47", first="Rasha")
    _contact_lead(base, source="127.0.0.47", first="Rasha", last=last)  # the same person writes again
    _, other = _contact_lead(base, source="127.0.0.47", first="Lina")
    sign_in(page, base, AGENT, "/admin/leads")
    page.goto(f"{base}/admin/leads?q={last}")
    page.get_by_role("link", name=f"{first} {last}").first.click()
    same = page.get_by_role("region", name="Same person", exact=True)
    same.get_by_role("link", name="All of this person's leads").click()
    expect(page).to_have_url(re.compile(r"/admin/leads\?person=\d+$"))
    results = page.get_by_role("region", name="Results")
    expect(results.get_by_role("link", name=f"{first} {last}")).to_have_count(2)
    expect(results.get_by_role("link", name=f"Lina {other}")).to_have_count(0)
    expect(page.get_by_text("Showing only one person's leads")).to_be_visible()
    _arabic(page)
    try:
        expect(page.get_by_text("تظهر هنا طلبات شخص واحد فقط")).to_be_visible()
        expect(page.get_by_role("link", name=f"{first} {last}")).to_have_count(2)
        page.get_by_role("button", name="عرض كل العملاء المحتملين").click()
        expect(page.get_by_role("link", name=f"Lina {other}")).to_be_visible()
    finally:
        _english(page)
    assert _errors(page) == [], _errors(page)


MEETING = """
import datetime as dt
from django.utils import timezone
from booking.models import Booking, MeetingType
from office.calendar import zone
from leads import intake, lifecycle
t = MeetingType.objects.get(slug="phone")
c = t.consultants.filter(active=True).first()
lead = intake.create_lead(source="booking", first_name="Noha", last_name={last!r}, phone="+97433990011",
                          language="en")
lifecycle.move(lead, "booked", "booked", {{}})
start = timezone.now() + dt.timedelta(minutes={minutes})
b = Booking.objects.create(lead=lead, meeting_type=t, consultant=c, starts_at=start,
                           ends_at=start + dt.timedelta(minutes=t.duration_minutes))
print(b.pk, start.astimezone(zone()).date())
"""


def _meeting(server: Server, last: str, minutes: int) -> str:
    """A phone consultation with Noha <last> starting `minutes` from now; its Doha day."""
    out = server.manage("shell", "-c", MEETING.format(last=last, minutes=minutes)).strip().splitlines()[-1]
    return out.split()[1]


def test_no_show_is_offered_once_the_meeting_started_asks_first_and_can_be_undone(staff, page: Page):
    base = staff.base_url
    later, begun = "Later" + _token(), "Begun" + _token()
    later_day = _meeting(staff, later, 120)
    day = _meeting(staff, begun, -10)
    sign_in(page, base, AGENT, "/admin/agenda")
    page.goto(f"{base}/admin/agenda?view=day&date={later_day}")
    ahead = page.get_by_role("listitem").filter(has_text=f"Noha {later}")
    expect(ahead.get_by_role("button", name="Cancel meeting")).to_be_visible()
    expect(ahead.get_by_role("button", name="Mark no-show")).to_have_count(0)

    page.goto(f"{base}/admin/agenda?view=day&date={day}")
    meeting = page.get_by_role("listitem").filter(has_text=f"Noha {begun}")
    meeting.get_by_role("button", name="Mark no-show").click()
    confirm = meeting.get_by_role("alertdialog")
    expect(confirm).to_contain_text(f"Record that Noha {begun} did not come")
    confirm.get_by_role("button", name="Yes, they did not come").click()
    expect(meeting.get_by_text("No-show", exact=True)).to_be_visible()
    meeting.get_by_role("button", name='Undo "No-show"').click()
    expect(meeting.get_by_text("Confirmed", exact=True)).to_be_visible()
    meeting.get_by_role("link", name=f"Noha {begun}").click()
    timeline = page.get_by_role("region", name="Timeline")
    expect(timeline.get_by_text("Consultation outcome undone")).to_be_visible()
    expect(page.get_by_role("heading", level=1)).to_have_text(f"Noha {begun}")

    _arabic(page)
    try:
        page.goto(f"{base}/admin/agenda?view=day&date={day}")
        meeting = page.get_by_role("listitem").filter(has_text=f"Noha {begun}")
        meeting.get_by_role("button", name="تسجيل عدم الحضور").click()
        meeting.get_by_role("alertdialog").get_by_role("button", name="نعم، لم يحضر").click()
        expect(meeting.get_by_text("لم يحضر", exact=True)).to_be_visible()
        meeting.get_by_role("button", name="التراجع عن «لم يحضر»").click()
        expect(meeting.get_by_text("مؤكَّد", exact=True)).to_be_visible()
    finally:
        _english(page)
    assert _errors(page) == [], _errors(page)


BOOKED = """
from booking.models import Booking
from office.calendar import zone
b = Booking.objects.select_related("consultant__user").get(lead__last_name={last!r})
print(b.starts_at.astimezone(zone()).date(), b.consultant.user.get_full_name(), sep="|")
"""


def test_a_meeting_booked_for_a_caller_is_the_first_reply_goes_to_the_consultant_and_carries_a_note(
        staff, page: Page):
    base = staff.base_url
    last = "Caller" + _token()
    note = "Has a job offer in Toronto; prefers mornings."
    sign_in(page, base, AGENT, "/admin/agenda")
    page.get_by_role("button", name="Book for a caller").click()
    form = page.get_by_role("form", name="Book for a caller")
    form.get_by_label("First name").fill("Maha")
    form.get_by_label("Last name").fill(last)
    form.get_by_label("Phone").fill("+974 3377 2211")
    time = form.get_by_label("Time")
    expect(time.locator("option").nth(1)).to_be_attached()
    time.select_option(index=1)
    form.get_by_label("Note for the consultant (optional)").fill(note)
    form.get_by_role("button", name="Book this time").click()
    expect(form.get_by_role("status")).to_contain_text(f"Maha {last}")
    day, consultant = staff.manage("shell", "-c", BOOKED.format(last=last)).strip().splitlines()[-1].split("|")

    page.goto(f"{base}/admin/agenda?view=day&date={day}")
    meeting = page.get_by_role("listitem").filter(has_text=f"Maha {last}")
    expect(meeting).to_contain_text(f"Note: {note}")
    meeting.get_by_role("link", name=f"Maha {last}").click()
    work = page.get_by_role("region", name="Work this lead")
    expect(work.get_by_label("Assignee").locator("option:checked")).to_contain_text(consultant)
    expect(work.get_by_text("Not yet")).to_have_count(0)  # booking with them on the phone was the first reply
    expect(page.get_by_role("region", name="Timeline").get_by_text(note)).to_be_visible()

    _arabic(page)
    try:
        page.goto(f"{base}/admin/agenda?view=day&date={day}")
        meeting = page.get_by_role("listitem").filter(has_text=f"Maha {last}")
        expect(meeting).to_contain_text(f"ملاحظة: {note}")
        page.get_by_role("button", name="حجز موعد لمتصل").click()
        expect(page.get_by_label("ملاحظة للمستشار (اختيارية)")).to_be_visible()
    finally:
        _english(page)
    assert _errors(page) == [], _errors(page)


def _enquiry(base: str, first: str, last: str, email: str, phone: str, source: str) -> None:
    status, answer = _post(base, "/api/contact", {
        "first_name": first, "last_name": last, "email": email, "phone": phone, "country": "canada",
        "service": "study", "message": "Study in Canada", "consent": True, "language": "en",
        "page_url": base + "/contact", "elapsed_ms": 8000, "website": ""}, source)
    assert status == 201, answer


def _lead_ids(page: Page, base: str, query: str, name: str, count: int) -> list[str]:
    page.goto(f"{base}/admin/leads?q={query}")
    links = page.get_by_role("link", name=name, exact=True)
    expect(links).to_have_count(count)
    return [links.nth(i).get_attribute("href") or "" for i in range(count)]


def test_after_an_unlink_every_lead_page_of_the_person_is_right(staff, page: Page):
    base = staff.base_url
    last = "Family" + _token()
    email = f"{last.lower()}@example.com"
    for _ in range(3):  # the same person writes three times
        _enquiry(base, "Reem", last, email, "+97433" + "".join(random.choices(string.digits, k=6)), "127.0.0.49")
    sign_in(page, base, AGENT, "/admin/leads")
    newest, middle, oldest = _lead_ids(page, base, last, f"Reem {last}", 3)
    # Staff look at the oldest enquiry first, then open the newest from the list (in the app, no reload).
    page.get_by_role("link", name=f"Reem {last}").nth(2).click()
    same = page.get_by_role("region", name="Same person", exact=True)
    expect(same.get_by_role("link")).to_have_count(3)  # the list link and the two others
    expect(same.get_by_text("Same e-mail address").first).to_be_visible()
    page.go_back()
    page.get_by_role("link", name=f"Reem {last}").nth(0).click()
    expect(page).to_have_url(base + newest)
    same = page.get_by_role("region", name="Same person", exact=True)
    same.locator(f'a[href="{middle}"] ~ button').click()  # "Not the same person" on the middle one
    expect(same.locator(f'a[href="{middle}"]')).to_have_count(0)
    # The oldest enquiry's page, seen a moment ago, no longer lists the one taken out.
    same.locator(f'a[href="{oldest}"]').click()
    expect(page).to_have_url(base + oldest)
    same = page.get_by_role("region", name="Same person", exact=True)
    expect(same.locator(f'a[href="{newest}"]')).to_have_count(1)
    expect(same.locator(f'a[href="{middle}"]')).to_have_count(0)
    assert _errors(page) == [], _errors(page)


def test_a_shared_phone_under_another_name_is_a_suggestion_staff_can_decline_in_arabic(staff, page: Page):
    base = staff.base_url
    last = "Shared" + _token()
    phone = "+97433" + "".join(random.choices(string.digits, k=6))
    _enquiry(base, "Fatima", last, f"fatima.{last.lower()}@example.com", phone, "127.0.0.50")
    _enquiry(base, "Omar", last, f"omar.{last.lower()}@example.com", phone, "127.0.0.50")
    sign_in(page, base, AGENT, "/admin/leads")
    _arabic(page)
    try:
        page.goto(f"{base}/admin/leads?q={last}")
        page.get_by_role("link", name=f"Omar {last}").click()
        panel = page.get_by_role("region", name="الشخص نفسه", exact=True)
        expect(panel).to_contain_text("لا يوجد عملاء محتملون آخرون")  # not joined on the phone alone
        suggested = page.get_by_role("region", name="هل هو الشخص نفسه؟")
        expect(suggested.get_by_role("link", name=f"Fatima {last}")).to_be_visible()
        expect(suggested).to_contain_text("رقم الهاتف نفسه")
        suggested.get_by_role("button", name=f"لا، شخص آخر: Fatima {last}").click()
        expect(suggested).to_have_count(0)
        timeline = page.get_by_role("region", name="السجل الزمني")
        expect(timeline.get_by_text("ليس الشخص نفسه (رُفض الاقتراح)")).to_be_visible()
    finally:
        _english(page)
    assert _errors(page) == [], _errors(page)
