"""Every public route in both languages: status, lang/dir, main heading, head tags, no-JS reading,
accessibility (axe-core from the npm package, injected from disk)."""

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect
from test_booking import COUNT_FORMATTERS

ROOT = Path(__file__).resolve().parent.parent
AXE = (ROOT / "frontend" / "node_modules" / "axe-core" / "axe.min.js").read_text()

# path -> (English h1, Arabic h1), from the demo content and the UI strings.
PAGES = {
    "/services": ("Our services", "خدماتنا"),
    "/services/migrate": ("Skilled migration", "هجرة الكفاءات"),
    "/services/study": ("Student visas", "تأشيرات الدراسة"),
    "/services/invest": ("Investment visas", "تأشيرات الاستثمار"),
    "/services/investment": ("Investment visas", "تأشيرات الاستثمار"),
    "/services/work": ("Work permits", "تصاريح العمل"),
    "/services/citizenship": ("Citizenship", "الجنسية"),
    "/services/travel": ("Visit & travel visas", "تأشيرات الزيارة والسفر"),
    "/services/family": ("Family sponsorship", "لمّ شمل الأسرة"),
    "/services/business-immigration": ("Business immigration", "هجرة رجال الأعمال"),
    "/countries": ("Destinations", "الوجهات"),
    "/countries/canada": ("Canada", "كندا"),
    "/countries/germany": ("Germany", "ألمانيا"),
    "/success-stories": ("Success stories", "قصص النجاح"),
    "/blog": ("Blog", "المدونة"),
    "/blog/express-entry-checklist-from-qatar": ("Your Express Entry checklist when you live in Qatar",
                                                 "قائمة التحقق للتقديم عبر نظام الدخول السريع وأنت مقيم في قطر"),
    "/about": ("About us", "من نحن"),
    "/faq": ("Frequently asked questions", "الأسئلة الشائعة"),
    "/privacy-policy": ("Privacy policy", "سياسة الخصوصية"),
    "/terms-of-service": ("Terms of service", "شروط الخدمة"),
    "/cookie-policy": ("Cookie policy", "سياسة ملفات تعريف الارتباط"),
    "/search?q=canada": ("Search", "البحث"),
}
CASES = [(p, "en", h[0]) for p, h in PAGES.items()] + [(p, "ar", h[1]) for p, h in PAGES.items()]


def url(base: str, path: str, lang: str) -> str:
    return base + (("/ar" if path == "/" else "/ar" + path) if lang == "ar" else path)


@pytest.mark.parametrize(("path", "lang", "heading"), CASES, ids=[f"{lang}:{p}" for p, lang, _ in CASES])
def test_every_route_answers_in_both_languages(server, page: Page, path, lang, heading):
    response = page.goto(url(server.base_url, path, lang))
    assert response is not None and response.status == 200
    assert response.headers["x-render-mode"] == "ssr"
    html = page.locator("html")
    expect(html).to_have_attribute("lang", lang)
    expect(html).to_have_attribute("dir", "rtl" if lang == "ar" else "ltr")
    expect(page.get_by_role("heading", level=1)).to_have_text(heading)
    page.wait_for_load_state("networkidle")
    assert page.errors == [], page.errors


DATED = {"/blog/express-entry-checklist-from-qatar": ("14 September 2026", "14 سبتمبر 2026"),
         "/blog": ("2 November 2026", "2 نوفمبر 2026"),
         "/privacy-policy": ("1 November 2026", "1 نوفمبر 2026")}


@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize("path", list(DATED))
def test_pages_write_their_dates_without_a_date_formatter(server, browser, path, lang):
    # The first Intl.DateTimeFormat costs a hydrating page tens of milliseconds in one task; a page's
    # dates are written by lib/dates.formatDate without one, the same on the server and in the browser.
    pg = browser.new_page()
    pg.add_init_script(COUNT_FORMATTERS)
    pg.goto(url(server.base_url, path, lang))
    expect(pg.locator("main time").first).to_have_text(DATED[path][lang == "ar"])
    pg.wait_for_load_state("networkidle")
    assert pg.evaluate("window.__formatters") == 0
    pg.close()


@pytest.mark.parametrize("path", ["/services/nope", "/countries/atlantis", "/blog/no-such-post", "/ar/blog/x"])
def test_unknown_slugs_are_404_with_the_not_found_page(server, page, path):
    response = page.goto(server.base_url + path)
    assert response is not None and response.status == 404
    expect(page.locator('meta[name="robots"]')).to_have_attribute("content", "noindex, follow")


def test_head_tags_and_json_ld_of_a_post(server, page):
    page.goto(server.base_url + "/ar/blog/student-visa-mistakes")
    base = server.base_url
    expect(page.locator('link[rel="canonical"]')).to_have_attribute("href", base + "/ar/blog/student-visa-mistakes")
    expect(page.locator('link[hreflang="en"]')).to_have_attribute("href", base + "/blog/student-visa-mistakes")
    expect(page.locator('link[hreflang="x-default"]')).to_have_attribute("href", base + "/blog/student-visa-mistakes")
    expect(page.locator('meta[property="og:locale"]')).to_have_attribute("content", "ar_QA")
    expect(page.locator('meta[property="og:locale:alternate"]')).to_have_attribute("content", "en_US")
    expect(page.locator('meta[name="theme-color"]')).to_have_attribute("content", "#0ea5e9")
    expect(page.locator('meta[name="twitter:card"]')).to_have_count(1)
    types = [json.loads(s)["@type"] for s in page.locator('script[type="application/ld+json"]').all_text_contents()]
    assert types == ["BreadcrumbList", "BlogPosting"]
    expect(page).to_have_title(re.compile("^خمسة أخطاء تؤدي إلى رفض تأشيرات الدراسة \\| بوابة الأفق للهجرة$"))


def test_home_json_ld_parses(server, page):
    page.goto(server.base_url + "/")
    types = {json.loads(s)["@type"] for s in page.locator('script[type="application/ld+json"]').all_text_contents()}
    assert types == {"Organization", "WebSite", "Service", "ProfessionalService"}


def test_the_sitemap_is_valid_xml_listing_pages_both_ways(server, page):
    response = page.request.get(server.base_url + "/sitemap.xml")
    assert response.ok
    body = response.text()
    assert body.startswith('<?xml version="1.0" encoding="UTF-8"?>')
    for path in ("/services/study", "/ar/services/study", "/countries/canada", "/ar/blog/family-reunification-guide"):
        assert f"<loc>{server.base_url}{path}</loc>" in body
    assert "robots.txt" not in body and page.request.get(server.base_url + "/robots.txt").ok


@pytest.mark.parametrize("path", ["/services", "/ar/countries/canada", "/ar/faq", "/blog/student-visa-mistakes"])
def test_pages_read_completely_with_javascript_off(server, browser, path):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    response = page.goto(server.base_url + path)
    assert response is not None and response.status == 200
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    assert len(page.locator("main").inner_text()) > 300
    if path.endswith("/faq"):  # native disclosure widgets open without JavaScript
        first = page.locator("details").first
        first.locator("summary").click()
        expect(first).to_have_attribute("open", "")
    context.close()


AXE_PAGES = ["/", "/ar", "/services", "/ar/services", "/services/study", "/ar/services/study", "/contact",
             "/ar/contact", "/blog/express-entry-checklist-from-qatar", "/ar/blog/express-entry-checklist-from-qatar"]


@pytest.mark.parametrize("chat", ["chat closed", "chat open"])
@pytest.mark.parametrize("path", AXE_PAGES)
def test_no_serious_or_critical_accessibility_violations(server, browser, path, chat):
    # axe is injected as an inline script, which the site's Content-Security-Policy rightly refuses:
    # this context alone lets the test tool in (test_security_policy.py checks the policy itself).
    context = browser.new_context(viewport={"width": 1280, "height": 900}, bypass_csp=True)
    context.add_init_script("localStorage.setItem('chat.opened', '1')")
    page = context.new_page()
    page.goto(server.base_url + path)
    page.wait_for_load_state("networkidle")
    if chat == "chat open":
        page.locator("button[aria-controls=chat-window]").click()
        expect(page.get_by_role("dialog").get_by_role("listitem")).to_have_count(1, timeout=5_000)  # welcomed
    page.add_script_tag(content=AXE)
    result = page.evaluate("async () => await axe.run(document, {resultTypes: ['violations']})")
    bad = [(v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3]) for v in result["violations"]
           if v["impact"] in ("serious", "critical")]
    context.close()
    assert bad == [], bad


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_chat_button_comes_right_after_the_header_in_the_tab_order(server, browser, lang):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script("localStorage.setItem('chat.opened', '1')")
    page = context.new_page()
    page.goto(server.base_url + ("/ar/contact" if lang == "ar" else "/contact"))
    page.wait_for_load_state("networkidle")
    # Tab from the top: the skip link, the header's stops, then the chat button, before anything of the page.
    stops = []
    for _ in range(20):
        page.keyboard.press("Tab")
        stops.append(page.evaluate("() => { const e = document.activeElement;"
                                   " return e.closest('main') ? 'main' : e.closest('header') ? 'header'"
                                   " : e.getAttribute('aria-controls') || e.textContent.trim(); }"))
        if stops[-1] in ("main", "chat-window"):
            break
    assert stops[-1] == "chat-window" and stops[-2] == "header", stops
    # Fixed in its corner on screen all the same.
    box = page.locator("button[aria-controls=chat-window]").bounding_box()
    assert box and box["y"] > 900 - 100 and ((box["x"] < 640) == (lang == "ar"))
    context.close()


@pytest.mark.parametrize(("lang", "label", "verify"), [
    ("en", "Registration: RCIC R706215", "Verify on the public register"),
    ("ar", "رقم التسجيل: RCIC R706215", "تحقّق عبر السجل الرسمي"),
])
def test_about_shows_each_consultants_registration_with_a_link_to_verify_it(server, page: Page, lang, label, verify):
    page.goto(url(server.base_url, "/about", lang))
    team = page.locator("li", has_text=label)
    expect(team).to_have_count(1)
    link = team.get_by_role("link", name=verify)
    assert link.get_attribute("href") == "https://college-ic.ca/protecting-the-public/find-an-immigration-consultant"
    assert link.get_attribute("rel") == "noopener noreferrer"
    # Every team member carries one, each with its own register.
    registers = page.eval_on_selector_all(
        "main a[href^='https://'][target='_blank']", "els => els.map(e => new URL(e.href).host)")
    assert {"college-ic.ca", "www.gov.uk", "portal.mara.gov.au"} <= set(registers)
