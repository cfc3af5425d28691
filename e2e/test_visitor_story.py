"""One story per visitor, in a real browser, in English and Arabic: a visitor asks the chat assistant a
question on the booking page, then books a consultation from the same browser; the booking's lead has the
conversation, and staff read the question on the lead's page in the admin (backend chat/story.py)."""

import json

import pytest
from liveserver import Server
from playwright.sync_api import Page, expect
from test_admin import sign_in
from test_booking import TEXT, pick_slot
from test_contact import fill, open_form, unique_email

STAFF = ("e2e-story@example.com", "Story-e2e-pass-2026")
QUESTIONS = {"en": "how long does a Canadian student visa take?", "ar": "كم تستغرق تأشيرة الدراسة في كندا؟"}
CHAT_BUTTON = {"en": "Open chat with our assistant", "ar": "افتح المحادثة مع المساعد"}

MAKE_STAFF = """
from django.contrib.auth.models import Group, User
user, _ = User.objects.get_or_create(username={email!r}, defaults={{"email": {email!r}}})
user.first_name, user.last_name, user.is_staff, user.is_active = "Story", "Agent", True, True
user.set_password({password!r})
user.save()
user.groups.set([Group.objects.get_or_create(name="agent")[0]])
"""

LEAD = """
import json
from leads.models import Lead
lead = Lead.objects.filter(email={email!r}).get()
conversation = getattr(lead, "conversation", None)
print(json.dumps({{"id": lead.pk, "source": lead.source,
                   "conversation": str(conversation.public_id) if conversation else None}}))
"""


@pytest.fixture(scope="module")
def staff(server: Server) -> Server:
    server.manage("shell", "-v", "0", "-c", MAKE_STAFF.format(email=STAFF[0], password=STAFF[1]))
    return server


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_question_to_the_assistant_then_a_booking_is_one_lead_with_the_conversation(staff, page: Page, lang):
    text = TEXT[lang]
    form = open_form(page, staff, "/ar/book" if lang == "ar" else "/book", lang)

    # The visitor asks the assistant first, on the same page, and closes the chat.
    page.get_by_role("button", name=CHAT_BUTTON[lang]).click()
    dialog = page.get_by_role("dialog")
    expect(dialog).to_be_visible()
    dialog.locator("#chat-input").fill(QUESTIONS[lang])
    dialog.locator("#chat-input").press("Enter")
    # Answered: the widget keeps the conversation's id once the server has given it.
    page.wait_for_function("() => !!localStorage.getItem('chat.conversationId')", timeout=10_000)
    conversation = page.evaluate("localStorage.getItem('chat.conversationId')")
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()

    # Then books.
    email = unique_email(f"story-{lang}")
    fill(form, lang, first="Maya" if lang == "en" else "مايا", last="Saleh" if lang == "en" else "صالح",
         email=email, phone="5512 7788")
    form.get_by_text(text["type"]).click()
    pick_slot(form)
    form.get_by_role("button", name=text["book"]).click()
    expect(page.get_by_role("heading", name=text["booked"])).to_be_visible(timeout=15_000)

    lead = json.loads(staff.manage("shell", "-c", LEAD.format(email=email)).strip().splitlines()[-1])
    assert lead["source"] == "booking" and lead["conversation"] == conversation

    # Staff read the question on the lead's page: the transcript in its timeline.
    admin = page.context.browser.new_page()  # type: ignore[union-attr]
    sign_in(admin, staff.base_url, STAFF, f"/admin/leads/{lead['id']}")
    admin.get_by_text("Chat transcript (").click()  # the timeline's chat entry, folded to a line
    transcript = admin.get_by_role("list", name="Chat transcript")
    expect(transcript).to_contain_text(QUESTIONS[lang], timeout=10_000)
    admin.close()
    assert not page.errors  # type: ignore[attr-defined]
