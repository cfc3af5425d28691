"""Arabic typography and copy: as a visitor sees it on a phone (a conjunction never left alone at the end
of a line, Arabic hashtags on Arabic blog pages, reading time in natural Arabic), and the staff admin in
Arabic, where the main screens have no English left outside names, addresses, codes and acronyms."""

import json
import re

import pytest
from playwright.sync_api import Browser, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

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
        page.get_by_role("link", name="الدخول السريع", exact=True).first.click()
        expect(page).to_have_url(server.base_url + "/ar/blog?tag=express-entry")
        # The list names its tag at the top, in Arabic; the slug stays in the address only.
        header = page.locator("header", has=page.get_by_role("heading", level=1))
        expect(header).to_contain_text("الدخول السريع")
        expect(header).not_to_contain_text("express-entry")
        expect(page.get_by_role("article").get_by_role("heading")).to_have_text(
            ["قائمة التحقق للتقديم عبر نظام الدخول السريع وأنت مقيم في قطر"])
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


# --- The staff admin in Arabic: no English left --------------------------------------------------------

ARABIC_ADMIN = ("e2e-arabic-admin@example.com", "Arabic-admin-e2e-2026")
SETUP = """
import datetime as dt, json
from django.contrib.auth.models import Group, User
from accounts.names import set_display_names
from accounts.preferences import set_language
from booking import service
from booking.models import MeetingType
from booking.slots import free_slots
from office.calendar import now as office_now
from email.message import EmailMessage
from cases.models import Case, Instalment, Milestone
from cases.service import sync_documents
from content.models import Programme
from leads import intake, lifecycle
from leads.inbound import deliver
from leads.models import InboundEmail
from mail import outbox


def inbound(sender, message_id, subject, text, files=()):
    m = EmailMessage()
    m["From"], m["Subject"], m["Message-ID"] = sender, subject, message_id
    m.set_content(text)
    for name, content in files:
        m.add_attachment(content, maintype="application", subtype="octet-stream", filename=name)
    return deliver(m.as_bytes(), ["info@example.com"])


email, password = {account!r}
user, _ = User.objects.get_or_create(username=email, defaults={{"email": email}})
user.is_staff = user.is_active = True
user.set_password(password)
user.save()
user.groups.set([Group.objects.get_or_create(name="admin")[0]])
set_language(user, "ar")
set_display_names(user, "Amal Arabic", "أمل")
lead = intake.create_lead(source="contact", first_name="ليلى", last_name="حداد", email="layla-ar@example.com",
                           phone="+97433998877", country="canada", service="study", language="ar",
                           message="أريد الدراسة في كندا", consent_at=dt.datetime.now(dt.UTC),
                           consent_version="2026-01", utm={{"utm_source": "instagram", "utm_campaign": "2026-11"}})
kind = MeetingType.objects.get(slug="phone")
day = office_now().date()
slot = free_slots(kind, day, day + dt.timedelta(days=30))[0]
booking = service.book(kind, slot.start, lead)  # as the visitor books it: no staff member
mail = booking.emails.order_by("id").first()
mail.last_error = outbox.UNREACHABLE + "ConnectionRefusedError: [Errno 111] Connection refused"
mail.save()
# The client's own e-mails: one on the lead with a file kept and one refused, one that matched no lead.
inbound("ليلى <layla-ar@example.com>", "<e2e-ar-1@example.com>", "مستنداتي", "مرفق جواز السفر",
        [("passport.pdf", b"%PDF-1.4"), ("setup.exe", b"MZ")])
inbound("stranger-ar@example.net", "<e2e-ar-2@example.net>", "سؤال", "هل يمكنكم المساعدة؟")
stray = InboundEmail.objects.get(message_id="<e2e-ar-2@example.net>")
# The lead becomes a client: its case with a programme, its checklist, an instalment and a milestone.
changes = {{}}
lifecycle.move(lead, "converted", "update", changes, actor=user)
lifecycle.record(lead, user, "update", changes)
case = Case.objects.get(lead=lead)
case.programme = next(p for p in Programme.objects.filter(country__slug="canada") if p.documents)
case.quoted = 9500
case.save()
sync_documents(case)
Instalment.objects.create(case=case, label="الدفعة الأولى", amount=4750, due_on=day)
Milestone.objects.create(case=case, kind="submitted", date=day)
print(json.dumps({{"lead": lead.pk, "inbound": stray.pk, "case": case.pk}}))
"""
# Person names typed in Latin (visitors' and staff members'), the only free Latin words besides
# e-mail addresses, URLs, codes and acronyms.
NAMES = """
import json
from django.contrib.auth.models import User
from accounts.models import StaffPreference
from leads.models import Lead
names = set()
for first, last in Lead.objects.values_list("first_name", "last_name"):
    names.update((first or "").split() + (last or "").split())
for first, last, email in User.objects.values_list("first_name", "last_name", "email"):
    names.update(first.split() + last.split() + [email.split("@")[0]])
for en, in StaffPreference.objects.values_list("display_name_en"):
    names.update(en.split())
print(json.dumps(sorted(names)))
"""
SCREENS = ["/admin", "/admin/leads", "/admin/leads/{lead}", "/admin/leads/templates", "/admin/agenda",
           "/admin/booking/settings", "/admin/cms", "/admin/cms/services", "/admin/cms/services/1",
           "/admin/cms/site", "/admin/outbox", "/admin/users", "/admin/audit", "/admin/account/password",
           "/admin/inbound", "/admin/inbound/{inbound}", "/admin/leads/assignment", "/admin/my-day",
           "/admin/cases", "/admin/cases/{case}", "/admin/cases?layout=board", "/admin/reports"]
# Latin that belongs in an Arabic screen: addresses, links, {placeholders}, paths, acronyms and codes
# (CRS, IELTS, UTM, CSV, H-1B), numbers with their units, and an image format's name.
# ... and a programme's own name in its language, in brackets after the Arabic one (the glossary's «فئة المهاجرين
# المهرة (Skilled Migrant)», «بطاقة الفرص (Chancenkarte)»).
ALLOWED = (r"\S+@\S+|https?://\S+|\{\w+\}|/[\w./-]+|\b[A-Z0-9][A-Z0-9-]*[A-Z0-9]\b|\bWebP\b"
           r"|\((?:[A-Z][a-z]+ ?)+\)")
# The Latin words left on the screen: every visible text, aria-label and placeholder and the window's title,
# except passages marked as English (the English side of a bilingual value, the language switch), code
# (a send error's technical part) and what is marked translate="no" (codes such as slugs and UTM values,
# an e-mail's subject quoted as it was sent); minus the allowed forms above and the people's names.
LATIN_LEFT = """([names, allowed]) => {
  const skip = (el) => el.closest('script, style, code, [lang="en"], [translate="no"]') || !el.checkVisibility();
  const texts = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n.parentElement && !skip(n.parentElement)) texts.push(n.textContent);
  }
  for (const el of document.body.querySelectorAll("[aria-label], [placeholder]")) {
    if (!skip(el)) texts.push(el.getAttribute("aria-label") || "", el.getAttribute("placeholder") || "");
  }
  const known = new Set(names);
  const left = [];
  for (const text of texts) {
    for (const word of text.replace(new RegExp(allowed, "g"), " ").match(/[A-Za-z][A-Za-z'’]*/g) || []) {
      if (!known.has(word)) left.push(`${word} (in «${text.trim().slice(0, 80)}»)`);
    }
  }
  return left;
}"""


@pytest.fixture(scope="module")
def arabic_admin(server):
    answer = server.manage("shell", "-v", "0", "-c", SETUP.format(account=ARABIC_ADMIN))
    return json.loads(answer.strip().splitlines()[-1])


def test_every_main_admin_screen_in_arabic_has_no_english_left(server, page, arabic_admin):
    base = server.base_url
    page.goto(base + "/admin/login")
    page.get_by_label("E-mail").fill(ARABIC_ADMIN[0])
    page.get_by_label("Password").fill(ARABIC_ADMIN[1])
    page.get_by_role("button", name="Sign in").click()
    expect(page.get_by_role("heading", level=1, name="لوحة المتابعة")).to_be_visible()
    names = json.loads(server.manage("shell", "-v", "0", "-c", NAMES).strip().splitlines()[-1])
    found: dict[str, list[str]] = {}
    for screen in SCREENS:
        page.goto(base + screen.format(**arabic_admin))
        expect(page.locator("html")).to_have_attribute("lang", "ar")
        expect(page.get_by_role("heading", level=1)).to_be_visible()
        # Labels arrive with the screen's data (choices, settings): wait until the screen has none in Latin
        # letters, and report what is still there if that does not happen.
        try:
            page.wait_for_function(f"(args) => ({LATIN_LEFT})(args).length === 0", arg=[names, ALLOWED],
                                   timeout=5000)
        except PlaywrightTimeout:
            found[screen] = page.evaluate(LATIN_LEFT, [names, ALLOWED])
    assert not found, json.dumps(found, ensure_ascii=False, indent=1)
    # What the lead's history says about the visitor's booking is Arabic, and the meeting type's name too.
    page.goto(base + f"/admin/leads/{arabic_admin['lead']}")
    expect(page.get_by_text("الزائر", exact=True).first).to_be_visible()
    expect(page.get_by_text("الاستشارة المجانية عبر مكالمة هاتفية").first).to_be_visible()
    # The consent version (a month) is isolated, so it reads 2026-01 in the Arabic sentence.
    expect(page.get_by_text("\u20662026-01\u2069", exact=False)).to_be_visible()
    # The client's e-mail is in the history: its text, its kept file as a download, the refused one named.
    expect(page.get_by_text("مرفق جواز السفر")).to_be_visible()
    download = page.get_by_role("link", name="passport.pdf")
    expect(download).to_have_attribute("href", re.compile(r"inbound-attachments/\d+$"))
    expect(page.get_by_text("ملف لم يُحفظ:")).to_contain_text("setup.exe")
