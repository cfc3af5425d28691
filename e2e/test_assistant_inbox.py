"""The assistant's content-gap inbox in a real browser: a visitor asks what the content does not answer
and is handed off; an editor sees the question grouped in /admin/assistant, writes an FAQ entry in both
languages, and a new visitor asking the same gets that answer; in English and in Arabic.

Shared-server care: each visitor's browser sends its own X-Forwarded-For address (the suite's server
trusts one proxy hop), so these chat messages never count against 127.0.0.1's rate limit; the editor
account and the question carry a random token, so the test passes more than once per server."""

import random
import string
from collections.abc import Iterator

import pytest
from liveserver import Server
from playwright.sync_api import Browser, Page, expect

EDITOR = ("e2e-inbox-editor@example.com", "Editor-inbox-pass-2026")
MAKE_EDITOR = """
from django.contrib.auth.models import Group, User
user, _ = User.objects.get_or_create(username={email!r}, defaults={{"email": {email!r}}})
user.is_staff, user.is_active = True, True
user.set_password({password!r})
user.save()
user.groups.set([Group.objects.get_or_create(name="editor")[0]])
"""
# Each language's visitor asks about something else (an entry written in one run answers its own topic in
# both languages): pets in English, parking in Arabic; each entry is written in both languages.
FAQ = {
    "en": {"question": {"en": "Can you help me relocate my pet {token} cat?",
                        "ar": "هل تنقلون قطتي الأليفة {token}؟"},
           "answer": {"en": "We do not move pets ourselves; ask a licensed pet relocation company.",
                      "ar": "لا ننقل الحيوانات الأليفة بأنفسنا، فاسأل شركة مرخّصة لنقل الحيوانات."}},
    "ar": {"question": {"en": "Is there parking at your office {token}?",
                        "ar": "هل يوجد موقف سيارات عند مكتبكم {token}؟"},
           "answer": {"en": "Yes: visitors park free in the tower's basement.",
                      "ar": "نعم، يركن الزوار مجانًا في الطابق السفلي من البرج."}},
}


@pytest.fixture(scope="module")
def editor(server: Server) -> Server:
    server.manage("shell", "-v", "0", "-c", MAKE_EDITOR.format(email=EDITOR[0], password=EDITOR[1]))
    return server


def _visitor(browser: Browser) -> Iterator[Page]:
    address = f"10.{random.randint(1, 250)}.{random.randint(1, 250)}.{random.randint(1, 250)}"
    context = browser.new_context(viewport={"width": 1280, "height": 900},
                                  extra_http_headers={"X-Forwarded-For": address})
    yield context.new_page()
    context.close()


def ask(browser: Browser, base: str, lang: str, text: str) -> str:
    """A new visitor opens the chat, asks, and returns the assistant's reply as shown."""
    for page in _visitor(browser):
        page.goto(base + ("/ar" if lang == "ar" else "/"))
        page.locator("button[aria-controls=chat-window]").click()
        dialog = page.get_by_role("dialog")
        expect(dialog).to_be_visible()
        dialog.locator("#chat-input").fill(text)
        dialog.locator("#chat-input").press("Enter")
        label = "هل كانت هذه الإجابة مفيدة؟" if lang == "ar" else "Was this answer helpful?"
        expect(dialog.get_by_role("group", name=label)).to_be_visible(timeout=10_000)
        replies = dialog.get_by_role("listitem").filter(has=page.get_by_role("group", name=label))
        return replies.last.inner_text()
    raise AssertionError("no visitor")


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_an_unanswered_question_is_answered_by_an_editor(editor: Server, browser: Browser, page: Page,
                                                         lang: str) -> None:
    base = editor.base_url
    token = "".join(random.choices(string.ascii_lowercase, k=5))
    entry = FAQ[lang]
    question = entry["question"][lang].format(token=token)
    first = ask(browser, base, lang, question)
    assert entry["answer"][lang] not in first

    page.goto(base + "/admin/assistant")
    page.get_by_label("E-mail").fill(EDITOR[0])
    page.get_by_label("Password").fill(EDITOR[1])
    page.get_by_role("button", name="Sign in").click()
    expect(page).to_have_url(base + "/admin/assistant")
    page.get_by_role("link", name="Assistant inbox").first.wait_for()
    group = page.get_by_role("listitem").filter(has=page.get_by_role("heading", name=question))
    expect(group).to_be_visible()
    expect(group).to_contain_text("1 question")
    group.get_by_role("button", name="Write an FAQ").click()
    other = "ar" if lang == "en" else "en"
    names = {"en": "English", "ar": "Arabic"}
    expect(group.get_by_label(f"Question ({names[lang]})")).to_have_value(question)
    group.get_by_label(f"Question ({names[other]})").fill(entry["question"][other].format(token=token))
    group.get_by_label("Answer (English)").fill(entry["answer"]["en"])
    group.get_by_label("Answer (Arabic)").fill(entry["answer"]["ar"])
    group.get_by_role("button", name="Publish the FAQ entry").click()
    expect(page.get_by_text("FAQ entry published")).to_be_visible()
    expect(page.get_by_role("heading", name=question)).to_have_count(0)

    # A new visitor asking the same question gets the editor's answer, in the question's language.
    again = ask(browser, base, lang, question)
    assert entry["answer"][lang] in again, again
