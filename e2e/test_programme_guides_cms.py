"""Programme guides in the staff CMS, in a real browser: a guide nobody has signed off is flagged in the list
and on its screen; its fees are edited in English and Arabic and the guide's page shows them; a guide is
signed off by name with "Mark reviewed" (refused while its figures are still to confirm, or while a fact it
names is unconfirmed, until an editor confirms it in Facts), and its page then
names the reviewer instead of saying the figures are unchecked, in both languages."""

import pytest
from liveserver import Server
from playwright.sync_api import Page, expect
from test_admin import MAKE_STAFF, sign_in

EDITOR = ("e2e-guides-editor@example.com", "Guides-e2e-pass-2026")
# Signed off here; no other browser test reads this guide.
BLUE_CARD = "/countries/germany/eu-blue-card"
# The one fact the Blue Card guide names that the demo leaves unconfirmed.
OPEN_FACT = "germany.eu-blue-card.processing-time"


@pytest.fixture(scope="module")
def editor(server: Server) -> Server:
    server.manage("shell", "-v", "0", "-c", MAKE_STAFF.format(accounts=[(*EDITOR, "editor")]))
    return server


def test_an_unreviewed_guide_is_flagged_and_its_fees_are_edited_in_both_languages(editor, page: Page):
    base = editor.base_url
    sign_in(page, base, EDITOR, "/admin/cms/programmes")
    row = page.get_by_role("row").filter(has=page.get_by_role("link", name="Express Entry", exact=True))
    expect(row.get_by_text("Review due")).to_be_visible()
    row.get_by_role("link", name="Express Entry", exact=True).click()
    expect(page.get_by_role("status").filter(has_text="Never reviewed")).to_be_visible()

    fees = page.get_by_role("group", name="Official fees")
    fees.get_by_role("button", name="Add official fees item").click()
    fees.get_by_label("Fee (English) *").last.fill("Open work permit for a spouse")
    fees.get_by_label("Fee (Arabic)").last.fill("تصريح عمل مفتوح للزوج")
    fees.get_by_label("Amount *").last.fill("CAD 100")
    page.get_by_role("button", name="Save changes").click()
    expect(page.get_by_text("Saved. The website shows the change now.")).to_be_visible()

    page.goto(base + "/ar/countries/canada/express-entry")
    fee = page.get_by_role("row", name="تصريح عمل مفتوح للزوج")
    expect(fee).to_contain_text("CAD 100")


def test_a_guide_is_signed_off_by_name_and_its_page_says_so_in_both_languages(editor, page: Page):
    base = editor.base_url
    page.goto(base + BLUE_CARD)
    expect(page.get_by_role("note")).to_have_text(
        "Some of these figures have not yet been checked against the official source: "
        "confirm them with us before you apply.")
    expect(page.get_by_text("Last reviewed")).to_have_count(0)

    sign_in(page, base, EDITOR, "/admin/cms/programmes")
    page.get_by_role("link", name="EU Blue Card", exact=True).click()
    expect(page.get_by_label("Last reviewed")).to_have_attribute("readonly", "")
    mark = page.get_by_role("button", name="Mark reviewed")
    mark.click()
    expect(page.get_by_role("alert")).to_contain_text("Some figures are still to confirm")

    page.get_by_label("Figures still to confirm").uncheck()
    expect(mark).to_be_disabled()  # it signs off what is saved
    page.get_by_role("button", name="Save changes").click()
    expect(page.get_by_text("Saved. The website shows the change now.")).to_be_visible()
    # Unticked, it is still refused while a fact it names is unconfirmed: the refusal names the fact, which
    # the editor confirms in Facts (status and check date) before signing the guide off.
    mark.click()
    expect(page.get_by_role("alert")).to_contain_text(OPEN_FACT)
    guide_screen = page.url
    page.goto(base + "/admin/cms/facts")
    page.get_by_role("link", name=OPEN_FACT, exact=True).click()
    page.get_by_label("Status").select_option("confirmed")
    page.get_by_label("Checked on").fill("2026-11-28")
    page.get_by_label("Checked by").fill("Editor Tester")
    page.get_by_role("button", name="Save changes").click()
    expect(page.get_by_text("Saved. The website shows the change now.")).to_be_visible()
    page.goto(guide_screen)
    mark.click()
    expect(page.get_by_text("Done.", exact=True)).to_be_visible()
    expect(page.get_by_label("Reviewed by")).to_have_value("Editor Tester")
    expect(page.get_by_role("status").filter(has_text="Never reviewed")).to_have_count(0)

    page.goto(base + BLUE_CARD)
    expect(page.locator("time").filter(has_text="Last reviewed")).to_contain_text("by Editor Tester")
    # The fact confirmed above says who checked it, when and against which page, beside its figure.
    expect(page.get_by_text("Checked on 28 November 2026 by Editor Tester against")).to_be_visible()
    expect(page.get_by_role("note")).to_have_count(0)
    page.goto(base + "/ar" + BLUE_CARD)
    expect(page.get_by_text("أجراها Editor Tester")).to_contain_text("آخر مراجعة في")
    expect(page.get_by_text("لم نطابق بعض هذه الأرقام")).to_have_count(0)
