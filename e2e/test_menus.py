"""Every section is reachable from the menus in both languages: the header's More menu, the phone
menu and the footer's Company column list destinations, success stories, the blog, the FAQ and the two
points calculators; the service links carry the titles the content gives them (a CMS rename shows in
every menu at once); Escape closes the phone menu; the footer's phone row sits like the e-mail row in Arabic."""

import pytest
from playwright.sync_api import Page, expect

MORE = {
    "en": [("Destinations", "/countries"), ("Success stories", "/success-stories"), ("Blog", "/blog"),
           ("FAQ", "/faq"), ("Express Entry calculator", "/tools/crs"),
           ("Australian points calculator", "/tools/australia-points")],
    "ar": [("الوجهات", "/ar/countries"), ("قصص النجاح", "/ar/success-stories"), ("المدونة", "/ar/blog"),
           ("الأسئلة الشائعة", "/ar/faq"), ("حاسبة نقاط الدخول السريع", "/ar/tools/crs"),
           ("حاسبة نقاط أستراليا", "/ar/tools/australia-points")],
}


def links(scope) -> list[tuple[str, str]]:
    return [(a.inner_text().strip(), a.get_attribute("href")) for a in scope.get_by_role("link").all()]


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_more_menu_and_the_footer_reach_every_section(server, page: Page, lang):
    page.goto(server.base_url + ("/ar/about" if lang == "ar" else "/about"))
    nav = page.get_by_role("navigation", name="Main navigation" if lang == "en" else "التنقل الرئيسي")
    more = nav.locator("details").nth(1)
    more.locator("summary").click()
    assert links(more) == MORE[lang]
    # Each one opens its page.
    more.get_by_role("link", name=MORE[lang][2][0]).click()
    expect(page).to_have_url(server.base_url + MORE[lang][2][1])
    company = page.get_by_role("navigation", name="Company" if lang == "en" else "الشركة")
    hrefs = [href for _, href in links(company)]
    prefix = "/ar" if lang == "ar" else ""
    assert hrefs == [f"{prefix}/about", *[h for _, h in MORE[lang]], f"{prefix}/contact", f"{prefix}/book"]
    company.get_by_role("link", name=MORE[lang][3][0]).click()
    expect(page.get_by_role("heading", level=1)).to_have_text(
        "Frequently asked questions" if lang == "en" else "الأسئلة الشائعة")


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_phone_menu_lists_every_section_and_escape_closes_it_back_to_its_button(server, phone, lang):
    phone.goto(server.base_url + ("/ar" if lang == "ar" else "/"))
    phone.wait_for_load_state("networkidle")
    toggle = phone.locator("button[aria-controls=mobile-menu]")
    toggle.click()
    menu = phone.locator("#mobile-menu")
    expect(menu).to_be_visible()
    for name, href in MORE[lang]:
        expect(menu.get_by_role("link", name=name, exact=True)).to_have_attribute("href", href)
    menu.get_by_role("link").nth(2).focus()
    phone.keyboard.press("Escape")
    expect(menu).to_be_hidden()
    expect(toggle).to_be_focused()
    expect(toggle).to_have_attribute("aria-expanded", "false")


def test_a_service_renamed_in_the_cms_is_renamed_in_the_header_phone_menu_and_footer(server, page: Page):
    rename = (
        "from content.models import Service; s = Service.objects.get(slug='study'); "
        "s.title_en, s.title_ar = {!r}, {!r}; s.save()"
    )
    server.manage("shell", "-c", rename.format("Study permits and student visas", "تصاريح وتأشيرات الدراسة"))
    try:
        renamed = (("/contact", "Study permits and student visas"), ("/ar/contact", "تصاريح وتأشيرات الدراسة"))
        for path, title in renamed:
            page.goto(server.base_url + path)
            services = page.locator("header nav details").first
            services.locator("summary").click()
            href = "/ar/services/study" if path.startswith("/ar") else "/services/study"
            expect(services.get_by_role("link", name=title)).to_have_attribute("href", href)
            expect(page.locator("#mobile-menu").get_by_role("link", name=title, include_hidden=True)).to_have_count(1)
            expect(page.locator("footer").get_by_role("link", name=title)).to_have_attribute("href", href)
            # The investment service keeps its canonical address in the menus.
            invest = "/ar/services/invest" if path.startswith("/ar") else "/services/invest"
            expect(page.locator("footer").locator(f'a[href="{invest}"]')).to_have_count(1)
    finally:
        server.manage("shell", "-c", rename.format("Student visas", "تأشيرات الدراسة"))


def test_the_arabic_footer_puts_the_phone_icon_where_the_email_icon_is_and_keeps_the_number_ltr(server, page: Page):
    page.goto(server.base_url + "/ar")
    footer = page.locator("footer")
    phone_link = footer.locator('a[href^="tel:"]')
    mail_link = footer.locator('a[href^="mailto:"]')
    phone_icon, mail_icon = phone_link.locator("svg").bounding_box(), mail_link.locator("svg").bounding_box()
    assert phone_icon and mail_icon
    assert abs(phone_icon["x"] - mail_icon["x"]) < 1, (phone_icon, mail_icon)  # same side: the start (right)
    number = phone_link.locator("span")
    assert number.evaluate("el => getComputedStyle(el).direction") == "ltr"
    box = number.bounding_box()
    assert box and box["x"] + box["width"] <= phone_icon["x"]  # the number reads after the icon, leftwards
    expect(number).to_have_text("+974 4431 2200")
