"""The staff admin in a real browser: sign-in and lockout, working a lead that the contact form
created, editing a service's Arabic title and seeing it on the public site, what each role sees,
and that admin pages are noindex, never cached and carry none of the public site's scripts."""

import http.client
import json
import random
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


def _contact_lead(base: str) -> tuple[str, str]:
    """A contact-form submission as a visitor sends it (filled in longer than the form's minimum time)."""
    last = "Testlead" + "".join(random.choices(string.ascii_lowercase, k=6))
    body = {
        "first_name": "Layla", "last_name": last, "email": f"{last.lower()}@example.com", "phone": "+97455123456",
        "country": "canada", "service": "student-visas", "message": "أريد الدراسة في كندا", "consent": True,
        "language": "ar", "page_url": base + "/ar/contact", "elapsed_ms": 8000, "website": "",
    }
    # From its own loopback address (127.0.0.2): the form allows five messages per address in ten
    # minutes, and those of 127.0.0.1 belong to the contact form's own browser tests.
    host, port = urlsplit(base).hostname, urlsplit(base).port
    connection = http.client.HTTPConnection(host, port, timeout=10, source_address=("127.0.0.2", 0))
    connection.request("POST", "/api/contact", body=json.dumps(body), headers={"Content-Type": "application/json"})
    response = connection.getresponse()
    assert response.status == 201, response.read()
    connection.close()
    return "Layla", last


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
        expect(public.get_by_text(new_title).first).to_be_visible()
        assert public.get_by_text(original, exact=True).count() == 0
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
