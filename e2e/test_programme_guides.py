"""A programme guide in a real browser: both languages, the checklist remembered across a reload, the
print button, the guide reached from its country's page, and the page without JavaScript."""

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

AXE = (Path(__file__).resolve().parent.parent / "frontend" / "node_modules" / "axe-core" / "axe.min.js").read_text()
GUIDE = "/countries/canada/express-entry"
KEY = "programme-checklist:canada/express-entry"


def _ready(page: Page) -> None:
    page.wait_for_function("() => !!document.querySelector('#root')?.children.length")
    page.wait_for_load_state("networkidle")


@pytest.mark.parametrize(("prefix", "lang", "direction", "title", "document", "checklist"), [
    ("", "en", "ltr", "Express Entry", "Valid passport", "Document checklist"),
    ("/ar", "ar", "rtl", "الدخول السريع", "جواز سفر ساري المفعول", "قائمة المستندات"),
])
def test_a_ticked_document_stays_ticked_after_a_reload(server, page, prefix, lang, direction, title, document,
                                                       checklist):
    response = page.goto(server.base_url + prefix + GUIDE)
    assert response is not None and response.status == 200
    expect(page.locator("html")).to_have_attribute("dir", direction)
    expect(page.get_by_role("heading", level=1)).to_have_text(title)
    _ready(page)
    box = page.get_by_role("region", name=checklist).get_by_role("checkbox", name=document)
    expect(box).not_to_be_checked()
    box.check()
    page.wait_for_function(f"() => (localStorage.getItem('{KEY}') || '').includes('passport')")
    page.reload()
    _ready(page)
    expect(page.get_by_role("region", name=checklist).get_by_role("checkbox", name=document)).to_be_checked()
    assert page.errors == [], page.errors


def test_the_print_button_prints_the_checklist(server, page):
    page.goto(server.base_url + GUIDE)
    _ready(page)
    page.evaluate("""() => { window.printed = [];
        window.print = () => window.printed.push(document.documentElement.className); }""")
    page.get_by_role("button", name="Print the checklist").click()
    assert "print-checklist" in page.evaluate("() => window.printed[0]")
    page.emulate_media(media="print")
    page.evaluate("() => document.documentElement.classList.add('print-checklist')")
    expect(page.get_by_role("heading", name="Document checklist")).to_be_visible()
    # It starts at the top of the first page: nothing hidden above it keeps its space.
    box = page.get_by_role("heading", name="Document checklist").bounding_box()
    assert box is not None and box["y"] < 50
    expect(page.get_by_role("heading", name="Steps")).to_be_hidden()
    expect(page.get_by_role("button", name="Print the checklist")).to_be_hidden()


def test_the_guide_is_linked_from_its_country_and_its_services(server, page):
    page.goto(server.base_url + "/ar/countries/canada")
    guides = page.get_by_role("region", name="أدلة البرامج")
    guides.get_by_role("link", name="الدخول السريع").click()
    expect(page).to_have_url(server.base_url + "/ar" + GUIDE)
    expect(page.get_by_role("heading", level=1)).to_have_text("الدخول السريع")
    page.goto(server.base_url + "/services/migrate")
    link = page.get_by_role("region", name="Programme guides").get_by_role("link", name="Express Entry (Canada)")
    expect(link).to_have_attribute("href", GUIDE)


@pytest.mark.parametrize(("prefix", "heading", "notice", "memory", "fee", "check"), [
    ("", "Official fees and processing time", "confirm them with us before you apply", "kept in this browser",
     "CAD 990 (unconfirmed)", "by Demo content team against"),
    ("/ar", "الرسوم الرسمية ومدة المعالجة", "فتأكّد منها معنا", "تُحفظ علاماتك",
     "990 دولارًا كنديًا (غير مؤكَّد)", "تحقّق منها Demo content team في"),
])
def test_the_guide_reads_without_javascript(server, browser, prefix, heading, notice, memory, fee, check):
    context = browser.new_context(viewport={"width": 320, "height": 800}, java_script_enabled=False)
    page = context.new_page()
    page.goto(server.base_url + prefix + GUIDE)
    expect(page.get_by_role("heading", name=heading)).to_be_visible()
    expect(page.get_by_text(notice)).to_be_visible()
    # The figures are the firm's facts, in the page's language, each group with when it was checked.
    figures = page.get_by_role("region", name=heading)
    expect(figures.get_by_role("table")).to_contain_text(fee)
    expect(figures.get_by_text(check).first).to_be_visible()
    expect(page.get_by_role("checkbox")).to_have_count(9)
    # Nothing is remembered without JavaScript, and the page does not say it is.
    expect(page.get_by_text(memory)).to_be_hidden()
    # The print button needs JavaScript: it is hidden, not a button that does nothing.
    expect(page.locator("button", has_text="Print").or_(page.locator("button", has_text="اطبع"))).to_be_hidden()
    # Nothing is wider than a 320 px screen.
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 320
    context.close()


@pytest.mark.parametrize("path", [GUIDE, "/ar" + GUIDE, "/ar/countries/canada"])
def test_no_serious_or_critical_accessibility_violations(server, browser, path):
    # As in test_public_pages.py: this context alone lets the inline axe script past the site's policy.
    context = browser.new_context(viewport={"width": 390, "height": 844}, bypass_csp=True)
    page = context.new_page()
    page.goto(server.base_url + path)
    page.wait_for_load_state("networkidle")
    if path.endswith(GUIDE):
        page.get_by_role("checkbox").first.check()  # a ticked box is checked too
    page.add_script_tag(content=AXE)
    result = page.evaluate("async () => await axe.run(document, {resultTypes: ['violations']})")
    bad = [(v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3]) for v in result["violations"]
           if v["impact"] in ("serious", "critical")]
    context.close()
    assert bad == [], bad
