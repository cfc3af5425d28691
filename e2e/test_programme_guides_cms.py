"""Programme guides in the staff CMS, in a real browser: a guide not reviewed for 90 days is flagged in
the list and on its screen; its fees are edited in English and Arabic and the guide's page shows them."""

import datetime

import pytest
from liveserver import Server
from playwright.sync_api import Page, expect
from test_admin import MAKE_STAFF, sign_in

EDITOR = ("e2e-guides-editor@example.com", "Guides-e2e-pass-2026")
OVERDUE = """
import datetime
from content.models import Programme
Programme.objects.filter(country__slug="canada", slug="express-entry").update(
    last_reviewed=datetime.date.today() - datetime.timedelta(days=120))
"""


@pytest.fixture(scope="module")
def editor(server: Server) -> Server:
    server.manage("shell", "-v", "0", "-c", MAKE_STAFF.format(accounts=[(*EDITOR, "editor")]))
    server.manage("shell", "-v", "0", "-c", OVERDUE)
    return server


def test_an_overdue_guide_is_flagged_and_its_fees_are_edited_in_both_languages(editor, page: Page):
    base = editor.base_url
    sign_in(page, base, EDITOR, "/admin/cms/programmes")
    row = page.get_by_role("row").filter(has=page.get_by_role("link", name="Express Entry", exact=True))
    expect(row.get_by_text("Review due")).to_be_visible()
    row.get_by_role("link", name="Express Entry", exact=True).click()
    expect(page.get_by_role("status").filter(has_text="more than 90 days ago")).to_be_visible()

    fees = page.get_by_role("group", name="Official fees")
    fees.get_by_role("button", name="Add official fees item").click()
    fees.get_by_label("Fee (English) *").last.fill("Open work permit for a spouse")
    fees.get_by_label("Fee (Arabic)").last.fill("تصريح عمل مفتوح للزوج")
    fees.get_by_label("Amount *").last.fill("CAD 100")
    page.get_by_label("Last reviewed *").fill(datetime.date.today().isoformat())
    page.get_by_role("button", name="Save changes").click()
    expect(page.get_by_text("Saved. The website shows the change now.")).to_be_visible()
    expect(page.get_by_role("status").filter(has_text="more than 90 days ago")).to_have_count(0)

    page.goto(base + "/ar/countries/canada/express-entry")
    fee = page.get_by_role("row", name="تصريح عمل مفتوح للزوج")
    expect(fee).to_contain_text("CAD 100")
