"""Arabic typography as a visitor sees it on a phone: a conjunction never left alone at the end of a
line, Arabic hashtags on Arabic blog pages, reading time in natural Arabic."""

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
        w, a = word.bounding_box(), link.bounding_box()
        assert w and a
        middle = w["y"] + w["height"] / 2
        assert a["y"] <= middle <= a["y"] + a["height"], (w, a)
        # …and before it in reading order: to its left in English, to its right in Arabic.
        assert (w["x"] > a["x"]) if prefix else (w["x"] < a["x"]), (w, a)
        # Nothing runs off the side of the screen.
        assert page.evaluate("document.documentElement.scrollWidth") <= width
    finally:
        page.context.close()
