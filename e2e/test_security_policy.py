"""The Content-Security-Policy, enforced (docs/architecture.md#security-headers), breaks nothing: the
public pages in both languages (carousel, deferred stylesheet, client navigation, the contact page's
slot picker), the page without JavaScript (its one inline style is allowed by hash), the chat, and the
staff admin after sign-in. Any violation the browser reports, by event or in the console, fails."""

import re
from collections.abc import Iterator

import pytest
from liveserver import Server
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Response, expect

# Collects what the browser reports; an init script runs before the page's own and is not subject
# to the page's policy.
LISTEN = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", (e) => {
  const where = `${e.sourceFile}:${e.lineNumber}`;
  window.__violations.push(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} at ${where}`);
}, true);
"""
STAFF = ("e2e-csp-admin@example.com", "Csp-e2e-pass-2026")
MAKE_ADMIN = f"""
from django.contrib.auth.models import Group, User
user, _ = User.objects.get_or_create(username={STAFF[0]!r}, defaults={{"email": {STAFF[0]!r}}})
user.is_staff = user.is_active = True
user.set_password({STAFF[1]!r})
user.save()
user.groups.set([Group.objects.get_or_create(name="admin")[0]])
"""


class Watched:
    """A page whose policy reports are kept: violation events and console lines about either policy."""

    def __init__(self, context: BrowserContext) -> None:
        context.add_init_script(LISTEN)
        self.page = context.new_page()
        self.console: list[str] = []
        self.page.on("console", self._console)

    def _console(self, message: ConsoleMessage) -> None:
        text = message.text
        if "Content Security Policy" in text or "Content-Security-Policy" in text or "Permissions-Policy" in text:
            self.console.append(text)

    def violations(self) -> list[str]:
        events = self.page.evaluate("window.__violations || []")
        return [*events, *self.console]

    def assert_clean(self) -> None:
        assert self.violations() == []


@pytest.fixture
def watched(browser: Browser) -> Iterator[Watched]:
    # Its own address for the chat's and the forms' per-address limits (the suite's server trusts one
    # proxy hop), so the other browser tests keep theirs.
    context = browser.new_context(viewport={"width": 1280, "height": 900},
                                  extra_http_headers={"X-Forwarded-For": "192.0.2.41"})
    yield Watched(context)
    context.close()


def assert_enforced(response: Response | None) -> None:
    assert response is not None
    headers = response.headers
    policy = headers.get("content-security-policy", "")
    assert "default-src 'none'" in policy and "frame-ancestors 'none'" in policy
    assert "unsafe-inline" not in policy and "unsafe-eval" not in policy
    assert "content-security-policy-report-only" not in headers


@pytest.mark.parametrize("home", ["/", "/ar"])
def test_public_pages_run_under_the_policy(server: Server, watched: Watched, home: str) -> None:
    page = watched.page
    assert_enforced(page.goto(server.base_url + home))
    # The carousel's script and styles load as it nears the viewport; the deferred stylesheet after load.
    carousel = page.get_by_test_id("services-carousel")
    page.evaluate("document.querySelector('[data-testid=services-carousel]').scrollIntoView({block: 'center'})")
    expect(carousel).to_have_class(re.compile("swiper-initialized"))
    expect(page.locator("link[rel=stylesheet][href*=carousel]")).to_have_count(1)
    page.mouse.wheel(0, 20_000)
    page.wait_for_timeout(300)
    # Client navigation to the contact page: its chunk, its data, the meeting types and free times.
    prefix = "/ar" if home == "/ar" else ""
    page.locator(f"a[href='{prefix}/contact']").first.click()
    expect(page).to_have_url(server.base_url + f"{prefix}/contact")
    expect(page.locator("form").first).to_be_visible()
    page.wait_for_load_state("networkidle")
    watched.assert_clean()


def test_without_javascript_the_inline_style_applies(server: Server, browser: Browser) -> None:
    context = browser.new_context(java_script_enabled=False, viewport={"width": 390, "height": 844})
    page = context.new_page()
    reports: list[str] = []
    page.on("console", lambda m: reports.append(m.text) if "Content Security Policy" in m.text else None)
    try:
        assert_enforced(page.goto(server.base_url + "/ar/contact"))
        # `.js-only{display:none}` inside <noscript>, allowed by its hash: the script-only parts are hidden.
        js_only = page.locator(".js-only")
        assert js_only.count() > 0
        for i in range(js_only.count()):
            expect(js_only.nth(i)).to_be_hidden()
        assert reports == []
    finally:
        context.close()


def test_the_chat_runs_under_the_policy(server: Server, watched: Watched) -> None:
    page = watched.page
    assert_enforced(page.goto(server.base_url + "/"))
    page.locator("button[aria-controls=chat-window]").click()
    dialog = page.get_by_role("dialog")
    expect(dialog).to_be_visible()
    dialog.locator("#chat-input").fill("how long does a Canadian student visa take?")
    dialog.locator("#chat-input").press("Enter")
    # The study permit guide's own time (the question names the programme).
    answer = "Set by your country of residence in IRCC's processing-times tool"
    expect(dialog.locator("li", has_text=answer)).to_be_visible(timeout=10_000)
    watched.assert_clean()


def test_the_admin_runs_under_the_policy_after_sign_in(server: Server, watched: Watched) -> None:
    server.manage("shell", "-v", "0", "-c", MAKE_ADMIN)
    page, base = watched.page, server.base_url
    assert_enforced(page.goto(base + "/admin"))
    expect(page).to_have_url(re.compile(r"/admin/login"))
    page.get_by_label("E-mail").fill(STAFF[0])
    page.get_by_label("Password").fill(STAFF[1])
    page.get_by_role("button", name="Sign in").click()
    expect(page).to_have_url(base + "/admin")
    # The dashboard's charts, then pages with lists, forms and images, reached by the app's own links.
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    page.wait_for_load_state("networkidle")
    for path in ("/admin/leads", "/admin/agenda", "/admin/booking/settings", "/admin/cms/services", "/admin/cms/site"):
        page.goto(base + path)
        page.wait_for_load_state("networkidle")
    watched.assert_clean()
