"""The staff admin in a real browser: sign-in and lockout, working a lead that the contact form
created, editing a service's Arabic title and seeing it on the public site, what each role sees,
a new editor account, the outbox and "retry now", the audit log, changing a password, a chat lead's
transcript, the CSV export, the lead page's order on phones, and that admin pages are noindex,
never cached and carry none of the public site's scripts.

Shared-server care: the contact form and the chat each allow a few messages per address in ten
minutes, so every test that sends one does it from its own loopback address (127.0.0.x, sending no
X-Forwarded-For); a wrong password is typed only from a browser with its own X-Forwarded-For
address (the suite's server trusts one proxy hop, and axes reads the same address), so the lockout counters of
127.0.0.1, which every other test signs in from, stay at zero; accounts a test creates or changes
are its own, with random names, so the tests pass in any order and more than once per server."""

import csv
import http.client
import io
import itertools
import json
import random
import re
import string
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from liveserver import Server
from playwright.sync_api import Browser, Page, expect

ROOT = Path(__file__).resolve().parent.parent
ADMIN = ("e2e-admin@example.com", "Admin-e2e-pass-2026")
AGENT = ("e2e-agent@example.com", "Agent-e2e-pass-2026")
LOCKED = ("e2e-locked@example.com", "Locked-e2e-pass-2026")

MAKE_STAFF = """
from django.contrib.auth.models import Group, User
for email, password, role in {accounts!r}:
    user, _ = User.objects.get_or_create(username=email, defaults={{"email": email}})
    user.email, user.first_name, user.last_name = email, role.title(), "Tester"
    user.is_staff, user.is_active = True, True
    user.set_password(password)
    user.save()
    user.groups.set([Group.objects.get_or_create(name=role)[0]])
"""


@pytest.fixture(scope="module")
def staff(server: Server) -> Server:
    # The first admin the way `make run` makes it (ensure_admin with ADMIN_EMAIL / ADMIN_PASSWORD) ...
    Server(server.base_url, {**server.env, "ADMIN_EMAIL": ADMIN[0], "ADMIN_PASSWORD": ADMIN[1]}).manage("ensure_admin")
    # ... and an agent, plus an account for the lockout test.
    server.manage("shell", "-v", "0", "-c", MAKE_STAFF.format(accounts=[(*AGENT, "agent"), (*LOCKED, "agent")]))
    return server


def _errors(page: Page) -> list[str]:
    # A signed-out "who am I" answers 401 by design; the browser logs every 401 resource as an error.
    return [e for e in page.errors if "status of 401" not in e]  # type: ignore[attr-defined]


def sign_in(page: Page, base: str, account: tuple[str, str], path: str = "/admin") -> None:
    page.goto(base + path)
    expect(page).to_have_url(f"{base}/admin/login?next=" + path.replace("/", "%2F"))
    page.get_by_label("E-mail").fill(account[0])
    page.get_by_label("Password").fill(account[1])
    page.get_by_role("button", name="Sign in").click()
    expect(page).to_have_url(base + path)


def _token() -> str:
    return "".join(random.choices(string.ascii_lowercase, k=6))


def _post(base: str, path: str, body: dict, source: str) -> tuple[int, dict]:
    """A visitor's POST from the loopback address `source`: the contact form and the chat count their
    messages per address, and those of 127.0.0.1 belong to the contact and chat browser tests."""
    host, port = urlsplit(base).hostname, urlsplit(base).port
    connection = http.client.HTTPConnection(host, port, timeout=30, source_address=(source, 0))
    try:
        connection.request("POST", path, body=json.dumps(body), headers={"Content-Type": "application/json"})
        response = connection.getresponse()
        return response.status, json.loads(response.read() or b"{}")
    finally:
        connection.close()


def _contact_lead(base: str, source: str = "127.0.0.2", first: str = "Layla", last: str = "") -> tuple[str, str]:
    """A contact-form submission as a visitor sends it (filled in longer than the form's minimum time)."""
    last = last or "Testlead" + _token()
    body = {
        "first_name": first, "last_name": last, "email": f"lead-{_token()}{_token()}@example.com",
        # A phone number of its own: the chat tests look their lead up by its (fixed) number.
        "phone": "+97433" + "".join(random.choices(string.digits, k=6)),
        "country": "canada", "service": "study",
        "message": "أريد الدراسة في كندا", "consent": True, "language": "ar", "page_url": base + "/ar/contact",
        "elapsed_ms": 8000, "website": "",
    }
    if last.isascii():
        body["email"] = f"{last.lower()}@example.com"
    status, answer = _post(base, "/api/contact", body, source)
    assert status == 201, answer
    return first, last


def _open_lead(page: Page, base: str, query: str, name: str) -> int:
    """From the signed-in leads list: search, open the lead, and return its id."""
    page.goto(f"{base}/admin/leads?q={query}")
    page.get_by_role("link", name=name, exact=True).click()
    expect(page.get_by_role("heading", level=1)).to_have_text(name)
    return int(page.url.rsplit("/", 1)[-1])


def test_staff_find_the_contact_form_lead_and_change_its_status(staff, page):
    base = staff.base_url
    first, last = _contact_lead(base)
    sign_in(page, base, ADMIN, "/admin/leads")
    page.get_by_label("Search name, e-mail, phone or message").fill(last)
    page.get_by_label("Search name, e-mail, phone or message").press("Enter")
    expect(page).to_have_url(f"{base}/admin/leads?q={last}")
    page.get_by_role("link", name=f"{first} {last}").click()
    expect(page.get_by_role("heading", level=1)).to_have_text(f"{first} {last}")
    expect(page.get_by_text("أريد الدراسة في كندا")).to_be_visible()
    expect(page.get_by_label("Status")).to_have_value("new")

    page.get_by_label("Status").select_option(label="Contacted")
    page.get_by_role("button", name="Save changes").click()
    expect(page.get_by_role("status").filter(has_text="Saved.")).to_be_visible()
    expect(page.get_by_text("Status: New → Contacted")).to_be_visible()

    # It stuck: after a reload, and in the list filtered by the new status.
    page.reload()
    expect(page.get_by_label("Status")).to_have_value("contacted")
    page.goto(f"{base}/admin/leads?status=contacted&q={last}")
    expect(page.get_by_role("link", name=f"{first} {last}")).to_be_visible()
    # The CSV export link carries the same filters.
    href = page.get_by_role("link", name="Export CSV (filtered)").get_attribute("href")
    assert href == f"/api/admin/leads/export.csv?q={last}&status=contacted"
    assert _errors(page) == [], _errors(page)


def test_an_editor_changes_a_service_arabic_title_and_the_arabic_site_shows_it(staff, page):
    base = staff.base_url
    new_title = "تأشيرات الطلاب الدوليين"
    original = staff.manage("shell", "-v", "0", "-c", "from content.models import Service; "
                            "print(Service.objects.get(slug='study').title_ar)").strip().splitlines()[-1]
    try:
        sign_in(page, base, ADMIN, "/admin/cms")
        page.get_by_role("link", name="Services").click()
        page.get_by_role("link", name="Student visas", exact=True).click()
        arabic = page.get_by_label("Title (Arabic) *")
        expect(arabic).to_have_value(original)
        expect(arabic).to_have_attribute("dir", "rtl")
        expect(arabic).to_have_attribute("lang", "ar")
        arabic.fill(new_title)
        page.get_by_role("button", name="Save changes").click()
        expect(page.get_by_text("Saved. The website shows the change now.")).to_be_visible()

        public = page.context.new_page()
        public.goto(base + "/ar/services")
        main = public.get_by_role("main")
        expect(main.get_by_text(new_title).first).to_be_visible()
        assert main.get_by_text(original, exact=True).count() == 0
        # The menus read the title from the content too: the footer's link has the new name at once.
        expect(public.locator("footer").get_by_role("link", name=new_title)).to_have_attribute(
            "href", "/ar/services/study")
        public.close()
    finally:
        # Put the demo title back (through save(), so the page cache moves on too) for the other tests.
        staff.manage("shell", "-v", "0", "-c", "from content.models import Service; "
                     f"s = Service.objects.get(slug='study'); s.title_ar = {original!r}; s.save()")


def test_an_agent_sees_leads_but_not_the_cms(staff, page):
    base = staff.base_url
    sign_in(page, base, AGENT)
    nav = page.get_by_role("navigation", name="Admin")
    expect(nav.get_by_role("link", name="Leads")).to_be_visible()
    expect(nav.get_by_role("link", name="Content")).to_have_count(0)
    expect(nav.get_by_role("link", name="Users")).to_have_count(0)
    page.goto(base + "/admin/cms")
    expect(page.get_by_role("heading", name="Not available to your role")).to_be_visible()
    assert page.request.get(base + "/api/admin/content").status == 403


def test_five_wrong_passwords_lock_the_account_with_a_message(staff, browser: Browser):
    base = staff.base_url
    # Its own client address (the lockout counts per account and per address) so other tests can sign in.
    context = browser.new_context(extra_http_headers={"X-Forwarded-For": "8.8.4.4"})
    page = context.new_page()
    try:
        page.goto(base + "/admin/login")
        page.get_by_label("E-mail").fill(LOCKED[0])
        for attempt in range(5):
            page.get_by_label("Password").fill(f"wrong-password-{attempt}")
            page.get_by_role("button", name="Sign in").click()
            expect(page.get_by_role("alert")).to_contain_text(
                "incorrect" if attempt < 4 else "Try again in", timeout=10_000)
        # Now even the right password is refused, with how long to wait.
        page.get_by_label("Password").fill(LOCKED[1])
        page.get_by_role("button", name="Sign in").click()
        alert = page.get_by_role("alert")
        expect(alert).to_contain_text("Sign-in is locked")
        expect(alert).to_contain_text("Try again in 15 minutes.")
        expect(page).to_have_url(base + "/admin/login")
    finally:
        context.close()
        staff.manage("axes_reset")


def _manifest() -> dict:
    return json.loads((ROOT / "frontend/dist/client/.vite/manifest.json").read_text())


def test_admin_pages_are_noindex_uncached_and_carry_no_public_script(staff, page):
    base = staff.base_url
    manifest = _manifest()
    public_entry = manifest["src/app/entry-client.tsx"]
    admin_entry = manifest["src/admin/entry.tsx"]
    for path in ("/admin", "/admin/login", "/admin/leads/1", "/admin/cms/services"):
        response = page.goto(base + path)
        assert response is not None and response.status == 200
        assert response.headers["cache-control"] == "no-store"
        assert "noindex" in response.headers["x-robots-tag"]
        expect(page.locator('meta[name="robots"]')).to_have_attribute("content", "noindex, nofollow")
        html = response.text()
        assert public_entry["file"] not in html and "app-state" not in html
        for css in public_entry.get("css", []):
            assert css not in html
        assert admin_entry["file"] in html
    # And the other way round: a public page loads nothing of the admin.
    home = page.goto(base + "/")
    assert home is not None
    home_html = home.text()
    assert admin_entry["file"] not in home_html
    for css in admin_entry.get("css", []):
        assert css not in home_html
    page.wait_for_load_state("networkidle")
    loaded = page.evaluate("performance.getEntriesByType('resource').map(e => e.name)")
    assert not [url for url in loaded if admin_entry["file"] in url], loaded


@pytest.fixture
def narrow(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 320, "height": 700})
    pg = context.new_page()
    yield pg
    context.close()


def test_keyboard_sign_in_and_a_320px_screen_without_sideways_scrolling(staff, narrow):
    base = staff.base_url
    narrow.goto(base + "/admin/leads")
    expect(narrow).to_have_url(f"{base}/admin/login?next=%2Fadmin%2Fleads")
    # As a person would: the form is on screen before the first Tab (the address changes first).
    expect(narrow.get_by_label("E-mail")).to_be_visible()
    narrow.keyboard.press("Tab")
    expect(narrow.get_by_label("E-mail")).to_be_focused()
    narrow.keyboard.type(ADMIN[0])
    narrow.keyboard.press("Tab")
    narrow.keyboard.type(ADMIN[1])
    narrow.keyboard.press("Enter")
    expect(narrow).to_have_url(base + "/admin/leads")
    expect(narrow.get_by_role("heading", name="Leads")).to_be_visible()
    # The phone menu opens from the keyboard and its links are reachable.
    menu = narrow.get_by_role("button", name="Menu")
    menu.focus()
    narrow.keyboard.press("Enter")
    expect(menu).to_have_attribute("aria-expanded", "true")
    expect(narrow.get_by_role("navigation", name="Admin").get_by_role("link", name="Content")).to_be_visible()
    for path in ("/admin", "/admin/leads", "/admin/cms/services", "/admin/cms/services/1"):
        narrow.goto(base + path)
        narrow.wait_for_load_state("networkidle")
        width = narrow.evaluate("document.documentElement.scrollWidth")
        assert width <= 320, f"{path} is {width}px wide"


def _nav(page: Page):
    return page.get_by_role("navigation", name="Admin")


def test_an_admin_creates_an_editor_who_sees_the_cms_but_not_leads_or_users(staff, page, browser: Browser):
    base = staff.base_url
    email, password = f"e2e-editor-{_token()}@example.com", "Editor-e2e-pass-2026"
    sign_in(page, base, ADMIN, "/admin/users")
    page.get_by_role("button", name="Add a user").click()
    form = page.locator("form").filter(has=page.get_by_role("heading", name="New staff account"))
    form.get_by_label("Name", exact=True).fill("Edith Editor")
    form.get_by_label("E-mail").fill(email)
    form.get_by_label("Role").select_option("editor")
    form.get_by_label("First password").fill(password)
    form.get_by_role("button", name="Create account").click()
    expect(page.get_by_role("heading", name="New staff account")).to_have_count(0)
    card = page.get_by_role("listitem").filter(has_text=email)
    expect(card).to_contain_text("Edith Editor")
    expect(card).to_contain_text("editor")
    assert _errors(page) == [], _errors(page)

    # The editor, in a browser of their own: content and site settings, nothing of leads or staff.
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    editor = context.new_page()
    try:
        sign_in(editor, base, (email, password))
        nav = _nav(editor)
        expect(nav.get_by_role("link", name="Content")).to_be_visible()
        expect(nav.get_by_role("link", name="Site settings")).to_be_visible()
        for hidden in ("Leads", "Users", "Audit log", "E-mail outbox"):
            expect(nav.get_by_role("link", name=hidden)).to_have_count(0)
        nav.get_by_role("link", name="Content").click()
        expect(editor.get_by_role("heading", name="Content", level=1)).to_be_visible()
        expect(editor.get_by_role("link", name="Services")).to_be_visible()
        for path in ("/admin/leads", "/admin/users"):
            editor.goto(base + path)
            expect(editor.get_by_role("heading", name="Not available to your role")).to_be_visible()
        for api in ("/api/admin/leads", "/api/admin/users", "/api/admin/audit"):
            assert editor.request.get(base + api).status == 403, api
        assert editor.request.get(base + "/api/admin/content").status == 200
    finally:
        context.close()


def test_the_outbox_lists_the_contact_form_emails_and_retry_now_queues_a_failed_one(staff, page):
    base = staff.base_url
    first, last = _contact_lead(base, source="127.0.0.3")
    visitor = f"{last.lower()}@example.com"
    sign_in(page, base, ADMIN, "/admin/outbox")
    page.get_by_role("button", name="Waiting", exact=True).click()
    expect(page).to_have_url(f"{base}/admin/outbox?state=unsent")
    # No SMTP server and no mail worker here: both e-mails of the submission wait, newest first.
    acknowledgement = page.get_by_role("listitem").filter(has_text=f"To {visitor}")
    to_staff = page.get_by_role("listitem").filter(has_text=f"New lead: {first} {last}")
    expect(acknowledgement).to_contain_text("Acknowledgement (to the visitor)")
    expect(acknowledgement).to_contain_text("Waiting")
    expect(to_staff).to_contain_text("New lead (to staff)")
    expect(to_staff).to_contain_text("Waiting")

    # The visitor's e-mail gave up after its attempts (as when the mail server refused it for hours).
    staff.manage("shell", "-v", "0", "-c", "from mail.models import OutboxMessage; "
                 f"OutboxMessage.objects.filter(to={visitor!r}).update(status='failed', attempts=8, "
                 "last_error='SMTP server unreachable')")
    page.get_by_role("button", name="Failed", exact=True).click()
    failed = page.get_by_role("listitem").filter(has_text=f"To {visitor}")
    expect(failed).to_contain_text("SMTP server unreachable")
    expect(failed).to_contain_text("8 attempts")
    failed.get_by_role("button", name="Retry now").click()
    expect(page.get_by_role("status").filter(has_text="Queued to send now")).to_contain_text(f"to {visitor}")
    expect(failed).to_have_count(0)

    # Waiting again, due now, with a fresh count of attempts; and the retry is in the audit log.
    page.get_by_role("button", name="Waiting", exact=True).click()
    waiting = page.get_by_role("listitem").filter(has_text=f"To {visitor}")
    expect(waiting).to_contain_text("Waiting")
    expect(waiting).not_to_contain_text("attempts")
    items = page.request.get(f"{base}/api/admin/outbox?q={visitor}").json()["items"]
    assert [(m["status"], m["attempts"]) for m in items] == [("pending", 0)], items
    audit = page.request.get(f"{base}/api/admin/audit?action=retry").json()["items"]
    assert any(a["target_id"] in (items[0]["id"], str(items[0]["id"])) and a["actor_email"] == ADMIN[0]
               for a in audit), audit
    assert _errors(page) == [], _errors(page)


def test_the_audit_log_shows_a_lead_status_change_with_before_and_after(staff, page):
    base = staff.base_url
    first, last = _contact_lead(base, source="127.0.0.4")
    sign_in(page, base, ADMIN, "/admin/leads")
    lead_id = _open_lead(page, base, last, f"{first} {last}")
    page.get_by_label("Status").select_option(label="Contacted")
    page.get_by_role("button", name="Save changes").click()
    expect(page.get_by_role("status").filter(has_text="Saved.")).to_be_visible()
    # A note is its own entry of the timeline (and its own audit entry, action "note").
    timeline = page.get_by_role("region", name="Timeline")
    timeline.get_by_label("Add a note").fill("Called back, sending the checklist.")
    timeline.get_by_role("button", name="Add note").click()
    note = timeline.get_by_role("listitem").filter(has_text="Called back, sending the checklist.")
    expect(note).to_contain_text("Note")
    expect(note.get_by_role("button", name="Edit")).to_be_visible()  # its author may correct it for a while

    _nav(page).get_by_role("link", name="Audit log").click()
    expect(page.get_by_role("heading", name="Audit log")).to_be_visible()
    page.get_by_label("What").fill("lead")
    page.get_by_label("Action").select_option("update")
    page.get_by_role("button", name="Filter").click()
    expect(page).to_have_url(f"{base}/admin/audit?target_type=lead&action=update")
    entry = page.get_by_role("listitem").filter(has_text=re.compile(rf"lead #{lead_id}\b"))
    expect(entry).to_have_count(1)
    expect(entry).to_contain_text(ADMIN[0])
    expect(entry).to_contain_text(f"Changed status of lead {lead_id}")
    entry.get_by_text("Before and after").click()
    before, after = entry.locator("pre").nth(0), entry.locator("pre").nth(1)
    expect(before).to_contain_text('"status": "new"')
    expect(after).to_contain_text('"status": "contacted"')

    # The sign-in is recorded too.
    page.get_by_label("What").fill("")
    page.get_by_label("Action").select_option("login")
    page.get_by_label("Who (e-mail)").fill(ADMIN[0])
    page.get_by_role("button", name="Filter").click()
    expect(page.get_by_role("listitem").filter(has_text=f"{ADMIN[0]} signed in").first).to_be_visible()
    assert _errors(page) == [], _errors(page)


def test_a_staff_member_changes_their_password_and_signs_in_with_the_new_one(staff, browser: Browser):
    base = staff.base_url
    # A throwaway account, and a browser with its own address: the one wrong password below must not
    # count against 127.0.0.1, where the other tests sign in.
    email, old, new = f"e2e-password-{_token()}@example.com", "Old-e2e-pass-2026", "New-e2e-pass-2027"
    staff.manage("shell", "-v", "0", "-c", MAKE_STAFF.format(accounts=[(email, old, "agent")]))
    context = browser.new_context(viewport={"width": 1280, "height": 900},
                                  extra_http_headers={"X-Forwarded-For": "8.8.4.5"})
    page = context.new_page()
    page.errors = []  # type: ignore[attr-defined]
    page.on("console", lambda msg: page.errors.append(msg.text) if msg.type == "error" else None)  # type: ignore[attr-defined]
    try:
        sign_in(page, base, (email, old))
        page.get_by_role("link", name="Change password").click()
        expect(page.get_by_role("heading", name="Change password")).to_be_visible()
        page.get_by_label("Current password").fill(old)
        page.get_by_label("New password", exact=True).fill(new)
        page.get_by_label("New password again").fill(new + "x")
        page.get_by_role("button", name="Change password").click()
        expect(page.get_by_text("The two new passwords differ.")).to_be_visible()
        page.get_by_label("New password again").fill(new)
        page.get_by_role("button", name="Change password").click()
        expect(page.get_by_role("status").filter(has_text="Your password was changed")).to_be_visible()
        # Still signed in here.
        page.goto(base + "/admin/leads")
        expect(page.get_by_role("heading", name="Leads")).to_be_visible()

        page.get_by_role("button", name="Sign out").click()
        expect(page).to_have_url(base + "/admin/login")
        page.get_by_label("E-mail").fill(email)
        page.get_by_label("Password").fill(old)
        page.get_by_role("button", name="Sign in").click()
        expect(page.get_by_role("alert")).to_contain_text("incorrect")
        page.get_by_label("Password").fill(new)
        page.get_by_role("button", name="Sign in").click()
        expect(page).to_have_url(base + "/admin")
        expect(_nav(page).get_by_role("link", name="Leads")).to_be_visible()
        assert _errors(page) == [], _errors(page)
    finally:
        context.close()
        staff.manage("axes_reset_username", email)
        staff.manage("axes_reset_ip", "8.8.4.5")


def test_a_chat_lead_shows_its_transcript(staff, page):
    base = staff.base_url
    question = "how long does a Canadian student visa take?"
    status, chat = _post(base, "/api/chat/message", {"message": question, "language": "en"}, "127.0.0.5")
    assert status == 200, chat
    answer = chat["messages"][-1]["content"]
    last = "Chatlead" + _token().title()
    phone = "+974 77" + "".join(random.choices(string.digits, k=6))
    status, contact = _post(base, "/api/chat/contact", {"conversationId": chat["conversationId"],
                                                        "name": f"Omar {last}", "phone": phone, "language": "en"},
                            "127.0.0.5")
    assert status == 201 and contact["created"], contact

    sign_in(page, base, ADMIN, "/admin/leads")
    page.goto(f"{base}/admin/leads?source=chat&q={last}")
    row = page.get_by_role("row").filter(has_text=f"Omar {last}")
    expect(row).to_contain_text("Chat assistant")
    lead_id = _open_lead(page, base, last, f"Omar {last}")
    assert lead_id == contact["leadId"]
    # The chat is one entry of the timeline, folded; its anchor is where the CSV's link leads.
    transcript = page.locator("#transcript")
    transcript.get_by_text("Chat transcript (").click()
    messages = transcript.get_by_role("listitem")
    expect(messages.first).to_contain_text("Visitor")
    expect(messages.first).to_contain_text(question)
    expect(messages.nth(1)).to_contain_text("Assistant")
    expect(messages.nth(1)).to_contain_text(answer.split("\n")[0][:60])
    e164 = phone.replace(" ", "")
    expect(page.get_by_role("link", name=e164)).to_have_attribute("href", f"tel:{e164}")
    assert _errors(page) == [], _errors(page)


def test_a_consultant_works_a_lead_by_whatsapp_email_a_call_and_a_lost_reason(staff, page):
    base = staff.base_url
    first, last = _contact_lead(base, source="127.0.0.8")
    # WhatsApp's own site is not part of the test: its tab gets an empty page.
    page.context.route("https://wa.me/**", lambda route: route.fulfill(body="", content_type="text/html"))
    sign_in(page, base, ADMIN, "/admin/leads")
    _open_lead(page, base, last, f"{first} {last}")
    work = page.get_by_role("region", name="Work this lead")
    expect(work).to_contain_text("Not yet")
    timeline = page.get_by_role("region", name="Timeline")
    reply = page.get_by_role("region", name="Reply")

    # WhatsApp: a real link to wa.me with the greeting written in (the lead wrote in Arabic), logged on click.
    greeting = reply.get_by_role("link", name="Greeting")
    href = greeting.get_attribute("href") or ""
    assert href.startswith("https://wa.me/97433") and "text=" in href, href
    with page.expect_popup() as popup:
        greeting.click()
    popup.value.close()
    expect(timeline.get_by_role("listitem").filter(has_text="WhatsApp opened").first).to_contain_text("Greeting")
    expect(work).not_to_contain_text("Not yet")

    # An e-mail from a template, its subject edited, queued in the outbox and shown in the timeline.
    reply.get_by_label("Template").select_option(label="First reply")
    subject = reply.get_by_label("Subject")
    expect(subject).not_to_have_value("")
    subject.fill(f"Your enquiry, {last}")
    reply.get_by_role("button", name="Send e-mail").click()
    expect(reply.get_by_role("status").filter(has_text="Queued in the outbox.")).to_be_visible()
    sent = timeline.get_by_role("listitem").filter(has_text=f"Your enquiry, {last}")
    expect(sent).to_contain_text("E-mail")
    sent.get_by_text("Show the e-mail").click()
    expect(sent.locator("details p")).to_contain_text(first)

    # A call that did not reach them, then the lead is lost: not without saying why.
    reply.get_by_label("No answer (not a reply yet)").check()
    reply.get_by_label("How did the call go?").fill("No answer, will try tomorrow.")
    reply.get_by_role("button", name="Log the call").click()
    expect(timeline.get_by_role("listitem").filter(has_text="No answer, will try tomorrow.")).to_contain_text("Call")
    work.get_by_label("Status").select_option(label="Lost")
    work.get_by_role("button", name="Save changes").click()
    expect(work.get_by_text("Say why the lead was lost.")).to_be_visible()
    work.get_by_label("Why was it lost?").select_option(index=1)
    work.get_by_role("button", name="Save changes").click()
    expect(work.get_by_role("status").filter(has_text="Saved.")).to_be_visible()
    expect(timeline.get_by_text("Status: New → Lost")).to_be_visible()
    assert _errors(page) == [], _errors(page)


def test_the_csv_export_downloads_utf8_with_bom_and_the_arabic_name(staff, page):
    base = staff.base_url
    # An Arabic name of its own, so the search finds this lead only.
    first, last = "ليلى", "الكواري" + "".join(random.choices("ابتثجحخدذرزسشصضطظعغفقكلمنهوي", k=4))
    _contact_lead(base, source="127.0.0.6", first=first, last=last)
    sign_in(page, base, ADMIN, "/admin/leads")
    page.goto(f"{base}/admin/leads?q={last}")
    expect(page.get_by_role("link", name=f"{first} {last}")).to_be_visible()
    with page.expect_download() as download_info:
        page.get_by_role("link", name="Export CSV (filtered)").click()
    download = download_info.value
    assert download.suggested_filename.endswith(".csv"), download.suggested_filename
    data = Path(download.path()).read_bytes()
    assert data.startswith(b"\xef\xbb\xbf"), data[:20]
    rows = list(csv.DictReader(io.StringIO(data.decode("utf-8-sig"))))
    assert [(r["first_name"], r["last_name"], r["message"]) for r in rows] == [
        (first, last, "أريد الدراسة في كندا")], rows
    assert rows[0]["service"] == "Student visas" and rows[0]["country"] == "Canada", rows[0]


def test_the_lead_page_starts_with_the_work_panel_on_phones_and_has_it_beside_the_details_when_wide(
        staff, browser: Browser):
    base = staff.base_url
    first, last = _contact_lead(base, source="127.0.0.7")
    context = browser.new_context(viewport={"width": 320, "height": 700})
    page = context.new_page()
    try:
        sign_in(page, base, ADMIN, "/admin/leads")
        lead_id = _open_lead(page, base, last, f"{first} {last}")
        work = page.get_by_role("region", name="Work this lead")
        for width in (320, 390):
            page.set_viewport_size({"width": width, "height": 800})
            # First on the screen, with its save button in the first screenful ...
            boxes = [page.get_by_role("heading", name=name, exact=True).bounding_box() for name in
                     ("Work this lead", "Reply", "Tasks", "Details", "Timeline")]
            assert all(a["y"] < b["y"] for a, b in itertools.pairwise(boxes)), (width, boxes)  # type: ignore[index]
            expect(work.get_by_role("button", name="Save changes")).to_be_in_viewport()
            assert page.evaluate("document.documentElement.scrollWidth") <= width
        # ... and first for the keyboard and screen readers too (the page's order is the phone's order).
        assert page.locator("main h2").all_inner_texts()[:5] == ["Work this lead", "Reply", "Tasks", "Details",
                                                                 "Timeline"]
        page.get_by_label("Status").focus()
        page.keyboard.press("Shift+Tab")
        expect(page.get_by_role("link", name="← Leads")).to_be_focused()
        page.get_by_label("Status").select_option(label="Contacted")
        work.get_by_role("button", name="Save changes").click()
        expect(page.get_by_role("status").filter(has_text="Saved.")).to_be_visible()
        assert staff.manage("shell", "-v", "0", "-c", "from leads.models import Lead; "
                            f"print(Lead.objects.get(pk={lead_id}).status)").strip().endswith("contacted")

        # Wide: the work, reply and tasks panels are the right-hand column, level with the top of the details;
        # the same person's other leads and erasing sit under them.
        page.set_viewport_size({"width": 1280, "height": 900})
        panel = work.bounding_box()
        reply = page.get_by_role("region", name="Reply").bounding_box()
        details = page.locator("section").filter(has=page.get_by_role("heading", name="Details")).bounding_box()
        same = page.get_by_role("region", name="Same person", exact=True).bounding_box()
        erase = page.locator("section").filter(has=page.get_by_role("heading", name="Erase on request")).bounding_box()
        assert panel and reply and details and same and erase
        assert panel["x"] > details["x"] + details["width"], (panel, details)
        assert abs(panel["y"] - details["y"]) < 1, (panel, details)
        assert abs(reply["x"] - panel["x"]) < 1 and reply["y"] > panel["y"] + panel["height"], (reply, panel)
        tasks = page.get_by_role("region", name="Tasks", exact=True).bounding_box()
        assert tasks and abs(tasks["x"] - panel["x"]) < 1 and tasks["y"] > reply["y"] + reply["height"], (tasks, reply)
        assert abs(same["x"] - panel["x"]) < 1 and same["y"] > tasks["y"] + tasks["height"], (same, tasks)
        assert same["y"] - (tasks["y"] + tasks["height"]) < 40, (same, tasks)  # no gap the details' height made
        assert abs(erase["x"] - panel["x"]) < 1 and erase["y"] > same["y"] + same["height"], (erase, same)
    finally:
        context.close()


def test_the_dashboard_is_as_tall_as_its_content(staff, page):
    # The chart's table for screen readers is hidden; it must not stretch the page below the last card.
    base = staff.base_url
    sign_in(page, base, ADMIN)
    expect(page.get_by_role("heading", name="New leads per day, last 30 days")).to_be_visible()
    page.wait_for_load_state("networkidle")
    main_bottom = "document.getElementById('main').getBoundingClientRect().bottom + scrollY"
    heights = page.evaluate(f"[document.documentElement.scrollHeight, Math.max(innerHeight, {main_bottom})]")
    assert heights[0] <= heights[1] + 1, heights


def test_on_a_phone_no_field_the_keyboard_reaches_hides_under_the_editor_save_bar(staff, browser: Browser):
    context = browser.new_context(viewport={"width": 390, "height": 844}, reduced_motion="reduce")
    page = context.new_page()
    sign_in(page, staff.base_url, ADMIN, "/admin/cms")
    page.get_by_role("link", name="Services").first.click()
    page.get_by_role("link", name="Student visas", exact=True).click()
    page.get_by_label("Title (English) *").focus()
    save = page.get_by_role("button", name="Save changes")
    hidden = []
    for _ in range(30):  # forwards: each field scrolls in at the bottom edge, where the bar is
        page.keyboard.press("Tab")
        hidden.append(save.evaluate("""(button) => {
            const bar = button.closest(".sticky").getBoundingClientRect(), el = document.activeElement;
            if (!el || el === document.body || button.closest(".sticky").contains(el)) return null;
            const r = el.getBoundingClientRect();
            const top = Math.max(r.top, 0), bottom = Math.min(r.bottom, innerHeight);  // on screen
            const shown = (bottom - top) - Math.max(0, Math.min(bottom, bar.bottom) - Math.max(top, bar.top));
            return shown > 0 ? null : `${el.getAttribute("name") || el.textContent.trim().slice(0, 30)} at ${r.top}`;
        }"""))
    assert [h for h in hidden if h] == []
    context.close()
