"""The public site's behaviour across pages, in a real browser: the language switcher on deep links,
keyboard menus, every page without JavaScript, the head tags both ways, the sitemap as XML, and the
home page's empty states when the API has nothing to show."""

import json
import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

sys.path.insert(0, str(Path(__file__).resolve().parent))
from liveserver import Server, running  # scripts/ is on the path: see conftest.py
from test_public_pages import PAGES, url

SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
XHTML = "{http://www.w3.org/1999/xhtml}"


def _hydrated(page: Page) -> None:
    page.wait_for_function("() => !!document.querySelector('#root')?.children.length")
    page.wait_for_load_state("networkidle")


def test_the_switcher_keeps_a_deep_path_and_its_query_and_history_restores_both_ways(server, page):
    page.goto(server.base_url + "/blog?tag=study")
    _hydrated(page)
    page.get_by_role("link", name="Switch language: العربية").click()
    expect(page).to_have_url(server.base_url + "/ar/blog?tag=study")
    html = page.locator("html")
    expect(html).to_have_attribute("lang", "ar")
    expect(html).to_have_attribute("dir", "rtl")
    expect(page.get_by_role("heading", level=1)).to_have_text("المدونة")
    # The Arabic strings arrived with the switch: no key or English label is left on the page.
    expect(page.get_by_role("link", name="تغيير اللغة: English")).to_be_visible()
    page.go_back()
    expect(page).to_have_url(server.base_url + "/blog?tag=study")
    expect(html).to_have_attribute("dir", "ltr")
    expect(page.get_by_role("heading", level=1)).to_have_text("Blog")
    page.go_forward()
    expect(html).to_have_attribute("lang", "ar")
    expect(html).to_have_attribute("dir", "rtl")
    expect(page).to_have_title(re.compile("^المدونة \\| "))
    assert page.errors == [], page.errors


def test_the_dropdowns_work_from_the_keyboard_with_visible_focus(server, page):
    page.goto(server.base_url + "/ar")
    _hydrated(page)
    services = page.locator("header nav summary", has_text="خدماتنا")
    services.focus()
    outline = services.evaluate("el => getComputedStyle(el).outlineStyle")
    assert outline != "none", "the focused menu button shows a focus ring"
    page.keyboard.press("Enter")
    menu = page.locator("header nav details").first
    expect(menu).to_have_attribute("open", "")
    links = menu.get_by_role("link")
    assert [links.nth(i).get_attribute("href") for i in range(links.count())] == [
        "/ar/services", "/ar/services/migrate", "/ar/services/study", "/ar/services/invest",
        "/ar/services/work", "/ar/services/travel", "/ar/services/citizenship"]
    page.keyboard.press("Tab")
    expect(links.first).to_be_focused()
    page.keyboard.press("Escape")
    expect(menu).not_to_have_attribute("open", "")
    expect(services).to_be_focused()


def test_the_skip_link_is_the_first_stop_and_moves_focus_to_the_content(server, page):
    page.goto(server.base_url + "/services")
    _hydrated(page)
    page.keyboard.press("Tab")
    skip = page.get_by_role("link", name="Skip to main content")
    expect(skip).to_be_focused()
    expect(skip).to_be_visible()
    page.keyboard.press("Enter")
    expect(page.locator("main")).to_be_focused()


# The focused element's box against what is fixed on top of the page: the sticky header and, on phones,
# the call bar. Only an element taller than the room between them may reach under them.
FOCUS_CLEAR = """() => {
    const el = document.activeElement;
    if (!el || el === document.body || el.closest("header, .phone-bar, [aria-controls=chat-window]")) return null;
    const r = el.getBoundingClientRect();
    const top = document.querySelector("header").getBoundingClientRect().bottom;
    const bar = document.querySelector(".phone-bar");
    const bottom = bar && bar.offsetParent !== null ? bar.getBoundingClientRect().top : innerHeight;
    if (r.height > bottom - top || (r.top >= top - 1 && r.bottom <= bottom + 1)) return null;
    return `${(el.textContent || el.getAttribute("name") || el.tagName).trim().slice(0, 40)} at ${Math.round(r.top)}`;
}"""


@pytest.mark.parametrize("path", ["/contact", "/ar/contact"])
@pytest.mark.parametrize("screen", ["page", "phone"])
def test_keyboard_focus_never_hides_under_the_header_or_the_call_bar(server, request, screen, path):
    tab = request.getfixturevalue(screen)
    tab.emulate_media(reduced_motion="reduce")  # no smooth scrolling: each step lands at once
    tab.add_init_script("localStorage.setItem('chat.opened', '1')")
    tab.goto(server.base_url + path)
    tab.locator("html[data-hydrated]").wait_for(state="attached")
    tab.locator("footer a").last.focus()
    hidden = []
    for _ in range(45):  # backwards from the end: each element scrolls in at the top edge
        tab.keyboard.press("Shift+Tab")
        hidden.append(tab.evaluate(FOCUS_CLEAR))
    tab.evaluate("window.scrollTo(0, 0)")  # at once (the Home key scrolls smoothly whatever the CSS says)
    for _ in range(30):  # forwards from the top: each one scrolls in at the bottom edge
        tab.keyboard.press("Tab")
        hidden.append(tab.evaluate(FOCUS_CLEAR))
    assert [h for h in hidden if h] == []


def test_the_mobile_menu_in_arabic_toggles_and_lists_every_entry(server, phone):
    phone.goto(server.base_url + "/ar/services/study")
    phone.wait_for_load_state("networkidle")
    toggle = phone.get_by_role("button", name="فتح القائمة")
    toggle.click()
    menu = phone.locator("#mobile-menu")
    expect(menu).to_be_visible()
    hrefs = [a.get_attribute("href") for a in menu.get_by_role("link").all()]
    assert hrefs == ["/ar", "/ar/about", "/ar/services", "/ar/services/migrate", "/ar/services/study",
                     "/ar/services/invest", "/ar/services/work", "/ar/services/travel",
                     "/ar/services/citizenship", "/ar/countries", "/ar/success-stories", "/ar/blog", "/ar/faq",
                     "/ar/tools/crs", "/ar/tools/australia-points", "/ar/contact"]
    expect(menu.locator('a[aria-current="page"]')).to_have_attribute("href", "/ar/services/study")
    phone.get_by_role("button", name="إغلاق القائمة").click()
    expect(menu).to_be_hidden()
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390


NO_JS = [(p, lang) for p in ["/", *PAGES, "/contact", "/book"] for lang in ("en", "ar")]


@pytest.fixture(scope="module")
def no_js(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(java_script_enabled=False, viewport={"width": 390, "height": 844})
    yield context.new_page()
    context.close()


@pytest.mark.parametrize(("path", "lang"), NO_JS, ids=[f"{lang}:{p}" for p, lang in NO_JS])
def test_every_page_reads_without_javascript_and_its_links_are_real(server, no_js, path, lang):
    response = no_js.goto(url(server.base_url, path, lang) if path != "/" else server.base_url + (
        "/ar" if lang == "ar" else "/"))
    assert response is not None and response.status == 200
    expect(no_js.get_by_role("heading", level=1)).to_be_visible()
    main = no_js.locator("main")
    assert len(main.inner_text()) > 150, main.inner_text()
    # Header, footer and page links are plain links in the page's language.
    prefix = "/ar" if lang == "ar" else ""
    expect(no_js.locator(f'footer a[href="{prefix}/book"]')).to_have_count(1)
    hrefs = no_js.eval_on_selector_all("main a[href^='/']", "els => els.map(e => e.getAttribute('href'))")
    if lang == "ar":
        assert all(h.startswith("/ar") for h in hrefs), hrefs
    assert no_js.evaluate("document.documentElement.scrollWidth") <= 390
    # On a phone the menu button needs JavaScript: a "Menu" link to the footer's site links replaces it.
    expect(no_js.get_by_role("button", name=re.compile("menu|القائمة", re.I))).to_be_hidden()
    menu = no_js.get_by_role("link", name="القائمة" if lang == "ar" else "Menu", exact=True)
    expect(menu).to_be_visible()
    assert menu.get_attribute("href") == "#site-links" and no_js.locator("#site-links").count() == 1
    # The chat needs JavaScript: its button is not offered where it could do nothing.
    expect(no_js.locator("button[aria-controls='chat-window']")).to_be_hidden()


def test_home_head_tags_point_both_ways_and_the_404_is_not_indexed(server, page):
    base = server.base_url
    for path, lang, locale, other in (("/", "en", "en_US", "ar_QA"), ("/ar", "ar", "ar_QA", "en_US")):
        page.goto(base + path)
        expect(page.locator('link[rel="canonical"]')).to_have_attribute("href", base + path)
        expect(page.locator('link[hreflang="en"]')).to_have_attribute("href", base + "/")
        expect(page.locator('link[hreflang="ar"]')).to_have_attribute("href", base + "/ar")
        expect(page.locator('link[hreflang="x-default"]')).to_have_attribute("href", base + "/")
        expect(page.locator('meta[property="og:locale"]')).to_have_attribute("content", locale)
        expect(page.locator('meta[property="og:locale:alternate"]')).to_have_attribute("content", other)
        expect(page.locator('meta[name="robots"]')).to_have_attribute("content", "index, follow")
        expect(page.locator('meta[name="theme-color"]')).to_have_attribute("content", "#0ea5e9")
        for name in ("twitter:card", "twitter:title", "twitter:description"):
            expect(page.locator(f'meta[name="{name}"]')).to_have_count(1)
        blocks = {b["@type"]: b for b in map(json.loads, page.locator(
            'script[type="application/ld+json"]').all_text_contents())}
        assert blocks["Organization"]["contactPoint"][0]["telephone"]
        assert len(blocks["Organization"]["sameAs"]) >= 6
        target = blocks["WebSite"]["potentialAction"]["target"]["urlTemplate"]
        assert target == base + ("/ar" if lang == "ar" else "") + "/search?q={search_term_string}"
        assert [c["name"] for c in blocks["Service"]["areaServed"]] == [
            "Canada", "Australia", "United Kingdom", "United States"]
        assert blocks["ProfessionalService"]["openingHoursSpecification"][0]["opens"]
        # The search action's target works.
        found = page.request.get(target.replace("{search_term_string}", "canada"))
        assert found.ok and ("Canada" in found.text() or "كندا" in found.text())
    response = page.goto(base + "/ar/nowhere")
    assert response is not None and response.status == 404
    expect(page.locator('meta[name="robots"]')).to_have_attribute("content", "noindex, follow")


def test_arabic_search_ignores_diacritics_and_letter_variants(server, page):
    # "الهجره" (taa marbuta written as haa, no hamza) finds pages about "الهجرة".
    page.goto(server.base_url + "/ar/search?q=" + "الهجره")
    expect(page.get_by_role("heading", level=1)).to_have_text("البحث")
    expect(page.locator("main li h2").first).to_be_visible()
    plain = page.locator("main li").count()
    page.goto(server.base_url + "/ar/search?q=" + "الهِجْرَة")
    assert page.locator("main li").count() == plain > 0


def test_the_sitemap_parses_and_every_entry_names_both_languages(server, page):
    response = page.request.get(server.base_url + "/sitemap.xml")
    assert response.ok and "xml" in response.headers["content-type"]
    root = ET.fromstring(response.body())  # noqa: S314 - our own server's sitemap
    entries = root.findall(f"{SITEMAP}url")
    locs = [e.findtext(f"{SITEMAP}loc") for e in entries]
    assert len(locs) == len(set(locs)) > 40
    for entry in entries:
        links = {link.get("hreflang"): link.get("href") for link in entry.findall(f"{XHTML}link")}
        assert set(links) == {"en", "ar", "x-default"}
        assert entry.findtext(f"{SITEMAP}loc") in (links["en"], links["ar"])
        assert links["ar"].startswith(server.base_url + "/ar") and links["x-default"] == links["en"]
    for path in ("/services/migrate", "/countries/germany", "/blog/student-visa-mistakes", "/faq",
                 "/privacy-policy", "/success-stories"):
        assert server.base_url + path in locs and server.base_url + "/ar" + path in locs
    robots = page.request.get(server.base_url + "/robots.txt").text()
    assert f"Sitemap: {server.base_url}/sitemap.xml" in robots


# The home page when the API has nothing to show ---------------------------------------------------

@pytest.fixture(scope="module")
def empty_server() -> Iterator[Server]:
    with running() as live:
        live.manage("shell", "-c", "from content.models import Service, Testimonial; "
                    "Service.objects.update(published=False); Testimonial.objects.update(published=False)")
        yield live


@pytest.mark.parametrize(("path", "services", "testimonials"), [
    ("/", "No services available", "No testimonials available at this time."),
    ("/ar", "لا توجد خدمات متاحة", "لا توجد آراء متاحة حالياً."),
])
def test_home_says_so_when_there_are_no_services_or_testimonials(empty_server, page, path, services, testimonials):
    response = page.goto(empty_server.base_url + path)
    assert response is not None and response.status == 200
    section = page.locator("section", has=page.locator("#services-title"))
    expect(section.locator("#services-title")).to_be_visible()
    expect(section).to_contain_text(services)
    expect(page.get_by_test_id("services-carousel")).to_have_count(0)
    reviews = page.locator("section", has=page.locator("#testimonials-title"))
    expect(reviews).to_contain_text(testimonials)
    expect(reviews.locator("figure")).to_have_count(0)
    _hydrated(page)
    expect(section).to_contain_text(services)  # the browser agrees with the server: no mismatch
    assert page.errors == [], page.errors


def test_home_shows_the_empty_text_when_the_api_call_fails_in_the_browser(server, page):
    # Client-side navigation to home with the testimonials call failing: the failure reads as empty.
    page.goto(server.base_url + "/about")
    _hydrated(page)
    page.route("**/api/testimonials/featured", lambda route: route.fulfill(status=500, body="boom"))
    page.get_by_role("link", name="Home").first.click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Your future abroad starts with the right advice")
    expect(page.locator("section", has=page.locator("#testimonials-title"))).to_contain_text(
        "No testimonials available at this time.")


def test_services_come_with_every_page_and_the_four_pages_about_2_s_after_load(server, page):
    seen: list[str] = []
    page.on("request", lambda r: seen.append(r.url.replace(server.base_url, "")))
    page.goto(server.base_url + "/ar/faq")  # a page whose own data has no services in it
    page.wait_for_load_state("load")
    page.wait_for_timeout(800)
    # Services data is there from the start: the server embeds it in every page (the menus name them).
    state = json.loads(page.locator("#app-state").text_content() or "{}")
    assert {s["slug"] for s in state["data"]["/api/services"]} >= {"study", "investment", "family"}
    assert "/api/services" not in seen
    assert not any(u.startswith(("/api/blog", "/api/offices", "/api/team")) for u in seen), seen
    # About 2 s after load: the about, services, blog and contact pages (their data and code).
    # The prefetch links go in a few per task, so wait for each one's own request, not for a moment.
    expected = ["/api/pages/about", "/api/team", "/api/blog", "/api/offices", "AboutPage", "ContactPage"]
    page.wait_for_function(
        "names => names.every(n => performance.getEntriesByType('resource').some(e => e.name.includes(n)))",
        arg=expected, timeout=10000)
    for name in expected:
        assert any(name in u for u in seen), (name, seen)
