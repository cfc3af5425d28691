"""The home page in a real browser, in both languages."""

import re

import pytest
from playwright.sync_api import Page, expect


def _hydrated(page: Page) -> None:
    # Once React has hydrated, the mobile menu button toggles; the attribute proves JS is live.
    page.wait_for_function("() => !!document.querySelector('#root')?.children.length")
    page.wait_for_load_state("networkidle")


@pytest.mark.parametrize(
    ("path", "lang", "direction", "heading"),
    [("/", "en", "ltr", "Your future abroad starts with the right advice"),
     ("/ar", "ar", "rtl", "مستقبلك في الخارج يبدأ بالاستشارة الصحيحة")],
)
def test_home_has_the_right_language_direction_and_heading(server, page, path, lang, direction, heading):
    response = page.goto(server.base_url + path)
    assert response is not None and response.status == 200
    html = page.locator("html")
    expect(html).to_have_attribute("lang", lang)
    expect(html).to_have_attribute("dir", direction)
    expect(page.get_by_role("heading", level=1)).to_have_text(heading)
    _hydrated(page)
    assert page.errors == [], page.errors  # no hydration mismatch or script error


def test_the_language_switcher_keeps_the_page_and_back_restores_the_language(server, page):
    page.goto(server.base_url + "/")
    _hydrated(page)
    page.get_by_role("link", name="Switch language: العربية").click()
    expect(page).to_have_url(server.base_url + "/ar")
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    expect(page.get_by_role("heading", level=1)).to_have_text("مستقبلك في الخارج يبدأ بالاستشارة الصحيحة")
    page.go_back()
    expect(page).to_have_url(server.base_url + "/")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("html")).to_have_attribute("dir", "ltr")
    assert page.errors == [], page.errors


def test_home_shows_services_and_three_testimonials_from_the_demo_content(server, page):
    page.goto(server.base_url + "/")
    carousel = page.get_by_test_id("services-carousel")
    slides = carousel.locator(".swiper-slide")
    expect(slides.first).to_be_visible()
    assert slides.count() == 6
    hrefs = [slides.nth(i).get_by_role("link").get_attribute("href") for i in range(6)]
    # Each card links the address the service's item gives (the investment service's is /services/invest).
    assert hrefs == ["/services/migrate", "/services/study", "/services/invest", "/services/work",
                     "/services/citizenship", "/services/travel"]
    expect(page.locator("figure blockquote")).to_have_count(3)


@pytest.mark.parametrize(("width", "per_view"), [(390, 1), (800, 2), (1280, 3)])
def test_the_carousel_shows_1_2_or_3_cards_and_its_bullets_move_it(server, browser, width, per_view):
    context = browser.new_context(viewport={"width": width, "height": 900})
    page = context.new_page()
    page.goto(server.base_url + "/ar")
    carousel = page.get_by_test_id("services-carousel")
    # Swiper starts when the carousel nears the viewport; before that the same slides are a static track.
    expect(carousel.locator(".swiper-slide")).to_have_count(6)
    page.evaluate("document.querySelector('[data-testid=services-carousel]').scrollIntoView({block: 'center'})")
    expect(carousel).to_have_class(re.compile("swiper-initialized"))
    expect(carousel).to_have_attribute("dir", "rtl")
    box = carousel.bounding_box()
    visible = [s for s in carousel.locator(".swiper-slide").all() if _inside(s.bounding_box(), box)]
    assert len(visible) == per_view
    bullets = carousel.locator(".swiper-pagination-bullet")
    assert bullets.count() == 6 - per_view + 1
    bullets.last.click()
    expect(bullets.last).to_have_class(re.compile("swiper-pagination-bullet-active"))
    # The brand's colour (app.css), not Swiper's default blue (its stylesheet sets that with no weight).
    assert bullets.last.evaluate("b => getComputedStyle(b).backgroundColor") == "rgb(2, 132, 199)"
    context.close()


def test_the_deferred_stylesheet_sets_nothing_on_the_root(server, page):
    # It arrives on every page after the load event; a rule on :root would make the browser restyle
    # every element then (frontend/vite-swiper-css.ts scopes Swiper's one such rule to the carousel).
    page.goto(server.base_url + "/faq")
    expect(page.locator('link[rel="stylesheet"][href*="carousel"]')).to_have_count(1)
    page.wait_for_load_state("networkidle")
    selectors = page.evaluate("""[...document.styleSheets].filter((s) => (s.href || "").includes("carousel"))
      .flatMap((s) => [...s.cssRules]).map((r) => r.selectorText || "")""")
    assert ".swiper" in selectors
    assert [s for s in selectors if ":root" in s] == []


def _inside(inner, outer) -> bool:
    return inner is not None and inner["x"] >= outer["x"] - 1 and inner["x"] + inner["width"] <= outer["x"] + outer[
        "width"] + 1


def test_unknown_pages_answer_404_with_the_not_found_page(server, page):
    response = page.goto(server.base_url + "/ar/no-such-page")
    assert response is not None and response.status == 404
    expect(page.get_by_role("heading", level=1)).to_have_text("لم نتمكن من العثور على هذه الصفحة")
    _hydrated(page)
    assert page.errors == [] or all("404" in e for e in page.errors), page.errors


def test_the_page_reads_with_javascript_off(server, browser):
    context = browser.new_context(java_script_enabled=False)
    pg = context.new_page()
    pg.goto(server.base_url + "/ar")
    expect(pg.get_by_role("heading", level=1)).to_have_text("مستقبلك في الخارج يبدأ بالاستشارة الصحيحة")
    expect(pg.locator("footer")).to_contain_text("جميع الحقوق محفوظة")
    context.close()


def test_mobile_menu_opens_and_closes_when_a_link_is_chosen(server, phone):
    phone.goto(server.base_url + "/")
    phone.wait_for_load_state("networkidle")
    toggle = phone.get_by_role("button", name="Open menu")
    toggle.click()
    menu = phone.locator("#mobile-menu")
    expect(menu).to_be_visible()
    menu.get_by_role("link", name="Home").click()
    expect(menu).to_be_hidden()
