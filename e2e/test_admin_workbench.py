"""The staff workbench in a real browser, in Arabic: a consultant switches the admin to Arabic, works a
new lead through the board to a booked consultation (moved with the keyboard control), adds two notes
(both kept), sends a template e-mail (queued in the outbox, in the lead's language) and has a WhatsApp
link to the visitor's number with the greeting written in (checked, not followed); the dashboard shows
the reply figures. A lead from the chat and one from the form with the same number typed differently
but another name are offered as the same person, and joined when staff confirm.

The consultant's account is this module's own; leads are sent from the module's own loopback address so
the per-address limits of other tests are untouched."""

import random
import string
from urllib.parse import parse_qs, urlsplit

import pytest
from liveserver import Server
from playwright.sync_api import Page, expect
from test_admin import _contact_lead, _errors, _post, sign_in

CONSULTANT = ("e2e-noura@example.com", "Noura-e2e-pass-2026")
# The second test's own account: the first one leaves Noura's admin in Arabic.
COLLEAGUE = ("e2e-karim@example.com", "Karim-e2e-pass-2026")
SOURCE = "127.0.0.21"

MAKE_CONSULTANT = """
from django.contrib.auth.models import Group, User
user, _ = User.objects.get_or_create(username={email!r}, defaults={{"email": {email!r}}})
user.first_name, user.last_name, user.is_staff, user.is_active = "Noura", "Consultant", True, True
user.set_password({password!r})
user.save()
user.groups.set([Group.objects.get_or_create(name="agent")[0]])
"""

OUTBOX = """
from mail.models import OutboxMessage
m = OutboxMessage.objects.filter(kind="lead_reply", to__startswith={prefix!r}).get()
print(m.status, m.subject, sep="|")
"""


@pytest.fixture(scope="module")
def consultant(server: Server) -> Server:
    for email, password in (CONSULTANT, COLLEAGUE):
        server.manage("shell", "-v", "0", "-c", MAKE_CONSULTANT.format(email=email, password=password))
    return server


def _token() -> str:
    return "".join(random.choices(string.ascii_lowercase, k=6))


def test_a_consultant_in_arabic_works_a_lead_from_new_to_booked(consultant, page: Page):
    base = consultant.base_url
    first, last = _contact_lead(base, source=SOURCE, first="Noor")
    name = f"{first} {last}"
    sign_in(page, base, CONSULTANT, "/admin")
    page.get_by_role("button", name="Show the admin in Arabic").click()
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    expect(page.locator("html")).to_have_attribute("lang", "ar")
    expect(page.get_by_role("heading", name="الردود")).to_be_visible()  # the dashboard's reply figures

    # The board: new -> contacted -> qualified -> booked, each move with the card's keyboard control.
    page.goto(f"{base}/admin/leads?layout=board&q={last}")
    for stage in ("تم التواصل", "مؤهَّل", "حُجزت استشارة"):
        page.get_by_label(f"نقل {name}").select_option(label=stage)
        page.get_by_role("button", name="نقل", exact=True).click()
        expect(page.get_by_role("region", name=stage)).to_contain_text(name)
    expect(page.get_by_role("region", name="جديد")).not_to_contain_text(name)
    # The stages scroll inside the board, right to left; the page itself never scrolls sideways.
    assert page.evaluate("document.documentElement.scrollWidth") <= 1280

    # The lead's page: two notes, both kept.
    page.get_by_role("link", name=name).click()
    expect(page.get_by_role("heading", level=1)).to_have_text(name)
    timeline = page.get_by_role("region", name="السجل الزمني")
    note_field = page.get_by_label("إضافة ملاحظة")
    for note in ("اتصلت به ولم يرد.", "يفضّل التواصل عبر واتساب مساءً."):
        expect(note_field).to_have_value("")  # the form is ready for the next one
        note_field.fill(note)
        page.get_by_role("button", name="إضافة الملاحظة").click()
        expect(timeline).to_contain_text(note)
    expect(timeline).to_contain_text("اتصلت به ولم يرد.")
    expect(timeline).to_contain_text("الحالة: مؤهَّل ← حُجزت استشارة")

    # A template e-mail, in the lead's language (Arabic), queued in the outbox.
    reply = page.get_by_role("region", name="الرد")
    reply.get_by_label("القالب").select_option(label="الرد الأول")
    expect(reply.get_by_label("الموضوع")).to_have_value("استفسارك بخصوص تأشيرات الدراسة")
    reply.get_by_role("button", name="إرسال البريد").click()
    expect(reply.get_by_role("status").filter(has_text="أُضيفت إلى صندوق البريد الصادر.")).to_be_visible()
    status, subject = consultant.manage("shell", "-v", "0", "-c",
                                        OUTBOX.format(prefix=f"{last.lower()}@")).strip().split("|")
    assert status in ("pending", "sent", "failed") and subject == "استفسارك بخصوص تأشيرات الدراسة"

    # WhatsApp: a link to the visitor's own number with the Arabic greeting and the consultant's name.
    link = reply.get_by_role("link", name="تحية")
    href = link.get_attribute("href") or ""
    parts = urlsplit(href)
    assert (parts.scheme, parts.netloc) == ("https", "wa.me") and parts.path.startswith("/97433"), href
    greeting = parse_qs(parts.query)["text"][0]
    assert "Noura Consultant" in greeting and "مرحبًا" in greeting and first not in greeting
    assert link.get_attribute("target") == "_blank"
    assert _errors(page) == [], _errors(page)


def test_a_chat_lead_and_a_form_lead_with_one_number_and_two_names_join_when_staff_confirm(consultant, page: Page):
    base = consultant.base_url
    digits = "".join(random.choices(string.digits, k=6))
    status, chat = _post(base, "/api/chat/message", {"message": "كم تستغرق تأشيرة الدراسة في كندا؟", "language": "ar",
                                                     "page_url": "/ar"}, SOURCE)
    assert status == 200, chat
    status, _ = _post(base, "/api/chat/contact", {"conversationId": chat["conversationId"], "name": "Huda Chat",
                                                  "phone": f"+974 33 {digits}", "page_url": "/ar"}, SOURCE)
    assert status == 201  # the conversation's first contact details: a new lead
    last = "Samelead" + _token()
    body = {"first_name": "Huda", "last_name": last, "email": f"{last.lower()}@example.com", "phone": f"33{digits}",
            "country": "canada", "service": "study", "message": "Study in Canada", "consent": True,
            "language": "en", "page_url": base + "/contact", "elapsed_ms": 8000, "website": ""}
    status, answer = _post(base, "/api/contact", body, SOURCE)
    assert status == 201, answer
    sign_in(page, base, COLLEAGUE, "/admin/leads")
    page.goto(f"{base}/admin/leads?q={last}")
    page.get_by_role("link", name=f"Huda {last}").click()
    # One number under two names: not joined on the phone alone, but offered to staff to confirm.
    suggested = page.get_by_role("region", name="Maybe the same person?")
    expect(suggested.get_by_role("link", name="Huda Chat")).to_be_visible()
    expect(suggested).to_contain_text("Chat assistant")
    expect(suggested).to_contain_text("Same phone number")
    suggested.get_by_role("button", name="Yes, the same person: Huda Chat").click()
    same = page.get_by_role("region", name="Same person", exact=True)
    expect(same.get_by_role("link", name="Huda Chat")).to_be_visible()
    expect(suggested).to_have_count(0)
    assert _errors(page) == [], _errors(page)
