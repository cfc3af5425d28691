"""Phones (390 x 844): a bar with Call and WhatsApp that covers neither the chat button nor the
page's last lines, and the chat that still opens by itself after 3 s, as a compact card above the
bar that hides neither the hero's buttons nor a form the visitor is filling."""

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

BAR = {"en": ("Call or message us", "Call us", "WhatsApp"), "ar": ("اتصل بنا أو راسلنا", "اتصل بنا", "واتساب")}


def home(lang: str) -> str:
    return "/ar" if lang == "ar" else "/"


def intersects(a: dict, b: dict) -> bool:
    return a["x"] < b["x"] + b["width"] and b["x"] < a["x"] + a["width"] and \
        a["y"] < b["y"] + b["height"] and b["y"] < a["y"] + a["height"]


@pytest.fixture
def small(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 375, "height": 667}, is_mobile=True, has_touch=True)
    yield context.new_page()
    context.close()


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_call_bar_reaches_us_and_covers_neither_the_chat_button_nor_the_last_lines(server, phone, lang):
    phone.add_init_script("localStorage.setItem('chat.opened', '1')")
    phone.goto(server.base_url + home(lang))
    label, call, whatsapp = BAR[lang]
    bar = phone.get_by_role("complementary", name=label)
    expect(bar).to_be_visible()
    expect(bar.get_by_role("link", name=call)).to_have_attribute("href", "tel:+97444312200")
    wa = bar.get_by_role("link", name=whatsapp)
    assert (wa.get_attribute("href") or "").startswith("https://wa.me/97444312200?text=")
    bar_box = bar.bounding_box()
    assert bar_box and bar_box["y"] + bar_box["height"] == 844
    # The chat button stays on top and clickable; the bar's own buttons keep clear of it.
    button = phone.locator("button[aria-controls=chat-window]")
    chat_box = button.bounding_box()
    assert chat_box
    for link in bar.get_by_role("link").all():
        link_box = link.bounding_box()
        assert link_box and not intersects(link_box, chat_box), (link_box, chat_box)
    centre = (chat_box["x"] + chat_box["width"] / 2, chat_box["y"] + chat_box["height"] / 2)
    assert phone.evaluate("([x, y]) => !!document.elementFromPoint(x, y).closest('[aria-controls=chat-window]')",
                          list(centre))
    # At the very bottom of the page, the footer's last line sits above the bar.
    phone.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    phone.wait_for_timeout(300)
    last = phone.locator("footer p").last.bounding_box()
    bar_box = bar.bounding_box()
    assert last and bar_box and last["y"] + last["height"] <= bar_box["y"], (last, bar_box)


def test_the_call_bar_is_for_phones_only(server, page):
    page.goto(server.base_url + "/")
    expect(page.get_by_role("complementary", name="Call or message us")).to_be_hidden()


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_chat_opens_by_itself_as_a_compact_card_clear_of_the_hero_buttons(server, phone, lang):
    phone.goto(server.base_url + home(lang))
    card = phone.locator("#chat-window[data-compact]")
    expect(card).to_be_visible(timeout=10_000)
    expect(card).to_contain_text("Horizon Gate Immigration" if lang == "en" else "بوابة الأفق للهجرة", timeout=5_000)
    card_box = card.bounding_box()
    assert card_box
    for button in phone.locator("[data-chat-avoid] a").all():
        box = button.bounding_box()
        assert box and not intersects(card_box, box), (card_box, box)
    bar_box = phone.locator("aside.phone-bar").bounding_box()
    chat_button = phone.locator("button[aria-controls=chat-window]").bounding_box()
    assert bar_box and chat_button
    assert not intersects(card_box, bar_box) and not intersects(card_box, chat_button)
    # Its reply button opens the whole window, the same conversation, ready to type.
    card.get_by_role("button", name="Ask a question" if lang == "en" else "اطرح سؤالك").click()
    window = phone.get_by_role("dialog")
    expect(window.locator("#chat-input")).to_be_focused()
    expect(window.get_by_role("log")).to_contain_text("Horizon Gate" if lang == "en" else "بوابة الأفق")


def test_on_a_shorter_phone_the_card_waits_until_it_would_not_cover_the_hero_buttons(server, small):
    small.goto(server.base_url + "/")
    card = small.locator("#chat-window[data-compact]")
    expect(card).to_be_attached(timeout=10_000)
    small.wait_for_timeout(700)
    card_box = card.bounding_box()
    covered = any(intersects(card_box, b.bounding_box()) for b in small.locator("[data-chat-avoid] a").all())
    expect(card).to_be_hidden() if covered else expect(card).to_be_visible()
    small.mouse.wheel(0, 400)
    expect(card).to_be_visible()


def test_the_card_makes_way_for_a_form_the_visitor_is_filling(server, phone):
    phone.goto(server.base_url + "/contact")
    card = phone.locator("#chat-window[data-compact]")
    expect(card).to_be_visible(timeout=10_000)
    first = phone.get_by_label("First name")
    first.tap()
    first.type("Sara")
    expect(phone.locator("#chat-window")).to_be_hidden()
    expect(first).to_be_focused()
    expect(first).to_have_value("Sara")


def test_a_visitor_already_typing_in_the_form_at_3_s_is_not_interrupted(server, phone):
    phone.goto(server.base_url + "/ar/contact")
    first = phone.get_by_label("الاسم الأول")
    first.tap()
    first.type("سارة")
    phone.wait_for_timeout(4500)
    expect(phone.locator("#chat-window")).to_have_count(0)
    expect(first).to_be_focused()


@pytest.mark.parametrize("path", ["/contact", "/ar/contact"])
def test_the_footer_is_drawn_only_near_the_screen_and_the_end_key_still_reaches_the_end(server, phone, path):
    phone.goto(server.base_url + path)
    footer = phone.locator("footer")
    skipped = "el => !el.firstElementChild.checkVisibility({contentVisibilityAuto: true})"
    assert footer.evaluate(skipped)  # far below the first screen: not laid out (less work at load)
    phone.keyboard.press("End")
    name = "Privacy policy" if path == "/contact" else "سياسة الخصوصية"
    expect(footer.get_by_role("link", name=name, exact=True)).to_be_in_viewport()
    phone.wait_for_timeout(300)
    assert not footer.evaluate(skipped)
    assert phone.evaluate("Math.abs(scrollY + innerHeight - document.documentElement.scrollHeight) <= 1")
