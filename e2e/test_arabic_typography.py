"""Arabic typography as a visitor sees it on a phone: a conjunction never left alone at the end of a
line, Arabic hashtags on Arabic blog pages, reading time in natural Arabic."""

import re

import pytest
from playwright.sync_api import Browser, Page, expect

PHONES = [320, 390]


def _phone(browser: Browser, width: int) -> Page:
    return browser.new_context(viewport={"width": width, "height": 844}, is_mobile=True, has_touch=True).new_page()


@pytest.mark.parametrize("width", PHONES)
@pytest.mark.parametrize(("prefix", "prompt", "conjunction", "whatsapp"), [
    pytest.param("", "Prefer to talk?", "or", "message us on WhatsApp", id="en"),
    pytest.param("/ar", "تفضّل الحديث معنا مباشرة؟", "أو", "راسلنا عبر واتساب", id="ar"),
])
def test_the_or_of_the_talk_band_stays_on_the_line_of_the_link_it_introduces(
        server, browser, width, prefix, prompt, conjunction, whatsapp):
    page = _phone(browser, width)
    try:
        page.goto(f"{server.base_url}{prefix}/contact")
        band = page.get_by_role("complementary", name=prompt)
        word = band.get_by_text(conjunction, exact=True)
        link = band.get_by_role("link", name=whatsapp)
        expect(link).to_be_visible()
        # The time picker above fills in once its meeting types load and moves the band down: measure
        # after that, and both boxes in one go.
        page.wait_for_load_state("networkidle")
        w, a = page.evaluate(
            "([w, a]) => [w, a].map((el) => { const r = el.getBoundingClientRect();"
            " return {x: r.x, y: r.y, width: r.width, height: r.height}; })",
            [word.element_handle(), link.element_handle()])
        middle = w["y"] + w["height"] / 2
        assert a["y"] <= middle <= a["y"] + a["height"], (w, a)
        # …and before it in reading order: to its left in English, to its right in Arabic.
        assert (w["x"] > a["x"]) if prefix else (w["x"] < a["x"]), (w, a)
        # Nothing runs off the side of the screen.
        assert page.evaluate("document.documentElement.scrollWidth") <= width
    finally:
        page.context.close()


def test_arabic_blog_pages_name_tags_in_arabic_and_link_them_by_slug_even_without_javascript(server, browser):
    page = browser.new_context(java_script_enabled=False).new_page()
    try:
        page.goto(server.base_url + "/ar/blog")
        tag_lists = page.get_by_role("list", name="الوسوم")
        expect(tag_lists.first).to_be_visible()
        names = [t.strip() for t in tag_lists.locator("a").all_inner_texts()]
        assert {"كندا", "الدخول السريع", "لمّ شمل الأسرة"} <= set(names), names
        assert not [n for n in names if "#" in n or re.search("[A-Za-z]", n)], names
        page.get_by_role("link", name="الدخول السريع").first.click()
        expect(page).to_have_url(server.base_url + "/ar/blog?tag=express-entry")
        # The list names its tag at the top, in Arabic; the slug stays in the address only.
        header = page.locator("header", has=page.get_by_role("heading", level=1))
        expect(header).to_contain_text("الدخول السريع")
        expect(header).not_to_contain_text("express-entry")
        expect(page.get_by_role("article").get_by_role("heading")).to_have_text(
            ["قائمة التحقق للدخول السريع إلى كندا وأنت مقيم في قطر"])
        page.goto(server.base_url + "/blog/express-entry-checklist-from-qatar")
        expect(page.get_by_role("list", name="Tags").get_by_role("link")).to_have_text(["Canada", "Express Entry"])
    finally:
        page.context.close()


def test_an_unknown_tag_is_a_not_found_page(server, page):
    assert page.goto(server.base_url + "/ar/blog?tag=cooking").status == 404


def test_an_arabic_post_gives_its_reading_time_in_natural_arabic(server, page):
    page.goto(server.base_url + "/ar/blog/student-visa-mistakes")
    line = page.locator("main p", has_text="للقراءة").first.inner_text()
    assert re.search(r"(دقيقة واحدة|دقيقتان|\d+ دقائق|\d+ دقيقة) للقراءة$", line), line
    assert "بالدقائق" not in line
