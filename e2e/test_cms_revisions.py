"""Drafts, preview, history and restore in the staff CMS, in a real browser, with the admin in English and in
Arabic: a service's title is changed as a draft, previewed in both languages (the draft shows there and not on
the public page), published, its change read in the History panel, and the earlier version restored."""

import json
from pathlib import Path

import pytest
from liveserver import Server
from playwright.sync_api import Page, expect
from test_admin import sign_in

ROOT = Path(__file__).resolve().parent.parent
ACCOUNTS = {"en": ("e2e-revisions-en@example.com", "Revisions-e2e-pass-2026", "migrate"),
            # Services no other browser test saves in the CMS, so their history starts here.
            "ar": ("e2e-revisions-ar@example.com", "Revisions-e2e-pass-2026", "family")}
SETUP = """
import json
from django.contrib.auth.models import Group, User
from accounts.preferences import set_language
from content.models import Service
ids = {{}}
for lang, (email, password, slug) in {accounts!r}.items():
    user, _ = User.objects.get_or_create(username=email, defaults={{"email": email}})
    user.first_name, user.last_name = "Rev", lang.upper()
    user.is_staff = user.is_active = True
    user.set_password(password)
    user.save()
    user.groups.set([Group.objects.get_or_create(name="editor")[0]])
    set_language(user, lang)
    ids[lang] = Service.objects.get(slug=slug).pk
print(json.dumps(ids))
"""


def strings(lang: str) -> dict:
    return json.loads((ROOT / "frontend" / "src" / "locales" / lang / "admin-content.json").read_text())["adminContent"]


@pytest.fixture(scope="module")
def ids(server: Server) -> dict[str, int]:
    return json.loads(server.manage("shell", "-v", "0", "-c", SETUP.format(accounts=ACCOUNTS)))


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_draft_is_previewed_published_compared_and_restored(server: Server, page: Page, ids, lang):
    base, (email, password, slug) = server.base_url, ACCOUNTS[lang]
    s, r = strings(lang), strings(lang)["revisions"]
    title = "Title" if lang == "en" else s["server"]["fields"]["title"]

    def label(language: str) -> str:
        return s["field"]["inLanguage"].replace("{{label}}", title).replace("{{language}}", language)

    marker_en, marker_ar = f"Draft headline {lang}", f"عنوان المسودة {lang}"
    sign_in(page, base, (email, password), f"/admin/cms/services/{ids[lang]}")
    expect(page.locator("html")).to_have_attribute("lang", lang)
    page.get_by_label(label(s["field"]["english"]) + " *").fill(marker_en)
    page.get_by_label(label(s["field"]["arabic"]) + " *").fill(marker_ar)
    page.get_by_role("button", name=r["saveDraft"]).click()
    expect(page.get_by_text(r["draftSaved"])).to_be_visible()

    # The preview shows the draft, in each language; visitors' page does not.
    history = page.get_by_role("region", name=r["heading"])
    english = history.get_by_role("link", name=r["previewEn"]).get_attribute("href")
    arabic = history.get_by_role("link", name=r["previewAr"]).get_attribute("href")
    preview = page.context.new_page()
    answer = preview.goto(base + str(english))
    assert answer is not None and answer.headers["cache-control"] == "no-store"
    expect(preview.get_by_role("heading", level=1)).to_have_text(marker_en)
    preview.goto(base + str(arabic))
    expect(preview.locator("html")).to_have_attribute("dir", "rtl")
    expect(preview.get_by_role("heading", level=1)).to_have_text(marker_ar)
    preview.goto(base + f"/services/{slug}")
    expect(preview.get_by_role("heading", level=1)).not_to_have_text(marker_en)

    # Published: the site shows it, and the History panel says what changed, word by word.
    history.get_by_role("button", name=r["publish"], exact=True).click()
    expect(page.get_by_text(r["published"])).to_be_visible()
    preview.goto(base + f"/ar/services/{slug}")
    expect(preview.get_by_role("heading", level=1)).to_have_text(marker_ar)
    rows = history.get_by_test_id("revision")
    expect(rows).to_have_count(2)  # the publish, and the service as it was before its history was kept
    rows.first.get_by_role("button", name=r["showChanges"]).click()
    expect(rows.first.locator("ins").filter(has_text="المسودة")).to_be_visible()
    expect(rows.first.locator('[lang="en"] ins').filter(has_text="Draft")).to_be_visible()

    # The earlier version back, as a new save.
    rows.last.get_by_role("button", name=r["showChanges"]).click()
    rows.last.get_by_role("button", name=r["restore"]).click()
    rows.last.get_by_role("button", name=r["restoreConfirm"]).click()
    expect(page.get_by_text(r["restored"])).to_be_visible()
    expect(rows).to_have_count(3)
    preview.goto(base + f"/services/{slug}")
    expect(preview.get_by_role("heading", level=1)).not_to_have_text(marker_en)
    preview.close()
